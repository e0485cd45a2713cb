"""A hosted table's save keeps the seats played at the host's window (several people may share
it): read back as saved, an older save's single seat too, and a damaged list reported with the
file, never a traceback."""

from __future__ import annotations

import json

import pytest

from game.files import saves
from game.net.table_save import autosave, resume, seats_path
from game.variants import load_catalog

from .table import host_for


def saved(own: object) -> None:
    """A table of two remote seats and a computer, saved, then its seats file's ``own`` set."""
    host = host_for("q2j", ["remote", "remote", "easy"], seed=3)
    autosave(host, (0, 1))
    data = json.loads(seats_path().read_text(encoding="utf-8"))
    assert data["own"] == [0, 1]
    data["own"] = own
    seats_path().write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(("own", "seats"), [([0, 1], (0, 1)), (0, (0,)), (None, ()), ([1], (1,))])
def test_the_seats_played_at_the_host_come_back_as_saved(own: object, seats: tuple[int, ...]) -> None:
    saved(own)
    assert resume(load_catalog()).own_seats == seats


@pytest.mark.parametrize("own", [[0, 0], "0", [True], [2], [5], {"seat": 0}])
def test_a_damaged_list_of_the_hosts_seats_is_reported_with_the_file(own: object) -> None:
    saved(own)
    with pytest.raises(saves.SaveError) as raised:
        resume(load_catalog())
    assert "net-table-seats.json" in str(raised.value)
