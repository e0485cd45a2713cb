"""Bots think off the frame loop: in a worker process of their own, a decision at a time.

A search on a thread of the window's interpreter takes frames' time through the GIL and its
garbage collections; in a process it takes none. The worker is started on the first
decision and lives as long as the table; a decision is a pure function of the rules, the
level, the seat's view, the legal moves and the seeded generator, so it crosses the
boundary as data and comes back the same as it would on a thread. ``ThreadRunner`` is the
old way, kept as the fallback when a worker cannot be started or keeps dying, and for the
tests that choose it (``Q2J_BOT_THREADS=1``).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import random
import threading
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from ..engine import Action, Rules, View
from . import Decision
from .pickling import register_engine_pickling
from .worker import Deciders, Request, serve

LOG = logging.getLogger(__name__)
Key = tuple[int, int]  # (deal number, turn) being decided
RESTARTS = 2  # a worker dying more often than this in a table's life: think on a thread instead
THREADS_SWITCH = "Q2J_BOT_THREADS"  # set to 1: every table thinks on a thread (tests, a last resort)


def bot_runner(rules: Rules[Any]) -> BotRunner | ThreadRunner:
    """The table's runner: a worker process, unless the switch asks for threads."""
    if os.environ.get(THREADS_SWITCH) == "1":
        return ThreadRunner(rules)
    return BotRunner(rules)


class ThreadRunner:
    """One worker thread, a future per decision, at most one decision in flight."""

    def __init__(self, rules: Rules[Any], iterations: Mapping[str, int] | None = None) -> None:
        self.deciders = Deciders(rules, iterations)
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future[Decision] | None = None
        self.key: Key | None = None

    def start(self, key: Key, level: str, view: View, legal: Sequence[Action], rng: random.Random) -> None:
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="q2j-bot")
        self.key = key
        self._future = self._executor.submit(self.deciders.decide, level, view, list(legal), rng)

    def thinking(self, key: Key) -> bool:
        return self.key == key and self._future is not None

    def wait(self, key: Key, timeout: float | None = None) -> None:
        """Block until the decision for ``key`` is ready (fixed-step runs only, never the
        interactive loop)."""
        if self.key == key and self._future is not None:
            wait([self._future], timeout=timeout)

    def result(self, key: Key) -> Decision | None:
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


@dataclass(frozen=True, slots=True)
class Asked:
    """A request as sent, kept to re-ask it if the worker dies, and to map the answer's index
    back onto the table's own legal moves."""

    key: Key
    level: str
    view: View
    legal: list[Action]
    rng: random.Random

    def message(self) -> Request:
        return self.key, self.level, self.view, self.legal, self.rng


