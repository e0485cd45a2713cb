"""Every word a player reads, on every screen, at WCAG AA contrast against what is drawn under
it (4.5:1, or 3:1 for large words), at the smallest window and at 1920x1080.

The words are measured as they land (tests/scenes/contrast.py): nothing here lists colours.
Exempt, as WCAG exempts them: the labels of disabled buttons. The cards' printed indices are
drawn by the card art, not as words, and are not measured here.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import i18n
from game.engine import Card, make_rules
from game.engine.zones import by_zone
from game.history.database import connect
from game.history.profiles import PALETTE, create_profile
from game.launch import LaunchOptions
from game.net import host as net_host
from game.net.browsing import TableBrowser
from game.net.discovery import Listed
from game.net.host import SeatPlan
from game.net.protocol import VERSION
from game.play.seats import HUMAN, SeatConfig
from game.play.session import Session
from game.scenes import host_lobby, join_scene
from game.scenes.curtain import CurtainScene
from game.scenes.keys_help import draw_keys
from game.scenes.option_choices import OptionChoices
from game.scenes.options_scene import OptionsScene
from game.scenes.pause import PauseScene
from game.scenes.rules_scene import RulesScene
from game.scenes.scene import Push, Scene
from game.scenes.setup import SetupScene
from game.scenes.table.games.crazy_jokers.panel import ContractButton
from game.scenes.table.scene import TableScene
from game.scenes.widgets import Button
from tests.every_game import base_variants, seats_for
from tools.history_demo import write_demo_history
from tools.quatorze_positions import session_with_melds

from .contrast import Measured, entry_words, measuring, ratio
from .driver import Driver
from .test_score_sheet import _board

SIZES = [(1024, 600), (1920, 1080)]
GAMES = [(variant_id, seats_for(variant_id, 6)) for variant_id in base_variants()]
SEATED = ["Player 1", "Ada", "Basil", "Chloe", "Dmitri", "Eun"]


# ------------------------------------------------------------------------- the measuring itself
def test_the_contrast_ratio_is_wcags() -> None:
    # The figures WCAG's own understanding documents give.
    assert ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert ratio((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    assert ratio((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)  # #767676
    assert ratio((255, 0, 0), (255, 255, 255)) == pytest.approx(4.0, abs=0.01)


def test_grey_words_on_the_felt_are_caught() -> None:
    """The measuring sees a failing text, where it was drawn and what it was drawn on."""
    from game.scenes.text import text

    with measuring():
        surface = pygame.Surface((200, 60))
        surface.fill((38, 120, 72))  # the felt's light centre
        surface.blit(text("faint", 16, (150, 150, 140)), (10, 10))
        surface.blit(text("clear", 16, (250, 250, 240)), (10, 30))
        surface.blit(text("big", 30, (210, 210, 200)), (100, 10))
        found = {m.words.string: m for m in surface.measured}  # type: ignore[attr-defined]
    assert set(found) == {"faint", "clear", "big"}
    assert not found["faint"].passes and found["faint"].background == (38, 120, 72)
    assert found["clear"].passes
    assert found["big"].words.large and found["big"].passes  # 3:1 is enough at 30 px
    assert found["big"].contrast < 4.5  # though not for smaller words


# ------------------------------------------------------------------------------ the screens
def disabled(scenes: list[Scene]) -> list[pygame.Rect]:
    """Where the disabled buttons of the scenes drawn are: their labels are exempt."""
    found = []
    for scene in scenes:
        for attr in ("buttons", "tool_buttons", "sort_buttons"):
            made = getattr(scene, attr, [])
            for button in made() if callable(made) else made:
                if isinstance(button, Button) and not button.enabled:
                    found.append(button.rect)
    return found


class Screens:
    """One app, its screens drawn in turn; every word of every frame measured."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.driver = Driver(LaunchOptions(seed=7), size=size)
        self.app = self.driver.app
        self.app.ctx.settings.animation_speed = 1.0  # the moves as a player sees them, not sped up
        self.app.ctx.speed_boost = 1.0
        self.measured: dict[str, list[Measured]] = {}

    def measure(self, name: str, keys: bool = False) -> None:
        """The frame the app shows now (with F1's keys over it, if ``keys``), measured."""
        from .contrast import MeasuringSurface

        surface = MeasuringSurface(self.size)
        self.app.stack.draw(surface)
        top = self.app.stack.scenes[-1]
        if keys:
            draw_keys(surface, i18n._("Keys"), top.key_help())
        else:  # the text entries' words, drawn by pygame-gui
            surface.measured.extend(entry_words(top, self.app.stack.draw, self.size, surface))
        exempt = disabled(self.app.stack.scenes)
        words = [m for m in surface.measured if not any(box.contains(m.rect) for box in exempt)]
        assert words, f"{name}: no words measured"
        assert not any(m.see_through for m in words), f"{name}: words landed on a see-through surface"
        self.measured[f"{name} {self.size[0]}x{self.size[1]}"] = words

    def push(self, scene: Scene | Push, frames: int = 2) -> Scene:
        if isinstance(scene, Push):
            self.app.stack.apply(scene)
        else:
            self.app.stack.push(scene)
        self.driver.step(frames)
        top = self.app.stack.top
        assert top is not None
        return top

    def back_to_menu(self) -> None:
        self.app.stack.pop(len(self.app.stack) - 1)
        self.driver.step()

    def wait(self, check: Callable[[], Any], seconds: float = 10.0) -> None:
        """Frames until ``check`` holds (the history and the network answer on threads), a pause
        of 10 ms between each: bounded by the frames (``seconds``' worth on an idle machine),
        never by the clock, which a busy machine runs down before the threads have answered."""
        frames = int(seconds * 100)
        for _ in range(frames):
            if check():
                return
            self.driver.step()
            time.sleep(0.01)
        raise AssertionError(f"not within {frames} frames: {check}")


