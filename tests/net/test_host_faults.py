"""A fault in one step never stops the table (issue 42, part 2): an autosave that fails is
reported and tried again while play goes on, a computer whose search fails still moves, and
any other step that fails is reported and the driver goes on. Each test ends by itself: a
table of computers plays its whole match, or a bounded wait for an event."""

from __future__ import annotations

import asyncio
import errno
import json
from collections.abc import Callable
from typing import Any

from game.net.host import SeatPlan, TableHost

from .table import CODE, variant
from .test_door import seat, to_move


async def finished(host: TableHost, *others: asyncio.Future[Any]) -> None:
    """Wait for the match's end, or for the driver to stop (or for any of ``others``), bounded;
    then the match must be over."""
    assert host._driver is not None
    done = asyncio.ensure_future(host.done.wait())
    await asyncio.wait([done, host._driver, *others], timeout=120, return_when=asyncio.FIRST_COMPLETED)
    for waiting in (done, *others):
        waiting.cancel()
    assert host.done.is_set(), "the table stopped before the match's end"


def computers(**kwargs: Any) -> TableHost:
    plans = [SeatPlan("A", "random"), SeatPlan("B", "random")]
    return TableHost(variant("q2j"), plans, 3, code=CODE, **kwargs)


class FailingWriter:
    """An autosave that fails ``failures`` times (no file left, as under the flood), then works."""

    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.calls = 0
        self.written = 0
        self.wrote = asyncio.Event()

    def __call__(self, host: TableHost) -> None:
        self.calls += 1
        if self.calls <= self.failures:
            raise OSError(errno.EMFILE, "Too many open files")
        self.written += 1
        self.wrote.set()


def test_a_failing_autosave_is_reported_and_retried_and_the_match_goes_on() -> None:
    async def run() -> None:
        said: list[str] = []
        writer = FailingWriter(failures=5)
        host = computers(on_change=writer, say=said.append)
        host.save_retry_seconds = 3600.0  # here the next change tries again, not the clock
        await host.start()
        try:
            await finished(host)
        finally:
            await host.close()
        assert host.session.match_over and host.faults == 0
        failed = [line for line in said if "could not be saved" in line]
        assert len(failed) == 1 and "Too many open files" in failed[0]  # said once, not each time
        assert any("saved again" in line for line in said)
        assert writer.written > 0 and writer.calls > writer.failures and host.save_failure == ""

    asyncio.run(run())


def test_a_failed_autosave_is_tried_again_when_nothing_else_changes() -> None:
    async def run() -> None:
        writer = FailingWriter(failures=1)
        plans = [SeatPlan("A", "remote"), SeatPlan("B", "remote")]
        host = TableHost(variant("q2j"), plans, 3, code=CODE, on_change=writer, say=lambda line: None)
        host.save_retry_seconds = 0.0
        port = await host.start()
        try:
            connection, _heard = await seat(port, seat=0)  # a change: its save fails
            # No other change comes (the table waits for seat 1); the retry saves it.
            await asyncio.wait_for(writer.wrote.wait(), 30)
            assert writer.calls == 2 and host.save_failure == ""
            await connection.close()
        finally:
            await host.close()

    asyncio.run(run())


class BrokenDeciders:
    """The computers' deciders, every search of which raises (a bug in a bot); ``runaway`` is
    set if they are asked far more often than a match has moves (the same move, again and
    again)."""

    def __init__(self) -> None:
        self.calls = 0
        self.runaway = asyncio.Event()
        self.loop = asyncio.get_running_loop()

    def decide(self, *args: Any) -> Any:
        self.calls += 1
        if self.calls > 5000:
            self.loop.call_soon_threadsafe(self.runaway.set)
        raise RuntimeError("the search broke")


def test_a_computer_whose_search_always_fails_still_moves() -> None:
    async def run() -> None:
        said: list[str] = []
        host = computers(say=said.append)
        host.fault_pause = 0.0
        deciders = BrokenDeciders()
        host.deciders = deciders  # type: ignore[assignment]
        await host.start()
        try:
            await finished(host, asyncio.ensure_future(deciders.runaway.wait()))
        finally:
            await host.close()
        assert host.session.match_over and host.faults == deciders.calls > 0
        assert sum("the search broke" in line for line in said) == deciders.calls

    asyncio.run(run())


def test_a_step_that_fails_is_reported_and_the_driver_goes_on() -> None:
    async def run() -> None:
        said: list[str] = []
        host = computers(say=said.append)
        host.fault_pause = 0.0
        end_round = host._end_round
        failures = [RuntimeError("a round's end broke"), OSError(errno.EMFILE, "Too many open files")]

        def breaks() -> None:  # the first two ends of a round fail before changing anything
            if failures:
                raise failures.pop(0)
            end_round()

        host._end_round = breaks  # type: ignore[method-assign]
        await host.start()
        try:
            await finished(host)
        finally:
            await host.close()
        assert host.session.match_over and host.faults == 2
        assert any("a round's end broke" in line for line in said)

    asyncio.run(run())


def test_a_fault_judging_a_player_s_move_is_a_refusal_and_the_player_stays() -> None:
    """The host's own fault while it reads a seated player's move (a bug in a game's notation,
    say): the move is refused in words, the fault said on the host, the connection kept."""

    async def run() -> None:
        said: list[str] = []
        plans = [SeatPlan("A", "remote"), SeatPlan("B", "random")]
        host = TableHost(variant("q2j"), plans, 3, code=CODE, say=said.append)
        rules = host.rules
        real = rules.parse_action
        broken = ["once"]

        def parse_action(text: str) -> Any:
            if broken:
                broken.pop()
                raise IndexError("a reader's bug")
            return real(text)

        rules.parse_action = parse_action  # type: ignore[method-assign]
        port = await host.start()
        try:
            connection, heard = await seat(port, seat=0)
            view = await to_move(connection, heard)
            text, turn = view["legal"][0], view["view"]["turn"]
            move = json.dumps({"type": "action", "turn": turn, "text": text})
            await connection.send(move)  # meets the bug
            refusal = await heard_next(connection, lambda message: message["type"] == "refusal")
            assert refusal["rule"] == "host fault" and "its fault, not yours" in refusal["words"]
            await connection.send(move)  # played
            await heard_next(
                connection, lambda message: message["type"] == "update" and played(message, turn)
            )
            assert connection.close_code is None and host.session.state.turn > turn
            assert host.faults == 1 and any("a reader's bug" in line for line in said)
            await connection.close()
        finally:
            await host.close()

    asyncio.run(run())


def played(message: dict[str, Any], turn: int) -> bool:
    return message["view"] is not None and message["view"]["turn"] > turn


async def heard_next(connection: Any, wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The next message ``wanted`` says yes to (others skipped), within a bounded number."""
    for _ in range(100):
        message = json.loads(await asyncio.wait_for(connection.recv(), 30))
        if wanted(message):
            return dict(message)
    raise AssertionError("not heard")
