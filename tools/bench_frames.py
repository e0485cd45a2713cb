"""Benchmark (not a test): frame times of the busiest animation, launch time, peak memory.

    python tools/bench_frames.py [--size 3840x2160]

* frame p50/p99 over a 10-player Q Squared Joe deal at 1920x1080 (or ``--size``) with the
  dummy video driver (update + draw + flip per frame, at the normal animation speed);
* the same over ten seconds of a 6-seat Quatorze table at that size with a full
  table of melds, the bots playing on (melds and adds flying, hands face up);
* the same over a whole 4-seat Crazy Jokers round of bots (the pick, the declarations,
  trades, looks and steals, to the round's end panel);
* launch to the menu's first frame, as a fresh process (``Q2J_FIRST_FRAME_EXIT``);
* peak resident memory of this process (``resource.getrusage``).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("Q2J_HOME", tempfile.mkdtemp(prefix="q2j-bench-"))
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DT = 1 / 60


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def table_app(
    variant_id: str, players: int, humans: int, level: str, size: tuple[int, int]
) -> tuple[Any, Any]:
    """An app of ``size`` at the normal animation speed with a fresh table (deal 42) on top."""
    import pygame

    from game.app import App
    from game.engine import make_rules
    from game.scenes.context import LaunchOptions
    from game.scenes.table.scene import TableScene
    from game.scenes.table.seats import default_seats
    from game.scenes.table.session import Session

    app = App(LaunchOptions(), size=size, fullscreen=False)
    app.ctx.settings.animation_speed = 1.0
    app.step(DT)
    variant = app.ctx.catalog.get(variant_id)
    session = Session(variant, make_rules(variant), default_seats(players, humans, level), 42)
    scene = TableScene(app.ctx, session)
    app.stack.push(scene)
    pygame.event.clear()
    return app, scene


def deal_frames(size: tuple[int, int]) -> list[float]:
    app, scene = table_app("q2j", 10, 1, "random", size)
    times: list[float] = []
    while True:
        start = time.perf_counter()
        app.step(DT)
        times.append(time.perf_counter() - start)
        if not scene.timeline.busy and len(times) > 5:
            break
    app.close()
    return times


def crazy_jokers_frames(size: tuple[int, int], max_frames: int = 12_000) -> tuple[list[float], list[float]]:
    """Frame times over one 4-seat Crazy Jokers round played by bots, at the normal speed: wall
    time, and the main thread's CPU time (which a loaded machine's waiting does not inflate)."""
    app, scene = table_app("crazy-jokers", 4, 0, "easy", size)
    times: list[float] = []
    cpu: list[float] = []
    while len(times) < max_frames and app.stack.top is scene:
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step(DT)
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    app.close()
    return times, cpu


def quatorze_frames(size: tuple[int, int], seconds: float = 10.0) -> tuple[list[float], list[float]]:
    """Wall-clock frame times, and the main thread's own CPU time per frame (which a busy
    machine's other processes do not inflate)."""
    import pygame

    from game.app import App
    from game.scenes.context import LaunchOptions
    from game.scenes.table.scene import TableScene
    from game.scenes.table.seats import default_seats
    from tools.quatorze_positions import session_with_melds

    app = App(LaunchOptions(), size=size, fullscreen=False)
    app.ctx.settings.animation_speed = 1.0
    app.step(DT)
    variant = app.ctx.catalog.get("quatorze")
    session = session_with_melds(variant, default_seats(6, 0, "medium"), 16)
    melds = sum(1 for zone in session.rules.zones(session.state) if str(zone).startswith("meld:"))
    scene = TableScene(app.ctx, session, resumed=True)
    app.stack.push(scene)
    times: list[float] = []
    cpu: list[float] = []
    pygame.event.clear()
    for _ in range(int(seconds / DT)):
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step(DT)
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    print(f"(the Quatorze table started with {melds} melds down)")
    app.close()
    return times, cpu


def first_frame() -> float:
    env = dict(os.environ, Q2J_FIRST_FRAME_EXIT="1")
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env, check=True, capture_output=True)
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="1920x1080", help="window size WxH (default 1920x1080)")
    args = parser.parse_args(argv)
    try:
        width, height = (int(part) for part in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size is WxH, such as 2560x1440, not {args.size!r}")
    size, at = (width, height), f"{width}x{height}"
    times = deal_frames(size)
    ms = [t * 1000 for t in times]
    print(f"10-player deal at {at}: {len(ms)} frames, p50 {percentile(ms, 0.5):.2f} ms, "
          f"p99 {percentile(ms, 0.99):.2f} ms, max {max(ms):.2f} ms")  # fmt: skip
    wall, cpu = quatorze_frames(size)
    ms, cpu_ms = [t * 1000 for t in wall], [t * 1000 for t in cpu]
    print(f"6-seat Quatorze with melds at {at}: {len(ms)} frames, p50 {percentile(ms, 0.5):.2f} ms, "
          f"p99 {percentile(ms, 0.99):.2f} ms, max {max(ms):.2f} ms; main-thread CPU "
          f"p50 {percentile(cpu_ms, 0.5):.2f} ms, p99 {percentile(cpu_ms, 0.99):.2f} ms")  # fmt: skip
    wall, cpu = crazy_jokers_frames(size)
    ms, cpu_ms = [t * 1000 for t in wall], [t * 1000 for t in cpu]
    print(f"4-seat Crazy Jokers round at {at}: {len(ms)} frames, p50 {percentile(ms, 0.5):.2f} ms, "
          f"p99 {percentile(ms, 0.99):.2f} ms, max {max(ms):.2f} ms; main-thread CPU "
          f"p50 {percentile(cpu_ms, 0.5):.2f} ms, p99 {percentile(cpu_ms, 0.99):.2f} ms")  # fmt: skip
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"launch to first menu frame (fresh process, best of 3): {first_frame():.3f} s")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory of the benchmark process: {peak:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
