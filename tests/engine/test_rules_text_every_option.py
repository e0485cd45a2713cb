"""The rules screens say what the engine does for every value of every option a player may pick,
and for the options picked together; a rule the seeds do not have is marked as the table's own.

The truth is the seed texts and RULINGS.md (quoted beside each test) and the engine's behaviour
pinned by the scenarios in tests/scenarios/*/options-combined.yaml; the words checked are the
words a player reads on the rules screen, in English and in French.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from game import i18n
from game.engine.options import OptionSpec
from game.engine.registry import game_names, rules_class
from game.variants.rules_text import rules_text
from tests.engine.test_rules_text_options import in_english as in_english  # the fixture: the words in English
from tests.engine.test_rules_text_options import words


def section(game: str, options: Mapping[str, object], heading: str) -> str:
    found = [body for title, body in rules_text(game, options) if title.startswith(heading)]
    assert len(found) == 1, f"no single section {heading!r} in {game} with {options}"
    return found[0]


def other_values(spec: OptionSpec) -> list[object]:
    if spec.kind == "bool":
        values: list[object] = [False, True]
    elif spec.kind == "choice":
        values = list(spec.choices)
    else:
        assert spec.minimum is not None and spec.maximum is not None
        values = [spec.minimum, spec.maximum]
    return [value for value in values if value != spec.default]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", list(game_names()))
def test_every_value_of_every_option_changes_what_the_rules_screen_says(game: str, language: str) -> None:
    i18n.use(language)
    for spec in rules_class(game).option_specs:
        # The option's own switch, when it needs one (Challenge for its single card) set on.
        context = {spec.only_with[0]: spec.only_with[1][0]} if spec.only_with else {}
        before = words(game, context)
        for value in other_values(spec):
            after = words(game, {**context, spec.name: value})
            assert after != before, f"{game}: {spec.name}={value} is not told on the rules screen"
            assert "{" not in after


# Q Squared Joe ------------------------------------------------------------------------------
def test_countdown_the_game_ends_on_a_one_card_hand_not_the_first_empty_hand() -> None:
    # RULINGS: Countdown, "the first to empty a 1-card hand wins" (seed: "The person who
    # discards the hand of 1 card first wins").
    end = section("q2j", {"countdown": True}, "How the game ends")
    assert "one-card hand" in end
    assert "The first player to empty their hand wins." not in end
    assert section("q2j", {}, "How the game ends") == "The first player to empty their hand wins."


def test_countdown_with_elimination_says_a_player_is_safe_only_after_a_one_card_hand() -> None:
    # The engine's reading (options-combined.yaml): with both, emptying a bigger hand deals the
    # next one, and only emptying the one-card hand makes a player safe; each round deals five.
    text = section("q2j", {"countdown": True, "match": "elimination"}, "Variant: Elimination")
    assert "one-card hand" in text and "five" in text
    assert "one-card hand" not in section("q2j", {"match": "elimination"}, "Variant: Elimination")


def test_elimination_says_what_two_players_get() -> None:
    # The base game (2-10 players) offers elimination rounds on the Options screen, and
    # Challenge (2 players) too: with two, the first round decides the match
    # (test_options_combined.py).
    text = section("q2j", {"match": "elimination"}, "Variant: Elimination")
    assert "With two players the first round decides the match" in text


# War ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [3, 4, 6, 7, 8])
def test_war_a_field_size_other_than_five_is_marked_as_this_tables_choice(size: int) -> None:
    # Seed: "Il en tire ensuite 5 cartes"; field_size is not in it.
    setup = section("war", {"field_size": size}, "Setup")
    assert f"top {size} cards" in setup and "the original game turns up 5" in setup
    assert "original game" not in section("war", {}, "Setup")


# NG -----------------------------------------------------------------------------------------
def test_ng_open_game_does_not_say_the_field_cards_are_face_down_to_all() -> None:
    # Seed's variant: "jouer avec toutes les cartes visibles : ... le terrain de jeu".
    assert "Nobody looks at face-down field cards" in section("ng", {}, "Setup")
    opened = section("ng", {"open": True}, "Setup")
    assert "Nobody looks at face-down field cards" not in opened
    assert "face up for everyone" in opened


# Quatorze -----------------------------------------------------------------------------------
def test_quatorze_turn_cap_says_players_tied_for_fewest_points_all_win() -> None:
    # The engine (test_audit_quatorze's turn cap) gives -30 to every player tied for fewest.
    assert "tied" in section("quatorze", {}, "Software rule: turn limit")


# Crazy Jokers -------------------------------------------------------------------------------
def test_crazy_jokers_flush_limits_laid_does_not_say_the_limits_hold_before_it_is_laid() -> None:
    # Option flush_limits: laid, "only while the flush lies on the table" (RULINGS).
    laid = section("crazy-jokers", {"flush_limits": "laid"}, "The Big Flush")
    assert "laid or not" not in laid
    assert "While your flush lies on the table" in laid
    assert "laid or not" in section("crazy-jokers", {}, "The Big Flush")


def test_the_french_text_follows_the_same_options() -> None:
    i18n.use("fr")
    end = section("q2j", {"countdown": True}, "Fin de la partie")
    assert "une seule carte" in end
    elimination = section("q2j", {"match": "elimination"}, "Variante\u00a0: match à élimination")
    assert "À deux joueurs, la première manche décide du match" in elimination
    laid = section("crazy-jokers", {"flush_limits": "laid"}, "Big Flush")
    assert "posée ou non" not in laid
    assert "le jeu d’origine en retourne 5" in section("war", {"field_size": 7}, "Mise en place")
