"""A ``.po`` catalog compiled to the ``.mo`` that gettext reads, with the standard library only.

The package's build runs this (``setup.py`` loads this file by its path, before anything is
installed, so it imports nothing from the game): every way of installing Q2J carries the
compiled catalogs without Babel. Fuzzy, untranslated and obsolete entries are left out, as
gettext's ``msgfmt`` leaves them; ``tools/translations.py`` (Babel) stays the translators' tool.

>>> entries = parse('msgid ""\\nmsgstr "Language: fr\\\\n"\\n\\nmsgid "Quit"\\nmsgstr "Quitter"\\n')
>>> sorted(entries.items())
[('', 'Language: fr\\n'), ('Quit', 'Quitter')]
"""

from __future__ import annotations

import ast
import struct
from pathlib import Path

MAGIC = 0x950412DE  # gettext's .mo files, little-endian as written here
CONTEXT_SEPARATOR = "\x04"  # msgctxt and msgid, one key
PLURAL_SEPARATOR = "\x00"  # msgid and msgid_plural, and the plural forms of msgstr


class PoError(ValueError):
    """A line of a ``.po`` file that is not the format: its line number and what is wrong."""


def _quoted(text: str, number: int) -> str:
    text = text.strip()
    if len(text) < 2 or not text.startswith('"') or not text.endswith('"'):
        raise PoError(f"line {number}: expected a quoted string, found {text!r}")
    value = ast.literal_eval(text)
    assert isinstance(value, str)
    return value


def parse(text: str) -> dict[str, str]:
    """The entries of a ``.po`` file as a ``.mo`` keys them: ``msgid`` (``msgctxt\\x04msgid``
    with a context, ``msgid\\x00msgid_plural`` for a plural) to its translation (plural forms
    joined by ``\\x00``). The header is the entry ``""``; fuzzy and untranslated ones are left out."""
    entries: dict[str, str] = {}
    fields: dict[str, str] = {}
    fuzzy = False
    current: str | None = None

    def finish() -> None:
        nonlocal fuzzy
        if "msgid" in fields:
            forms = [fields[k] for k in sorted(fields, key=_form_order) if k.startswith("msgstr")]
            if not fuzzy and forms and all(forms):
                key = fields["msgid"]
                if "msgid_plural" in fields:
                    key += PLURAL_SEPARATOR + fields["msgid_plural"]
                if "msgctxt" in fields:
                    key = fields["msgctxt"] + CONTEXT_SEPARATOR + key
                entries[key] = PLURAL_SEPARATOR.join(forms)
        fields.clear()
        fuzzy = False

    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#~"):  # a blank line, or an obsolete entry
            continue
        if stripped.startswith("#"):
            if stripped.startswith("#,") and "fuzzy" in stripped[2:].replace(",", " ").split():
                if "msgid" in fields:
                    finish()
                fuzzy = True
            continue
        if stripped.startswith('"'):
            if current is None:
                raise PoError(f"line {number}: a string that continues nothing")
            fields[current] += _quoted(stripped, number)
            continue
        keyword, _space, rest = stripped.partition(" ")
        if keyword not in ("msgctxt", "msgid", "msgid_plural") and not keyword.startswith("msgstr"):
            raise PoError(f"line {number}: unknown keyword {keyword!r}")
        if keyword in ("msgctxt", "msgid") and ("msgid" in fields or keyword in fields):
            finish()  # a new entry begins
        current = keyword
        fields[keyword] = _quoted(rest, number)
    finish()
    return entries


def _form_order(key: str) -> tuple[int, str]:
    """``msgstr`` first, then ``msgstr[0]``, ``msgstr[1]``… in their numbers' order."""
    digits = key[key.find("[") + 1 : -1] if "[" in key else ""
    return (int(digits) if digits.isdigit() else -1, key)


def mo_bytes(entries: dict[str, str]) -> bytes:
    """The ``.mo`` file of ``entries`` (keys sorted, as gettext's binary search wants; no hash table).

    >>> import gettext, io
    >>> found = gettext.GNUTranslations(io.BytesIO(mo_bytes({"Quit": "Quitter"})))
    >>> found.gettext("Quit"), found.gettext("Play")
    ('Quitter', 'Play')
    """
    keys = sorted(entries, key=lambda k: k.encode("utf-8"))
    ids = [k.encode("utf-8") for k in keys]
    strs = [entries[k].encode("utf-8") for k in keys]
    header_size = 7 * 4
    ids_table = header_size
    strs_table = ids_table + 8 * len(keys)
    data_start = strs_table + 8 * len(keys)
    tables = bytearray()
    data = bytearray()
    for group in (ids, strs):
        for item in group:
            tables += struct.pack("<II", len(item), data_start + len(data))
            data += item + b"\x00"
    header = struct.pack("<7I", MAGIC, 0, len(keys), ids_table, strs_table, 0, data_start)
    return header + bytes(tables) + bytes(data)


def compile_po(po: Path, mo: Path) -> Path:
    """Writes ``mo`` from ``po``; returns ``mo``."""
    mo.parent.mkdir(parents=True, exist_ok=True)
    mo.write_bytes(mo_bytes(parse(po.read_text(encoding="utf-8"))))
    return mo
