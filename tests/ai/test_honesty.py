"""Bots decide from their seat's view alone: never the state, never a hidden card.

The main check, for every variant of every game and every level: take a position, deal the
cards its seat to move cannot see again (``sample_state``: other hands, another stock), build
that seat's view of each deal as a game does, and ask the bots with the same seed. A bot that
learnt anything from the hidden cards (through the state, a global, or a view carrying more
than it shows) would sooner or later decide differently; a test shows the check catching a
bot that peeks through a leaky view.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from game.ai import make_bot
from game.ai import tournament as tournament_module
from game.ai.base import Bot, Decision
from game.ai.tournament import GameJob, play_game
from game.engine import Action, Card, State, View
from game.engine.zones import STOCK

from .helpers import positions, rules_for, variant_ids


def _key(cards: tuple[Card | None, ...]) -> tuple[str, ...]:
    return tuple("??" if card is None else str(card) for card in cards)


def honesty_breaks(
    rules: Any, bots: dict[str, Bot], states: list[State], samples: int = 3
) -> tuple[list[str], int]:
    """Where a bot decided differently on another deal its seat cannot tell from this one (the
    hidden cards dealt again by ``sample_state``), each decision asked as a game asks it: the
    seat's view built from that deal's state. Also how many positions had really different
    hidden cards, without which the check proves nothing."""
    breaks: list[str] = []
    differing = 0
    for index, state in enumerate(states):
        seat = state.to_move
        legal = rules.legal_actions(state)
        first = {
            level: bot.decide(rules.view(state, seat), legal, random.Random(index))
            for level, bot in bots.items()
        }
        hands = {tuple(_key(tuple(cards)) for cards in rules.zones(state).values())}
        for k in range(samples):
            other = rules.sample_state(rules.view(state, seat), random.Random(1000 * index + k))
            hands.add(tuple(_key(tuple(cards)) for cards in rules.zones(other).values()))
            for level, bot in bots.items():
                if bot.decide(rules.view(other, seat), legal, random.Random(index)) != first[level]:
                    breaks.append(f"{level} at position {index}, deal {k}")
        differing += len(hands) > 1
    return breaks, differing


ALL_VARIANTS = sorted(variant_ids())


@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_same_view_same_decision_whatever_the_hidden_cards(variant: str) -> None:
    rules = rules_for(variant)
    bots = {
        "easy": make_bot("easy", rules),
        "medium": make_bot("medium", rules),
        "hard": make_bot("hard", rules, iterations=20),
        "expert": make_bot("expert", rules, iterations=20),
    }
    states = positions(variant, 5, seed=11)
    for index, state in enumerate(states):
        # Another deal of what the seat cannot see shows it the very same view, facts included
        # (views compare without their facts record: it is checked here on its own).
        view = rules.view(state, state.to_move)
        other = rules.view(rules.sample_state(view, random.Random(index)), state.to_move)
        assert other == view and other.facts == view.facts
    breaks, differing = honesty_breaks(rules, bots, states)
    assert breaks == [], f"{variant}: decided differently on another deal"
    if rules.game != "ng" or rules.options.get("open") is not True:
        assert differing >= 3, "the hidden cards hardly differed: the check would prove nothing"


class _LeakyRules:
    """A game whose views slip a hidden card into the facts record (which views compare
    without): the leak this check exists to catch."""

    def __init__(self, rules: Any) -> None:
        self.rules = rules

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rules, name)

    def view(self, state: State, seat: int) -> View:
        stock = self.rules.zones(state).get(STOCK) or [None]
        return replace(self.rules.view(state, seat), facts=("peek", stock[-1]))


class _Peeker(Bot):
    """A bot that reads whatever the view carries beyond the cards it shows."""

    def decide(self, view: View, legal: Any, rng: random.Random) -> Decision:
        return Decision(legal[hash(repr(view.facts)) % len(legal)], "peeked")


def test_the_check_catches_a_bot_that_peeks_through_a_leaky_view() -> None:
    rules = rules_for("q2j")
    leaky = _LeakyRules(rules)
    states = positions("q2j", 5, seed=11)
    breaks, differing = honesty_breaks(leaky, {"peeker": _Peeker(rules)}, states)
    assert differing >= 3 and breaks, "a bot that reads the next stock card went unnoticed"
    # The same bot on the honest views decides the same whatever the deal.
    assert honesty_breaks(rules, {"peeker": _Peeker(rules)}, states)[0] == []


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
