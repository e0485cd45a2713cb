"""Q Squared Joe War rules, exercised directly: set up, list, check, apply.

The golden positions live in tests/scenarios/war/; these tests add what YAML cannot say
well: whole random games checked against invariants, legal_actions checked against the
rules' own verdict on every conceivable action, and the deal, the view and the notation.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

import pytest

from game.engine import DRAW, PASS, Action, Card, IllegalAction, NotationError, parse_cards
from game.engine.errors import SetupError
from game.engine.events import Battle, GameOver, Moved, OutReason, PlayerOut
from game.engine.games.war import Attack, Recover, WarRules, WarState, parse_war_action
from game.engine.games.war.actions import MAX_FIELD, MAX_SEATS
from game.engine.games.war.events import Turn, Turned
from game.engine.registry import rules_class
from game.engine.zones import Zone, by_zone


def make(**options: bool | int | str) -> WarRules:
    return WarRules(WarRules.default_variant(**options))


def position(
    rules: WarRules,
    zones: Mapping[str, str],
    *,
    players: int = 2,
    to_move: int | None = 0,
    marks: Mapping[str, Sequence[str]] | None = None,
    facts: Mapping[str, object] | None = None,
    seed: int = 1,
) -> WarState:
    cards = {name: parse_cards(text) for name, text in zones.items()}
    state = rules.setup(
        players, seed, by_zone(cards), to_move=to_move, marks=by_zone(marks or {}), facts=facts
    )
    return rules.prepare(state)


def every_action() -> list[Action]:
    """Every action the notation can name for up to 4 seats and 8 positions, legal or not."""
    attacks: list[Action] = [
        Attack(p, s, t) for p in range(MAX_FIELD) for s in range(MAX_SEATS) for t in range(MAX_FIELD)
    ]
    return [*attacks, *(Recover(p) for p in range(MAX_FIELD)), DRAW, PASS]


def all_cards(rules: WarRules, state: WarState) -> list[Card]:
    return [card for cards in rules.zones(state).values() for card in cards]


def independent_leader(state: WarState) -> int | None:
    """The lead rule written out again, without the rules' helpers; None for a seeded pick."""
    seats = list(range(state.players))
    if state.players >= 3:
        counts = [len(state.piles[s]) + len(state.fields[s]) for s in seats]
        seats = [s for s in seats if counts[s] == max(counts)]
        if len(seats) == 1:
            return seats[0]
    for depth in range(5):
        best = max(state.fields[s][depth].rank for s in seats)
        seats = [s for s in seats if state.fields[s][depth].rank == best]
        if len(seats) == 1:
            return seats[0]
    return None


# ---------------------------------------------------------------------- registry, deal, lead
def test_registered_under_its_name_and_aliases() -> None:
    for name in ("war", "q2j-war", "Q-Squared-Joe-War"):
        assert rules_class(name) is WarRules
    assert WarRules.title == "Q Squared Joe War"
    assert WarRules.seats == (2, 4)


@pytest.mark.parametrize(("players", "sizes"), [(2, [26, 26]), (3, [18, 17, 17]), (4, [13, 13, 13, 13])])
def test_deal_shares_the_deck_and_turns_five_up(players: int, sizes: list[int]) -> None:
    rules = make()
    for seed in range(30):
        state = rules.new_state(players, seed)
        assert sorted(state.cards_left(s) for s in range(players)) == sorted(sizes)
        assert Counter(all_cards(rules, state)) == Counter(rules.deck(players))
        assert all(len(field) == 5 for field in state.fields)
        assert all(flags == [False] * 5 for flags in state.exhausted)
        assert state.discard == [] and state.out == []
        assert state.to_move == state.leader


def test_three_players_the_extra_card_starts_and_is_not_always_seat_0() -> None:
    rules = make()
    starters = set()
    for seed in range(40):
        state = rules.new_state(3, seed)
        biggest = max(range(3), key=state.cards_left)
        assert state.cards_left(biggest) == 18
        assert state.to_move == biggest and state.lead_by == "more cards"
        starters.add(biggest)
    # The seeded generator, not the seat number, decides who gets the odd card.
    assert starters == {0, 1, 2}


@pytest.mark.parametrize("players", [2, 4])
def test_first_card_rule_on_many_deals(players: int) -> None:
    rules = make()
    seeded = 0
    for seed in range(300):
        state = rules.new_state(players, seed)
        expected = independent_leader(state)
        if expected is None:
            seeded += 1
            assert state.lead_by == "seeded pick"
        else:
            assert state.to_move == expected
            assert state.lead_by.startswith("card ")
    assert seeded < 300


def test_deal_is_reproducible_from_its_seed() -> None:
    rules = make()
    first = rules.state_text(rules.new_state(4, 77))
    assert rules.state_text(rules.new_state(4, 77)) == first
    assert rules.state_text(rules.new_state(4, 78)) != first


