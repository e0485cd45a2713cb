"""An independent hostile client for a real ``q2j host --headless`` process (issue: the table
across the room seen from outside).

Written from docs/NETWORK.md, the protocol's schema and the seed rules alone: the frames are
decoded here as the documentation writes them (JSON objects, cards as notation such as ``"QH"``
or ``"X"``, a hidden card as ``null``, zones by name such as ``hand:0``), never with the
project's codec, views or sight. ``HostProcess`` starts the headless host in a process of its
own on a free port (its own user folder); ``Seat`` is one WebSocket line to it, which can play
honestly (a random legal move the host listed) or say anything at all; ``Secrecy`` holds what
each seat may see by the rules and checks every frame a seat received against it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from tests import every_game

ROOT = Path(__file__).resolve().parents[2]
VERSION = 7  # the protocol this client speaks (docs: the host refuses any other)
CODE = "QJQJQJ"
# What the host may send (docs/NETWORK.md, *Message flow*): anything else is a fault.
HOST_TYPES = {
    "table",
    "snapshot",
    "update",
    "refusal",
    "round",
    "over",
    "waiting",
    "seats",
    "again",
    "pong",
    "refused",
}
# The documented close codes (protocol: 4000–4999 from ``Close``) and WebSocket's own.
DOCUMENTED_CLOSES = {1000, 1001, 1009, 1011, *range(4001, 4011)}
# Shorter matches of the long games (random play would take minutes): their own variant files.
SHORT = {
    "cj-short": "id: cj-short\nextends: crazy-jokers\nname: CJ short\ndescription: two rounds\n"
    "options: {rounds: 1, turn_cap: 90}\n",
    "quatorze-short": "id: quatorze-short\nextends: quatorze\nname: Quatorze short\ndescription: one round\n"
    "options: {match: single, turn_cap: 80}\n",
}
# Moves an honest seat plays whenever it may, so that the rules' rarer reveals come up: Crazy
# Jokers' 2♠ look, joker steals and trades; Q Squared Joe's Q Squared and Joe; NG's attacks.
EAGER = {"force", "steal", "qsq", "joe", "attack"}
CARD = re.compile(r"^(?:10|[2-9AJQK])[CDHS]$|^X$")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class HostProcess:
    """``q2j host --headless`` as its own process: the port it listens on, what it printed."""

    def __init__(
        self, home: Path, variant: str, seats: list[str], seed: int = 11, port: int | None = None
    ) -> None:
        self.port = port or free_port()
        home.mkdir(parents=True, exist_ok=True)
        self.lines: list[str] = []
        env = dict(os.environ, Q2J_HOME=str(home), Q2J_ENGINE="pure", PYTHONUNBUFFERED="1")
        command = [sys.executable, "-m", "game", "host", "--headless", "--variant", variant]
        command += ["--seats", ",".join(seats), "--port", str(self.port), "--bind", "127.0.0.1"]
        command += ["--code", CODE, "--seed", str(seed), "--no-announce"]
        if variant in SHORT:  # a shorter match of a long game, written for the test
            (home / f"{variant}.yaml").write_text(SHORT[variant], encoding="utf-8")
            command += ["--variant-file", str(home / f"{variant}.yaml")]
        self.process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        self.listening = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        if not self.listening.wait(60) or self.process.poll() is not None:
            self.stop()
            raise RuntimeError("the host did not start: " + "".join(self.lines[-20:]))

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line)
            if "on port" in line:
                self.listening.set()

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def output(self) -> str:
        return "".join(self.lines)

    def tracebacks(self) -> list[str]:
        return [
            line for line in self.lines if "Traceback" in line or ("Error" in line and "failed" not in line)
        ]

    def stop(self) -> int | None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        self._reader.join(5)
        return self.process.returncode

    def wait_over(self, seconds: float) -> str:
        """The host's last line once the match is over (the headless host prints it and ends)."""
        self.process.wait(seconds)
        self._reader.join(5)
        return self.lines[-1].strip() if self.lines else ""


