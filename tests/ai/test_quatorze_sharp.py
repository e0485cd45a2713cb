"""Hard's and Expert's Quatorze policy: Medium's plan, keeping cards by their unseen outs."""

from __future__ import annotations

import random
from collections.abc import Mapping

from game.ai import make_bot
from game.ai.heuristics import heuristic_for
from game.ai.heuristics.quatorze_sharp import SharpQuatorzeHeuristic, live_outs
from game.engine import Card, parse_cards
from game.engine.cards import JOKER, STANDARD_52
from game.engine.games.quatorze import QuatorzeRules, QuatorzeState
from game.engine.zones import by_zone

from .helpers import is_quatorze_meld, rules_for

RULES = rules_for("quatorze")
assert isinstance(RULES, QuatorzeRules)
MEDIUM = heuristic_for(RULES)
SHARP = heuristic_for(RULES, "hard")


def cards(text: str) -> set[Card]:
    return set(parse_cards(text))


def nothing_seen(*shown: str) -> list[int]:
    seen = [0] * 53
    for text in shown:
        for card in parse_cards(text):
            seen[card.code] += 1
    return seen


def test_outs_count_unseen_copies_of_the_completing_cards() -> None:
    seen = nothing_seen("7H 8H")
    assert live_outs(Card.parse("7H"), cards("7H 8H"), seen) == 4  # 6H and 9H, two decks
    assert live_outs(Card.parse("7H"), cards("7H 8H"), nothing_seen("7H 8H 9H 9H 6H")) == 1
    assert live_outs(Card.parse("7H"), cards("7H 7S"), nothing_seen("7H 7S")) == 4  # 7D, 7C
    assert live_outs(Card.parse("7H"), cards("7H 9H"), nothing_seen("7H 9H")) == 2  # the 8H between
    assert live_outs(Card.parse("9C"), cards("9C 2D"), nothing_seen("9C 2D")) == 0


def test_the_ace_is_high_or_low_but_never_both() -> None:
    assert live_outs(Card.parse("AS"), cards("AS 2S"), nothing_seen("AS 2S")) == 2  # 3S only
    assert live_outs(Card.parse("AS"), cards("AS KS"), nothing_seen("AS KS")) == 2  # QS only
    assert live_outs(Card.parse("KS"), cards("KS QS"), nothing_seen("KS QS")) == 4  # JS, AS
    # Same rank, same suit (the second deck's copy) makes no set.
    assert live_outs(Card.parse("7H"), {Card.parse("7H")}, nothing_seen("7H 7H")) == 0


def meld_phase(hands: Mapping[int, str], discard: str, down: bool = True) -> QuatorzeState:
    """Seat 0 to move in its meld phase (down already, with a meld, unless ``down`` is false);
    the rest of the two decks is the stock."""
    zones = {f"hand:{seat}": parse_cards(text) for seat, text in hands.items()}
    zones["discard"] = parse_cards(discard)
    if down:
        zones["meld:0:0"] = parse_cards("5D 6D 7D")
    state = RULES.setup(2, 0, by_zone(zones), to_move=0, facts={"phase": "meld", "down": [0] if down else []})
    assert isinstance(state, QuatorzeState)
    return state


def choice(heuristic: object, state: QuatorzeState) -> str:
    assert isinstance(heuristic, SharpQuatorzeHeuristic) or heuristic is MEDIUM
    view = RULES.view(state, 0)
    return str(heuristic.advise(view, RULES.legal_actions(state), random.Random(0)).action)  # type: ignore[attr-defined]


def test_a_pair_whose_completions_are_all_in_sight_is_broken_up() -> None:
    # 9H-10H waits on 8H or JH; with both copies of each on the pile it is dead, and its 10 the
    # dearest card. Medium still keeps it as a pair and throws the 2C.
    hands = {0: "9H 10H 3S 4S 2C", 1: "2D 3D 4D 9C"}
    dead = meld_phase(hands, "8H JH 8H JH")
    assert choice(MEDIUM, dead) == "discard 2C"
    assert choice(SHARP, dead) == "discard 10H"
    # With the completions still to come, both keep the pair.
    live = meld_phase(hands, "5C")
    assert choice(MEDIUM, live) == choice(SHARP, live) == "discard 2C"


def test_before_going_down_the_dear_useless_card_stays() -> None:
    # A king makes an opening's points; a two hardly does. Medium sheds the king, as once down.
    state = meld_phase({0: "KD 2C 7H 8H 4S 4D", 1: "2D 3D 4C 9C"}, "5C", down=False)
    assert choice(MEDIUM, state) == "discard KD"
    assert choice(SHARP, state) == "discard 2C"


def test_the_searches_use_it_and_medium_does_not() -> None:
    assert type(SHARP) is SharpQuatorzeHeuristic
    assert type(MEDIUM) is not SharpQuatorzeHeuristic
    hard = make_bot("hard", RULES, iterations=5)
    assert isinstance(getattr(hard, "heuristic", None), SharpQuatorzeHeuristic)


def test_outs_read_only_what_the_seat_sees() -> None:
    assert reads_only_what_the_seat_sees(SHARP, deal=5) > 100