def test_seeded_pick_when_all_five_tie_uses_the_states_generator() -> None:
    rules = make()
    zones = {"field:0": "9S 8S 7S 6S 2S", "field:1": "9D 8D 7D 6D 2D"}
    picks = {position(rules, zones, to_move=None, seed=seed).to_move for seed in range(20)}
    assert picks == {0, 1}
    state = position(rules, zones, to_move=None, seed=3)
    again = position(rules, zones, to_move=None, seed=3)
    assert (state.to_move, state.lead_by) == (again.to_move, "seeded pick")


def test_opening_events_turn_up_every_field_card_then_announce_the_lead() -> None:
    rules = make()
    state = rules.new_state(3, 4)
    events = rules.opening_events(state)
    moves = [e for e in events if isinstance(e, Moved)]
    assert len(moves) == 15
    # Position by position: every seat's first card, then every second card …
    assert [m.card for m in moves[:3]] == [state.fields[s][0] for s in range(3)]
    assert all(m.source == Zone.parse(f"pile:{m.target.seat}") and m.shown for m in moves)
    last = events[-1]
    assert last == rules.opening_events(state)[-1]
    assert getattr(last, "what", None) == "lead" and getattr(last, "seat", None) == state.leader
    # After play has begun the opening is still that of the deal.
    rules.apply(state, rules.legal_actions(state)[0])
    assert rules.opening_events(state) == events


# ---------------------------------------------------------------------- battles
def expected_outcome(attacker: int, defender: int, classic: bool) -> str:
    if classic and attacker == 1 and defender in (11, 12, 13):
        return "win"
    if classic and defender == 1 and attacker in (11, 12, 13):
        return "lose"
    return "tie" if attacker == defender else "win" if attacker > defender else "lose"


@pytest.mark.parametrize("battle", ["ranks", "classic"])
def test_every_battle_between_two_ranks(battle: str) -> None:
    rules = make(battle=battle)
    for a in range(1, 14):
        for d in range(1, 14):
            attacker, defender = Card(a, "S"), Card(d, "H")
            state = position(rules, {"field:0": f"{attacker} 2C", "field:1": f"{defender} 3C"})
            events = rules.apply(state, Attack(0, 1, 0))
            outcome = expected_outcome(a, d, battle == "classic")
            assert next(e for e in events if isinstance(e, Battle)).outcome == outcome
            mine = [attacker, Card(2, "C")] if outcome == "win" else [Card(2, "C")]
            theirs = [Card(3, "C")] if outcome != "lose" else [defender, Card(3, "C")]
            assert state.fields[0] == mine and state.fields[1] == theirs
            lost = {"win": [defender], "lose": [attacker], "tie": [attacker, defender]}[outcome]
            assert state.discard[-len(lost) :] == lost


def test_attacker_turns_sideways_and_stays_so_after_winning() -> None:
    rules = make()
    state = position(rules, {"field:0": "KS 2S", "field:1": "7D 8D 9D"})
    events = rules.apply(state, Attack(0, 1, 1))
    assert events[0] == Turned(Card(13, "S"), Zone.parse("field:0"), 0, Turn.EXHAUSTED)
    assert rules.marks(state)[Zone.parse("field:0")] == ["x", ""]
    rules.apply(state, DRAW)  # seat 1
    assert Attack(0, 1, 0) not in rules.legal_actions(state)
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, Attack(0, 1, 0))
    assert refused.value.rule == "exhausted"
    rules.apply(state, Recover(0))
    rules.apply(state, DRAW)  # seat 1
    assert Attack(0, 1, 0) in rules.legal_actions(state)


def test_removal_shifts_later_cards_and_their_marks_left() -> None:
    rules = make()
    state = position(
        rules,
        {"field:0": "KS", "field:1": "2D 5C 8H 9C"},
        marks={"field:1": ["", "x", "", "x"]},
    )
    rules.apply(state, Attack(0, 1, 1))
    assert state.fields[1] == parse_cards("2D 8H 9C")
    assert rules.marks(state)[Zone.parse("field:1")] == ["", "", "x"]


def test_both_last_cards_at_once_means_no_winner() -> None:
    rules = make()
    state = position(rules, {"field:0": "7S", "field:1": "7D"})
    events = rules.apply(state, Attack(0, 1, 0))
    assert [e for e in events if isinstance(e, PlayerOut)] == [
        PlayerOut(0, OutReason.ELIMINATED),
        PlayerOut(1, OutReason.ELIMINATED),
    ]
    assert events[-1] == GameOver((), "last cards fell together")
    assert state.over and state.winners == ()
    assert rules.legal_actions(state) == []


