"""A game taken over from a replay, its window closed, then continued from the autosave (the menu's
Continue or the history's C): it is still the game taken over, marked. Its log's head says where it
was taken over (not "continued at turn …"), the history carries the same game on with its mark, and
Restart this deal in a later round deals that round again with the rounds before kept, as it does
before the window is closed. Each as a player meets it, through the screens."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from game.files import autosaving, paths, saves
from game.history.database import connect
from game.history.listing import recent_games
from game.history.records import Status, TakenOver
from game.history.store import load_game
from game.launch import LaunchOptions
from game.play.session import Session
from game.scenes.history_scene import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.table.scene import TableScene

from .driver import Driver, judge
from .test_hint_undo import human_turn
from .test_replay_take_over import (  # noqa: F401 (the fixtures, found by their names)
    MOVE,
    ROUND,
    SEED,
    continued_from_the_menu,
    home,
    match_record,
    quit_to_menu,
    replay_of,
    taken_over_here,
    to_position,
)
from .test_restart_taken_over import into_round_two, kept, restart

Reopen = Callable[[Driver | None], Driver]


@pytest.fixture
def window(home: dict[str, int]) -> Iterator[Reopen]:  # noqa: F811
    """``window(None)`` opens the program; ``window(driver)`` closes that one's window first (the
    save and the history written as the program leaves them) and opens it again. Each is closed
    once, at the end if the test did not."""
    opened: list[Driver] = []
    closed: list[Driver] = []

    def reopen(previous: Driver | None) -> Driver:
        if previous is not None:
            previous.close()
            closed.append(previous)
        opened.append(Driver(LaunchOptions(), size=(1024, 600)))
        return opened[-1]

    try:
        yield reopen
    finally:
        for driver in opened:
            if driver not in closed:
                driver.close()


def session_of(table: TableScene) -> Session:
    session = judge(table.session)
    assert isinstance(session, Session)
    return session


def head_lines(table: TableScene) -> list[str]:
    return [line.public for line in table.log.lines if line.strong]


def test_continued_from_the_menu_the_log_says_where_it_was_taken_over(
    window: Reopen,
    home: dict[str, int],  # noqa: F811
) -> None:
    driver = window(None)
    taken = list(session_of(taken_over_here(driver, home["real"])).state.log)
    driver = window(driver)
    table = continued_from_the_menu(driver)
    assert session_of(table).state.log == taken
    heads = head_lines(table)
    said = f"Deal #{SEED}, taken over from game {home['real']} in round {ROUND}, at move {MOVE}"
    assert heads[-1].startswith(said + ": "), heads  # where the game goes on from
    assert not any("continued at turn" in head for head in heads), heads


def test_continued_from_the_history_it_stays_the_same_game_marked(
    window: Reopen,
    home: dict[str, int],  # noqa: F811
) -> None:
    driver = window(None)
    taken_over_here(driver, home["real"])
    driver = window(driver)  # the game taken over is recorded as left, marked
    assert isinstance(driver.top, MenuScene)
    driver.click_button("History")
    driver.step()
    listing = driver.top
    assert isinstance(listing, HistoryScene)
    (row,) = [line for line in listing.lines if line.id not in home.values()]
    assert row.taken_over == TakenOver(ROUND, MOVE, game=home["real"]) and row.status is Status.ABANDONED
    while listing.lines[listing.chosen].id != row.id:
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_c)  # Continue, from the game's line
    for _ in range(600):
        if isinstance(driver.top, TableScene):
            break
        driver.step()
    table = human_turn(driver)
    assert judge(table.session).taken_over == row.taken_over, listing.refused
    driver.play_human_turn(table)  # a move played after the game was continued
    table = human_turn(driver)
    played = [str(action) for action in judge(table.session).state.log]
    assert len(played) > MOVE + 1
    quit_to_menu(driver)
    assert driver.settled()
    db = connect(paths.user_dir() / "history.sqlite3")
    try:
        lines = recent_games(db)
        stored = load_game(db, row.id)
    finally:
        db.close()
    # One game, the one taken over, carried on: its mark kept, its moves those played since.
    assert len(lines) == len(home) + 1 and lines[0].id == row.id, [line.id for line in lines]
    assert lines[0].taken_over == row.taken_over
    assert stored is not None and list(stored.record.rounds[ROUND - 1].actions) == played
    # And the list says it so.
    driver.click_button("History")
    driver.step()
    listing = driver.top
    assert isinstance(listing, HistoryScene) and listing.lines[0].id == row.id
    words = f"taken over from game {home['real']} in round {ROUND}, at move {MOVE}"
    assert listing.foot_words(listing.lines[0]) == f"Game {row.id}: {words}"


def test_continued_in_a_later_round_restart_deals_that_round_again(
    window: Reopen,
    home: dict[str, int],  # noqa: F811
) -> None:
    """Taken over in round 1, played into round 2, the window closed and the game continued:
    Restart deals round 2 again with round 1 as the player finished it, not the recorded game's
    first deal (in round 2 Undo's floor is 0: the mark alone tells it)."""
    driver = window(None)
    table = into_round_two(driver, home["real"])
    assert table.session.spectating  # the person out of round 2: watched, at the private table
    session = judge(table.session)
    assert session.state.origin is not None
    dealt = session.rules.state_text(session.state.origin)
    played_round = kept(session)
    for _ in range(600):  # into round 2 a little: a move or two made
        if table.accepting_input:
            driver.play_human_turn(table)
            break
        if session.moves_made >= 2:
            break
        driver.step()
    assert session.moves_made > 0 and session.undo_floor == 0
    assert autosaving.flush()
    driver = window(driver)
    assert isinstance(driver.top, MenuScene)
    driver.click_button("Continue")
    for _ in range(600):
        if isinstance(driver.top, TableScene):
            break
        driver.step()
    table = driver.top
    assert isinstance(table, TableScene) and table.session.spectating  # watched again
    assert judge(table.session).moves_made > 0 and kept(judge(table.session)) == played_round
    restart(driver)
    fresh = driver.top
    assert isinstance(fresh, TableScene) and fresh is not table
    again = judge(fresh.session)
    assert isinstance(again, Session)
    # Round 2 dealt again (watched: its host's computers may have moved in it already).
    assert again.state.origin is not None and again.rules.state_text(again.state.origin) == dealt
    assert kept(again) == played_round  # round 1 as it was played, not the first deal again
    assert again.taken_over == TakenOver(1, 3, game=home["real"]) and again.undo_floor == 0


def test_a_save_written_before_the_mark_was_kept_continues_as_an_ordinary_game(
    window: Reopen,
    home: dict[str, int],  # noqa: F811
) -> None:
    """An autosave without ``taken_over`` (an older program's) is no bad save: it continues, as a
    game begun at its deal."""
    driver = window(None)
    taken = list(session_of(taken_over_here(driver, home["real"])).state.log)
    quit_to_menu(driver)
    assert autosaving.flush()
    path = saves.default_save_path()
    save = saves.read(path)
    assert save.taken_over is not None  # what this program writes
    older = save.to_data()
    del older["taken_over"]
    path.write_text(saves.text_of_data(older), encoding="utf-8")
    driver = window(driver)
    table = continued_from_the_menu(driver)
    assert session_of(table).state.log == taken and judge(table.session).taken_over is None
    assert path.is_file() and not path.with_name(path.name + ".bad").exists()
    assert any(f"Deal #{SEED} continued at turn" in head for head in head_lines(table))
