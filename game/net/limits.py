"""Rate limits: a bucket per connection against floods, a count per address against guessing.

Time comes in as a number (``time.monotonic()`` by default) so tests can step it.

>>> bucket = Bucket(rate=1.0, burst=2, now=0.0)
>>> [bucket.take(0.0), bucket.take(0.0), bucket.take(0.0), bucket.take(1.0)]
[True, True, False, True]
"""

from __future__ import annotations

import time


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


class Attempts:
    """Failed join attempts by address: ``limit`` within ``window`` seconds, then refused until
    the oldest failure is that old.

    >>> tries = Attempts(limit=2, window=60.0)
    >>> tries.failed("a", 0.0); tries.failed("a", 1.0)
    >>> tries.blocked("a", 2.0), tries.blocked("b", 2.0), tries.blocked("a", 61.0)
    (True, False, False)
    """

    def __init__(self, limit: int = 5, window: float = 60.0) -> None:
        self.limit = limit
        self.window = window
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
