"""Crazy Jokers' announcements: the lead's picks, declarations, trades, the 2♠, steals and the
Big Flush."""

from __future__ import annotations

from ...events import Announcement


class CrazyJokersAnnouncement(Announcement):
    """What Crazy Jokers announces."""

    CONTRACT = "contract"  # a contract completed (detail: the contract and its points)
    DECLARE = "declare"  # a contract declared (detail: the contract)
    FLUSH_BROKEN = "flush-broken"
    FLUSH_LAID = "flush-laid"  # detail: the suit
    FLUSH_WAITS = "flush-waits"  # detail: the turns still to wait
    FORCE = "force"  # the 2♠ laid (detail: the seat looked at)
    PASS = "pass"
    PICK_AGAIN = "pick-again"  # a tie for the lead (detail: the seats that pick again)
    PICKED_JOKER = "picked-joker"
    STEAL = "steal"  # detail: the seat stolen from
    TRADE_ACCEPTED = "trade-accepted"
    TRADE_DECLINED = "trade-declined"
    TRADE_OFFERED = "trade-offered"  # detail: the seat offered the trade
