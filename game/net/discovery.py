"""Tables announced on the local network (mDNS/DNS-SD, the ``zeroconf`` library).

A host registers ``<table name>._q2j._tcp.local.`` with its port and, in TXT records, the game,
the variant, the free seats and the protocol version; ``browse`` lists what answers. The records
are built and read here (``table_record``, ``read_record``) so they are tested without multicast;
a record that does not read is skipped, never trusted.

>>> record = table_record("q2j", "q2j-ng", free=1, seats=2)
>>> table = read_record("Ada's table._q2j._tcp.local.", "10.0.0.5", 47474, record)
>>> table.name, table.address, table.port, table.variant, table.free, table.joinable()
("Ada's table", '10.0.0.5', 47474, 'q2j-ng', 1, True)
"""

from __future__ import annotations

import asyncio
import socket
from dataclasses import dataclass

from .protocol import MAX_SEATS, VERSION

SERVICE = "_q2j._tcp.local."


@dataclass(frozen=True, slots=True)
class Listed:
    """One table found on the network."""

    name: str
    address: str
    port: int
    game: str
    variant: str
    free: int
    seats: int
    version: int

    def joinable(self) -> bool:
        return self.free > 0 and self.version == VERSION


class Listing:
    """What a host announces and when it must say it again: the record changes only with the
    count of free seats (a join, a leave, a seat handed to a computer).

    >>> listing = Listing("q2j", "q2j-ng", seats=3, free=2)
    >>> listing.changed(2) is None, listing.changed(1)["free"], listing.changed(1)
    (True, '1', None)
    """

    def __init__(self, game: str, variant: str, seats: int, free: int) -> None:
        self.game, self.variant, self.seats = game, variant, seats
        self.record = table_record(game, variant, free, seats)

    def changed(self, free: int) -> dict[str, str] | None:
        """The record to announce now that ``free`` seats are free, or ``None`` when it is the same."""
        record = table_record(self.game, self.variant, free, self.seats)
        if record == self.record:
            return None
        self.record = record
        return record


def table_record(game: str, variant: str, free: int, seats: int) -> dict[str, str]:
    """The TXT record a host announces."""
    return {
        "game": game,
        "variant": variant,
        "free": str(free),
        "seats": str(seats),
        "protocol": str(VERSION),
    }


def read_record(service: str, address: str, port: int, record: dict[str, str]) -> Listed | None:
    """A table from an announcement, or ``None`` when any part is missing or out of bounds."""
    name = service.removesuffix("." + SERVICE)
    try:
        free, seats, version = (int(record[key]) for key in ("free", "seats", "protocol"))
        game, variant = record["game"], record["variant"]
    except (KeyError, ValueError):
        return None
    if not (0 <= free <= seats <= MAX_SEATS and 0 < port < 65536 and 0 < len(name) <= 63):
        return None
    if not (game.isprintable() and variant.isprintable() and len(game) <= 40 and len(variant) <= 80):
        return None
    return Listed(name, address, port, game, variant, free, seats, version)


def _text(properties: dict[bytes, bytes | None]) -> dict[str, str]:
    record = {}
    for key, value in properties.items():
        try:
            record[key.decode()] = (value or b"").decode()
        except UnicodeDecodeError:
            continue
    return record


class Announcer:
    """A host's announcement, kept up while the table is open."""

    def __init__(self, name: str, port: int, record: dict[str, str]) -> None:
        from zeroconf import ServiceInfo
        from zeroconf.asyncio import AsyncZeroconf

        self.zeroconf = AsyncZeroconf()
        address = own_address()
        self.info = ServiceInfo(
            SERVICE,
            f"{name[:63]}.{SERVICE}",
            addresses=[socket.inet_aton(address)],
            port=port,
            properties=record,
        )

    async def start(self) -> None:
        await self.zeroconf.async_register_service(self.info)

    async def update(self, record: dict[str, str]) -> None:
        """Announce ``record`` instead (a seat taken or freed): browsers see the new count."""
        from zeroconf import ServiceInfo

        old = self.info
        self.info = ServiceInfo(
            old.type, old.name, addresses=old.addresses, port=old.port, properties=record, server=old.server
        )
        await self.zeroconf.async_update_service(self.info)

    async def close(self) -> None:
        await self.zeroconf.async_unregister_service(self.info)
        await self.zeroconf.async_close()


def own_address() -> str:
    """This machine's address on the local network (the one a route out would use)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


async def browse(seconds: float = 2.0) -> list[Listed]:
    """The tables that answer within ``seconds``."""
    from zeroconf import ServiceStateChange
    from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

    found: dict[str, Listed] = {}
    names: set[str] = set()
    zeroconf = AsyncZeroconf()

    def changed(zeroconf: object, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is not ServiceStateChange.Removed:
            names.add(name)

    browser = AsyncServiceBrowser(zeroconf.zeroconf, SERVICE, handlers=[changed])
    try:
        await asyncio.sleep(seconds)
        for name in names:
            info = AsyncServiceInfo(SERVICE, name)
            if not await info.async_request(zeroconf.zeroconf, 1000):
                continue
            addresses = info.parsed_addresses()
            if not addresses or info.port is None:
                continue
            listed = read_record(name, addresses[0], info.port, _text(info.properties))
            if listed is not None:
                found[name] = listed
    finally:
        await browser.async_cancel()
        await zeroconf.async_close()
    return sorted(found.values(), key=lambda table: table.name)
