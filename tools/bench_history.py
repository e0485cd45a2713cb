"""How fast the history is: the statistics over a generated 10,000-game history, opening it,
writing one record, and what a record costs the frame loop.

    python tools/bench_history.py [--games 10000] [--keep PATH]

The history is generated with a seeded generator: six people and the computer levels over two
years of every game, each game's rounds with real action notation taken from games played here
(random legal moves, cut to the lengths people's games have). It is written through the same
``store.write_game`` as the game writes (with ``synchronous=OFF`` while generating, to be quick).
Then each query the statistics screen needs is timed (the best and the median of 15 runs, and
the first, cold, run); the target for all of them together is 100 ms. Not a test: the figures
depend on the machine; docs/lab/performance.md keeps the last ones measured.
"""

from __future__ import annotations

import argparse
import datetime
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.engine import make_rules  # noqa: E402
from game.history.database import connect  # noqa: E402
from game.history.filters import Filters  # noqa: E402
from game.history.listing import recent_games  # noqa: E402
from game.history.profiles import Profile, create_profile, list_profiles  # noqa: E402
from game.history.recorder import Recorder  # noqa: E402
from game.history.records import GameRecord, Origin, RoundPlayed, SeatRecord, Status  # noqa: E402
from game.history.snapshot import game_record  # noqa: E402
from game.history.stats import head_to_head, overview, profile_stats  # noqa: E402
from game.history.store import write_game  # noqa: E402
from game.play.seats import SeatConfig  # noqa: E402
from game.play.session import Session  # noqa: E402
from game.variants import load_catalog  # noqa: E402

PEOPLE = ("Ada", "Basil", "Chloe", "Dmitri", "Esme", "Farid")
LEVELS = ("easy", "medium", "hard", "expert")
# variant, share of the games, rounds a match (low, high), actions a round (people's games)
MIX = (
    ("q2j", 30, (1, 1), 25),
    ("q2j-elimination", 10, (2, 4), 25),
    ("q2j-war", 10, (1, 1), 60),
    ("q2j-ng", 10, (1, 1), 80),
    ("quatorze", 25, (4, 12), 60),
    ("crazy-jokers", 15, (10, 10), 80),
)
CONTRACTS = (
    "full-full-house",
    "fixed-straight",
    "big-flush",
    "faced-by-evens",
    "birthday-wish",
    "odd-man-out",
    "no-hand-hand",
)
START = datetime.datetime(2025, 1, 1, 18, 0, tzinfo=datetime.UTC)


def notation_pool(rng: random.Random) -> dict[str, list[str]]:
    """Real actions of each variant, from a few random games played now."""
    catalog = load_catalog()
    pool: dict[str, list[str]] = {}
    for variant_id, _, _, _ in MIX:
        variant = catalog.get(variant_id)
        rules = make_rules(variant)
        seen: list[str] = []
        for seed in range(3):
            state = rules.new_state(variant.min_players, seed)
            while not state.over and len(seen) < 3000:
                action = rng.choice(rules.legal_actions(state))
                seen.append(str(action))
                rules.apply(state, action)
        pool[variant_id] = seen
    return pool


def generated_game(number: int, rng: random.Random, pool: dict[str, list[str]]) -> GameRecord:
    variant, _, (low, high), length = rng.choices(MIX, weights=[m[1] for m in MIX])[0]
    game = {"q2j-elimination": "q2j", "q2j-war": "war", "q2j-ng": "ng"}.get(variant, variant)
    players = rng.randint(3, 4) if variant != "q2j-war" else 2
    people = rng.sample(PEOPLE, rng.randint(1, min(2, players)))
    seats = tuple(
        SeatRecord(people[seat]) if seat < len(people) else SeatRecord(f"Bot {seat}", rng.choice(LEVELS))
        for seat in range(players)
    )
    scored = game in ("quatorze", "crazy-jokers")
    rounds = []
    for index in range(rng.randint(low, high)):
        count = max(5, int(rng.gauss(length, length / 4)))
        start = rng.randrange(len(pool[variant]) - count) if len(pool[variant]) > count else 0
        rounds.append(
            RoundPlayed(
                number=index + 1,
                seed=rng.getrandbits(32),
                actions=tuple(pool[variant][start : start + count]),
                finished=True,
                seats=tuple(range(players)),
                turns=count,
                winners=(rng.randrange(players),),
                points=tuple(rng.randint(-60, 120) for _ in range(players)) if scored else (),
                carried={"contracts": tuple(rng.choice(CONTRACTS) for _ in range(players))}
                if game == "crazy-jokers"
                else None,
            )
        )
    started = START + datetime.timedelta(minutes=number * 100 + rng.randint(0, 50))
    abandoned = rng.random() < 0.05
    totals = tuple(sum(r.points[s] for r in rounds) for s in range(players)) if scored else ()
    return GameRecord(
        key=f"generated {number}",
        game=game,
        variant=variant,
        variant_name=variant,
        options={},
        seed=rng.getrandbits(31),
        seats=seats,
        started=started,
        rounds=tuple(rounds),
        status=Status.ABANDONED if abandoned else Status.FINISHED,
        ended=started + datetime.timedelta(minutes=rng.randint(3, 60)),
        winners=() if abandoned else (rng.randrange(players),),
        totals=totals,
        version="bench",
        origin=Origin.TOOL,
    )


