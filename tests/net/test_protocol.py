"""The wire's schema refuses every malformed message with a reason; codes and tokens."""

from __future__ import annotations

import json

import pytest

from game.net import codes
from game.net.protocol import CLIENT, HOST, MAX_FRAME, VERSION, ProtocolError, parse

GOOD_HELLO = {"type": "hello", "version": VERSION, "code": "K7MP9Q", "seat": 0, "name": "Ann", "token": None}


def test_good_messages_pass() -> None:
    assert parse(json.dumps(GOOD_HELLO), CLIENT) == GOOD_HELLO
    assert parse('{"type": "bye"}', CLIENT) == {"type": "bye"}


@pytest.mark.parametrize(
    ("frame", "words"),
    [
        ("not json", "not a JSON object"),
        ("[1, 2]", "not a JSON object"),
        ('{"type": "shout"}', "unknown message type"),
        ('{"turn": 1}', "unknown message type"),
        ('{"type": "action", "turn": 1}', "missing field 'text'"),
        ('{"type": "action", "turn": 1, "text": "draw", "seat": 0}', "unknown field 'seat'"),
        ('{"type": "action", "turn": "1", "text": "draw"}', "action.turn: expected a whole number"),
        ('{"type": "action", "turn": true, "text": "draw"}', "action.turn: expected a whole number"),
        ('{"type": "action", "turn": 1.5, "text": "draw"}', "action.turn: expected a whole number"),
        ('{"type": "action", "turn": 1, "text": null}', "action.text: must not be null"),
        ('{"type": "action", "turn": 1, "text": "' + "x" * 201 + '"}', "longer than 200"),
        ('{"type": "action", "turn": 1, "text": "draw\\u0000"}', "control characters"),
        ('{"type": "action", "turn": NaN, "text": "draw"}', "not a JSON object"),
        (
            '{"type": "hello", "version": 1, "code": "K", "seat": 99, "name": null, "token": null}',
            "hello.seat: 99",
        ),
        ('{"type": "ping", "nonce": -1}', "ping.nonce: -1 is not from 0"),
        ("[" * 100_000 + "]" * 100_000, "a frame of more than"),
        ("[" * 30_000 + "]" * 30_000, "not a JSON object"),
    ],
)
def test_bad_messages_are_refused_with_a_reason(frame: str, words: str) -> None:
    with pytest.raises(ProtocolError, match=None) as refused:
        parse(frame, CLIENT)
    assert words in str(refused.value)


def test_binary_frames_and_host_messages_from_a_client_are_refused() -> None:
    with pytest.raises(ProtocolError, match="binary"):
        parse(b'{"type": "bye"}', CLIENT)
    with pytest.raises(ProtocolError, match="unknown message type 'update'"):
        parse('{"type": "update", "deal_seat": 0, "view": null, "events": [], "legal": []}', CLIENT)
    assert parse('{"type": "pong", "nonce": 3}', HOST)["nonce"] == 3


def test_the_frame_limit_is_the_schema_s() -> None:
    assert MAX_FRAME >= 32 * 1024  # the largest view (NG open) is a few KiB, a snapshot's log more


def test_join_codes_read_across_a_room_and_tokens_are_long() -> None:
    seen = {codes.new_code() for _ in range(200)}
    assert len(seen) > 190  # random, not a sequence
    for code in seen:
        assert len(code) == 6 and not set(code) & set("0O1IL5S2Z")
        assert codes.same_code(code.lower(), code)
        assert codes.same_code(code[:3] + "-" + code[3:], code)
    assert not codes.same_code("K7MP9R", "K7MP9Q")
    token = codes.new_token()
    assert len(token) >= 32 and len(token.encode()) * 6 // 8 >= 128 // 8
    assert codes.new_token() != token
    forged = token[:-1] + ("A" if token[-1] != "A" else "B")
    assert codes.same_token(token, token) and not codes.same_token(forged, token)
    with pytest.raises(ValueError, match="6 characters"):
        codes.check_code("K7MP9")
    with pytest.raises(ValueError, match="6 characters"):
        codes.check_code("K7MP9O")  # O is not in the alphabet


def test_a_french_hosts_words_and_names_pass_with_their_spaces() -> None:
    """French writes a no-break space before ':' and a narrow one before '!' and '?': a French
    host's refusal, and a name typed with such a space, are text like any other."""
    words = "Interdit\u00a0: aucune figure ne va sur un as\u00a0: D♣ sur A♠ (règle\u202f4)\u202f!"
    frame = json.dumps({"type": "refusal", "rule": "rule 4", "words": words, "said": None})
    assert parse(frame, HOST)["words"] == words
    hello = {"type": "hello", "version": VERSION, "code": "K7MP9Q", "seat": None, "name": "Jean\u00a0Paul"}
    hello["token"] = None
    assert parse(json.dumps(hello), CLIENT)["name"] == "Jean\u00a0Paul"


@pytest.mark.parametrize("char", ["\u0000", "\n", "\u202e", "\u2028", "\u200b"])
def test_control_format_and_line_characters_are_still_refused(char: str) -> None:
    """A right-to-left override (U+202E) would turn a name around on the others' screens; a line
    separator or a zero-width space hides what is written."""
    frame = json.dumps({"type": "refusal", "rule": "x", "words": f"no{char}words", "said": None})
    with pytest.raises(ProtocolError, match="control characters"):
        parse(frame, HOST)
