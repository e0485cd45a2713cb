"""A table's announcement on the local network, kept true to its count of free seats."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any


class Announced:
    """The table's announcement on the local network, said again whenever its count of free
    seats changes; a network without multicast only loses the listing."""

    def __init__(self, say: Callable[[str], None]) -> None:
        self.say = say
        self.announcer: Any = None
        self.listing: Any = None
        self.pending: set[asyncio.Task[None]] = set()

    async def start(self, host: Any, port: int) -> None:
        import socket

        from .discovery import Announcer, Listing

        self.listing = Listing(host.variant.game, host.variant.id, len(host.plans), len(host.free_seats()))
        try:
            announcer = Announcer(f"Q2J table on {socket.gethostname()[:40]}", port, self.listing.record)
            await asyncio.wait_for(announcer.start(), 5)
        except Exception as error:  # zeroconf's errors and the OS's: the table still runs, by address
            kind = type(error).__name__
            self.say(f"q2j host: not announced on the local network ({kind}); join by address")
            return
        self.announcer = announcer

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
