"""Every option of every game, chosen on the host's Options screen as a player chooses it, is the
game a joiner across the room plays: the joiner's program rebuilds the rules from what the host
tells it, and those rules hold the values the host's screen showed (issue 43: the same game at
one screen and across the room). Each option is moved off its variant's value in turn, on one
table per variant (a value the rules refuse beside the others is left, as the screen says);
the joiner then plays the first deal's moves it is dealt."""

from __future__ import annotations

from typing import Any

import pytest

from game.net.client import TableClient
from game.scenes.host_lobby import HostLobbyScene
from game.scenes.options_scene import OptionsScene
from game.variants import load_catalog

from .driver import Driver
from .test_network_screens import button, host_setup, joiner_in_background, until
from .test_network_screens import quiet_network as quiet_network  # the fixture: any free port
from .test_setup_description_options import changes, press
from .test_setup_options import open_options

CATALOG = load_catalog()
VARIANTS = sorted(CATALOG.variants)


def moved_every_option(driver: Driver, options: OptionsScene) -> set[str]:
    """Each option's first change clicked, one option after another; the names moved."""
    moved: set[str] = set()
    for _ in range(40):
        change = next((c for c in changes(options) if c[1] not in moved), None)
        if change is None:
            break
        moved.add(str(change[1]))
        press(driver, options, change)
        options.error = ""  # a value refused beside the others: the screen said so, nothing moved
    return moved


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_every_option_chosen_for_a_hosted_table_is_the_joiners_game(
    driver: Driver, quiet_network: Any, variant_id: str
) -> None:
    fewest = CATALOG.get(variant_id).min_players
    setup = host_setup(driver, ["remote"] + ["easy"] * (fewest - 1), variant_id)
    variant_values = dict(setup.options.values)
    options = open_options(driver, setup)
    moved = moved_every_option(driver, options)
    press(driver, options, ("done", ""))
    driver.step()
    shown = dict(setup.options.values)  # what the host's screen holds now
    assert moved and shown != variant_values, f"{variant_id}: no option moved"
    driver.click(button(driver, ("start", 0)).rect.center)
    driver.step()
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene)
    state = until(driver, lambda: lobby.state if lobby.state.port else None)
    dealt: list[int] = []
    joiner = TableClient(
        f"127.0.0.1:{state.port}",
        state.code,
        "random",
        name="Zoe",
        say=lambda line: None,
        on_move=dealt.append,
    )
    joiner.closing_is_final = True  # the table closed at the end: the joiner stops at once
    thread, _results = joiner_in_background(joiner)
    try:
        until(driver, lambda: lobby.state.full)
        driver.click(button(driver, "start").rect.center)
        until(driver, lambda: dealt, seconds=60)  # the joiner is dealt in and plays a move
        rules = joiner._rules
        assert rules is not None
        played = dict(rules.variant.options)
        differing = {
            name: (value, played.get(name)) for name, value in shown.items() if played.get(name) != value
        }
        assert not differing, f"{variant_id}: the joiner plays other values (screen, joiner): {differing}"
    finally:
        driver.click(button(driver, "cancel").rect.center)  # close the table
        driver.step(2)
        thread.join(30)
