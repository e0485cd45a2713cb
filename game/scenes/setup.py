"""New game: the variant, the player count, each seat human or AI, names, the deal number, and
for a game played with birthdays each person's birthday.

Each person's seat picks a player (a profile), makes a new one inline (the name typed becomes a
profile when the game starts), or takes a guest name; no two seats may share a name. The scene
composes its parts: the choices (``setup_form``, ``setup_seats``), the checks before a game
starts (``setup_checks``), the players kept as it starts (``setup_players``), the layout
(``setup_layout``), the buttons and entries (``setup_widgets``), the description box
(``setup_description``) and the drawing around them (``setup_draw``). The profiles are read
and written on a thread (``profile_access``); pygame-gui, slow to import, only once the screen
is shown.
"""

from __future__ import annotations

import contextlib
import datetime
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ..engine import EngineError, Variant
from ..engine.registry import entry as game_entry
from ..history.profiles import Profile, name_key
from ..history.records import SeatRecord
from ..i18n import N_, _, fill
from ..play.seats import HUMAN, SeatConfig, default_level, levels
from ..player.birthdays import match_birthdays
from .background import Background
from .context import AppContext
from .entry_theme import entry_manager
from .keys_help import BUTTON_KEYS
from .last_hosted import HostedSetup, last_hosted, remember_hosted
from .last_setup import LastSetup, last_setup
from .option_choices import OptionChoices
from .private_tables import seat_route
from .profile_access import ProfileList, profile_colours, profile_work, table_colours
from .scale import Scale
from .scene import Pop, Push, Replace, Scene, Transition
from .seat_picker import SeatPicker
from .setup_checks import Refused, changed_birthdays, check_hosted, new_players, typed_birthdays
from .setup_description import described, draw_description, players_span
from .setup_draw import draw_birthday_notes, draw_headings, draw_seat_numbers, draw_title
from .setup_form import SetupForm
from .setup_layout import SetupLayout, description_box, error_lines, lay_out
from .setup_players import keep_guest_birthdays, made_already, profile_writes
from .setup_seats import PICK, REMOTE, default_name, kind_label, rename_computers
from .setup_widgets import Entries, dim_hints, key_order, make_buttons, make_entries
from .text import text
from .uikit import draw_felt
from .widgets import Button, FocusRing, clicked, draw_focus

if TYPE_CHECKING:
    from ..play.session import Session


def _on_form(name: str) -> Any:
    """A field of the form, read and set on the scene too (as the scene's code and tests did)."""
    return property(
        lambda scene: getattr(scene.form, name), lambda scene, value: setattr(scene.form, name, value)
    )


