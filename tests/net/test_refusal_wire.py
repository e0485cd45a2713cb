"""A move refused across the room is worded by the joiner's own table, in its own language and
with the names it shows, as a local table words it (issue 43: a joiner read the host's words);
and the refusal the host sends is hostile input like any frame."""

from __future__ import annotations

import pytest

from game import i18n
from game.engine import Card, IllegalAction
from game.engine.errors import Seat, Words
from game.net.codec import CodecError
from game.net.protocol import HOST, ProtocolError, dump, parse
from game.net.refusal_wire import said_plain, said_typed
from game.play.refusals import refusal_words

from .test_remote_table import settled, two_joiners

RULE_4 = IllegalAction(
    "rule 4", "no face card may go on an ace: {card} on {top}", card=Card.parse("QC"), top=Card.parse("AS")
)


def test_a_refusal_crosses_the_wire_whole_and_is_worded_at_the_far_end(french: None) -> None:
    frame = dump(
        {"type": "refusal", "rule": "rule 4", "words": "in the host's words", "said": said_plain(RULE_4)}
    )
    arrived = said_typed(parse(frame, HOST)["said"])
    # Written here as the French table writes it (its letters: D for the queen; "règle").
    assert refusal_words(arrived) == "aucune figure ne va sur un as\u00a0: D♣ sur A♠ (règle 4)"
    seats = IllegalAction("attack", "{seat} has no card in hand", seat=Seat(2))
    assert said_typed(said_plain(seats)).fields == {"seat": Seat(2)}
    phase = IllegalAction("phase", "now: {help}", help=Words("draw a card"))
    assert said_typed(said_plain(phase)).fields == {"help": Words("draw a card")}


@pytest.mark.parametrize(
    "said",
    [
        {
            "rule": "r",
            "template": "{card:>99999999}",
            "fields": {"card": {"text": "x"}},
        },  # a width to fill memory
        {"rule": "r", "template": "{card.__class__}", "fields": {"card": {"text": "x"}}},
        {"rule": "r", "template": "{card!r}", "fields": {"card": {"text": "x"}}},
        {"rule": "r", "template": "{other}", "fields": {"card": {"text": "x"}}},  # a field it does not carry
        {"rule": "r", "template": "{card", "fields": {"card": {"text": "x"}}},
        {"rule": "r", "template": "t", "fields": {"card": {"card": "ZZ"}}},
        {"rule": "r", "template": "t", "fields": {"card": {"seat": True}}},
        {"rule": "r", "template": "t", "fields": {"card": {"number": 10**12}}},
        {"rule": "r", "template": "t", "fields": {"card": {"text": "x", "card": "QC"}}},
        {"rule": "r", "template": "t", "fields": {"card": {"code": "x"}}},
        {"rule": "r", "template": "t", "fields": {"not a name": {"text": "x"}}},
        {"rule": "r", "template": "t", "fields": {f"f{n}": {"number": n} for n in range(9)}},
        {"rule": "r", "template": "t" * 401, "fields": {}},
        {"rule": "r", "template": "t"},
        ["rule", "template", "fields"],
    ],
)
def test_a_refusal_of_any_other_shape_is_a_bad_frame(said: object) -> None:
    with pytest.raises(CodecError):
        said_typed(said)


def test_a_refusal_without_its_words_is_a_bad_frame() -> None:
    with pytest.raises(ProtocolError):
        parse(dump({"type": "refusal", "rule": "turn", "words": "no"}), HOST)


def test_a_joiner_reads_the_hosts_refusal_in_its_own_language() -> None:
    """The host words its refusal in English (its language); the joiner, reading it after it
    switched to French, words it in French with its own names, from the refusal itself."""
    with two_joiners("q2j-war", 9) as (_, sources):
        settled(sources, lambda: any(s.legal() for s in sources))
        mover = next(s for s in sources if s.legal())
        waiting = next(s for s in sources if s is not mover)
        waiting.apply(mover.legal()[0])  # not its turn: the host refuses it, in English
        settled(sources, lambda: waiting.state.refusals)
        refusal = waiting.state.refusals[0]
        assert isinstance(refusal, IllegalAction) and refusal.rule == "turn"  # the refusal itself
        i18n.use("fr")
        mover_name = mover.name(mover.seat)
        assert waiting.refused() == [f"Interdit\u00a0: c’est au tour de {mover_name}"]
