"""Expert's Quatorze policy: Hard's, going down only when the hand is nearly laid."""

from __future__ import annotations

from game.ai import make_bot
from game.ai.heuristics import heuristic_for
from game.ai.heuristics.quatorze_expert import ExpertQuatorzeHeuristic
from game.engine import parse_cards
from game.engine.games.quatorze import QuatorzeState

from .helpers import rules_for
from .test_quatorze_sharp import RULES, SHARP, choice, meld_phase, reads_only_what_the_seat_sees

EXPERT = heuristic_for(RULES, "expert")


def test_expert_has_its_own_policy_and_hard_does_not() -> None:
    assert type(EXPERT) is ExpertQuatorzeHeuristic
    assert type(SHARP) is not ExpertQuatorzeHeuristic
    assert isinstance(getattr(make_bot("expert", RULES, iterations=5), "heuristic", None), ExpertQuatorzeHeuristic)
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
    state = RULES.setup(2, 0, zones, to_move=0, facts={"phase": "draw"})
    assert isinstance(state, QuatorzeState)
    assert choice(EXPERT, state) == "take"
    RULES.apply(state, next(a for a in RULES.legal_actions(state) if str(a) == "take"))
    assert choice(EXPERT, state).startswith("meld") and "QC" in choice(EXPERT, state)


def test_it_reads_only_what_the_seat_sees() -> None:
    assert isinstance(EXPERT, ExpertQuatorzeHeuristic)
    assert reads_only_what_the_seat_sees(EXPERT, deal=9) > 100
