"""Every game a person plays at this window is played through a private table (issue 43's one
path): a host in this process made from the game's ``Session`` (``net/private_table.py``), the
table reading it as a joiner's does. Each way into a game is taken as a player takes it (the
setup's Start, the menu's Continue, the history's Continue, a replay's Take over, the sheet's
Next round and Rematch, the pause menu's Restart): the table on the window reads a private
table's source, and the game plays on there (the person's moves judged by the host). A table where
nobody sits is watched through a private table too (``test_watched_private.py``). The private
table closes once the player leaves it, and as the program ends."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from game.files import autosaving, saves
from game.net import private_table
from game.play.seats import HUMAN, SeatConfig
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.private_seat import PrivateSeatScene
from game.scenes.scene import Push, Replace
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.scene import TableScene

from .both_ways import Way
from .driver import Driver
from .test_continue import made
from .test_history_screens import to_history
from .test_replay_take_over import (  # noqa: F401 (the fixtures, found by their names)
    MOVE,
    ROUND,
    home,
    match_record,
    open_app,
    replay_of,
    to_position,
)

SEATS = [SeatConfig("You", HUMAN), SeatConfig("Basil", "easy"), SeatConfig("Chloe", "easy")]


@pytest.fixture
def ways(driver: Driver) -> Iterator[Callable[[Driver], Way]]:
    """``make(driver)``: a way that reads the table the program opens (``Way.on_screen``), each
    closed at the end."""
    made_ways: list[Way] = []

    def make(on: Driver = driver) -> Way:
        made_ways.append(Way(on, "hosted"))
        return made_ways[-1]

    yield make
    for way in made_ways:
        way.close()


def logged(way: Way) -> list[str]:
    """The deal's moves as the host holds them (read on its thread)."""
    assert way.private is not None
    return way.private.read(lambda session: [str(action) for action in session.state.log])


def plays_on(way: Way, turns: int = 2) -> None:
    """The person's moves made by clicks at the table on the window, each judged by the host:
    the host's deal holds them."""
    before = len(logged(way))
    for _ in range(turns):
        way.play_turn()
    way.ready()
    assert len(logged(way)) >= before + turns


def settled(driver: Driver) -> None:
    """The tables the player left have closed: their history and autosave written."""
    for table in list(driver.app.ctx.tables.closing):
        assert table.join(30), "a private table left did not close"
    assert driver.app.ctx.history.flush()
    autosaving.flush()


def quit_to_menu(driver: Driver) -> None:
    """Escape, then Quit to menu, as a player leaves a game."""
    driver.key(pygame.K_ESCAPE)
    driver.step()
    assert isinstance(driver.top, PauseScene)
    driver.click_button("Quit to menu")
    driver.step()
    assert isinstance(driver.top, MenuScene)


def test_the_setups_start_plays_at_a_private_table(driver: Driver, ways: Callable[..., Way]) -> None:
    driver.setup_game("q2j", 3, [HUMAN, "easy", "easy"])
    way = ways()
    way.on_screen()
    plays_on(way)
    # Left: the table is closed, its thread ended.
    private = way.private
    assert private is not None and private in driver.app.ctx.tables.tables
    quit_to_menu(driver)
    assert private not in driver.app.ctx.tables.tables and private.join(30)


def test_the_menus_continue_plays_at_a_private_table(driver: Driver, ways: Callable[..., Way]) -> None:
    session = made(driver, "q2j", 4, SEATS, {})
    for _ in range(2):
        session.apply(session.legal()[0])
    before = [str(action) for action in session.state.log]
    assert session.save(saves.default_save_path()) is None
    autosaving.flush()
    menu = driver.top
    assert isinstance(menu, MenuScene)
    for _ in range(200):  # the menu looks at the save slot again now and then
        if "Continue" in [b.label for b in menu.buttons]:
            break
        driver.step()
    driver.click_button("Continue")
    way = ways()
    way.on_screen()
    assert logged(way)[: len(before)] == before
    plays_on(way)


def test_the_historys_continue_plays_at_a_private_table(driver: Driver, ways: Callable[..., Way]) -> None:
    driver.setup_game("q2j", 3, [HUMAN, "easy", "easy"])
    driver.play_human_turn(driver_turn(driver))
    quit_to_menu(driver)
    settled(driver)
    to_history(driver)
    driver.step(5)
    driver.key(pygame.K_c)  # the game left: Continue
    way = ways()
    way.on_screen()
    plays_on(way)


