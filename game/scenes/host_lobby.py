"""The host's lobby: the table's join code in large letters, this computer's address and port,
who sits where as they join, Start once every remote seat is taken, Cancel.

The table itself (``game.net.hosting.HostedTable``) runs on its own thread with its own event
loop; this screen reads a copy of its state each frame and never waits for the network. It
announces the table on the local network while seats are free; a failure is one line here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pygame

from ..engine import Variant
from ..engine.match import Match
from ..i18n import N_, _, fill, ngettext
from ..i18n.words import level_name
from ..net.announced import table_name
from ..net.host import REMOTE, SeatPlan
from ..net.hosting import DEFAULT_PORT, HostedTable, HostState, SeatState
from ..net.joining import JoinedTable
from ..net.remote_table import RemoteSource
from ..net.shared_screen import SharedScreenSource
from .context import AppContext
from .rematch import next_seed
from .remote_seat import to_the_table
from .scale import Scale, scale_for
from .scene import Pop, Push, Scene, Transition
from .table.words.log import MoveLog
from .text import fitted, shared_size, stack_up, text, wrap
from .uikit import draw_felt
from .widgets import ACTIVATE_KEYS, Button, FocusRing, clicked, panel

PORT = DEFAULT_PORT  # the port a table is hosted on (the tests host on 0: any free port)
CLOSE_AGAIN = N_("Press Close the table again to end the match for everyone at the table.")
NO_FOCUS = -1  # the focus ring's index when no button is focused
GOLD, INK, SOFT, WARN = (250, 225, 150), (240, 236, 220), (200, 205, 190), (255, 190, 170)


def seat_status(seat: SeatState, own: bool = False) -> str:
    """What the lobby says of a seat (``own``: the one played at this window); a seat knocked
    out of the match says so (the lobby shows who is still in)."""
    status = _seat_kind_status(seat, own)
    return fill(_("{status}; out of the match"), status=status) if seat.out else status


def _seat_kind_status(seat: SeatState, own: bool) -> str:
    if own:
        return _("you, at this computer")
    if seat.kind != REMOTE:
        return _("computer: {level}").format(level=level_name(seat.kind).lower())
    if not seat.taken:
        return _("remote: waiting…")
    return _("remote: joined") if seat.here else _("remote: away")


def status_line(state: HostState, own_seats: Sequence[int] = ()) -> str:
    """The line under the seats: what the table is doing, or why it is not open (``own_seats``:
    the seats played at this window, never ones the table waits for)."""
    if state.phase == "failed":
        return state.error
    if state.phase == "opening":
        return _("Opening the table…")
    if state.unsaved and state.phase in ("open", "playing"):
        return _("The table could not be saved ({reason}); it plays on and tries again.").format(
            reason=state.unsaved
        )
    away = [
        seat.name
        for number, seat in enumerate(state.seats)
        if seat.kind == REMOTE and seat.taken and not seat.here and number not in own_seats
    ]
    if away and state.phase in ("open", "playing"):
        return _("The table waits for {name} to come back, or press Computer plays.").format(name=away[0])
    if state.phase == "playing":
        if not state.rounds:
            return _("Playing the first round.")
        finished = ngettext(
            "Playing: {rounds} round finished so far.",
            "Playing: {rounds} rounds finished so far.",
            state.rounds,
        )
        return finished.format(rounds=state.rounds)
    if state.phase == "over":
        return state.result
    if state.phase == "closed":
        return _("The table is closed.")
    if state.full:
        return _("Everyone is here: press Start when you are ready.")
    return _("Waiting for the remote seats to be taken: give the joiners the code.")


class HostLobbyScene(Scene):
    name = "host_lobby"

    def __init__(
        self,
        ctx: AppContext,
        variant: Variant,
        plans: list[SeatPlan],
        seed: int,
        own_seats: Sequence[int] = (),
        match: Match | None = None,
        code: str | None = None,
        matches: int = 0,
        slot: Path | None = None,
    ) -> None:
        super().__init__(ctx)
        self.variant = variant
        # Where this table is saved: a saved table's own slot (Continue hosting claimed it), or
        # one claimed as the lobby opens; held while the table runs, so that another copy of the
        # program neither writes over it nor takes it up.
        self.slot = slot
        # The seats the people at this window play, at a table over this screen (several: they
        # share it, the curtain between them, each seat over a link of its own).
        self.own_seats = tuple(own_seats)
        self.seed = seed  # this match's deal (Play again deals the next one)
        self.table = HostedTable(
            variant,
            plans,
            seed,
            port=PORT,
            on_change=self._saving,
            own_seats=self.own_seats,
            match=match,
            code=code,
            matches=matches,  # a saved table's matches before its own: the joiners know it by it
        )
        self.people: list[JoinedTable] = []  # those seats' connections, over the loopback
        self.source: RemoteSource | None = None  # their game, once dealt
        self.log = MoveLog()  # its table's log, kept while the host looks at the lobby
        self.seated = False
        self.closing = False  # Close the table pressed once mid-game: once more closes it
        self.again = 0  # the match at this table the host's own seat is to be shown (Play again)
        self.state = HostState()
        self.buttons: list[Button] = []
        self.focus = FocusRing()
        self.felt: pygame.Surface | None = None
        self.scale = Scale()

    def _saving(self, host: object) -> None:
        slot = self.slot
        if slot is not None:  # None once the lobby has closed: its slot is no longer this table's
            _autosave(host, self.own_seats, slot)

    def enter(self) -> None:
        if self.slot is None:
            from ..net.table_save import new_slot, table_to_continue

            # A new table replaces the one Continue hosting offered, as it always did.
            self.slot = new_slot(table_to_continue())
        self.table.history = self.ctx.history.beside()  # each match here is a game in the history
        self.table.start()
        self.resized(self.ctx.size)

    def exit(self) -> None:
        for joined in self.people:
            joined.close()
        self.table.close()
        slot, self.slot = self.slot, None
        if slot is not None:
            from ..net.table_save import release

            release(slot)  # the table saved there may be taken up again, here or in another copy

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.scale = scale_for(size)
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        cancel = pygame.Rect(px(30), h - px(80), px(220), px(52))
        start = pygame.Rect(w - px(230), h - px(80), px(200), px(52))
        leaving = _("Close the table") if self.state.phase in ("playing", "over") else _("Cancel")
        can_start = self.state.phase == "open" and self.state.full
        if self.source is not None and self.state.phase == "playing":
            # The host came here from their table: back to it, as it stands now.
            go = Button.fitted(_("Back to your seat"), start, "seat", active=True, largest=px(20))
        elif self.state.phase == "over":  # a new match at the same table, the same people seated
            go = Button.fitted(_("Play again"), start, "again", active=True, largest=px(20))
        else:
            go = Button(_("Start"), start, "start", enabled=can_start, active=can_start, size=px(20))
        self.buttons = [Button.fitted(leaving, cancel, "cancel", largest=px(20)), go]
        # A seat whose player has gone: the table waits for them, or the host hands the seat to
        # a computer level (one button on that seat's row).
        for number, seat in enumerate(self.state.seats):
            if (
                seat.kind == REMOTE
                and number not in self.own_seats
                and seat.taken
                and not seat.here
                and self.state.phase in ("open", "playing")
            ):
                top = self.seats_top(size) + number * self.seat_row(size)
                rect = pygame.Rect(w - px(210), top - px(4), px(166), px(30))
                self.buttons.append(
                    Button.fitted(_("Computer plays"), rect, ("computer", number), largest=px(16))
                )
        if self.state.phase in ("playing", "over") and self.focus.index in (0, NO_FOCUS) and not self.closing:
            # Mid-game the focus starts on a harmless choice (the way back to the seat, Play
            # again), never on closing the table nor on giving a seat away; with none, on
            # nothing until Tab.
            harmless = [i for i, b in enumerate(self.buttons) if b.enabled and b.value in ("seat", "again")]
            self.focus.index = harmless[0] if harmless else NO_FOCUS
        if self.focus.index == NO_FOCUS:
            for b in self.buttons:
                b.focused = False
        else:
            self.focus.show(self.buttons)
        self.ctx.write_layout(
            {"scene": "host_lobby", "buttons": {str(b.value): list(b.rect.center) for b in self.buttons}}
        )

    def seats_top(self, size: tuple[int, int]) -> int:
        return scale_for(size)(148)

    def seat_row(self, size: tuple[int, int]) -> int:
        px = scale_for(size)
        return max(px(22), min(px(44), (size[1] - px(260)) // max(len(self.state.seats), 1)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._press("cancel")
            return True
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS and self.focus.index == NO_FOCUS:
            return True  # nothing focused (mid-game, no harmless choice): Enter presses nothing
        button = self.focus.key(event, self.buttons) if event.type == pygame.KEYDOWN else None
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS and button is None:
            return True
        button = button or clicked(event, self.buttons)
        if button is not None:
            self._press(button.value)
        return True

    def _press(self, value: object) -> None:
        self.ctx.play("click")
        if isinstance(value, tuple):
            from ..play.seats import default_level, levels

            chosen = str(self.ctx.settings.computer_level)
            self.table.hand_to_computer(int(value[1]), chosen if chosen in levels() else default_level())
        elif value == "start":
            self.table.begin()
        elif value == "again":
            self._play_again()
        elif value == "seat" and self.source is not None:
            if self.source.out_for_good:  # knocked out: the match goes on on the score sheet
                shown = to_the_table(self.source, self.log)
                if shown is not None:
                    self.request(shown)
            else:
                self.request(Push("table", session=self.source, log=self.log, resumed=True))
        elif self.state.phase == "playing" and not self.closing:
            # Closing mid-game ends the match for everyone at the table: asked once more.
            self.closing = True
            self.focus.index = 0
            self.resized(self.ctx.size)
        else:
            self.table.close()
            self.request(Pop())
        if value != "cancel" and self.closing:
            self.closing = False
            self.resized(self.ctx.size)

    def _play_again(self) -> None:
        """A new match at the same table (the same host, code, port and seats), the next deal:
        the joiners still connected follow into it from their Match over sheets, told who starts
        it; one who has gone finds the seat kept for its token. The host's own seat follows too,
        and is shown its new table once dealt."""
        state = self.state
        if self.again > state.match:
            return  # pressed twice before the table said the new match had started
        by = state.seats[self.own_seats[0]].name if self.own_seats and state.seats else ""
        self.seed = next_seed(self.seed)
        self.table.again(self.seed, by)
        self.source, self.seated, self.log = None, False, MoveLog()
        self.again = state.match + 1  # the match whose table the host's person waits for
        self.focus.index = 0
        self.resized(self.ctx.size)

    def update(self, dt: float) -> Transition | None:
        state = self.table.state()
        if state != self.state:
            self.state = state
            self.resized(self.ctx.size)
        self._seat_the_host()
        return self.take_pending()

    def _seat_the_host(self) -> None:
        """The people at this window join their seats with their tokens once the table listens,
        over links in this process (no socket: the same frames as a joiner's); once play starts
        they play them at a table over this screen (which keeps the table running)."""
        state = self.state
        if self.seated or not state.own_tokens or not state.port:
            return
        if not self.people:
            # Joined as soon as the table listens, as a joiner in the lobby: dealt in with the
            # others, every move from the first one shown and logged (joined after play started,
            # the table would open at a snapshot, "continued", its first moves unsaid).
            self.people = [
                JoinedTable("in-process", None, None, token=token, dial=self.table.dial())
                for token in state.own_tokens
            ]
            for joined in self.people:
                joined.start()
        if state.phase != "playing" or state.match < self.again:
            return
        dealt = [joined.state() for joined in self.people]
        if all(each.phase == "playing" and each.arrivals and each.match >= self.again for each in dealt):
            source = (
                RemoteSource(self.people[0], hosting=True)
                if len(self.people) == 1
                else SharedScreenSource(self.people, hosting=True)
            )
            shown = to_the_table(source, self.log)  # the table, or (knocked out) the score sheet
            if shown is not None:
                self.seated = True
                self.source = source
                self.request(shown)

    def resume(self) -> None:
        """Back from the host's own table (the pause menu's The lobby)."""
        self.resized(self.ctx.size)

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        w, h = surface.get_size()
        px, state = self.scale, self.state
        surface.blit(text(_("Host a table"), px(36), GOLD, bold=True), (px(30), px(24)))
        surface.blit(fitted(self.variant.name, px(18), w - px(60), SOFT), (px(30), px(66)))
        left = pygame.Rect(px(30), px(100), int(w * 0.46), h - px(200))
        panel(surface, left, 170)
        y = left.y + px(14)
        surface.blit(text(_("Join code"), px(20), INK, bold=True), (left.x + px(16), y))
        code = fitted(state.code or "…", px(84), left.width - px(32), GOLD, bold=True)
        surface.blit(code, (left.x + px(16), y + px(30)))
        y += px(30) + code.get_height() + px(10)
        if state.port:
            where = _("Address {address}, port {port}").format(address=state.address, port=state.port)
            surface.blit(fitted(where, px(22), left.width - px(32), INK), (left.x + px(16), y))
            y += px(34)
            heard = (
                fill(
                    _("Announced on the local network as “{name}”: Join a table lists it."),
                    name=table_name(state.port),
                )
                if state.announced
                else _("Not announced on the network: joiners type the address.")
            )
            if state.note:  # the usual port was taken: which one this table uses
                heard = f"{state.note} {heard}"
            for line in wrap(heard, px(15), left.width - px(32)):
                surface.blit(text(line, px(15), SOFT), (left.x + px(16), y))
                y += px(20)
        right = pygame.Rect(left.right + px(20), left.y, w - left.right - px(50), left.height)
        panel(surface, right, 170)
        surface.blit(text(_("Seats"), px(20), INK, bold=True), (right.x + px(16), right.y + px(14)))
        y, row = self.seats_top((w, h)), self.seat_row((w, h))
        at = right.x + int(right.width * 0.4)
        statuses = []
        for number, seat in enumerate(state.seats):
            buttoned = any(b.value == ("computer", number) for b in self.buttons)
            room = (w - px(210) if buttoned else right.right) - at - px(12)
            statuses.append((seat_status(seat, number in self.own_seats), room))
        # Every seat's words at one size: a long one ("computer: medium; out of the match") no
        # longer drawn smaller than the others.
        size = shared_size(statuses, px(16))
        for number, seat in enumerate(state.seats, start=1):
            colour = INK if seat.taken else SOFT
            name_w = int(right.width * 0.4) - px(24)
            name = fitted(f"{number}. {seat.name}", px(18), name_w, colour, bold=True)
            surface.blit(name, (right.x + px(16), y))
            words, room = statuses[number - 1]
            surface.blit(fitted(words, size, room, colour, smallest=size), (at, y + px(2)))
            y += row
        tone = WARN if state.phase == "failed" or self.closing else INK
        said = _(CLOSE_AGAIN) if self.closing else status_line(state, self.own_seats)
        lines = wrap(said, px(17), w - px(520))
        stack_up(surface, lines, px(17), tone, w // 2, h - px(56) + px(8) * (len(lines) - 1))
        for button in self.buttons:
            button.draw(surface)


def _autosave(host: object, own_seats: Sequence[int], slot: Path | None = None) -> None:
    """The hosted match saved after every change to its slot, as ``q2j host`` saves it (a host
    that crashes resumes with ``q2j host --headless --resume``; its joiners come back with their
    tokens)."""
    from ..net.table_save import autosave

    if slot is None:  # the host's own slot, claimed at its first save
        autosave(host, own_seats)  # type: ignore[arg-type]  # a failure: said and retried by the host
    else:
        autosave(host, own_seats, slot)  # type: ignore[arg-type]
