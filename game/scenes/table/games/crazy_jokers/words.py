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
from .....engine.notation_error import MAX_DIGITS
from .....i18n import N_, _, fill, ngettext
from .....i18n.cards import rank_letter
from .....i18n.typed_numbers import whole_up_to
from .....i18n.words import long_date
from .....play.grammar import Owned, capital, is_you, said
from ...words.sentences import HAND, symbol

_LARGEST: Final = 10**MAX_DIGITS - 1  # the largest number an announcement's detail carries

TITLES = {
    Contract.FULL_FULL_HOUSE: N_("Full Full House"),
    Contract.FIXED_STRAIGHT: N_("Fixed Straight"),
    Contract.BIG_FLUSH: N_("Big Flush"),
    Contract.FACED_BY_EVENS: N_("Faced by Evens"),
    Contract.BIRTHDAY_WISH: N_("A Birthday Wish"),
    Contract.ODD_MAN_OUT: N_("Odd Man Out"),
    Contract.NO_HAND_HAND: N_("No Hand Hand"),
}
REMINDERS = {
    Contract.FULL_FULL_HOUSE: N_("four of one rank 2–10 and three of J, Q, K or A; jokers in the four"),
    Contract.FIXED_STRAIGHT: N_("seven ranks in a row with a natural queen (Q K A 2 … wraps); jokers in"),
    Contract.BIG_FLUSH: N_("seven of one suit (♣55 ♦60 ♥65 ♠70), no jokers; laid down to wait"),
    Contract.FACED_BY_EVENS: N_("J, Q, K, A and three of one even rank; jokers for the faces"),
    Contract.BIRTHDAY_WISH: N_("your birthday as cards: month, day, year (0 = K, 1 = A); jokers in"),
    Contract.ODD_MAN_OUT: N_("3, 5, 7, 9 and two more odd cards, plus a J (80) or a K (85); no jokers"),
    Contract.NO_HAND_HAND: N_("shed on the waste: same rank, one or two up, one down; an empty hand wins"),
}
SUIT_GLYPHS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def title(contract: object) -> str:
    """A contract's name from its notation word (``big-flush`` → ``Big Flush``)."""
    try:
        return _(TITLES[Contract(str(contract))])
    except ValueError:
        return str(contract)


def reminder(contract: Contract) -> str:
    """What a contract asks for, in a line."""
    return _(REMINDERS[contract])


def value_text(contract: Contract) -> str:
    return VALUE_TEXT[contract]


def rank_word(rank: int) -> str:
    """A rank as the cards' corners show it: "K", in French "R"."""
    return rank_letter(rank)


def birthday_cards(birthday: datetime.date) -> str:
    """The ranks a birthday asks for, in the date's own order: 23 July 1995 is "7 2 3 A 9 9 5"."""
    return " ".join(rank_word(rank) for rank in birthday_sequence(birthday))


def birthday_words(name: str, birthday: datetime.date) -> str:
    """Whose birthday a Birthday Wish was made of, and the cards it asks for, so anyone can check
    the winning hand: "Basil's birthday: 23 July 1995, as cards 7 2 3 A 9 9 5"."""
    date = long_date(birthday)
    return capital(BIRTHDAY.said(name, False, date=date, cards=birthday_cards(birthday)))


def needs_words(contract: Contract, hand: Sequence[Card], birthday: datetime.date | None) -> str:
    """What ``contract`` still needs with ``hand`` held, from the engine's ``progress``:
    "Full Full House: 7♠ 7♥ 7♦ 7♣ K♠ K♥ ✓ · need one more K"."""
    name = title(contract)
    if contract is Contract.NO_HAND_HAND:
        left = len(hand)
        return fill(
            ngettext("{name}: {n} card left to shed", "{name}: {n} cards left to shed", left),
            name=name,
            n=left,
        )
    near = progress(contract, hand, birthday)
    # The cards kept and the ranks needed in the order the contract reads (a straight as a
    # run, a birthday as its date), jokers last, rather than in the hand's order.
    order = shown_order(contract, near.target, birthday) if near.target is not None else []

    def place(rank: int) -> int:
        return order.index(rank) if rank in order else len(order)

    kept = " ".join(symbol(card) for card in sorted(near.keep, key=lambda card: place(card.rank)))
    held = f"{kept} ✓" if kept else _("nothing yet")
    if near.missing == 0:
        return fill(_("{name}: complete ({held})"), name=name, held=held)
    suit = near.target.suit if near.target is not None else None
    if suit is not None and all(rank == ANY_RANK for rank in near.needs):
        wanted = fill(_("{n} more {suit}"), n=near.missing, suit=SUIT_GLYPHS[suit])
    elif near.missing == 1:
        wanted = fill(_("one more {rank}"), rank=rank_word(near.needs[0]))
    else:
        wanted = ", ".join(rank_word(rank) for rank in sorted(near.needs, key=place))
    return fill(_("{name}: {held} · need {wanted}"), name=name, held=held, wanted=wanted)


