"""Q Squared Joe War's adapter: one's own field card attacks a rival's, an exhausted one
recovers, and a draw turns the top of one's own pile."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

from .....engine import Action, View
from .....engine.actions import Draw
from .....engine.games.war.actions import Attack, Recover
from .....engine.games.war.facts import WarFacts
from .....i18n import _
from ...adapter import TableAdapter
from ...display import Display
from ...gestures import Gesture, Slot, onto, whole_zone
from ...words.instructions import click_line, fallback_line
from .layout import PLAN
from .phrases import PHRASES


class WarTable(TableAdapter):
    phrases = PHRASES
    layout_plan = PLAN
    target_kinds = ("hand", "field")

    def seats_out(self, view: View) -> Collection[int]:
        return WarFacts.of(view).out

    def gesture(self, action: Action, display: Display, me: int, names: Mapping[int, str]) -> Gesture:
        field = f"field:{me}"
        if isinstance(action, Draw):
            return whole_zone(action, f"pile:{me}", label=_("Draw"))
        if isinstance(action, Recover):
            return onto(action, (field, action.position), direct=True)
        if isinstance(action, Attack):
            return onto(action, (field, action.position), (f"field:{action.seat}", action.target))
        return super().gesture(action, display, me, names)

    def intent(self, selected: list[Slot], clicked: Slot, display: Display, me: int) -> str | None:
        zone, index = clicked
        parts = zone.split(":")
        field = f"field:{me}"
        if (
            selected
            and selected[-1][0] == field
            and parts[0] == "field"
            and len(parts) == 2
            and parts[1] != str(me)
            and index >= 0
        ):
            return f"attack {selected[-1][1]} {parts[1]}:{index}"
        if zone == field and index >= 0 and display.flag(zone, index) == "x":
            return f"recover {index}"
        if zone == f"pile:{me}":
            return "draw"
        return super().intent(selected, clicked, display, me)

    def instruction(self, legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
        kinds = {type(action) for action in legal}
        if kinds != {Draw} and (Attack in kinds or Recover in kinds):
            parts = []
            if Attack in kinds:
                parts.append(_("a ready card, then a rival's card to attack"))
            if Recover in kinds:
                parts.append(_("an exhausted card to recover"))
            return click_line(parts, draw=Draw in kinds, take=False)
        return fallback_line(legal)
