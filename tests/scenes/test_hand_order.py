"""The player's own hand order, through the table's mouse and keys.

Sorting (buttons and keys), dragging a card to a new place within the hand,
the order kept when cards arrive (at the right end, or in their sorted place
while the hand follows a sort), through Undo and per hot-seat player; playing by
dragging onto the discard still plays; equal cards of two decks stay two cards. The table's
tests run both ways (``both_ways``): at a local table and at one hosted in this process (the
order is the window's own either way).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.engine import Card, View, make_rules
from game.engine.zones import Zone, by_zone
from game.files import saves
from game.play.hand_order import HandOrder, SortBy
from game.play.seats import HUMAN, SeatConfig
from game.scenes.table.adapter import adapter_for
from game.scenes.table.display import Display
from game.scenes.table.input import Interaction
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene
from game.variants.catalog import load_catalog

from .both_ways import Way
from .driver import Driver
from .test_hint_undo import human_turn

YOU, ADA, BO = SeatConfig("You"), SeatConfig("Ada", "medium"), SeatConfig("Bo")
# The rules of the sorts, written out: suits alternate colours, aces rank high, jokers last.
SUITS = "SHCD"
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def by_suit(card: str) -> tuple[int, int]:
    return (SUITS.index(card[-1]), RANKS.index(card[:-1])) if card != "X" else (9, 0)


def shown(table: TableScene, seat: int = 0) -> list[str]:
    return [str(card) for card in table.display.zones[f"hand:{seat}"]]


def corner(table: TableScene, index: int, seat: int = 0) -> tuple[int, int]:
    """Where the card's rank shows (tests/scenes/test_hand_layout.py proves it uncovered)."""
    return slot_center(table.layout, table.display, (f"hand:{seat}", index))


def moves(way: Way, made: int = 0) -> list[str]:
    """The deal's moves as its judge holds them, once it holds at least ``made`` (a move sent
    across the room reaches the host in a frame or two)."""
    log = way.judge.state.log
    for _ in range(200):
        if len(log) >= made:
            break
        way.step()
    return [str(action) for action in log]


def until_your_turn(way: Way, table: TableScene, frames: int = 400) -> None:
    way.step()
    assert way.ready(frames) is table, "the turn never came back to you"


def at(way: Way, variant_id: str, seats: list[SeatConfig], zones: dict[str, str]) -> TableScene:
    way.open_at(variant_id, seats, zones)
    return way.ready()


def q2j(way: Way, hand: str, discard: str = "KH") -> TableScene:
    return at(way, "q2j", [YOU, ADA], {"hand:0": hand, "hand:1": "3H 5H", "discard": discard})


def test_sort_by_suit_with_its_button_and_by_rank_with_the_r_key(way: Way) -> None:
    table = q2j(way, "4D KS 2C 9H AS")
    button = next(b for b in table.sort_buttons if b.label == "By suit (S)")
    way.click(button.rect.center)
    assert shown(table) == ["KS", "AS", "9H", "2C", "4D"]
    way.key(pygame.K_r)
    assert shown(table) == ["2C", "4D", "9H", "KS", "AS"]
    assert moves(way) == [], "sorting is not a move"
    way.key(pygame.K_s)
    assert shown(table) == ["KS", "AS", "9H", "2C", "4D"]


def test_after_a_sort_a_click_plays_the_card_clicked(way: Way) -> None:
    table = q2j(way, "4D KS 2C 9H AS")
    way.key(pygame.K_r)
    assert shown(table)[2] == "9H"
    way.click(corner(table, 2))
    assert moves(way, 1)[:1] == ["play 9H"]  # (a host may have played Ada's answer already)


