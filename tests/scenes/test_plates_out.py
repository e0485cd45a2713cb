"""A seat out of play says so on its name plate: here Q Squared Joe's finished seats (out of
cards); NG's eliminated ones in test_instructions. At a local table and at one hosted in this
process (``both_ways``)."""

from __future__ import annotations

from game.play.seats import SeatConfig

from .both_ways import Way

SEATS = [SeatConfig("You", "human"), SeatConfig("Ada", "medium"), SeatConfig("Basil", "medium")]


def test_a_q2j_seat_out_of_cards_is_out_on_its_plate(way: Way) -> None:
    # Ada has played her last card at a three-seat elimination table; You and Basil play on.
    zones = {"hand:0": "5H 9C", "hand:1": "", "hand:2": "7D KS", "discard": "4S"}  # the rest: the stock
    way.open_at("q2j-elimination", SEATS, zones, facts={"finished": [1]})
    way.ready()
    plates = way.plates()
    assert plates[1] == "Ada · out"
    assert plates[2] != "Basil · out" and plates[0] != "You · out"
