"""A seat out of play says so on its name plate: here Q Squared Joe's finished seats (out of
cards); NG's eliminated ones in test_instructions."""

from __future__ import annotations

from game.play.seats import SeatConfig

from .driver import Driver
from .positions import table_at

SEATS = [SeatConfig("You", "human"), SeatConfig("Ada", "medium"), SeatConfig("Basil", "medium")]


def test_a_q2j_seat_out_of_cards_is_out_on_its_plate(driver: Driver) -> None:
    # Ada has played her last card at a three-seat elimination table; You and Basil play on.
    zones = {"hand:0": "5H 9C", "hand:1": "", "hand:2": "7D KS", "discard": "4S"}  # the rest: the stock
    table = table_at(driver, "q2j-elimination", SEATS, zones, facts={"finished": [1]})
    assert table.plate_text(1) == "Ada · out"
    assert table.plate_text(2) != "Basil · out" and table.plate_text(0) != "You · out"
