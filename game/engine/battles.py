"""One card meeting another in the games of battles, and their shared ``battle`` option.

By default the higher rank wins and equal ranks tie. ``battle: classic`` adds the
family's classic rule 3: an ace beats a jack, queen or king, whichever side it is on.

>>> clash(1, 13, classic=True), clash(1, 13, classic=False), clash(7, 7, classic=True)
(1, -1, 0)
"""

from __future__ import annotations

from typing import Final

from .options import OptionSpec

BATTLE: Final = OptionSpec(
    "battle",
    "choice",
    "ranks",
    "ranks: the higher rank wins a battle; classic: as the family's classic rule 3, "
    "an ace also beats a jack, queen or king.",
    choices=("ranks", "classic"),
)

ACE: Final = 1
JACK: Final = 11


def clash(attacker: int, defender: int, classic: bool) -> int:
    """The attacker's result by ranks (A=1 … K=13): 1 a win, 0 a tie, -1 a loss."""
    if classic:
        if attacker == ACE and defender >= JACK:
            return 1
        if defender == ACE and attacker >= JACK:
            return -1
    return (attacker > defender) - (attacker < defender)
