"""The list of recorded games, newest first: what ``q2j history`` prints and the history screen shows.

A game left before its end reads "left after 2 rounds: can be continued" while a saved game still
holds it (``continuable``: the caller reads the saves, ``continuable_games``, and hands the numbers
in), and "abandoned after 2 rounds" once none does.
"""

from __future__ import annotations

import datetime
import json
import sqlite3
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from ..engine.errors import VariantError
from ..engine.registry import entry
from ..i18n import _, ngettext
from ..i18n.words import level_name
from .clock import parse_stamp
from .filters import Filters
from .profiles import Profile
from .records import JoinedAt, Origin, SeatRecord, Status, TakenOver


@dataclass(frozen=True, slots=True)
class GameLine:
    id: int
    started: datetime.datetime
    ended: datetime.datetime | None
    game: str
    variant: str
    variant_name: str
    seats: tuple[SeatRecord, ...]
    status: Status
    winners: tuple[int, ...]
    rounds: int  # rounds finished
    origin: Origin
    options: Mapping[str, object] = field(default_factory=dict)  # every option it was played with
    taken_over: TakenOver | None = None  # begun from another game's replay, and where
    continuable: bool = False  # unfinished, and a saved game holds it: Continue takes it up
    joined: JoinedAt | None = None  # played at a table across the room that this window joined

    def result(self) -> str:
        """ "Ada won", "Ada and Basil won", "nobody won", "left after 2 rounds: can be continued",
        "abandoned after 2 rounds"; a computer player is named with its level, never taken for the
        person of the same name.

        >>> from dataclasses import replace
        >>> line = GameLine(1, datetime.datetime(2026, 1, 1), None, "q2j", "q2j", "Q2J",
        ...     (SeatRecord("Ada"), SeatRecord("Basil", "easy")), Status.FINISHED, (1,), 1, Origin.TABLE)
        >>> line.result()
        'Basil (easy) won'
        >>> left = replace(line, status=Status.ABANDONED, rounds=2)
        >>> replace(left, continuable=True).result(), left.result()
        ('left after 2 rounds: can be continued', 'abandoned after 2 rounds')
        """
        if self.status is Status.FINISHED:
            names = [seat_name(self.seats[seat]) for seat in self.winners if seat < len(self.seats)]
            if not names:
                return _("nobody won")
            if len(names) == 1:
                return _("{name} won").format(name=names[0])
            together = _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
            return ngettext("{names} won", "{names} won", len(names)).format(names=together)
        if self.continuable:  # its save holds it: left for now, not abandoned
            return self._to_continue()
        if self.joined is not None and self.status is Status.ABANDONED:
            return self._left_joined()
        if self.rounds == 0:  # left in its first round: not "after 0 rounds"
            if self.status is Status.ABANDONED:
                return _("abandoned in the first round")
            return _("unfinished in the first round (still being played, or the program was stopped)")
        rounds = ngettext("{count} round", "{count} rounds", self.rounds).format(count=self.rounds)
        if self.status is Status.ABANDONED:
            return _("abandoned after {rounds}").format(rounds=rounds)
        return _("unfinished after {rounds} (still being played, or the program was stopped)").format(
            rounds=rounds
        )

    def _left_joined(self) -> str:
        """A match joined across the room that this window left (or whose table closed) before
        its end: the host keeps it, nothing here goes on with it.

        >>> line = GameLine(1, datetime.datetime(2026, 1, 1), None, "q2j", "q2j", "Q2J",
        ...     (SeatRecord("Ada"),), Status.ABANDONED, (), 2, Origin.TABLE, joined=JoinedAt("Mum", (0,)))
        >>> line.result()
        'left after 2 rounds'
        """
        if self.rounds == 0:
            return _("left in the first round")
        rounds = ngettext("{count} round", "{count} rounds", self.rounds).format(count=self.rounds)
        return _("left after {rounds}").format(rounds=rounds)

    def where_words(self) -> str:
        """ "played across the room at Q2J table on mum-pc (192.168.1.5:8765)"; "" for a game
        played (or hosted) at this window."""
        return joined_words(self.joined)

    def _to_continue(self) -> str:
        """A game a save still holds: left (to the menu, a restart, the window closed) or, still
        marked as being played, stopped with its program; either way Continue takes it up."""
        left = self.status is Status.ABANDONED
        if self.rounds == 0:
            if left:
                return _("left in the first round: can be continued")
            return _("unfinished in the first round: can be continued")
        rounds = ngettext("{count} round", "{count} rounds", self.rounds).format(count=self.rounds)
        if left:
            return _("left after {rounds}: can be continued").format(rounds=rounds)
        return _("unfinished after {rounds}: can be continued").format(rounds=rounds)


