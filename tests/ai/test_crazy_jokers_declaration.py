"""Crazy Jokers' declaration (``crazy_jokers_declare``): made from what the seat may see, the same
for the same seed, drawn by chance between near-equal contracts (Easy most), and aimed by the
match's score (far behind in the last round, only a contract that can close the gap)."""

from __future__ import annotations

import datetime
import random
from collections import Counter
from typing import Any

import pytest

from game.ai import make_bot
from game.ai.bots import SearchBot
from game.ai.heuristics.crazy_jokers_declare import SPREAD, Outlook, outlook, shortfalls
from game.ai.heuristics.crazy_jokers_odds import PACE
from game.engine import View, make_rules
from game.engine.games.crazy_jokers import Contract, CrazyJokersState
from game.engine.games.crazy_jokers.actions import Declare
from game.engine.games.crazy_jokers.contracts import VALUE_TEXT
from game.variants import load_catalog

RULES = make_rules(load_catalog().get("crazy-jokers"))
LEVELS = ("easy", "medium", "hard", "expert")
SEEDS = range(300)
BIRTHDAYS = ["1980-05-14", "1962-11-19", "2004-09-24", "1948-06-02"]


def _at_declaration(
    players: int,
    seed: int,
    *,
    round_number: int = 1,
    scores: list[int] | None = None,
    last: list[str | None] | None = None,
    declared: list[str | None] | None = None,
    seat: int = 0,
) -> CrazyJokersState:
    """A deal at ``seat``'s declaration, the hands dealt by ``seed``, with the match's facts."""
    facts: dict[str, Any] = {
        "phase": "declare",
        "birthdays": BIRTHDAYS[:players],
        "round": round_number,
        "scores": scores or [0] * players,
        "last": last or [None] * players,
        "contracts": declared or [None] * players,
    }
    state = RULES.setup(players, seed, {}, to_move=seat, facts=facts)
    assert isinstance(state, CrazyJokersState)
    return state


def _declare(level: str, state: CrazyJokersState, seed: int) -> Contract:
    bot = make_bot(level, RULES, iterations=10)
    choice = bot.decide(RULES.view(state, state.to_move), RULES.legal_actions(state), random.Random(seed))
    assert isinstance(choice.action, Declare)
    return choice.action.contract


def _middle(contract: Contract) -> float:
    low, _, high = VALUE_TEXT[contract].partition("–")
    return (int(low) + int(high or low)) / 2


@pytest.mark.parametrize("level", LEVELS)
def test_the_declaration_does_not_change_when_the_hidden_cards_are_re_dealt(level: str) -> None:
    # A later round, behind on the scores: the declaration weighs the match, and still only what
    # the seat sees. Every hand and the stock are dealt again, three times.
    for seed in range(4):
        state = _at_declaration(
            3, seed, round_number=7, scores=[40, 130, 95], last=["odd-man-out", None, None]
        )
        view = RULES.view(state, 0)
        first = _declare(level, state, seed)
        for other in range(3):
            redealt = RULES.sample_state(view, random.Random(f"re-deal {seed} {other}"))
            assert isinstance(redealt, CrazyJokersState)
            assert redealt.hands != state.hands and RULES.view(redealt, 0) == view
            assert _declare(level, redealt, seed) == first


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_declaration(level: str) -> None:
    state = _at_declaration(2, 5, round_number=10, scores=[0, 75])
    for seed in range(20):
        assert _declare(level, state, seed) == _declare(level, state, seed)


def test_the_searching_levels_declare_by_the_rule_not_by_a_search() -> None:
    # A search of the round counts rounds won, not the match's points.
    state = _at_declaration(2, 1)
    bot = make_bot("hard", RULES, iterations=10)
    assert isinstance(bot, SearchBot)
    decision = bot.decide(RULES.view(state, 0), RULES.legal_actions(state), random.Random(1))
    assert bot.last is None and "to complete" in decision.reason


def _near_equal_position() -> tuple[CrazyJokersState, list[Contract]]:
    """The first of a fixed list of positions where the estimates put two contracts within half
    Medium's spread of each other at the top, and those contracts."""
    # Behind in the last round by about what Odd Man Out and A Birthday Wish score.
    candidates = [_at_declaration(2, 0, round_number=10, scores=[0, gap]) for gap in (80, 85, 75, 70)]
    for state in candidates:
        seen = outlook(RULES.view(state, 0), RULES)
        allowed = [c for c in Contract if c is not seen.barred[0]]
        short = shortfalls(seen, allowed)
        ranked = sorted(allowed, key=lambda contract: short[contract])
        if short[ranked[1]] <= SPREAD["medium"] / 2:
            return state, ranked[:2]
    raise AssertionError("no position among the candidates has two near-equal contracts")


