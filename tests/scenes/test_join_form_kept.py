"""A player who joined a table, closed the program and opened it again finds the table they sat
at filled in on the join form (address, code, name), and clicking that table in the list fills
its code too: Join takes them back to their seat (issue 43, 5: "the form keeps nothing"; the
code is shown only in the host's lobby, which its host has left for the table by then)."""

from __future__ import annotations

from game.net.discovery import Listed
from game.net.host import SeatPlan
from game.net.protocol import VERSION
from game.scenes import join_scene
from game.scenes.join_scene import JoinScene
from game.scenes.menu import MenuScene

from .driver import Driver
from .test_network_screens import CODE, button, loopback_table, to_join_screen, until
from .test_network_screens import quiet_network as quiet_network  # the fixture: any free port


def form(join: JoinScene) -> dict[str, str]:
    return {key: entry.get_text() for key, entry in join.entries.items()}


def program_closed_and_opened(driver: Driver) -> None:
    """The window gone (its link to the table closed, its kept seat let go) and the program
    started again: nothing of the last one in memory."""
    driver.app.stack.reset(MenuScene(driver.app.ctx))
    driver.step(2)
    join_scene.LAST_TYPED.clear()


def test_the_table_last_joined_is_filled_in_again_and_join_takes_the_player_back(
    driver: Driver, quiet_network: list[Listed]
) -> None:
    table = loopback_table("q2j-war", [SeatPlan("Seat 1", "remote"), SeatPlan("Host bot", "easy")], seed=3)
    try:
        port = until(driver, lambda: table.state().port)
        where = f"127.0.0.1:{port}"
        quiet_network.append(Listed("Mum's table", "127.0.0.1", port, "q2j", "q2j-war", 0, 2, VERSION))
        join = to_join_screen(driver)
        join.entries["address"].set_text(where)
        join.entries["code"].set_text(CODE)
        join.entries["name"].set_text("Dad")
        driver.click(button(driver, "join").rect.center)
        until(driver, lambda: join.state.phase == "lobby" and all(join.state.taken))
        table.begin()
        until(driver, lambda: join.state.phase == "playing")
        seat = join.state.seat
        program_closed_and_opened(driver)

        again = to_join_screen(driver)
        assert form(again) == {"address": where, "code": CODE, "name": "Dad"}
        # From the list too: the table's code comes with it.
        for entry in again.entries.values():
            entry.set_text("")
        listed = until(driver, lambda: [b for b in again.buttons if isinstance(b.value, tuple)])
        driver.click(listed[0].rect.center)
        assert form(again) == {"address": where, "code": CODE, "name": "Dad"}
        driver.click(button(driver, "join").rect.center)
        until(driver, lambda: again.state.phase == "playing")
        assert again.state.seat == seat and again.state.names[seat] == "Dad"
    finally:
        table.close()
        table.join(10)
