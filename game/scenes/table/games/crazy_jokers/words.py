"""Crazy Jokers in a player's words at the table: the contracts, their reminders, what one's
contract still needs, the banners and the log lines of its announcements."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping, Sequence
from typing import Final

from .....engine import Card
from .....engine.events import Announced
from .....engine.games.crazy_jokers.contracts import (
    ANY_RANK,
    VALUE_TEXT,
    Contract,
    birthday_sequence,
    progress,
    shown_order,
)
from .....engine.games.crazy_jokers.events import CrazyJokersAnnouncement
from .....engine.games.crazy_jokers.state import Phase
from ...grammar import says, whose

TITLES = {
    Contract.FULL_FULL_HOUSE: "Full Full House",
    Contract.FIXED_STRAIGHT: "Fixed Straight",
    Contract.BIG_FLUSH: "Big Flush",
    Contract.FACED_BY_EVENS: "Faced by Evens",
    Contract.BIRTHDAY_WISH: "A Birthday Wish",
    Contract.ODD_MAN_OUT: "Odd Man Out",
    Contract.NO_HAND_HAND: "No Hand Hand",
}
REMINDERS = {
    Contract.FULL_FULL_HOUSE: "four of one rank 2–10 and three of J, Q, K or A; jokers in the four",
    Contract.FIXED_STRAIGHT: "seven ranks in a row with a natural queen (Q K A 2 … wraps); jokers in",
    Contract.BIG_FLUSH: "seven of one suit (♣55 ♦60 ♥65 ♠70), no jokers; laid down to wait",
    Contract.FACED_BY_EVENS: "J, Q, K, A and three of one even rank; jokers for the faces",
    Contract.BIRTHDAY_WISH: "your birthday as cards: month, day, year (0 = K, 1 = A); jokers in",
    Contract.ODD_MAN_OUT: "3, 5, 7, 9 and two more odd cards, plus a J (80) or a K (85); no jokers",
    Contract.NO_HAND_HAND: "shed on the waste: same rank, one or two up, one down; an empty hand wins",
}
RANK_WORDS = {1: "A", 11: "J", 12: "Q", 13: "K"}
SUIT_GLYPHS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def title(contract: object) -> str:
    """A contract's name from its notation word (``big-flush`` → ``Big Flush``)."""
    try:
        return TITLES[Contract(str(contract))]
    except ValueError:
        return str(contract)


def value_text(contract: Contract) -> str:
    return VALUE_TEXT[contract]


def rank_word(rank: int) -> str:
    return RANK_WORDS.get(rank, str(rank))


def birthday_cards(birthday: datetime.date) -> str:
    """The ranks a birthday asks for, in the date's own order: 23 July 1995 is "7 2 3 A 9 9 5"."""
    return " ".join(rank_word(rank) for rank in birthday_sequence(birthday))


def birthday_words(name: str, birthday: datetime.date) -> str:
    """Whose birthday a Birthday Wish was made of, and the cards it asks for, so anyone can check
    the winning hand: "Basil's birthday: 23 July 1995, as cards 7 2 3 A 9 9 5"."""
    date = f"{birthday.day} {birthday:%B %Y}"
    return f"{whose(name, start=True)} birthday: {date}, as cards {birthday_cards(birthday)}"


