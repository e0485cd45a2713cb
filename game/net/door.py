"""The host's door: every connection counted from its accept to its socket's close, the waiting
ones (their hello not yet passed) capped in all and per address (``limits.Door``).

A stranger can open connections faster than they time out (an upgrade sent without its last
line, finished just before the handshake's timeout, then silence): each holds one of the
process's open files. Past a cap the oldest waiting connection of the crowded address is
dropped at once (its socket aborted, the file freed), so the seated players, a returning
player and the autosave always find a file, whatever a flood does.
"""

from __future__ import annotations

import asyncio

from websockets.asyncio.server import ServerConnection

from .limits import Door, address_key


def counted(door: Door[ServerConnection]) -> type[ServerConnection]:
    """A ``ServerConnection`` class (``serve``'s ``create_connection``) whose connections
    ``door`` counts in as they are accepted and out as their sockets close."""

    class Counted(ServerConnection):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            peer = transport.get_extra_info("peername")
            address = address_key(str(peer[0])) if peer else "?"
            for dropped in door.came(self, address):
                dropped.transport.abort()  # frees its file now; its handler ends on its own

        def connection_lost(self, exc: Exception | None) -> None:
            door.gone(self)
            super().connection_lost(exc)

    return Counted
