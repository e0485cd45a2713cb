"""A scored match's score sheet as figures: every round's points per seat with what they
are made of, the running totals, who crossed the threshold and when, the round count.

It draws nothing: ``sheet_view`` draws it. Everything comes from the match's round records
(``RoundRecord.points`` and ``items``), so a resumed match shows the same sheet; a score line's
words are its game's (``Phrases.score_line``, from the game's table adapter).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.match import Match, RoundRecord
from ..engine.rules import MatchMode, Rules, ScoreItem
from ..i18n import _, ngettext
from ..i18n.numbers import number
from ..i18n.numbers import points as points_shown
from .table.adapter import adapter_class
from .table.words.phrases import SHARED_PHRASES, Phrases


@dataclass(frozen=True, slots=True)
class Cell:
    """One seat's round: its points, the words for them ("all at once", "doubled", a
    contract; empty for plain points), its running total after the round, and whether
    that total took it to the threshold (out)."""

    points: int
    note: str
    total: int
    crossed: bool = False


@dataclass(frozen=True, slots=True)
class Row:
    number: int
    cells: tuple[Cell | None, ...]  # None: the seat was already out of the match


@dataclass(frozen=True, slots=True)
class Sheet:
    names: tuple[str, ...]
    rows: tuple[Row, ...]
    totals: tuple[int, ...]
    out_in: tuple[int | None, ...]  # the round each seat went out in (points-out), else None
    limit: int  # the points-out threshold; 0 when totals only add up (fixed rounds)
    progress: str  # "Round 4 of 10", "Round 4 · out at 201"
    winners: tuple[int, ...]
    over: bool
    breakdown: tuple[str, ...]  # the last round itemised, one line per seat that scored in words


def item_words(label: str, phrases: Phrases = SHARED_PHRASES) -> str:
    """A score line's label as the player reads it: the game's words for its own lines ("2
    steals", « 2 vols »), else the label (a contract's name, as the game names it).

    >>> item_words("Big Flush"), item_words("")
    ('Big Flush', '')
    """
    if not label:
        return label
    return phrases.score_line(label) or _(label)


def note(items: Sequence[ScoreItem], phrases: Phrases = SHARED_PHRASES) -> str:
    """A cell's words: the labelled lines of a round's score ("doubled"; a contract, "steal")."""
    return ", ".join(item_words(item.label, phrases) for item in items if item.label)


def itemised(
    name: str, items: Sequence[ScoreItem], points: int, phrases: Phrases = SHARED_PHRASES
) -> str | None:
    """ "Basil: Full Full House +55, joker in the hand +20 = 75", or None for plain points."""
    if not note(items, phrases):
        return None
    words = ", ".join(
        f"{item_words(item.label, phrases)} {points_shown(item.points, plus=True)}".lstrip() for item in items
    )
    said = _("{name}: {words}").format(name=name, words=words)
    return said + (f" = {points_shown(points)}" if len(items) > 1 else "")


def progress(match: Match) -> str:
    """Where the match stands in rounds, with its ending rule."""
    return rounds_progress(len(match.rounds), match.over, match.mode, match.rules.match_limit)


def rounds_progress(played: int, over: bool, mode: MatchMode, limit: int) -> str:
    if over:
        return ngettext("{count} round played", "{count} rounds played", played).format(count=played)
    if mode is MatchMode.FIXED_ROUNDS:
        return _("Round {number} of {rounds}").format(number=played, rounds=limit)
    return _("Round {number} · out at {limit}").format(number=played, limit=number(limit))


def score_sheet(match: Match, names: Sequence[str]) -> Sheet:
    """The sheet of ``match`` so far, for seats named ``names`` (match seat order)."""
    return sheet_of(match.rounds, match.rules, Finish(match.over, match.winners), names)


@dataclass(frozen=True, slots=True)
class Finish:
    """Whether the match is over, and its winners (match seats)."""

    over: bool = False
    winners: tuple[int, ...] = ()


def sheet_of(rounds: Sequence[RoundRecord], rules: Rules[Any], finish: Finish, names: Sequence[str]) -> Sheet:
    """The sheet of the rounds ``rules`` recorded so far (a joiner's comes from the host's records)."""
    mode, match_limit = rules.match_mode, rules.match_limit
    phrases = adapter_class(rules.game).phrases
    players = len(names)
    seats = range(players)
    points_out = mode is MatchMode.POINTS_OUT
    limit = match_limit if points_out else 0
    totals = [0] * players
    out_in: list[int | None] = [None] * players
    rows = []
    for record in rounds:
        cells: list[Cell | None] = []
        for seat in seats:
            if out_in[seat] is not None:
                cells.append(None)
                continue
            scored = record.points[seat] if record.points else 0
            totals[seat] += scored
            crossed = seat in record.eliminated and points_out
            if crossed:
                out_in[seat] = record.number
            cells.append(Cell(scored, note(_items(record, seat), phrases), totals[seat], crossed))
        rows.append(Row(record.number, tuple(cells)))
    breakdown: tuple[str, ...] = ()
    if rounds and rounds[-1].points:
        last = rounds[-1]
        lines = (itemised(names[seat], _items(last, seat), last.points[seat], phrases) for seat in seats)
        breakdown = tuple(line for line in lines if line)
    return Sheet(
        names=tuple(names),
        rows=tuple(rows),
        totals=tuple(totals),
        out_in=tuple(out_in),
        limit=limit,
        progress=rounds_progress(len(rounds), finish.over, mode, match_limit),
        winners=finish.winners,
        over=finish.over,
        breakdown=breakdown,
    )


def _items(record: RoundRecord, seat: int) -> tuple[ScoreItem, ...]:
    return record.items[seat] if record.items else ()
