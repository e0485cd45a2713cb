"""Which contracts Crazy Jokers' bots declare, and how often each is completed.

    python -m tools.declarations [--levels easy,medium,hard] [--seats 2,3,4] [--matches 40]
                                 [--seed 2024] [--play LEVEL]

Each level plays ``--matches`` whole seeded matches against itself at each table size (every
seat that level; match ``k``'s deal and the seats' generators derive from ``--seed`` and ``k``,
as in ``game.ai.tournament``). For every level and size the report gives, per contract, its
share of the declarations and the share of those declarations completed (the round won with
it), in first rounds and in later ones; the rounds nobody completed (ended by the turn cap);
how often the match's score moved the declaration rule's best contract from the one it names in
an even match (for seats 60 points or more behind or ahead of the best other total, in later
rounds); and the mean value declared by seats far behind and far ahead in the last three rounds
and in the last one.

A searching level takes seconds a move, so a match of Hard is minutes of CPU. ``--play LEVEL``
has the level only declare, and LEVEL (e.g. ``medium``) play the rounds: the declarations are
the level's own, the completion rates then those of LEVEL's play.

    python -m tools.declarations fit [--seats 2,3,4] [--rounds 4000] [--out FILE]

``fit`` measures what the declaration policy reads (``game.ai.heuristics.crazy_jokers_odds``):
Medium plays first rounds in which every seat declares a contract drawn uniformly, and a race
model is fitted to who won: each contract has a pace, and a seat's chance of completing first
is its contract's pace over the sum of the table's paces (the most likely paces, found by the
Bradley-Terry minorise-maximise iteration), with a factor for a contract two seats declared and
one per card of a birthday's difficulty. With it, per contract: the mean points a completion
scored (the +20 of a joker standing in included). The report checks the model against the
rounds (by contract, by birthday, by the chance it gives). ``--out`` writes the table as that
module; ``--races FILE`` keeps the rounds played, to fit again without playing them (about ten
minutes of one core each way).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import LEVELS, make_bot
from game.ai.base import Bot, Decision, RandomBot
from game.ai.heuristics.crazy_jokers_birthday import birthday_missing
from game.ai.heuristics.crazy_jokers_declare import EVEN_ROUNDS_AFTER, outlook, shortfalls
from game.ai.heuristics.crazy_jokers_odds import PACE
from game.ai.tournament import derive, play_round
from game.engine import Action, Rules, View
from game.engine.birthdays import random_birthday
from game.engine.games.crazy_jokers.contracts import VALUE_TEXT, Contract
from game.engine.games.crazy_jokers.facts import CrazyJokersFacts
from game.engine.games.crazy_jokers.state import CrazyJokersState, Phase
from game.engine.match import Match
from game.engine.registry import make_rules
from game.terminal.pipes import reader_went_away
from game.variants import load_catalog

# Late in a match: its last this many rounds; far from the others: this many points or more.
LATE_ROUNDS = 3
FAR = 60
# The fit's minorise-maximise steps, and the golden-section steps for the per-card factor.
FIT_STEPS = 40
GOLDEN_STEPS = 10
# The bots' random birthdays the mean Birthday Wish difficulty is taken over.
BIRTHDAYS = 2000
BIRTHDAYS_SEED = 28


@dataclass(frozen=True, slots=True)
class Declared:
    """One seat's round: what it declared, whether it completed it, and where it stood."""

    seats: int
    match: int
    round: int
    rounds: int
    contract: Contract
    completed: bool
    points: int
    gap: int  # the seat's total before the round minus the best other total
    moved: str  # how the match's score moved the rule's best contract (``match_effect``)


class DeclaresWith(Bot):
    """A seat whose declaration is one bot's and whose play is another's."""

    def __init__(self, rules: Rules[Any], declarer: Bot, player: Bot) -> None:
        super().__init__(rules)
        self.level = declarer.level
        self.declarer = declarer
        self.player = player

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        bot = self.declarer if CrazyJokersFacts.of(view).phase is Phase.DECLARE else self.player
        return bot.decide(view, legal, rng)


