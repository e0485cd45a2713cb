"""Bot tournaments: seat-rotated games on both cores, win rates with Wilson intervals.

A tournament is a list of line-ups (one bot level per seat). Each line-up plays
its games in rotations: one deal, played once per seat rotation, so every bot
meets the same cards from every seat. Every game's deal and every bot's
generator are derived from the tournament seed and the game's number alone, so
the results do not depend on how many worker processes share the work.

Scoring: a game won alone scores 1; a win shared at the turn cap scores 1/k to
each of the k winners; a game nobody wins (War's last cards falling together)
scores 1/n to each of the n seats, i.e. a tie counts as a fraction of a win.
"""

from __future__ import annotations

import hashlib
import math
import random
import statistics
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Any

from ..engine import Action, Rules, State, View
from ..engine.match import Match
from ..engine.registry import make_rules
from ..variants import load_catalog
from . import make_bot
from .base import Bot


@dataclass(frozen=True, slots=True)
class GameJob:
    """One game to play: who sits where, which deal, and the search budgets."""

    variant: str
    lineup: tuple[str, ...]
    seed: int
    deal: int
    number: int
    iterations: tuple[tuple[str, int], ...]
    # Scored variants (Quatorze): play the whole match to its threshold, not one round.
    whole_match: bool = False


@dataclass(frozen=True, slots=True)
class GameRecord:
    """What one game produced, by seat: score, decision times (moves with a choice)."""

    lineup: tuple[str, ...]
    scores: tuple[float, ...]
    turns: int
    no_winner: bool
    times: tuple[tuple[float, ...], ...]


@dataclass
class LevelStats:
    """One level's totals within a group of line-ups."""

    games: int = 0
    score: float = 0.0
    times: list[float] = field(default_factory=list)


