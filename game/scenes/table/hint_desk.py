"""The Hint button's own bot: asked on the human's turn, answered on its own worker, so a hint
never waits on a bot's search and a table without hints never starts it."""

from __future__ import annotations

from typing import Any

from ...ai import Decision
from ...ai.runners import Key, bot_runner
from ...engine import Rules
from ...play.source import TableSource

HINT_LEVEL = "hard"  # the Hint button shows what this level would play


class HintDesk:
    """The hint asked for this turn (``key``) and, once it came, its decision (``hinted``)."""

    def __init__(self, rules: Rules[Any]) -> None:
        self.runner = bot_runner(rules)
        self.key: Key | None = None
        self.hinted: Decision | None = None

    @property
    def waiting(self) -> bool:
        """Asked and not answered yet."""
        return self.key is not None and self.hinted is None

    def ask(self, key: Key, source: TableSource, viewer: int) -> bool:
        """Ask the hint level what it would play from ``viewer``'s seat; False if already asked
        this turn (its answer, if come, can be shown again)."""
        if self.key == key:
            return False
        self.key = key
        self.hinted = None
        self.runner.start(key, HINT_LEVEL, source.view(viewer), source.legal(), source.bot_rng())
        return True

    def poll(self, key: Key, lockstep: bool) -> Decision | None:
        """The answer, the frame it comes (``None`` before and after); a hint asked on another
        turn is dropped. ``lockstep``: wait for it (fixed-step runs only)."""
        if self.key is None or self.hinted is not None:
            return None
        if self.key != key:
            self.drop()
            return None
        if lockstep:
            self.runner.wait(key)
        decision = self.runner.result(key)
        if decision is not None:
            self.hinted = decision
        return decision

    def drop(self) -> None:
        self.runner.cancel()
        self.key = None
        self.hinted = None

    def shutdown(self) -> None:
        self.runner.shutdown()