def test_out_with_cards_still_in_the_pile() -> None:
    rules = make()
    state = position(rules, {"field:0": "QS", "field:1": "JD", "pile:1": "KD KH KC"})
    rules.apply(state, Attack(0, 1, 0))
    assert state.over and state.winners == (0,)
    assert len(state.piles[1]) == 3  # the pile stays where it is, face down


def test_four_players_play_on_after_a_double_elimination() -> None:
    rules = make()
    zones = {"field:0": "5S", "field:1": "6H", "field:2": "6C", "field:3": "5H"}
    state = position(rules, zones, players=4, to_move=1)
    rules.apply(state, Attack(0, 2, 0))
    assert state.out == [1, 2] and not state.over and state.to_move == 3
    rules.apply(state, Attack(0, 0, 0))
    assert state.over and state.winners == ()


# ---------------------------------------------------------------------- legality
def test_draw_limits() -> None:
    rules = make()
    full = position(rules, {"field:0": "8S 6H 5S 4S 3S", "field:1": "3D"})
    assert DRAW not in rules.legal_actions(full)
    with pytest.raises(IllegalAction) as refused:
        rules.apply(full, DRAW)
    assert refused.value.rule == "field full"
    empty = position(rules, {"field:0": "8S", "pile:0": "", "field:1": "3D", "pile:1": "4D"})
    with pytest.raises(IllegalAction) as refused:
        rules.apply(empty, DRAW)
    assert refused.value.rule == "draw"
    small = make(field_size=3)
    state = position(small, {"field:0": "8S 6H 5S", "field:1": "3D"})
    assert DRAW not in small.legal_actions(state)


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (PASS, "no pass"),
        (Attack(0, 1, 0), "exhausted"),
        (Attack(1, 0, 0), "attack"),
        (Attack(5, 1, 0), "attack"),
        (Attack(1, 1, 1), "attack"),
        (Attack(1, 2, 0), "attack"),
        (Attack(1, 3, 0), "attack"),
        (Attack(-1, 1, 0), "attack"),
        (Recover(1), "recover"),
        (Recover(7), "recover"),
        (DRAW, "field full"),
    ],
)
def test_refusals_name_their_rule_and_change_nothing(action: Action, rule: str) -> None:
    rules = make()
    zones = {"field:0": "9S 5S 4S 3S 2S", "field:1": "9H", "field:2": ""}
    state = position(rules, zones, players=3, marks={"field:0": ["x", "", "", "", ""]})
    before = rules.state_text(state)
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, action)
    assert refused.value.rule == rule
    assert rules.state_text(state) == before and state.log == []


def test_no_turn_is_ever_stuck_and_games_are_short() -> None:
    """A stalling player (recover first, then draw, attack last) still cannot stop the game."""
    rules = make()
    for players in (2, 3, 4):
        for seed in range(40):
            state = rules.new_state(players, seed)
            rng = random.Random(seed)
            steps = 0
            while not state.over:
                legal = rules.legal_actions(state)
                assert legal
                stall = [a for a in legal if not isinstance(a, Attack)]
                rules.apply(state, stall[0] if stall else rng.choice(legal))
                steps += 1
            assert steps <= 200
            assert state.end_reason != "turn cap"


# ---------------------------------------------------------------------- whole games
def check_invariants(rules: WarRules, state: WarState) -> None:
    assert Counter(all_cards(rules, state)) == Counter(rules.deck(state.players))
    for seat in range(state.players):
        assert len(state.exhausted[seat]) == len(state.fields[seat]) <= rules.field_size
        assert (seat in state.out) == (not state.fields[seat])
    assert len(set(state.out)) == len(state.out)
    if state.over:
        in_play = [s for s in range(state.players) if state.fields[s]]
        if state.end_reason != "turn cap":
            assert list(state.winners) == in_play and len(in_play) <= 1
    else:
        assert state.fields[state.to_move]


