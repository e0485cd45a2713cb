"""Quatorze screenshots for docs/screenshots/, with the dummy video driver.

    python tools/quatorze_screenshots.py [OUT_DIR] [SEATS ...]

``quatorze-table.png``: four seats mid-round with melds down; ``quatorze-compose.png``:
the same hand with a meld's cards chosen; ``quatorze-N-seats.png`` for the other seat
counts asked for (to look at; not kept in the docs).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("Q2J_HOME", tempfile.mkdtemp(prefix="q2j-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.app import App
from game.engine.games.quatorze.actions import Lay
from game.scenes.context import LaunchOptions
from game.scenes.table.scene import TableScene
from game.scenes.table.seats import default_seats
from tools.quatorze_positions import session_with_melds
from tools.screenshots import DT, save, settle


def shot(out: Path, seats: int, size: tuple[int, int], name: str, compose: bool = False) -> None:
    app = App(LaunchOptions(), size=size, fullscreen=False)
    app.ctx.lockstep = True
    app.step(DT)
    variant = app.ctx.catalog.get("quatorze")
    session = session_with_melds(variant, default_seats(seats, 1, "medium"), 2 * seats, composing=compose)
    scene = TableScene(app.ctx, session, resumed=True)
    app.stack.push(scene)
    settle(app)
    if compose:
        # Choose the cards of the longest legal meld, as a player composing it would.
        lay = max((a for a in session.legal() if isinstance(a, Lay)), key=lambda a: len(a.cards))
        hand = scene.display.zones[f"hand:{scene.viewer}"]
        used: set[int] = set()
        for card in lay.cards:
            index = next(i for i, seen in enumerate(hand) if seen == card and i not in used)
            used.add(index)
            scene.interaction.selected.append((f"hand:{scene.viewer}", index))
    app.step(DT)
    save(app, out / name)
    app.close()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    shot(out, 4, (1600, 900), "quatorze-table.png")
    shot(out, 4, (1600, 900), "quatorze-compose.png", compose=True)
    for seats in map(int, sys.argv[2:]):
        for size in ((1280, 720), (1920, 1080)):
            shot(out, seats, size, f"quatorze-{seats}-seats-{size[0]}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
