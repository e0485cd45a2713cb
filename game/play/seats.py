"""Who sits where: each seat is a human or a bot of some level, with a name."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n.words import LEVELS, level_name
from .grammar import shown_name

HUMAN = "human"
BOT_NAMES = ("Ada", "Basil", "Chloe", "Dmitri", "Esme", "Farid", "Greta", "Hugo", "Ines", "Jonah")


@dataclass(frozen=True, slots=True)
class SeatConfig:
    name: str
    kind: str = HUMAN  # "human" or an AI level from game.ai.LEVELS

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    def label(self) -> str:
        """The seat as a score sheet heads it: "You", "Basil (medium)"; in French "Vous",
        "Basil (moyen)", "Ada (au hasard)"."""
        if self.human:
            return shown_name(self.name)
        return f"{self.name} ({level_name(self.kind).lower()})"


def default_seats(players: int, humans: int, level: str) -> list[SeatConfig]:
    """``humans`` people first, then bots with distinct names."""
    seats = []
    for seat in range(players):
        if seat < humans:
            name = "You" if humans == 1 else f"Player {seat + 1}"
            seats.append(SeatConfig(name, HUMAN))
        else:
            seats.append(SeatConfig(BOT_NAMES[seat % len(BOT_NAMES)], level))
    return seats


def parse_seats(spec: str, levels: tuple[str, ...]) -> list[str]:
    """``human,ai,hard`` → kinds per seat; ``ai`` means the first level. Raises ``ValueError``."""
    kinds = []
    for word in spec.split(","):
        word = word.strip().lower()
        if word in ("human", "h", "you"):
            kinds.append(HUMAN)
        elif word in ("ai", "bot", "cpu"):
            kinds.append(levels[0])
        elif word in levels:
            kinds.append(word)
        else:
            raise ValueError(f"seat {word!r} is not human, ai or a level ({', '.join(levels)})")
    return kinds


def levels() -> tuple[str, ...]:
    """The computer levels, weakest first (their names: no bot is loaded for them)."""
    return tuple(LEVELS)


def default_level() -> str:
    found = levels()
    return "medium" if "medium" in found else found[0]
