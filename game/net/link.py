"""A link: one connection between a client and the host, carrying the protocol's text frames.

The host and the client speak through a ``Link`` and never know what carries it: a WebSocket
(``SocketLink``, a table across the room) or a pair of queues in one process (``local_pair``,
a game at one screen speaking to a host in the same process, with the same messages). Both keep
the same rules: a frame is text (bytes are sent, and refused by the schema, as over a socket),
a frame larger than the cap closes the link at the receiving end with 1009, as the WebSocket
library does, and a close carries a code and a reason (``protocol.Close``) that the other end
reads from ``Closed``. Iterating a link yields its frames until it is closed: a normal close
(1000, 1001) ends the iteration, any other raises ``Closed``, as a WebSocket's iteration does.

An in-process pair may join two event loops on two threads (a window's joiner on its thread, the
host on its own): each end is read on its loop, and a frame for an end read on another thread is
handed to that loop thread-safely (``dial_local`` with the host's loop).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Protocol

from websockets.asyncio.client import connect
from websockets.asyncio.connection import Connection
from websockets.exceptions import ConnectionClosed

NORMAL = (1000, 1001)  # closes that end a link's iteration quietly
TOO_BIG = 1009  # a frame over the receiver's cap (the WebSocket code)
GONE = 1006  # the other end went without a close (no code received)


class Closed(Exception):
    """The link is closed. ``code`` and ``reason``: the close the other end sent (or this end
    received back), ``None`` when none came (the line dropped)."""

    def __init__(self, code: int | None, reason: str = "") -> None:
        super().__init__(f"closed ({code if code is not None else 'no close frame'}) {reason}".rstrip())
        self.code = code
        self.reason = reason


class Link(Protocol):
    """One end of a connection; ``address``: the other end's, as the host counts tries by it."""

    @property
    def address(self) -> str: ...

    async def send(self, frame: str | bytes) -> None:
        """Send one frame; ``Closed`` if the link is closed."""

    async def recv(self) -> str | bytes:
        """The next frame; ``Closed`` once the link is closed and every frame before it read."""

    async def close(self, code: int = 1000, reason: str = "") -> None:
        """Close the link with ``code`` and ``reason`` (the other end reads them)."""

    def seated(self) -> None:
        """The host has seated this link's player (a socket's stops counting at the door)."""

    def __aiter__(self) -> AsyncIterator[str | bytes]: ...


async def frames(link: Link) -> AsyncIterator[str | bytes]:
    """``link``'s frames until it closes: quietly on a normal close, else ``Closed``."""
    while True:
        try:
            yield await link.recv()
        except Closed as closed:
            if closed.code in NORMAL:
                return
            raise


class SocketLink:
    """A WebSocket connection (the host's or the client's end) as a link."""

    def __init__(self, connection: Connection, seated: Callable[[], None] | None = None) -> None:
        self.connection = connection
        self._seated = seated

    @property
    def address(self) -> str:
        remote = self.connection.remote_address
        return str(remote[0]) if remote else "?"

    async def send(self, frame: str | bytes) -> None:
        try:
            await self.connection.send(frame)
        except ConnectionClosed as error:
            raise closed_by(error) from None

    async def recv(self) -> str | bytes:
        try:
            return await self.connection.recv()
        except ConnectionClosed as error:
            raise closed_by(error) from None

    async def close(self, code: int = 1000, reason: str = "") -> None:
        await self.connection.close(code, reason)

    def seated(self) -> None:
        if self._seated is not None:
            self._seated()

    def __aiter__(self) -> AsyncIterator[str | bytes]:
        return frames(self)


def closed_by(error: ConnectionClosed) -> Closed:
    """A WebSocket's close as a link's."""
    close = error.rcvd
    return Closed(None, "") if close is None else Closed(close.code, close.reason)


