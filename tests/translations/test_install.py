"""Any install speaks French: the package's build compiles the catalogs (setup.py, with
game/i18n/msgfmt.py), and the game needs no Babel to read them.

One real ``pip install`` of a copy of the source (no compiled catalog in it) into a folder,
then a fresh Python that imports the installed game, not the source tree's.
"""

from __future__ import annotations

import gettext
import importlib.util
import io
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game.i18n import msgfmt

ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "game" / "locale" / "fr" / "LC_MESSAGES" / "q2j.po"


def can_build_without_isolation() -> bool:
    """Whether this environment's setuptools builds a wheel itself (else pip fetches one from PyPI)."""
    if importlib.util.find_spec("setuptools") is None:
        return False
    import setuptools

    major, minor = (int(part) for part in setuptools.__version__.split(".")[:2])
    return (major, minor) >= (70, 1) or importlib.util.find_spec("wheel") is not None


def source_copy(into: Path) -> Path:
    """What ``pip install .`` reads, without anything compiled (no .mo, no engine, no caches)."""
    source = into / "src"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    shutil.copytree(
        ROOT / "game", source / "game", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "*.mo")
    )
    return source


def test_a_plain_pip_install_carries_the_compiled_catalog_and_gettext_finds_french(tmp_path: Path) -> None:
    source = source_copy(tmp_path)
    assert not list(source.rglob("*.mo"))
    site = tmp_path / "site"
    command = [sys.executable, "-m", "pip", "install", "--no-deps", "--no-input", "--quiet"]
    if can_build_without_isolation():
        command.append("--no-build-isolation")  # else pip builds with setuptools and wheel from PyPI
    done = subprocess.run(
        [*command, "--target", str(site), str(source)], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    installed_mo = site / "game" / "locale" / "fr" / "LC_MESSAGES" / "q2j.mo"
    assert installed_mo.is_file(), sorted(str(p.relative_to(site)) for p in (site / "game").rglob("locale/*"))

    # A fresh Python, away from the source tree, reading the installed package's catalog.
    probe = textwrap.dedent(
        """
        import gettext, json, sys
        import game
        from game import i18n
        spoken = i18n.use("fr")
        found = gettext.translation("q2j", str(i18n.LOCALE_DIR), languages=["fr"])
        catalog = {k if isinstance(k, str) else f"{k[0]}#{k[1]}": v for k, v in found._catalog.items()}
        print(json.dumps({"game": game.__file__, "spoken": spoken, "settings": i18n._("Settings"),
                          "catalog": catalog}))
        """
    )
    environment = {**os.environ, "PYTHONPATH": str(site), "Q2J_HOME": str(tmp_path / "home")}
    ran = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ran.returncode == 0, ran.stderr[-3000:]
    seen = json.loads(ran.stdout)
    assert Path(seen["game"]).is_relative_to(site)
    assert seen["spoken"] == "fr"
    assert seen["settings"] == "Réglages"
    # Every translated entry of the .po, as gettext finds it in the installed package.
    wanted = {}
    for key, value in msgfmt.parse(PO.read_text(encoding="utf-8")).items():
        singular, plural, _plural_id = key.partition("\x00")
        forms = value.split("\x00")
        wanted.update({f"{singular}#{n}": form for n, form in enumerate(forms)} if plural else {key: value})
    assert len(wanted) > 1000
    assert {key: value for key, value in seen["catalog"].items() if key} == {
        k: v for k, v in wanted.items() if k
    }


def test_the_build_compiles_what_babel_compiles() -> None:
    """The build's compiler (standard library) against Babel's: the same translations, entry by entry."""
    ours = gettext.GNUTranslations(io.BytesIO(msgfmt.mo_bytes(msgfmt.parse(PO.read_text(encoding="utf-8")))))
    with PO.open("rb") as file:
        catalog = read_po(file)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    babels = gettext.GNUTranslations(buffer)
    assert ours._catalog == babels._catalog  # type: ignore[attr-defined]
    assert ours.ngettext("{count} card", "{count} cards", 0) == "{count} carte"


def test_fuzzy_untranslated_and_obsolete_entries_are_left_out() -> None:
    po = textwrap.dedent(
        """\
        msgid ""
        msgstr "Plural-Forms: nplurals=2; plural=(n > 1);\\n"

        #, fuzzy
        msgid "Old"
        msgstr "Vieux"

        msgid "None yet"
        msgstr ""

        msgctxt "card size"
        msgid "Medium"
        msgstr "Moyenne"

        msgid "{n} card"
        msgid_plural "{n} cards"
        msgstr[0] "{n} carte"
        msgstr[1] "{n} cartes"

        msgid "Two "
        "lines\\n"
        msgstr "Deux "
        "lignes\\n"

        #~ msgid "Gone"
        #~ msgstr "Parti"
        """
    )
    found = gettext.GNUTranslations(io.BytesIO(msgfmt.mo_bytes(msgfmt.parse(po))))
    assert found.gettext("Old") == "Old"
    assert found.gettext("None yet") == "None yet"
    assert found.pgettext("card size", "Medium") == "Moyenne"
    assert [found.ngettext("{n} card", "{n} cards", n) for n in (0, 1, 2)] == ["{n} carte"] * 2 + [
        "{n} cartes"
    ]
    assert found.gettext("Two lines\n") == "Deux lignes\n"
    assert found.gettext("Gone") == "Gone"
    with pytest.raises(msgfmt.PoError):
        msgfmt.parse('msgid "a"\nmsgstr "b"\nbogus "c"\n')