def play_match(rules: Rules[Any], bots: Sequence[Bot], seed: int, number: int) -> list[Declared]:
    """One whole match of ``bots`` (one a seat); every seat's declaration in every round."""
    seats = len(bots)
    match = Match(rules, seats, derive(seed, "declarations", seats, number) & 0xFFFFFFFF)
    rngs = [random.Random(derive(seed, "bot", seats, number, seat)) for seat in range(seats)]
    found: list[Declared] = []

    moved: dict[int, str] = {}

    def choose(seat: int, view: View, legal: list[Action]) -> Action:
        if CrazyJokersFacts.of(view).phase is Phase.DECLARE:
            moved[view.seat] = match_effect(view, rules)
        return bots[seat].decide(view, legal, rngs[seat]).action

    while not match.over:
        before = list(match.scores)
        moved.clear()
        state = play_round(rules, match, choose)
        assert isinstance(state, CrazyJokersState)
        record = match.finish_round()
        points = state.points()
        for deal_seat, contract in enumerate(state.contracts):
            assert contract is not None
            seat = match.to_match_seat(deal_seat)
            others = max(total for other, total in enumerate(before) if other != seat)
            found.append(
                Declared(
                    seats=seats,
                    match=number,
                    round=record.number,
                    rounds=rules.match_limit,
                    contract=contract,
                    completed=record.winners == (seat,) and state.won is not None,
                    points=points[deal_seat],
                    gap=before[seat] - others,
                    moved=moved[deal_seat],
                )
            )
    return found


def match_effect(view: View, rules: Rules[Any]) -> str:
    """How the match's score and round move the declaration rule's best contract from the one
    it would name in an even match's first round: "" (not at all), "higher" (to a contract of
    higher value), "surer" (to a faster one) or "other"."""
    seen = outlook(view, rules)
    allowed = [contract for contract in Contract if contract is not seen.barred[seen.seat]]
    even = replace(seen, totals=(0,) * seen.players, rounds_after=EVEN_ROUNDS_AFTER)
    best, usual = (min(allowed, key=shortfalls(one, allowed).__getitem__) for one in (seen, even))
    if best is usual:
        return ""
    if _value(best) > _value(usual):
        return "higher"
    paces = PACE[seen.players]
    return "surer" if paces[best] > paces[usual] else "other"


def _bots(rules: Rules[Any], level: str, play: str | None, seats: int) -> list[Bot]:
    if play is None:
        return [make_bot(level, rules) for _ in range(seats)]
    return [DeclaresWith(rules, make_bot(level, rules), make_bot(play, rules)) for _ in range(seats)]


def _value(contract: Contract) -> float:
    low, _, high = VALUE_TEXT[contract].partition("–")
    return (int(low) + int(high or low)) / 2


def _mean_value(found: Sequence[Declared]) -> str:
    if not found:
        return "none"
    return f"{statistics.fmean(_value(one.contract) for one in found):.1f} ({len(found)})"


