"""A table where nobody sits is watched through a private table too (issue 43's one path): this
window is its host's watcher, seated nowhere. From the setup to the sheet and its Rematch; the
``--smoke`` run; people knocked out of an Elimination match watching the rest at the same private
table; a watched game continued mid-deal, its deal retold."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator

import pytest

from game.cli import main
from game.engine import Action
from game.engine.events import Moved
from game.engine.rules import Rules
from game.engine.state import State
from game.files import autosaving, saves
from game.history.database import default_path
from game.net import private_table
from game.play.seats import HUMAN, SeatConfig
from game.play.session import Session
from game.scenes import private_seat
from game.scenes.menu import MenuScene
from game.scenes.scoreboard import ScoreboardScene

from .both_ways import Way
from .driver import Driver
from .test_continue import made, menu_labels

COMPUTERS = [SeatConfig("Ada", "easy"), SeatConfig("Basil", "easy"), SeatConfig("Chloe", "easy")]


@pytest.fixture
def ways(driver: Driver) -> Iterator[Callable[[], Way]]:
    """``make()``: a way reading the table the program opens (``Way.on_screen``), closed at the end."""
    made_ways: list[Way] = []

    def make() -> Way:
        made_ways.append(Way(driver, "hosted"))
        return made_ways[-1]

    yield make
    for way in made_ways:
        way.close()


def every_hand_shown(way: Way, seats: int) -> None:
    """The watcher sees each seat's hand as its owner does: no card of a hand face down."""
    for seat in range(seats):
        assert "?" not in way.zone(f"hand:{seat}"), f"hand {seat} hidden from the watcher"


def test_a_watched_game_from_the_setup_plays_through_a_private_table_and_its_rematch(
    driver: Driver, ways: Callable[[], Way]
) -> None:
    driver.setup_game("q2j", 3, ["easy", "easy", "easy"])
    way = ways()
    table = way.on_screen()
    first = way.private
    assert first is not None and first.watched
    assert table.session.spectating and not table.session.humans(), "nobody sits here"
    assert [button.label for button in table.tool_buttons] == ["Menu (Esc)"]
    every_hand_shown(way, 3)
    sheet = way.play_to_sheet()
    assert isinstance(sheet, ScoreboardScene) and sheet.private is first
    assert way.judge.match_over and sheet.match_over
    assert [b.label for b in sheet.buttons] == ["Rematch", "New game", "Menu"]
    seed = way.judge.seed
    driver.click_button("Rematch")
    again = ways()
    again.on_screen()
    assert again.private is not first and again.private is not None and again.private.watched
    assert first.join(30), "the table left closed"
    assert again.judge.seed != seed and again.judge.seats == first.session.seats
    sheet = again.play_to_sheet()
    assert isinstance(sheet, ScoreboardScene) and sheet.private is again.private


