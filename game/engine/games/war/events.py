"""War's own event: a field card turned sideways (exhausted) or ready again."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...cards import Card
from ...events import Event, EventShape
from ...zones import Zone


class Turn(StrEnum):
    """How a field card turned."""

    EXHAUSTED = "exhausted"
    READY = "ready"


@dataclass(frozen=True, slots=True)
class Turned(Event):
    """A field card turned: ``exhausted`` (sideways) or ``ready`` again; ``index`` is its
    position in the row."""

    card: Card
    zone: Zone
    index: int
    state: Turn

    def __init__(self, card: Card, zone: Zone, index: int, state: Turn) -> None:
        # Written, as the shared events' are, so the compiled engine stores straight into slots.
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "zone", zone)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "state", state)


# Turned's wire form (see ``EventShape``), registered in War's entry.
TURNED_SHAPE = EventShape(
    "turned", Turned, (("card", "card"), ("zone", "zone"), ("index", "int"), ("state", Turn))
)
