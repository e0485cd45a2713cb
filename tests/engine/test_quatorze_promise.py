"""Quatorze's taken discard: it must be on the table when the turn ends (RULINGS.md), and the
rules never leave a player holding it with no way to place it.

``promise.can_place`` is a shortcut (a route for the card, without a search); the solver,
which lays whole hands onto a table by another method, is the reference for a seat that is
down. The playouts check the promise from the rules' side: whoever takes a card can always
get it onto the table and then discard.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.engine import make_rules
from game.engine.cards import JOKER, Card, build_deck
from game.engine.games.quatorze import Discard, QuatorzeRules, QuatorzeState
from game.engine.games.quatorze.actions import TAKE, TAKEBACK
from game.engine.games.quatorze.melds import Meld, candidate_melds
from game.engine.games.quatorze.promise import can_place
from game.engine.games.quatorze.solver import solve
from game.variants import load_catalog

CATALOG = load_catalog()


def _table(rng: random.Random, deck: list[Card]) -> list[Meld]:
    """A few melds built from cards drawn off ``deck`` (which loses them)."""
    melds: list[Meld] = []
    for _ in range(rng.randint(0, 4)):
        suit = rng.choice("SHDC")
        if rng.random() < 0.6:  # a run, sometimes long, sometimes with a joker
            start = rng.randint(1, 11)
            cards = [Card(rank, suit) for rank in range(start, min(start + rng.randint(3, 7), 14))]
        else:
            rank = rng.randint(1, 13)
            cards = [Card(rank, other) for other in rng.sample("SHDC", rng.choice((3, 4)))]
        if rng.random() < 0.2 and JOKER in deck:
            cards[rng.randrange(len(cards))] = JOKER
        if len(cards) < 3 or any(card not in deck for card in cards):
            continue
        found = [meld for meld in candidate_melds(cards) if len(meld.cards) == len(cards)]
        if found:
            for card in cards:
                deck.remove(card)
            melds.append(rng.choice(found))
    return melds


def _hand(rng: random.Random, deck: list[Card]) -> list[Card]:
    if rng.random() < 0.5:
        return [deck.pop() for _ in range(rng.randint(1, 9))]
    # Close to one suit: runs to extend, gaps to fill.
    suit = rng.choice("SHDC")
    near = [card for card in deck if card.suit == suit or card.is_joker]
    rng.shuffle(near)
    hand = near[: rng.randint(1, 7)]
    for card in hand:
        deck.remove(card)
    return hand


def test_a_seat_that_is_down_can_place_the_card_exactly_when_the_solver_can() -> None:
    """The solver, asked to lay the hand onto the table with the card down and a card kept,
    finds a way exactly when ``can_place`` finds a route."""
    rng = random.Random(28)
    answers = []
    for _ in range(4000):
        deck = build_deck(2, 2)
        rng.shuffle(deck)
        table = _table(rng, deck)
        hand = _hand(rng, deck)
        card = hand[rng.randrange(len(hand))]
        expected = solve(hand, table=table, required=card).most_points is not None
        found = can_place(hand, card, table, range(len(table)), swaps=False)
        assert found == expected, (
            f"hand {' '.join(map(str, hand))}, card {card}, table {[str(meld) for meld in table]}"
        )
        answers.append(expected)
    assert 400 < sum(answers) < len(answers) - 400  # both answers come up often


def test_a_seat_going_down_places_the_card_only_in_its_own_melds() -> None:
    """The same hand and table: the card fits the other seat's run, and nothing of its own."""
    run = candidate_melds([Card(5, "H"), Card(6, "H"), Card(7, "H")])[0]
    hand = [Card(8, "H"), Card(2, "C"), Card(5, "D")]
    assert can_place(hand, Card(8, "H"), [run], [0], swaps=False)
    assert not can_place(hand, Card(8, "H"), [run], [], swaps=False)


def _rules(variant: str, **options: bool) -> QuatorzeRules:
    base = CATALOG.get(variant)
    rules = make_rules(replace(base, options={**base.options, **options}))
    assert isinstance(rules, QuatorzeRules)
    return rules


def _reaches_discard(rules: QuatorzeRules, state: QuatorzeState, seen: set[tuple[object, ...]]) -> bool:
    """Whether some line of melds, adds and swaps from ``state`` reaches a position where the
    turn may end with a discard (the taken card then on the table). Depth first, each position
    once; a take-back is left out (it returns to the position after the take, checked itself)."""
    legal = rules.legal_actions(state)
    if any(isinstance(action, Discard) for action in legal):
        return not state.must_meld
    seat = state.to_move
    key = (
        tuple(sorted(card.code for card in state.hands[seat])),
        tuple(sorted(str(meld) for melds in state.melds for meld in melds)),
        state.must_meld,
    )
    if key in seen:
        return False
    seen.add(key)
    # The taken card's own moves first: they usually finish the job at once.
    legal.sort(key=lambda action: state.taken is None or str(state.taken) not in str(action))
    for action in legal:
        if action == TAKEBACK:
            continue
        after = state.clone()
        rules.apply(after, action)
        if _reaches_discard(rules, after, seen):
            return True
    return False


def _walk(rules: QuatorzeRules, state: QuatorzeState, rng: random.Random) -> int:
    """From the position after a take, play legal moves at random (what a careless player might
    try first) until the discard is allowed. That position, and every one on the way that has no
    take-back back to it, must have a line that leads to the discard. The positions checked."""
    checked = 0
    for _ in range(40):
        legal = rules.legal_actions(state)
        if any(isinstance(action, Discard) for action in legal):
            assert not state.must_meld
            break
        if TAKEBACK not in legal:
            checked += 1
            assert _reaches_discard(rules, state, set()), (
                f"a dead end with the taken {state.taken} in the hand\n{rules.state_text(state)}"
            )
        others = [action for action in legal if action != TAKEBACK]
        rules.apply(state, rng.choice(others or legal))
    return checked


@pytest.mark.parametrize(("joker_swap", "players"), [(False, 2), (False, 4), (True, 3)])
def test_whoever_takes_a_card_can_always_get_it_down_and_discard(joker_swap: bool, players: int) -> None:
    """Random rounds; after every take, a random walk through the legal moves (what a careless
    player might do first) still reaches the discard with the card on the table."""
    rules = _rules("quatorze", joker_swap=joker_swap)
    rng = random.Random(players)
    takes = down_takes = 0
    for seed in range(25):
        state = rules.new_state(players, seed)
        while not state.over:
            legal = rules.legal_actions(state)
            action = TAKE if TAKE in legal else legal[rng.randrange(len(legal))]
            if action == TAKE:
                takes += 1
                down_takes += state.down[state.to_move]
                rules.apply(state, action)
                _walk(rules, state.clone(), random.Random(seed))
                continue
            rules.apply(state, action)
    assert takes > 20 and down_takes > 5  # both kinds of seat took cards
