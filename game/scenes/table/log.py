"""The move log in words, as each seat may read it.

A line has a public text and, when a card was seen by one seat only (a draw
into their hand), a private text for that seat: in hot-seat play each human
reads only what they may know.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine import Card
from ...engine.events import (
    Announced,
    Announcement,
    Battle,
    DrawSkipped,
    Event,
    GameOver,
    Moved,
    OutReason,
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


@dataclass(frozen=True, slots=True)
class LogLine:
    public: str
    private: str | None = None
    readers: tuple[int, ...] = ()  # the seats that read ``private``
    strong: bool = False  # headline events (Q Squared, a win) stand out

    def for_seat(self, seat: int) -> str:
        return self.private if self.private is not None and seat in self.readers else self.public


def _zone_words(zone: str, names: dict[int, str], actor: int | None = None) -> str:
    """A zone as a player says it: "Basil's resource pile", "the discard pile", or "their
    resource pile" when it is the ``actor``'s own."""
    seat = seat_of_zone(zone)
    kind = zone.split(":")[0]
    name = names.get(seat, "") if seat is not None else ""
    owner = "the " if seat is None else "their " if seat == actor else whose(name) + " "
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


def card_words(card: Card) -> str:
    """One card as the log writes it, suit symbols as players read them: "the 9♠", "the joker"."""
    return "the joker" if card.is_joker else f"the {card.symbol()}"


def cards_words(cards: Sequence[Card | None]) -> str:
    """Cards in a line, those not seen as a count: "the 9♠", "the 9♠ and the Q♥", "a card",
    "2 cards"."""
    known = [card_words(card) for card in cards if card is not None]
    hidden = len(cards) - len(known)
    if hidden:
        known.append("a card" if hidden == 1 else f"{hidden} cards")
    if len(known) == 1:
        return known[0]
    return ", ".join(known[:-1]) + " and " + known[-1]


def describe_move(
    moves: Sequence[Moved],
    names: dict[int, str],
    public: Sequence[Card | None],
    private: Sequence[Card | None] | None,
    readers: tuple[int, ...],
) -> LogLine:
    """Cards moved together from one zone to another, in one line: each card named to everyone
    when its ``public`` entry is, else named (``private``) only to the ``readers``, the seats
    that know it."""
    event = moves[0]
    src, dst = event.source, event.target
    src_seat, dst_seat = seat_of_zone(src), seat_of_zone(dst)
    mover = src_seat if src_seat is not None else dst_seat
    actor = names.get(mover if mover is not None else -1, "")
    several = len(moves) > 1

    def line(template: str) -> LogLine:
        # Names are typed by players, so the cards go in by replacement, never by format().
        template = template.replace("{goes}", "go" if several else "goes")
        text_public = _capital(template.replace("{card}", cards_words(public)))
        if private is not None and private != public:
            text_private = _capital(template.replace("{card}", cards_words(private)))
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
        return line(says(actor, "takes") + f" {{card}} back from {_zone_words(src, names, mover)}")
    if src.startswith("pile:") and dst.startswith("field:"):
        return line(says(actor, "turns") + " up {card}")
    if src.startswith("hand:") and dst.startswith("field:"):
        return line(says(actor, "lays") + f" {{card}} on {_zone_words(dst, names, mover)}")
    if dst == "discard":
        return line(f"{{card}} {{goes}} from {_zone_words(src, names)} to the discard pile")
    return line(f"{{card}} {{goes}} from {_zone_words(src, names)} to {_zone_words(dst, names, src_seat)}")


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
        attacker = f"{whose(a_owner, start=True)} {event.attacker.symbol()}"
        return LogLine(f"{attacker} {verb} {whose(d_owner)} {event.defender.symbol()}")
    if isinstance(event, Turned):
        who = names.get(seat_of_zone(event.zone) or 0, "")
        verb = "exhausts" if event.state == "exhausted" else "recovers"
        return LogLine(f"{says(who, verb)} {card_words(event.card)}")
    if isinstance(event, Revealed):
        return LogLine(f"{_capital(_zone_words(event.zone, names))} shows {card_words(event.card)}")
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


