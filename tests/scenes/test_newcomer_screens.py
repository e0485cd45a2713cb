"""What a newcomer met in a real window at 1024x600, the smallest the program allows.

The options screen in French cut its descriptions short ("Règle 6 : deux dames jouées ensemble
font piocher tous les autres …"), leaving a button's meaning unsaid, and with more options than
the window holds its rows ran under As the variant and Done. Now every row is drawn in full and,
when they do not all fit, they scroll (wheel, Page Down, or the arrows past the last row shown).

The settings panel moved up out of the window at the first click on Text size, its top edge
and border cut off, to leave room for a note that was not there."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game import i18n
from game.scenes.option_choices import description
from game.scenes.options_scene import OptionsScene
from game.scenes.settings_scene import SettingsScene

from .driver import Driver, drivers
from .test_history_screens import home as home  # the fixtures: a history holding a real match
from .test_history_screens import real_game as real_game
from .test_history_screens import to_replay_of_newest
from .test_option_words import every_screen, open_options, read_rows

SMALLEST = (1024, 600)


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.use("en")


def one_spaced(words: str) -> str:
    return re.sub(r"\s+", " ", words).strip()


def wheel(driver: Driver, scene: OptionsScene, notches: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches))
    driver.step()


def bottom_buttons(scene: OptionsScene) -> list[pygame.Rect]:
    return [b.rect for b in scene.buttons if b.value in (("reset", ""), ("done", ""))]


@pytest.mark.parametrize("size", [SMALLEST, (1280, 800)])
@pytest.mark.parametrize("variant_id", every_screen())
def test_every_option_is_read_in_full_above_the_buttons(
    sized_driver: Callable[[tuple[int, int]], Driver],
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    variant_id: str,
    size: tuple[int, int],
) -> None:
    driver = sized_driver(size)
    i18n.use(language)
    scene = open_options(driver, variant_id)
    everyone = scene.choices.rules_class.option_specs
    read: dict[str, str] = {}
    for _turn in range(len(scene.choices.specs) + 1):  # the wheel down, a notch at a time
        for name, drawn in read_rows(scene, monkeypatch).items():
            spec = scene.choices.spec(name)
            words = one_spaced(" ".join(drawn[1:]))
            wanted = one_spaced(description(spec, everyone))
            assert "…" not in words and words.endswith(wanted), f"{variant_id} {name}: {words!r}"
            read[name] = words
        lowest = min(rect.top for rect in bottom_buttons(scene))
        for spec, row in scene.rows:
            assert row.bottom <= lowest, f"{variant_id}: {spec.name}'s row runs under the buttons"
        wheel(driver, scene, -1)
    assert set(read) == {spec.name for spec in scene.choices.specs}, "an option never shown"


def focus_visits(driver: Driver, scene: OptionsScene, key: int) -> list[tuple[object, set[str]]]:
    """Each value focused as ``key`` is pressed again and again, with the rows then shown."""
    seen = []
    for _press in range(len(scene.order) + 3 * len(scene.choices.specs)):
        driver.key(key)
        seen.append((scene.focused, {spec.name for spec, _ in scene.rows}))
    return seen


@pytest.mark.parametrize("variant_id", ["q2j", "q2j-challenge"])
def test_the_keys_reach_every_option_when_the_rows_scroll(
    sized_driver: Callable[[tuple[int, int]], Driver], variant_id: str
) -> None:
    """In French the Q Squared Joe options do not fit 1024x600: the arrows still reach each
    option that applies, going down and coming back up, and each one focused is on the screen."""
    driver = sized_driver(SMALLEST)
    i18n.use("fr")
    try:
        scene = open_options(driver, variant_id)
        applying = {spec.name for spec in scene.choices.specs if scene.choices.applies(spec)}
        for key in (pygame.K_DOWN, pygame.K_UP):
            reached = set()
            for value, shown in focus_visits(driver, scene, key):
                if isinstance(value, tuple) and value[0] in ("set", "step", "entry"):
                    reached.add(value[1])
                    assert value[1] in shown, f"{value} focused off screen"
            assert reached == applying, pygame.key.name(key)
    finally:
        i18n.use("en")


def test_page_down_shows_the_rest_and_says_so(sized_driver: Callable[[tuple[int, int]], Driver]) -> None:
    driver = sized_driver(SMALLEST)
    i18n.use("fr")
    try:
        scene = open_options(driver, "q2j-challenge")
        assert scene.hidden_below, "the window was meant to be too small for every row"
        said: list[str] = []
        real = scene_text(said, scene)
        assert "suite plus bas\u00a0: molette ou Pg suiv." in said, said
        first_shown = scene.rows[0][0].name
        driver.key(pygame.K_PAGEDOWN)
        assert scene.rows[0][0].name != first_shown
        assert scene.rows[-1][0] == scene.choices.specs[-1], "the last option comes into view"
        said.clear()
        real()
        assert "plus haut\u00a0: molette ou Pg préc." in said, said
    finally:
        i18n.use("en")


def scene_text(said: list[str], scene: OptionsScene) -> Callable[[], None]:
    """Draw the scene, noting each string it writes; returns a way to draw it again."""
    from game.scenes import options_scene

    real = options_scene.fitted

    def noting(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(string)
        return real(string, *args, **kwargs)

    def draw() -> None:
        options_scene.fitted = noting  # type: ignore[assignment]
        try:
            scene.draw(pygame.Surface(scene.ctx.size))
        finally:
            options_scene.fitted = real

    draw()
    return draw


def test_text_size_keeps_the_settings_panel_in_the_smallest_window(
    sized_driver: Callable[[tuple[int, int]], Driver],
) -> None:
    driver = sized_driver(SMALLEST)
    driver.click_button("Settings")
    scene = driver.top
    assert isinstance(scene, SettingsScene)
    button = next(b for b in scene.buttons if b.value == "text_size").rect.center
    pygame.mouse.set_pos(button)
    for _click in range(5):
        driver.click(pygame.mouse.get_pos())
        box = scene.box(SMALLEST[0], scene.step(SMALLEST[1]))
        assert pygame.Rect((0, 0), SMALLEST).contains(box), f"the panel at {box} leaves the window"
    assert driver.app.ctx.settings.text_size == 100, "five clicks went round the five sizes"


def test_f1_on_the_options_names_the_page_keys(
    sized_driver: Callable[[tuple[int, int]], Driver], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rows scroll by Page Down: the keys overlay says so, in French too."""
    from game.scenes import keys_help

    driver = sized_driver(SMALLEST)
    i18n.use("fr")
    try:
        open_options(driver, "q2j-challenge")
        said: list[str] = []
        real = keys_help.fitted

        def noting(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            said.append(string)
            return real(string, *args, **kwargs)

        monkeypatch.setattr(keys_help, "fitted", noting)
        driver.key(pygame.K_F1)
        assert driver.app.keys_shown
        assert "Page préc. / Page suiv." in said, said
    finally:
        i18n.use("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_replays_top_line_is_read_whole_in_the_smallest_window(home: Any, language: str) -> None:
    """The replay's line "Round 1 of 3 · move 0 of 40 · Q Squared Joe · deal 11" was cut at
    1024x600 ("… donne nº 2691…") in a small size, with the top of the table empty beside it:
    the room of the table's Undo, Hint and Menu, which a replay does not have."""
    from game.scenes.text import text

    with drivers(SMALLEST) as make:
        driver = make()
        i18n.use(language)
        try:
            replay = to_replay_of_newest(driver)
            frame = replay.frame()
            assert frame is not None
            status = replay._status(frame)
            replay.drawn = []
            replay.draw(pygame.Surface(SMALLEST))
            where, _box = replay.drawn[0]  # the first words drawn are the top line
            whole = text(status, replay.scale(17), bold=True)
            assert where.size == whole.get_size(), f"{status!r} drawn {where.size}, whole {whole.get_size()}"
        finally:
            i18n.use("en")
