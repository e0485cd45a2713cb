"""Hard's and Expert's plan for Crazy Jokers: Medium's play with knowledge Medium lacks.

Medium (``crazy_jokers.py``) keeps the first nearest hand its contract allows and discards
any card outside it. The plan adds, each part switchable so the duel tool
(``tools/policy_duel.py``) can measure it against Medium alone:

- ``outs``: among the nearest hands, aim at the one whose missing ranks have the most
  unseen cards left (the waste, the picks and laid flushes are in sight);
- ``safe``: among the spare cards, discard the one least useful to the opponents'
  declared contracts (declarations and birthdays are public) and to this hand's own
  contract (the share of its target hands the card fits);
- ``force``: lay the 2♠ after a draw even when it counts toward the contract (the card
  taken from the other hand usually makes up for it, and that hand loses it);
- ``grab``: on a 2♠ look, between cards that help equally, take the one the forced
  seat needs most.

Measured and left off (``PARTS`` beyond ``DEFAULT_PARTS``): ``steal`` (steal with every
joker: 44.2% against Medium) and ``near`` (a card's worth read from the targets at most one
card further than the nearest: 56.5%, the plan 58.1%); figures in docs/lab/ai-measured.md.
It reads only the seat's view, like Medium.
"""

from __future__ import annotations

import datetime
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from ...engine import Action, Card, Rules
from ...engine.cards import build_deck
from ...engine.games.crazy_jokers.actions import Discard, Force, Grab, Steal
from ...engine.games.crazy_jokers.contracts import Contract, Target, match_target, targets
from ...engine.games.crazy_jokers.facts import CrazyJokersFacts
from ...engine.games.crazy_jokers.state import Phase
from ...engine.games.crazy_jokers.zones import HAND_ZONES
from ...engine.zones import Zone
from ..reasons import Reason, because
from .crazy_jokers import (
    TWO_OF_SPADES,
    CrazyJokersHeuristic,
    _birthday,
    _contract,
    _missing,
    _outside,
    _useless,
)

# The parts of the plan; the duel tool switches them off one at a time.
PARTS: tuple[str, ...] = ("outs", "safe", "grab", "force", "steal", "near")
# The parts the plan plays with (the others were measured and left off).
DEFAULT_PARTS: frozenset[str] = frozenset(("outs", "safe", "grab", "force"))


@cache
def _targets(contract: Contract, birthday: datetime.date) -> tuple[Target, ...]:
    return tuple(targets(contract, birthday))


def _fills(target: Target, card: Card) -> bool:
    """Whether ``card`` could fill one of ``target``'s slots (a joker where it may stand in)."""
    if card.is_joker:
        return bool(target.wild)
    if target.suit is not None:
        return card.suit == target.suit
    return card.rank in target.ranks


def _use(contract: Contract | None, birthday: datetime.date, card: Card) -> float:
    """The share of ``contract``'s hands that ``card`` could be part of (0 for none)."""
    if contract is None or contract is Contract.NO_HAND_HAND:
        return 0.0
    found = _targets(contract, birthday)
    return sum(_fills(target, card) for target in found) / len(found)


def _unfilled(target: Target, hand: Sequence[Card]) -> Counter[int]:
    """``target``'s slots ``hand`` leaves open."""
    return Counter(match_target(target, hand)[1])


def _outs(target: Target, needs: Counter[int], unseen: Counter[Card]) -> int:
    """How many unseen cards could fill one of ``needs`` (jokers where they may stand in)."""
    total = 0
    for card, count in unseen.items():
        if card.is_joker:
            if any(rank in target.wild for rank in needs):
                total += count
        elif target.suit is not None:
            total += count if card.suit == target.suit else 0
        elif needs[card.rank]:
            total += count
    return total


