"""A private table (listening on no port: every link is this program's own window) tells each
round's end as the local score sheet shows it: why the deal ended and every seat's cards
(``round``'s private fields ``end``, ``held``, ``hand``). A table across the room never sends
them to anyone: a joiner there would read the cards the others still held."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Card

from .table import frames_heard

PRIVATE = ("end", "held", "hand")


def rounds_heard(link: str) -> list[dict[str, Any]]:
    """Every ``round`` frame a joiner at a Q Squared Joe Elimination table hears, to the end."""

    heard = frames_heard("q2j-elimination", ["remote", "random", "random"], 4321, link)
    return [message for message in heard if message["type"] == "round"]


@pytest.mark.parametrize("link", ["socket", "local"])
def test_only_a_private_table_tells_every_seats_cards_at_a_rounds_end(link: str) -> None:
    rounds = rounds_heard(link)
    assert rounds
    if link == "socket":  # listening: across the room
        assert all(not set(PRIVATE) & set(message) for message in rounds), rounds
        return
    for message in rounds:
        assert set(PRIVATE) <= set(message)
        held = message["held"]
        assert len(held) == 3 and message["end"]
        # Every seat dealt in is told, its cards as cards (a seat already out of the match: null).
        out_before = {
            seat for earlier in rounds[: message["number"] - 1] for seat in earlier["record"]["eliminated"]
        }
        assert [seat for seat, cards in enumerate(held) if cards is None] == sorted(out_before)
        assert all(Card.parse(card) for cards in held if cards for card in cards)
    # The last round ends with one player still holding cards (an Elimination deal's end), told.
    assert any(cards for cards in rounds[-1]["held"] if cards)