class LocalLink:
    """One end of an in-process pair (``local_pair``): frames pass through queues, in order,
    with the size cap and the close of a WebSocket."""

    def __init__(self, address: str, max_size: int) -> None:
        self._address = address
        self.max_size = max_size
        self._inbox: asyncio.Queue[str | bytes | Closed] = asyncio.Queue()
        self.other: LocalLink | None = None
        self._closed: Closed | None = None  # once closed: the close this end reads
        # The event loop this end is read on, when the other end may be on another thread's
        # (``read_on``); None: both ends on one loop.
        self.loop: asyncio.AbstractEventLoop | None = None

    def read_on(self, loop: asyncio.AbstractEventLoop, other: asyncio.AbstractEventLoop) -> None:
        """This end is read on ``loop`` and the other end on ``other`` (two threads' loops):
        frames and closes cross between them thread-safely. Called before either end is used."""
        assert self.other is not None
        self.loop, self.other.loop = loop, other

    def _put(self, item: str | bytes | Closed) -> None:
        """Into this end's inbox, from whichever thread: through its loop when it is another's
        (a loop that has ended reads nothing more: the item is lost, as on a dropped line)."""
        loop = self.loop
        if loop is None or _running_loop() is loop:
            self._inbox.put_nowait(item)
            return
        with contextlib.suppress(RuntimeError):  # that loop is closed
            loop.call_soon_threadsafe(self._inbox.put_nowait, item)

    @property
    def address(self) -> str:
        return self._address

    @property
    def closed(self) -> bool:
        return self._closed is not None

    async def send(self, frame: str | bytes) -> None:
        if self._closed is not None:
            raise self._closed
        other = self.other
        assert other is not None
        if other._closed is not None:
            return  # in flight to an end that has closed: lost, as on a socket
        if len(frame) > other.max_size:
            # The receiver refuses it and closes, as the WebSocket library does past max_size.
            other._close_both(TOO_BIG, "frame too big")
            return
        other._put(frame)

    async def recv(self) -> str | bytes:
        if self._inbox.empty() and self._closed is not None:
            raise self._closed
        frame = await self._inbox.get()
        if isinstance(frame, Closed):
            self._closed = frame
            raise frame
        return frame

    async def close(self, code: int = 1000, reason: str = "") -> None:
        if self._closed is None:
            self._close_both(code, reason)

    def _close_both(self, code: int, reason: str) -> None:
        """Closed at both ends with ``code``: each end reads the frames sent before it, then
        the close (this end's own iteration ends at once, as a socket's after its close)."""
        other = self.other
        assert other is not None
        closed = Closed(code, reason)
        self._closed = closed
        self._put(closed)
        if other._closed is None:
            other._put(closed)

    def seated(self) -> None:
        """Nothing to count: an in-process link never waits at the socket's door."""

    def __aiter__(self) -> AsyncIterator[str | bytes]:
        return frames(self)


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def local_pair(max_size: int, address: str = "local") -> tuple[LocalLink, LocalLink]:
    """Two ends of an in-process link (the client's, the host's), each refusing frames over
    ``max_size``; ``address`` is what the host counts the client's tries by."""
    client, host = LocalLink("host", max_size), LocalLink(address, max_size)
    client.other, host.other = host, client
    return client, host


# A client opens its link with a ``Dial``: once, and again each time the line is lost.
Dial = Callable[[], AbstractAsyncContextManager[Link]]


def dial_socket(url: str, max_size: int) -> Dial:
    """Links to the host at ``url`` over a WebSocket, closed when left."""

    @asynccontextmanager
    async def opened() -> AsyncIterator[Link]:
        # A player who leaves waits at most 2 s for the host's answer to the close (the
        # library's 10 s held a window's Leave, and a test's join, behind a busy host).
        async with connect(
            url, max_size=max_size, open_timeout=5, close_timeout=2, compression=None
        ) as connection:
            yield SocketLink(connection)

    return opened


def dial_local(connect_local: Callable[[], Link], loop: asyncio.AbstractEventLoop | None = None) -> Dial:
    """Links to a host in this process (``TableHost.connect_local``), closed when left. ``loop``:
    the host's event loop when it runs on another thread (a window's joiner on its own):
    ``connect_local`` is called there and the link's frames cross the threads safely; None: the
    host runs on the client's own loop."""

    async def across() -> Link:
        """The link, made on the host's loop and read on this one."""
        assert loop is not None
        here = asyncio.get_running_loop()

        async def on_the_host() -> Link:
            made = connect_local()
            if isinstance(made, LocalLink) and loop is not here:
                made.read_on(here, loop)  # before the host's serving task first runs
            return made

        try:
            made = asyncio.run_coroutine_threadsafe(on_the_host(), loop)
        except RuntimeError:  # the host's loop has ended: nothing answers, as at a closed port
            raise Closed(None, "the host is not running") from None
        return await asyncio.wrap_future(made)

    @asynccontextmanager
    async def opened() -> AsyncIterator[Link]:
        link = connect_local() if loop is None else await across()
        try:
            yield link
        finally:
            await link.close()

    return opened


# A host running on a thread of its own: its event loop (None until it runs) and its door.
Running = tuple[asyncio.AbstractEventLoop | None, Callable[[], Link]]


def dial_running(running: Callable[[], Running | None]) -> Dial:
    """Links to a host of this process on a thread of its own, as ``running`` finds it when each
    link is made (its loop and its ``connect_local``): before it runs, or once it has stopped, a
    link is refused as at a closed port, and the joiner tries again as it would across a room."""

    @asynccontextmanager
    async def opened() -> AsyncIterator[Link]:
        found = running()
        if found is None or found[0] is None or found[0].is_closed():
            raise Closed(None, "the table is not open")
        loop, connect_local = found
        async with dial_local(connect_local, loop)() as link:
            yield link

    return opened


__all__ = [
    "Closed",
    "Dial",
    "Link",
    "LocalLink",
    "SocketLink",
    "closed_by",
    "dial_local",
    "dial_running",
    "dial_socket",
    "frames",
    "local_pair",
]
