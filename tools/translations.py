"""The translations: extract the marked strings, update each language's .po, compile, check.

    python tools/translations.py update     # extract from game/, merge into game/locale/*/LC_MESSAGES/q2j.po
    python tools/translations.py compile    # .po -> .mo (the set-up and build.spec run this)
    python tools/translations.py --check    # fail (status 1) on a missing, untranslated or fuzzy message,
                                    # or a translation whose {fields} differ from the English

Not named i18n.py: the packaged program's build puts tools/ on its import path, where a
tools/i18n.py would stand in for the python-i18n package that pygame_gui imports.

A new language: add its code to LANGUAGES in game/i18n/__init__.py, run `update`, translate
the new .po, run `--check` until it passes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.i18n import catalogs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/translations.py", description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", choices=("update", "compile"), help="what to do")
    parser.add_argument(
        "--check", action="store_true", help="report what is missing or wrong; status 1 if any"
    )
    args = parser.parse_args(argv)
    if args.command is None and not args.check:
        parser.error("give update, compile or --check")
    if args.command == "update":
        for lang in catalogs.TRANSLATED:
            catalog = catalogs.update(lang)
            print(f"{catalogs.po_path(lang)}: {len(catalog)} messages")
    if args.command == "compile":
        for lang in catalogs.TRANSLATED:
            print(f"wrote {catalogs.compile_catalog(lang)}")
    if args.check:
        marked = catalogs.extract()
        problems = [
            problem for lang in catalogs.TRANSLATED for problem in catalogs.check(lang, marked=marked)
        ]
        for problem in problems:
            print(problem)
        print(f"{len(marked)} messages marked; {len(problems)} problems")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
