"""Hard's plan for Crazy Jokers: positions where it must choose otherwise than Medium, and the
search leaning on it (its root prior, a pruning that keeps the plan's move)."""

from __future__ import annotations

import random

from game.ai import make_bot
from game.ai.bots import SearchBot
from game.ai.heuristics.crazy_jokers import CrazyJokersHeuristic
from game.ai.heuristics.crazy_jokers_plan import CrazyJokersPlan
from game.engine import Action, make_rules, parse_cards
from game.engine.games.crazy_jokers import CrazyJokersState, Phase
from game.engine.zones import by_zone
from game.variants import load_catalog

RULES = make_rules(load_catalog().get("crazy-jokers"))
STRAIGHTS = ["fixed-straight", "fixed-straight"]


def _after_draw(
    hand0: str, drawn: str, waste: str = "", hand1: str = "4S 4C 5H 6D 6H 8D 9S"
) -> CrazyJokersState:
    """Seat 0 to discard after drawing ``drawn``, both seats on the Fixed Straight."""
    zones = {"hand:0": parse_cards(hand0), "waste": parse_cards(waste), "hand:1": parse_cards(hand1)}
    state = RULES.setup(2, 5, by_zone(zones), to_move=0, facts={"phase": "play", "contracts": STRAIGHTS})
    assert isinstance(state, CrazyJokersState)
    card = parse_cards(drawn)[0]
    state.stock.remove(card)
    state.stock.append(card)
    RULES.apply(state, RULES.parse_action("draw"))
    return state


def _moves(state: CrazyJokersState) -> tuple[str, str]:
    """Medium's move and the plan's from seat 0's view."""
    view, legal = RULES.view(state, 0), RULES.legal_actions(state)
    medium = CrazyJokersHeuristic(RULES).advise(view, legal, random.Random(0)).action
    plan = CrazyJokersPlan(RULES).advise(view, legal, random.Random(0)).action
    return str(medium), str(plan)


def test_the_plan_discards_the_spare_card_the_other_straight_can_use_least() -> None:
    # 7 to the queen needs a 6 or a king; the 3 and the 5 are both spare. A 3 fits three of the
    # opponent's seven straights, a 5 only one (Q K A 2 3 4 5).
    state = _after_draw("3C 7S 8H 9D 10C JS QH", "5D")
    assert _moves(state) == ("discard 3C", "discard 5D")


def test_the_plan_aims_at_the_straight_with_the_most_cards_left() -> None:
    # One card short of three straights: 6–Q and 7–K need a 7, 8–A an ace. Three 7s are in the
    # waste, so the plan aims at 8–A and lets the 6 go; Medium aims at 6–Q and lets the king go.
    state = _after_draw("6C 8H 9D 10C JS QH KS", "2D", waste="7C 7D 7H")
    assert _moves(state) == ("discard KS", "discard 6C")


def test_the_plan_lays_a_two_of_spades_that_counts_to_force() -> None:
    # Q K A 2 3 4 5: the 2♠ counts, so Medium keeps it; the plan forces and takes a card back.
    state = _after_draw("QS KH AD 2S 3C 4H 9D", "8C")
    medium, plan = _moves(state)
    assert medium.startswith("discard") and plan == "force 1"


def test_the_plan_grabs_the_card_the_forced_hand_needs_most() -> None:
    # Without the 2♠, Q K A 3 4 is one card short of J–4 with the jack, or of Q–5 with the 5:
    # either helps as much. The jack fits six of the opponent's seven straights, the 5 one.
    state = _after_draw("QS KH AD 2S 3C 4H 9D", "8C", hand1="5S 6C JD 7H 8S 10S 9H")
    RULES.apply(state, RULES.parse_action("force 1"))
    assert _moves(state) == ("grab 5S", "grab JD")


def _search_bot() -> SearchBot:
    bot = make_bot("hard", RULES, iterations=10)
    assert isinstance(bot, SearchBot)
    return bot


def test_the_search_root_leans_on_the_plans_move_and_keeps_it() -> None:
    state = _after_draw("6C 8H 9D 10C JS QH KS", "2D", waste="7C 7D 7H")
    view, legal = RULES.view(state, 0), RULES.legal_actions(state)
    heuristic = _search_bot().heuristic
    priors = heuristic.root_priors(view, legal)
    assert priors is not None
    chosen: list[Action] = [action for action, prior in zip(legal, priors, strict=True) if prior == 1.0]
    assert [str(action) for action in chosen] == ["discard 6C"]
    # Medium's pruning keeps only its own spare cards (the king and the 2); the plan's stays.
    assert chosen[0] in heuristic.prune(state, list(legal))


def test_the_plan_decides_the_same_whatever_the_hidden_cards() -> None:
    plan = CrazyJokersPlan(RULES)
    checked = 0
    for seed in range(6):
        state = RULES.new_state(2, seed)
        while not state.over and checked < 40 * (seed + 1):
            seat = state.to_move
            view, legal = RULES.view(state, seat), RULES.legal_actions(state)
            chosen = plan.advise(view, legal, random.Random(seed)).action
            if state.phase not in (Phase.PICK, Phase.DECLARE):
                other = RULES.sample_state(view, random.Random(seed + checked))
                assert RULES.view(other, seat) == view
                assert plan.advise(RULES.view(other, seat), legal, random.Random(seed)).action == chosen
                checked += 1
            RULES.apply(state, chosen)
    assert checked > 100
