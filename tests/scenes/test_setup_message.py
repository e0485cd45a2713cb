"""The setup screen's refusal ("Player 1's birthday, please") lies clear of the variant's
description and of every button and entry (the newcomer's review saw it run over the
description's frame at 1280×800)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.app import MIN_SIZE
from game.scenes.setup import SetupScene

from .driver import Driver


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 800)])
def test_the_birthday_refusal_covers_nothing(
    sized_driver: Callable[[tuple[int, int]], Driver], size: tuple[int, int], players: int
) -> None:
    driver = sized_driver(size)
    scene = SetupScene(driver.app.ctx, "crazy-jokers")
    driver.app.stack.push(scene)
    driver.step()
    while scene.players < players:
        plus = next(b for b in scene.buttons if b.value == ("players", 1))
        driver.click(plus.rect.center)
    start = next(b for b in scene.buttons if b.value == ("start", 0))
    driver.click(start.rect.center)
    assert "birthday, please" in scene.error
    lines = scene.error_lines(size)
    assert " ".join(line for line, _ in lines) == scene.error
    others = {"description": scene.description_box(size)}
    others.update({f"button {b.label}": b.rect for b in scene.buttons})
    others.update({f"entry {i}": e.get_relative_rect() for i, e in enumerate(scene.entries)})
    others.update({f"birthday {i}": e.get_relative_rect() for i, e in scene.birthday_entries.items()})
    for line, rect in lines:
        assert pygame.Rect((0, 0), size).contains(rect), line
        for name, other in others.items():
            assert not rect.colliderect(other), f"{line!r} runs over the {name} at {size}"


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 720), (1280, 800), (1920, 1080), (2560, 1440)])
def test_the_description_covers_no_button_and_stays_on_the_window(
    sized_driver: Callable[[tuple[int, int]], Driver], size: tuple[int, int]
) -> None:
    # At 1024x600 the sixteen variants left the description no room and it hid the Back button.
    driver = sized_driver(size)
    scene = SetupScene(driver.app.ctx, "crazy-jokers")
    driver.app.stack.push(scene)
    driver.step()
    box = scene.description_box(size)
    assert pygame.Rect((0, 0), size).contains(box)
    assert box.height >= scene.scale(60) and box.width >= scene.scale(300), box
    for button in scene.buttons:
        assert not box.colliderect(button.rect), f"the description covers {button.label} at {size}"
