"""Every scenario under tests/scenarios is a test; and the runner itself can fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import game_names
from game.scenarios.runner import Outcome, ScenarioRun, load_specs, run_files, scenario_files
from game.variants import load_catalog

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
CATALOG = load_catalog()
SPECS = [spec for path in scenario_files([SCENARIOS]) for spec in load_specs(path)]


def _steps(spec: dict[str, object]) -> list[dict[str, object]]:
    steps = spec.get("steps")
    return [step for step in steps if isinstance(step, dict)] if isinstance(steps, list) else []


def test_every_scenario_checks_something() -> None:
    # A scenario whose steps only act (``do``) would pass whatever the rules say.
    idle = [label for spec, label in SPECS if not any(set(step) - {"do"} for step in _steps(spec))]
    assert idle == []


def test_every_game_has_scenarios_that_refuse_an_action_naming_its_rule() -> None:
    refusing: set[str] = set()
    for spec, _ in SPECS:
        if any("reject" in step and "rule" in step for step in _steps(spec)):
            refusing.add(CATALOG.get(str(spec.get("variant", "q2j"))).game)
    assert refusing == set(game_names())


@pytest.mark.parametrize(("spec", "label"), SPECS, ids=[label for _, label in SPECS])
def test_scenario(spec: dict[str, object], label: str) -> None:
    outcome = ScenarioRun(spec, label, CATALOG).run()
    assert outcome.passed, "\n".join(outcome.failures)


# Seat 0 holds 9C and 3H on a 5D: only the 9C follows.
TWO_CARDS = "variant: q2j\nplayers: 2\nto_move: 0\nzones: {hand:0: 9C 3H, discard: 5D}\nsteps:\n"


def run_one_step(tmp_path: Path, step: str) -> Outcome:
    scenario = tmp_path / "scenario.yaml"
    scenario.write_text(TWO_CARDS + f"  - {step}\n")
    [outcome] = run_files([scenario], CATALOG)
    return outcome


def test_a_wrong_expectation_fails_with_a_readable_difference(tmp_path: Path) -> None:
    outcome = run_one_step(tmp_path, "legal: [play 9C, play 3H]")
    assert not outcome.passed
    assert "unexpected []" in outcome.failures[0] and "missing ['play 3H']" in outcome.failures[0]


def test_an_action_listed_twice_is_named_in_the_difference(tmp_path: Path) -> None:
    outcome = run_one_step(tmp_path, "legal: [play 9C, play 9C]")
    assert "missing ['play 9C']" in outcome.failures[0]


def test_an_accepted_action_that_should_be_rejected_fails(tmp_path: Path) -> None:
    outcome = run_one_step(tmp_path, "reject: play 9C")
    assert outcome.failures == ["step 1: play 9C was accepted, expected a rejection"]


def test_a_broken_scenario_file_is_reported_not_raised(tmp_path: Path) -> None:
    bad = tmp_path / "broken.yaml"
    bad.write_text("variant: q2j\nzones: [unclosed\n")
    [outcome] = run_files([bad], CATALOG)
    assert not outcome.passed
    assert "broken.yaml:" in outcome.failures[0]
