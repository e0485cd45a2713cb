"""``q2j scenario PATH...``: run scenario files and print pass/fail with the differences."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..i18n import _
from .common import CommandError


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("scenario", help=_("run rule scenarios (YAML files or folders)"))
    parser.add_argument("paths", nargs="+", metavar="PATH", help=_("scenario file or folder"))
    parser.add_argument("--quiet", action="store_true", help=_("print failures and the summary only"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..scenarios import run_files

    missing = [p for p in args.paths if not Path(p).exists()]
    if missing:
        raise CommandError(_("scenario: no such file or folder: {missing}").format(missing=missing[0]))
    outcomes = run_files(args.paths)
    for outcome in outcomes:
        if outcome.passed:
            if not args.quiet:
                print(_("PASS  {name}  ({source})").format(name=outcome.name, source=outcome.source))
            continue
        print(_("FAIL  {name}  ({source})").format(name=outcome.name, source=outcome.source))
        for failure in outcome.failures:
            print(f"        {failure}")
    passed = sum(o.passed for o in outcomes)
    print(_("{passed} passed, {value} failed").format(passed=passed, value=len(outcomes) - passed))
    return 0 if outcomes and passed == len(outcomes) else 1
