"""What every game's actions share.

An action is a small frozen value whose ``str`` is its notation; each game's
``parse_action`` reads the notation back. Actions shared by several games live
here; each game defines the rest beside its rules.

>>> str(DRAW), str(PASS), str(TAKE_TOP)
('draw', 'pass', 'take')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class Verb(StrEnum):
    """The first word of an action's notation. This base has no members: the shared actions'
    verbs are ``SharedVerb``'s, and each game declares its own as a subclass beside its actions
    (its parser and the actions' ``str`` use them)."""


class SharedVerb(Verb):
    """The verbs of the actions several games share."""

    DRAW = "draw"
    PASS = "pass"
    TAKE = "take"


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions."""

    def __str__(self) -> str:  # pragma: no cover - every action overrides it
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Take the top card of the stock (or of the pile a game draws from)."""

    def __str__(self) -> str:
        return SharedVerb.DRAW.value

    def __repr__(self) -> str:
        return "Draw()"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline an optional step (keep a drawn card, skip a Joe)."""

    def __str__(self) -> str:
        return SharedVerb.PASS.value

    def __repr__(self) -> str:
        return "Pass()"


@dataclass(frozen=True, slots=True)
class TakeTop(Action):
    """Take the top card of the discard pile (whatever a game calls it)."""

    def __str__(self) -> str:
        return SharedVerb.TAKE.value

    def __repr__(self) -> str:
        return "TakeTop()"


DRAW: Final = Draw()
PASS: Final = Pass()
TAKE_TOP: Final = TakeTop()
