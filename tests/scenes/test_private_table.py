"""A private table made from the window's own game (``net/private_table.py``): the game the
window built plays through a host in this process and keeps its things: the history records it
as the local table records it, and a failed autosave is said as the local table says it (its
autosave read back by Continue: ``test_continue.py``, both ways)."""

from __future__ import annotations

import dataclasses
import datetime
import sqlite3
from typing import Any

from game.engine import make_rules
from game.files import saves
from game.history.database import default_path
from game.history.store import load_game
from game.play.seats import HUMAN, SeatConfig
from game.play.session import Session

from .both_ways import Way, way_at
from .driver import Driver

SEATS = [SeatConfig("You", HUMAN), SeatConfig("Basil", "easy"), SeatConfig("Chloe", "medium")]


def made(driver: Driver, variant_id: str, seed: int, chosen: dict[str, bool | int | str]) -> Session:
    """The game as the setup makes it: the options chosen over the variant's, kept for the save."""
    variant = driver.app.ctx.catalog.get(variant_id)
    variant = dataclasses.replace(variant, options={**variant.options, **chosen})
    session = Session(variant, make_rules(variant), list(SEATS), seed)
    session.chosen_options = dict(chosen)
    return session


def stored(game_id: int) -> tuple[Any, tuple[int | None, ...]]:
    """A game of the history as written (its record, without when nor its recorder's name, and
    its seats' profiles)."""
    db = sqlite3.connect(default_path(), isolation_level=None)
    found = load_game(db, game_id)
    db.close()
    assert found is not None
    moment = datetime.datetime(2000, 1, 1, tzinfo=datetime.UTC)
    record = dataclasses.replace(found.record, key="", started=moment, ended=moment)
    return record, tuple(found.profiles)


def test_a_private_table_records_the_game_as_the_local_table_does(driver: Driver) -> None:
    """The same deal and the same clicks at a local table, then at a private table made from an
    equal game: the history holds two equal games, round by round (each round's figures and
    what it hands on), seats, options and profiles."""
    ended = []
    for name in ("local", "hosted"):
        with way_at(driver, name) as way:
            way.open_session(made(driver, "q2j-elimination", 5, {"rule_5": False}))
            way.play_to_sheet()
            while not way.judge.match_over:
                way.next_round()
                way.play_to_sheet()
            ended.append(way.judge)
        driver.step(2)  # the local table's game is let go by the window
    assert driver.app.ctx.history.flush()
    local, private = stored(1), stored(2)
    assert len(local[0].rounds) >= 2, "a match of several rounds (another deal is needed)"
    assert local[0].status == "finished" and [r.actions for r in local[0].rounds] == [
        tuple(map(str, log)) for log in ended[0].match.round_logs
    ]
    assert private == local


def test_an_autosave_that_fails_is_said_on_the_message_line_once(way: Way, toasts: list[str]) -> None:
    """The disk refuses the game's save (a folder stands where it goes): the table says so once, in
    the local table's words, and play goes on."""
    said = toasts
    saves.default_save_path().mkdir(parents=True)
    way.open_session(made(way.driver, "q2j", 4, {}))
    for _ in range(3):
        way.play_turn()
    way.ready()
    refused = [words for words in said if words.startswith("The game could not be saved (")]
    assert len(refused) == 1, said
    assert "directory" in refused[0].lower() or "folder" in refused[0].lower(), refused
