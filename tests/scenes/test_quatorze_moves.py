"""Quatorze at the table by mouse and keys: choose cards, lay a meld, add to one, the joker's
chooser, refusals in the engine's words, take-back, the taken card, Arrange. Each test runs both
ways (``both_ways``): at a local table and at one hosted in this process."""

from __future__ import annotations

import pygame

from game.engine import Card
from game.engine.cards import JOKER
from game.engine.games.quatorze.actions import Lay
from game.engine.games.quatorze.state import QuatorzeState
from game.play.refusals import with_suit_glyphs
from game.play.seats import HUMAN, SeatConfig
from game.scenes.table.games.quatorze.table import ARRANGE, LAY, QuatorzeTable
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene

from .both_ways import Way, said

SEATS = [SeatConfig("Ann", HUMAN), SeatConfig("Basil", "random")]
HAND = "7S 8S 9S KH KD KC 2C 2C 5D X 4H QS"
OTHER = "meld:1:0"


def meld_table(way: Way, hand: str = HAND, **facts: object) -> TableScene:
    """Ann to move after her draw; Basil is down with 5♥ 6♥ 7♥."""
    zones = {"hand:0": hand, "hand:1": "2D 3D 4D 9C 9D", "discard": "10C", OTHER: "5H 6H 7H"}
    way.open_at("quatorze", SEATS, zones, facts={"phase": "meld", "down": [1], **facts})
    return way.ready()


def state(way: Way) -> QuatorzeState:
    """The deal as its judge holds it (the local session, or the host's)."""
    found = way.judge.state
    assert isinstance(found, QuatorzeState)
    return found


def click_card(way: Way, table: TableScene, card: str, copy: int = 0) -> None:
    """Click the ``copy``-th card ``card`` of Ann's hand as it is shown now."""
    hand = table.display.zones["hand:0"]
    indices = [i for i, seen in enumerate(hand) if seen == Card.parse(card)]
    way.click(slot_center(table.layout, table.display, ("hand:0", indices[copy])))


def press(way: Way, table: TableScene, tool: object) -> None:
    button = next(b for b in table.buttons if b.value == tool)
    way.click(button.rect.center)


def settle(way: Way, table: TableScene) -> None:
    """Until Ann may act again: the move sent, judged and shown."""
    assert way.ready(2_000) is table


def test_chosen_cards_lift_and_lay_as_one_meld(way: Way) -> None:
    table = meld_table(way)
    for card in ("9S", "7S", "8S"):
        click_card(way, table, card)
    assert len(table.interaction.selected) == 3
    assert "3 cards chosen" in table.hint_text()
    press(way, table, LAY)
    settle(way, table)
    assert [str(c) for c in state(way).melds[0][0].cards] == ["7S", "8S", "9S"]
    assert table.display.zones["meld:0:0"] == [Card.parse(c) for c in ("7S", "8S", "9S")]
    assert table.log.lines[-1].public == "Ann melds 7♠ 8♠ 9♠"
    assert table.display.public["pending"] == 24


def test_a_second_click_puts_a_card_back_and_equal_cards_are_separate(way: Way) -> None:
    table = meld_table(way)
    click_card(way, table, "2C", 0)
    assert len(table.interaction.selected) == 1
    click_card(way, table, "2C", 1)
    assert len(table.interaction.selected) == 2 and len(set(table.interaction.selected)) == 2
    click_card(way, table, "2C", 0)
    assert len(table.interaction.selected) == 1


def test_a_refused_meld_says_the_engine_rule(way: Way) -> None:
    table = meld_table(way)
    for card in ("7S", "8S", "KH"):
        click_card(way, table, card)
    way.key(pygame.K_m)
    assert not state(way).melds[0]
    words = said(way, table)
    assert words.startswith("Not allowed: a run is all one suit"), words
    assert not words.endswith(")"), "the engine's rule tag (run suit) is for programs"


def test_going_down_short_of_the_opening_is_refused_and_taken_back(way: Way) -> None:
    table = meld_table(way)
    for card in ("7S", "8S", "9S"):
        click_card(way, table, card)
    way.key(pygame.K_m)
    settle(way, table)
    # A discard now: the engine refuses it with the count.
    click_card(way, table, "5D")
    way.click(slot_center(table.layout, table.display, ("discard", 0)))
    assert "your melds total 24; 51 are needed to go down" in said(way, table)
    take_back = next(b for b in table.buttons if b.label.startswith("Take back"))
    way.click(take_back.rect.center)
    settle(way, table)
    assert not state(way).melds[0] and len(state(way).hands[0]) == 12
    assert "meld:0:0" not in table.display.zones


def test_a_joker_asks_what_it_stands_for_only_when_it_could_be_several(way: Way) -> None:
    table = meld_table(way)
    for card in ("KH", "KD", "KC", "X"):
        click_card(way, table, card)
    press(way, table, LAY)  # four kings: the joker can only be the K♠
    settle(way, table)
    laid = state(way).melds[0][0]
    assert laid.joker_stand == Card.parse("KS")
    assert "[joker = K♠]" in table.log.lines[-1].public


