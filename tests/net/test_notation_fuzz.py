"""Every game's notation reader, fed what a hostile client types: digits from other scripts
(``²``, ``٣``, ``５``), signs, stray spaces and huge numbers. Only ``NotationError`` comes out
of reading (the host turns it into a refusal in words), and a move that reads is judged by
the engine with an ``IllegalAction`` at most, never a bare ``ValueError`` or ``IndexError``.

The games come from the registry, so a sixth game is fuzzed without a line here.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import IllegalAction, NotationError, Rules, State, make_rules
from game.engine.entry import GameEntry
from game.engine.errors import SetupError
from game.engine.registry import entries
from game.engine.zones import Zone
from game.variants import load_catalog

from .table import host_for
from .test_door import seat

CATALOG = load_catalog()
GAMES = entries()

# What the hostile client sent (issue 42), and the like for every verb below.
SEEN = [
    "pick ²",
    "add 7S meld:²:0",
    "swap 7S meld:²:0",
    "force ²",
    "propose ² QH",
    "attack 0 ²:0",
    "recover ²",
    "defend QH ²",
    "sacrifice ²",
]

# A digit of another script, a superscript, a fraction, a sign, a space or a huge number.
ODD_DIGIT = st.characters(categories=["Nd", "No", "Nl"]).filter(lambda c: not ("0" <= c <= "9"))
NUMBERISH = st.one_of(
    ODD_DIGIT,
    st.text(ODD_DIGIT | st.sampled_from("0123456789"), min_size=1, max_size=6),
    st.integers(-(10**40), 10**40).map(str),
    st.integers(0, 10**6).map(lambda n: f"+{n}"),
    st.integers(0, 10**6).map(lambda n: f" {n}\u00a0"),
    st.just("9" * 5000),  # past int()'s 4,300 digits
    st.sampled_from(["0", "1", "2", "-0", "0x1", "1_0", "1e3", "½", "Ⅻ", "", ":"]),
)
NUMBER = re.compile(r"(?<![\w=])(\d+)(?!\w)")  # a seat, a position: not the 7 of 7S
CARDISH = st.sampled_from(["QH", "7S", "X", "10D", "X=7H", "q♥", "1０H", "Q²", "AS"])


def word() -> st.SearchStrategy[str]:
    return st.one_of(
        NUMBERISH,
        CARDISH,
        st.builds(lambda a, b: f"{a}:{b}", NUMBERISH, NUMBERISH),
        st.builds(lambda a, b: f"meld:{a}:{b}", NUMBERISH, NUMBERISH),
        st.sampled_from(["hand", "field", "resource", "meld", "meld:0:0"]),
        st.text(max_size=8),
    )


@cache
def templates(game: str) -> list[str]:
    """Moves the game really makes (its legal moves along a seeded random playout), and the
    issue's: the shapes a fuzzed move is made from."""
    rules, dealt_state = dealt(game)
    state = rules.new_state(dealt_state.players, 7)  # its own: the dealt one stays as dealt
    rng = random.Random(7)
    seen = set(SEEN)
    for _ in range(150):
        if state.over:
            break
        legal = rules.legal_actions(state)
        seen |= {str(action) for action in legal}
        rules.apply(state, rng.choice(legal))
    return sorted(seen)


@cache
def dealt(game: str) -> tuple[Rules[Any], State]:
    found = next(entry for entry in GAMES if entry.name == game)
    variant = CATALOG.get(found.base_variant)
    rules = make_rules(variant)
    return rules, rules.new_state(variant.max_players, 42)


def read_and_judge(game: str, text: str) -> None:
    """Read ``text`` as ``game``'s notation and judge it at a dealt state, as the host does:
    ``NotationError`` or ``IllegalAction`` are the only refusals there may be."""
    rules, state = dealt(game)
    try:
        action = rules.parse_action(text)
    except NotationError as error:
        assert str(error), "a refusal without words"
        return
    with contextlib.suppress(IllegalAction):
        rules.check(state, action)


@pytest.mark.parametrize("found", GAMES, ids=lambda found: found.name)
@pytest.mark.parametrize("text", SEEN)
def test_the_issue_s_unicode_digits_are_refused_as_notation(found: GameEntry, text: str) -> None:
    with pytest.raises(NotationError):
        dealt(found.name)[0].parse_action(text)


