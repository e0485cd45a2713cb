"""Record many quick games into a history, as fast as the disk allows, for the crash-safety test.

Each game is a seeded random game of the Q Squared Joe family played at a table session and
told to the same recorder the table uses (started, each round, ended, or left part-way in one
game out of eight). Each record is printed as one JSON line only once it is committed, so a
line on stdout is a promise: the record is in the file. ``tests/history/test_kill.py`` kills
this program at random moments and checks every promise against the file.

    python tools/history_soak.py --history /tmp/h.sqlite3 --seed 1 [--games 100]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.engine import make_rules  # noqa: E402
from game.history.recorder import Recorder  # noqa: E402
from game.history.records import GameRecord, Origin  # noqa: E402
from game.play.seats import SeatConfig  # noqa: E402
from game.play.session import Session  # noqa: E402
from game.variants import load_catalog  # noqa: E402

# Quick games, one of them a match of several rounds (a record after each).
VARIANTS = ("q2j", "q2j-elimination", "q2j-countdown", "q2j-war")
LEAVE_ONE_IN = 8  # one game in this many is left part-way through a round


def promise(record: GameRecord, game_id: int) -> str:
    """The JSON line printed once ``record`` is committed as game ``game_id``."""
    return json.dumps(
        {
            "id": game_id,
            "key": record.key,
            "status": record.status.value,
            "rounds": [
                [
                    played.seed,
                    played.finished,
                    list(played.actions),
                    list(played.winners),
                    list(played.points),
                ]
                for played in record.rounds
            ],
        },
        separators=(",", ":"),
    )


def play_games(recorder: Recorder, seed: int, games: int) -> None:
    """``games`` seeded random games told to ``recorder`` as the table tells it."""
    rng = random.Random(seed)
    catalog = load_catalog()
    for _ in range(games):
        variant = catalog.get(rng.choice(VARIANTS))
        rules = make_rules(variant)
        players = rng.randint(variant.min_players, min(variant.max_players, 5))
        seats = [SeatConfig("Ada"), *(SeatConfig(f"Bot {n}", "easy") for n in range(1, players))]
        session = Session(variant, rules, seats, rng.randrange(1_000_000))
        recorder.playing(session)
        leave_at = rng.randrange(40) if rng.randrange(LEAVE_ONE_IN) == 0 else None
        while True:
            moves = 0
            while not session.over:
                if leave_at is not None and moves == leave_at:
                    break
                session.apply(rng.choice(session.legal()))
                moves += 1
            if not session.over:
                recorder.still_at_table([])  # the table let go of it: recorded as left
                break
            session.finish_round()
            recorder.round_finished(session)
            if session.match_over:
                break
            session.next_round()
        # Keep the table no more than a game ahead of the disk, as a person would be.
        recorder.flush()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--history", type=Path, required=True, help="the history file to write")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=1_000_000, help="how many games (default: until killed)")
    args = parser.parse_args()
    printing = threading.Lock()

    def written(record: GameRecord, game_id: int) -> None:
        with printing:
            print(promise(record, game_id), flush=True)

    recorder = Recorder.start(args.history, origin=Origin.TOOL, on_written=written)
    play_games(recorder, args.seed, args.games)
    recorder.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
