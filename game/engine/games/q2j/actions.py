"""Q Squared Joe's actions and their notation.

>>> str(Play(Card.parse("QH")))
'play QH'
>>> parse_q2j_action("qsq QS QH")
QSquared(under=Card(12, 'S'), top=Card(12, 'H'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...actions import DRAW, PASS, Action, SharedVerb, Verb
from ...cards import STANDARD_52, Card
from ...errors import NotationError


class Q2JVerb(Verb):
    """Q Squared Joe's own verbs (with the shared draw and pass)."""

    PLAY = "play"
    QSQ = "qsq"
    JOE = "joe"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play one card from hand onto the discard pile."""

    card: Card

    def __str__(self) -> str:
        return f"{Q2JVerb.PLAY} {self.card}"


@dataclass(frozen=True, slots=True)
class QSquared(Action):
    """Rule 6: play two queens at once; ``top`` ends on top of the pile."""

    under: Card
    top: Card

    def __str__(self) -> str:
        return f"{Q2JVerb.QSQ} {self.under} {self.top}"


@dataclass(frozen=True, slots=True)
class Joe(Action):
    """Rule 7: answer a Q Squared by discarding a jack instead of drawing."""

    jack: Card

    def __str__(self) -> str:
        return f"{Q2JVerb.JOE} {self.jack}"


# One instance per card, indexed by ``Card.code``: legal-action lists reuse them.
PLAYS: Final[tuple[Play, ...]] = tuple(Play(card) for card in STANDARD_52)
JOES: Final[tuple[Joe, ...]] = tuple(Joe(card) for card in STANDARD_52)

USAGE: Final = "play <card> | qsq <queen> <queen> (second on top) | joe <jack> | draw | pass"


def parse_q2j_action(text: str) -> Action:
    """Read ``play QH``, ``qsq QS QH``, ``joe JC``, ``draw`` or ``pass``."""
    words = text.split()
    if not words:
        raise NotationError(f"empty action; write {USAGE}")
    verb, args = words[0].lower(), words[1:]
    if verb == SharedVerb.DRAW and not args:
        return DRAW
    if verb == SharedVerb.PASS and not args:
        return PASS
    if verb == Q2JVerb.PLAY and len(args) == 1:
        return Play(Card.parse(args[0]))
    if verb == Q2JVerb.QSQ and len(args) == 2:
        return QSquared(Card.parse(args[0]), Card.parse(args[1]))
    if verb == Q2JVerb.JOE and len(args) == 1:
        return Joe(Card.parse(args[0]))
    raise NotationError(f"not a Q Squared Joe action: {text!r}; write {USAGE}")
