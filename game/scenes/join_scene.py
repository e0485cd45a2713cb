"""Join a table: the tables announced on the local network (looked for on a thread, the list
kept fresh), fields for an address, the join code and the player's name, Join; then the
joiner's lobby (who sits where) until the host starts. A wrong code, a full table or a host
that does not answer is one line, back at the form. "Host a table" opens the host's setup.

Neither the browsing nor the seat's connection ever runs on the frame loop: both are threads
(``game.net.browsing``, ``game.net.joining``) read through copies each frame.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from ..i18n import _, fill, ngettext
from ..i18n.typed_numbers import whole_up_to
from ..i18n.words import level_name
from ..net.browsing import TableBrowser
from ..net.codes import check_code
from ..net.discovery import Listed
from ..net.hosting import DEFAULT_PORT
from ..net.joined_record import follow
from ..net.joining import JoinedTable, JoinState
from ..net.keep import Claim, claim, remember_form, remembered_form
from ..net.protocol import VERSION
from ..net.remote_table import RemoteSource
from ..net.table_save import table_to_continue
from .context import AppContext
from .entry_theme import entry_manager
from .remote_seat import to_the_table
from .scale import Scale
from .scene import Pop, Push, Scene, Transition
from .setup_widgets import dim_hints, use_hint_theme
from .text import fitted, stack_up, text, wrap
from .uikit import draw_felt
from .widgets import Button, FocusRing, clicked, draw_focus, panel

GOLD, INK, SOFT, WARN = (250, 225, 150), (240, 236, 220), (200, 205, 190), (255, 190, 170)
MAX_LISTED = 8
LAST_TYPED: dict[str, str] = {}  # the form's fields as last joined with, in this program


def _listed(button: Button) -> bool:
    return isinstance(button.value, tuple) and button.value[0] == "table"


class AddressError(ValueError):
    """An address that cannot be a table's; the message says what one looks like."""


def table_address(typed: str) -> str:
    """``HOST:PORT`` from what was typed (the port 47474 when none is given).

    >>> table_address(" 192.168.1.20 "), table_address("ann-laptop.local:5000")
    ('192.168.1.20:47474', 'ann-laptop.local:5000')
    """
    typed = typed.strip()
    host, sep, port = typed.rpartition(":")
    if not sep:
        host, port = typed, str(DEFAULT_PORT)
    number = whole_up_to(port, 65535)  # None for '²', which str.isdigit takes and int refuses
    if not host or any(char.isspace() for char in host) or not number:
        raise AddressError(
            _("The address is the host's, as its lobby shows it, e.g. 192.168.1.20:{port}.").format(
                port=DEFAULT_PORT
            )
        )
    return f"{host}:{number}"


def listed_label(table: Listed, game_name: str) -> str:
    # The count of free places rules the French plural (« 1 place libre sur 3 »).
    free = ngettext("{free} of {seats} seats free", "{free} of {seats} seats free", table.free).format(
        free=table.free, seats=table.seats
    )
    return f"{table.name} · {game_name} · {free}"


def refusal_line(address: str, reason: str, ended: str = "refused") -> str:
    """Why the join failed, for the form."""
    if ended == "no answer":
        words = _("No table answers at {address}: check the address, and that the host's lobby is open.")
        return words.format(address=address)
    if ended == "gone":
        return _("The host has gone: the table is closed.")
    if ended == "left":
        return ""
    return _("The table said no: {reason}.").format(reason=reason.rstrip("."))