def hello(
    code: str | None = CODE, seat: int | None = None, name: str | None = "", token: str | None = None
) -> dict[str, Any]:
    return {"type": "hello", "version": VERSION, "code": code, "seat": seat, "name": name, "token": token}


@dataclass
class Closing:
    """How a line ended: the close code and reason the host gave (None: still open)."""

    code: int | None = None
    reason: str = ""


@dataclass
class Seat:
    """One line to the host: every frame it got (decoded JSON), and how it ended."""

    port: int
    frames: list[dict[str, Any]] = field(default_factory=list)
    raw: list[str] = field(default_factory=list)
    closing: Closing | None = None
    ws: ClientConnection | None = None
    token: str | None = None
    seat: int | None = None
    rng: random.Random = field(default_factory=lambda: random.Random(5))
    honest: bool = True  # plays a listed move whenever it is to move
    sent_moves: int = 0
    arrived: asyncio.Event = field(default_factory=asyncio.Event)
    sent: list[tuple[int, str]] = field(default_factory=list)  # (frames read by then, move)
    held: bool = False  # an honest seat held back: its listed move waits for ``play_on``
    pending: dict[str, Any] | None = None

    async def open(self) -> Seat:
        self.ws = await connect(
            f"ws://127.0.0.1:{self.port}", max_size=None, open_timeout=10, ping_interval=None
        )
        return self

    async def send(self, frame: str | bytes | dict[str, Any]) -> None:
        assert self.ws is not None
        text = json.dumps(frame) if isinstance(frame, dict) else frame
        with contextlib.suppress(ConnectionClosed):
            await self.ws.send(text)

    async def join(self, **fields: Any) -> Seat:
        await self.open()
        await self.send(hello(**fields))
        return self

    async def listen(self) -> None:
        """Read every frame until the line closes, playing honestly when listed moves come."""
        assert self.ws is not None
        try:
            async for frame in self.ws:
                if isinstance(frame, bytes):
                    raise AssertionError("the host sent a binary frame")
                self.raw.append(frame)
                message = json.loads(frame)
                assert isinstance(message, dict) and message.get("type") in HOST_TYPES, frame[:200]
                self.frames.append(message)
                if message["type"] == "table":
                    self.token, self.seat = message["token"], message["seat"]
                self.arrived.set()
                if self.honest:
                    await self._play(message)
        except ConnectionClosed:
            pass
        rcvd = self.ws.protocol.close_rcvd
        self.closing = Closing(rcvd.code, rcvd.reason) if rcvd is not None else Closing(None, "dropped")
        self.arrived.set()

    async def _play(self, message: dict[str, Any]) -> None:
        if message["type"] not in ("update", "snapshot") or not message["legal"]:
            return
        view = message["view"]
        if view is None or view["to_move"] != message["deal_seat"]:
            return
        legal = message["legal"]
        eager = [move for move in legal if move.split()[0] in EAGER]  # the rare moves, played when listed
        text = self.rng.choice(eager if eager else legal)
        move = {"type": "action", "turn": view["turn"], "text": text}
        if self.held:
            self.pending = move
            return
        self.sent_moves += 1
        self.sent.append((len(self.frames), text))
        await self.send(move)

    async def play_on(self) -> None:
        """Let a held seat play again, from the move it was last listed."""
        self.held = False
        if self.pending is not None:
            move, self.pending = self.pending, None
            self.sent_moves += 1
            self.sent.append((len(self.frames), move["text"]))
            await self.send(move)

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [frame for frame in self.frames if frame["type"] == kind]

    async def until(self, test: Any, seconds: float = 20.0) -> dict[str, Any]:
        """The first frame ``test`` accepts (waiting for it), or AssertionError."""

        async def found() -> dict[str, Any]:
            seen = 0
            while True:
                for frame in self.frames[seen:]:
                    if test(frame):
                        return frame
                seen = len(self.frames)
                if self.closing is not None:
                    raise AssertionError(f"closed {self.closing} before the frame came")
                self.arrived.clear()
                await self.arrived.wait()

        return await asyncio.wait_for(found(), seconds)

    async def close(self) -> None:
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await self.ws.close()


