"""Hosting again across the room (issue 43, 10): *Host a table* starts from the last table
hosted here (game, variant, seats, names, levels, options). A real host on the loopback, on a
free port (``test_network_screens.quiet_network``)."""

from __future__ import annotations

from game.scenes.host_lobby import HostLobbyScene
from game.scenes.join_scene import JoinScene
from game.scenes.setup import SetupScene

from .driver import Driver
from .test_network_screens import button, host_setup, until
from .test_network_screens import quiet_network as quiet_network  # the fixture: any free port


def test_hosting_again_starts_from_the_last_table_hosted(driver: Driver) -> None:
    setup = host_setup(driver, ["remote", "hard"])
    assert setup.variants[0].id != "q2j-war"  # the game chosen is remembered, not the first
    setup.entries[0].set_text("Mum")
    setup.entries[1].set_text("Robo")
    spec = setup.options.specs[0]
    other = next(v for v in setup.options.alternatives(spec) if v != setup.options.values[spec.name])
    setup.options.values[spec.name] = other
    driver.click(button(driver, ("start", 0)).rect.center)
    hosted = (setup.variant.id, setup.options.chosen(), setup.kinds[:2], setup.names[:2])
    assert hosted[1] and hosted[3] == ["Mum", "Robo"]
    driver.step()
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene)
    until(driver, lambda: lobby.state.port)
    driver.click(button(driver, "cancel").rect.center)
    driver.step()
    assert isinstance(driver.top, JoinScene)
    driver.click(button(driver, "host").rect.center)
    again = driver.top
    assert isinstance(again, SetupScene) and again is not setup and again.host
    assert (again.variant.id, again.options.chosen(), again.kinds[:2], again.names[:2]) == hosted
    assert again.players == 2


def test_a_last_hosted_file_that_is_not_one_starts_from_the_defaults() -> None:
    from game.scenes.last_hosted import HostedSetup, hosted_path, last_hosted, remember_hosted

    remember_hosted(HostedSetup("q2j-war", (("Mum", "remote"), ("Bot", "easy")), (("battle", "classic"),)))
    assert last_hosted() == HostedSetup(
        "q2j-war", (("Mum", "remote"), ("Bot", "easy")), (("battle", "classic"),)
    )
    for text in ("{", "[]", '{"variant": "q2j", "seats": [["Mum"]], "options": {}}'):
        hosted_path().write_text(text, encoding="utf-8")
        assert last_hosted() is None, text
    hosted_path().unlink()
