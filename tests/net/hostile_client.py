"""A hostile client for the network tests: the WebSocket wire spoken by hand over a raw TCP
socket, so a test may do what no well-behaved client library does (never read, read nothing
at all, stop half-way through a frame), with its own small receive buffer."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
from typing import Any

from game.net.protocol import VERSION

UPGRADE = (
    "GET / HTTP/1.1\r\nHost: table\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    "Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
)


def masked(text: str) -> bytes:
    """One client text frame (FIN, masked, as RFC 6455 asks of a client)."""
    data = text.encode()
    mask = os.urandom(4)
    size = len(data)
    length = bytes([0x80 | size]) if size < 126 else bytes([0x80 | 126]) + size.to_bytes(2, "big")
    head = bytes([0x81]) + length
    return head + mask + bytes(byte ^ mask[at % 4] for at, byte in enumerate(data))


def hello_text(code: str | None, seat: int | None = None, token: str | None = None) -> str:
    return json.dumps(
        {"type": "hello", "version": VERSION, "code": code, "seat": seat, "name": None, "token": token}
    )


class RawClient:
    """A TCP connection upgraded to a WebSocket by hand; it reads only when told to."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    @staticmethod
    async def open(port: int, receive_buffer: int | None = None) -> RawClient:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        if receive_buffer is not None:
            writer.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write(UPGRADE.format(key=key).encode())
        await writer.drain()
        answer = await reader.readuntil(b"\r\n\r\n")
        assert answer.startswith(b"HTTP/1.1 101"), answer[:80]
        return RawClient(reader, writer)

    def send(self, message: dict[str, Any] | str) -> None:
        """Queue one frame (not awaited: a flood does not wait for the host to read)."""
        text = message if isinstance(message, str) else json.dumps(message)
        self.writer.write(masked(text))

    async def first_message(self) -> dict[str, Any]:
        """The next frame from the host, read by hand (unmasked, as a server sends)."""
        head = await self.reader.readexactly(2)
        size = head[1] & 0x7F
        if size == 126:
            size = int.from_bytes(await self.reader.readexactly(2), "big")
        elif size == 127:
            size = int.from_bytes(await self.reader.readexactly(8), "big")
        return json.loads(await self.reader.readexactly(size))

    def abort(self) -> None:
        self.writer.transport.abort()
