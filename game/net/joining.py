"""``JoinedTable``: a person's seat at a network table, on its own thread, for a window.

A ``PersonClient`` is the ``TableClient`` machinery (the hello, the checked frames, coming back
with the token when the line drops) with a person instead of a computer level: it never moves
by itself; the window sends a move's notation with ``send``. What it has heard is copied into a
frozen ``JoinState`` under a lock, which the window reads each frame; it never waits on the
network.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..engine import Card, IllegalAction, Rules, View
from ..engine.events import Event
from ..engine.match import RoundRecord
from ..play.round_told import RoundTold
from .client import Arrival, HostGone, NoAnswer, Refused, TableClient
from .link import Closed, Dial, Link
from .protocol import dump

# How long a joiner waits for a host that does not answer before the form says so; once seated,
# a lost host is waited for much longer (it may be restarting).
FIRST_TRY_SECONDS = 6.0
SEATED_GIVE_UP = 300.0


@dataclass(frozen=True, slots=True)
class JoinState:
    """What the joiner's window reads. ``phase``: connecting, lobby, playing, over, refused."""

    phase: str = "connecting"
    error: str = ""  # why the table refused (the form shows it)
    # How it ended, when it did: "refused" (the host said no), "no answer" (nothing answered at
    # the address), "gone" (the table sat at is closed or no longer answers; once the match is
    # over, with ``phase`` "over": its host closed the table), "left".
    ended: str = ""
    lost: bool = False  # the line dropped; retrying
    seat: int | None = None
    variant: str = ""
    names: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()  # each seat's: remote (a person) or a computer level
    taken: tuple[bool, ...] = ()
    here: tuple[bool, ...] = ()  # whose player is connected to the host now, by match seat
    deal_seat: int | None = None
    view: View | None = None
    legal: tuple[str, ...] = ()
    events: tuple[Event, ...] = ()
    refusals: tuple[IllegalAction | str, ...] = ()  # the host's refusals of this seat's moves
    rounds: tuple[str, ...] = ()
    records: tuple[RoundRecord, ...] = ()  # the finished rounds' records, for the score sheet
    laid: tuple[tuple[tuple[Card, int | None], ...], ...] = ()  # by round: its winning hand, if shown
    told: tuple[RoundTold | None, ...] = ()  # by round: the deal as it ended (a private table's only)
    arrivals: tuple[Arrival, ...] = ()  # every update as it came, for the table to play through
    winners: tuple[int, ...] = ()  # the match's, once it is over
    waiting: tuple[str, ...] = ()  # whom the table waited for (a player gone), in turn
    result: str = ""
    frames: int = 0  # how many frames the host has sent (a change to show)
    match: int = 0  # the matches played at this table before this one (the host's Play again)
    again_by: str = ""  # who started this match again (the host's person's name, or "")
    deal: int | None = None  # the deal number: told at a private table (one window's) only
    watching: bool = False  # no seat: watching an all-computer private table (``table.watch``)


class PersonClient(TableClient):
    """A seat played by a person at a window: moves come from ``send``, not a computer level."""

    def __init__(self, address: str, code: str | None, name: str | None, **kwargs: Any) -> None:
        super().__init__(address, code, "random", name=name, follows=True, **kwargs)
        self.connection: Link | None = None
        self.frames = 0
        self.heard: Any = lambda: None  # told after each frame is taken in (the window's copy)
        self.kinds: list[str] = []
        self.closing_is_final = True  # a window's player is told the host closed the table

    async def _handle(self, connection: Link, message: dict[str, Any]) -> None:
        self.connection = connection
        self.frames += 1
        if message["type"] == "table":
            self.kinds = [str(kind) for kind in message["kinds"]]
        await super()._handle(connection, message)
        self.heard()

    async def _move(self, connection: Link, view: View, legal_text: list[str]) -> None:
        """A person's seat waits for its person (``send``)."""

    async def send(self, text: str) -> None:
        view, connection = self.seen.view, self.connection
        if view is None or connection is None:
            return
        with contextlib.suppress(Closed):
            await connection.send(dump({"type": "action", "turn": view.turn, "text": text}))

    async def undo(self) -> None:
        """Ask the host to take back this seat's last move."""
        connection = self.connection
        if connection is None:
            return
        with contextlib.suppress(Closed):
            await connection.send(dump({"type": "undo"}))

    async def leave(self) -> None:
        if self.connection is not None:
            with contextlib.suppress(Closed):
                await self.connection.send(dump({"type": "bye"}))


