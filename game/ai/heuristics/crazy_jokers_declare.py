"""Crazy Jokers' declaration: the contract that gives the seat the best chance to win the match,
drawn by chance among the contracts nearly as good.

The declaration is made before the hand is seen, so it reads only what the seat may see then:
the contracts declared before it this round, the one each seat may not repeat, the birthdays,
the round so far (a picked joker's 75), the match's totals and its round number.

*The round.* Contracts race: a seat's chance of completing first is its contract's pace over
the sum of the table's paces (``crazy_jokers_odds``, measured by ``tools/declarations.py fit``),
a pace slowed when two seats want the same contract and, for A Birthday Wish, by how hard the
birthday is. A seat yet to declare is expected to go for the fastest contract it may declare.
A completion scores the contract's mean measured points.

*The match.* Each way the round can end (who completes, for how much) moves this seat's
margin over every other seat; the chance of winning the match from a margin is read as a normal
tail over the rounds still to play (a round's margin spreads by the table's mean points times
the square root of two over the seats). Early in a match that comes to the mean margin gained
(the seat's own points against those the others are kept from); late and far behind, only a
contract big enough to close the gap counts; far ahead, the surest one keeps the others down.

*The draw.* Each contract's shortfall from the best is converted to points (the chance lost over
what one more point would add), and the level draws among the contracts within its spread of the
best, the nearer the likelier (``SPREAD``: Easy varies most, the searching levels least), with the
seat's own generator: the same view and seed give the same declaration.
"""

from __future__ import annotations

import datetime
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from ...engine import Action, Rules
from ...engine.errors import Words
from ...engine.games.crazy_jokers.actions import Declare
from ...engine.games.crazy_jokers.contracts import Contract
from ...engine.games.crazy_jokers.facts import CrazyJokersFacts
from ...engine.rules import MatchMode
from ...engine.view import View
from ..base import Decision
from ..reasons import Share, because, because_counted, join
from .crazy_jokers_birthday import birthday_missing
from .crazy_jokers_odds import MEAN_MISSING, PACE, PER_CARD, POINTS, SHARED

# How far from the best, in points' worth, a level's declaration may stray (drawn, the nearer
# the likelier). Medium's, Hard's and Expert's were kept as wide as the paired duels allowed
# without losing strength (docs/lab/ai-measured.md).
SPREAD: Final = {"easy": 25.0, "medium": 4.0, "hard": 2.0, "expert": 2.0}
# The contracts as a declaration's reason names them (the engine's ``CONTRACT_NAMES``, marked
# for the catalog: a translation keeps the games' own names and gives them its article).
CONTRACT_WORDS: Final = {
    Contract.FULL_FULL_HOUSE: Words("the Full Full House"),
    Contract.FIXED_STRAIGHT: Words("the Fixed Straight"),
    Contract.BIG_FLUSH: Words("the Big Flush"),
    Contract.FACED_BY_EVENS: Words("Faced by Evens"),
    Contract.BIRTHDAY_WISH: Words("A Birthday Wish"),
    Contract.ODD_MAN_OUT: Words("Odd Man Out"),
    Contract.NO_HAND_HAND: Words("the No Hand Hand"),
}
# The margin's spread after the last round, as a share of a round's: for the spread of a
# completion's points about their mean (a joker's +20, the flush's suit) and the steals' 30s,
# which the model leaves out (at two seats about 17 points).
LAST_ROUND_SPREAD = 0.05
# A match whose chance no declaration moves by this much is decided; it is declared as an even
# match with this many rounds to play after the round is.
DECIDED = 1e-4
EVEN_ROUNDS_AFTER = 9


@dataclass(frozen=True, slots=True)
class Outlook:
    """What a seat knows when it declares: this round's contracts so far (None: not declared
    yet), last round's (barred), the birthdays, each seat's total with the round's points so
    far, and how many rounds the match plays after this one."""

    seat: int
    declared: tuple[Contract | None, ...]
    barred: tuple[Contract | None, ...]
    birthdays: tuple[datetime.date, ...]
    totals: tuple[int, ...]
    rounds_after: int

    @property
    def players(self) -> int:
        return len(self.declared)


def outlook(view: View, rules: Rules[Any]) -> Outlook:
    """The seat's ``Outlook`` from its view and the variant's match length."""
    facts = CrazyJokersFacts.of(view)
    players = view.players
    totals = _ints(facts.scores, players)
    so_far = _ints(facts.points, players)
    number = 1 if facts.round is None else facts.round
    after = max(0, rules.match_limit - number) if rules.match_mode is MatchMode.FIXED_ROUNDS else 0
    return Outlook(
        seat=view.seat,
        declared=_contracts(facts.contracts, players),
        barred=_contracts(facts.last, players),
        birthdays=_birthdays(facts.birthdays, players),
        totals=tuple(total + points for total, points in zip(totals, so_far, strict=True)),
        rounds_after=after,
    )


def pace(contract: Contract, players: int, birthday: datetime.date) -> float:
    """A contract's pace at this table size, for a seat with this birthday (not yet shared)."""
    found = PACE[players][contract]
    if contract is Contract.BIRTHDAY_WISH:
        found *= PER_CARD[players] ** (birthday_missing(birthday) - MEAN_MISSING)
    return found


