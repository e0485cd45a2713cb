"""Benchmark (not a test): frame times of the busiest animation, launch time, peak memory.

    python tools/bench_frames.py [--size 3840x2160]

* frame p50/p99 over a 10-player Q Squared Joe deal at 1920x1080 (or ``--size``) with the
  dummy video driver (update + draw + flip per frame, at the normal animation speed);
* the same over ten seconds of a 6-seat Quatorze table at that size with a full
  table of melds, the bots playing on (melds and adds flying, hands face up);
* the same over a whole 4-seat Crazy Jokers round of bots (the pick, the declarations,
  trades, looks and steals, to the round's end panel);
* with ``--table quatorze:4:expert``: a table of bots at that level playing ``--rounds`` rounds
  paced at 60 frames a second as the window is (the bots think meanwhile), with the garbage
  collections the frame loop's interpreter ran and the longest of them;
* launch to the menu's first frame, as a fresh process (``Q2J_FIRST_FRAME_EXIT``);
* peak resident memory of this process (``resource.getrusage``).

``--text-size 200`` measures with the Settings' text size at 200 %. Every table is opened as
the product opens a game at a window: through a private table (``private_seat``), whose host
plays the computers on a thread of its own while the window draws.
"""

from __future__ import annotations

import argparse
import gc
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
OPEN_SECONDS = 60.0  # the longest a private table may take to deal (its host on a thread)
NEXT_ROUND = ("next", "watch")  # a score sheet's Next round (its people out: "watch" the rest)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def open_table(app: Any, session: Any, resumed: bool = False) -> Any:
    """``session`` opened as the product opens every game played at a window: through a private
    table (the ``private_seat`` route; a table nobody sits at, watched), its host on a thread of
    its own; the frames until its deal has come are the window's own (not measured). The table."""
    import pygame

    from game.scenes.private_tables import seat_route
    from game.scenes.scene import Push
    from game.scenes.table.scene import TableScene

    app.stack.apply(Push(seat_route(session), session=session, resumed=resumed))
    for _ in range(int(OPEN_SECONDS / DT)):
        if isinstance(app.stack.top, TableScene) and app.stack.top._pending is None:
            break
        app.step(DT)
        time.sleep(DT)
    scene = app.stack.top
    assert isinstance(scene, TableScene), f"the private table did not open: {scene}"
    pygame.event.clear()
    return scene


def table_app(
    variant_id: str, players: int, humans: int, level: str, size: tuple[int, int]
) -> tuple[Any, Any]:
    """An app of ``size`` at the normal animation speed with a fresh table (deal 42) on top."""
    from game.app import App
    from game.engine import make_rules
    from game.launch import LaunchOptions
    from game.play.seats import default_seats
    from game.play.session import Session

    app = App(LaunchOptions(), size=size, fullscreen=False)
    app.ctx.settings.animation_speed = 1.0
    app.step(DT)
    gc.freeze()  # as ``App.run`` does before its loop: what is loaded by now is not walked again
    variant = app.ctx.catalog.get(variant_id)
    session = Session(variant, make_rules(variant), default_seats(players, humans, level), 42)
    return app, open_table(app, session)


def click(pos: tuple[int, int]) -> None:
    """A left click at ``pos`` as the mouse makes it, taken by the next frame."""
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


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
    from game.app import App
    from game.launch import LaunchOptions
    from game.play.seats import default_seats
    from tools.quatorze_positions import session_with_melds

    app = App(LaunchOptions(), size=size, fullscreen=False)
    app.ctx.settings.animation_speed = 1.0
    app.step(DT)
    variant = app.ctx.catalog.get("quatorze")
    session = session_with_melds(variant, default_seats(6, 0, "medium"), 16)
    melds = sum(1 for zone in session.rules.zones(session.state) if str(zone).startswith("meld:"))
    open_table(app, session, resumed=True)
    times: list[float] = []
    cpu: list[float] = []
    for _ in range(int(seconds / DT)):
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step(DT)
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    print(f"(the Quatorze table started with {melds} melds down)")
    app.close()
    return times, cpu


