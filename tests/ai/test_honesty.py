"""Bots decide from their seat's view alone: never the state, never a hidden card.

The main check: take a position, sample several different full states that are
consistent with the view of the seat to move (different hidden cards), build
that seat's view of each, and ask the bots with the same seed. The views must
be equal and the decisions identical; a bot that peeked at hidden cards would
sooner or later decide differently.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai import make_bot
from game.ai import tournament as tournament_module
from game.ai.base import Bot, Decision
from game.ai.tournament import GameJob, play_game
from game.engine import Action, Card, State, View

from .helpers import positions, rules_for

HONESTY_VARIANTS = ("q2j", "q2j-play-drawn", "q2j-challenge", "q2j-countdown", "q2j-war", "q2j-ng")


def _key(cards: tuple[Card | None, ...]) -> tuple[str, ...]:
    return tuple("??" if card is None else str(card) for card in cards)


@pytest.mark.parametrize("variant", HONESTY_VARIANTS)
def test_same_view_same_decision_whatever_the_hidden_cards(variant: str) -> None:
    rules = rules_for(variant)
    bots = {
        "medium": make_bot("medium", rules),
        "hard": make_bot("hard", rules, iterations=40),
        "expert": make_bot("expert", rules, iterations=40),
    }
    differing = 0
    for index, state in enumerate(positions(variant, 8, seed=11)):
        seat = state.to_move
        view = rules.view(state, seat)
        legal = rules.legal_actions(state)
        hidden_sets = set()
        for k in range(4):
            sampled = rules.sample_state(view, random.Random(1000 * index + k))
            hidden_sets.add(tuple(_key(tuple(cards)) for cards in rules.zones(sampled).values()))
            # The sampled state shows the seat exactly the same view ...
            assert rules.view(sampled, seat) == view
            assert rules.legal_actions(sampled) == legal
            # ... so each bot, with the same seed, must make the same decision.
            for level, bot in bots.items():
                decision = bot.decide(rules.view(sampled, seat), legal, random.Random(index))
                first = bot.decide(view, legal, random.Random(index))
                assert decision == first, f"{level} decided differently on another deal of {variant}"
        differing += len(hidden_sets) > 1
    # The check means something only if the hidden cards really differed.
    assert differing >= 4


class _Spy(Bot):
    """Checks every argument a bot receives, then lets a real bot decide."""

    def __init__(self, inner: Bot) -> None:
        super().__init__(inner.rules)
        self.inner = inner
        self.calls = 0

    def decide(self, view: View, legal: Any, rng: random.Random) -> Decision:
        assert type(view) is View and not isinstance(view, State)
        assert all(isinstance(action, Action) for action in legal)
        assert isinstance(rng, random.Random)
        for cards in view.zones.values():
            assert all(card is None or isinstance(card, Card) for card in cards)
        self.calls += 1
        return self.inner.decide(view, legal, rng)


@pytest.mark.parametrize("variant", ["q2j", "q2j-elimination", "q2j-war", "q2j-ng"])
def test_bots_receive_views_never_states(variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    spies: list[_Spy] = []

    def spying_make_bot(level: str, rules: Any, **budget: Any) -> Bot:
        spy = _Spy(make_bot(level, rules, **budget))
        spies.append(spy)
        return spy

    monkeypatch.setattr(tournament_module, "make_bot", spying_make_bot)
    players = 3 if variant == "q2j-elimination" else 2
    lineup = ("hard", *(("medium",) * (players - 1)))
    job = GameJob(variant, lineup, 5, 77, 0, (("hard", 10), ("expert", 10)))
    record = play_game(job)
    assert sum(record.scores) == pytest.approx(1.0)
    assert sum(spy.calls for spy in spies) > 0


def _hidden_leaks(rules: Any, state: State, view: View) -> list[str]:
    """Shown cards that are not there, and cards of the zones no player ever sees (a stock
    that is not open, a War pile). Which hand and field cards a seat may see is stated
    from the rules in tests/engine/test_what_each_seat_sees.py."""
    leaks: list[str] = []
    real = rules.zones(state)
    for zone, cards in view.zones.items():
        name = str(zone)
        actual = real[zone]
        if len(cards) != len(actual):
            leaks.append(f"{name} has {len(actual)} cards, the view shows {len(cards)}")
            continue
        shown = [card for card in cards if card is not None]
        if any(card not in actual for card in shown):
            leaks.append(f"{name}: the view shows a card that is not there")
        never_seen = name.startswith("pile:") or (name == "stock" and rules.options.get("open") is not True)
        if never_seen and shown:
            leaks.append(f"{name}: a face-down card shown")
    return leaks


@pytest.mark.parametrize(
    "variant", ["q2j", "q2j-face-up", "q2j-challenge", "q2j-war", "q2j-war-4", "q2j-ng", "q2j-ng-open"]
)
def test_views_hold_no_hidden_card(variant: str) -> None:
    rules = rules_for(variant)
    seen_hidden = 0
    for state in positions(variant, 30, seed=3):
        for seat in range(state.players):
            view = rules.view(state, seat)
            assert _hidden_leaks(rules, state, view) == []
            seen_hidden += view.hidden_count()
    if variant not in ("q2j-ng-open",):
        assert seen_hidden > 0
