"""What the French reader reads, checked from what is drawn (tests/translations/test_french_drawn.py).

Every word on a screen is rendered by ``game.scenes.text.text`` through the UI font it imports
(tests/scenes/contrast.py measures the same words for contrast). ``noting()`` swaps that font
for one that remembers each image's words, and ``pygame.Surface`` for a surface that notes
where such an image lands; a surface drawn off screen hands its words on when it is blitted
in turn.

The words are then judged as a French reader would (``problems``): an English word, a ``{field}``
left unfilled, a line beginning with punctuation, an English court letter beside a suit, a
space before « ; : ? ! » that may break, a straight apostrophe, three dots for « … », and words
cut short (a label shortened with « … », a button's label past its edge). English is every word the game's English text uses (the catalog's sources and the
English rules) that its French never does, and a few words the French must never show.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

import pygame

from game.i18n import msgfmt
from game.scenes import text as text_module

ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "game" / "locale" / "fr" / "LC_MESSAGES" / "q2j.po"
RULES = ROOT / "assets" / "rules"
_REAL_SURFACE = pygame.Surface

# Names the French keeps as they are: the games, Crazy Jokers' contracts, the players the tests
# seat, file and key names. Taken out of a line before its words are read.
NAMES = (
    "Q Squared Joe",
    "Q Squared",
    "Q²J",
    "Q2J",
    "Crazy Jokers",
    "Quatorze",
    "NG",
    "War",
    "Joe",
    "Faced by Evens",
    "A Birthday Wish",
    "Odd Man Out",
    "Full Full House",
    "Fixed Straight",
    "Big Flush",
    "No Hand Hand",
    "New Game",
    "Player 1",
    "Player 2",
    "Ctrl",
    "Shift",
    "Tab",
    "Enter",
    "Esc",
)
# English the French must never show, whatever else the catalog says (the words).
NEVER = frozenset(
    {
        "the",
        "and",
        "of",
        "to",
        "with",
        "your",
        "you",
        "is",
        "are",
        "was",
        "for",
        "from",
        "this",
        "that",
        "not",
        "no",
        "new",
        "out",
        "in",
        "at",
        "by",
        "it",
        "hand",
        "cards",
        "card",
        "game",
        "games",
        "round",
        "rounds",
        "draw",
        "fixed",
        "single",
        "random",
        "medium",
        "hard",
        "easy",
        "stock",
        "discard",
        "waste",
        "picked",
        "pick",
        "offer",
        "play",
        "played",
        "smoke",
        "declared",
        "laid",
        "countdown",
        "swap",
        "opening",
        "classic",
        "elimination",
        "up",
        "flush",
        "limits",
        "rule",
        "profile",
        "called",
        "already",
        "needs",
        "name",
        "most",
        "characters",
        "birthday",
        "calendar",
        "looks",
        "ahead",
        "declares",
        "kinds",
        "path",
        "limit",
        "yyyy",
        "wins",
        "won",
        "lost",
        "player",
        "players",
        "seat",
        "seats",
        "turn",
        "turns",
        "variant",
        "deal",
    }
)
WORD = re.compile(r"[^\W\d_]+")
FIELD = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*(?:[!:][^}]*)?\}")
COURT = re.compile(r"(?<![\w/])[JQK](?=[♠♥♦♣])")
LONE_COURT = re.compile(r"(?:^|(?<=[\s,(]))[JQK](?=$|[\s,)])")
RANKS = re.compile(r"(?:^|(?<=\s))(?:10|[2-9A])(?=$|[\s,])")
SUIT = "♠♥♦♣"
# A space that may break before « ; : ? ! » (French sets them off with a narrow no-break space),
# a colon after a letter, and punctuation a line may not begin with.
BREAKING_SPACE = re.compile(r"\w ([;:?!»])")
GLUED = re.compile(r"[^\W\d_][;?!](?:\s|$)|[^\W\d_]:(?:\s|$)")
OPENING = tuple(":;!?,.)»…%")
# French takes the singular for a number under 2: « 0 gagnée », « 1,6 minute ».
SINGULAR = re.compile(
    r"(?<![\d,.\u202f])(?:0|1|[01],\d+)\s(?!(?:fois|mois|temps|pas|cas|prix|voix|jours?)\b)[^\W\d_]+[sx]\b"
)


@dataclass(frozen=True)
class Drawn:
    """One image of words and where it landed."""

    string: str
    rect: pygame.Rect


_rendered: dict[int, tuple[pygame.Surface, str]] = {}


class NotingSurface(_REAL_SURFACE):  # type: ignore[misc,valid-type]
    """A surface noting where each rendered line of words lands on it. (Not what a clip hides:
    the table redraws only what changed, clipped, over words drawn whole before.)"""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.noted: list[Drawn] = []

    def blit(
        self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0
    ) -> pygame.Rect:
        topleft = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        found = _rendered.get(id(source))
        noted = getattr(self, "noted", None)
        clip = self.get_clip()
        if noted is not None and found is not None and found[0] is source:
            size = source.get_size() if area is None else pygame.Rect(area).size
            rect = pygame.Rect(topleft, size)
            if rect.colliderect(clip):
                noted.append(Drawn(found[1], rect))
        elif noted is not None and getattr(source, "noted", None):
            offset = (topleft[0] - (area[0] if area else 0), topleft[1] - (area[1] if area else 0))
            for drawn in source.noted:
                moved = drawn.rect.move(offset)
                if moved.colliderect(clip):
                    noted.append(replace(drawn, rect=moved))
        return super().blit(source, dest, area, special_flags)

    def convert(self, *args: Any) -> pygame.Surface:
        return self

    def convert_alpha(self, *args: Any) -> pygame.Surface:
        return self


class _NotingFont:
    def __init__(self, face: pygame.font.Font) -> None:
        self.face = face

    def render(self, string: str, antialias: bool, colour: Any, *args: Any) -> pygame.Surface:
        image = self.face.render(string, antialias, colour, *args)
        _rendered[id(image)] = (image, string)
        return image

    def __getattr__(self, name: str) -> Any:
        return getattr(self.face, name)


@contextmanager
def noting() -> Iterator[None]:
    """Within: every surface made notes the words blitted onto it (the text cache emptied
    before and after, so no image rendered outside goes unnoted)."""
    real_font = text_module.font
    text_module._CACHE.clear()
    text_module.font = lambda size, bold=False: _NotingFont(real_font(size, bold))  # type: ignore[assignment]
    pygame.Surface = NotingSurface  # type: ignore[misc]
    try:
        yield
    finally:
        pygame.Surface = _REAL_SURFACE  # type: ignore[misc]
        text_module.font = real_font
        text_module._CACHE.clear()
        _rendered.clear()


# ------------------------------------------------------------------------------ the words judged
def _words(text: str) -> set[str]:
    return {word.lower() for word in WORD.findall(FIELD.sub(" ", text))}


@cache
def vocabularies() -> tuple[frozenset[str], frozenset[str]]:
    """The words of the game's English (the catalog's sources, the English rules) and of its
    French (what a translation adds to its source, the French rules)."""
    english: set[str] = set()
    french: set[str] = set()
    for key, value in msgfmt.parse(PO.read_text(encoding="utf-8")).items():
        source = set().union(*(_words(part) for part in key.split("\x04")[-1].split("\x00")))
        english |= source
        french |= set().union(*(_words(form) for form in value.split("\x00"))) - source
    for path in RULES.glob("*.md"):
        (french if path.name.endswith(".fr.md") else english).update(_words(path.read_text(encoding="utf-8")))
    return frozenset(english), frozenset(french)


# Words English and French share, which the catalog's French happens not to use yet.
BOTH = frozenset(
    {
        "menu", "standard", "animation", "tables", "port", "piles", "min", "options", "total",
        "positions", "match", "actions", "arguments", "budget", "minutes", "yaml", "png", "tcp",
        "mdns", "utf", "csv",
    }
)  # fmt: skip


@cache
def english_words() -> frozenset[str]:
    english, french = vocabularies()
    return frozenset((english - french - BOTH) | NEVER)


@cache
def _cut_on_purpose() -> tuple[re.Pattern[str], ...]:
    """The French texts that end with « … » themselves ("Options…", "Réflexion de {name}…")."""
    ends = []
    for value in msgfmt.parse(PO.read_text(encoding="utf-8")).values():
        for form in value.split("\x00"):
            if form.endswith("…"):
                parts = FIELD.split(form)
                ends.append(re.compile(".+".join(re.escape(p) for p in parts) + "$"))
    return tuple(ends)


@cache
def _name_words() -> frozenset[str]:
    return frozenset(word for name in NAMES for word in WORD.findall(name))


def without_names(line: str, names: Iterable[str] = ()) -> str:
    """``line`` without the names French keeps, nor what it quotes as typed (`q2j stats`)."""
    line = re.sub(r"`[^`]*`", " ", line).replace("\u00a0", " ")  # a name held by a no-break space
    for name in sorted((*NAMES, *names), key=len, reverse=True):
        line = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", line)
    return line


def problems(line: str, names: Iterable[str] = ()) -> list[str]:
    """What a French reader would stumble on in ``line`` (empty: nothing)."""
    found = []
    if FIELD.search(line):
        found.append("a {field} left unfilled")
    stripped = line.strip()
    if stripped.startswith(OPENING) and not stripped.startswith(("…", "...", "%")):
        found.append("begins with punctuation")
    plain = without_names(re.sub(r"[^\W\d_]+…$", "…", line), names)  # not the word a « … » cut
    english = sorted(
        {w for w in WORD.findall(FIELD.sub(" ", plain)) if w.lower() in english_words() and len(w) > 1}
    )
    if english and set(WORD.findall(plain)) <= _name_words():
        english = []  # a kept name wrapped over two lines ("Odd Man" over "Out")
    if english:
        found.append(f"English: {', '.join(english)}")
    if COURT.search(plain) or (LONE_COURT.search(plain) and len(RANKS.findall(plain)) >= 2):
        found.append("an English court letter")
    if BREAKING_SPACE.search(line):
        found.append("a breaking space before « ; : ? ! »")
    if GLUED.search(plain) and not re.search(r"\d:\d", plain):
        found.append("no space before « ; : ? ! »")
    if "'" in line:
        found.append("a straight apostrophe (’)")
    if SINGULAR.search(line):
        found.append("a plural after a number under 2 (French: « 0 partie », « 1,5 manche »)")
    if "..." in line:
        found.append("three dots for « … »")
    return found


# A long line (a description) may end in « … » where its box is short, in any language, and so
# may a move in the replay's numbered list (the line above the table says the chosen one
# whole). A label may not.
LONG_LINE = 25
LISTED_MOVE = re.compile(r"^\d+\. ")


def cut_short(drawn: Drawn) -> bool:
    """Shortened with « … » where the French text has none (a label, not a long line)."""
    string = drawn.string
    if not string.endswith("…") or any(p.match(string) for p in _cut_on_purpose()):
        return False
    return len(string) <= LONG_LINE and not LISTED_MOVE.match(string)


def judged(noted: Iterable[Drawn], names: Iterable[str] = ()) -> list[str]:
    """Every problem of the lines drawn, once per line, with its words."""
    said = []
    seen: set[str] = set()
    for drawn in noted:
        found = problems(drawn.string, names)
        if cut_short(drawn):
            found.append("cut by its box")
        key = f"{drawn.string!r}: {'; '.join(found)}"
        if found and key not in seen:
            seen.add(key)
            said.append(key)
    return said


# Kept clear between a label's words and each side of its button (its border is 2 pixels).
CLEAR = 3


def button_spills(scenes: Iterable[Any]) -> list[str]:
    """Buttons whose label lies outside them, touches their edge, or is wrapped onto two lines
    (a French label longer than its English). A label split after its colon ("Voler :" over a
    player's name) is laid out so on purpose, and so is a long line (a game found on the network)."""
    from game.scenes.widgets import Button

    found = []
    for scene in scenes:
        for attr in ("buttons", "tool_buttons", "sort_buttons"):
            made = getattr(scene, attr, [])
            for button in made() if callable(made) else made:
                if not isinstance(button, Button):
                    continue
                inside = button.rect.inflate(-2 * CLEAR, 0)
                for _image, where in button.label_images():
                    if not button.rect.contains(where):
                        found.append(f"{button.label!r}: spills out of its button")
                    elif not inside.contains(where.inflate(0, -where.height + 1)):
                        found.append(f"{button.label!r}: touches its button's edge")
                split = len(button.lines) > 1 and not button.lines[0].rstrip().endswith(":")
                if split and len(button.label) <= LONG_LINE:
                    found.append(f"{button.label!r}: wrapped onto {len(button.lines)} lines")
    return found
