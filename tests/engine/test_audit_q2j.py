"""Rules audit of Q Squared Joe and its variants: edges the scenarios do not reach.

Each test builds a position by hand and asserts what the seed (q-squared-joe.txt) or
RULINGS.md says, quoted in a comment; the expected cards are written out, never derived
from the engine's own helpers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace

import pytest

from game.engine import IllegalAction, make_rules, parse_cards
from game.engine.errors import VariantError
from game.engine.games.q2j import Q2JRules, Q2JState
from game.engine.match import Match
from game.engine.options import Variant
from game.engine.zones import by_zone
from game.variants import load_catalog

CATALOG = load_catalog()


def rules_of(variant: str | Variant) -> Q2JRules:
    rules = make_rules(CATALOG.get(variant) if isinstance(variant, str) else variant)
    assert isinstance(rules, Q2JRules)
    return rules


def position(
    variant: str | Variant,
    zones: Mapping[str, str],
    *,
    top: str = "",
    players: int = 2,
    to_move: int | None = 0,
    facts: Mapping[str, object] | None = None,
    seed: int = 1,
) -> tuple[Q2JRules, Q2JState]:
    """The zones given; the stock is every other card, with ``top`` (last = top) on it."""
    rules = rules_of(variant)
    cards = {name: parse_cards(text) for name, text in zones.items()}
    if "stock" not in cards:
        on_top = parse_cards(top)
        rest = rules.deck(players)
        for card in [*(c for given in cards.values() for c in given), *on_top]:
            rest.remove(card)
        cards["stock"] = rest + on_top
    state = rules.setup(players, seed, by_zone(cards), to_move=to_move, facts=facts)
    return rules, rules.prepare(state)


def act(rules: Q2JRules, state: Q2JState, text: str) -> None:
    rules.apply(state, rules.parse_action(text))


def test_countdown_the_new_hand_is_one_less_than_the_hand_played_down_not_the_cards_held() -> None:
    # Seed, Countdown: "when a player successfully discards his/her first hand, he/she must
    # draw a new hand with one less card. In the case of the second hand, one must draw a new
    # hand of 4 cards." The first hand (of 5) grew by draws to 1 card left here; next is 4.
    rules, state = position(
        "q2j-countdown",
        {"hand:0": "9C", "hand:1": "2H 3H", "discard": "5D"},
        top="7S 8S 9S 10S JS",
        facts={"level": [5, 5]},
    )
    act(rules, state, "play 9C")
    assert state.hands[0] == parse_cards("JS 10S 9S 8S")
    assert not state.over
    assert state.to_move == 1


def test_countdown_rule_5_on_the_last_card_draws_and_deals_no_new_hand() -> None:
    # RULINGS rule 5: "Playing one's last card this way still draws, so that player is not out."
    # So the hand was not emptied: the Countdown hand size does not step down.
    rules, state = position(
        "q2j-countdown",
        {"hand:0": "5C", "hand:1": "2H 3H", "discard": "5D"},
        top="7S 8S",
        facts={"level": [3, 5]},
    )
    act(rules, state, "play 5C")
    assert state.hands[0] == parse_cards("8S")
    assert state.level[0] == 3
    assert not state.over


def test_countdown_a_joe_with_the_last_jack_deals_the_next_smaller_hand() -> None:
    # RULINGS Countdown: "a player who empties a hand of n > 1 cards draws a new hand of n−1
    # and play goes on" - a hand emptied by a Joe is emptied too.
    rules, state = position(
        "q2j-countdown",
        {"hand:0": "QH QS 4C", "hand:1": "JD", "discard": "2C"},
        top="6H 7H 8H",
        facts={"level": [5, 3]},
    )
    act(rules, state, "qsq QH QS")
    act(rules, state, "joe JD")
    assert state.hands[1] == parse_cards("8H 7H")
    assert not state.over
    assert state.discard[-1] == parse_cards("JD")[0]
    assert state.to_move == 0  # the Q Squared player takes another turn


def test_countdown_a_q_squared_with_the_last_two_queens_deals_a_new_hand_then_plays_again() -> None:
    # RULINGS rule 6: "Every other player draws one card, in turn order, and the Q Squared
    # player then takes another turn"; Countdown: the emptied hand of 2 is followed by one of 1.
    rules, state = position(
        "q2j-countdown",
        {"hand:0": "QH QS", "hand:1": "2H 3H", "hand:2": "4D 5D", "discard": "KC"},
        players=3,
        top="9C 8C 7C",
        facts={"level": [2, 5, 5]},
    )
    act(rules, state, "qsq QH QS")
    assert state.hands[0] == parse_cards("7C")
    act(rules, state, "draw")  # seat 1
    act(rules, state, "draw")  # seat 2
    assert state.hands[1] == parse_cards("2H 3H 8C")
    assert state.hands[2] == parse_cards("4D 5D 9C")
    assert state.to_move == 0
    assert not state.over


def test_q_squared_answers_go_round_from_the_players_left() -> None:
    # RULINGS rule 6: "Every other player draws one card, in turn order"; turn order is clockwise.
    rules, state = position(
        "q2j",
        {
            "hand:0": "2C 3C",
            "hand:1": "2D 3D",
            "hand:2": "QH QS 4C",
            "hand:3": "2S 3S",
            "discard": "9H",
        },
        players=4,
        to_move=2,
        top="10D 9D 8D",
    )
    act(rules, state, "qsq QH QS")
    order = []
    for _ in range(3):
        order.append(state.to_move)
        act(rules, state, "draw")
    assert order == [3, 0, 1]
    assert state.hands[3][-1] == parse_cards("8D")[0]
    assert state.hands[0][-1] == parse_cards("9D")[0]
    assert state.hands[1][-1] == parse_cards("10D")[0]
    assert state.to_move == 2


def test_a_q_squared_answer_on_an_empty_stock_reshuffles_all_but_the_top_queen() -> None:
    # RULINGS: "Empty stock when a card must be drawn: the discard pile but its top card is
    # shuffled into a new stock".
    held = parse_cards("QH QS 4C 2H")
    pile = [card for card in rules_of("q2j").deck(2) if card not in held]
    rules, state = position(
        "q2j", {"hand:0": "QH QS 4C", "hand:1": "2H", "discard": " ".join(map(str, pile)), "stock": ""}
    )
    act(rules, state, "qsq QH QS")
    act(rules, state, "draw")
    assert state.discard == parse_cards("QS")
    assert len(state.hands[1]) == 2
    assert sorted(state.hands[1] + state.stock, key=str) == sorted([*pile, *parse_cards("QH 2H")], key=str)


def test_elimination_a_joe_with_the_last_jack_leaves_the_round_which_goes_on() -> None:
    # RULINGS rule 7: "A player whose jack was their last card is out"; Elimination: "the round
    # goes on until one player still holds cards".
    rules, state = position(
        "q2j-elimination",
        {"hand:0": "QH QS 4C", "hand:1": "JD", "hand:2": "2H 3H", "discard": "9C"},
        players=3,
        top="6S 7S",
    )
    act(rules, state, "qsq QH QS")
    act(rules, state, "joe JD")
    assert not state.over
    assert state.finished == [1]
    assert state.to_move == 2  # seat 2 still answers the Q Squared
    act(rules, state, "draw")
    assert state.to_move == 0


def test_challenge_the_single_card_counts_as_face_up_for_the_lead() -> None:
    # RULINGS Challenge: "the single card counts as face up for the lead" - highest leads.
    _, state = position(
        "q2j-challenge", {"hand:0": "2C 3C 4C 10S KD", "hand:1": "JH", "discard": "5D"}, to_move=None
    )
    assert state.to_move == 0
    _, state = position(
        "q2j-challenge", {"hand:0": "KD 2C 3C 4C 9S", "hand:1": "JH", "discard": "5D"}, to_move=None
    )
    assert state.to_move == 1


def test_challenge_is_for_two_players_only() -> None:
    # Seed, Challenge: "can only be played with two people".
    with pytest.raises(VariantError):
        Q2JRules(Q2JRules.default_variant(challenge=True))  # a variant for 2 to 10 seats
    assert rules_of("q2j-challenge").variant.max_players == 2


def test_play_drawn_card_an_equal_drawn_card_played_draws_again() -> None:
    # RULINGS: "(variant option: may play the drawn card if it is legal)"; rule 5: an equal
    # rank "is legal, and the player then draws one card from the stock".
    rules, state = position(
        "q2j-play-drawn", {"hand:0": "2C 3C", "hand:1": "2H", "discard": "8D"}, top="KS 8S"
    )
    act(rules, state, "draw")
    act(rules, state, "play 8S")
    assert state.discard[-1] == parse_cards("8S")[0]
    assert state.hands[0] == parse_cards("2C 3C KS")
    assert state.to_move == 1


def test_classic_a_single_queen_on_an_ace_is_rule_1_not_a_q_squared() -> None:
    # RULINGS Classic: "rules 1–3 only (so a face card may go on an ace ...)"; no rule 6 draws.
    rules, state = position("q2j-classic", {"hand:0": "QH QS 4C", "hand:1": "2H", "discard": "AD"})
    assert sorted(map(str, rules.legal_actions(state))) == ["play 4C", "play QH", "play QS"]
    act(rules, state, "play QH")
    assert state.to_move == 1
    assert state.hands[1] == parse_cards("2H")
    with pytest.raises(IllegalAction):
        act(rules, state, "joe JD")


def test_elimination_a_q_squared_with_the_last_two_queens_still_makes_the_others_draw() -> None:
    # RULINGS rule 6: "Every other player draws one card, in turn order"; Elimination: "the
    # round goes on until one player still holds cards". The emptied player has no further turn.
    rules, state = position(
        "q2j-elimination",
        {"hand:0": "QH QS", "hand:1": "2C 3C", "hand:2": "4D 5D", "discard": "9C"},
        players=3,
        top="8S 7S",
    )
    act(rules, state, "qsq QH QS")
    assert state.finished == [0]
    assert not state.over
    act(rules, state, "draw")
    act(rules, state, "draw")
    assert state.hands[1] == parse_cards("2C 3C 7S")
    assert state.hands[2] == parse_cards("4D 5D 8S")
    assert state.to_move == 1


def test_after_a_joe_the_q_squared_player_must_follow_the_jack() -> None:
    # RULINGS rule 7: the jack is discarded "onto the pile (it becomes the top)"; rule 6: "the Q
    # Squared player then takes another turn" - on the jack: rule 1 (higher) or 2 (same suit lower).
    rules, state = position(
        "q2j", {"hand:0": "QH QS KC 4C 4D", "hand:1": "JD 2S", "discard": "9C"}, top="6S 7S"
    )
    act(rules, state, "qsq QH QS")
    act(rules, state, "joe JD")
    assert state.to_move == 0
    assert sorted(map(str, rules.legal_actions(state))) == ["play 4D", "play KC"]


def test_elimination_each_round_is_led_by_its_own_highest_face_up_card() -> None:
    # RULINGS Setup: "Highest face-up card leads" - for every deal, so also a later round's; the
    # winner of the round before has no claim to the lead.
    rules = rules_of("q2j-elimination")
    checked = 0
    for seed in range(12):
        match = Match(rules, 4, seed)
        first = match.start_round()
        assert isinstance(first, Q2JState)
        pick = random.Random(seed)
        while not first.over:
            legal = rules.legal_actions(first)
            rules.apply(first, legal[pick.randrange(len(legal))])
        match.finish_round()
        second = match.start_round()
        assert isinstance(second, Q2JState)
        face_up = [hand[-1].rank for hand in second.hands]  # the fifth card dealt, nothing played yet
        best = max(face_up)
        if face_up.count(best) == 1:
            checked += 1
            assert second.to_move == face_up.index(best)
    assert checked >= 3


def test_challenge_a_single_card_of_the_top_cards_rank_draws_so_the_game_goes_on() -> None:
    # RULINGS rule 5: "Playing one's last card this way still draws, so that player is not
    # out" - the rules screen's Challenge section says so for the single card.
    rules, state = position(
        "q2j-challenge", {"hand:0": "2C 3C 4C 9S KD", "hand:1": "5H", "discard": "5D"}, to_move=1, top="8C"
    )
    act(rules, state, "play 5H")
    assert state.hands[1] == parse_cards("8C")
    assert not state.over


# ---------------------------------------------------------------- readings RULINGS leaves open
def variant_with(variant: str, **options: object) -> Variant:
    """The catalog's ``variant`` with ``options`` changed."""
    base = CATALOG.get(variant)
    return replace(base, options={**base.options, **options})