class BotRunner:
    """A worker process per table runner, at most one request in the pipe at a time.

    The pipe never holds more than one request and one answer, so a send never blocks on a
    full pipe: a request made while the worker still thinks about a cancelled turn waits
    here (replaced by any newer one) until that stale answer arrives and is dropped.
    """

    def __init__(self, rules: Rules[Any], iterations: Mapping[str, int] | None = None) -> None:
        self.rules = rules
        self.iterations = dict(iterations or {})
        self.key: Key | None = None  # the decision the table wants, until it is taken
        self.deaths = 0
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._asked: Asked | None = None  # in the worker now (maybe for a cancelled turn)
        self._queued: Asked | None = None  # the table's request, behind a stale one
        self._answer: Decision | BaseException | None = None  # for ``key``, not yet taken
        self._fallback: ThreadRunner | None = None

    # The table's side ------------------------------------------------------------------
    def start(self, key: Key, level: str, view: View, legal: Sequence[Action], rng: random.Random) -> None:
        self.key, self._answer, self._queued = key, None, None
        if self._fallback is not None:
            self._fallback.start(key, level, view, legal, rng)
            return
        asked = Asked(key, level, view, list(legal), rng)
        if self._asked is None:
            self._send(asked)
        else:
            self._queued = asked

    def thinking(self, key: Key) -> bool:
        return self.key == key

    def wait(self, key: Key, timeout: float | None = None) -> None:
        """Block until the decision for ``key`` is ready (fixed-step runs only, never the
        interactive loop)."""
        if self._fallback is not None:
            self._fallback.wait(key, timeout)
            return
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.key == key and self._answer is None and self._fallback is None:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                return
            connection = self._connection
            if connection is not None and self._asked is not None:
                with contextlib.suppress(EOFError, OSError):  # a dead worker: the pump recovers
                    connection.poll(0.05 if left is None else min(0.05, left))
            self._pump()
        if self._fallback is not None:
            self._fallback.wait(key, timeout)

    def result(self, key: Key) -> Decision | None:
        """The decision for ``key`` once ready (re-raises a bot's error)."""
        if self._fallback is not None:
            decision = self._fallback.result(key)
            if decision is not None:
                self.key = None
            return decision
        self._pump()
        if self.key != key or self._answer is None:
            return None
        found, self._answer, self.key = self._answer, None, None
        if isinstance(found, BaseException):
            raise found
        return found

    def cancel(self) -> None:
        """Forget the decision asked for: a worker still on it finishes, and its answer is dropped."""
        self.key, self._answer, self._queued = None, None, None
        if self._fallback is not None:
            self._fallback.cancel()

    def shutdown(self) -> None:
        """End the worker at once (it holds nothing worth waiting for)."""
        self.cancel()
        self._stop_worker()
        if self._fallback is not None:
            self._fallback.shutdown()

    @property
    def pid(self) -> int | None:
        """The worker's process id while it runs (tests, diagnostics)."""
        return None if self._process is None else self._process.pid

    # The worker's side -----------------------------------------------------------------
    def _start_worker(self) -> bool:
        register_engine_pickling()  # the compiled engine's values need it to cross the pipe
        context = multiprocessing.get_context("spawn")  # the same on Windows, macOS and Linux
        ours, theirs = context.Pipe()
        process = context.Process(
            target=serve,
            args=(theirs, self.rules.variant, self.iterations),
            name="q2j-bot-worker",
            daemon=True,  # never outlives the window, even when the table is not shut down
        )
        try:
            process.start()
        except Exception as error:  # a system that will not start one: think on a thread
            LOG.warning("could not start the bot worker (%s); the bots think on a thread", error)
            ours.close()
            theirs.close()
            self._fallback = ThreadRunner(self.rules, self.iterations)
            return False
        theirs.close()  # the worker's end lives in the worker: its death reads as the pipe's end
        self._process, self._connection = process, ours
        return True

    def _send(self, asked: Asked) -> None:
        if self._connection is None and not self._start_worker():
            self._on_thread(asked)
            return
        assert self._connection is not None
        self._asked = asked
        try:
            self._connection.send(asked.message())
        except (EOFError, OSError):
            self._recover()

    def _pump(self) -> None:
        """Take the worker's answer if one is there (never waits)."""
        connection, process = self._connection, self._process
        if connection is None or process is None or self._asked is None:
            return
        try:
            if not connection.poll():
                if not process.is_alive():
                    self._recover()
                return
            key, index, outcome = connection.recv()
        except (EOFError, OSError):
            self._recover()
            return
        asked, self._asked = self._asked, None
        if key == self.key and key == asked.key:
            if index is None:
                self._answer = outcome if isinstance(outcome, BaseException) else RuntimeError(str(outcome))
            else:
                # A Reason arrives as itself (its templates kept for the player's language).
                reason = outcome if isinstance(outcome, str) else str(outcome)
                self._answer = Decision(asked.legal[index], reason)
        if self._queued is not None:
            queued, self._queued = self._queued, None
            self._send(queued)

    def _recover(self) -> None:
        """The worker died (killed, crashed): start another and ask again what the table
        still wants, or after too many deaths think on a thread for the rest of the table."""
        self.deaths += 1
        exit_code = self._stopped_exit_code()
        wanted = self._queued or (self._asked if self._asked and self._asked.key == self.key else None)
        self._asked = self._queued = None
        self._stop_worker()
        if self.deaths > RESTARTS:
            LOG.warning("the bot worker died again (%d times): the bots think on a thread", self.deaths)
            self._fallback = ThreadRunner(self.rules, self.iterations)
            if wanted is not None:
                self._on_thread(wanted)
            return
        LOG.warning("the bot worker died (exit code %s); starting another", exit_code)
        if wanted is not None:
            self._send(wanted)

    def _on_thread(self, asked: Asked) -> None:
        if self._fallback is None:
            self._fallback = ThreadRunner(self.rules, self.iterations)
        if asked.key == self.key:
            self._fallback.start(asked.key, asked.level, asked.view, asked.legal, asked.rng)

    def _stopped_exit_code(self) -> int | None:
        """The dead worker's exit code (a signal's is negative), once it is reaped."""
        if self._process is None:
            return None
        self._process.join(timeout=0.5)  # it is dead already: this only reaps it
        return self._process.exitcode

    def _stop_worker(self) -> None:
        process, connection = self._process, self._connection
        self._process = self._connection = None
        self._asked = None
        if connection is not None:
            connection.close()
        if process is not None:
            process.terminate()
            process.join(timeout=0.05)  # SIGTERM ends a search at once; this only reaps it
            if process.is_alive():  # a busy machine has not run it yet: reap it off the loop
                threading.Thread(target=_reap, args=(process,), name="q2j-bot-reaper", daemon=True).start()


def _reap(process: BaseProcess) -> None:
    process.join(timeout=2.0)
    if process.is_alive():
        process.kill()
        process.join()


class WorkerDeciders:
    """``Deciders``' one question (``decide``) answered in a worker process (a ``BotRunner``),
    for a host that runs inside the window's process (its private table, or a table it hosts):
    the computers' searches then take no frame's time through the GIL or the collector. Asked
    from one thread only (the host's own), and waits there, never on the frame loop."""

    def __init__(self, rules: Rules[Any], iterations: Mapping[str, int] | None = None) -> None:
        self.runner = BotRunner(rules, iterations)
        self.asked = 0

    def decide(self, level: str, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        self.asked += 1
        key = (self.asked, 0)
        self.runner.start(key, level, view, legal, rng)
        self.runner.wait(key)
        decision = self.runner.result(key)
        if decision is None:  # shut down while it thought: the host is closing
            raise RuntimeError("the computer's worker was stopped")
        return decision

    def shutdown(self) -> None:
        self.runner.shutdown()
