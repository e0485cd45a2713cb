"""Render the screens for docs/screenshots/ with the dummy video driver.

    python tools/screenshots.py [OUT_DIR]

Menu, a six-seat Q Squared Joe table mid-game, a War battle, a four-seat NG
table and the same table showing a hint (its card and target outlined, the
keyboard focus on the card); the Quatorze and Crazy Jokers rules screens at their
card pictures, and a Quatorze score sheet some rounds into a match. Under a real
X server (Xvfb) run it with ``SDL_VIDEODRIVER=x11`` to draw through the real display.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("Q2J_HOME", tempfile.mkdtemp(prefix="q2j-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game.app import App
from game.engine import game_names, make_rules
from game.scenes.context import LaunchOptions
from game.scenes.rules_scene import RulesScene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.log import MoveLog
from game.scenes.table.scene import TableScene
from game.scenes.table.seats import SeatConfig, default_seats
from game.scenes.table.session import Session

SIZE = (1600, 900)
DT = 1 / 60


def settle(app: App, frames: int = 2000) -> None:
    """Run frames until the table waits for a human (or the frame budget ends)."""
    for _ in range(frames):
        app.step(DT)
        top = app.stack.top
        if isinstance(top, TableScene) and top.accepting_input:
            return


def table(app: App, variant_id: str, seats: list[SeatConfig], seed: int) -> TableScene:
    variant = app.ctx.catalog.get(variant_id)
    session = Session(variant, make_rules(variant), seats, seed)
    scene = TableScene(app.ctx, session)
    app.stack.push(scene)
    return scene


def save(app: App, path: Path) -> None:
    surface = pygame.display.get_surface()
    app.stack.draw(surface)
    pygame.image.save(surface, str(path))
    print(f"wrote {path}")


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = App(LaunchOptions(), size=SIZE, fullscreen=False)
    app.ctx.lockstep = True  # wait for each bot and the hint, so every run draws the same frames
    app.step(DT)
    save(app, out / "menu.png")

    scene = table(app, "q2j", default_seats(6, 1, "random"), 11)
    settle(app)
    # A few turns in, with a card chosen, so the highlights show.
    for _ in range(3):
        legal = scene.session.legal()
        scene.perform(legal[0])
        settle(app)
    save(app, out / "q2j-6-seats.png")

    games = game_names()
    if "war" in games:
        app.stack.pop()
        scene = table(app, app.ctx.catalog.for_game("war")[0].id, default_seats(2, 0, "random"), 4)
        battle_shot(app, scene, out / "war-battle.png")
    if "ng" in games:
        app.stack.pop()
        scene = table(app, app.ctx.catalog.for_game("ng")[0].id, default_seats(4, 1, "random"), 8)
        settle(app)
        save(app, out / "ng-table.png")
        hint_shot(app, scene, out / "ng-hint.png")
    if "quatorze" in games:
        app.stack.pop()
        rules_shot(app, "quatorze", "Melds", out / "quatorze-rules.png")
        scores_shot(app, out / "quatorze-scores.png")
    if "crazy-jokers" in games:
        rules_shot(app, "crazy-jokers", "The seven contracts", out / "crazy-jokers-rules.png")
    app.close()
    return 0


def rules_shot(app: App, variant_id: str, heading: str, path: Path) -> None:
    """A rules screen scrolled to the section ``heading`` (where its card pictures start)."""
    scene = RulesScene(app.ctx, variant_id)
    app.stack.push(scene)
    app.step(DT)
    headings = [words if is_heading else "" for words, is_heading in scene.rows]
    scene.scroll = headings.index(heading)
    save(app, path)
    app.stack.pop()


def scores_shot(app: App, path: Path, rounds: int = 7) -> None:
    """A four-seat Quatorze match ``rounds`` rounds in, played by seeded random moves, and its
    score sheet (some seats past 201 by then)."""
    variant = app.ctx.catalog.get("quatorze")
    session = Session(variant, make_rules(variant), default_seats(4, 1, "random"), 12)
    moves = random.Random(12)
    for number in range(1, rounds + 1):
        while not session.over:
            session.apply(moves.choice(session.legal()))
        record = session.finish_round()
        if session.match_over or number == rounds:
            break
        session.next_round()
    app.stack.push(ScoreboardScene(app.ctx, session, record, MoveLog()))
    app.step(DT)
    save(app, path)
    app.stack.pop()


def hint_shot(app: App, scene: TableScene, path: Path) -> None:
    """The table as the Hint key leaves it, with the keyboard in use so the focus shows."""
    app.ctx.keyboard = True
    scene.ask_hint()
    for _ in range(600):
        app.step(DT)
        if scene.hinted is not None:
            break
    save(app, path)
    app.ctx.keyboard = False


def battle_shot(app: App, scene: TableScene, path: Path) -> None:
    """Play until an attack, then save the frame where the two cards meet."""
    from game.scenes.table.choreography import BattleStep

    for _ in range(4000):
        app.step(DT)
        active = scene.timeline.active
        if any(isinstance(step, BattleStep) and 0.45 < step.tween.linear < 0.6 for step in active):
            save(app, path)
            return
    save(app, path)


if __name__ == "__main__":
    sys.exit(main())