class Collections:
    """Counts the interpreter's garbage collections (any thread's: they all hold the one GIL the
    frame loop needs) by generation, and the longest full one, through ``gc.callbacks``."""

    def __init__(self) -> None:
        self.counts = [0, 0, 0]
        self.longest_full = 0.0
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
            return
        self.counts[info["generation"]] += 1
        if info["generation"] == 2:
            self.longest_full = max(self.longest_full, time.perf_counter() - self._started)


def bot_table_frames(
    spec: str, rounds: int, size: tuple[int, int]
) -> tuple[list[float], list[float], Collections, int]:
    """Frame times over ``rounds`` rounds of a table of bots (``variant:seats:level``), paced to
    60 frames a second like the window, each round's score sheet left by its Next round (clicked
    once the host has dealt it) for the next deal's table: wall time and the main thread's CPU
    time per frame, and the collections counted meanwhile."""

    from game.scenes.scoreboard import ScoreboardScene
    from game.terminal.progress import games_bar

    variant_id, seats, level = spec.split(":")
    app, _scene = table_app(variant_id, int(seats), 0, level, size)
    watch = Collections()
    gc.callbacks.append(watch)
    times: list[float] = []
    cpu: list[float] = []
    played = 0
    sheet = None
    # Rounds of Expert bots take minutes: the bar (on a terminal) shows the rounds and the time left.
    with games_bar(rounds, f"{spec}, rounds") as bar:
        try:
            while played < rounds:
                start, start_cpu = time.perf_counter(), time.thread_time()
                app.step(DT)
                spent = time.perf_counter() - start
                times.append(spent)
                cpu.append(time.thread_time() - start_cpu)
                top = app.stack.top
                if isinstance(top, ScoreboardScene):
                    if top is not sheet:  # a round's sheet: the round is played
                        sheet = top
                        played += 1
                        bar.update(1)
                        if top.match_over:
                            break
                    ready = [b for b in top.buttons if b.value in NEXT_ROUND and b.enabled]
                    if ready and played < rounds:
                        click(ready[0].rect.center)
                time.sleep(max(0.0, DT - spent))
        finally:
            gc.callbacks.remove(watch)
            app.close()
    return times, cpu, watch, played


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
    parser.add_argument(
        "--table", metavar="VARIANT:SEATS:LEVEL", help="only a table of bots, such as quatorze:4:expert"
    )
    parser.add_argument("--rounds", type=int, default=2, help="rounds the --table plays (default 2)")
    parser.add_argument(
        "--text-size", type=int, default=100, metavar="PERCENT", help="the Settings' text size, 100 to 200"
    )
    args = parser.parse_args(argv)
    if not 100 <= args.text_size <= 200:
        parser.error(f"--text-size is from 100 to 200 (percent), not {args.text_size}")
    from game.scenes.scale import use_text_size

    use_text_size(args.text_size)
    try:
        width, height = (int(part) for part in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size is WxH, such as 2560x1440, not {args.size!r}")
    size, at = (
        (width, height),
        f"{width}x{height}" + (f", text {args.text_size}%" if args.text_size != 100 else ""),
    )
    if args.table:
        wall, cpu, watch, played = bot_table_frames(args.table, args.rounds, size)
        ms = [t * 1000 for t in wall[1:]]  # the first frame builds the table's surfaces
        cpu_ms = [t * 1000 for t in cpu[1:]]
        print(f"{args.table} at {at}, {played} round(s): {len(ms)} frames, p50 {percentile(ms, 0.5):.2f} ms, "
              f"p99 {percentile(ms, 0.99):.2f} ms, max {max(ms):.2f} ms (first {wall[0] * 1000:.0f} ms); "
              f"{sum(1 for t in ms if t > 50)} over 50 ms; "
              f"main-thread CPU p99 {percentile(cpu_ms, 0.99):.2f} ms, max {max(cpu_ms):.2f} ms; "
              f"collections by generation {watch.counts}, "
              f"longest full {watch.longest_full * 1000:.1f} ms")  # fmt: skip
        print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        return 0
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
