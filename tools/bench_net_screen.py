"""Latency of the network table to a joiner's screen: from a move leaving one client to the
frame in which another joiner's table shows it (p50, p99 over many moves).

A host on the loopback (its own thread), headless clients at the random level for the other
seats (their own threads), and one joiner's window: a real ``TableScene`` reading a
``RemoteSource``, updated and drawn at 60 frames a second in this thread, playing its own turns
with its first legal move. A move counts as shown at the end of the frame whose update stepped
the table to the host's update after it. The other seats move at a person's pace (``--pace``
seconds after their turn comes; 0 floods the table faster than any screen shows moves, which
measures a queue, not latency). Instant animations by default, so the figure is the network's
and the frame loop's, not a move waiting for the one before it to finish sliding;
``--animated`` measures with the animations as a player sets them (that adds the pacing).

    .venv/bin/python tools/bench_net_screen.py --variant q2j-ng --players 3 --matches 5
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.app import App
from game.engine import engine_kind
from game.net.client import TableClient
from game.net.host import SeatPlan
from game.net.hosting import HostedTable
from game.net.joining import JoinedTable
from game.net.remote_table import RemoteSource
from game.scenes.context import LaunchOptions
from game.scenes.table.scene import TableScene

CODE = "K7MP9Q"
FRAME = 1 / 60


def one_match(app: App, variant_id: str, players: int, seed: int, pace: float, delays: list[float]) -> int:
    sent: dict[int, float] = {}  # a bot's move's turn → when it left its client

    def moved(turn: int) -> None:
        time.sleep(pace)  # a person's pace: the table is not flooded faster than it can show
        sent[turn] = time.perf_counter()

    plans = [SeatPlan("Watcher", "remote"), *(SeatPlan(f"C{n}", "remote") for n in range(1, players))]
    host = HostedTable(
        app.ctx.catalog.get(variant_id), plans, seed, port=0, bind="127.0.0.1", announce=False, code=CODE
    )
    host.start()
    while not host.state().port:
        time.sleep(0.01)
    address = f"127.0.0.1:{host.state().port}"
    watcher = JoinedTable(address, CODE, "Watcher")
    watcher.start()
    while watcher.state().phase != "lobby":
        time.sleep(0.01)
    threads = []
    for n in range(1, players):
        client = TableClient(address, CODE, "random", name=f"C{n}", say=lambda text: None)
        client.on_move = moved
        thread = threading.Thread(target=lambda c=client: asyncio.run(c.run()), daemon=True)
        thread.start()
        threads.append(thread)
    while not host.state().full:
        time.sleep(0.01)
    host.begin()
    while not watcher.state().arrivals:
        time.sleep(0.005)
    source = RemoteSource(watcher)
    table = TableScene(app.ctx, source)
    table.enter()
    surface = pygame.display.get_surface()
    assert surface is not None
    shown = 0
    try:
        while host.state().phase != "over" or source.at + 1 < len(source.state.arrivals):
            start = time.perf_counter()
            before = source.at
            table.update(FRAME)
            if table.accepting_input:
                table.perform(source.legal()[0])
            table.draw(surface)
            pygame.display.flip()
            now = time.perf_counter()
            for index in range(before + 1, source.at + 1):
                view = source.state.arrivals[index].view
                turn = None if view is None else view.turn - 1  # the update after a move
                if turn is not None and turn in sent:
                    delays.append(now - sent.pop(turn))
                    shown += 1
            if source.over and host.state().phase == "over":
                break
            time.sleep(max(0.0, FRAME - (time.perf_counter() - start)))
    finally:
        table.exit()
        watcher.close()
        host.close()
        host.join(5)
        for thread in threads:
            thread.join(5)
    return shown


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--variant", default="q2j-ng")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--matches", type=int, default=5)
    parser.add_argument("--animated", action="store_true", help="the animations as set, not instant")
    parser.add_argument(
        "--pace", type=float, default=0.3, help="seconds each other seat waits before moving (default 0.3)"
    )
    args = parser.parse_args()
    app = App(LaunchOptions(), size=(1280, 800), fullscreen=False)
    app.ctx.settings.sound = False
    app.ctx.settings.instant_animations = not args.animated
    delays: list[float] = []
    try:
        for seed in range(args.matches):
            one_match(app, args.variant, args.players, seed, args.pace, delays)
            print(f"  match {seed + 1}/{args.matches}: {len(delays)} moves measured", file=sys.stderr)
    finally:
        app.close()
    if not delays:
        print("no move of another seat was shown")
        return 1
    delays.sort()
    p50 = statistics.median(delays) * 1000
    p99 = delays[min(len(delays) - 1, int(len(delays) * 0.99))] * 1000
    how = ("animated" if args.animated else "instant animations") + f", moves {args.pace:g} s apart"
    print(
        f"{args.variant}, {args.players} remote seats, {args.matches} matches, {how}, engine {engine_kind()}"
    )
    print(
        f"  {len(delays)} moves to a joiner's screen: p50 {p50:.1f} ms, p99 {p99:.1f} ms, "
        f"max {delays[-1] * 1000:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
