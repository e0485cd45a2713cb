"""Quatorze's moves in the log: one line per meld, add, swap, take-back, take or discard.

The engine reports a meld card by card (a ``Moved`` each); a player reads "Basil
melds 7♠ 8♠ 9♠". Every card in these moves is shown to all, so one line serves
every seat. Draws (a hidden card) are left to the shared wording.
"""

from __future__ import annotations

from typing import Final

from .....engine import Card, View
from .....engine.events import Event, Moved
from .....engine.zones import Zone
from .....i18n import N_, _, fill
from .....play.grammar import Owned, said
from ...words.log import LogLine, describe
from ...words.sentences import card_words, symbol
from ...zone_names import seat_of_zone
from .phrases import PHRASES


def _cards(cards: list[Card], stand: str) -> str:
    """A meld's cards as a player reads them, a joker in its place with the card it stands for
    in brackets, as the refusals write it ("7♠ [joker = 8♠] 9♠")."""
    return " ".join(_in_meld(card, stand) for card in cards)


def _in_meld(card: Card, stand: str) -> str:
    if not card.is_joker:
        return symbol(card)
    return fill(_("[joker = {card}]"), card=symbol(Card.parse(stand))) if stand else _("joker")


def _card(card: Card, stand: str) -> str:
    if not card.is_joker:
        return symbol(card)
    return fill(_("a joker as the {card}"), card=symbol(Card.parse(stand))) if stand else _("a joker")


def _stand_in(final: View, zone: Zone) -> str:
    """The card the joker in meld ``zone`` stands for, from the table's marks ("" if none)."""
    return next((mark for mark in final.marks.get(zone, ()) if mark), "")


MELD: Final = Owned(N_("{owner}'s meld {n}"), N_("their meld {n}"), N_("your meld {n}"))


def _meld_words(zone: str, actor: int, names: dict[int, str]) -> str:
    owner, index = (int(part) for part in zone.split(":")[1:3])
    return MELD.said(names.get(owner, ""), owner == actor, n=str(index + 1))


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
            lines.append(
                LogLine(
                    said(
                        who,
                        N_("{who} lays {card} for the joker in {place}"),
                        N_("You lay {card} for the joker in {place}"),
                        card=card_words(cards[0]),
                        place=place,
                    )
                )
            )
        elif len(moves) == 1:
            place = _meld_words(target, seat or 0, names)
            added = _card(cards[0], stand) if cards[0].is_joker else card_words(cards[0])
            adds = said(
                who,
                N_("{who} adds {card} to {place}"),
                N_("You add {card} to {place}"),
                card=added,
                place=place,
            )
            lines.append(LogLine(adds))
        else:
            melds = _cards(cards, stand)
            lines.append(LogLine(said(who, N_("{who} melds {cards}"), N_("You meld {cards}"), cards=melds)))
    elif source.startswith("meld:"):
        taken = _cards(cards, "")
        lines.append(
            LogLine(said(who, N_("{who} takes back {cards}"), N_("You take back {cards}"), cards=taken))
        )
    elif target == "discard":
        card = card_words(cards[0])
        lines.append(LogLine(said(who, N_("{who} discards {card}"), N_("You discard {card}"), card=card)))
    elif source == "discard":
        card = card_words(cards[0])
        lines.append(
            LogLine(
                said(
                    who,
                    N_("{who} takes {card} from the discard pile"),
                    N_("You take {card} from the discard pile"),
                    card=card,
                )
            )
        )
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
