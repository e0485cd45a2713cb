"""Render Crazy Jokers' table screenshots for docs/screenshots/ with the dummy video driver.

    python tools/screenshots_crazy_jokers.py [OUT_DIR] [--all]

The declaration panel (three seats), a laid Big Flush waiting (four seats) and a 2♠ look
(two seats). ``--all`` also writes the declaration at two and four seats and a mid-round
table at each seat count, for checking the layout by eye.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots import DT, SIZE, save, settle, table

from game.app import App
from game.engine import Card, make_rules
from game.scenes.context import LaunchOptions
from game.scenes.table.scene import TableScene
from game.scenes.table.seats import SeatConfig, default_seats
from game.scenes.table.session import Session

VARIANT = "crazy-jokers"
CONTRACTS_4 = ["full-full-house", "big-flush", "odd-man-out", "no-hand-hand"]


def position(
    app: App, seats: list[SeatConfig], zones: dict[str, str], facts: dict[str, object], to_move: int = 0
) -> TableScene:
    """A table standing at an exact position of a round."""
    variant = app.ctx.catalog.get(VARIANT)
    rules = make_rules(variant)
    session = Session(variant, rules, seats, 1)
    cards = {zone: [Card.parse(c) for c in words.split()] for zone, words in zones.items()}
    state = rules.setup(len(seats), 1, cards, to_move=to_move, facts=facts)
    rules.prepare(state)
    session.state = session.match.state = state
    scene = TableScene(app.ctx, session, resumed=True)
    if app.stack.top is not None:
        app.stack.pop()
    app.stack.push(scene)
    settle(app)
    return scene


def flush_shot(app: App, path: Path) -> None:
    """Basil's Big Flush in hearts lies face up with a turn to wait; the player may steal."""
    zones = {
        "hand:0": "X 7S 7H 7D 9C KS KH",
        "flush:1": "2H 5H 8H 10H JH QH AH",
        "hand:1": "",
        "hand:2": "3S 5S 7C 9D JC 4D 6D",
        "hand:3": "2C 3C 4C 5C 6C 8C 9S",
        "waste": "10S",
    }
    facts = {"phase": "play", "contracts": CONTRACTS_4, "waits": [0, 1, 0, 0], "leader": 0}
    position(app, default_seats(4, 1, "medium"), zones, facts)
    save(app, path)


def look_shot(app: App, path: Path) -> None:
    """The player laid the 2♠ and sees Basil's hand, to take one card of it."""
    zones = {"hand:0": "7S 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "2S"}
    facts = {"phase": "look", "contracts": ["full-full-house", "faced-by-evens"], "partner": 1, "mover": 0}
    position(app, default_seats(2, 1, "medium"), zones, facts)
    save(app, path)


def play_until(app: App, players: int, deal: int, phase: str, draw_first: bool = False) -> None:
    """A fresh table played by the first legal move (or a draw) until the player is at ``phase``."""
    if app.stack.top is not None:
        app.stack.pop()
    scene = table(app, VARIANT, default_seats(players, 1, "medium"), deal)
    for _ in range(60):
        settle(app)
        if scene.session.view(0).public.get("phase") == phase and scene.accepting_input:
            return
        legal = scene.session.legal()
        draws = [a for a in legal if str(a) == "draw"] if draw_first else []
        scene.perform((draws or legal)[0])


def declare_shot(app: App, players: int, path: Path) -> None:
    """Play the blind pick until the player declares; the panel is up."""
    play_until(app, players, 5, "declare")
    save(app, path)


def midround_shot(app: App, players: int, path: Path) -> None:
    play_until(app, players, 9, "drawn", draw_first=True)
    save(app, path)


def answer_shot(app: App, path: Path) -> None:
    """Ada proposed a blind trade to the player, who answers with a card or declines."""
    zones = {"hand:0": "7S 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS", "offer": "6H", "waste": "5C"}
    facts = {"phase": "answer", "contracts": ["full-full-house", "faced-by-evens"], "partner": 0, "mover": 1}
    position(app, default_seats(2, 1, "medium"), zones, facts, to_move=0)
    save(app, path)


def round_end_shot(app: App, path: Path) -> None:
    """The round's end at the table: the winning hand, the contract named, the points itemised."""
    zones = {"hand:0": "7S 7H 7D 9C KS KH KD 7C", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
    facts = {
        "phase": "discard",
        "contracts": ["full-full-house", "faced-by-evens"],
        "steals": [1, 0],
        "mover": 0,
    }
    scene = position(app, default_seats(2, 1, "medium"), zones, facts)
    scene.perform(scene.session.rules.parse_action("discard 9C"))
    settle(app)
    for _ in range(300):
        app.step(DT)
    save(app, path)


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    out = Path(args[0]) if args else Path("docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = App(LaunchOptions(), size=SIZE, fullscreen=False)
    app.ctx.lockstep = True
    app.step(DT)
    declare_shot(app, 3, out / "crazy-jokers-declare.png")
    flush_shot(app, out / "crazy-jokers-flush.png")
    look_shot(app, out / "crazy-jokers-look.png")
    if "--all" in sys.argv:
        for players in (2, 4):
            declare_shot(app, players, out / f"crazy-jokers-declare-{players}.png")
        for players in (2, 3, 4):
            midround_shot(app, players, out / f"crazy-jokers-play-{players}.png")
        answer_shot(app, out / "crazy-jokers-answer.png")
        round_end_shot(app, out / "crazy-jokers-round-end.png")
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
