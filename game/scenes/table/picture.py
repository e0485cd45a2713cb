"""One frame of the table as a frozen picture: everything the renderer draws, and nothing it
could change. The presentation (``presentation.py``) builds it from the table each frame."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import pygame

from ...engine import Card
from ..uikit import CardArt
from ..widgets import Button
from .gestures import Gesture, Slot
from .layout import Layout, Spot
from .words.log import LogLine

Colour = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class CardsShown:
    """The cards as the display shows them this frame: each zone's cards, flags and groups."""

    zones: Mapping[str, tuple[Card | None, ...]]
    flags: Mapping[str, tuple[str, ...]]
    breaks: Mapping[str, tuple[int, ...]]

    def count(self, zone: str) -> int:
        return len(self.zones.get(zone, ()))

    def flag(self, zone: str, index: int) -> str:
        flags = self.flags.get(zone, ())
        return flags[index] if 0 <= index < len(flags) else ""

    def breaks_of(self, zone: str) -> tuple[int, ...]:
        return self.breaks.get(zone, ())


@dataclass(frozen=True, slots=True)
class PlateShown:
    """A seat's name plate: its words (and a shorter form for a narrow plate), its fill, and
    whether the seat is to move, out, or seen thinking (``pulse``: the cue's lit half-second)."""

    seat: int
    box: pygame.Rect
    name: str
    words: str
    short: str
    fill: Colour
    turn: bool
    out: bool
    thinking: bool
    pulse: bool
    away: bool = False  # a person across the room whose line has gone (the table waits)


@dataclass(frozen=True, slots=True)
class Dragged:
    """A card held under the pointer: where it came from, where it is, what it is."""

    slot: Slot
    pos: tuple[int, int]
    card: Card | None


@dataclass(frozen=True, slots=True)
class TablePicture:
    layout: Layout
    art: Callable[[int], CardArt]  # the card art of a width (cached by the app)
    cards: CardsShown
    zone_order: tuple[str, ...]  # bottom to top
    clockwise: bool
    covered: frozenset[Slot]  # cards hidden while their flight is under way (or dragged)
    marked: Mapping[Slot, Colour]  # outlines: a move's start, a target, the hint
    selected: tuple[Slot, ...]  # lifted
    hiding: bool  # every hand face down (the device passes between people)
    flights: tuple[tuple[Spot, Card | None], ...]
    banner: tuple[str, float] | None  # an announcement and its progress
    glows: tuple[tuple[Spot, float], ...]
    drag: Dragged | None
    plates: tuple[PlateShown, ...]
    targets: tuple[Slot, ...]  # numbered 1-9 while a card is picked
    status: tuple[str, ...]  # most needed first
    instruction: str
    toast: str
    toast_tone: str
    log_lines: tuple[LogLine, ...]
    log_version: int
    viewer: int
    buttons: tuple[Button, ...]
    focus: Slot | Gesture | None  # drawn only while shown
    pile_words: Mapping[str, str]  # a pile's kind as its label says it ("stock 8", "pioche 8")
