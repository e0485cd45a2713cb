"""A private table: a game at one screen played through a host in this process (issue 43's one
path), made from the window's own ``Session`` and keeping that game's things.

``PrivateTable`` runs a ``TableHost`` given the ``Session`` the window built (its birthdays
carried, its chosen options, a replay's take-over, a match resumed by Continue), unchanged, on a
thread and event loop of its own. It listens on no port and is never announced (nobody but this
window can reach it, so it is *private*: it tells the deal number), and play starts at once: no
lobby holds it (it deals as soon as the window's people are at their seats). Each person at the
window has a remote seat kept for them (``reserve``) and reaches it over an in-process link
(``dial``); the computers play at the host. A game where nobody sits (every seat a computer's) is
watched: the window's link is a watcher's (``watcher``, seated nowhere), and the host deals once
it is there; people all out of an Elimination match watch the rest the same way. A deal nobody
here plays waits for the watcher's Next round (``deal_on``; the host is ``paced``).

The game's own things are done on the host's thread, at each change the host tells
(``on_change``), where the match is never mid-move:

- the autosave is the game's own (``Session.save``: the window's save slot and format, so the
  menu's Continue finds it); the people's hand order comes from the window's table with each of
  its saves (``keep_hands``), and a failed save is said on the window's message line once, in
  ``Session.save``'s words (``PrivateSource``);
- the history records the game itself, told as a table reading a ``Session`` tells it
  (``TableScene.enter``'s ``playing``, ``TurnFlow._wind_up``'s ``round_finished``, a left game
  when the table closes):
  the same seats, options, take-over mark and rounds, each round's record written as it is
  recorded (``Session.on_round``), before the next deal replaces the finished one.

Not a mode of ``HostedTable`` (``hosting.py``): that one is the lobby's (a port, an
announcement, Start, Computer plays, Play again, the headless save of seats and tokens), and
none of it belongs here, while the game's own save and record do not belong there.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TypeVar

from ..engine.events import Event
from ..files import saves
from ..history.recorder import Recorder
from ..history.records import TakenOver
from ..play.hand_order import HandOrder
from ..play.session import Session
from .host import TableHost, plans_of
from .joining import JoinedTable
from .link import Dial, dial_running
from .remote_table import RemoteSource
from .shared_screen import SharedScreenSource

ADDRESS = "this window"  # names the host in what a link says (it has no address)
SEATED_POLL = 0.005  # seconds between two looks at whether the people here are seated yet
READ_SECONDS = 5.0  # the longest a read of the game waits for the host's thread (it answers at once)
WATCH_WAIT = 0.5  # a fixed-step run's longest wait at once for a watched table's next change
T = TypeVar("T")


class PrivateTable:
    """``session`` played through a host in this process. ``resumed``: the game goes on from where
    it stands (Continue, a replay's take-over), shown as it stands. ``history``: the recorder the
    game is recorded with (a window's ``ctx.history.beside()``), closed with the table. ``save``:
    whether the game is autosaved (never in the smoke run); ``save_path``: where (by default this
    window's save slot, found now, on the window's thread)."""

    def __init__(
        self,
        session: Session,
        resumed: bool = False,
        history: Recorder | None = None,
        save: bool = True,
        save_path: Path | None = None,
    ) -> None:
        self.session = session
        self.resumed = resumed
        self.history = history
        self.save_path = (save_path or saves.default_save_path()) if save else None
        # The people's seats (each kept for its person at the host), and those of them dealt in
        # (each reached by a link): a person out of an Elimination match (a later round taken
        # over or restarted) is dealt nobody's cards, and the window watches the deal.
        self.seated = tuple(seat for seat, config in enumerate(session.seats) if config.human)
        self.here = tuple(seat for seat in self.seated if seat in session.match.seats_in_round)
        self.unsaved = ""  # the window's words for the last autosave that failed ("" once one works)
        # A fixed-step run's window (tests, the smoke run): its watched table waits for the
        # host's next change, so the run goes the same however long the computers think.
        self.lockstep = False
        self.failure = ""  # the host's thread stopped: why
        self.tokens: dict[int, str] = {}  # the people's seats' tokens, by match seat (``seated``)
        self._told_playing = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._host: TableHost | None = None
        self._ready = threading.Event()
        self._closed = threading.Event()
        self._thread: threading.Thread | None = None
        self._people: list[JoinedTable] = []  # the links ``people`` opened, closed with the table

    # The window's side ---------------------------------------------------------------------
    def start(self, wait: bool = True) -> None:
        """The host on its own thread; returns once it plays (or has failed: ``failure``).
        ``wait=False``: returns at once (a window's frame loop asks ``opened`` each frame)."""
        self._thread = threading.Thread(target=self._run, name="q2j-private-table", daemon=True)
        self._thread.start()
        if wait:
            self._ready.wait()

    @property
    def opened(self) -> bool:
        """Whether the host plays (its seats kept for the people here), or has failed."""
        return self._ready.is_set()

    @property
    def host(self) -> TableHost | None:
        """The host (for tests: what it judges), once started."""
        return self._host

    def dial(self) -> Dial:
        """Links to the host from this process (a closed port's answer once it has stopped)."""
        return dial_running(lambda: None if self._host is None else (self._loop, self._host.connect_local))

    @property
    def watched(self) -> bool:
        """Nobody sits at this window: every seat a computer's, the game watched."""
        return not self.here

    def watcher(self) -> JoinedTable:
        """A watcher's link to this table, started (``JoinedTable(..., watch=True)``: seated
        nowhere): the host admits it where every seat still in the deal is a computer's (a table
        of computers alone, whose host deals once it is there; or one whose people are all out
        of the match, the rest played for it)."""
        host = self._host
        code = None if host is None else host.code
        watcher = JoinedTable(ADDRESS, code, None, dial=self.dial(), watch=True)
        watcher.start()
        self._people.append(watcher)
        return watcher

    def people(self) -> list[JoinedTable]:
        """A link for each person at this window, to the seat kept for them, started: the host
        deals once every one is seated. A watched table's: its watcher's link (``watcher``)."""
        if self.watched:
            return [self.watcher()]
        joined = []
        for seat in self.here:
            name, token = self.session.seats[seat].name, self.tokens[seat]
            person = JoinedTable(ADDRESS, None, name, token=token, dial=self.dial())
            person.start()
            joined.append(person)
        self._people.extend(joined)
        return joined

    def source(self, people: Sequence[JoinedTable]) -> RemoteSource | None:
        """The table's source once every person's link is dealt in (None until then): one
        person's seat, or several sharing the screen. A match over at once (its first deal won
        before anyone here moved) is shown too: its table, then its sheet."""
        dealt = ("playing", "over")
        if not people or not all(p.state().phase in dealt and p.state().arrivals for p in people):
            return None
        if len(people) == 1:
            return PrivateSource(people[0], self)
        return PrivateSharedSource(list(people), self)

    def deal_on(self) -> None:
        """The window's watcher stands at the deal just dealt (its sheet's Next round): the
        computers play it (``TableHost.deal_on``); a round a person plays needs no word."""
        self._post(lambda host: host.deal_on())

    def watched_to(self, turn: int) -> None:
        """The window's watcher shows the deal at ``turn``: the computers play the next
        (``TableHost.watched_to``), one turn ahead of the window, so the game's save stands where
        the window shows it."""
        self._post(lambda host: host.watched_to(turn))

    def keep_hands(self, hands: dict[int, dict[str, str]]) -> None:
        """The people's hand order as the window's table holds it (``HandOrder.to_data``), for
        the game's save: taken on the host's thread and saved at once, so a hand its player
        arranged is kept with the game."""
        self._post(lambda host: self._hands_kept(host, hands))

    def read(self, reading: Callable[[Session], T]) -> T:
        """``reading`` of the game, done on the host's thread while it runs (never halfway
        through a move), here once it has stopped (nothing changes the game then)."""
        loop, host, thread = self._loop, self._host, self._thread
        if loop is not None and host is not None and thread is not None and thread.is_alive():

            async def read_there() -> T:
                return reading(host.session)

            with contextlib.suppress(RuntimeError, TimeoutError, asyncio.CancelledError):
                return asyncio.run_coroutine_threadsafe(read_there(), loop).result(READ_SECONDS)
            thread.join(READ_SECONDS)  # the loop ended meanwhile: its thread is ending
        return reading(self.session)

    def close(self) -> None:
        """Close the table (never waits): the people's links leave it, the game's last save
        stands, its record is left."""
        self._closed.set()
        for person in self._people:
            person.close()
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)

    def join(self, seconds: float) -> bool:
        """Wait for the host's thread (and the people's links) to end; whether they have."""
        ended = all(person.join(seconds) for person in self._people)
        if self._thread is not None:
            self._thread.join(seconds)
            return ended and not self._thread.is_alive()
        return ended

    def _post(self, call: Callable[[TableHost], None]) -> None:
        loop, host = self._loop, self._host
        if loop is not None and host is not None:
            with contextlib.suppress(RuntimeError):  # the loop has ended: nothing to keep
                loop.call_soon_threadsafe(call, host)

    # The host's thread ---------------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except Exception as error:  # said by ``failure``; never a traceback to a player
            self.failure = f"{type(error).__name__}: {error}"[:200]
        finally:
            self._ready.set()

    async def _serve(self) -> None:
        session = self.session
        host = TableHost(
            session.variant,
            plans_of(session),
            session.seed,
            session=session,
            resumed=self.resumed,
            on_change=self._changed,
            hold=True,  # until the people here are at their seats (``_begin``)
            think_apart=True,  # in the window's process: the computers search in a worker
        )
        host.paced = True  # a round nobody here plays is dealt on as the window's watcher asks
        self.tokens = {seat: host.reserve(seat) for seat in self.seated}
        if self.history is not None:
            session.on_round = self.history.round_finished
        self._stop = asyncio.Event()
        self._host = host
        self._loop = asyncio.get_running_loop()
        try:
            await host.start(listen=False)
            self._ready.set()
            if not self._closed.is_set():
                await self._begin(host)
                await self._stop.wait()
        finally:
            await host.close()
            session.on_round = None
            if self.history is not None:
                self.history.close()  # a game not over is left; the last records written

    async def _begin(self, host: TableHost) -> None:
        """Play starts once every person here is at their seat (their links come within moments
        of ``people``): dealt before, the deal's first moves would be made with nobody watching,
        and the window would open the new game as a game continued. A game that goes on from
        where it stands starts at once (its deal is retold to each seat as it comes); its
        computers wait for the people to be seated (``TableHost`` at a ``paced`` table)."""
        while not self.resumed and not all(seat in host.connections for seat in self.here):
            if self._stop is not None and self._stop.is_set():
                return
            await asyncio.sleep(SEATED_POLL)
        host.begin()

    def _changed(self, host: TableHost) -> None:
        """After every change at the host: the history told the game is at the table (once, when
        play has started), then the game's own autosave."""
        if self.history is not None and host.started and not self._told_playing:
            self._told_playing = True
            self.history.playing(host.session, resumed=self.resumed)
        self._save(host)

    def _hands_kept(self, host: TableHost, hands: dict[int, dict[str, str]]) -> None:
        host.session.hand_order = HandOrder.from_data(hands)
        self._save(host)

    def _save(self, host: TableHost) -> None:
        if self.save_path is not None:
            self.unsaved = host.session.save(self.save_path) or ""


class _WindowsOwnGame:
    """What a private table's source answers as the window's own game (its seat's, or the seats
    sharing the screen): the setup's options, the take-over mark, Restart, and the game's save
    (a failed one said once on the message line)."""

    private: PrivateTable
    hand_order: HandOrder
    _unsaved_said: bool

    def _own(self, table: PrivateTable) -> None:
        self.private = table
        self.hand_order = HandOrder.from_data(table.session.hand_order.to_data())
        self._unsaved_said = False

    @property
    def restartable(self) -> bool:
        return True  # the window's own game: Restart deals it again, at a private table of its own

    @property
    def chosen_options(self) -> Mapping[str, object]:
        """The options chosen at the setup (the rules screen and Restart show these)."""
        return self.private.session.chosen_options

    @property
    def taken_over(self) -> TakenOver | None:
        """The game's mark, when it was taken over from a replay (the log's heading says where)."""
        return self.private.session.taken_over

    def save(self) -> str | None:
        """The table's save: its hand order handed to the game's; a failed autosave's words, once."""
        self.private.keep_hands(self.hand_order.to_data())
        said = self._unsaved()
        return said[0] if said else None

    def refused(self) -> list[str]:
        return [*super().refused(), *self._unsaved()]  # type: ignore[misc]  # the source's own

    def _unsaved(self) -> list[str]:
        """The words of an autosave that failed, the first time only."""
        words = self.private.unsaved
        if not words or self._unsaved_said:
            return []
        self._unsaved_said = True
        return [words]


class PrivateSource(_WindowsOwnGame, RemoteSource):  # type: ignore[misc]  # taken_over: a joiner's is None
    """A person's seat at a private table: a joiner's source whose hand order starts as the game's
    (a continued game's, as saved) and goes back to it with each of the table's saves."""

    def __init__(self, joined: JoinedTable, table: PrivateTable) -> None:
        super().__init__(joined)
        self._own(table)

    def arrived(self) -> list[Event] | None:
        """The next change, taken up by the table; a watcher's table tells its host how far it
        has shown the deal (the computers play on one move ahead of it)."""
        events = super().arrived()
        if events is None and self.watching and self.private.lockstep and not self.over:
            self.joined.wait(self.state, WATCH_WAIT)  # ends as the host speaks
            events = super().arrived()
        if events is not None and self.watching:
            self.private.watched_to(self.turn)
        return events


class PrivateSharedSource(_WindowsOwnGame, SharedScreenSource):  # type: ignore[misc]  # as above
    """Several people at the window of a private table (``PrivateSource``'s save, shared)."""

    def __init__(self, joined: list[JoinedTable], table: PrivateTable) -> None:
        super().__init__(joined)
        self._own(table)
