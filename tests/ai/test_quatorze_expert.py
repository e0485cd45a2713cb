"""Expert's Quatorze policy: Hard's, going down only when the hand is nearly laid and
discarding for tempo."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.ai.heuristics import heuristic_for, quatorze_expert
from game.ai.heuristics.quatorze_expert import ExpertQuatorzeHeuristic
from game.engine import parse_cards
from game.engine.games.quatorze import Discard, QuatorzeState
from game.engine.zones import by_zone

from .helpers import rules_for
from .test_quatorze_sharp import RULES, SHARP, choice, meld_phase, reads_only_what_the_seat_sees, turn

EXPERT = heuristic_for(RULES, "expert")


def test_expert_has_its_own_policy_and_hard_does_not() -> None:
    assert type(EXPERT) is ExpertQuatorzeHeuristic
    assert type(SHARP) is not ExpertQuatorzeHeuristic
    assert isinstance(
        getattr(make_bot("expert", RULES, iterations=5), "heuristic", None), ExpertQuatorzeHeuristic
    )
    assert type(heuristic_for(rules_for("q2j"), "expert")) is type(heuristic_for(rules_for("q2j"), "hard"))


def test_it_waits_to_go_down_while_most_of_the_hand_would_stay() -> None:
    # Kings and queens make 60, but six cards would stay: Hard goes down, Expert waits.
    hands = {0: "KH KS KD QH QS QD 2C 5S 7H 8D 9C 4D", 1: "2D 3D 4C 9C"}
    assert choice(SHARP, meld_phase(hands, "5C", down=False)) == "meld QS QH QD"
    assert choice(EXPERT, meld_phase(hands, "5C", down=False)).startswith("discard")
    # With five to keep it goes down as Hard does.
    fewer = {0: "KH KS KD QH QS QD 2C 5S 7H 8D 9C", 1: "2D 3D 4C 9C"}
    assert choice(EXPERT, meld_phase(fewer, "5C", down=False)) == "meld QS QH QD"


def test_a_discard_that_opens_is_still_taken_and_laid() -> None:
    zones = {
        "hand:0": parse_cards("KH KS KD QH QS 2C 5S 7H 8D 9C 4D 6H"),
        "hand:1": parse_cards("2D 3D 4C 9C"),
        "discard": parse_cards("QC"),
    }
    state = RULES.setup(2, 0, by_zone(zones), to_move=0, facts={"phase": "draw"})
    assert isinstance(state, QuatorzeState)
    assert choice(EXPERT, state) == "take"
    RULES.apply(state, next(a for a in RULES.legal_actions(state) if str(a) == "take"))
    assert choice(EXPERT, state).startswith("meld") and "QC" in choice(EXPERT, state)


def test_its_discard_keeps_the_hand_nearest_going_out() -> None:
    # Too few points to go down yet. Hard breaks the 3-4-5 of hearts (its 3 is the card its
    # scoring likes least); Expert throws the 7S and keeps two whole runs, nothing to wait on.
    hands = {0: "3H 4H 5H 4S 5S 6S 7S", 1: "2D 3D 4D 10C"}
    assert choice(SHARP, meld_phase(hands, "5C", down=False)) == "discard 3H"
    assert choice(EXPERT, meld_phase(hands, "5C", down=False)) == "discard 7S"


def sighted(
    hand: str, discard: str, down: list[int], melds: dict[str, str], other: str = "2C 3C 4C 10H"
) -> QuatorzeState:
    """Seat 0 in its meld phase, with the table's ``melds``; the rest of the two decks is the stock."""
    zones = {
        "hand:0": parse_cards(hand),
        "hand:1": parse_cards(other),
        "discard": parse_cards(discard),
    }
    zones.update({zone: parse_cards(cards) for zone, cards in melds.items()})
    state = RULES.setup(2, 0, by_zone(zones), to_move=0, facts={"phase": "meld", "down": down})
    assert isinstance(state, QuatorzeState)
    return state


