"""Computer opponents. ``make_bot(level, rules)`` builds one; levels are listed in ``LEVELS``."""

from __future__ import annotations

from typing import Any

from ..engine import Rules
from .base import Bot, Decision, RandomBot

LEVELS = ("random",)


def make_bot(level: str, rules: Rules[Any]) -> Bot:
    """A bot of ``level`` for this variant's rules."""
    if level == "random":
        return RandomBot(rules)
    raise ValueError(f"no AI level {level!r}; levels are: {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "Decision", "RandomBot", "make_bot"]
