"""Quatorze beyond the scenarios: the deal (cut, packets, direction), refusals in words,
views and the notation."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.engine import make_rules
from game.engine.cards import JOKER, Card, build_deck, parse_cards
from game.engine.events import Announced, Moved
from game.engine.games.quatorze import QuatorzeRules, QuatorzeState
from game.engine.games.quatorze.events import QuatorzeAnnouncement
from game.engine.games.quatorze.reach import MeldFinder
from game.engine.games.quatorze.rules import first_missing
from game.engine.games.quatorze.solver import solve
from game.engine.rules import Direction, RoundContext
from game.engine.zones import Zone, by_zone
from game.variants import load_catalog

CATALOG = load_catalog()


def _rules(variant: str = "quatorze") -> QuatorzeRules:
    rules = make_rules(CATALOG.get(variant))
    assert isinstance(rules, QuatorzeRules)
    return rules


def _deal(rules: QuatorzeRules, players: int, seed: int, dealer: int = 0) -> QuatorzeState:
    return rules.new_state(players, seed, context=RoundContext(1, dealer, (0,) * players))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_player_right_of_the_dealer_gets_15_and_starts(players: int) -> None:
    rules = _rules()
    for dealer in range(players):
        state = _deal(rules, players, seed=dealer, dealer=dealer)
        right = (dealer - 1) % players  # turns go to the right
        assert state.to_move == right
        assert [len(hand) for hand in state.hands] == [15 if s == right else 14 for s in range(players)]
        assert len(state.stock) == 106 - 14 * players - 1 and not state.discard
        assert rules.public_facts(state)["phase"] == "meld"


def test_quatorze_plays_to_the_right() -> None:
    assert _rules().direction is Direction.ANTICLOCKWISE
    assert _rules().next_seat(0, 4) == 3


def _packets(events: list[Moved]) -> list[tuple[Zone, int]]:
    packets: list[tuple[Zone, int]] = []
    for event in events:
        if packets and packets[-1][0] == event.target:
            packets[-1] = (event.target, packets[-1][1] + 1)
        else:
            packets.append((event.target, 1))
    return packets


def test_the_deal_is_3_then_2_at_a_time_to_the_right() -> None:
    rules = _rules()
    state = next(s for s in (_deal(rules, 4, seed, dealer=2) for seed in range(50)) if s.cut_joker < 0)
    events = rules.opening_events(state)
    assert events[0] == Announced(3, QuatorzeAnnouncement.CUT, "")  # the player on the dealer's left cuts
    moves = [e for e in events if isinstance(e, Moved)]
    packets = _packets(moves)
    assert [(str(zone), size) for zone, size in packets[:5]] == [
        ("hand:1", 3),
        ("hand:0", 2),
        ("hand:3", 2),
        ("hand:2", 2),
        ("hand:1", 2),
    ]
    assert all(size == 2 for _, size in packets[1:])
    for seat in range(4):
        assert [m.card for m in moves if str(m.target) == f"hand:{seat}"] == state.hands[seat]


def test_a_joker_at_the_bottom_of_the_cut_stays_with_the_cutter_as_one_of_14() -> None:
    rules = _rules()
    kept = [s for s in (_deal(rules, 4, seed, dealer=1) for seed in range(400)) if s.cut_joker >= 0]
    assert kept, "no deal in 400 put a joker at the bottom of the cut"
    state = kept[0]
    cutter = 2  # the dealer's left
    assert state.cut_joker == cutter and state.hands[cutter][0] is JOKER
    assert len(state.hands[cutter]) == 14
    events = rules.opening_events(state)
    assert events[0] == Announced(cutter, QuatorzeAnnouncement.CUT, "joker")
    # Everyone saw the joker go into the cutter's hand.
    assert rules.view(state, 0).zones[Zone.parse(f"hand:{cutter}")][0] is JOKER


def test_the_round_context_sets_dealer_round_and_scores_in_the_view() -> None:
    rules = _rules()
    state = rules.new_state(3, 9, context=RoundContext(4, 1, (120, -30, 57)))
    facts = rules.view(state, 2).public
    assert (facts["round"], facts["dealer"], facts["scores"], facts["out_at"]) == (4, 1, [120, -30, 57], 201)
    assert state.to_move == 0


def test_the_opening_refusal_names_the_count() -> None:
    rules = _rules()
    zones = {
        "hand:0": parse_cards("6H 7H 8H 9H 2C 3C 4C 5C KD"),
        "hand:1": parse_cards("2D 3D 4D"),
        "discard": parse_cards("5S"),
    }
    state = rules.setup(2, 1, by_zone(zones), to_move=0, facts={"phase": "meld"})
    for text in ("meld 6H 7H 8H 9H", "meld 2C 3C 4C 5C"):
        rules.apply(state, rules.parse_action(text))
    assert rules.why_illegal(state, rules.parse_action("discard KD")) == (
        "your melds total 44; 51 are needed to go down (opening)"
    )


def test_other_seats_see_no_hand_and_nobody_sees_the_stock() -> None:
    rules = _rules()
    state = _deal(rules, 4, seed=3)
    rng = random.Random(3)
    for _ in range(60):
        for seat in range(4):
            view = rules.view(state, seat)
            assert all(card is None for card in view.zones[Zone.parse("stock")])
            for owner in range(4):
                shown = Counter(c for c in view.zones[Zone.parse(f"hand:{owner}")] if c is not None)
                expected = Counter(state.hands[owner]) if owner == seat else Counter(state.known[owner])
                assert shown == expected
        legal = rules.legal_actions(state)
        rules.apply(state, legal[rng.randrange(len(legal))])


def test_every_legal_action_round_trips_through_its_notation_and_has_words() -> None:
    rules = _rules()
    state = _deal(rules, 3, seed=12)
    rng = random.Random(12)
    names = {0: "Ann", 1: "Basil", 2: "Cy"}
    while not state.over:
        legal = rules.legal_actions(state)
        view = rules.view(state, state.to_move)
        for action in legal:
            assert rules.parse_action(str(action)) == action
            assert rules.action_words(action, view, names)
        rules.apply(state, legal[rng.randrange(len(legal))])


def test_one_joker_variant_deals_105_cards() -> None:
    rules = _rules("quatorze-1-joker")
    assert Counter(rules.deck(4))[JOKER] == 1 and len(rules.deck(4)) == 105


def test_random_games_with_joker_swap_keep_cards_views_and_replays() -> None:
    rules = QuatorzeRules(QuatorzeRules.default_variant(joker_swap=True))
    deck = Counter(rules.deck(3))
    swaps = 0
    for seed in range(6):
        state = rules.new_state(3, seed)
        rng = random.Random(seed)
        while not state.over:
            legal = rules.legal_actions(state)
            assert legal
            action = legal[rng.randrange(len(legal))]
            swaps += str(action).startswith("swap")
            rules.apply(state, action)
            if state.turn % 11 == 0 and not state.over:
                assert Counter(c for cards in rules.zones(state).values() for c in cards) == deck
                view = rules.view(state, state.to_move)
                assert rules.view(rules.sample_state(view, rng), state.to_move) == view
        assert rules.state_text(rules.replay(state.origin, state.log)) == rules.state_text(state)
    assert swaps, "no random game swapped a joker: the option was not exercised"


def test_the_take_check_agrees_with_the_solver_on_random_and_dense_hands() -> None:
    """``reach.MeldFinder.can_open_with`` (the fast check behind ``take``) against the
    solver's exact answer: does some opening of 51 use this card and keep a card?"""
    finder = MeldFinder()
    rng = random.Random(8)
    hands = []
    for _ in range(1200):
        deck = build_deck(2, 2)
        rng.shuffle(deck)
        hands.append(deck[: rng.randint(3, 16)])
    for _ in range(200):  # two suits, doubled: long runs and many overlapping melds
        suits = rng.sample("SHDC", 2)
        cards = [Card(rank, suit) for suit in suits for rank in range(1, 14)] * 2
        rng.shuffle(cards)
        hands.append(cards[:13] + [JOKER] * rng.randint(0, 2))
    opened = 0
    for hand in hands:
        card = hand[rng.randrange(len(hand))]
        expected = solve(hand, required=card).opens
        assert finder.can_open_with(hand, card, 51) == expected, " ".join(map(str, hand)) + f" / {card}"
        # Asked again (the answer is remembered by the hand, whatever its order) and for
        # another opening (which the remembered answer must not stand in for).
        assert finder.can_open_with(hand[::-1], card, 51) == expected
        assert finder.can_open_with(hand, card, 30) == solve(hand, required=card, opening=30).opens
        opened += expected
    assert 50 < opened < len(hands) - 50  # both answers come up often


def test_a_meld_names_the_first_card_the_hand_lacks() -> None:
    """``first_missing`` (a meld's "not in your hand") against multiset subtraction."""
    rng = random.Random(41)
    deck = build_deck(2, 2)
    lacking = 0
    for _ in range(2000):
        hand = rng.sample(deck, rng.randint(0, 12))
        cards = rng.sample(hand, min(len(hand), rng.randint(0, 4))) + rng.sample(deck, rng.randint(0, 2))
        rng.shuffle(cards)
        missing = Counter(cards) - Counter(hand)
        assert first_missing(cards, hand) == next(iter(missing), None), f"{cards} from {hand}"
        lacking += bool(missing)
    assert 500 < lacking < 1500  # both answers come up often
    two = parse_cards("7H 7H X X")
    assert first_missing(two, parse_cards("7H X X 9C")) == Card.parse("7H")
    assert first_missing(two, parse_cards("7H 7H X 9C")) == JOKER
    assert first_missing(two, parse_cards("X 7H 9C 7H X")) is None
