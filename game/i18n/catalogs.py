"""The translation catalogs as files: extracted from the code with Babel, merged into each
language's ``.po``, compiled to ``.mo``, and checked. Used by ``tools/translations.py`` and the tests;
the running game never imports it (it reads the ``.mo`` with the standard library).
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import yaml
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from . import DOMAIN, LANGUAGES, LOCALE_DIR

GAME_DIR = Path(__file__).resolve().parent.parent  # the code the strings are marked in
CONFIG_DIR = GAME_DIR.parent / "config"  # the variant files the game ships
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")
# The engine's refusals: ``IllegalAction("rule 4", "no face card may go on an ace: {card} on {top}",
# …)`` holds its English template as the second argument (the engine never translates; the
# table does, game/play/refusals.py), and ``Words("…")`` marks English words a refusal
# uses as a field. The bots' reasons (game/ai/reasons.py) hold theirs the same way: ``because("…")``
# and ``because_counted("…", "…", n)``, its singular and plural. The engine's moves in words
# (game/engine/move_words.py): ``worded("play the {card}", …)``. ``Said("…")`` holds a message
# about a player's file (game/i18n/said.py), and ``VariantError("…", where, **fields)`` the
# engine's template for what is wrong with a variant; ``OptionSpec(name, kind, default, "…")``
# what an option does (the options screen shows it); ``figure_words("…")`` a game's own figure
# for the statistics (game/engine/figures.py).
KEYWORDS: Final = {
    **DEFAULT_KEYWORDS,
    "IllegalAction": (2,),
    "IllegalMeld": (2,),
    "Words": None,
    "because": None,
    "because_counted": (1, 2),
    "worded": None,
    "Said": None,
    "VariantError": (1,),
    "OptionSpec": (4,),
    "figure_words": None,
}
_PERCENT = re.compile(r"%(?:\([a-z_]+\))?[#0+-]?\d*(?:\.\d+)?[sdrifxg]")


def po_path(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def extract(source: Path = GAME_DIR, config: Path | None = CONFIG_DIR) -> Catalog:
    """Every marked string under ``source`` (``_``, ``N_``, ``ngettext``, ``pgettext``, and the
    engine's refusals: ``IllegalAction``'s and ``IllegalMeld``'s templates, ``Words``; the bots'
    reasons: ``because``, ``because_counted``; the engine's moves: ``worded``; files' messages:
    ``Said``, ``VariantError``), and the
    name and description of every variant file the game ships (in ``config``)."""
    template = Catalog(domain=DOMAIN, project="Q2J")
    found = extract_from_dir(
        str(source),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=("Translators:",),
    )
    for filename, line, message, comments, context in found:
        where = [(f"game/{Path(filename).as_posix()}", line)]
        template.add(message, locations=where, auto_comments=comments, context=context)
    for path in sorted(config.glob("*.yaml")) if config is not None else ():
        _add_variant_words(template, path)
    return template


def _add_variant_words(template: Catalog, path: Path) -> None:
    """A shipped variant's ``name`` and ``description``: the setup and the table show them
    through ``variant_words`` (a player's own variant file keeps its words as written)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        return
    lines = path.read_text(encoding="utf-8").splitlines()
    for key in ("name", "description"):
        value = data.get(key)
        if isinstance(value, str) and value:
            line = next((i for i, text in enumerate(lines, 1) if text.startswith(f"{key}:")), 0)
            comment = f"The {key} of the variant {path.stem} (config/{path.name})."
            template.add(value, locations=[(f"config/{path.name}", line)], auto_comments=[comment])


def read(path: Path) -> Catalog:
    with path.open("rb") as file:
        return read_po(file)


def write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as file:
        write_po(file, catalog, width=100, sort_output=False)


def update(
    lang: str, locale_dir: Path = LOCALE_DIR, source: Path = GAME_DIR, config: Path | None = CONFIG_DIR
) -> Catalog:
    """The language's ``.po`` merged with what the code marks now (new strings untranslated,
    changed ones fuzzy, gone ones dropped), written back.

    Entries the change does not concern are left as they were, so the file's diff is the
    change: an entry keeps its place and its ``#:`` references while its string is marked in
    the same files (its line numbers say where it was when last placed: grep finds it now), and
    the header keeps its date. A new entry goes after the one it follows in the code."""
    path = po_path(lang, locale_dir)
    catalog = read(path) if path.exists() else Catalog(locale=lang, domain=DOMAIN, project="Q2J")
    before = {_key(message): message.locations for message in catalog if message.id}
    created = catalog.creation_date
    catalog.update(extract(source, config), no_fuzzy_matching=False)
    catalog.obsolete.clear()
    if before:
        catalog.creation_date = created
        _keep_as_it_was(catalog, before)
    write(catalog, path)
    return catalog


def _key(message: Any) -> tuple[object, str | None]:
    return (message.id, message.context)


def _keep_as_it_was(catalog: Catalog, before: dict[tuple[object, str | None], list[Any]]) -> None:
    """Put back the order and references ``catalog.update`` rewrote (it orders entries as the
    code marks them now and gives each its current line): the entries that were in the file
    keep their order, each new one goes after its predecessor in the code's order, and an entry
    marked in the same files as before keeps its references."""
    merged = [message for message in catalog if message.id]
    order = [key for key in before if any(_key(message) == key for message in merged)]
    for index, message in enumerate(merged):
        key = _key(message)
        old = before.get(key)
        if old is None:
            follows = _key(merged[index - 1]) if index else None
            order.insert(order.index(follows) + 1 if follows in order else 0, key)
        elif {file for file, _line in old} == {file for file, _line in message.locations}:
            message.locations = old
    by_key = {_key(message): message for message in merged}
    for message in merged:
        catalog.delete(message.id, context=message.context)
    for key in order:
        catalog[by_key[key].id] = by_key[key]


def compile_catalog(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    """``.po`` → ``.mo`` (fuzzy entries left out, as gettext expects)."""
    catalog = read(po_path(lang, locale_dir))
    target = mo_path(lang, locale_dir)
    with target.open("wb") as file:
        write_mo(file, catalog, use_fuzzy=False)
    return target


def fields(text: str) -> list[str]:
    """The format fields of a message, sorted: ``{name}`` ones and ``%s``-style ones.

    >>> fields("Pass to {player}: {n:,} cards %s"), fields("95%% intervals")
    (['%s', '{n:,}', '{player}'], [])
    """
    found = [match.group(0) for match in _PERCENT.finditer(text.replace("%%", ""))]
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError:  # a lone brace: the message is not a format string
        parsed = []
    for _literal, name, spec, conversion in parsed:
        if name is not None:
            found.append(
                "{" + name + ("!" + conversion if conversion else "") + (":" + spec if spec else "") + "}"
            )
    return sorted(found)


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a catalog: where (``file:line``) and what."""

    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def _forms(value: Any) -> tuple[str, ...]:
    return tuple(value) if isinstance(value, list | tuple) else (value,)


def check(lang: str, locale_dir: Path = LOCALE_DIR, marked: Catalog | None = None) -> list[Problem]:
    """What keeps a language's ``.po`` from being complete: a string marked in the code but
    missing from it, an untranslated or fuzzy entry, format fields that differ."""
    path = po_path(lang, locale_dir)
    catalog = read(path)
    lines = _entry_lines(path)
    problems = []
    for message in marked if marked is not None else extract():
        if message.id and catalog.get(message.id, context=message.context) is None:
            where = ", ".join(f"{file}:{line}" for file, line in message.locations[:1])
            problems.append(Problem(where, f"{_forms(message.id)[0]!r} is marked but not in {path.name}"))
    for message in catalog:
        if not message.id:
            continue
        where = f"{path}:{lines.get(_forms(message.id)[0], 0)}"
        problems.extend(Problem(where, text) for text in _entry_problems(message))
    return problems


def _entry_problems(message: Any) -> Iterable[str]:
    ids, strs = _forms(message.id), _forms(message.string)
    name = repr(ids[0])
    if message.fuzzy:
        yield f"{name} is fuzzy (check its translation, then remove the fuzzy flag)"
    if not all(strs):
        yield f"{name} is not translated"
        return
    want = fields(ids[-1])  # a plural's fields are all in its plural form
    for form in strs:
        if fields(form) != want:
            yield f"{name}: the translation's fields {fields(form)} differ from {want}"


def _entry_lines(path: Path) -> dict[str, int]:
    """The line of each ``msgid "…"`` in a .po file (for messages that name it)."""
    lines = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith('msgid "') and line != 'msgid ""':
            lines[line[7:-1].encode().decode("unicode_escape", errors="replace")] = number
    return lines