TIED_LEAD = {"hand:0": "2C 3C 4C 5H 9S", "hand:1": "9D", "discard": "KD"}  # 9S and 9D tie


def test_challenge_a_tied_lead_is_a_seeded_pick_by_default() -> None:
    # Rules screen, Challenge: "If it ties with the other player's face-up card, there is no
    # next card to compare, so the lead is a random pick (from the deal's seed)."
    leads = {position("q2j-challenge", TIED_LEAD, to_move=None, seed=seed)[1].to_move for seed in range(20)}
    assert leads == {0, 1}
    again = [position("q2j-challenge", TIED_LEAD, to_move=None, seed=7)[1].to_move for _ in range(3)]
    assert len(set(again)) == 1


def test_challenge_tie_to_five_gives_a_tied_lead_to_the_five_cards() -> None:
    # Option tie_to_five: "a single card tied with the other face-up card gives the lead to the
    # player with five cards" - whatever the seed.
    variant = variant_with("q2j-challenge", tie_to_five=True)
    assert {position(variant, TIED_LEAD, to_move=None, seed=seed)[1].to_move for seed in range(20)} == {0}
    # A face-up card that does not tie still decides: the option only settles a tie.
    _, state = position(variant, {**TIED_LEAD, "hand:1": "10D"}, to_move=None)
    assert state.to_move == 1
    _, state = position(variant, {**TIED_LEAD, "hand:1": "8D"}, to_move=None)
    assert state.to_move == 0