@pytest.fixture
def quiet_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any free port for the host; two tables heard on the LAN; one join code for every table
    (a random code could spell an English word, "F3UP7A", that the French tour would flag)."""
    heard = [
        Listed("Q2J table on ada-laptop", "192.168.1.20", 47474, "q2j", "q2j", 1, 3, VERSION),
        Listed("Q2J table on kitchen-pc", "192.168.1.31", 47474, "quatorze", "quatorze", 0, 4, VERSION),
    ]

    async def look(seconds: float) -> list[Listed]:
        await asyncio.sleep(0.01)
        return heard

    monkeypatch.setattr(host_lobby, "PORT", 0)
    monkeypatch.setattr(join_scene, "TableBrowser", lambda: TableBrowser(look))
    monkeypatch.setattr(net_host, "new_code", lambda: "K7M49Q")


@pytest.fixture
def screens(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch, quiet_network: None
) -> Iterator[Callable[..., Screens]]:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    made: list[Screens] = []
    with measuring():

        def make(size: tuple[int, int]) -> Screens:
            made.append(Screens(size))
            return made[-1]

        yield make
        for one in made:
            one.driver.close()


def menus_and_panels(s: Screens) -> None:
    """Every screen outside the table."""
    s.measure("menu")
    s.measure("menu keys", keys=True)
    for variant, _players in GAMES:
        s.push(Push("setup", variant_id=variant))
        s.measure(f"setup {variant}")
        s.back_to_menu()
        rules = s.push(RulesScene(s.app.ctx, variant))
        assert isinstance(rules, RulesScene)
        s.measure(f"rules {variant}")
        for part in (2, 1):  # half way down (the card pictures), and the end
            rules.scroll = rules.scroll_limit() // part
            s.measure(f"rules {variant}, scrolled 1/{part}")
        s.back_to_menu()
    s.push(Push("settings"))
    s.measure("settings")
    s.measure("settings keys", keys=True)
    s.back_to_menu()
    path = s.app.ctx.history.path
    assert path is not None
    s.app.ctx.history.flush()
    match = write_demo_history(path)
    coloured = colour_profiles(path)
    setup_with_profiles(s, coloured)
    profiles = s.push(Push("profiles"))
    s.wait(lambda: getattr(profiles, "profiles", None))
    s.measure("players")
    s.back_to_menu()
    history = s.push(Push("history"))
    s.wait(lambda: not getattr(history, "loading", False), 10)
    s.driver.step(10)
    s.measure("history")
    s.back_to_menu()
    s.push(Push("statistics"))
    s.driver.step(10)
    s.measure("statistics")
    s.back_to_menu()
    s.push(Push("replay", game_id=match))
    s.driver.step(10)
    s.measure("replay")
    s.back_to_menu()
    plans = [SeatPlan("Player 1", "remote"), SeatPlan("Player 2", "remote"), SeatPlan("Chloe", "medium")]
    lobby = s.push(Push("host_lobby", variant=s.app.ctx.catalog.get("q2j"), plans=plans, seed=5))
    s.wait(lambda: lobby.state.port or lobby.state.error)  # type: ignore[attr-defined]
    s.measure("host lobby")
    s.back_to_menu()
    join = s.push(Push("join"))
    s.wait(lambda: join.shown_tables)  # type: ignore[attr-defined]
    s.measure("join")
    s.back_to_menu()


def colour_profiles(path: Path) -> list[str]:
    """A player of each colour a profile can have, added to the history."""
    db = connect(path, check=False)
    try:
        with db:
            return [create_profile(db, f"{colour.title()} player", colour).name for colour in PALETTE]
    finally:
        db.close()


def setup_with_profiles(s: Screens, names: list[str]) -> None:
    """The setup with the players seated, six at a time: each seat's number on their colour."""
    setup = s.push(Push("setup", variant_id="crazy-jokers"))
    assert isinstance(setup, SetupScene)
    s.wait(lambda: len(setup.profiles) >= len(names))
    ids = {profile.name: profile.id for profile in setup.profiles}
    seats = 4
    for first in range(0, len(names), seats):
        setup.players = seats
        setup.kinds[:seats] = [HUMAN] * seats
        for seat, name in enumerate(names[first : first + seats]):
            setup._picked(seat, "profile", ids[name])
        s.driver.step()
        s.measure(f"setup, players {first + 1}-{first + seats}")
    s.back_to_menu()


