"""Latency of the network table to a joiner's screen: from a move leaving one client to the
frame in which another joiner's table shows it (p50, p99 over many moves).

A host on the loopback and headless clients at the random level for the other seats, in a
process of their own (as on another computer), and one joiner's window: a real ``TableScene`` reading a
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
import multiprocessing
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.app import App
from game.engine import engine_kind
from game.launch import LaunchOptions
from game.net.client import TableClient
from game.net.host import SeatPlan
from game.net.hosting import HostedTable
from game.net.joining import JoinedTable
from game.net.remote_table import RemoteSource
from game.scenes.table.scene import TableScene

CODE = "K7MP9Q"
FRAME = 1 / 60


def table_across_the_room(variant_id: str, players: int, seed: int, pace: float, out: Any) -> None:
    """The host and the other seats' clients, in a process of their own (as on another
    computer, they share no interpreter with the watcher's window): the port, then each of the
    other seats' moves as ``(turn, time.monotonic())`` when it leaves its client."""
    from game.variants import load_catalog

    def moved(turn: int) -> None:
        time.sleep(pace)  # a person's pace: the table is not flooded faster than it can show
        out.put(("moved", turn, time.monotonic()))

    plans = [SeatPlan("Watcher", "remote"), *(SeatPlan(f"C{n}", "remote") for n in range(1, players))]
    variant = load_catalog().get(variant_id)
    host = HostedTable(variant, plans, seed, port=0, bind="127.0.0.1", announce=False, code=CODE)
    host.start()
    while not host.state().port:
        time.sleep(0.01)
    out.put(("port", host.state().port))
    while not (host.state().seats and host.state().seats[0].taken):  # the watcher sits first
        time.sleep(0.01)
    address = f"127.0.0.1:{host.state().port}"
    for n in range(1, players):
        client = TableClient(address, CODE, "random", name=f"C{n}", say=lambda text: None)
        client.on_move = moved
        threading.Thread(target=lambda c=client: asyncio.run(c.run()), daemon=True).start()
    while not host.state().full:
        time.sleep(0.01)
    host.begin()
    while host.state().phase != "over":
        time.sleep(0.05)
    out.put(("over", 0, 0.0))
    time.sleep(0.5)  # the last frames reach the watcher before the table closes
    host.close()
    host.join(5)


def one_match(app: App, variant_id: str, players: int, seed: int, pace: float, delays: list[float]) -> int:
    context = multiprocessing.get_context("spawn")
    out = context.Queue()
    elsewhere = context.Process(
        target=table_across_the_room, args=(variant_id, players, seed, pace, out), daemon=True
    )
    elsewhere.start()
    message = out.get(timeout=60)
    assert message[0] == "port", message
    watcher = JoinedTable(f"127.0.0.1:{message[1]}", CODE, "Watcher")
    watcher.start()
    sent: dict[int, float] = {}  # another seat's move's turn → when it left its client
    over = False
    while not watcher.state().arrivals:
        time.sleep(0.005)
    source = RemoteSource(watcher)
    table = TableScene(app.ctx, source)
    table.enter()
    surface = pygame.display.get_surface()
    assert surface is not None
    shown = 0
    try:
        while not over or source.at + 1 < len(source.state.arrivals):
            start = time.monotonic()
            while not out.empty():
                kind, turn, when = out.get()
                over = over or kind == "over"
                if kind == "moved":
                    sent[turn] = when
            before = source.at
            table.update(FRAME)
            if table.accepting_input:
                table.perform(source.legal()[0])
            table.draw(surface)
            pygame.display.flip()
            now = time.monotonic()
            for index in range(before + 1, source.at + 1):
                view = source.state.arrivals[index].view
                turn = None if view is None else view.turn - 1  # the update after a move
                if turn is not None and turn in sent:
                    delays.append(now - sent.pop(turn))
                    shown += 1
            if over and source.over:
                break
            time.sleep(max(0.0, FRAME - (time.monotonic() - start)))
    finally:
        table.exit()
        watcher.close()
        elsewhere.join(10)
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
