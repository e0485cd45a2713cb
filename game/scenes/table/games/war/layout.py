"""Where War's zones go: a table of fields, each seat's row field with its pile beside it."""

from __future__ import annotations

from collections.abc import Mapping

from ...layout import SHARED_LAYERS, LayoutPlan, SeatBlock


class WarPlan(LayoutPlan):
    layers: Mapping[str, int] = {**SHARED_LAYERS, "pile": 2, "field": 4}

    def has_fields(self, zone_names: list[str]) -> bool:
        return any(name.startswith("field:") for name in zone_names)

    def seat_block(self, names: list[str], seat: int) -> SeatBlock:
        row, pile = f"field:{seat}", f"pile:{seat}"
        return SeatBlock(row=row if row in names else None, sides=(pile,) if pile in names else ())


PLAN = WarPlan()