def contract_table(found: Sequence[Declared]) -> list[str]:
    """Per contract: share declared and share completed, first rounds and later rounds; the
    rounds nobody completed; the mean value declared late in a match, by standing."""
    first = [one for one in found if one.round == 1]
    later = [one for one in found if one.round > 1]
    heads = ("first: declared", "completed", "later: declared", "completed")
    lines = [f"    {'contract':<16} " + " ".join(f"{head:>{len(head) + 1}}" for head in heads)]
    for contract in Contract:
        cells = []
        for group in (first, later):
            mine = [one for one in group if one.contract is contract]
            share = len(mine) / len(group) if group else 0.0
            done = f"{sum(one.completed for one in mine) / len(mine):.0%}" if mine else "-"
            cells.append(f"{share:>16.1%} {done:>10}")
        lines.append(f"    {contract.value:<16} {' '.join(cells)}")
    for name, group in (("first", first), ("later", later)):
        completed = sum(one.completed for one in group) / len(group) if group else 0.0
        lines.append(f"    {name} rounds: {len(group)} declarations, {completed:.0%} completed")
    rounds = {(one.match, one.round) for one in found}
    done = {(one.match, one.round) for one in found if one.completed}
    lines.append(f"    rounds nobody completed (the turn cap): {len(rounds - done)} of {len(rounds)}")
    for name, group in (
        (f"{FAR}+ behind", [o for o in later if o.gap <= -FAR]),
        (f"{FAR}+ ahead", [o for o in later if o.gap >= FAR]),
    ):
        kinds = Counter(one.moved for one in group)
        lines.append(
            f"    the match moved the rule's best, {name} (later rounds): {len(group) - kinds['']} of "
            f"{len(group)} (to a higher value {kinds['higher']}, a surer one {kinds['surer']}, "
            f"other {kinds['other']})"
        )
    lines.append("    mean value declared (declarations), by the seat's gap to the best other total:")
    for name, rounds in ((f"the last {LATE_ROUNDS} rounds", LATE_ROUNDS), ("the last round", 1)):
        late = [one for one in found if one.round > one.rounds - rounds]
        behind = _mean_value([one for one in late if one.gap <= -FAR])
        ahead = _mean_value([one for one in late if one.gap >= FAR])
        rest = _mean_value([one for one in late if abs(one.gap) < FAR])
        lines.append(f"      {name}: {FAR}+ behind {behind}, {FAR}+ ahead {ahead}, the rest {rest}")
    return lines


def measure(args: argparse.Namespace, rules: Rules[Any]) -> None:
    for level in args.levels:
        for seats in args.seats:
            start = time.process_time()
            bots = _bots(rules, level, args.play, seats)
            found = [
                one for number in range(args.matches) for one in play_match(rules, bots, args.seed, number)
            ]
            played = f", played by {args.play}" if args.play else ""
            cpu = time.process_time() - start
            print(f"{level} at {seats} seats, {args.matches} matches{played} ({cpu:.0f} s CPU)")
            print("\n".join(contract_table(found)), flush=True)


# ---------------------------------------------------------------------- fit
class UniformDeclarer(Bot):
    """Declares a contract drawn uniformly among the legal ones; Medium plays."""

    level = "uniform"

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        self.random = RandomBot(rules)
        self.medium = make_bot("medium", rules)

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        bot = self.random if CrazyJokersFacts.of(view).phase is Phase.DECLARE else self.medium
        return bot.decide(view, legal, rng)


@dataclass(frozen=True, slots=True)
class Race:
    """A first round as the fit reads it: each seat's contract, how hard each seat's birthday
    makes A Birthday Wish (``birthday_missing``), the winner (None: nobody) and the points the
    winner's contract scored."""

    contracts: tuple[Contract, ...]
    birthdays: tuple[float, ...]
    winner: int | None
    points: int

    def shared(self, seat: int) -> bool:
        """Whether another seat declared the same contract as ``seat``."""
        return self.contracts.count(self.contracts[seat]) > 1


def play_races(rules: Rules[Any], seats: int, rounds: int, seed: int) -> list[Race]:
    bots = [UniformDeclarer(rules) for _ in range(seats)]
    races = []
    for number in range(rounds):
        rngs = [random.Random(derive(seed, "fit", seats, number, seat)) for seat in range(seats)]
        match = Match(rules, seats, derive(seed, "fit deal", seats, number) & 0xFFFFFFFF)

        def choose(seat: int, view: View, legal: list[Action], rngs: list[random.Random] = rngs) -> Action:
            return bots[seat].decide(view, legal, rngs[seat]).action

        state = play_round(rules, match, choose)
        assert isinstance(state, CrazyJokersState)
        won = state.won
        races.append(
            Race(
                contracts=tuple(c for c in state.contracts if c is not None),
                birthdays=tuple(birthday_missing(day) for day in state.birthdays),
                winner=state.winners[0] if won is not None and len(state.winners) == 1 else None,
                points=0 if won is None else won.value + (20 if won.joker else 0),
            )
        )
    return races


