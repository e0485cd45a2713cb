"""The bots' reasons keep their English words (the command line, ladders and goldens read them)
while holding catalog templates the table translates; they cross the worker's pipe whole.

Each position's expected words are read from the rules: which card beats which, which moves are
legal, what a Joe answers; not from what the code computed before.
"""

from __future__ import annotations

import pickle
import random
import re
from typing import Any

import pytest

from game.ai import make_bot
from game.ai.pickling import register_engine_pickling
from game.ai.reasons import Rank, Reason, Share, because, because_counted, join
from game.ai.worker import Deciders, answer
from game.engine import Rules, State, parse_cards
from game.engine.cards import Card
from game.engine.errors import Words
from game.engine.zones import by_zone
from game.play.reasons import reason_words

from .helpers import rules_for


def _war_last_card() -> tuple[Rules[Any], State]:
    """Seat 0's field 3♠ 9♥ K♦ against seat 1's lone, ready 8♣: the 9 and the K beat the 8
    (higher rank wins), the 3 loses; the 9 is the cheaper winner and the 8 is their last card."""
    rules = rules_for("q2j-war")
    zones = {
        "field:0": parse_cards("3S 9H KD"),
        "field:1": parse_cards("8C"),
        "pile:0": parse_cards("2H"),
        "pile:1": parse_cards("QC"),
    }
    return rules, rules.setup(2, 0, by_zone(zones), to_move=0)


def _q2j_respond(hand: str) -> tuple[Rules[Any], State]:
    """Seat 1 played a Q Squared (Q♠ Q♥); seat 0 holds ``hand`` and must answer: a jack (Joe)
    or draw."""
    rules = rules_for("q2j")
    zones = {
        "hand:0": parse_cards(hand),
        "hand:1": parse_cards("3D 4D 9S"),
        "discard": parse_cards("2C QS QH"),
    }
    facts = {"phase": "respond", "qsq_player": 1, "responders": []}
    return rules, rules.setup(2, 0, by_zone(zones), to_move=0, facts=facts)


def _q2j_nothing_fits() -> tuple[Rules[Any], State]:
    """An ace on top and only face cards in hand: no face card may go on an ace, so seat 0 draws."""
    rules = rules_for("q2j")
    zones = {
        "hand:0": parse_cards("QC KD"),
        "hand:1": parse_cards("3D 4D 9S"),
        "discard": parse_cards("2C AS"),
    }
    return rules, rules.setup(2, 0, by_zone(zones), to_move=0)


def _reason(level: str, rules: Rules[Any], state: State, seed: int = 3, iterations: int = 50) -> Reason:
    bot = (
        make_bot(level, rules, iterations=iterations)
        if level in ("hard", "expert")
        else make_bot(level, rules)
    )
    decision = bot.decide(rules.view(state, 0), rules.legal_actions(state), random.Random(seed))
    assert isinstance(decision.reason, Reason), decision.reason
    return decision.reason


def test_war_reasons_keep_their_english() -> None:
    rules, state = _war_last_card()
    assert _reason("medium", rules, state) == "your 9 beats their ready 8 and knocks out their last card"
    assert _reason("easy", rules, state) == "knocks out their last card"


def test_q2j_reasons_keep_their_english() -> None:
    rules, state = _q2j_respond("JH 5C")
    assert _reason("medium", rules, state) == "a jack answers the Q Squared: no cards to draw"
    rules, state = _q2j_respond("JH")
    assert _reason("medium", rules, state) == (
        "a jack answers the Q Squared: no cards to draw, and it was your last card: you go out"
    )
    rules, state = _q2j_nothing_fits()
    assert [str(action) for action in rules.legal_actions(state)] == ["draw"]
    assert _reason("medium", rules, state) == "nothing you hold goes on AS"