def test_dragging_a_card_within_the_hand_puts_it_there_and_is_not_a_move(way: Way) -> None:
    table = q2j(way, "4D KS 2C 9H AS")
    way.driver.drag(corner(table, 0), corner(table, 3))
    assert shown(table) == ["KS", "2C", "9H", "4D", "AS"]
    way.driver.drag(corner(table, 4), corner(table, 0))
    assert shown(table) == ["AS", "KS", "2C", "9H", "4D"]
    assert moves(way) == []
    assert table.session.hand_order.sorted_by(0) is None


def test_a_drawn_card_joins_at_the_right_end_of_an_arranged_hand(way: Way) -> None:
    table = q2j(way, "4D 2C 5S")
    way.driver.drag(corner(table, 2), corner(table, 0))
    assert shown(table) == ["5S", "4D", "2C"]
    way.key(pygame.K_d)
    assert moves(way, 1)[0] == "draw"
    until_your_turn(way, table)
    hand = shown(table)
    assert hand[:3] == ["5S", "4D", "2C"] and len(hand) == 4, hand


def test_a_drawn_card_goes_to_its_place_in_a_sorted_hand(way: Way) -> None:
    table = q2j(way, "4D 2C 5S")
    way.key(pygame.K_s)
    way.key(pygame.K_d)
    until_your_turn(way, table)
    hand = shown(table)
    assert len(hand) == 4 and hand == sorted(hand, key=by_suit), hand


def test_a_card_dragged_onto_the_discard_is_still_played(way: Way) -> None:
    table = q2j(way, "4D KS 2C 9H AS")
    way.driver.drag(corner(table, 3), corner(table, 0))
    assert shown(table)[0] == "9H"
    discard = table.layout.zones["discard"]
    way.driver.drag(corner(table, 0), (discard.cx, discard.cy))
    assert moves(way, 1)[:1] == ["play 9H"]  # (a host may have played Ada's answer already)


def test_undo_brings_back_the_order_the_hand_had(way: Way) -> None:
    table = q2j(way, "4D KS 2C 9H AS")
    way.driver.drag(corner(table, 0), corner(table, 4))
    before = shown(table)
    assert before == ["KS", "2C", "9H", "AS", "4D"]
    way.click(corner(table, 2))
    assert moves(way, 1)[0] == "play 9H"
    until_your_turn(way, table)
    way.key(pygame.K_u)
    # Across the room the undo reaches the host in a frame or more (more on a busy machine).
    way.until(lambda: moves(way) == [], 200)
    # Across the room the host's answer is taken back at the table's next frames.
    way.until(lambda: len(shown(table)) == len(before), 200)
    assert shown(table) == before, "the played card comes back to its own place"


def test_each_player_at_one_screen_keeps_their_own_order(way: Way) -> None:
    zones = {"hand:0": "4D KS 2C 9H", "hand:1": "7H 3S QH 2D", "discard": "KH"}
    table = at(way, "q2j-face-up", [YOU, BO], zones)
    way.key(pygame.K_r)
    assert shown(table) == ["2C", "4D", "9H", "KS"]
    way.click(corner(table, 2))  # the 9H
    until_your_turn(way, table)
    assert table.viewer == 1 and shown(table, 1) == ["7H", "3S", "QH", "2D"], "Bo's hand as dealt"
    way.driver.drag(corner(table, 3, seat=1), corner(table, 0, seat=1))
    assert shown(table, 1) == ["2D", "7H", "3S", "QH"]
    way.click(corner(table, 1, seat=1))  # the 7H
    until_your_turn(way, table)
    assert table.viewer == 0 and shown(table) == ["2C", "4D", "KS"], "yours still sorted by rank"
    assert table.session.hand_order.order(1) == [Card.parse(c) for c in ("2D", "3S", "QH")]