@dataclass(frozen=True, slots=True)
class Model:
    """The race model: a seat's pace is its contract's ``pace``, times ``shared`` when another
    seat declared the same contract (they want the same cards), times ``per_card`` to the power
    of how many more cards than the mean birthday a Birthday Wish declarer's birthday misses."""

    pace: dict[Contract, float]
    shared: dict[Contract, float]
    per_card: float
    mean_missing: float

    def seat_pace(self, race: Race, seat: int) -> float:
        contract = race.contracts[seat]
        pace = self.pace[contract] * (self.shared[contract] if race.shared(seat) else 1.0)
        if contract is Contract.BIRTHDAY_WISH:
            pace *= self.per_card ** (race.birthdays[seat] - self.mean_missing)
        return pace

    def chances(self, race: Race) -> list[float]:
        paces = [self.seat_pace(race, seat) for seat in range(len(race.contracts))]
        total = sum(paces)
        return [pace / total for pace in paces]


def log_likelihood(races: Sequence[Race], model: Model) -> float:
    return sum(math.log(model.chances(race)[race.winner]) for race in races if race.winner is not None)


def fit_model(races: Sequence[Race], per_card: float, mean_missing: float) -> Model:
    """The paces and shared factors most likely to give the races' winners, for a fixed
    ``per_card`` (minorise-maximise steps, as for Bradley-Terry, alternating the two sets),
    scaled so the surest contract's pace is 1. Races nobody won are left out."""
    decided = [race for race in races if race.winner is not None]
    model = Model({c: 1.0 for c in Contract}, {c: 1.0 for c in Contract}, per_card, mean_missing)
    for _ in range(FIT_STEPS):
        for part in ("pace", "shared"):
            wins: Counter[Contract] = Counter()
            exposure: defaultdict[Contract, float] = defaultdict(float)
            for race in decided:
                paces = [model.seat_pace(race, seat) for seat in range(len(race.contracts))]
                total = sum(paces)
                for seat, contract in enumerate(race.contracts):
                    if part == "shared" and not race.shared(seat):
                        continue
                    factor = getattr(model, part)[contract]
                    exposure[contract] += paces[seat] / factor / total
                    wins[contract] += race.winner == seat
            found = {c: wins[c] / exposure[c] if exposure[c] and wins[c] else 1.0 for c in Contract}
            if part == "pace":
                top = max(found.values())
                found = {c: value / top for c, value in found.items()}
            model = replace(model, **{part: found})
    return model


def fit(races: Sequence[Race], mean_missing: float) -> Model:
    """The model with the most likely ``per_card`` too (a golden-section search over 0.1–1)."""
    low, high = 0.1, 1.0
    ratio = (math.sqrt(5) - 1) / 2
    for _ in range(GOLDEN_STEPS):
        left, right = high - ratio * (high - low), low + ratio * (high - low)
        if log_likelihood(races, fit_model(races, left, mean_missing)) >= log_likelihood(
            races, fit_model(races, right, mean_missing)
        ):
            high = right
        else:
            low = left
    return fit_model(races, (low + high) / 2, mean_missing)


