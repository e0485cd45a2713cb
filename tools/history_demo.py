"""A made-up history for the screenshots of the statistics and the replay viewer.

Two people, Ada and Basil, play a season of games against the computer and each other: Q2J,
Quatorze matches and Crazy Jokers rounds with their contracts, Ada getting better as the weeks
go by. Every result comes from one seeded generator, so each run writes the same history. One
real Quatorze match, played by random legal moves, is written last, for the replay viewer.
"""

from __future__ import annotations

import datetime
import random
import sqlite3
from pathlib import Path

from game.engine import make_rules
from game.engine.games.crazy_jokers.contracts import Contract
from game.history.database import connect
from game.history.profiles import create_profile, find_profile
from game.history.records import GameRecord, RoundPlayed, SeatRecord, Status
from game.history.snapshot import game_record
from game.history.store import write_game
from game.play.seats import SeatConfig
from game.play.session import Session
from game.variants import load_catalog

SEASON_START = datetime.datetime(2026, 9, 1, 19, 0, tzinfo=datetime.UTC)
GAMES = 90
LEVELS = ("easy", "medium", "hard")


def _round(number: int, players: int, winner: int, rng: random.Random, game: str) -> RoundPlayed:
    points: tuple[int, ...] = ()
    carried = None
    if game == "quatorze":
        points = tuple(-30 if seat == winner else rng.randrange(5, 80, 5) for seat in range(players))
    if game == "crazy-jokers":
        declared = [rng.choice(list(Contract)).value if rng.random() < 0.7 else None for _ in range(players)]
        carried = {"contracts": tuple(declared)}
    return RoundPlayed(
        number=number,
        seed=rng.randrange(1, 10**9),
        actions=("draw",),
        finished=True,
        seats=tuple(range(players)),
        turns=rng.randrange(8, 40),
        winners=(winner,),
        points=points,
        carried=carried,
    )


def _made_up_game(index: int, rng: random.Random) -> GameRecord:
    game = ("q2j", "quatorze", "crazy-jokers")[index % 3]
    with_basil = index % 4 == 0
    seats = [SeatRecord("Ada"), *([SeatRecord("Basil")] if with_basil else [])]
    seats.append(SeatRecord("Bot 1", LEVELS[index % len(LEVELS)]))
    ada_wins = rng.random() < 0.25 + 0.5 * index / GAMES  # Ada learns the games
    winner = 0 if ada_wins else rng.randrange(1, len(seats))
    rounds = [
        _round(n, len(seats), winner, rng, game) for n in range(1, 1 + (2 if game == "quatorze" else 1))
    ]
    started = SEASON_START + datetime.timedelta(days=index * 0.7)
    totals: tuple[int, ...] = ()
    if game == "quatorze":
        totals = tuple(sum(r.points[seat] for r in rounds) for seat in range(len(seats)))
    return GameRecord(
        key=f"demo {index}",
        game=game,
        variant=game,
        variant_name={"q2j": "Q Squared Joe", "quatorze": "Quatorze", "crazy-jokers": "Crazy Jokers"}[game],
        options={},
        seed=rng.randrange(1, 10**6),
        seats=tuple(seats),
        started=started,
        rounds=tuple(rounds),
        status=Status.ABANDONED if index % 17 == 5 else Status.FINISHED,
        ended=started + datetime.timedelta(minutes=rng.randrange(6, 45)),
        winners=(winner,),
        totals=totals,
        version="demo",
    )


def _real_match(seed: int) -> GameRecord:
    """A Quatorze match played to its end by random legal moves (seeded), as the recorder keeps it."""
    variant = load_catalog().get("quatorze")
    seats = [SeatConfig("Ada"), SeatConfig("Basil"), SeatConfig("Bot 1", "medium")]
    session = Session(variant, make_rules(variant), seats, seed)
    rng = random.Random(seed)
    while True:
        while not session.over:
            session.apply(rng.choice(session.legal()))
        session.finish_round()
        if session.match_over:
            break
        session.next_round()
    started = SEASON_START + datetime.timedelta(days=GAMES)
    ended = started + datetime.timedelta(minutes=12)
    return game_record(session, "demo match", started, {}, Status.FINISHED, ended)


def write_demo_history(path: Path, seed: int = 2026) -> int:
    """Fill the history at ``path``; returns the number of the real match (for the viewer)."""
    db: sqlite3.Connection = connect(path)
    try:
        for name in ("Ada", "Basil"):
            if find_profile(db, name) is None:
                create_profile(db, name)
        rng = random.Random(seed)
        for index in range(GAMES):
            write_game(db, _made_up_game(index, rng))
        return write_game(db, _real_match(seed))
    finally:
        db.close()
