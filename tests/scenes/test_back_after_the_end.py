"""A joiner knocked out of an Elimination match closes the program while the others play on, and
joins again once the match is over: the window shows the match's score sheet with who won, as
those at the table saw it (was: the join screen's waiting words, the table never shown)."""

from __future__ import annotations

import types

import pytest

from game.net.client import TableClient
from game.net.discovery import Listed
from game.net.host import SeatPlan
from game.scenes.join_scene import JoinScene
from game.scenes.scoreboard import ScoreboardScene

from .drawn_words import strings_drawn
from .driver import Driver
from .test_join_form_kept import program_closed_and_opened
from .test_network_screens import CODE, button, loopback_table, to_join_screen, until
from .test_network_screens import quiet_network as quiet_network  # the fixture: any free port

# q2j-elimination, three seats at the "random" level (the joiner's too): with deal 5 the
# joiner's seat is knocked out in round 1 (tests/net/test_coming_back.py).
SEAT_OUT_FIRST = 5


def joined_as_dad(driver: Driver, where: str) -> JoinScene:
    join = to_join_screen(driver)
    join.entries["address"].set_text(where)
    join.entries["code"].set_text(CODE)
    join.entries["name"].set_text("Dad")
    driver.click(button(driver, "join").rect.center)
    return join


def test_a_knocked_out_joiner_back_after_the_end_sees_the_match_sheet(
    driver: Driver, quiet_network: list[Listed], monkeypatch: pytest.MonkeyPatch
) -> None:
    plans = [SeatPlan("Seat 1", "remote"), SeatPlan("Chloe", "random"), SeatPlan("Bot", "random")]
    table = loopback_table("q2j-elimination", plans, seed=SEAT_OUT_FIRST)
    try:
        where = f"127.0.0.1:{until(driver, lambda: table.state().port)}"
        join = joined_as_dad(driver, where)
        until(driver, lambda: join.joined is not None and join.state.phase == "lobby")
        assert join.joined is not None
        client = join.joined.client  # Dad's moves made by his seat's "random" level
        client._move = types.MethodType(TableClient._move, client)  # type: ignore[method-assign]
        table.begin()
        until(driver, lambda: table.state().seats[0].out, 60)
        program_closed_and_opened(driver)  # knocked out: Dad closes the program
        until(driver, lambda: table.state().phase == "over", 60)
        result = table.state().result

        joined_as_dad(driver, where)
        sheet = until(driver, lambda: isinstance(driver.top, ScoreboardScene) and driver.top)
        assert sheet.match_over
        drawn = " ".join(strings_drawn(sheet, monkeypatch))
        winner = result.split(": ", 1)[1].split(" won")[
            0
        ]  # "Q Squared Joe Elimination: Bot won after 2 rounds"
        assert winner in {"Chloe", "Bot"} and f"Winner: {winner}" in drawn, drawn
    finally:
        table.close()
        table.join(10)
