"""Crazy Jokers' rules of thumb: declare the contract with the best chance to win the match
(``crazy_jokers_declare``), then play toward it with ``contracts.progress`` (keep what counts,
discard what cannot), take what helps, force and steal when it pays, and break a laid Big Flush.

The declaration is made before the hand is seen, from what the seat may see then, and every
level makes it by the same rule (``ruled``), at its own spread between near-equal contracts.
"""

from __future__ import annotations

import datetime
import random
from collections import Counter
from collections.abc import Mapping, Sequence

from ...engine import Action, Card, Pass, State, View
from ...engine.cards import JOKER
from ...engine.games.crazy_jokers.actions import (
    Accept,
    Decline,
    Discard,
    Force,
    Grab,
    Propose,
    Shed,
    Steal,
    Take,
)
from ...engine.games.crazy_jokers.contracts import Contract, Progress, progress
from ...engine.games.crazy_jokers.facts import CrazyJokersFacts
from ...engine.games.crazy_jokers.state import CrazyJokersState, Phase
from ...engine.games.crazy_jokers.zones import HAND_ZONES, WASTE
from ...engine.zones import Zone
from ..base import Decision
from ..reasons import Reason, because
from .base import Heuristic
from .crazy_jokers_declare import SPREAD, declare

# Each card still missing makes finishing first about this much less likely.
PER_MISSING = 0.45
# The No Hand Hand has no cards to collect: a shed needs a near rank on the waste, about every
# other turn, so its seven sheds count as this many missing cards.
NO_HAND_MISSING = 4.5
TWO_OF_SPADES = Card(2, "S")


def _missing(contract: Contract, hand: Sequence[Card], birthday: datetime.date) -> int:
    return progress(contract, hand, birthday).missing


def _counts(
    contract: Contract, hand: Sequence[Card], card: Card, birthday: datetime.date, missing: int | None = None
) -> bool:
    """Whether ``card`` brings the hand nearer the contract (one card fewer missing); ``missing``
    is the hand's own count when the caller has it already."""
    before = _missing(contract, hand, birthday) if missing is None else missing
    return _missing(contract, [*hand, card], birthday) < before


def _useless(contract: Contract, hand: Sequence[Card], birthday: datetime.date) -> list[Card]:
    """The hand's cards that do not count toward the contract's nearest hand (all, if none)."""
    if contract is Contract.NO_HAND_HAND:
        return list(hand)
    return _outside(hand, progress(contract, hand, birthday).keep) or list(hand)


def _outside(hand: Sequence[Card], keep: Sequence[Card]) -> list[Card]:
    """The cards of ``hand`` left over once ``keep`` is taken out (as many of each as kept)."""
    kept = Counter(keep)
    spare = []
    for card in hand:
        if kept[card] > 0:
            kept[card] -= 1
        else:
            spare.append(card)
    return spare


