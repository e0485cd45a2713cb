"""What the history keeps of one game: plain values, written by ``store`` and read back by it.

A record is cumulative: it holds the whole game as it stands (every round so far, the one in
progress included), so writing it again after the next round, or into a history started
anew, leaves the same game behind. Seats and winners are match seats (0 … n−1).
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from ..i18n import _
from ..i18n.numbers import number
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
class TakenOver:
    """Where a game was taken over from a replay ("Take over from here"): the game it came from
    (its number in the history, or ``file``, the replay file's name), the round (from 1) and the
    moves made in that round when it was taken over."""

    round: int
    move: int
    game: int | None = None
    file: str = ""

    @classmethod
    def from_columns(
        cls, game: int | None, file: str | None, round_number: int | None, move: int | None
    ) -> TakenOver | None:
        """A game's row's mark (``taken_from``, ``taken_file``, ``taken_round``, ``taken_move``);
        None for a game begun at its deal."""
        if round_number is None or move is None:
            return None
        return cls(round_number, move, game=game, file=file or "")

    def words(self) -> str:
        """ "taken over from game 12 at move 30"; the round named after the first.

        >>> TakenOver(1, 30, game=12).words(), TakenOver(2, 5, file="old.yaml").words()
        ('taken over from game 12 at move 30', 'taken over from old.yaml in round 2, at move 5')
        """
        move = number(self.move)
        if self.game is None:
            if self.round > 1:
                said = _("taken over from {file} in round {round}, at move {move}")
                return said.format(file=self.file, round=number(self.round), move=move)
            return _("taken over from {file} at move {move}").format(file=self.file, move=move)
        if self.round > 1:
            said = _("taken over from game {number} in round {round}, at move {move}")
            return said.format(number=self.game, round=number(self.round), move=move)
        return _("taken over from game {number} at move {move}").format(number=self.game, move=move)


@dataclass(frozen=True, slots=True)
class JoinedAt:
    """A match this window played at a table hosted across the room (joined, not hosted here).

    The joiner saw its own hand and the host's record of each round (placings, points, winners),
    never the other hands nor the deal number: such a game keeps no deal (its seed and its rounds'
    are 0) and no actions, so it can be read in the list, the summary and the statistics but never
    watched again, exported or continued (``replayable`` is False)."""

    where: str  # the host's table: its name and address as the joiner reached it
    seats: tuple[int, ...]  # the match seats played at this window (a person's each)
    result: str = ""  # the host's result line, once the match is over (in the host's words)

    @classmethod
    def from_columns(cls, where: str | None, seats: str | None, result: str | None) -> JoinedAt | None:
        """A game's row's mark (``joined_at``, ``joined_seats`` as JSON, ``joined_result``); None for
        a game played (or hosted) at this window.

        >>> JoinedAt.from_columns("10.0.0.2:8765", "[1]", None)
        JoinedAt(where='10.0.0.2:8765', seats=(1,), result='')
        """
        if where is None:
            return None
        played = json.loads(seats) if seats else []
        return cls(where, tuple(int(seat) for seat in played), result or "")


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
    # Started from a position of another game's replay (its earlier moves played again).
    taken_over: TakenOver | None = None
    # Played at a table across the room that this window joined: no deal, no actions (``JoinedAt``).
    joined: JoinedAt | None = None

    @property
    def actions(self) -> int:
        return sum(len(played.actions) for played in self.rounds)

    @property
    def replayable(self) -> bool:
        """Whether the game can be played again from what was kept (its deal and every action):
        not a match joined across the room, whose other hands this window never saw."""
        return self.joined is None


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game read back from the history: its record, its number there and its seats' profiles."""

    id: int
    record: GameRecord
    profiles: tuple[int | None, ...]  # each seat's profile id, None for bots and unknown people
