"""Reading a variant's option values for its rules text, and what a game's rules-text chooser
returns. No pygame here.

A game's chooser (``TableAdapter.rules_sections``, in the game's own table folder) says which
optional sections of its rules text the variant's options switch on, and the values its
placeholders take; ``game.variants.rules_text`` lays the text out.
"""

from __future__ import annotations

from collections.abc import Mapping

# The ids of the optional sections shown, and each placeholder's value.
Sections = tuple[set[str], dict[str, str]]


def flag(options: Mapping[str, object], key: str, default: bool) -> bool:
    value = options.get(key, default)
    return value if isinstance(value, bool) else default


def players(options: Mapping[str, object]) -> int | None:
    """The table size if the caller gave one (``players``), else None."""
    value = options.get("players")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def shown(switches: Mapping[str, bool]) -> set[str]:
    return {key for key, on in switches.items() if on}
