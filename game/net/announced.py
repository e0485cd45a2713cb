"""A table's announcement on the local network, kept true to its count of free seats, under a
name of its own: this computer's and the table's port (``table_name``), so that copies of the
program hosting from one computer are listed apart, each under the name its lobby shows."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

LABEL_BYTES = 63  # one DNS label: the most an announced name may hold, in UTF-8


def table_name(port: int, computer: str | None = None) -> str:
    """The name a table listening on ``port`` is announced under. Two tables of one computer
    listen on two ports, so their names differ; the lobby shows the port too. The computer's name
    (its first label) is cut to fit, never the port.

    >>> table_name(47474, "ann-laptop.home")
    'Q2J table on ann-laptop, port 47474'
    >>> name = table_name(47475, "x" * 80)
    >>> len(name.encode()), name.endswith(", port 47475")
    (63, True)
    """
    import socket

    head, tail = "Q2J table on ", f", port {port}"
    room = LABEL_BYTES - len(head.encode()) - len(tail.encode())
    own = (computer if computer is not None else socket.gethostname()).split(".")[0] or "?"
    return head + own.encode()[:room].decode("utf-8", "ignore") + tail


class Announced:
    """The table's announcement on the local network, said again whenever its count of free
    seats changes; a network without multicast only loses the listing."""

    def __init__(self, say: Callable[[str], None]) -> None:
        self.say = say
        self.announcer: Any = None
        self.listing: Any = None
        self.pending: set[asyncio.Task[None]] = set()
        self.name = ""  # the name the table is listed under, once announced

    async def start(self, host: Any, port: int) -> None:
        """Announce the table listening on ``port``; ``announcer`` is set only once the network
        took it, under its own name (a name another table holds is refused, never shared)."""
        from .discovery import Announcer, Listing

        self.listing = Listing(host.variant.game, host.variant.id, len(host.plans), len(host.free_seats()))
        name = table_name(port)
        announcer = None
        try:
            announcer = Announcer(name, port, self.listing.record)
            await asyncio.wait_for(announcer.start(), 5)
        except Exception as error:  # zeroconf's errors and the OS's: the table still runs, by address
            if announcer is not None:  # its sockets let go: nothing is announced
                with contextlib.suppress(Exception):
                    await announcer.zeroconf.async_close()
            kind = type(error).__name__
            self.say(f"q2j host: not announced on the local network ({kind}); join by address")
            return
        self.announcer, self.name = announcer, name
        self.say(f"q2j host: announced on the local network as “{name}”")

    def then(self, autosave: Any) -> Any:
        """The host's ``on_change``: the autosave, then the announcement if its count moved."""

        def changed(host: Any) -> None:
            autosave(host)
            if self.announcer is None:
                return
            record = self.listing.changed(len(host.free_seats()))
            if record is not None:
                task = asyncio.get_running_loop().create_task(self._update(record))
                self.pending.add(task)
                task.add_done_callback(self.pending.discard)

        return changed

    async def _update(self, record: dict[str, str]) -> None:
        with contextlib.suppress(Exception):  # a lost listing is no reason to stop the table
            await asyncio.wait_for(self.announcer.update(record), 5)

    async def close(self) -> None:
        if self.announcer is not None:
            with contextlib.suppress(Exception):
                await self.announcer.close()