def _seat_word(detail: str, names: Mapping[int, str]) -> str:
    seat = whole_up_to(detail, _LARGEST)  # None for '²' (str.isdigit takes it, int refuses it)
    return _("someone") if seat is None else names.get(seat, _("someone"))


# Each announcement about another seat and about the table's one person, with {other} (the seat
# aimed at; {hand}: their hand), {contract}, {points} and {suit} filled in.
SAID: Final[dict[str, tuple[str, str]]] = {
    CrazyJokersAnnouncement.DECLARE: (N_("{who} declares {contract}"), N_("You declare {contract}")),
    CrazyJokersAnnouncement.TRADE_OFFERED: (
        N_("{who} proposes a blind trade to {other}"),
        N_("You propose a blind trade to {other}"),
    ),
    CrazyJokersAnnouncement.TRADE_ACCEPTED: (
        N_("{who} accepts the trade: one card each way, unseen"),
        N_("You accept the trade: one card each way, unseen"),
    ),
    CrazyJokersAnnouncement.TRADE_DECLINED: (N_("{who} declines the trade"), N_("You decline the trade")),
    CrazyJokersAnnouncement.FORCE: (
        N_("{who} lays the 2♠ to look at {hand}"),
        N_("You lay the 2♠ to look at {hand}"),
    ),
    CrazyJokersAnnouncement.STEAL: (
        N_("{who} plays a joker: 2 cards from {other}, +30"),
        N_("You play a joker: 2 cards from {other}, +30"),
    ),
    CrazyJokersAnnouncement.FLUSH_LAID: (
        N_("{who} lays a Big Flush in {suit}"),
        N_("You lay a Big Flush in {suit}"),
    ),
    CrazyJokersAnnouncement.PICKED_JOKER: (N_("{who} picks a joker: +75"), N_("You pick a joker: +75")),
    CrazyJokersAnnouncement.CONTRACT: (
        N_("{who} completes {contract} ({points})"),
        N_("You complete {contract} ({points})"),
    ),
    CrazyJokersAnnouncement.PASS: (
        N_("{who} has nothing else to do: a pass"),
        N_("You have nothing else to do: a pass"),
    ),
}
FLUSH: Final = Owned(N_("{owner}'s Big Flush"), N_("their Big Flush"), N_("your Big Flush"))
BIRTHDAY: Final = Owned(
    N_("{owner}'s birthday: {date}, as cards {cards}"),
    N_("their birthday: {date}, as cards {cards}"),
    N_("your birthday: {date}, as cards {cards}"),
)


def announcement_words(event: Announced, who: str, names: Mapping[int, str]) -> str | None:
    """A banner (and log line) for Crazy Jokers' announcements, the verb agreeing with the
    name ("Ada declares", "You declare"); ``None`` for any other."""
    what, detail = event.what, event.detail
    flush = capital(FLUSH.said(who, False))
    if what == CrazyJokersAnnouncement.FLUSH_WAITS:
        turns = whole_up_to(detail, _LARGEST) or 0
        waits = ngettext("{flush} waits: {n} turn to go", "{flush} waits: {n} turns to go", turns)
        return fill(waits, flush=flush, n=detail)
    if what == CrazyJokersAnnouncement.FLUSH_BROKEN:
        return fill(_("{flush} is broken: the cards go back to the hand"), flush=flush)
    if what == CrazyJokersAnnouncement.PICK_AGAIN:
        seats = (whole_up_to(seat, _LARGEST) for seat in detail.split())
        tied = ", ".join(names.get(seat, "?") for seat in seats if seat is not None)
        return fill(_("A tie for the lead: {tied} pick again"), tied=tied)
    if what not in SAID:
        return None
    other_said, you_said = SAID[what]
    contract, _space, points = detail.partition(" ")
    other = _seat_word(detail, names)
    return said(
        who,
        other_said,
        you_said,
        other=_("you") if is_you(other) else other,
        hand=HAND.said(other, False),
        contract=title(contract),
        points=points,
        suit=SUIT_GLYPHS.get(detail, detail),
    )


def curtain_note(phase: Phase, mover: int, name: Callable[[int], str]) -> str:
    """Why the person coming to the screen decides now although it is not their turn: a trade
    proposed to them (and nothing of what is offered)."""
    if phase is Phase.ANSWER and mover >= 0:
        return said(
            name(mover),
            N_("{who} proposes a blind trade: accept or decline"),
            N_("You propose a blind trade: accept or decline"),
        )
    return ""