# Secrecy, by the seed rules ------------------------------------------------------------------
def names_in(value: Any) -> Iterator[str]:
    """Every card a JSON value names (text that reads as a card, anywhere in it)."""
    if isinstance(value, str):
        if CARD.match(value):
            yield value
    elif isinstance(value, list):
        for item in value:
            yield from names_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from names_in(item)


def rank(card: str) -> int:
    """Q Squared Joe's rank: A=1 … 10, J=11, Q=12, K=13 (the seed's table)."""
    return {"A": 1, "J": 11, "Q": 12, "K": 13}.get(card[:-1]) or int(card[:-1])


def _owner(zone: str) -> int | None:
    parts = zone.split(":")
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None


class Secrecy:
    """What a seat may see, from the seeds and RULINGS.md, checked frame by frame.

    Places everyone sees: Q2J's discard pile (cards are played face up); War's fields and discard;
    NG's resource piles, discard and the defending (upper) cards of a field position; Quatorze's
    discard and melds; Crazy Jokers' laid flushes and waste. Places only their owner sees: a hand
    (Crazy Jokers: only once its owner has declared a contract; NG: never the face-down field
    card, not even its owner). Nobody sees a stock or a War pile. The rules' reveals: Q2J's lead
    (the last card dealt to each player, then the cards before it for the players still tied, to
    everyone); Face-up Q2J and open NG: everything; NG's battles (cards met in a battle are shown
    to all); Crazy Jokers' blind picks (to all) and the 2♠ look (to the forcer only, from its
    ``force`` until its next move). A card another seat cannot see may be named
    to a seat only by one of these.
    """

    PUBLIC: ClassVar[dict[str, tuple[str, ...]]] = {
        "q2j": ("discard",),
        "war": ("field", "discard"),
        "ng": ("resource", "discard"),
        "quatorze": ("discard", "meld"),
        "crazy-jokers": ("flush", "waste", "picked"),
    }

    def __init__(self, seats: list[Seat], options: dict[str, Any]) -> None:
        self.seats = seats
        self.open = bool(options.get("face_up") or options.get("open"))
        self.faults: list[str] = []

    def check(self) -> list[str]:
        for seat in self.seats:
            declared = False
            revealed: dict[int, set[str]] = {}
            self.known: set[str] = set()
            dealing = -1  # the deal this seat's frames are at (by the rounds finished before)
            for index, frame in enumerate(seat.frames):
                if frame["type"] not in ("update", "snapshot"):
                    self._others(seat, index, frame)
                    continue
                view = frame["view"]
                if view is None:
                    continue
                game = view["game"]
                if _rounds_before(seat, index) != dealing:  # a new deal (or back in a later one)
                    dealing = _rounds_before(seat, index)
                    revealed = self._lead(seat, index) if game == "q2j" else {}
                    declared = False
                    self.known = set()
                contracts = view["public"].get("contracts")
                if game == "crazy-jokers" and isinstance(contracts, list):
                    declared = declared or contracts[view["seat"]] is not None
                self._view(seat, index, frame, view, revealed, declared)
        return self.faults

    def _fault(self, seat: Seat, index: int, what: str) -> None:
        self.faults.append(f"seat {seat.seat} frame {index}: {what}")

    def _others(self, seat: Seat, index: int, frame: dict[str, Any]) -> None:
        # ``round`` lays its winner's hand down (documented: when every seat sees it face up, so
        # already named to each); the rest name no card at all.
        if frame["type"] == "round":
            return
        named = [name for key, value in frame.items() if key != "type" for name in names_in(value)]
        if frame["type"] in ("table", "seats", "waiting", "over", "refusal", "refused", "pong", "again"):
            # names and rule words are the players' own text; a card's notation there is a name
            # such as "QS" only if a player chose it
            named = [name for name in named if frame["type"] not in ("table", "seats", "waiting", "refusal")]
        if named:
            self._fault(seat, index, f"a {frame['type']} names {named}")

    def _lead(self, seat: Seat, index: int) -> dict[int, set[str]]:
        """Q2J: the cards shown for the lead, by the seed's rule, from each owner's deal order
        (each seat's own first update of a deal names its own cards in the order dealt). A
        deal is known by the rounds finished before it (``round`` frames, told again on coming
        back). An owner away as its cards were dealt: the cards of its hand that every seat
        present was shown alike count as turned up."""
        mine = seat.frames[index]
        deal = _rounds_before(seat, index)
        dealt: dict[int, list[str]] = {}
        present: list[dict[str, Any]] = []
        for other in self.seats:
            theirs = next(
                (
                    frame
                    for j, frame in enumerate(other.frames)
                    if frame["type"] == "update" and _is_deal(frame) and _rounds_before(other, j) == deal
                ),
                None,
            )
            if theirs is None:
                continue
            present.append(theirs)
            me = theirs["view"]["seat"]
            dealt[me] = [
                event["card"]
                for event in theirs["events"]
                if event["event"] == "moved"
                and event["target"] == f"hand:{me}"
                and event["source"] == "stock"
            ]
        if self.open:
            return {me: set(cards) for me, cards in dealt.items()}
        if len(dealt) < mine["view"]["players"]:  # an owner away at the deal
            hands = {f"hand:{me}" for me in range(mine["view"]["players"])}
            alike: dict[int, set[str]] = {}
            for zone in hands:
                shown_to = [
                    {card for card in frame["view"]["zones"][zone] if card}
                    for frame in present
                    if frame["view"]["seat"] != _owner(zone)
                ]
                alike[_owner(zone) or 0] = set.intersection(*shown_to) if shown_to else set()
            return alike
        shown: dict[int, set[str]] = {me: set() for me in dealt}
        tied = list(dealt)
        depth = 1
        while len(tied) > 1 and depth <= max(len(cards) for cards in dealt.values()):
            for me in tied:
                if len(dealt[me]) >= depth:
                    shown[me].add(dealt[me][-depth])
            best = max(rank(dealt[me][-depth]) for me in tied if len(dealt[me]) >= depth)
            tied = [me for me in tied if len(dealt[me]) >= depth and rank(dealt[me][-depth]) == best]
            depth += 1
        return shown

    def _visible(self, game: str, zone: str, me: int, declared: bool) -> bool:
        kind = zone.split(":")[0]
        if self.open:
            return True
        if kind in every_game.data_for(game, self.PUBLIC, "places everyone sees", "Secrecy.PUBLIC"):
            return True
        if kind == "hand" and _owner(zone) == me:
            return declared or game != "crazy-jokers"
        return False

    def _view(
        self,
        seat: Seat,
        index: int,
        frame: dict[str, Any],
        view: dict[str, Any],
        revealed: dict[int, set[str]],
        declared: bool,
    ) -> None:
        game, me = view["game"], view["seat"]
        zones: dict[str, list[str | None]] = view["zones"]
        if view["over"]:
            return  # the round is over: hands are laid down
        sees = {zone for zone in zones if self._visible(game, zone, me, declared)}
        # The 2♠ look: from this seat's own ``force <seat>`` until its next move, the forced
        # seat's hand is shown to it (and to nobody else).
        forced = [text for read, text in seat.sent if read <= index]
        look = game == "crazy-jokers" and bool(forced) and forced[-1].split()[0] == "force"
        looked = {f"hand:{forced[-1].split()[1]}"} if look else set()
        seeable: set[str] = set()
        for zone in sees | looked:
            seeable.update(card for card in zones[zone] if card)
        if game == "ng":  # a field position's defending cards lie face up
            for zone, cards in zones.items():
                if zone.startswith("field:"):
                    seeable.update(card for card in cards[1:] if card)
        told = events_of(frame)
        battles = {
            name for event in told if event["event"] in ("battle", "revealed") for name in names_in(event)
        }
        if game in ("ng", "war"):  # a battle shows its cards to everyone
            seeable |= battles
        known = self.known | seeable
        for zone, cards in zones.items():
            if zone in sees or zone in looked:
                continue
            for card in cards:
                if card is None:
                    continue
                if zone == "stock" or zone.startswith("pile:"):
                    self._fault(seat, index, f"{card} in {zone} named to seat {me} ({game})")
                    continue
                if (
                    game == "q2j"
                    and zone.startswith("hand:")
                    and card in revealed.get(_owner(zone) or 0, set())
                ):
                    continue
                if card in known:
                    continue  # seen in a place it may see, and moved on in its sight
                if game == "crazy-jokers" and zone == "offer" and view["public"].get("mover") == me:
                    continue  # the proposer's own card, offered
                self._fault(seat, index, f"{card} in {zone} named to seat {me} ({game})")
        # Events and legal moves name only cards it may see (now, before, or shown by the rules).
        for event in events_of(frame):
            card = event.get("card")
            if not card or event["event"] == "battle":
                continue
            places = [event.get(key) for key in ("source", "target", "zone") if event.get(key)]
            if self._told(game, me, declared, card, places, known, revealed, looked):
                known.add(card)  # told where it went, in its sight: the seat knows it from now
            else:
                self._fault(seat, index, f"event {event} named to seat {me} ({game})")
        # The open facts are everyone's: they name only cards every seat has seen.
        lead = set().union(*revealed.values()) if revealed else set()
        for card in names_in(view["public"]):
            if card not in known and card not in lead and not self.open:
                self._fault(seat, index, f"the open facts name {card}, unseen by seat {me} ({game})")
        for move in frame.get("legal", []):
            for card in names_in(move.split()):
                if card not in known and not self.open:
                    self._fault(seat, index, f"legal move {move!r} names {card}, unseen by seat {me}")
        self.known |= known

    def _told(
        self,
        game: str,
        me: int,
        declared: bool,
        card: str,
        places: list[str],
        known: set[str],
        revealed: dict[int, set[str]],
        looked: set[str],
    ) -> bool:
        """Whether a moved or revealed ``card`` between ``places`` may be named to seat ``me``."""
        if any(self._visible(game, place, me, declared) for place in places):
            return True
        if card in known or self.open:
            return True
        if any(place in looked for place in places):
            return True  # the looked-at hand's cards, shown to the forcer
        if game == "q2j" and any(card in cards for cards in revealed.values()):
            return True
        return game == "crazy-jokers" and "picked" in places  # the blind picks turned up for the lead


