"""What a round's score is made of, as the score sheet shows it (issues 14 and 16): the
lines a game gives each seat name how the points came, and add up to them."""

from __future__ import annotations

from game.engine import make_rules
from game.engine.cards import parse_cards
from game.engine.games.crazy_jokers.rules import CrazyJokersRules
from game.engine.games.quatorze.rules import QuatorzeRules
from game.engine.match import Match
from game.engine.rules import ScoreItem
from game.engine.zones import by_zone

QUATORZE = make_rules(QuatorzeRules.default_variant())
CRAZY = make_rules(CrazyJokersRules.default_variant())


def _lines(items: tuple[ScoreItem, ...]) -> list[tuple[str, int]]:
    return [(item.label, item.points) for item in items]


def _quatorze_out(hand: str, down: list[int], moves: list[str]) -> tuple[tuple[ScoreItem, ...], ...]:
    zones = {"hand:0": parse_cards(hand), "hand:1": parse_cards("X AS 2D"), "hand:2": parse_cards("KH 10D")}
    if down:
        zones["meld:0:0"] = parse_cards("7S 7H 7D")
    state = QUATORZE.setup(3, 13, by_zone(zones), to_move=0, facts={"phase": "meld", "down": down})
    for move in moves:
        QUATORZE.apply(state, QUATORZE.parse_action(move))
    assert state.over
    return QUATORZE.round_result(state).items


def test_quatorze_going_out_is_minus_30_and_the_others_score_their_hands() -> None:
    items = _quatorze_out("9C", [0], ["discard 9C"])
    assert [_lines(seat) for seat in items] == [[("went out", -30)], [("", 38)], [("", 20)]]


def test_quatorze_all_at_once_is_minus_60_and_every_other_hand_is_shown_doubled() -> None:
    moves = ["meld 10S 10D 10C", "meld JH QH KH AH", "discard 2C"]
    items = _quatorze_out("10S 10D 10C JH QH KH AH 2C", [], moves)
    assert [_lines(seat) for seat in items] == [
        [("all at once", -60)],
        [("", 38), ("doubled", 38)],
        [("", 20), ("doubled", 20)],
    ]


def test_crazy_jokers_points_are_itemised_contract_joker_steals_and_picked_jokers() -> None:
    zones = {"hand:0": parse_cards("7S 7H X KS KH KD 2C"), "hand:1": parse_cards("4D 6H 6C 10C 10S QC QD")}
    used = [*zones["hand:0"], *zones["hand:1"], *parse_cards("7C")]
    rest = list(CRAZY.deck(2))
    for card in used:
        rest.remove(card)
    zones["stock"] = [*rest, *parse_cards("7C")]  # the 7C on top completes the four 7s
    facts = {
        "phase": "play",
        "contracts": ["full-full-house", "odd-man-out"],
        "steals": [2, 1],
        "jokers": [1, 0],
    }
    state = CRAZY.setup(2, 31, by_zone(zones), to_move=0, facts=facts)
    for move in ("draw", "discard 2C"):
        CRAZY.apply(state, CRAZY.parse_action(move))
    assert state.over and state.winners == (0,)
    result = CRAZY.round_result(state)
    assert _lines(result.items[0]) == [
        ("Full Full House", 55),
        ("joker in the hand", 20),
        ("2 steals", 60),
        ("picked joker", 75),
    ]
    assert _lines(result.items[1]) == [("steal", 30)]
    assert result.points == (210, 30)


def test_every_rounds_lines_add_up_to_its_points_in_a_match() -> None:
    for rules, players in ((QUATORZE, 4), (CRAZY, 3)):
        match = Match(rules, players, seed=5)
        for _ in range(3):
            state = match.start_round()
            while not state.over:
                legal = rules.legal_actions(state)
                rules.apply(state, legal[state.turn * 7919 % len(legal)])
            record = match.finish_round()
            assert len(record.items) == players
            for seat in range(players):
                assert sum(item.points for item in record.items[seat]) == record.points[seat]
            if match.over:
                break
