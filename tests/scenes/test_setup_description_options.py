"""The setup's description says nothing the options chosen have made false: every option of every
variant, switched on the options screen as a player switches it, then the description read as
the setup draws it, in English and in French.

What a description claims is written here from the rules, sentence by sentence (``CLAIMS``): Q
Squared Joe's "two queens make everyone draw" holds only while Q Squared is on, Quatorze's "go
down with 51" only while the opening is 51, Crazy Jokers' "Ten rounds" only for a match of ten.
Each claim drawn must hold with the values chosen; a changed match's length must be said.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pygame
import pytest

from game import i18n
from game.scenes import setup_description
from game.scenes.menu import MenuScene
from game.scenes.options_scene import OptionsScene
from game.scenes.setup import SetupScene
from game.variants import load_catalog

from .drawn_words import strings_drawn
from .driver import Driver
from .test_setup_options import open_options

Values = Mapping[str, Any]
Claim = tuple[str, Callable[[Values, re.Match[str]], bool]]


def fixed(v: Values, rounds: int) -> bool:
    return v["match"] == "fixed-rounds" and v["rounds"] == rounds


def under(v: Values, limit: int) -> bool:
    return v["match"] == "points-out" and v["out_at"] == limit


# What each sentence a description may draw says of the options (a claim naming an option the
# variant's game does not have is about that game's own, fixed rules, and not checked).
CLAIMS: dict[str, list[Claim]] = {
    "en": [
        ("two queens make everyone draw", lambda v, m: v["q_squared"] is True),
        ("a jack says Joe", lambda v, m: v["q_squared"] is True and v["joe"] is True),
        ("only rules 1 to 3", lambda v, m: not (v["rule_4"] or v["rule_5"] or v["q_squared"])),
        ("one holds a single card", lambda v, m: v["challenge"] is True),
        ("draw one card fewer", lambda v, m: v["countdown"] is True),
        ("the first to empty a one-card hand wins", lambda v, m: v["countdown"] is True),
        ("Rounds go on until one player still holds cards", lambda v, m: v["match"] == "elimination"),
        ("face up for all to see", lambda v, m: v["face_up"] is True),
        ("may play the drawn card", lambda v, m: v["play_drawn_card"] is True),
        ("an ace also beats a jack, queen or king", lambda v, m: v["battle"] == "classic"),
        ("every hand, field card and the stock's order face up", lambda v, m: v["open"] is True),
        ("Two fields of five cards", lambda v, m: v["field_size"] == 5),
        ("Two decks and two jokers", lambda v, m: v["jokers"] == 2),
        ("a single joker", lambda v, m: v["jokers"] == 1),
        (r"go down with (\d+)", lambda v, m: v["opening"] == int(m[1])),
        ("Ten rounds", lambda v, m: fixed(v, 10)),
        (r"(\d+) rounds?; the highest total wins", lambda v, m: fixed(v, int(m[1]))),
        (r"left under (\d+)", lambda v, m: under(v, int(m[1]))),
        (r"One round\.", lambda v, m: v["match"] == "single"),
        (r"Rounds until one player is left\.", lambda v, m: v["match"] == "elimination"),
    ],
    "fr": [
        ("deux dames font piocher", lambda v, m: v["q_squared"] is True),
        ("un valet dit Joe", lambda v, m: v["q_squared"] is True and v["joe"] is True),
        ("seulement les règles 1 à 3", lambda v, m: not (v["rule_4"] or v["rule_5"] or v["q_squared"])),
        ("l’un tient une seule carte", lambda v, m: v["challenge"] is True),
        ("repiochez une carte de moins", lambda v, m: v["countdown"] is True),
        ("le premier à vider une main d’une carte", lambda v, m: v["countdown"] is True),
        ("qu’un seul joueur ait encore des cartes", lambda v, m: v["match"] == "elimination"),
        ("Toutes les mains sont face visible", lambda v, m: v["face_up"] is True),
        ("peut jouer aussitôt la carte piochée", lambda v, m: v["play_drawn_card"] is True),
        ("l’as bat aussi le valet, la dame et le roi", lambda v, m: v["battle"] == "classic"),
        ("l’ordre de la pioche face visible", lambda v, m: v["open"] is True),
        ("Deux terrains de cinq cartes", lambda v, m: v["field_size"] == 5),
        ("Deux jeux et deux jokers", lambda v, m: v["jokers"] == 2),
        ("un seul joker", lambda v, m: v["jokers"] == 1),
        (r"ouvrez avec (\d+)", lambda v, m: v["opening"] == int(m[1])),
        ("Dix manches", lambda v, m: fixed(v, 10)),
        (r"(\d+) manches?\W+le plus haut total gagne", lambda v, m: fixed(v, int(m[1]))),
        (r"reste sous (\d+)", lambda v, m: under(v, int(m[1]))),
        (r"Une seule manche\.", lambda v, m: v["match"] == "single"),
        (r"jusqu’à ce qu’il ne reste qu’un joueur\.", lambda v, m: v["match"] == "elimination"),
    ],
}
# The claims that say a match's length: one must be drawn once the options change it.
MATCH_CLAIMS = {"en": CLAIMS["en"][-5:], "fr": CLAIMS["fr"][-5:]}
MATCH_OPTIONS = frozenset({"match", "rounds", "out_at"})
VARIANTS = sorted(load_catalog().variants)  # every variant of every registered game
SIZE = (1920, 1080)  # every option's row on the screen at once


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.use("en")


def described(scene: SetupScene, monkeypatch: pytest.MonkeyPatch) -> str:
    """The description's lines as the setup draws them (its footer, the players and the options
    summary, apart), joined."""
    return " ".join(strings_drawn(scene, monkeypatch, setup_description))


def false_claims(words: str, values: Values, language: str) -> list[str]:
    """The claims in ``words`` that do not hold with the option ``values``."""
    wrong = []
    for pattern, holds in CLAIMS[language]:
        for found in re.finditer(pattern, words):
            try:
                if not holds(values, found):
                    wrong.append(found[0])
            except KeyError:  # about an option this game does not have: its fixed rules
                continue
    return wrong


def match_said(words: str, values: Values, language: str) -> bool:
    return any(re.search(pattern, words) for pattern, _holds in MATCH_CLAIMS[language])


def setup_of(driver: Driver, variant: str) -> SetupScene:
    scene = SetupScene(driver.app.ctx, variant)
    driver.app.stack.reset(scene)
    driver.step()
    return scene


def changes(options: OptionsScene) -> list[tuple[Any, ...]]:
    """Every change a click makes on the options screen: another value's button, a step."""
    return [
        button.value
        for button in options.buttons
        if button.enabled
        and isinstance(button.value, tuple)
        and (button.value[0] == "step" or (button.value[0] == "set" and not button.active))
    ]


