"""Two copies of the program on one user folder, each in a process of its own (the real scenes,
``save_slots_window``): each window's game is kept. Before, both new games were written to the
one autosave, and whichever window quit second lost the other's game. Each game continued
afterwards must be the game its window played: the same cards and moves, not only a file."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.files import autosaving, save_claim, saves
from game.launch import LaunchOptions
from game.scenes.menu import ELSEWHERE, MenuScene
from game.scenes.setup import SetupScene
from game.scenes.table.scene import TableScene
from tests.window_process import WindowProcess

from .driver import Driver, judge
from .test_hint_undo import human_turn
from .test_history_screens import to_history

ROOT = Path(__file__).resolve().parents[2]


class Window(WindowProcess):
    """Another copy of the program, in its own process, on this test's user folder."""

    def __init__(self, deal: int) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        super().__init__([sys.executable, "-m", "scenes.save_slots_window", str(deal)], ROOT / "tests", env)
        self.menu = self.first


def seen_at(table: TableScene) -> dict[str, Any]:
    session = judge(table.session)
    return {
        "state": session.rules.state_text(session.state),
        "moves": [str(action) for action in session.state.log],
        "seats": [seat.kind for seat in session.seats],
    }


def same_game(shown: dict[str, Any], played: dict[str, Any]) -> bool:
    """The same position (every card), the same moves and seats (a menu's answer is none)."""
    return all(shown.get(key) == played[key] for key in ("state", "moves", "seats"))


def menu_of(driver: Driver) -> MenuScene:
    menu = driver.top
    assert isinstance(menu, MenuScene)
    return menu


@pytest.mark.parametrize("quits_first", ["first window", "second window"])
def test_two_new_games_are_both_kept_whichever_window_quits_first(quits_first: str) -> None:
    first = Window(deal=7)
    second = None
    try:
        played_first = first.ask("play 3 1")
        second = Window(deal=8)
        # The second window's menu does not offer the game at the first one's table.
        assert second.menu["buttons"][0] == "Play" and ELSEWHERE in second.menu["notes"]
        played_second = second.ask("play 4 2")
        assert not same_game(played_first, played_second)  # two games to tell apart
        # The first window keeps the usual file; the second's game goes beside it.
        assert (played_first["save"], played_second["save"]) == ("autosave.yaml", "autosave-2.yaml")
        for window in (first, second) if quits_first == "first window" else (second, first):
            window.quit()
    finally:
        first.quit()
        if second is not None:
            second.quit()
    here = Driver()
    third = None
    try:
        # The newest saved game (the second window moved last) is offered, and is that game.
        here.click_button("Continue")
        here.step(2)
        table = human_turn(here)
        assert same_game(seen_at(table), played_second)
        # At this table now: another window's menu offers the other game, and it is the first's.
        third = Window(deal=9)
        assert third.menu["buttons"][0] == "Continue"
        assert not any(ELSEWHERE in note for note in third.menu["notes"])
        assert same_game(third.ask("continue"), played_first)
    finally:
        here.close()
        if third is not None:
            third.quit()


def test_a_game_left_while_this_window_sets_up_a_new_one_is_not_written_over() -> None:
    # The claim is taken at Play, before the setup screen: the other window's game, left while
    # this one chose its seats, is not taken for a free file.
    other = Window(deal=7)
    here = None
    try:
        played_there = other.ask("play 3 1")
        here = Driver(LaunchOptions(seed=11))  # another deal than the other window's
        menu = menu_of(here)
        assert menu.buttons[0].label == "Play"
        assert ELSEWHERE in menu._notes()  # the one saved game is at the other window's table
        here.click_button("Play")
        assert isinstance(here.top, SetupScene)
        other.quit()  # its game stays saved, and free
        here.click(here._setup_button(("start", 0)).rect.center)
        table = human_turn(here)
        here.play_human_turn(table)
        played_here = seen_at(human_turn(here))
        assert autosaving.flush()
        assert not same_game(played_here, played_there)  # two games to tell apart
    finally:
        other.quit()
        if here is not None:
            here.close()
            save_claim.let_go()  # as this window's program ends: the system drops its lock
    after = Window(deal=9)
    try:
        # Continue offers the newest (this window's), then, that one at a table, the other's.
        assert same_game(after.ask("continue"), played_here)
        again = Driver()
        try:
            again.click_button("Continue")
            again.step(2)
            assert same_game(seen_at(human_turn(again)), played_there)
        finally:
            again.close()
    finally:
        after.quit()


def test_the_menu_says_every_saved_game_is_played_elsewhere() -> None:
    first, second = Window(deal=7), Window(deal=8)
    try:
        first.ask("play 3 0")
        second.ask("play 3 0")
        here = Driver()
        try:
            notes = menu_of(here)._notes()
            assert "The saved games are being played in other windows of this program" in " ".join(notes)
            assert ELSEWHERE not in notes
            assert menu_of(here).buttons[0].label == "Play"
            second.ask("menu")  # its game is free now: offered here, and nothing said
            for _ in range(3):
                menu_of(here).update(0.5)
                here.step()
            assert menu_of(here).buttons[0].label == "Continue"
            assert not any("other window" in note for note in menu_of(here)._notes())
        finally:
            here.close()
    finally:
        first.quit()
        second.quit()


def test_a_folder_that_refuses_the_lock_file_saves_as_before() -> None:
    usual = saves.usual_save_path()
    usual.parent.mkdir(parents=True)
    Path(str(usual) + ".inuse").mkdir()  # no lock file can be made there
    assert saves.default_save_path() == usual
    assert not save_claim.holding(usual)
    assert saves.new_game_save(None) == usual
    assert sorted(path.name for path in usual.parent.iterdir()) == ["autosave.yaml.inuse"]


def test_the_historys_continue_finds_each_game_in_the_file_that_holds_it() -> None:
    first = Window(deal=7)
    try:
        played_first = first.ask("play 3 1")
        second = Window(deal=8)
        try:
            played_second = second.ask("play 4 1")
            assert played_second["save"] == "autosave-2.yaml"
        finally:
            second.quit()
    finally:
        first.quit()
    for seats, played in ((3, played_first), (4, played_second)):
        here = Driver()
        try:
            history = to_history(here)
            # The row of that window's game: three seats at the first, four at the second.
            history.chosen = next(i for i, line in enumerate(history.lines) if len(line.seats) == seats)
            here.key(pygame.K_c)
            for _ in range(5):
                here.step()
            assert isinstance(here.top, TableScene), history.refused
            assert same_game(seen_at(human_turn(here)), played)
        finally:
            here.close()


def test_a_finished_match_frees_its_file_for_the_next_window() -> None:
    first, second = Window(deal=7), Window(deal=8)
    try:
        first.ask("play 3 0")
        second.ask("play 2 0")
        assert second.ask("finish") == {"save": "autosave-2.yaml"}
        folder = saves.usual_save_path().parent
        assert not (folder / "autosave-2.yaml").exists(), "a finished match leaves no save behind"
        assert not save_claim.playing_elsewhere(folder / "autosave-2.yaml")
        # The first window still plays the usual file: the next new game takes the freed one.
        third = Window(deal=9)
        try:
            assert third.ask("play 3 0")["save"] == "autosave-2.yaml"
        finally:
            third.quit()
    finally:
        first.quit()
        second.quit()
