"""Quatorze melds: what makes a set or a run, the rule each refusal names, points and notation."""

from __future__ import annotations

import contextlib
import random
from itertools import combinations

import pytest

from game.engine import Card, NotationError, parse_cards
from game.engine.cards import JOKER, STANDARD_52, build_deck
from game.engine.games.quatorze.actions import Add, Discard, Lay, MeldZone
from game.engine.games.quatorze.melds import (
    PARTNERS,
    IllegalMeld,
    Meld,
    MeldKind,
    candidate_melds,
    card_points,
    extended,
    make_meld,
    multiset_bits,
    multiset_key,
    parse_meld,
)


def meld(text: str) -> Meld:
    cards, stand_in = parse_meld(text)
    return make_meld(cards, stand_in)


@pytest.mark.parametrize(
    ("text", "kind", "table", "points"),
    [
        ("7H 7S 7D", MeldKind.SET, "7S 7H 7D", 21),
        ("KC KS KH KD", MeldKind.SET, "KS KH KD KC", 40),
        ("AS AH X=AC", MeldKind.SET, "AS AH X=AC", 33),
        ("3H AH 2H", MeldKind.RUN, "AH 2H 3H", 6),
        ("AH KH QH", MeldKind.RUN, "QH KH AH", 31),
        ("9D X=10D JD", MeldKind.RUN, "9D X=10D JD", 29),
        ("X=AD 2D 3D", MeldKind.RUN, "X=AD 2D 3D", 6),
        ("QD KD X=AD", MeldKind.RUN, "QD KD X=AD", 31),
        (
            "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
            MeldKind.RUN,
            "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
            95,
        ),
    ],
)
def test_valid_melds_are_ordered_and_scored(text: str, kind: MeldKind, table: str, points: int) -> None:
    made = meld(text)
    assert made.kind is kind
    assert str(made) == table
    assert made.points() == points


def test_the_full_suit_reads_the_ace_high() -> None:
    # A..K and 2..A are the same thirteen cards; the reading that scores the ace 11 is kept.
    made = meld("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH")
    assert str(made).endswith("KH AH")
    assert made.points() == 95


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("7H 7S", "meld size"),
        ("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH AH", "meld size"),
        ("7H 7S 7D 7C X=7H", "meld size"),
        ("7H 7H 7S", "set suits"),
        ("7H 7S 8D", "set rank"),
        ("7H 8S 9H", "run suit"),
        ("KH AH 2H", "run sequence"),
        ("QH KH AH 2H", "run sequence"),
        ("5H 6H 8H", "run sequence"),
        ("5H 6H 6H 7H", "run sequence"),
        ("5H X=6H X=7H", "one joker"),
        ("5H 6H X", "joker stand-in"),
        ("5H 6H 7H", None),
        ("5H 6H X=7S", "joker stand-in"),
        ("5H 6H X=6H", "joker stand-in"),
        ("5H 6H X=9H", "run sequence"),
        ("7H 7S X=7H", "joker stand-in"),
        ("7H 7S X=8D", "joker stand-in"),
    ],
)
def test_each_refusal_names_its_rule(text: str, rule: str | None) -> None:
    cards, stand_in = parse_meld(text)
    if rule is None:
        make_meld(cards, stand_in)
        return
    with pytest.raises(IllegalMeld) as refused:
        make_meld(cards, stand_in)
    assert refused.value.rule == rule


def test_a_stand_in_without_a_joker_is_refused() -> None:
    with pytest.raises(IllegalMeld) as refused:
        make_meld(parse_cards("5H 6H 7H"), joker_as=Card.parse("8H"))
    assert refused.value.rule == "joker stand-in"


def test_k_a_2_names_the_ace_rule_in_words() -> None:
    with pytest.raises(IllegalMeld, match="K-A-2 is not a run"):
        meld("KS AS 2S")


@pytest.mark.parametrize(
    ("start", "card", "stand_in", "after"),
    [
        ("5H 6H 7H", "8H", None, "5H 6H 7H 8H"),
        ("5H 6H 7H", "4H", None, "4H 5H 6H 7H"),
        ("2H 3H 4H", "AH", None, "AH 2H 3H 4H"),
        ("QH KH AH", "X", "JH", "X=JH QH KH AH"),
        ("7S 7H 7D", "7C", None, "7S 7H 7D 7C"),
        ("7S 7H 7D", "X", "7C", "7S 7H 7D X=7C"),
        ("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH", "KH", None, "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"),
    ],
)
def test_extended_adds_at_an_end_or_to_four(start: str, card: str, stand_in: str | None, after: str) -> None:
    grown = extended(meld(start), Card.parse(card), None if stand_in is None else Card.parse(stand_in))
    assert str(grown) == after


def test_a_low_ace_stays_low_when_the_run_grows_to_thirteen() -> None:
    grown = extended(meld("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"), Card.parse("KH"))
    assert grown.points() == 85


@pytest.mark.parametrize(
    ("start", "card", "stand_in", "rule"),
    [
        ("7S 7H 7D 7C", "7C", None, "meld size"),
        ("7S 7H 7D", "7H", None, "set suits"),
        ("7S 7H 7D", "8C", None, "set rank"),
        ("7S 7H X=7D", "X", "7C", "one joker"),
        ("7S 7H X=7D", "7D", None, "set suits"),
        ("5H 6H 7H", "9H", None, "run sequence"),
        ("5H 6H 7H", "8S", None, "run suit"),
        ("5H X=6H 7H", "6H", None, "run sequence"),
        ("QH KH AH", "2H", None, "run sequence"),
        ("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", "AH", None, "meld size"),
        ("5H 6H 7H", "X", None, "joker stand-in"),
        ("5H 6H 7H", "X", "5H", "joker stand-in"),
    ],
)
def test_extended_refusals(start: str, card: str, stand_in: str | None, rule: str) -> None:
    with pytest.raises(IllegalMeld) as refused:
        extended(meld(start), Card.parse(card), None if stand_in is None else Card.parse(stand_in))
    assert refused.value.rule == rule