class JoinedTable:
    def __init__(
        self,
        address: str,
        code: str | None,
        name: str | None,
        seat: int | None = None,
        token: str | None = None,
        on_token: Callable[[str], None] | None = None,
        dial: Dial | None = None,
        watch: bool = False,
    ) -> None:
        """A seat at the table at ``address`` (a WebSocket's, the default), or reached by
        ``dial``: a host in this process (``link.dial_local`` with the host's loop, which may run
        on another thread); ``address`` then only names it in what is said. ``watch``: no seat,
        watching an all-computer table (a private host's only: this window's own)."""
        self.client = PersonClient(
            address,
            code,
            name,
            seat=seat,
            token=token,
            say=self._said,
            give_up=SEATED_GIVE_UP,
            first_try=FIRST_TRY_SECONDS,
            on_token=on_token,
            dial=dial,
            watch=watch,
        )
        self.client.heard = self._publish
        self._state = JoinState()
        self._ended: dict[int, JoinState] = {}  # an earlier match's last state, by its number
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)  # told at every new state
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[str] | None = None
        self._thread: threading.Thread | None = None
        self._closed = threading.Event()

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="q2j-table-join", daemon=True)
        self._thread.start()

    def state(self) -> JoinState:
        with self._lock:
            return self._state

    def wait(self, since: JoinState, seconds: float) -> JoinState:
        """The state once it is no longer ``since`` (or after ``seconds``, unchanged): for a
        caller with nothing to do until the host speaks (a test stepping a window's frames),
        instead of asking again and again."""
        with self._changed:
            self._changed.wait_for(lambda: self._state is not since, seconds)
            return self._state

    def state_of(self, match: int) -> JoinState:
        """The state of match ``match`` at this table: as it ended, once the host has started
        another (a table or score sheet showing it stays as it was), else the latest."""
        with self._lock:
            return self._ended.get(match, self._state)

    def send(self, text: str) -> None:
        """Send a move's notation for this seat (the host judges it)."""
        self._post(self.client.send(text))

    def undo(self) -> None:
        """Ask the host to take back this seat's last move (its answer arrives as an update)."""
        self._post(self.client.undo())

    def close(self) -> None:
        """Leave the table: say so to the host, then stop (never waits; asked before the
        connection has started, the thread stops as it starts)."""
        self._closed.set()
        loop, task = self._loop, self._task
        if loop is None or task is None:
            return

        async def leave() -> None:
            await self.client.leave()
            task.cancel()

        if not task.done():
            self._post(leave())

    def join(self, seconds: float) -> bool:
        if self._thread is not None:
            self._thread.join(seconds)
            return not self._thread.is_alive()
        return True

    @property
    def rules(self) -> Rules[Any] | None:
        """The table's rules (its variant and options, from the host), once seated."""
        return self.client._rules

    def _post(self, work: Any) -> None:
        loop = self._loop
        if loop is None:
            work.close()
            return
        try:
            asyncio.run_coroutine_threadsafe(work, loop)
        except RuntimeError:  # the loop has ended
            work.close()

    # On the client's thread ------------------------------------------------------------------
    def _said(self, line: str) -> None:
        # The client says when the line drops and when the host is back; the window shows it.
        if "lost the host" in line:
            self._set(lost=True)
        elif "the host is back" in line:
            self._set(lost=False)

    def _set(self, **changes: Any) -> None:
        with self._changed:
            self._state = replace(self._state, **changes)
            self._changed.notify_all()

    def _run(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            asyncio.run(self._play())

    async def _play(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._task = asyncio.create_task(self.client.run())
        if self._closed.is_set():  # left before the thread was under way
            self._task.cancel()
        try:
            result = await self._task
            self._publish()
            closed = "gone" if self.client.host_closed else ""  # no Play again will come
            self._set(phase="over", result=result, ended=closed)
        except NoAnswer as error:
            self._set(phase="refused", error=str(error), ended="no answer", lost=False)
        except HostGone as error:
            self._set(phase="refused", error=str(error), ended="gone", lost=False)
        except Refused as error:
            self._set(phase="refused", error=str(error), ended="refused", lost=False)
        except asyncio.CancelledError:
            self._set(phase="refused", error="", ended="left")
        except Exception as error:  # a bug or the OS: one line, never a traceback
            self._set(phase="refused", error=f"{type(error).__name__}: {error}"[:200], ended="refused")

    def _publish(self) -> None:
        """Copy what the client has heard into the state the window reads."""
        seen = self.client.seen
        phase = self._state.phase
        if seen.match != self._state.match:  # the host plays again: the match that ended is kept
            with self._lock:
                self._ended = {self._state.match: self._state}
            phase = "playing" if phase == "over" else phase
        if seen.seat is not None and phase == "connecting":
            phase = "lobby"
        # Play has started for this window once something after the lobby's table has come
        # (the deal, sent just after the seats that say play started).
        dealt = bool(seen.arrivals) and not seen.arrivals[-1].lobby
        if seen.started and dealt and phase in ("connecting", "lobby"):
            phase = "playing"
        if seen.result is not None and phase == "playing":
            phase = "over"  # the match is over; the line stays for the host's Play again
        self._set(
            phase=phase,
            match=seen.match,
            again_by=seen.again_by,
            deal=seen.deal,
            watching=seen.watching,
            result=seen.result or "",
            seat=seen.seat,
            variant=seen.variant,
            names=tuple(seen.names),
            kinds=tuple(self.client.kinds),
            taken=tuple(seen.taken),
            here=tuple(seen.here),
            deal_seat=seen.deal_seat,
            view=seen.view,
            legal=tuple(seen.legal),
            events=tuple(seen.events),
            refusals=tuple(seen.refusals),
            rounds=tuple(seen.rounds),
            records=tuple(seen.records),
            laid=tuple(seen.laid),
            told=tuple(seen.told),
            arrivals=tuple(seen.arrivals),
            winners=seen.winners,
            waiting=tuple(seen.waiting),
            frames=self.client.frames,
        )
