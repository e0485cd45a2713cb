"""``tools/translations.py update`` changes in a ``.po`` what the code's change concerns and
nothing else: an entry whose string moved down its file (its line numbers stale) stays as it
was, word for word and in its place, and so does the header; a new string is added after its
neighbour in the code, a string marked in another file too gets that file's reference, a gone
one is dropped."""

from __future__ import annotations

import re
from pathlib import Path

from game.i18n import catalogs

CODE = """from gettext import gettext as _

FIRST = _("the first words")
SECOND = _("the second words")
THIRD = _("the third words")
"""


def update(tmp_path: Path) -> str:
    catalogs.update("fr", locale_dir=tmp_path / "locale", source=tmp_path / "code", config=None)
    return catalogs.po_path("fr", tmp_path / "locale").read_text(encoding="utf-8")


def entry(po: str, msgid: str) -> str:
    """The lines of ``msgid``'s entry: its comments, flags, msgid and msgstr."""
    block = next(block for block in po.split("\n\n") if f'msgid "{msgid}"' in block)
    return block.strip()


def test_an_update_leaves_the_entries_it_does_not_concern_as_they_were(tmp_path: Path) -> None:
    code = tmp_path / "code"
    code.mkdir()
    (code / "words.py").write_text(CODE)
    first = update(tmp_path)
    assert "#: game/words.py:3" in entry(first, "the first words")
    # A translator's work, then the code changes: lines added above every string (every line
    # number moves), a string added, one gone, one marked in a second file too.
    path = catalogs.po_path("fr", tmp_path / "locale")
    worked = first.replace(
        'msgid "the first words"\nmsgstr ""', 'msgid "the first words"\nmsgstr "les premiers mots"'
    )
    path.write_text(re.sub(r"POT-Creation-Date: [^\\]*", "POT-Creation-Date: 2026-01-02 03:04+0000", worked))
    translated = path.read_text(encoding="utf-8")
    moved = CODE.replace("FIRST =", "# two lines\n# more\nFIRST =").replace(
        'THIRD = _("the third words")\n', ""
    )
    (code / "words.py").write_text(moved.replace("SECOND =", 'NEW = _("new words")\nSECOND ='))
    (code / "more.py").write_text('from gettext import gettext as _\n\nAGAIN = _("the second words")\n')
    second = update(tmp_path)

    assert entry(second, "the first words") == entry(translated, "the first words")  # line 3 still
    assert "2026-01-02 03:04" in translated and second.split("\n\n")[0] == translated.split("\n\n")[0]
    assert "#: game/more.py:3 game/words.py:" in entry(second, "the second words")
    assert "the third words" not in second
    order = [
        second.index(f'msgid "{words}"') for words in ("the first words", "new words", "the second words")
    ]
    assert order == sorted(order), "the new string is not after its neighbour in the code"
