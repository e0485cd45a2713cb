"""What every game's actions share.

An action is a small frozen value whose ``str`` is its notation; each game's
``parse_action`` reads the notation back. Actions shared by several games live
here; each game defines the rest beside its rules.

>>> str(DRAW), str(PASS), str(TAKE_TOP)
('draw', 'pass', 'take')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions."""

    def __str__(self) -> str:  # pragma: no cover - every action overrides it
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Take the top card of the stock (or, in War, of one's own pile)."""

    def __str__(self) -> str:
        return "draw"

    def __repr__(self) -> str:
        return "Draw()"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline an optional step (keep a drawn card, skip a Joe)."""

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Pass()"


@dataclass(frozen=True, slots=True)
class TakeTop(Action):
    """Take the top card of the discard pile (Quatorze's discard, Crazy Jokers' waste)."""

    def __str__(self) -> str:
        return "take"

    def __repr__(self) -> str:
        return "TakeTop()"


DRAW: Final = Draw()
PASS: Final = Pass()
TAKE_TOP: Final = TakeTop()
