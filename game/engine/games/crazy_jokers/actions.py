"""Crazy Jokers' actions and their notation. Seats count from 0; hand positions (``pick``)
from 1, as a player counts the cards in front of them.

>>> str(Propose(2, Card.parse("QH")))
'propose 2 QH'
>>> parse_crazy_jokers_action("declare big-flush")
Declare(contract=<Contract.BIG_FLUSH: 'big-flush'>)
>>> parse_crazy_jokers_action("take") is TAKE
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...actions import DRAW, PASS, TAKE_TOP, Action, SharedVerb, TakeTop, Verb
from ...cards import BY_CODE, Card
from ...errors import NotationError
from ...notation_error import is_number
from .contracts import HAND_SIZE, Contract

MAX_SEATS: Final = 4


class CrazyJokersVerb(Verb):
    """Crazy Jokers' own verbs (with the shared draw, take and pass)."""

    PICK = "pick"
    DECLARE = "declare"
    DISCARD = "discard"
    SHED = "shed"
    PROPOSE = "propose"
    ACCEPT = "accept"
    DECLINE = "decline"
    FORCE = "force"
    GRAB = "grab"
    STEAL = "steal"


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Pick one's own face-down card at ``position`` (from 1) for the lead."""

    position: int

    def __str__(self) -> str:
        return f"{CrazyJokersVerb.PICK} {self.position}"


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Name the contract one will try to complete this round."""

    contract: Contract

    def __str__(self) -> str:
        return f"{CrazyJokersVerb.DECLARE} {self.contract}"


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Refuse the trade one is offered."""

    def __str__(self) -> str:
        return CrazyJokersVerb.DECLINE.value

    def __repr__(self) -> str:
        return "Decline()"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Lay a hand card face up on the waste, ending the turn."""

    card: Card

    def __str__(self) -> str:
        return f"{CrazyJokersVerb.DISCARD} {self.card}"


@dataclass(frozen=True, slots=True)
class Shed(Action):
    """No Hand Hand: lay a card on the waste in place of the whole turn."""

    card: Card

    def __str__(self) -> str:
        return f"{CrazyJokersVerb.SHED} {self.card}"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    """Accept a blind trade, giving ``card`` face down in return."""

    card: Card

    def __str__(self) -> str:
        return f"{CrazyJokersVerb.ACCEPT} {self.card}"


@dataclass(frozen=True, slots=True)
class Grab(Action):
    """During the 2♠ look: take ``card`` from the forced seat's hand."""

    card: Card

    def __str__(self) -> str:
        return f"{CrazyJokersVerb.GRAB} {self.card}"


@dataclass(frozen=True, slots=True)
class Propose(Action):
    """Offer ``card`` face down to ``seat`` in a blind trade."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"{CrazyJokersVerb.PROPOSE} {self.seat} {self.card}"


@dataclass(frozen=True, slots=True)
class Force(Action):
    """Lay the 2♠ on the waste to see ``seat``'s hand and take a card of it."""

    seat: int

    def __str__(self) -> str:
        return f"{CrazyJokersVerb.FORCE} {self.seat}"


@dataclass(frozen=True, slots=True)
class Steal(Action):
    """Play a joker to take 2 cards at random from ``seat``."""

    seat: int

    def __str__(self) -> str:
        return f"{CrazyJokersVerb.STEAL} {self.seat}"


# One instance of every action, so legal-action lists reuse them (rows follow the cards' codes).
# Taking the discard's top is the engine's shared action, under this game's name.
Take = TakeTop
TAKE: Final = TAKE_TOP
DECLINE: Final = Decline()
PICKS: Final = tuple(Pick(position) for position in range(HAND_SIZE + 2))  # PICKS[p] is ``pick p``
DECLARES: Final = {contract: Declare(contract) for contract in Contract}
DISCARDS: Final = tuple(Discard(card) for card in BY_CODE)
SHEDS: Final = tuple(Shed(card) for card in BY_CODE)
ACCEPTS: Final = tuple(Accept(card) for card in BY_CODE)
GRABS: Final = tuple(Grab(card) for card in BY_CODE)
PROPOSES: Final = tuple(tuple(Propose(seat, card) for card in BY_CODE) for seat in range(MAX_SEATS))
FORCES: Final = tuple(Force(seat) for seat in range(MAX_SEATS))
STEALS: Final = tuple(Steal(seat) for seat in range(MAX_SEATS))

USAGE: Final = (
    "pick <position> | declare <contract> | draw | take | discard <card> | "
    "propose <seat> <card> | accept <card> | decline | force <seat> | grab <card> | "
    "steal <seat> | shed <card> | pass"
)


def _number(word: str, what: str) -> int:
    if not is_number(word):
        raise NotationError(f"{what} must be a whole number, got {word!r}; write {USAGE}")
    return int(word)


def _contract(word: str) -> Contract:
    try:
        return Contract(word.lower())
    except ValueError:
        names = ", ".join(contract.value for contract in Contract)
        raise NotationError(f"no contract {word!r}; contracts are {names}") from None


def parse_crazy_jokers_action(text: str) -> Action:
    """Read an action in Crazy Jokers notation (see ``USAGE``); raises ``NotationError``."""
    words = text.split()
    if not words:
        raise NotationError(f"empty action; write {USAGE}")
    verb, args = words[0].lower(), words[1:]
    simple: dict[str, Action] = {
        SharedVerb.DRAW: DRAW,
        SharedVerb.TAKE: TAKE,
        CrazyJokersVerb.DECLINE: DECLINE,
        SharedVerb.PASS: PASS,
    }
    if verb in simple and not args:
        return simple[verb]
    if len(args) == 1:
        word = args[0]
        if verb == CrazyJokersVerb.PICK:
            return Pick(_number(word, "a hand position"))
        if verb == CrazyJokersVerb.DECLARE:
            return DECLARES[_contract(word)]
        by_card: dict[str, tuple[Action, ...]] = {
            CrazyJokersVerb.DISCARD: DISCARDS,
            CrazyJokersVerb.SHED: SHEDS,
            CrazyJokersVerb.ACCEPT: ACCEPTS,
            CrazyJokersVerb.GRAB: GRABS,
        }
        if verb in by_card:
            return by_card[verb][Card.parse(word).code]
        if verb == CrazyJokersVerb.FORCE:
            return Force(_number(word, "a seat"))
        if verb == CrazyJokersVerb.STEAL:
            return Steal(_number(word, "a seat"))
    if verb == CrazyJokersVerb.PROPOSE and len(args) == 2:
        return Propose(_number(args[0], "a seat"), Card.parse(args[1]))
    raise NotationError(f"not a Crazy Jokers action: {text!r}; write {USAGE}")
