"""Quatorze's actions and their notation.

A joker is always written with the card it stands for (``X=7D``), so one
notation names one action.

>>> str(parse_quatorze_action("meld 7s 7h x=7d"))
'meld 7S 7H X=7D'
>>> str(parse_quatorze_action("add X=8H meld:0:1"))
'add X=8H meld:0:1'
>>> parse_quatorze_action("discard 9C")
Discard(card=Card(9, 'C'))
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from typing import Final

from ...actions import DRAW, TAKE_TOP, Action, SharedVerb, TakeTop, Verb
from ...cards import JOKER, Card
from ...errors import NotationError
from ...notation_error import is_number
from ...zones import Zone
from .melds import IllegalMeld, make_meld, parse_meld
from .zones import QuatorzeKind, meld_zone


class QuatorzeVerb(Verb):
    """Quatorze's own verbs (with the shared draw and take)."""

    MELD = "meld"
    ADD = "add"
    SWAP = "swap"
    TAKEBACK = "takeback"
    DISCARD = "discard"


@dataclass(frozen=True, slots=True)
class MeldZone:
    """One meld on the table: seat ``owner``'s ``index``-th (zone ``meld:N:K``)."""

    owner: int
    index: int

    def __init__(self, owner: int, index: int) -> None:
        # Written out: mypyc compiles these to slot stores (see game/engine/events.py).
        object.__setattr__(self, "owner", owner)
        object.__setattr__(self, "index", index)

    def __hash__(self) -> int:
        # Written out: the dataclass's own would be interpreted Python even compiled, and a search
        # hashes tens of thousands of these a decision. The same tuple as the dataclass's.
        return hash((self.owner, self.index))

    def __str__(self) -> str:
        return f"meld:{self.owner}:{self.index}"

    @property
    def zone(self) -> Zone:
        """The zone of this meld, as events and views name it."""
        return meld_zone(self.owner, self.index)

    @staticmethod
    def of(zone: Zone) -> MeldZone:
        """The meld a ``meld:N:K`` zone is (a ``NotationError`` for any other zone)."""
        if zone.kind != QuatorzeKind.MELD or zone.seat is None or zone.position is None:
            raise NotationError(f"not a meld on the table: {str(zone)!r}")
        return MeldZone(zone.seat, zone.position)

    @staticmethod
    def parse(text: str) -> MeldZone:
        kind, _, rest = text.partition(":")
        owner, _, index = rest.partition(":")
        if kind != "meld" or not is_number(owner) or not is_number(index):
            raise NotationError(f"not a meld on the table: {text!r} (write meld:SEAT:NUMBER, e.g. meld:0:1)")
        return MeldZone(int(owner), int(index))


@dataclass(frozen=True, slots=True)
class TakeBack(Action):
    """Return this turn's melds to the hand, before they reach the opening."""

    def __str__(self) -> str:
        return QuatorzeVerb.TAKEBACK.value

    def __repr__(self) -> str:
        return "TakeBack()"


@dataclass(frozen=True, slots=True)
class Lay(Action):
    """Lay a new meld from the hand: ``cards`` in table order, ``joker_as`` the joker's stand-in."""

    cards: tuple[Card, ...]
    joker_as: Card | None = None

    def __init__(self, cards: tuple[Card, ...], joker_as: Card | None = None) -> None:
        # Written out: mypyc compiles these to slot stores (see game/engine/events.py).
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "joker_as", joker_as)

    def __hash__(self) -> int:
        return hash((self.cards, self.joker_as))  # as ``MeldZone.__hash__``

    def __str__(self) -> str:
        return f"{QuatorzeVerb.MELD} " + " ".join(card_word(card, self.joker_as) for card in self.cards)


@dataclass(frozen=True, slots=True)
class Add(Action):
    """Add one card from the hand to a meld on the table (a set to four, a run at an end)."""

    card: Card
    target: MeldZone
    joker_as: Card | None = None

    def __init__(self, card: Card, target: MeldZone, joker_as: Card | None = None) -> None:
        # Written out: mypyc compiles these to slot stores (see game/engine/events.py).
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "joker_as", joker_as)

    def __hash__(self) -> int:
        return hash((self.card, self.target, self.joker_as))  # as ``MeldZone.__hash__``

    def __str__(self) -> str:
        return f"{QuatorzeVerb.ADD} {card_word(self.card, self.joker_as)} {self.target}"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Option ``joker_swap``: lay ``card`` in place of the joker that stands for it in a meld,
    and take the joker into the hand."""

    card: Card
    target: MeldZone

    def __str__(self) -> str:
        return f"{QuatorzeVerb.SWAP} {self.card} {self.target}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """End the turn by laying one card from the hand on the discard pile."""

    card: Card

    def __hash__(self) -> int:
        return hash((self.card,))  # as ``MeldZone.__hash__``

    def __str__(self) -> str:
        return f"{QuatorzeVerb.DISCARD} {self.card}"


# Taking the discard's top is the engine's shared action, under this game's name.
Take = TakeTop
TAKE: Final = TAKE_TOP
TAKEBACK: Final = TakeBack()

USAGE: Final = (
    "draw | take | meld <cards> (a joker as X=7H) | add <card> meld:N:K | takeback | discard <card>"
    " | swap <card> meld:N:K (with joker_swap)"
)


def card_word(card: Card, joker_as: Card | None) -> str:
    """A card as an action writes it: a joker with its stand-in (a bare ``X``: none said yet,
    a move the rules judge for every card the joker could stand for)."""
    if card is not JOKER:
        return str(card)
    return "X" if joker_as is None else f"X={joker_as}"


def parse_quatorze_action(text: str) -> Action:
    """Read one action; a valid meld's cards come back in table order."""
    words = text.split()
    if not words:
        raise NotationError(f"empty action; write {USAGE}")
    verb, args = words[0].lower(), words[1:]
    simple: dict[str, Action] = {
        SharedVerb.DRAW: DRAW,
        SharedVerb.TAKE: TAKE,
        QuatorzeVerb.TAKEBACK: TAKEBACK,
    }
    if not args and verb in simple:
        return simple[verb]
    if verb == QuatorzeVerb.DISCARD and len(args) == 1:
        return Discard(Card.parse(args[0]))
    if verb == QuatorzeVerb.MELD and args:
        cards, joker_as = parse_meld(" ".join(args))
        with suppress(IllegalMeld):  # an invalid meld stays as written; the rules say why
            cards = list(make_meld(cards, joker_as).cards)
        return Lay(tuple(cards), joker_as)
    if verb == QuatorzeVerb.ADD and len(args) == 2:
        cards, joker_as = parse_meld(args[0])
        if len(cards) != 1:
            raise NotationError(f"add one card at a time, not {args[0]!r}")
        return Add(cards[0], MeldZone.parse(args[1]), joker_as)
    if verb == QuatorzeVerb.SWAP and len(args) == 2:
        return Swap(Card.parse(args[0]), MeldZone.parse(args[1]))
    raise NotationError(f"not a Quatorze action: {text!r}; write {USAGE}")
