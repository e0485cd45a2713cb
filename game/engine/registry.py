"""Games by name: the registry collects each game package's ``GameEntry``.

>>> all(entry(found.name) is found and rules_class(found.name) is found.rules for found in entries())
True
>>> game_names() == [found.name for found in sorted(entries(), key=lambda found: found.order)]
True
>>> entry("no such game")
Traceback (most recent call last):
...
game.engine.errors.VariantError: game: no game named 'no such game'; games are: ...

A game from outside ``game/engine/games/`` (one a test defines) joins the list at run time
with ``register`` and leaves it with ``unregister``, or for a while with ``registered``; a name
that is taken is refused:

>>> with registered(entries()[0]):
...     pass
Traceback (most recent call last):
...
game.engine.errors.VariantError: game: two games are called ...
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

from .compiled import is_compiled
from .entry import GameEntry
from .errors import VariantError
from .options import Variant
from .rules import Rules

# Games registered at run time, beside the packages' own (``register``).
_ADDED: list[GameEntry] = []


@cache
def entries() -> tuple[GameEntry, ...]:
    """Every game's entry, in menu order."""
    # Imported here so that importing the registry stays cheap and free of cycles.
    from .games import ENTRIES

    return tuple(sorted((*ENTRIES, *_ADDED), key=lambda found: found.order))


@cache
def _by_name() -> dict[str, GameEntry]:
    names: dict[str, GameEntry] = {}
    for found in entries():
        for name in (found.name, *found.aliases):
            if name in names:
                raise VariantError("two games are called {name}", "game", name=repr(name))
            names[name] = found
    return names


def register(found: GameEntry) -> None:
    """Add a game at run time: every list of games (menus, catalogs, the rules screens, the
    bots) includes it from now on. A ``VariantError`` if its name or an alias is taken; a
    ``TypeError`` for interpreted rules on the compiled engine (``interpreted_on_compiled``)."""
    refused = interpreted_on_compiled(found.rules)
    if refused:
        raise TypeError(refused)
    _ADDED.append(found)
    _forget()
    try:
        _by_name()
    except VariantError:
        _ADDED.remove(found)
        _forget()
        raise


def interpreted_on_compiled(rules: type[Rules[Any]]) -> str:
    """Why a game whose rules are ``rules`` cannot run on the engine loaded now (``""``: it can).

    mypyc's compiled classes make no instances of an interpreted subclass ("interpreted classes
    cannot inherit from compiled"), so a game from outside ``game/`` (interpreted Python, not
    compiled with the engine) runs on the pure engine only: said at its registration rather than
    at its first deal. The program's own games always can:

    >>> interpreted_on_compiled(entries()[0].rules)
    ''
    """
    if _compiled(Rules) and not _compiled(rules):
        module = getattr(rules, "__module__", "?")  # mypyc reads no instance attribute off a class
        return (
            f"{rules.title}'s rules ({module}) are interpreted Python and the engine is"
            " compiled: a game from outside game/ runs on the pure engine only (Q2J_ENGINE=pure;"
            " docs/ADDING_A_GAME.md)"
        )
    return ""


def _compiled(cls: type) -> bool:
    module = sys.modules.get(cls.__module__)
    return module is not None and is_compiled(module)


def unregister(found: GameEntry) -> None:
    """Take back a game ``register`` added (a ``VariantError`` for one it did not)."""
    if found not in _ADDED:
        raise VariantError("{name} was not registered at run time", "game", name=repr(found.name))
    _ADDED.remove(found)
    _forget()


@contextmanager
def registered(found: GameEntry) -> Iterator[GameEntry]:
    """``found`` registered for the ``with`` block, and taken back after it."""
    register(found)
    try:
        yield found
    finally:
        unregister(found)


def _forget() -> None:
    """Drop what was read from the list of games, so the next question reads it again."""
    entries.cache_clear()
    _by_name.cache_clear()


def game_names() -> list[str]:
    """Every registered game's name, in menu order."""
    return [found.name for found in entries()]


def entry(name: str) -> GameEntry:
    """The entry of the game called ``name`` (or one of its aliases)."""
    found = _by_name().get(name.lower())
    if found is None:
        games = ", ".join(game_names())
        raise VariantError("no game named {name}; games are: {games}", "game", name=repr(name), games=games)
    return found


def rules_class(name: str) -> type[Rules[Any]]:
    return entry(name).rules


def make_rules(variant: Variant) -> Rules[Any]:
    """The rules object for a validated variant."""
    return rules_class(variant.game)(variant)
