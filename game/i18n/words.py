"""Words several screens share: the computer levels' names, places (1st, 2nd), counts."""

from __future__ import annotations

import datetime
from typing import Final, Protocol

from . import N_, _, ngettext

# The computer levels, weakest first, and their names in words. ``LEVELS`` is the one list of
# them (``game.ai.LEVELS``): here, so that what only names or orders a level (the settings, the
# history's figures) loads no bot and no search.
LEVEL_WORDS: Final = {
    "random": N_("Random"),
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
    "expert": N_("Expert"),
}
LEVELS: Final = tuple(LEVEL_WORDS)
ORDINALS: Final = (
    N_("1st"),
    N_("2nd"),
    N_("3rd"),
    N_("4th"),
    N_("5th"),
    N_("6th"),
    N_("7th"),
    N_("8th"),
    N_("9th"),
    N_("10th"),
)


def level_name(kind: str) -> str:
    """A computer level in words ("Medium", "Moyen"); anything else as it is."""
    word = LEVEL_WORDS.get(kind)
    return _(word) if word is not None else kind


def ordinal(index: int) -> str:
    """The place at ``index`` (0 is first): "1st", "1er"."""
    return _(ORDINALS[index]) if 0 <= index < len(ORDINALS) else str(index + 1)


def cards(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def turns(count: int) -> str:
    return ngettext("{count} turn", "{count} turns", count).format(count=count)


MONTHS: Final = (
    N_("January"),
    N_("February"),
    N_("March"),
    N_("April"),
    N_("May"),
    N_("June"),
    N_("July"),
    N_("August"),
    N_("September"),
    N_("October"),
    N_("November"),
    N_("December"),
)


def long_date(day: datetime.date) -> str:
    """A date as a player writes it: "23 July 1995", "23 juillet 1995"."""
    return f"{day.day} {_(MONTHS[day.month - 1])} {day.year}"


class Named(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def description(self) -> str: ...


def variant_name(variant: Named) -> str:
    """A variant's name in the player's language (a shipped variant's; one's own file keeps
    its words): "Q Squared Joe War for 3 or 4", "Q Squared Joe War pour 3 ou 4"."""
    return _(variant.name) if variant.name else variant.name


def recorded_variant_name(name: str) -> str:
    """A variant's name as the history recorded it (a shipped variant's English), in the
    player's language: "Q Squared Joe Elimination", "Q Squared Joe Élimination"."""
    return _(name) if name else name


def variant_description(variant: Named) -> str:
    return _(variant.description) if variant.description else variant.description
