"""The table's words in French: the move log and the banners of every game, whole deals of them.

A deal is played with seeded random moves, then the table retells it (as a continued game does)
in French: no line may keep an English word or an unfilled field, and French grammar holds where
a name or a place is filled in ("la main d'Ada", "passe du talon").
"""

from __future__ import annotations

import random
import re

import pytest

from game import i18n
from game.engine import make_rules
from game.engine.cards import Card
from game.engine.events import Battle, Moved, Outcome
from game.engine.zones import Zone
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenes.table.words.log import describe, describe_move
from tests.every_game import base_variants

from .driver import Driver

# Words that only English lines have (whole words, so "pose" or "passe" do not match).
ENGLISH = re.compile(
    r"\b(the|plays?|draws?|takes?|lays?|from|your|their|hand|wins?|goes|go|discard|stock|"
    r"beats|loses|and|with|turns?|melds?|adds?|declares?|cuts?|picks?|offers?|gets?)\b|'s\b"
)
VARIANTS = base_variants()  # every registered game's own variant


def retold(driver: Driver, variant_id: str, seed: int, actions: int) -> list[str]:
    """The log of a deal of ``actions`` seeded random moves, as the table retells it."""
    variant = driver.app.ctx.catalog.get(variant_id)
    rules = make_rules(variant)
    names = ["Ada", "Basil", "Émile", "Chloe"][: variant.default_players]
    seats = [SeatConfig(name, "easy") for name in names]
    session = Session(variant, rules, seats, seed)
    chooser = random.Random(seed)
    for _move in range(actions):
        if session.over:
            break
        session.apply(chooser.choice(session.legal()))
    # Opened as the product opens a game standing somewhere (Continue): through its private table.
    table = driver.open_game(session, resumed=True, replace=True)
    driver.step(2)
    return [line.public for line in table.log.lines]


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("variant_id", VARIANTS)
def test_every_line_of_a_deal_is_french(variant_id: str) -> None:
    driver = Driver()
    i18n.use("fr")  # after the window opened with the settings' language
    try:
        lines = [line for seed in (1, 2) for line in retold(driver, variant_id, seed, 60)]
    finally:
        driver.close()
    assert len(lines) > 20
    english = [line for line in lines if ENGLISH.search(line) or "{" in line]
    assert not english, english[:5]
    assert not [line for line in lines if re.search(r"\bde (le|les|[AEIOUÉ])", line)], lines


@pytest.mark.usefixtures("french")
def test_names_and_places_join_as_french_writes_them() -> None:
    names = {0: "Ada", 1: "Basil"}
    taken = Moved(Card.parse("AS"), Zone.parse("hand:0"), Zone.parse("hand:1"), True)
    line = describe_move([taken], names, [taken.card], None, ())
    assert line.public == "L’A♠ passe de la main d’Ada à la main de Basil"
    battle = Battle(
        Card.parse("AS"), Card.parse("3H"), Zone.parse("field:0:0"), Zone.parse("field:1:0"), Outcome.WIN
    )
    said = describe(battle, {0: "You", 1: "Ada"})
    assert said is not None and said.public == "Votre A♠ bat le 3♥ d’Ada"


@pytest.mark.usefixtures("french")
def test_the_one_person_at_the_table_is_spoken_to() -> None:
    played = Moved(Card.parse("9S"), Zone.parse("hand:0"), Zone.parse("discard"), True)
    assert describe_move([played], {0: "You"}, [played.card], None, ()).public == "Vous jouez le 9♠"
    assert describe_move([played], {0: "Ada"}, [played.card], None, ()).public == "Ada joue le 9♠"
