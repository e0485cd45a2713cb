"""The package's build step: the translation catalogs compiled into it.

Everything else about the package is in pyproject.toml. ``build_py`` also writes each
``game/locale/<lang>/LC_MESSAGES/q2j.mo`` from its ``.po`` (game/i18n/msgfmt.py, the standard
library only), so a wheel, a plain ``pip install .`` and an editable install all speak every
language the game has, without Babel. In an editable install the ``.mo`` is written beside its
``.po`` in the source tree (git ignores it), where the game reads it.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
LOCALE = Path("game", "locale")


def _msgfmt() -> ModuleType:
    """game/i18n/msgfmt.py, loaded by its path: the game's package is not importable while it builds."""
    spec = importlib.util.spec_from_file_location("q2j_msgfmt", ROOT / "game" / "i18n" / "msgfmt.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogs(build_py):  # type: ignore[misc]
    """``build_py``, then the ``.mo`` of every ``.po`` into the build (the tree when editable)."""

    def run(self) -> None:
        super().run()
        for mo in self._catalogs():
            self.announce(f"compiled {mo}", level=2)

    def _catalogs(self) -> list[Path]:
        msgfmt = _msgfmt()
        target = ROOT if self.editable_mode else Path(self.build_lib)
        written = []
        for po in sorted((ROOT / LOCALE).glob("*/LC_MESSAGES/*.po")):
            relative = po.relative_to(ROOT).with_suffix(".mo")
            if not self.dry_run:
                written.append(msgfmt.compile_po(po, target / relative))
        return written

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        built = [
            str(Path(self.build_lib) / po.relative_to(ROOT).with_suffix(".mo"))
            for po in sorted((ROOT / LOCALE).glob("*/LC_MESSAGES/*.po"))
        ]
        return [*super().get_outputs(include_bytecode), *built]


setup(
    cmdclass={"build_py": BuildWithCatalogs},
    # The .po sources go into the source distribution (a wheel built from it compiles them).
    package_data={"game": ["locale/*/LC_MESSAGES/*.po"]},
)
