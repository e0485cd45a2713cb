"""A small mutation check: break the rules on purpose and see whether the fast tests notice.

    python tools/mutation_check.py [--only NAME ...] [--list]

Each mutant is one hand-written replacement in one source file. For each, the
tree is copied to a temporary folder, the replacement made there (the working
tree is never touched), and the fast tests are run against the copy; a mutant
is *killed* when they fail. The tests run on the pure engine (``Q2J_ENGINE=pure``): the
compiled one would be the code before the edit. The score is killed / all. A mutant that survives
names a rule no test holds to.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FAST_TESTS = ("tests/engine", "game/engine", "tests/ai/test_honesty.py", "tests/scenes/test_undo_looks.py")
COPIED = ("game", "tests", "tools", "config", "assets", "pyproject.toml", "conftest.py")


@dataclass(frozen=True)
class Mutant:
    name: str
    path: str
    old: str
    new: str


Q2J = "game/engine/games/q2j/rules.py"
WAR = "game/engine/games/war/rules.py"
NG = "game/engine/games/ng/rules.py"
QUATORZE = "game/engine/games/quatorze/rules.py"
MELDS = "game/engine/games/quatorze/melds.py"
JOKERS = "game/engine/games/crazy_jokers/rules.py"
JOKERS_STATE = "game/engine/games/crazy_jokers/state.py"

MUTANTS = (
    Mutant(
        "q2j rule 3: an ace may not go on a jack",
        Q2J,
        "(rank == 1 and top_rank >= 11)",
        "(rank == 1 and top_rank >= 12)",
    ),
    Mutant(
        "q2j rule 2: a lower card of any suit",
        Q2J,
        "return card.suit == top.suit or",
        "return card.suit != top.suit or",
    ),
    Mutant(
        "q2j rule 4: a jack may go on an ace",
        Q2J,
        "if rule_4 and top_rank == 1 and rank >= 11:",
        "if rule_4 and top_rank == 1 and rank >= 12:",
    ),
    Mutant("q2j rule 5: an equal rank draws nothing", Q2J, "        if equal:\n", "        if False:\n"),
    Mutant(
        "q2j check: a draw while holding two queens",
        Q2J,
        "return self.q_squared and _queens_in(hand) >= 2",
        "return False",
    ),
    Mutant(
        "q2j rule 7: a queen answers a Q Squared",
        Q2J,
        "if action.jack.rank != 11:",
        "if action.jack.rank not in (11, 12):",
    ),
    Mutant(
        "q2j elimination cap: the fewest cards are eliminated",
        Q2J,
        "most = max(len(state.hands[seat]) for seat in in_play)",
        "most = min(len(state.hands[seat]) for seat in in_play)",
    ),
    Mutant(
        "q2j Countdown: the next hand is two cards smaller",
        Q2J,
        "state.level[seat] -= 1",
        "state.level[seat] -= 2",
    ),
    Mutant(
        "q2j view: a played lead card stays known",
        Q2J,
        "                known.remove(card)\n            discard.append(card)",
        "                pass\n            discard.append(card)",
    ),
    Mutant("q2j view: every hand shown", Q2J, "if owner == seat or self.face_up:", "if True:"),
    Mutant(
        "q2j turn order: a finished seat keeps its turns",
        "game/engine/seats.py",
        "if candidate not in out:",
        "if True:",
    ),
    Mutant(
        "apply: no verification",
        "game/engine/rules.py",
        "            self.check(state, action)\n        state.listed_by",
        "            pass\n        state.listed_by",
    ),
    Mutant(
        "war classic battle: an ace does not beat a jack",
        "game/engine/battles.py",
        "if attacker == ACE and defender >= JACK:",
        "if attacker == ACE and defender > JACK:",
    ),
    Mutant(
        "war tie: the defender survives", WAR, "        if outcome != LOSE:\n", "        if outcome == WIN:\n"
    ),
    Mutant(
        "war draw: allowed onto a full field",
        WAR,
        "if len(field) >= self.field_size:",
        "if len(field) > self.field_size:",
    ),
    Mutant(
        "ng hand attack: a tie wins",
        NG,
        "outcome = Outcome.WIN if result > 0 else Outcome.TIE",
        "outcome = Outcome.WIN if result >= 0 else Outcome.TIE",
    ),
    Mutant(
        "ng view: a face-down base shown",
        NG,
        "seen[FIELD_ZONES[owner][p]] = (None, *stack[1:])",
        "seen[FIELD_ZONES[owner][p]] = tuple(stack)",
    ),
    Mutant(
        "ng take: a taken card stays secret",
        NG,
        "            state.known[seat].append(card)\n            events.append(Moved(card, RESOURCE_ZONES",
        "            events.append(Moved(card, RESOURCE_ZONES",
    ),
    Mutant(
        "quatorze opening: 50 points go down",
        QUATORZE,
        'self.opening = int(self.options["opening"])',
        'self.opening = int(self.options["opening"]) - 1',
    ),
    Mutant(
        "quatorze set: two cards of one suit",
        MELDS,
        "        if stand.suit in seen:\n",
        "        if False:\n",
    ),
    Mutant(
        "quatorze run: the ace is never high",
        MELDS,
        "readings = [high, ranks] if prefer_high else [ranks, high]",
        "readings = [ranks]",
    ),
    Mutant(
        "quatorze take: a discard before the taken card is down",
        QUATORZE,
        "            if state.must_meld:\n                assert state.taken is not None\n",
        "            if False:\n                assert state.taken is not None\n",
    ),
    Mutant(
        "quatorze take: a meld may strand the taken card",
        QUATORZE,
        "        if self._placeable(hand, taken, table, seat, down):\n            return None",
        "        if True:\n            return None",
    ),
    Mutant(
        "quatorze take: no run extended up to the taken card",
        "game/engine/games/quatorze/promise.py",
        "    return any(\n        _run_reaches(",
        "    return False and any(\n        _run_reaches(",
    ),
    Mutant(
        "quatorze add: to a meld before going down",
        QUATORZE,
        "        if not self.may_add(state, seat):\n            raise IllegalAction(\n"
        '                "not down",\n                "you may add to melds',
        "        if False:\n            raise IllegalAction(\n"
        '                "not down",\n                "you may add to melds',
    ),
    Mutant(
        "quatorze last card: melded",
        QUATORZE,
        "if len(action.cards) >= len(hand):",
        "if len(action.cards) > len(hand):",
    ),
    Mutant(
        "quatorze all at once: hands not doubled", QUATORZE, "factor = 2 if all_at_once else 1", "factor = 1"
    ),
    Mutant("quatorze going out: -20", QUATORZE, "WIN_POINTS: Final = -30", "WIN_POINTS: Final = -20"),
    Mutant(
        "crazy jokers declare: the same contract twice",
        JOKERS,
        "if action.contract is state.last[seat]:",
        "if False:",
    ),
    Mutant(
        "crazy jokers flush: one turn's wait at two players",
        JOKERS,
        "state.waits[seat] = 2 if state.players == 2 else 1",
        "state.waits[seat] = 1",
    ),
    Mutant(
        "crazy jokers waste: a joker taken by anyone",
        JOKERS,
        "        if not state.waste[-1].is_joker:\n            return True",
        "        if True:\n            return True",
    ),
    Mutant(
        "crazy jokers 2 of spades: everyone sees the hand",
        JOKERS,
        "shown = looking and owner == state.partner",
        "shown = state.phase is Phase.LOOK and owner == state.partner",
    ),
    Mutant(
        "crazy jokers flush: a declarer trades, forces and steals until the flush is laid",
        JOKERS,
        "return self.limits_from_declaration or state.waits[seat] > 0",
        "return state.waits[seat] > 0",
    ),
    Mutant(
        "crazy jokers picked: face up all round",
        JOKERS,
        "seen[PICKED] = tuple(state.picked) if state.phase is Phase.PICK else (None,) * len(state.picked)",
        "seen[PICKED] = tuple(state.picked)",
    ),
    Mutant(
        "crazy jokers picked: search deals them back into play",
        JOKERS,
        '        remembered = view.public.get("picked_cards")',
        "        remembered = None",
    ),
    Mutant(
        "crazy jokers steal: scores 20",
        JOKERS_STATE,
        "30 * steals + 75 * jokers",
        "20 * steals + 75 * jokers",
    ),
    Mutant(
        "crazy jokers joker bonus: none",
        JOKERS_STATE,
        "(20 if self.won.joker else 0)",
        "(0 if self.won.joker else 0)",
    ),
    Mutant(
        "crazy jokers undo: the declaration may be taken back",
        JOKERS,
        "return isinstance(action, Pick | Declare)",
        "return isinstance(action, Pick)",
    ),
    Mutant(
        "undo: a draw from the stock may be taken back",
        "game/play/session.py",
        "        if self._showed_a_card(index):",
        "        if False:",
    ),
)


def stale(mutants: tuple[Mutant, ...] = MUTANTS, root: Path = ROOT) -> list[str]:
    """The mutants whose text to replace is no longer found exactly once (the code moved on)."""
    return [m.name for m in mutants if (root / m.path).read_text(encoding="utf-8").count(m.old) != 1]


def _copy_tree(target: Path) -> None:
    # The compiled engine stays behind: a mutant is an edit of the pure sources, which run.
    ignore = shutil.ignore_patterns(
        "__pycache__", "*.pyc", ".hypothesis", "build", "dist", "*.so", "*.pyd", "compiled.stamp"
    )
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=ignore)
        else:
            shutil.copy2(source, target / name)


def run(mutant: Mutant, base: Path) -> tuple[bool, float]:
    """(killed, seconds) for one mutant, tested in a fresh copy of ``base``."""
    work = Path(tempfile.mkdtemp(prefix="q2j-mutant-"))
    try:
        shutil.copytree(base, work, dirs_exist_ok=True)
        path = work / mutant.path
        text = path.read_text(encoding="utf-8")
        if text.count(mutant.old) != 1:
            raise SystemExit(f"{mutant.name}: the text to replace is not found exactly once in {mutant.path}")
        path.write_text(text.replace(mutant.old, mutant.new), encoding="utf-8")
        start = time.perf_counter()
        result = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *FAST_TESTS],
            cwd=work,
            env=dict(os.environ, Q2J_ENGINE="pure"),
            capture_output=True,
            text=True,
            timeout=900,
        )
        return result.returncode != 0, time.perf_counter() - start
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--only", nargs="+", default=[], metavar="WORDS", help="only mutants named with one of these words"
    )
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    args = parser.parse_args(argv)
    chosen = [m for m in MUTANTS if not args.only or any(word in m.name for word in args.only)]
    if args.list:
        print("\n".join(m.name for m in chosen))
        return 0
    lost = stale(tuple(chosen))
    if lost:
        print("these mutants no longer match the code; update them first:", *lost, sep="\n  ")
        return 2
    base = Path(tempfile.mkdtemp(prefix="q2j-mutation-base-"))
    try:
        _copy_tree(base)
        killed = 0
        for mutant in chosen:
            dead, seconds = run(mutant, base)
            killed += dead
            print(f"{'killed  ' if dead else 'SURVIVED'} {mutant.name} ({seconds:.0f} s)", flush=True)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(f"score: {killed}/{len(chosen)} mutants killed by {' '.join(FAST_TESTS)}")
    return 0 if killed == len(chosen) else 1


if __name__ == "__main__":
    raise SystemExit(main())
