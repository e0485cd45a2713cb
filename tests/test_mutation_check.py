"""The mutation check's mutants still name real code: a refactor that moves a rule must move its mutant."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import mutation_check  # noqa: E402


def test_every_mutant_matches_its_file_exactly_once() -> None:
    assert mutation_check.stale() == []


def test_a_mutant_whose_text_is_gone_is_reported(tmp_path: Path) -> None:
    (tmp_path / "rules.py").write_text("def rule():\n    return 1\n", encoding="utf-8")
    gone = mutation_check.Mutant("gone", "rules.py", "return 2", "return 3")
    here = mutation_check.Mutant("here", "rules.py", "return 1", "return 3")
    assert mutation_check.stale((gone, here), tmp_path) == ["gone"]
