"""An opt-in pytest plugin that makes the in-process host (``both_ways``'s hosted way) slow to
judge, as a starved thread on a loaded CI machine is: every move, undo or refusal it is asked to
judge waits ``Q2J_SLOW_HOST`` seconds (0.3 unless set) on the host's own thread first.

A test that reads the screen a fixed number of frames after asking the host fails under it; one
that waits on what the player is to see passes. Not loaded by the suite: run it by hand,

    pytest -p tests.scenes.slow_host tests/scenes/test_hint_undo.py -k hosted
"""

from __future__ import annotations

import os
import time
from typing import Any

import pytest

from game.net.host import TableHost


@pytest.fixture(autouse=True)
def _slow_host(monkeypatch: pytest.MonkeyPatch) -> None:
    pause = float(os.environ.get("Q2J_SLOW_HOST", "0.3"))
    judged = TableHost._judged

    def slowly(host: TableHost, *args: Any) -> None:
        time.sleep(pause)  # on the host's thread: the window's frames go on meanwhile
        judged(host, *args)

    monkeypatch.setattr(TableHost, "_judged", slowly)