def timed(call: Callable[[], object], runs: int = 15) -> tuple[float, float, float, float]:
    """(first, best, median) in wall-clock milliseconds, and the median in CPU milliseconds (on a
    shared machine the neighbours slow the wall clock; SQLite works in this thread, so the CPU time
    is the query's own)."""
    times, cpu = [], []
    for _ in range(runs):
        began, began_cpu = time.perf_counter(), time.thread_time()
        call()
        times.append((time.perf_counter() - began) * 1000)
        cpu.append((time.thread_time() - began_cpu) * 1000)
    return times[0], min(times), statistics.median(times), statistics.median(cpu)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument(
        "--keep", type=Path, help="write the generated history here (default: a temporary file)"
    )
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="q2j-bench-history-"))
    path = args.keep or folder / "history.sqlite3"
    rng = random.Random(31)
    db = connect(path)
    for name in PEOPLE:
        create_profile(db, name)
    pool = notation_pool(rng)
    db.execute("PRAGMA synchronous = OFF")  # generating only: the game writes with FULL
    began = time.perf_counter()
    for number in range(args.games):
        write_game(db, generated_game(number, rng, pool))
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    size = path.stat().st_size / 1e6
    print(f"{args.games:,} games written in {time.perf_counter() - began:.1f} s; {size:.1f} MB")

    began = time.perf_counter()
    db = connect(path)  # as the game opens it: checked (quick_check) and brought up to date
    print(
        f"opening as the recorder does (quick_check included): {(time.perf_counter() - began) * 1000:.0f} ms"
    )
    db.close()
    began = time.perf_counter()
    db = connect(path, check=False)  # as a screen opens it beside the recorder
    print(f"opening as a screen does (no quick_check): {(time.perf_counter() - began) * 1000:.1f} ms")
    profiles = {p.name: p for p in list_profiles(db)}
    busiest: Profile = max(profiles.values(), key=lambda p: profile_stats(db, p).games)
    rival = next(p for p in profiles.values() if p.id != busiest.id)
    last_year = Filters(since=(START + datetime.timedelta(days=365)).date())
    queries: list[tuple[str, Callable[[], object]]] = [
        (f"profile_stats({busiest.name}), everything", lambda: profile_stats(db, busiest)),
        ("profile_stats, Quatorze only", lambda: profile_stats(db, busiest, Filters(game="quatorze"))),
        (
            "profile_stats, Crazy Jokers only",
            lambda: profile_stats(db, busiest, Filters(game="crazy-jokers")),
        ),
        ("profile_stats, the last year", lambda: profile_stats(db, busiest, last_year)),
        (f"head_to_head({busiest.name}, {rival.name})", lambda: head_to_head(db, busiest, rival)),
        ("overview (every profile and variant)", lambda: overview(db)),
        ("recent_games (50, newest first)", lambda: recent_games(db, 50)),
    ]
    print(f"{'query':<44} {'first':>8} {'best':>8} {'median':>8} {'CPU':>8}  (ms)")
    screen = screen_cpu = 0.0
    for label, call in queries:
        first, best, median, cpu = timed(call)
        print(f"{label:<44} {first:>8.1f} {best:>8.1f} {median:>8.1f} {cpu:>8.1f}")
        if label.startswith(("profile_stats(", "head_to_head")):
            screen, screen_cpu = screen + median, screen_cpu + cpu
    found = profile_stats(db, busiest)
    print(f"{busiest.name}: {found.games:,} games, {len(found.trend):,} trend points")
    print(
        "the statistics screen for one profile (its figures and a head-to-head): "
        f"{screen:.1f} ms ({screen_cpu:.1f} ms CPU)"
    )
    db.close()
    measure_recording(folder)
    return 0


def measure_recording(folder: Path) -> None:
    """What a record costs: on the frame loop (the snapshot), and on the history thread (the write)."""
    catalog = load_catalog()
    for variant_id, players in (("quatorze", 4), ("crazy-jokers", 4)):
        variant = catalog.get(variant_id)
        rules = make_rules(variant)
        seats = [SeatConfig("Ada"), *(SeatConfig(f"Bot {n}", "medium") for n in range(1, players))]
        carried = {"birthdays": tuple("1990-01-01" for _ in range(players))} if rules.uses_birthdays else None
        session = Session(variant, rules, seats, 5, carried)
        rng = random.Random(2)
        frame: list[float] = []
        writes: list[float] = []
        path = folder / f"record-{variant_id}.sqlite3"
        db = connect(path)
        cache: dict[int, RoundPlayed] = {}
        while True:
            while not session.over:
                session.apply(rng.choice(session.legal()))
            session.finish_round()
            began = time.perf_counter()
            record = game_record(session, "k", START, cache)  # what the table's hook does
            frame.append((time.perf_counter() - began) * 1000)
            began = time.perf_counter()
            write_game(db, record)  # what the history thread does, synchronous=FULL
            writes.append((time.perf_counter() - began) * 1000)
            if session.match_over:
                break
            session.next_round()
        db.close()
        actions = sum(len(log) for log in session.match.round_logs)
        print(
            f"{variant_id}: {len(frame)} rounds, {actions:,} actions (random play, long rounds); "
            f"frame loop per round: median {statistics.median(frame):.2f} ms, max {max(frame):.2f} ms; "
            f"one record's transaction: median {statistics.median(writes):.2f} ms, max {max(writes):.2f} ms"
        )
    # The whole hook as the table calls it, with the thread's hand-off.
    recorder = Recorder.start(folder / "hooks.sqlite3")
    session = Session(
        catalog.get("q2j"), make_rules(catalog.get("q2j")), [SeatConfig("Ada"), SeatConfig("B", "easy")], 3
    )
    began = time.perf_counter()
    recorder.playing(session)
    print(
        f"q2j: the table's start hook (snapshot and hand-off): {(time.perf_counter() - began) * 1000:.2f} ms"
    )
    recorder.close()


if __name__ == "__main__":
    sys.exit(main())
