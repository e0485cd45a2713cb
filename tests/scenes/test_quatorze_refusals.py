"""Quatorze's refusals in a newcomer's words (the newcomer's review: two cards with a joker were
refused for the joker, not for being two, and a set holding a joker was quoted as "X=J♠"), at
a local table and at one hosted in this process."""

from __future__ import annotations

from game.play.refusals import with_suit_glyphs
from game.scenes.table.games.quatorze.table import LAY
from game.scenes.table.pointer import slot_center

from .both_ways import Way, said
from .test_quatorze_moves import OTHER, SEATS, click_card, meld_table, press


def test_two_cards_with_a_joker_are_too_few_whatever_it_stands_for(way: Way) -> None:
    table = meld_table(way)
    for card in ("7S", "X"):
        click_card(way, table, card)
    press(way, table, LAY)
    assert said(way, table) == "Not allowed: a meld has 3 to 13 cards, not 2"


def test_a_refusal_names_a_melds_joker_in_words(way: Way) -> None:
    zones = {"hand:0": "JS 4D 9C", "hand:1": "2D 3D 4D", "discard": "10C", OTHER: "X JH JC"}
    marks = {OTHER: ["JS", "", ""]}
    way.open_at("quatorze", SEATS, zones, facts={"phase": "meld", "down": [0, 1]}, marks=marks)
    table = way.ready()
    click_card(way, table, "JS")
    way.click(slot_center(table.layout, table.display, (OTHER, 1)))
    words = said(way, table)
    assert "[joker = J♠] J♥ J♣" in words
    assert "X=" not in words


def test_clicking_a_discard_that_cannot_be_melded_says_why(way: Way) -> None:
    # A newcomer clicked the discard pile and read only "That is not a move you can make now".
    zones = {"hand:0": "7S 8S KH 2C 5D", "hand:1": "2D 3D 4D 9C 9D", "discard": "10C"}
    way.open_at("quatorze", SEATS, zones, facts={"phase": "draw"})
    table = way.ready()
    reason = way.judge.why_illegal(way.judge.rules.parse_action("take"))
    assert reason is not None
    way.click(slot_center(table.layout, table.display, ("discard", 0)))
    words = said(way, table)
    assert words == f"Not allowed: {with_suit_glyphs(reason)}"
    assert "10♣ may be taken only to meld it" in words
