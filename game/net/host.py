"""``TableHost``: the one judge of a networked table.

The host runs the match through the table's own ``Session`` (pygame-free), asks the engine about
every action, runs its computer seats off the event loop (a search never stalls the network),
and sends each remote seat only its own view and the events that seat may see (``sight``).
A client is trusted with nothing but an action's notation for its own seat.

Seats are ``remote`` (a joiner takes it with the join code and gets a token), or a computer
level. A seat whose player has gone keeps its token; the table waits for it (``waiting``) until
it comes back, or the host hands the seat to a computer level (``hand_to_computer``).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
from collections import deque
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve

from ..ai.runners import WorkerDeciders
from ..ai.worker import Deciders
from ..engine import Card, EngineError, IllegalAction, Variant, View, make_rules
from ..engine.events import Event
from ..engine.match import Match, RoundRecord
from ..engine.zones import hand_zone
from ..i18n import _
from ..i18n.their_words import failure_words
from ..play.refusals import refusal_words
from ..play.round_told import RoundTold, told_of
from ..play.seats import SeatConfig
from ..play.session import Session
from ..play.undo_words import OFF, undo_template
from . import codec
from .codes import new_code, new_token, same_code, same_token
from .door import counted
from .limits import Attempts, Bucket, Caps, Comebacks, Door, address_key, file_limit
from .link import Closed, Link, SocketLink, local_pair
from .protocol import CLIENT, MAX_FRAME, VERSION, Close, ProtocolError, dump, parse
from .refusal_wire import said_plain
from .sight import events_for
from .told_wire import told_plain
from .watching import WATCHED_SEAT, watched_view, watcher_events

REMOTE = "remote"
WATCHING = -1  # the watchers' key among the views before a change (no seat's)
HELLO_SECONDS = 10.0  # a connection that says nothing for this long is closed
OPEN_SECONDS = 5.0  # to finish the WebSocket upgrade (a LAN's takes milliseconds)
CLOSE_SECONDS = 3.0  # for the other side to answer a close, then the socket is dropped
SAVE_RETRY_SECONDS = 5.0  # a failed autosave is tried again after this (and at every change)
FAULT_PAUSE = 1.0  # the driver's pause after a step that failed, doubled while they fail (to 30 s)
RECENT_EVENTS = 300  # the log a (re)joining seat is given, per seat: its last events (and changes kept)
# Messages a second a client may send, and at once: a computer level at a fast game sends a
# few dozen a second; a flood sends thousands.
RATE, BURST = 200.0, 400
# The frames a connection may have waiting to be sent, in characters: a client this far behind
# reading (it stopped reading, or reads at a trickle while its table plays on) is dropped
# rather than let the host's memory grow; it comes back with its token and a snapshot.
MAX_QUEUED = 1 << 20
# Wrong codes or tokens a minute: from one address, and from one network (an IPv6 /64, which a
# single computer may hold whole, taking a new address for every guess; a home network is one
# /64 too, so its limit is wider than one address's).
ADDRESS_TRIES, NETWORK_TRIES = 5, 50


@dataclass
class SeatPlan:
    """One seat at the host: ``kind`` is ``remote`` or a computer level; ``token`` once taken."""

    name: str
    kind: str
    token: str | None = None


@dataclass
class Outbox:
    """A connection's frames waiting to be sent, and their size in characters."""

    frames: asyncio.Queue[str]
    size: int = 0
    dropped: bool = False  # too far behind: being closed, sent nothing more


class Recorder:
    """Told of every frame the host sends (for the leak check): the match seat, the frame, the
    host as it is at that moment and the engine's own events of the change being sent."""

    def sent(self, seat: int, frame: str, host: TableHost, events: list[Event]) -> None:
        """Called for each frame; a test's recorder keeps what it needs."""


