"""Crazy Jokers' words at the table: what a contract still needs, and announcements that agree
with "You"."""

from __future__ import annotations

import datetime

from game.engine import Card
from game.engine.events import Announced
from game.engine.games.crazy_jokers.contracts import Contract
from game.engine.games.crazy_jokers.events import CrazyJokersAnnouncement
from game.engine.games.crazy_jokers.state import Phase
from game.scenes.table.choreography import announcement
from game.scenes.table.games.crazy_jokers.phrases import PHRASES
from game.scenes.table.games.crazy_jokers.words import birthday_cards, curtain_note, needs_words

NAMES = {0: "You", 1: "Basil"}


def hand(words: str) -> list[Card]:
    return [Card.parse(word) for word in words.split()]


def test_what_a_contract_still_needs_is_said_from_the_cards_held() -> None:
    assert needs_words(Contract.FULL_FULL_HOUSE, hand("7S 7H 7D 7C KS KH 2D"), None) == (
        "Full Full House: 7♠ 7♥ 7♦ 7♣ K♠ K♥ ✓ · need one more K"
    )
    assert needs_words(Contract.BIG_FLUSH, hand("2H 5H 9H 3C 4C 8S JD"), None).endswith("need 4 more ♥")
    complete = needs_words(Contract.FIXED_STRAIGHT, hand("8S 9H 10D JC QS KH AD"), None)
    assert complete.startswith("Fixed Straight: complete")
    assert needs_words(Contract.NO_HAND_HAND, hand("2S 3S"), None) == "No Hand Hand: 2 cards left to shed"


def test_the_needs_line_reads_in_the_contracts_order_not_the_hands() -> None:
    # A straight as a run (wrapping through the ace), what it needs in the same order.
    assert needs_words(Contract.FIXED_STRAIGHT, hand("AS QH 2C KD 9S 5H X"), None) == (
        "Fixed Straight: 9♠ Q♥ K♦ A♠ 2♣ ★ ✓ · need one more J"
    )
    assert needs_words(Contract.FIXED_STRAIGHT, hand("3C QD 6H 2S JD 6C 6S"), None) == (
        "Fixed Straight: J♦ Q♦ 2♠ 3♣ ✓ · need 10, K, A"
    )
    # A Full Full House's four before its three; a flush low to high; a birthday as its date.
    assert needs_words(Contract.FULL_FULL_HOUSE, hand("KS 7H KH 7D 2C 7C 9S"), None).startswith(
        "Full Full House: 7♥ 7♦ 7♣ K♠ K♥ ✓"
    )
    assert needs_words(Contract.BIG_FLUSH, hand("JH 5H 9H 3C 4C 8S 2H"), None).startswith(
        "Big Flush: 2♥ 5♥ 9♥ J♥ ✓"
    )
    july_23_1995 = datetime.date(1995, 7, 23)
    assert needs_words(Contract.BIRTHDAY_WISH, hand("9S 5D 2H 7S 4C 6C 8C"), july_23_1995).startswith(
        "A Birthday Wish: 7♠ 2♥ 9♠ 5♦ ✓"
    )


def test_a_birthday_is_read_as_the_rulings_example() -> None:
    assert birthday_cards(datetime.date(1995, 7, 23)) == "7 2 3 A 9 9 5"


def test_announcements_agree_with_you_and_name_the_other_seat() -> None:
    said = {
        (CrazyJokersAnnouncement.TRADE_OFFERED, 0, "1"): "You propose a blind trade to Basil",
        (CrazyJokersAnnouncement.TRADE_OFFERED, 1, "0"): "Basil proposes a blind trade to you",
        (CrazyJokersAnnouncement.FORCE, 1, "0"): "Basil lays the 2♠ to look at your hand",
        (CrazyJokersAnnouncement.STEAL, 0, "1"): "You play a joker: 2 cards from Basil, +30",
        (CrazyJokersAnnouncement.CONTRACT, 1, "odd-man-out 85"): "Basil completes Odd Man Out (85)",
        (
            CrazyJokersAnnouncement.FLUSH_BROKEN,
            0,
            "",
        ): "Your Big Flush is broken: the cards go back to the hand",
        (CrazyJokersAnnouncement.PASS, 0, ""): "You have nothing else to do: a pass",
    }
    for (what, seat, detail), words in said.items():
        assert announcement(Announced(seat, what, detail), NAMES, PHRASES) == words


def test_the_curtain_tells_only_that_a_trade_was_proposed() -> None:
    assert curtain_note(Phase.ANSWER, 1, NAMES.__getitem__) == (
        "Basil proposes a blind trade: accept or decline"
    )
    assert curtain_note(Phase.PLAY, 1, NAMES.__getitem__) == ""
    # A person who named their seat "You" is still spoken of in good grammar.
    assert curtain_note(Phase.ANSWER, 0, NAMES.__getitem__) == (
        "You propose a blind trade: accept or decline"
    )
