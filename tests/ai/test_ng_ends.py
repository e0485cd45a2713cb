"""NG between bots ends: no level's bots stall until the turn cap.

Issue 11: two Medium bots defended with their last card and sacrificed it back
for a hundred turns, and seeded games reached the 2,000-decision cap. Only
attacks and draws change a deal for good, so a seat with no draw, no resource
card and one hand card must attack rather than defend with it.

The quick share plays a few seeded games per level and table size; ``--run-slow``
plays the issue's full 200 per level and size (Hard and Expert at their default
iteration budgets, so the games replay exactly).
"""

from __future__ import annotations

import random

import pytest

from game.ai import LEVELS, default_iterations, make_bot
from game.ai.heuristics import heuristic_for
from game.engine import Card
from game.engine.games.ng.actions import Attack, Defend, Sacrifice
from game.engine.games.ng.state import NGState
from game.engine.zones import by_zone

from .helpers import rules_for

VARIANT = "q2j-ng"
# Games per level in the quick share (CI); --run-slow plays FULL of each.
QUICK = {"random": 20, "easy": 20, "medium": 20, "hard": 1, "expert": 1}
FULL = 200


def play(level: str, seats: int, seed: int) -> tuple[int, str]:
    """One seeded game of bots at ``level``: its length in decisions and why it ended."""
    rules = rules_for(VARIANT)
    iterations = default_iterations(level, "ng") if level in ("hard", "expert") else None
    bots = [make_bot(level, rules, iterations=iterations) for _ in range(seats)]
    state = rules.new_state(seats, seed)
    rng = random.Random(seed)
    while not state.over:
        legal = rules.legal_actions(state)
        seat = state.to_move
        action = legal[0] if len(legal) == 1 else bots[seat].choose(rules.view(state, seat), legal, rng)
        rules.apply(state, action)
    return state.turn, state.end_reason


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_no_level_reaches_the_turn_cap(level: str, seats: int, request: pytest.FixtureRequest) -> None:
    games = FULL if request.config.run_slow else QUICK[level]  # type: ignore[attr-defined]
    capped = []
    lengths = []
    for seed in range(games):
        length, reason = play(level, seats, seed)
        lengths.append(length)
        if reason == "turn cap":
            capped.append(seed)
    assert not capped, f"{level} at {seats} seats reached the turn cap in games {capped}"
    print(f"{level} {seats} seats: mean {sum(lengths) / len(lengths):.1f} over {games} games")


def _bare_endgame(hand: str = "3D") -> NGState:
    """The position seed 3's Medium game looped in: no stock, no resource piles.

    Seat 0 holds ``hand`` over one tall position; seat 1 holds KD over KH QD.
    Defending with the last card would leave nothing next turn but sacrificing
    it back.
    """
    rules = rules_for(VARIANT)
    tall = ["KS", "JH", "6S", "6C", "10C", "QS", "JS", "KC", "10H", "7S", "4S"]
    used = {*tall, *hand.split(), "KH", "QD", "KD"}
    zones = {name: [] for name in (f"field:{s}:{p}" for s in (0, 1) for p in range(5))}
    zones.update(
        {
            "hand:0": [Card.parse(c) for c in hand.split()],
            "hand:1": [Card.parse("KD")],
            "field:0:3": [Card.parse(c) for c in tall],
            "field:1:4": [Card.parse("KH"), Card.parse("QD")],
            "resource:0": [],
            "resource:1": [],
            "stock": [],
            "discard": [card for card in rules.deck(2) if str(card) not in used],
        }
    )
    state = rules.setup(
        2, 1, by_zone(zones), to_move=0, marks=by_zone({"field:0:3": ["u"], "field:1:4": ["u"]})
    )
    assert isinstance(state, NGState)
    return state


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_the_last_card_attacks_rather_than_defends_when_nothing_can_refill_the_hand(level: str) -> None:
    rules = rules_for(VARIANT)
    state = _bare_endgame()
    legal = rules.legal_actions(state)
    assert any(isinstance(a, Defend) for a in legal)
    bot = make_bot(level, rules, iterations=60 if level != "medium" else None)
    choice = bot.choose(rules.view(state, 0), legal, random.Random(5))
    assert isinstance(choice, Attack), f"{level} chose {choice}, a move it takes back next turn"


def test_search_prunes_stalls_but_never_every_move() -> None:
    rules = rules_for(VARIANT)
    heuristic = heuristic_for(rules)
    state = _bare_endgame()
    legal = rules.legal_actions(state)
    kept = heuristic.prune(state, legal)
    assert kept and all(isinstance(a, Attack) for a in kept)
    # With two cards in hand a defence is no stall: it stays.
    two = _bare_endgame("3D 5H")
    assert any(isinstance(a, Defend) for a in heuristic.prune(two, rules.legal_actions(two)))
    # With the hand empty the sacrifices are all there is: they stay.
    empty = _bare_endgame("")
    legal = rules.legal_actions(empty)
    assert legal and all(isinstance(a, Sacrifice) for a in legal)
    assert heuristic.prune(empty, legal) == legal


@pytest.mark.parametrize(("variant", "chance"), [("q2j-ng-classic-battle", "100%"), ("q2j-ng", "0%")])
def test_medium_knows_an_ace_beats_a_king_only_in_classic_battles(variant: str, chance: str) -> None:
    rules = rules_for(variant)
    state = rules.setup(
        2,
        3,
        by_zone({"hand:0": [Card.parse("AS"), Card.parse("2H")], "field:1:0": [Card.parse("KD")]}),
        to_move=0,
        marks=by_zone({"field:1:0": ["u"]}),
    )
    attack = rules.parse_action("attack AS field 1:0")
    assert attack in rules.legal_actions(state)
    assert heuristic_for(rules).note(rules.view(state, 0), attack).startswith(f"{chance} to clear")