def test_near_equal_contracts_are_drawn_by_chance_the_best_most_often() -> None:
    state, (best, second) = _near_equal_position()
    found = Counter(_declare("medium", state, seed) for seed in SEEDS)
    # The second is at most half the spread behind: its weight is at least half the best's.
    assert found[second] >= 0.15 * len(SEEDS), found
    assert found[best] > found[second], found


def test_easy_varies_most_and_the_searching_levels_least() -> None:
    # A match's first round at two seats: the Fixed Straight is far the surest (measured), so the
    # careful levels always declare it and Easy, whose spread is widest, often another.
    state = _at_declaration(2, 3)
    kinds = {level: Counter(_declare(level, state, seed) for seed in SEEDS) for level in LEVELS}
    fastest = max(PACE[2], key=lambda contract: PACE[2][contract])
    for level in ("medium", "hard", "expert"):
        assert kinds[level] == Counter({fastest: len(SEEDS)}), kinds[level]
    assert len(kinds["easy"]) >= 2 and kinds["easy"][fastest] < 0.9 * len(SEEDS), kinds["easy"]


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_far_behind_in_the_last_round_a_seat_aims_at_what_can_close_the_gap(level: str) -> None:
    # Seventy-five behind with one round to play: the Full Full House (55, 75 with a joker) and
    # the Big Flush (55 to 70) cannot win the match; the seat declares something that can, and
    # on average a contract of higher value than with the scores level.
    behind = _at_declaration(2, 7, round_number=10, scores=[0, 75])
    level_scores = _at_declaration(2, 7, round_number=10, scores=[75, 75])
    aimed = [_declare(level, behind, seed) for seed in range(40)]
    even = [_declare(level, level_scores, seed) for seed in range(40)]
    assert not {Contract.FULL_FULL_HOUSE, Contract.BIG_FLUSH} & set(aimed), Counter(aimed)
    assert sum(map(_middle, aimed)) > sum(map(_middle, even)), (Counter(aimed), Counter(even))


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_ahead_in_the_last_round_a_seat_declares_the_surest_contract(level: str) -> None:
    # Sixty ahead with one round to play, any completion wins the match and only another seat's
    # can lose it: the seat goes for the contract completed first most often.
    ahead = _at_declaration(2, 7, round_number=10, scores=[60, 0])
    fastest = max(PACE[2], key=lambda contract: PACE[2][contract])
    assert {_declare(level, ahead, seed) for seed in range(40)} == {fastest}


def test_a_view_without_the_match_facts_reads_as_a_first_round() -> None:
    # A lone deal's view has no round or totals: the outlook is a first round, all even.
    state = RULES.new_state(3, 2)
    while state.phase != "declare":
        RULES.apply(state, RULES.legal_actions(state)[0])
    seen = outlook(RULES.view(state, state.to_move), RULES)
    assert seen.totals == (0, 0, 0) and seen.rounds_after == RULES.match_limit - 1
    assert isinstance(seen, Outlook)


def _view(state: CrazyJokersState) -> View:
    return RULES.view(state, state.to_move)


def test_a_birthday_that_is_easier_to_hold_makes_the_wish_likelier() -> None:
    # 2 June 1948 is seven different ranks (6, K, 2, A, 9, 4, 8); 1 January 2000 needs four kings
    # and two aces (A, K, A, 2, K, K, K): with the same facts the wish is weighed higher with the
    # first. Compared by the wish's shortfall from the best contract at a table barred from the
    # Fixed Straight.
    def wish_shortfall(day: str) -> float:
        state = _at_declaration(2, 0, round_number=2, last=["fixed-straight"] * 2)
        state.birthdays[0] = datetime.date.fromisoformat(day)
        seen = outlook(_view(state), RULES)
        allowed = [c for c in Contract if c is not Contract.FIXED_STRAIGHT]
        return shortfalls(seen, allowed)[Contract.BIRTHDAY_WISH]

    assert wish_shortfall("1948-06-02") < wish_shortfall("2000-01-01")


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_decided_match_is_declared_as_an_even_first_round(level: str) -> None:
    # Two hundred behind or ahead with one round to play: no contract (95 at most, the wish
    # with a joker) can change who wins, so the seat plays the round for its points as at the
    # start of an even match (all contracts alike for the match, a draw among all of them once
    # sent two seats after the Full Full House and stalled the round to the turn cap).
    start = _at_declaration(3, 4)
    for scores in ([0, 200, 10], [200, 0, 10]):
        decided = _at_declaration(3, 4, round_number=10, scores=scores)
        for seed in range(20):
            assert _declare(level, decided, seed) == _declare(level, start, seed)
