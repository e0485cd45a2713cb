"""One package per game; each exposes ``ENTRY``, its ``GameEntry``, which the registry reads.

A new game adds its package and one line here.
"""

from .crazy_jokers import ENTRY as CRAZY_JOKERS
from .ng import ENTRY as NG
from .q2j import ENTRY as Q2J
from .quatorze import ENTRY as QUATORZE
from .war import ENTRY as WAR

ENTRIES = (Q2J, WAR, NG, QUATORZE, CRAZY_JOKERS)
