"""Computer opponents. ``make_bot(level, rules)`` builds one; levels are listed in ``LEVELS``.

- random: any legal move.
- easy: mostly careless moves, with the obvious ones and now and then a sensible one.
- medium: a casual player's rules of thumb for each game, every choice with a reason.
- hard: information-set Monte Carlo tree search over deals consistent with what the
  seat may see, with greedy heuristic playouts (War and NG: cut off after a few
  moves and scored by the game's evaluation).
- expert: the same search with progressive bias from the heuristic and a budget
  four to ten times bigger.

No bot ever receives the state: each gets its seat's view, the legal moves and a
seeded generator, so the same view and seed always give the same move (with an
iteration budget; a time budget depends on the machine).
"""

from __future__ import annotations

from typing import Any

from ..engine import Rules, entry
from ..i18n.words import LEVELS
from .base import Bot, Decision, RandomBot
from .bots import EasyBot, MediumBot, SearchBot
from .heuristics import heuristic_for
from .ismcts import Budget, Settings

# The wall-time caps of interactive play (no cap in fixed-iteration mode). Iterations
# per decision and the root's bias are each game's own (``GameEntry.bots``).
SECONDS = {"hard": 0.25, "expert": 0.85}


def default_iterations(level: str, game: str) -> int:
    """The iteration budget ``level`` uses for ``game`` when none is given (from its entry)."""
    return entry(game).bots.iterations(level)


def search_settings(level: str, rules: Rules[Any]) -> Settings:
    """Both: moves tried in the heuristic's order, blunders left out, the game's playout
    cut-off. Expert adds progressive bias (and a bigger budget). Where the game's entry
    says so, the root leans on Medium's judgement (Q2J: Expert's always, Hard's at three
    seats or more; ``BotProfile.root_bias``), and where it says so the search only
    overrules its heuristic's move by a clear margin (``BotProfile.guard``)."""
    cutoff = heuristic_for(rules, level).cutoff
    bots = entry(rules.game).bots
    weight, seats = bots.root_bias.get(level, (0.0, 2))
    margin, visits = bots.guard.get(level, (0.0, 0))
    return Settings(
        exploration=0.7,
        bias=1.0 if level == "expert" else 0.0,
        cutoff=cutoff,
        root_bias=weight,
        root_bias_seats=seats,
        guard_margin=margin,
        guard_visits=visits,
    )


def make_bot(
    level: str,
    rules: Rules[Any],
    *,
    iterations: int | None = None,
    seconds: float | None = None,
) -> Bot:
    """A bot of ``level`` for this variant's rules.

    For hard and expert: with ``iterations`` only, a reproducible fixed-iteration
    search; with neither, the level's default iterations under its time cap.
    """
    if level == "random":
        return RandomBot(rules)
    if level == "easy":
        return EasyBot(rules)
    if level == "medium":
        return MediumBot(rules)
    if level in ("hard", "expert"):
        if iterations is None and seconds is None:
            budget = Budget(default_iterations(level, rules.game), SECONDS[level])
        else:
            budget = Budget(iterations, seconds)
        return SearchBot(rules, level, budget, search_settings(level, rules))
    raise ValueError(f"no AI level {level!r}; levels are: {', '.join(LEVELS)}")


__all__ = [
    "LEVELS",
    "Bot",
    "Budget",
    "Decision",
    "EasyBot",
    "MediumBot",
    "RandomBot",
    "SearchBot",
    "default_iterations",
    "make_bot",
]
