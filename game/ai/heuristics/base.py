"""What a game teaches its bots: a casual player's choice, a fast rollout move, an evaluation.

Two kinds of input, kept apart on purpose:

- ``advise`` and ``note`` read a ``View`` (what the bot's seat may see). They
  drive the Medium level and the words in every reason.
- ``rollout_action``, ``priors`` and ``evaluate`` read a full ``State``, but only
  ever a *determinization*: a state the search sampled from the view, where
  the hidden cards are guesses. They must be fast, since the search calls them
  hundreds of thousands of times per decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...engine import Action, Rules, State, View
from ..base import Decision
from ..reasons import NO_REASON, Reason, because


def outcome(state: State) -> list[float]:
    """Each seat's reward for a finished deal: winners share 1; no winner at all is a draw."""
    players = state.players
    winners = state.winners
    if not winners:
        return [1.0 / players] * players
    share = 1.0 / len(winners)
    rewards = [0.0] * players
    for seat in winners:
        rewards[seat] = share
    return rewards


class Heuristic:
    """The game-agnostic fallback: random choices, no evaluation. Games subclass it."""

    #: Searches stop a playout after this many actions and ask ``evaluate`` (0: never).
    cutoff: int = 0
    #: Whether ``prune`` reads only what the player to move sees (their hand, the table, the
    #: public facts), never a determinization's guessed cards: a search may then prune its
    #: root's moves once a decision, since every determinization of the view gives the same.
    prunes_from_the_view: bool = False

    def __init__(self, rules: Rules[Any]) -> None:
        self.rules = rules

    def advise(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        """A casual player's choice, with its reason in words (the Medium level)."""
        return Decision(legal[rng.randrange(len(legal))], because("no rule of thumb for this game: any move"))

    def ruled(self, view: View, legal: Sequence[Action], rng: random.Random, level: str) -> Decision | None:
        """A decision every level takes by this rule, at the level's own spread, instead of by
        its usual means (a search, Easy's carelessness); None: decided as usual. For a choice
        a search of the deal cannot weigh (Crazy Jokers' blind declaration, worth match points)."""
        return None

    def greedy(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision | None:
        """An obvious move if there is one (win now, answer for free), for the Easy level."""
        return None

    def note(self, view: View, action: Action) -> Reason:
        """A few words on what ``action`` does for the seat, to end a search's reason (empty if none)."""
        return NO_REASON

    def rollout_action(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        """The move a simulated player makes in a playout (random unless a game says better)."""
        return legal[rng.randrange(len(legal))]

    def playout_move(self, state: State, rng: random.Random) -> Action:
        """The next playout move; a game may override it to skip listing every legal move."""
        legal = self.rules.legal_actions(state)
        return legal[0] if len(legal) == 1 else self.rollout_action(state, legal, rng)

    def prune(self, state: State, legal: list[Action]) -> list[Action]:
        """The moves worth searching: ``legal`` without clear blunders, never empty."""
        return legal

    def priors(self, state: State, legal: Sequence[Action]) -> list[float] | None:
        """How promising each legal move looks to its mover, 0–1 (progressive bias); None: no idea."""
        return None

    def root_priors(self, view: View, legal: Sequence[Action]) -> list[float] | None:
        """How much the casual player (Medium) likes each of the seat's legal moves, 0–1."""
        return None

    def outcome(self, state: State) -> list[float]:
        """Each seat's reward for a finished deal, 0–1 (a scored game may weigh its points)."""
        return outcome(state)

    def evaluate(self, state: State) -> list[float]:
        """Each seat's expected reward in an unfinished deal (Expert's rollout cut-off)."""
        return [1.0 / state.players] * state.players
