"""The progress bar of the long command-line runs: ``q2j tournament``, ``q2j simulate``, the ladder.

On a terminal it shows the games done, the rate and the time left (tqdm draws it on stderr).
Piped or redirected, stderr is no terminal and nothing is drawn: the runs' own lines, on
stdout, stay exactly as they were for the scripts and tests that read them.

tqdm is imported when a run starts, not with the module: ``q2j`` imports every command
to build its parser, and the game's first frame should not wait a tenth of a second for it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Never

if TYPE_CHECKING:
    from tqdm import tqdm

# "Crazy Jokers, easy vs hard: 24/60 games |████      | 1.3 games/s, 00:27 left"
LOOK = "{desc}: {n_fmt}/{total_fmt} games |{bar}| {rate_noinv_fmt}, {remaining} left"


@contextmanager
def games_bar(total: int, what: str) -> Iterator[tqdm[Never]]:
    """A bar over ``total`` games, described by ``what``; ``update(n)`` counts n more done.

    Drawn only when stderr is a terminal; otherwise every call on it does nothing. (A bar
    over no iterable: tqdm's item type is then ``Never``.)
    """
    from tqdm import tqdm

    stream = sys.stderr
    bar: tqdm[Never] = tqdm(
        total=total,
        desc=what,
        unit=" games",
        file=stream,
        disable=not _is_terminal(stream),
        bar_format=LOOK,
        dynamic_ncols=True,
        mininterval=0.5,
    )
    try:
        yield bar
    finally:
        bar.close()


def say(line: str) -> None:
    """Print a line of a run's results to stdout, above any bar being drawn."""
    from tqdm import tqdm

    tqdm.write(line, file=sys.stdout)
    sys.stdout.flush()


def _is_terminal(stream: object) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except ValueError:  # a closed stream
        return False
