"""Toy Go Out's one action of its own, ``toss 3H`` (with the shared ``draw`` and ``pass``).

>>> str(Toss(Card(3, "H")))
'toss 3H'
>>> parse_toy_action("toss 3h"), parse_toy_action("draw"), parse_toy_action("pass")
(Toss(card=Card(3, 'H')), Draw(), Pass())
>>> parse_toy_action("toss")
Traceback (most recent call last):
...
game.engine.notation_error.NotationError: not a Toy Go Out action: 'toss'; write toss <card> | draw | pass
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from game.engine import Card
from game.engine.actions import DRAW, PASS, Action, SharedVerb, Verb
from game.engine.errors import NotationError

USAGE: Final = "toss <card> | draw | pass"


class ToyVerb(Verb):
    TOSS = "toss"


@dataclass(frozen=True, slots=True)
class Toss(Action):
    """A hand card onto the discard pile."""

    card: Card

    def __str__(self) -> str:
        return f"{ToyVerb.TOSS} {self.card}"


def parse_toy_action(text: str) -> Action:
    words = text.lower().split()
    if words == [SharedVerb.DRAW]:
        return DRAW
    if words == [SharedVerb.PASS]:
        return PASS
    if len(words) == 2 and words[0] == ToyVerb.TOSS:
        return Toss(Card.parse(words[1]))
    raise NotationError(f"not a Toy Go Out action: {text!r}; write {USAGE}")
