"""Crazy Jokers' rules beyond the scenarios: what each view may show over whole random rounds,
the facts a match carries between rounds, the deal, and clear messages for bad input."""

from __future__ import annotations

import datetime
import random
from collections.abc import Iterator

import pytest

from game.engine import Card, make_rules, parse_cards
from game.engine.errors import NotationError, SetupError
from game.engine.events import Moved, Revealed
from game.engine.games.crazy_jokers import Contract, CrazyJokersRules, CrazyJokersState, Phase
from game.engine.games.crazy_jokers.actions import Force, Steal
from game.engine.match import Match
from game.engine.rules import RoundContext
from game.engine.zones import Zone, by_zone
from game.variants import load_catalog

RULES = make_rules(load_catalog().get("crazy-jokers"))
assert isinstance(RULES, CrazyJokersRules)


def _states(players: int, seed: int, actions: int = 400) -> Iterator[CrazyJokersState]:
    """Every state of a random round (cut short after ``actions``), the deal first; forces and
    steals are chosen whenever they are legal, so the rounds reach the looks."""
    rng = random.Random(seed)
    state = RULES.new_state(players, seed)
    yield state
    for _ in range(actions):
        if state.over:
            return
        legal = RULES.legal_actions(state)
        attacks = [action for action in legal if isinstance(action, Force | Steal)]
        RULES.apply(state, rng.choice(attacks or legal))
        yield state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_view_but_the_forcers_shows_another_seats_hand(players: int) -> None:
    """While the round lasts; once it is over every hand is face up to everyone."""
    looks = 0
    for seed in range(6):
        for state in _states(players, seed):
            for seat in range(players):
                view = RULES.view(state, seat)
                for owner in range(players):
                    if owner == seat:
                        continue
                    shown = [card for card in view.zones[Zone.parse(f"hand:{owner}")] if card is not None]
                    looking = state.phase is Phase.LOOK and seat == state.mover and owner == state.partner
                    if state.over:
                        assert shown == state.hands[owner]  # the finished round's hands are laid down
                    elif looking:
                        looks += 1
                        assert shown == state.hands[owner]
                    elif owner == state.mover and state.taken is not None:
                        assert shown == [state.taken]  # the card everyone saw taken from the waste
                    else:
                        assert shown == [], (seat, owner, RULES.state_text(state))
    assert looks > 0  # the random rounds did reach a 2♠ look


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_hand_is_hidden_from_its_owner_until_the_declaration(players: int) -> None:
    seen_hidden = seen_open = 0
    for seed in range(4):
        for state in _states(players, seed, actions=60):
            for seat in range(players):
                own = RULES.view(state, seat).zones[Zone.parse(f"hand:{seat}")]
                if state.contracts[seat] is None:
                    seen_hidden += 1
                    assert all(card is None for card in own)
                else:
                    seen_open += 1
                    assert list(own) == state.hands[seat]
    assert seen_hidden and seen_open


def test_the_look_is_revealed_to_the_forcer_alone() -> None:
    state = RULES.setup(
        3,
        1,
        by_zone({"hand:0": _cards("2S 4C 5C 7C 8D 9D 10D"), "hand:1": _cards("9H 3S 4S 5S 6S 7S 8S")}),
        to_move=0,
        facts={"phase": "play", "contracts": ["full-full-house", "odd-man-out", "fixed-straight"]},
    )
    RULES.apply(state, RULES.parse_action("draw"))
    events = RULES.apply(state, RULES.parse_action("force 1"))
    looks = [event for event in events if isinstance(event, Revealed)]
    assert [event.card for event in looks] == _cards("9H 3S 4S 5S 6S 7S 8S")
    assert all(event.seen_by(0) and not event.seen_by(1) and not event.seen_by(2) for event in looks)


def test_the_deal_goes_face_down_from_the_dealers_left() -> None:
    state = RULES.new_state(3, 8, context=RoundContext(1, 2, (0, 0, 0)))
    moves = [event for event in RULES.opening_events(state) if isinstance(event, Moved)]
    assert len(moves) == 21 and not any(event.shown for event in moves)
    assert [str(event.target) for event in moves[:3]] == ["hand:0", "hand:1", "hand:2"]
    assert state.phase is Phase.PICK and state.to_move == 0


def test_a_match_carries_birthdays_and_last_contracts_between_rounds() -> None:
    birthdays = (datetime.date(1995, 7, 23), datetime.date(1970, 1, 1))
    match = Match(RULES, 2, seed=4, carried={"birthdays": birthdays})
    state = match.start_round()
    assert isinstance(state, CrazyJokersState)
    assert tuple(state.birthdays) == birthdays
    _play_to_declarations(state)
    first = list(state.contracts)
    _finish(state)
    match.finish_round()
    second = match.start_round()
    assert isinstance(second, CrazyJokersState)
    assert tuple(second.birthdays) == birthdays and second.last == first
    _play_to_declarations(second, stop_before_declaring=True)
    refused = RULES.legal_actions(second)
    assert RULES.parse_action(f"declare {first[second.to_move]}") not in refused
    assert len(refused) == len(Contract) - 1


