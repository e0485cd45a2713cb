"""Where NG's zones go: a table of fields, each seat's stacked positions (in order) with its
resource pile beside them, the viewer's hand below its own."""

from __future__ import annotations

from collections.abc import Mapping

from ...layout import SHARED_LAYERS, LayoutPlan, SeatBlock


class NGPlan(LayoutPlan):
    layers: Mapping[str, int] = {**SHARED_LAYERS, "resource": 3, "field": 4}

    def has_fields(self, zone_names: list[str]) -> bool:
        return any(name.startswith("field:") for name in zone_names)

    def seat_block(self, names: list[str], seat: int) -> SeatBlock:
        own = (name for name in names if name.startswith(f"field:{seat}:"))
        stacks = tuple(sorted(own, key=lambda name: int(name.split(":")[2])))
        resource = f"resource:{seat}"
        return SeatBlock(stacks=stacks, sides=(resource,) if resource in names else ())


PLAN = NGPlan()