def test_card_points_in_hand() -> None:
    assert [card_points(card) for card in parse_cards("AS 2S 9H 10D JC QS KH X")] == [
        11,
        2,
        9,
        10,
        10,
        10,
        10,
        25,
    ]


@pytest.mark.parametrize("text", ["", "5H 6H Y", "5H 6H 7=7H", "5H X=X 7H", "5H X=ZZ"])
def test_bad_notation_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_meld(text)


def test_notation_round_trips() -> None:
    for made in candidate_melds(parse_cards("AH 2H 3H 4H QS KS AS 7C 7D 7H X")):
        assert meld(str(made)) == made


def all_melds_by_brute_force(hand: list[Card]) -> set[Meld]:
    """Every sub-multiset of 3–5 cards offered to make_meld, each joker with every possible stand-in."""
    found: set[Meld] = set()
    for size in range(3, 6):
        for chosen in set(combinations(sorted(hand, key=lambda c: c.code), size)):
            stand_ins: list[Card | None] = list(STANDARD_52) if JOKER in chosen else [None]
            for stand_in in stand_ins:
                with contextlib.suppress(IllegalMeld):
                    found.add(make_meld(chosen, stand_in))
    return found


def test_candidate_melds_match_a_brute_force_on_random_hands() -> None:
    rng = random.Random(13)
    deck = build_deck(2, 2)
    for _ in range(60):
        hand = rng.sample(deck, 9)
        candidates = candidate_melds(hand)
        assert len(candidates) == len(set(candidates)), "a meld listed twice"
        short = {made for made in candidates if len(made.cards) <= 5}
        assert short == all_melds_by_brute_force(hand), " ".join(map(str, hand))


def test_candidate_melds_find_long_runs_and_the_joker_standing_for_a_held_card() -> None:
    found = {str(made) for made in candidate_melds(parse_cards("9S 10S JS QS KS AS 6H X"))}
    assert "9S 10S JS QS KS AS" in found
    assert "9S X=10S JS QS KS AS" in found
    assert "X=8S 9S 10S JS QS KS AS" in found
    assert not any("6H" in text for text in found)


def test_a_card_and_each_of_its_partners_make_a_meld_with_a_third_card() -> None:
    """``PARTNERS``: a pair of partners plus the joker is always some meld, and a pair that
    is not partners is in no meld of any hand."""
    for card in STANDARD_52:
        for other in STANDARD_52:
            if other is card:
                continue
            together = [meld for meld in candidate_melds([card, other, JOKER]) if other in meld.cards]
            assert bool(together) == bool(PARTNERS[card.code] >> other.code & 1), f"{card} {other}"


def test_every_natural_card_of_a_meld_has_a_partner_in_it() -> None:
    rng = random.Random(40)
    deck = build_deck(2, 2)
    for _ in range(300):
        hand = rng.sample(deck, 14)
        for meld in candidate_melds(hand):
            naturals = [card for card in meld.cards if not card.is_joker]
            for card in naturals:
                assert any(PARTNERS[card.code] >> other.code & 1 for other in naturals), str(meld)


def test_equal_melds_and_their_moves_hash_alike() -> None:
    """Melds and Quatorze's moves write their own ``__hash__`` (the dataclass's is slow
    compiled): built apart, equal ones must find each other in a dict, and unequal ones not."""
    rng = random.Random(42)
    deck = build_deck(2, 2)
    for _ in range(200):
        hand = rng.sample(deck, 10)
        for found in candidate_melds(hand):
            again = Meld(found.kind, tuple(list(found.cards)), tuple(list(found.stands)))
            owner = rng.randrange(4)
            zone, zone_again = MeldZone(owner, 2), MeldZone(owner, 2)
            pairs = [
                (found, again),
                (zone, zone_again),
                (Lay(found.cards, found.joker_stand), Lay(again.cards, again.joker_stand)),
                (Add(found.cards[0], zone), Add(again.cards[0], zone_again)),
                (Discard(found.cards[-1]), Discard(again.cards[-1])),
            ]
            for first, second in pairs:
                assert first is not second and first == second
                assert hash(first) == hash(second) and {first: 1}[second] == 1
    assert Lay(tuple(parse_cards("5H 6H 7H"))) != Lay(tuple(parse_cards("5H 6H 8H")))
    assert MeldZone(1, 2) not in {MeldZone(2, 1): 0}
    assert Add(Card.parse("7H"), MeldZone(0, 0)) not in {Add(Card.parse("7H"), MeldZone(0, 1)): 0}


def test_a_multisets_key_names_it_alone() -> None:
    """``multiset_key``: the same cards in any order give one key, different multisets (with
    cards held twice, jokers, or neither) different keys."""
    rng = random.Random(43)
    deck = build_deck(2, 2)
    keys: dict[int, tuple[str, ...]] = {}
    twice = 0
    for _ in range(3000):
        hand = rng.sample(deck, rng.randint(0, 6))
        shuffled = rng.sample(hand, len(hand))
        key = multiset_key(*multiset_bits(hand))
        assert key == multiset_key(*multiset_bits(shuffled))
        cards = tuple(sorted(str(card) for card in hand))
        assert keys.setdefault(key, cards) == cards, f"{cards} and {keys[key]} share a key"
        twice += multiset_bits(hand)[1] != 0
    assert twice > 100 and len(set(keys.values())) == len(keys)
