"""The computer players' reasons in French: seeded deals of every game, every thinking level
asked from the seat's own view along the way, each reason said as the hint says it.

No reason may keep an English word or an unfilled ``{field}``, and French grammar holds where a
card is filled in ("l'A♠", never "le A♠"). The games' own names stay as they are (Q Squared,
Joe, the Crazy Jokers contracts), so they are taken out before the words are checked.
"""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from game.ai import make_bot
from game.ai.reasons import Clause, Rank, Reason, ReasonField, Share
from game.engine.cards import Card
from game.engine.errors import Words
from game.i18n import catalogs
from game.play.reasons import clause_words, reason_words
from game.variants import load_catalog
from tests.every_game import base_variants

from .helpers import rules_for

VARIANTS = base_variants()  # every registered game's own variant
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


# A value for each field a reason's template names (a new field needs one here).
SAMPLES: dict[str, ReasonField] = {
    "card": Card.parse("AS"),
    "top": Card.parse("KD"),
    "count": 3,
    "visits": 40,
    "next": 31,
    "share": Share(0.42, about=True),
    "policy_share": Share(0.3),
    "policy_visits": 20,
    "chance": Share(0.5),
    "odds": Share(0.33, about=True),
    "contract": Words("the Big Flush"),
    "points": 70,
    "opening": 51,
    "attacker": Rank(12),
    "defender": Rank(1),
    "held": 3,
    "size": 5,
}


@pytest.mark.usefixtures("french")
def test_every_reason_the_bots_can_give_is_french() -> None:
    """Every template marked in game/ai, in both its forms, with a value in each field: the
    ones no seeded deal above happened to reach are checked too."""
    marked = [
        message
        for message in catalogs.extract()
        if any(path.startswith("game/ai/") for path, _line in message.locations)
    ]
    assert len(marked) >= 80, len(marked)
    for message in marked:
        singular, plural = message.id if isinstance(message.id, tuple) else (message.id, "")
        names = sorted(field.strip("{}") for field in catalogs.fields(singular))
        for count in (1, 2):
            values = tuple((name, count if name == "count" else SAMPLES[name]) for name in names)
            words = clause_words(Clause(singular, values, plural, count), french=True)
            assert not english_left(words), (singular, words)


def test_the_check_finds_english() -> None:
    """The word list catches an untranslated reason (and leaves the kept names alone)."""
    assert english_left("the Q♥ and your other queen make a Q Squared")
    assert english_left("votre {attacker} bat leur 8")
    assert not english_left("le D♥ et votre autre dame font un Q Squared")
    assert not english_left("environ 40\u202f% de chances de réussir le Big Flush en premier, pour 70 points")
