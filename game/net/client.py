"""``TableClient``: one remote seat, over the network, deciding with a computer level.

It says hello (with the join code, or its token when coming back), then reads what the host
sends: each frame is checked against the host's schema and decoded by the codec (the host is not
trusted either: a bad frame ends the connection, never the program). When its seat is to move
it asks its computer level, off the event loop, from its seat's view and the legal moves it was
sent, and sends the move's notation. When the host goes away it says so and retries with
growing waits until the host is back or ``give_up`` seconds have passed; a host that answers
"came back too often" (``Close.TOO_SOON``) is there: it is waited for as it asks, never given up on.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..ai.worker import Deciders
from ..engine import Card, EngineError, IllegalAction, Rules, View, make_rules
from ..engine.events import Event
from ..engine.match import RoundRecord
from ..play.round_told import RoundTold
from ..variants import load_catalog
from . import codec
from .limits import COMEBACK_EVERY
from .link import Closed, Dial, Link, closed_by, dial_socket
from .protocol import HOST, MAX_FRAME, VERSION, Close, ProtocolError, dump, parse
from .refusal_wire import said_typed
from .told_wire import told_typed

# Refusals that no retry can mend: the program stops and says why.
FINAL = {
    Close.VERSION,
    Close.WRONG_CODE,
    Close.BAD_TOKEN,
    Close.SEAT_UNAVAILABLE,
    Close.TOO_MANY_TRIES,
    Close.NOT_WATCHED,
}
# After the host's "came back too often" (``Close.TOO_SOON``): by then the seat may be taken again.
TOO_SOON_PAUSE = COMEBACK_EVERY


class Refused(Exception):
    """The host refused this client for good; the message is the host's reason."""


class NoAnswer(Refused):
    """No table answered at the address before this client was ever seated."""


class HostGone(Refused):
    """The table this client sat at is gone: closed by its host, or not back in time."""


@dataclass(frozen=True, slots=True)
class Arrival:
    """One update from the host, as it came: the seat's deal seat and view after a change, the
    events it may see of that change, its legal moves (when to move), and how many rounds were
    finished then. ``resumed``: a snapshot on (re)joining (the table as it stands, no change).
    ``lobby``: a snapshot of the dealt table before play started (a seat taken with the code, which
    only a table not yet started has free; or the seats that followed it said play had not
    started): the deal itself is still to come, as play starts."""

    deal_seat: int | None
    view: View | None
    events: tuple[Event, ...]
    legal: tuple[str, ...]
    rounds_done: int
    resumed: bool = False
    lobby: bool = False
    undone: int = 0  # an undo the host granted: the moves taken back (the view is before them)
    undo: str | None = "off"  # whether this seat may undo now: None, or why not (``undo_words``)
    # A snapshot's log: the deal's moves as this seat saw them, one tuple of events a move, the
    # first the deal's opening when ``told_opening`` (else the deal's start fell off the log).
    told: tuple[tuple[Event, ...], ...] = ()
    told_opening: bool = False


@dataclass
class Seen:
    """What the client knows: its seat, the table, its latest view, the events it was sent."""

    seat: int | None = None
    token: str | None = None
    variant: str = ""
    names: list[str] = field(default_factory=list)
    taken: list[bool] = field(default_factory=list)  # the seats' players, as the lobby shows them
    here: list[bool] = field(default_factory=list)  # whose player is connected now, by match seat
    started: bool = False
    deal_seat: int | None = None
    view: View | None = None
    legal: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    refusals: list[IllegalAction | str] = field(default_factory=list)  # a str: the host's words
    rounds: list[str] = field(default_factory=list)
    records: list[RoundRecord] = field(default_factory=list)
    # By round: its sole winner's hand laid down as it won, when every seat saw it (else empty).
    laid: list[tuple[tuple[Card, int | None], ...]] = field(default_factory=list)
    # By round: the deal as it ended, told by a private table only (else None).
    told: list[RoundTold | None] = field(default_factory=list)
    arrivals: list[Arrival] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    waiting: list[str] = field(default_factory=list)  # the names the table waited for, in turn
    result: str | None = None
    match: int = 0  # the matches the host played at this table before this one (Play again)
    deal: int | None = None  # the deal number, told at a private table only (``table.deal``)
    watching: bool = False  # seated nowhere, watching an all-computer private table (``table.watch``)
    again_by: str = ""  # who started this match again (the host's person's name, or "")

    def new_match(self, match: int) -> None:
        """The host's next match at this table: the same seat, the last match's news gone."""
        self.match = match
        self.deal_seat, self.view, self.result, self.winners = None, None, None, ()
        for news in (self.legal, self.events, self.refusals, self.rounds, self.records, self.laid):
            news.clear()
        self.told.clear()
        self.arrivals.clear()
        self.waiting.clear()