def check_fit(races: Sequence[Race], model: Model) -> list[str]:
    """The model's completion rate against the measured one: per contract, declared alone or
    shared (which the fit matches by construction), and as checks of the model's form, A
    Birthday Wish by how hard the birthday is, and every seat by its chance in the model."""
    groups: defaultdict[str, list[tuple[float, bool]]] = defaultdict(list)
    for race in races:
        if race.winner is None:
            continue
        for seat, chance in enumerate(model.chances(race)):
            contract = race.contracts[seat]
            won = race.winner == seat
            groups[f"{contract.value} {'shared' if race.shared(seat) else 'alone'}"].append((chance, won))
            if contract is Contract.BIRTHDAY_WISH:
                hard = "hard" if race.birthdays[seat] > model.mean_missing else "easy"
                groups[f"birthday-wish, {hard} birthday"].append((chance, won))
            low = min(int(chance * 10), 9) * 10
            groups[f"~ model {low:>2}-{low + 10}%"].append((chance, won))
    lines = []
    for name in sorted(groups):
        found = groups[name]
        observed = sum(won for _, won in found) / len(found)
        expected = statistics.fmean(chance for chance, _ in found)
        lines.append(
            f"    {name:<32} {len(found):>6} seats, completed {observed:6.1%}, model {expected:6.1%}"
        )
    return lines


def mean_points(races: Sequence[Race]) -> dict[Contract, float]:
    """The mean points a completed contract scored."""
    scored: defaultdict[Contract, list[int]] = defaultdict(list)
    for race in races:
        if race.winner is not None:
            scored[race.contracts[race.winner]].append(race.points)
    return {
        contract: statistics.fmean(scored[contract]) if scored[contract] else _value(contract)
        for contract in Contract
    }


def mean_birthday_missing() -> float:
    """``birthday_missing`` over the bots' random birthdays (a fixed sample of them)."""
    rng = random.Random(BIRTHDAYS_SEED)
    return statistics.fmean(birthday_missing(random_birthday(rng)) for _ in range(BIRTHDAYS))


MODULE_HEAD = '''"""Crazy Jokers' contracts as the declaration reads them, by table size: each one's pace in a
race to complete first, its factor when another seat declared it too, and the mean points a
completion scores (the +20 of a joker included).

Written by the command below (do not edit by hand): Medium played {rounds} first rounds at each
table size with every seat declaring a contract drawn uniformly.
A seat's chance of completing first is taken as its pace over the sum of the table's paces
(the surest contract's pace 1); a Birthday Wish's pace is multiplied by ``PER_CARD`` for each
card its birthday misses beyond ``MEAN_MISSING`` (``crazy_jokers_birthday``). The numbers are
the most likely ones given who won.

    python -m tools.declarations fit {arguments}
"""

from typing import Final

from ...engine.games.crazy_jokers.contracts import Contract
'''


def module_text(
    arguments: str, rounds: int, models: dict[int, Model], points: dict[int, dict[Contract, float]]
) -> str:
    lines = [MODULE_HEAD.format(arguments=arguments, rounds=rounds)]
    first = next(iter(models.values()))
    lines.append(f"MEAN_MISSING: Final = {first.mean_missing:.3f}")
    lines.append("PER_CARD: Final = {")
    lines.extend(f"    {seats}: {model.per_card:.3f}," for seats, model in sorted(models.items()))
    lines.append("}")
    tables = (
        ("PACE", {seats: model.pace for seats, model in models.items()}, 3),
        ("SHARED", {seats: model.shared for seats, model in models.items()}, 3),
        ("POINTS", points, 1),
    )
    for name, table, digits in tables:
        lines.append(f"{name}: Final[dict[int, dict[Contract, float]]] = {{")
        for seats, row in sorted(table.items()):
            lines.append(f"    {seats}: {{")
            lines.extend(
                f"        Contract.{contract.name}: {round(row[contract], digits)}," for contract in Contract
            )
            lines.append("    },")
        lines.append("}")
    return "\n".join(lines) + "\n"


def save_races(path: Path, races: dict[int, list[Race]]) -> None:
    rows = {
        str(seats): [[[c.value for c in r.contracts], list(r.birthdays), r.winner, r.points] for r in found]
        for seats, found in races.items()
    }
    path.write_text(json.dumps(rows), encoding="utf-8")


