"""The host's own seat at its round's end (played in windows, issue 43): the person at the host's
window is told what happens in their own words, never a joiner's "the host has dealt" or "the
others play on at the host" (they are the host). A real host on the loopback, on a free port."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.net.host import SeatPlan
from game.scenes.host_lobby import HostLobbyScene, seat_status
from game.scenes.scene import Push
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.scene import TableScene
from tests.net.table import variant

from .driver import Driver
from .test_coming_back_scenes import autoplay as autoplay  # the fixtures: seats that move alone
from .test_coming_back_scenes import round_two_held as round_two_held
from .test_network_screens import button, until

# q2j-elimination, three seats at "random": with deal 5 seat 1 (the host's own) is out in round 1,
# with deal 2 seat 2 is (the host's own seat plays on).
HOST_OUT_FIRST, OTHER_OUT_FIRST = 5, 2


@pytest.fixture
def mums_sheet(driver: Driver, request: pytest.FixtureRequest) -> Iterator[ScoreboardScene]:
    """Mum hosts from the window at seat 1, two computers beside her; her sheet after round 1."""
    plans = [SeatPlan("Mum", "remote"), SeatPlan("Bot 2", "random"), SeatPlan("Bot 3", "random")]
    lobby_args = {
        "variant": variant("q2j-elimination"),
        "plans": plans,
        "seed": request.param,
        "own_seats": (0,),
    }
    driver.top.request(Push("host_lobby", **lobby_args))  # type: ignore[union-attr]
    driver.step()
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene)
    until(driver, lambda: lobby.state.full)
    driver.click(button(driver, "start").rect.center)

    def at_the_sheet() -> ScoreboardScene | None:
        top = driver.top
        if isinstance(top, TableScene) and any(b.value == "continue" for b in top.buttons):
            driver.click(button(driver, "continue").rect.center)
        return top if isinstance(top, ScoreboardScene) else None

    sheet = until(driver, at_the_sheet, 90)
    assert isinstance(sheet, ScoreboardScene) and sheet.source.hosting
    yield sheet


@pytest.mark.parametrize("mums_sheet", [HOST_OUT_FIRST], indirect=True)
def test_the_host_knocked_out_is_not_sent_to_the_host(
    autoplay: None, round_two_held: dict[str, bool], mums_sheet: ScoreboardScene, driver: Driver
) -> None:
    """Mum is out in round 1: her sheet says the others play on and their rounds come here."""
    assert mums_sheet.source.out_for_good and mums_sheet.record.eliminated == (0,)
    until(driver, lambda: mums_sheet.waiting_line() != "")
    assert mums_sheet.waiting_line() == (
        "You are out of the match: the others play on, and their rounds come in here."
    )


@pytest.mark.parametrize("mums_sheet", [OTHER_OUT_FIRST], indirect=True)
def test_the_host_still_in_is_told_the_next_round_is_dealt(
    autoplay: None, round_two_held: dict[str, bool], mums_sheet: ScoreboardScene, driver: Driver
) -> None:
    """Bot 2 is out in round 1 and Mum plays on: her sheet says the next round is dealt (her
    own table dealt it), and Next deal takes her there."""
    assert not mums_sheet.source.out_for_good and mums_sheet.record.eliminated == (1,)
    until(driver, mums_sheet.next_deal_here)
    assert mums_sheet.waiting_line() == "The next round is dealt."


def drawn_sizes(
    scene: HostLobbyScene, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> dict[str, int]:
    """The size each string is rendered at in one frame of ``scene`` in a window of ``size``."""
    from game.scenes import text as text_module

    sizes: dict[str, int] = {}
    real = text_module.text

    def noting(string: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        sizes[string] = size
        return real(string, size, *args, **kwargs)

    scene.resized(size)
    with monkeypatch.context() as patched:
        patched.setattr(text_module, "text", noting)
        scene.draw(pygame.Surface(size))
    scene.resized(scene.ctx.size)
    return sizes


@pytest.mark.parametrize("mums_sheet", [HOST_OUT_FIRST], indirect=True)
def test_the_lobby_says_who_is_out_of_the_match(
    autoplay: None,
    round_two_held: dict[str, bool],
    mums_sheet: ScoreboardScene,
    driver: Driver,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Mum, out in round 1, looks at the lobby while the others play on: her seat says she is
    out, the two still in say only what they are."""
    driver.click(button(driver, "lobby").rect.center)
    driver.step(2)
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene)
    until(driver, lambda: lobby.state.seats[0].out)
    said = [seat_status(seat, own=n in lobby.own_seats) for n, seat in enumerate(lobby.state.seats)]
    assert said == ["you, at this computer; out of the match", "computer: random", "computer: random"]
    # In the smallest window every seat's words are drawn at one size (the long one was smaller).
    sizes = drawn_sizes(lobby, (1024, 600), monkeypatch)
    assert {sizes[words] for words in said if words in sizes} == {sizes[said[1]]}, sizes
    assert said[0] in sizes
