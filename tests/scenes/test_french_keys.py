"""The table's keys as a French player meets them: the keys help (F1) drawn in French names each
letter beside the French word of what it does, the sort buttons name the same letters, and
pressing the letter shown sorts the hand. The English letters keep working, and no letter the
help shows is given to two actions.

What the player reads is taken from the overlay as drawn (every text it draws is recorded), and
the letter pressed is the one read there, so a help that names a letter the table does not
answer to fails here. At a local table and at one hosted in this process (``both_ways``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.play.seats import SeatConfig
from game.scenes import keys_help
from game.scenes.table.scene import TableScene

from .both_ways import Way
from .driver import Driver

YOU, ADA = SeatConfig("You"), SeatConfig("Ada", "medium")
HAND = "4D KS 2C 9H AS"
# The sorts, written out from the rules: suits alternate colours (spades, hearts, clubs,
# diamonds), aces rank high.
BY_SUIT = ["KS", "AS", "9H", "2C", "4D"]
BY_RANK = ["2C", "4D", "9H", "KS", "AS"]
LETTER_BESIDE = re.compile(r"(\w[\w’' ]*?) \(([A-Z])\)")  # "par couleur (C)": words, then letter


@pytest.fixture
def french_table(way: Way) -> Iterator[TableScene]:
    i18n.use("fr")  # after the window opened in the settings' language, as a player switches
    try:
        way.open_at("q2j", [YOU, ADA], {"hand:0": HAND, "hand:1": "3H 5H", "discard": "KH"})
        yield way.ready()
    finally:
        i18n.use("en")


def drawn_help(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """F1's rows as drawn on the screen: what each key column says it does."""
    texts: list[str] = []
    draw_text = keys_help.fitted

    def recording(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        texts.append(text)
        return draw_text(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(keys_help, "fitted", recording)
    driver.key(pygame.K_F1)
    monkeypatch.setattr(keys_help, "fitted", draw_text)
    driver.key(pygame.K_F1)  # closed again: the table sees the next keys
    title, *cells = texts
    assert title == "Touches"
    return dict(zip(cells[::2], cells[1::2], strict=True))


def letter_named_beside(words: str, french_word: str) -> str:
    """The letter a help line names beside ``french_word`` ("par couleur (C)" gives C)."""
    found = {phrase.split()[-1]: letter for phrase, letter in LETTER_BESIDE.findall(words)}
    assert french_word in found, f"no letter beside {french_word!r} in {words!r}"
    return found[french_word]


def press_letter(driver: Driver, letter: str) -> None:
    driver.key(pygame.key.key_code(letter.lower()), letter.lower())


def shown(table: TableScene) -> list[str]:
    return [str(card) for card in table.display.zones["hand:0"]]


def test_the_french_help_names_the_sort_letters_and_they_sort(
    driver: Driver, french_table: TableScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    rows = drawn_help(driver, monkeypatch)
    sorting = next(words for words in rows.values() if words.startswith("trier votre main"))
    by_suit, by_rank = letter_named_beside(sorting, "couleur"), letter_named_beside(sorting, "rang")
    assert f"{by_suit} / {by_rank}" in rows and rows[f"{by_suit} / {by_rank}"] == sorting
    # The buttons beside the plate name the same letters beside the same words.
    labels = [button.label for button in french_table.sort_buttons]
    assert labels == [f"Couleur ({by_suit})", f"Rang ({by_rank})"]
    # A French player sorts "par couleur" with a letter of couleur, not the English S.
    assert by_suit == "C"
    press_letter(driver, by_suit)
    assert shown(french_table) == BY_SUIT
    press_letter(driver, by_rank)
    assert shown(french_table) == BY_RANK


def test_the_english_sort_letters_still_sort_in_french(driver: Driver, french_table: TableScene) -> None:
    press_letter(driver, "S")
    assert shown(french_table) == BY_SUIT
    press_letter(driver, "R")
    assert shown(french_table) == BY_RANK


def test_every_row_of_several_letters_names_each_beside_its_french_word(
    driver: Driver, french_table: TableScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    rows = drawn_help(driver, monkeypatch)
    several = {keys: words for keys, words in rows.items() if re.fullmatch(r"[A-Z]( / [A-Z])+", keys)}
    assert set(several) >= {"D / P / T", "F / L", "C / R"}, rows
    for keys, words in several.items():
        named = [letter for _words, letter in LETTER_BESIDE.findall(words)]
        assert named == keys.split(" / "), f"{keys}: {words!r}"


def test_no_letter_the_french_help_shows_does_two_things(
    driver: Driver, french_table: TableScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    rows = drawn_help(driver, monkeypatch)
    doing: dict[str, set[str]] = {}
    for keys, words in rows.items():
        for key in re.findall(r"\b[A-Z]\b", keys):
            beside = dict((letter, phrase) for phrase, letter in LETTER_BESIDE.findall(words))
            doing.setdefault(key, set()).add(beside.get(key, words))
    # The English sort letters work too, unseen in French: they sort as the shown ones do.
    assert "S" not in doing or doing["S"] == doing["C"]
    twice = {key: actions for key, actions in doing.items() if len(actions) > 1}
    assert not twice, twice
