"""What the long command-line runs read: argparse with a one-line error, the readers of their
number flags, and the bounds of a run (``q2j`` and its commands, ``python -m game.ai.ladder``).

Every flag is checked before any work starts: a bad one is argparse's own error, one line on
stderr saying what is allowed, exit status 2. A flag that sizes a run is bounded, so a typo of
twenty digits is refused at once instead of running for ever.
"""

from __future__ import annotations

import argparse
import math
import unicodedata
from collections.abc import Callable
from typing import Any, Final

from ..i18n import _, numbers

MAX_SEED: Final = 2**63 - 1  # a deal number that fits every save and every display
MAX_SECONDS: Final = 3600.0
# The bounds of the bots' tournaments (``q2j tournament``, the ladder).
MAX_WORKERS: Final = 64  # processes
MAX_PAIRING_GAMES: Final = 100_000  # games a pairing: days of Expert play already
# Iterations a search: 50 times the largest default (Q2J's Expert, 2,000); a second or more a move.
MAX_ITERATIONS: Final = 100_000


class Parser(argparse.ArgumentParser):
    """argparse with a one-line error: the problem and where to read more, then exit 2."""

    def error(self, message: str) -> Any:
        # argparse echoes what was typed: a control character in it would break the line. (A
        # no-break space is no control: French sets "argument --games : …" with one.)
        shown = "".join(repr(c)[1:-1] if unicodedata.category(c).startswith("C") else c for c in message)
        self.exit(
            2, _("{prog}: {message} (see `{prog} --help`)").format(prog=self.prog, message=shown) + "\n"
        )


def whole(text: str, allowed: Callable[[str], str]) -> int:
    """``text`` as a whole number; else the flag's error says what is allowed: ``allowed`` of the
    text as typed (quoted, cut), in the player's language. ASCII digits only (``int`` takes ``٣``)."""
    try:
        if not text.isascii():
            raise ValueError(text)
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(allowed(repr(text[:40]))) from None


def positive_int(text: str) -> int:
    """argparse type: a whole number of at least 1."""
    value = whole(
        text, lambda typed: _("expected a whole number of at least 1, got {text}").format(text=typed)
    )
    if value < 1:
        raise argparse.ArgumentTypeError(
            _("expected a number of at least 1, got {value}").format(value=value)
        )
    return value


def whole_between(low: int, high: int) -> Callable[[str], int]:
    """argparse type: a whole number from ``low`` to ``high``."""

    def whole_number(text: str) -> int:
        def allowed(typed: str) -> str:
            return _("expected a whole number from {low} to {high}, got {text}").format(
                low=numbers.number(low), high=numbers.number(high), text=typed
            )

        value = whole(text, allowed)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(allowed(text[:40]))
        return value

    return whole_number


# argparse type: a run's worker processes, from 1 to ``MAX_WORKERS`` (the tournament's and the
# ladder's ``--workers``: one check, one message).
workers_int: Final = whole_between(1, MAX_WORKERS)


def seed_int(text: str) -> int:
    """argparse type: a deal number, from 0 to ``MAX_SEED``."""

    def allowed(typed: str) -> str:
        return _("a seed is from 0 to {most}, got {text}").format(most=MAX_SEED, text=typed)

    value = whole(text, allowed)
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(allowed(text[:40]))
    return value


def seconds_float(text: str) -> float:
    """argparse type: a duration in seconds, more than 0 and at most an hour."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("expected a number of seconds, got {text}").format(text=repr(text[:40]))
        ) from None
    if not (math.isfinite(value) and 0 < value <= MAX_SECONDS):
        raise argparse.ArgumentTypeError(
            _("seconds are above 0 and at most {most}, got {text}").format(
                most=f"{MAX_SECONDS:g}", text=text[:40]
            )
        )
    return value
