"""The host refuses what it must: a wrong code (and many of them), a forged token, another
protocol version, a move out of turn or against the rules, and any malformed or hostile frame.
None of them changes the game or stops the host."""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.net import codec
from game.net.host import TableHost
from game.net.link import Closed, Link
from game.net.protocol import MAX_FRAME, VERSION, Close

from .table import CODE, LINKS, Where, dialer, host_for, opened


def hello(**fields: Any) -> str:
    message = {"type": "hello", "version": VERSION, "code": CODE, "seat": None, "name": None, "token": None}
    return json.dumps({**message, **fields})


async def talk(where: Where, *frames: str | bytes) -> tuple[list[dict[str, Any]], int | None]:
    """Send ``frames`` on one link (a socket's or an in-process one); every message the host
    answered them with and the close code, if it closed the link (frames after the host closed
    the link are not sent)."""
    heard: list[dict[str, Any]] = []
    async with dialer(where)() as connection:
        with contextlib.suppress(Closed):
            for frame in frames:
                await connection.send(frame)
        return heard, await answered(connection, heard)


# The nonce of the ping that closes a test's exchange (a hostile frame's ping may carry any
# other; one carrying this too is answered after the frames before it all the same).
NONCE = 424_242


async def answered(connection: Link, heard: list[dict[str, Any]]) -> int | None:
    """Every message until the host has served every frame sent on ``connection`` before now:
    a ping goes after them, and the host serves a link's frames in order, so its pong comes
    after all it answered them with (kept in ``heard``; the pong is not). The close code if the
    host closed the link first (the ping then lost), else None."""
    with contextlib.suppress(Closed):
        await connection.send(json.dumps({"type": "ping", "nonce": NONCE}))
    try:
        while True:
            message = json.loads(await asyncio.wait_for(connection.recv(), SLOW_HOST))
            if message == {"type": "pong", "nonce": NONCE}:
                return None
            heard.append(message)
    except Closed as closed:
        return closed.code


async def dealt(connection: Link, heard: list[dict[str, Any]]) -> None:
    """Every message until the deal's first update (play starts once every remote seat is
    taken: the host's driver sends it, on its own time)."""
    while not any(message["type"] == "update" for message in heard):
        heard.append(json.loads(await asyncio.wait_for(connection.recv(), SLOW_HOST)))


# Only a host that never answers waits this long: the test then fails rather than hangs.
SLOW_HOST = 30.0


def seated(kinds: list[str] | None = None) -> TableHost:
    return host_for("q2j", kinds or ["remote", "remote"], seed=5)


@pytest.mark.parametrize("link", LINKS)
def test_wrong_code_forged_token_and_old_version_are_refused_with_words(link: str) -> None:
    async def run() -> None:
        host = seated()
        where = await opened(host, link)
        try:
            heard, code = await talk(where, hello(code="K7MP9R"))
            assert code == Close.WRONG_CODE and heard[-1]["reason"] == "wrong join code"
            heard, code = await talk(where, hello(token="A" * 32, code=None))
            assert code == Close.BAD_TOKEN and "token" in heard[-1]["reason"]
            heard, code = await talk(where, hello(version=VERSION + 1))
            assert code == Close.VERSION
            assert heard[-1]["reason"] == f"this table runs Q2J protocol {VERSION}; you have {VERSION + 1}"
            heard, code = await talk(where, json.dumps({"type": "action", "turn": 0, "text": "draw"}))
            assert code == Close.BAD_MESSAGE and "hello" in heard[-1]["reason"]
            assert host.free_seats() == [0, 1]
            # Guessing is cut off: after five wrong codes even the right one waits.
            for _ in range(3):
                await talk(where, hello(code="K7MP9R"))
            heard, code = await talk(where, hello())
            assert code == Close.TOO_MANY_TRIES and host.free_seats() == [0, 1]
        finally:
            await host.close()

    asyncio.run(run())


@pytest.mark.parametrize("link", LINKS)
def test_a_seat_s_token_brings_its_player_back_and_only_that_seat(link: str) -> None:
    async def run() -> None:
        host = seated(["remote", "remote", "easy"])
        where = await opened(host, link)
        try:
            first, _ = await talk(where, hello(seat=1, name="Ann"))
            table = first[0]
            assert table["type"] == "table" and table["seat"] == 1 and len(table["token"]) >= 32
            assert first[1]["type"] == "snapshot" and first[1]["deal_seat"] == 1
            assert host.plans[1].name == "Ann" and host.free_seats() == [0]
            again, _ = await talk(where, hello(seat=1))  # the seat is taken: the code alone is not enough
            assert again[-1] == {
                "type": "refused",
                "code": Close.SEAT_UNAVAILABLE,
                "reason": "seat 1 is not a free remote seat",
            }
            back, _ = await talk(where, hello(code=None, token=table["token"]))
            assert back[0]["seat"] == 1 and back[1]["view"]["seat"] == 1
            # Play has not started (seat 0 is free): the lobby's table is the dealt one, every card
            # face down, seat 1's own hand too (a seat may still be left for another before play).
            dealt = codec.view_plain(host.session.view(1))["zones"]
            shown = back[1]["view"]["zones"]
            assert {zone: len(cards) for zone, cards in shown.items()} == {
                zone: len(cards) for zone, cards in dealt.items()
            }
            assert all(card is None for cards in shown.values() for card in cards)
        finally:
            await host.close()

    asyncio.run(run())


