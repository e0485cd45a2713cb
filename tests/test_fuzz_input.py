"""Fuzz: generated variant, settings, save and scenario files, and generated command lines.

Whatever the input, the program answers with a message: no traceback, no
runaway past ``HANG_SECONDS`` of processor time nor a wait on anything (a guard
against hangs, not a speed figure), no more than ``MEMORY_MB`` of Python allocations, and the player's files are never
lost (each is where it was, or set aside byte for byte as ``.bad``). CI runs a
short share; ``--run-slow`` runs ``SLOW_EXAMPLES`` of each and prints the
counts of what happened (run with ``-s`` to see them).
"""

from __future__ import annotations

import contextlib
import io
import random
import signal
import tempfile
import tracemalloc
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli import main
from game.engine import make_rules
from game.engine.match import Match
from game.files import paths, saves
from game.player.settings import CARD_SIZES, SPEED_RANGE, load_settings
from game.scenarios import run_files
from game.scenarios.runner import SCENARIO_KEYS, STEP_KEYS
from game.variants import load_catalog

ROOT = Path(__file__).resolve().parents[1]
CATALOG = load_catalog()
FAST_EXAMPLES = 30
SLOW_EXAMPLES = 1500
HANG_SECONDS = 2.0  # of processor time
BLOCKED_SECONDS = 30.0  # of the clock: nothing may wait on a pipe or a lock
MEMORY_MB = 64

# Snippets a hostile or careless hand puts into a YAML file.
HOSTILE = [
    "&a [*a]",
    "*a",
    "&x 1",
    "<<: {a: 1}",
    "!!python/object/apply:os.system [id]",
    "!!binary 'zz'",
    "!!set {a, b}",
    "!!omap [a: 1]",
    "[" * 80,
    "{" * 80,
    "]" * 5,
    "9" * 5000,
    ".inf",
    "-.inf",
    ".nan",
    "2024-13-45",
    "0x1F",
    "1_000",
    "~",
    "'\\0'",
    '"\\0"',
    "\t",
    "\x00",
    "\x07",
    "\ufeff",
    "---",
    "...",
    "%YAML 1.1",
    "? [a]\n: 1",
    "- - - -",
    "a: b: c",
    "'unclosed",
    "|\n  block",
    "#",
    "\u202e",
    "  " * 40,
]
LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(9)
)
KEYS = {
    "variant": [
        "id",
        "game",
        "extends",
        "name",
        "description",
        "players",
        "options",
        "min",
        "max",
        "default",
        "rule_4",
        "rule_5",
        "turn_cap",
        "match",
        "battle",
        "take",
        "chain",
        "open",
    ],
    "settings": ["animation_speed", "sound", "four_colour", "card_size", "fullscreen"],
    "save": ["version", "variant", "seed", "seats", "rounds", "name", "kind", "level"],
    "scenario": [
        *sorted(SCENARIO_KEYS),
        *sorted(STEP_KEYS),
        "scenarios",
        "hand:0",
        "discard",
        "stock",
        "over",
        "winners",
        "view",
        "seat",
    ],
}
PLAUSIBLE = [
    "q2j",
    "war",
    "ng",
    "q2j-war",
    "q2j-ng",
    "q2j-classic",
    "mine",
    "human",
    "ai",
    "easy",
    "medium",
    "large",
    "play 9C",
    "draw",
    "pass",
    "9C 5D",
    "rest",
    "QH QS",
    "attack 0 1:3",
    True,
    False,
    0,
    1,
    2,
    3,
    4,
    10,
    99,
    -1,
    2000,
    10**30,
    0.5,
    4.0,
    None,
    [],
    {},
    {"min": 2, "max": 4},
    {"rule_4": True},
    {"turn_cap": 5},
    ["play 9C"],
    [["draw"]],
    [{"name": "A"}, {"name": "B", "kind": "ai", "level": "easy"}],
    {"hand:0": "9C", "discard": "5D"},
    [{"legal": ["play 9C"]}],
    [{"expect": {"over": True}}],
]


# Inputs -------------------------------------------------------------------------------------------