def test_a_search_reason_keeps_its_english_shape() -> None:
    """Joe or draw, 50 simulated futures: the most tried move's count, the next one's if it was
    tried enough, its share, then what a Joe does."""
    rules, state = _q2j_respond("JH 5C")
    reason = _reason("hard", rules, state)
    found = re.fullmatch(
        r"the search tried it most: (\d+) of 50 simulated futures(?: \(the next most tried move: (\d+)\))?"
        r"; it won (?:about )?\d+% of them; a jack instead of a draw",
        reason,
    )
    assert found is not None, reason
    assert int(found.group(1)) + int(found.group(2) or 0) <= 50


def test_a_reason_is_its_english_words_whatever_its_parts() -> None:
    queen = Card.parse("QH")
    reason = join(
        because("the {card} and your other queen make a Q Squared", card=queen),
        because_counted("melds {count} card", "melds {count} cards", 1),
        because_counted("melds {count} card", "melds {count} cards", 4),
        because("{chance} to clear that position", chance=Share(0.426)),
    )
    assert (
        reason
        == "the QH and your other queen make a Q Squared; melds 1 card; melds 4 cards; 43% to clear that position"
    )
    assert str(Share(0.5, about=True)) == "about 50%"
    assert join(reason, "") == reason and join("", because("a joker steal")) == "a joker steal"


def test_a_reason_crosses_the_workers_pipe_with_its_templates() -> None:
    register_engine_pickling()
    reason = join(
        because("the {card} goes down this turn", card=Card.parse("AS")),
        because(
            "about {odds} to complete {contract} first, worth {points} points",
            odds=Share(0.33),
            contract=Words("the Big Flush"),
            points=70,
        ),
        because("your {attacker} beats their ready {defender}", attacker=Rank(12), defender=Rank(1)),
    )
    back = pickle.loads(pickle.dumps(reason))
    assert isinstance(back, Reason) and back == reason and back.clauses == reason.clauses
    rules, state = _war_last_card()
    legal = rules.legal_actions(state)
    key, index, said = pickle.loads(
        pickle.dumps(
            answer(Deciders(rules), ((1, 2), "medium", rules.view(state, 0), legal, random.Random(3)))
        )
    )
    assert key == (1, 2) and str(legal[index]) == "attack 1 1:0"
    assert isinstance(said, Reason) and said.clauses[0].template.startswith("your {attacker} beats")


@pytest.mark.usefixtures("french")
def test_known_reasons_in_french() -> None:
    rules, state = _war_last_card()
    assert reason_words(_reason("medium", rules, state)) == (
        "votre 9 bat leur 8, une carte prête, et élimine leur dernière carte"
    )
    rules, state = _q2j_nothing_fits()
    # French court letters by default in French; an ace keeps its A, and "le" before it elides.
    assert reason_words(_reason("medium", rules, state)) == "aucune de vos cartes ne va sur A♠"
    queen = because("the {card} and your other queen make a Q Squared", card=Card.parse("QH"))
    assert reason_words(queen) == "le D♥ et votre autre dame font un Q Squared"
    assert reason_words(queen, french_letters=False) == "le Q♥ et votre autre dame font un Q Squared"
    ace = because("the {card} goes down this turn", card=Card.parse("AS"))
    assert reason_words(ace) == "l’A♠ se pose ce tour-ci"
    counted = [because_counted("sheds {count} point", "sheds {count} points", n) for n in (0, 1, 2)]
    # French counts 0 and 1 in the singular.
    assert [reason_words(r) for r in counted] == [
        "vous débarrasse de 0 point",
        "vous débarrasse de 1 point",
        "vous débarrasse de 2 points",
    ]
    both = join(
        because("keeps your jack for a Joe"), because_counted("melds {count} card", "melds {count} cards", 3)
    )
    assert reason_words(both) == "garde votre valet pour un Joe\u202f; pose 3 cartes en combinaison"
    share = because("{chance} to clear that position", chance=Share(0.426, about=True))
    assert reason_words(share) == "environ 43\u202f% de chances de dégager cet emplacement"
