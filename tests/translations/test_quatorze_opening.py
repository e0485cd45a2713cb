"""Quatorze's first melds are « l'ouverture » in French (issue 45: « Basil ouvre avec 69 »):
its hints, refusals, table lines and rules say « ouvrir », never « descendre » (rummy's other
word, which the French reader found mixed with it)."""

from __future__ import annotations

import re

from game.i18n import msgfmt
from tests.translations.french_drawn import PO, RULES

GOING_DOWN = re.compile(r"\bdescen\w*|\bdescendu\w*", re.IGNORECASE)


def test_the_french_opens_and_never_goes_down() -> None:
    catalog = msgfmt.parse(PO.read_text(encoding="utf-8"))
    said = [value for key, value in catalog.items() if key and GOING_DOWN.search(value)]
    assert said == [], said
    rules = (RULES / "quatorze.fr.md").read_text(encoding="utf-8")
    assert GOING_DOWN.findall(rules) == []
    assert "ouvrir" in rules and "Vous ouvrez avec {points}" in catalog.values()
