"""Toy Go Out, registered from outside game/, held to the checks a real game is held to: its
scenarios, its notation read back, legal actions that agree with ``check``, every legal move
made where it names by clicking, no shared module naming it, its views and events on the wire,
bots that decide from their view alone, and the registry's own promises."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import tests.engine.test_shared_modules as engine_names
import tests.scenes.test_shared_table_names_no_game as table_names
from game.ai import make_bot
from game.engine import Action, Card, Rules, VariantError, View, make_rules, registry
from game.engine.actions import DRAW, PASS, Draw, Pass
from game.engine.events import Announced
from game.engine.registry import entry, game_names, register, registered, unregister
from game.net.codec import CodecError, event_plain, event_typed, view_plain, view_typed
from game.scenarios.runner import run_files
from game.scenes.table.adapter import adapter_class
from game.variants import load_catalog
from tests.ai.test_honesty import honesty_breaks
from tests.scenes.driver import Driver
from tests.scenes.test_every_move_clickable import Place, Way, make, positions

from .actions import Toss
from .entry import ENTRY
from .events import ToyAnnouncement
from .rules import ToyFacts, ToyRules
from .table import ToyTable

SCENARIOS = Path(__file__).with_name("scenarios")
POSITIONS = 12


def test_registered_for_a_while_then_gone_and_a_taken_name_refused() -> None:
    before = game_names()
    with registered(ENTRY):
        assert game_names() == [*before, "toy"]  # its order, 99, puts it last
        assert entry("toy") is ENTRY and adapter_class("toy") is ToyTable
        with pytest.raises(VariantError, match="two games are called 'toy'"):
            register(ENTRY)
        assert game_names() == [*before, "toy"], "a refused registration leaves the list as it was"
    assert game_names() == before
    with pytest.raises(VariantError, match="no game named 'toy'"):
        entry("toy")
    with pytest.raises(VariantError, match="was not registered"):
        unregister(ENTRY)


def test_on_the_compiled_engine_it_is_refused_with_the_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on the compiled engine (the engine's ``Rules`` compiled, the toy's interpreted), its
    registration is refused, saying why and what to do, and the list of games is unchanged."""
    before = game_names()
    monkeypatch.setattr(registry, "_compiled", lambda cls: cls is Rules)
    with pytest.raises(
        TypeError, match=r"Toy Go Out's rules \(.*\) are interpreted Python and the engine is compiled"
    ):
        register(ENTRY)
    assert game_names() == before
    monkeypatch.undo()
    with registered(ENTRY):
        assert "toy" in game_names()


def test_its_variant_is_read_from_the_players_folder(toy: None) -> None:
    catalog = load_catalog()
    assert not catalog.problems, catalog.problems
    assert [variant.id for variant in catalog.for_game("toy")] == ["toy"]


def test_its_scenarios_pass(toy: None) -> None:
    outcomes = run_files([SCENARIOS])
    assert len(outcomes) == 6
    failed = {outcome.name: outcome.failures for outcome in outcomes if not outcome.passed}
    assert not failed, failed


def test_its_notation_reads_back_and_its_legal_moves_are_what_check_allows(toy: None) -> None:
    """At random positions of every table size: each legal action's notation reads back as
    the action, and of every action the notation can write (a toss of each card, a draw, a
    pass), ``check`` allows exactly the listed ones."""
    variant = load_catalog().get("toy")
    rules = make_rules(variant)
    every: list[Action] = [*(Toss(card) for card in rules.deck(4)), DRAW, PASS]
    rng = random.Random(29)
    seen = {Toss: 0, Draw: 0, Pass: 0}
    for seed in range(60):
        state = rules.new_state(rng.randint(variant.min_players, variant.max_players), seed)
        while not state.over:
            legal = rules.legal_actions(state)
            for action in legal:
                assert rules.parse_action(str(action)) == action
                seen[type(action)] += 1
            allowed = [action for action in every if rules.why_illegal(state, action) is None]
            assert sorted(map(str, allowed)) == sorted(map(str, legal))
            rules.apply(state, legal[rng.randrange(len(legal))])
        assert rules.replay(state.origin, state.log).winners == state.winners  # type: ignore[arg-type]
    assert all(seen.values()), seen


