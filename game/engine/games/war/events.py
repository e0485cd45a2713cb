"""War's own event: a field card turned sideways (exhausted) or ready again."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...cards import Card
from ...events import Event
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