def press(driver: Driver, options: OptionsScene, value: tuple[Any, ...]) -> None:
    """Click the button of ``value``, the rows scrolled down to it when they scroll (Page Down)."""
    window = pygame.Rect((0, 0), driver.app.ctx.size)
    for _ in range(12):
        button = next((b for b in options.buttons if b.value == value), None)
        if button is not None and window.contains(button.rect):
            driver.click(button.rect.center)
            return
        driver.key(pygame.K_PAGEDOWN)
    raise AssertionError(f"no button {value} on the screen")


@pytest.mark.parametrize("variant", VARIANTS)
def test_no_option_leaves_a_false_sentence_in_the_description(
    sized_driver: Callable[[tuple[int, int]], Driver],
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    variant: str,
) -> None:
    driver = sized_driver(SIZE)
    i18n.use(language)
    setup = setup_of(driver, variant)
    own = described(setup, monkeypatch)
    # The claims are right about the variant's own words with its own options.
    assert not false_claims(own, setup.options.values, language), own
    options = open_options(driver, setup)
    tried = changes(options)
    assert tried, f"{variant}: nothing to change"
    for change in tried:
        setup = setup_of(driver, variant)
        options = open_options(driver, setup)
        before = dict(setup.options.values)
        press(driver, options, change)
        if options.error:  # refused by the rules, in their words: nothing changed
            assert setup.options.values == before
            continue
        press(driver, options, ("done", ""))
        driver.step()
        assert driver.top is setup
        values = setup.options.values
        words = described(setup, monkeypatch)
        whole = re.sub(" +", " ", setup.description_text()).strip()  # lines break at plain spaces
        assert words == whole, f"{variant} {change}: cut to {words!r}"
        assert not false_claims(words, values, language), f"{variant} {change}: {words!r}"
        name = change[1]
        moved = values[name] != before[name] and setup.options.applies(setup.options.spec(name))
        if name in MATCH_OPTIONS and moved:
            assert match_said(words, values, language), f"{variant} {change}: the match unsaid in {words!r}"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_q_squared_switched_off_is_no_longer_described(
    sized_driver: Callable[[tuple[int, int]], Driver],
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    size: tuple[int, int],
) -> None:
    """The player's way: Play, Q Squared Joe, Options, Q Squared Off, Done. The description
    stops saying that two queens make everyone draw (and that a jack says Joe, which goes with
    it); it says what still holds, and the options line under it says Q Squared is off."""
    driver = sized_driver(size)
    assert isinstance(driver.top, MenuScene)
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    driver.click(next(b for b in setup.buttons if b.value == ("variant", "q2j")).rect.center)
    i18n.use(language)
    setup.resized(size)
    before = described(setup, monkeypatch)
    assert ("two queens make everyone draw" if language == "en" else "deux dames font piocher") in before
    options = open_options(driver, setup)
    press(driver, options, ("set", "q_squared", False))
    press(driver, options, ("done", ""))
    driver.step()
    assert driver.top is setup
    words = described(setup, monkeypatch)
    expected = {
        "en": "Get rid of every card in your hand by playing them, one at a time, onto the discard pile.",
        "fr": "Débarrassez-vous de toutes les cartes de votre main en les posant une à une sur la défausse.",
    }
    assert words == expected[language]
    # Put back as the variant has it, the variant's own words come back.
    options = open_options(driver, setup)
    press(driver, options, ("set", "q_squared", True))
    press(driver, options, ("done", ""))
    driver.step()
    assert described(setup, monkeypatch) == before


@pytest.mark.parametrize(
    ("variant", "change"),
    [
        ("quatorze", ("step", "out_at", 1)),  # the longest of the games' first sentences, and a match
        ("quatorze", ("set", "match", "single")),
        ("crazy-jokers", ("step", "rounds", -1)),
        ("q2j-elimination", ("set", "match", "single")),
    ],
)
def test_the_description_as_chosen_is_whole_in_the_smallest_window(
    sized_driver: Callable[[tuple[int, int]], Driver],
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    variant: str,
    change: tuple[Any, ...],
) -> None:
    size = (1024, 600)
    driver = sized_driver(size)
    i18n.use(language)
    setup = setup_of(driver, variant)
    options = open_options(driver, setup)
    press(driver, options, change)
    press(driver, options, ("done", ""))
    driver.step()
    assert driver.top is setup and setup.options.chosen()
    words = described(setup, monkeypatch)
    assert words == re.sub(" +", " ", setup.description_text()).strip(), f"cut to {words!r}"
    assert match_said(words, setup.options.values, language), words
    assert not false_claims(words, setup.options.values, language), words
