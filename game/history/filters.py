"""Which games a list or a figure covers: one game or variant, and a period of days."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from .clock import local_day_start, stamp


@dataclass(frozen=True, slots=True)
class Filters:
    game: str | None = None  # a rules game name (every variant of it)
    variant: str | None = None
    since: datetime.date | None = None  # first day included
    until: datetime.date | None = None  # last day included

    def sql(self) -> tuple[str, list[object]]:
        """The filter as conditions on ``games g`` (each beginning with AND) and their values."""
        parts: list[str] = []
        values: list[object] = []
        if self.game is not None:
            parts.append("AND g.game = ?")
            values.append(self.game)
        if self.variant is not None:
            parts.append("AND g.variant = ?")
            values.append(self.variant)
        if self.since is not None:
            parts.append("AND g.ended >= ?")
            values.append(stamp(local_day_start(self.since)))
        if self.until is not None:
            parts.append("AND g.ended < ?")
            values.append(stamp(local_day_start(self.until + datetime.timedelta(days=1))))
        return " ".join(parts), values
