"""Full states consistent with a view, fast enough for thousands of searches a second.

``Rules.sample_state`` is the contract: it deals every hidden card of a view at
random from the cards the seat cannot see. It rebuilds a whole state through
``setup`` each time, which costs about 0.1 ms on Q Squared Joe. A search needs
one determinization per iteration, so this module samples once through the
contract and then makes each further sample by cloning that state and dealing
its hidden cards again among the same hidden slots. Both give the same
distribution: a uniform deal of the unseen cards into the hidden slots.

The re-deal writes through the lists ``Rules.zones`` returns, so it is used
only when those lists are the state's own (checked once per decision); any
other game falls back on ``sample_state`` for every sample.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import Card, Rules, State, View
from ..engine.cards import shuffle
from ..engine.state import seeded_generator
from ..engine.zones import Zone


class Determinizer:
    """Samples states consistent with one view; all randomness comes from ``rng``."""

    def __init__(self, rules: Rules[Any], view: View, rng: random.Random) -> None:
        self.rules = rules
        self.view = rules.recalled(view)  # face-down cards the seat knows are not re-dealt
        self.rng = rng
        self.base: State = rules.sample_state(self.view, rng)
        # The hidden slots: (zone, indices of the cards this seat cannot see).
        self.slots: list[tuple[Zone, list[int]]] = [
            (name, [i for i, card in enumerate(cards) if card is None])
            for name, cards in self.view.zones.items()
            if any(card is None for card in cards)
        ]
        self.fast = self._zones_are_live()

    def _zones_are_live(self) -> bool:
        """True when ``rules.zones`` hands back the state's own lists, sized as in the view."""
        first = self.rules.zones(self.base)
        second = self.rules.zones(self.base)
        for name, _ in self.slots:
            cards = first.get(name)
            if cards is None or cards is not second.get(name):
                return False
            if len(cards) != len(self.view.zones[name]):
                return False
        return True

    def sample(self) -> State:
        """A fresh full state, consistent with the view, that the caller may change."""
        if not self.fast:
            fresh: State = self.rules.sample_state(self.view, self.rng)
            return fresh
        state = self.base.clone()
        if not self.slots:
            return state
        zones = self.rules.zones(state)
        hidden: list[Card] = []
        for name, indices in self.slots:
            cards = zones[name]
            hidden.extend(cards[i] for i in indices)
        shuffle(hidden, self.rng)  # rng.shuffle's very permutation, faster
        position = 0
        for name, indices in self.slots:
            cards = zones[name]
            for i in indices:
                cards[i] = hidden[position]
                position += 1
        # The state's own generator drives reshuffles inside the rules: vary it per sample too.
        # A new generator rather than reseeding the clone's: the same state, and no copy of the
        # one the clone shares with the base (see ``State.rng``).
        state.rng = seeded_generator(self.rng.getrandbits(64))
        return state