def table(s: Screens, variant_id: str, players: int) -> TableScene:
    """A table mid-deal, a person to move, the keyboard's focus and the legal moves showing."""
    variant = s.app.ctx.catalog.get(variant_id)
    seats = [SeatConfig(SEATED[0])] + [SeatConfig(name, "random") for name in SEATED[1:players]]
    scene = s.driver.open_game(Session(variant, make_rules(variant), seats, 3))  # a private table
    s.driver.step(2)
    for _ in range(4000):
        s.driver.step()
        if scene.accepting_input and len(scene.session.legal()) > 1:
            break
        if scene.accepting_input:  # a single move (a draw, a flip): made, to get into the deal
            scene.turns.perform(scene.session.legal()[0])
    assert scene.accepting_input
    s.app.ctx.keyboard = True
    scene.input.focus_on(scene.input.focus_options()[0])
    s.driver.step()
    return scene


def tables(s: Screens) -> None:
    for variant, players in GAMES:
        scene = table(s, variant, players)
        s.measure(f"{variant} table")
        scene.show_toast("Not allowed: rule 3 — a card must match the suit or rank of the discard")
        s.measure(f"{variant} table, a refusal")
        scene.show_toast("Hint: play the queen of spades", "hint")
        s.measure(f"{variant} table, a hint")
        s.measure(f"{variant} table keys", keys=True)
        s.push(PauseScene(s.app.ctx, scene))
        s.measure(f"{variant} paused")
        s.app.stack.pop()
        s.push(CurtainScene(s.app.ctx, "Ada", "Basil offers you a blind trade.", table=scene))
        s.measure(f"{variant} curtain")
        s.app.stack.pop()
        played(s, scene, variant)
        s.back_to_menu()


def played(s: Screens, scene: TableScene, variant: str, frames: int = 240) -> None:
    """The person's move, then the others' turns as they are drawn (cards in flight, banners,
    a computer thinking), every fourth frame measured, until the person's turn comes again."""
    s.app.stack.pop(len(s.app.stack) - 1 - s.app.stack.scenes.index(scene))  # the toast's table
    scene.toast.clear()
    scene.turns.perform(scene.session.legal()[0])
    for frame in range(frames):
        s.driver.step()
        if frame % 4 == 0:
            s.measure(f"{variant} played, frame {frame}")
        if scene.accepting_input and frame > 8:
            break


