"""Quatorze's refusals in a newcomer's words (the newcomer's review: two cards with a joker were
refused for the joker, not for being two, and a set holding a joker was quoted as "X=J♠")."""

from __future__ import annotations

from game.play.refusals import with_suit_glyphs
from game.scenes.table.games.quatorze.table import LAY
from game.scenes.table.pointer import slot_center

from .driver import Driver
from .positions import table_at
from .test_quatorze_moves import OTHER, SEATS, click_card, meld_table, press


def test_two_cards_with_a_joker_are_too_few_whatever_it_stands_for(driver: Driver) -> None:
    table = meld_table(driver)
    for card in ("7S", "X"):
        click_card(driver, table, card)
    press(driver, table, LAY)
    assert table.toast.words == "Not allowed: a meld has 3 to 13 cards, not 2"


def test_a_refusal_names_a_melds_joker_in_words(driver: Driver) -> None:
    zones = {"hand:0": "JS 4D 9C", "hand:1": "2D 3D 4D", "discard": "10C", OTHER: "X JH JC"}
    marks = {OTHER: ["JS", "", ""]}
    table = table_at(driver, "quatorze", SEATS, zones, facts={"phase": "meld", "down": [0, 1]}, marks=marks)
    click_card(driver, table, "JS")
    driver.click(slot_center(table.layout, table.display, (OTHER, 1)))
    assert "[joker = J♠] J♥ J♣" in table.toast.words
    assert "X=" not in table.toast.words


def test_clicking_a_discard_that_cannot_be_melded_says_why(driver: Driver) -> None:
    # A newcomer clicked the discard pile and read only "That is not a move you can make now".
    zones = {"hand:0": "7S 8S KH 2C 5D", "hand:1": "2D 3D 4D 9C 9D", "discard": "10C"}
    table = table_at(driver, "quatorze", SEATS, zones, facts={"phase": "draw"})
    assert table.accepting_input
    reason = table.session.why_illegal(table.session.rules.parse_action("take"))
    assert reason is not None
    driver.click(slot_center(table.layout, table.display, ("discard", 0)))
    assert table.toast.words == f"Not allowed: {with_suit_glyphs(reason)}"
    assert "10♣ may be taken only to meld it" in table.toast.words
