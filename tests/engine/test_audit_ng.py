"""Rules audit of Q Squared Joe NG: edges the scenarios do not reach.

Each test builds a position and asserts what the seed (q-squared-joe-ng.fr.txt, in English in
RULINGS.md) or a ruling says, quoted in a comment.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import make_rules, parse_cards
from game.engine.games.ng import NGRules, NGState
from game.engine.zones import by_zone
from game.variants import load_catalog

CATALOG = load_catalog()


def field(seat: int, **positions: str) -> dict[str, str]:
    """All five positions of ``seat``'s field, empty but those given (p0="KD 4D" …)."""
    zones = {f"field:{seat}:{p}": "" for p in range(5)}
    zones.update({f"field:{seat}:{name[1:]}": cards for name, cards in positions.items()})
    return zones


def position(
    zones: Mapping[str, str],
    *,
    variant: str = "q2j-ng",
    players: int = 2,
    to_move: int = 0,
    marks: Mapping[str, Sequence[str]] | None = None,
    facts: Mapping[str, object] | None = None,
    options: Mapping[str, str] | None = None,
) -> tuple[NGRules, NGState]:
    rules = NGRules(NGRules.default_variant(**options)) if options else make_rules(CATALOG.get(variant))
    assert isinstance(rules, NGRules)
    cards = {name: parse_cards(text) for name, text in zones.items()}
    state = rules.setup(players, 1, by_zone(cards), to_move=to_move, marks=by_zone(marks or {}), facts=facts)
    return rules, rules.prepare(state)


def act(rules: NGRules, state: NGState, text: str) -> None:
    rules.apply(state, rules.parse_action(text))


def test_a_tie_with_the_last_base_card_empties_the_field_and_eliminates() -> None:
    # Seed: "En cas d'égalité, les deux cartes sont envoyées dans la pile de défausse";
    # "Dès lors que le terrain de jeu d'un joueur est vide, il est éliminé".
    rules, state = position(
        {"hand:0": "9H 2C", "resource:0": "6H", "hand:1": "3S", "resource:1": "4S", **field(1, p3="9D")},
    )
    act(rules, state, "attack 9H field 1:3")
    assert state.over
    assert state.winners == (0,)
    assert state.discard == parse_cards("9D 9H 3S 4S")  # then the eliminated seat's hand and resource
    assert state.resources[0] == parse_cards("6H")  # the attacker lost: not to the resource pile


def test_beating_the_defence_then_tying_the_base_ends_the_chain_with_the_attacker_lost() -> None:
    # RULINGS NG: "Each card beaten is discarded and the chain goes on ...; an equal card
    # discards both and ends the chain."
    rules, state = position(
        {"hand:0": "9H 2C", "resource:0": "6H", **field(1, p0="9D 5C", p1="KS")},
    )
    act(rules, state, "attack 9H field 1:0")
    assert state.fields[1][0] == []
    assert state.fields[1][1] == parse_cards("KS")
    assert state.discard == parse_cards("5C 9D 9H")
    assert state.resources[0] == parse_cards("6H")
    assert not state.over


def test_a_won_attack_goes_on_top_of_the_resource_pile_and_take_takes_it_back() -> None:
    # RULINGS NG: "An attacking card that wins goes to the attacker's resource pile"; "Take
    # takes the top (newest) resource card".
    rules, state = position(
        {
            "hand:0": "KH 2C",
            "resource:0": "6H",
            "hand:1": "3S",
            "resource:1": "4S",
            **field(1, p0="QD", p1="8S"),
        },
    )
    act(rules, state, "attack KH resource 1")
    assert state.resources[0] == parse_cards("6H KH")
    assert state.resources[1] == []
    act(rules, state, "draw")  # seat 1
    act(rules, state, "take")
    assert state.hands[0][-1] == parse_cards("KH")[0]
    assert state.resources[0] == parse_cards("6H")


def test_an_eliminated_seat_is_skipped_and_its_cards_are_discarded_at_three_players() -> None:
    # RULINGS NG: "An eliminated player's remaining cards go to the discard pile"; "the last
    # player in play wins" - with three, the other two play on.
    rules, state = position(
        {
            "hand:0": "KH 2C",
            "resource:0": "6H",
            "hand:1": "3S 4D",
            "resource:1": "4S",
            **field(1, p2="8S"),
        },
        players=3,
    )
    act(rules, state, "attack KH field 1:2")
    assert not state.over
    assert state.hands[1] == [] and state.resources[1] == []
    assert parse_cards("3S")[0] in state.discard and parse_cards("4S")[0] in state.discard
    assert state.to_move == 2


def test_a_hand_attack_on_a_single_card_hand_meets_that_card() -> None:
    # RULINGS NG: "one of its cards is picked blind, at random. ... Lower: the attacker is
    # discarded and the picked card stays in that hand" (and is known to all).
    rules, state = position({"hand:0": "5H 2C", "resource:0": "6H", "hand:1": "JS", "resource:1": "4S"})
    act(rules, state, "attack 5H hand 1")
    assert state.hands[1] == parse_cards("JS")
    assert state.known[1] == parse_cards("JS")
    assert state.discard == parse_cards("5H")


def test_chain_field_a_tie_on_the_next_position_ends_the_chain_and_the_attack_is_lost() -> None:
    # RULINGS NG: "option `chain: field` lets it run on to the next position"; "an equal card
    # discards both and ends the chain" - the position after it is not reached.
    rules, state = position(
        {"hand:0": "9H 2C", "resource:0": "6H", **field(1, p0="4D", p1="9S", p2="3S")},
        options={"chain": "field"},
    )
    act(rules, state, "attack 9H field 1:0")
    assert state.fields[1][0] == [] and state.fields[1][1] == []
    assert state.fields[1][2] == parse_cards("3S")
    assert state.discard == parse_cards("4D 9S 9H")
    assert state.resources[0] == parse_cards("6H")
    assert not state.over