def _real_save() -> str:
    rules = make_rules(CATALOG.get("q2j-elimination"))
    match = Match(rules, 3, 5)
    state = match.start_round()
    pick = random.Random(2)
    for _ in range(12):
        if state.over:
            break
        legal = rules.legal_actions(state)
        rules.apply(state, legal[pick.randrange(len(legal))])
    seats = [saves.Seat("Ann"), saves.Seat("Bo", "ai", "easy"), saves.Seat("Cy", "ai", "medium")]
    return yaml.safe_dump(saves.record(match, "q2j-elimination", seats).to_data(), sort_keys=False)


GOOD_SCENARIO = (
    "variant: q2j\nplayers: 2\nto_move: 0\nzones: {hand:0: 9C, discard: 5D}\nsteps:\n  - legal: [play 9C]\n"
)
SAMPLES = {
    "variant": [(ROOT / "config" / name).read_text() for name in ("q2j-ng.yaml", "q2j-war-4.yaml")],
    "settings": [
        "animation_speed: 1.5\nsound: false\nfour_colour: true\ncard_size: large\nfullscreen: false\n"
    ],
    "save": [_real_save()],
    "scenario": [(ROOT / "tests" / "scenarios" / "q2j" / "lead.yaml").read_text()],
}

leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**300, max_value=10**301),
    st.floats(),
    st.text(max_size=12),
    st.sampled_from(PLAUSIBLE),
)


def documents(kind: str) -> st.SearchStrategy[str]:
    """Well-formed YAML with the kind's keys and odd values, dumped in block or flow style."""
    keys = st.one_of(st.sampled_from(KEYS[kind]), st.text(max_size=6))
    tree = st.recursive(
        leaves,
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=5),
        max_leaves=20,
    )
    top = st.dictionaries(keys, tree, max_size=8) | tree
    return st.builds(
        lambda data, flow: yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=flow),
        top,
        st.sampled_from([False, None, True]),
    )


@st.composite
def mutations(draw: st.DrawFn, kind: str) -> str:
    """A real file of the kind with a few cuts, repeats and hostile insertions."""
    text = draw(st.sampled_from(SAMPLES[kind]) | documents(kind))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        end = draw(st.integers(at, min(len(text), at + 40)))
        edit = draw(st.sampled_from(["insert", "cut", "repeat"]))
        if edit == "insert":
            piece = draw(st.sampled_from(HOSTILE) | st.text(max_size=8))
            text = text[:at] + piece + text[at:]
        elif edit == "cut":
            text = text[:at] + text[end:]
        else:
            text = text[:end] + "\n" + text[at:end] + text[end:]
    return text


def inputs(kind: str) -> st.SearchStrategy[bytes]:
    text = st.one_of(
        documents(kind),
        mutations(kind),
        st.just(LAUGHS),
        st.lists(st.sampled_from(HOSTILE), min_size=1, max_size=6).map(" ".join),
    )
    return st.one_of(text.map(lambda t: t.encode("utf-8", "surrogatepass")), st.binary(max_size=300))


# The guard ---------------------------------------------------------------------------------------


class Hang(Exception):
    pass


@contextlib.contextmanager
def bounded() -> Iterator[None]:
    """Fail an example that computes for more than ``HANG_SECONDS`` of processor time, blocks for
    ``BLOCKED_SECONDS`` (a pipe, a lock), or allocates more than ``MEMORY_MB``.

    Processor time, not the clock: on a machine shared with other jobs the clock also counts
    their turns, and a guard against runaway input must not fail because a neighbour is busy.
    """

    def stop(signum: int, _frame: object) -> None:
        what = "computing" if signum == signal.SIGPROF else "blocked"
        raise Hang(f"still {what} after {HANG_SECONDS if what == 'computing' else BLOCKED_SECONDS} s")

    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGPROF, signal.SIGALRM)}
    signal.setitimer(signal.ITIMER_PROF, HANG_SECONDS)
    signal.setitimer(signal.ITIMER_REAL, BLOCKED_SECONDS)
    tracemalloc.start()
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert peak < MEMORY_MB * 2**20, f"{peak / 2**20:.0f} MB allocated"


