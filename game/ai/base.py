"""The bot interface: a bot sees its seat's view and the legal actions, never the state."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Action, Rules, View
from .reasons import because


@dataclass(frozen=True, slots=True)
class Decision:
    """An action and why, in words (the Hint button says the action in words before it).

    ``reason`` never restates the action: ``str(decision)`` gives both, in notation. The bots'
    reasons are ``Reason``s (game/ai/reasons.py): English text that keeps its catalog
    templates, so the table can say them in the player's language.
    """

    action: Action
    reason: str

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


class Bot(ABC):
    """Chooses an action from a view. All its randomness comes from the ``rng`` it is given."""

    level: str = "bot"

    def __init__(self, rules: Rules[Any]) -> None:
        self.rules = rules

    @abstractmethod
    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Pick one of ``legal`` knowing only ``view``."""

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.decide(view, legal, rng).action


class RandomBot(Bot):
    """Any legal action, uniformly: the baseline and the monkey tests' opponent."""

    level = "random"

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        return Decision(legal[rng.randrange(len(legal))], because("a random legal move"))