class CrazyJokersPlan(CrazyJokersHeuristic):
    """Medium with the plan's parts (see the module's docstring); ``parts`` says which are on."""

    # The parts played: a class attribute, so that the duel tool's ``--set-b parts=...`` can
    # switch them without a subclass.
    parts: frozenset[str] = DEFAULT_PARTS

    def __init__(self, rules: Rules[Any], parts: frozenset[str] | None = None) -> None:
        super().__init__(rules)
        if parts is not None:
            self.parts = parts
        unknown = sorted(set(self.parts) - set(PARTS))
        if unknown:
            raise ValueError(f"no plan part {unknown[0]!r}; parts are {', '.join(PARTS)}")
        # The cards the deciding seat has not seen, set at each decision (for ``outs``).
        self._unseen: Counter[Card] = Counter()

    def _choose(
        self,
        facts: CrazyJokersFacts,
        seat: int,
        hand: list[Card],
        waste: list[Card],
        zones: Mapping[Zone, Sequence[Card | None]],
        legal: Sequence[Action],
        rng: random.Random,
    ) -> tuple[Action, Reason]:
        phase = facts.phase
        if phase is Phase.LOOK and "grab" in self.parts:
            return self._grab(facts, seat, hand, legal)
        if phase is Phase.DRAWN and "force" in self.parts and TWO_OF_SPADES in hand:
            forces = [action for action in legal if isinstance(action, Force)]
            if forces:
                return forces[0], because(
                    "the 2♠ buys the best card of another hand, even when it counts here",
                )
        if phase is Phase.PLAY and "steal" in self.parts:
            steals = [action for action in legal if isinstance(action, Steal)]
            if steals:
                richest = max(steals, key=lambda a: len(zones.get(HAND_ZONES[a.seat], ())))
                return richest, because("a joker steal")
        self._unseen = _unseen(hand, zones)
        return super()._choose(facts, seat, hand, waste, zones, legal, rng)

    def _grab(
        self, facts: CrazyJokersFacts, seat: int, hand: list[Card], legal: Sequence[Action]
    ) -> tuple[Action, Reason]:
        """The card that brings the contract nearest; between equals, the one the forced seat
        misses most (the most of its contract's hands use it)."""
        contract = _contract(facts, seat) or Contract.NO_HAND_HAND
        birthday = _birthday(facts, seat)
        partner = facts.partner
        theirs, their_day = _contract(facts, partner), _birthday(facts, partner)
        grabs = [action for action in legal if isinstance(action, Grab)]
        best = min(
            grabs,
            key=lambda a: (_missing(contract, [*hand, a.card], birthday), -_use(theirs, their_day, a.card)),
        )
        return best, because("the card that brings the contract nearest and the other hand furthest")

    def _discard(
        self,
        contract: Contract,
        hand: list[Card],
        birthday: datetime.date,
        facts: CrazyJokersFacts,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> tuple[Action, Reason]:
        if not {"outs", "safe"} & self.parts:
            return super()._discard(contract, hand, birthday, facts, legal, rng)
        discards = {a.card: a for a in legal if isinstance(a, Discard)}
        spare = [card for card in self.spare_cards(contract, hand, birthday) if card in discards]
        if not spare:
            spare = list(discards)
        if "safe" in self.parts:
            seat = facts.mover
            others = [other for other in range(len(facts.contracts)) if other != seat]
            near = self._near(contract, hand, birthday) if "near" in self.parts else None
            spare.sort(
                key=lambda card: (card.is_joker, self._worth(card, contract, birthday, facts, others, near))
            )
        else:
            spare.sort(key=lambda card: card.is_joker)
        return discards[spare[0]], because("a card that counts neither here nor for the other players")

    def _worth(
        self,
        card: Card,
        contract: Contract,
        birthday: datetime.date,
        facts: CrazyJokersFacts,
        others: list[int],
        near: list[Target] | None,
    ) -> float:
        """What a spare card is still worth: to this hand's other targets, and to the others."""
        if near is None:
            mine = _use(contract, birthday, card)
        else:
            mine = sum(_fills(target, card) for target in near) / max(1, len(near))
        theirs = sum(_use(_contract(facts, other), _birthday(facts, other), card) for other in others)
        return mine + theirs

    def _near(self, contract: Contract, hand: Sequence[Card], birthday: datetime.date) -> list[Target]:
        """The targets at most one card further than the nearest."""
        if contract is Contract.NO_HAND_HAND:
            return []
        found = _targets(contract, birthday)
        missing = [sum(_unfilled(target, hand).values()) for target in found]
        least = min(missing)
        return [target for target, count in zip(found, missing, strict=True) if count <= least + 1]

    def spare_cards(self, contract: Contract, hand: Sequence[Card], birthday: datetime.date) -> list[Card]:
        """The hand's cards outside the nearest target with the most outs (all, if none)."""
        if contract is Contract.NO_HAND_HAND or "outs" not in self.parts:
            return _useless(contract, hand, birthday)
        unseen = self._unseen
        best: tuple[int, int, Target] | None = None
        for target in _targets(contract, birthday):
            needs = _unfilled(target, hand)
            key = (sum(needs.values()), -_outs(target, needs, unseen))
            if best is None or key < best[:2]:
                best = (*key, target)
        assert best is not None
        return _outside(hand, match_target(best[2], hand)[0]) or list(hand)


def _unseen(hand: Sequence[Card], zones: Mapping[Zone, Sequence[Card | None]]) -> Counter[Card]:
    """The deck's cards the seat has not seen anywhere (hidden hands and the stock)."""
    unseen = Counter(build_deck(1, jokers=2))
    unseen.subtract(card for cards in zones.values() for card in cards if card is not None)
    return +unseen


__all__ = ["DEFAULT_PARTS", "PARTS", "CrazyJokersPlan"]
