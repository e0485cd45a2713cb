"""Quatorze's moves as the log tells them: one line per meld, add, swap, take-back, take, discard."""

from __future__ import annotations

from game.engine import Card
from game.engine.cards import JOKER
from game.engine.events import Announced, Moved
from game.engine.games.quatorze.events import QuatorzeAnnouncement
from game.engine.view import View
from game.engine.zones import Zone, by_zone
from game.scenes.table.games.quatorze.log import quatorze_lines

NAMES = {0: "You", 1: "Basil", 2: "Chloe"}


def table(marks: dict[str, tuple[str, ...]] | None = None) -> View:
    return View("quatorze", "quatorze", 0, 3, 1, 5, False, (), {}, by_zone(marks or {}), {})


def said(events: list[object], marks: dict[str, tuple[str, ...]] | None = None) -> list[str] | None:
    lines = quatorze_lines(events, NAMES, table(marks))  # type: ignore[arg-type]
    return None if lines is None else [line.public for line in lines]


def move(card: str, source: str, target: str) -> Moved:
    return Moved(JOKER if card == "X" else Card.parse(card), Zone.parse(source), Zone.parse(target), True)


def test_a_meld_with_a_joker_is_one_line_naming_its_stand_in() -> None:
    events = [
        move("7S", "hand:1", "meld:1:0"),
        move("X", "hand:1", "meld:1:0"),
        move("9S", "hand:1", "meld:1:0"),
    ]
    assert said(events, {"meld:1:0": ("", "8S", "")}) == ["Basil melds 7♠ [joker = 8♠] 9♠"]


def test_adds_name_whose_meld_from_the_readers_side() -> None:
    assert said([move("4H", "hand:1", "meld:0:1")]) == ["Basil adds the 4♥ to your meld 2"]
    assert said([move("4H", "hand:1", "meld:1:0")]) == ["Basil adds the 4♥ to their meld 1"]
    assert said([move("4H", "hand:0", "meld:2:0")]) == ["You add the 4♥ to Chloe's meld 1"]


def test_swap_take_back_take_and_discard() -> None:
    swap = [move("8S", "hand:2", "meld:1:0"), move("X", "meld:1:0", "hand:2")]
    assert said(swap) == ["Chloe lays the 8♠ for the joker in Basil's meld 1"]
    back = [
        move("7S", "meld:2:0", "hand:2"),
        move("8S", "meld:2:0", "hand:2"),
        move("9S", "meld:2:0", "hand:2"),
    ]
    assert said(back) == ["Chloe takes back 7♠ 8♠ 9♠"]
    assert said([move("KD", "discard", "hand:0")]) == ["You take the K♦ from the discard pile"]
    # The engine tells the going down before the discard that confirms it (opening.yaml).
    discard = [Announced(1, QuatorzeAnnouncement.DOWN, "54"), move("5D", "hand:1", "discard")]
    assert said(discard) == ["Basil goes down with 54", "Basil discards the 5♦"]


def test_a_draw_is_left_to_the_shared_words_that_hide_the_card() -> None:
    assert said([Moved(Card.parse("5D"), Zone.parse("stock"), Zone.parse("hand:1"), False)]) is None
