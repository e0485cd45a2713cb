"""Seeded deals and games stay exactly as they were (a golden test).

Numbered deals, saves, scenario seeds and ladder files all replay from a seed, so the
engine may get faster but never different. The digests below were computed from the
code before the speed work of issue 12 (commit 890b721): each covers the deal's text,
the generator's next value after the deal, and then every action, every event and the
text after each step of seeded random games. One deal is also written out in full, so
that a failure shows what moved.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from game.engine import make_rules
from game.variants import load_catalog

CATALOG = load_catalog()

SEED_7_AT_4 = """\
q2j players=4 seed=7 turn=0 to_move=1
hand:0: 8H 4S JH AH AD
hand:1: 10S 5S QD 3S 8C
hand:2: KH 9D 9C 6S 3H
hand:3: 3C 7S 7D 2D 4C
stock: 5H AC 6D JS 2C QS AS 7H 2H QC 4H 9S KD 6C 8D 7C QH 4D 10H KS 9H 5C 5D 3D JC KC 8S 10C 6H 10D 2S
discard: JD
known: {0: ['AD'], 1: ['8C'], 2: ['3H'], 3: ['4C']}
leader: 1
phase: play"""


def _game_digest(variant: str, players: int, seeds: range) -> str:
    """Seeded random games: the deal, the generator after it, then each step's action,
    events and resulting text, all folded into one short digest."""
    rules = make_rules(CATALOG.get(variant))
    digest = hashlib.sha256()
    for seed in seeds:
        state = rules.new_state(players, seed)
        digest.update(rules.state_text(state).encode())
        digest.update(repr(state.clone().rng.random()).encode())
        pick = random.Random(seed)
        while not state.over:
            legal = rules.legal_actions(state)
            action = legal[pick.randrange(len(legal))]
            events = rules.apply(state, action)
            digest.update(f"{action}|{events!r}|{rules.state_text(state)}".encode())
    return digest.hexdigest()[:16]


def _deal_digest(variant: str, players: int, seeds: range) -> str:
    """Only the deals (every game's, since the shuffle is shared) and the generator after."""
    rules = make_rules(CATALOG.get(variant))
    digest = hashlib.sha256()
    for seed in seeds:
        state = rules.new_state(players, seed)
        digest.update(rules.state_text(state).encode())
        digest.update(repr(state.rng.random()).encode())
    return digest.hexdigest()[:16]


def test_a_numbered_deal_is_the_same_card_for_card() -> None:
    rules = make_rules(CATALOG.get("q2j"))
    assert rules.state_text(rules.new_state(4, 7)) == SEED_7_AT_4


@pytest.mark.parametrize(
    ("variant", "players", "expected"),
    [
        ("q2j", 2, "fdce6ec88ac5d5f6"),
        ("q2j", 4, "90012dffcc391378"),
        ("q2j", 10, "d64c014c5c330683"),
        ("q2j-classic", 4, "ed623d91c22f69ac"),
        ("q2j-face-up", 3, "efc13b91c23a6f42"),
        ("q2j-challenge", 2, "3d499084f7ee61c1"),
        ("q2j-countdown", 4, "dd71f4224f548142"),
        ("q2j-elimination", 5, "9bf28c14f53598a0"),
        ("q2j-play-drawn", 4, "14f40e4c17d4d8bd"),
    ],
)
def test_seeded_q2j_games_replay_exactly(variant: str, players: int, expected: str) -> None:
    assert _game_digest(variant, players, range(40)) == expected


@pytest.mark.parametrize(
    ("variant", "players", "expected"),
    [
        ("q2j-war", 2, "413a215ebff61e09"),
        ("q2j-war-4", 4, "08fe2820db07debf"),
        ("q2j-ng", 3, "542bb1fe668a979a"),
        ("quatorze", 4, "79f73ba30a6c80b6"),
        ("crazy-jokers", 3, "3c50360b28976e29"),  # issue 28: the text gained the picked_cards fact
    ],
)
def test_seeded_deals_of_every_game_are_unchanged(variant: str, players: int, expected: str) -> None:
    assert _deal_digest(variant, players, range(30)) == expected


def test_a_sampled_state_is_unchanged() -> None:
    """Search samples hidden cards with ``setup``'s shuffle: the ladder replays only if that
    stays the same too."""
    rules = make_rules(CATALOG.get("q2j"))
    state = rules.new_state(4, 11)
    rng = random.Random(5)
    texts = [rules.state_text(rules.sample_state(rules.view(state, seat), rng)) for seat in range(4)]
    digest = hashlib.sha256("\n".join(texts).encode()).hexdigest()[:16]
    assert digest == "7e225712ae5e6875"
