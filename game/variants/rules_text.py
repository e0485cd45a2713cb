"""The in-game rules screens' text: the project's own words, in ``assets/rules/<game>.md``.

Each file is a title, a short introduction and ``## Heading`` sections. A
section whose heading ends in ``{#id}`` applies only to some variants; this
module decides from the variant's options which of those to show. The words
live in the Markdown files, the choice of sections lives here.

``{turn_cap}``, ``{field_size}``, ``{deal}`` and ``{challenge_single}`` in a
text are replaced by the variant's values.

A line ``[cards: 7S 7H 7D | X=8C 9C 10C]`` is a picture: the rules screen draws those
cards with the card art, a group per ``|``, a joker followed by ``=`` and the card it
stands for; ``[not: KH AH 2H]`` draws an example the rules refuse, crossed out. As
Markdown the line still reads as the cards' names.

A paragraph that starts with ``{?tie_to_five=true}`` is shown only while that option has
that value (a bool as ``true`` or ``false``) and applies (its ``only_with`` holds); conditions
joined by ``+`` must all hold: ``{?drawn_q_squared=true+q_squared=true}``. So one section
says what each value of an option does.

A section whose heading starts with "Variant" says what this variant changes;
those come right after the introduction, so a player who picked a variant
reads its difference first.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Final

from ..engine.cards import Card
from ..engine.errors import VariantError
from ..engine.registry import entry, game_names, rules_class
from ..files import paths
from ..i18n import language
from ..i18n.numbers import number
from .rules_options import Sections

GAMES: Final = tuple(game_names())
DEFAULT_TURN_CAP: Final = 2000

_ID = re.compile(r"\s*\{#([a-z0-9-]+)\}\s*$")
_WHEN = re.compile(r"^\{\?([a-z0-9_=+-]+)\}\s*")
_LIST_ITEM = re.compile(r"^(\d+\.|-)\s")
_PICTURE = re.compile(r"^\[(cards|not):\s*([^\]]*)\]$")
_VARIANT: Final = "Variant"


@dataclass(frozen=True)
class CardPicture:
    """A picture line: groups of cards, what each joker stands for (None for other cards),
    and whether it shows something the rules refuse."""

    groups: tuple[tuple[Card, ...], ...]
    stands: tuple[tuple[Card | None, ...], ...]
    refused: bool


def card_picture(line: str) -> CardPicture | None:
    """The picture a line asks for, or None for a line of words; a card that is not a card
    raises ``ValueError`` naming it.

    >>> picture = card_picture("[cards: 7S 7H 7D | X=8C 9C 10C]")
    >>> [[str(card) for card in group] for group in picture.groups], str(picture.stands[1][0])
    ([['7S', '7H', '7D'], ['X', '9C', '10C']], '8C')
    >>> card_picture("[not: KH AH 2H]").refused, card_picture("Seven cards in a row") is None
    (True, True)
    """
    found = _PICTURE.match(line.strip())
    if not found:
        return None
    groups: list[tuple[Card, ...]] = []
    stands: list[tuple[Card | None, ...]] = []
    for group in found.group(2).split("|"):
        words = [word.partition("=") for word in group.split()]
        groups.append(tuple(Card.parse(card) for card, _, _ in words))
        stands.append(tuple(Card.parse(stand) if stand else None for _, _, stand in words))
    return CardPicture(tuple(groups), tuple(stands), found.group(1) == "not")


@dataclass(frozen=True)
class Section:
    heading: str
    body: str
    id: str | None  # None: always shown


def _starts_line(line: str, previous: str) -> bool:
    """A list item starts a line; a picture is a line of its own, so the next starts one too."""
    return bool(_LIST_ITEM.match(line) or _PICTURE.match(line) or _PICTURE.match(previous))


def _paragraphs(lines: list[str]) -> str:
    """Join wrapped lines: blank lines separate paragraphs, list items and pictures start new lines."""
    blocks: list[list[str]] = [[]]
    for raw in lines:
        line = raw.strip()
        if not line:
            if blocks[-1]:
                blocks.append([])
        elif not blocks[-1] or _starts_line(line, blocks[-1][-1]):
            blocks[-1].append(line)
        else:
            blocks[-1][-1] += " " + line
    return "\n\n".join("\n".join(block) for block in blocks if block)


def parse_rules(text: str) -> tuple[str, list[Section]]:
    """A rules file's title and sections (the introduction is the first, always-shown section)."""
    title = ""
    heading = ""
    ident: str | None = None
    body: list[str] = []
    sections: list[Section] = []
    for line in text.splitlines():
        if line.startswith("## "):
            if heading or any(part.strip() for part in body):
                sections.append(Section(heading or title, _paragraphs(body), ident))
            found = _ID.search(line)
            ident = found.group(1) if found else None
            heading = _ID.sub("", line[3:]).strip()
            body = []
        elif line.startswith("# ") and not title:
            title = line[2:].strip()
        else:
            body.append(line)
    if heading or any(part.strip() for part in body):
        sections.append(Section(heading or title, _paragraphs(body), ident))
    return title, sections


