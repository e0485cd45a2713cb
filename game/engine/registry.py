"""Games by name: the registry maps a game's name (or alias) to its rules class.

>>> rules_class("q2j").title
'Q Squared Joe'
"""

from __future__ import annotations

from typing import Any

from .errors import VariantError
from .options import Variant
from .rules import Rules

_ALIASES = {
    "q-squared-joe": "q2j",
    "q2j-war": "war",
    "q-squared-joe-war": "war",
    "q2j-ng": "ng",
    "q-squared-joe-ng": "ng",
}


def _games() -> dict[str, type[Rules[Any]]]:
    # Imported here so that importing the registry stays cheap and free of cycles.
    from .games.crazy_jokers import CrazyJokersRules
    from .games.ng import NGRules
    from .games.q2j import Q2JRules
    from .games.quatorze import QuatorzeRules
    from .games.war import WarRules

    return {rules.game: rules for rules in (Q2JRules, WarRules, NGRules, QuatorzeRules, CrazyJokersRules)}


def game_names() -> list[str]:
    """Every registered game's name."""
    return sorted(_games())


def rules_class(name: str) -> type[Rules[Any]]:
    games = _games()
    key = _ALIASES.get(name.lower(), name.lower())
    if key not in games:
        raise VariantError(f"no game named {name!r}; games are: " + ", ".join(sorted(games)), "game")
    return games[key]


def make_rules(variant: Variant) -> Rules[Any]:
    """The rules object for a validated variant."""
    return rules_class(variant.game)(variant)