@pytest.mark.parametrize("battle", ["ranks", "classic"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_invariants(players: int, battle: str) -> None:
    rules = make(battle=battle)
    candidates = every_action()
    for seed in range(25):
        state = rules.new_state(players, seed)
        rng = random.Random(seed)
        while not state.over:
            check_invariants(rules, state)
            legal = rules.legal_actions(state)
            # legal_actions agrees with check on every action the notation can name.
            allowed = [a for a in candidates if rules.why_illegal(state, a) is None]
            assert sorted(map(str, legal)) == sorted(map(str, allowed))
            assert len(set(legal)) == len(legal)
            assert legal == rules.legal_actions(state)  # stable order
            rules.apply(state, rng.choice(legal))
        check_invariants(rules, state)
        assert isinstance(state.origin, WarState)
        replayed = rules.replay(state.origin, state.log)
        assert rules.state_text(replayed) == rules.state_text(state)


def test_undo_and_clone() -> None:
    rules = make()
    state = rules.new_state(2, 5)
    rng = random.Random(5)
    texts = [rules.state_text(state)]
    for _ in range(6):
        rules.apply(state, rng.choice(rules.legal_actions(state)))
        texts.append(rules.state_text(state))
    copy = state.clone()
    rules.apply(copy, rules.legal_actions(copy)[0])
    assert rules.state_text(state) == texts[-1]
    back = rules.undo(state)
    assert rules.state_text(back) == texts[-2]


def test_turn_cap_gives_the_win_to_the_most_cards() -> None:
    rules = make(turn_cap=10)
    zones = {"field:0": "2S 3S", "pile:0": "4S", "field:1": "9D", "pile:1": "5D 6D 7D"}
    state = position(rules, zones, facts={"turn": 9})
    rules.apply(state, DRAW)
    assert state.over and state.winners == (1,) and state.end_reason == "turn cap"
    result = rules.round_result(state)
    assert result.placings == (1, 0) and result.winners == (1,)


# ---------------------------------------------------------------------- views and set-up
def test_view_hides_every_pile_and_shows_fields_discard_and_marks() -> None:
    rules = make()
    state = rules.new_state(2, 9)
    rng = random.Random(9)
    for _ in range(5):
        rules.apply(state, rng.choice(rules.legal_actions(state)))
    for seat in range(2):
        view = rules.view(state, seat)
        for owner in range(2):
            assert view.zones[Zone.parse(f"pile:{owner}")] == (None,) * len(state.piles[owner])
            assert view.zones[Zone.parse(f"field:{owner}")] == tuple(state.fields[owner])
        assert view.zones[Zone.parse("discard")] == tuple(state.discard)
        assert view.marks == {k: tuple(v) for k, v in rules.marks(state).items()}


def test_sample_state_is_consistent_with_the_view() -> None:
    rules = make()
    state = rules.new_state(3, 21)
    rng = random.Random(21)
    for _ in range(8):
        rules.apply(state, rng.choice(rules.legal_actions(state)))
    view = rules.view(state, 1)
    sampled = rules.sample_state(view, random.Random(3))
    assert rules.view(sampled, 1) == view
    assert rules.legal_actions(sampled) == rules.legal_actions(state)
    hidden = Counter(c for s in range(3) for c in sampled.piles[s])
    assert hidden == Counter(c for s in range(3) for c in state.piles[s])


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (3, 8), (4, 13)])
def test_a_finished_game_samples_back_to_the_same_view(players: int, seed: int) -> None:
    # A finished position is set up on its own path; it must keep who led and why.
    rules = make()
    state = rules.new_state(players, seed)
    rng = random.Random(seed)
    while not state.over:
        rules.apply(state, rng.choice(rules.legal_actions(state)))
    assert state.lead_by, "a dealt game records how the lead was decided"
    view = rules.view(state, 0)
    sampled = rules.sample_state(view, random.Random(1))
    assert sampled.over
    assert (sampled.leader, sampled.lead_by) == (state.leader, state.lead_by)
    assert rules.view(sampled, 0).public == view.public


def test_setup_fills_what_is_not_given() -> None:
    rules = make()
    state = position(rules, {"field:0": "KS", "field:1": "QS"})
    assert len(state.piles[0]) == len(state.piles[1]) == 25 and state.discard == []
    state = position(rules, {"field:0": "KS", "field:1": "QS", "pile:0": "", "pile:1": "2S"})
    assert len(state.discard) == 49


@pytest.mark.parametrize(
    ("zones", "marks", "to_move"),
    [
        ({"hand:0": "KS"}, None, 0),
        ({"field:0": "KS", "pile:0": "KS"}, None, 0),
        ({"field:0": "KS 2S 3S 4S 5S 6S"}, None, 0),
        ({"field:0": "KS 2S"}, {"field:0": ["x"]}, 0),
        ({"field:0": "KS"}, {"field:0": ["y"]}, 0),
        ({"field:0": "KS", "field:1": "", "field:2": "QS"}, None, 1),
    ],
)
def test_setup_refuses_impossible_positions(
    zones: dict[str, str], marks: dict[str, list[str]] | None, to_move: int
) -> None:
    rules = make()
    with pytest.raises(SetupError):
        position(rules, zones, players=3, marks=marks, to_move=to_move)


# ---------------------------------------------------------------------- notation
def test_notation_round_trips() -> None:
    for action in every_action():
        assert parse_war_action(str(action)) == action
    assert str(Attack(2, 1, 4)) == "attack 2 1:4"
    assert parse_war_action("ATTACK 0 3:1") is parse_war_action("attack 0 3:1")
    assert repr(Recover(3)) == "Recover(position=3)"


@pytest.mark.parametrize(
    "text", ["", "attack", "attack 1 2", "attack a 1:0", "attack 1 1:x", "recover -1", "fly", "draw 2"]
)
def test_bad_notation_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        make().parse_action(text)
