"""A bot's reason as catalog templates with fields, so the table can say it in the player's
language; the English stays the text itself (the command line, ladders and tests read it).

Like the engine's refusals (``IllegalAction``), the bots never translate: a reason keeps each
clause's English template (``because("the {card} fits no meld", card=card)``) and its values
apart, and ``game/play/reasons.py`` translates the template and writes each value the
player's way (a card with its suit symbol and letters, a share as French writes a percent).
``because`` and ``because_counted`` mark their templates for the catalog (game/i18n/catalogs.py).

A ``Reason`` *is* its English words (a ``str``), so every reader of ``Decision.reason`` keeps
working; clauses are joined by ``"; "`` with ``join``, never by string concatenation (which
would give back a plain ``str`` and lose the templates).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine import Card
from ..engine.errors import Words


@dataclass(frozen=True, slots=True)
class Share:
    """A share of simulated futures or a chance, 0–1: "42%", "about 42%" (part of each future
    was scored by an evaluation, so the share is an estimate)."""

    value: float
    about: bool = False

    def percent(self) -> str:
        """The whole percent, rounded as ``:.0%`` rounds it: ``"42"``."""
        return format(self.value, ".0%")[:-1]

    def __str__(self) -> str:
        return f"{'about ' if self.about else ''}{self.percent()}%"


@dataclass(frozen=True, slots=True)
class Rank:
    """A card's rank alone, as War's reasons name it: "ace", "queen", "7"."""

    rank: int

    def __str__(self) -> str:
        return {1: "ace", 11: "jack", 12: "queen", 13: "king"}.get(self.rank, str(self.rank))


# What a reason's field may hold: a count, a card, a rank, a share, English words (``Words``,
# translated too) or notation (cards, melds: written with suit symbols, never translated).
ReasonField = int | Card | Rank | Share | Words | str


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause of a reason: its English template (``plural``: the form for a ``count``
    other than one, as ``ngettext`` takes them) and its fields."""

    template: str
    fields: tuple[tuple[str, ReasonField], ...] = ()
    plural: str = ""
    count: int = 1

    def english(self) -> str:
        template = self.plural if self.plural and self.count != 1 else self.template
        return template.format(**dict(self.fields)) if self.fields else template


class Reason(str):
    """English words that remember their clauses (``clauses``) for translation."""

    clauses: tuple[Clause, ...]

    def __new__(cls, clauses: Iterable[Clause]) -> Reason:
        kept = tuple(clauses)
        made = super().__new__(cls, "; ".join(clause.english() for clause in kept))
        made.clauses = kept
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        # A str subclass pickles as its text alone; the worker process's answer needs the clauses.
        return Reason, (self.clauses,)


def because(template: str, **fields: ReasonField) -> Reason:
    """A one-clause reason: ``because("the {card} goes down this turn", card=card)``."""
    return Reason((Clause(template, tuple(fields.items())),))


def because_counted(singular: str, plural: str, count: int, **fields: ReasonField) -> Reason:
    """A one-clause reason that counts something (``{count}`` is filled with ``count``):
    ``because_counted("melds {count} card", "melds {count} cards", 3)``."""
    return Reason((Clause(singular, (("count", count), *fields.items()), plural, count),))


NO_REASON = Reason(())


def join(*reasons: str) -> Reason:
    """Reasons one after the other, ``"; "`` between (empty ones left out). A plain ``str``
    among them (a test's bot, one that gives no templates) is kept as one clause of its own words."""
    clauses: list[Clause] = []
    for reason in reasons:
        if isinstance(reason, Reason):
            clauses.extend(reason.clauses)
        elif reason:
            clauses.append(Clause(reason))
    return Reason(clauses)