class JoinScene(Scene):
    name = "join"

    def __init__(
        self, ctx: AppContext, address: str | None = None, code: str | None = None, name: str | None = None
    ) -> None:
        super().__init__(ctx)
        self.browser = TableBrowser()
        self.joined: JoinedTable | None = None
        self.listed_name = ("", "")  # the address and name of the table last chosen in the list
        self.claim: Claim | None = None  # this window's kept seat at the table joined
        self.seated = False  # the table is shown (over this screen)
        self.state = JoinState()
        self.address = ""  # the address joined (the form's line names it)
        self.error = ""
        self.buttons: list[Button] = []
        self.shown_tables: tuple[Listed, ...] = ()
        self.manager: Any = None
        self.scale = Scale()
        self.entries: dict[str, Any] = {}
        # The form as last typed in this program (the joiner back at this screen, or leaving the
        # waiting screen, finds it as it was), else as last joined with from this folder (the
        # program closed and opened again: Join takes the player back to their seat), unless
        # ``q2j join`` named the table.
        last = (LAST_TYPED or remembered_form()) if address is None else {}
        self.typed = {
            "address": address or last.get("address", ""),
            "code": code or last.get("code", ""),
            "name": name or last.get("name", ""),
        }
        self.join_at_once = address is not None  # ``q2j join`` named the table
        self.felt: pygame.Surface | None = None
        self.focus = FocusRing()
        self.order: list[Button] = []
        # The saved table Continue hosting takes up: the one saved last that no running copy of
        # the program hosts (looked at again now and then: another copy may close, or take one up).
        self.rehost: Path | None = None
        self.looked_for = 0.0  # seconds since Continue hosting's table was looked for

    # Lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        if not self.ctx.launch.smoke:
            self.browser.start()
        self.resized(self.ctx.size)
        if self.join_at_once:
            self.join_at_once = False
            self._join()

    def exit(self) -> None:
        self.browser.stop()
        if self.joined is not None:
            self.joined.close()
        self._let_go()
        self._kill_entries()

    def resume(self) -> None:
        self.resized(self.ctx.size)

    @property
    def waiting(self) -> bool:
        """Joined (or joining): the joiner's lobby shows instead of the form."""
        return self.joined is not None

    def _read_entries(self) -> None:
        for key, entry in self.entries.items():
            self.typed[key] = entry.get_text()

    def _kill_entries(self) -> None:
        self._read_entries()
        for entry in self.entries.values():
            entry.kill()
        self.entries = {}

    def resized(self, size: tuple[int, int]) -> None:
        import pygame_gui

        self._kill_entries()
        self.manager, self.scale = entry_manager(self.manager, self.scale, size)
        px = self.scale
        w, h = size
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        self.list_box = pygame.Rect(px(30), px(100), int(w * 0.5) - px(40), h - px(210))
        self.form_box = pygame.Rect(self.list_box.right + px(20), px(100), 0, h - px(210))
        self.form_box.width = w - px(30) - self.form_box.x
        back = pygame.Rect(px(30), h - px(80), px(200), px(52))
        host = pygame.Rect(w - px(250), h - px(80), px(220), px(52))
        if self.waiting:
            self.buttons = [Button.fitted(_("Leave"), back, "leave", largest=px(20))]
            self.buttons.extend(self._seat_buttons())
        else:
            self.buttons = [
                Button.fitted(_("Back"), back, "back", largest=px(20)),
                Button.fitted(_("Host a table"), host, "host", largest=px(20)),
            ]
            self.rehost = None if self.ctx.launch.smoke else table_to_continue()
            if self.rehost is not None:
                # The table this computer hosted last stopped (closed, or crashed): go on with it.
                again = pygame.Rect(host.x - px(240), host.y, px(220), px(52))
                self.buttons.append(Button.fitted(_("Continue hosting"), again, "rehost", largest=px(20)))
            x, y = self.form_box.x + px(16), self.form_box.y + px(50)
            width = self.form_box.width - px(32)
            self.labels: list[tuple[str, tuple[int, int]]] = []
            # Hints that cannot be taken for typed values: "for example …", a name's purpose,
            # drawn dimmer than typed words (setup_widgets' hint theme).
            use_hint_theme(self.manager)
            example = _("for example {example}")
            for key, label, hint in (
                ("address", _("Address"), fill(example, example=f"192.168.1.20:{DEFAULT_PORT}")),
                ("code", _("Join code"), fill(example, example="K7MP9Q")),
                ("name", _("Your name"), _("the name the others see")),
            ):
                self.labels.append((label, (x, y)))
                entry = pygame_gui.elements.UITextEntryLine(
                    pygame.Rect(x, y + px(24), width, px(36)), self.manager, placeholder_text=hint
                )
                entry.set_text(self.typed[key])
                self.entries[key] = entry
                y += px(70)
            dim_hints(self.entries.values())
            join = pygame.Rect(x, y + px(6), min(width, px(200)), px(48))
            self.buttons.append(Button(_("Join"), join, "join", active=True, size=px(20)))
            self.buttons.extend(self._listed_buttons())
        self._order_for_keys()
        self._write_layout()

    def _listed_buttons(self) -> list[Button]:
        """A button per table announced (greyed: one of another protocol, which cannot be joined)."""
        px = self.scale
        buttons = []
        top, row = self.list_box.y + px(50), px(40)
        for number, table in enumerate(self.shown_tables[:MAX_LISTED]):
            rect = pygame.Rect(self.list_box.x + px(12), top + number * row, 0, row - px(6))
            rect.width = self.list_box.width - px(24)
            known = self.ctx.catalog.variants.get(table.variant)
            label = listed_label(table, known.name if known is not None else table.variant)
            button = Button.fitted(label, rect, ("table", number), largest=px(16))
            # A full table too: a player whose seat is kept there comes back to it this way.
            button.enabled = table.version == VERSION
            buttons.append(button)
        return buttons

    def _relist(self) -> None:
        """The announced tables changed: their buttons anew, the fields left as they are (the
        one being typed in keeps its focus and its keys)."""
        order = self.order
        focused = order[self.focus.index].value if 0 <= self.focus.index < len(order) else None
        self.buttons = [b for b in self.buttons if not _listed(b)] + self._listed_buttons()
        self._order_for_keys()
        self.focus.focus_on(self.order, focused)
        self._write_layout()

    def _write_layout(self) -> None:
        self.ctx.write_layout(
            {
                "scene": "join",
                "buttons": {str(b.value): list(b.rect.center) for b in self.buttons},
                "entries": {key: list(box.get_relative_rect().center) for key, box in self.entries.items()},
            }
        )

    def lobby_rows(self) -> tuple[pygame.Rect, int, int]:
        """The joiner's lobby: its panel, the first seat's row top and a row's height."""
        w, h = self.ctx.size
        px = self.scale
        box = pygame.Rect(px(30), px(100), w - px(60), h - px(210))
        top = box.y + px(14) + px(40)
        # Every seat above the line at the bottom, however many (ten at 1024x600).
        row = min(px(32), (box.bottom - px(44) - top) // max(len(self.state.names), 1))
        return box, top, row

    def _seat_buttons(self) -> list[Button]:
        """Before play starts, a free seat may be chosen: "Sit here" on its row."""
        state = self.state
        if state.phase != "lobby":
            return []
        box, top, row = self.lobby_rows()
        px = self.scale
        buttons = []
        for seat, _name in enumerate(state.names):
            taken = seat < len(state.taken) and state.taken[seat]
            kind = state.kinds[seat] if seat < len(state.kinds) else "remote"
            if taken or kind != "remote" or seat == state.seat:
                continue
            rect = pygame.Rect(box.right - px(170), top + seat * row, px(150), max(row - px(4), px(20)))
            buttons.append(Button.fitted(_("Sit here"), rect, ("sit", seat), largest=px(16)))
        return buttons

    def _sit(self, seat: int) -> None:
        """Leave this seat for another free one: the host frees it (play has not started) and
        seats this player at ``seat``, with a new token."""
        if self.joined is None:
            return
        self.joined.close()
        code, name = check_code(self.typed["code"]), self.typed["name"].strip()[:32] or None
        self.joined = JoinedTable(self.address, code, name, seat=seat, on_token=self._keeper())
        self.joined.start()
        self.state = JoinState(phase="connecting")
        self.resized(self.ctx.size)

    def _order_for_keys(self) -> None:
        """What Tab and the arrows move through, top to bottom: the listed tables, stand-ins for
        the three fields (Enter there starts typing), Join, Host a table, Back; or Leave."""
        by_value = {button.value: button for button in self.buttons}
        listed = [
            button
            for button in self.buttons
            if isinstance(button.value, tuple) and button.value[0] == "table"
        ]
        fields = [
            Button("", entry.get_relative_rect(), ("entry", key)) for key, entry in self.entries.items()
        ]
        ends = [by_value[value] for value in ("join", "host", "rehost", "back", "leave") if value in by_value]
        seats = [
            button for button in self.buttons if isinstance(button.value, tuple) and button.value[0] == "sit"
        ]
        self.order = [*listed, *seats, *fields, *ends]
        self.focus.show(self.order)

    # Events ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.manager is not None and not self.waiting:
            self.manager.process_events(event)
        typing = any(entry.is_focused for entry in self.entries.values())
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and typing:
                self._press("join")
            elif event.key == pygame.K_ESCAPE:
                if typing:  # done typing: the keys move the focus again
                    self.manager.set_focus_set(None)
                else:
                    self._press("leave" if self.waiting else "back")
            elif event.key == pygame.K_TAB and typing:
                self.manager.set_focus_set(None)
                self.focus.key(event, self.order)
            elif not typing:
                chosen = self.focus.key(event, self.order)
                if chosen is not None:
                    self._press(chosen.value)
            return True
        button = clicked(event, self.buttons)
        if button is not None:
            self._press(button.value)
        return True

    def _press(self, value: object) -> None:
        if isinstance(value, tuple) and value[0] == "entry":
            self.manager.set_focus_set(self.entries[str(value[1])])  # type here now
            return
        self.ctx.play("click")
        if value == "back":
            self.request(Pop())
        elif value == "host":
            self.request(Push("setup", host=True))
        elif value == "rehost":
            self._host_again()
        elif value == "leave":
            self._leave("")
        elif value == "join":
            self._join()
        elif isinstance(value, tuple) and value[0] == "sit":
            self._sit(int(value[1]))
        elif isinstance(value, tuple) and value[0] == "table":
            table = self.shown_tables[int(value[1])]
            where = f"{table.address}:{table.port}"
            self.entries["address"].set_text(where)
            self.listed_name = (where, table.name)  # the history names the table it was played at
            last = LAST_TYPED or remembered_form()
            if last.get("address") == where and last.get("code"):
                # The table last joined from here: its code with it, so a player who left comes
                # back to their seat from the list.
                self.entries["code"].set_text(last["code"])
                if not self.entries["name"].get_text() and last.get("name"):
                    self.entries["name"].set_text(last["name"])
            # The code is what is left to type (or, filled, Enter joins).
            self.manager.set_focus_set(self.entries["code"])

    def _join(self) -> None:
        self._read_entries()
        try:
            address = table_address(self.typed["address"])
            code = check_code(self.typed["code"])
        except AddressError as error:
            self.error = str(error)
            return
        except ValueError:
            self.error = _("The join code is the six letters and digits the host's lobby shows.")
            return
        name = self.typed["name"].strip()[:32] or None
        LAST_TYPED.update(self.typed)
        if not self.ctx.launch.smoke:
            with contextlib.suppress(OSError):  # not kept: the form is typed again next time
                remember_form(self.typed)
        self.error, self.address = "", address
        # A seat taken at this table before (the program closed, or died): come back to it;
        # another window of this folder playing at that table keeps its own.
        self._let_go()
        self.claim = None if self.ctx.launch.smoke else claim(address, code)
        token = None if self.claim is None else self.claim.token
        self.joined = JoinedTable(address, code, name, token=token, on_token=self._keeper())
        self.joined.start()
        self.state = self.joined.state()
        self.resized(self.ctx.size)

    def _host_again(self) -> None:
        """The saved hosted table's lobby, its match going on with the same code and seats; a
        save that cannot be read is said here and put aside (kept, never deleted)."""
        from ..files import saves
        from ..net.table_save import HostedElsewhere, resume, set_aside

        offered = self.rehost
        if offered is None:
            return
        try:
            saved = resume(self.ctx.catalog, offered)
        except HostedElsewhere:  # taken up by another copy since the screen looked: left to it
            self.error = _("That table is being hosted in another window of this program now.")
            self.resized(self.ctx.size)
            return
        except saves.SaveError as error:
            kept = set_aside(offered)
            self.error = fill(_("The hosted table cannot go on: {error}"), error=error)
            if kept:
                self.error += " " + fill(_("(kept as {file})"), file=kept)
            self.resized(self.ctx.size)
            return
        self.request(
            Push(
                "host_lobby",
                variant=saved.variant,
                plans=saved.plans,
                seed=saved.seed,
                own_seats=saved.own_seats,
                match=saved.match,
                code=saved.code,
                matches=saved.matches,
                slot=saved.slot,
            )
        )

    def _keeper(self) -> Callable[[str], None] | None:
        """Where the seat's token is kept when the table gives it (not by the smoke run)."""
        return None if self.claim is None else self.claim.keep

    def _let_go(self) -> None:
        """This window no longer plays at the table: its kept seat is free for another."""
        if self.claim is not None:
            self.claim.release()
            self.claim = None

    def _leave(self, why: str) -> None:
        if self.joined is not None:
            self.joined.close()
        self._let_go()
        self.joined, self.state, self.error, self.seated = None, JoinState(), why, False
        self.resized(self.ctx.size)

    # Frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> Transition | None:
        if self.joined is not None:
            state = self.joined.state()
            if state.phase == "refused":
                self._leave(refusal_line(self.address, state.error, state.ended))
            elif state != self.state:
                relay = (state.phase, state.taken) != (self.state.phase, self.state.taken)
                self.state = state
                if relay:  # the free seats' buttons follow the seats
                    self.resized(self.ctx.size)
            if not self.seated and state.phase in ("playing", "over") and state.arrivals:
                # Dealt in: the table, reading this seat's source; this screen stays beneath and
                # closes the connection when the player leaves the table (back to the menu).
                # Back after the match's end (knocked out, they had left): its score sheet.
                source = RemoteSource(self.joined)
                where, name = self.listed_name
                # This window's history records the match from its deal (to its end, or as left).
                follow(source, self.ctx.history, table=name if where == self.typed["address"].strip() else "")
                shown = to_the_table(source)
                if shown is not None:
                    self.seated = True
                    self.request(shown)
        else:
            if self.browser.tables() != self.shown_tables:
                self.shown_tables = self.browser.tables()
                self._relist()
            self.looked_for += dt
            if self.looked_for >= 1.0 and not self.ctx.launch.smoke:
                self.looked_for = 0.0
                if table_to_continue() != self.rehost:  # Continue hosting comes, goes or changes
                    self.resized(self.ctx.size)
        if self.manager is not None:
            dim_hints(self.entries.values())
            self.manager.update(dt)
        return self.take_pending()

    def lobby_line(self) -> str:
        state = self.state
        if state.lost:
            return _("Lost the host; trying again…")
        if state.phase == "connecting":
            return _("Joining {address}…").format(address=self.address)
        if state.phase == "lobby":
            return _("Waiting for the host to start.")
        if state.phase == "over":
            return state.result
        return _("The game has started at the host.")

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        w, h = surface.get_size()
        px = self.scale
        surface.blit(text(_("Join a table"), px(36), GOLD, bold=True), (px(30), px(24)))
        if self.waiting:
            self._draw_lobby(surface)
        else:
            self._draw_form(surface)
        if self.error:
            lines = wrap(self.error, px(16), w - px(520))
            stack_up(surface, lines, px(16), WARN, w // 2, h - px(40) + px(8) * (len(lines) - 1))
        for button in self.buttons:
            button.draw(surface)
        for stand_in in self.order:
            if stand_in.focused and not stand_in.label:
                draw_focus(surface, stand_in.rect)  # a field: pygame-gui draws the box itself

    def _draw_form(self, surface: pygame.Surface) -> None:
        px = self.scale
        panel(surface, self.list_box, 170)
        panel(surface, self.form_box, 170)
        x = self.list_box.x + px(14)
        surface.blit(text(_("Tables on this network"), px(20), INK, bold=True), (x, self.list_box.y + px(14)))
        if not self.shown_tables:
            problem = self.browser.problem()
            words = (
                _("Cannot look for tables here ({problem}): type the host's address.").format(problem=problem)
                if problem
                else _("Looking for tables… None yet: the host's lobby must be open.")
            )
            y = self.list_box.y + px(56)
            for line in wrap(words, px(16), self.list_box.width - px(28)):
                surface.blit(text(line, px(16), SOFT), (x, y))
                y += px(22)
        surface.blit(
            text(_("Or type the table's address"), px(20), INK, bold=True),
            (self.form_box.x + px(16), self.form_box.y + px(14)),
        )
        for label, where in self.labels:
            surface.blit(text(label, px(16), SOFT), where)
        if self.manager is not None:
            self.manager.draw_ui(surface)

    def _draw_lobby(self, surface: pygame.Surface) -> None:
        px, state = self.scale, self.state
        box, y, row = self.lobby_rows()
        panel(surface, box, 170)
        x = box.x + px(16)
        where = _("The table at {address}").format(address=self.address)
        surface.blit(fitted(where, px(20), box.width - px(32), INK, bold=True), (x, box.y + px(14)))
        for seat, name in enumerate(state.names):
            taken = seat < len(state.taken) and state.taken[seat]
            kind = state.kinds[seat] if seat < len(state.kinds) else "remote"
            mark = _("you") if seat == state.seat else _("here") if taken else _("waiting…")
            if kind != "remote":
                mark = _("computer: {level}").format(level=level_name(kind).lower())
            colour = GOLD if seat == state.seat else INK if taken else SOFT
            surface.blit(fitted(f"{seat + 1}. {name}", px(18), box.width // 2, colour, bold=True), (x, y))
            surface.blit(text(mark, px(16), colour), (box.centerx, y + px(2)))
            y += row
        line = fitted(self.lobby_line(), px(18), box.width - px(32), WARN if state.lost else INK)
        surface.blit(line, line.get_rect(midbottom=(box.centerx, box.bottom - px(14))))