class TableClient:
    def __init__(
        self,
        address: str,
        code: str | None,
        level: str,
        name: str | None = None,
        seat: int | None = None,
        token: str | None = None,
        iterations: dict[str, int] | None = None,
        say: Callable[[str], None] = print,
        give_up: float = 120.0,
        first_try: float = 10.0,
        on_frame: Callable[[dict[str, Any]], None] | None = None,
        on_token: Callable[[str], None] | None = None,
        on_move: Callable[[int], None] | None = None,
        follows: bool = False,
        dial: Dial | None = None,
        watch: bool = False,
    ) -> None:
        self.url = address if address.startswith("ws") else f"ws://{address}"
        self.code = code
        self.level = level
        self.name = name
        self.want_seat = seat
        self.seen = Seen(token=token)
        self.iterations = iterations
        self.say = say
        self.give_up = give_up  # once seated, how long a lost host is waited for
        self.first_try = first_try  # before, how long an address where nothing answers is tried
        self.closing_is_final = False  # the host's "closed the table" ends this client (a window's)
        self.lost = False  # the line dropped and the host has not seated us again yet
        self.host_closed = False  # the match over, the host closed the table (no Play again to come)
        self._tabled = 0  # the ``table`` frames heard (each a seating, first or again)
        self.on_frame = on_frame
        self.on_token = on_token  # told the seat's token on joining (``q2j join`` keeps it)
        self.on_move = on_move  # told the turn of each move just before it is sent (the benchmark)
        # Stays connected after the match's end, into the host's next match (Play again), until
        # the host closes the table; else the match's end ends the client (``q2j join``).
        self.follows = follows
        self.dial = dial or dial_socket(self.url, MAX_FRAME)  # a WebSocket, or an in-process link
        self._rules: Rules[Any] | None = None
        self._deciders: Deciders | None = None
        self._moved_turn = -1  # a snapshot and an update may both ask for the same turn
        self._fresh_seat = False  # a hello with the code sent: its snapshot is the lobby's table
        # Asks to watch (a private all-computer table, from this program's window): no seat, no
        # token, no move; the hello says so each time (``hello.watch``).
        self.watch = watch

    async def run(self) -> str:
        """Play until the match is over (its result line; one that ``follows``: until the host
        closes the table, the last match's); ``Refused`` if the host refuses us."""
        wait, lost_at = 0.25, None
        loop = asyncio.get_running_loop()
        while True:
            tabled = self._tabled
            pause = wait
            try:
                async with self.dial() as connection:
                    # "The host is back" is said once it has seated us again (its ``table``):
                    # whatever answers at the address may be another table by now.
                    await self._play(connection)
                    if self.seen.result is not None:
                        return self.seen.result
            except (OSError, TimeoutError, Closed, ConnectionClosed, InvalidHandshake) as error:
                close = closed_by(error) if isinstance(error, ConnectionClosed) else error
                if isinstance(close, Closed) and self.seen.result is not None and not self._follows_on(close):
                    self.host_closed = close.code == Close.HOST_CLOSING
                    return self.seen.result
                if isinstance(close, Closed):
                    self._closed_for_good(close)
                if self._tabled != tabled:  # seated on this line: a new loss, counted afresh
                    wait, lost_at = 0.25, None
                seated = self.seen.seat is not None
                if lost_at is None:
                    lost_at = loop.time()
                    if seated:
                        self.lost = True
                        why = f"{type(error).__name__}: {error}"
                        self.say(f"q2j join: lost the host at {self.url} ({why}); retrying")
                if isinstance(close, Closed) and close.code == Close.TOO_SOON:
                    # The host is there and asks for a wait (the seat came back too often): it
                    # is neither gone nor silent, so this is never given up on.
                    lost_at, pause = loop.time(), TOO_SOON_PAUSE
                if not seated and loop.time() - lost_at > self.first_try:
                    raise NoAnswer(f"no table answers at {self.url.removeprefix('ws://')}") from None
                if loop.time() - lost_at > self.give_up:
                    if self.seen.result is not None:  # the match was over: its result stands
                        self.host_closed = True
                        return self.seen.result
                    raise HostGone(f"the host at {self.url} has been gone for {self.give_up:g} s") from None
            except InvalidURI:
                raise Refused(f"not an address: {self.url}") from None
            await asyncio.sleep(pause)
            wait = min(wait * 2, 5.0)

    def _follows_on(self, close: Closed) -> bool:
        """Whether a line that ended after the match's end is tried again: one that follows the
        table into a Play again, dropped (not closed by its host, nor refused), may be seated
        again in time for the next match."""
        return self.follows and close.code not in FINAL | {Close.HOST_CLOSING}

    def _closed_for_good(self, close: Closed) -> None:
        """A close that no retry mends: the seat taken up elsewhere (another program with this
        seat's token) or given to the computer; the table closed by its host (a window's)."""
        if close.code == Close.SEAT_UNAVAILABLE:
            raise Refused(close.reason or "the seat was taken up again elsewhere")
        if close.code == Close.HOST_CLOSING and self.closing_is_final:
            raise HostGone(close.reason or "the host closed the table")

    async def _play(self, connection: Link) -> None:
        token = self.seen.token
        self._moved_turn = -1  # a move sent just before the line dropped may be lost: decide again
        self._fresh_seat = token is None
        hello: dict[str, Any] = {
            "type": "hello",
            "version": VERSION,
            "code": None if token else self.code,
            "seat": None if token else self.want_seat,
            "name": None if token else self.name,
            "token": token,
        }
        if self.watch:
            hello = {**hello, "code": self.code, "seat": None, "name": None, "token": None, "watch": True}
        await connection.send(dump(hello))
        async for frame in connection:
            try:
                message = parse(frame, HOST)
                if self.on_frame is not None:
                    self.on_frame(message)
                await self._handle(connection, message)
            except (ProtocolError, codec.CodecError) as error:
                self.say(f"q2j join: the host sent a bad message ({error}); reconnecting")
                await connection.close(Close.BAD_MESSAGE, "bad message")
                return
            if self.seen.result is not None and not self.follows:
                return

    async def _handle(self, connection: Link, message: dict[str, Any]) -> None:
        kind = message["type"]
        seen = self.seen
        if kind == "refused":
            code = message["code"]
            if code == Close.BAD_TOKEN and self.code is not None and seen.seat is None:
                seen.token = None  # a token kept from an earlier table: join this one afresh
                return
            if code == Close.BAD_TOKEN and seen.seat is not None:
                raise HostGone("the table is no longer there")  # another table at its address
            if code in FINAL:
                raise Refused(message["reason"])
            return
        if kind == "again":
            if message["match"] > seen.match:
                seen.new_match(message["match"])
                seen.again_by = message["by"]
                self._moved_turn = -1
            return
        if kind == "table":
            if message["match"] != seen.match:  # came back after the host started another match
                seen.new_match(message["match"])
                self._moved_turn = -1
            self._tabled += 1
            if self.lost:
                self.lost = False
                self.say("q2j join: the host is back")
            seen.seat, seen.token, seen.variant = message["seat"], message["token"], message["variant"]
            seen.names = [str(name) for name in message["names"]]
            seen.deal = message.get("deal")
            seen.watching = message.get("watch") is True
            if seen.watching:
                seen.token = None  # a watcher holds no seat: it comes back watching
            if self.on_token is not None:
                self.on_token(seen.token or "")
            self._setup(seen.variant, message["options"])
        elif kind in ("update", "snapshot"):
            seen.deal_seat = message["deal_seat"]
            seen.view = None if message["view"] is None else codec.view_typed(message["view"])
            seen.legal = [str(text) for text in message["legal"]]
            told = () if kind == "update" else _changes_typed(message["log"])
            if kind == "update":
                arrived = [codec.event_typed(event) for event in message["events"]]
            else:
                arrived = [event for change in told for event in change]
            seen.events.extend(arrived)
            # A seat taken with the code is taken before play starts (a started table has no
            # free seat): its snapshot is the dealt table, and the deal's update follows. A
            # watcher's is so only when the deal is untouched; one with moves retold is the
            # table as it stands (a game continued mid-deal, or at its deal's very end).
            lobby = kind == "snapshot" and self._fresh_seat and not (self.watch and told)
            self._fresh_seat = False
            seen.arrivals.append(
                Arrival(
                    seen.deal_seat,
                    seen.view,
                    tuple(arrived),
                    tuple(seen.legal),
                    len(seen.records),
                    kind == "snapshot",
                    lobby,
                    message["undone"] if kind == "update" else 0,
                    message["undo"],
                    told,
                    kind == "snapshot" and message["opening"] and bool(told),
                )
            )
            if seen.legal and seen.view is not None:
                await self._move(connection, seen.view, seen.legal)
        elif kind == "refusal":
            said = message["said"]
            # The host's own words stand only for a refusal it sent without the engine's.
            seen.refusals.append(str(message["words"]) if said is None else said_typed(said))
            self.say(f"q2j join: refused: {message['words']}")
        elif kind == "seats":
            seen.names = [str(name) for name in message["names"]]
            seen.taken = [value is True for value in message["taken"]]
            seen.here = [value is True for value in message["here"]]
            seen.started = message["started"] is True
            last = seen.arrivals[-1] if seen.arrivals else None
            if not seen.started and last is not None and last.resumed:
                seen.arrivals[-1] = replace(last, lobby=True)  # the lobby's table: the deal is to come
        elif kind == "waiting":
            seen.waiting.append(message["name"])
        elif kind == "round":
            if message["number"] <= len(seen.records):
                return  # told again on coming back: known already
            record = codec.record_typed(message["record"], len(seen.names))
            laid = codec.laid_typed(message["laid"])
            round_end = told_typed(message, len(seen.names))
            seen.rounds.append(message["line"])
            seen.records.append(record)
            seen.laid.append(laid)
            seen.told.append(round_end)
        elif kind == "over":
            seen.winners = codec.seats_typed(message["winners"], len(seen.names))
            seen.result = message["line"]

    def _setup(self, variant_id: str, options: dict[str, Any]) -> None:
        """The host's rules: its variant with the options it plays (checked as a variant file's)."""
        if self._rules is not None:
            return
        catalog = load_catalog()
        if variant_id not in catalog.variants:
            raise Refused(f"the table plays {variant_id!r}, a variant this program does not have")
        try:
            self._rules = make_rules(replace(catalog.get(variant_id), options=options))
        except EngineError as error:
            raise Refused(f"the table's options cannot be played here: {error}") from None
        self._deciders = Deciders(self._rules, self.iterations)

    async def _move(self, connection: Link, view: View, legal_text: list[str]) -> None:
        assert self._rules is not None and self._deciders is not None
        if view.turn == self._moved_turn:
            return
        self._moved_turn = view.turn
        try:
            legal = [self._rules.parse_action(text) for text in legal_text]
        except EngineError as error:
            raise codec.CodecError(f"a legal move the rules cannot read: {error}") from None
        rng = random.Random(view.turn * 7919 + view.seat)
        if len(legal) == 1:
            action = legal[0]
        else:
            decision = await asyncio.to_thread(self._deciders.decide, self.level, view, legal, rng)
            action = decision.action
        if self.on_move is not None:
            self.on_move(view.turn)
        with contextlib.suppress(Closed):
            await connection.send(dump({"type": "action", "turn": view.turn, "text": str(action)}))


def _changes_typed(log: list[Any]) -> tuple[tuple[Event, ...], ...]:
    """A snapshot's log: a list of moves, each a list of events (checked as any event is)."""
    changes = []
    for change in log:
        if not isinstance(change, list):
            raise codec.CodecError("a snapshot's log lists moves, each a list of events")
        changes.append(tuple(codec.event_typed(event) for event in change))
    return tuple(changes)
