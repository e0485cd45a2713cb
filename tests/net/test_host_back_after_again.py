"""A host whose window went (the program stopped) in a match after Play again, opened again with
Continue hosting (seen in windows, issue 43): the joiner's table, at that match, takes the host's
moves again. Was: the table went on as match 1 of its table, the joiner's window took the host's
words for a new match and stayed on "Mum is thinking" for good. A real host on the loopback."""

from __future__ import annotations

import json
import socket
import types

import pytest

from game.files import saves
from game.net.client import TableClient
from game.net.host import SeatPlan, TableHost
from game.net.hosting import HostedTable
from game.net.joining import JoinedTable
from game.net.remote_table import RemoteSource
from game.net.table_save import autosave, resume, saved_table, seats_path
from game.variants import load_catalog

from .table import CODE, host_for, variant
from .test_threads import until


def free_port() -> int:
    """One port for both runs of the host: the joiner comes back to the address it knew."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def table_on(port: int, **saved: object) -> HostedTable:
    """The window's hosted table (autosaved after every change), a new one or a saved one."""
    plans = saved.pop("plans", [SeatPlan("Dad", "remote"), SeatPlan("Bot", "random")])
    table = HostedTable(
        saved.pop("variant", variant("q2j")),
        plans,  # type: ignore[arg-type]
        int(saved.pop("seed", 3)),  # type: ignore[call-overload]
        port=port,
        bind="127.0.0.1",
        announce=False,
        code=CODE,
        on_change=autosave,
        **saved,  # type: ignore[arg-type]
    )
    table.start()
    return table


def gone_without_a_word(table: HostedTable) -> None:
    """The host's program stops (killed, crashed): its joiners are told nothing, their line drops."""

    def cut(host: TableHost) -> None:
        for link in host.connections.values():
            link.connection.transport.abort()  # type: ignore[attr-defined]  # the socket dies
        host.connections.clear()

    table._post(cut)
    table.close()
    assert table.join(20)


def test_a_joiner_in_a_second_match_takes_the_hosts_moves_after_continue_hosting() -> None:
    port = free_port()
    first = table_on(port)
    joined = JoinedTable(f"127.0.0.1:{port}", CODE, "Dad")
    try:
        # Match 1 played through (the joiner's seat at the "random" level), then Play again.
        joined.client._move = types.MethodType(TableClient._move, joined.client)  # type: ignore[method-assign]
        joined.start()
        until(lambda: first.state().full)
        first.begin()
        until(lambda: joined.state().phase == "over", 60)
        del joined.client._move  # match 2: Dad's own moves, which the test never makes
        first.again(4, "Mum")
        until(lambda: joined.state().match == 1 and joined.state().legal, 30)
        table = RemoteSource(joined)  # the window's table of match 2, waiting for Dad's move
        assert table.match == 1
        until(saved_table)
        gone_without_a_word(first)
        until(lambda: joined.state().lost, 30)

        saved = resume(load_catalog())
        again = table_on(
            port,
            variant=saved.variant,
            plans=saved.plans,
            seed=saved.seed,
            match=saved.match,
            matches=saved.matches,
        )
        try:
            # The host is back: the table of match 2 hears it, and is sent the table as it is.
            table.refresh()
            before = len(table.state.arrivals)

            def back() -> bool:
                table.refresh()
                return not table.state.lost and len(table.state.arrivals) > before

            until(back, 30)
            assert table.state.arrivals[-1].resumed and table.state.legal
            assert joined.state().match == 1
        finally:
            again.close()
            again.join(20)
    finally:
        joined.close()


def saved_with_matches(matches: object) -> None:
    """A table saved, then its seats file's count of earlier matches set (absent: ``...``)."""
    autosave(host_for("q2j", ["remote", "easy"], seed=3))
    data = json.loads(seats_path().read_text(encoding="utf-8"))
    if matches is ...:
        del data["matches"]
    else:
        data["matches"] = matches
    seats_path().write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(("matches", "read"), [(2, 2), (0, 0), (..., 0)])
def test_the_matches_before_the_saved_one_come_back_as_saved(matches: object, read: int) -> None:
    """An older save, written before the count was kept, goes on as the table's first match."""
    saved_with_matches(matches)
    assert resume(load_catalog()).matches == read


@pytest.mark.parametrize("matches", [-1, "2", True, 1.5, None])
def test_a_damaged_count_of_matches_is_reported_with_the_file(matches: object) -> None:
    saved_with_matches(matches)
    with pytest.raises(saves.SaveError) as raised:
        resume(load_catalog())
    assert "net-table-seats.json" in str(raised.value)


def test_the_headless_host_resumed_tells_its_joiners_the_match_saved(monkeypatch: pytest.MonkeyPatch) -> None:
    """``q2j host --headless --resume`` of a table saved after Play again goes on counting its
    matches from the save, as the window's Continue hosting does (a joiner's window knows its
    match by the count: from 0 it waited for ever on the match it had left)."""
    from game.cli import main
    from game.net import host as host_module

    saved_with_matches(2)
    built: list[TableHost] = []

    class Stop(Exception):
        pass

    class Built(TableHost):
        async def start(self, *args: object, **kwargs: object) -> int:
            built.append(self)
            raise Stop

    monkeypatch.setattr(host_module, "TableHost", Built)
    with pytest.raises(Stop):
        main(["host", "--headless", "--resume", "--no-announce", "--port", str(free_port())])
    assert [host.matches for host in built] == [2]
