"""The move log in words, as each seat may read it.

A line has a public text and, when a card was seen by one seat only (a draw
into their hand), a private text for that seat: in hot-seat play each human
reads only what they may know.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...engine import Card
from ...engine.events import (
    Announced,
    Battle,
    DrawSkipped,
    Event,
    GameOver,
    Moved,
    PlayerOut,
    Reshuffled,
    Revealed,
    TurnCapReached,
    Turned,
)
from ...engine.rules import seat_of_zone
from .choreography import announcement
from .grammar import says, whose

LIMIT = 200

# A card in the engine's notation, standing alone: "QC", "10S", "AD" (not inside a word).
_NOTATION = re.compile(r"(?<![\w])(10|[2-9AJQK])([SHDC])(?![\w])")


def with_suit_glyphs(text: str) -> str:
    """The rules' and the bots' words with each card written as a player reads it.

    >>> with_suit_glyphs("no face card may go on an ace: QC on AS (rule 4)")
    'no face card may go on an ace: Q♣ on A♠ (rule 4)'
    >>> with_suit_glyphs("play 10D: won 42% of 76 simulated futures")
    'play 10♦: won 42% of 76 simulated futures'
    """
    return _NOTATION.sub(lambda match: Card.parse(match.group(0)).symbol(), text)


@dataclass(frozen=True, slots=True)
class LogLine:
    public: str
    private: str | None = None
    readers: tuple[int, ...] = ()  # the seats that read ``private``
    strong: bool = False  # headline events (Q Squared, a win) stand out

    def for_seat(self, seat: int) -> str:
        return self.private if self.private is not None and seat in self.readers else self.public


def _zone_words(zone: str, names: dict[int, str]) -> str:
    seat = seat_of_zone(zone)
    kind = zone.split(":")[0]
    name = names.get(seat, "") if seat is not None else ""
    owner = "the " if seat is None else whose(name) + " "
    if kind == "field" and zone.count(":") == 2:
        return f"{owner}field position {int(zone.split(':')[2]) + 1}"
    words = {
        "discard": "discard pile",
        "stock": "stock",
        "resource": "resource pile",
        "pile": "pile",
        "flush": "Big Flush",
    }
    return owner + words.get(kind, kind)


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def describe_move(
    event: Moved, names: dict[int, str], public: Card | None, private: Card | None, readers: tuple[int, ...]
) -> LogLine:
    """A move in words: the card named to everyone when ``public``, else named (as ``private``)
    only to the ``readers``, the seats that know it."""
    src, dst = event.source, event.target
    src_seat, dst_seat = seat_of_zone(src), seat_of_zone(dst)
    actor = names.get(src_seat if src_seat is not None else dst_seat if dst_seat is not None else -1, "")

    def card_words(card: Card | None) -> str:
        return "the " + card.name() if card is not None else "a card"

    def line(template: str) -> LogLine:
        # Names are typed by players, so the card goes in by replacement, never by format().
        text_public = _capital(template.replace("{card}", card_words(public)))
        if private is not None and public is None:
            text_private = _capital(template.replace("{card}", card_words(private)))
            return LogLine(text_public, text_private, readers)
        return LogLine(text_public)

    if src.startswith("hand:") and dst == "discard":
        return line(says(actor, "plays") + " {card}")
    crazy_jokers = _crazy_jokers_move(event, names)
    if crazy_jokers is not None:
        return line(crazy_jokers)
    if dst.startswith("hand:") and (src == "stock" or src.startswith("pile")):
        return line(says(names.get(dst_seat or 0, ""), "draws") + " {card}")
    if dst.startswith("hand:") and src.startswith("resource:"):
        return line(says(actor, "takes") + " {card} from their resource pile")
    if dst.startswith("hand:") and src.startswith("field:"):
        return line(says(actor, "takes") + f" {{card}} back from {_zone_words(src, names)}")
    if src.startswith("pile:") and dst.startswith("field:"):
        return line(says(actor, "turns") + " up {card}")
    if src.startswith("hand:") and dst.startswith("field:"):
        return line(says(actor, "lays") + f" {{card}} on {_zone_words(dst, names)}")
    if dst == "discard":
        return line(f"{{card}} goes from {_zone_words(src, names)} to the discard pile")
    return line(f"{{card}} goes from {_zone_words(src, names)} to {_zone_words(dst, names)}")


def _seat_or_none(zone: str) -> int:
    seat = seat_of_zone(zone)
    return -1 if seat is None else seat


def _crazy_jokers_move(event: Moved, names: dict[int, str]) -> str | None:
    """Crazy Jokers' moves: the lead's picks, the waste, a blind trade's offer, cards taken from
    another hand, a Big Flush laid and broken (a template with ``{card}``, or ``None``)."""
    src, dst = event.source, event.target
    giver, getter = (names.get(_seat_or_none(zone), "") for zone in (src, dst))
    if src.startswith("hand:") and dst == "picked":
        return says(giver, "picks") + " {card} for the lead"
    if src.startswith("hand:") and dst == "waste":
        return says(giver, "discards") + " {card}"
    if dst.startswith("hand:") and src == "waste":
        return says(getter, "takes") + " {card} from the waste"
    if dst == "offer":
        return says(giver, "offers") + " {card} face down"
    if src == "offer":
        return says(getter, "gets") + " {card} from the offer"
    if src.startswith("hand:") and dst.startswith("hand:"):
        return says(getter, "takes") + f" {{card}} from {_zone_words(src, names)}"
    if dst.startswith("flush:"):
        return says(giver, "lays") + " {card} in a Big Flush"
    if src.startswith("flush:"):
        return "{card} goes back from " + _zone_words(src, names) + " to the hand"
    return None


def describe(event: Event, names: dict[int, str]) -> LogLine | None:
    """Words for every event but moves (which need to know who saw the card)."""
    if isinstance(event, Announced):
        return LogLine(announcement(event, names), strong=event.what in ("q-squared", "joe"))
    if isinstance(event, Battle):
        a_owner = names.get(seat_of_zone(event.attacker_zone) or 0, "")
        d_owner = names.get(seat_of_zone(event.defender_zone) or 0, "")
        verb = {"win": "beats", "lose": "loses to", "tie": "ties with"}.get(event.outcome, "meets")
        attacker = f"{whose(a_owner, start=True)} {event.attacker.name()}"
        return LogLine(f"{attacker} {verb} {whose(d_owner)} {event.defender.name()}")
    if isinstance(event, Turned):
        who = names.get(seat_of_zone(event.zone) or 0, "")
        verb = "exhausts" if event.state == "exhausted" else "recovers"
        return LogLine(f"{says(who, verb)} the {event.card.name()}")
    if isinstance(event, Revealed):
        return LogLine(f"{_zone_words(event.zone, names).capitalize()} shows the {event.card.name()}")
    if isinstance(event, Reshuffled):
        return LogLine(f"The discard pile is shuffled into a new stock ({event.count} cards)")
    if isinstance(event, DrawSkipped):
        return LogLine(f"No card left for {names.get(event.seat, '')} to draw")
    if isinstance(event, PlayerOut):
        who = names.get(event.seat, "")
        return LogLine(
            says(who, "is") + (" out of cards" if event.reason == "emptied" else " eliminated"), strong=True
        )
    if isinstance(event, TurnCapReached):
        turns = f"{event.turns} turn{'' if event.turns == 1 else 's'}"
        return LogLine(f"The turn cap ends the deal after {turns}", strong=True)
    if isinstance(event, GameOver):
        winners = ", ".join(names.get(s, "") for s in event.winners) or "Nobody"
        return LogLine(says(winners, "wins" if len(event.winners) == 1 else "win"), strong=True)
    return None


def describe_private_reveal(reveals: list[Revealed], names: dict[int, str]) -> LogLine:
    """Cards shown to one seat only (the 2♠ look, one's own hand on declaring): everyone reads
    who looked at which hand, and only that seat reads the cards."""
    first = reveals[0]
    seer = first.audience[0]
    owner = _seat_or_none(first.zone)
    who = names.get(seer, "")
    owners = "their" if owner == seer else whose(names.get(owner, ""))
    cards = " ".join(event.card.symbol() for event in reveals)
    mine = "Your hand" if owner == seer else f"{names.get(owner, '')}'s hand"
    return LogLine(f"{says(who, 'looks')} at {owners} hand", f"{mine}: {cards}", (seer,))


Move = tuple[int, int]  # (deal number, index of the action in that deal's log)


class MoveLog:
    def __init__(self) -> None:
        self.lines: list[LogLine] = []
        # The move each line tells of (None: a note, such as a deal starting), so an undo
        # can take its lines back.
        self.moves: list[Move | None] = []
        self.version = 0  # bumped on change, so the renderer knows to redraw the panel

    def add(self, line: LogLine, move: Move | None = None) -> None:
        self.lines.append(line)
        self.moves.append(move)
        del self.lines[:-LIMIT]
        del self.moves[:-LIMIT]
        self.version += 1

    def take_back(self, deal: int, kept: int) -> None:
        """Drop the lines of ``deal``'s actions from index ``kept`` on: they were undone."""
        keep = [i for i, move in enumerate(self.moves) if move is None or move[0] != deal or move[1] < kept]
        self.lines = [self.lines[i] for i in keep]
        self.moves = [self.moves[i] for i in keep]
        self.version += 1
