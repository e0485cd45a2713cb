"""The bot worker process's side: rebuild the rules from the variant, then answer decisions.

The table's runner (``game.ai.runners``) starts this in a process of its own, so a
search's CPU and its garbage collections never take a frame's time. What crosses the pipe
is plain data that pickles as it is: the variant (the worker builds its own rules with
``make_rules``), and per decision the seat's view, the legal moves and the seeded generator.
Nothing here imports pygame.

A request is ``(key, level, view, legal, rng)``; the answer is ``(key, index, reason)`` with
the chosen move's place in ``legal`` (so the table performs its own object) and its reason
(a ``Reason`` pickles with its templates, so the table can say it in the player's language), or
``(key, None, error)`` when the bot raised. ``None`` as a request ends the loop.
"""

from __future__ import annotations

import contextlib
import os
import random
from collections.abc import Mapping, Sequence
from multiprocessing.connection import Connection
from typing import Any

from ..engine import Action, Rules, View
from ..engine.options import Variant
from ..engine.registry import make_rules
from . import Bot, Decision, make_bot
from .collection import BetweenDecisions
from .pickling import register_engine_pickling

Request = tuple[tuple[int, int], str, View, list[Action], random.Random]
# A little below the window's priority: a search that waits a moment loses a few iterations
# under its time cap, a frame that waits is seen.
NICENESS = 5

Answer = tuple[tuple[int, int], int | None, str | BaseException]


class Deciders:
    """One bot per level, each built once for the rules (a bot's caches live as long as the table)."""

    def __init__(self, rules: Rules[Any], iterations: Mapping[str, int] | None = None) -> None:
        self.rules = rules
        self.iterations = dict(iterations or {})  # fixed budgets (tests, replays); else the level's caps
        self._bots: dict[str, Bot] = {}

    def bot(self, level: str) -> Bot:
        if level not in self._bots:
            count = self.iterations.get(level)
            if count is None:
                self._bots[level] = make_bot(level, self.rules)
            else:
                self._bots[level] = make_bot(level, self.rules, iterations=count)
        return self._bots[level]

    def decide(self, level: str, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        return self.bot(level).decide(view, legal, rng)


def place_of(action: Action, legal: Sequence[Action]) -> int:
    """Where ``action`` stands in ``legal``: the same object first, else an equal one."""
    for index, candidate in enumerate(legal):
        if candidate is action:
            return index
    return list(legal).index(action)


def answer(deciders: Deciders, request: Request) -> Answer:
    key, level, view, legal, rng = request
    try:
        decision = deciders.decide(level, view, legal, rng)
        return key, place_of(decision.action, legal), decision.reason
    except Exception as error:  # the table re-raises it, as a thread's future would
        return key, None, error


def serve(connection: Connection, variant: Variant, iterations: Mapping[str, int] | None = None) -> None:
    """The worker's loop: one request at a time until ``None`` or the table's end of the pipe closes."""
    if hasattr(os, "nice"):  # the window's frame loop first when the cores are busy (not on Windows)
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    # Its answers carry engine values too (a reason's words): compiled, they pickle only so.
    register_engine_pickling()
    deciders = Deciders(make_rules(variant), iterations)
    # The collector's passes come after each answer, not inside one (``collection``).
    with BetweenDecisions() as collector:
        while True:
            try:
                request = connection.recv()
            except (EOFError, OSError):
                return
            if request is None:
                return
            reply = answer(deciders, request)
            try:
                connection.send(reply)
            except (EOFError, OSError):
                return
            except Exception:  # an error that does not pickle: its words still reach the table
                key, _, error = reply
                connection.send((key, None, RuntimeError(f"{type(error).__name__}: {error}")))
            collector.after_answer()
