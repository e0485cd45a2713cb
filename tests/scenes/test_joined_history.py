"""A joiner's history: Ann joins a table hosted across the room (a real host on the loopback) from
her window's *Play across the room*, and the match she plays there goes into her own history, read
as she reads it: the History screen's words, ``q2j history`` and ``q2j stats``. It cannot be
replayed, exported or continued (she never saw the other hands), and the screen and the command
say so in words. A match she leaves before its end reads left. Was: nothing at all (a joiner's
window recorded nothing)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pygame
import pytest

from game.cli import main
from game.files import paths
from game.history.database import open_history
from game.history.profiles import create_profile
from game.net.discovery import Listed
from game.net.host import SeatPlan
from game.net.hosting import HostedTable
from game.net.protocol import VERSION
from game.scenes.history_scene import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.scoreboard import ScoreboardScene

from .drawn_words import strings_drawn
from .driver import Driver
from .test_coming_back_scenes import autoplay as autoplay  # the fixtures: seats that move alone
from .test_coming_back_scenes import round_two_held as round_two_held
from .test_network_screens import CODE, button, loopback_table, to_join_screen, until
from .test_network_screens import quiet_network as quiet_network  # the fixture: a LAN of the test's

OTHER_OUT_FIRST = 2  # q2j-elimination, three seats at "random": seat 2 is out in round 1
FINAL = "Ann's table"


@contextlib.contextmanager
def ann_at_the_table(driver: Driver, quiet_network: list[Listed]) -> Iterator[HostedTable]:
    """Ann (a profile here) joins the table announced as "Ann's table" from her window's list,
    two computers with her, and play starts: her window shows the table."""
    db = open_history(paths.user_dir() / "history.sqlite3").db
    create_profile(db, "Ann")
    db.close()
    plans = [SeatPlan("Seat 1", "remote"), SeatPlan("Basil", "random"), SeatPlan("Chloe", "random")]
    table = loopback_table("q2j-elimination", plans, seed=OTHER_OUT_FIRST)
    try:
        port = until(driver, lambda: table.state().port)
        quiet_network.append(Listed(FINAL, "127.0.0.1", port, "q2j", "q2j-elimination", 1, 3, VERSION))
        join = to_join_screen(driver)
        listed = until(driver, lambda: [b for b in join.buttons if isinstance(b.value, tuple)])
        driver.click(listed[0].rect.center)
        join.entries["code"].set_text(CODE)
        join.entries["name"].set_text("Ann")
        driver.click(button(driver, "join").rect.center)
        until(driver, lambda: table.state().full)
        table.begin()
        until(driver, lambda: driver.top is not None and driver.top.name == "table", 60)
        yield table
    finally:
        table.close()
        table.join(10)


def history_screen(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The History screen from the menu, read: the words its next frame draws."""
    assert driver.app.ctx.history.flush()
    driver.click_button("History")
    scene = driver.top
    assert isinstance(scene, HistoryScene)
    until(driver, lambda: scene.lines and not scene.loading)
    return strings_drawn(scene, monkeypatch)


def printed(capsys: pytest.CaptureFixture[str], *command: str) -> str:
    capsys.readouterr()
    assert main(list(command)) == 0
    return capsys.readouterr().out