@pytest.mark.parametrize("link", LINKS)
def test_moves_out_of_turn_or_against_the_rules_are_refused_in_the_engine_s_words(link: str) -> None:
    async def run() -> None:
        host = seated()
        where = await opened(host, link)
        try:
            lines = contextlib.AsyncExitStack()
            seats = {}
            for seat in (0, 1):
                connection = await lines.enter_async_context(dialer(where)())
                await connection.send(hello(seat=seat))
                seats[seat] = connection
            heard: dict[int, list[dict[str, Any]]] = {0: [], 1: []}
            for seat in (0, 1):
                await dealt(seats[seat], heard[seat])
            mover = host.session.match.to_match_seat(host.session.to_move)
            other = 1 - mover
            turn = host.session.state.turn
            text = heard[mover][-1]["legal"][0]
            state = host.rules.state_text(host.session.state)
            await seats[other].send(json.dumps({"type": "action", "turn": turn, "text": text}))
            await answered(seats[other], heard[other])
            said = {
                "rule": "turn",
                "template": "it is {player}'s turn",
                "fields": {"player": {"text": f"S{mover}"}},
            }
            words = f"it is S{mover}'s turn"
            assert heard[other][-1] == {"type": "refusal", "rule": "turn", "words": words, "said": said}
            await seats[mover].send(json.dumps({"type": "action", "turn": turn, "text": "discard 2X"}))
            await seats[mover].send(json.dumps({"type": "action", "turn": turn, "text": "take"}))
            await answered(seats[mover], heard[mover])
            refusals = [m for m in heard[mover] if m["type"] == "refusal"]
            assert refusals[0]["rule"] == "notation"
            # The engine's own refusal of a move it can read but forbids (Q2J has no taking).
            expected = host.session.refusal(host.rules.parse_action("take")) if _reads(host, "take") else None
            if expected is not None:
                assert refusals[1]["rule"] == expected.rule
            assert host.rules.state_text(host.session.state) == state
            # A move numbered for a turn not yet reached is not called one for an earlier turn.
            await seats[mover].send(json.dumps({"type": "action", "turn": turn + 5, "text": text}))
            await answered(seats[mover], heard[mover])
            assert heard[mover][-1]["words"] == "that move was meant for a turn still to come"
            await seats[mover].send(json.dumps({"type": "action", "turn": turn, "text": text}))
            await answered(seats[mover], heard[mover])
            assert host.session.state.turn == turn + 1
            await lines.aclose()
        finally:
            await host.close()

    asyncio.run(run())


def _reads(host: TableHost, text: str) -> bool:
    try:
        host.rules.parse_action(text)
    except Exception:
        return False
    return True


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=20,
)
FIELDS = st.sampled_from(
    ["type", "version", "code", "seat", "name", "token", "turn", "text", "nonce", "view"]
)
TYPES = st.sampled_from(["hello", "action", "ping", "bye", "update", "table", "refused", "", "ACTION"])
HOSTILE = st.one_of(
    st.text(max_size=200),
    st.binary(max_size=200),
    JSON.map(json.dumps),
    st.builds(
        lambda t, extra: json.dumps({"type": t, **extra}), TYPES, st.dictionaries(FIELDS, JSON, max_size=6)
    ),
    st.builds(
        lambda turn, text: json.dumps({"type": "action", "turn": turn, "text": text}),
        st.integers(-5, 2_000_000),
        st.text(max_size=300),
    ),
    st.just("x" * (MAX_FRAME + 10)),
    st.just(json.dumps({"type": "ping", "nonce": 1}) * 2),
)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(frames=st.lists(HOSTILE, min_size=1, max_size=6))
def test_hostile_frames_from_a_seated_client_change_nothing(frames: list[str | bytes]) -> None:
    """A seated client sends junk over a socket: its connection may close, the host keeps
    running, the game's state text is unchanged, and the seat's token still brings it back."""
    hostile_frames_change_nothing("socket", frames)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(frames=st.lists(HOSTILE, min_size=1, max_size=6))
def test_hostile_frames_over_an_in_process_link_change_nothing(frames: list[str | bytes]) -> None:
    """The same over an in-process link (both links reach the one ``_serve``)."""
    hostile_frames_change_nothing("local", frames)


def hostile_frames_change_nothing(link: str, frames: list[str | bytes]) -> None:
    async def run() -> None:
        host = seated(["remote", "remote"])
        where = await opened(host, link)
        try:
            first, _ = await talk(where, hello(seat=0))
            token = first[0]["token"]
            await talk(where, hello(seat=1))
            state = host.rules.state_text(host.session.state)
            turn = host.session.state.turn
            for frame in frames:
                await talk(where, hello(code=None, token=token), frame)
            assert host.rules.state_text(host.session.state) == state and host.session.state.turn == turn
            back, _ = await talk(where, hello(code=None, token=token))
            assert back[0]["type"] == "table" and back[0]["seat"] == 0
        finally:
            await host.close()

    asyncio.run(run())


@pytest.mark.parametrize("link", LINKS)
def test_a_flood_closes_the_connection_and_the_seat_can_come_back(
    link: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The flooder's answer to the host's close waits behind pings the host no longer reads, so
    # a socket's close ends at the host's close timeout: not the player's 3 s, the test waits.
    monkeypatch.setattr("game.net.host.CLOSE_SECONDS", 0.2)

    async def run() -> None:
        host = seated()
        where = await opened(host, link)
        try:
            first, _ = await talk(where, hello(seat=0))
            ping = json.dumps({"type": "ping", "nonce": 1})
            heard, _ = await talk(where, hello(code=None, token=first[0]["token"]), *[ping] * 1000)
            assert heard[-1] == {"type": "refused", "code": Close.FLOOD, "reason": "too many messages"}
            assert sum(message["type"] == "pong" for message in heard) < 1000
            back, _ = await talk(where, hello(code=None, token=first[0]["token"]))
            assert back[0]["seat"] == 0
        finally:
            await host.close()

    asyncio.run(run())
