"""Each game's own figures (its registration's ``figures``) over games played to their end and
recorded as the table records them (a record after each round), checked against a count by hand
from what happened at the table: War's and NG's battles, Quatorze's rounds gone out and best round.

By hand, from the rules: a battle is won by the attacker when its outcome is a win and by the
defender when it is a loss, and lost the other way round (a tie is neither); a Quatorze round is
gone out by the player the round's end names as going out; a round's points are the points the
match gave the seat in it, the best the lowest.
"""

from __future__ import annotations

import random
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.engine import entries, make_rules
from game.engine.events import Battle, Event, GameOver, Outcome
from game.history.profiles import create_profile, find_profile
from game.history.records import Status
from game.history.snapshot import RoundCache, game_record
from game.history.stats import profile_stats
from game.history.store import write_game
from game.play.seats import SeatConfig
from game.play.session import Session
from game.variants import load_catalog

from .helpers import DAY_ONE, history


@pytest.fixture
def db(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    made = history(tmp_path)
    create_profile(made, "Ada")
    yield made
    made.close()


def play(
    db: sqlite3.Connection, variant_id: str, players: int, seed: int
) -> list[tuple[list[int], list[Event], list[int]]]:
    """A match played to its end by random legal moves with Ada in seat 0, recorded as the
    recorder does (after each round, then finished); each round's dealt match seats, events and
    points by match seat."""
    variant = load_catalog().get(variant_id)
    sitting = [SeatConfig("Ada"), *(SeatConfig(f"Bot {n}", "easy") for n in range(1, players))]
    session = Session(variant, make_rules(variant), sitting, seed, None)
    rng, cache, rounds, key = random.Random(seed), RoundCache(), [], f"{variant_id} {seed}"
    while True:
        dealt, events = list(session.match.seats_in_round), []
        while not session.over:
            events += session.apply(rng.choice(session.legal()))
        finished = session.finish_round()
        rounds.append((dealt, events, list(finished.points)))
        game_record(session, key, DAY_ONE, cache)  # the table's record after the round
        if session.match_over:
            break
        session.next_round()
    write_game(db, game_record(session, key, DAY_ONE, cache, Status.FINISHED, DAY_ONE))
    return rounds


def figures(db: sqlite3.Connection, game: str) -> dict[str, int | float]:
    ada = find_profile(db, "Ada")
    assert ada is not None
    found = [shown for shown in profile_stats(db, ada).figures if shown.game == game]
    return {value.key: value.value for value in found[0].values} if found else {}


@pytest.mark.parametrize(("variant", "players", "seeds"), [("q2j-war", 2, (3, 4)), ("q2j-ng", 2, (5, 6))])
def test_battles_won_and_lost_are_counted_by_hand(
    db: sqlite3.Connection, variant: str, players: int, seeds: tuple[int, ...]
) -> None:
    won = lost = 0
    for seed in seeds:
        for dealt, events, _ in play(db, variant, players, seed):
            if 0 not in dealt:
                continue
            ada = dealt.index(0)  # Ada's seat in this deal
            for event in events:
                if not isinstance(event, Battle):
                    continue
                attacking, defending = event.attacker_zone.seat == ada, event.defender_zone.seat == ada
                if (attacking and event.outcome is Outcome.WIN) or (
                    defending and event.outcome is Outcome.LOSE
                ):
                    won += 1
                if (attacking and event.outcome is Outcome.LOSE) or (
                    defending and event.outcome is Outcome.WIN
                ):
                    lost += 1
    game = load_catalog().get(variant).game
    assert won + lost > 0, "the seeded games fought no battle: choose other seeds"
    assert figures(db, game) == {"battles-won": won, "battles-lost": lost}


def test_quatorze_rounds_gone_out_and_best_round_are_counted_by_hand(db: sqlite3.Connection) -> None:
    gone_out, points, totals = 0, [], []
    for seed in (1, 2):
        rounds = play(db, "quatorze", 2, seed)
        totals.append(sum(scored[0] for _, _, scored in rounds))  # Ada's match total
        for dealt, events, scored in rounds:
            ada = dealt.index(0)
            gone_out += any(
                isinstance(event, GameOver) and event.reason == "went out" and ada in event.winners
                for event in events
            )
            points.append(scored[0])
    found = figures(db, "quatorze")
    assert found["gone-out"] == gone_out
    assert found["best-round"] == min(points)
    assert found["best-match"] == min(totals)  # Quatorze's best match: the lowest total
    assert found["round-points"] == pytest.approx(sum(points) / len(points))


def test_the_figures_shared_modules_name_no_game() -> None:
    """The statistics, their screen and ``q2j stats`` learn each game's figures from its
    registration: none of them names a game (its name, title or aliases) or imports a game's package."""
    root = Path(__file__).resolve().parents[2]
    shared = ("game/history/stats.py", "game/scenes/stats_scene.py", "game/commands/stats.py")
    for found in entries():
        words = {found.name, found.title, *found.aliases, f"games.{found.rules.__module__.split('.')[-2]}"}
        for path in shared:
            text = (root / path).read_text(encoding="utf-8").lower()
            named = sorted(
                word for word in words if re.search(rf"[\"'. ]{re.escape(word.lower())}[\"'. :,]", text)
            )
            assert not named, f"{path} names {named}: declare the figure in the game's GameEntry.figures"
