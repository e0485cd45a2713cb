"""An idle table sleeps until input: it does not redraw the same frame 60 times a second."""

from __future__ import annotations

import pygame
import pytest

from game import app as app_module
from game.play.seats import HUMAN
from game.scenes.menu import MenuScene
from game.scenes.table.scene import TableScene

from .both_ways import Way
from .driver import Driver


def waiting_table(driver: Driver) -> TableScene:
    driver.setup_game("q2j", 2, [HUMAN, "easy"])
    table = driver.top
    assert isinstance(table, TableScene)
    assert not table.idle()  # the deal is still being dealt
    for _ in range(3000):
        driver.step()
        if table.accepting_input:
            return table
    raise AssertionError("the player's turn never came")


def test_the_table_is_idle_only_while_nothing_on_it_can_change(way: Way) -> None:
    table = way.open("q2j", 2)
    assert not table.idle()  # the deal is still being dealt
    way.ready()
    assert table.idle()
    table.show_toast("a message that fades")
    assert not table.idle()
    for _ in range(600):
        way.step()
        if not table.toast.words:
            break
    assert table.idle()
    table.turns.ask_hint()  # a worker thinks: its answer must be drawn when it comes
    assert not table.idle()
    for _ in range(600):
        way.step()
        if table.hints.hinted is not None:
            break
    assert table.hints.hinted is not None
    # The hint's words count down like any message; once gone, the table rests again.
    for _ in range(2000):
        way.step()
        if table.idle():
            break
    assert table.idle()


def _recorded_waits(
    monkeypatch: pytest.MonkeyPatch, answer: pygame.event.Event, meanwhile: pygame.event.Event | None = None
) -> list[int]:
    """``pygame.event.wait`` answering ``answer``, ``meanwhile`` having come in behind it."""
    waits: list[int] = []

    def wait(timeout: int) -> pygame.event.Event:
        waits.append(timeout)
        if meanwhile is not None:
            pygame.event.post(meanwhile)
        return answer

    monkeypatch.setattr(app_module.pygame.event, "wait", wait)
    return waits


def test_the_loop_waits_for_input_at_an_idle_table_and_keeps_what_woke_it(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    waiting_table(driver)
    pygame.event.clear()
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5))
    release = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5))
    waits = _recorded_waits(monkeypatch, click, meanwhile=release)
    driver.app.sleep_while_idle()
    assert waits == [app_module.IDLE_WAIT_MS]
    # The button's release came in while the press woke the loop: the next frame handles the
    # press first (posted back, the press would have gone behind its own release).
    seen: list[int] = []
    table = driver.top
    assert isinstance(table, TableScene)
    original = table.handle_event
    monkeypatch.setattr(table, "handle_event", lambda event: seen.append(event.type) or original(event))
    driver.app.step(1 / 60)
    assert seen[:2] == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
    # Input already waiting: no sleep at all.
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    driver.app.sleep_while_idle()
    assert waits == [app_module.IDLE_WAIT_MS]


def test_the_loop_never_waits_on_a_scene_that_does_not_say_it_is_idle(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert isinstance(driver.top, MenuScene)
    pygame.event.clear()
    waits = _recorded_waits(monkeypatch, pygame.event.Event(pygame.NOEVENT))
    driver.app.sleep_while_idle()
    assert waits == []