def joined_words(joined: JoinedAt | None) -> str:
    """Where a match joined across the room was played, in words ("" for one played here).

    >>> joined_words(JoinedAt("192.168.1.5:8765", (1,)))
    'played across the room at 192.168.1.5:8765'
    """
    if joined is None:
        return ""
    return _("played across the room at {table}").format(table=joined.where)


def not_replayable(game_id: int, joined: JoinedAt) -> str:
    """Why a match joined across the room cannot be watched again, exported or continued: the
    words the history screen and ``q2j history`` say where those would be offered.

    >>> said = not_replayable(7, JoinedAt("Mum's table", (1,)))
    >>> said.startswith("Game 7 was played across the room at Mum's table: only its rounds' results")
    True
    """
    return _(
        "Game {number} was played across the room at {table}: only its rounds' results were kept "
        "here (this window never saw the other hands), so it cannot be watched again, exported or "
        "continued."
    ).format(number=game_id, table=joined.where)


def seat_name(seat: SeatRecord) -> str:
    """ "Ada", or "Basil (hard)" for a computer player (its level in the language in use)."""
    return seat.name if seat.level is None else f"{seat.name} ({level_name(seat.level).lower()})"


def recent_games(
    db: sqlite3.Connection,
    limit: int | None = 50,
    filters: Filters | None = None,
    profile: Profile | None = None,
    continuable: Collection[int] = (),
) -> list[GameLine]:
    """Recorded games, newest first (by their start), at most ``limit`` (None: all);
    ``continuable``: the numbers of the games a save holds (``continuable.continuable_games``)."""
    where, values = (filters or Filters()).sql()
    if profile is not None:
        where += " AND g.id IN (SELECT game_id FROM seats WHERE profile_id = ?)"
        values.append(profile.id)
    rows = db.execute(
        "SELECT g.id, g.started, g.ended, g.game, g.variant, g.variant_name, g.status, g.winners, g.origin, "
        "g.rounds, g.options, g.taken_from, g.taken_file, g.taken_round, g.taken_move, "
        "g.joined_at, g.joined_seats, g.joined_result "
        f"FROM games g WHERE 1 = 1 {where} ORDER BY g.started DESC, g.id DESC LIMIT ?",
        [*values, -1 if limit is None else limit],
    ).fetchall()
    seats: dict[int, list[SeatRecord]] = {game_id: [] for game_id, *_ in rows}
    ids = list(seats)
    for start in range(0, len(ids), 500):  # SQLite takes a bounded number of values at once
        chunk = ids[start : start + 500]
        for game_id, name, level in db.execute(
            f"SELECT game_id, name, level FROM seats WHERE game_id IN ({','.join('?' * len(chunk))}) "
            "ORDER BY game_id, seat",
            chunk,
        ):
            seats[game_id].append(SeatRecord(name, level))
    return [
        GameLine(
            id=game_id,
            started=parse_stamp(started),
            ended=None if ended is None else parse_stamp(ended),
            game=game,
            variant=variant,
            variant_name=variant_name,
            seats=tuple(seats[game_id]),
            status=Status(status),
            winners=tuple(json.loads(winners)),
            rounds=rounds,
            origin=Origin(origin),
            options=json.loads(options),
            taken_over=TakenOver.from_columns(*taken),
            continuable=game_id in continuable and Status(status) is not Status.FINISHED and where is None,
            joined=JoinedAt.from_columns(where, played_here, host_said),
        )
        for (
            game_id,
            started,
            ended,
            game,
            variant,
            variant_name,
            status,
            winners,
            origin,
            rounds,
            options,
            *taken,
            where,
            played_here,
            host_said,
        ) in rows
    ]


def last_seating(db: sqlite3.Connection) -> tuple[str, tuple[SeatRecord, ...]] | None:
    """The variant and the seats of the newest game started at the table (not a ``--smoke``
    check or a tool's, nor a match joined across the room: another computer's table), for the
    setup screen to start from; None before the first."""
    row = db.execute(
        "SELECT id, variant FROM games WHERE origin = ? AND joined_at IS NULL "
        "ORDER BY started DESC, id DESC LIMIT 1",
        (Origin.TABLE.value,),
    ).fetchone()
    if row is None:
        return None
    game_id, variant = row
    seats = db.execute("SELECT name, level FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)).fetchall()
    return str(variant), tuple(
        SeatRecord(str(name), None if level is None else str(level)) for name, level in seats
    )


def game_label(game: str) -> str:
    """A game's name as its registration gives it (the filter buttons and tabs); a game this
    program does not know, by its recorded id.

    >>> game_label("crazy-jokers"), game_label("q2j"), game_label("ng"), game_label("old-game")
    ('Crazy Jokers', 'Q Squared Joe', 'Q Squared Joe NG', 'Old Game')
    """
    try:
        return entry(game).title
    except VariantError:
        return game.replace("-", " ").title()
