"""The rules screens say what each value of an option does: a paragraph marked ``{?name=value}``
is shown only with that value (game.variants.rules_text), so the readings RULINGS.md leaves open
and the options that switch them are stated in the words a player reads."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

import pytest

from game import i18n
from game.variants.rules_text import rules_text


@pytest.fixture(autouse=True)
def in_english() -> Iterator[None]:
    i18n.use("en")
    yield
    i18n.use("en")


def words(game: str, options: Mapping[str, object]) -> str:
    return "\n".join(f"{heading}\n{body}" for heading, body in rules_text(game, options))


TIE = "If it ties with the other player's face-up card"


def test_challenge_says_who_leads_a_tie_as_the_option_is_set() -> None:
    default = words("q2j", {"challenge": True})
    assert "the lead is a random pick (from the deal's seed)" in default
    five = words("q2j", {"challenge": True, "tie_to_five": True})
    assert "gives the lead to the player with five" in five and "random pick" not in five
    assert all(text.count(TIE) == 1 for text in (default, five))
    # Without Challenge the option does not apply, and nothing of it is said.
    assert TIE not in words("q2j", {"tie_to_five": True})


def test_play_the_drawn_card_says_whether_a_drawn_second_queen_makes_a_q_squared() -> None:
    assert "may also play the two queens at once as a Q Squared" in words("q2j", {"play_drawn_card": True})
    off = words("q2j", {"play_drawn_card": True, "drawn_q_squared": False})
    assert "a Q Squared waits for your next turn" in off and "may also play the two queens" not in off
    # Without Q Squared (Classic) there is no second queen to speak of.
    classic = words("q2j", {"play_drawn_card": True, "q_squared": False, "joe": False})
    assert "second queen" not in classic
    assert "second queen" not in words("q2j", {})


def test_countdown_says_a_short_stock_gives_a_short_hand() -> None:
    assert "you take what there is and play on" in words("q2j", {"countdown": True})


def test_quatorze_says_who_cuts_and_gets_15_with_two_players() -> None:
    assert "With two players, left and right are the same seat" in words("quatorze", {"jokers": 2})


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_condition_mark_is_ever_shown(language: str) -> None:
    i18n.use(language)
    for options in (
        {},
        {"challenge": True, "tie_to_five": True},
        {"play_drawn_card": True},
        {"play_drawn_card": True, "drawn_q_squared": False},
        {"countdown": True},
    ):
        assert "{" not in words("q2j", options)