@contextlib.contextmanager
def written(name: str, data: bytes) -> Iterator[Path]:
    """``data`` as the file ``name`` in a folder of its own, removed afterwards."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        yield path


def fate(path: Path, data: bytes, used: str | None, otherwise: str) -> str:
    """What became of the player's file: ``used``, set aside unchanged, or ``otherwise`` (kept in place)."""
    aside = path.with_name(path.name + ".bad")
    assert any(p.is_file() and p.read_bytes() == data for p in (path, aside)), "the file was lost"
    if used is not None:
        return used
    return "set aside" if aside.exists() else otherwise


def fuzz(
    request: pytest.FixtureRequest, strategy: st.SearchStrategy[Any], check: Callable[[Any], str]
) -> None:
    """Run ``check`` on generated examples; print what happened how often."""
    examples = SLOW_EXAMPLES if request.config.run_slow else FAST_EXAMPLES  # type: ignore[attr-defined]
    seen: Counter[str] = Counter()

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )
    @given(strategy)
    def run(example: Any) -> None:
        with bounded():
            seen[check(example)] += 1

    run()
    print(f"\n{request.node.name}: {sum(seen.values())} examples: {dict(seen.most_common())}")


# Files -------------------------------------------------------------------------------------------


def test_fuzz_variant_files(request: pytest.FixtureRequest) -> None:
    def check(data: bytes) -> str:
        with tempfile.TemporaryDirectory() as home, pytest.MonkeyPatch.context() as patch:
            patch.setenv("Q2J_HOME", home)
            folder = paths.user_variants_dir()
            folder.mkdir()
            (folder / "fuzz.yaml").write_bytes(data)
            catalog = load_catalog()
            assert set(CATALOG.variants) <= set(catalog.variants)
            assert all(catalog.variants[v].source == CATALOG.variants[v].source for v in CATALOG.variants)
            for problem in catalog.problems:
                assert "\n" not in str(problem) and len(str(problem)) < 1000
            extra = [v for v in catalog.variants.values() if v.id not in CATALOG.variants]
            for variant in extra:  # a variant that is accepted must deal
                make_rules(variant).new_state(variant.default_players, 1)
            return fate(folder / "fuzz.yaml", data, "accepted" if extra else None, "left out, kept in place")

    fuzz(request, inputs("variant"), check)


def test_fuzz_settings_files(request: pytest.FixtureRequest) -> None:
    def check(data: bytes) -> str:
        with written("settings.yaml", data) as path:
            loaded, warning = load_settings(path)
            assert SPEED_RANGE[0] <= loaded.animation_speed <= SPEED_RANGE[1]
            assert loaded.card_size in CARD_SIZES
            assert all(isinstance(getattr(loaded, k), bool) for k in ("sound", "four_colour", "fullscreen"))
            assert warning is None or ("\n" not in str(warning) and len(str(warning)) < 2000)
            return fate(path, data, "read" if warning is None else None, "read with warnings")

    fuzz(request, inputs("settings"), check)


def test_fuzz_save_files(request: pytest.FixtureRequest) -> None:
    def check(data: bytes) -> str:
        with written("autosave.yaml", data) as path:
            match, _save, message = saves.load_or_set_aside(CATALOG, path)
            assert (match is None) == bool(message)
            assert "\n" not in message and len(message) < 2000
            return fate(path, data, "continued" if match is not None else None, "refused, kept in place")

    fuzz(request, inputs("save"), check)


def test_fuzz_scenario_files(request: pytest.FixtureRequest) -> None:
    def check(data: bytes) -> str:
        with written("fuzz.yaml", data) as path:
            (path.parent / "good.yaml").write_text(GOOD_SCENARIO)
            outcomes = run_files([path.parent], catalog=CATALOG)
            fuzzed = [o for o in outcomes if "fuzz.yaml" in o.source]
            assert [o.passed for o in outcomes if "good.yaml" in o.source] == [True], (
                "the good file still runs"
            )
            assert fuzzed and all(isinstance(f, str) for o in fuzzed for f in o.failures)
            return "passed" if all(o.passed for o in fuzzed) else "reported as FAIL"

    fuzz(request, inputs("scenario"), check)


