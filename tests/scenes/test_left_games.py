"""A game left to the menu, as the screens say it: while its save holds it, the history's row,
the game's summary and the statistics call it left and to be continued (the history's Continue
and the menu's Continue take it up); once another game has taken its save they call it
abandoned, and the history's Continue says it cannot be continued. The words are read as they
are drawn, in English and in French, and checked against what Continue then does."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from history.helpers import DAY_ONE, played_session, write

from game import i18n
from game.files import autosaving, save_claim
from game.history import continuable
from game.history.database import connect, default_path
from game.history.profiles import create_profile
from game.history.records import Status
from game.history.snapshot import game_record
from game.launch import LaunchOptions
from game.play.seats import HUMAN
from game.scenes.history_scene import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.scene import Scene
from game.scenes.stats_scene import StatsScene
from game.scenes.table.scene import TableScene

from .drawn_words import strings_drawn
from .driver import Driver, judge
from .test_hint_undo import human_turn
from .test_history_screens import to_history
from .test_replay_take_over import quit_to_menu


@pytest.fixture
def english() -> Iterator[None]:
    yield
    i18n.use("en")


def drawn_words(scene: Scene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    return strings_drawn(scene, monkeypatch)


def leave_to_menu(driver: Driver) -> None:
    quit_to_menu(driver)
    assert driver.settled()


def play_and_leave(driver: Driver, kinds: list[str]) -> list[str]:
    """A new game from the menu, one move of the person's, then back to the menu; its moves."""
    driver.setup_game("q2j", len(kinds), kinds)
    table = human_turn(driver)
    driver.play_human_turn(table)
    table = human_turn(driver)
    moves = [str(action) for action in judge(table.session).state.log]
    leave_to_menu(driver)
    return moves


def history(driver: Driver) -> HistoryScene:
    scene = to_history(driver)
    assert not scene.loading and scene.lines
    return scene


def row_of(scene: HistoryScene, game_id: int, monkeypatch: pytest.MonkeyPatch) -> str:
    """The result column of game ``game_id``'s row, as drawn (the row's cells are drawn in order:
    number, start, game, players, result)."""
    words = drawn_words(scene, monkeypatch)
    number = words.index(str(game_id))
    return words[number + 4]


def test_a_left_game_reads_continuable_until_another_game_takes_its_save(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, english: None
) -> None:
    first = play_and_leave(driver, [HUMAN, "easy", "easy"])
    menu = driver.top
    assert isinstance(menu, MenuScene) and menu.buttons[0].label == "Continue"  # the menu offers it
    scene = history(driver)
    assert [line.id for line in scene.lines] == [1]
    assert row_of(scene, 1, monkeypatch) == "left in the first round: can be continued"
    assert not any("abandoned" in words for words in drawn_words(scene, monkeypatch))
    # In French, as the screen says it.
    i18n.use("fr")
    scene.resized(driver.app.ctx.size)
    assert row_of(scene, 1, monkeypatch) == "quittée en première manche\u00a0: à continuer"
    i18n.use("en")
    scene.resized(driver.app.ctx.size)
    # The summary says it, and how.
    driver.key(pygame.K_i)
    driver.step()
    assert "Left before its end: it can be continued (C)" in drawn_words(scene, monkeypatch)
    driver.key(pygame.K_i)
    # And so it is: C takes it up where it was left.
    driver.key(pygame.K_c)
    driver.step()
    table = driver.top
    assert isinstance(table, TableScene), scene.refused
    assert [str(action) for action in judge(table.session).state.log][: len(first)] == first
    leave_to_menu(driver)

    # Another game at this window takes its save (a new game replaces the one saved).
    play_and_leave(driver, [HUMAN, "easy"])
    scene = history(driver)
    assert [line.id for line in scene.lines] == [2, 1]
    assert row_of(scene, 2, monkeypatch) == "left in the first round: can be continued"
    assert row_of(scene, 1, monkeypatch) == "abandoned in the first round"
    driver.key(pygame.K_i)
    driver.step()
    assert "Left before its end: it can be continued (C)" in drawn_words(scene, monkeypatch)
    driver.key(pygame.K_i)
    driver.key(pygame.K_DOWN)  # the first game: its save is gone, and Continue says so
    driver.key(pygame.K_i)
    driver.step()
    said = drawn_words(scene, monkeypatch)
    assert "Abandoned" in said and not any("can be continued" in words for words in said)
    driver.key(pygame.K_i)
    driver.key(pygame.K_c)
    driver.step()
    assert driver.top is scene and "only the last game left at each window is saved" in scene.refused

    # The statistics (no profiles yet: every variant at a glance) count both apart, as before,
    # and do not call the one to continue abandoned.
    driver.key(pygame.K_s)
    driver.step()
    stats = driver.top
    assert isinstance(stats, StatsScene) and not stats.work.busy
    said = drawn_words(stats, monkeypatch)
    assert "Q Squared Joe: 0 games; 2 unfinished, 1 can be continued" in said, said
    i18n.use("fr")
    stats.resized(driver.app.ctx.size)
    said = drawn_words(stats, monkeypatch)
    assert "Q Squared Joe\u00a0: 0 partie\u202f; 2 inachevées, dont 1 à continuer" in said, said


