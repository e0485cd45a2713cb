"""A joiner's history: each match this window plays at a table hosted across the room is a game in
its own history, as the host's table records it in the host's (``table_record.py``).

The joiner never sees the whole game: only its own hand, and the host's record of each round
(placings, points, winners; never the deal number). So the record kept here is a
``history.records.JoinedAt`` game: the variant and its options, the names at the table (the
seats played at this window are linked to their profiles, as the window's own game's people are), each
round's record as the joiner's score sheet showed it, the winners and the host's result line,
and where the table was. It cannot be replayed, exported or continued; the statistics count it.

``follow`` hands a ``JoinedMatches`` to the recorder, which asks it after each frame what changed
(``history.recorder.Followed``): it reads the ``JoinedTable``'s state (a copy taken under a lock,
never waiting on the network) and answers a record when a match starts, finishes a round, ends,
or is left (the joiner left the table, the host closed it, or the program closed first). The
host's Play again is a game of its own. The host's own person's seat (``RemoteSource.hosting``)
is the host's history's: it is not followed.
"""

from __future__ import annotations

import datetime
import itertools
import os
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..engine.match import RoundRecord
from ..engine.rules import MatchMode
from ..history.clock import utc_now
from ..history.records import GameRecord, JoinedAt, RoundPlayed, SeatRecord, Status
from ..history.version import program_version
from .joining import JoinedTable, JoinState

if TYPE_CHECKING:
    from ..history.recorder import Recorder
    from .remote_table import RemoteSource

REMOTE = "remote"  # a person's seat, as the host names its kind
_keys = itertools.count(1)
_followed: weakref.WeakSet[JoinedTable] = weakref.WeakSet()  # the links whose matches are recorded


def where_joined(joined: JoinedTable, table: str = "") -> str:
    """The table as the history names it: its announced name and its address, or the address.

    >>> where_joined(JoinedTable("10.0.0.2:8765", None, "Ada"), "Q2J table on mum-pc")
    'Q2J table on mum-pc (10.0.0.2:8765)'
    """
    address = joined.client.url.removeprefix("ws://")
    return f"{table} ({address})" if table else address


def _dealt(records: Sequence[RoundRecord], players: int) -> list[tuple[int, ...]]:
    """The match seats dealt into each round: everyone not out before it, in seat order."""
    out: set[int] = set()
    dealt = []
    for record in records:
        dealt.append(tuple(seat for seat in range(players) if seat not in out))
        out.update(record.eliminated)
    return dealt


def _started(state: JoinState) -> bool:
    """Play has begun for this window (dealt, or a round or the match's end has come)."""
    return state.phase in ("playing", "over") or bool(state.records)


class JoinedMatches:
    """The matches played at one joined table, as the recorder follows them (``Followed``):
    ``tables`` are this window's links to it (one, or a shared screen's several), the first read
    for the match; ``where`` names the table."""

    def __init__(
        self,
        tables: Sequence[JoinedTable],
        where: str,
        clock: Callable[[], datetime.datetime] = utc_now,
    ) -> None:
        if not tables:
            raise ValueError("a joined table needs one link at least")
        self.tables = list(tables)
        self.where = where
        self.clock = clock
        self.done = False
        self._begin(self.tables[0].state().match)

    def _begin(self, match: int) -> None:
        """Follow match ``match`` of the table (Play again's are later ones): a game of its own."""
        self.match = match
        self._key = ""  # the game's, once its first record is made
        self._started: datetime.datetime | None = None
        self._sent: tuple[object, ...] | None = None  # what the last record said
        self._finished = False

    def records(self, closing: bool) -> list[GameRecord]:
        """The records to write since the last call (none when nothing changed)."""
        if self.done:
            return []
        main = self.tables[0]
        found: list[GameRecord] = []
        latest = main.state()
        if latest.match > self.match:
            # The host played again: the match followed has ended (as it stood then), the next begins.
            ended = main.state_of(self.match)
            found += self._said(ended, Status.FINISHED if ended.phase == "over" else Status.ABANDONED)
            self._begin(latest.match)
        if latest.phase == "refused" or closing:  # left, the host gone, or the program closing
            self.done = True
            if not self._finished:
                found += self._said(latest, Status.ABANDONED)
        elif latest.phase == "over":
            found += self._said(latest, Status.FINISHED)
        else:
            found += self._said(latest, Status.PLAYING)
        return found

    def _said(self, state: JoinState, status: Status) -> list[GameRecord]:
        """The match's record now, if it says something the last one did not."""
        if self._finished or not (self._key or _started(state)) or not state.names:
            return []  # done with, or never dealt (left in the lobby): nothing played to record
        rules = self.tables[0].rules
        if rules is None:
            return []  # not told the game yet: nothing to record
        said = (status, len(state.records), state.result, state.winners)
        if said == self._sent:
            return []
        self._sent = said
        if not self._key:
            self._started = self.clock()
            self._key = f"joined-{self._started.strftime('%Y%m%dT%H%M%S%f')}-{os.getpid()}-{next(_keys)}"
        if status is Status.FINISHED:
            self._finished = True
        assert self._started is not None
        players = len(state.names)
        kinds = state.kinds if len(state.kinds) == players else (REMOTE,) * players
        seats = tuple(
            SeatRecord(name, None if kind == REMOTE else kind)
            for name, kind in zip(state.names, kinds, strict=True)
        )
        dealt = _dealt(state.records, players)
        rounds = tuple(
            RoundPlayed(
                number=record.number,
                seed=0,  # never sent: the host's secret
                actions=(),  # the other seats' moves were never seen whole
                finished=True,
                seats=dealt[index],
                turns=record.turns,
                winners=record.winners,
                placings=record.placings,
                eliminated=record.eliminated,
                points=record.points,
            )
            for index, record in enumerate(state.records)
        )
        scored = rules.match_mode in (MatchMode.POINTS_OUT, MatchMode.FIXED_ROUNDS)
        totals = (
            tuple(
                sum(r.points[seat] for r in state.records if seat < len(r.points)) for seat in range(players)
            )
            if scored and any(r.points for r in state.records)
            else ()
        )
        own = tuple(
            sorted({seat for table in self.tables if (seat := table.state_of(self.match).seat) is not None})
        )
        over = status is not Status.PLAYING
        return [
            GameRecord(
                key=self._key,
                game=rules.game,
                variant=rules.variant.id,
                variant_name=rules.variant.name,
                options=dict(rules.options),
                seed=0,
                seats=seats,
                started=self._started,
                rounds=rounds,
                status=status,
                ended=self.clock() if over else None,
                winners=state.winners if status is Status.FINISHED else (),
                totals=totals if status is Status.FINISHED else (),
                version=program_version(),
                joined=JoinedAt(self.where, own, state.result if status is Status.FINISHED else ""),
            )
        ]


def follow(source: RemoteSource, recorder: Recorder, table: str = "") -> None:
    """Record the matches this window plays at ``source``'s table in ``recorder``'s history
    (once per table, however often it is asked); never the host's own person's seat, which the
    host's history records. ``table``: the table's announced name, when known."""
    if source.hosting or not recorder.enabled:
        return
    people = getattr(source, "people", None)  # a shared screen: every person's link
    tables = [each.joined for each in people] if people else [source.joined]
    if any(link in _followed for link in tables):
        return
    _followed.update(tables)
    recorder.follow(JoinedMatches(tables, where_joined(tables[0], table), recorder.clock))
