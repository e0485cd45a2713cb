"""A variant's description on the setup screen stays inside its box, above the players line; while
a seat's computer level has the focus, the box says what that level does in the game."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from game import i18n
from game.ai import LEVELS
from game.engine import entries, entry
from game.scenes import setup_description
from game.scenes.setup import SetupScene
from game.scenes.setup_description import description_lines
from game.scenes.text import text
from game.variants import load_catalog

from .driver import Driver
from .test_drawn_inside import Recorder

LONG = " ".join(["Declare one of seven contracts before you see your hand, then trade blind."] * 10)


def height(lines: list[tuple[str, int]]) -> int:
    return sum(text(line, size).get_height() + 2 for line, size in lines)


@pytest.mark.parametrize("room", [40, 60, 90, 130])
def test_a_long_description_is_cut_to_its_room(room: int) -> None:
    lines = description_lines(LONG, 380, room)
    assert height(lines) <= room
    assert lines[-1][0].endswith("…")


def test_a_short_description_keeps_the_full_size_and_every_word() -> None:
    lines = description_lines("Two decks, two jokers, melds to 201.", 380, 130)
    assert [size for _, size in lines] == [16]
    assert lines[0][0] == "Two decks, two jokers, melds to 201."


@pytest.mark.parametrize("variant", sorted(load_catalog().variants))
def test_every_variants_description_fits_the_box_of_a_small_window(variant: str) -> None:
    about = load_catalog().get(variant).description or variant
    lines = description_lines(about, 400, 80)
    assert height(lines) <= 80


def test_choosing_a_seats_level_shows_what_that_level_does_in_the_game(
    sized_driver: Callable[[tuple[int, int]], Driver],
) -> None:
    driver = sized_driver((1280, 800))
    scene = SetupScene(driver.app.ctx, "crazy-jokers")
    driver.app.stack.push(scene)
    driver.step()
    variant_words = scene.description_text()
    assert variant_words == scene.variant.description
    while scene.kinds[1] != "expert":
        kind = next(button for button in scene.buttons if button.value == ("kind", 1))
        driver.click(kind.rect.center)
    shown = scene.description_text()
    assert shown == entry("crazy-jokers").bots.describe("expert")
    assert "200 times a move" in shown  # Crazy Jokers' Expert iterations, not another game's
    # The keys move the focus away from the level: the variant's description again.
    driver.key(pygame.K_TAB)
    assert scene.description_text() == variant_words


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("game", [found.name for found in entries()])
def test_every_game_says_what_each_level_does_and_the_words_fit_the_box(
    sized_driver: Callable[[tuple[int, int]], Driver], game: str, size: tuple[int, int]
) -> None:
    driver = sized_driver(size)
    scene = SetupScene(driver.app.ctx, "crazy-jokers")
    driver.app.stack.push(scene)
    driver.step()
    kind = next(button for button in scene.buttons if button.value == ("kind", 1))
    driver.click(kind.rect.center)
    while not scene.focused_level():  # a level has the focus: its words get the whole box
        driver.click(kind.rect.center)
    box, px = scene.description_box(size), scene.scale
    width, room = box.width - px(24), scene.description_room(box)  # as the scene draws it
    bots = entry(game).bots
    for level in LEVELS:
        words = bots.describe(level)
        assert words.startswith(level.capitalize()) and "{" not in words, (level, words)
        lines = description_lines(words, width, room, px)
        assert " ".join(line for line, _ in lines) == words, f"{game} {level}: cut to fit"
    # What Expert does, with its budget: the game's own iterations a move.
    assert f"{bots.expert_iterations:,}" in bots.describe("expert")


# ---------------------------------------------------------------- the whole description, drawn

SIZES = [(1024, 600), (1920, 1080)]


def drawn_description(scene: SetupScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Each line the description box draws, with where it lands: read off the frame."""
    said: dict[int, str] = {}

    def noting(real: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def render(string: str, *args: object, **kwargs: object) -> pygame.Surface:
            image = real(string, *args, **kwargs)
            said[id(image)] = string
            return image

        return render

    for name in ("text", "fitted"):  # its lines, and the players line under them
        monkeypatch.setattr(setup_description, name, noting(getattr(setup_description, name)))
    surface = Recorder(scene.ctx.size)
    scene.draw(surface)
    monkeypatch.undo()
    return [(said[id(image)], rect) for image, rect in surface.images if id(image) in said]


def others(scene: SetupScene) -> dict[str, pygame.Rect]:
    """Everything else on the setup a description could run over."""
    found = {f"button {b.label}": b.rect for b in scene.buttons}
    found.update({f"entry {i}": e.get_relative_rect() for i, e in enumerate(scene.entries)})
    found.update({f"birthday {i}": e.get_relative_rect() for i, e in scene.birthday_entries.items()})
    return found


def assert_whole_and_clear(scene: SetupScene, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    box = scene.description_box(size)
    lines = drawn_description(scene, monkeypatch)
    words = scene.description_text()
    shown = " ".join(line for line, _ in lines)
    assert words in shown, f"{scene.variant.id} at {size}: cut to {shown!r}"
    assert pygame.Rect((0, 0), size).contains(box)
    for line, rect in lines:
        assert box.contains(rect), f"{line!r} leaves its box at {size}"
    for i, (line, rect) in enumerate(lines):
        for later, other in lines[i + 1 :]:
            assert not rect.colliderect(other), f"{line!r} over {later!r} at {size}"
    for name, rect in others(scene).items():
        assert not box.colliderect(rect), f"the description runs over the {name} at {size}"


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The language to read the screen in, chosen once its driver is made (the app, starting,
    takes the settings' own); English again afterwards."""
    yield request.param
    i18n.use("en")


@pytest.mark.parametrize("size", SIZES)
def test_every_variants_description_is_drawn_whole_and_covers_nothing(
    sized_driver: Callable[[tuple[int, int]], Driver],
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    size: tuple[int, int],
) -> None:
    # At 1024x600 the box on the bottom row held one line: Crazy Jokers' ended "blind…".
    driver = sized_driver(size)
    i18n.use(language)
    for variant in sorted(load_catalog().variants):
        assert_whole_and_clear(setup_of(driver, variant), monkeypatch, size)


def setup_of(driver: Driver, variant: str, **options: int) -> SetupScene:
    """The setup screen of ``variant`` alone on the stack, ``options`` chosen, as drawn."""
    scene = SetupScene(driver.app.ctx, variant)
    driver.app.stack.reset(scene)
    for name, value in options.items():
        scene.options.set(name, value)
    driver.step()
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_a_description_lengthened_by_the_options_is_still_whole(
    sized_driver: Callable[[tuple[int, int]], Driver],
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    size: tuple[int, int],
) -> None:
    i18n.use(language)
    scene = setup_of(sized_driver(size), "crazy-jokers", rounds=5)
    assert "5 " in scene.description_text()  # the match's length with the options, said too
    assert_whole_and_clear(scene, monkeypatch, size)
