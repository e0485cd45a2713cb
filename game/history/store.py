"""Writing a game record into the history (one transaction) and reading one back.

Writing is idempotent: the game is found by its key (or, for a game continued from the
autosave, by its deal and actions so far), rounds already stored finished are kept as they
are, a round stored unfinished is replaced by its newer state, and a finished game is never
turned back into an unfinished one. So the recorder can send the whole game at every step,
and a record that failed once is made good by the next.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from .clock import parse_stamp, stamp
from .profiles import name_key
from .records import GameRecord, JoinedAt, Origin, RoundPlayed, SeatRecord, Status, StoredGame, TakenOver
from .schema import round_seat_figures, round_seat_rows, sum_seat_figures


def _json(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _carried_json(carried: Mapping[str, Sequence[object]] | None) -> str | None:
    return None if carried is None else _json({key: list(values) for key, values in carried.items()})


def write_game(db: sqlite3.Connection, record: GameRecord) -> int:
    """Store ``record`` in one transaction; returns the game's id in the history."""
    db.execute("BEGIN IMMEDIATE")
    try:
        game_id = _game_row(db, record)
        _rounds(db, game_id, record.game, record.rounds)
        sum_seat_figures(db, game_id)
        db.execute(
            "UPDATE games SET "
            "rounds = (SELECT COUNT(*) FROM rounds r WHERE r.game_id = ? AND r.finished = 1), "
            "turns = (SELECT COALESCE(SUM(r.turns), 0) FROM rounds r WHERE r.game_id = ? AND r.finished = 1) "
            "WHERE id = ?",
            (game_id, game_id, game_id),
        )
        if record.status is Status.FINISHED:
            for seat in range(len(record.seats)):
                total = record.totals[seat] if seat < len(record.totals) else None
                db.execute(
                    "UPDATE seats SET won = ?, total = ? WHERE game_id = ? AND seat = ?",
                    (int(seat in record.winners), total, game_id, seat),
                )
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return game_id


def _game_row(db: sqlite3.Connection, record: GameRecord) -> int:
    found = db.execute("SELECT id, status FROM games WHERE game_key = ?", (record.key,)).fetchone()
    # A game taken over from a replay is a game of its own, even where it begins as one left
    # unfinished (taken over at the position that game was left at): it carries on only a game
    # with its own mark (itself, left and continued from the autosave).
    if found is None and record.continues:
        earlier = continued_game(db, record)
        if earlier is not None:
            db.execute("UPDATE games SET game_key = ? WHERE id = ?", (record.key, earlier))
            found = (earlier, Status.ABANDONED.value)
    ended = None if record.ended is None else stamp(record.ended)
    if found is not None:
        game_id, status = int(found[0]), str(found[1])
        if status != Status.FINISHED:  # a finished game stays finished
            db.execute(
                "UPDATE games SET status = ?, ended = ?, winners = ?, version = ?, joined_result = ? "
                "WHERE id = ?",
                (
                    record.status.value,
                    ended,
                    _json(list(record.winners)),
                    record.version,
                    None if record.joined is None else record.joined.result,
                    game_id,
                ),
            )
        return game_id
    taken, joined = record.taken_over, record.joined
    cursor = db.execute(
        "INSERT INTO games (game_key, game, variant, variant_name, options, seed, carried, started, "
        "ended, status, winners, version, origin, taken_from, taken_file, taken_round, taken_move, "
        "joined_at, joined_seats, joined_result) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            record.key,
            record.game,
            record.variant,
            record.variant_name,
            _json(dict(record.options)),
            record.seed,
            _carried_json(record.carried) or "{}",
            stamp(record.started),
            ended,
            record.status.value,
            _json(list(record.winners)),
            record.version,
            record.origin.value,
            None if taken is None else taken.game,
            None if taken is None or taken.game is not None else taken.file,
            None if taken is None else taken.round,
            None if taken is None else taken.move,
            None if joined is None else joined.where,
            None if joined is None else _json(list(joined.seats)),
            None if joined is None else joined.result,
        ),
    )
    game_id = int(cursor.lastrowid or 0)
    for seat, sitting in enumerate(record.seats):
        # A person is linked to the profile of the same name (trimmed, any case), if there is one;
        # in a match joined across the room, only the people at this window are (the others are
        # recorded at their own computers, and a name here may be someone else's).
        linked = sitting.level is None and (joined is None or seat in joined.seats)
        db.execute(
            "INSERT INTO seats (game_id, seat, name, level, profile_id) VALUES (?, ?, ?, ?, "
            "(SELECT id FROM profiles WHERE name_key = ? AND ?))",
            (game_id, seat, sitting.name, sitting.level, name_key(sitting.name), linked),
        )
    return game_id


def _rounds(db: sqlite3.Connection, game_id: int, game: str, rounds: Sequence[RoundPlayed]) -> None:
    for played in rounds:
        db.execute(
            "INSERT INTO rounds (game_id, number, seed, finished, seats, turns, winners, placings, "
            "eliminated, points, carried, actions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (game_id, number) DO UPDATE SET seed = excluded.seed, "
            "finished = excluded.finished, seats = excluded.seats, turns = excluded.turns, "
            "winners = excluded.winners, placings = excluded.placings, eliminated = excluded.eliminated, "
            "points = excluded.points, carried = excluded.carried, actions = excluded.actions "
            "WHERE rounds.finished = 0",  # a finished round, once stored, is as it was played
            (
                game_id,
                played.number,
                played.seed,
                int(played.finished),
                _json(list(played.seats)),
                played.turns,
                _json(list(played.winners)),
                _json(list(played.placings)),
                _json(list(played.eliminated)),
                _json(list(played.points)),
                _carried_json(played.carried),
                "\n".join(played.actions),
            ),
        )
        if not played.finished:
            continue
        carried = None if played.carried is None else {k: list(v) for k, v in played.carried.items()}
        rows = round_seat_rows(list(played.seats), list(played.winners), list(played.points), carried)
        figures = played.figures() if callable(played.figures) else played.figures
        if figures:  # counted from the round's events (the table's rounds)
            counted: list[str | None] = [_json(dict(counts)) for counts in figures]
        else:  # a record without them (written by hand, or by an older program): from what it kept
            counted = round_seat_figures(
                game, list(played.seats), list(played.winners), list(played.points), carried
            )
        db.executemany(
            "INSERT OR IGNORE INTO round_seats (game_id, round, seat, points, contract, completed, figures) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (game_id, played.number, *row, counted[deal_seat] if deal_seat < len(counted) else None)
                for deal_seat, row in enumerate(rows)
            ],
        )