def _rounds_before(seat: Seat, index: int) -> int:
    """The rounds finished before a seat's frame ``index`` (the highest ``round`` told)."""
    return max((frame["number"] for frame in seat.frames[:index] if frame["type"] == "round"), default=0)


def _is_deal(frame: dict[str, Any]) -> bool:
    """An update that deals (its events move cards from the stock or a pile into hands or fields
    at turn 0)."""
    view = frame["view"]
    return (
        bool(view)
        and view["turn"] == 0
        and any(
            event["source"] == "stock" or event["source"].startswith("pile")
            for event in frame["events"]
            if event["event"] == "moved"
        )
    )


async def whole_match(
    home: Path, variant: str, players: int, seed: int = 11, seconds: float = 120.0
) -> tuple[list[Seat], HostProcess, str]:
    """Every seat remote and played honestly by this client to the match's end: the seats (with
    every frame each got), the host process (ended) and its last line."""
    host = HostProcess(home, variant, ["remote"] * players, seed=seed)
    seats = [Seat(host.port, rng=random.Random(seed * 31 + n)) for n in range(players)]
    try:
        for n, seat in enumerate(seats):
            await seat.join(seat=n, name=f"P{n}")
        listening = [asyncio.ensure_future(seat.listen()) for seat in seats]
        await asyncio.wait_for(asyncio.gather(*listening), seconds)
        last = await asyncio.to_thread(host.wait_over, 30)
    finally:
        host.stop()
    return seats, host, last


def events_of(frame: dict[str, Any]) -> list[dict[str, Any]]:
    """An update's events, or a snapshot's log (protocol 7: a list of moves, each a list of
    events) as its events in order."""
    if "events" in frame:
        return list(frame["events"])
    return [event for move in frame.get("log", []) for event in move]
