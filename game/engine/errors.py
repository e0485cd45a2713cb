"""The engine's errors: each one says what was wrong in words a player can read.

A refusal (``IllegalAction``) keeps its English words as a template with ``{named}`` fields
and the values apart, so the table can say it in the player's language (the UI translates
the template and writes each value its own way: a card with its suit symbol, a seat by the
player's name); the engine itself never translates.
"""

from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from .cards import Card
from .notation_error import EngineError, NotationError

__all__ = [
    "EngineError",
    "FieldValue",
    "IllegalAction",
    "NotationError",
    "Seat",
    "SetupError",
    "VariantError",
    "Words",
]


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat as a refusal names it: "seat 2" in English, the player's name at a table that
    knows it."""

    number: int

    def __str__(self) -> str:
        return f"seat {self.number}"


@dataclass(frozen=True, slots=True)
class Words:
    """English words used as a refusal's field (a phase's help, a suit's name): the table
    translates them too. ``Words("…")`` marks them for the catalog (game/i18n/catalogs.py)."""

    text: str

    def __str__(self) -> str:
        return self.text


# What a refusal's field may hold; any other value is written as text (``str``) where raised.
FieldValue = str | int | Card | Seat | Words


class IllegalAction(EngineError):
    """An action the rules forbid in this state; ``rule`` names the rule that forbids it.

    ``template`` is the English refusal with ``{named}`` fields, ``fields`` their values;
    ``message`` is the two put together (the English the logs, tests and command line read).

    >>> error = IllegalAction("rule 4", "no face card may go on an ace: {card} on {top}", card="QC", top="AS")
    >>> error.message, str(error)
    ('no face card may go on an ace: QC on AS', 'no face card may go on an ace: QC on AS (rule 4)')
    """

    def __init__(self, rule: str, template: str, **fields: FieldValue) -> None:
        # Without fields the template is plain text (a notation error's words may hold braces).
        message = template.format(**fields) if fields else template
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.template = template
        self.fields: dict[str, FieldValue] = fields
        self.message = message


# The variant files' reader words its problems when they are shown (in the language then in
# use) through a subclass of its own: a compiled class allows that only when it says so.
@mypyc_attr(allow_interpreted_subclasses=True)
class VariantError(EngineError, ValueError):
    """A variant that is not valid; ``where`` locates it (file, line, key).

    Like a refusal, it keeps its English words as a ``template`` with ``{named}`` fields and
    the values apart (``fields``), for a screen to say in the player's language; ``message`` is
    the two put together.

    >>> error = VariantError("{name} must be true or false, got {value}", "rule_4", name="rule_4", value="3")
    >>> error.message, str(error)
    ('rule_4 must be true or false, got 3', 'rule_4: rule_4 must be true or false, got 3')
    """

    def __init__(self, template: str, where: str = "", **fields: FieldValue) -> None:
        # Without fields the template is plain text (a retired option's advice may hold braces).
        message = template.format(**fields) if fields else template
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.template = template
        self.fields: dict[str, FieldValue] = fields
        self.message = message


class SetupError(EngineError, ValueError):
    """A position that cannot be set up (wrong card counts, unknown zones…)."""