class TableHost:
    def __init__(
        self,
        variant: Variant,
        seats: list[SeatPlan],
        seed: int,
        code: str | None = None,
        match: Match | None = None,
        iterations: Mapping[str, int] | None = None,
        on_change: Callable[[TableHost], None] | None = None,
        recorder: Recorder | None = None,
        say: Callable[[str], None] | None = None,
        hold: bool = False,
        caps: Caps | None = None,
        matches: int = 0,
        session: Session | None = None,
        resumed: bool = False,
        think_apart: bool = False,
    ) -> None:
        """``session``: a game made ready elsewhere (a window's own: its birthdays carried, its
        chosen options, a replay's take-over, a match resumed from the autosave), played as it is
        instead of one made here from ``seed`` or ``match``; ``seats`` must be its seats
        (``plans_of``). ``resumed``: it goes on from where it stands, its deal so far retold to
        each seat (as a ``match`` does), rather than dealt. ``think_apart``: the computers think
        in a worker process (a host inside the window's process: its frames stay smooth), not on
        the host's thread."""
        self.variant = variant
        self.plans = seats
        self._first_names = [plan.name for plan in seats]  # a seat freed in the lobby gets its own back
        self.code = code or new_code()
        configs = _configs(seats)
        if session is not None:
            if match is not None or configs != list(session.seats):
                raise ValueError("a host given a game plays that game, at its own seats")
            self.rules = session.rules
            self.session = session  # kept as it is: its save, its history and its seats are its own
        elif match is None:
            self.rules = make_rules(variant)
            self.session = Session(variant, self.rules, configs, seed)
        else:
            self.rules = match.rules
            self.session = Session.resumed(variant, configs, seed, match)
        standing = match is not None or (session is not None and resumed)
        self.deciders: Deciders | WorkerDeciders = (
            WorkerDeciders(self.rules, iterations) if think_apart else Deciders(self.rules, iterations)
        )
        self.on_change = on_change  # after every change (the autosave)
        self.recorder = recorder
        self.say = say or (lambda text: None)  # who came and went (the headless host prints it)
        self.connections: dict[int, Link] = {}  # each seated player's link (a socket's, or in-process)
        self._outboxes: dict[Link, Outbox] = {}
        # Links watching an all-computer private table (no seat; ``watching.py``), and whether
        # one has come: such a table deals once its watcher is there (to see the deal from its first card).
        self.watchers: list[Link] = []
        self._watched = False
        # A deal played for a watcher alone (nobody's seat in it) waits for this window's word
        # before the computers move: its watcher come (``_watch``), or, at a ``paced`` table (a
        # private one's), its Next round pressed (``deal_on``), so each round is dealt only
        # when asked; and at a ``paced`` table the computers keep one turn ahead of what the
        # watcher has shown (``watched_to``), moving as its last move lands: a game left mid-deal
        # is saved where the window left it.
        self.paced = False
        self._go_on = False
        self._shown = 0  # the turn of the deal the watcher has shown
        self._closing: set[asyncio.Future[None]] = set()
        self._local: set[asyncio.Task[None]] = set()  # the in-process links being served
        # Each seat's events of this deal, one list a change (an undo takes its changes back).
        self.recent: dict[int, deque[list[dict[str, Any]]]] = {
            m: deque(maxlen=RECENT_EVENTS) for m in range(len(seats))
        }
        # Whether a seat's first change kept is its deal's opening (a returning seat's log then
        # tells the whole deal; the oldest changes of a long deal fall off its start).
        self._opening_kept = dict.fromkeys(range(len(seats)), False)
        self.attempts = Attempts(ADDRESS_TRIES)  # by address
        self.network_attempts = Attempts(NETWORK_TRIES)  # by ``address_key``
        self.comebacks = Comebacks[int]()  # by seat: taken up again with its token
        # Connections waiting for their hello, capped well below the open-file limit.
        self.door = Door[ServerConnection](caps or Caps.for_files(file_limit()))
        self.save_failure = ""  # why the last autosave failed ("" once one succeeds)
        self._save_retry: asyncio.TimerHandle | None = None
        self.save_retry_seconds = SAVE_RETRY_SECONDS
        self.fault_pause = FAULT_PAUSE
        self.faults = 0  # steps of the driver that failed (each reported; the table went on)
        self.result: str | None = None
        self.told_the_end: set[int] = set()  # the seats sent the match's result (at its end, or back after)
        self.done = asyncio.Event()
        self._wake = asyncio.Event()
        # Play starts when every remote seat is taken and, for a ``hold``ing host (the window's
        # lobby, whose Start button says when), once ``begin`` is called.
        self._go = asyncio.Event()
        if not hold:
            self._go.set()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="q2j-host-bot")
        self._server: Server | None = None
        # A table listening on no port: every link to it is this program's own window (a game at
        # one screen), whose people may be told the deal number (it is their own game).
        self.private = False
        # At a private table, each round's end for its sheet (why, every seat's cards), by (match, round).
        self._round_ends: dict[tuple[int, int], RoundTold] = {}
        self._driver: asyncio.Task[None] | None = None
        self._waiting_for: int | None = None
        # The matches played at this table before this one (Play again; a resumed table's, as
        # saved): a joiner's window knows its match by this count.
        self.matches = matches
        # The deal's opening (a new match's only: a resumed one is mid-deal, sent as it stands).
        self._dealt_events = [] if standing else self.session.opening_events()
        if standing:
            self._retell_the_deal()

    def _retell_the_deal(self) -> None:
        """A table resumed mid-deal: each seat's log of the deal so far, as that seat saw it
        (replayed from the deal's origin, every change through ``events_for``), so a player
        coming back reads the deal as a local Continue retells it, not only that it goes on."""
        session = self.session
        origin = session.state.origin
        if origin is None:
            return
        for seat in range(len(self.plans)):
            deal_seat = self._deal_seat(seat)
            told = None if deal_seat is None else session.retelling(deal_seat)
            if deal_seat is None or told is None:
                continue
            seen = session.rules.view(origin.clone(), deal_seat)
            changes = [events_for(deal_seat, told.opening, None, seen)]
            for move in told.moves:
                changes.append(events_for(deal_seat, move.events, seen, move.final))
                seen = move.final
            self.recent[seat].extend([codec.event_plain(event) for event in change] for change in changes)
            self._opening_kept[seat] = len(changes) <= RECENT_EVENTS

    # Starting and stopping -----------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0, listen: bool = True) -> int:
        """Listen, start playing once every remote seat has been taken; the port listened on
        (0 with ``listen`` off: the seats are taken over in-process links, ``connect_local``)."""
        port_listened = 0
        self.private = not listen
        if listen:
            self._server = await serve(
                self._serve_socket,
                host,
                port,
                max_size=MAX_FRAME,
                ping_interval=20,
                compression=None,
                create_connection=counted(self.door),
                open_timeout=OPEN_SECONDS,
                backlog=self.door.caps.backlog,  # accepted in one batch, before the door counts them
                close_timeout=CLOSE_SECONDS,
            )
            port_listened = int(self._server.sockets[0].getsockname()[1])
        self._driver = asyncio.create_task(self._drive())
        return port_listened

    def connect_local(self) -> Link:
        """A client's end of an in-process link to this host (a game at one screen speaking to
        its host without sockets): served as a socket's connection is, from its hello on, with
        the same frames, caps and closes. Called on the host's event loop."""
        client_end, host_end = local_pair(MAX_FRAME)
        serving = asyncio.create_task(self._serve(host_end))
        self._local.add(serving)
        serving.add_done_callback(self._local.discard)
        return client_end

    async def close(self) -> None:
        if self._save_retry is not None:
            self._save_retry.cancel()
        if self._driver is not None:
            self._driver.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._driver
        for connection in list(self.connections.values()):
            with contextlib.suppress(Exception):
                await connection.close(Close.HOST_CLOSING, "the host closed the table")
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for serving in list(self._local):
            serving.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
        if isinstance(self.deciders, WorkerDeciders):
            self.deciders.shutdown()

    # Seats ---------------------------------------------------------------------------------
    def free_seats(self) -> list[int]:
        return [m for m, plan in enumerate(self.plans) if plan.kind == REMOTE and plan.token is None]

    @property
    def started(self) -> bool:
        return self._go.is_set() and not self.free_seats() and not self._awaits_watcher()

    def _awaits_watcher(self) -> bool:
        """A private table of computers alone is played for its watcher (this window): it
        waits for them to come before dealing, so they see the deal from its first card."""
        return self.private and not self._remote_seats() and not self._watched

    def _people_dealt_in(self) -> bool:
        """Whether a person's seat is in the deal (an elimination's people may all be out)."""
        match = self.session.match
        return any(seat in match.seats_in_round for seat in self._remote_seats())

    def _played_for_nobody(self) -> bool:
        """Whether the computers wait for this window's watcher, at a ``paced`` table (a window's
        own private one) where nobody plays in the deal: every seat a computer's, or its people
        all out of the match (the rest is played for the watcher: people knocked out
        watch it). They wait for one to come before the deal's first move (it sees the deal
        from its first card), for its Next round before a later deal's, and then keep one turn
        ahead of what it has shown."""
        if not self.paced or self._people_dealt_in():
            return False
        return not self._go_on or self.session.state.turn > self._shown

    def _people_not_here(self) -> bool:
        """At a ``paced`` table (a window's own), whether a person dealt in has no link yet: the
        computers wait for them, as a computer's move made before would be played with nobody
        watching (one that ends the deal would end it unseen: a game continued, or taken over
        from a replay, at a computer's turn)."""
        if not self.paced:
            return False
        dealt = self.session.match.seats_in_round
        return any(seat in dealt and seat not in self.connections for seat in self._remote_seats())

    def _watcher_not_here(self) -> bool:
        """At a ``paced`` table (a window's own) whose deal nobody here is dealt in, whether its
        watcher has not come yet (the deal's end waits for it, as its moves do)."""
        return self.paced and not self._people_dealt_in() and not self.watchers

    def deal_on(self) -> None:
        """The window's watcher stands at the deal (its Next round pressed): the computers play it."""
        self._go_on = True
        self._wake.set()

    def watched_to(self, turn: int) -> None:
        """The window's watcher has shown the deal to ``turn``: the next may be played."""
        self._shown = turn
        self._wake.set()

    def begin(self) -> None:
        """Start play (a ``hold``ing host): at once if every remote seat is taken, else as the
        last one is."""
        self._go.set()
        self._wake.set()

    def reserve(self, seat: int) -> str:
        """Keep a remote seat for a player who comes with a token rather than the code (the host
        window's own person, over the loopback); the token to come with."""
        plan = self.plans[seat]
        if plan.kind != REMOTE or plan.token is not None:
            raise ValueError(f"seat {seat + 1} is not a free remote seat")
        plan.token = new_token()
        return plan.token

    def _seats_said(self) -> None:
        """Tell every joiner who sits where, which seats are taken and whether play started (a
        joiner's lobby shows it)."""
        self._broadcast(
            {
                "type": "seats",
                "names": [plan.name[:32] for plan in self.plans],
                "taken": [plan.kind != REMOTE or plan.token is not None for plan in self.plans],
                "here": [m in self.connections for m in range(len(self.plans))],
                "started": self.started,
            }
        )

    def hand_to_computer(self, seat: int, level: str) -> None:
        """Give a remote seat (its player gone) to a computer level until its player comes back
        with its token (the seat is theirs again, from the next move)."""
        from ..ai import LEVELS

        if level not in LEVELS:
            raise ValueError(f"no computer level {level!r}; levels are {', '.join(LEVELS)}")
        plan = self.plans[seat]
        plan.kind = level  # the token is kept: its player may come back
        self.session.seats[seat] = SeatConfig(plan.name, level)
        connection = self.connections.pop(seat, None)
        if connection is not None:
            self._close_later(connection, Close.SEAT_UNAVAILABLE, "the host gave your seat to the computer")
        self._seats_said()
        self._wake.set()

    def _close_later(self, connection: Link, code: Close, reason: str) -> None:
        """Close ``connection`` without waiting for its other end (which may have hung)."""
        closing = asyncio.ensure_future(connection.close(code, reason))
        self._closing.add(closing)  # kept until done, so the task is not collected mid-way
        closing.add_done_callback(self._closing.discard)

    def _tabled(self, seat: int) -> None:
        """Tell ``seat`` where it sits (its token, the game, who sits where, which match)."""
        plan = self.plans[seat]
        assert plan.token is not None
        self._send(
            seat,
            {
                "type": "table",
                "version": VERSION,
                "seat": seat,
                "token": plan.token,
                "variant": self.variant.id,
                "options": dict(self.rules.variant.options),
                "names": [p.name for p in self.plans],
                "kinds": [p.kind for p in self.plans],
                "match": self.matches,
                **({"deal": self.session.seed} if self.private else {}),
            },
        )

    def again(self, seed: int, by: str = "") -> None:
        """Play again: the match over, a new match at this table, dealt with ``seed``: the same
        code, seats, names and tokens (a seat handed to a computer is its player's again). Every
        joiner still connected is told (``again``, by ``by``, the host's person), seated again
        (``table``) and dealt in as play starts; one who has gone is not: its seat waits for its
        token, as any absent player's. The new deal is made here but sent only as it is dealt
        (the driver's first update), so no frame names a card of it before."""
        if not self.done.is_set():
            raise RuntimeError("Play again is for a match that is over")
        for plan in self.plans:
            if plan.token is not None and plan.kind != REMOTE:
                plan.kind = REMOTE  # handed to a computer while away: their seat again
        self.session = Session(self.variant, self.rules, _configs(self.plans), seed)
        self.matches += 1
        self.result = None
        self.told_the_end.clear()
        self._waiting_for = None
        for recent in self.recent.values():
            recent.clear()
        self._dealt_events = self.session.opening_events()
        self.done.clear()
        self._broadcast({"type": "again", "match": self.matches, "by": by.strip()[:32]})
        for seat in self._remote_seats():
            if seat in self.connections:
                self._tabled(seat)
        for link in self.watchers:
            self._queue(link, dump(self._watcher_table()))
        self._changed()
        self._driver = asyncio.create_task(self._drive())

    def _rounds_told(self, seat: int) -> None:
        """The rounds finished so far, to a (re)joining seat: its score sheet, and who is still
        in the match (an elimination's deal seats are the match seats still in, in order)."""
        for record in self.session.match.rounds:
            self._send(seat, self._round_message(record))
        if self.result is not None:
            # The match is over: a player back after its end (knocked out, they had left) reads
            # who won, as those at the table did.
            self._send(seat, self._over_message())
            self.told_the_end.add(seat)

    def _over_message(self) -> dict[str, Any]:
        return {"type": "over", "winners": list(self.session.match.winners), "line": self.result}

    def told(self, seat: int) -> bool:
        """Whether the match's result has gone to ``seat``'s player (sent at its end, or as they
        came back after it: every frame queued for them sent, or their line closed since)."""
        connection = self.connections.get(seat)
        outbox = None if connection is None else self._outboxes.get(connection)
        return seat in self.told_the_end and (outbox is None or outbox.size == 0)

    def _free(self, seat: int) -> None:
        plan = self.plans[seat]
        plan.token, plan.name = None, self._first_names[seat]
        self.session.seats[seat] = SeatConfig(plan.name, "human")
        self._changed()

    def _deal_seat(self, seat: int) -> int | None:
        match = self.session.match
        return match.seats_in_round.index(seat) if seat in match.seats_in_round else None

    # Sending -------------------------------------------------------------------------------
    def _view(self, seat: int) -> tuple[int | None, View | None]:
        deal_seat = self._deal_seat(seat)
        return deal_seat, None if deal_seat is None else self.session.view(deal_seat)

    def _legal(self, deal_seat: int | None) -> list[str]:
        session = self.session
        if deal_seat is None or session.over or session.to_move != deal_seat or not self.started:
            return []  # (in the lobby nobody moves: the seats are being taken)
        return [str(action) for action in session.legal()]

    def _send(self, seat: int, message: Mapping[str, Any], events: list[Event] | None = None) -> None:
        """Queue a frame for ``seat``'s connection. Never awaits: a change to the match and the
        frames it sends happen in one step, so no other move can slip in between."""
        frame = dump(message)
        if self.recorder is not None:
            self.recorder.sent(seat, frame, self, events or [])
        connection = self.connections.get(seat)
        if connection is not None:
            self._queue(connection, frame)

    def _queue(self, connection: Link, frame: str) -> None:
        """Queue ``frame`` on ``connection`` (a seat's or a watcher's), unless it is too far
        behind reading: then it is closed, to come back for a snapshot."""
        outbox = self._outboxes.get(connection)
        if outbox is None or outbox.dropped:
            return
        if outbox.size + len(frame) > MAX_QUEUED:
            outbox.dropped = True
            self._close_later(connection, Close.FLOOD, "too far behind reading the table; come back")
            return
        outbox.size += len(frame)
        outbox.frames.put_nowait(frame)

    def _remote_seats(self) -> list[int]:
        return [m for m, plan in enumerate(self.plans) if plan.kind == REMOTE]

    def _update_all(self, events: list[Event], before: dict[int, View | None], undone: int = 0) -> None:
        """Every remote seat's view after a change, with the events of it that seat may see
        (``undone``: the moves an undo took back, and no events)."""
        for seat in self._remote_seats():
            deal_seat, view = self._view(seat)
            plain: list[dict[str, Any]] = []
            if view is not None and deal_seat is not None:
                shown = events_for(deal_seat, events, before.get(seat), view)
                plain = [codec.event_plain(event) for event in shown]
            recent = self.recent[seat]
            if undone:
                for _ in range(min(undone, len(recent))):
                    recent.pop()  # the moves taken back leave the log a returning seat is given
            else:
                if not recent:  # a deal's first change: its opening
                    self._opening_kept[seat] = True
                elif len(recent) == recent.maxlen:
                    self._opening_kept[seat] = False  # the oldest change falls off
                recent.append(plain)
            self._send(
                seat,
                {
                    "type": "update",
                    "deal_seat": deal_seat,
                    "view": None if view is None else codec.view_plain(view),
                    "events": plain,
                    "legal": self._legal(deal_seat),
                    "undone": undone,
                    "undo": self._undo_block(seat),
                },
                events,
            )
        self._update_watchers(events, before.get(WATCHING), undone)

    def _watched_view(self) -> View:
        return watched_view(self.session.rules, self.session.state)

    def _update_watchers(self, events: list[Event], before: View | None, undone: int = 0) -> None:
        """Every watcher's view after a change (the seats' knowledge together, turned to seat
        0) and the events of it some seat is told."""
        if not self.watchers:
            return
        frame = self._watcher_update(events, before, undone)
        for link in self.watchers:
            self._queue(link, frame)

    def _watcher_update(self, events: list[Event], before: View | None, undone: int = 0) -> str:
        """The ``update`` frame a watcher is sent after a change (``before``: its view before)."""
        view = self._watched_view()
        shown = [] if undone else watcher_events(events, before, view)
        return dump(
            {
                "type": "update",
                "deal_seat": WATCHED_SEAT,
                "view": codec.view_plain(view),
                "events": [codec.event_plain(event) for event in shown],
                "legal": [],
                "undone": undone,
                "undo": OFF,
            }
        )

    def _snapshot(self, seat: int) -> None:
        deal_seat, view = self._view(seat)
        if view is not None and not self.started:
            view = _face_down(view)
        self._send(
            seat,
            {
                "type": "snapshot",
                "deal_seat": deal_seat,
                "view": None if view is None else codec.view_plain(view),
                **self._log_of(seat),
                "legal": self._legal(deal_seat),
                "undo": self._undo_block(seat),
            },
        )

    def _log_of(self, seat: int) -> dict[str, Any]:
        """A (re)joining seat's log: its last changes of the deal, at most ``RECENT_EVENTS``
        events, oldest first (each change one move's events as the seat saw them), and whether
        the first is the deal's opening (the whole deal is told)."""
        return _last_changes(list(self.recent[seat]), self._opening_kept[seat])

    def _watcher_log(self) -> dict[str, Any]:
        """A watcher's log of the deal so far, as a seat coming back is given its own: the deal
        replayed from its origin (a game continued mid-deal, or a watcher come late), each
        change as a watcher is told it (``watcher_events`` between its watched views)."""
        session = self.session
        origin = session.state.origin
        if origin is None:
            return {"log": [], "opening": False}
        rules = session.rules
        state = origin.clone()
        seen = watched_view(rules, state)
        changes = [watcher_events(rules.opening_events(origin.clone()), None, seen)]
        for action in session.state.log:
            events = rules.apply(state, action)
            after = watched_view(rules, state)
            changes.append(watcher_events(events, seen, after))
            seen = after
        plain = [[codec.event_plain(event) for event in change] for change in changes]
        return _last_changes(plain, True)

    def _broadcast(self, message: Mapping[str, Any]) -> None:
        for seat in self._remote_seats():
            self._send(seat, message)
        if self.watchers:
            frame = dump(message)
            for link in self.watchers:
                self._queue(link, frame)

    # Play ----------------------------------------------------------------------------------
    def _views_now(self) -> dict[int, View | None]:
        views = {seat: self._view(seat)[1] for seat in self._remote_seats()}
        if self.watchers:
            views[WATCHING] = self._watched_view()
        return views

    def _apply(self, action: Any) -> None:
        before = self._views_now()
        events = self.session.apply(action)
        self._update_all(events, before)
        self._changed()

    def _changed(self) -> None:
        """After every change: the autosave (``on_change``). One that fails is reported once,
        tried again at the next change and after ``save_retry_seconds``; it never stops the
        move, the driver or the table."""
        if self._save_retry is not None:
            self._save_retry.cancel()
            self._save_retry = None
        if self.on_change is None:
            return
        try:
            self.on_change(self)
        except Exception as error:  # a full disk, no file left: the table goes on unsaved
            reason = str(failure_words(error))[:200]
            if not self.save_failure:
                self.say(
                    _("q2j host: the table could not be saved ({reason}); trying again").format(reason=reason)
                )
            self.save_failure = reason
            with contextlib.suppress(RuntimeError):  # no loop: the next change tries again
                loop = asyncio.get_running_loop()
                self._save_retry = loop.call_later(self.save_retry_seconds, self._changed)
            return
        if self.save_failure:
            self.say(_("q2j host: the table is saved again"))
            self.save_failure = ""

    async def _drive(self) -> None:
        """Play the match: bots move here, remote seats through ``_act``; wait for absent seats."""
        while not self.started:
            await self._wait()
        self._seats_said()
        self._update_all(self._dealt_events, {})
        self._changed()  # play has started: saved, and the history has its game from the deal
        failing = 0  # steps failed in a row
        while True:
            try:
                if await self._step():
                    return
                failing = 0
            except Exception as error:  # one step's fault never stops the table: said, then on
                failing += 1
                self._fault(error)
                await asyncio.sleep(min(30.0, self.fault_pause * 2 ** min(failing - 1, 5)))

    async def _step(self) -> bool:
        """One step of the match: a round ended, a computer's move, or a wait for a remote
        seat's; whether the match is over."""
        session = self.session
        if session.over and (self._people_not_here() or self._watcher_not_here()):
            await self._wait()  # a deal handed over finished: its end is for the window to see
            return False
        if session.over:
            self._end_round()
            return session.match_over
        seat = session.match.to_match_seat(session.to_move)
        plan = self.plans[seat]
        if plan.kind != REMOTE and (self._played_for_nobody() or self._people_not_here()):
            await self._wait()  # a watcher's or a person's coming (``_watch``, ``_serve``) wakes it
            return False
        if plan.kind != REMOTE:
            await self._bot_move(plan.kind)
            return False
        if seat not in self.connections and self._waiting_for != seat:
            self._waiting_for = seat
            self._broadcast({"type": "waiting", "seat": seat, "name": plan.name[:32]})
        await self._wait()
        return False

    # Undo ----------------------------------------------------------------------------------
    def _undo_block(self, seat: int) -> str | None:
        """Why ``seat`` may not undo now (a key of ``undo_words``), or None when it may: the
        undo rule (one person at the table, playing the computers), held here."""
        deal_seat = self._deal_seat(seat)
        if deal_seat is None or self.session.humans() != [deal_seat]:
            return OFF
        return self.session.undo_block()

    def _undo(self, seat: int) -> None:
        """Take back ``seat``'s last move and the replies, if the rule allows it; every seat is
        sent the position it stands at (``undone``). Only this seat's person moves for it, so
        the move taken back is the last one they made, whatever has arrived since."""
        session = self.session
        block = self._undo_block(seat)
        if block is not None or not (count := session.undo_to_last_human_move()):
            self._refuse(seat, IllegalAction("undo", undo_template(block or OFF)))
            return
        self._update_all([], {}, undone=count)
        self._changed()
        self._wake.set()

    def _fault(self, error: Exception) -> None:
        """Say what failed (the host's person reads it; a player is never sent it)."""
        self.faults += 1
        reason = f"{type(error).__name__}: {error}"[:200]
        self.say(
            _("q2j host: a step of the table failed ({reason}); the table goes on").format(reason=reason)
        )

    async def _wait(self) -> None:
        await self._wake.wait()
        self._wake.clear()

    async def _bot_move(self, level: str) -> None:
        session = self.session
        legal = session.legal()
        if len(legal) == 1:
            action = legal[0]
        else:
            view, rng = session.view(session.to_move), session.bot_rng()
            loop = asyncio.get_running_loop()
            try:
                decision = await loop.run_in_executor(
                    self._pool, self.deciders.decide, level, view, legal, rng
                )
                action = decision.action
            except Exception as error:  # the computer's search failed: it plays a legal move all the same
                self._fault(error)
                action = rng.choice(legal)
            if self.plans[session.match.to_match_seat(session.to_move)].kind == REMOTE:
                # Its player came back while the computer thought, or an undo took the table back
                # to the person's turn: the move is theirs.
                return
        self._apply(action)

    def _end_round(self) -> None:
        session = self.session
        if not session.match.round_recorded:
            record = session.finish_round()
            if self.private:  # the deal as it ended (why, every seat's cards): this window's only
                self._round_ends[(self.matches, record.number)] = told_of(session, record)
            self._broadcast(self._round_message(record, self._winning_hand_shown()))
        if session.match_over:
            self.result = self.result_line()
            self._broadcast(self._over_message())
            self.told_the_end = set(self.connections)
            self._changed()
            self.done.set()
            return
        session.next_round()
        if self.paced:  # a deal nobody here plays waits for its watcher's Next round
            self._go_on, self._shown = False, session.state.turn
        for seat in self._remote_seats():
            self.recent[seat].clear()
        self._update_all(session.opening_events(), {})
        self._changed()

    def _round_message(
        self, record: RoundRecord, laid: list[tuple[Card, int | None]] | None = None
    ) -> dict[str, Any]:
        """A finished round for the joiners' sheets; ``laid``: its sole winner's hand laid down
        as it won, when every seat sees that hand face up (told again on coming back: none)."""
        names = ", ".join(self.plans[m].name for m in record.winners) or "nobody"
        # A private table's sheet tells the whole round (why the deal ended, every seat's cards):
        # its private fields, never sent from a table that listens on a port.
        told = self._round_ends.get((self.matches, record.number)) if self.private else None
        return {
            "type": "round",
            "number": record.number,
            "winners": list(record.winners),
            "line": f"round {record.number}: {names} won",
            "record": codec.record_plain(record),
            "laid": codec.laid_plain(laid or []),
            **({} if told is None else told_plain(told)),
        }

    def _winning_hand_shown(self) -> list[tuple[Card, int | None]]:
        """The deal's sole winner's hand laid down as it won (``Rules.laid_down``: a contract's
        shape), only when every seat of the deal sees each of its cards: never a card hidden."""
        session = self.session
        winners = session.state.winners
        if len(winners) != 1:
            return []
        laid = session.laid_down(winners[0])
        hand = hand_zone(winners[0])
        for seat in range(session.players):
            shown = session.view(seat).zones.get(hand, ())
            if None in shown or sorted(map(str, shown)) != sorted(str(card) for card, _ in laid):
                return []
        return laid

    def result_line(self) -> str:
        match = self.session.match
        names = " and ".join(self.plans[m].name for m in match.winners) or "nobody"
        rounds = len(match.rounds)
        return f"{self.variant.name}: {names} won after {rounds} round{'s' if rounds != 1 else ''}"

    # Connections ---------------------------------------------------------------------------
    async def _serve_socket(self, connection: ServerConnection) -> None:
        """A socket's connection, as a link: counted at the door until its player is seated."""
        await self._serve(SocketLink(connection, seated=lambda: self.door.passed(connection)))

    async def _serve(self, connection: Link) -> None:
        """One link, whatever carries it: its hello, its admission, then its player's frames."""
        address = connection.address
        seat: int | None = None
        writer: asyncio.Task[None] | None = None
        try:
            frame = await asyncio.wait_for(connection.recv(), HELLO_SECONDS)
            hello = parse(frame, CLIENT)
            if hello["type"] != "hello":
                raise ProtocolError("the first message must be a hello")
            if hello.get("watch"):
                await self._watch(connection, hello)
                return
            seat = self._admit(hello, address)
            connection.seated()  # a socket's: no longer counted against the door's caps
            old = self.connections.get(seat)
            self.connections[seat] = connection
            self._outboxes[connection] = Outbox(asyncio.Queue())
            writer = asyncio.create_task(self._write(connection))
            plan = self.plans[seat]
            assert plan.token is not None
            back = "came back to" if hello["token"] is not None else "took"
            self.say(f"q2j host: {plan.name} {back} seat {seat + 1}")
            self._tabled(seat)
            self._rounds_told(seat)
            self._snapshot(seat)
            if old is not None:
                # Taken up again (the old line hung, or another program has the token): the seat
                # is this connection's now; the old one is closed without waiting for it.
                self._close_later(old, Close.SEAT_UNAVAILABLE, "the seat was taken up again elsewhere")
            self._seats_said()
            if self._waiting_for == seat:
                self._waiting_for = None
            self._wake.set()
            bucket = Bucket(RATE, BURST)
            async for frame in connection:
                if self.connections.get(seat) is not connection:
                    break  # the seat was taken up again elsewhere: this line speaks for it no more
                if not bucket.take():
                    raise ProtocolError("too many messages", Close.FLOOD)
                message = parse(frame, CLIENT)
                if message["type"] == "action":
                    self._judged(seat, self._act, message["turn"], message["text"])
                elif message["type"] == "undo":
                    self._judged(seat, self._undo)
                elif message["type"] == "ping":
                    self._send(seat, {"type": "pong", "nonce": message["nonce"]})
                elif message["type"] == "bye":
                    if not self.started:  # left the lobby: the seat is free for someone else
                        self._free(seat)
                    break
                else:
                    raise ProtocolError(f"a {message['type']} is not expected now")
        except ProtocolError as error:
            await _refuse(connection, error)
        except (TimeoutError, Closed):
            pass
        finally:
            if writer is not None:
                writer.cancel()
            self._outboxes.pop(connection, None)
            if seat is not None and self.connections.get(seat) is connection:
                del self.connections[seat]
                if not self.done.is_set():
                    self.say(f"q2j host: {self.plans[seat].name} left seat {seat + 1}; the table waits")
                    self._seats_said()
                self._wake.set()
            # Served no more: closed (a socket's handler returning closes it the same way).
            closing = asyncio.ensure_future(connection.close())
            self._closing.add(closing)
            closing.add_done_callback(self._closing.discard)

    async def _watch(self, connection: Link, hello: Mapping[str, Any]) -> None:
        """A watcher's link (``hello.watch``): admitted (``_admit_watcher``), seated nowhere, told
        the table turned to seat 0 and sent every change as the watcher sees it (``watching``)
        until it says ``bye``; it may ask nothing of the table but a ``ping``."""
        self._admit_watcher(hello, connection.address)
        connection.seated()
        self._outboxes[connection] = Outbox(asyncio.Queue())
        writer = asyncio.create_task(self._write(connection))
        self.watchers.append(connection)
        try:
            self._queue(connection, dump(self._watcher_table()))
            for record in self.session.match.rounds:
                self._queue(connection, dump(self._round_message(record)))
            if self.result is not None:
                self._queue(
                    connection,
                    dump({"type": "over", "winners": list(self.session.match.winners), "line": self.result}),
                )
            # A deal waiting for its watcher, untouched: shown face down, then dealt to it (a
            # table of computers' first deal by ``_drive``, a deal after its people went out
            # here). Otherwise the table as it stands and the deal so far retold (a game
            # continued mid-deal), as to a seat coming back.
            held = self._awaits_watcher() or self._played_for_nobody()
            fresh = held and not self.session.state.log and (self.started or bool(self._dealt_events))
            view = self._watched_view()
            self._queue(
                connection,
                dump(
                    {
                        "type": "snapshot",
                        "deal_seat": WATCHED_SEAT,
                        "view": codec.view_plain(_face_down(view) if fresh else view),
                        **({"log": [], "opening": False} if fresh else self._watcher_log()),
                        "legal": [],
                        "undo": OFF,
                    }
                ),
            )
            if fresh and self.started:
                self._queue(connection, self._watcher_update(self.session.opening_events(), None))
            # Who sits where, said before play goes on for it: a table of computers' snapshot is
            # its lobby's (the deal to come), so the window waits for the deal itself.
            self._seats_said()
            self._watched = self._go_on = True  # a table of computers deals now (``_drive``), or plays on
            self._shown = self.session.state.turn  # shown as it stands
            self._wake.set()
            bucket = Bucket(RATE, BURST)
            async for frame in connection:
                if not bucket.take():
                    raise ProtocolError("too many messages", Close.FLOOD)
                message = parse(frame, CLIENT)
                if message["type"] == "ping":
                    self._queue(connection, dump({"type": "pong", "nonce": message["nonce"]}))
                elif message["type"] == "bye":
                    break
                else:
                    raise ProtocolError(f"a watcher sends no {message['type']}: it holds no seat")
        finally:
            writer.cancel()
            self.watchers.remove(connection)

    def _admit_watcher(self, hello: Mapping[str, Any], address: str) -> None:
        """Whether a hello that asks to watch may: only at a private table (listening on no
        port, every link this program's own window) whose every seat still in the deal is a
        computer's (every seat, or its people all out of an elimination match). A watcher sees
        every hand, so a table across the room never admits one, nor one where a person still
        plays; refused before anything of the table is sent."""
        if hello["version"] != VERSION:
            raise ProtocolError(
                f"this table runs Q2J protocol {VERSION}; you have {hello['version']}", Close.VERSION
            )
        if not self.private:
            raise ProtocolError(
                "watching is only for a table played at this computer: a watcher would see every hand",
                Close.NOT_WATCHED,
            )
        self._not_blocked(address)
        if hello["code"] is None or not same_code(hello["code"], self.code):
            self._failed(address)
            raise ProtocolError("wrong join code", Close.WRONG_CODE)
        if self._people_dealt_in():  # (its people all out of the match: this window watches)
            raise ProtocolError(
                "only a table of computers is watched: a person's cards are theirs", Close.NOT_WATCHED
            )

    def _watcher_table(self) -> dict[str, Any]:
        """``table`` for a watcher: turned to seat 0, no token, who sits where, the deal number
        (a private table's)."""
        return {
            "type": "table",
            "version": VERSION,
            "seat": WATCHED_SEAT,
            "token": "",
            "variant": self.variant.id,
            "options": dict(self.rules.variant.options),
            "names": [p.name for p in self.plans],
            "kinds": [p.kind for p in self.plans],
            "match": self.matches,
            "deal": self.session.seed,
            "watch": True,
        }

    async def _write(self, connection: Link) -> None:
        """Send ``connection``'s queued frames in order."""
        outbox = self._outboxes[connection]
        with contextlib.suppress(Closed):
            while True:
                frame = await outbox.frames.get()
                await connection.send(frame)
                outbox.size -= len(frame)

    def _admit(self, hello: Mapping[str, Any], address: str) -> int:
        """The seat a hello may have, or a ``ProtocolError`` saying why not."""
        if hello["version"] != VERSION:
            raise ProtocolError(
                f"this table runs Q2J protocol {VERSION}; you have {hello['version']}", Close.VERSION
            )
        token = hello["token"]
        if token is not None:
            # A seat's own token always brings its player back, even from an address a guesser
            # has blocked: 192 random bits are not guessed, so no limit is needed to keep them;
            # only how often the seat is taken up again is (a client looping).
            for seat, plan in enumerate(self.plans):
                if plan.token is not None and same_token(token, plan.token):
                    self._not_too_soon(seat)
                    if plan.kind != REMOTE:  # handed to the computer while away: theirs again
                        plan.kind = REMOTE
                        self.session.seats[seat] = SeatConfig(plan.name, "human")
                        self._changed()
                    return seat
        self._not_blocked(address)
        if token is not None:
            self._failed(address)
            raise ProtocolError("that token holds no seat at this table", Close.BAD_TOKEN)
        if hello["code"] is None or not same_code(hello["code"], self.code):
            self._failed(address)
            raise ProtocolError("wrong join code", Close.WRONG_CODE)
        seat = hello["seat"]
        if seat is None:
            free = self.free_seats()
            if not free:
                raise ProtocolError("no seat is free at this table", Close.SEAT_UNAVAILABLE)
            seat = free[0]
        if seat not in self.free_seats():
            raise ProtocolError(f"seat {seat} is not a free remote seat", Close.SEAT_UNAVAILABLE)
        plan = self.plans[seat]
        name = (hello["name"] or "").strip()
        if name:
            plan.name = name
            self.session.seats[seat] = SeatConfig(name, "human")
        plan.token = new_token()
        self._changed()
        return seat

    def _not_too_soon(self, seat: int) -> None:
        """Refuse a comeback to ``seat`` past its rate (a client coming back in a loop): before
        anything is sent or the seat's working line is touched, so a refusal costs the host
        little and leaves the player's line as it was."""
        wait = self.comebacks.wait(seat)
        if wait:
            reason = f"this seat came back too often; try again in {math.ceil(wait)} s"
            raise ProtocolError(reason, Close.TOO_SOON)

    def _not_blocked(self, address: str) -> None:
        if self.attempts.blocked(address) or self.network_attempts.blocked(address_key(address)):
            raise ProtocolError("too many wrong codes or tokens; wait a minute", Close.TOO_MANY_TRIES)

    def _failed(self, address: str) -> None:
        self.attempts.failed(address)
        self.network_attempts.failed(address_key(address))

    def _judged(self, seat: int, judge: Callable[..., None], *asked: Any) -> None:
        """``judge`` (``_act``, ``_undo``) of what ``seat`` asked, where a fault of the host's own
        while judging it is said on the host and the move refused in words: the player's
        connection stays (it was a 1011 close)."""
        try:
            judge(seat, *asked)
        except Exception as error:
            self._fault(error)
            words = _("The host could not judge that move (its fault, not yours); try again or another.")
            self._send(seat, {"type": "refusal", "rule": "host fault", "words": words[:400], "said": None})

    def _act(self, seat: int, turn: int, text: str) -> None:
        """A remote seat's move: judged by the engine, refused with its rule and words."""
        session = self.session
        deal_seat = self._deal_seat(seat)
        refusal: IllegalAction | None
        if not self.started:
            refusal = IllegalAction("turn", "play has not started yet")
        elif deal_seat is None and not session.over:
            # Knocked out of the match (Elimination, Quatorze past its score): the deal goes on.
            refusal = IllegalAction("out", "You are out of the match: the others play on at the host.")
        elif session.over or deal_seat is None:
            refusal = IllegalAction("game over", "the deal is over")
        elif session.to_move != deal_seat:
            mover = self.plans[session.match.to_match_seat(session.to_move)].name
            refusal = IllegalAction("turn", "it is {player}'s turn", player=mover)
        elif turn < session.state.turn:
            refusal = IllegalAction("turn", "that move was meant for an earlier turn")
        elif turn > session.state.turn:
            refusal = IllegalAction("turn", "that move was meant for a turn still to come")
        else:
            try:
                action = self.rules.parse_action(text)
            except EngineError as error:
                refusal = IllegalAction("notation", str(error))
            else:
                refusal = session.refusal(action)
                if refusal is None:
                    self._apply(action)
                    self._wake.set()
                    return
        self._refuse(seat, refusal)

    def _refuse(self, seat: int, refusal: IllegalAction) -> None:
        """Tell ``seat`` why its move or undo was refused: the host's words, and the refusal
        itself (``said``), which the joiner words in its own language."""
        words = refusal_words(refusal, self.session.names())[:400]
        said = said_plain(refusal)
        self._send(seat, {"type": "refusal", "rule": refusal.rule[:200], "words": words, "said": said})


