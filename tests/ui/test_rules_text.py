"""Rules screens: every variant option has its section, software rules are marked."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from game.engine import entries
from game.files import paths
from game.variants.rules_text import GAMES, parse_rules, rules_text, sections_chooser

CLASSIC: dict[str, object] = {"rule_4": False, "rule_5": False, "q_squared": False, "joe": False}

# (game, options switching the variant on, words its section's heading must hold)
VARIANTS: list[tuple[str, Mapping[str, object], str]] = [
    ("q2j", CLASSIC, "Classic"),
    ("q2j", {"face_up": True}, "Face-up"),
    ("q2j", {"challenge": True}, "Challenge"),
    ("q2j", {"countdown": True}, "Countdown"),
    ("q2j", {"match": "elimination"}, "Elimination"),
    ("q2j", {"play_drawn_card": True}, "Play the drawn card"),
    ("war", {"battle": "classic"}, "classic battle"),
    ("war", {"players": 3}, "3 or 4 players"),
    ("ng", {"take": "any"}, "take any"),
    ("ng", {"chain": "field"}, "chain through the field"),
    ("ng", {"open": True}, "open game"),
    ("quatorze", {"joker_swap": True}, "joker swap"),
    ("quatorze", {"match": "single"}, "single round"),
    ("ng", {"battle": "classic"}, "classic battle"),
    ("crazy-jokers", {"flush_limits": "laid"}, "only while it is laid"),
]


def _headings(game: str, options: Mapping[str, object]) -> list[str]:
    return [heading for heading, _ in rules_text(game, options)]


def _text(game: str, options: Mapping[str, object]) -> str:
    return "\n".join(f"{h}\n{b}" for h, b in rules_text(game, options))


@pytest.mark.parametrize(("game", "options", "words"), VARIANTS)
def test_variant_sections_show_only_when_switched_on(
    game: str, options: Mapping[str, object], words: str
) -> None:
    base = {"players": 2} if game == "war" else {}
    assert any(words.lower() in h.lower() for h in _headings(game, {**base, **options}))
    assert not any(words.lower() in h.lower() for h in _headings(game, base))


@pytest.mark.parametrize("game", GAMES)
def test_base_text_covers_setup_turn_and_end(game: str) -> None:
    headings = _headings(game, {})
    assert headings[0] == parse_rules((paths.assets_dir() / "rules" / f"{game}.md").read_text())[0]
    for needed in ("Setup", "Your turn", "How the game ends"):
        assert needed in headings
    assert all(body.strip() for _, body in rules_text(game, {}))


# (game, options, who the rules text says wins, or loses, at the turn cap)
CAPPED: list[tuple[str, Mapping[str, object], str]] = [
    ("q2j", {}, "fewest cards wins"),
    ("q2j", {"match": "elimination"}, "most cards is eliminated"),
    ("war", {}, "most cards left"),
    ("ng", {}, "most cards in their field"),
    ("quatorze", {}, "fewest points in hand wins"),
    ("crazy-jokers", {}, "no contract winner"),
]


def test_every_game_is_here() -> None:
    """Each registered game's turn cap is read here, and so are the optional sections of a game
    whose entry names a chooser of them."""
    uncapped = [found.name for found in entries() if found.name not in {game for game, *_ in CAPPED}]
    assert not uncapped, (
        f"add who wins at the turn cap of {uncapped} to CAPPED in tests/ui/test_rules_text.py"
    )
    chosen = {game for game, *_ in VARIANTS}
    unread = [found.name for found in entries() if found.rules_sections and found.name not in chosen]
    assert not unread, f"add the optional sections of {unread} to VARIANTS in tests/ui/test_rules_text.py"


@pytest.mark.parametrize(("game", "options", "who"), CAPPED)
def test_turn_cap_is_marked_as_a_software_rule(game: str, options: Mapping[str, object], who: str) -> None:
    sections = rules_text(game, {**options, "turn_cap": 750})
    capped = [(h, b) for h, b in sections if "750 decisions" in b]
    assert len(capped) == 1
    heading, body = capped[0]
    assert heading.startswith("Software rule")
    assert body.startswith("Software rule")
    assert who in body


def test_classic_drops_rules_four_to_seven() -> None:
    headings = " ".join(_headings("q2j", CLASSIC))
    for rule in ("Rule 4", "Rule 5", "Rule 6", "Rule 7"):
        assert rule not in headings
    full = " ".join(_headings("q2j", {}))
    for rule in ("Rule 4", "Rule 5", "Rule 6", "Rule 7"):
        assert rule in full


def test_our_own_decisions_are_stated() -> None:
    challenge = _text("q2j", {"challenge": True, "challenge_single": "second"})
    assert "random pick" in challenge and "the second player" in challenge
    assert "3 or more players" in _text("q2j", {"match": "elimination"})
    assert "nobody wins" in _text("war", {"players": 2})
    assert "7 cards" in _text("war", {"field_size": 7})


@pytest.mark.parametrize("game", GAMES)
def test_every_section_can_be_shown_and_no_placeholder_leaks(game: str) -> None:
    combos: list[Mapping[str, object]] = [{}, CLASSIC, {"players": 4}]
    combos += [dict(options) for g, options, _ in VARIANTS if g == game]
    shown: set[str] = set()
    for options in combos:
        shown |= sections_chooser(game)(options)[0]
        assert "{" not in _text(game, options)
    text = (paths.assets_dir() / "rules" / f"{game}.md").read_text(encoding="utf-8")
    ids = {section.id for section in parse_rules(text)[1] if section.id}
    assert ids <= shown


def test_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError, match="no rules text"):
        rules_text("poker", {})


def test_parse_rules_joins_wrapped_lines_and_keeps_lists() -> None:
    title, sections = parse_rules("# T\n\nintro\nmore\n\n## H {#x}\n\n1. one\n   wrapped\n2. two\n")
    assert title == "T"
    assert [(s.heading, s.body, s.id) for s in sections] == [
        ("T", "intro more", None),
        ("H", "1. one wrapped\n2. two", "x"),
    ]


@pytest.mark.parametrize(("game", "options", "words"), VARIANTS)
def test_a_variants_own_section_comes_right_after_the_introduction(
    game: str, options: Mapping[str, object], words: str
) -> None:
    headings = _headings(game, options)
    variant_at = next(i for i, h in enumerate(headings) if words.lower() in h.lower())
    assert variant_at < headings.index("Setup"), headings


@pytest.mark.parametrize(
    ("players", "deal"),
    [(2, "26 cards each"), (3, "18 cards for one player, 17 for the others"), (4, "13 cards each")],
)
def test_war_setup_gives_each_table_its_own_deal_and_the_turn_direction(players: int, deal: str) -> None:
    sections = dict(rules_text("war", {"players": players}))
    assert deal in sections["Setup"]
    assert "26" not in sections["Setup"] or players == 2
    assert "to the left" in sections["Your turn"]


def test_q2j_text_says_what_a_newcomer_would_ask() -> None:
    sections = dict(rules_text("q2j", {}))
    q_squared = sections["Rule 6: Q Squared"]
    assert "you must play them" in q_squared  # a lone Q Squared is compulsory
    assert "(you do not)" in q_squared  # only the others draw
    assert "everyone remembers them" in sections["Setup"]
    challenge = dict(rules_text("q2j", {"challenge": True}))["Variant: Challenge"]
    assert "very first move" in challenge


def test_ng_defend_needs_a_card_still_on_the_position() -> None:
    assert "still holds a card" in dict(rules_text("ng", {}))["Your turn"]