def test_the_smoke_run_plays_through_a_private_table(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``q2j --smoke``: the computers' game watched at a private table to its sheet, whose line
    the run prints; the game recorded as a smoke check."""
    opened: list[private_table.PrivateTable] = []

    class Kept(private_table.PrivateTable):
        def start(self, wait: bool = True) -> None:
            opened.append(self)
            super().start(wait)

    monkeypatch.setattr(private_seat, "PrivateTable", Kept)
    assert main(["--smoke"]) == 0
    printed = capsys.readouterr().out
    line = next(line for line in printed.splitlines() if line.startswith("smoke ok: "))
    assert len(opened) == 1 and opened[0].watched and opened[0].save_path is None  # never the player's save
    game = opened[0].session  # the host's game, over: what the sheet's line tells of it
    names = [seat.name for seat in game.seats]
    winners = ", ".join(names[seat] for seat in game.match.winners)
    assert line.startswith(
        f"smoke ok: q2j: {len(names)} players, deal #1, 1 round, "
        f"last deal {game.match.rounds[-1].turns} turns; match over, winner: {winners} ("
    ), line
    db = sqlite3.connect(default_path())
    try:
        assert db.execute("SELECT origin, status FROM games").fetchall() == [("smoke", "finished")]
    finally:
        db.close()


def test_people_all_out_watch_the_rest_at_the_same_private_table(
    driver: Driver, ways: Callable[[], Way]
) -> None:
    """Deal 7 (the driver's): the person is knocked out in round 1. Next round watches round 2
    at the same private table, dealt to the window as the local table deals it, every hand
    shown, to the match's end."""
    driver.setup_game("q2j-elimination", 3, [HUMAN, "easy", "easy"])
    way = ways()
    way.on_screen()
    first = way.private
    sheet = way.play_to_sheet()
    assert isinstance(sheet, ScoreboardScene) and sheet.record.eliminated == (0,)
    assert [b.label for b in sheet.buttons] == ["Next round", "Menu"]
    driver.click_button("Next round")
    watched = ways()
    table = watched.on_screen()
    assert watched.private is first and first in driver.app.ctx.tables.tables, "the same table, open"
    assert table.session.spectating and not table.session.humans()
    watched.until(lambda: table.turns.synced and not table.timeline.busy)
    every_hand_shown(watched, 2)
    log = watched.log()
    assert any(line.startswith("Deal #7, round 2") for line in log), log  # dealt, as a local round
    assert not any("continued" in line for line in log), log
    end = watched.play_to_sheet()
    assert isinstance(end, ScoreboardScene) and end.private is first
    assert end.match_over and watched.judge.match_over
    assert [b.label for b in end.buttons] == ["Rematch", "New game", "Menu"]
    assert end.record.number == 2 and len(watched.judge.match.rounds) == 2


def test_a_watched_game_continued_mid_deal_reads_its_deal_retold(
    driver: Driver, ways: Callable[[], Way]
) -> None:
    """The menu's Continue of a computers' game saved mid-deal: its watcher reads the deal so
    far retold (its title, who leads, each move saved in words, every card it moved named: a
    watcher sees every hand), then where it goes on."""
    session = made(driver, "q2j", 4, COMPUTERS, {})
    for _ in range(5):
        session.apply(session.legal()[0])
    assert session.save(saves.default_save_path()) is None
    autosaving.flush()
    menu = driver.top
    assert isinstance(menu, MenuScene)
    for _ in range(200):  # the menu looks at the save slot again now and then
        if "Continue" in menu_labels(driver):
            break
        driver.step()
    driver.click_button("Continue")
    way = ways()
    table = way.on_screen()
    private = way.private
    assert private is not None and private.watched and private.resumed

    # The deal as the host's game holds it (its computers may have played on since): the moves
    # saved, replayed from the deal's start, each with the events it made.
    def held(game: Session) -> tuple[Rules[State], State | None, list[Action]]:
        origin = game.state.origin
        return game.rules, None if origin is None else origin.clone(), list(game.state.log[:5])

    rules, replayed, saved = private.read(held)
    assert replayed is not None and saved == session.state.log
    leader = COMPUTERS[replayed.to_move].name
    moves: list[tuple[str, list[str]]] = []  # who made each move, and the cards it moved
    for action in saved:
        mover = COMPUTERS[replayed.to_move].name
        events = rules.apply(replayed, action)
        moves.append(
            (mover, [event.card.symbol() for event in events if isinstance(event, Moved) and event.card])
        )
    # What the watcher reads, up to where the game goes on.
    lines = [line.public.replace("\xa0", " ") for line in table.log.lines]
    tags = list(table.log.moves)
    title = "Deal #4: Q Squared Joe"
    goes_on = "Deal #4 continued at turn 5: Q Squared Joe"
    assert goes_on in lines, lines
    end = lines.index(goes_on)
    lines, tags = lines[:end], tags[:end]
    first_move = next(i for i, tag in enumerate(tags) if tag is not None)
    assert lines[:first_move] == [title, f"{leader} leads"], lines
    told: dict[object, list[str]] = {}
    for line, tag in zip(lines[first_move:], tags[first_move:], strict=True):
        assert tag is not None, f"an untagged line among the moves retold: {line}"
        told.setdefault(tag, []).append(line)
    assert len(told) == len(moves), told
    for (mover, cards), said in zip(moves, told.values(), strict=True):
        assert said[0].startswith(f"{mover} "), (mover, said)
        assert all(any(card in line for line in said) for card in cards), (cards, said)


def test_a_watched_rounds_next_deal_waits_for_next_round(driver: Driver, ways: Callable[[], Way]) -> None:
    """As at a local watched table, each round is played when the watcher asks for it: at round
    1's sheet the host has dealt round 2 and no computer has moved in it (the history says the
    match is being played, one round in); Next round shows round 2 from its deal to the end."""
    driver.setup_game("q2j-elimination", 3, ["easy", "easy", "easy"])
    way = ways()
    way.on_screen()
    private = way.private
    assert private is not None
    sheet = way.play_to_sheet()
    assert isinstance(sheet, ScoreboardScene) and sheet.record.number == 1
    way.until(sheet.next_deal_here)
    driver.step(30)
    assert private.read(lambda game: (len(game.match.rounds), len(game.state.log))) == (1, 0)
    assert [b.label for b in sheet.buttons] == ["Next round", "Menu"] and not sheet.match_over
    way.next_round()
    log = way.log()
    assert any(line.startswith("Deal #7, round 2") for line in log), log
    end = way.play_to_sheet()
    assert isinstance(end, ScoreboardScene) and end.record.number == 2 and end.match_over
    assert [b.label for b in end.buttons] == ["Rematch", "New game", "Menu"]


def test_a_deal_nobody_here_is_in_handed_over_finished_shows_its_sheet(driver: Driver) -> None:
    """An Elimination match whose person is out, handed over with a later deal finished and
    unscored: the window watches, is shown the deal's end, then its round's sheet (it stood on
    the bare felt before: the host scored and dealt on before its watcher came)."""
    from tests.net.test_private_deal_over import out_and_deal_over

    session = out_and_deal_over()
    rounds_before = len(session.match.rounds)
    driver.open_game(session, resumed=True)
    sheet = driver.play_to_scoreboard()
    assert sheet.record.number == rounds_before + 1
    assert sheet.source.watching
