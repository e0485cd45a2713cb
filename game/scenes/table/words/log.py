"""The move log in words, as each seat may read it.

A line has a public text and, when a card was seen by one seat only (a draw
into their hand), a private text for that seat: in hot-seat play each human
reads only what they may know.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ....engine import Card
from ....engine.events import (
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
from ....i18n import N_, _, fill, ngettext
from ....play.grammar import YOU, capital, said
from ..choreography import announcement
from ..zone_names import seat_of_zone
from .phrases import SHARED_PHRASES, Phrases, Telling, told_by
from .sentences import (
    ANY_KIND,
    CARD_OF,
    HAND,
    SHARED_OWNED,
    battle_words,
    card_words,
    cards_words,
    no_card_to_draw,
    out_words,
    shared_zone,
    symbol,
    turn_cap_words,
    winners_words,
)

LIMIT = 200


@dataclass(frozen=True, slots=True)
class LogLine:
    public: str
    private: str | None = None
    readers: tuple[int, ...] = ()  # the seats that read ``private``
    strong: bool = False  # headline events (Q Squared, a win) stand out

    def for_seat(self, seat: int) -> str:
        return self.private if self.private is not None and seat in self.readers else self.public


def zone_words(
    zone: str, names: dict[int, str], actor: int | None = None, phrases: Phrases = SHARED_PHRASES
) -> str:
    """A zone as a player says it: "Basil's hand", "the discard pile", or "their hand" when it
    is the ``actor``'s own; a game's own zones in its own words (``phrases``)."""
    seat = seat_of_zone(zone)
    kind = zone.split(":")[0]
    if seat is None:
        return phrases.shared_zone(kind) or shared_zone(kind)
    name = names.get(seat, "")
    own = phrases.zone(zone, name, seat == actor)
    if own is not None:
        return own
    words = {**SHARED_OWNED, **phrases.zone_words}.get(kind, ANY_KIND)
    return words.said(name, seat == actor, kind=kind)


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
    count = len(moves)

    def line(telling: Telling) -> LogLine:
        text_public = capital(telling(cards_words(public), count))
        if private is not None and private != public:
            text_private = capital(telling(cards_words(private), count))
            return LogLine(text_public, text_private, readers)
        return LogLine(text_public)

    def say(zone: str, actor: int | None = None) -> str:
        return zone_words(zone, names, actor, phrases)

    if src.startswith("hand:") and dst == "discard":
        return line(told_by(actor, N_("{who} plays {cards}"), N_("You play {cards}")))
    own = phrases.move(event, names, say)
    if own is not None:
        return line(own)
    if dst.startswith("hand:") and src == "stock":
        drawer = names.get(dst_seat or 0, "")
        return line(told_by(drawer, N_("{who} draws {cards}"), N_("You draw {cards}")))
    if dst == "discard":
        return line(
            lambda cards, n: fill(
                ngettext(
                    "{cards} goes from {source} to the discard pile",
                    "{cards} go from {source} to the discard pile",
                    n,
                ),
                cards=cards,
                source=say(src),
            )
        )
    return line(
        lambda cards, n: fill(
            ngettext("{cards} goes from {source} to {target}", "{cards} go from {source} to {target}", n),
            cards=cards,
            source=say(src),
            target=say(dst, src_seat),
        )
    )


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
        attacker = CARD_OF.said(a_owner, False, card=symbol(event.attacker))
        defender = CARD_OF.said(d_owner, False, card=symbol(event.defender))
        return LogLine(battle_words(event.outcome, attacker, defender))
    if isinstance(event, Revealed):
        place = zone_words(str(event.zone), names, None, phrases)
        return LogLine(capital(fill(_("{place} shows {card}"), place=place, card=card_words(event.card))))
    if isinstance(event, Reshuffled):
        return LogLine(fill(_("The discard pile is shuffled into a new stock ({n} cards)"), n=event.count))
    if isinstance(event, DrawSkipped):
        return LogLine(no_card_to_draw(names.get(event.seat, "")))
    if isinstance(event, PlayerOut):
        return LogLine(out_words(names.get(event.seat, ""), event.reason == "emptied"), strong=True)
    if isinstance(event, TurnCapReached):
        return LogLine(turn_cap_words(event.turns), strong=True)
    if isinstance(event, GameOver):
        return LogLine(winners_words([names.get(s, "") for s in event.winners]), strong=True)
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
    cards = " ".join(symbol(event.card) for event in reveals)
    if told is not None:
        # An announcement of a look ends with the hand looked at; a declaration shows one's own.
        if owner != seer:
            private = fill(_("{told}: {cards}"), told=told.public, cards=cards)
        else:
            private = fill(_("{told} · your hand: {cards}"), told=told.public, cards=cards)
        return LogLine(told.public, private, (seer,), told.strong)
    hand = HAND.said(names.get(owner, ""), owner == seer)
    # The seer reads the cards under their own hand's name ("Your hand: …", "Basil's hand: …").
    mine = HAND.said(YOU if owner == seer else names.get(owner, ""), False)
    public = said(who, N_("{who} looks at {hand}"), N_("You look at {hand}"), hand=hand)
    return LogLine(public, fill(_("{hand}: {cards}"), hand=capital(mine), cards=cards), (seer,))


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
                cards = " ".join(_("joker") if c is None else symbol(c) for c in map(public_card, left))
                words = ngettext(
                    "{line}: {cards} goes to the discard pile",
                    "{line}: {cards} go to the discard pile",
                    len(left),
                )
                line = LogLine(fill(words, line=line.public, cards=cards), strong=True)
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
