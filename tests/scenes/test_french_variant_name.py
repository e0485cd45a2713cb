"""The table names its variant in the player's language: a French player read "Q Squared Joe
Elimination" in the status line and the log's titles, at a local table and across the room."""

from __future__ import annotations

from game.scenes.table.render import status_words

from .both_ways import Way
from .test_french_screens import french_from_the_menu

FRENCH_NAME = "Q Squared Joe Élimination"  # the French catalog's name of q2j-elimination


def test_the_status_line_and_the_log_name_the_variant_in_french(way: Way) -> None:
    french_from_the_menu(way.driver)
    table = way.open("q2j-elimination", 3)
    way.ready()
    drawn = status_words(table.status_parts(), table.layout.status.width)
    assert FRENCH_NAME in drawn, drawn
    titles = [line.public for line in table.log.lines if line.strong]
    assert titles and all("Elimination" not in title for title in titles), titles
    assert any(FRENCH_NAME.replace(" ", "\u00a0") in title.replace(" ", "\u00a0") for title in titles), titles
