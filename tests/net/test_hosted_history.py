"""A match played at a hosted table is a game in the host's history, as a game at one screen is:
listed by ``q2j history`` with the seats' names, replayed to the result the joiner was told, and
each Play again a game of its own; a table closed mid-match leaves its game unfinished, and
Continue hosting goes on with the same game. Was: nothing hosted was ever recorded (the joiners'
windows record nothing, and the host's recorded nothing either). A real host on the loopback."""

from __future__ import annotations

import types
from pathlib import Path

import pytest

from game.cli import main
from game.history.recorder import Recorder
from game.net.client import TableClient
from game.net.host import SeatPlan
from game.net.hosting import HostedTable
from game.net.joining import JoinedTable

from .table import CODE, variant
from .test_threads import until


def hosted_table(
    history: Recorder, plans: list[SeatPlan] | None = None, variant_id: str = "q2j", **saved: object
) -> HostedTable:
    """The window's hosted table: Dad joins from across the room, a computer sits beside him."""
    table = HostedTable(
        variant(variant_id),
        plans or [SeatPlan("Dad", "remote"), SeatPlan("Chloe", "random")],
        5,
        port=0,
        bind="127.0.0.1",
        announce=False,
        code=CODE,
        history=history,
        **saved,  # type: ignore[arg-type]
    )
    table.start()
    until(lambda: table.state().port)
    return table


def dad_plays_for_himself(joined: JoinedTable) -> None:
    """Dad's window moves for him at random (the test makes no clicks)."""
    joined.client._move = types.MethodType(TableClient._move, joined.client)  # type: ignore[method-assign]


def listed(capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The host's history as ``q2j history`` prints it: one line a game."""
    capsys.readouterr()
    assert main(["history"]) == 0
    return [line for line in capsys.readouterr().out.splitlines() if "q2j" in line and "Dad" in line]


def test_each_hosted_match_is_a_game_in_the_hosts_history(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    recorder = Recorder.start()
    table = hosted_table(recorder)
    joined = JoinedTable(f"127.0.0.1:{table.state().port}", CODE, "Dad")
    try:
        dad_plays_for_himself(joined)
        joined.start()
        until(lambda: table.state().full)
        table.begin()
        until(lambda: joined.state().phase == "over", 60)
        told = joined.state().result  # what Dad's window says of the match
        assert recorder.flush()
        games = listed(capsys)
        assert len(games) == 1, games
        assert "Chloe" in games[0] and " won" in games[0], games
        winner = "Dad" if ": Dad won" in told else "Chloe"
        assert games[0].split("→")[1].strip().startswith(winner), (told, games)
        # Replayed from the history, the match ends as it was played.
        exported = tmp_path / "match.yaml"
        assert main(["history", "export", "1", str(exported)]) == 0
        assert main(["replay", "--check", str(exported)]) == 0
        assert "The replay ends as recorded." in capsys.readouterr().out
        # Play again: a second game, still being played when the table closes mid-match.
        del joined.client._move  # match 2: Dad's own moves, which he never makes here
        table.again(6, "Mum")
        until(lambda: joined.state().match == 1 and joined.state().legal, 30)
    finally:
        joined.close()
        table.close()
        assert table.join(20)
    games = listed(capsys)
    assert len(games) == 2, games
    assert sum(" won" in line for line in games) == 1, games  # the second match was not finished


def test_continue_hosting_goes_on_with_the_same_game(capsys: pytest.CaptureFixture[str]) -> None:
    from game.net.table_save import autosave, resume
    from game.variants import load_catalog

    table = hosted_table(Recorder.start(), on_change=autosave)
    joined = JoinedTable(f"127.0.0.1:{table.state().port}", CODE, "Dad")
    try:
        joined.start()
        until(lambda: table.state().full)
        table.begin()
        until(lambda: joined.state().legal, 30)  # dealt, Dad to move (he never does here)
    finally:
        joined.close()
        table.close()
        assert table.join(20)
    assert len(listed(capsys)) == 1
    saved = resume(load_catalog())
    again = hosted_table(Recorder.start(), on_change=autosave, match=saved.match, plans=saved.plans)
    again.begin()
    until(lambda: again.state().phase == "playing")
    again.close()
    assert again.join(20)
    games = listed(capsys)
    assert len(games) == 1, games  # continued: the same game, not a second one


def test_every_round_of_a_hosted_match_keeps_its_figures_and_what_it_hands_on() -> None:
    """Crazy Jokers over two rounds: each round in the host's history holds the game's own
    figures of that round and the contracts it hands on, as a local game's does. Was: the host
    dealt the next round before the history read the finished one, so every round but the
    last was recorded with neither."""
    import sqlite3

    from game.history.database import default_path
    from game.history.store import load_game

    recorder = Recorder.start()
    plans = [SeatPlan("Dad", "remote"), SeatPlan("Chloe", "random"), SeatPlan("Basil", "random")]
    table = hosted_table(recorder, plans, "crazy-jokers")
    joined = JoinedTable(f"127.0.0.1:{table.state().port}", CODE, "Dad")
    try:
        dad_plays_for_himself(joined)
        joined.start()
        until(lambda: table.state().full)
        table.begin()
        until(lambda: joined.state().phase == "over", 120)
        assert recorder.flush()
    finally:
        joined.close()
        table.close()
        assert table.join(10)
    db = sqlite3.connect(default_path(), isolation_level=None)
    found = load_game(db, 1)
    rows = db.execute("SELECT round, seat, contract, figures FROM round_seats WHERE game_id = 1").fetchall()
    db.close()
    assert found is not None and found.record.status == "finished"
    assert [played.number for played in found.record.rounds] == [1, 2]
    assert all(played.carried for played in found.record.rounds)  # each round's contracts
    # Every seat of every round with its contract and the game's own figures.
    assert sorted((number, seat) for number, seat, _c, _f in rows) == [
        (r, s) for r in (1, 2) for s in range(3)
    ]
    assert all(contract and figures and figures != "{}" for _r, _s, contract, figures in rows), rows
