"""The autosave and the menu's Continue: a game survives closing the window; a bad save is set aside.
The table tests run both ways (``both_ways``: hosted, a private table made from the game)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from game.cli import main
from game.engine import make_rules
from game.engine.zones import hand_zone
from game.files import autosaving, saves
from game.play.hand_order import SortBy
from game.play.seats import HUMAN, SeatConfig
from game.play.session import Session
from game.scenes.curtain import CurtainScene
from game.scenes.menu import MenuScene
from game.scenes.table.scene import TableScene

from .both_ways import Way, way_at
from .driver import Driver

Options = dict[str, bool | int | str]


def menu_labels(driver: Driver) -> list[str]:
    menu = driver.top
    assert isinstance(menu, MenuScene)
    return [button.label for button in menu.buttons]


def made(driver: Driver, variant_id: str, seed: int, seats: list[SeatConfig], chosen: Options) -> Session:
    """A game as the setup makes it: the options chosen over the variant's, kept for the save."""
    variant = driver.app.ctx.catalog.get(variant_id)
    variant = dataclasses.replace(variant, options={**variant.options, **chosen})
    session = Session(variant, make_rules(variant), list(seats), seed)
    session.chosen_options = dict(chosen)
    return session


def sort_by_rank(way: Way, table: TableScene) -> None:
    """The "By rank" button beside the player's plate, clicked."""
    button = next(b for b in table.sort_buttons if b.value == SortBy.RANK)
    way.click(button.rect.center)


def test_a_game_continues_where_the_window_was_closed(way: Way) -> None:
    """Both ways (hosted: a private table made from the game): the game's autosave is what
    Continue reads; continued, the position, the hand in its player's order, the options and
    the seats are as they were left, and the deal plays on."""
    driver = way.driver
    assert "Continue" not in menu_labels(driver)
    seats = [SeatConfig("You", HUMAN), SeatConfig("Basil", "medium"), SeatConfig("Chloe", "easy")]
    session = made(driver, "q2j", 4, seats, {"joe": False})
    table = way.open_session(session)
    way.play_turn()
    table = way.ready()
    sort_by_rank(way, table)
    way.play_turn()
    table = way.ready()
    assert way.judge is session, "the game played is the very one the window made"
    left_at = session.rules.state_text(session.state)
    hand = way.hand()
    logged = way.log()
    assert not any("continued" in line for line in logged), "a new game is dealt, not continued"
    as_dealt = [str(card) for card in session.view(0).zones[hand_zone(0)]]
    assert hand != as_dealt, "the hand is in its player's order, not the deal's (another deal is needed)"
    way.close()
    driver.close()
    assert saves.default_save_path().is_file()

    again = Driver()
    try:
        assert menu_labels(again)[0] == "Continue"
        with way_at(again, way.name) as back:
            table = back.continue_saved()
            back.ready()
            continued = back.judge
            assert table.resumed and continued is not session
            # The deal retold line by line as the player read it, then where it goes on.
            assert back.log()[: len(logged)] == logged and "continued at turn" in back.log()[len(logged)]
            assert continued.rules.state_text(continued.state) == left_at, "the position as it was left"
            assert back.hand() == hand, "the hand in the order its player left it"
            assert continued.chosen_options == {"joe": False} and continued.seats == seats
            assert continued.can_undo(), "the resumed deal remembers who moved"
            back.play_to_sheet()
            assert continued.match_over
        # The folder is looked at directly, so first what the table handed its writer thread.
        assert autosaving.flush()
        assert not saves.default_save_path().exists(), "a finished match leaves no save behind"
    finally:
        again.close()


def test_a_broken_save_is_reported_and_kept_aside(driver: Driver) -> None:
    driver.close()
    path = saves.default_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("version: 1\nvariant: q2j\nseed: 3\nseats: []\nrounds: []\n", encoding="utf-8")
    again = Driver()
    try:
        again.click_button("Continue")
        menu = again.top
        assert isinstance(menu, MenuScene)
        assert "seats" in menu.notice and "kept as" in menu.notice
        assert "Continue" not in menu_labels(again)
        kept = Path(str(path) + ".bad")
        assert kept.is_file() and "seed: 3" in kept.read_text(encoding="utf-8")
        again.step(2)  # the notice draws without trouble
    finally:
        again.close()


def test_the_smoke_run_never_touches_the_players_save(capsys: pytest.CaptureFixture[str]) -> None:
    path = saves.default_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("a player's game", encoding="utf-8")
    assert main(["--smoke", "--variant", "q2j", "--players", "2", "--seed", "4"]) == 0
    assert path.read_text(encoding="utf-8") == "a player's game"


def test_a_resumed_hot_seat_game_opens_behind_the_curtain(way: Way) -> None:
    driver = way.driver
    seats = [SeatConfig("Mum", HUMAN), SeatConfig("Dad", HUMAN)]
    way.open_session(made(driver, "q2j", 7, seats, {}))
    way.play_turn()
    way.close()
    driver.close()
    again = Driver()
    try:
        with way_at(again, way.name) as back:
            back.continue_saved()
            again.step()
            assert isinstance(again.top, CurtainScene), "no hand shows before its owner is at the screen"
            table = back.ready()
            assert table.viewer == table.session.to_move
    finally:
        again.close()
