"""Options a player may pick together on the Options screen, played out over whole matches.

Each expectation is counted from the seed texts and RULINGS.md (quoted beside it): hand sizes,
field sizes, deck sizes, who is out and when a match ends. The positions come from seeded random
play; nothing expected is read back from the engine's own helpers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from game.engine import Card, Rules, make_rules
from game.engine.match import Match
from game.engine.zones import Zone
from game.variants import load_catalog

CATALOG = load_catalog()


def rules_with(variant: str, **options: object) -> Rules[Any]:
    base = CATALOG.get(variant)
    return make_rules(replace(base, options={**base.options, **options}))


def play_round(match: Match, rng: random.Random) -> None:
    state = match.start_round()
    while not state.over:
        legal = match.rules.legal_actions(state)
        match.rules.apply(state, legal[rng.randrange(len(legal))])


def hands(view_zones: Mapping[Zone, tuple[Card | None, ...]]) -> dict[str, tuple[Card | None, ...]]:
    return {str(zone): cards for zone, cards in view_zones.items() if str(zone).startswith("hand:")}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_challenge_with_elimination_one_round_decides_the_match(seed: int) -> None:
    # RULINGS: elimination "goes on until one player still holds cards; that player is out ...
    # rounds go on until one player remains". With Challenge's two players the first to empty
    # their hand leaves the other the last holder: one round, and the first out wins.
    rules = rules_with("q2j-challenge", match="elimination")
    match = Match(rules, players=2, seed=seed)
    play_round(match, random.Random(seed))
    state = match.state
    assert state is not None
    emptied = [seat for seat in range(2) if not state.hands[seat]]  # type: ignore[attr-defined]
    assert len(emptied) == 1
    record = match.finish_round()
    assert match.over and match.winners == (emptied[0],)
    assert record.eliminated == (1 - emptied[0],)


@pytest.mark.parametrize("seed", [4, 5])
def test_countdown_face_up_elimination_every_round_deals_five_face_up_to_those_still_in(seed: int) -> None:
    # Seed: "Each player is dealt one card at a time for a total of five cards"; Face-up: "All
    # players' hands are presented face-up"; elimination: the last holder "is out of the next
    # round", "until one player remains". Countdown changes a hand's end, not the deal.
    rules = rules_with("q2j-elimination", countdown=True, face_up=True)
    match = Match(rules, players=4, seed=seed)
    rng = random.Random(seed)
    dealt: list[int] = []
    while not match.over:
        state = match.start_round()
        dealt.append(state.players)
        assert [len(hand) for hand in state.hands] == [5] * state.players  # type: ignore[attr-defined]
        for seat in range(state.players):
            seen = hands(rules.view(state, seat).zones)
            assert all(None not in cards and len(cards) == 5 for cards in seen.values())
        while not state.over:
            legal = rules.legal_actions(state)
            rules.apply(state, legal[rng.randrange(len(legal))])
        record = match.finish_round()
        assert len(record.eliminated) == 1
    assert dealt == [4, 3, 2]
    assert len(match.winners) == 1


@pytest.mark.parametrize(("players", "field_size"), [(3, 3), (3, 7), (4, 4), (4, 8)])
def test_war_field_size_at_three_and_four_players(players: int, field_size: int) -> None:
    # Seed variant: "Le paquet de 52 cartes est divisé équitablement entre tous les joueurs, un
    # joueur pouvant avoir une carte de plus" (18, 17, 17 or 13 each); the field_size option
    # sets how many cards each turns up (5 in the seed).
    rules = rules_with("q2j-war-4", field_size=field_size)
    state = rules.new_state(players, 21)
    totals = sorted(len(state.fields[s]) + len(state.piles[s]) for s in range(players))  # type: ignore[attr-defined]
    assert totals == ([17, 17, 18] if players == 3 else [13, 13, 13, 13])
    assert [len(state.fields[s]) for s in range(players)] == [field_size] * players  # type: ignore[attr-defined]


@pytest.mark.parametrize(("jokers", "cards"), [(1, 105), (2, 106)])
def test_quatorze_jokers_two_decks_and_one_or_two_jokers(jokers: int, cards: int) -> None:
    # Seed: "2 standard 52-card decks and 1 or 2 jokers mixed together".
    deck = rules_with("quatorze", jokers=jokers).deck(4)
    assert len(deck) == cards
    assert sum(1 for card in deck if card.is_joker) == jokers


def test_quatorze_single_round_match_ends_after_one_round_whatever_the_totals() -> None:
    # Option match: single ("one round"): the round's winner wins the match.
    rules = rules_with("quatorze", match="single", turn_cap=12)
    match = Match(rules, players=3, seed=7)
    play_round(match, random.Random(7))
    record = match.finish_round()
    assert match.over and match.winners == record.winners and len(match.rounds) == 1


def test_quatorze_out_at_puts_out_every_total_that_reaches_it() -> None:
    # RULINGS: "A player at 201 or more is out" (out_at sets the number); the winner scores -30
    # and the others their hands' points, so with out_at 1 every player who did not win is out.
    rules = rules_with("quatorze", out_at=1, turn_cap=12)
    match = Match(rules, players=3, seed=8)
    play_round(match, random.Random(8))
    record = match.finish_round()
    losers = {seat for seat in range(3) if seat not in record.winners}
    assert set(record.eliminated) == losers
    assert match.over == (len(record.winners) == 1)


@pytest.mark.parametrize(("options", "rounds"), [({"rounds": 3}, 3), ({"rounds": 3, "match": "single"}, 1)])
def test_crazy_jokers_match_length(options: dict[str, object], rounds: int) -> None:
    # Seed: "the highest score after a set of custom rounds is declared the winner"; the rounds
    # option sets how many; match single plays one round (rounds then does not apply).
    rules = rules_with("crazy-jokers", turn_cap=20, **options)
    match = Match(rules, players=2, seed=9)
    rng = random.Random(9)
    while not match.over:
        play_round(match, rng)
        match.finish_round()
    assert len(match.rounds) == rounds
    if rounds > 1:
        best = max(match.scores)
        assert match.winners == tuple(seat for seat in range(2) if match.scores[seat] == best)
