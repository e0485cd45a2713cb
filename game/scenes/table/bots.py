"""Bots think off the frame loop: one worker thread, a future per decision."""

from __future__ import annotations

import random
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import Any

from ...ai import Bot, Decision, make_bot
from ...engine import Action, Rules, View


class BotRunner:
    """Keeps one bot per level and at most one decision in flight, tagged with its turn."""

    def __init__(self, rules: Rules[Any]) -> None:
        self.rules = rules
        self._bots: dict[str, Bot] = {}
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future[Decision] | None = None
        self.key: tuple[int, int] | None = None  # (deal number, turn) being decided

    def bot(self, level: str) -> Bot:
        if level not in self._bots:
            self._bots[level] = make_bot(level, self.rules)
        return self._bots[level]

    def start(
        self, key: tuple[int, int], level: str, view: View, legal: Sequence[Action], rng: random.Random
    ) -> None:
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="q2j-bot")
        self.key = key
        self._future = self._executor.submit(self.bot(level).decide, view, list(legal), rng)

    def thinking(self, key: tuple[int, int]) -> bool:
        return self.key == key and self._future is not None

    def wait(self, key: tuple[int, int], timeout: float | None = None) -> None:
        """Block until the decision for ``key`` is ready (fixed-step runs only, never the
        interactive loop)."""
        if self.key == key and self._future is not None:
            wait([self._future], timeout=timeout)

    def result(self, key: tuple[int, int]) -> Decision | None:
        """The decision for ``key`` once ready (re-raises a bot's error)."""
        if self.key != key or self._future is None or not self._future.done():
            return None
        decision = self._future.result()
        self._future = None
        self.key = None
        return decision

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
        self._future = None
        self.key = None

    def shutdown(self) -> None:
        self.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
