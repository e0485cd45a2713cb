"""Two people at one screen: the 2♠ look shows the forced hand to the forcer alone.

The check is on what the renderer is asked to draw, frame by frame, not on the engine's views:
every card face drawn while a person is at the screen must be one that person's own views have
shown them, and while a curtain is up only faces every seat has seen (the waste) may be drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

import pytest

from game.ai.base import Decision
from game.ai.worker import Deciders
from game.engine import Action, Card, View, make_rules
from game.engine.zones import by_zone
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenes.curtain import CurtainScene
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene

from .driver import Driver, judge

PEOPLE = [SeatConfig("Ada"), SeatConfig("Basil")]
ZONES = {"hand:0": "2S 7S 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
FACTS = {"phase": "drawn", "contracts": ["full-full-house", "faced-by-evens"], "mover": 0}


def hot_seat_table(driver: Driver) -> TableScene:
    variant = driver.app.ctx.catalog.get("crazy-jokers")
    rules = make_rules(variant)
    session = Session(variant, rules, PEOPLE, 1)
    cards = {zone: [Card.parse(c) for c in words.split()] for zone, words in ZONES.items()}
    state = rules.setup(2, 1, by_zone(cards), to_move=0, facts=FACTS)
    rules.prepare(state)
    session.state = session.match.state = state
    # Opened as a game standing here is (a take-over, Continue): through a private table.
    return driver.open_game(session, resumed=True, replace=True)


def test_the_look_never_draws_a_face_the_person_at_the_screen_has_not_seen(
    driver: Driver, drawn: list[Card]
) -> None:
    table = hot_seat_table(driver)
    session = judge(table.session)  # the game as its host holds it (each seat's view, its log)
    seen: dict[int, set[Card]] = {0: set(), 1: set()}
    public: set[Card] = set()
    looked = False  # Ada was shown Basil's hand
    curtain_frames = 0
    for _ in range(3000):
        if len(session.state.log) >= 6 or session.over:
            break
        drawn.clear()
        top = driver.top
        if isinstance(top, CurtainScene):
            driver.click(top.button.rect.center)
        elif isinstance(top, TableScene) and top.accepting_input:
            _move(driver, top)
        else:
            driver.step()
        views = {seat: set(session.view(seat).visible_cards()) for seat in (0, 1)}
        for seat in (0, 1):
            seen[seat] |= views[seat]
        public |= views[0] & views[1]
        faces = set(drawn)
        if isinstance(driver.top, CurtainScene):
            curtain_frames += 1
            assert faces <= public, f"under the curtain: {sorted(map(str, faces - public))}"
        else:
            person = table.viewer
            assert faces <= seen[person], f"seat {person} was shown {sorted(map(str, faces - seen[person]))}"
            looked = looked or (person == 0 and Card.parse("QH") in faces)
    assert looked, "the forcer never saw the forced hand"
    assert curtain_frames > 0, "the screen never passed between the two people"
    assert [str(a).split()[0] for a in session.state.log[:3]] == ["force", "grab", "discard"]
    assert len(session.state.log) >= 5  # and Basil took his turn afterwards


def _move(driver: Driver, table: TableScene) -> None:
    """Ada lays the 2♠ on Basil and takes the first card she sees; after that, the first move."""
    phase = table.session.view(table.viewer).public["phase"]
    if phase == "drawn" and Card.parse("2S") in table.display.zones[f"hand:{table.viewer}"]:
        hand = table.display.zones["hand:0"]
        driver.click(slot_center(table.layout, table.display, ("hand:0", hand.index(Card.parse("2S")))))
        driver.click(slot_center(table.layout, table.display, ("hand:1", -1)))
        return
    if phase == "look":
        driver.click(slot_center(table.layout, table.display, ("hand:1", 0)))
        return
    driver.play_human_turn(table)


def test_a_look_between_two_bots_shows_nothing_to_the_person_watching(
    driver: Driver, drawn: list[Card], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Basil lays the 2♠ on Chloe: her hand turns up for Basil only, never on the person's screen."""
    zones = {
        "hand:0": "7S 7H 7D 9C KS KH 3D",
        "hand:1": "2S 4H 4D 4S 9D QC JC 3C",
        "hand:2": "QH QS 4C 8D JD AS 6H",
        "waste": "5C",
    }
    facts = {"phase": "drawn", "contracts": ["full-full-house", "faced-by-evens", "odd-man-out"], "mover": 1}
    seats = [SeatConfig("You"), SeatConfig("Basil", "medium"), SeatConfig("Chloe", "medium")]
    variant = driver.app.ctx.catalog.get("crazy-jokers")
    rules = make_rules(variant)
    session = Session(variant, rules, seats, 1)
    cards = {zone: [Card.parse(c) for c in words.split()] for zone, words in zones.items()}
    session.state = session.match.state = rules.setup(3, 1, by_zone(cards), to_move=1, facts=facts)
    force = rules.parse_action("force 2")
    decide = Deciders.decide

    def basil_lays_the_two(
        self: Deciders, level: str, view: View, legal: Sequence[Action], rng: Random
    ) -> Decision:
        # The computer's choice is not what is checked here: Basil is made to lay the 2♠.
        if force in legal:
            return Decision(force, "chosen by the test")
        return decide(self, level, view, legal, rng)

    monkeypatch.setattr(Deciders, "decide", basil_lays_the_two)
    # Opened as the product opens a game standing here: its private table's host plays Basil.
    table = driver.open_game(session, resumed=True, replace=True)
    chloe = set(cards["hand:2"])
    phases = []
    for _ in range(2_000):
        drawn.clear()
        driver.step()
        assert not set(drawn) & chloe, "Chloe's cards were drawn for the person watching"
        phase = table.display.public["phase"]
        if not phases or phases[-1] != phase:
            phases.append(phase)
        if "look" in phases and phase != "look":
            break
    assert "look" in phases and phases[-1] != "look", f"the window never showed the look pass: {phases}"
