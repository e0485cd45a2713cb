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
)
from .choreography import announcement
from .grammar import says, whose
from .phrases import SHARED_PHRASES, Phrases
from .zone_names import seat_of_zone

LIMIT = 200


@dataclass(frozen=True, slots=True)
class LogLine:
    public: str
    private: str | None = None
    readers: tuple[int, ...] = ()  # the seats that read ``private``
    strong: bool = False  # headline events (Q Squared, a win) stand out

    def for_seat(self, seat: int) -> str:
        return self.private if self.private is not None and seat in self.readers else self.public


SHARED_ZONE_WORDS = {"discard": "discard pile", "stock": "stock"}


def zone_words(
    zone: str, names: dict[int, str], actor: int | None = None, phrases: Phrases = SHARED_PHRASES
) -> str:
    """A zone as a player says it: "Basil's hand", "the discard pile", or "their hand" when it
    is the ``actor``'s own; a game's own zones in its own words (``phrases``)."""
    seat = seat_of_zone(zone)
    kind = zone.split(":")[0]
    name = names.get(seat, "") if seat is not None else ""
    owner = "the " if seat is None else "their " if seat == actor else whose(name) + " "
    own = phrases.zone(zone, owner)
    if own is not None:
        return own
    return owner + {**SHARED_ZONE_WORDS, **phrases.zone_words}.get(kind, kind)


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
    phrases: Phrases = SHARED_PHRASES,
) -> LogLine:
    """Cards moved together from one zone to another, in one line: each card named to everyone
    when its ``public`` entry is, else named (``private``) only to the ``readers``, the seats
    that know it."""
    event = moves[0]
    src, dst = str(event.source), str(event.target)  # the log reads zones by name
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

    def say(zone: str, actor: int | None = None) -> str:
        return zone_words(zone, names, actor, phrases)

    if src.startswith("hand:") and dst == "discard":
        return line(says(actor, "plays") + " {card}")
    own = phrases.move(event, names, say)
    if own is not None:
        return line(own)
    if dst.startswith("hand:") and src == "stock":
        return line(says(names.get(dst_seat or 0, ""), "draws") + " {card}")
    if dst == "discard":
        return line(f"{{card}} {{goes}} from {say(src)} to the discard pile")
    return line(f"{{card}} {{goes}} from {say(src)} to {say(dst, src_seat)}")


def _seat_or_none(zone: str) -> int:
    seat = seat_of_zone(zone)
    return -1 if seat is None else seat


def describe(event: Event, names: dict[int, str], phrases: Phrases = SHARED_PHRASES) -> LogLine | None:
    """Words for every event but moves (which need to know who saw the card)."""
    if isinstance(event, Announced):
        return LogLine(announcement(event, names, phrases), strong=event.what in phrases.strong)
    if isinstance(event, Battle):
        a_owner = names.get(event.attacker_zone.seat or 0, "")
        d_owner = names.get(event.defender_zone.seat or 0, "")
        verb = {"win": "beats", "lose": "loses to", "tie": "ties with"}.get(event.outcome, "meets")
        attacker = f"{whose(a_owner, start=True)} {event.attacker.symbol()}"
        return LogLine(f"{attacker} {verb} {whose(d_owner)} {event.defender.symbol()}")
    if isinstance(event, Revealed):
        return LogLine(
            f"{_capital(zone_words(str(event.zone), names, None, phrases))} shows {card_words(event.card)}"
        )
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
    own = phrases.event(event, names)
    return LogLine(own) if own is not None else None


def describe_private_reveal(
    reveals: list[Revealed], names: dict[int, str], told: LogLine | None = None
) -> LogLine:
    """Cards shown to one seat only (the 2♠ look, one's own hand on declaring): everyone reads
    who looked at which hand, and only that seat reads the cards. ``told``, the line of the
    announcement that showed them ("Ada lays the 2♠ to look at Basil's hand", "Ada declares …"),
    takes the cards for that seat instead of a line of their own."""
    first = reveals[0]
    seer = first.audience[0]
    owner = _seat_or_none(str(first.zone))
    who = names.get(seer, "")
    owners = "their" if owner == seer else whose(names.get(owner, ""))
    cards = " ".join(event.card.symbol() for event in reveals)
    if told is not None:
        # An announcement of a look ends with the hand looked at; a declaration shows one's own.
        private = f"{told.public}: {cards}" if owner != seer else f"{told.public} · your hand: {cards}"
        return LogLine(told.public, private, (seer,), told.strong)
    mine = "Your hand" if owner == seer else f"{names.get(owner, '')}'s hand"
    return LogLine(f"{says(who, 'looks')} at {owners} hand", f"{mine}: {cards}", (seer,))


def revealing_announcement(
    events: Sequence[Event], seer: int, phrases: Phrases = SHARED_PHRASES
) -> Announced | None:
    """The announcement by ``seer`` that showed them cards no one else sees (a declaration turns
    one's own hand up, the 2♠ shows another's), if the action made one."""
    for event in events:
        if isinstance(event, Announced) and event.seat == seer and event.what in phrases.shows_a_hand:
            return event
    return None


def move_lines(
    events: Sequence[Event],
    names: dict[int, str],
    public_card: Callable[[Moved], Card | None],
    knowers: Callable[[Moved], tuple[int, ...]],
    phrases: Phrases = SHARED_PHRASES,
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
            if _told_by_next(events, at, phrases):
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
            lines.append(describe_move(group, names, public, private, seats, phrases))
            at += len(group)
            continue
        if isinstance(event, PlayerOut) and event.reason == OutReason.ELIMINATED:
            left = _left_behind(events, at + 1, event.seat, phrases.to_the_pile)
            line = describe(event, names, phrases)
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
            line = describe(event, names, phrases)
            if line is not None:
                lines.append(line)
        at += 1
    return lines


def _told_by_next(events: Sequence[Event], at: int, phrases: Phrases) -> bool:
    """Whether the move at ``at`` is the card the next event's announcement is made with."""
    move, after = events[at], events[at + 1] if at + 1 < len(events) else None
    return (
        isinstance(move, Moved)
        and isinstance(after, Announced)
        and after.what in phrases.tells_its_card
        and str(move.target) in phrases.to_the_pile
        and move.source.seat == after.seat
    )


def _left_behind(events: Sequence[Event], start: int, seat: int, piles: tuple[str, ...]) -> list[Moved]:
    """The moves right after ``seat`` is eliminated that take its cards to the discard pile."""
    found: list[Moved] = []
    for event in events[start:]:
        if not isinstance(event, Moved) or event.source.seat != seat or str(event.target) not in piles:
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