def toy_way(action: Action, me: int, zones: dict[str, list[Card | None]], names: dict[int, str]) -> Way:
    """Where a Toy Go Out move is made, from its fields: a toss, its card in one's hand and
    then the discard pile; a draw, the stock; a pass, a button that says so."""
    if isinstance(action, Toss):
        return Way((Place(f"hand:{me}", action.card), Place("discard")))
    if isinstance(action, Draw):
        return Way((Place("stock"),))
    assert isinstance(action, Pass), action
    return Way(words=("pass",))


def test_every_legal_move_is_made_where_it_names(toy_driver: Driver) -> None:
    made: dict[type, int] = {Toss: 0, Draw: 0, Pass: 0}
    for seen, table in enumerate(positions(toy_driver, "toy")):
        if seen >= POSITIONS and all(made.values()):
            break
        assert seen < 40 * POSITIONS, f"no pass came up in {seen} positions: {made}"
        for action in list(table.session.legal()):
            got = make(toy_driver, table, action, toy_way)
            assert got == action, f"clicking where {action} says made {got} ({table.toast.words!r})"
            made[type(action)] += 1


def test_no_shared_module_names_it_while_it_is_registered(toy: None) -> None:
    words = engine_names.game_words()
    assert words.get("toy") == "Toy Go Out's name" and words.get("toss") == "Toy Go Out's verb"
    assert table_names.action_classes().get("Toss") == "Toy Go Out's action class"
    engine_names.test_no_shared_engine_module_names_a_game()
    table_names.test_no_shared_table_module_names_a_game()


def test_its_views_and_events_travel_the_wire_while_it_is_registered() -> None:
    """The codec that carries views and events between computers reads the registry as it is
    now: the toy's own announcement travels while the toy is registered, and not after."""
    last_card = Announced(0, ToyAnnouncement.LAST_CARD)
    with registered(ENTRY):
        rules = make_rules(ToyRules.default_variant())
        heard = 0
        for seed in range(20):
            state = rules.new_state(3, seed)
            while not state.over:
                for seat in range(state.players):
                    view = rules.view(state, seat)
                    assert view_typed(view_plain(view)) == view
                    assert ToyFacts.of(view_typed(view_plain(view))) == rules.facts(state)
                for event in rules.apply(state, rules.legal_actions(state)[seed % 2 - 1]):
                    assert event_typed(event_plain(event)) == event
                    heard += event == last_card
        assert heard, "no seat ever came down to its last card"
        wire = event_plain(last_card)
    assert wire == {"event": "announced", "seat": 0, "what": "last-card", "detail": ""}
    with pytest.raises(CodecError, match="not an announcement: 'last-card'"):
        event_typed(wire)


def what_is_seen(view: View) -> dict[str, bool]:
    """Each zone: whether the view shows its cards (every one of them) or hides them (all)."""
    seen: dict[str, bool] = {}
    for zone, cards in view.zones.items():
        assert cards, f"{zone} is empty: nothing to tell"
        shown = [card is not None for card in cards]
        assert all(shown) or not any(shown), f"{zone} is half shown"
        seen[str(zone)] = all(shown)
    return seen


def test_its_bots_decide_from_their_seat_s_view_alone() -> None:
    """Every level, at positions of random play: each seat sees its own hand and the discard
    pile and nothing else (the rules' "hidden from the others"); the hidden cards dealt again
    (other hands, the stock) show the seat the same view and leave every bot's decision as it
    was."""
    with registered(ENTRY):
        rules = make_rules(ToyRules.default_variant())
        bots = {level: make_bot(level, rules, iterations=20) for level in ("hard", "expert")}
        bots |= {level: make_bot(level, rules) for level in ("easy", "medium")}
        rng = random.Random(5)
        states = []
        for seed in range(8):
            state = rules.new_state(rng.randint(2, 4), seed)
            for _ in range(rng.randrange(6)):
                if not state.over:
                    legal = rules.legal_actions(state)
                    rules.apply(state, legal[rng.randrange(len(legal))])
            if not state.over:
                states.append(state)
        for index, state in enumerate(states):
            for seat in range(state.players):
                assert what_is_seen(rules.view(state, seat)) == {
                    f"hand:{owner}": owner == seat for owner in range(state.players)
                } | {"stock": False, "discard": True}
            view = rules.view(state, state.to_move)
            other = rules.view(rules.sample_state(view, random.Random(index)), state.to_move)
            assert other == view and other.facts == view.facts
        breaks, differing = honesty_breaks(rules, bots, states)
    assert breaks == [], "a bot decided differently on another deal of what it cannot see"
    assert differing >= 3, "the hidden cards hardly differed: the check would prove nothing"
