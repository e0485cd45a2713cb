"""Numbers as each language writes them (game/i18n/numbers.py).

The expected forms are French typography's rules written out by hand: a decimal comma, thousands
grouped by a narrow no-break space (U+202F), the same space before "%", a true minus (U+2212).
English keeps Python's own: "1,234.5", "52.3%", "-5".
"""

from __future__ import annotations

import pytest

from game import i18n
from game.engine.options import OptionSpec
from game.i18n.numbers import Figure, decimal, number, percent, points
from game.i18n.said import Said
from game.scenes.option_choices import value_words

NARROW = "\u202f"
MINUS = "\u2212"


def test_english_keeps_its_own_forms() -> None:
    i18n.use("en")
    assert [number(1234567), number(999), number(-42)] == ["1,234,567", "999", "-42"]
    assert [decimal(11.66), decimal(1234.5, 2), decimal(22.5, 0)] == ["11.7", "1,234.50", "22"]
    assert [percent(0.523, 1), percent(0.75), percent(1.0), percent(0.0, 1)] == [
        "52.3%",
        "75%",
        "100%",
        "0.0%",
    ]
    assert [points(-30), points(20, plus=True), points(0), points(5)] == [f"{MINUS}30", "+20", "0", "5"]


@pytest.mark.usefixtures("french")
def test_french_writes_a_comma_a_narrow_space_and_a_minus() -> None:
    assert [number(1234567), number(999), number(-42)] == [f"1{NARROW}234{NARROW}567", "999", f"{MINUS}42"]
    assert [decimal(11.66), decimal(1234.5, 2), decimal(22.5, 0)] == ["11,7", f"1{NARROW}234,50", "22"]
    assert [percent(0.523, 1), percent(0.75), percent(1.0), percent(0.0, 1)] == [
        f"52,3{NARROW}%",
        f"75{NARROW}%",
        f"100{NARROW}%",
        f"0,0{NARROW}%",
    ]
    assert [points(-30), points(20, plus=True), points(-1500)] == [
        f"{MINUS}30",
        "+20",
        f"{MINUS}1{NARROW}500",
    ]


def test_the_language_is_read_when_the_number_is_written() -> None:
    """A switch in Settings changes the next number written, nothing is kept from before."""
    i18n.use("fr")
    assert percent(0.5) == f"50{NARROW}%"
    i18n.use("en")
    assert percent(0.5) == "50%"


def test_a_figure_in_a_message_is_written_when_the_message_is_shown() -> None:
    """A settings file's warning is made before the language is chosen: its numbers follow the
    language the message is shown in, as its words do."""
    said = Said(
        "{low} to {high}, at most {limit}", low=Figure(0.25), high=Figure(4.0), limit=Figure(2_097_152)
    )
    i18n.use("en")
    assert str(said) == "0.25 to 4.0, at most 2,097,152"
    i18n.use("fr")
    assert str(said) == f"0,25 to 4,0, at most 2{NARROW}097{NARROW}152"
    i18n.use("en")


def test_an_options_number_in_the_setup_summary() -> None:
    """The setup screen's summary of changed options ("Turn cap 12,000") writes a whole number
    the language's way; the words of a choice are left as they are."""
    cap = OptionSpec("turn_cap", "int", 2000, "decisions before a deal is called", minimum=100)
    i18n.use("fr")
    assert value_words(cap, 12000) == f"12{NARROW}000"
    i18n.use("en")
    assert value_words(cap, 12000) == "12,000"
