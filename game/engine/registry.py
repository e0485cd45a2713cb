"""Games by name: the registry collects each game package's ``GameEntry``.

>>> all(entry(found.name) is found and rules_class(found.name) is found.rules for found in entries())
True
>>> game_names() == [found.name for found in sorted(entries(), key=lambda found: found.order)]
True
>>> entry("no such game")
Traceback (most recent call last):
...
game.engine.errors.VariantError: game: no game named 'no such game'; games are: ...
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .entry import GameEntry
from .errors import VariantError
from .options import Variant
from .rules import Rules


@cache
def entries() -> tuple[GameEntry, ...]:
    """Every game's entry, in menu order."""
    # Imported here so that importing the registry stays cheap and free of cycles.
    from .games import ENTRIES

    return tuple(sorted(ENTRIES, key=lambda found: found.order))


@cache
def _by_name() -> dict[str, GameEntry]:
    names: dict[str, GameEntry] = {}
    for found in entries():
        for name in (found.name, *found.aliases):
            if name in names:
                raise VariantError(f"two games are called {name!r}", "game")
            names[name] = found
    return names


def game_names() -> list[str]:
    """Every registered game's name, in menu order."""
    return [found.name for found in entries()]


def entry(name: str) -> GameEntry:
    """The entry of the game called ``name`` (or one of its aliases)."""
    found = _by_name().get(name.lower())
    if found is None:
        raise VariantError(f"no game named {name!r}; games are: " + ", ".join(game_names()), "game")
    return found


def rules_class(name: str) -> type[Rules[Any]]:
    return entry(name).rules


def make_rules(variant: Variant) -> Rules[Any]:
    """The rules object for a validated variant."""
    return rules_class(variant.game)(variant)
