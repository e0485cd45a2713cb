"""Quatorze's Expert policy: Hard's, going down only when the hand is nearly laid, and
discarding for tempo.

Hard's policy (``quatorze_sharp``) goes down as soon as the dearest melds reach
the opening, however many cards stay in hand. Going down gives the other seat
melds to watch and, once it is down too, runs to lay off on; a hand that keeps
most of its cards gains little from being down early. ``ExpertQuatorzeHeuristic``
waits while more than ``MOST_KEPT`` cards would stay in hand, unless a taken
discard is what opens (the rules want it melded this turn), or the seat has
begun laying this turn. Measured with ``tools/policy_duel.py`` against Hard's
policy (docs/lab/ai-measured.md): at most 5 kept, 51.5% of 6,000 games (50.6%–52.4% paired by
deal) and 50.4% on other deals (49.5%–51.4%); 3, 4 and 6 alike.

Its discard races: of the legal discards it makes the one that leaves the hand the
fewest useful draws from going out (``quatorze_deficiency``: whole melds, partial
melds and, once down, cards the table's melds take), Hard's scoring (points, outs,
not feeding the next seat) choosing among those. Against Hard's policy, 51.9% of
6,000 games (50.9%–52.8%) and 52.0% on fresh deals (51.0%–53.0%), where the wait
alone gave 50.7% and 50.6% on the same deals.

Two smaller habits: while the next seat is down it does not discard a card that seat could
lay off (one draw of tempo is worth less than handing it a card), and it goes down with the
melds that leave the other seats the fewest unseen cards to lay off on them (Hard: the
dearest). Together, 52.8% and 52.6% against Hard's policy on two further ranges of deals,
where the tempo discard alone won 52.1% and 51.8%.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import Action, Card, Rules
from ...engine.cards import JOKER
from ...engine.games.quatorze import Discard, Lay
from ...engine.games.quatorze.melds import Meld
from ...engine.games.quatorze.solver import Arrangement, open_ends
from .quatorze import _Seat
from .quatorze_deficiency import Deficiency
from .quatorze_sharp import DECKS, SharpQuatorzeHeuristic, _Sighted

SUB_HANDS_KEPT = 60_000  # sub-hands remembered over every table (about 25 MB); forgotten when more


class ExpertQuatorzeHeuristic(SharpQuatorzeHeuristic):
    """Hard's policy, going down only with at most ``MOST_KEPT`` cards left in hand, and
    discarding to stay fewest draws from going out."""

    #: The most cards the hand may keep for the seat to go down by its own choice.
    MOST_KEPT = 5
    #: Discard score lost per useful draw the discard leaves the hand from going out: larger
    #: than any gap in Hard's scores, so that Hard's scoring only breaks ties.
    TEMPO_WEIGHT = 100.0
    #: Discard score lost by a card the next seat, being down, could lay off (on top of Hard's
    #: own check): as much as one draw of tempo.
    FEED_DOWN = 100.0

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        self._tables: dict[int, Deficiency] = {}

    def _fresh_plan(self, me: _Seat, may_add: bool) -> tuple[Arrangement | None, list[Action]]:
        chosen, steps = super()._fresh_plan(me, may_add)
        waits = not may_add and not me.pending and me.must is None
        if chosen is not None and waits and len(chosen.kept) > self.MOST_KEPT:
            return None, []
        return chosen, steps

    def _plan(self, me: _Seat) -> tuple[Arrangement | None, list[Action]]:
        chosen, steps = super()._plan(me)
        opening = not me.down and me.pending < self.opening and me.must is None
        if chosen is None or not opening or len(chosen.kept) == 1 or not isinstance(me, _Sighted):
            return chosen, steps
        # Not remembered with the plan: the choice reads the cards seen, which the plan's key
        # leaves out.
        return chosen, self._least_exposed(me, chosen)

    def _least_exposed(self, me: _Sighted, chosen: Arrangement) -> list[Action]:
        """The lays that go down: of the arrangement's melds, those reaching the opening whose
        open ends have the fewest unseen copies (then the fewest melds, then the most points)."""
        short = self.opening - me.pending

        def exposure(meld: Meld) -> int:
            return sum(max(0, DECKS - me.seen[card.code]) for card in open_ends(meld))

        melds = chosen.melds
        best: tuple[int, int, int] | None = None
        going: list[Meld] = []
        for subset in range(1, 1 << len(melds)):
            picked = [meld for index, meld in enumerate(melds) if subset >> index & 1]
            points = sum(meld.points() for meld in picked)
            if points < short:
                continue
            key = (sum(exposure(meld) for meld in picked), len(picked), -points)
            if best is None or key < best:
                best, going = key, picked
        return [Lay(meld.cards, meld.joker_stand) for meld in going]

    def _discard_scores(self, me: _Seat, discards: Sequence[Discard], careful: bool) -> list[float]:
        scores = super()._discard_scores(me, discards, careful)
        if not careful or len(discards) < 2:
            return scores  # the playouts keep Medium's cheap discard
        table = self._deficiency(me)
        fed = self._fed(me)
        result = []
        for action, score in zip(discards, scores, strict=True):
            if action.card is JOKER:
                result.append(score - self.TEMPO_WEIGHT * len(me.hand))  # never before a card
                continue
            result.append(self._tempo_score(me, table, fed, action.card, score))
        return result

    def _best_discards(self, me: _Seat, discards: Sequence[Discard], count: int) -> list[Discard]:
        """The ``count`` discards ``_discard_scores`` ranks best, best first, counting the tempo
        of only those that could rank there: a discard's score is at most Hard's less the least
        tempo any one discard could leave (``Deficiency.least_after_discard``), so once ``count``
        discards score more than a discard's most, that one and every one below it are passed."""
        if len(discards) <= count:
            return super()._best_discards(me, discards, count)
        scores = super()._discard_scores(me, discards, True)
        table = self._deficiency(me)
        fed = self._fed(me)
        least = table.least_after_discard(me.hand)
        highest: list[float] = []
        for action, score in zip(discards, scores, strict=True):
            if action.card is JOKER:
                highest.append(score - self.TEMPO_WEIGHT * len(me.hand))  # as ``_discard_scores``
                continue
            score -= self.TEMPO_WEIGHT * least
            highest.append(score - self.FEED_DOWN if action.card in fed else score)
        exact: dict[int, float] = {}
        best: list[int] = []  # the discards scored so far, in the ranking's order
        for index in sorted(range(len(discards)), key=lambda index: (-highest[index], index)):
            if len(best) >= count:
                last = best[count - 1]
                if highest[index] < exact[last] or (highest[index] == exact[last] and index > last):
                    break  # it, and every discard after it, ranks below the ``count`` best
            card = discards[index].card
            if card is JOKER:
                exact[index] = highest[index]
            else:
                exact[index] = self._tempo_score(me, table, fed, card, scores[index])
            best = sorted(exact, key=lambda found: (-exact[found], found))
        return [discards[index] for index in best[:count]]

    def _fed(self, me: _Seat) -> set[Card]:
        """The cards the next seat, being down, could lay off (none while it is not)."""
        fed: set[Card] = set()
        if me.next_down:
            fed = {card for _, meld in me.table for card in open_ends(meld)}
        return fed

    def _tempo_score(self, me: _Seat, table: Deficiency, fed: set[Card], card: Card, score: float) -> float:
        """Hard's ``score`` for discarding the natural ``card``, less the tempo it costs."""
        rest = list(me.hand)
        rest.remove(card)
        score -= self.TEMPO_WEIGHT * table.of(rest)
        return score - self.FEED_DOWN if card in fed else score

    def _deficiency(self, me: _Seat) -> Deficiency:
        """The deficiency counter for this seat's table: a seat that is down lays off on it."""
        ends = 0
        if me.down:
            for _, meld in me.table:
                for card in open_ends(meld):
                    ends |= 1 << card.code
        if sum(len(known.memo) + len(known.answers) for known in self._tables.values()) > SUB_HANDS_KEPT:
            self._tables.clear()  # a pure cache: forgetting changes no answer
        table = self._tables.get(ends)
        if table is None:
            table = self._tables[ends] = Deficiency(ends)
        return table


__all__ = ["ExpertQuatorzeHeuristic"]