def derive(seed: int, *parts: object) -> int:
    """A 64-bit number from the tournament seed and a label (stable across processes)."""
    text = "/".join(str(part) for part in (seed, *parts))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def wilson(score: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a win rate of ``score`` out of ``games``.

    >>> low, high = wilson(60, 100)
    >>> round(low, 3), round(high, 3)
    (0.502, 0.691)
    """
    if games == 0:
        return 0.0, 1.0
    p = score / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def paired_interval(shares: Sequence[float], z: float = 1.96) -> tuple[float, float]:
    """A 95% interval for a level's win rate from its mean share of each deal, where every
    deal was played once from each seat (seat-rotated rounds): the deal's luck falls on both
    sides alike, so only what differs between the deal's games adds to the spread. Wilson's
    interval treats those games as independent and so is wider than the design warrants.

    Four deals won from both seats and four split:

    >>> low, high = paired_interval([1.0] * 4 + [0.5] * 4)
    >>> round(low, 3), round(high, 3)
    (0.565, 0.935)
    """
    if not shares:
        return 0.0, 1.0
    mean = statistics.fmean(shares)
    spread = statistics.stdev(shares) if len(shares) > 1 else 0.5
    half = z * spread / math.sqrt(len(shares))
    return max(0.0, mean - half), min(1.0, mean + half)


def lineups(bots: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """Every pairing of the listed bots for two seats, or the one table line-up given."""
    if players == 2:
        return [pair for pair in combinations(bots, 2)]
    if len(bots) != players:
        raise ValueError(f"a {players}-seat table needs {players} bots, got {len(bots)}")
    return [tuple(bots)]


def jobs_for(
    variant: str,
    lineup: tuple[str, ...],
    games: int,
    seed: int,
    iterations: dict[str, int],
    first: int = 0,
    whole_match: bool = False,
) -> Iterator[GameJob]:
    """Games ``first`` … ``first + games - 1`` of one line-up; deal ``r`` is played once per
    seat rotation, so a long run may be played in slices with the same results."""
    seats = len(lineup)
    budget = tuple(sorted(iterations.items()))
    for number in range(first, first + games):
        rotation, shift = divmod(number, seats)
        seated = lineup[shift:] + lineup[:shift]
        deal = derive(seed, variant, "deal", rotation) & 0xFFFFFFFF
        yield GameJob(variant, seated, seed, deal, number, budget, whole_match)


@lru_cache(maxsize=8)
def _rules(variant: str) -> Rules[Any]:
    return make_rules(load_catalog().get(variant))


def play_round(rules: Rules[Any], match: Match, choose: Callable[[int, View, list[Action]], Action]) -> State:
    """Play the match's next round to its end; ``choose(match seat, view, legal)`` decides every
    move with more than one legal action."""
    state = match.start_round()
    while not state.over:
        deal_seat = state.to_move
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            action = legal[0]
        else:
            action = choose(match.to_match_seat(deal_seat), rules.view(state, deal_seat), legal)
        rules.apply(state, action)
    return state


def play_game(job: GameJob) -> GameRecord:
    """Play one game and record it: a whole match for an elimination variant, and for a
    scored one (Quatorze) when the job asks for it, else its first round."""
    rules = _rules(job.variant)
    iterations = dict(job.iterations)
    bots = [make_bot(level, rules, iterations=iterations.get(level)) for level in job.lineup]
    rngs = [random.Random(derive(job.seed, "bot", job.number, seat)) for seat in range(len(bots))]
    scores, turns, no_winner, times = play_bots(rules, bots, rngs, job.deal, job.whole_match)
    return GameRecord(job.lineup, scores, turns, no_winner, times)


def play_bots(
    rules: Rules[Any],
    bots: Sequence[Bot],
    rngs: Sequence[random.Random],
    deal: int,
    whole_match: bool = False,
    carried: Mapping[str, object] | None = None,
) -> tuple[tuple[float, ...], int, bool, tuple[tuple[float, ...], ...]]:
    """Play ``bots`` (one a seat) on ``deal``: each seat's score, the actions taken, whether
    nobody won, and each seat's decision times (moves with a choice). ``carried`` are the facts
    the first round starts with, as a match carries them from a round before (Crazy Jokers:
    ``contracts``, what each seat declared last)."""
    seats = len(bots)
    times: list[list[float]] = [[] for _ in range(seats)]
    match = Match(rules, seats, deal, carried)

    def choose(seat: int, view: View, legal: list[Action]) -> Action:
        start = time.perf_counter()
        action = bots[seat].decide(view, legal, rngs[seat]).action
        times[seat].append(time.perf_counter() - start)
        return action

    turns = 0
    while not match.over:
        state = play_round(rules, match, choose)
        turns += state.turn
        record = match.finish_round()
        if match.scored and not whole_match:
            break
    winners = match.winners if match.over else record.winners
    if winners:
        scores = tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(seats))
    else:
        scores = (1.0 / seats,) * seats
    return scores, turns, not winners, tuple(tuple(t) for t in times)


def run_jobs(
    jobs: Sequence[GameJob], workers: int, done: Callable[[], object] | None = None
) -> list[GameRecord]:
    """Play every job, in parallel when ``workers`` > 1; records come back in job order.
    ``done`` is called once a game as its record arrives (a progress bar counts them)."""
    records: list[GameRecord] = []
    if workers <= 1:
        played: Iterator[GameRecord] = map(play_game, jobs)
        for record in played:
            records.append(record)
            if done is not None:
                done()
        return records
    with ProcessPoolExecutor(max_workers=workers) as pool:
        chunk = max(1, min(16, len(jobs) // (workers * 8)))
        for record in pool.map(play_game, jobs, chunksize=chunk):
            records.append(record)
            if done is not None:
                done()
    return records


def level_stats(records: Sequence[GameRecord]) -> dict[str, LevelStats]:
    """Per level: games seated, score, decision times (a level seated twice counts twice)."""
    stats: dict[str, LevelStats] = {}
    for record in records:
        for seat, level in enumerate(record.lineup):
            entry = stats.setdefault(level, LevelStats())
            entry.games += 1
            entry.score += record.scores[seat]
            entry.times.extend(record.times[seat])
    return stats


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` quantile (nearest rank) of ``values``; 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))
    return ordered[index]


def report(records: Sequence[GameRecord], title: str) -> str:
    """A table: each level's win rate with its 95% interval, game length and decision times."""
    lines = [title]
    stats = level_stats(records)
    turns = [record.turns for record in records]
    ties = sum(record.no_winner for record in records)
    lines.append(
        f"  {len(records)} games, mean length {statistics.fmean(turns):.1f} actions"
        + (f", {ties} without a winner (scored as shared)" if ties else "")
    )
    lines.append(f"  {'level':<8} {'games':>6} {'win rate':>9}  {'95% CI':<15} {'p50 ms':>7} {'p95 ms':>7}")
    for level, entry in stats.items():
        low, high = wilson(entry.score, entry.games)
        rate = entry.score / entry.games
        p50 = percentile(entry.times, 0.5) * 1000
        p95 = percentile(entry.times, 0.95) * 1000
        lines.append(
            f"  {level:<8} {entry.games:>6} {rate:>8.1%}  [{low:.1%}, {high:.1%}] {p50:>7.1f} {p95:>7.1f}"
        )
    return "\n".join(lines)
