"""The Options screen as a French newcomer sees it in the smallest window (1024x600): every
game's rows, page after page, read from the buttons as they are drawn.

Seen there: a row whose description takes two lines drew its − / + (and its choice buttons)
taller than a row of one line; and within one row a long choice ("Élimination aux points") was
drawn smaller than the one beside it ("Une seule manche").
"""

from __future__ import annotations

from collections import defaultdict

import pygame
import pytest

from game.scenes import options_scene as options_module
from game.scenes import widgets
from game.scenes.options_scene import OptionsScene
from game.scenes.setup import SetupScene

from .drawn_words import strings_drawn
from .driver import Driver
from .test_setup_options import open_options

SMALLEST = (1024, 600)


def drawn_buttons(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> list[widgets.Button]:
    """The buttons the screen's next frame draws, as drawn (their rect, their label's size)."""
    seen: list[widgets.Button] = []
    real = widgets.Button.draw

    def noting(button: widgets.Button, surface: pygame.Surface) -> None:
        seen.append(widgets.Button(button.label, button.rect.copy(), button.value, size=button.size))
        real(button, surface)

    with monkeypatch.context() as patched:
        patched.setattr(widgets.Button, "draw", noting)
        driver.step()
    return seen


def pages(
    driver: Driver, options: OptionsScene, monkeypatch: pytest.MonkeyPatch
) -> list[list[widgets.Button]]:
    """Every page of the screen's rows, Page Down after Page Down: the option buttons drawn on each
    (a number's entry counted as a button of its own, by the rect it is drawn in)."""
    shown: list[list[widgets.Button]] = []
    for _ in range(10):
        buttons = [b for b in drawn_buttons(driver, monkeypatch) if b.value and b.value[0] in ("set", "step")]
        for name, entry in options.entries.items():
            if any(spec.name == name for spec, _ in options.rows):
                buttons.append(
                    widgets.Button("entry", pygame.Rect(entry.get_relative_rect()), ("entry", name))
                )
        shown.append(buttons)
        if not options.hidden_below:
            return shown
        driver.key(pygame.K_PAGEDOWN)
    raise AssertionError("Page Down never reached the last row")


def test_every_rows_buttons_are_one_height_and_each_rows_labels_one_size(
    small: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    small.click_button("Jouer")
    setup = small.top
    assert isinstance(setup, SetupScene)
    variants = [b.value[1] for b in setup.buttons if isinstance(b.value, tuple) and b.value[0] == "variant"]
    lines_seen: set[int] = set()  # how many lines the rows' descriptions took: the control
    steps_seen = 0
    for variant in variants:
        small.click(next(b for b in setup.buttons if b.value == ("variant", variant)).rect.center)
        options = open_options(small, setup)
        for page in pages(small, options, monkeypatch):
            assert page, f"{variant}: a page with no option drawn"
            heights = {b.rect.height for b in page}
            assert len(heights) == 1, f"{variant}: buttons of heights {sorted(heights)}: {page}"
            steps = {b.rect.size for b in page if b.value[0] == "step"}
            assert len(steps) <= 1, f"{variant}: − / + of sizes {steps}"
            steps_seen += sum(1 for b in page if b.value[0] == "step")
            by_row: dict[str, set[int]] = defaultdict(set)
            for button in page:
                if button.value[0] == "set":
                    by_row[button.value[1]].add(button.size)
            for row, sizes in by_row.items():
                assert len(sizes) == 1, f"{variant}: the row {row}'s labels at sizes {sorted(sizes)}"
            width = options.box(SMALLEST).width * 11 // 20 - options.scale(36)
            for spec, _ in options.rows:
                words = options.row_words(
                    spec, options.choices.rules_class.option_specs, options.scale(13), width
                )
                lines_seen.add(len(words))
        small.key(pygame.K_ESCAPE)
        assert small.top is setup
    assert {1, 2} <= lines_seen, f"rows of one and of two lines were both shown: {lines_seen}"
    assert steps_seen, "a number's − / + was shown"


def test_a_greyed_row_names_an_option_shown_on_the_same_screen(
    small: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A row that does not apply says which option's value stops it ("Sans effet avec Défi :
    Non"): that option has a row of its own on the screen, where the player may change it. On
    Q Squared Joe's screen "Égalité : cinq cartes" said so of Défi, which only Q Squared Joe Défi
    offers: greyed for good, pointing at nothing a newcomer could find."""
    small.click_button("Jouer")
    setup = small.top
    assert isinstance(setup, SetupScene)
    variants = [b.value[1] for b in setup.buttons if isinstance(b.value, tuple) and b.value[0] == "variant"]
    greyed_seen = 0
    for variant in variants:
        small.click(next(b for b in setup.buttons if b.value == ("variant", variant)).rect.center)
        options = open_options(small, setup)
        said: list[str] = []
        for _ in range(10):
            said += strings_drawn(options, monkeypatch, options_module)
            if not options.hidden_below:
                break
            small.key(pygame.K_PAGEDOWN)
        rows = set(said)
        for words in said:
            if words.startswith("Sans effet avec "):
                greyed_seen += 1
                named = words.removeprefix("Sans effet avec ").split("\u00a0:")[0]
                assert named in rows, f"{variant}: {words!r} names no row of the screen"
        small.key(pygame.K_ESCAPE)
        assert small.top is setup
    assert greyed_seen, (
        "the control: some row was greyed (Q Squared pioché, with Jouer la carte piochée: Non)"
    )
