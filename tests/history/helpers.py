"""Building histories for the tests: games written by hand (known answers) and games really played."""

from __future__ import annotations

import datetime
import random
import sqlite3
from collections.abc import Sequence
from pathlib import Path

from game.engine import make_rules
from game.history.database import connect
from game.history.profiles import create_profile
from game.history.records import GameRecord, RoundPlayed, SeatRecord, Status
from game.history.snapshot import game_record
from game.history.store import write_game
from game.play.seats import SeatConfig
from game.play.session import Session
from game.player.birthdays import match_birthdays
from game.variants import load_catalog

DAY_ONE = datetime.datetime(2026, 3, 2, 9, 0, tzinfo=datetime.UTC)
_catalog = load_catalog()


def history(folder: Path) -> sqlite3.Connection:
    """A new, empty history in ``folder``."""
    return connect(folder / "history.sqlite3")


def seats(*spec: str) -> tuple[SeatRecord, ...]:
    """``seats("Ada", "easy")``: a person by name, or a computer player by its level."""
    levels = {"random", "easy", "medium", "hard", "expert"}
    return tuple(SeatRecord(f"Bot {n}", s) if s in levels else SeatRecord(s) for n, s in enumerate(spec))


def a_round(
    number: int = 1,
    winners: Sequence[int] = (),
    points: Sequence[int] = (),
    turns: int = 10,
    dealt: Sequence[int] = (0, 1),
    contracts: Sequence[str | None] | None = None,
    actions: Sequence[str] = ("draw",),
    finished: bool = True,
) -> RoundPlayed:
    return RoundPlayed(
        number=number,
        seed=1000 + number,
        actions=tuple(actions),
        finished=finished,
        seats=tuple(dealt),
        turns=turns,
        winners=tuple(winners),
        points=tuple(points),
        carried=None if contracts is None else {"contracts": tuple(contracts)},
    )


def game(
    key: str,
    sitting: tuple[SeatRecord, ...],
    winners: Sequence[int],
    day: int = 0,
    minutes: float = 10,
    game_name: str = "q2j",
    variant: str | None = None,
    rounds: Sequence[RoundPlayed] | None = None,
    totals: Sequence[int] = (),
    status: Status = Status.FINISHED,
) -> GameRecord:
    """A game written by hand: started at 09:00 on day ``day`` after ``DAY_ONE``, ``minutes`` long."""
    started = DAY_ONE + datetime.timedelta(days=day)
    return GameRecord(
        key=key,
        game=game_name,
        variant=variant or game_name,
        variant_name=(variant or game_name).title(),
        options={},
        seed=7,
        seats=sitting,
        started=started,
        rounds=tuple(rounds if rounds is not None else [a_round(winners=winners, dealt=range(len(sitting)))]),
        status=status,
        ended=started + datetime.timedelta(minutes=minutes),
        winners=tuple(winners) if status is Status.FINISHED else (),
        totals=tuple(totals),
        version="test",
    )


def write(db: sqlite3.Connection, *records: GameRecord) -> list[int]:
    return [write_game(db, record) for record in records]


def played_session(
    variant_id: str, players: int, seed: int, moves_seed: int = 1, moves: int | None = None
) -> Session:
    """A match of ``variant_id`` played by random legal moves (seeded): to its end, or only
    ``moves`` actions into its first round."""
    variant = _catalog.get(variant_id)
    rules = make_rules(variant)
    sitting = [SeatConfig("Ada"), *(SeatConfig(f"Bot {n}", "easy") for n in range(1, players))]
    carried = {"birthdays": match_birthdays([None] * players, seed)} if rules.uses_birthdays else None
    session = Session(variant, rules, sitting, seed, carried)
    rng = random.Random(moves_seed)
    if moves is not None:
        for _ in range(moves):
            session.apply(rng.choice(session.legal()))
        return session
    while True:
        while not session.over:
            session.apply(rng.choice(session.legal()))
        session.finish_round()
        if session.match_over:
            return session
        session.next_round()


def played_record(variant_id: str, players: int, seed: int, moves_seed: int = 1) -> GameRecord:
    """The history's record of a match played to its end (as the recorder makes it)."""
    session = played_session(variant_id, players, seed, moves_seed)
    return game_record(session, f"played {variant_id} {seed}", DAY_ONE, {}, Status.FINISHED, DAY_ONE)


def ada_and_basil(db: sqlite3.Connection) -> None:
    """Ada and Basil's history (tests/history/test_stats.py works out its figures). Ada's
    finished games, oldest first: won, won, won, lost, won, lost, won, won (shared with Basil);
    one abandoned, one still being played."""
    create_profile(db, "Ada")
    create_profile(db, "Basil")
    quatorze_rounds = [
        a_round(1, winners=[0], points=[-30, 40, 20], dealt=[0, 1, 2]),
        a_round(2, winners=[2], points=[15, 60, -30], dealt=[0, 1, 2]),
    ]
    contracts = [
        a_round(1, winners=[0], points=[60, 0], contracts=["big-flush", "no-hand-hand"]),
        a_round(2, winners=[], points=[30, 0], contracts=["full-full-house", "big-flush"]),
    ]
    write(
        db,
        game("g1", seats("Ada", "easy"), [0], day=0, minutes=5),
        game("g2", seats("Ada", "hard"), [0], day=0, minutes=10),
        game("g3", seats("Ada", "Basil", "easy"), [0], day=1, minutes=15),
        game("g4", seats("Ada", "Basil"), [1], day=2, minutes=20),
        game(
            "g5",
            seats("Ada", "Basil", "medium"),
            [0],
            day=3,
            minutes=30,
            game_name="quatorze",
            rounds=quatorze_rounds,
            totals=[-15, 100, -10],
        ),
        game(
            "g6",
            seats("Ada", "hard"),
            [1],
            day=4,
            minutes=25,
            game_name="quatorze",
            rounds=[a_round(1, winners=[1], points=[50, -30])],
            totals=[50, -30],
        ),
        game("g7", seats("Ada", "Basil"), [0], day=5, minutes=40, game_name="crazy-jokers", rounds=contracts),
        game("g8", seats("Ada", "easy"), [], day=6, status=Status.ABANDONED),
        game("g9", seats("Ada", "easy"), [], day=6, status=Status.PLAYING),
        game("g10", seats("Ada", "Basil", "expert"), [0, 1], day=7, minutes=35),
    )