def describe_private_reveal(
    reveals: list[Revealed], names: dict[int, str], told: LogLine | None = None
) -> LogLine:
    """Cards shown to one seat only (the 2♠ look, one's own hand on declaring): everyone reads
    who looked at which hand, and only that seat reads the cards. ``told``, the line of the
    announcement that showed them ("Ada lays the 2♠ to look at Basil's hand", "Ada declares …"),
    takes the cards for that seat instead of a line of their own."""
    first = reveals[0]
    seer = first.audience[0]
    owner = _seat_or_none(first.zone)
    who = names.get(seer, "")
    owners = "their" if owner == seer else whose(names.get(owner, ""))
    cards = " ".join(event.card.symbol() for event in reveals)
    if told is not None:
        # An announcement of a look ends with the hand looked at; a declaration shows one's own.
        private = f"{told.public}: {cards}" if owner != seer else f"{told.public} · your hand: {cards}"
        return LogLine(told.public, private, (seer,), told.strong)
    mine = "Your hand" if owner == seer else f"{names.get(owner, '')}'s hand"
    return LogLine(f"{says(who, 'looks')} at {owners} hand", f"{mine}: {cards}", (seer,))


def revealing_announcement(events: Sequence[Event], seer: int) -> Announced | None:
    """The announcement by ``seer`` that showed them cards no one else sees (a declaration turns
    one's own hand up, the 2♠ shows another's), if the action made one."""
    for event in events:
        if isinstance(event, Announced) and event.seat == seer and event.what in SHOWS_A_HAND:
            return event
    return None


SHOWS_A_HAND = frozenset({Announcement.DECLARE, Announcement.FORCE})


# Announcements that tell the card their player put down first (a joker played to steal, the
# 2♠ laid to look): that card's own move is not told again.
TELLS_ITS_CARD = frozenset({Announcement.STEAL, Announcement.FORCE})
TO_THE_PILE = ("discard", "waste")


def move_lines(
    events: Sequence[Event],
    names: dict[int, str],
    public_card: Callable[[Moved], Card | None],
    knowers: Callable[[Moved], tuple[int, ...]],
) -> list[LogLine]:
    """One action's events as log lines, one line per thing that happened: cards moved together
    from one zone to another in one line, a card whose announcement tells it ("plays a joker:
    2 cards from Basil") not told again as a discard, the cards an eliminated player leaves
    with the elimination. ``public_card`` is the card a move may name to everyone (or None);
    ``knowers`` the seats that know it without being shown it. Reveals to one seat only are
    left out (``describe_private_reveal`` tells them)."""
    lines: list[LogLine] = []
    at = 0
    while at < len(events):
        event = events[at]
        if isinstance(event, Moved):
            if _told_by_next(events, at):
                at += 1
                continue
            seats = knowers(event)
            group = [event]
            for after in events[at + 1 :]:
                if not isinstance(after, Moved) or (after.source, after.target) != (
                    event.source,
                    event.target,
                ):
                    break
                if knowers(after) != seats:
                    break
                group.append(after)
            public = [public_card(move) for move in group]
            private = [move.card for move in group] if seats else None
            lines.append(describe_move(group, names, public, private, seats))
            at += len(group)
            continue
        if isinstance(event, PlayerOut) and event.reason == OutReason.ELIMINATED:
            left = _left_behind(events, at + 1, event.seat)
            line = describe(event, names)
            assert line is not None
            if left:
                cards = " ".join("joker" if c is None else c.symbol() for c in map(public_card, left))
                line = LogLine(
                    f"{line.public}: {cards} {'go' if len(left) > 1 else 'goes'} to the discard pile",
                    strong=True,
                )
            lines.append(line)
            at += 1 + len(left)
            continue
        if not (isinstance(event, Revealed) and event.audience):
            line = describe(event, names)
            if line is not None:
                lines.append(line)
        at += 1
    return lines


def _told_by_next(events: Sequence[Event], at: int) -> bool:
    """Whether the move at ``at`` is the card the next event's announcement is made with."""
    move, after = events[at], events[at + 1] if at + 1 < len(events) else None
    return (
        isinstance(move, Moved)
        and isinstance(after, Announced)
        and after.what in TELLS_ITS_CARD
        and move.target in TO_THE_PILE
        and seat_of_zone(move.source) == after.seat
    )


def _left_behind(events: Sequence[Event], start: int, seat: int) -> list[Moved]:
    """The moves right after ``seat`` is eliminated that take its cards to the discard pile."""
    found: list[Moved] = []
    for event in events[start:]:
        if (
            not isinstance(event, Moved)
            or seat_of_zone(event.source) != seat
            or event.target not in TO_THE_PILE
        ):
            break
        found.append(event)
    return found


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

    def replace_last(self, line: LogLine) -> None:
        self.lines[-1] = line
        self.version += 1

    def take_back(self, deal: int, kept: int) -> None:
        """Drop the lines of ``deal``'s actions from index ``kept`` on: they were undone."""
        keep = [i for i, move in enumerate(self.moves) if move is None or move[0] != deal or move[1] < kept]
        self.lines = [self.lines[i] for i in keep]
        self.moves = [self.moves[i] for i in keep]
        self.version += 1
