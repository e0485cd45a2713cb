"""What a newcomer met on the setup in a real window (1024x600 and 1280x800, English and French):
the empty deal number showed "random" ("au hasard") and Crazy Jokers' empty birthday showed
"YYYY-MM-DD" ("AAAA-MM-JJ") in the very colour of a typed value, so both read as filled in; the
newcomer pressed Start and was asked for a birthday they thought was given. The join form's
"for example 192.168.1.20:47474" looked typed the same way. Now an empty entry's hint is drawn
clearly dimmer than typed words, and what is typed is bright from its first letter."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game import i18n
from game.net.browsing import TableBrowser
from game.scenes import join_scene
from game.scenes.join_scene import JoinScene
from game.scenes.setup import SetupScene

from .driver import Driver

SIZES = [(1024, 600), (1280, 800)]


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.use("en")


def crazy_jokers_setup(driver: Driver, language: str) -> SetupScene:
    i18n.use(language)  # after the window opened, as the Settings screen changes it
    scene = SetupScene(driver.app.ctx, "crazy-jokers")
    driver.app.stack.push(scene)
    driver.step()
    scene.seed_entry.set_text("")  # as a start without --seed leaves it (the driver gives one)
    driver.step()
    return scene


def frame(driver: Driver) -> pygame.Surface:
    surface = pygame.Surface(driver.app.ctx.size)
    driver.app.stack.draw(surface)
    return surface


def brightest_ink(surface: pygame.Surface, entry: Any) -> int:
    """The brightest pixel of the words inside ``entry`` (its frame left out), as R+G+B."""
    inside = entry.get_relative_rect().inflate(-16, -12)
    return max(
        sum(tuple(surface.get_at((x, y)))[:3])
        for x in range(inside.left, inside.right)
        for y in range(inside.top, inside.bottom)
    )


def ink_right(surface: pygame.Surface, entry: Any) -> int:
    """How far right the words inside ``entry`` reach (the left edge when there are none)."""
    inside = entry.get_relative_rect().inflate(-16, -12)
    field = sum(tuple(surface.get_at(inside.topleft))[:3])
    inked = [
        x
        for x in range(inside.left, inside.right)
        for y in range(inside.top, inside.bottom)
        if sum(tuple(surface.get_at((x, y)))[:3]) > field + 150
    ]
    return max(inked, default=inside.left)


def hints_shown(scene: SetupScene) -> list[str]:
    """The hints the entries show now: pygame-gui draws an empty entry's placeholder."""
    entries = [scene.seed_entry, *scene.entries, *scene.birthday_entries.values()]
    return [e.placeholder_text for e in entries if e.placeholder_text and not e.get_text()]


@pytest.mark.parametrize("size", SIZES)
def test_an_empty_entrys_hint_is_not_read_as_a_typed_value(
    sized_driver: Callable[[tuple[int, int]], Driver],
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    size: tuple[int, int],
) -> None:
    driver = sized_driver(size)
    scene = crazy_jokers_setup(driver, language)
    seed, birthday = scene.seed_entry, scene.birthday_entries[0]
    assert seed.get_text() == "" and birthday.get_text() == ""
    field = sum(tuple(frame(driver).get_at(seed.get_relative_rect().inflate(-16, -12).topleft))[:3])
    # The hints are said, in the player's language.
    said = hints_shown(scene)
    assert said == [i18n._("random"), i18n._("YYYY-MM-DD")]
    assert ("au hasard" in said) == (language == "fr")
    shown = frame(driver)
    hint_ink = {"seed": brightest_ink(shown, seed), "birthday": brightest_ink(shown, birthday)}
    # The same entries with a value typed, as the player types it.
    seed.set_text("4242")
    birthday.set_text("1990-05-04")
    driver.step()
    typed = frame(driver)
    typed_ink = {"seed": brightest_ink(typed, seed), "birthday": brightest_ink(typed, birthday)}
    for name in ("seed", "birthday"):
        # Seen on the field, yet far dimmer than a value: not taken for one.
        assert hint_ink[name] > field + 150, f"the {name} hint is not seen ({hint_ink[name]} on {field})"
        assert hint_ink[name] < typed_ink[name] - 150, (
            f"the {name} hint ({hint_ink[name]}) is as bright as a typed value ({typed_ink[name]})"
        )
    # Emptied again, the hints come back as dim as before.
    seed.set_text("")
    birthday.set_text("")
    driver.step()
    again = frame(driver)
    assert [brightest_ink(again, seed), brightest_ink(again, birthday)] == list(hint_ink.values())


def test_what_is_typed_into_an_entry_is_typed_bright_from_the_first_letter(
    sized_driver: Callable[[tuple[int, int]], Driver],
) -> None:
    driver = sized_driver((1024, 600))
    scene = crazy_jokers_setup(driver, "en")
    seed, birthday = scene.seed_entry, scene.birthday_entries[0]
    seed.set_text("4242")
    driver.step()
    typed = brightest_ink(frame(driver), seed)
    driver.click(birthday.get_relative_rect().center)  # the cursor in it: the hint goes
    assert birthday.is_focused
    for letter in "19":  # typed as the window sends it (pygame-gui reads text input)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        driver.step()
    assert birthday.get_text() == "19"
    shown = frame(driver)
    assert brightest_ink(shown, birthday) == typed
    # Only "19" (and the cursor after it) is drawn there: nothing of the hint is left beside it.
    seed.set_text("19")
    driver.step()
    start = {id(e): e.get_relative_rect().x for e in (seed, birthday)}
    drawn = ink_right(shown, birthday) - start[id(birthday)]
    assert drawn <= ink_right(frame(driver), seed) - start[id(seed)] + 4, "the hint is still drawn"


def test_the_join_forms_examples_are_not_read_as_typed(
    sized_driver: Callable[[tuple[int, int]], Driver], monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    async def nobody(seconds: float) -> list[Any]:  # no table around, as on the newcomer's network
        return []

    monkeypatch.setattr(join_scene, "TableBrowser", lambda: TableBrowser(nobody))
    driver = sized_driver((1024, 600))
    driver.click_button("Play across the room")
    scene = driver.top
    assert isinstance(scene, JoinScene)
    i18n.use(language)  # as the Settings screen does: every screen laid out again
    scene.resized(driver.app.ctx.size)
    driver.step()
    address, code = scene.entries["address"], scene.entries["code"]
    assert address.placeholder_text.startswith(i18n._("for example {example}").split("{")[0])
    shown = frame(driver)
    field = sum(tuple(shown.get_at(address.get_relative_rect().inflate(-16, -12).topleft))[:3])
    hints = [brightest_ink(shown, address), brightest_ink(shown, code)]
    address.set_text("192.168.1.20:47474")
    code.set_text("K7MP9Q")
    driver.step()
    typed = frame(driver)
    for hint, value in zip(hints, [brightest_ink(typed, address), brightest_ink(typed, code)], strict=True):
        assert field + 150 < hint < value - 150, f"a hint ({hint}) looks like a typed value ({value})"
