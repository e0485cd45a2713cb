"""A bot's turn at the table: asked on its worker, given time to be seen thinking, then played."""

from __future__ import annotations

from typing import Any

from ...ai import Decision
from ...ai.runners import Key, bot_runner
from ...engine import Rules
from ...play.source import TableSource

THINK_TIME = 0.55  # seconds a bot visibly thinks at speed 1, so a human can follow


class BotTurns:
    """The bot to move's question and answer; each turn's decision is played once."""

    def __init__(self, rules: Rules[Any]) -> None:
        self.runner = bot_runner(rules)
        self.started = 0.0
        self.decision: Decision | None = None

    def step(
        self, key: Key, source: TableSource, clock: float, pace: float, lockstep: bool
    ) -> Decision | str | None:
        """One frame of the bot's turn ``key``: "asked" the frame it is asked, the decision once
        it has come and shown for ``THINK_TIME / pace`` (``pace`` 0: no wait), else ``None``."""
        if not self.runner.thinking(key) and self.decision is None:
            seat = source.to_move
            self.runner.start(
                key, source.bot_level(seat), source.view(seat), source.legal(), source.bot_rng()
            )
            self.started = clock
            return "asked"
        if self.decision is None:
            if lockstep:
                self.runner.wait(key)
            self.decision = self.runner.result(key)
        if self.decision is None:
            return None
        if pace and clock - self.started < THINK_TIME / pace:
            return None
        decision, self.decision = self.decision, None
        return decision

    def cancel(self) -> None:
        self.runner.cancel()
        self.decision = None

    def shutdown(self) -> None:
        self.runner.shutdown()
