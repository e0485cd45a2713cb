"""Two copies of the program on one user folder (a player's pass under Xvfb): the menu of one
offered to Continue the game the other was playing at that moment; continued, the same deal
was played at two tables and recorded twice in the history. Now the copy whose table writes the
save holds a claim on it (``game.files.save_claim``) until its menu comes back; the other
copy's menu says where the game is instead of offering it, and offers it once it is free."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from game.files import autosaving, save_claim, saves
from game.play.seats import HUMAN
from game.scenes.menu import ELSEWHERE, MenuScene
from game.scenes.table.scene import TableScene

from .driver import Driver
from .test_hint_undo import human_turn
from .test_history_screens import to_history

ROOT = Path(__file__).resolve().parents[2]
# Another copy of the program playing the game saved at argv[1]: it claims the save as its
# table's writer does, says so, and holds the claim until its stdin is closed.
OTHER_COPY = (
    "import sys; from pathlib import Path; from game.files import save_claim; "
    "save_claim.claim(Path(sys.argv[1])); print('held', save_claim.holding(Path(sys.argv[1])), flush=True); "
    "sys.stdin.read()"
)


def start_copy() -> subprocess.Popen[str]:
    """Another copy at its table with the saved game, once it holds its claim."""
    process = subprocess.Popen(
        [sys.executable, "-c", OTHER_COPY, str(saves.usual_save_path())],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stdout.readline() == "held True\n"
    return process


def end_copy(process: subprocess.Popen[str]) -> None:
    assert process.stdin is not None
    process.stdin.close()  # the other window is closed: the system drops its lock
    assert process.wait(timeout=30) == 0


def labels(driver: Driver) -> list[str]:
    menu = driver.top
    assert isinstance(menu, MenuScene)
    return [button.label for button in menu.buttons]


def saved_by_a_table(driver: Driver) -> None:
    """A game left at its table: its save written, and claimed by this program until its menu."""
    driver.setup_game("q2j", 3, [HUMAN, "medium", "easy"])
    table = human_turn(driver)
    driver.play_human_turn(table)
    human_turn(driver)
    assert autosaving.flush()
    assert save_claim.holding(saves.default_save_path())
    driver.close()
    save_claim.release(saves.default_save_path())  # as this window's menu would, coming back


def test_one_copy_alone_claims_its_save_and_its_menu_lets_it_go(driver: Driver) -> None:
    path = saves.default_save_path()
    driver.setup_game("q2j", 3, [HUMAN, "medium", "easy"])
    table = human_turn(driver)
    driver.play_human_turn(table)
    human_turn(driver)
    assert autosaving.flush() and save_claim.holding(path)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Quit to menu")
    driver.step(2)
    assert isinstance(driver.top, MenuScene)
    assert not save_claim.holding(path)  # back at the menu: free for another copy to continue
    assert labels(driver)[0] == "Continue"


def test_the_game_at_another_windows_table_is_not_offered_here(driver: Driver) -> None:
    saved_by_a_table(driver)
    process = start_copy()
    try:
        assert save_claim.playing_elsewhere(saves.usual_save_path())
        here = Driver()
        try:
            assert labels(here)[0] == "Play"
            menu = here.top
            assert isinstance(menu, MenuScene)
            assert ELSEWHERE in menu._notes()
            end_copy(process)
            # The other window closed: Continue comes back without leaving the menu.
            for _ in range(3):
                menu.update(0.5)
                here.step()
            assert labels(here)[0] == "Continue"
            assert ELSEWHERE not in menu._notes()
            # Continued in another window meanwhile: Continue goes here, as it came.
            process = start_copy()
            for _ in range(3):
                menu.update(0.5)
                here.step()
            assert labels(here)[0] == "Play" and ELSEWHERE in menu._notes()
        finally:
            here.close()
    finally:
        if process.poll() is None:
            end_copy(process)


def test_continue_pressed_after_another_window_took_the_game_opens_nothing(driver: Driver) -> None:
    saved_by_a_table(driver)
    here = Driver()
    try:
        assert labels(here)[0] == "Continue"
        process = start_copy()  # before this menu looks again
        try:
            here.click_button("Continue")
            here.step(2)
            menu = here.top
            assert isinstance(menu, MenuScene) and labels(here)[0] == "Play"
            assert ELSEWHERE in menu._notes()
        finally:
            end_copy(process)
    finally:
        here.close()


def test_the_history_does_not_continue_the_game_at_another_windows_table(driver: Driver) -> None:
    # The history's row said "still being played", and C took it up at a second table all the same.
    saved_by_a_table(driver)
    process = start_copy()
    here = Driver()
    try:
        history = to_history(here)
        here.key(pygame.K_c)  # the newest game: the one the other window plays
        here.step(2)
        assert here.top is history
        assert "it is being played in another window of this program" in history.refused
        end_copy(process)
        here.key(pygame.K_c)  # the other window closed: taken up here now
        for _ in range(5):
            here.step()
        assert isinstance(here.top, TableScene)
    finally:
        if process.poll() is None:
            end_copy(process)
        here.close()