class CrazyJokersHeuristic(Heuristic):
    """Medium's choices for Crazy Jokers, and the same policy for search playouts."""

    cutoff = 24

    # ------------------------------------------------------------------ the declaration
    def ruled(self, view: View, legal: Sequence[Action], rng: random.Random, level: str) -> Decision | None:
        """The declaration, at ``level``'s spread: every level declares by this rule (a search of
        the round cannot weigh the match, and Easy's carelessness has no hand to be careless
        with)."""
        if CrazyJokersFacts.of(view).phase != Phase.DECLARE:
            return None
        return declare(view, legal, rng, self.rules, SPREAD.get(level, SPREAD["medium"]))

    def declaration(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Medium's declaration (``crazy_jokers_declare``)."""
        return declare(view, legal, rng, self.rules, SPREAD["medium"])

    # ------------------------------------------------------------------ Medium
    def advise(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        phase = CrazyJokersFacts.of(view).phase
        if phase is Phase.PICK:
            return Decision(
                legal[rng.randrange(len(legal))],
                because("a blind pick: every card is face down"),
            )
        if phase is Phase.DECLARE:
            return self.declaration(view, legal, rng)
        seat = view.seat
        hand = [card for card in view.zones[HAND_ZONES[seat]] if card is not None]
        waste = [card for card in view.zones[WASTE] if card is not None]
        choice = self._choose(CrazyJokersFacts.of(view), seat, hand, waste, view.zones, legal, rng)
        return Decision(choice[0], choice[1])

    def greedy(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision | None:
        """Complete the contract now when a discard or a shed does it."""
        if CrazyJokersFacts.of(view).phase in (Phase.PICK, Phase.DECLARE):
            return None
        contract = _contract(CrazyJokersFacts.of(view), view.seat)
        if contract is None or contract is Contract.BIG_FLUSH:
            return None
        birthday = _birthday(CrazyJokersFacts.of(view), view.seat)
        hand = [card for card in view.zones[HAND_ZONES[view.seat]] if card is not None]
        for action in legal:
            if isinstance(action, Discard | Shed):
                rest = list(hand)
                rest.remove(action.card)
                if _missing(contract, rest, birthday) == 0 and (
                    contract is not Contract.NO_HAND_HAND or not rest
                ):
                    return Decision(action, because("this completes the contract"))
        return None

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
        """The casual player's move from what the seat sees: its hand, the waste, the facts."""
        phase = facts.phase
        contract = _contract(facts, seat) or Contract.NO_HAND_HAND
        birthday = _birthday(facts, seat)
        waits = list(facts.waits)
        if phase is Phase.ANSWER:
            spare = _useless(contract, hand, birthday)
            if len(spare) < len(hand) or contract is Contract.NO_HAND_HAND:
                return _find(legal, Accept, spare[0]), because("a free swap of a card that does not count")
            return _find_type(legal, Decline), because("every card counts toward the contract")
        if phase is Phase.LOOK:
            grabs = [a for a in legal if isinstance(a, Grab)]
            best = min(grabs, key=lambda a: _missing(contract, [*hand, a.card], birthday))
            return best, because("the card that brings the contract nearest")
        if phase in (Phase.DRAWN, Phase.DISCARD):
            if phase is Phase.DRAWN and TWO_OF_SPADES in hand:
                forces = [a for a in legal if isinstance(a, Force)]
                if forces and TWO_OF_SPADES in _useless(contract, hand, birthday):
                    target = max(forces, key=lambda a: (waits[a.seat] if a.seat < len(waits) else 0, -a.seat))
                    return target, because("the 2♠ buys the best card of another hand")
            return self._discard(contract, hand, birthday, facts, legal, rng)
        # The start of a turn.
        sheds = [a for a in legal if isinstance(a, Shed)]
        if sheds:
            shed = max(sheds, key=lambda a: _shed_rank(a.card))
            return shed, because("one card fewer toward the No Hand Hand")
        steals = [a for a in legal if isinstance(a, Steal)]
        if steals:
            laid = [a for a in steals if a.seat < len(waits) and waits[a.seat]]
            if laid:
                return laid[0], because("a joker steal breaks the laid Big Flush")
            joker_counts = (
                JOKER in progress(contract, hand, birthday).keep
                if contract is not (Contract.NO_HAND_HAND)
                else False
            )
            if not joker_counts:
                most = max(steals, key=lambda a: len(zones.get(HAND_ZONES[a.seat], ())))
                return most, because("the joker is worth more as a steal (+30) than in this hand")
        if waste and any(isinstance(a, Take) for a in legal):
            top = waste[-1]
            if contract is not Contract.NO_HAND_HAND and _counts(contract, hand, top, birthday):
                return _find_type(legal, Take), because("the {card} counts toward the contract", card=top)
        draws = [a for a in legal if not isinstance(a, Propose | Steal | Shed | Take)]
        if draws:
            return draws[0], because("a fresh card from the stock")
        return legal[rng.randrange(len(legal))], because("nothing better to do")

    def _discard(
        self,
        contract: Contract,
        hand: list[Card],
        birthday: datetime.date,
        facts: CrazyJokersFacts,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> tuple[Action, Reason]:
        discards = {a.card: a for a in legal if isinstance(a, Discard)}
        spare = [card for card in _useless(contract, hand, birthday) if card in discards]
        if not spare:
            spare = list(discards)
        # A joker on the waste feeds a Big Flush declarer only; keep it away from the others.
        spare.sort(key=lambda card: card.is_joker)
        return discards[spare[0]], because("a card that does not count toward the contract")

    # ------------------------------------------------------------------ search
    def root_priors(self, view: View, legal: Sequence[Action]) -> list[float] | None:
        """1 for Medium's move, 0 for the others; the blind pick gets none."""
        if CrazyJokersFacts.of(view).phase == Phase.PICK:
            return None
        # A fixed generator: the same view always gets the same priors (the declaration's
        # sample hands included), and the search's own generator is left untouched.
        chosen = self.advise(view, legal, random.Random(0)).action
        return [1.0 if action == chosen else 0.0 for action in legal]

    def prune(self, state: State, legal: list[Action]) -> list[Action]:
        """Leave out blind trade offers and passes while anything else is possible, takes and
        steals Medium would not make, and discards or trade answers that would give up a card
        counting toward the contract."""
        assert isinstance(state, CrazyJokersState)
        phase = state.phase
        if phase is Phase.PLAY:
            kept = [a for a in legal if not isinstance(a, Propose | Pass)]
            if any(isinstance(a, Take | Steal) for a in kept):
                kept = self._worth_starting(state, kept)
            return kept or legal
        if phase in (Phase.DRAWN, Phase.DISCARD, Phase.ANSWER):
            seat = state.to_move
            contract = state.contracts[seat] or Contract.NO_HAND_HAND
            spare = set(_useless(contract, state.hands[seat], state.birthdays[seat]))
            kept = [a for a in legal if not isinstance(a, Discard | Accept) or a.card in spare]
            return kept or legal
        return legal

    def _worth_starting(self, state: CrazyJokersState, legal: list[Action]) -> list[Action]:
        """``legal`` without a take of a waste top the contract does not need (a stock card may
        count, that top surely does not; at 150 iterations the search took such tops often, on
        noise) and without a steal with a joker the hand uses; a steal that breaks a laid Big
        Flush stays."""
        seat = state.to_move
        contract = state.contracts[seat] or Contract.NO_HAND_HAND
        if contract is Contract.NO_HAND_HAND:
            return [a for a in legal if not isinstance(a, Take)]
        hand, birthday = state.hands[seat], state.birthdays[seat]
        near = progress(contract, hand, birthday)
        # A take is legal only with a waste top.
        wanted = bool(state.waste) and _counts(contract, hand, state.waste[-1], birthday, near.missing)
        kept = []
        for action in legal:
            if isinstance(action, Take) and not wanted:
                continue
            if isinstance(action, Steal) and not state.waits[action.seat] and JOKER in near.keep:
                continue
            kept.append(action)
        return kept

    def rollout_action(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        """A fast playout move that plays as Medium does, so the search meets the opponent it
        will face: shed, steal (a laid flush, or with a joker the hand does not use), take a
        waste top the contract needs, force with a useless 2♠, grab the card that counts,
        discard one that does not; trades declined, picks and declarations at random."""
        assert isinstance(state, CrazyJokersState)
        phase = state.phase
        if phase in (Phase.PICK, Phase.DECLARE):
            return legal[rng.randrange(len(legal))]
        if phase is Phase.ANSWER:
            return _find_type(legal, Decline)
        seat = state.to_move
        contract = state.contracts[seat] or Contract.NO_HAND_HAND
        hand = state.hands[seat]
        birthday = state.birthdays[seat]
        if phase is Phase.LOOK:
            grabs = [a for a in legal if isinstance(a, Grab)]
            return min(grabs, key=lambda a: _missing(contract, [*hand, a.card], birthday))
        if phase is Phase.PLAY:
            return self._rollout_turn_start(state, contract, legal, rng)
        spare = _useless(contract, hand, birthday)
        if phase is Phase.DRAWN and TWO_OF_SPADES in spare:
            force = next((a for a in legal if isinstance(a, Force)), None)
            if force is not None:
                return force
        discards = {a.card: a for a in legal if isinstance(a, Discard)}
        spare.sort(key=lambda card: card.is_joker)
        for card in spare:
            if card in discards:
                return discards[card]
        return legal[rng.randrange(len(legal))]

    def _rollout_turn_start(
        self, state: CrazyJokersState, contract: Contract, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Medium's start of a turn from the state (no view to build): the same rules, in order."""
        seat = state.to_move
        hand = state.hands[seat]
        steals = []
        take: Action | None = None
        draw: Action | None = None
        for action in legal:
            if isinstance(action, Shed):
                return max((a for a in legal if isinstance(a, Shed)), key=lambda a: _shed_rank(a.card))
            if isinstance(action, Steal):
                if state.waits[action.seat]:
                    return action
                steals.append(action)
            elif isinstance(action, Take):
                take = action
            elif not isinstance(action, Propose):
                draw = action
        if contract is Contract.NO_HAND_HAND:
            needed: Progress | None = None
        else:
            needed = progress(contract, hand, state.birthdays[seat])
        if steals and (needed is None or JOKER not in needed.keep):
            return max(steals, key=lambda a: len(state.hands[a.seat]))
        if (
            take is not None
            and needed is not None
            and _counts(contract, hand, state.waste[-1], state.birthdays[seat], needed.missing)
        ):
            return take
        return draw if draw is not None else legal[rng.randrange(len(legal))]

    def evaluate(self, state: State) -> list[float]:
        """Each seat's chance of finishing first, from the cards it still misses."""
        assert isinstance(state, CrazyJokersState)
        weights = []
        for seat in range(state.players):
            contract = state.contracts[seat]
            if contract is None:
                weights.append(1.0)
                continue
            if state.waits[seat]:
                weights.append(PER_MISSING**-3)
                continue
            # A float either way (the compiled search keeps one representation per variable).
            missing: float
            if contract is Contract.NO_HAND_HAND:
                # A seat a steal or the 2♠ took from still draws its cards after the discard.
                owed = state.owed_cards if seat == state.owed else 0
                missing = (len(state.hands[seat]) + owed) * NO_HAND_MISSING / 7
            else:
                missing = float(_missing(contract, state.hands[seat], state.birthdays[seat]))
            weights.append(PER_MISSING**missing)
        total = sum(weights)
        return [weight / total for weight in weights]


def _shed_rank(card: Card) -> int:
    """Shed jokers last: they go on anything, so they are the surest later shed."""
    return -1 if card.is_joker else (14 if card.rank == 1 else card.rank)


def _contract(facts: CrazyJokersFacts, seat: int) -> Contract | None:
    return facts.contracts[seat]


def _birthday(facts: CrazyJokersFacts, seat: int) -> datetime.date:
    days = facts.birthdays
    # A deal set up without birthdays: a day no hand favours.
    return days[seat] if len(days) > seat else datetime.date(2000, 1, 1)


def _find(legal: Sequence[Action], kind: type[Accept], card: Card) -> Action:
    for action in legal:
        if isinstance(action, kind) and action.card is card:
            return action
    return legal[0]


def _find_type(legal: Sequence[Action], kind: type[Action]) -> Action:
    return next(action for action in legal if isinstance(action, kind))
