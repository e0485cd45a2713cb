"""A joiner's score sheet once the host has closed the table: it says so in words, and offers only
the way back to the menu (no Next deal, no waiting for a Play again that cannot come). A real host
on the loopback; the joiner's window seat moves by itself (``autoplay``), as a person's would."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator

from game.net.host import SeatPlan, TableHost
from game.net.hosting import HostedTable
from game.net.joining import JoinedTable
from game.net.remote_table import RemoteSource
from game.scenes.scene import Push
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.words.log import MoveLog
from tests.net.table import variant
from tests.net.test_threads import until as until_net

from .driver import Driver
from .test_coming_back_scenes import autoplay as autoplay  # the fixtures: seats that move alone
from .test_coming_back_scenes import round_two_held as round_two_held
from .test_network_screens import CODE, button, until

OTHER_OUT_FIRST = 2  # q2j-elimination, three seats at "random": seat 2 is out in round 1


@contextlib.contextmanager
def joined_at(kinds: list[str], seed: int) -> Iterator[tuple[HostedTable, JoinedTable]]:
    """A table hosted on the loopback, Ann's window seated at its first seat, play started."""
    plans = [SeatPlan(f"Seat {n + 1}", kind) for n, kind in enumerate(kinds)]
    table = HostedTable(
        variant("q2j-elimination"), plans, seed=seed, port=0, bind="127.0.0.1", announce=False, code=CODE
    )
    table.start()
    joined: JoinedTable | None = None
    try:
        port = until_net(lambda: table.state().port)
        joined = JoinedTable(f"127.0.0.1:{port}", CODE, "Ann")
        joined.start()
        until_net(lambda: table.state().full)
        table.begin()
        yield table, joined
    finally:
        if joined is not None:
            joined.close()
            joined.join(10)
        table.close()
        table.join(10)


def the_sheet(driver: Driver, joined: JoinedTable) -> ScoreboardScene:
    """Ann's score sheet of the last round she was sent, as her window shows it."""
    source = RemoteSource(joined)
    record = source.watch()
    assert record is not None
    assert driver.top is not None
    driver.top.request(Push("scoreboard", session=source, record=record, log=MoveLog()))
    driver.step(2)
    sheet = driver.top
    assert isinstance(sheet, ScoreboardScene)
    return sheet


def offered(sheet: ScoreboardScene) -> list[tuple[str, object]]:
    """The buttons the sheet shows: their words and what each does."""
    return [(found.label, found.value) for found in sheet.buttons]


def test_a_finished_matchs_sheet_says_the_host_closed_the_table_and_offers_the_menu(
    driver: Driver, autoplay: None
) -> None:
    with joined_at(["remote", "random", "random"], OTHER_OUT_FIRST) as (table, joined):
        until(driver, lambda: joined.state().phase == "over", 120)
        sheet = the_sheet(driver, joined)
        result = table.state().result
        assert sheet.match_over and sheet.waiting_line() == result  # the line stays for Play again
        assert offered(sheet) == [("Leave the table", "leave")]
        table.close()
        until(driver, lambda: "closed" in sheet.waiting_line(), 30)
        assert sheet.waiting_line() == f"The host has closed the table. {result}"
        # The buttons are laid out again on the sheet's next frame.
        until(driver, lambda: offered(sheet) == [("Back to the menu", "leave")], 30)
        driver.click(button(driver, "leave").rect.center)
        driver.step(2)
        assert driver.top is not None and driver.top.name == "menu"


def test_an_unfinished_matchs_sheet_says_the_table_is_closed_and_offers_no_next_deal(
    driver: Driver, autoplay: None, round_two_held: dict[str, bool]
) -> None:
    with joined_at(["remote", "random", "random"], OTHER_OUT_FIRST) as (table, joined):
        until(driver, lambda: joined.state().records, 60)
        sheet = the_sheet(driver, joined)
        assert not sheet.match_over and "next" in [value for _, value in offered(sheet)]
        table.close()
        until(driver, lambda: "closed" in sheet.waiting_line(), 30)
        assert sheet.waiting_line() == "The host has gone: the table is closed."
        until(driver, lambda: offered(sheet) == [("Back to the menu", "leave")], 30)


def test_a_finished_matchs_sheet_whose_line_drops_says_so_and_follows_the_play_again(
    driver: Driver, autoplay: None
) -> None:
    """The match over, Ann's line drops (not the host closing the table): her sheet says the host
    is lost and tried again, she is seated again, and the host's Play again reaches her sheet."""
    with joined_at(["remote", "random", "random"], OTHER_OUT_FIRST) as (table, joined):
        until(driver, lambda: joined.state().phase == "over", 120)
        sheet = the_sheet(driver, joined)
        result = table.state().result
        assert sheet.waiting_line() == result

        dropping: list[asyncio.Future[None]] = []

        def drop(host: TableHost) -> None:
            dropping.append(asyncio.ensure_future(host.connections[0].close(1011, "the line dropped")))

        table._post(drop)
        until(driver, lambda: sheet.waiting_line() == "Lost the host; trying again…", 30)
        until(driver, lambda: sheet.waiting_line() == result, 60)  # seated again
        table.again(OTHER_OUT_FIRST + 1, by="Mum")
        until(driver, lambda: sheet.waiting_line() == "Mum starts another match…", 60)
        until(driver, lambda: joined.state().match == 1 and joined.state().phase == "playing", 60)
