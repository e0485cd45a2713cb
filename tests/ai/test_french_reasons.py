"""The computer players' reasons in French: seeded deals of every game, every thinking level
asked from the seat's own view along the way, each reason said as the hint says it.

No reason may keep an English word or an unfilled ``{field}``, and French grammar holds where a
card is filled in ("l'A♠", never "le A♠"). The games' own names stay as they are (Q Squared,
Joe, the Crazy Jokers contracts), so they are taken out before the words are checked.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache

import pytest

from game import i18n
from game.ai import make_bot
from game.ai.reasons import Reason
from game.scenes.table.reasons import reason_words
from game.variants import load_catalog

from .helpers import rules_for

VARIANTS = ["q2j", "q2j-war", "q2j-ng", "quatorze", "crazy-jokers"]
LEVELS = ("easy", "medium", "hard", "expert")
ITERATIONS = 40  # enough for a move tried 30 times (a quoted share), quick enough for a test
STEPS = 400  # moves at most, over as many deals as it takes
ASK_EVERY = 3  # the levels are asked at every third decision with a real choice
ASKED = 12  # decisions asked per seed

KEPT_NAMES = re.compile(
    r"Q Squared|Joe|Full Full House|Fixed Straight|Big Flush|Faced by Evens|A Birthday Wish|"
    r"Odd Man Out|No Hand Hand"
)
# Words only an English reason has (whole words: French "a", "on", "points", "pose" pass).
ENGLISH = re.compile(
    r"\b(the|your|their|and|of|to|it|is|this|that|with|for|from|card|cards|hand|move|won|wins?|"
    r"search|tried|simulated|futures?|draws?|beats|loses|knocks|melds?|lays?|goes|go|out|"
    r"stock|waste|discard|rule|thumb|steal|swap|about|clearly|more|than|field|position|guards?|"
    r"resource|ready|exhausted|next|turn|ace|jack|queen|king|contract|worth|nothing|keeps?)\b"
)


@pytest.fixture
def french() -> Iterator[None]:
    i18n.use("fr")
    yield
    i18n.use("en")


@cache
def reasons_in(variant_id: str, seed: int) -> tuple[Reason, ...]:
    """Every level's reason at decisions along seeded deals (a new deal when one ends, until
    ``ASKED`` decisions were asked), from the mover's view. A deal goes on by Medium's move
    mostly (real positions: melds down, contracts near) and now and then a random one."""
    rules = rules_for(variant_id)
    bots = {
        level: make_bot(level, rules, iterations=ITERATIONS)
        if level in ("hard", "expert")
        else make_bot(level, rules)
        for level in LEVELS
    }
    chooser = random.Random(seed)
    players = load_catalog().get(variant_id).default_players
    state = rules.new_state(players, chooser.getrandbits(32))
    found: list[Reason] = []
    choices = 0
    for step in range(STEPS):
        if state.over:
            state = rules.new_state(players, chooser.getrandbits(32))
        legal = rules.legal_actions(state)
        view = rules.view(state, state.to_move)
        medium = bots["medium"].decide(view, legal, random.Random(step))
        if len(legal) > 1:
            choices += 1
            if choices % ASK_EVERY == 1:
                for level in LEVELS:
                    decision = bots[level].decide(view, legal, random.Random(step))
                    assert isinstance(decision.reason, Reason), (level, decision.reason)
                    found.append(decision.reason)
                if len(found) >= ASKED * len(LEVELS):
                    break
        move = medium.action if chooser.random() < 0.7 else legal[chooser.randrange(len(legal))]
        rules.apply(state, move)
    return tuple(found)


def english_left(said: str) -> bool:
    return bool(ENGLISH.search(KEPT_NAMES.sub("", said))) or "{" in said or "}" in said


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("variant_id", VARIANTS)
def test_every_levels_reason_is_french(variant_id: str) -> None:
    reasons = [reason for seed in (1, 2) for reason in reasons_in(variant_id, seed)]
    templates = {clause.template for reason in reasons for clause in reason.clauses}
    assert len(reasons) == 2 * ASKED * len(LEVELS) and len(templates) >= 5, (len(reasons), templates)
    said = {reason: reason_words(reason) for reason in reasons}
    english = [f"{reason!s} -> {words}" for reason, words in said.items() if english_left(words)]
    assert not english, english[:5]
    unjoined = [words for words in said.values() if re.search(r"\b(le|de|que) [AEIOUÉ]", words)]
    assert not unjoined, unjoined[:5]


def test_the_check_finds_english() -> None:
    """The word list catches an untranslated reason (and leaves the kept names alone)."""
    assert english_left("the Q♥ and your other queen make a Q Squared")
    assert english_left("votre {attacker} bat leur 8")
    assert not english_left("le D♥ et votre autre dame font un Q Squared")
    assert not english_left("environ 40\u00a0% de chances de réussir le Big Flush en premier, pour 70 points")
