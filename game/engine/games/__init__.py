"""One package per game; each exposes ``ENTRY``, its ``GameEntry``, which the registry reads.

A new game adds its package and one line here.
"""

from .ng import ENTRY as NG
from .q2j import ENTRY as Q2J
from .quatorze import ENTRY as QUATORZE
from .war import ENTRY as WAR

ENTRIES = (Q2J, WAR, NG, QUATORZE)
