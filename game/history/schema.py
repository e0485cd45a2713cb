"""The history database's schema, one version at a time, and the steps between versions.

``PRAGMA user_version`` holds the version a file is at. A new file is built by the same
steps an old one is upgraded by (version 1's tables, then each upgrade in order), so every
step runs on every machine. ``upgrade`` applies the missing steps inside one transaction:
a file is either wholly at its old version or wholly at the new one. A file at a version
newer than ``LATEST`` was written by a newer program and is refused, never changed.

Version 1 kept each round's scores and the match's winners as JSON texts. Version 2 gives
the statistics their own rows (``round_seats``: each seat's points and Crazy Jokers
contract in each round; ``seats.won`` and ``seats.total``; ``games.rounds`` and ``turns``)
and the indexes the statistics screen and the list of games read by, filled from the
version 1 texts when a file is upgraded. Version 3 counts each game's own figures a round;
version 4 marks a game taken over from another's replay (which game, or file, and where);
version 5 marks a match played at a table across the room that this window joined (where, the
seats played here, the host's result line).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Final

from ..engine.errors import VariantError
from ..engine.figures import counts
from ..engine.registry import entry
from ..engine.rules import RoundResult

# Version 1: profiles, and every game with its seats and rounds.
_VERSION_1: Final = """
CREATE TABLE profiles (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,  -- the name trimmed and case-folded: names are unique that way
    colour TEXT NOT NULL,
    birthday TEXT,                  -- YYYY-MM-DD, or NULL
    created TEXT NOT NULL
);
-- Birthdays already taken from settings.yaml into profiles (so a deleted profile stays deleted).
CREATE TABLE imported_birthdays (
    name_key TEXT NOT NULL,
    birthday TEXT NOT NULL,
    PRIMARY KEY (name_key, birthday)
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game_key TEXT NOT NULL UNIQUE,  -- the recorder's name for a game while it is played
    game TEXT NOT NULL,             -- the rules' game: q2j, war, ng, quatorze, crazy-jokers
    variant TEXT NOT NULL,
    variant_name TEXT NOT NULL,
    options TEXT NOT NULL,          -- JSON: every option the game was played with
    seed INTEGER NOT NULL,
    carried TEXT NOT NULL,          -- JSON: what the first round was given, one text per seat
    started TEXT NOT NULL,          -- ISO 8601, UTC
    ended TEXT,
    status TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned')),
    winners TEXT NOT NULL,          -- JSON: the match's winning seats
    version TEXT NOT NULL,          -- the program that played it
    origin TEXT NOT NULL            -- table, smoke (the --smoke check) or tool
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,             -- as it was at the table, kept when a profile goes
    level TEXT,                     -- a computer player's level; NULL for a person
    profile_id INTEGER REFERENCES profiles (id) ON DELETE SET NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE rounds (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    finished INTEGER NOT NULL,
    seats TEXT NOT NULL,            -- JSON: the match seats dealt in, in deal seat order
    turns INTEGER NOT NULL,
    winners TEXT NOT NULL,          -- JSON, match seats
    placings TEXT NOT NULL,
    eliminated TEXT NOT NULL,
    points TEXT NOT NULL,           -- JSON: each match seat's points ([] if rounds are not scored)
    carried TEXT,                   -- JSON: what the round handed on, by deal seat; NULL if unknown
    actions TEXT NOT NULL,          -- every action in notation, one a line (last: it is the largest)
    PRIMARY KEY (game_id, number)
);
"""

# Version 2: the figures the statistics read, as rows and indexes.
_VERSION_2: Final = """
ALTER TABLE seats ADD COLUMN won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN total INTEGER;  -- the final total of a scored match
-- A game's length without reading its rounds (their actions make most of the file).
ALTER TABLE games ADD COLUMN rounds INTEGER NOT NULL DEFAULT 0;  -- rounds finished
ALTER TABLE games ADD COLUMN turns INTEGER NOT NULL DEFAULT 0;  -- their turns, together
CREATE TABLE round_seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    seat INTEGER NOT NULL,          -- the match seat
    points INTEGER,                 -- NULL when the game does not score rounds
    contract TEXT,                  -- Crazy Jokers: the contract declared; NULL otherwise or unknown
    completed INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat, round)  -- a seat's rounds together: the statistics read them so
);
-- Covering: a profile's games, won or not, its seat and total, read without the seats table.
CREATE INDEX seats_by_profile ON seats (profile_id, game_id, seat, won, total);
CREATE INDEX games_by_end ON games (status, ended);
CREATE INDEX games_by_start ON games (started);
CREATE INDEX games_by_variant ON games (variant, seed);
"""


# Version 3: each game's own figures a round (``game.engine.figures``), counted when it is recorded.
_VERSION_3: Final = """
ALTER TABLE round_seats ADD COLUMN figures TEXT;  -- JSON: {figure key: count}; NULL when none was counted
-- The same added up over each seat's rounds of a game (rebuilt as the game is written): the
-- statistics add games, not rounds.
CREATE TABLE seat_figures (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    key TEXT NOT NULL,
    rounds INTEGER NOT NULL,        -- the rounds that counted it
    total INTEGER NOT NULL,
    least INTEGER NOT NULL,
    most INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, key)
);
"""


# Version 4: a game taken over from a position of another's replay says where it came from.
_VERSION_4: Final = """
ALTER TABLE games ADD COLUMN taken_from INTEGER;  -- the game's number in the history; NULL otherwise
ALTER TABLE games ADD COLUMN taken_file TEXT;     -- or the replay file's name it was taken from
ALTER TABLE games ADD COLUMN taken_round INTEGER; -- the round taken over in (from 1); NULL: not taken over
ALTER TABLE games ADD COLUMN taken_move INTEGER;  -- the moves made in that round then
"""


# Version 5: a match played at a table across the room that this window joined (``records.JoinedAt``).
_VERSION_5: Final = """
ALTER TABLE games ADD COLUMN joined_at TEXT;     -- the host's table (name, address); NULL: played here
ALTER TABLE games ADD COLUMN joined_seats TEXT;  -- JSON: the match seats played at this window
ALTER TABLE games ADD COLUMN joined_result TEXT; -- the host's result line, once the match is over
"""


def sum_seat_figures(db: sqlite3.Connection, game_id: int) -> None:
    """Game ``game_id``'s ``seat_figures`` made again from its rounds' figures."""
    db.execute("DELETE FROM seat_figures WHERE game_id = ?", (game_id,))
    db.execute(
        "INSERT INTO seat_figures (game_id, seat, key, rounds, total, least, most) "
        "SELECT rs.game_id, rs.seat, j.key, COUNT(*), SUM(j.value), MIN(j.value), MAX(j.value) "
        "FROM round_seats rs CROSS JOIN json_each(rs.figures) j "
        "WHERE rs.game_id = ? AND rs.figures IS NOT NULL GROUP BY rs.seat, j.key",
        (game_id,),
    )


def _to_version_1(db: sqlite3.Connection) -> None:
    _script(db, _VERSION_1)


def _to_version_2(db: sqlite3.Connection) -> None:
    _script(db, _VERSION_2)
    finished = db.execute("SELECT id, winners FROM games WHERE status = 'finished'").fetchall()
    for game_id, winners in finished:
        for seat in json.loads(winners):
            db.execute("UPDATE seats SET won = 1 WHERE game_id = ? AND seat = ?", (game_id, seat))
    rounds = db.execute(
        "SELECT game_id, number, seats, winners, points, carried FROM rounds WHERE finished = 1"
    ).fetchall()
    for game_id, number, dealt_text, winners_text, points_text, carried_text in rounds:
        for row in round_seat_rows(
            json.loads(dealt_text),
            json.loads(winners_text),
            json.loads(points_text),
            json.loads(carried_text) if carried_text else None,
        ):
            db.execute(
                "INSERT INTO round_seats (game_id, round, seat, points, contract, completed) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, number, *row),
            )
    db.execute(
        "UPDATE games SET "
        "rounds = (SELECT COUNT(*) FROM rounds r WHERE r.game_id = games.id AND r.finished = 1), "
        "turns = (SELECT COALESCE(SUM(r.turns), 0) FROM rounds r "
        "WHERE r.game_id = games.id AND r.finished = 1)"
    )
    # A scored match's total is the sum of its rounds (version 1 kept no total).
    db.execute(
        "UPDATE seats SET total = (SELECT SUM(rs.points) FROM round_seats rs "
        "WHERE rs.game_id = seats.game_id AND rs.seat = seats.seat) "
        "WHERE EXISTS (SELECT 1 FROM round_seats rs WHERE rs.game_id = seats.game_id "
        "AND rs.seat = seats.seat AND rs.points IS NOT NULL)"
    )


def _to_version_3(db: sqlite3.Connection) -> None:
    """The figures each game declares, counted from what every finished round kept (its points,
    winners and what it handed on; figures that need the round's events count nothing here)."""
    _script(db, _VERSION_3)
    rounds = db.execute(
        "SELECT r.game_id, r.number, g.game, r.seats, r.winners, r.points, r.carried "
        "FROM rounds r JOIN games g ON g.id = r.game_id WHERE r.finished = 1"
    ).fetchall()
    for game_id, number, game, dealt_text, winners_text, points_text, carried_text in rounds:
        dealt = json.loads(dealt_text)
        counted = round_seat_figures(
            game,
            dealt,
            json.loads(winners_text),
            json.loads(points_text),
            json.loads(carried_text) if carried_text else None,
        )
        for seat, figures in zip(dealt, counted, strict=False):
            db.execute(
                "UPDATE round_seats SET figures = ? WHERE game_id = ? AND round = ? AND seat = ?",
                (figures, game_id, number, seat),
            )
    for (game_id,) in db.execute("SELECT DISTINCT game_id FROM round_seats").fetchall():
        sum_seat_figures(db, game_id)


def _to_version_5(db: sqlite3.Connection) -> None:
    """The joined matches' columns: every game before was played at this window (all NULL)."""
    _script(db, _VERSION_5)


def _to_version_4(db: sqlite3.Connection) -> None:
    """The taken-over marks: every game before was begun at its deal (all NULL)."""
    _script(db, _VERSION_4)


def round_seat_figures(
    game: str,
    dealt: Sequence[int],
    winners: Sequence[int],
    points: Sequence[int],
    carried: Mapping[str, Sequence[object]] | None,
) -> list[str | None]:
    """Each dealt seat's figures (JSON; None: none counted) in a finished round of ``game`` read
    back from its record (``dealt``, ``winners``, ``points`` in match seats; ``carried`` by deal
    seat), without its events.

    >>> round_seat_figures("quatorze", [0, 2], [2], [-30, 0, 12], None)
    ['{"round-points": -30, "best-round": -30}', '{"round-points": 12, "best-round": 12}']
    """
    try:
        declared = entry(game).figures
    except VariantError:
        return [None] * len(dealt)
    if not declared.figures:
        return [None] * len(dealt)
    result = RoundResult(
        placings=(),
        eliminated=(),
        winners=tuple(deal for deal, seat in enumerate(dealt) if seat in winners),
        points=tuple(points[seat] for seat in dealt) if points else (),
        carried=dict(carried or {}),
    )
    return [json.dumps(found) if found else None for found in counts(declared, result, len(dealt), None)]


def round_seat_rows(
    dealt: Sequence[int],
    winners: Sequence[int],
    points: Sequence[int],
    carried: Mapping[str, Sequence[object]] | None,
) -> list[tuple[int, int | None, str | None, int]]:
    """Each dealt seat's (match seat, points, contract declared, completed) in a finished round.

    ``carried`` is what the round handed on by deal seat (Crazy Jokers: ``contracts``); a
    contract is completed by the seat that won the round with it.

    >>> round_seat_rows([0, 2], [2], [], {"contracts": ["big-flush", "no-hand-hand"]})
    [(0, None, 'big-flush', 0), (2, None, 'no-hand-hand', 1)]
    """
    contracts = (carried or {}).get("contracts")
    rows = []
    for deal_seat, seat in enumerate(dealt):
        contract = (
            contracts[deal_seat]
            if isinstance(contracts, list | tuple) and deal_seat < len(contracts)
            else None
        )
        declared = contract if isinstance(contract, str) else None
        scored = points[seat] if seat < len(points) else None
        rows.append((seat, scored, declared, int(declared is not None and seat in winners)))
    return rows


def _script(db: sqlite3.Connection, script: str) -> None:
    """Run each statement of ``script`` in the open transaction (``executescript`` would commit
    it first). Lines gather until SQLite calls them a whole statement (a ``;`` in a comment is not
    an end)."""
    statement = ""
    for line in script.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            db.execute(statement)
            statement = ""
    if statement.strip():
        raise ValueError(f"an unfinished statement in the schema: {statement.strip()[:60]}")


# Step N turns a file at version N - 1 into version N.
STEPS: Final[tuple[Callable[[sqlite3.Connection], None], ...]] = (
    _to_version_1,
    _to_version_2,
    _to_version_3,
    _to_version_4,
    _to_version_5,
)
LATEST: Final = len(STEPS)
# The tables a file at each version has: a file claiming a version without them is not ours.
TABLES_AT: Final = {
    1: frozenset({"profiles", "imported_birthdays", "games", "seats", "rounds"}),
    2: frozenset({"profiles", "imported_birthdays", "games", "seats", "rounds", "round_seats"}),
    3: frozenset(
        {"profiles", "imported_birthdays", "games", "seats", "rounds", "round_seats", "seat_figures"}
    ),
    4: frozenset(  # columns only
        {"profiles", "imported_birthdays", "games", "seats", "rounds", "round_seats", "seat_figures"}
    ),
    5: frozenset(  # columns only
        {"profiles", "imported_birthdays", "games", "seats", "rounds", "round_seats", "seat_figures"}
    ),
}
TABLES: Final = TABLES_AT[LATEST]


@cache
def columns_at(version: int) -> dict[str, frozenset[str]]:
    """Each table's columns in a file at ``version``, as the steps make them (built once, in
    memory): a file that claims the version without them was made by something else, or by a
    development build whose schema changed after, and is set aside rather than misread."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for step in STEPS[:version]:
            step(db)
        return {
            table: frozenset(row[1] for row in db.execute(f"PRAGMA table_info({table})"))
            for table in TABLES_AT[version]
        }
    finally:
        db.close()


def missing_columns(db: sqlite3.Connection, version: int) -> list[str]:
    """``table.column`` for each column a file at ``version`` should have and has not."""
    missing: list[str] = []
    for table, wanted in sorted(columns_at(version).items()):
        found = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        missing += [f"{table}.{column}" for column in sorted(wanted - found)]
    return missing


class TooNew(Exception):
    """A file written by a newer program: it is left exactly as it is."""


def version_of(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def upgrade(db: sqlite3.Connection, target: int = LATEST) -> int:
    """Bring ``db`` to version ``target`` in one transaction; returns the version it was at.

    Raises ``TooNew`` for a file past ``LATEST``. ``target`` below ``LATEST`` is for tests
    that build an old file.
    """
    found = version_of(db)
    if found > LATEST:
        raise TooNew(f"it is at version {found} and this program reads up to version {LATEST}")
    if found >= target:
        return found
    db.execute("BEGIN IMMEDIATE")
    try:
        # Read again under the write lock: another connection (the recorder's and a screen's,
        # opening a new file at the same moment) may have brought the file up meanwhile, and
        # running a step twice would fail ("table profiles already exists") and set it aside.
        found = version_of(db)
        for version in range(found + 1, target + 1):
            STEPS[version - 1](db)
            # The version is part of the file's header, written with the same transaction.
            db.execute(f"PRAGMA user_version = {version:d}")
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return found
