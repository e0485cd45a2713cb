"""Scenario files: positions with expected legal actions and outcomes (docs/SCENARIOS.md)."""

from .runner import Outcome, run_files

__all__ = ["Outcome", "run_files"]
