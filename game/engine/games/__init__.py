"""One package per game; each exposes ``ENTRY``, its ``GameEntry``, which the registry reads.

The registration is one line: a new game adds its package's name to ``GAMES`` (the menus'
order is each entry's own ``order``, not this list's).
(``tests/engine/test_registry.py`` fails for a game package left out of it).
"""

from __future__ import annotations

from importlib import import_module

from ..entry import GameEntry

GAMES = (
    "q2j",
    "war",
    "ng",
    "quatorze",
    "crazy_jokers",
)


def _entry(package: str) -> GameEntry:
    """The ``ENTRY`` of the game package ``package``, checked to be a ``GameEntry``."""
    found = getattr(import_module(f"{__name__}.{package}"), "ENTRY", None)
    if not isinstance(found, GameEntry):
        raise TypeError(f"the game package {package} has no ENTRY, its GameEntry")
    return found


ENTRIES = tuple(_entry(package) for package in GAMES)
