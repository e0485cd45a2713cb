"""Latency of the network table on the loopback: from a client's move being sent to every other
client receiving the update that shows it, over many moves (p50, p99).

A host and N headless clients (random level: the clock measures the table, not the thinking)
run in this one process on the loopback, so the figure includes the host's judging, the views
and events it builds for each seat, the codec, JSON and WebSocket framing both ways.

    .venv/bin/python tools/bench_net.py --variant q2j-ng --players 2 --matches 20
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import engine_kind
from game.net.client import TableClient
from game.net.host import SeatPlan, TableHost
from game.variants import load_catalog


async def one_match(variant: Any, players: int, seed: int, delays: list[float]) -> int:
    sent: dict[int, float] = {}  # turn → when its move left its client
    waiting: dict[int, int] = {}  # turn → clients yet to hear of it

    def moved(turn: int) -> None:
        sent[turn] = time.perf_counter()
        waiting[turn] = players - 1

    def heard(message: dict[str, Any]) -> None:
        view = message.get("view")
        if message["type"] != "update" or view is None:
            return
        turn = view["turn"] - 1  # the update after a move shows the next turn
        if turn in waiting and waiting[turn] > 0:
            waiting[turn] -= 1
            delays.append(time.perf_counter() - sent[turn])  # one delivery to one other client

    plans = [SeatPlan(f"C{seat}", "remote") for seat in range(players)]
    host = TableHost(variant, plans, seed, code="K7MP9Q")
    port = await host.start()
    clients = [
        TableClient(
            f"127.0.0.1:{port}", "K7MP9Q", "random", say=lambda text: None, on_move=moved, on_frame=heard
        )
        for _ in range(players)
    ]
    try:
        await asyncio.gather(*(client.run() for client in clients))
    finally:
        await host.close()
    return len(sent)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--variant", default="q2j-ng")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--matches", type=int, default=10)
    args = parser.parse_args()
    variant = load_catalog().get(args.variant)
    delays: list[float] = []
    moves = 0
    for seed in range(args.matches):
        moves += asyncio.run(one_match(variant, args.players, seed, delays))
    delays.sort()
    p50 = statistics.median(delays) * 1000
    p99 = delays[min(len(delays) - 1, int(len(delays) * 0.99))] * 1000
    print(f"{variant.name}, {args.players} remote seats, {args.matches} matches, engine {engine_kind()}")
    print(
        f"  {moves} moves, {len(delays)} deliveries: p50 {p50:.2f} ms, p99 {p99:.2f} ms, "
        f"max {delays[-1] * 1000:.2f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
