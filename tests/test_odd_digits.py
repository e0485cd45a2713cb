"""Digits of other scripts and numbers of thousands of digits given outside the engine (issue 42,
part 3): a flag, a network message's detail, a zone's name. ``str.isdigit`` takes ``²`` and
``int`` then raises a bare ``ValueError``; each reader refuses or passes over them in words."""

from __future__ import annotations

import pytest

from game.cli import main
from game.engine.events import Announced
from game.engine.games.crazy_jokers.events import CrazyJokersAnnouncement
from game.scenes.table.games.crazy_jokers.words import announcement_words
from game.scenes.table.zone_names import seat_of_zone

ODD = ["²", "١٢", "-1", "+1", " 1", "9" * 5000]


@pytest.mark.parametrize("port", [*ODD, "0", "65536"])
def test_join_refuses_an_odd_port_saying_what_an_address_is(
    port: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["join", f"127.0.0.1:{port}", "--code", "K7MP9Q", "--bot", "easy"]) == 2
    err = capsys.readouterr().err
    assert "the address is HOST:PORT, e.g. 192.168.1.20:47474" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("number", ["²", "١", "9" * 5000])
def test_a_zone_name_with_odd_digits_belongs_to_no_seat(number: str) -> None:
    assert seat_of_zone(f"hand:{number}") is None
    assert seat_of_zone("hand:1") == 1


@pytest.mark.parametrize("detail", ["²", "١", "9" * 5000])
def test_a_crazy_jokers_announcement_with_odd_digits_is_said_without_them(detail: str) -> None:
    names = {0: "Ann", 1: "Bo"}
    waits = announcement_words(Announced(0, CrazyJokersAnnouncement.FLUSH_WAITS, detail), "Ann", names)
    assert waits is not None and "waits" in waits
    again = announcement_words(
        Announced(0, CrazyJokersAnnouncement.PICK_AGAIN, f"0 {detail} 1"), "Ann", names
    )
    assert again == "A tie for the lead: Ann, Bo pick again"
    offered = announcement_words(Announced(0, CrazyJokersAnnouncement.TRADE_OFFERED, detail), "Ann", names)
    assert offered is not None and "someone" in offered


def test_a_bad_size_flag_is_said_in_french(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    for size, words in (
        ("²x800", "la taille s’écrit LARGEURxHAUTEUR, par ex. 1280x800, pas '²x800'"),
        ("99x99", "la taille va de 1024x600 à 7680x4320, pas '99x99'"),
    ):
        with pytest.raises(SystemExit):
            main(["--size", size])
        assert words in capsys.readouterr().err
