"""Games played at the table go into the history: left ones marked so (quit, restart, the window
closed), a game continued from the save carried on as the same game, and each one replays to the
end the table reached."""

from __future__ import annotations

import sqlite3

import pygame
import pytest

from game.history.database import default_path
from game.history.records import SeatRecord, Status
from game.history.replay import Replay
from game.history.store import load_game
from game.play.seats import HUMAN
from game.scenes import menu as menu_module
from game.scenes.menu import MenuScene
from game.scenes.table.scene import TableScene

from .driver import Driver, judge
from .test_hint_undo import human_turn


def recorded() -> list[tuple[int, str, int]]:
    """(id, status, seed) of every game in the history, oldest first."""
    db = sqlite3.connect(default_path())
    rows = db.execute("SELECT id, status, seed FROM games ORDER BY id").fetchall()
    db.close()
    return rows


def stored(game_id: int) -> object:
    db = sqlite3.connect(default_path(), isolation_level=None)
    found = load_game(db, game_id)
    db.close()
    assert found is not None
    return found.record


def test_a_game_left_by_closing_the_window_and_continued_is_one_game(driver: Driver) -> None:
    driver.setup_game("q2j", 3, [HUMAN, "medium", "easy"])
    table = human_turn(driver)
    driver.play_human_turn(table)
    table = human_turn(driver)
    played_so_far = [str(action) for action in judge(table.session).state.log]
    driver.close()
    assert recorded() == [(1, "abandoned", table.session.seed)]
    record = stored(1)
    assert record.rounds[0].actions == tuple(played_so_far), "the round in play is kept, action for action"

    again = Driver()
    try:
        again.click_button("Continue")
        human_turn(again)
        again.play_to_scoreboard()
        session = judge(again.sessions[-1])  # the host's game (a private table's)
        assert session.match_over
    finally:
        again.close()
    assert recorded() == [(1, "finished", session.seed)], "continued, not copied"
    record = stored(1)
    assert record.status is Status.FINISHED and record.winners == session.match.winners
    assert [list(r.actions) for r in record.rounds] == [
        [str(a) for a in log] for log in session.match.round_logs
    ]
    replay = Replay(record)
    assert replay.mismatches == [] and replay.match.winners == session.match.winners


def test_restarting_and_quitting_to_the_menu_leave_the_games(driver: Driver) -> None:
    driver.setup_game("q2j", 3, [HUMAN, "medium", "easy"])
    table = human_turn(driver)
    seed = table.session.seed
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Restart this deal")
    driver.step(2)
    assert isinstance(driver.top, TableScene) and driver.top is not table
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Quit to menu")
    driver.step(2)
    assert isinstance(driver.top, MenuScene)
    assert driver.settled()
    assert recorded() == [(1, "abandoned", seed), (2, "abandoned", seed)]
    driver.close()
    assert recorded() == [(1, "abandoned", seed), (2, "abandoned", seed)], (
        "closing the menu leaves nothing more"
    )


def test_a_match_played_round_after_round_is_recorded_after_each(driver: Driver) -> None:
    driver.setup_game("q2j-elimination", 3, ["easy", "easy", "easy"])
    driver.play_to_scoreboard()
    assert driver.settled()
    record = stored(1)
    assert record.status is Status.PLAYING and [r.finished for r in record.rounds] == [True]
    assert driver.app.ctx.history.notice == ""


def test_a_history_that_cannot_be_opened_is_set_aside_and_said_on_the_menu(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database at all\n" * 50)
    shown: list[str] = []
    monkeypatch.setattr(menu_module, "wrap", lambda words, size, width: shown.append(words) or [words])
    driver = Driver()
    try:
        assert driver.settled()
        driver.step(2)
        assert isinstance(driver.top, MenuScene)
        notice = driver.app.ctx.history.notice
        assert "could not be opened" in notice and "history-set-aside-" in notice
        assert notice in shown, "the menu shows it"
        driver.setup_game("q2j", 2, ["easy", "easy"])
        driver.play_to_scoreboard()
    finally:
        driver.close()
    assert recorded()[0][1] == "finished", "the new history records the game"
    kept = [p for p in path.parent.iterdir() if p.name.startswith("history-set-aside-")]
    assert len(kept) == 1 and kept[0].read_bytes() == b"not a database at all\n" * 50


def test_the_setup_starts_as_the_newest_game_at_the_table_was_seated(driver: Driver) -> None:
    from game.scenes.setup import SetupScene

    fresh = SetupScene(driver.app.ctx)
    assert fresh.kinds[:2] == [HUMAN, fresh.computer_level()]  # nothing played yet: the defaults
    driver.setup_game("q2j-face-up", 3, ["easy", "hard", "random"])
    driver.play_to_scoreboard()
    assert driver.settled()
    setup = SetupScene(driver.app.ctx)
    assert setup.variant.id == "q2j-face-up" and setup.players == 3
    assert setup.kinds[:3] == ["easy", "hard", "random"]
    assert [seat.name for seat in setup.seats()] == [seat.name for seat in recorded_seats()]
    asked = SetupScene(driver.app.ctx, variant_id="quatorze")  # a game asked for by name is that game
    assert asked.variant.id == "quatorze" and asked.kinds[0] == HUMAN


def recorded_seats() -> list[SeatRecord]:
    stored = load_game(sqlite3.connect(default_path()), 1)
    assert stored is not None
    return list(stored.record.seats)