def test_the_joker_chooser_shows_each_reading_and_lays_the_one_clicked(way: Way) -> None:
    table = meld_table(way)
    extras = table.adapter
    assert isinstance(extras, QuatorzeTable)
    for card in ("7S", "8S", "X"):
        click_card(way, table, card)
    press(way, table, LAY)
    readings = {str(getattr(action, "joker_as", "")) for action in extras.choices}
    assert readings == {"6S", "9S"}
    assert not state(way).melds[0]
    assert "joker stands for" in table.hint_text()
    pick = next(i for i, a in enumerate(extras.choices) if str(getattr(a, "joker_as", "")) == "6S")
    way.click(extras.choice_rects(table)[pick].center)
    settle(way, table)
    assert [str(c) for c in state(way).melds[0][0].stands] == ["6S", "7S", "8S"]


def test_a_joker_that_fits_no_reading_is_refused_in_words(way: Way) -> None:
    table = meld_table(way)
    for card in ("7S", "KH", "X"):
        click_card(way, table, card)
    press(way, table, LAY)
    assert said(way, table) == "Not allowed: no card the joker could stand for makes these cards a meld"


def test_adding_a_card_to_a_meld_by_click_and_by_drag(way: Way) -> None:
    table = meld_table(way, down=[0, 1])
    click_card(way, table, "4H")
    way.click(slot_center(table.layout, table.display, (OTHER, 1)))
    settle(way, table)
    assert [str(c) for c in state(way).melds[1][0].cards] == ["4H", "5H", "6H", "7H"]
    assert table.log.lines[-1].public == "Ann adds the 4♥ to Basil's meld 1"
    # A drag of one card onto a meld adds it too (the 8♥ is not held: drag the joker as the 8♥).
    hand = table.display.zones["hand:0"]
    start = slot_center(table.layout, table.display, ("hand:0", hand.index(JOKER)))
    way.driver.drag(start, slot_center(table.layout, table.display, (OTHER, 0)))
    extras = table.adapter
    assert isinstance(extras, QuatorzeTable)
    # At both ends of 4♥–7♥ the joker could be the 3♥ or the 8♥: the chooser asks.
    assert {str(getattr(a, "joker_as", "")) for a in extras.choices} == {"3H", "8H"}
    way.key(pygame.K_2 if str(getattr(extras.choices[1], "joker_as", "")) == "8H" else pygame.K_1)
    settle(way, table)
    assert state(way).melds[1][0].joker_stand == Card.parse("8H")


def test_adding_before_going_down_is_refused_with_the_rule(way: Way) -> None:
    table = meld_table(way)
    click_card(way, table, "4H")
    way.click(slot_center(table.layout, table.display, (OTHER, 0)))
    refusal = way.judge.refusal(way.judge.rules.parse_action(f"add 4H {OTHER}"))
    assert refusal is not None and refusal.rule == "not down"
    assert said(way, table) == f"Not allowed: {with_suit_glyphs(refusal.message)}"


def test_dragging_chosen_cards_onto_the_table_lays_them(way: Way) -> None:
    table = meld_table(way)
    click_card(way, table, "KH")
    click_card(way, table, "KD")
    hand = table.display.zones["hand:0"]
    start = slot_center(table.layout, table.display, ("hand:0", hand.index(Card.parse("KC"))))
    middle = table.layout.table.center
    way.driver.drag(start, middle)
    settle(way, table)
    assert [str(c) for c in state(way).melds[0][0].cards] == ["KH", "KD", "KC"]


def test_the_taken_card_is_marked_and_must_be_melded(way: Way) -> None:
    table = meld_table(way, hand="QS QH 2C 5D 9H", taken="QS", must_meld=True)
    assert table.turns.instruction.startswith("Meld the Q♠ you took")
    click_card(way, table, "2C")
    way.click(slot_center(table.layout, table.display, ("discard", 0)))
    refusal = way.judge.refusal(way.judge.rules.parse_action("discard 2C"))
    assert refusal is not None and refusal.rule == "taken card"
    assert said(way, table) == f"Not allowed: {with_suit_glyphs(refusal.message)}"


def test_arrange_puts_the_best_melds_first_on_screen_only(way: Way) -> None:
    table = meld_table(way, hand="2C KH 9S 5D 7S KD 8S KC")
    engine_order = list(state(way).hands[0])
    press(way, table, ARRANGE)
    shown = [str(c) for c in table.display.zones["hand:0"]]
    assert set(shown[:6]) == {"7S", "8S", "9S", "KH", "KD", "KC"}
    assert state(way).hands[0] == engine_order
    # The order is kept when the display is made the engine's view again.
    table.display.sync(table.session.table_view(0))
    assert [str(c) for c in table.display.zones["hand:0"]] == shown


