"""A table hosted again from its save mid-deal (Continue hosting, ``q2j host --resume``) gives a
player coming back the deal's log as that seat saw it live, as a local Continue retells the deal:
not only "continued at turn N". The live host's own log is the measure."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.events import Event
from game.engine.match import replayed
from game.net.host import Recorder, SeatPlan, TableHost

from .table import CODE, variant


class Snapshots(Recorder):
    def __init__(self) -> None:
        self.logs: dict[int, list[object]] = {}

    def sent(self, seat: int, frame: str, host: TableHost, events: list[Event]) -> None:
        message = json.loads(frame)
        if message.get("type") == "snapshot":
            self.logs[seat] = message["log"]


@pytest.mark.parametrize(
    ("variant_id", "kinds"), [("q2j", ["remote", "remote", "easy"]), ("quatorze", ["remote", "easy"])]
)
def test_a_seat_coming_back_to_a_resumed_table_reads_the_deal_as_it_saw_it(
    variant_id: str, kinds: list[str]
) -> None:
    plans = [SeatPlan(f"S{seat}", kind) for seat, kind in enumerate(kinds)]
    live_log = Snapshots()
    live = TableHost(variant(variant_id), plans, 11, code=CODE, recorder=live_log)
    live._update_all(live._dealt_events, {})
    pick = random.Random(11)
    for _ in range(12):
        legal = live.session.legal()
        live._apply(legal[pick.randrange(len(legal))])
    assert not live.session.over
    match = replayed(live.rules, len(kinds), 11, None, [list(live.session.state.log)])
    resumed_log = Snapshots()
    plans_again = [SeatPlan(f"S{seat}", kind) for seat, kind in enumerate(kinds)]
    resumed = TableHost(variant(variant_id), plans_again, 11, code=CODE, match=match, recorder=resumed_log)
    for seat in (0, 1) if kinds[1] == "remote" else (0,):
        live._snapshot(seat)
        resumed._snapshot(seat)
        assert len(live_log.logs[seat]) > 12
        assert resumed_log.logs[seat] == live_log.logs[seat]
