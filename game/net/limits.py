"""Rate limits: a bucket per connection against floods, a count per address against guessing,
a bucket per seat against a token holder coming back in a loop.

Time comes in as a number (``time.monotonic()`` by default) so tests can step it.

>>> bucket = Bucket(rate=1.0, burst=2, now=0.0)
>>> [bucket.take(0.0), bucket.take(0.0), bucket.take(0.0), bucket.take(1.0)]
[True, True, False, True]
"""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from .protocol import MAX_SEATS

K = TypeVar("K")


class Bucket:
    """``burst`` messages at once, then ``rate`` a second."""

    def __init__(self, rate: float, burst: int, now: float | None = None) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.stamp = time.monotonic() if now is None else now

    def take(self, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        self.tokens = min(float(self.burst), self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def wait(self) -> float:
        """Seconds from the last ``take`` until the next would pass (0 while one would now).

        >>> bucket = Bucket(rate=0.5, burst=1, now=0.0)
        >>> bucket.take(0.0), bucket.take(0.5), bucket.wait()
        (True, False, 1.5)
        """
        return max(0.0, (1.0 - self.tokens) / self.rate)


# A seat taken up again with its token: so many at once (a window coming back after a drop, its
# line dropping again while the network settles), then one every so many seconds: a few times a
# minute is never refused; a client coming back in a loop is seated six times a minute, not a
# hundred times a second.
COMEBACK_BURST = 8
COMEBACK_EVERY = 10.0


class Comebacks(Generic[K]):
    """How often each seat (``K``) may be taken up again with its token: a bucket per seat,
    ``burst`` at once, then one every ``every`` seconds. ``clock`` tells the time (a test steps it).

    >>> clock = iter([0.0, 0.0, 0.0, 3.0, 3.0]).__next__
    >>> comebacks = Comebacks[int](burst=2, every=4.0, clock=clock)
    >>> [comebacks.wait(0), comebacks.wait(0), comebacks.wait(0), comebacks.wait(0), comebacks.wait(1)]
    [0.0, 0.0, 4.0, 1.0, 0.0]
    """

    def __init__(
        self,
        burst: int = COMEBACK_BURST,
        every: float = COMEBACK_EVERY,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.burst = burst
        self.every = every
        self.clock = clock
        self._buckets: dict[K, Bucket] = {}

    def wait(self, seat: K) -> float:
        """0.0 when ``seat`` may be taken up again now (counted), else the seconds to wait."""
        now = self.clock()
        bucket = self._buckets.get(seat)
        if bucket is None:
            bucket = self._buckets[seat] = Bucket(1.0 / self.every, self.burst, now)
        if bucket.take(now):
            return 0.0
        return bucket.wait()


class Attempts:
    """Failed join attempts by address: ``limit`` within ``window`` seconds, then refused until
    the oldest failure is that old.

    >>> tries = Attempts(limit=2, window=60.0)
    >>> tries.failed("a", 0.0); tries.failed("a", 1.0)
    >>> tries.blocked("a", 2.0), tries.blocked("b", 2.0), tries.blocked("a", 61.0)
    (True, False, False)
    """

    def __init__(self, limit: int = 5, window: float = 60.0, most: int = 4096) -> None:
        self.limit = limit
        self.window = window
        self.most = most  # addresses remembered at once: a stranger with many addresses fills no memory
        self._failures: dict[str, list[float]] = {}

    def _recent(self, address: str, now: float) -> list[float]:
        recent = [stamp for stamp in self._failures.get(address, []) if now - stamp < self.window]
        if recent:
            self._failures[address] = recent
        else:
            self._failures.pop(address, None)
        return recent

    def blocked(self, address: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        return len(self._recent(address, now)) >= self.limit

    def failed(self, address: str, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        self._recent(address, now)
        self._failures.setdefault(address, []).append(now)
        if len(self._failures) > self.most:
            self._forget(now)

    def _forget(self, now: float) -> None:
        """Past ``most`` addresses: those whose failures have aged out go, then the oldest ones."""
        for address in list(self._failures):
            self._recent(address, now)
        while len(self._failures) > self.most:
            del self._failures[next(iter(self._failures))]

    def remembered(self) -> int:
        """How many addresses have failures kept (a flood's mark)."""
        return len(self._failures)


# The open-file limit assumed where the ``resource`` module is missing (Windows, whose sockets
# are no C runtime files); and the most the soft limit is raised to (a hard limit may be
# "unlimited", which macOS will not grant).
ASSUMED_FILES = 1024
MOST_FILES = 65536
MACOS_FILES = 10240


def file_limit() -> int:
    """The process's open-file limit, its soft limit first raised to the hard one where the
    system allows it (Unix; a desktop's usual soft limit is 1,024)."""
    try:
        import resource
    except ImportError:
        return ASSUMED_FILES
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = MOST_FILES if hard == resource.RLIM_INFINITY else min(hard, MOST_FILES)
    # macOS says "unlimited" but grants at most its OPEN_MAX (10,240) a process: tried next.
    for asked in (wanted, min(wanted, MACOS_FILES)):
        if soft == resource.RLIM_INFINITY or soft >= asked:
            break
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (asked, hard))
            soft = asked
        except (ValueError, OSError):
            pass  # kept as it was: the caps follow the soft limit
    return MOST_FILES if soft == resource.RLIM_INFINITY else int(soft)


@dataclass(frozen=True, slots=True)
class Caps:
    """How many connections may wait at the door (accepted, their hello not yet passed): in
    all, and from one address. Seated players' connections (one a seat), the autosave, the
    listening sockets and the window's own files are not counted: they keep the rest.

    >>> Caps.for_files(1024), Caps.for_files(256), Caps.for_files(64)
    (Caps(waiting=256, per_address=16), Caps(waiting=64, per_address=16), Caps(waiting=16, per_address=4))
    """

    waiting: int
    per_address: int

    @property
    def backlog(self) -> int:
        """Connections the kernel may queue for the host, which asyncio accepts in one batch
        before the door counts any: a quarter of ``waiting``, 8 to 100 (asyncio's default).

        >>> Caps.for_files(1024).backlog, Caps.for_files(128).backlog
        (64, 8)
        """
        return max(8, min(100, self.waiting // 4))

    @staticmethod
    def for_files(limit: int) -> Caps:
        """A quarter of the open-file limit, at most 256 in all and 16 from one address (a
        whole table of 16 seats may join at once from one computer)."""
        waiting = max(8, min(256, limit // 4))
        return Caps(waiting, max(2, min(MAX_SEATS, waiting // 4)))


def address_key(address: str) -> str:
    """The address a cap counts by: an IPv4 address, or an IPv6 one's /64 network (one host
    holds a whole /64); the text as it came if it is no address.

    >>> address_key("192.168.1.20"), address_key("2001:db8::1"), address_key("::ffff:10.0.0.2")
    ('192.168.1.20', '2001:db8::/64', '10.0.0.2')
    """
    try:
        parsed = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return address
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ipaddress.IPv6Network((parsed, 64), strict=False).compressed)
    return str(parsed)


class Door(Generic[K]):
    """The connections waiting at the door (accepted, not yet past the hello), by address, in
    the order they came. A newcomer is always let in; when that puts its address over
    ``per_address``, or everyone over ``waiting``, the oldest waiting connection of its address
    (or of the address with most waiting) is to be dropped: a flood crowds out itself, not a
    player who comes now and speaks at once.

    >>> door = Door[str](Caps(waiting=3, per_address=2))
    >>> door.came("a1", "A"), door.came("a2", "A"), door.came("a3", "A")
    ([], [], ['a1'])
    >>> door.came("b1", "B"), door.came("c1", "C")
    ([], ['a2'])
    >>> door.passed("b1"); door.gone("c1"); door.waiting(), door.held
    (1, 3)
    """

    def __init__(self, caps: Caps) -> None:
        self.caps = caps
        self._waiting: dict[str, dict[K, None]] = {}  # address → its waiting keys, oldest first
        self._address: dict[K, str] = {}
        self.held = 0  # the most that ever waited at once (a flood's mark)
        self.dropped = 0

    def waiting(self, address: str | None = None) -> int:
        if address is None:
            return len(self._address)
        return len(self._waiting.get(address, {}))

    def came(self, key: K, address: str) -> list[K]:
        """Count ``key`` in; the waiting connections to drop for it (already counted out)."""
        self._address[key] = address
        self._waiting.setdefault(address, {})[key] = None
        drop: list[K] = []
        if self.waiting(address) > self.caps.per_address:
            drop.append(self._oldest(address))
        elif self.waiting() > self.caps.waiting:
            crowded = max(self._waiting, key=lambda where: len(self._waiting[where]))
            drop.append(self._oldest(crowded))
        for dropped in drop:
            self.passed(dropped)
        self.dropped += len(drop)
        self.held = max(self.held, self.waiting())
        return drop

    def _oldest(self, address: str) -> K:
        return next(iter(self._waiting[address]))

    def passed(self, key: K) -> None:
        """``key`` no longer waits (its hello passed, or it was dropped)."""
        address = self._address.pop(key, None)
        if address is None:
            return
        keys = self._waiting[address]
        keys.pop(key, None)
        if not keys:
            del self._waiting[address]

    gone = passed  # closed before its hello: counted out the same way
