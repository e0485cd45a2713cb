"""Birthdays (issues 15 and 16): typed once at the seat setup for a game made of them, kept in
the settings by name, never asked for other games; bad dates refused; bots get a seeded date;
the match and its save keep every seat's birthday."""

from __future__ import annotations

import datetime

import pygame
import pytest

from game.player.birthdays import match_birthdays, parse_birthday
from game.player.settings import load_settings
from game.scenes.scene import Replace
from game.scenes.setup import SetupScene

from .driver import Driver


def _setup(driver: Driver, variant_id: str) -> SetupScene:
    scene = SetupScene(driver.app.ctx, variant_id)
    driver.app.stack.push(scene)
    driver.step()
    scene.chosen = []  # type: ignore[attr-defined]
    scene.request = scene.chosen.append  # type: ignore[method-assign, attr-defined]
    return scene


def _start(driver: Driver, scene: SetupScene) -> list[Replace]:
    start = next(b for b in scene.buttons if b.value == ("start", 0))
    driver.click(start.rect.center)
    return scene.chosen  # type: ignore[attr-defined, no-any-return]


def test_only_a_game_made_of_birthdays_asks_and_only_people(driver: Driver) -> None:
    quatorze = _setup(driver, "quatorze")
    assert not quatorze.birthday_entries
    assert isinstance(_start(driver, quatorze)[0], Replace)  # never required elsewhere
    driver.app.stack.pop()
    crazy = _setup(driver, "crazy-jokers")
    humans = [seat for seat in range(crazy.players) if crazy.kinds[seat] == "human"]
    assert sorted(crazy.birthday_entries) == humans == [0]


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("", "Player 1's birthday, please"),
        ("1995-02-30", "not a day of the calendar"),
        ("23/7/95", "year-month-day"),
    ],
)
def test_a_missing_or_bad_birthday_is_refused_with_a_message(driver: Driver, typed: str, words: str) -> None:
    scene = _setup(driver, "crazy-jokers")
    scene.birthday_entries[0].set_text(typed)
    assert _start(driver, scene) == []
    assert words in scene.error


def test_a_birthday_is_kept_by_name_and_handed_to_the_match(driver: Driver, tmp_path: object) -> None:
    scene = _setup(driver, "crazy-jokers")
    scene.entries[0].set_text("Maya")
    scene.seed_entry.set_text("42")
    scene.birthday_entries[0].set_text("1995-07-23")
    (chosen,) = _start(driver, scene)
    assert isinstance(chosen, Replace)
    session = chosen.args["session"]
    days = session.match.first_carried["birthdays"]
    assert days[0] == "1995-07-23"
    assert days[1:] == match_birthdays([None] * session.match.players, 42)[1:]  # bots: from the deal
    assert session.view(1).public["birthdays"][0] == "1995-07-23"
    settings, warning = load_settings()
    assert warning is None and settings.birthdays == {"Maya": "1995-07-23"}
    driver.app.stack.pop()
    again = _setup(driver, "crazy-jokers")
    again.entries[0].set_text("maya")  # the same person, typed another way
    again.birthday_entries[0].set_text("")
    (chosen,) = _start(driver, again)
    assert chosen.args["session"].match.first_carried["birthdays"][0] == "1995-07-23"


def test_bots_birthdays_depend_on_the_deal_number_only() -> None:
    first = match_birthdays([None, None, datetime.date(1980, 1, 2)], 7)
    assert first == match_birthdays([None, None, datetime.date(1980, 1, 2)], 7)
    assert first[2] == "1980-01-02" and first[:2] != match_birthdays([None, None, None], 8)[:2]


def test_every_seats_birthday_is_open_in_the_view_of_a_game_that_uses_them(driver: Driver) -> None:
    scene = _setup(driver, "crazy-jokers")
    scene.birthday_entries[0].set_text("1995-07-23")
    (chosen,) = _start(driver, scene)
    session = chosen.args["session"]
    days = session.view(1).public["birthdays"]  # the bot's view shows the person's date too
    assert days[0] == "1995-07-23"
    assert datetime.date.fromisoformat(days[1]).year >= 1900  # the bot's, drawn for it
    quatorze = _setup(driver, "quatorze")
    (plain,) = _start(driver, quatorze)
    assert "birthdays" not in plain.args["session"].view(0).public


def test_a_future_or_ancient_date_is_no_birthday() -> None:
    today = datetime.date(2026, 11, 23)
    assert parse_birthday("2026-11-23", today) == today
    for typed in ("2026-11-24", "1899-12-31"):
        with pytest.raises(ValueError, match="cannot be a birthday"):
            parse_birthday(typed, today)


def test_the_birthday_is_typed_from_the_keyboard_like_the_names(driver: Driver) -> None:
    scene = _setup(driver, "crazy-jokers")
    for _ in range(len(scene.order)):
        if scene.focused == ("birthday", 0):
            break
        driver.key(pygame.K_TAB)
    assert scene.focused == ("birthday", 0)
    driver.key(pygame.K_RETURN)  # start typing in the birthday entry
    for char in "1995-07-23":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        driver.step()
    driver.key(pygame.K_RETURN)  # done typing
    scene._read_entries()
    assert scene.birthday_texts[0] == "1995-07-23"
