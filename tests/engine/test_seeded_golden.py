"""Seeded deals and games stay exactly as they were (a golden test).

Numbered deals, saves, scenario seeds and ladder files all replay from a seed, so the
engine may get faster but never different. The digests below were computed from the
code before the speed work of issue 12 (commit 890b721): each covers the deal's text,
the generator's next value after the deal, and then every action, every event and the
text after each step of seeded random games. One deal is also written out in full, so
that a failure shows what moved. Events are folded in as ``event_text`` writes them (zones
by name), so that a change of how events are held in memory is not a change of game; the
games' digests were made so on the code of commit 8214b05 (issue 29), whose earlier
``repr`` digests they replaced, and every game's seeded games were added then.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import replace

import pytest

from game.engine import entries, make_rules
from game.engine.events import event_text
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


def _game_digest(variant: str, players: int, seeds: range, **options: object) -> str:
    """Seeded random games: the deal, the generator after it, then each step's action,
    events and resulting text, all folded into one short digest."""
    base = CATALOG.get(variant)
    rules = make_rules(replace(base, options={**base.options, **options}))
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
            text = " ".join(event_text(event) for event in events)
            digest.update(f"{action}|{text}|{rules.state_text(state)}".encode())
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
        ("q2j", 2, "24aace8cb46edb4d"),
        ("q2j", 4, "b2220ac35b7f3190"),
        ("q2j", 10, "4e5eccf9c76490c6"),
        ("q2j-classic", 4, "eb18b7f0646279ec"),
        ("q2j-face-up", 3, "773dae6f5902ad23"),
        ("q2j-challenge", 2, "3cb6ab0578d65bbf"),
        ("q2j-countdown", 4, "d112ffb812e0618a"),
        ("q2j-elimination", 5, "a18a74363123c815"),
        ("q2j-play-drawn", 4, "ada4528ffc401381"),
    ],
)
def test_seeded_q2j_games_replay_exactly(variant: str, players: int, expected: str) -> None:
    assert _game_digest(variant, players, range(40)) == expected


# Each game's seeded games and deals (Q2J's are above, its deals held card for card): every
# registered game has its lines here (test_every_game_has_its_goldens).
GAMES = [
    ("q2j-war", 2, 20, "21fa3dfbc6867bd9"),
    ("q2j-war-4", 4, 20, "ebafb5ad917a45bb"),
    ("q2j-war-4", 3, 20, "bd943072f9a0ba33"),
    ("q2j-war-classic-battle", 2, 20, "54c27daac9685677"),
    ("q2j-ng", 3, 20, "49a41c0324865a62"),
    ("q2j-ng-open", 2, 20, "8ec248bffad9d6ac"),
    ("q2j-ng-classic-battle", 2, 10, "bbe52ea42e190da5"),
    ("quatorze", 4, 6, "2712330e4943dd5e"),
    ("quatorze-1-joker", 2, 6, "5c1965435a301e32"),
    # A stolen-from seat draws its 2 after the stealer's discard (the seed's "then"), no longer at once.
    ("crazy-jokers", 2, 6, "0c89831303ee8e9d"),
    ("crazy-jokers", 4, 4, "3ae3db39043de378"),
]
DEALS = [
    ("q2j-war", 2, "413a215ebff61e09"),
    ("q2j-war-4", 4, "08fe2820db07debf"),
    ("q2j-ng", 3, "542bb1fe668a979a"),
    ("quatorze", 4, "79f73ba30a6c80b6"),
    ("crazy-jokers", 3, "3c50360b28976e29"),  # issue 28: the text gained the picked_cards fact
]


def test_every_game_has_its_goldens() -> None:
    """A registered game without a golden game and a golden deal here fails, with the lines to
    add (their digests as the game plays now: check its play first)."""
    covered = {"q2j"} | {CATALOG.get(variant).game for variant, *_ in GAMES}
    dealt = {"q2j"} | {CATALOG.get(variant).game for variant, *_ in DEALS}
    lines = []
    for found in entries():
        variant = found.base_variant
        if found.name not in covered:
            lines.append(f"GAMES: {(variant, 2, 6, _game_digest(variant, 2, range(6)))},")
        if found.name not in dealt:
            lines.append(f"DEALS: {(variant, 2, _deal_digest(variant, 2, range(30)))},")
    assert not lines, "add to tests/engine/test_seeded_golden.py:\n" + "\n".join(lines)


@pytest.mark.parametrize(("variant", "players", "games", "expected"), GAMES)
def test_seeded_games_of_every_game_replay_exactly(
    variant: str, players: int, games: int, expected: str
) -> None:
    assert _game_digest(variant, players, range(games)) == expected


def test_seeded_quatorze_games_with_joker_swaps_replay_exactly() -> None:
    assert _game_digest("quatorze", 3, range(6), joker_swap=True) == "9d46c79a0c403892"


@pytest.mark.parametrize(("variant", "players", "expected"), DEALS)
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
