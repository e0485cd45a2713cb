"""Quatorze's moves in the log: one line per meld, add, swap, take-back, take or discard.

The engine reports a meld card by card (a ``Moved`` each); a player reads "Basil
melds 7♠ 8♠ 9♠". Every card in these moves is shown to all, so one line serves
every seat. Draws (a hidden card) are left to the shared wording.
"""

from __future__ import annotations

from .....engine import Card, View
from .....engine.events import Event, Moved
from .....engine.zones import Zone
from ...grammar import says, whose
from ...log import LogLine, describe
from ...zone_names import seat_of_zone
from .phrases import PHRASES


def _cards(cards: list[Card], stand: str) -> str:
    """A meld's cards as a player reads them, a joker in its place with the card it stands for
    in brackets, as the refusals write it ("7♠ [joker = 8♠] 9♠")."""
    return " ".join(_in_meld(card, stand) for card in cards)


def _in_meld(card: Card, stand: str) -> str:
    if not card.is_joker:
        return card.symbol()
    return f"[joker = {Card.parse(stand).symbol()}]" if stand else "joker"


def _card(card: Card, stand: str) -> str:
    if not card.is_joker:
        return card.symbol()
    return f"a joker as the {Card.parse(stand).symbol()}" if stand else "a joker"


def _stand_in(final: View, zone: Zone) -> str:
    """The card the joker in meld ``zone`` stands for, from the table's marks ("" if none)."""
    return next((mark for mark in final.marks.get(zone, ()) if mark), "")


def _meld_words(zone: str, actor: int, names: dict[int, str]) -> str:
    owner, index = (int(part) for part in zone.split(":")[1:3])
    name = names.get(owner, "")
    owners = "their" if owner == actor else whose(name)
    return f"{owners} meld {index + 1}"


def quatorze_lines(events: list[Event], names: dict[int, str], final: View) -> list[LogLine] | None:
    """The log lines of one Quatorze action's events, or ``None`` to use the shared wording."""
    moves = [event for event in events if isinstance(event, Moved)]
    if not moves or any(str(move.source) == "stock" for move in moves):
        return None
    first = moves[0]
    source, target = str(first.source), str(first.target)  # the log reads zones by name
    seat = seat_of_zone(source if source.startswith("hand:") else target)
    who = names.get(seat if seat is not None else -1, "")
    cards = [move.card for move in moves if move.card is not None]
    lines: list[LogLine] = []
    stand = _stand_in(final, first.target)
    if source.startswith("hand:") and target.startswith("meld:"):
        back = [move for move in moves if str(move.target).startswith("hand:")]
        if back:
            place = _meld_words(target, seat or 0, names)
            lines.append(LogLine(f"{says(who, 'lays')} the {cards[0].symbol()} for the joker in {place}"))
        elif len(moves) == 1:
            place = _meld_words(target, seat or 0, names)
            added = _card(cards[0], stand) if cards[0].is_joker else f"the {cards[0].symbol()}"
            lines.append(LogLine(f"{says(who, 'adds')} {added} to {place}"))
        else:
            lines.append(LogLine(f"{says(who, 'melds')} {_cards(cards, stand)}"))
    elif source.startswith("meld:"):
        lines.append(LogLine(f"{says(who, 'takes')} back {_cards(cards, '')}"))
    elif target == "discard":
        lines.append(LogLine(f"{says(who, 'discards')} the {cards[0].symbol()}"))
    elif source == "discard":
        lines.append(LogLine(f"{says(who, 'takes')} the {cards[0].symbol()} from the discard pile"))
    else:
        return None
    # Other events keep their place around the move: "goes down with 54" comes before the
    # discard that confirms it, "goes out" after.
    ahead = events.index(first)
    told = [
        (i, describe(event, names, PHRASES)) for i, event in enumerate(events) if not isinstance(event, Moved)
    ]
    before = [line for i, line in told if line is not None and i < ahead]
    return before + lines + [line for i, line in told if line is not None and i > ahead]