def load_races(path: Path) -> dict[int, list[Race]]:
    rows = json.loads(path.read_text(encoding="utf-8"))
    return {
        int(seats): [Race(tuple(Contract(c) for c in row[0]), tuple(row[1]), row[2], row[3]) for row in found]
        for seats, found in rows.items()
    }


def fit_command(args: argparse.Namespace, rules: Rules[Any]) -> None:
    if args.races and Path(args.races).exists():
        races = {seats: found for seats, found in load_races(Path(args.races)).items() if seats in args.seats}
        print(f"races read from {args.races}")
    else:
        races = {}
        for seats in args.seats:
            start = time.process_time()
            races[seats] = play_races(rules, seats, args.rounds, args.seed)
            print(
                f"{seats} seats: {args.rounds} rounds played ({time.process_time() - start:.0f} s CPU)",
                flush=True,
            )
        if args.races:
            save_races(Path(args.races), races)
    mean_missing = mean_birthday_missing()
    models: dict[int, Model] = {}
    points: dict[int, dict[Contract, float]] = {}
    for seats, found in sorted(races.items()):
        models[seats] = fit(found, mean_missing)
        points[seats] = mean_points(found)
        nobody = sum(race.winner is None for race in found)
        per_card = models[seats].per_card
        print(f"{seats} seats: {len(found)} rounds, {nobody} without a winner; per card {per_card:.3f}")
        print("\n".join(check_fit(found, models[seats])))
        print("    pace   " + ", ".join(f"{c.value} {models[seats].pace[c]:.3f}" for c in Contract))
        print("    shared " + ", ".join(f"{c.value} {models[seats].shared[c]:.3f}" for c in Contract))
        print("    points " + ", ".join(f"{c.value} {points[seats][c]:.1f}" for c in Contract), flush=True)
    if args.out:
        rounds = min(len(found) for found in races.values())
        used = f"--seats {','.join(map(str, sorted(races)))} --rounds {rounds} --seed {args.seed}"
        Path(args.out).write_text(module_text(used, rounds, models, points), encoding="utf-8")
        print(f"wrote {args.out}")


def _numbers(text: str) -> list[int]:
    try:
        found = [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"table sizes are numbers separated by commas, got {text!r}"
        ) from None
    if any(not 2 <= seats <= 4 for seats in found):
        raise argparse.ArgumentTypeError(f"Crazy Jokers seats 2 to 4, got {text!r}")
    return found


def _levels(text: str) -> list[str]:
    found = text.split(",")
    for level in found:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(f"no level {level!r}; levels are {', '.join(LEVELS)}")
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("command", nargs="?", choices=("measure", "fit"), default="measure")
    parser.add_argument("--variant", default="crazy-jokers")
    parser.add_argument("--levels", type=_levels, default=["easy", "medium"])
    parser.add_argument("--seats", type=_numbers, default=[2, 3, 4])
    parser.add_argument("--matches", type=int, default=40, help="matches per level and table size")
    parser.add_argument("--rounds", type=int, default=4000, help="fit: first rounds per table size")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--play", type=_levels, help="measure: this level plays, the measured one declares")
    parser.add_argument("--out", help="fit: write the table as this Python module")
    parser.add_argument("--races", help="fit: keep the rounds played in this file (read it when it exists)")
    args = parser.parse_args(argv)
    if args.matches < 1 or args.rounds < 1:
        parser.error("--matches and --rounds must be at least 1")
    if args.play is not None:
        if len(args.play) != 1:
            parser.error("--play names one level")
        args.play = args.play[0]
    rules = make_rules(load_catalog().get(args.variant))
    if rules.game != "crazy-jokers":
        parser.error(f"--variant: a Crazy Jokers variant, not {rules.game}")
    if args.command == "fit":
        fit_command(args, rules)
    else:
        measure(args, rules)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the report read by `head`
        sys.exit(reader_went_away())
