"""The instruction line says what this phase asks of the player (issue 11 items 4 and 5), at a
local table and at one hosted in this process (``both_ways``)."""

from __future__ import annotations

import pygame

from game.engine import Card
from game.engine.games.q2j import QSquared
from game.engine.zones import Zone
from game.play.seats import SeatConfig
from game.scenes.menu import MenuScene
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene

from .both_ways import Way

# The longest instruction that fits one status line beside the tool buttons (about 650 px).
MOST = 90
YOU, ADA = SeatConfig("You"), SeatConfig("Ada", "medium")


def _line(table: TableScene) -> str:
    """The instruction line, checked to fit one status line."""
    line = table.hint_text()
    assert len(line) <= MOST, line
    return line


def _labels(table: TableScene) -> list[str]:
    return [button.label for button in table.buttons]


def at(
    way: Way, variant_id: str, seats: list[SeatConfig], zones: dict[str, str], **given: object
) -> TableScene:
    """The table at this position, once You may act."""
    way.open_at(variant_id, seats, zones, **given)  # type: ignore[arg-type]
    return way.ready()


def _answering(way: Way, hand: str) -> TableScene:
    """You to answer Ada's Q Squared, holding ``hand``."""
    zones = {"hand:0": hand, "hand:1": "3H 5H", "discard": "2C QS QH"}
    facts = {"phase": "respond", "qsq_player": 1, "responders": [0]}
    return at(way, "q2j", [YOU, ADA], zones, facts=facts)


def test_after_an_opponents_q_squared_the_line_asks_for_a_jack_or_a_draw(way: Way) -> None:
    table = _answering(way, "JS 4D 9C")
    line = _line(table)
    assert "Ada played Q Squared" in line and "jack" in line and "J♠" in line and "draw (D)" in line
    assert "gold card" not in line
    assert any(label.startswith("Joe") for label in _labels(table))


def test_without_a_jack_the_line_says_the_draw_is_all_there_is(way: Way) -> None:
    table = _answering(way, "4D 9C")
    assert "no jack" in _line(table) and "draw" in _line(table)


def _drawn(way: Way, hand: str, discard: str) -> TableScene:
    """Play the drawn card: You have just drawn the last card of ``hand``."""
    zones = {"hand:0": hand, "hand:1": "3H 5H", "discard": discard}
    return at(way, "q2j-play-drawn", [YOU, ADA], zones, facts={"phase": "drawn"})


def test_a_drawn_card_may_be_played_or_kept(way: Way) -> None:
    table = _drawn(way, "4D 2C 9H", "8H")
    line = _line(table)
    assert "You drew the 9♥" in line and "keep it (P)" in line


def test_a_drawn_second_queen_says_q_squared_may_be_played(way: Way) -> None:
    """Play the drawn card, and the card drawn is a second queen: the line says both queens make
    a Q Squared (which alone may follow the K♥), and clicking them plays it."""
    table = _drawn(way, "QH 2C QS", "KH")
    line = _line(table)
    assert "Q Squared" in line and "keep it (P)" in line, line
    for queen in ("QH", "QS"):
        hand = table.display.zones["hand:0"]
        way.click(slot_center(table.layout, table.display, ("hand:0", hand.index(Card.parse(queen)))))
    way.until(lambda: any(isinstance(action, QSquared) for action in way.judge.state.log), 200)


def test_nothing_playable_says_draw(way: Way) -> None:
    table = at(way, "q2j", [YOU, ADA], {"hand:0": "4D 2C", "hand:1": "3H", "discard": "KH"})
    assert "draw" in _line(table) and "gold card" not in _line(table)


def test_war_and_ng_say_how_their_moves_are_made(way: Way) -> None:
    war = at(way, "q2j-war", [YOU, ADA], {"field:0": "9S 4D", "field:1": "5H 2C"})
    assert "attack" in _line(war) and "gold card" not in _line(war)
    ng = at(way, "q2j-ng", [YOU, ADA], {"hand:0": "9S 4D"})
    line = _line(ng)
    assert "defend" in line and "attack" in line and "T: take" in line


def test_a_queen_picked_with_another_in_hand_says_q_squared_and_offers_both_tops(way: Way) -> None:
    table = at(way, "q2j", [YOU, ADA], {"hand:0": "QS QH 3C", "hand:1": "3H", "discard": "5D"})
    assert "Q Squared" in _line(table)
    labels = _labels(table)
    assert any("Q Squared, Q♥ on top" in label for label in labels), labels
    assert any("Q Squared, Q♠ on top" in label for label in labels), labels
    hand = table.display.zones["hand:0"]
    queen = hand.index(Card.parse("QS"))
    way.click(slot_center(table.layout, table.display, ("hand:0", queen)))
    assert table.interaction.selected == [("hand:0", queen)]
    note = table.toast.words
    assert "the Q♥ too would" in note and "Q♥ on top (Q Squared)" in note, note
    assert "Q Squared, Q♥ on top" in note  # the button that does it at once
    # The button chosen decides which queen ends on top.
    button = next(b for b in table.buttons if "Q♠ on top" in b.label)
    table.interaction.selected = []
    way.click(button.rect.center)
    # Across the room the host judges it on its own thread: waited for, not counted in frames.
    way.until(lambda: any(isinstance(a, QSquared) for a in way.judge.state.log), 400)
    judge = way.judge
    # The Q Squared, and after it perhaps Ada's draw (made at once by a host).
    assert [a for a in judge.state.log if isinstance(a, QSquared)] == [
        QSquared(Card.parse("QH"), Card.parse("QS"))
    ]
    assert judge.rules.zones(judge.state)[Zone.parse("discard")][-1] == Card.parse("QS")


def test_an_eliminated_person_can_fast_forward_or_leave_and_no_move_stays_lit(way: Way) -> None:
    seats = [YOU, SeatConfig("Ada", "medium"), SeatConfig("Basil", "medium")]
    table = at(
        way,
        "q2j-ng",
        seats,
        {
            **{f"field:0:{p}": "" for p in range(1, 5)},
            "field:0:0": "5S",
            "hand:0": "",
            "resource:0": "",
        },
        to_move=0,
    )
    assert any(label.startswith("Draw") for label in _labels(table))
    # Sacrificing one's last field card knocks oneself out (the rules say so).
    way.click(slot_center(table.layout, table.display, ("field:0:0", -1)))
    for _ in range(300):
        if table.seat_out(0):
            break
        way.step()
    assert table.seat_out(0) and not table.session.over
    labels = _labels(table)
    assert "Fast-forward (F)" in labels and "Leave the deal (L)" in labels, labels
    assert not any(label.startswith(("Draw", "Take")) for label in labels), labels
    assert "You are out" in _line(table)
    way.key(pygame.K_f)
    assert table.round_end.fast_forward
    way.step(2)
    assert not way.judge.over or way.judge.state.turn > 1
    way.key(pygame.K_l)
    way.until(lambda: isinstance(way.driver.top, MenuScene), 400)


def test_the_q_squared_banner_says_only_the_others_draw() -> None:
    from game.engine.events import Announced
    from game.engine.games.q2j.events import Q2JAnnouncement
    from game.scenes.table.choreography import announcement
    from game.scenes.table.games.q2j.phrases import PHRASES

    assert (
        announcement(Announced(1, Q2JAnnouncement.Q_SQUARED), {0: "You", 1: "Ada"}, PHRASES)
        == "Q Squared! Ada makes the others draw"
    )
    assert "everyone" not in announcement(
        Announced(0, Q2JAnnouncement.Q_SQUARED), {0: "You", 1: "Ada"}, PHRASES
    )
