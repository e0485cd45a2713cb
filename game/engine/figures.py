"""A game's own figures for the statistics, declared in its registration (``GameEntry.figures``).

A ``Figure`` counts one number from each finished round a seat played (a ``PlayedRound``: the
round's result and its events, the seat's side of them); the history keeps each round's counts
and the statistics add them up over a player's rounds as the figure's ``Combine`` says. The
words are English templates with a ``{value}`` field (the screens translate them); a figure with
a ``bar`` is drawn in the game's chart (``GameFigures.chart``), one bar a ``bar`` and one colour a
``series``.

Every word a game declares here goes through ``figure_words`` (which marks it for the catalog).

>>> battles = Figure("battles-won", figure_words("Battles won: {value}"), lambda played: 1)
>>> tally(GameFigures((battles,)), {"battles-won": Summed(rounds=3, total=5, least=0, most=4)})
((Figure(key='battles-won', ...), 5),)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from .actions import Action
from .events import Battle, Event, Outcome
from .rules import RoundResult, Rules
from .state import State


def figure_words(words: str) -> str:
    """``words`` as they are: marks English words of a figure for the translations' catalog."""
    return words


class Combine(StrEnum):
    """How a figure's round counts make one number: their sum, the least, the most, or their mean."""

    SUM = "sum"
    LEAST = "least"
    MOST = "most"
    MEAN = "mean"


@dataclass(frozen=True, slots=True)
class PlayedRound:
    """One finished round as one seat (``seat``, a deal seat) played it. ``events`` is None
    where the round's events are not known (a round read back from a record written without its
    figures): a figure that needs them counts nothing there."""

    seat: int
    result: RoundResult
    events: tuple[Event, ...] | None

    @property
    def won(self) -> bool:
        return self.seat in self.result.winners

    @property
    def points(self) -> int | None:
        return self.result.points[self.seat] if self.seat < len(self.result.points) else None


@dataclass(frozen=True, slots=True)
class Figure:
    """``count`` gives the seat's number for one round (``None``: nothing to count there)."""

    key: str
    words: str
    count: Callable[[PlayedRound], int | None]
    combine: Combine = Combine.SUM
    bar: str = ""  # the bar it is drawn in, in the game's chart ("": a line only)
    series: str = ""  # which of the bar's colours (the chart's legend), when it has a bar


@dataclass(frozen=True, slots=True)
class GameFigures:
    """Every figure a game declares, and the title of its chart (where some have a ``bar``).
    ``best_match`` says which of a player's match totals is the best (``LEAST`` or ``MOST``;
    None: the game's matches are not scored or have no best)."""

    figures: tuple[Figure, ...] = ()
    chart: str = ""
    series: tuple[str, ...] = field(default=())  # the legend's words, in order
    best_match: Combine | None = None


def _battles(played: PlayedRound, mine: Outcome, theirs: Outcome) -> int | None:
    """The battles of the round the seat fought and ended as ``mine`` says (``theirs``: the
    outcome from the attacker's side when the seat defended)."""
    if played.events is None:
        return None
    count = 0
    for event in played.events:
        if isinstance(event, Battle):
            attacked = event.attacker_zone.seat == played.seat and event.outcome is mine
            defended = event.defender_zone.seat == played.seat and event.outcome is theirs
            count += attacked or defended
    return count


def battles_won(played: PlayedRound) -> int | None:
    """Battles the seat won, attacking or defending (the games with ``Battle`` events)."""
    return _battles(played, Outcome.WIN, Outcome.LOSE)


def battles_lost(played: PlayedRound) -> int | None:
    return _battles(played, Outcome.LOSE, Outcome.WIN)


BATTLES: Final = GameFigures(
    (
        Figure("battles-won", figure_words("Battles won: {value}"), battles_won),
        Figure("battles-lost", figure_words("Battles lost: {value}"), battles_lost),
    )
)


def round_figures(
    rules: Rules[State],
    origin: State | None,
    actions: Sequence[Action],
    result: RoundResult,
    declared: GameFigures,
) -> tuple[dict[str, int], ...]:
    """Each deal seat's counts in a finished round that ended with ``result``: its ``actions``
    are played again from ``origin`` (the round's deal) to see its events (once a round, when it
    is recorded; without an origin, figures that need events count nothing)."""
    if not declared.figures:
        return ()
    if origin is None:
        return counts(declared, result, len(result.placings) or 0, None)
    events: list[Event] = []
    again = origin.clone()
    for action in actions:
        events += rules.apply(again, action)
    return counts(declared, result, again.players, tuple(events))


def counts(
    declared: GameFigures, result: RoundResult, players: int, events: tuple[Event, ...] | None
) -> tuple[dict[str, int], ...]:
    """Each of ``players`` deal seats' counts in a round that ended with ``result``."""
    found: list[dict[str, int]] = []
    for seat in range(players):
        played = PlayedRound(seat, result, events)
        counted = {figure.key: figure.count(played) for figure in declared.figures}
        found.append({key: value for key, value in counted.items() if value is not None})
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Summed:
    """One figure's round counts over many rounds, as a query adds them up: how many rounds
    counted it, their sum, the least and the most."""

    rounds: int
    total: float
    least: float
    most: float


def tally(declared: GameFigures, summed: Mapping[str, Summed]) -> tuple[tuple[Figure, int | float], ...]:
    """Each declared figure that some round counted, with its one number over them."""
    found: list[tuple[Figure, int | float]] = []
    for figure in declared.figures:
        over = summed.get(figure.key)
        if over is None or not over.rounds:
            continue
        if figure.combine is Combine.LEAST:
            found.append((figure, int(over.least)))
        elif figure.combine is Combine.MOST:
            found.append((figure, int(over.most)))
        elif figure.combine is Combine.MEAN:
            found.append((figure, over.total / over.rounds))
        else:
            found.append((figure, int(over.total)))
    return tuple(found)