def moments(s: Screens) -> None:
    """The tables' own panels and notes: Crazy Jokers' declaration and a round's end, Quatorze's
    melds with their points, and each game's options."""
    # Declaring in a later round: last round's contract is refused (greyed, with the rule's
    # words), and the pointer rests on another.
    hands = {"hand:0": "7S KH 7H X 9C KS KD", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
    last = {"phase": "declare", "last": ["big-flush", "odd-man-out"]}
    scene = at_position(s, "crazy-jokers", hands, last)
    contracts = [b for b in scene.buttons if isinstance(b, ContractButton)]
    assert any(b.refused for b in contracts), "no contract is refused"
    next(b for b in contracts if not b.refused).hover = True
    s.measure("crazy-jokers declaring")
    s.back_to_menu()
    zones = {"hand:0": "7S KH 7H X 9C KS KD 7C", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
    facts = {
        "phase": "discard",
        "contracts": ["full-full-house", "faced-by-evens"],
        "steals": [1, 0],
        "mover": 0,
    }
    scene = at_position(s, "crazy-jokers", zones, facts)
    scene.turns.perform(scene.session.rules.parse_action("discard 9C"))
    s.wait(lambda: scene.continue_shown)
    s.driver.step(30)
    s.measure("crazy-jokers round end")
    s.back_to_menu()
    variant = s.app.ctx.catalog.get("quatorze")
    session = session_with_melds(
        variant, [SeatConfig(n, "medium" if n != SEATED[0] else HUMAN) for n in SEATED[:4]], 6
    )
    s.driver.open_game(session, resumed=True)  # through a private table made from it
    s.driver.step(30)
    s.measure("quatorze melds down")
    s.back_to_menu()
    for variant_id in ("quatorze", "crazy-jokers", "q2j"):
        s.push(OptionsScene(s.app.ctx, OptionChoices(s.app.ctx.catalog.get(variant_id))))
        s.measure(f"{variant_id} options")
        s.back_to_menu()


def at_position(s: Screens, variant_id: str, zones: dict[str, str], facts: dict[str, object]) -> TableScene:
    variant = s.app.ctx.catalog.get(variant_id)
    rules = make_rules(variant)
    seats = [SeatConfig(SEATED[0]), SeatConfig(SEATED[1], "medium")]
    session = Session(variant, rules, seats, 1)
    cards = {zone: [Card.parse(c) for c in words.split()] for zone, words in zones.items()}
    state = rules.setup(len(seats), 1, by_zone(cards), facts=facts)
    rules.prepare(state)
    session.state = session.match.state = state
    scene = s.driver.open_game(session, resumed=True)  # as a game standing here is: a private table
    s.driver.step(10)
    return scene


def plates(s: Screens) -> None:
    """Every colour a player's profile can give a seat's plate, the names on it."""
    table(s, "q2j", 6)
    colours = list(PALETTE.values())
    for first in range(0, len(colours), len(SEATED)):
        s.app.ctx.plate_colours = {
            name.casefold(): colour for name, colour in zip(SEATED, colours[first:], strict=False)
        }
        s.measure(f"plates {first // len(SEATED) + 1}")
    s.app.ctx.plate_colours = {}
    s.back_to_menu()


def scoreboards(s: Screens) -> None:
    """Each scored and ranked game's sheet after its third round, opened at its private table."""
    for variant, players in (("quatorze", 6), ("crazy-jokers", 4), ("q2j", 6)):
        board = _board(s.driver, variant, players, 3, 3)
        assert s.app.stack.top is board
        s.measure(f"{variant} scores")
        s.back_to_menu()


def failures(s: Screens) -> list[str]:
    return [f"{name}: {m}" for name, found in s.measured.items() for m in found if not m.passes]


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_screens_words_reach_wcag_aa(screens: Callable[..., Screens], size: tuple[int, int]) -> None:
    s = screens(size)
    menus_and_panels(s)
    scoreboards(s)
    bad = failures(s)
    assert not bad, f"{len(bad)} words below WCAG AA:\n" + "\n".join(bad)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_tables_words_reach_wcag_aa(screens: Callable[..., Screens], size: tuple[int, int]) -> None:
    s = screens(size)
    tables(s)
    plates(s)
    moments(s)
    # The words drawn off screen first (the move log's panel) and over the table (F1's keys)
    # are measured where they show.
    said = {name: {m.words.string for m in found} for name, found in s.measured.items()}
    at = f"{size[0]}x{size[1]}"
    assert all(i18n._("Moves") in said[f"{variant} table {at}"] for variant, _ in GAMES)
    assert all(i18n._("Keys") in said[f"{variant} table keys {at}"] for variant, _ in GAMES)
    bad = failures(s)
    assert not bad, f"{len(bad)} words below WCAG AA:\n" + "\n".join(bad)
