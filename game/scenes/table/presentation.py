"""What the table shows this frame, gathered into a frozen ``TablePicture`` for the renderer:
the cards and their outlines, the plates' words, the status line, the message line (an
announcement, a message, or what to do now), the log and the keyboard focus."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from ...i18n import N_, _
from ...play.grammar import said
from ..context import AppContext
from .animation import Timeline
from .picture import CardsShown, Colour, Dragged, PlateShown, TablePicture
from .port import Table
from .round_end import RoundEnd
from .toast import Toast
from .words.log import MoveLog
from .words.phrases import Phrases

GOLD = (240, 200, 80)
GREEN = (120, 230, 140)
HINTED = (200, 150, 255)  # the card and target the hint suggests
PLATE = (16, 40, 30)
LOG_LINES = 60  # the log's newest lines, more than its panel shows


class Turn(Protocol):
    """The turn as the plates and the message line read it (the table's ``TurnFlow``)."""

    @property
    def thinking_seat(self) -> int | None: ...
    @property
    def instruction(self) -> str: ...


class Hinting(Protocol):
    """The hint as the message line reads it (the table's ``HintDesk``)."""

    @property
    def waiting(self) -> bool: ...


class Drawn(Table, Protocol):
    """The table as the presentation reads it to picture one frame."""

    @property
    def ctx(self) -> AppContext: ...
    @property
    def timeline(self) -> Timeline: ...
    @property
    def toast(self) -> Toast: ...
    @property
    def turns(self) -> Turn: ...
    @property
    def clock(self) -> float: ...
    @property
    def focus_shown(self) -> bool: ...
    @property
    def hiding(self) -> bool: ...
    @property
    def log(self) -> MoveLog: ...
    @property
    def pile_words(self) -> Mapping[str, str]: ...

    def seat_out(self, seat: int) -> bool: ...

    def plate_text(self, seat: int, short: bool = False) -> str: ...

    def status_parts(self) -> list[str]: ...

    def hint_text(self) -> str: ...

    def hinted_slots(self) -> list[tuple[str, int]]: ...


class Instructed(Table, Protocol):
    """What the message line's words depend on."""

    @property
    def adapter(self) -> GameWords: ...
    @property
    def timeline(self) -> Timeline: ...
    @property
    def people_out(self) -> bool: ...
    @property
    def continue_shown(self) -> bool: ...
    @property
    def turns(self) -> Turn: ...
    @property
    def hints(self) -> Hinting: ...
    @property
    def round_end(self) -> RoundEnd: ...


class GameWords(Protocol):
    def hint_text(self, scene: Table) -> str | None: ...


SHARED_PILES = {"stock": N_("stock"), "discard": N_("discard")}


def pile_words(phrases: Phrases) -> dict[str, str]:
    """The piles' labels in the player's language: the shared piles' and the game's own."""
    return {kind: _(words) for kind, words in {**SHARED_PILES, **phrases.pile_words}.items()}


def instruction_words(table: Instructed) -> str:
    """What the message line says when no banner or message is up: what is happening, or what
    the player to move can do now (the game's own words first)."""
    held = table.session.held()
    if held is not None:  # the host lost or gone: said for as long as it is so
        return held
    if table.people_out:
        if table.round_end.fast_forward:
            return _("You are out of this deal: the others finish it quickly · L: leave the deal")
        return _("You are out of this deal: F to watch the others finish quickly, L to leave it")
    if table.timeline.busy:
        return _("Click or press Space to skip the animation")
    if table.continue_shown:
        return _("The round is over: Continue (Enter) for the score sheet")
    if table.session.over:
        return _("The deal is over")
    own = table.adapter.hint_text(table)
    if own is not None:
        return own
    if table.accepting_input:
        if table.hints.waiting:
            return _("Working out a hint...")
        if table.interaction.selected:
            return _("Now click a green target (or press 1-9); right-click to cancel")
        return table.turns.instruction
    thinking = table.turns.thinking_seat
    if thinking is not None:
        return said(table.session.name(thinking), N_("{who} is thinking"), N_("You are thinking"))
    return ""


def marked_slots(table: Drawn) -> dict[tuple[str, int], Colour]:
    """Outline colours: gold for a card that can start a move, green for a target, and the
    hint's card and target in their own colour. The keyboard focus is drawn apart from
    these, so it shows on any slot, outlined or not."""
    marks: dict[tuple[str, int], Colour] = {}
    if not table.accepting_input:
        return marks
    interaction = table.interaction
    if interaction.selected:
        for slot in interaction.candidates():
            marks[slot] = GREEN
    else:
        for slot in interaction.playable():
            marks[slot] = GOLD
    for slot in table.hinted_slots():
        marks[slot] = HINTED
    return marks


def plates(table: Drawn) -> tuple[PlateShown, ...]:
    source = table.session
    to_move = source.to_move
    found = []
    for seat, geom in table.layout.seats.items():
        turn = seat == to_move and not source.over
        name = source.name(seat)
        found.append(
            PlateShown(
                seat=seat,
                box=geom.plate.copy(),
                name=name,
                words=table.plate_text(seat),
                short=table.plate_text(seat, short=True),
                fill=table.ctx.plate_fill(name, PLATE),
                turn=turn,
                out=table.seat_out(seat),
                thinking=table.turns.thinking_seat == seat,
                away=table.session.away(seat),
                pulse=int(table.clock * 2) % 2 == 0,
            )
        )
    return tuple(found)


def picture(table: Drawn) -> TablePicture:
    """The frame as it is to be drawn now."""
    display, timeline, interaction = table.display, table.timeline, table.interaction
    drag = table.drag
    covered = timeline.covered()
    dragged = None
    if drag is not None and drag.active:
        covered = covered | {drag.slot}
        dragged = Dragged(drag.slot, drag.pos, drag.card)
    flights, banners, glows = timeline.draw_items()
    cards = CardsShown(
        {zone: tuple(shown) for zone, shown in display.zones.items()},
        {zone: tuple(flags) for zone, flags in display.marks.items()},
        dict(display.breaks),
    )
    picking = table.accepting_input and bool(interaction.selected)
    log = table.log
    return TablePicture(
        layout=table.layout,
        art=table.ctx.art,
        cards=cards,
        zone_order=tuple(table.zone_order()),
        clockwise=table.session.clockwise,
        covered=frozenset(covered),
        marked=marked_slots(table),
        selected=tuple(interaction.selected),
        hiding=table.hiding,
        flights=tuple(flights),
        banner=banners[-1] if banners else None,
        glows=tuple(glows),
        drag=dragged,
        plates=plates(table),
        targets=tuple(interaction.candidates()[:9]) if picking else (),
        status=tuple(table.status_parts()),
        instruction=table.hint_text(),
        toast=table.toast.words,
        toast_tone=table.toast.tone,
        log_lines=tuple(log.lines[-LOG_LINES:]),
        log_version=log.version,
        viewer=table.viewer,
        buttons=tuple(table.buttons),
        focus=table.focus if table.focus_shown else None,
        pile_words=table.pile_words,
    )
