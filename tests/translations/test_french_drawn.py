"""Every screen drawn in French, at 1024×600 and 1920×1080, read as a French reader reads it:
no English word, no ``{field}`` left unfilled, no line beginning with punctuation, French
typography, and no words cut by their box (tests/translations/french_drawn.py says how the
words are caught as they are drawn and how they are judged).

The tour is tests/scenes/test_contrast.py's (the menu, the set-ups, rules, settings, players,
history, statistics, replay, host, lobby and join; the five tables mid-deal and played on,
their keys, the pause and the curtain; Crazy Jokers' declaration and round end, Quatorze's
melds, the score sheets), with the Options of every game and the profile errors added.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game import i18n
from game.history.profiles import PALETTE
from game.scenes.curtain import CurtainScene
from game.scenes.keys_help import draw_keys
from game.scenes.option_choices import OptionChoices
from game.scenes.options_scene import OptionsScene
from game.scenes.pause import PauseScene
from game.scenes.scene import Push
from game.scenes.table.scene import TableScene
from tests.every_game import base_variants
from tests.scenes.test_contrast import (
    GAMES,
    SEATED,
    Screens,
    menus_and_panels,
    moments,
    quiet_network,  # noqa: F401 (a fixture the tour's host and join screens need)
    scoreboards,
    table,
)

from .french_drawn import button_spills, judged, noting, problems

SIZES = [(1024, 600), (1920, 1080)]
# The names the tour gives players (the demo history's, the test's seats, one per colour).
TOUR_NAMES = ("Ada", "Basil", "Bot 1", *SEATED, *(f"{colour.title()} player" for colour in PALETTE))


class FrenchScreens(Screens):
    """The tour's app in French; each frame's words judged as it is drawn."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.app.ctx.settings.language = "fr"  # as the Settings choose it
        assert i18n.use("fr") == "fr", "no French catalog (python tools/translations.py compile)"
        self.app.ctx.relayout()
        self.found: dict[str, list[str]] = {}
        self.lines = 0

    def measure(self, name: str, keys: bool = False) -> None:
        surface = pygame.Surface(self.size)
        self.app.stack.draw(surface)
        if keys:
            top = self.app.stack.scenes[-1]
            draw_keys(surface, i18n._("Keys"), top.key_help())
        assert surface.noted, f"{name}: no words drawn"
        self.lines += len(surface.noted)
        found = judged(surface.noted, TOUR_NAMES) + button_spills(self.app.stack.scenes)
        if found:
            self.found[f"{name} {self.size[0]}x{self.size[1]}"] = found


@pytest.fixture
def french(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., FrenchScreens]]:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    made: list[FrenchScreens] = []
    with noting():

        def make(size: tuple[int, int]) -> FrenchScreens:
            made.append(FrenchScreens(size))
            return made[-1]

        yield make
        for one in made:
            one.driver.close()
    i18n.use("en")


def french_tables(s: Screens) -> None:
    """The five tables mid-deal (keys, pause, curtain), then played on to the person's next turn."""
    for variant, players in GAMES:
        scene = table(s, variant, players)
        s.measure(f"{variant} table")
        s.measure(f"{variant} table keys", keys=True)
        s.push(PauseScene(s.app.ctx, scene))
        s.measure(f"{variant} paused")
        s.app.stack.pop()
        s.push(CurtainScene(s.app.ctx, "Ada", table=scene))
        s.measure(f"{variant} curtain")
        s.app.stack.pop()
        moved_on(s, scene, variant)
        s.back_to_menu()


def moved_on(s: Screens, scene: TableScene, variant: str, frames: int = 60) -> None:
    """The person's move, then the others' turns as they are drawn, every tenth frame read."""
    scene.turns.perform(scene.session.legal()[0])
    for frame in range(frames):
        s.driver.step()
        if frame % 10 == 0:
            s.measure(f"{variant} played, frame {frame}")
        if scene.accepting_input and frame > 8:
            break


def every_options(s: Screens) -> None:
    """Every game's Options (its own variant's), and Elimination's (a match of rounds)."""
    for variant_id in (*base_variants(), "q2j-elimination"):
        s.push(OptionsScene(s.app.ctx, OptionChoices(s.app.ctx.catalog.get(variant_id))))
        s.measure(f"{variant_id} options")
        s.back_to_menu()


def profile_errors(s: Screens) -> None:
    """The players screen refusing a name (empty, too long, taken) and a birthday that is no
    day, then making a player."""
    profiles: Any = s.push(Push("profiles"))
    s.wait(lambda: profiles.loaded and not profiles.busy)
    for name, birthday in (
        ("", ""),
        ("A" * 30, ""),
        ("Ada", ""),
        ("Zoé", "2001-02-30"),
        ("Zoé", "2001-02-03"),
    ):
        profiles._new_form()
        profiles.name_entry.set_text(name)
        profiles.birthday_entry.set_text(birthday)
        profiles.save()
        s.wait(lambda: not profiles.busy)
        s.driver.step(3)
        s.measure(f"players, adding {name!r} {birthday!r}")
    s.back_to_menu()


def quitting(s: Screens) -> None:
    """The menu asking to press Esc again to quit (its last button says so, longer in French)."""
    menu: Any = s.app.stack.top
    menu.confirm_quit = True
    menu.resized(s.size)
    s.measure("menu, quitting")
    menu.confirm_quit = False
    menu.resized(s.size)


def report(s: FrenchScreens) -> str:
    lines = [f"{name}: {problem}" for name, found in s.found.items() for problem in found]
    return f"{len(lines)} problems in French:\n" + "\n".join(lines)


def test_the_judge_reads_as_a_french_reader() -> None:
    """The judge itself, on the issue's words: each is caught, and the French it asks for passes."""
    with noting():
        caught = {
            "Rounds": "English",
            "Gagnant : Basil (medium)": "English",
            "Prendre J♣ (T)": "court letter",
            "il faut 3, 3, 3, J, J": "court letter",
            "Ada: 0": "space",
            "à attaquer; une carte": "space",
            ": Échap à nouveau": "punctuation",
            "Réflexion de {name}…": "unfilled",
            "C'est parti": "apostrophe",
            "Chargement...": "three dots",
            "Chloe: pick 7": "English",
        }
        for line, what in caught.items():
            assert any(what in problem for problem in problems(line, ("Basil", "Chloe"))), line
        for line in (
            "Gagnant\u202f: Basil (moyen)",
            "Prendre le V♣ (T)",
            "Big Flush\u202f: 5 parties, 2 gagnées\u202f; Moyen en a gagné 2",
            "C’est parti",
            "Quitter\u202f? Échap à nouveau",
            "Q Squared Joe — Élimination",
        ):
            assert problems(line, ("Basil",)) == [], line


@pytest.mark.usefixtures("quiet_network")
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_screen_reads_in_french(french: Callable[..., FrenchScreens], size: tuple[int, int]) -> None:
    s = french(size)
    menus_and_panels(s)
    quitting(s)
    every_options(s)
    profile_errors(s)
    scoreboards(s)
    french_tables(s)
    moments(s)
    assert s.lines > 1000  # the tour drew the screens, not a blank window
    assert not s.found, report(s)
