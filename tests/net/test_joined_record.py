"""``joined_record.follow``: the joiner's side of the history, without a window. The follower is
asked as the window's frames ask it (``Recorder.still_at_table``) and answers the match as the
joiner's link saw it. A match left in its first round reads left (the follower hooked where the
joiner is seated, as the join screen would); Play again's match is a game of its own; the host's
own person's seat is never followed (the host's history has it). A real host on the loopback."""

from __future__ import annotations

import pytest

from game.cli import main
from game.history.recorder import Recorder
from game.net import joined_record
from game.net.host import SeatPlan
from game.net.joining import JoinedTable
from game.net.remote_table import RemoteSource
from tests.history.test_hosted_continuable import hosted_table, joining

from .test_threads import until


def history_said(capsys: pytest.CaptureFixture[str]) -> list[str]:
    capsys.readouterr()
    assert main(["history"]) == 0
    return [line for line in capsys.readouterr().out.splitlines() if "Dad" in line]


def asked(recorder: Recorder) -> None:
    """A frame of the window: the recorder asks what it follows."""
    recorder.still_at_table([])


def test_a_match_left_in_its_first_round_reads_left(capsys: pytest.CaptureFixture[str]) -> None:
    table = hosted_table([SeatPlan("Dad", "remote"), SeatPlan("Chloe", "random")])
    dad: JoinedTable = joining(table, "Dad")
    mine = Recorder.start()
    try:
        until(lambda: table.state().full)
        table.begin()
        until(lambda: dad.state().legal, 60)
        joined_record.follow(RemoteSource(dad), mine, "Mum's table")
        joined_record.follow(RemoteSource(dad), mine, "Mum's table")  # once per link, however asked
        asked(mine)
        dad.close()
        until(lambda: dad.state().phase == "refused")
        asked(mine)
        assert mine.flush()
        port = table.state().port
    finally:
        table.close()
        table.join(30)
    assert table.history is not None and table.history.flush()
    lines = history_said(capsys)  # the host's game (this test's host shares the folder) and Dad's
    joined = [line for line in lines if "across the room" in line]
    assert len(joined) == 1, lines
    assert joined[0].endswith(
        f"Dad, Chloe (random)  →  left in the first round "
        f"[played across the room at Mum's table (127.0.0.1:{port}); it cannot be replayed]"
    ), joined


def test_the_hosts_own_seat_is_not_followed(capsys: pytest.CaptureFixture[str]) -> None:
    table = hosted_table([SeatPlan("Dad", "remote"), SeatPlan("Chloe", "random")])
    dad = joining(table, "Dad")
    mine = Recorder.start()
    try:
        until(lambda: table.state().full)
        table.begin()
        until(lambda: dad.state().legal, 60)
        joined_record.follow(RemoteSource(dad, hosting=True), mine)
        asked(mine)
        mine.close()
    finally:
        dad.close()
        table.close()
        table.join(30)
    assert not [line for line in history_said(capsys) if "across the room" in line]


def test_play_again_is_a_game_of_its_own(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Dad's seat moves by itself (as a computer would); the match ends, the host plays again:
    two games in Dad's history, the first finished with the host's winner, the second left."""
    from game.net.client import TableClient
    from game.net.hosting import HostedTable
    from game.net.joining import PersonClient

    from .table import CODE, variant

    monkeypatch.setattr(PersonClient, "_move", TableClient._move)
    plans = [SeatPlan("Dad", "remote"), SeatPlan("Basil", "random"), SeatPlan("Chloe", "random")]
    table = HostedTable(
        variant("q2j-elimination"), plans, seed=2, port=0, bind="127.0.0.1", announce=False, code=CODE
    )
    table.start()
    mine = Recorder.start()
    try:
        port = until(lambda: table.state().port)
        dad = JoinedTable(f"127.0.0.1:{port}", CODE, "Dad")
        dad.start()
        until(lambda: table.state().full)
        table.begin()
        until(lambda: dad.state().phase == "playing", 60)
        joined_record.follow(RemoteSource(dad), mine)
        until(lambda: asked(mine) or dad.state().phase == "over", 120)
        asked(mine)
        result = table.state().result
        table.again(3, by="Mum")
        until(lambda: asked(mine) or (dad.state().match == 1 and dad.state().phase == "playing"), 60)
        asked(mine)
        dad.close()
        until(lambda: asked(mine) or dad.state().phase == "refused")
        asked(mine)
        assert mine.flush()
    finally:
        table.close()
        table.join(30)
    lines = history_said(capsys)
    assert len(lines) == 2, lines
    newest, first = lines
    # Left as soon as it was dealt (its computers are quick: perhaps a round in).
    assert "→  left " in newest, newest
    assert newest.endswith(f"[played across the room at 127.0.0.1:{port}; it cannot be replayed]"), newest
    winner = first.split("→  ")[1].split(" won")[0].removesuffix(" (random)")
    assert winner in result and " won [played across the room" in first, (first, result)