def needs_words(contract: Contract, hand: Sequence[Card], birthday: datetime.date | None) -> str:
    """What ``contract`` still needs with ``hand`` held, from the engine's ``progress``:
    "Full Full House: 7♠ 7♥ 7♦ 7♣ K♠ K♥ ✓ · need one more K"."""
    name = TITLES[contract]
    if contract is Contract.NO_HAND_HAND:
        left = len(hand)
        return f"{name}: {left} card{'s' if left != 1 else ''} left to shed"
    near = progress(contract, hand, birthday)
    # The cards kept and the ranks needed in the order the contract reads (a straight as a
    # run, a birthday as its date), jokers last, rather than in the hand's order.
    order = shown_order(contract, near.target, birthday) if near.target is not None else []

    def place(rank: int) -> int:
        return order.index(rank) if rank in order else len(order)

    kept = " ".join(card.symbol() for card in sorted(near.keep, key=lambda card: place(card.rank)))
    held = f"{kept} ✓" if kept else "nothing yet"
    if near.missing == 0:
        return f"{name}: complete ({held})"
    suit = near.target.suit if near.target is not None else None
    if suit is not None and all(rank == ANY_RANK for rank in near.needs):
        wanted = f"{near.missing} more {SUIT_GLYPHS[suit]}"
    elif near.missing == 1:
        wanted = f"one more {rank_word(near.needs[0])}"
    else:
        wanted = ", ".join(rank_word(rank) for rank in sorted(near.needs, key=place))
    return f"{name}: {held} · need {wanted}"


def _seat_word(detail: str, names: Mapping[int, str]) -> str:
    return names.get(int(detail), "someone") if detail.lstrip("-").isdigit() else "someone"


# What a seat's announcement says after its name: the verb (made to agree with the name) and the
# rest, with {other} (the seat aimed at; {others}: whose), {contract}, {points} and {suit} filled in.
SAID: Final[dict[str, tuple[str, str]]] = {
    CrazyJokersAnnouncement.DECLARE: ("declares", " {contract}"),
    CrazyJokersAnnouncement.TRADE_OFFERED: ("proposes", " a blind trade to {other}"),
    CrazyJokersAnnouncement.TRADE_ACCEPTED: ("accepts", " the trade: one card each way, unseen"),
    CrazyJokersAnnouncement.TRADE_DECLINED: ("declines", " the trade"),
    CrazyJokersAnnouncement.FORCE: ("lays", " the 2♠ to look at {others} hand"),
    CrazyJokersAnnouncement.STEAL: ("plays", " a joker: 2 cards from {other}, +30"),
    CrazyJokersAnnouncement.FLUSH_LAID: ("lays", " a Big Flush in {suit}"),
    CrazyJokersAnnouncement.PICKED_JOKER: ("picks", " a joker: +75"),
    CrazyJokersAnnouncement.CONTRACT: ("completes", " {contract} ({points})"),
    CrazyJokersAnnouncement.PASS: ("has", " nothing else to do: a pass"),
}


def announcement_words(event: Announced, who: str, names: Mapping[int, str]) -> str | None:
    """A banner (and log line) for Crazy Jokers' announcements, the verb agreeing with the
    name ("Ada declares", "You declare"); ``None`` for any other."""
    what, detail = event.what, event.detail
    owner = whose(who, start=True)
    if what == CrazyJokersAnnouncement.FLUSH_WAITS:
        return f"{owner} Big Flush waits: {detail} turn{'' if detail == '1' else 's'} to go"
    if what == CrazyJokersAnnouncement.FLUSH_BROKEN:
        return f"{owner} Big Flush is broken: the cards go back to the hand"
    if what == CrazyJokersAnnouncement.PICK_AGAIN:
        tied = ", ".join(names.get(int(seat), "?") for seat in detail.split() if seat.isdigit())
        return f"A tie for the lead: {tied} pick again"
    if what not in SAID:
        return None
    verb, rest = SAID[what]
    contract, _, points = detail.partition(" ")
    other = _seat_word(detail, names)
    filled = rest.format(
        other="you" if other == "You" else other,
        others=whose(other),
        contract=title(contract),
        points=points,
        suit=SUIT_GLYPHS.get(detail, detail),
    )
    return says(who, verb) + filled


def curtain_note(phase: Phase, mover: int, name: Callable[[int], str]) -> str:
    """Why the person coming to the screen decides now although it is not their turn: a trade
    proposed to them (and nothing of what is offered)."""
    if phase is Phase.ANSWER and mover >= 0:
        return f"{says(name(mover), 'proposes')} a blind trade: accept or decline"
    return ""
