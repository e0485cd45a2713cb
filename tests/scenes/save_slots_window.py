"""One window of the program in a process of its own, for the tests of two windows on one user
folder (``test_save_slots_two_windows``): the real scenes under the dummy video driver, driven by
commands on its stdin, one a line; it answers each with a line of JSON on its stdout.

    play <players> <moves>  from the menu, a new game of Q2J (a person, then easy bots): the
                            person's moves made, what the table shows then
    continue                the menu's Continue: what the table shows then
    menu                    the table left for the menu: the menu's buttons and notes
    finish                  the game at the table played to its end: the file it was saved to
    quit                    the window closed

What the table shows: the whole position (``state_text``, every hand and card), the moves of
the deal in progress, the seats, and the file its game is saved to.

    python -m scenes.save_slots_window <deal number>   (run from tests/, Q2J_HOME set)
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["LANGUAGE"] = "en"

import pygame

from game.files import autosaving, saves
from game.launch import LaunchOptions
from game.play.seats import HUMAN
from game.scenes.menu import MenuScene
from game.scenes.table.scene import TableScene

from .driver import Driver, judge
from .test_hint_undo import human_turn


def at_table(table: TableScene) -> dict[str, Any]:
    session = judge(table.session)  # the host's game, read on its thread: its last save handed on
    assert autosaving.flush()
    return {
        "state": session.rules.state_text(session.state),
        "moves": [str(action) for action in session.state.log],
        "seats": [seat.kind for seat in session.seats],
        "save": saves.default_save_path().name,
    }


def at_menu(driver: Driver) -> dict[str, Any]:
    menu = driver.top
    assert isinstance(menu, MenuScene)
    return {"buttons": [button.label for button in menu.buttons], "notes": [n for n in menu._notes() if n]}


def answer(driver: Driver, command: str, arguments: list[str]) -> dict[str, Any]:
    if command == "play":
        players, moves = int(arguments[0]), int(arguments[1])
        driver.setup_game("q2j", players, [HUMAN] + ["easy"] * (players - 1))
        table = human_turn(driver)
        for _ in range(moves):
            driver.play_human_turn(table)
            table = human_turn(driver)
        return at_table(table)
    if command == "continue":
        if "Continue" not in at_menu(driver)["buttons"]:
            return at_menu(driver)  # nothing offered: the test says so
        driver.click_button("Continue")
        driver.step(2)
        if isinstance(driver.top, MenuScene):
            return at_menu(driver)
        return at_table(human_turn(driver))
    if command == "finish":
        table = driver.top
        assert isinstance(table, TableScene)
        save = saves.default_save_path().name
        driver.play_to_scoreboard()
        assert autosaving.flush()
        return {"save": save}
    if command == "menu":
        driver.key(pygame.K_ESCAPE)
        driver.click_button("Quit to menu")
        driver.step(2)
        return at_menu(driver)
    raise ValueError(command)


def main() -> None:
    driver = Driver(LaunchOptions(seed=int(sys.argv[1])))
    print(json.dumps(at_menu(driver)), flush=True)  # ready
    for line in sys.stdin:
        command, *arguments = line.split()
        if command == "quit":
            break
        print(json.dumps(answer(driver, command, arguments)), flush=True)
    driver.close()


if __name__ == "__main__":
    main()