def test_a_later_rounds_views_show_the_match_round_and_totals() -> None:
    # A declaration may weigh the match, so every seat sees its round and the totals before it;
    # a first round shows neither (its text is what it always was).
    rules = CrazyJokersRules(CrazyJokersRules.default_variant(rounds=3, turn_cap=200))
    match = Match(rules, 3, seed=9)
    first = match.start_round()
    assert isinstance(first, CrazyJokersState)
    assert "round" not in rules.view(first, 0).public and "scores" not in rules.view(first, 0).public
    _finish(first)
    record = match.finish_round()
    second = match.start_round()
    assert isinstance(second, CrazyJokersState)
    for seat in range(3):
        public = rules.view(second, seat).public
        assert public["round"] == 2 and public["scores"] == list(record.points)
    # A state dealt from a view (what a search does) keeps them.
    sampled = rules.sample_state(rules.view(second, 1), random.Random(3))
    assert rules.view(sampled, 1).public["scores"] == list(record.points)
    with pytest.raises(SetupError, match="scores: one match total per seat"):
        rules.setup(3, 0, {}, facts={"phase": "pick", "round": 4, "scores": [10, 20]})
    with pytest.raises(SetupError, match="round: rounds count from 1"):
        rules.setup(3, 0, {}, facts={"phase": "pick", "round": 0})


def test_bots_birthdays_are_drawn_once_from_the_match_seed_and_kept() -> None:
    def birthdays_of(seed: int) -> list[list[datetime.date]]:
        match = Match(RULES, 3, seed=seed)
        found = []
        for _ in range(2):
            state = match.start_round()
            assert isinstance(state, CrazyJokersState)
            found.append(list(state.birthdays))
            _finish(state)
            match.finish_round()
        return found

    first, again = birthdays_of(12), birthdays_of(12)
    assert first == again and first[0] == first[1]
    assert len(set(first[0])) == 3


def test_a_match_of_fixed_rounds_adds_each_rounds_points_and_the_highest_total_wins() -> None:
    rules = CrazyJokersRules(CrazyJokersRules.default_variant(rounds=3, turn_cap=200))
    match = Match(rules, 2, seed=6)
    rng = random.Random(6)
    totals = [0, 0]
    while not match.over:
        state = match.start_round()
        assert isinstance(state, CrazyJokersState)
        while not state.over:
            rules.apply(state, rng.choice(rules.legal_actions(state)))
        record = match.finish_round()
        totals = [total + points for total, points in zip(totals, record.points, strict=True)]
    assert len(match.rounds) == 3 and match.scores == totals
    best = max(totals)
    assert match.winners == tuple(seat for seat in range(2) if totals[seat] == best)


def test_bad_notation_and_bad_positions_get_clear_messages() -> None:
    with pytest.raises(NotationError, match="contracts are full-full-house"):
        RULES.parse_action("declare royal-flush")
    with pytest.raises(NotationError, match="a seat must be a whole number"):
        RULES.parse_action("steal two")
    with pytest.raises(SetupError, match="every seat has declared"):
        RULES.setup(2, 0, {}, facts={"phase": "play"})
    with pytest.raises(SetupError, match="YYYY-MM-DD"):
        RULES.setup(2, 0, {}, facts={"phase": "pick", "birthdays": ["soon", "later"]})
    with pytest.raises(SetupError, match="no zone 'discard'"):
        RULES.setup(2, 0, by_zone({"discard": []}))


def _cards(text: str) -> list[Card]:
    return parse_cards(text)


def _play_to_declarations(state: CrazyJokersState, stop_before_declaring: bool = False) -> None:
    """Pick for the lead, then (unless told to stop) declare the first legal contract each."""
    while state.phase is Phase.PICK:
        RULES.apply(state, RULES.legal_actions(state)[0])
    while state.phase is Phase.DECLARE and not stop_before_declaring:
        RULES.apply(state, RULES.legal_actions(state)[0])


def _finish(state: CrazyJokersState) -> None:
    rng = random.Random(0)
    while not state.over:
        RULES.apply(state, rng.choice(RULES.legal_actions(state)))


def test_the_blind_choices_bind_and_the_moves_of_a_turn_do_not() -> None:
    # The table's Undo stops at a binding move: taken back, the pick would show what lies where
    # in a face-down hand, and a contract could be declared again with the hand in sight.
    state = RULES.new_state(2, 11)
    seen: dict[str, bool] = {}
    for _ in range(200):
        if state.over:
            break
        legal = RULES.legal_actions(state)
        for action in legal:
            seen.setdefault(type(action).__name__, RULES.binding(action))
        RULES.apply(state, legal[0])
    assert seen["Pick"] and seen["Declare"]
    assert not any(binds for name, binds in seen.items() if name not in ("Pick", "Declare")), seen
    assert {"Discard", "TakeTop", "Draw"} <= set(seen)


@pytest.mark.parametrize("players", [2, 4])
def test_picked_cards_go_face_down_yet_search_never_deals_them_back_into_play(players: int) -> None:
    """Once the lead is decided the picked cards lie face down for every seat; every seat saw
    them turned up, so ``picked_cards`` names them, and a re-deal for search (the contract's
    ``sample_state`` and the determinizer's fast one alike) keeps them out of hands and stock."""
    from game.ai.determinize import Determinizer

    state = RULES.new_state(players, 5)
    rng = random.Random(players)
    while state.phase is Phase.PICK:
        RULES.apply(state, RULES.legal_actions(state)[0])
    picked = list(state.picked)
    assert len(picked) >= players
    for seat in range(players):
        view = RULES.view(state, seat)
        assert view.zones[Zone.parse("picked")] == (None,) * len(picked)
        assert view.public["picked_cards"] == [str(card) for card in picked]
        determinizer = Determinizer(RULES, view, rng)
        samples = [RULES.sample_state(view, rng) for _ in range(10)]
        samples += [determinizer.sample() for _ in range(30)]
        for sample in samples:
            assert isinstance(sample, CrazyJokersState)
            assert sample.picked == picked
            in_play = [card for hand in sample.hands for card in hand] + sample.stock
            assert not set(in_play) & set(card for card in picked if not card.is_joker)
            assert sorted(card.code for card in in_play + sample.picked) == sorted(
                card.code for card in RULES.deck(players)
            )
