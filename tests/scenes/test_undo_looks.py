"""Undo never gives a free look: a move that showed the player a card they had not seen (a
draw, a face-down card turned, the 2♠'s look), or after which a card came to them in private
(a blind trade accepted), cannot be taken back. Moves that showed nothing still can."""

from __future__ import annotations

import random

import pytest

from game.engine import DRAW, Action, make_rules
from game.engine.cards import Card
from game.engine.games.crazy_jokers.actions import Accept, Decline, Propose
from game.engine.games.q2j.actions import Play
from game.engine.games.quatorze.actions import Discard
from game.engine.zones import DISCARD, STOCK, hand_zone
from game.play.seats import HUMAN, SeatConfig
from game.play.session import Session
from game.player.birthdays import match_birthdays
from game.variants import load_catalog
from tests.every_game import base_variants, seats_for

CATALOG = load_catalog()
LOOKED = "You have seen a card since that move (a draw, a look): it cannot be taken back."


def _session(variant_id: str, players: int = 2, seed: int = 5) -> Session:
    variant = CATALOG.get(variant_id)
    rules = make_rules(variant)
    seats = [SeatConfig("You", HUMAN), *(SeatConfig(f"Bot {n}", "random") for n in range(1, players))]
    carried = {"birthdays": match_birthdays([None] * players, seed)} if rules.uses_birthdays else None
    return Session(variant, rules, seats, seed, carried)


def _until_human(session: Session, rng: random.Random, wanted: type | None = None) -> None:
    """Bots (and, until ``wanted`` is legal for them, the human too) move at random."""
    for _ in range(2000):
        assert not session.over, "the deal ended before the wanted position"
        legal = session.legal()
        if session.to_move == 0 and (wanted is None or any(isinstance(a, wanted) for a in legal)):
            return
        session.apply(rng.choice(legal))
    raise AssertionError("the position never came")


def test_a_quatorze_stock_draw_cannot_be_taken_back_but_the_discard_after_it_can() -> None:
    session = _session("quatorze")
    rng = random.Random(1)
    _until_human(session, rng)
    if DRAW not in session.legal():  # the player who starts with 15 cards discards first
        session.apply(next(a for a in session.legal() if isinstance(a, Discard)))
        _until_human(session, rng)
    session.apply(DRAW)
    assert session.why_no_undo() == LOOKED and not session.can_undo()
    drawn = session.rules.state_text(session.state)
    session.apply(next(a for a in session.legal() if isinstance(a, Discard)))
    _until_human(session, rng)
    assert session.can_undo(), session.why_no_undo()
    assert session.undo_to_last_human_move() >= 1
    assert session.rules.state_text(session.state) == drawn
    # Back at the draw, which stays drawn.
    assert session.why_no_undo() == LOOKED


@pytest.mark.parametrize("seed", range(4))
def test_a_quatorze_draw_from_a_pile_reshuffled_with_both_copies_cannot_be_taken_back(seed: int) -> None:
    """Two decks: both 6♠ lie in the discard pile, in sight, when the stock runs out. The draw
    remakes the stock from the pile (its top stays) and takes a card the player had seen there;
    which one the shuffle gave is news all the same (an undo would let them play knowing it)."""
    session = _session("quatorze", seed=seed)
    rules = session.rules
    pile = [Card.parse(text) for text in ("6S", "6S", "9D", "4C", "KH")]
    rest = rules.deck(2)
    for card in pile:
        rest.remove(card)
    zones = {hand_zone(0): rest[:13], hand_zone(1): rest[13:], STOCK: [], DISCARD: pile}
    state = rules.prepare(rules.setup(2, seed, zones, to_move=0))
    session.state = session.match.state = state
    assert DRAW in session.legal()
    session.apply(DRAW)
    assert session.state.log == [DRAW] and len(session.rules.view(session.state, 0).zones[DISCARD]) == 1
    assert session.why_no_undo() == LOOKED and not session.can_undo()


def test_a_q2j_play_that_showed_nothing_can_be_taken_back() -> None:
    session = _session("q2j", players=3)
    rng = random.Random(2)
    _until_human(session, rng, Play)
    session.apply(next(a for a in session.legal() if isinstance(a, Play)))
    assert session.can_undo(), session.why_no_undo()


def _crazy_jokers_trade_offered(seed: int) -> Session:
    """Crazy Jokers in play, the human having just offered a blind trade to the bot."""
    for attempt in range(40):
        session = _session("crazy-jokers", seed=seed + attempt)
        rng = random.Random(seed + attempt)
        try:
            _until_human(session, rng, Propose)
        except AssertionError:
            continue
        session.apply(next(a for a in session.legal() if isinstance(a, Propose)))
        assert session.to_move == 1, "the trade's answer is the bot's"
        return session
    raise AssertionError("no deal let the human offer a trade")


def test_a_trade_the_bot_accepted_cannot_be_taken_back() -> None:
    session = _crazy_jokers_trade_offered(11)
    assert session.can_undo(), "an offer alone shows nothing"
    accept: Action = next(a for a in session.legal() if isinstance(a, Accept))
    session.apply(accept)
    assert session.why_no_undo() == LOOKED


def test_a_trade_the_bot_declined_can_be_taken_back() -> None:
    session = _crazy_jokers_trade_offered(11)
    session.apply(Decline())
    assert session.can_undo(), session.why_no_undo()
    assert session.undo_to_last_human_move() == 2
    assert any(isinstance(a, Propose) for a in session.legal())


@pytest.mark.parametrize(
    ("variant_id", "players"),
    [(variant_id, seats_for(variant_id, 3)) for variant_id in base_variants()],
)
def test_every_game_refuses_to_take_back_a_draw(variant_id: str, players: int) -> None:
    draws = 0
    for seed in range(20):
        session = _session(variant_id, players, seed)
        rng = random.Random(seed)
        while not session.over and draws < 3:
            legal = session.legal()
            if session.to_move == 0 and DRAW in legal and rng.random() < 0.7:
                session.apply(DRAW)
                draws += 1
                assert session.why_no_undo() == LOOKED
            else:
                session.apply(rng.choice(legal))
        if draws == 3:
            return
    raise AssertionError(f"{variant_id}: the player drew only {draws} times in 20 deals")