def test_equal_cards_of_two_decks_stay_two_cards_when_dragged_and_sorted(way: Way) -> None:
    hand = "7H 2S 7H KD X 5C 9C 10H JS QS 3D 4D 8S AH AS"
    table = at(way, "quatorze", [YOU, ADA], {"hand:0": hand, "hand:1": "3H 5H 6S"})
    way.driver.drag(corner(table, 2), corner(table, 0))
    after = hand.split()
    after.insert(0, after.pop(2))
    assert shown(table) == after
    assert shown(table).count("7H") == 2
    way.key(pygame.K_s)
    assert shown(table) == sorted(hand.split(), key=by_suit)
    table.arrange_hand([Card.parse(c) for c in ("7H", "8S", "7H")])
    assert shown(table)[:3] == ["7H", "8S", "7H"] and len(shown(table)) == 15
    assert table.session.hand_order.sorted_by(0) is None


def test_either_of_two_equal_cards_makes_the_move_that_names_it() -> None:
    rules = make_rules(load_catalog([]).get("q2j"))
    cards = {"hand:0": tuple(Card.parse(c) for c in ("JH", "2S", "JH")), "discard": (Card.parse("KH"),)}
    display = Display(View("q2j", "q2j", 0, 2, 0, 0, False, (), by_zone(cards), {}, {}))
    interaction = Interaction(adapter_for(rules))
    interaction.refresh([rules.parse_action("play JH"), rules.parse_action("joe JH")], display, 0)
    assert interaction.playable() == {("hand:0", 0), ("hand:0", 2)}
    assert [str(g.action) for g in interaction.buttons()] == ["joe JH"], "one button per move"
    interaction.click(("hand:0", 2))
    assert interaction.selected == [("hand:0", 2)], "the copy clicked is the one lifted"
    outcome = interaction.click(("discard", -1))
    assert outcome.kind == "apply" and str(outcome.action) == "play JH"


def test_a_continued_game_shows_each_hand_as_its_player_left_it(driver: Driver) -> None:
    driver.setup_game("q2j", 2, [HUMAN, "medium"])
    table = human_turn(driver)
    driver.drag(corner(table, 0), corner(table, len(shown(table)) - 1))
    left = shown(table)
    assert left != [str(card) for card in table.session.view(0).zones[Zone.parse("hand:0")]], (
        "arranged, not as dealt"
    )
    driver.close()

    again = Driver()
    try:
        again.click_button("Continue")
        table = human_turn(again)
        assert shown(table) == left
        again.key(pygame.K_s)
    finally:
        again.close()
    last = Driver()
    try:
        last.click_button("Continue")
        table = human_turn(last)
        assert table.session.hand_order.sorted_by(0) is SortBy.SUIT
        assert shown(table) == sorted(left, key=by_suit)
    finally:
        last.close()


def test_a_hand_order_the_table_cannot_read_is_dropped_not_the_save(tmp_path: Path) -> None:
    path = tmp_path / "save.yaml"
    path.write_text(
        "version: 1\nvariant: q2j\nseed: 3\nseats: [{name: You}, {name: Ada, kind: ai, level: easy}]\n"
        "rounds: [[]]\nhands: {0: {sort: sideways, order: 7H ZZ 2S}, x: 5}\n",
        encoding="utf-8",
    )
    save = saves.read(path)
    order = HandOrder.from_data(save.hands)
    assert order.sorted_by(0) is None
    assert order.order(0) == [Card.parse("7H"), Card.parse("2S")]


def test_the_hand_makes_room_while_a_card_is_dragged_and_closes_up_if_it_leaves(way: Way) -> None:
    table = q2j(way, "4D KS 2C 9H AS")

    def move(pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        way.step()

    start = corner(table, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    way.step()
    move(corner(table, 2))
    assert shown(table) == ["KS", "2C", "4D", "9H", "AS"], "the 4D shown at its new place"
    move(corner(table, 4))
    assert shown(table) == ["KS", "2C", "9H", "AS", "4D"]
    move(table.layout.center)
    assert shown(table) == ["4D", "KS", "2C", "9H", "AS"], "off the hand: as it was"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.layout.center, button=1))
    way.step()
    assert shown(table) == ["4D", "KS", "2C", "9H", "AS"] and moves(way) == []
