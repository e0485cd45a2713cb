"""``HostedTable``: a ``TableHost`` on its own thread with its own event loop, for a window.

The window's frame loop never waits on the network: it calls ``state()`` (a frozen snapshot,
copied under a lock) each frame, and ``begin`` / ``close`` only post a call to the host's loop.
Every failure (the port in use, no network) becomes one line in ``state().error``.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import Variant
from ..engine.match import Match
from ..history.recorder import Recorder
from .host import REMOTE, SeatPlan, TableHost
from .link import Dial, dial_running
from .table_record import HostedGames

DEFAULT_PORT = 47474
PUBLISH_SECONDS = 0.2  # how often the lobby's copy of the seats is refreshed (joins, leaves)


@dataclass(frozen=True, slots=True)
class SeatState:
    """One seat as the lobby shows it."""

    name: str
    kind: str  # ``remote`` or a computer level
    taken: bool  # a remote seat whose joiner has come (a computer's seat is always taken)
    here: bool  # its joiner is connected now
    out: bool = False  # knocked out of the match being played (an Elimination match)


@dataclass(frozen=True, slots=True)
class HostState:
    """What the lobby reads: ``phase`` is opening, open, playing, over, failed or closed."""

    phase: str = "opening"
    error: str = ""
    unsaved: str = ""  # why the last autosave failed ("" once one works): the table plays on
    note: str = ""  # said under the address (the usual port taken: another one chosen)
    port: int = 0
    code: str = ""
    address: str = ""
    announced: bool = False
    seats: tuple[SeatState, ...] = ()
    rounds: int = 0  # rounds played so far
    result: str = ""
    own_tokens: tuple[str, ...] = ()  # the tokens of the seats kept for the people at the host's window
    match: int = 0  # the matches played at this table before this one (Play again)

    @property
    def full(self) -> bool:
        return bool(self.seats) and all(seat.taken for seat in self.seats)


@dataclass
class HostedTable:
    variant: Variant
    plans: list[SeatPlan]
    seed: int
    port: int = DEFAULT_PORT
    bind: str = "0.0.0.0"
    announce: bool = True
    code: str | None = None
    on_change: Callable[[TableHost], None] | None = None  # the autosave (on the host's thread)
    own_seats: tuple[int, ...] = ()  # remote seats kept for the people at the host's window
    match: Match | None = None  # a saved match to go on with (the plans hold their tokens)
    matches: int = 0  # the matches played at this table before that one (kept by the save)
    history: Recorder | None = None  # records each match in the host's history (closed with the table)
    _state: HostState = field(default_factory=HostState)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _loop: asyncio.AbstractEventLoop | None = None
    _closed: threading.Event = field(default_factory=threading.Event)
    _host: TableHost | None = None
    _thread: threading.Thread | None = None
    _lines: list[str] = field(default_factory=list)

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="q2j-table-host", daemon=True)
        self._thread.start()

    def state(self) -> HostState:
        with self._lock:
            return self._state

    def begin(self) -> None:
        """The lobby's Start: play begins as soon as every remote seat is taken."""
        self._post(lambda host: host.begin())

    def again(self, seed: int, by: str = "") -> None:
        """Play again (the match over): a new match at this table dealt with ``seed``; the joiners
        still connected follow into it at their seats (``TableHost.again``; ``by``: who starts it)."""
        self._post(lambda host: host.again(seed, by) if host.done.is_set() else None)

    def dial(self) -> Dial:
        """Links to this table from this process, without a socket (the people at the host's own
        window): the same frames as a joiner's, crossing to the host's thread. Before the host
        runs (or after it has stopped) a link is refused as at a closed port: the joiner tries
        again, as it would across the room."""
        return dial_running(lambda: None if self._host is None else (self._loop, self._host.connect_local))

    def hand_to_computer(self, seat: int, level: str) -> None:
        self._post(lambda host: host.hand_to_computer(seat, level))

    def close(self) -> None:
        """Close the table (never waits: the host's thread sees it within a publish's pause,
        even when asked before its loop has started)."""
        self._closed.set()

    def join(self, seconds: float) -> bool:
        """Wait for the thread to end (tests, and the program's exit); whether it has."""
        if self._thread is not None:
            self._thread.join(seconds)
            return not self._thread.is_alive()
        return True

    def _post(self, call: Callable[[TableHost], None]) -> None:
        loop, host = self._loop, self._host
        if loop is not None and host is not None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(call, host)

    # On the host's thread ------------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except Exception as error:  # the lobby says it in one line; the window goes on
            self._set(phase="failed", error=f"The table stopped: {type(error).__name__}: {error}"[:200])

    def _set(self, **changes: object) -> None:
        from dataclasses import replace

        with self._lock:
            self._state = replace(self._state, **changes)  # type: ignore[arg-type]

    async def _serve(self) -> None:
        from .announced import Announced
        from .discovery import own_address

        self._loop = asyncio.get_running_loop()
        announced = Announced(self._lines.append)
        saving = self.on_change or (lambda host: None)
        games = HostedGames(self.history, resumed=self.match is not None) if self.history else None

        def changed(host: TableHost) -> None:
            if games is not None:
                games.changed(host)  # never raises: the history must not stop the table
            saving(host)

        host = TableHost(
            self.variant,
            self.plans,
            self.seed,
            code=self.code,
            on_change=announced.then(changed),
            hold=True,
            say=self._lines.append,
            match=self.match,
            matches=self.matches,  # a table that goes on tells the joiners coming back their match
            think_apart=True,  # in the window's process: the computers search in a worker
        )
        self._host = host
        if self.match is not None:
            host.begin()  # a saved table goes on: every seat's player has a token to come back with
        # A resumed table's seats have their tokens already.
        own_tokens = tuple(host.plans[seat].token or host.reserve(seat) for seat in self.own_seats)
        self._set(own_tokens=own_tokens)
        try:
            port = await host.start(self.bind, self.port)
        except OSError as error:
            port = 0
            if self.port == DEFAULT_PORT and error.errno == errno.EADDRINUSE:
                # Another program holds the usual port: any free one, and the lobby says which.
                with contextlib.suppress(OSError):
                    port = await host.start(self.bind, 0)
            if not port:
                await host.close()
                if games is not None:
                    games.close()
                self._set(phase="failed", error=_listen_error(self.port, error))
                return
            self._set(note=_moved_words(self.port, port))
        self._set(port=port, code=host.code, address=own_address())
        self._publish(host)  # one state with the port and the seats (the lobby reads either both or neither)
        try:
            if self.announce:
                await announced.start(host, port)
                self._set(announced=announced.announcer is not None)
            # Served until closed: once the match is over the joiners stay connected, for Play again.
            while not self._closed.is_set():
                self._publish(host)
                if host.done.is_set():
                    await asyncio.sleep(PUBLISH_SECONDS)
                else:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(host.done.wait(), PUBLISH_SECONDS)
            self._publish(host)
        finally:
            await host.close()
            await announced.close()
            if games is not None:
                games.close()  # a match not over is left (Continue hosting goes on with it)
            if not host.done.is_set():
                self._set(phase="closed")

    def _publish(self, host: TableHost) -> None:
        # The rounds' records name the seats they knocked out by their seat at the table.
        out = {seat for record in host.session.match.rounds for seat in record.eliminated}
        seats = tuple(
            SeatState(plan.name, plan.kind, _taken(plan), m in host.connections, m in out)
            for m, plan in enumerate(host.plans)
        )
        rounds = len(host.session.match.rounds)
        phase = "over" if host.done.is_set() else "playing" if host.started else "open"
        self._set(
            phase=phase,
            seats=seats,
            rounds=rounds,
            result=host.result or "",
            unsaved=host.save_failure,
            match=host.matches,
        )


def _taken(plan: SeatPlan) -> bool:
    return plan.kind != REMOTE or plan.token is not None


def _moved_words(wanted: int, port: int) -> str:
    from ..i18n import _

    return _(
        "Port {wanted} is in use by another program, so this table is on port {port}: "
        "joiners type the address with it."
    ).format(wanted=wanted, port=port)


def _listen_error(port: int, error: OSError) -> str:
    from ..i18n import _
    from ..i18n.their_words import os_words

    return _("Cannot open the table on port {port}: {reason}").format(port=port, reason=os_words(error))