def test_a_game_left_and_finished_in_the_end_is_no_longer_to_continue(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    play_and_leave(driver, [HUMAN, "easy"])
    assert row_of(history(driver), 1, monkeypatch) == "left in the first round: can be continued"
    driver.key(pygame.K_ESCAPE)
    driver.step()
    driver.click_button("Continue")  # the menu's Continue, this time
    driver.play_to_scoreboard()
    assert driver.settled()
    driver.app.stack.reset(MenuScene(driver.app.ctx))
    driver.step()
    words = row_of(history(driver), 1, monkeypatch)
    assert words.endswith(" won") and "continued" not in words


def test_in_a_small_window_the_chosen_games_foot_says_it_whole(
    sized_driver: Callable[[tuple[int, int]], Driver], monkeypatch: pytest.MonkeyPatch, english: None
) -> None:
    """At 1024x600 the result column cuts the French short ("quittée en première manche : à c…"):
    the list's foot says the chosen game's words whole, as it says where a game was taken over."""
    driver = sized_driver((1024, 600))
    play_and_leave(driver, [HUMAN, "easy"])
    scene = history(driver)
    assert "Game 1: left in the first round: can be continued" in drawn_words(scene, monkeypatch)
    i18n.use("fr")
    scene.resized(driver.app.ctx.size)
    said = drawn_words(scene, monkeypatch)
    assert "Partie 1\u00a0: quittée en première manche\u00a0: à continuer" in said, said


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_players_statistics_say_it_whole(
    sized_driver: Callable[[tuple[int, int]], Driver],
    monkeypatch: pytest.MonkeyPatch,
    english: None,
    size: tuple[int, int],
) -> None:
    """Player 1's figures: nothing finished; two games left, the newer one still saved."""
    db = connect(default_path())
    create_profile(db, "Player 1")
    db.close()
    driver = sized_driver(size)
    play_and_leave(driver, [HUMAN, "easy", "easy"])
    play_and_leave(driver, [HUMAN, "easy"])
    history(driver)
    driver.key(pygame.K_s)
    driver.step()
    stats = driver.top
    assert isinstance(stats, StatsScene) and stats.stats is not None
    said = drawn_words(stats, monkeypatch)
    assert "2 unfinished, 1 can be continued (not counted above)" in said, said
    assert not any("abandoned" in words for words in said), said
    i18n.use("fr")
    stats.resized(size)
    said = drawn_words(stats, monkeypatch)
    assert "2 inachevées, dont 1 à continuer (non comptées ci-dessus)" in said, said


def test_the_saves_are_read_beside_the_frame_loop(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Which games the saves hold is read on the screens' threads, as the list itself is: held
    there by the test, the history, its summary and the statistics go on drawing ("Loading…"),
    then say the game can be continued."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    session = played_session("q2j", 3, seed=21, moves=6)
    assert session.save() is None and autosaving.flush()
    save_claim.let_go()
    db = connect(default_path())
    write(db, game_record(session, "left", DAY_ONE, {}, Status.ABANDONED, DAY_ONE))
    db.close()
    reached, release = threading.Event(), threading.Event()
    real = continuable.free_saves

    def held() -> list[continuable.Saved]:
        reached.set()
        release.wait(60)
        return real()

    monkeypatch.setattr(continuable, "free_saves", held)
    driver = Driver(LaunchOptions(), size=(1024, 600))
    driver.app.ctx.lockstep = False  # the screens' slow work on threads, as in the real window
    try:

        def drawn_after_held(scene: Scene, ready: Callable[[], bool]) -> list[str]:
            assert reached.wait(60)
            before = driver.app.frames
            for _ in range(10):  # the frames go on meanwhile, the same screen on top
                driver.step()
                assert driver.top is scene and not ready()
            assert driver.app.frames == before + 10
            release.set()
            for _ in range(6000):  # the thread's answer, a pause for it between frames
                driver.step()
                if ready():
                    break
                time.sleep(0.01)
            assert ready(), "the thread's answer never reached the screen"
            reached.clear()
            release.clear()
            return drawn_words(scene, monkeypatch)

        driver.click_button("History")
        listing = driver.top
        assert isinstance(listing, HistoryScene)
        said = drawn_after_held(listing, lambda: bool(listing.lines) and not listing.loading)
        assert "Game 1: left in the first round: can be continued" in said, said  # the foot, whole
        driver.key(pygame.K_i)
        said = drawn_after_held(listing, lambda: listing.summary is not None)
        assert "Left before its end: it can be continued (C)" in said, said
        driver.key(pygame.K_i)
        driver.key(pygame.K_s)
        stats = driver.top
        assert isinstance(stats, StatsScene)
        said = drawn_after_held(stats, lambda: stats.everyone is not None and not stats.work.busy)
        assert "Q Squared Joe: 0 games; 1 unfinished, 1 can be continued" in said, said
    finally:
        release.set()
        driver.close()