def expected(seen: Outlook) -> list[Contract]:
    """Every seat's contract: its declaration, or the fastest it may declare (this seat's own
    entry is a stand-in, replaced by each choice weighed)."""
    found = []
    for seat, contract in enumerate(seen.declared):
        if contract is None:
            allowed = [c for c in Contract if c is not seen.barred[seat]]
            contract = max(allowed, key=lambda c: pace(c, seen.players, seen.birthdays[seat]))
        found.append(contract)
    return found


def chances(seen: Outlook, contract: Contract) -> list[float]:
    """Each seat's chance of completing first if this seat declares ``contract``."""
    contracts = expected(seen)
    contracts[seen.seat] = contract
    players = seen.players
    paces = []
    for seat, mine in enumerate(contracts):
        found = pace(mine, players, seen.birthdays[seat])
        if contracts.count(mine) > 1:
            found *= SHARED[players][mine]
        paces.append(found)
    total = sum(paces)
    return [one / total for one in paces]


def match_chance(seen: Outlook, contract: Contract, shift: float = 0.0) -> float:
    """This seat's chance of winning the match if it declares ``contract`` (with ``shift``
    points more than it has: how a point's worth is read)."""
    players = seen.players
    contracts = expected(seen)
    contracts[seen.seat] = contract
    odds = chances(seen, contract)
    spread = _round_spread(players) * math.sqrt(seen.rounds_after + LAST_ROUND_SPREAD)
    mine = seen.totals[seen.seat] + shift
    total = 0.0
    for winner, chance in enumerate(odds):
        gained = POINTS[players][contracts[winner]]
        chance_now = 1.0
        for other in range(players):
            if other == seen.seat:
                continue
            margin = mine - seen.totals[other]
            margin += gained if winner == seen.seat else -gained if winner == other else 0.0
            chance_now *= _normal(margin / spread)
        total += chance * chance_now
    return total


def shortfalls(seen: Outlook, allowed: Sequence[Contract]) -> dict[Contract, float]:
    """Each allowed contract's shortfall from the best, in points' worth (0 for the best). A
    match this round can no longer move (won or lost whatever happens) is declared as an even
    match's first round is, for the round's points: weighed by the match alone every contract
    would be as good, and a table of long shots can stall to the turn cap."""
    worth = {contract: match_chance(seen, contract) for contract in allowed}
    best = max(allowed, key=lambda contract: worth[contract])
    if worth[best] - min(worth.values()) < DECIDED:
        even = replace(seen, totals=(0,) * seen.players, rounds_after=EVEN_ROUNDS_AFTER)
        return shortfalls(even, allowed)
    # A point's worth, read over a typical round's swing each way (not at a single point: in
    # the last round the chance jumps with who completes, and is flat in between).
    swing = _mean_points(seen.players)
    per_point = (match_chance(seen, best, swing) - match_chance(seen, best, -swing)) / (2 * swing)
    return {contract: (worth[best] - worth[contract]) / per_point for contract in allowed}


def declare(
    view: View, legal: Sequence[Action], rng: random.Random, rules: Rules[Any], spread: float
) -> Decision:
    """A contract within ``spread`` points' worth of the best for the match, the nearer the
    likelier, drawn with ``rng``."""
    options = {action.contract: action for action in legal if isinstance(action, Declare)}
    seen = outlook(view, rules)
    short = shortfalls(seen, list(options))
    near = [contract for contract in options if short[contract] <= spread]
    weights = [1.0 - short[contract] / spread if spread else 1.0 for contract in near]
    chosen = _draw(near, weights, rng)
    odds = chances(seen, chosen)[seen.seat]
    words = because(
        "about {odds} to complete {contract} first, worth {points} points",
        odds=Share(odds),
        contract=CONTRACT_WORDS[chosen],
        points=round(POINTS[seen.players][chosen]),
    )
    if len(near) > 1:
        why = because_counted(
            "one of {count} contract about as good for the match, drawn by chance",
            "one of {count} contracts about as good for the match, drawn by chance",
            len(near),
        )
    else:
        why = because("the best chance to win the match")
    return Decision(options[chosen], join(words, why))


def _draw(items: Sequence[Contract], weights: Sequence[float], rng: random.Random) -> Contract:
    """One of ``items``, each as likely as its weight (the best, with weight 1, always counts)."""
    point = rng.random() * sum(weights)
    for item, weight in zip(items, weights, strict=True):
        point -= weight
        if point < 0:
            return item
    return items[-1]


def _mean_points(players: int) -> float:
    """The table's mean points for a completion, over the contracts."""
    return sum(POINTS[players].values()) / len(POINTS[players])


def _round_spread(players: int) -> float:
    """How far one round moves the margin between two seats: each completes about one round
    in ``players`` for the table's mean points."""
    return _mean_points(players) * math.sqrt(2 / players)


def _normal(z: float) -> float:
    return 0.5 * math.erfc(-z / math.sqrt(2))


def _ints(value: tuple[int, ...] | None, players: int) -> tuple[int, ...]:
    return value if value is not None and len(value) == players else (0,) * players


def _contracts(value: tuple[Contract | None, ...], players: int) -> tuple[Contract | None, ...]:
    return value if len(value) == players else (None,) * players


def _birthdays(value: tuple[datetime.date, ...], players: int) -> tuple[datetime.date, ...]:
    # A deal set up without birthdays: everyone's day is one no hand favours.
    return value if len(value) == players else (datetime.date(2000, 1, 1),) * players


__all__ = ["SPREAD", "Outlook", "chances", "declare", "match_chance", "outlook", "shortfalls"]
