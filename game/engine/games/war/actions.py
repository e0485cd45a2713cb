"""Q Squared Joe War's actions and their notation.

Positions and seats are counted from 0. A field is a row: position 0 is the
card turned up first, and removing a card shifts the later ones left.

>>> str(Attack(0, 1, 2))
'attack 0 1:2'
>>> parse_war_action("attack 3 1:0")
Attack(position=3, seat=1, target=0)
>>> parse_war_action("recover 2")
Recover(position=2)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...actions import DRAW, PASS, Action, SharedVerb, Verb
from ...errors import NotationError
from ...notation_error import is_number

# The widest field any variant allows (option ``field_size``) and the most seats.
MAX_FIELD: Final = 8
MAX_SEATS: Final = 4


class WarVerb(Verb):
    """War's own verbs (with the shared draw; a pass is read only to be refused)."""

    ATTACK = "attack"
    RECOVER = "recover"


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Rule 1: the ready card at ``position`` attacks ``seat``'s field card at ``target``."""

    position: int
    seat: int
    target: int

    def __str__(self) -> str:
        return f"{WarVerb.ATTACK} {self.position} {self.seat}:{self.target}"


@dataclass(frozen=True, slots=True)
class Recover(Action):
    """Rule 2: the exhausted card at ``position`` becomes ready again."""

    position: int

    def __str__(self) -> str:
        return f"{WarVerb.RECOVER} {self.position}"


# One instance per action, so legal-action lists slice these instead of building new ones:
# ATTACKS[position][seat] lists the attacks on that seat's positions 0, 1, 2, …
ATTACKS: Final = tuple(
    tuple(tuple(Attack(p, s, t) for t in range(MAX_FIELD)) for s in range(MAX_SEATS))
    for p in range(MAX_FIELD)
)
RECOVERS: Final = tuple(Recover(p) for p in range(MAX_FIELD))

USAGE: Final = "attack <your position> <seat>:<their position> | recover <position> | draw"


def _index(word: str, what: str, text: str) -> int:
    if not is_number(word):
        raise NotationError(f"{what} must be a whole number from 0 in {text!r}; write {USAGE}")
    return int(word)


def attack(position: int, seat: int, target: int) -> Attack:
    """The shared ``Attack`` value when one exists, else a new one (for out-of-range checks)."""
    if 0 <= position < MAX_FIELD and 0 <= seat < MAX_SEATS and 0 <= target < MAX_FIELD:
        return ATTACKS[position][seat][target]
    return Attack(position, seat, target)


def recover(position: int) -> Recover:
    """The shared ``Recover`` value when one exists, else a new one."""
    return RECOVERS[position] if 0 <= position < MAX_FIELD else Recover(position)


def parse_war_action(text: str) -> Action:
    """Read ``attack 0 1:2``, ``recover 3``, ``draw`` (or ``pass``, which the rules then refuse)."""
    words = text.split()
    if not words:
        raise NotationError(f"empty action; write {USAGE}")
    verb, args = words[0].lower(), words[1:]
    if verb == SharedVerb.DRAW and not args:
        return DRAW
    if verb == SharedVerb.PASS and not args:
        # Parsed so that the rules can say why a turn may not be passed.
        return PASS
    if verb == WarVerb.RECOVER and len(args) == 1:
        return recover(_index(args[0], "the position", text))
    if verb == WarVerb.ATTACK and len(args) == 2:
        seat, colon, target = args[1].partition(":")
        if colon:
            return attack(
                _index(args[0], "the position", text),
                _index(seat, "the seat", text),
                _index(target, "the target position", text),
            )
    raise NotationError(f"not a Q Squared Joe War action: {text!r}; write {USAGE}")
