"""Whole matches over the loopback: the host judges, headless clients play their seats, and no
frame names a card its seat may not see (the independent check of ``secrecy.py``: a table of
the places each seat may see, written from the rules, not from the engine's views)."""

from __future__ import annotations

import asyncio

import pytest

from game.engine import game_names
from game.net import sight as sight_module
from game.variants import load_catalog

from . import secrecy
from .table import LINKS, client, host_for, opened, play

# One variant of every game, two remote seats or more.
GAMES = [
    ("q2j", ["remote", "remote", "random"]),
    ("q2j-elimination", ["remote", "remote", "remote"]),
    ("q2j-war", ["remote", "remote"]),
    ("q2j-ng", ["remote", "remote"]),
    ("quatorze", ["remote", "remote", "random"]),
    ("crazy-jokers", ["remote", "remote", "random", "random"]),
]


def test_every_registered_game_is_played_here_and_its_secrecy_stated() -> None:
    played = {load_catalog().get(variant_id).game for variant_id, _kinds in GAMES}
    missing = [game for game in game_names() if game not in played]
    assert not missing, f"add a match of {missing} to GAMES in tests/net/test_loopback.py"
    unstated = [game for game in game_names() if game not in secrecy.TABLE]
    assert not unstated, (
        f"add what each seat of {unstated} may see, from its rules, to TABLE in tests/net/secrecy.py"
    )


@pytest.mark.parametrize("link", LINKS)
@pytest.mark.parametrize(("variant_id", "kinds"), GAMES)
def test_a_whole_match_of_every_game_and_no_card_leaks(variant_id: str, kinds: list[str], link: str) -> None:
    check = secrecy.SecrecyCheck()
    host = host_for(variant_id, kinds, seed=11, recorder=check)
    results = asyncio.run(play(host, kinds.count("remote"), link=link))
    assert host.session.match_over
    # Every client heard the same result line the host printed, naming the match's winners.
    assert results == [host.result] * len(results)
    winners = [host.plans[seat].name for seat in host.session.match.winners]
    assert host.result is not None and all(name in host.result for name in winners)
    assert check.frames > 20 and check.cards > 50
    assert check.leaks == [], "\n".join(check.leaks[:10])


def test_the_leak_check_finds_a_leak_when_events_go_unfiltered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Break the per-seat filter on purpose: the check must see a rival's draw."""
    monkeypatch.setattr("game.net.host.events_for", lambda seat, events, before, after: list(events))
    assert sight_module.events_for is not None
    check = secrecy.SecrecyCheck()
    asyncio.run(play(host_for("q2j", ["remote", "remote"], seed=3, recorder=check), 2))
    assert any("moving stock -> hand:" in leak and "(not shown)" in leak for leak in check.leaks)


@pytest.mark.parametrize("link", LINKS)
def test_a_seat_whose_player_is_gone_can_be_handed_to_a_computer_level(link: str) -> None:
    """One remote seat never shows up after the start: the table waits, then the host hands the
    seat to a computer level and the match is played out."""

    async def run() -> None:
        host = host_for("q2j-ng", ["remote", "remote"], seed=2)
        where = await opened(host, link)
        try:
            stays = client(where, name="Stays")
            leaves = client(where, name="Leaves")
            staying = asyncio.create_task(stays.run())
            leaving = asyncio.create_task(leaves.run())
            while host.free_seats():
                await asyncio.sleep(0.01)
            leaving.cancel()  # gone, never to come back
            seat = 1 if host.plans[1].name == "Leaves" else 0
            while seat in host.connections:
                await asyncio.sleep(0.01)
            host.hand_to_computer(seat, "random")
            assert host.plans[seat].kind == "random"  # its token kept: the player may come back
            result = await asyncio.wait_for(staying, 60)
            assert result == host.result and host.session.match_over
        finally:
            await host.close()

    asyncio.run(run())


@pytest.mark.parametrize("link", LINKS)
def test_a_token_kept_from_an_earlier_table_falls_back_to_the_code(link: str) -> None:
    async def run() -> None:
        host = host_for("q2j-war", ["remote", "remote"], seed=4)
        where = await opened(host, link)
        try:
            stale = client(where, token="A" * 32, name="Stale")
            fresh = client(where, name="Fresh")
            results = await asyncio.wait_for(asyncio.gather(stale.run(), fresh.run()), 60)
            assert results == [host.result] * 2 and "Stale" in [plan.name for plan in host.plans]
        finally:
            await host.close()

    asyncio.run(run())