def test_countdown_a_short_stock_gives_a_short_hand_that_counts_as_the_next_level() -> None:
    # Seed, Countdown: hands go 5, 4, 3 ... by hand, not by cards held; RULINGS: "Empty stock when
    # a card must be drawn: the discard pile but its top card is shuffled into a new stock; if
    # that is empty too, the draw is skipped." Due 3 cards: 2S from the stock, then the 5D from
    # under the played 9C, then nothing; the hand of 2 counts as the 3-card hand.
    everything_else = " ".join(
        str(card) for card in rules_of("q2j").deck(2) if str(card) not in {"9C", "2S", "5D"}
    )
    rules, state = position(
        "q2j-countdown",
        {"hand:0": "9C", "hand:1": everything_else, "discard": "5D", "stock": "2S"},
        facts={"level": [4, 5]},
    )
    act(rules, state, "play 9C")
    assert sorted(map(str, state.hands[0])) == ["2S", "5D"]
    assert state.level[0] == 3
    assert not state.over and state.finished == []
    assert state.to_move == 1


def test_countdown_nothing_to_draw_is_not_a_win_before_the_one_card_hand() -> None:
    # Seed, Countdown: "The person who discards the hand of 1 card first wins" - emptying the
    # 2-card hand with nothing to draw (a hand-made pile of nothing) does not win: the player
    # plays on empty-handed and, unable to play, draws on their turn.
    everything_else = " ".join(str(card) for card in rules_of("q2j").deck(2) if str(card) != "9C")
    rules, state = position(
        "q2j-countdown",
        {"hand:0": "9C", "hand:1": everything_else, "discard": "", "stock": ""},
        facts={"level": [2, 5]},
    )
    act(rules, state, "play 9C")
    assert not state.over and state.finished == []
    assert state.hands[0] == [] and state.level[0] == 1


