"""The join list's free places in French follow the count: « 0 place libre », « 2 places libres »
(French writes 0 and 1 in the singular), never « place(s) libre(s) »."""

from __future__ import annotations

import pytest

from game import i18n
from game.net.discovery import Listed
from game.net.protocol import VERSION
from game.scenes.join_scene import listed_label


@pytest.mark.parametrize(
    ("free", "said"), [(0, "0 place libre sur 3"), (1, "1 place libre sur 3"), (2, "2 places libres sur 3")]
)
def test_free_places_are_counted_as_the_french_count_them(free: int, said: str) -> None:
    i18n.use("fr")  # the suite's conftest sets English back after each test
    table = Listed("Chez Ada", "127.0.0.1", 47474, "q2j", "q2j", free, 3, VERSION)
    assert listed_label(table, "Q Squared Joe") == f"Chez Ada · Q Squared Joe · {said}"