def test_the_running_total_and_the_log_say_going_down(way: Way) -> None:
    table = meld_table(way)
    for group in (("KH", "KD", "KC"), ("7S", "8S", "9S")):
        for card in group:
            click_card(way, table, card)
        way.key(pygame.K_m)
        settle(way, table)
    assert table.display.public["pending"] == 54
    click_card(way, table, "5D")
    way.click(slot_center(table.layout, table.display, ("discard", 0)))
    # The log's lines once the discard is shown (across the room, once the host's word is back).
    way.until(lambda: any(line.public == "Ann discards the 5♦" for line in table.log.lines), 400)
    assert any(line.public == "Ann goes down with 54" for line in table.log.lines)


def test_the_keyboard_chooses_cards_and_lays_them(way: Way) -> None:
    table = meld_table(way)
    hand = table.display.zones["hand:0"]
    for card in ("KH", "KD", "KC"):
        wanted = ("hand:0", hand.index(Card.parse(card)))
        for _ in range(40):
            if table.focus == wanted and table.focus_shown:
                break
            way.key(pygame.K_RIGHT)
        assert table.focus == wanted
        way.key(pygame.K_RETURN)
    assert len(table.interaction.selected) == 3
    way.key(pygame.K_m)
    settle(way, table)
    assert [str(c) for c in state(way).melds[0][0].cards] == ["KH", "KD", "KC"]


def test_the_hint_says_the_move_in_words_and_outlines_a_melds_cards(way: Way) -> None:
    table = meld_table(way)
    way.key(pygame.K_h)
    for _ in range(600):
        if table.hints.hinted is not None:
            break
        way.step()
    hinted = table.hints.hinted
    assert hinted is not None and hinted.action in table.session.legal()
    assert table.toast.words.startswith("Hint: ") and table.toast.tone == "hint"
    slots = table.hinted_slots()
    if isinstance(hinted.action, Lay):
        hand = table.display.zones["hand:0"]
        assert sorted(str(hand[i]) for _, i in slots) == sorted(str(c) for c in hinted.action.cards)
        assert table.toast.words.startswith("Hint: meld ")
    else:
        assert slots, f"the hint {hinted.action} outlines nothing"


def go_out_with_the_last_card(way: Way) -> TableScene:
    """Ann, down already, discards her last card (the Q♠) and the round ends; the table has
    shown it (its display synced with the finished round)."""
    table = meld_table(way, hand="QS", down=[0, 1])
    click_card(way, table, "QS")
    way.click(slot_center(table.layout, table.display, ("discard", 0)))
    for _ in range(300):
        if table.session.over and table.turns.synced:
            break
        way.step()
    return table


def test_the_rounds_end_turns_every_hand_up_with_its_points(way: Way) -> None:
    table = go_out_with_the_last_card(way)
    assert table.session.over
    # Ann went out (−30): Basil's whole hand is face up for everyone to count.
    assert table.display.zones["hand:1"] == [Card.parse(c) for c in ["2D", "3D", "4D", "9C", "9D"]]
    assert table.display.public["points"] == [-30, 27]


def test_a_joker_swap_is_made_by_clicking_the_jokers_meld(way: Way) -> None:
    """Option joker_swap: the card a joker stands for, clicked onto its meld, takes the joker."""
    zones = {"hand:0": "8H KD 2C", "hand:1": "2D 3D 4D", "discard": "10C", OTHER: "5H 6H 7H X"}
    facts = {"phase": "meld", "down": [0, 1]}
    marks = {OTHER: ["", "", "", "8H"]}
    way.open_at("quatorze", SEATS, zones, facts=facts, marks=marks, options={"joker_swap": True})
    table = way.ready()
    click_card(way, table, "8H")
    way.click(slot_center(table.layout, table.display, (OTHER, 0)))
    settle(way, table)
    assert [str(c) for c in state(way).melds[1][0].cards] == ["5H", "6H", "7H", "8H"]
    assert JOKER in state(way).hands[0]
    assert table.log.lines[-1].public == "Ann lays the 8♥ for the joker in Basil's meld 1"


def test_the_direction_of_play_is_said_in_the_status_line_not_by_a_ring(way: Way) -> None:
    """Opponents sit in columns, not round the piles, and a ring round piles at the table's
    left edge ran off it and under the melds: the status line says the direction instead."""
    table = meld_table(way)
    assert "anticlockwise" in table.status_parts()  # Quatorze plays to the right
    as_drawn = pygame.Surface(table.ctx.size)
    table.renderer.draw(as_drawn, table.picture())
    table.layout.direction_ring = True
    with_ring = pygame.Surface(table.ctx.size)
    table.renderer.draw(with_ring, table.picture())
    assert pygame.image.tobytes(as_drawn, "RGB") != pygame.image.tobytes(with_ring, "RGB")
