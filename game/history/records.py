"""What the history keeps of one game: plain values, written by ``store`` and read back by it.

A record is cumulative: it holds the whole game as it stands (every round so far, the one in
progress included), so writing it again after the next round, or into a history started
anew, leaves the same game behind. Seats and winners are match seats (0 … n−1).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from ..i18n.words import level_name


class Status(StrEnum):
    """Where a recorded game stands."""

    PLAYING = "playing"  # being played, or left so by a program that was killed
    FINISHED = "finished"
    ABANDONED = "abandoned"  # left before its end: quit to the menu, restarted, window closed


class Origin(StrEnum):
    """Who played it: people and bots at the table, the ``--smoke`` check, or a tool."""

    TABLE = "table"
    SMOKE = "smoke"
    TOOL = "tool"


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """A seat as it was at the table: a person by name, or a computer player of a level."""

    name: str
    level: str | None = None  # None: a person

    @property
    def human(self) -> bool:
        return self.level is None

    def label(self) -> str:
        """ "Ada", or "Basil (hard)": the level in the player's language ("Basil (difficile)").

        >>> SeatRecord("Basil", "hard").label()
        'Basil (hard)'
        """
        return self.name if self.level is None else f"{self.name} ({level_name(self.level).lower()})"


@dataclass(frozen=True, slots=True)
class RoundPlayed:
    """One round: its deal, every action in notation, and (once finished) how it ended."""

    number: int
    seed: int
    actions: tuple[str, ...]
    finished: bool
    seats: tuple[int, ...]  # the match seats dealt in, in deal seat order
    turns: int = 0
    winners: tuple[int, ...] = ()
    placings: tuple[int, ...] = ()
    eliminated: tuple[int, ...] = ()
    points: tuple[int, ...] = ()  # by match seat; () when the game does not score rounds
    # What the round handed on, by deal seat (Crazy Jokers: ``contracts``); None when unknown.
    carried: Mapping[str, tuple[str | None, ...]] | None = None
    # The game's own figures counted in the round, by deal seat (``game.engine.figures``): the
    # counts, or a ``LaterFigures`` the writer asks for them (counting them replays the round).
    figures: tuple[Mapping[str, int], ...] | Callable[[], tuple[Mapping[str, int], ...]] = ()


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game as it stands: what was played, by whom, and how far it got."""

    key: str  # the recorder's name for it while it is played
    game: str
    variant: str
    variant_name: str
    options: Mapping[str, bool | int | str]
    seed: int
    seats: tuple[SeatRecord, ...]
    started: datetime.datetime
    rounds: tuple[RoundPlayed, ...]
    status: Status = Status.PLAYING
    ended: datetime.datetime | None = None
    winners: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()  # a scored match's running totals by seat
    carried: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    version: str = ""
    origin: Origin = Origin.TABLE
    # Taken up again from the autosave: an earlier record of the same game, left unfinished, is
    # this game (found by its deal and its actions so far) and is carried on rather than copied.
    continues: bool = False

    @property
    def actions(self) -> int:
        return sum(len(played.actions) for played in self.rounds)


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game read back from the history: its record, its number there and its seats' profiles."""

    id: int
    record: GameRecord
    profiles: tuple[int | None, ...]  # each seat's profile id, None for bots and unknown people
