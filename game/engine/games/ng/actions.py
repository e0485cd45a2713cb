"""Q Squared Joe NG's actions and their notation.

Seats and field positions count from 0.

>>> str(Attack(Card.parse("QH"), FIELD, 1, 3))
'attack QH field 1:3'
>>> parse_ng_action("defend 10S 2")
Defend(card=Card(10, 'S'), position=2)
>>> parse_ng_action("take") is TAKE
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...actions import DRAW, Action, SharedVerb, Verb
from ...cards import STANDARD_52, Card
from ...errors import NotationError
from ...notation_error import is_number
from .state import POSITIONS

MAX_SEATS: Final = 4

# Attack targets.
HAND: Final = "hand"
RESOURCE: Final = "resource"
FIELD: Final = "field"
TARGETS: Final = (HAND, RESOURCE, FIELD)


class NGVerb(Verb):
    """NG's own verbs (with the shared draw and take)."""

    DEFEND = "defend"
    SACRIFICE = "sacrifice"
    ATTACK = "attack"


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take a card of one's resource pile into hand: the top one, or ``card`` (option take: any)."""

    card: Card | None = None

    def __str__(self) -> str:
        return SharedVerb.TAKE.value if self.card is None else f"{SharedVerb.TAKE} {self.card}"


@dataclass(frozen=True, slots=True)
class Defend(Action):
    """Lay a hand card face up on one's own occupied field position."""

    card: Card
    position: int

    def __str__(self) -> str:
        return f"{NGVerb.DEFEND} {self.card} {self.position}"


@dataclass(frozen=True, slots=True)
class Sacrifice(Action):
    """Take the top card of one's own field position into hand."""

    position: int

    def __str__(self) -> str:
        return f"{NGVerb.SACRIFICE} {self.position}"


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Attack an opponent's hand, resource pile or field position with a hand card.

    ``position`` is the field position for a field attack and -1 otherwise.
    """

    card: Card
    target: str
    seat: int
    position: int = -1

    def __post_init__(self) -> None:
        if self.target not in TARGETS:
            raise NotationError(f"an attack targets hand, resource or field, not {self.target!r}")
        if self.seat < 0:
            raise NotationError(f"seats count from 0, got {self.seat}")
        if self.target == FIELD:
            if not 0 <= self.position < POSITIONS:
                raise NotationError(f"field positions are 0–{POSITIONS - 1}, got {self.position}")
        elif self.position != -1:
            raise NotationError(f"a {self.target} attack names no position")

    def __str__(self) -> str:
        if self.target == FIELD:
            return f"{NGVerb.ATTACK} {self.card} field {self.seat}:{self.position}"
        return f"{NGVerb.ATTACK} {self.card} {self.target} {self.seat}"


TARGETS_PER_SEAT: Final = 2 + POSITIONS  # hand, resource, then each field position


def target_index(seat: int, target: str, position: int = -1) -> int:
    """Where an attack on this target sits in a row of ``ATTACKS``."""
    if target == HAND:
        return seat * TARGETS_PER_SEAT
    if target == RESOURCE:
        return seat * TARGETS_PER_SEAT + 1
    return seat * TARGETS_PER_SEAT + 2 + position


def _table() -> tuple[
    tuple[Take, ...],
    tuple[tuple[Defend, ...], ...],
    tuple[tuple[Attack, ...], ...],
]:
    # Rows follow the cards' codes (STANDARD_52 order), so ``TABLE[card.code]`` finds them.
    by_index = sorted(STANDARD_52, key=lambda card: card.code)
    takes = tuple(Take(card) for card in by_index)
    defends = tuple(tuple(Defend(card, p) for p in range(POSITIONS)) for card in by_index)
    attacks = []
    for card in by_index:
        row: list[Attack] = []
        for seat in range(MAX_SEATS):
            row.append(Attack(card, HAND, seat))
            row.append(Attack(card, RESOURCE, seat))
            row.extend(Attack(card, FIELD, seat, p) for p in range(POSITIONS))
        attacks.append(tuple(row))
    return takes, defends, tuple(attacks)


# One instance of every action, so legal-action lists reuse them instead of building new ones.
TAKE: Final = Take()
TAKES, DEFENDS, ATTACKS = _table()
SACRIFICES: Final = tuple(Sacrifice(p) for p in range(POSITIONS))

USAGE: Final = (
    "draw | take | take <card> | defend <card> <position> | sacrifice <position> | "
    "attack <card> hand <seat> | attack <card> resource <seat> | "
    "attack <card> field <seat>:<position>"
)


def _number(word: str, what: str) -> int:
    if not is_number(word):
        raise NotationError(f"{what} must be a number counted from 0, got {word!r}; write {USAGE}")
    return int(word)


def parse_ng_action(text: str) -> Action:
    """Read an action in NG notation (see ``USAGE``); raises ``NotationError``."""
    words = text.split()
    if not words:
        raise NotationError(f"empty action; write {USAGE}")
    verb, args = words[0].lower(), words[1:]
    if verb == SharedVerb.DRAW and not args:
        return DRAW
    if verb == SharedVerb.TAKE and len(args) <= 1:
        return TAKE if not args else Take(Card.parse(args[0]))
    if verb == NGVerb.DEFEND and len(args) == 2:
        return Defend(Card.parse(args[0]), _number(args[1], "a position"))
    if verb == NGVerb.SACRIFICE and len(args) == 1:
        return Sacrifice(_number(args[0], "a position"))
    if verb == NGVerb.ATTACK and len(args) == 3:
        card = Card.parse(args[0])
        target = args[1].lower()
        if target == FIELD:
            seat_text, colon, position_text = args[2].partition(":")
            if not colon:
                raise NotationError(f"a field attack names seat:position, got {args[2]!r}")
            return Attack(card, FIELD, _number(seat_text, "a seat"), _number(position_text, "a position"))
        if target in (HAND, RESOURCE):
            return Attack(card, target, _number(args[2], "a seat"))
        raise NotationError(f"an attack targets hand, resource or field, not {args[1]!r}")
    raise NotationError(f"not a Q Squared Joe NG action: {text!r}; write {USAGE}")
