"""Turning clicks, drags and keys into one legal action (or a reason why not).

``Interaction`` holds the selection for the human to move and resolves each
click against the gestures of the legal actions. It never applies anything:
it returns an outcome that the table scene acts on, through the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from ...engine import Action
from .display import Display
from .gestures import WHOLE, Gesture, Slot, slot_matches, with_twins


@dataclass(frozen=True, slots=True)
class Outcome:
    """``kind``: ``apply`` (with an action), ``select``, ``clear``, ``illegal`` (with the
    attempted notation, maybe ``None``) or ``none``."""

    kind: str
    action: Action | None = None
    attempt: str | None = None


NOTHING = Outcome("none")


class Moves(Protocol):
    """Where a game's moves are made (its table adapter): all the interaction asks of a game."""

    def gesture(self, action: Action, display: Display, me: int, names: Mapping[int, str]) -> Gesture: ...

    def intent(self, selected: list[Slot], clicked: Slot, display: Display, me: int) -> str | None: ...

    @property
    def target_kinds(self) -> tuple[str, ...]: ...


class Interaction:
    def __init__(self, moves: Moves) -> None:
        self.moves = moves
        self.gestures: list[Gesture] = []
        self.selected: list[Slot] = []
        self.me = -1
        self._display: Display | None = None

    def refresh(
        self, legal: list[Action], display: Display, me: int, names: Mapping[int, str] | None = None
    ) -> None:
        """New legal actions (a new turn): rebuild the gestures and drop the selection."""
        named = names or {}
        made = (self.moves.gesture(action, display, me, named) for action in legal)
        self.gestures = [twin for gesture in made for twin in with_twins(gesture, display)]
        self.selected = []
        self.me = me
        self._display = display

    def clear(self) -> None:
        self.gestures = []
        self.selected = []
        self._display = None

    def deselect(self) -> None:
        """The cards picked so far let go (the gestures stay)."""
        self.selected = []

    # Queries for highlighting -------------------------------------------------
    def buttons(self) -> list[Gesture]:
        """One button per action (an action made from either of two equal cards is one move)."""
        found: dict[Action, Gesture] = {}
        for g in self.gestures:
            if g.button is not None:
                found.setdefault(g.action, g)
        return list(found.values())

    def candidates(self) -> list[Slot]:
        """Where a click does something now: next picks and targets, in a stable order."""
        found: list[Slot] = []
        depth = len(self.selected)
        for g in self.gestures:
            if not self._prefix(g.picks, self.selected):
                continue
            if len(g.picks) > depth:
                slot = g.picks[depth]
            elif g.target is not None and depth > 0:
                slot = g.target
            else:
                continue
            if slot not in found:
                found.append(slot)
        kinds = self.moves.target_kinds
        return sorted(found, key=lambda slot: _slot_order(slot, kinds))

    def playable(self) -> set[Slot]:
        """Slots that begin some legal action (highlighted when nothing is selected)."""
        return {g.picks[0] for g in self.gestures if g.picks}

    # Resolution ----------------------------------------------------------------
    def click(self, slot: Slot) -> Outcome:
        sel = self.selected
        if sel:
            for g in self.gestures:
                if g.target is not None and g.picks == tuple(sel) and slot_matches(g.target, slot):
                    return self._apply(g)
            if slot_matches(sel[-1], slot) or slot == sel[-1]:
                direct = [g for g in self.gestures if g.picks == tuple(sel) and g.direct]
                if direct:
                    return self._apply(direct[0])
                self.selected = sel[:-1]
                return Outcome("clear")
            extended = self._try([*sel, slot])
            if extended is not None:
                return extended
            if slot[0] == sel[-1][0]:
                # Another of one's own cards: start again from it rather than complain.
                fresh = self._try([slot])
                if fresh is not None:
                    return fresh
            attempt = self._attempt(sel, slot)
            self.selected = []
            return Outcome("illegal", attempt=attempt)
        fresh = self._try([slot])
        if fresh is not None:
            return fresh
        return Outcome("illegal", attempt=self._attempt([], slot))

    def press(self, gesture: Gesture) -> Outcome:
        """A button (or its key) was pressed."""
        return self._apply(gesture)

    def choose_target(self, number: int) -> Outcome:
        """Number key ``number`` (1-based) picks the numbered candidate."""
        options = self.candidates()
        if 1 <= number <= len(options):
            return self.click(options[number - 1])
        return NOTHING

    def draw_gesture(self) -> Gesture | None:
        for g in self.gestures:
            if str(g.action) == "draw":
                return g
        return None

    # Internals -----------------------------------------------------------------
    def _attempt(self, sel: list[Slot], slot: Slot) -> str | None:
        if self._display is None:
            return None
        return self.moves.intent(sel, slot, self._display, self.me)

    @staticmethod
    def _prefix(picks: tuple[Slot, ...], chosen: list[Slot]) -> bool:
        return len(picks) >= len(chosen) and all(
            slot_matches(want, got) for want, got in zip(picks, chosen, strict=False)
        )

    def _try(self, chosen: list[Slot]) -> Outcome | None:
        matching = [g for g in self.gestures if self._prefix(g.picks, chosen)]
        if not matching:
            return None
        exact = [g for g in matching if len(g.picks) == len(chosen)]
        longer = [g for g in matching if len(g.picks) > len(chosen)]
        if len(exact) == 1 and exact[0].direct and not longer:
            return self._apply(exact[0])
        # Keep the gesture's own slots (a whole-zone pick stays whole).
        template = (exact or longer)[0].picks[: len(chosen)]
        self.selected = [
            want if want[1] == WHOLE else got for want, got in zip(template, chosen, strict=False)
        ]
        return Outcome("select")

    def _apply(self, gesture: Gesture) -> Outcome:
        self.selected = []
        return Outcome("apply", action=gesture.action)


def _slot_order(slot: Slot, kinds: tuple[str, ...]) -> tuple[int, str, int]:
    """Targets numbered by the kinds the game lists first (hands, then fields), then by name."""
    zone = slot[0]
    kind = zone.split(":")[0]
    rank = kinds.index(kind) if kind in kinds else len(kinds)
    return (rank, zone, slot[1])