class SetupScene(Scene):
    help_keys = (
        (N_("Tab"), N_("the next field")),
        (N_("Esc"), N_("back")),
        *BUTTON_KEYS,
    )
    name = "setup"
    leads_to = ("private_seat",)
    variants: list[Variant] = _on_form("variants")
    variant: Variant = _on_form("variant")
    host: bool = _on_form("host")
    players: int = _on_form("players")
    kinds: list[str] = _on_form("kinds")
    names: list[str] = _on_form("names")
    birthday_texts: list[str] = _on_form("birthday_texts")
    options: OptionChoices = _on_form("options")
    profiles: tuple[Profile, ...] = _on_form("profiles")

    def __init__(
        self,
        ctx: AppContext,
        variant_id: str | None = None,
        start_now: bool = False,
        host: bool = False,
        seated: tuple[SeatConfig, ...] = (),
    ) -> None:
        """``host``: a hosted table (Start opens the lobby); ``start_now``: start on the first
        update (a game asked for on the command line); ``seated``: the seats of the game just
        played (New game on the Match over screen), taken as Play takes the newest game's."""
        super().__init__(ctx)
        self.start_now = start_now
        launch, catalog = ctx.launch, ctx.catalog
        # Only games the table can seat people at (the others play from the command line).
        variants = [v for v in catalog.variants.values() if game_entry(v.game).at_table]
        variant = catalog.variants.get(variant_id or "", variants[0])
        self.form = SetupForm(
            variants, variant, host, self.computer_level(), launch.players, launch.seats or ()
        )
        remembered: dict[str, bool | int | str] = {}  # the options chosen last time hosting
        asked = variant_id is not None or launch.seats or launch.players
        if seated:
            kept = tuple(SeatRecord(s.name, None if s.kind in (HUMAN, REMOTE) else s.kind) for s in seated)
            self.form.start_from(LastSetup(self.variant.id, kept))
        elif not asked and host:
            remembered = self.form.start_hosting_from(last_hosted())  # as the last table hosted here
        elif not asked:
            self.form.start_from(last_setup(ctx))  # as the newest game at the table was seated
        if host:
            self.form.seat_remotely()
        self.form.seed_text = "" if launch.seed is None else str(launch.seed)
        self.form.choose_options(remembered)
        self.buttons: list[Button] = []
        self.felt: pygame.Surface | None = None
        self.manager: Any = None
        self.scale = Scale()  # the window's (``scale.py``); the text entries' theme follows it
        self.layout: SetupLayout | None = None
        self.entries: list[Any] = []
        self.birthday_entries: dict[int, Any] = {}
        self.seed_entry: Any = None
        self.error = ""
        # The keyboard focus, kept by the button's value across rebuilds; Start to begin with.
        self.focus = FocusRing()
        self.focused: object = ("start", 0)
        self.order: list[Button] = []  # what Tab and the arrows move through (``key_order``)
        self.picker: SeatPicker | None = None  # a seat's list of players, while it is open
        self.reading = Background[ProfileList](now=True)  # the players, read on a thread
        # The new players and birthdays written as the game starts; the game waits for them.
        self.saving = Background[ProfileList](now=True)
        self.waiting: Session | None = None

    # Choices -----------------------------------------------------------------------------------
    def computer_level(self) -> str:
        """The level the computer seats start at: the player's setting, if this build has it."""
        chosen = str(self.ctx.settings.computer_level)
        return chosen if chosen in levels() else default_level()

    def kind_label(self, kind: str) -> str:
        return kind_label(kind, self.host)

    def players_span(self) -> str:
        return players_span(self.variant)

    def seats(self) -> list[SeatConfig]:
        """The seats as typed so far."""
        self._read_entries()
        return self.form.seats()

    def profile_of(self, seat: int) -> Profile | None:
        return self.form.profile_of(seat)

    def _read_entries(self) -> None:
        for seat, entry in enumerate(self.entries):
            self.names[seat] = entry.get_text()
        for seat, entry in self.birthday_entries.items():
            self.birthday_texts[seat] = entry.get_text()
        if self.seed_entry is not None:
            self.form.seed_text = self.seed_entry.get_text()

    def _rename_computers(self) -> None:
        """No computer player keeps a player's name, in its entry too (``rename_computers``)."""
        for seat in rename_computers(self.kinds, self.names, self.players, self.profiles):
            if seat < len(self.entries):
                self.entries[seat].set_text(self.names[seat])

    # Lifecycle -----------------------------------------------------------------------------------
    def enter(self) -> None:
        ctx = self.ctx
        self.reading = Background[ProfileList](now=ctx.lockstep)
        self.saving = Background[ProfileList](now=ctx.lockstep)
        self.reading.start(lambda: profile_work(ctx, make=False))
        self._build(self.ctx.size)
        self._take_profiles()

    def exit(self) -> None:
        self._read_entries()
        self._kill_entries()

    def resume(self) -> None:
        self.resized(self.ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        self._read_entries()
        self._build(size)

    def update(self, dt: float) -> Transition | None:
        if self.ctx.launch.smoke:
            self.kinds = [default_level()] * 10
            self.names = [default_name(s, self.kinds[s]) for s in range(10)]
            for seat, entry in enumerate(self.entries):
                entry.set_text(self.names[seat])
            if self.seed_entry is not None and not self.form.seed_text:
                self.seed_entry.set_text("1")
            self._start()
        elif self.start_now:
            self.start_now = False
            self._start()
        self._take_profiles()
        if self.waiting is not None:
            self._take_saved()
        if self.manager is not None:
            if self.seed_entry is not None:
                dim_hints(Entries(self.seed_entry, self.entries, self.birthday_entries).all())
            self.manager.update(dt)
        return self.take_pending()

    # Players (profiles) ---------------------------------------------------------------------------
    def _take_profiles(self) -> None:
        listed = self.reading.take()
        if listed is None:
            return
        self.profiles = listed.profiles
        self.ctx.profile_colours = profile_colours(listed.profiles)
        # The birthday entries left empty take the players' birthdays, now they are known.
        self._read_entries()
        self._rename_computers()
        for seat, entry in self.birthday_entries.items():
            profile = self.profile_of(seat)
            if profile is not None and profile.birthday is not None and not entry.get_text().strip():
                self.birthday_texts[seat] = profile.birthday.isoformat()
                entry.set_text(self.birthday_texts[seat])

    def _open_picker(self, seat: int) -> None:
        self._read_entries()
        anchor = self.entries[seat].get_relative_rect()
        self.picker = SeatPicker.open(seat, self.form.free_profiles(seat), anchor, self.ctx.size, self.scale)

    def _picked(self, seat: int, kind: str, which: int | None) -> None:
        """A seat takes a player, becomes a new player (typed now), or a guest."""
        self.picker = None
        self.form.picked(seat, kind, which)
        self.error = ""
        self.focused = ("entry", seat) if kind != "profile" else (PICK, seat)
        self._build(self.ctx.size)
        if kind != "profile":
            self.manager.set_focus_set(self.entries[seat])  # type the name now

    # Building -------------------------------------------------------------------------------------
    def _kill_entries(self) -> None:
        """Remove the text entries (their text was read into the form by the caller)."""
        for entry in [*self.entries, *self.birthday_entries.values()]:
            entry.kill()
        self.entries = []
        self.birthday_entries = {}
        if self.seed_entry is not None:
            self.seed_entry.kill()
            self.seed_entry = None

    def _build(self, size: tuple[int, int]) -> None:
        """Lay out the buttons and (re)make the text entries from the form."""
        self._kill_entries()
        self.manager, self.scale = entry_manager(self.manager, self.scale, size)
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        people = [kind == HUMAN for kind in self.kinds[: self.players]]
        form = self.form
        self.layout = lay_out(
            size,
            self.scale,
            len(self.variants),
            people,
            bool(self.options.specs),
            form.is_challenge,
            form.asks_birthdays,
        )
        self.buttons = make_buttons(self.layout, form, self.scale)
        entries = make_entries(self.layout, form, self.manager, self.ctx.settings.birthdays)
        self.seed_entry, self.entries, self.birthday_entries = entries.seed, entries.names, entries.birthdays
        self.order = key_order(self.buttons, entries)
        self.focus.focus_on(self.order, self.focused)
        self._write_layout()

    def _write_layout(self) -> None:
        """Where the buttons and entries are, the chosen game and the birthdays typed, for the
        real-window tests (``Q2J_DEBUG_LAYOUT``): written when built and when a text changes."""
        birthdays = self.birthday_entries.items()
        self.ctx.write_layout(
            {
                "scene": "setup",
                "variant": self.variant.id,
                "players": self.players,
                "birthdays": {str(seat): list(entry.get_relative_rect().center) for seat, entry in birthdays},
                "birthdays_typed": {str(seat): entry.get_text() for seat, entry in birthdays},
                "buttons": {
                    f"{b.value[0]}:{b.value[1]}" if isinstance(b.value, tuple) else b.label: list(
                        b.rect.center
                    )
                    for b in self.buttons
                },
            }
        )

    def _entry(self, what: str, which: object) -> Any:
        """The text entry a keyboard stand-in stands for: the deal number, a name, a birthday."""
        if what == "birthday":
            return self.birthday_entries[int(str(which))]
        return self.seed_entry if which == "seed" else self.entries[int(str(which))]

    # Events ----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.picker is not None:
            picked = self.picker.handle(event)
            if picked == "close":
                self.picker = None
            elif isinstance(picked, tuple):
                self._picked(self.picker.seat, *picked)
            return True
        if self.waiting is not None:
            return True  # the new players are being written; the game starts in a moment
        if self.manager is not None:
            import pygame_gui

            self.manager.process_events(event)
            if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and self.ctx.layout_file is not None:
                self._write_layout()
        button = None
        if event.type == pygame.KEYDOWN and self._typing():
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.manager.set_focus_set(None)  # done typing: the keys move the focus again
                self._read_entries()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.request(Pop())
                return True
            button = self.focus.key(event, self.order)
            self.focused = self.order[self.focus.index].value
        button = button or clicked(event, self.buttons)
        if button is not None and isinstance(button.value, tuple):
            what, value = button.value
            self._press(what, value)
        return True

    def _press(self, what: str, value: object) -> None:
        """A button's ``(what, value)``: a text entry typed into, a list of players opened, a
        screen left or a choice changed."""
        if what in ("entry", "birthday"):
            self.manager.set_focus_set(self._entry(what, value))
            return
        self.ctx.play("click")
        if what == PICK:
            self.focused = (what, value)
            self._open_picker(int(str(value)))
        elif what == "back":
            self.request(Pop())
        elif what == "start":
            self._start()
        elif what == "options":
            self._read_entries()
            self.error = ""
            self.request(Push("options", choices=self.options))
        else:  # a choice the screen shows: built again
            self._read_entries()
            self._choose(what, value)
            self._build(self.ctx.size)

    def _choose(self, what: str, value: object) -> None:
        """A variant, one player more or fewer, a seat's next kind, the single card's next holder."""
        if what == "variant":
            self.form.choose_variant(self.ctx.catalog.get(str(value)))
            self.error = ""
        elif what == "players":
            self.players = self.form.clamp(self.players + int(str(value)))
        elif what == "kind":
            self.focused = ("kind", value)  # the description box says what the chosen level does
            self.form.next_kind(int(str(value)))
            self._rename_computers()
        elif what == "single":
            self.form.next_single()

    def _typing(self) -> bool:
        focused = [*self.entries, *self.birthday_entries.values(), self.seed_entry]
        return any(entry is not None and entry.is_focused for entry in focused)

    # Starting -----------------------------------------------------------------------------------
    def _start(self) -> None:
        from ..engine import make_rules
        from ..play.session import Session

        self._read_entries()
        seed = self.form.seed()
        if seed is None:
            self.error = _("The deal number must be a whole number (or blank for a random deal).")
            return
        variant, chosen = self.variant, dict(self.options.chosen())
        if self.form.is_challenge and self.form.single != variant.options.get("challenge_single"):
            chosen["challenge_single"] = self.form.single
        variant = replace(variant, options={**variant.options, **chosen})
        try:
            rules = make_rules(variant)  # the engine's own check of the options chosen
        except EngineError as error:
            self.error = fill(_("These options cannot be played together: {reason}"), reason=error)
            return
        self._rename_computers()  # a name typed into a computer's entry
        seats = self.seats()
        try:
            if self.host:
                check_hosted(seats)
                self._open_lobby(variant, seats, seed)
                return
            made = new_players(self.form, seats)
            given: list[datetime.date | None] = [None] * len(seats)
            if self.form.asks_birthdays:
                given = typed_birthdays(self.form, seats, self.ctx.settings.birthdays)
                keep_guest_birthdays(self.form, seats, given, self.ctx.settings.birthdays)
                with contextlib.suppress(OSError):  # the game still starts; the birthday is asked next time
                    self.ctx.save()
        except Refused as refusal:
            self.error = str(refusal)
            return
        carried = {"birthdays": match_birthdays(given, seed)} if self.form.asks_birthdays else None
        try:
            session = Session(variant, rules, seats, seed, carried)
        except EngineError as error:
            self.error = fill(_("This game cannot be dealt with these options: {reason}"), reason=error)
            return
        session.chosen_options = dict(chosen)
        self._keep_players(session, made, given)

    def _open_lobby(self, variant: Variant, seats: list[SeatConfig], seed: int) -> None:
        """A hosted table's lobby (its seats checked by ``check_hosted``)."""
        from ..net.host import SeatPlan

        # The seats played here are remote ones kept for this computer (each joins over a link in
        # this process; several people here share the screen, the curtain between them).
        plans = [SeatPlan(config.name, REMOTE if config.kind == HUMAN else config.kind) for config in seats]
        own = tuple(seat for seat, config in enumerate(seats) if config.kind == HUMAN)
        options = dict(self.options.chosen())
        if self.form.is_challenge:
            options["challenge_single"] = self.form.single
        kept = tuple((config.name, config.kind) for config in seats)
        remember_hosted(HostedSetup(variant.id, kept, tuple(options.items())))  # Host a table again
        self.request(Replace("host_lobby", variant=variant, plans=plans, seed=seed, own_seats=own))

    def _keep_players(self, session: Session, made: list[str], given: list[datetime.date | None]) -> None:
        """Start the game, once the new players are made and the players' birthdays typed here are
        kept in their profiles (on a thread: ``update`` starts the game when they are written)."""
        changed = changed_birthdays(self.form, given)
        born = {name_key(config.name): day for config, day in zip(session.seats, given, strict=True)}
        if not made and not changed:
            self._sit(session)
            return
        self.waiting = session
        ctx, write = self.ctx, profile_writes(made, changed, born)
        self.saving.start(lambda: profile_work(ctx, write))
        self._take_saved()

    def _take_saved(self) -> None:
        listed = self.saving.take()
        session, self.waiting = self.waiting, None
        if listed is None or session is None:
            self.waiting = session
            return
        self.profiles = listed.profiles
        self.ctx.profile_colours = profile_colours(listed.profiles)
        made_already(self.form, listed.profiles)
        if listed.refused:
            self.error = fill(_("The new players could not be kept: {reason}"), reason=listed.refused)
            self._build(self.ctx.size)
            return
        if listed.problem:  # no history to keep players in: they play as guests this time
            self.ctx.notes.append(fill(_("The new players were not kept: {reason}"), reason=listed.problem))
        self._sit(session)

    def _sit(self, session: Session) -> None:
        self.ctx.plate_colours = table_colours(session.seats, self.ctx.profile_colours)
        # Played through a private table (a host in this process), watched or not (``seat_route``).
        self.request(Replace(seat_route(session), session=session))

    # Drawing ------------------------------------------------------------------------------------------
    def description_box(self, size: tuple[int, int]) -> pygame.Rect:
        """The description's box (``setup_layout.description_box``)."""
        return description_box(size, self._layout().description_top)

    def error_lines(self, size: tuple[int, int]) -> list[tuple[str, pygame.Rect]]:
        """The refusal's lines, placed (``setup_layout.error_lines``)."""
        layout = self._layout()
        return error_lines(self.error, size, layout.description_top, layout.right_x)

    def _layout(self) -> SetupLayout:
        assert self.layout is not None, "drawn before it was built"
        return self.layout

    def focused_level(self) -> str:
        """The computer level of the seat whose level button has the focus ("" for none)."""
        what, seat = self.focused if isinstance(self.focused, tuple) else ("", 0)
        if what == "kind" and int(str(seat)) < self.players and self.kinds[int(str(seat))] != HUMAN:
            return self.kinds[int(str(seat))]
        return ""

    def description_text(self) -> str:
        """The variant's description or, while a seat's computer level has the focus (after a
        click or the keys), what that level does in this game (its entry's words)."""
        level = self.focused_level()
        return (
            game_entry(self.variant.game).bots.describe(level)
            if level
            else described(self.variant, self.options)
        )

    def description_room(self, box: pygame.Rect) -> int:
        """The height the description's lines may take in ``box``: all of it for a level's words
        (two lines or three; the players line goes while they show, or a small window cut them),
        else all but the players line's row at the bottom."""
        px = self.scale
        return box.height - px(16) if self.focused_level() else box.height - px(36)

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        px, layout = self.scale, self._layout()
        draw_title(surface, px, self.host)
        for button in self.buttons:
            button.draw(surface)
        box = self.description_box(surface.get_size())
        footer = (
            ""
            if self.focused_level()
            else " · ".join(p for p in (self.players_span(), self.options.summary()) if p)
        )
        draw_description(surface, box, self.description_text(), self.description_room(box), footer, px)
        draw_headings(surface, px, layout, self.players)
        if self.form.asks_birthdays:
            draw_birthday_notes(surface, px, layout, self.entries, self.birthday_entries)
        draw_seat_numbers(surface, px, layout.right_x, self.entries, self.form, self.ctx.profile_colours)
        for line, rect in self.error_lines(surface.get_size()) if self.error else []:
            surface.blit(text(line, px(16), (255, 190, 170)), rect)
        if self.manager is not None:
            self.manager.draw_ui(surface)
        for stand_in in self.order:
            if stand_in.focused and not stand_in.label:
                draw_focus(surface, stand_in.rect)  # a text entry: pygame-gui draws the box
        if self.picker is not None:
            self.picker.draw(surface)
