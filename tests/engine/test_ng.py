"""Q Squared Joe NG rules, exercised directly: deal, notation, each action, the chain, views.

The golden positions live in tests/scenarios/ng/; these tests add what YAML says
poorly: the deal and its opening events, legal_actions checked against the rules'
own verdict on every action the notation can name, whole random games against
invariants, set-up errors, and views sampled back into states.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

import pytest

from game.engine import DRAW, Action, Card, IllegalAction, NotationError, parse_cards
from game.engine.errors import SetupError
from game.engine.events import Announced, Battle, GameOver, Moved, OutReason, PlayerOut, Revealed
from game.engine.games.ng import Attack, Defend, NGRules, NGState, Sacrifice, Take, parse_ng_action
from game.engine.games.ng.actions import ATTACKS, DEFENDS, FIELD, HAND, RESOURCE, SACRIFICES, TAKE, TAKES
from game.engine.registry import make_rules, rules_class
from game.engine.zones import Zone, by_zone
from game.variants import load_catalog


def make(**options: bool | int | str) -> NGRules:
    return NGRules(NGRules.default_variant(**options))


def position(
    rules: NGRules,
    zones: Mapping[str, str],
    *,
    players: int = 2,
    to_move: int | None = 0,
    facts: Mapping[str, object] | None = None,
    marks: Mapping[str, Sequence[str]] | None = None,
    seed: int = 1,
) -> NGState:
    cards = {name: parse_cards(text) for name, text in zones.items()}
    return rules.prepare(
        rules.setup(players, seed, by_zone(cards), to_move=to_move, facts=facts, marks=by_zone(marks or {}))
    )


def every_action() -> list[Action]:
    """Every action the notation can name for up to 4 seats, legal or not."""
    return [
        DRAW,
        TAKE,
        *TAKES,
        *SACRIFICES,
        *(action for row in DEFENDS for action in row),
        *(action for row in ATTACKS for action in row),
    ]


EVERY_ACTION = every_action()


def conserved(rules: NGRules, state: NGState) -> bool:
    held = Counter(card for cards in rules.zones(state).values() for card in cards)
    return held == Counter(rules.deck(state.players))


def text_of(state_cards: Sequence[Card]) -> str:
    return " ".join(map(str, state_cards))


# ---------------------------------------------------------------------- registry, variants
def test_registered_under_its_name_and_aliases() -> None:
    for name in ("ng", "q2j-ng", "Q-Squared-Joe-NG"):
        assert rules_class(name) is NGRules
    assert NGRules.title == "Q Squared Joe NG"
    assert NGRules.seats == (2, 4)


def test_variant_files_load_with_their_options() -> None:
    catalog = load_catalog()
    assert not [p for p in catalog.problems if "ng" in str(p)]
    base = catalog.get("q2j-ng")
    assert (base.game, base.min_players, base.max_players, base.default_players) == ("ng", 2, 4, 2)
    assert base.options["take"] == "top" and base.options["chain"] == "position"
    assert base.options["open"] is False
    shown = catalog.get("q2j-ng-open")
    assert shown.options["open"] is True and shown.options["take"] == "top"
    rules = make_rules(shown)
    assert isinstance(rules, NGRules) and rules.open


# ---------------------------------------------------------------------- deal and lead
@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_gives_hands_fields_and_one_resource_card(players: int) -> None:
    rules = make()
    state = rules.new_state(players, 21)
    for seat in range(players):
        assert len(state.hands[seat]) == 5
        assert [len(stack) for stack in state.fields[seat]] == [1] * 5
        assert len(state.resources[seat]) == 1
    assert len(state.stock) == 52 - 11 * players
    assert state.discard == []
    assert conserved(rules, state)
    best = max(state.resources[s][-1].rank for s in range(players))
    assert state.resources[state.to_move][-1].rank == best
    assert state.leader == state.to_move


def test_same_seed_same_deal_and_other_seeds_differ() -> None:
    rules = make()
    assert rules.state_text(rules.new_state(3, 5)) == rules.state_text(rules.new_state(3, 5))
    texts = {rules.state_text(rules.new_state(3, seed)) for seed in range(6)}
    assert len(texts) == 6


def test_lead_ties_are_settled_by_the_seed_and_both_seats_can_win() -> None:
    rules = make()
    leaders = set()
    for seed in range(30):
        state = position(
            rules,
            {"resource:0": "KS", "resource:1": "KH", "resource:2": "2C"},
            players=3,
            to_move=None,
            seed=seed,
        )
        leaders.add(state.to_move)
        again = position(
            rules,
            {"resource:0": "KS", "resource:1": "KH", "resource:2": "2C"},
            players=3,
            to_move=None,
            seed=seed,
        )
        assert again.to_move == state.to_move
    assert leaders == {0, 1}


def test_opening_events_replay_the_deal_and_announce_the_lead() -> None:
    rules = make()
    state = rules.new_state(3, 8)
    events = rules.opening_events(state)
    moves = [e for e in events if isinstance(e, Moved)]
    assert len(moves) == 33
    assert all(str(e.source) == "stock" and e.card is not None for e in moves)
    hands = [e for e in moves if str(e.target).startswith("hand:")]
    bases = [e for e in moves if str(e.target).startswith("field:")]
    resources = [e for e in moves if str(e.target).startswith("resource:")]
    assert len(hands) == 15 and not any(e.shown for e in hands)
    assert len(bases) == 15 and not any(e.shown for e in bases)
    assert len(resources) == 3 and all(e.shown for e in resources)
    # Dealt card for card: each seat's moves give exactly its zones.
    for seat in range(3):
        assert [e.card for e in hands if str(e.target) == f"hand:{seat}"] == state.hands[seat]
    last = events[-1]
    assert isinstance(last, Announced) and last.what == "lead" and last.seat == state.leader
    # After play has begun the events still describe the deal, not the current position.
    rules.apply(state, rules.legal_actions(state)[0])
    assert rules.opening_events(state) == events
    # In the open variant every dealt card is shown.
    shown = make(open=True)
    assert all(e.shown for e in shown.opening_events(shown.new_state(2, 8)) if isinstance(e, Moved))


# ---------------------------------------------------------------------- notation
@pytest.mark.parametrize(
    "text",
    [
        "draw",
        "take",
        "take QH",
        "defend 10S 4",
        "sacrifice 0",
        "attack AD hand 3",
        "attack KC resource 1",
        "attack 2H field 2:4",
    ],
)
def test_notation_round_trips(text: str) -> None:
    action = parse_ng_action(text)
    assert str(action) == text
    assert (
        eval(
            repr(action),
            {
                "Attack": Attack,
                "Defend": Defend,
                "Sacrifice": Sacrifice,
                "Take": Take,
                "Card": Card,
                "Draw": type(DRAW),
            },
        )
        == action
    )


def test_notation_is_case_insensitive_and_reuses_the_shared_draw() -> None:
    assert parse_ng_action("DRAW") is DRAW
    assert parse_ng_action("Attack qh Field 1:2") == Attack(Card.parse("QH"), FIELD, 1, 2)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fly",
        "draw 2",
        "take QH QS",
        "defend QH",
        "defend QH x",
        "sacrifice",
        "sacrifice -1",
        "attack QH",
        "attack QH hand",
        "attack QH field 1",
        "attack QH field 1:9",
        "attack QH pile 1",
        "attack ZZ hand 1",
        "attack QH hand one",
    ],
)
def test_bad_notation_says_what_to_write(text: str) -> None:
    with pytest.raises(NotationError):
        parse_ng_action(text)


def test_attack_values_validate_their_target() -> None:
    card = Card.parse("9H")
    with pytest.raises(NotationError):
        Attack(card, "pile", 1)
    with pytest.raises(NotationError):
        Attack(card, HAND, 1, 2)
    with pytest.raises(NotationError):
        Attack(card, FIELD, 1)
    assert str(Attack(card, RESOURCE, 2)) == "attack 9H resource 2"


# ---------------------------------------------------------------------- legality
def assert_legal_matches_check(rules: NGRules, state: NGState) -> None:
    legal = rules.legal_actions(state)
    assert len(legal) == len(set(legal)), "duplicate legal actions"
    allowed = set(legal)
    for action in EVERY_ACTION:
        reason = rules.why_illegal(state, action)
        if action in allowed:
            assert reason is None, f"{action} is listed as legal but refused: {reason}"
        else:
            assert reason is not None, f"{action} is accepted but not listed as legal"


@pytest.mark.parametrize("options", [{}, {"take": "any"}, {"chain": "field"}])
def test_legal_actions_agree_with_check_on_every_nameable_action(options: dict[str, str]) -> None:
    rules = make(**options)
    rng = random.Random(4)
    for game in range(3):
        state = rules.new_state(2 + game, 40 + game)
        for _ in range(25):
            if state.over:
                break
            assert_legal_matches_check(rules, state)
            legal = rules.legal_actions(state)
            rules.apply(state, legal[rng.randrange(len(legal))])


def test_legal_actions_come_in_a_stable_order() -> None:
    rules = make()
    state = position(
        rules,
        {
            "hand:0": "9H 4H",
            "field:0:0": "AS",
            "field:0:1": "",
            "field:0:2": "",
            "field:0:3": "",
            "field:0:4": "3S",
            "resource:0": "6H",
            "hand:1": "2C",
            "field:1:0": "",
            "field:1:1": "AD",
            "field:1:2": "",
            "field:1:3": "",
            "field:1:4": "",
            "resource:1": "5C",
        },
    )
    assert [str(a) for a in rules.legal_actions(state)] == [
        "draw",
        "take",
        "sacrifice 0",
        "sacrifice 4",
        "defend 9H 0",
        "defend 9H 4",
        "attack 9H hand 1",
        "attack 9H resource 1",
        "attack 9H field 1:1",
        "defend 4H 0",
        "defend 4H 4",
        "attack 4H hand 1",
        "attack 4H resource 1",
        "attack 4H field 1:1",
    ]


def test_a_refused_action_names_its_rule_and_changes_nothing() -> None:
    rules = make()
    state = position(rules, {"hand:0": "9H", "resource:0": "", "field:0:3": ""})
    before = rules.state_text(state)
    for text, rule in [
        ("take", "take"),
        ("defend 9H 3", "defend"),
        ("defend KS 0", "defend"),
        ("sacrifice 3", "sacrifice"),
        ("attack 9H hand 0", "attack"),
        ("attack KS hand 1", "attack"),
        ("attack 9H field 2:0", "attack"),
    ]:
        with pytest.raises(IllegalAction) as caught:
            rules.apply(state, parse_ng_action(text))
        assert caught.value.rule == rule, text
        assert caught.value.message
    assert rules.state_text(state) == before


def test_take_any_lists_each_resource_card_and_refuses_the_bare_take() -> None:
    rules = make(take="any")
    state = position(rules, {"resource:0": "3H 9C"})
    takes = [str(a) for a in rules.legal_actions(state) if isinstance(a, Take)]
    assert takes == ["take 3H", "take 9C"]
    assert rules.why_illegal(state, TAKE) is not None
    top_only = make()
    other = position(top_only, {"resource:0": "3H 9C"})
    assert [a for a in top_only.legal_actions(other) if isinstance(a, Take)] == [TAKE]
    assert "top" in (top_only.why_illegal(other, parse_ng_action("take 3H")) or "")


# ---------------------------------------------------------------------- attacks
FULL_TWO = {
    "hand:0": "9H 4H",
    "field:0:0": "AS",
    "field:0:1": "2S",
    "field:0:2": "3S",
    "field:0:3": "4S",
    "field:0:4": "5S",
    "resource:0": "6H",
    "hand:1": "2C KC 9C",
    "field:1:0": "AD",
    "field:1:1": "2D",
    "field:1:2": "3D",
    "field:1:3": "4D",
    "field:1:4": "5D",
    "resource:1": "6D",
}


def test_hand_attack_picks_blind_with_the_state_generator() -> None:
    rules = make()
    outcomes: dict[str, str] = {}
    for seed in range(40):
        state = position(rules, FULL_TWO, seed=seed)
        # The pick comes from the state's own generator, so a copy of it predicts the pick.
        probe = random.Random()
        probe.setstate(state.rng.getstate())
        expected_pick = state.hands[1][probe.randrange(3)]
        events = rules.apply(state, parse_ng_action("attack 9H hand 1"))
        battle = next(e for e in events if isinstance(e, Battle))
        assert battle.defender == expected_pick
        outcomes[str(expected_pick)] = battle.outcome
    assert outcomes == {"2C": "win", "KC": "lose", "9C": "tie"}


def test_a_failed_hand_attack_makes_the_card_known_until_it_leaves() -> None:
    rules = make()
    state = position(rules, {**FULL_TWO, "hand:1": "KC"})
    events = rules.apply(state, parse_ng_action("attack 9H hand 1"))
    assert Revealed(Card.parse("KC"), Zone.parse("hand:1"), "attack") in events
    assert state.known[1] == [Card.parse("KC")]
    assert rules.view(state, 0).zones[Zone.parse("hand:1")] == (Card.parse("KC"),)
    assert rules.public_facts(state)["known"] == {1: ["KC"]}
    rules.apply(state, parse_ng_action("defend KC 0"))
    assert state.known[1] == []
    assert "known" not in rules.public_facts(state)


def test_resource_attack_keeps_only_the_higher_cards_in_order() -> None:
    rules = make()
    state = position(rules, {**FULL_TWO, "hand:0": "9H", "resource:1": "QD 3C 9D KS 5C"})
    rules.apply(state, parse_ng_action("attack 9H resource 1"))
    assert text_of(state.resources[1]) == "QD KS"
    assert text_of(state.discard) == "5C 9D 3C 9H"
    assert text_of(state.resources[0]) == "6H"


def test_field_chain_stopped_on_the_base_turns_it_face_up_for_everyone() -> None:
    rules = make()
    state = position(rules, {**FULL_TWO, "field:1:0": "KD 7D"})
    hidden = rules.view(state, 0).zones[Zone.parse("field:1:0")]
    assert hidden == (None, Card.parse("7D"))
    rules.apply(state, parse_ng_action("attack 9H field 1:0"))
    assert state.up[1][0]
    for seat in (0, 1):
        assert rules.view(state, seat).zones[Zone.parse("field:1:0")] == (Card.parse("KD"),)
    assert rules.marks(state)[Zone.parse("field:1:0")] == ["u"]
    assert rules.public_facts(state).get("known") is None


def test_chain_field_runs_on_and_eliminates_when_the_field_is_cleared() -> None:
    rules = make(chain="field")
    zones = {
        **FULL_TWO,
        "hand:0": "KH",
        "field:1:0": "2D",
        "field:1:1": "",
        "field:1:2": "",
        "field:1:3": "QD JD",
        "field:1:4": "4D",
    }
    state = position(rules, zones)
    events = rules.apply(state, parse_ng_action("attack KH field 1:3"))
    order = [str(e.defender_zone) for e in events if isinstance(e, Battle)]
    assert order == ["field:1:3", "field:1:3", "field:1:4", "field:1:0"]
    assert PlayerOut(1, OutReason.ELIMINATED) in events
    assert events[-1] == GameOver((0,), "last player in play")
    assert state.over and state.winners == (0,)
    assert text_of(state.resources[0]) == "6H KH"
    # The same attack with the default chain stops after its position.
    plain = make()
    other = position(plain, zones)
    plain.apply(other, parse_ng_action("attack KH field 1:3"))
    assert not other.over and text_of(other.fields[1][4]) == "4D"


# ---------------------------------------------------------------------- elimination
def test_sacrificing_the_last_field_card_eliminates_but_play_goes_on_with_three() -> None:
    rules = make()
    zones = {
        "hand:0": "9H",
        "resource:0": "7H",
        "field:0:0": "",
        "field:0:1": "",
        "field:0:2": "",
        "field:0:3": "",
        "field:0:4": "JS",
    }
    state = position(rules, zones, players=3)
    events = rules.apply(state, Sacrifice(4))
    assert PlayerOut(0, OutReason.ELIMINATED) in events
    assert not state.over and state.out == [0] and state.to_move == 1
    assert state.hands[0] == [] and state.resources[0] == []
    assert text_of(state.discard[-3:]) == "9H JS 7H"
    assert conserved(rules, state)
    # Nobody may attack the eliminated seat; its zones stay empty.
    assert all(not (isinstance(a, Attack) and a.seat == 0) for a in rules.legal_actions(state))
    rules.apply(state, DRAW)
    assert state.to_move == 2
    rules.apply(state, DRAW)
    assert state.to_move == 1


def test_cap_winners_count_every_field_card_and_share_ties() -> None:
    rules = make()
    state = position(
        rules, {"field:0:0": "AS 5H", "field:0:1": "", "field:1:0": "", "field:2:0": ""}, players=3
    )
    assert rules.cap_winners(state) == (0,)
    rules.apply(state, Sacrifice(0))
    assert rules.cap_winners(state) == (0, 1, 2)


def test_round_result_places_the_last_out_second() -> None:
    rules = make()
    zones = {"hand:0": "KH", "field:1:0": "2D", **{f"field:1:{p}": "" for p in range(1, 5)}}
    state = position(rules, zones, players=3, facts={"out": [2]})
    rules.apply(state, parse_ng_action("attack KH field 1:0"))
    result = rules.round_result(state)
    assert result.winners == (0,) and result.placings == (0, 1, 2)


# ---------------------------------------------------------------------- set-up
@pytest.mark.parametrize(
    ("zones", "facts", "marks"),
    [
        ({"pile:0": "AS"}, None, None),
        ({"hand:0": "AS AS"}, None, None),
        ({"hand:0": "AS", "hand:1": "AS"}, None, None),
        ({"hand:2": "AS"}, {"out": [2]}, None),
        ({f"field:1:{p}": "" for p in range(5)}, None, None),
        ({"hand:1": "2C"}, {"known": {1: ["KC"]}}, None),
        ({}, {"out": [7]}, None),
        ({}, None, {"hand:0": ["u"]}),
        ({}, None, {"field:0:0": ["x"]}),
        ({"stock": "AS"}, None, None),
    ],
)
def test_setup_refuses_impossible_positions(
    zones: dict[str, str], facts: dict[str, object] | None, marks: dict[str, list[str]] | None
) -> None:
    with pytest.raises(SetupError):
        position(make(), zones, players=3, facts=facts, marks=marks)


def test_setup_keeps_out_seats_empty_and_deals_the_rest() -> None:
    rules = make()
    state = position(rules, {"hand:0": "AS"}, players=4, facts={"out": [2]})
    assert state.alive == [True, True, False, True]
    assert state.hands[2] == [] and not any(state.fields[2]) and state.resources[2] == []
    assert len(state.hands[0]) == 1 and len(state.hands[3]) == 5
    assert conserved(rules, state)


# ---------------------------------------------------------------------- views
def test_views_hide_hands_bases_and_stock_but_not_defence_or_known_cards() -> None:
    rules = make()
    zones = {**FULL_TWO, "field:0:0": "AS 10S"}
    state = position(rules, zones, facts={"known": {1: ["KC"]}}, marks={"field:1:4": ["u"]})
    view = rules.view(state, 0)
    assert view.zones[Zone.parse("hand:0")] == tuple(parse_cards("9H 4H"))
    assert view.zones[Zone.parse("hand:1")] == (Card.parse("KC"), None, None)
    assert view.zones[Zone.parse("field:0:0")] == (None, Card.parse("10S"))  # own base stays face down
    assert view.zones[Zone.parse("field:1:4")] == (Card.parse("5D"),)
    assert view.zones[Zone.parse("field:1:3")] == (None,)
    assert set(view.zones[Zone.parse("stock")]) == {None}
    assert view.zones[Zone.parse("resource:1")] == (Card.parse("6D"),)
    assert view.marks[Zone.parse("field:0:0")] == ("", "u") and view.marks[Zone.parse("field:1:4")] == ("u",)
    opened = make(open=True)
    every = opened.view(position(opened, zones), 1)
    assert every.hidden_count() == 0


@pytest.mark.parametrize("options", [{}, {"open": True}, {"take": "any", "chain": "field"}])
def test_states_sampled_from_a_view_agree_with_it(options: dict[str, object]) -> None:
    rules = make(**options)  # type: ignore[arg-type]
    rng = random.Random(9)
    for game in range(4):
        state = rules.new_state(2 + game % 3, 300 + game)
        while not state.over:
            for seat in range(state.players):
                view = rules.view(state, seat)
                sampled = rules.sample_state(view, rng)
                assert conserved(rules, sampled)
                again = rules.view(sampled, seat)
                assert (again.zones, again.marks, again.public) == (view.zones, view.marks, view.public)
                if seat == state.to_move:
                    assert rules.legal_actions(sampled) == rules.legal_actions(state)
            legal = rules.legal_actions(state)
            rules.apply(state, legal[rng.randrange(len(legal))])


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", [{}, {"take": "any"}, {"chain": "field"}, {"open": True}])
def test_random_games_keep_the_invariants_and_replay(players: int, options: dict[str, object]) -> None:
    rules = make(**options)  # type: ignore[arg-type]
    rng = random.Random(players)
    for game in range(5):
        state = rules.new_state(players, 1000 * players + game)
        while not state.over:
            legal = rules.legal_actions(state)
            assert legal, "a player in play always has an action (sacrifice at least)"
            before = state.clone()
            rules.apply(state, legal[rng.randrange(len(legal))])
            assert rules.state_text(before) != rules.state_text(state)
            assert conserved(rules, state)
            for seat in range(players):
                assert state.alive[seat] == any(state.fields[seat])
                known = Counter(state.known[seat])
                assert not known - Counter(state.hands[seat])
        in_play = [s for s in range(players) if state.alive[s]]
        if state.end_reason == "last player in play":
            assert list(state.winners) == in_play
        assert isinstance(state.origin, NGState)
        assert rules.state_text(rules.replay(state.origin, state.log)) == rules.state_text(state)


def test_clone_shares_nothing_mutable() -> None:
    rules = make()
    state = rules.new_state(3, 2)
    copy = state.clone()
    rules.apply(copy, rules.legal_actions(copy)[-1])
    rules.apply(copy, rules.legal_actions(copy)[-1])
    assert rules.state_text(state) == rules.state_text(rules.new_state(3, 2))