def _last_changes(changes: list[list[dict[str, Any]]], opening: bool) -> dict[str, Any]:
    """A log for a link (re)joining: the last ``changes`` of the deal, at most
    ``RECENT_EVENTS`` events, oldest first, and whether the first is the deal's opening
    (``opening``: ``changes`` begins with it; the whole deal is told)."""
    kept: list[list[dict[str, Any]]] = []
    events = 0
    for change in reversed(changes):
        if events + len(change) > RECENT_EVENTS:
            break
        kept.append(change)
        events += len(change)
    kept.reverse()
    return {"log": kept, "opening": opening and len(kept) == len(changes) and bool(kept)}


def _face_down(view: View) -> View:
    """The dealt table as the lobby shows it: every card face down. Before play a joiner may
    leave its seat (``bye``) and take another, so a seat's cards are its player's only once
    play has started: shown in the lobby, one person going round the seats would read every
    hand of the deal to come."""
    zones = {zone: tuple(None for _card in cards) for zone, cards in view.zones.items()}
    return replace(view, zones=zones)


def plans_of(session: Session) -> list[SeatPlan]:
    """A game's seats as a host's: each person's a remote seat (kept for them with ``reserve``),
    each computer's its level, every name as the game has it."""
    return [SeatPlan(seat.name, REMOTE if seat.human else seat.kind) for seat in session.seats]


def _configs(plans: list[SeatPlan]) -> list[SeatConfig]:
    """The match's seats: a remote seat is a person's, the others their computer level's."""
    return [SeatConfig(plan.name, "human" if plan.kind == REMOTE else plan.kind) for plan in plans]


async def _refuse(connection: Link, error: ProtocolError) -> None:
    """Tell the other side why, then close with the reason's code."""
    reason = str(error)[:120]
    with contextlib.suppress(Exception):
        await connection.send(dump({"type": "refused", "code": int(error.code), "reason": reason}))
        await connection.close(int(error.code), reason)