def rules_file(game: str, lang: str) -> Path:
    """The rules text of ``game`` in ``lang`` (``<game>.<lang>.md``), or the English one
    (``<game>.md``) when there is none in that language; in ``assets/rules``, or the folder the
    game's entry names."""
    found = entry(game)
    folder: Path = Path(found.rules_folder) if found.rules_folder else paths.assets_dir() / "rules"
    name = found.rules_text
    translated = folder / f"{name}.{lang}.md"
    return translated if lang != "en" and translated.is_file() else folder / f"{name}.md"


@cache
def _load(game: str, lang: str) -> tuple[str, tuple[Section, ...]]:
    title, sections = parse_rules(rules_file(game, lang).read_text(encoding="utf-8"))
    return title, tuple(sections)


def _no_sections(options: Mapping[str, object]) -> Sections:
    return set(), {}


def sections_chooser(game: str) -> Callable[[Mapping[str, object]], Sections]:
    """The game's rules-text chooser: which optional sections its options switch on, named by
    its registration (``GameEntry.rules_sections``, ``"module:function"``, kept in the game's
    own table folder); a game without one shows its base text."""
    named = entry(game).rules_sections
    if not named:
        return _no_sections
    module, _colon, name = named.partition(":")
    chooser: Callable[[Mapping[str, object]], Sections] = getattr(importlib.import_module(module), name)
    return chooser


def _value_word(value: object) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def option_values(game: str, options: Mapping[str, object]) -> set[str]:
    """``name=value`` for each of the game's options that applies, as ``options`` set it (the
    rest at their defaults): what a paragraph's ``{?…}`` condition is checked against."""
    specs = rules_class(game).option_specs
    values = {spec.name: options.get(spec.name, spec.default) for spec in specs}
    return {f"{spec.name}={_value_word(values[spec.name])}" for spec in specs if spec.applies(values)}


def _kept_paragraphs(body: str, values: set[str]) -> str:
    """``body`` without the paragraphs whose ``{?…}`` condition does not hold (and without the
    marks of those that do)."""
    kept = []
    for paragraph in body.split("\n\n"):
        found = _WHEN.match(paragraph)
        if found is None:
            kept.append(paragraph)
        elif all(term in values for term in found.group(1).split("+")):
            kept.append(paragraph[found.end() :])
    return "\n\n".join(kept)


def rules_text(game: str, options: Mapping[str, object]) -> list[tuple[str, str]]:
    """(heading, text) sections for ``game`` (one of ``GAMES``) as ``options`` set it up.

    ``options`` are the variant's option values (missing ones take their
    defaults); an extra ``players`` entry tells a game whether to show its 3–4
    player rules (shown when absent) and how many cards each pile holds.
    The introduction comes first, then the sections for the variant options
    that are switched on, then the base rules.
    """
    try:
        name = entry(game).name
    except VariantError:
        raise ValueError(f"no rules text for {game!r}; games: {', '.join(game_names())}") from None
    shown, values = sections_chooser(name)(options)
    chosen = option_values(name, options)
    cap = options.get("turn_cap", DEFAULT_TURN_CAP)
    if not isinstance(cap, int) or isinstance(cap, bool):
        cap = DEFAULT_TURN_CAP
    values["turn_cap"] = number(cap)  # 2,000; 2 000 in French
    kept = [s for s in _load(game, language())[1] if s.id is None or s.id in shown]
    intro, rest = kept[:1], kept[1:]
    ordered = (
        intro
        + [s for s in rest if s.heading.startswith(_VARIANT)]
        + [s for s in rest if not s.heading.startswith(_VARIANT)]
    )
    result = []
    for section in ordered:
        heading, body = section.heading, _kept_paragraphs(section.body, chosen)
        for name, value in values.items():
            heading = heading.replace("{" + name + "}", value)
            body = body.replace("{" + name + "}", value)
        result.append((heading, body))
    return result