def reads_only_what_the_seat_sees(heuristic: SharpQuatorzeHeuristic, deal: int) -> int:
    """Play a round at random, checking at each position that the determinization's reading
    (playouts, pruning) counts the same cards as the view's, and that a re-deal of the hidden
    cards changes neither nor the advice; the number of re-deals checked."""
    rng = random.Random(11)
    state = RULES.new_state(2, deal)
    checked = 0
    for _ in range(120):
        if state.over:
            break
        legal = RULES.legal_actions(state)
        seat = state.to_move
        view = RULES.view(state, seat)
        expected = heuristic._from_view(view)
        advice = heuristic.advise(view, legal, random.Random(1))
        for index in range(2):
            other = RULES.sample_state(view, random.Random(index))
            assert isinstance(other, QuatorzeState)
            assert heuristic._from_state(other).seen == expected.seen  # type: ignore[attr-defined]
            assert heuristic.advise(RULES.view(other, seat), legal, random.Random(1)) == advice
            checked += 1
        RULES.apply(state, legal[rng.randrange(len(legal))])
    return checked


def turn(heuristic: object, state: QuatorzeState) -> list[str]:
    """Seat 0's moves from its meld phase to its discard."""
    moves = []
    while True:
        move = choice(heuristic, state)
        moves.append(move)
        RULES.apply(state, next(a for a in RULES.legal_actions(state) if str(a) == move))
        if move.startswith("discard"):
            return moves


def test_once_down_a_new_meld_waits_in_hand() -> None:
    # Laid, the queens would be somewhere for the opponent to lay off; in hand they still go
    # down on the turn the seat goes out.
    state = meld_phase({0: "QH QS QD 4C 9S", 1: "2D 3D 4C 9C"}, "5C")
    assert choice(MEDIUM, state) == "meld QS QH QD"
    assert choice(SHARP, state) == "discard 9S"


def test_going_down_lays_only_the_dearest_melds_that_reach_the_opening() -> None:
    hands = {0: "KH KS KD QH QS QD 2C 3C 4C 9S 7H 8D", 1: "2D 3D 4C 9C"}
    medium = turn(MEDIUM, meld_phase(hands, "5C", down=False))
    sharp = turn(SHARP, meld_phase(hands, "5C", down=False))
    assert medium[:3] == ["meld QS QH QD", "meld KS KH KD", "meld 2C 3C 4C"]
    assert sharp[:2] == medium[:2] and sharp[2].startswith("discard")  # 60 reach 51: the 2-3-4 waits


def test_held_melds_go_down_to_go_out_and_a_taken_discard_is_melded() -> None:
    going_out = meld_phase({0: "QH QS QD 4C", 1: "2D 3D 4C 9C"}, "5C")
    assert turn(SHARP, going_out) == ["meld QS QH QD", "discard 4C"]
    assert going_out.over
    # Down, with the queen of clubs on the pile: take it, and its meld goes down that turn.
    zones = {"hand:0": parse_cards("QH QS 4C 9S 2H"), "hand:1": parse_cards("2D 3D 4C 9C")}
    zones["discard"] = parse_cards("QC")
    zones["meld:0:0"] = parse_cards("5D 6D 7D")
    taking = RULES.setup(2, 0, by_zone(zones), to_move=0, facts={"phase": "draw", "down": [0]})
    assert isinstance(taking, QuatorzeState)
    assert choice(SHARP, taking) == "take"
    RULES.apply(taking, next(a for a in RULES.legal_actions(taking) if str(a) == "take"))
    assert choice(SHARP, taking).startswith("meld") and "QC" in choice(SHARP, taking)


def test_a_card_that_extends_a_run_waits_and_one_that_closes_a_set_goes() -> None:
    # The table holds the seat's run 5D-6D-7D. Laid off, the 8D would open the 9D to the
    # opponent; the 4H closes their set of fours, so it goes at once.
    run = meld_phase({0: "8D 3S 2C 4H", 1: "2D 3D 4C 9C"}, "5C")
    assert choice(MEDIUM, run) == "add 8D meld:0:0"
    assert choice(SHARP, run) == "discard 4H"  # and the 8D, the dearest, is kept for later
    zones = {"hand:0": parse_cards("4H KS 2C 9H"), "hand:1": parse_cards("2D 3D 9C")}
    zones["discard"] = parse_cards("5C")
    zones["meld:1:0"] = parse_cards("4S 4D 4C")
    closing = RULES.setup(2, 0, by_zone(zones), to_move=0, facts={"phase": "meld", "down": [0, 1]})
    assert isinstance(closing, QuatorzeState)
    assert choice(SHARP, closing) == choice(MEDIUM, closing) == "add 4H meld:1:0"


def test_outs_agree_with_the_melds_the_rules_allow() -> None:
    # The outs are looked up per pair of cards (worked out once); here each is asked of the rules:
    # an unseen copy of a card counts when it makes a three-card meld with the card and another.
    rng = random.Random(44)
    for _ in range(200):
        hand = set(rng.sample(STANDARD_52, rng.randrange(2, 12)))
        seen = [rng.choice((0, 0, 1, 2)) for _ in range(53)]
        card = rng.choice(sorted(hand, key=lambda held: held.code))
        completing = {
            third
            for third in STANDARD_52
            for other in hand
            if other is not card and is_quatorze_meld([card, other, third])
        }
        assert live_outs(card, hand | {JOKER}, seen) == sum(
            max(0, 2 - seen[third.code]) for third in completing
        )