def test_a_match_joined_across_the_room_is_in_the_joiners_history(
    driver: Driver,
    autoplay: None,
    quiet_network: list[Listed],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    with ann_at_the_table(driver, quiet_network) as table:
        port = table.state().port
        sheets = 0
        for _ in range(6000):  # the match played to its end at her window, sheet after sheet
            top = driver.top
            if isinstance(top, ScoreboardScene) and top.match_over:
                break
            if isinstance(top, ScoreboardScene) and top.next_deal_here():
                sheets += 1
                driver.click(button(driver, "next").rect.center)
                continue
            until(driver, lambda: True)
        else:
            raise AssertionError("Ann's window did not reach the match's end")
        result = table.state().result  # the host's own words for the match's end
        driver.click(button(driver, "leave").rect.center)  # back to the menu: the table left
        until(driver, lambda: driver.top is not None and driver.top.name == "menu")
    assert result

    words = history_screen(driver, monkeypatch)
    row = " | ".join(words)
    assert "Ann, Basil (random), Chloe (random)" in words, row
    won = next(word for word in words if word.endswith(" won · across the room"))
    winner = won.removesuffix(" won · across the room")
    assert winner.removesuffix(" (random)") in result, (won, result)  # the host's winner
    ann_won = winner == "Ann"
    where = f"Game 1: played across the room at {FINAL} (127.0.0.1:{port})"
    assert where in words, row
    scene = driver.top
    assert isinstance(scene, HistoryScene)
    for key in (pygame.K_RETURN, pygame.K_e, pygame.K_c):  # Replay, Export, Continue: said, not done
        driver.key(key)
        assert driver.top is scene
        said = strings_drawn(scene, monkeypatch)
        assert (
            f"Game 1 was played across the room at {FINAL} (127.0.0.1:{port}): only its rounds' results were kept "
            "here (this window never saw the other hands), so it cannot be watched again, exported or "
            "continued." in said
        ), said

    driver.key(pygame.K_i)  # the summary: the rounds as her sheet showed them
    until(driver, lambda: scene.summary is not None)
    summary = " | ".join(strings_drawn(scene, monkeypatch))
    assert "Ann" in summary and "Round 1" in summary, summary

    listed = printed(capsys, "history")
    line = next(line for line in listed.splitlines() if "Ann" in line)
    assert "q2j-elimination" in line and won.removesuffix(" · across the room") in line, line
    assert line.endswith(f"[played across the room at {FINAL} (127.0.0.1:{port}); it cannot be replayed]"), (
        line
    )
    assert main(["history", "export", "1", str(paths.user_dir() / "game.yaml")]) != 0
    assert "cannot be watched again, exported or continued" in capsys.readouterr().err
    assert not (paths.user_dir() / "game.yaml").exists()

    stats = printed(capsys, "stats", "--profile", "Ann")
    assert f"1 game, {int(ann_won)} won" in stats, stats
    assert "Q Squared Joe" in stats and "(q2j-elimination): 1 game" in stats, stats


def test_a_match_left_before_its_end_reads_left(
    driver: Driver,
    autoplay: None,
    round_two_held: dict[str, bool],
    quiet_network: list[Listed],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    with ann_at_the_table(driver, quiet_network):
        sheet = until(driver, lambda: isinstance(driver.top, ScoreboardScene) and driver.top, 120)
        assert not sheet.match_over
        driver.click(button(driver, "leave").rect.center)  # Leave the table, the match going on
        until(driver, lambda: driver.top is not None and driver.top.name == "menu")
        until(driver, lambda: printed(capsys, "history").count("left after 1 round"), 30)
    words = history_screen(driver, monkeypatch)
    assert "left after 1 round · across the room" in words, words
    listed = printed(capsys, "history")
    assert "left after 1 round [played across the room" in listed, listed
    stats = printed(capsys, "stats", "--profile", "Ann")
    assert "0 games" in stats and "1 abandoned (not counted)" in stats, stats  # as a local game left


def test_a_match_left_in_its_first_round_reads_left_and_names_the_table(
    driver: Driver,
    quiet_network: list[Listed],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Recorded from the deal, as the join screen seats the player: a match left before its
    first round ends is in the history too, under the name the list showed."""
    with ann_at_the_table(driver, quiet_network):
        table = driver.top
        assert table is not None and table.name == "table"
        driver.app.stack.reset(MenuScene(driver.app.ctx))  # the window closed mid-round
        driver.step(2)
        until(driver, lambda: printed(capsys, "history").count("left in the first round"), 30)
    listed = printed(capsys, "history")
    assert "left in the first round" in listed and FINAL in listed, listed