# The command line --------------------------------------------------------------------------------


def _flag_values(scratch: Path) -> dict[str, list[str]]:
    bad = scratch / "bad.yaml"
    bad.write_text("extends: q2j\noptions: {rule_4: maybe}\n")
    good = scratch / "mine.yaml"
    good.write_text("extends: q2j-war\nname: Mine\n")
    scenario = str(ROOT / "tests" / "scenarios" / "q2j" / "lead.yaml")
    return {
        "--variant": ["q2j", "q2j-war", "q2j-ng", "mine", "nope", ""],
        "--players": ["0", "1", "2", "3", "4", "11", "99", "-1", "x", "1e2"],
        "--seed": ["0", "7", "-1", "x", "9" * 30, "1.5"],
        "--seats": ["human,ai", "human,hard,easy", "robot", "", ",,", "ai," * 12],
        "--size": ["1280x800", "10x10", "x", "99999x1", "800x600"],
        "--screenshot": [str(scratch / "s.png"), "/proc/nope/x.png", str(scratch), "x.jpg"],
        "--variant-file": [str(good), str(bad), "/nowhere/v.yaml", str(scratch)],
        "--games": ["1", "2", "0", "-3", "x"],
        "--bot": ["random", "easy", "genius", ""],
        "--bots": ["easy,medium", "hard", "x,y", "", "easy,easy,easy"],
        "--iterations": ["5", "hard=3,expert=2", "0", "x=1", "hard=x"],
        "--workers": ["1", "0", "1000", "x"],
        "--seconds": ["0.01", "-1", "nan", "inf", "0", "x", "7200"],
        "--rounds": ["1", "0", "2000", "x"],
        "PATH": [scenario, str(bad), "/nowhere", str(scratch / "none.yaml")],
    }


SWITCHES = ["--smoke", "--fullscreen", "--windowed", "--quiet", "--help", "-h"]
# Short runs for the tools whose defaults take seconds (later flags may still change them).
COMMANDS = [
    [],
    ["play"],
    ["simulate", "--games", "1"],
    ["bench", "--seconds", "0.01"],
    ["scenario"],
    ["tournament"],
    ["variants"],
    ["nope"],
]


@st.composite
def command_lines(draw: st.DrawFn, values: dict[str, list[str]]) -> list[str]:
    argv = list(draw(st.sampled_from(COMMANDS)))
    for _ in range(draw(st.integers(0, 5))):
        choice = draw(st.integers(0, 9))
        if choice < 7:
            flag = draw(st.sampled_from(sorted(values)))
            value = draw(st.sampled_from(values[flag]) | st.text(max_size=6))
            argv += [value] if flag == "PATH" else [flag, value]
        elif choice < 9:
            argv.append(draw(st.sampled_from(SWITCHES)))
        else:
            argv.append(draw(st.text(max_size=8)))
    return argv


def test_fuzz_command_line(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.ai.tournament
    import game.app

    # No window opens and no tournament plays: the flags are what is under test.
    monkeypatch.setattr(game.app, "run", lambda *args, **kwargs: 0)
    monkeypatch.setattr(game.ai.tournament, "lineups", lambda bots, players: [])
    monkeypatch.chdir(tmp_path)
    values = _flag_values(tmp_path)

    def check(argv: list[str]) -> str:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(argv)
            except SystemExit as done:  # argparse: --help, or a bad flag
                code = done.code if isinstance(done.code, int) else 1
        assert code in (0, 1, 2), (argv, code, err.getvalue())
        assert "Traceback" not in err.getvalue()
        if code == 2:
            said = (
                err.getvalue().rstrip("\n").split("\n")
            )  # not splitlines: "\x1e" in an echoed flag is no break
            lines = [line for line in said if not line.startswith("q2j: skipped")]
            assert len(lines) == 1 and lines[0].startswith("q2j"), (argv, err.getvalue())
        return {0: "ran", 1: "ran, reported a failure", 2: "refused in one line"}[code]

    fuzz(request, command_lines(values), check)