def driver_turn(driver: Driver) -> TableScene:
    """Frames until the person may move (either kind of table)."""
    way = Way(driver, "local")
    return way.ready()


def test_a_replays_take_over_plays_at_a_private_table(
    open_app: Callable[..., Driver],  # noqa: F811
    home: dict[str, int],  # noqa: F811
) -> None:
    driver = open_app()
    to_position(driver, replay_of(driver, home["real"]), ROUND, MOVE)
    driver.key(pygame.K_t)
    way = Way(driver, "hosted")
    try:
        way.on_screen()
        assert way.private is not None and way.private.resumed
        plays_on(way, 1)
    finally:
        way.close()


def test_next_round_plays_on_at_the_private_table(driver: Driver, ways: Callable[..., Way]) -> None:
    driver.setup_game("q2j-elimination", 4, [HUMAN, "easy", "easy", "easy"])
    way = ways()
    way.on_screen()
    first = way.private
    sheet = way.play_to_sheet()
    assert isinstance(sheet, ScoreboardScene) and not way.judge.match_over
    assert next(b.label for b in sheet.buttons) == "Next round"
    way.next_round()
    table = way.on_screen()
    assert way.private is first and table.session is sheet.source  # the same table, its next deal
    plays_on(way, 1)


def test_rematch_plays_at_a_new_private_table(driver: Driver, ways: Callable[..., Way]) -> None:
    driver.setup_game("q2j", 2, [HUMAN, "easy"])
    way = ways()
    way.on_screen()
    first = way.private
    assert first is not None
    sheet = way.play_to_sheet()
    assert isinstance(sheet, ScoreboardScene)
    while not way.judge.match_over:
        way.next_round()
        sheet = way.play_to_sheet()
    assert [b.label for b in sheet.buttons] == ["Rematch", "New game", "Menu"]
    seed = way.judge.seed
    driver.click_button("Rematch")
    again = ways()
    again.on_screen()
    assert again.private is not first and first.join(30)  # the old table closed as it was left
    assert again.judge.seed != seed and again.judge.seats == first.session.seats
    plays_on(again, 1)


def test_restart_deals_again_at_a_new_private_table(driver: Driver, ways: Callable[..., Way]) -> None:
    driver.setup_game("q2j", 3, [HUMAN, "easy", "easy"])
    way = ways()
    table = way.on_screen()
    first = way.private
    assert first is not None
    way.ready()
    at_first_turn = logged(way)
    plays_on(way, 1)
    driver.key(pygame.K_ESCAPE)
    driver.step()
    assert isinstance(driver.top, PauseScene)
    driver.click_button("Restart this deal")
    again = ways()
    again.until(lambda: isinstance(driver.top, TableScene) and driver.top is not table)
    again.on_screen()
    assert again.private is not first and first.join(30)
    again.ready()
    # The same deal from its start: the person's turn comes after the same moves as the first time.
    assert again.judge.seed == first.session.seed and logged(again) == at_first_turn
    plays_on(again, 1)


def test_a_players_window_draws_while_the_private_table_opens(
    driver: Driver, ways: Callable[..., Way]
) -> None:
    """A player's window (not a fixed-step run) never waits for the host: the felt is drawn
    frame after frame until the deal has come, then the table reads it."""
    driver.app.ctx.lockstep = False
    driver.app.stack.apply(Push("private_seat", session=made(driver, "q2j", 4, SEATS, {})))
    assert isinstance(driver.top, PrivateSeatScene)  # not dealt yet: the felt meanwhile
    way = ways()
    way.on_screen()
    plays_on(way, 1)


def test_a_host_that_fails_is_said_and_the_player_goes_back_to_the_menu(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    def failing(*args: object, **kwargs: object) -> None:
        raise OSError("no room for the table")

    monkeypatch.setattr(private_table, "TableHost", failing)
    driver.click_button("Play")
    driver.app.stack.apply(Replace("private_seat", session=made(driver, "q2j", 4, SEATS, {})))
    for _ in range(200):
        seat = driver.top
        if isinstance(seat, PrivateSeatScene) and seat.buttons:
            break
        driver.step()
    assert isinstance(seat, PrivateSeatScene)
    assert "could not be set at the table" in seat.problem and "no room for the table" in seat.problem
    driver.click_button("Back to the menu")
    driver.step()
    assert isinstance(driver.top, MenuScene) and not driver.app.ctx.tables.tables