def test_once_down_it_counts_the_cards_the_table_takes() -> None:
    # Both seats down. The AC goes on the 2-5 of clubs, the 2H on the 3-6 of hearts: keeping
    # both leaves one loose card (out with one right draw); the 4D-5D pair would leave two.
    melds = {"meld:0:0": "3H 4H 5H 6H", "meld:1:0": "2C 3C 4C 5C"}
    state = sighted("2H 4D 5D AC", "7C", [0, 1], melds, other="9S 10C KD")
    assert choice(EXPERT, state) in ("discard 4D", "discard 5D")


def test_it_hands_a_seat_that_is_down_no_card_to_lay_off() -> None:
    # The 8C goes on the other seat's 9-10-J of clubs, a JS on its Q-K-A of spades. Thrown, the
    # 8C would leave the 4s' pair whole; Expert breaks the pair instead while that seat is down.
    melds = {"meld:1:0": "9C 10C JC", "meld:1:1": "QS KS AS"}
    assert choice(EXPERT, sighted("8C 4H 4C JS JS", "KD", [1], melds)) in ("discard 4H", "discard 4C")
    assert choice(EXPERT, sighted("8C 4H 4C JS JS", "KD", [], melds)) == "discard 8C"


def test_it_goes_down_with_the_melds_that_leave_least_to_lay_off() -> None:
    # Q-K-A of spades (31) and the jacks (30) are the dearest; both 9C are on the pile, so the
    # nines offer nothing to lay off, and Q-K-A with the nines (58) still opens.
    state = sighted("QS KS AS JH JD JC 9H 9D 9S 3C 7D 5H", "9C 9C", [], {})
    assert turn(SHARP, state.clone()) == ["meld QS KS AS", "meld JH JD JC", "discard 3C"]
    assert turn(EXPERT, state) == ["meld QS KS AS", "meld 9S 9H 9D", "discard 3C"]


def test_what_it_remembers_of_hands_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    # Unbounded, three rounds of its own play leave about 15,000 sub-hands remembered.
    monkeypatch.setattr(quatorze_expert, "SUB_HANDS_KEPT", 300)
    expert = quatorze_expert.ExpertQuatorzeHeuristic(RULES)
    most = 0
    for deal in range(3):
        state = RULES.new_state(2, 900 + deal)
        while not state.over:
            legal = RULES.legal_actions(state)
            move = expert.advise(RULES.view(state, state.to_move), legal, random.Random(0)).action
            most = max(most, sum(len(table.memo) for table in expert._tables.values()))
            RULES.apply(state, move)
    assert 300 < most < 3_000


def test_it_reads_only_what_the_seat_sees() -> None:
    assert isinstance(EXPERT, ExpertQuatorzeHeuristic)
    assert reads_only_what_the_seat_sees(EXPERT, deal=9) > 100


def test_the_search_weighs_the_discards_its_full_scoring_ranks_best() -> None:
    # The search's pruning counts the tempo of only the discards that could rank among those it
    # searches; scoring every discard in full must rank the same ones first, in the same order.
    # And the least tempo any one discard could leave is never more than a discard leaves.
    expert = ExpertQuatorzeHeuristic(RULES)
    rng = random.Random(52)
    checked = reached = 0
    for deal in range(8):
        for players in (2, 4):
            state = RULES.new_state(players, 700 + deal)
            while not state.over:
                legal = RULES.legal_actions(state)
                discards = [action for action in legal if isinstance(action, Discard)]
                if len(discards) > 2:
                    me = expert._from_state(state)
                    scores = expert._discard_scores(me, discards, True)
                    ranked = sorted(range(len(discards)), key=lambda index: -scores[index])[:2]
                    assert expert._best_discards(me, discards, 2) == [discards[index] for index in ranked]
                    table = expert._deficiency(me)
                    least = table.least_after_discard(me.hand)
                    after = [table.of([*me.hand[:at], *me.hand[at + 1 :]]) for at in range(len(me.hand))]
                    assert least <= min(after)
                    checked += 1
                    reached += least == min(after)
                view = RULES.view(state, state.to_move)
                RULES.apply(state, expert.advise(view, legal, rng).action)
    assert checked > 300 and reached > checked // 2