def continued_game(db: sqlite3.Connection, record: GameRecord) -> int | None:
    """The newest unfinished game that ``record`` carries on: the same variant, options, deal,
    seats and first-round facts, whose stored actions are the beginning of ``record``'s; for a
    game taken over from a replay, one with the same mark too."""
    same = (
        "variant = ? AND seed = ? AND options = ? AND carried = ? AND status != 'finished' "
        "AND joined_at IS NULL"
    )
    facts: tuple[object, ...] = (
        record.variant,
        record.seed,
        _json(dict(record.options)),
        _carried_json(record.carried) or "{}",
    )
    taken = record.taken_over
    if taken is not None:
        same += " AND taken_from IS ? AND taken_file IS ? AND taken_round = ? AND taken_move = ?"
        file = None if taken.game is not None else taken.file
        facts += (taken.game, file, taken.round, taken.move)
    candidates = db.execute(
        f"SELECT id FROM games WHERE {same} ORDER BY started DESC, id DESC", facts
    ).fetchall()
    for (game_id,) in candidates:
        seats = tuple(_seats(db, game_id)[0])
        if seats == record.seats and _begins(_stored_rounds(db, game_id), record.rounds):
            return int(game_id)
    return None


def _begins(stored: Sequence[RoundPlayed], played: Sequence[RoundPlayed]) -> bool:
    """Whether the stored rounds are the start of the rounds played: each finished one the
    same, an unfinished one a beginning of the same round."""
    if len(stored) > len(played):
        return False
    for old, new in zip(stored, played, strict=False):
        if old.number != new.number or old.seed != new.seed:
            return False
        if old.finished and not (new.finished and old.actions == new.actions):
            return False
        if new.actions[: len(old.actions)] != old.actions:
            return False
    return True


def _seats(db: sqlite3.Connection, game_id: int) -> tuple[list[SeatRecord], list[int | None]]:
    rows = db.execute(
        "SELECT name, level, profile_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
    ).fetchall()
    return [SeatRecord(name, level) for name, level, _ in rows], [profile for _, _, profile in rows]


def _stored_rounds(db: sqlite3.Connection, game_id: int) -> list[RoundPlayed]:
    rows = db.execute(
        "SELECT number, seed, finished, seats, turns, winners, placings, eliminated, points, carried, "
        "actions FROM rounds WHERE game_id = ? ORDER BY number",
        (game_id,),
    ).fetchall()
    played = []
    for number, seed, finished, dealt, turns, winners, placings, eliminated, points, carried, actions in rows:
        facts: dict[str, Any] | None = None if carried is None else json.loads(carried)
        played.append(
            RoundPlayed(
                number=number,
                seed=seed,
                actions=tuple(actions.split("\n")) if actions else (),
                finished=bool(finished),
                seats=tuple(json.loads(dealt)),
                turns=turns,
                winners=tuple(json.loads(winners)),
                placings=tuple(json.loads(placings)),
                eliminated=tuple(json.loads(eliminated)),
                points=tuple(json.loads(points)),
                carried=None if facts is None else {key: tuple(value) for key, value in facts.items()},
            )
        )
    return played


def load_game(db: sqlite3.Connection, game_id: int) -> StoredGame | None:
    """The game numbered ``game_id`` with every round, or None if the history has no such game."""
    row = db.execute(
        "SELECT game_key, game, variant, variant_name, options, seed, carried, started, ended, status, "
        "winners, version, origin, taken_from, taken_file, taken_round, taken_move, joined_at, joined_seats, "
        "joined_result FROM games WHERE id = ?",
        (game_id,),
    ).fetchone()
    if row is None:
        return None
    (
        key,
        game,
        variant,
        variant_name,
        options,
        seed,
        carried,
        started,
        ended,
        status,
        winners,
        version,
        origin,
        *taken,
        joined_at,
        joined_seats,
        joined_result,
    ) = row
    seats, profiles = _seats(db, game_id)
    totals = db.execute("SELECT total FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)).fetchall()
    record = GameRecord(
        key=key,
        game=game,
        variant=variant,
        variant_name=variant_name,
        options=json.loads(options),
        seed=seed,
        seats=tuple(seats),
        started=parse_stamp(started),
        rounds=tuple(_stored_rounds(db, game_id)),
        status=Status(status),
        ended=None if ended is None else parse_stamp(ended),
        winners=tuple(json.loads(winners)),
        totals=tuple(total for (total,) in totals) if all(t is not None for (t,) in totals) else (),
        carried={k: tuple(v) for k, v in json.loads(carried).items()},
        version=version,
        origin=Origin(origin),
        taken_over=TakenOver.from_columns(*taken),
        joined=JoinedAt.from_columns(joined_at, joined_seats, joined_result),
    )
    return StoredGame(game_id, record, tuple(profiles))