@pytest.mark.parametrize("found", GAMES, ids=lambda found: found.name)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzed_notation_is_read_or_refused_in_words(found: GameEntry, data: st.DataObject) -> None:
    """A move the game makes, its numbers swapped for odd ones, a word for junk now and then."""
    made = templates(found.name)
    numbered = [text for text in made if NUMBER.search(text)] or made
    shapes = st.sampled_from(numbered) | st.sampled_from(SEEN) | st.sampled_from(made)
    template = data.draw(shapes, label="template")
    numbers = NUMBER.split(template)
    text = "".join(
        part if n % 2 == 0 else data.draw(NUMBERISH | st.just(part), label="number")
        for n, part in enumerate(numbers)
    )
    words = text.split()
    swapped: bool = data.draw(st.booleans(), label="a word swapped")
    if words and swapped:
        at = data.draw(st.integers(0, len(words) - 1), label="at")
        words[at] = data.draw(word(), label="word")
    glue = data.draw(st.sampled_from([" ", "  ", "\t", "\u3000", "\u00a0"]), label="glue")
    read_and_judge(found.name, glue.join(words))


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=40))
def test_any_text_is_read_or_refused_in_words_by_every_game(text: str) -> None:
    for found in GAMES:
        read_and_judge(found.name, text)


@settings(max_examples=200, deadline=None)
@given(kind=st.sampled_from(["hand", "stock", "meld", "field"]), numbers=st.lists(NUMBERISH, max_size=3))
def test_zone_names_with_odd_numbers_are_refused_as_setup_errors(kind: str, numbers: list[str]) -> None:
    """``Zone.parse`` reads zone names (the network codec, the position files): a name that is
    not ASCII digits raises its documented ``SetupError``, never a bare ``ValueError``."""
    name = ":".join([kind, *numbers])
    try:
        zone = Zone.parse(name)
    except SetupError:
        return
    assert all(number.isascii() and number.isdigit() for number in numbers), zone


def test_zone_names_refuse_a_superscript_seat() -> None:
    with pytest.raises(SetupError):
        Zone.parse("hand:²")
    assert Zone.parse("hand:2").seat == 2


def game_reading(text: str) -> str:
    """The variant whose game reads ``text`` once its odd digit is a plain 0 (found, not listed)."""
    plain = text.replace("²", "0")
    for found in GAMES:
        rules = dealt(found.name)[0]
        with contextlib.suppress(NotationError):
            rules.parse_action(plain)
            return found.base_variant
    raise AssertionError(f"no game reads {plain!r}")


@pytest.mark.parametrize("text", SEEN)
def test_a_seated_player_sending_a_superscript_digit_is_refused_and_stays(text: str) -> None:
    """Over the loopback: the player to move sends the issue's move; the host answers with a
    refusal of the notation, in words, and the same connection still plays (a ping answered)."""

    async def run() -> None:
        variant_id = game_reading(text)
        found = CATALOG.get(variant_id)
        host = host_for(variant_id, ["remote"] * found.min_players, seed=5)
        port = await host.start()
        try:
            seats = [await seat(port, seat=n) for n in range(found.min_players)]
            mover = host.session.match.to_match_seat(host.session.to_move)
            connection, _heard = seats[mover]
            turn = host.session.state.turn
            await connection.send(json.dumps({"type": "action", "turn": turn, "text": text}))
            await connection.send(json.dumps({"type": "ping", "nonce": 7}))
            answers: list[dict[str, Any]] = []
            while not answers or answers[-1]["type"] != "pong":  # the pong comes after the answer
                answers.append(json.loads(await asyncio.wait_for(connection.recv(), 30)))
                assert len(answers) < 100
            refusals = [answer for answer in answers if answer["type"] == "refusal"]
            assert len(refusals) == 1 and refusals[0]["rule"] == "notation", answers
            assert "²" in refusals[0]["words"]
            assert answers[-1] == {"type": "pong", "nonce": 7} and connection.close_code is None
            assert host.session.state.turn == turn
            for other, _heard in seats:
                await other.close()
        finally:
            await host.close()

    asyncio.run(run())
