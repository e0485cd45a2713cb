"""A game at the table as a history record: what the recorder sends to be written.

Reads only the match (its rounds, their action logs, the deal in progress) and who sits
where; no pygame. A finished round never changes, so its notation is made once and kept in
a ``RoundCache``: a record taken after the tenth round of a long match costs that round's
actions, not all ten rounds'.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.errors import VariantError
from ..engine.figures import GameFigures, round_figures
from ..engine.match import Match
from ..engine.options import Variant
from ..engine.registry import entry
from ..engine.rules import RoundResult, Rules
from ..engine.state import State
from .records import GameRecord, Origin, RoundPlayed, SeatRecord, Status, TakenOver
from .version import program_version


class TableSeat(Protocol):
    """A seat as the table keeps it (``SeatConfig``): a name, and a person or a level."""

    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> str: ...

    @property
    def human(self) -> bool: ...


class TableGame(Protocol):
    """What the recorder reads of a game at the table (the table's ``Session``)."""

    @property
    def variant(self) -> Variant: ...

    @property
    def seats(self) -> Sequence[TableSeat]: ...

    @property
    def seed(self) -> int: ...

    @property
    def match(self) -> Match: ...

    @property
    def taken_over(self) -> TakenOver | None:
        """Begun from a position of another game's replay (and where), or None."""
        ...


RoundCache = dict[int, RoundPlayed]


def seat_records(seats: Sequence[TableSeat]) -> tuple[SeatRecord, ...]:
    return tuple(SeatRecord(seat.name, None if seat.human else seat.kind) for seat in seats)


def _texts(values: object) -> tuple[str | None, ...]:
    items = values if isinstance(values, list | tuple) else (values,)
    return tuple(None if item is None else str(item) for item in items)


def _dealt_seats(match: Match) -> list[tuple[int, ...]]:
    """The match seats dealt into each finished round: everyone not yet out, in seat order."""
    out: set[int] = set()
    dealt = []
    for finished in match.rounds:
        dealt.append(tuple(seat for seat in range(match.players) if seat not in out))
        out.update(finished.eliminated)
    return dealt


class LaterFigures:
    """A finished round's own figures (``game.engine.figures``), counted when first asked for
    (by the history's writer, on its thread: counting replays the round) and kept."""

    def __init__(
        self,
        rules: Rules[Any],
        origin: State | None,
        actions: tuple[Action, ...],
        result: RoundResult,
        declared: GameFigures,
    ) -> None:
        self.work = (rules, origin, actions, result, declared)
        self.counted: tuple[dict[str, int], ...] | None = None

    def __call__(self) -> tuple[dict[str, int], ...]:
        if self.counted is None:
            self.counted = round_figures(*self.work)
        return self.counted


def _declared(game: str) -> GameFigures:
    """The figures ``game`` declares (none for a game this program no longer registers)."""
    try:
        return entry(game).figures
    except VariantError:
        return GameFigures()


def rounds_played(match: Match, cache: RoundCache) -> tuple[RoundPlayed, ...]:
    """Every finished round (from ``cache`` when it is there) and the deal in progress."""
    dealt = _dealt_seats(match)
    played = []
    for index, finished in enumerate(match.rounds):
        kept = cache.get(finished.number)
        if kept is None:
            carried = None
            figures: LaterFigures | tuple[Mapping[str, int], ...] = ()
            just_finished = (
                index == len(match.rounds) - 1 and match.round_recorded and match.state is not None
            )
            if just_finished and match.state is not None:
                # What the round hands on (Crazy Jokers' contracts) is asked of its last state.
                ended = match.rules.round_result(match.state)
                handed = ended.carried
                carried = {key: _texts(value) for key, value in handed.items()}
                # The game's own figures: counted by the writer, off the frame loop (a replay).
                last = match.state
                figures = LaterFigures(
                    match.rules, last.origin, tuple(last.log), ended, _declared(match.rules.game)
                )
            kept = RoundPlayed(
                number=finished.number,
                seed=finished.seed,
                actions=tuple(str(action) for action in match.round_logs[index]),
                finished=True,
                seats=dealt[index],
                turns=finished.turns,
                winners=finished.winners,
                placings=finished.placings,
                eliminated=finished.eliminated,
                points=finished.points,
                carried=carried,
                figures=figures,
            )
            cache[finished.number] = kept
        played.append(kept)
    state = match.state
    if state is not None and not match.round_recorded:
        played.append(
            RoundPlayed(
                number=len(match.rounds) + 1,
                seed=state.seed,
                actions=tuple(str(action) for action in state.log),
                finished=False,
                seats=tuple(match.seats_in_round),
                turns=state.turn,
            )
        )
    return tuple(played)


def first_carried(match: Match) -> Mapping[str, tuple[str, ...]]:
    """What the first round was given, one text per seat (as the autosave keeps it)."""
    return {key: tuple(str(item) for item in _texts(value)) for key, value in match.first_carried.items()}


def game_record(
    game: TableGame,
    key: str,
    started: datetime.datetime,
    cache: RoundCache,
    status: Status = Status.PLAYING,
    ended: datetime.datetime | None = None,
    origin: Origin = Origin.TABLE,
    continues: bool = False,
) -> GameRecord:
    """The game as it stands; ``ended`` is when it finished or was left."""
    match = game.match
    rules = match.rules
    return GameRecord(
        key=key,
        game=rules.game,
        variant=game.variant.id,
        variant_name=game.variant.name,
        options=dict(rules.options),
        seed=game.seed,
        seats=seat_records(game.seats),
        started=started,
        rounds=rounds_played(match, cache),
        status=status,
        ended=ended,
        winners=match.winners if match.over else (),
        totals=tuple(match.scores) if match.scored else (),
        carried=first_carried(match),
        version=program_version(),
        origin=origin,
        continues=continues,
        taken_over=game.taken_over,
    )
