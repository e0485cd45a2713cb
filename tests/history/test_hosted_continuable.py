"""A match hosted across the room and left mid-way (the table closed) is in the host's history;
while the hosted table's save holds it (the menu's Join or host a table offers *Continue
hosting*), the history says it can be continued, as it says of a game left at one screen; once
that save is gone it reads abandoned. Was: "abandoned" while Continue hosting still offered it
(the history read the window's own saves only). A real host on the loopback, as the window runs
it; the words are the ones `q2j history` and `q2j stats` print."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.cli import main
from game.history import continuable
from game.history.recorder import Recorder
from game.net import table_save
from game.net.host import SeatPlan
from game.net.hosting import HostedTable
from game.net.joining import JoinedTable
from game.variants import load_catalog
from tests.net.table import CODE, variant
from tests.net.test_threads import until


def hosted_table(plans: list[SeatPlan], seed: int = 5, **saved: object) -> HostedTable:
    """The window's hosted table, saved after every change as the window saves it, recording into
    the host's history."""
    table = HostedTable(
        variant("q2j"),
        plans,
        seed,
        port=0,
        bind="127.0.0.1",
        announce=False,
        code=CODE,
        history=Recorder.start(),
        on_change=table_save.autosave,
        **saved,  # type: ignore[arg-type]
    )
    table.start()
    until(lambda: table.state().port)
    return table


def joining(table: HostedTable, name: str, token: str | None = None) -> JoinedTable:
    joined = JoinedTable(f"127.0.0.1:{table.state().port}", CODE, name, token=token)
    joined.start()
    return joined


def closed(table: HostedTable, *joined: JoinedTable) -> None:
    """The table closed as the lobby closes it: its save's slot let go (a table still hosted, its
    slot held, is being played, not left to continue)."""
    for one in joined:
        one.close()
    table.close()
    assert table.join(30)
    for slot in table_save.saved_tables():
        table_save.release(slot)


def history_lines(capsys: pytest.CaptureFixture[str]) -> list[str]:
    capsys.readouterr()
    assert main(["history"]) == 0
    return [line for line in capsys.readouterr().out.splitlines() if "Dad" in line]


def stats_said(capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    assert main(["stats"]) == 0
    return capsys.readouterr().out


@pytest.fixture
def left_hosted() -> Iterator[None]:
    """Dad joined from across the room, a computer beside him; the table closed on Dad's turn."""
    table = hosted_table([SeatPlan("Dad", "remote"), SeatPlan("Chloe", "random")])
    dad = joining(table, "Dad")
    try:
        until(lambda: table.state().full)
        table.begin()
        until(lambda: dad.state().legal, 60)  # dealt, Dad to move (he never does here)
    finally:
        closed(table, dad)
    assert table_save.saved_table(), "Continue hosting is offered"
    yield


def test_a_hosted_match_left_mid_way_reads_as_one_to_continue(
    left_hosted: None, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = history_lines(capsys)
    assert len(lines) == 1 and lines[0].endswith("left in the first round: can be continued"), lines
    said = stats_said(capsys)
    assert "1 can be continued" in said, said


def test_continued_and_left_again_it_still_reads_so(
    left_hosted: None, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = table_save.resume(load_catalog())
    again = hosted_table(saved.plans, saved.seed, match=saved.match)
    dad = joining(again, "Dad", saved.plans[0].token)  # back at his seat
    try:
        until(lambda: again.state().full)
        again.begin()
        until(lambda: dad.state().legal, 60)
    finally:
        closed(again, dad)
    lines = history_lines(capsys)
    assert len(lines) == 1 and lines[0].endswith("can be continued"), lines


def test_once_its_save_is_gone_it_reads_abandoned(
    left_hosted: None, capsys: pytest.CaptureFixture[str]
) -> None:
    assert table_save.set_aside()  # as the lobby does with a save that cannot go on
    lines = history_lines(capsys)
    assert len(lines) == 1 and lines[0].endswith("abandoned in the first round"), lines


def test_a_save_of_another_hosted_match_does_not_hold_it(
    left_hosted: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """Another table hosted since (another deal, the same two at it) and left in turn: the save
    holds that one only."""
    other = hosted_table([SeatPlan("Dad", "remote"), SeatPlan("Chloe", "random")], seed=9)
    dad = joining(other, "Dad")
    try:
        until(lambda: other.state().full)
        other.begin()
        until(lambda: dad.state().legal, 60)
    finally:
        closed(other, dad)
    lines = history_lines(capsys)
    assert len(lines) == 2, lines
    assert lines[0].endswith("can be continued") and lines[1].endswith("abandoned in the first round"), lines


def test_a_seat_handed_to_a_computer_is_still_the_persons(capsys: pytest.CaptureFixture[str]) -> None:
    """Mum left and her seat went to a computer until she comes back: the save names a computer
    there, the history Mum (she keeps her seat's token); it is the same game."""
    table = hosted_table([SeatPlan("Dad", "remote"), SeatPlan("Mum", "remote")])
    dad, mum = joining(table, "Dad"), joining(table, "Mum")
    try:
        until(lambda: table.state().full)
        table.begin()
        until(lambda: dad.state().legal or mum.state().legal, 60)
        mum.close()
        table.hand_to_computer(1, "random")
        until(lambda: dad.state().legal and table.state().seats[1].kind == "random", 60)
    finally:
        closed(table, dad)
    lines = history_lines(capsys)
    assert len(lines) == 1 and "Mum" in lines[0] and "Mum (" not in lines[0], lines
    assert lines[0].endswith("can be continued"), lines


def test_the_history_reads_the_file_the_table_is_saved_in() -> None:
    """The history may not import the network's code: it names the hosted table's files itself."""
    assert continuable.hosted_files() == (table_save.match_path(), table_save.seats_path())


def test_a_table_hosted_now_reads_as_being_played(capsys: pytest.CaptureFixture[str]) -> None:
    """While this program hosts the table (its lobby holds the save's slot), the match is being
    played, not left: the history never offers to continue it (taken up, it would be played at two
    tables). Was: "unfinished in the first round: can be continued" under the live table."""
    table = hosted_table([SeatPlan("Dad", "remote"), SeatPlan("Chloe", "random")])
    dad = joining(table, "Dad")
    try:
        until(lambda: table.state().full)
        table.begin()
        until(lambda: dad.state().legal, 60)
        assert table.history is not None and table.history.flush()
        lines = history_lines(capsys)
        assert len(lines) == 1, lines
        assert lines[0].endswith(
            "unfinished in the first round (still being played, or the program was stopped)"
        )
    finally:
        closed(table, dad)
    lines = history_lines(capsys)  # closed, its slot let go: left, and Continue hosting takes it up
    assert lines[0].endswith("left in the first round: can be continued"), lines
