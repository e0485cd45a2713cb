"""Garbage collection in a process that only makes decisions: between them, never during.

A bot's caches (plans, meld pieces, deficiencies) grow to a few hundred thousand objects,
and every full pass of CPython's cyclic collector walks them all: 90 to 240 ms in a
Quatorze Expert worker, landing inside whichever decision happened to allocate at the
wrong moment. The search itself already pauses the collector (``ISMCTS.search``), but the
work around it (reading the view, the reasons) ran with it on, and paid those passes.

So the bot worker turns automatic collection off and collects after each answer is sent,
while the table shows the bot thinking and animates its move: the young generations every
time (what the decision left behind, a few milliseconds), everything every ``FULL_EVERY``
answers. Reference counting still frees everything that is not in a cycle at once; the
cycles a decision leaves (a few, from exceptions and the like) wait for the next answer.
``tools/decision_times.py`` collects the same way, so that its figures are the table's.
"""

from __future__ import annotations

import gc
from types import TracebackType

FULL_EVERY = 25  # answers between full passes (each walks every cached object)
YOUNG = 1  # the generations collected after every answer: the youngest two


class BetweenDecisions:
    """The collector's schedule for a decision worker: off while deciding, run after answering."""

    def __init__(self, full_every: int = FULL_EVERY) -> None:
        self.full_every = full_every
        self.answers = 0
        self._was_on = False

    def __enter__(self) -> BetweenDecisions:
        """Take over from the automatic collector until the block ends."""
        self._was_on = gc.isenabled()
        gc.disable()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self._was_on:
            gc.enable()

    def after_answer(self) -> None:
        """Collect what the decision just answered left: young objects, or now and then all."""
        self.answers += 1
        gc.collect(2 if self.answers % self.full_every == 0 else YOUNG)


__all__ = ["FULL_EVERY", "BetweenDecisions"]
