"""Where a seat played across the room is shown: shared by the join screen and the host's lobby."""

from __future__ import annotations

from ..net.remote_table import RemoteSource
from .scene import Push
from .table.words.log import MoveLog


def to_the_table(source: RemoteSource, log: MoveLog | None = None) -> Push | None:
    """Where a seat's game is shown: its table, or (knocked out of the match, come back) the
    score sheet where the rest of the match comes in; None until the host has said enough."""
    if source.out_for_good:
        record = source.watch()
        if record is None:
            return None
        return Push("scoreboard", session=source, record=record, log=log or MoveLog())
    if log is None:
        return Push("table", session=source, resumed=source.resumed)
    return Push("table", session=source, log=log, resumed=source.resumed)
