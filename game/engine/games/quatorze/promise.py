"""The taken discard's promise: can the card taken from the discard pile still be on the table
when the turn ends?

RULINGS.md: "Melded" for the taken discard includes adding it to a meld already on the table,
for a player who has gone down; for one who has not, it must be in the melds that take them
down that turn. Other cards may be laid or added first (a run extended so that the taken card
then continues it), but the taken card may not be discarded or kept in hand.

``can_place`` answers it for one position, exactly and without a search. The card goes down in
one of these ways, each using a few cards of the hand (its *route*), and any route will do as
long as a card is left for the discard:

- in a new meld: two cards of the hand make a three-card meld with it (a longer meld holds a
  three-card one, so three cards are always enough);
- added to a meld it extends: one card;
- after cards of the hand extend a run up to it (with a joker for one gap, if the run has
  none): the cards between the run's end and it, and itself;
- with the joker-swap option: laid for the joker that stands for it (no card leaves the hand,
  the joker comes in), or after swapping hand cards for jokers on the table, which frees
  those melds of their joker and brings the jokers into the hand.

Melds laid this turn by a seat that is down count as the table's; adding the card to one of
them is laying a longer meld, which the first route covers.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from ...cards import JOKER, Card
from .melds import HIGH_ACE, MAX_RUN, MIN_MELD, Meld, MeldKind, make_meld, multiset_bits, run_span
from .solver import open_ends

ALL_RANKS: Final = (1 << 13) - 1


def can_place(
    hand: Sequence[Card], card: Card, melds: Sequence[Meld], onto: Sequence[int], swaps: bool
) -> bool:
    """Whether ``card`` (in ``hand``) can go on the table this turn, a card of ``hand`` left over.

    ``melds`` are the melds on the table; ``onto`` the indices of those the card may join (every
    one for a seat that is down, its own for a seat going down this turn); ``swaps``: the seat may
    swap a card for a joker in any of ``melds`` (option ``joker_swap``, and the seat may add).
    """
    once, twice, jokers = multiset_bits(hand)
    room = len(hand) - 1  # cards that may leave the hand: one stays for the discard
    targets = [melds[index] for index in onto]
    if _fits(once, jokers, card, targets, room):
        return True
    if not swaps:
        return False
    if any(meld.joker_stand is card for meld in targets):
        return True  # laid in the joker's place
    freed = [
        (index, stand)
        for index, meld in enumerate(melds)
        if (stand := meld.joker_stand) is not None and stand is not card and once >> stand.code & 1
    ]
    for count in range(1, len(freed) + 1):
        for chosen in combinations(freed, count):
            swapped = _swapped(once, twice, jokers, melds, chosen)
            if swapped is not None:
                left, more_jokers, table = swapped
                if _fits(left, more_jokers, card, [table[index] for index in onto], room):
                    return True
    return False


def _swapped(
    once: int, twice: int, jokers: int, melds: Sequence[Meld], chosen: Sequence[tuple[int, Card]]
) -> tuple[int, int, list[Meld]] | None:
    """The hand's cards (as bits) and jokers and the table after swapping the chosen stand-ins
    for their jokers; None if the hand holds too few copies of them."""
    table = list(melds)
    for index, stand in chosen:
        bit = 1 << stand.code
        if twice & bit:
            twice ^= bit
        elif once & bit:
            once ^= bit
        else:
            return None
        jokers += 1
        table[index] = make_meld([stand if held is JOKER else held for held in melds[index].cards])
    return once, jokers, table


def _fits(once: int, jokers: int, card: Card, targets: Sequence[Meld], room: int) -> bool:
    """Some route for ``card`` with at most ``room`` cards of the hand (``once``: the distinct
    natural cards held, as bits by code; ``jokers``: how many the hand holds)."""
    if room < 1:
        return False
    if card.is_joker:
        if any(meld.joker_stand is None and open_ends(meld) for meld in targets):
            return True
        return room >= MIN_MELD and _pairs_with_joker(once)
    relevant = [
        meld
        for meld in targets
        if (
            meld.stands[0].rank == card.rank
            if meld.kind is MeldKind.SET
            else meld.stands[0].suit == card.suit
        )
    ]
    if any(card in open_ends(meld) for meld in relevant):
        return True
    places = _places(once, card.code // 13)
    if room >= MIN_MELD and _three_with(once, places, jokers, card):
        return True
    return any(
        _run_reaches(places, jokers, card, meld, room) for meld in relevant if meld.kind is MeldKind.RUN
    )


def _places(once: int, suit: int) -> int:
    """The run positions (1 a low ace … 14 a high one) of one suit's cards held, as bits."""
    row = (once >> (13 * suit)) & ALL_RANKS  # ranks A..K as bits 0..12
    return (row << 1) | ((row & 1) << HIGH_ACE)


def _positions(card: Card) -> tuple[int, ...]:
    """A natural card's run positions: an ace is low (1) or high (14)."""
    return (1, HIGH_ACE) if card.rank == 1 else (card.rank,)


def _three_with(once: int, places: int, jokers: int, card: Card) -> bool:
    """Two cards of the hand (a joker for one of them) make a three-card meld with ``card``
    (``places``: its suit's run positions held)."""
    rank_bit = 1 << (card.rank - 1)
    partners = sum(1 for suit in range(4) if once >> (13 * suit) & rank_bit) - 1  # less the card
    if partners >= 2 or (partners and jokers):
        return True
    for position in _positions(card):
        for start in range(max(1, position - 2), min(position, HIGH_ACE - 2) + 1):
            window = (0b111 << start) & ~(1 << position)  # the window's two other places
            missing = (window & ~places).bit_count()
            if missing == 0 or (missing == 1 and jokers):
                return True
    return False


def _pairs_with_joker(once: int) -> bool:
    """Two natural cards of the hand make a three-card meld with a joker: two suits of one rank,
    or one suit's cards one or two places apart."""
    a, b, c, d = ((once >> (13 * suit)) & ALL_RANKS for suit in range(4))
    if (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d):
        return True
    for suit in range(4):
        places = _places(once, suit)
        if places & (places >> 1) or places & (places >> 2):
            return True
    return False


def _run_reaches(places: int, jokers: int, card: Card, run: Meld, room: int) -> bool:
    """Cards of the hand (``places``: the suit's run positions held) extend ``run`` up to
    ``card``, which then continues it: every place between held, or one of them a joker when
    the run has none; ``room`` cards at most."""
    low, high = run_span(run)
    gaps = 1 if jokers and run.joker_stand is None else 0
    for position in _positions(card):
        if position > high + 1:
            first, last = high + 1, position - 1
        elif position < low - 1:
            first, last = position + 1, low - 1
        else:
            continue
        size = last - first + 2  # the places between, and the card
        if size > room or len(run.cards) + size > MAX_RUN:
            continue
        between = ((1 << (last + 1)) - 1) & ~((1 << first) - 1)
        if (between & ~places).bit_count() <= gaps:
            return True
    return False