PLAY_DRAWN = {"hand:0": "QH 2C 3C", "hand:1": "4D 5D", "discard": "KD"}  # nothing of seat 0 goes on KD


def test_play_drawn_a_drawn_second_queen_may_make_a_q_squared() -> None:
    # Seed rule 6: "If a player is in possession of two Q in their hand, they can play them both
    # at the same time during their turn ... can be played on top of anything"; the house rule
    # lets the drawn card be played; option drawn_q_squared (default on) counts the pair.
    rules, state = position("q2j-play-drawn", PLAY_DRAWN, top="8S QS")
    act(rules, state, "draw")
    assert sorted(map(str, rules.legal_actions(state))) == ["pass", "qsq QH QS", "qsq QS QH"]
    act(rules, state, "qsq QH QS")
    assert state.discard[-2:] == parse_cards("QH QS")
    act(rules, state, "draw")  # seat 1 answers: no jack, so draws
    assert state.hands[1] == parse_cards("4D 5D 8S")
    assert state.to_move == 0 and state.hands[0] == parse_cards("2C 3C")


def test_play_drawn_without_the_drawn_q_squared_the_second_queen_waits() -> None:
    # Option drawn_q_squared off: only "the drawn card if it is legal". QD on KD is (same suit,
    # lower: rule 2), alone; QS on KD is not, so the turn ends with the queens in hand.
    variant = variant_with("q2j-play-drawn", drawn_q_squared=False)
    rules, state = position(variant, PLAY_DRAWN, top="8S QD")
    act(rules, state, "draw")
    assert sorted(map(str, rules.legal_actions(state))) == ["pass", "play QD"]
    with pytest.raises(IllegalAction):
        act(rules, state, "qsq QH QD")
    rules, state = position(variant, PLAY_DRAWN, top="8S QS")
    act(rules, state, "draw")
    assert state.to_move == 1 and state.hands[0] == parse_cards("QH 2C 3C QS")


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_play_drawn_a_bot_offered_the_drawn_q_squared_plays_it(level: str) -> None:
    # Rule 6 played from the drawn phase: "you continue with another turn" - a bot that keeps
    # the pair instead would pass up a free Q Squared (and two queens it must play next turn).
    from game.ai import make_bot

    rules, state = position("q2j-play-drawn", PLAY_DRAWN, top="8S QS")
    act(rules, state, "draw")
    legal = rules.legal_actions(state)
    chosen = make_bot(level, rules).choose(rules.view(state, 0), legal, random.Random(3))
    assert str(chosen) in ("qsq QH QS", "qsq QS QH")


def test_challenge_who_gets_the_single_card_is_seeded_at_random_by_default() -> None:
    # RULINGS Challenge: "one is dealt 1 card, the other 5 (chosen at setup, seeded at random by
    # default)" - so over many deals each seat gets it, and one deal always gives it alike.
    rules = rules_of("q2j-challenge")

    def single_seat(seed: int) -> int:
        state = rules.new_state(2, seed)
        sizes = sorted(len(hand) for hand in state.hands)
        assert sizes == [1, 5]
        return 0 if len(state.hands[0]) == 1 else 1

    assert {single_seat(seed) for seed in range(30)} == {0, 1}
    assert len({single_seat(11) for _ in range(3)}) == 1
