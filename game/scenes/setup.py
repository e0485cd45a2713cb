"""New game: variant (with its description), player count, each seat human or AI, names, deal number,
and for a game made of birthdays (Crazy Jokers) each person's birthday.

Each person's seat picks a player (a profile: its name, plate colour and birthday), makes a new
one inline ("New player…": the name typed becomes a profile when the game starts), or takes a
guest name (a name typed that is a profile's is that player). One seat each: no two seats may
share a name. A profile's birthday typed here is kept in the profile; a guest's, in the settings
by name, as before profiles. The profiles are read and written on a thread (``profile_access``).

Buttons are drawn by the scenes' own widgets; names and the deal number are
pygame-gui text entries (their editing, cursor and selection come for free).
pygame-gui is imported here, not at launch: it is slow to import.
"""

from __future__ import annotations

import contextlib
import datetime
import secrets
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

import pygame

from ..engine import EngineError, Variant
from ..engine.registry import entry as game_entry
from ..engine.rules import MatchMode
from ..files.saves import MAX_SEED
from ..history.profiles import (
    NAME_MAX,
    Profile,
    ProfileError,
    change_profile,
    clean_name,
    create_profile,
    name_key,
)
from ..history.records import SeatRecord
from ..i18n import N_, _, fill, ngettext
from ..i18n.typed_numbers import whole_up_to
from ..i18n.words import level_name, variant_description, variant_name
from ..play.grammar import Owned, capital
from ..play.seats import BOT_NAMES, HUMAN, SeatConfig, default_level, levels
from ..player.birthdays import (
    EXAMPLE,
    BirthdayError,
    match_birthdays,
    parse_birthday,
    remember,
    stored_birthday,
)
from ..ui.palette import INK_LIGHT, ink_for
from .background import Background
from .context import AppContext
from .entry_theme import entry_manager
from .keys_help import BUTTON_KEYS
from .last_hosted import HostedSetup, last_hosted, remember_hosted
from .last_setup import LastSetup, last_setup
from .option_choices import OptionChoices
from .profile_access import ProfileList, profile_colours, profile_work, sentence, table_colours
from .scale import UNSCALED, Scale, scale_for
from .scene import Pop, Push, Replace, Scene, Transition
from .seat_picker import SeatPicker
from .text import fitted, text, wrap
from .uikit import draw_felt
from .widgets import Button, FocusRing, clicked, draw_focus, panel

FIELD: Final = (22, 40, 32)  # a note standing where an entry would be (a computer's birthday)

if TYPE_CHECKING:
    from ..play.session import Session

# The engine's ``challenge_single`` choices, in the order a click cycles through them.
SINGLE_CHOICES = ("random", "first", "second")
SINGLE_SEATS = ("first", "second")
REMOTE = "remote"  # a hosted table's seat for whoever joins (``game.net.host.REMOTE``)

# "Ada's birthday", "your birthday" (the one person at a table of computers is "You").
BIRTHDAY_OF: Final = Owned(N_("{owner}'s birthday"), N_("their birthday"), N_("your birthday"))


class SetupScene(Scene):
    help_keys = (
        (N_("Tab"), N_("the next field")),
        (N_("Esc"), N_("back")),
        *BUTTON_KEYS,
    )
    name = "setup"

    def __init__(
        self,
        ctx: AppContext,
        variant_id: str | None = None,
        start_now: bool = False,
        host: bool = False,
        seated: tuple[SeatConfig, ...] = (),
    ) -> None:
        """``seated``: the seats of the game just played (New game on the Match over screen),
        taken as Play takes the newest game's from the history."""
        super().__init__(ctx)
        # Hosting a network table: a seat is a remote player (whoever joins) or a computer level,
        # and Start opens the lobby (host_lobby.py) instead of the table.
        self.host = host
        # Start on the first update with the choices as given (a game asked for on the command line).
        self.start_now = start_now
        catalog = ctx.catalog
        # Only games the table can seat people at (the others play from the command line).
        self.variants: list[Variant] = [v for v in catalog.variants.values() if game_entry(v.game).at_table]
        self.variant = catalog.variants.get(variant_id or "", self.variants[0])
        launch = ctx.launch
        self.players = self._clamp(launch.players or self.variant.default_players)
        self.kinds: list[str] = []
        self.names: list[str] = []
        computer = self.computer_level()
        for seat in range(10):
            kind = HUMAN if seat == 0 else computer
            if launch.seats and seat < len(launch.seats):
                kind = launch.seats[seat]
            self.kinds.append(kind)
            self.names.append(self._default_name(seat, kind))
        remembered: dict[str, bool | int | str] = {}  # the options chosen last time hosting
        if seated:
            kept = tuple(SeatRecord(s.name, None if s.kind in (HUMAN, REMOTE) else s.kind) for s in seated)
            self._start_from(LastSetup(self.variant.id, kept))
        elif variant_id is None and not launch.seats and not launch.players and host:
            remembered = self._start_hosting_from(last_hosted())  # as the last table hosted here
        elif variant_id is None and not launch.seats and not launch.players:
            self._start_from(last_setup(ctx))  # as the newest game at the table was seated
        if host:  # the host plays the first person's seat here; the others join from theirs
            for seat, kind in enumerate(self.kinds):
                if kind == HUMAN and seat != self.kinds.index(HUMAN):
                    self.kinds[seat], self.names[seat] = REMOTE, self._default_name(seat, REMOTE)
        self.seed_text = "" if launch.seed is None else str(launch.seed)
        # What is typed in each seat's birthday entry (people's, in games that use birthdays).
        self.birthday_texts = [""] * 10
        self.birthday_entries: dict[int, Any] = {}
        # Challenge: who is dealt the single card ("random": the deal's seeded pick).
        self.single = str(
            remembered.pop("challenge_single", self.variant.options.get("challenge_single", "random"))
        )
        # The variant's options as chosen on the options screen (the match's length, its rules).
        self.options = OptionChoices(self.variant, remembered)
        self.buttons: list[Button] = []
        self.felt: pygame.Surface | None = None
        self.manager: Any = None
        self.scale = Scale()  # the window's (``scale.py``); the text entries' theme follows it
        self.entries: list[Any] = []
        self.seed_entry: Any = None
        self.error = ""
        # The keyboard focus, kept by the button's value across rebuilds; Start to begin with.
        self.focus = FocusRing()
        self.focused: object = ("start", 0)
        # What Tab and the arrows move through, top to bottom: the buttons and, in their
        # places, stand-ins for the text entries (Enter there starts typing, Enter again ends).
        self.order: list[Button] = []
        # The players (profiles) the seats pick from, read on a thread; seats making a new one.
        self.profiles: tuple[Profile, ...] = ()
        self.new_profile = [False] * 10
        self.picker: SeatPicker | None = None  # a seat's list of players, while it is open
        self.reading = Background[ProfileList](now=True)
        # The new players and birthdays written as the game starts; the game waits for them.
        self.saving = Background[ProfileList](now=True)
        self.waiting: Session | None = None

    # Choices -----------------------------------------------------------------------------------
    def _start_from(self, last: LastSetup | None) -> None:
        """The variant, players, names and levels of ``last``, if its variant is still offered."""
        variant = next((v for v in self.variants if last is not None and v.id == last.variant), None)
        if last is None or variant is None or not last.seats:
            return
        self.variant = variant
        self.players = self._clamp(len(last.seats))
        known = levels()
        for seat, record in enumerate(last.seats[: len(self.kinds)]):
            kind = HUMAN if record.level is None else record.level
            self.kinds[seat] = kind if kind == HUMAN or kind in known else self.computer_level()
            self.names[seat] = record.name[:20] or self._default_name(seat, self.kinds[seat])

    def _start_hosting_from(self, last: HostedSetup | None) -> dict[str, bool | int | str]:
        """The variant, seats (here, remote or a level), names and options of the last table
        hosted, if its variant is still offered; returns the options chosen then."""
        variant = next((v for v in self.variants if last is not None and v.id == last.variant), None)
        if last is None or variant is None or not last.seats:
            return {}
        self.variant = variant
        self.players = self._clamp(len(last.seats))
        known = levels()
        for seat, (name, kind) in enumerate(last.seats[: len(self.kinds)]):
            self.kinds[seat] = kind if kind in (HUMAN, REMOTE) or kind in known else self.computer_level()
            self.names[seat] = name[:20] or self._default_name(seat, self.kinds[seat])
        return dict(last.options)

    def _clamp(self, players: int) -> int:
        return max(self.variant.min_players, min(self.variant.max_players, players))

    def computer_level(self) -> str:
        """The level the computer seats start at: the player's setting, if this build has it."""
        chosen = str(self.ctx.settings.computer_level)
        return chosen if chosen in levels() else default_level()

    @staticmethod
    def _default_name(seat: int, kind: str) -> str:
        return (
            fill(_("Player {n}"), n=seat + 1) if kind in (HUMAN, REMOTE) else BOT_NAMES[seat % len(BOT_NAMES)]
        )

    def kind_choices(self) -> list[str]:
        """What a seat's kind button cycles through."""
        return [HUMAN, REMOTE, *levels()] if self.host else [HUMAN, *levels()]

    def kind_label(self, kind: str) -> str:
        if kind == REMOTE:
            return _("Remote player")
        if kind == HUMAN and self.host:
            return _("You, here")
        return _("Human") if kind == HUMAN else fill(_("AI: {level}"), level=level_name(kind).lower())

    def seats(self) -> list[SeatConfig]:
        self._read_entries()
        out = []
        for seat in range(self.players):
            name = self.names[seat].strip() or self._default_name(seat, self.kinds[seat])
            out.append(SeatConfig(name[:20], self.kinds[seat]))
        return out

    @property
    def is_challenge(self) -> bool:
        return bool(self.variant.options.get("challenge"))

    def single_label(self) -> str:
        self._read_entries()
        if self.single in SINGLE_SEATS:
            seat = SINGLE_SEATS.index(self.single)
            holder = self.names[seat].strip() or self._default_name(seat, self.kinds[seat])
            return fill(_("Single card: {holder}"), holder=holder)
        return _("Single card: random")

    def players_span(self) -> str:
        """ "2–4 players", or "2 players" for a variant of one table size."""
        low, high = self.variant.min_players, self.variant.max_players
        if low == high:
            return fill(ngettext("{n} player", "{n} players", low), n=low)
        return fill(_("{low}–{high} players"), low=low, high=high)

    def seed(self) -> int | None:
        """The typed deal number, a fresh one when left blank, or ``None`` if it is not a number."""
        self._read_entries()
        typed = self.seed_text.strip()
        if not typed:
            # The one place entropy enters: choosing a new deal number, which is then shown
            # and replays the same deal whenever it is typed again.
            return secrets.randbelow(999_999) + 1
        return whole_up_to(typed, MAX_SEED)  # not '²' (str.isdigit takes it, int refuses it)

    @property
    def asks_birthdays(self) -> bool:
        """Whether the chosen game is played with the seats' birthdays."""
        # A hosted table's joiners are not asked here: the deal gives them birthdays of its own.
        return game_entry(self.variant.game).rules.uses_birthdays and not self.host

    def _read_entries(self) -> None:
        for seat, entry in enumerate(self.entries):
            self.names[seat] = entry.get_text()
        for seat, entry in self.birthday_entries.items():
            self.birthday_texts[seat] = entry.get_text()
        if self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text()

    # Lifecycle -----------------------------------------------------------------------------------
    def enter(self) -> None:
        ctx = self.ctx
        self.reading = Background[ProfileList](now=ctx.lockstep)
        self.saving = Background[ProfileList](now=ctx.lockstep)
        self.reading.start(lambda: profile_work(ctx, make=False))
        self._build(self.ctx.size)
        self._take_profiles()

    # Players (profiles) ---------------------------------------------------------------------------
    def profile_of(self, seat: int) -> Profile | None:
        """The player sitting at ``seat``: the profile of the name it has (a person's seat)."""
        if seat >= self.players or self.kinds[seat] != HUMAN or self.new_profile[seat]:
            return None
        key = name_key(self.names[seat])
        return next((profile for profile in self.profiles if name_key(profile.name) == key), None)

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
        # A player sitting elsewhere is not offered; a computer player's name does not count
        # (it gives way when the player is seated).
        seated = {
            name_key(self.names[other])
            for other in range(self.players)
            if other != seat and self.kinds[other] == HUMAN
        }
        free = [profile for profile in self.profiles if name_key(profile.name) not in seated]
        anchor = self.entries[seat].get_relative_rect()
        self.picker = SeatPicker.open(seat, free, anchor, self.ctx.size, self.scale)

    def _computer_name(self, seat: int) -> str:
        """A name for the computer at ``seat`` that no player (profile) and no other seat has:
        its default if free, else the first free computer name."""
        taken = {name_key(profile.name) for profile in self.profiles}
        taken |= {name_key(self.names[other]) for other in range(self.players) if other != seat}
        default = self._default_name(seat, self.kinds[seat])
        return next((n for n in (default, *BOT_NAMES) if name_key(n) not in taken), f"Bot {seat + 1}")

    def _rename_computers(self) -> None:
        """A computer player never carries a player's name (the history would say "Basil won" for
        it): one named like a profile takes a free name, in its entry too."""
        people = {name_key(profile.name) for profile in self.profiles}
        for seat in range(len(self.kinds)):  # the seats beyond the players too: they may be added
            if self.kinds[seat] not in (HUMAN, REMOTE) and name_key(self.names[seat]) in people:
                self.names[seat] = self._computer_name(seat)
                if seat < len(self.entries):
                    self.entries[seat].set_text(self.names[seat])

    def _rename_bots_called(self, name: str) -> None:
        """A computer player named like the player just seated (the bots' names are people's
        names: Ada, Basil…) takes a name nobody at the table has, so each seat keeps its own."""
        taken = {name_key(self.names[seat]) for seat in range(self.players)}
        for seat in range(self.players):
            if self.kinds[seat] != HUMAN and name_key(self.names[seat]) == name_key(name):
                free = next((bot for bot in BOT_NAMES if name_key(bot) not in taken), f"Bot {seat + 1}")
                self.names[seat] = free
                taken.add(name_key(free))

    def _picked(self, seat: int, kind: str, which: int | None) -> None:
        """A seat takes a player, becomes a new player (typed now), or a guest."""
        self.picker = None
        profile = next((profile for profile in self.profiles if profile.id == which), None)
        self.new_profile[seat] = kind == "new"
        if profile is not None:
            self.names[seat] = profile.name
            self.birthday_texts[seat] = "" if profile.birthday is None else profile.birthday.isoformat()
            self._rename_bots_called(profile.name)
        elif kind == "new":
            self.names[seat], self.birthday_texts[seat] = "", ""
        elif self.profile_of(seat) is not None or not self.names[seat].strip():
            self.names[seat], self.birthday_texts[seat] = self._default_name(seat, HUMAN), ""
        self.error = ""
        self.focused = ("entry", seat) if kind != "profile" else ("pick", seat)
        self._build(self.ctx.size)
        if kind != "profile":
            self.manager.set_focus_set(self.entries[seat])  # type the name now

    def exit(self) -> None:
        self._read_entries()
        self._kill_entries()

    def resume(self) -> None:
        self.resized(self.ctx.size)

    def _kill_entries(self) -> None:
        """Remove the text entries (their text was read into ``names`` by the caller)."""
        for entry in [*self.entries, *self.birthday_entries.values()]:
            entry.kill()
        self.entries = []
        self.birthday_entries = {}
        if self.seed_entry is not None:
            self.seed_entry.kill()
            self.seed_entry = None

    def resized(self, size: tuple[int, int]) -> None:
        self._read_entries()
        self._build(size)

    def _build(self, size: tuple[int, int]) -> None:
        """Lay out the buttons and (re)make the text entries from ``names`` and ``seed_text``."""
        import pygame_gui

        self._kill_entries()
        self.manager, self.scale = entry_manager(self.manager, self.scale, size)
        px = self.scale
        w, h = size
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        self.buttons = []
        # Left: the variants, one button each.
        left_w = min(px(420), int(w * 0.42))
        x, y = px(30), px(90)
        row_h = max(px(26), min(px(34), (h - px(330)) // max(len(self.variants), 1)))
        for variant in self.variants:
            button = Button(
                variant_name(variant),
                pygame.Rect(x, y, left_w, row_h - px(4)),
                ("variant", variant.id),
                active=variant.id == self.variant.id,
                size=px(16),
            )
            self.buttons.append(button)
            y += row_h
        self.description_top = y + px(12)
        # Right: players, deal number, seats.
        rx = x + left_w + px(40)
        self.right_x = rx
        step = pygame.Rect(0, px(90), px(40), px(36))
        self.buttons.append(Button("-", step.move(rx + px(120), 0), ("players", -1), size=px(22)))
        self.buttons.append(Button("+", step.move(rx + px(220), 0), ("players", 1), size=px(22)))
        if self.options.specs:
            options = pygame.Rect(rx + px(290), px(90), min(px(200), w - px(30) - rx - px(290)), px(36))
            self.buttons.append(Button.fitted(_("Options…"), options, ("options", 0), largest=px(18)))
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(rx + px(160), px(140), px(160), px(36)), self.manager, placeholder_text="random"
        )
        self.seed_entry.set_text(self.seed_text)
        if self.is_challenge:
            single = pygame.Rect(rx, px(186), px(320), px(34))
            self.buttons.append(Button(self.single_label(), single, ("single", 0), size=px(16)))
        self.seats_top = px(276 if self.is_challenge else 236)
        # The seats end above the bottom row (Back, the description, Start): ten seats at 1024x600
        # ran under the description.
        room = bottom_buttons(size)[0].top - px(8) - self.seats_top
        seat_h = max(px(26), min(px(44), room // max(self.players, 1)))
        gap = px(6) if seat_h >= px(36) else px(3)  # between seats, less where they are many
        name_w, kind_w, birthday_w = self._seat_widths(w - px(30) - (rx + px(40)))
        self.birthday_x = rx + px(40) + name_w + kind_w + px(20)
        for seat in range(self.players):
            top = self.seats_top + seat * seat_h
            kind = self.kinds[seat]
            pick_w = min(px(40), seat_h) if kind == HUMAN else 0
            placeholder = _("new player's name") if self.new_profile[seat] and kind == HUMAN else ""
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(rx + px(40), top, name_w - pick_w, seat_h - gap),
                self.manager,
                placeholder_text=placeholder,
            )
            entry.set_text(self.names[seat])
            entry.set_text_length_limit(NAME_MAX)  # a longer name is refused: never typed at all
            self.entries.append(entry)
            if pick_w:
                pick = pygame.Rect(rx + px(40) + name_w - pick_w + px(4), top, pick_w, seat_h - gap)
                self.buttons.append(Button("▾", pick, ("pick", seat), size=px(18)))
            if birthday_w and kind == HUMAN:
                self._birthday_entry(seat, pygame.Rect(self.birthday_x, top, birthday_w, seat_h - gap))
            label = self.kind_label(kind)
            self.buttons.append(
                Button(
                    label,
                    pygame.Rect(rx + px(50) + name_w, top, kind_w, seat_h - gap),
                    ("kind", seat),
                    active=kind in (HUMAN, REMOTE),
                    size=px(16),
                )
            )
        back, start = bottom_buttons(size)
        self.buttons.append(Button.fitted(_("Back"), back, ("back", 0), largest=px(20)))
        self.buttons.append(Button.fitted(_("Start"), start, ("start", 0), active=True, largest=px(20)))
        self._order_for_keys()
        self._write_layout()

    def _write_layout(self) -> None:
        """Where the buttons and entries are, the chosen game and the birthdays typed, for the
        real-window tests (``Q2J_DEBUG_LAYOUT``): written when built and when a text changes."""
        self.ctx.write_layout(
            {
                "scene": "setup",
                "variant": self.variant.id,
                "players": self.players,
                "birthdays": {
                    str(seat): list(entry.get_relative_rect().center)
                    for seat, entry in self.birthday_entries.items()
                },
                "birthdays_typed": {
                    str(seat): entry.get_text() for seat, entry in self.birthday_entries.items()
                },
                "buttons": {
                    f"{b.value[0]}:{b.value[1]}" if isinstance(b.value, tuple) else b.label: list(
                        b.rect.center
                    )
                    for b in self.buttons
                },
            }
        )

    def _seat_widths(self, room: int) -> tuple[int, int, int]:
        """Widths of a seat's name entry, kind button and birthday entry (0: none asked)."""
        px = self.scale
        if not self.asks_birthdays:
            return px(200), px(170), 0
        name_w = min(px(200), int((room - px(20)) * 0.38))
        kind_w = min(px(170), int((room - px(20)) * 0.33))
        return name_w, kind_w, min(px(150), room - px(20) - name_w - kind_w)

    def _birthday_entry(self, seat: int, rect: pygame.Rect) -> None:
        """A person's birthday entry, filled when it is empty from their profile (once the
        profiles are read), else from their settings."""
        import pygame_gui

        if not self.birthday_texts[seat].strip():
            profile = self.profile_of(seat)
            if profile is not None and profile.birthday is not None:
                self.birthday_texts[seat] = profile.birthday.isoformat()
            else:
                self.birthday_texts[seat] = stored_birthday(self.ctx.settings.birthdays, self.names[seat])
        entry = pygame_gui.elements.UITextEntryLine(rect, self.manager, placeholder_text=_("YYYY-MM-DD"))
        entry.set_text(self.birthday_texts[seat])
        self.birthday_entries[seat] = entry

    def _order_for_keys(self) -> None:
        by_value = {button.value: button for button in self.buttons}
        variants = [b for b in self.buttons if isinstance(b.value, tuple) and b.value[0] == "variant"]
        order = [*variants, by_value[("players", -1)], by_value[("players", 1)]]
        if ("options", 0) in by_value:
            order.append(by_value[("options", 0)])
        if self.seed_entry is not None:
            order.append(Button("", self.seed_entry.get_relative_rect(), ("entry", "seed")))
        for seat, entry in enumerate(self.entries):
            order.append(Button("", entry.get_relative_rect(), ("entry", seat)))
            if ("pick", seat) in by_value:
                order.append(by_value[("pick", seat)])
            order.append(by_value[("kind", seat)])
            if seat in self.birthday_entries:
                birthday = self.birthday_entries[seat]
                order.append(Button("", birthday.get_relative_rect(), ("birthday", seat)))
        self.order = [*order, by_value[("back", 0)], by_value[("start", 0)]]
        self.focus.focus_on(self.order, self.focused)

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
        if button is None or not isinstance(button.value, tuple):
            return True
        what, value = button.value
        if what in ("entry", "birthday"):
            self.manager.set_focus_set(self._entry(what, value))
            return True
        self.ctx.play("click")
        if what == "pick":
            self.focused = button.value
            self._open_picker(int(str(value)))
            return True
        if what == "variant":
            self._read_entries()
            self.variant = self.ctx.catalog.get(str(value))
            self.single = str(self.variant.options.get("challenge_single", "random"))
            self.options = OptionChoices(self.variant)
            self.error = ""
            self.players = self._clamp(self.players if self.players else self.variant.default_players)
            self._build(self.ctx.size)
        elif what == "players":
            self._read_entries()
            self.players = self._clamp(self.players + int(str(value)))
            self._build(self.ctx.size)
        elif what == "kind":
            self._read_entries()
            seat = int(str(value))
            self.focused = button.value  # the description box says what the chosen level does
            options = self.kind_choices()
            current = self.kinds[seat]
            was_default = self.names[seat] == self._default_name(seat, current)
            self.kinds[seat] = (
                options[(options.index(current) + 1) % len(options)] if current in options else options[0]
            )
            self.new_profile[seat] = False
            if was_default:
                self.names[seat] = self._default_name(seat, self.kinds[seat])
            elif current in (HUMAN, REMOTE) and self.kinds[seat] not in (HUMAN, REMOTE):
                self.names[seat] = self._computer_name(seat)  # a person's name stays theirs
            self._rename_computers()
            self._build(self.ctx.size)
        elif what == "single":
            self._read_entries()
            at = SINGLE_CHOICES.index(self.single) if self.single in SINGLE_CHOICES else -1
            self.single = SINGLE_CHOICES[(at + 1) % len(SINGLE_CHOICES)]
            self._build(self.ctx.size)
        elif what == "options":
            self._read_entries()
            self.error = ""
            self.request(Push("options", choices=self.options))
        elif what == "back":
            self.request(Pop())
        elif what == "start":
            self._start()
        return True

    def _typing(self) -> bool:
        focused = [*self.entries, *self.birthday_entries.values(), self.seed_entry]
        return any(entry is not None and entry.is_focused for entry in focused)

    def _start(self) -> None:
        from ..engine import make_rules
        from ..play.session import Session

        seed = self.seed()
        if seed is None:
            self.error = _("The deal number must be a whole number (or blank for a random deal).")
            return
        variant, chosen = self.variant, dict(self.options.chosen())
        if self.is_challenge and self.single != variant.options.get("challenge_single"):
            chosen["challenge_single"] = self.single
        variant = replace(variant, options={**variant.options, **chosen})
        try:
            rules = make_rules(variant)  # the engine's own check of the options chosen
        except EngineError as error:
            self.error = fill(_("These options cannot be played together: {reason}"), reason=error)
            return
        self._read_entries()
        self._rename_computers()  # a name typed into a computer's entry
        seats = self.seats()
        if self.host:
            self._open_lobby(variant, seats, seed)
            return
        made = self._new_players(seats)
        if made is None:
            return
        carried = None
        given: list[datetime.date | None] = [None] * len(seats)
        if self.asks_birthdays:
            typed = self._birthdays(seats)
            if typed is None:
                return
            given = typed
            carried = {"birthdays": match_birthdays(typed, seed)}
        try:
            session = Session(variant, rules, seats, seed, carried)
        except EngineError as error:
            self.error = fill(_("This game cannot be dealt with these options: {reason}"), reason=error)
            return
        session.chosen_options = dict(chosen)
        self._keep_players(session, made, given)

    def _open_lobby(self, variant: Variant, seats: list[SeatConfig], seed: int) -> None:
        """A hosted table's lobby, once one seat at least is a remote player's."""
        from ..net.host import SeatPlan

        here = [seat for seat, config in enumerate(seats) if config.kind == HUMAN]
        if len(here) > 1:
            self.error = _("One seat at most is played at this computer: the others join from theirs.")
            return
        if REMOTE not in (config.kind for config in seats):
            self.error = _("Make one seat at least a remote player: a table of computers needs no network.")
            return
        keys = [name_key(config.name) for config in seats]
        if len(set(keys)) != len(keys):
            self.error = _("Two seats have the same name: one name each.")
            return
        # The host's own seat is a remote one kept for this computer (it joins over the loopback).
        plans = [SeatPlan(config.name, REMOTE if config.kind == HUMAN else config.kind) for config in seats]
        own = here[0] if here else None
        options = dict(self.options.chosen())
        if self.is_challenge:
            options["challenge_single"] = self.single
        kept = tuple((config.name, config.kind) for config in seats)
        remember_hosted(HostedSetup(variant.id, kept, tuple(options.items())))  # Host a table again
        self.request(Replace("host_lobby", variant=variant, plans=plans, seed=seed, own_seat=own))

    def _new_players(self, seats: list[SeatConfig]) -> list[str] | None:
        """The names of the new players to make, or None (and ``error``) when a name cannot be one
        or two seats share a name (one seat each)."""
        made: list[str] = []
        for seat, config in enumerate(seats):
            if not (config.human and self.new_profile[seat]):
                continue
            try:
                name = clean_name(self.names[seat])
            except ProfileError as error:
                self.error = fill(
                    _("Seat {n}, new player: {reason}"), n=seat + 1, reason=sentence(str(error))
                )
                return None
            if any(name_key(profile.name) == name_key(name) for profile in self.profiles):
                words = _("There is a player called {name} already: pick them with ▾ at seat {n}.")
                self.error = fill(words, name=name, n=seat + 1)
                return None
            made.append(name)
        keys = [name_key(config.name) for config in seats]
        for seat, key in enumerate(keys):
            if key in keys[:seat]:
                first = keys.index(key) + 1
                words = _(
                    "Seats {first} and {second} are both {name}: one seat each. "
                    "Pick another player (▾) or type another name."
                )
                self.error = fill(words, first=first, second=seat + 1, name=seats[seat].name)
                return None
        return made

    def _keep_players(self, session: Session, made: list[str], given: list[datetime.date | None]) -> None:
        """Start the game, once the new players are made and the players' birthdays typed here are
        kept in their profiles (on a thread: ``update`` starts the game when they are written)."""
        changed = [
            (profile, day)
            for seat, day in enumerate(given)
            if day is not None and (profile := self.profile_of(seat)) is not None and profile.birthday != day
        ]
        born = {name_key(config.name): day for config, day in zip(session.seats, given, strict=True)}
        if not made and not changed:
            self._sit(session)
            return
        self.waiting = session
        ctx = self.ctx

        def write(db: Any) -> tuple[str, int | None]:
            for name in made:
                create_profile(db, name, birthday=born.get(name_key(name)))
            for profile, day in changed:
                change_profile(db, profile, birthday=day)
            return "", None

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
        made = {name_key(profile.name) for profile in listed.profiles}
        for seat in range(self.players):  # made already, even if the next one was refused
            if self.new_profile[seat] and name_key(self.names[seat]) in made:
                self.new_profile[seat] = False
        if listed.refused:
            self.error = fill(_("The new players could not be kept: {reason}"), reason=listed.refused)
            self._build(self.ctx.size)
            return
        if listed.problem:  # no history to keep players in: they play as guests this time
            self.ctx.notes.append(fill(_("The new players were not kept: {reason}"), reason=listed.problem))
        self._sit(session)

    def _sit(self, session: Session) -> None:
        self.ctx.plate_colours = table_colours(session.seats, self.ctx.profile_colours)
        self.request(Replace("table", session=session))

    def _birthdays(self, seats: list[SeatConfig]) -> list[datetime.date | None] | None:
        """Each person's typed birthday (None for a computer player), kept in the settings;
        None, with the reason in ``error``, if one is missing or not a date."""
        given: list[datetime.date | None] = []
        for seat, config in enumerate(seats):
            if not config.human:
                given.append(None)
                continue
            # A name typed after the entries were filled may have a birthday kept already.
            profile = self.profile_of(seat)
            if profile is not None:
                kept = "" if profile.birthday is None else profile.birthday.isoformat()
            else:
                kept = stored_birthday(self.ctx.settings.birthdays, config.name)
            typed = self.birthday_texts[seat].strip() or kept
            if not typed:
                asked = capital(BIRTHDAY_OF.said(config.name, False))
                self.error = fill(
                    _("{whose}, please (year-month-day, such as {example})."), whose=asked, example=EXAMPLE
                )
                return None
            try:
                given.append(parse_birthday(typed))
            except BirthdayError as error:
                self.error = fill(
                    _("{whose}: {reason}."), whose=capital(BIRTHDAY_OF.said(config.name, False)), reason=error
                )
                return None
        guests = [
            seat for seat in range(len(seats)) if self.profile_of(seat) is None and not self.new_profile[seat]
        ]
        for seat in guests:
            date = given[seat]
            if date is not None:
                remember(self.ctx.settings.birthdays, seats[seat].name, date)
        with contextlib.suppress(OSError):  # the game still starts; the birthday is asked next time
            self.ctx.save()
        return given

    def update(self, dt: float) -> Transition | None:
        if self.ctx.launch.smoke:
            self.kinds = [default_level()] * 10
            self.names = [self._default_name(s, self.kinds[s]) for s in range(10)]
            for seat, entry in enumerate(self.entries):
                entry.set_text(self.names[seat])
            if self.seed_entry is not None and not self.seed_text:
                self.seed_entry.set_text("1")
            self._start()
        elif self.start_now:
            self.start_now = False
            self._start()
        self._take_profiles()
        if self.waiting is not None:
            self._take_saved()
        if self.manager is not None:
            self.manager.update(dt)
        return self.take_pending()

    # Drawing ------------------------------------------------------------------------------------------
    def description_box(self, size: tuple[int, int]) -> pygame.Rect:
        """The chosen variant's description, under the list of variants; on a short window,
        where the list leaves too little room above Back, on the bottom row between Back and
        Start (at 1024x600 it ran over the Back button)."""
        w, h = size
        px = scale_for(size)
        box = pygame.Rect(px(30), self.description_top, min(px(420), int(w * 0.42)), px(150))
        box.height = min(px(150), h - px(100) - box.y)
        if box.height >= px(60):
            return box
        back, start = bottom_buttons(size)
        left, right = back.right + px(20), start.left - px(20)
        return pygame.Rect(left, h - px(86), right - left, px(64))

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
        if level:
            return game_entry(self.variant.game).bots.describe(level)
        described = variant_description(self.variant) or variant_name(self.variant)
        changed = self.match_change()
        if changed:  # the description tells the variant's own length ("Ten rounds"): say this one's
            return fill(
                _("{description} With the options chosen: {match}"), description=described, match=changed
            )
        return described

    def match_change(self) -> str:
        """How the match goes with the options chosen, in words, when that is not the variant's
        own way ("One round."); "" when it is, or the options cannot be played."""
        from ..engine import make_rules

        if not self.options.chosen():
            return ""
        try:
            own, chosen = make_rules(self.variant), self.options.rules()
        except EngineError:
            return ""
        if (own.match_mode, own.match_limit) == (chosen.match_mode, chosen.match_limit):
            return ""
        return match_words(chosen.match_mode, chosen.match_limit)

    def description_room(self, box: pygame.Rect) -> int:
        """The height the description's lines may take in ``box``: all of it for a level's words
        (two lines or three; the players line goes while they show, or a small window cut them),
        else all but the players line's row at the bottom."""
        px = self.scale
        return box.height - px(16) if self.focused_level() else box.height - px(36)

    def error_lines(self, size: tuple[int, int]) -> list[tuple[str, pygame.Rect]]:
        """The refusal above Start, right of the description (it ran over the description's
        frame when centred on the window), wrapped to that column."""
        w, h = size
        px = scale_for(size)
        box = self.description_box(size)
        beside = box.y == self.description_top  # under the list, not on the bottom row
        left = box.right + px(20) if beside else self.right_x
        width = w - px(30) - left
        lines = wrap(self.error, px(16), width)
        bottom = h - px(90)
        placed = []
        for line in reversed(lines):
            rect = text(line, px(16)).get_rect(bottomleft=(left, bottom))
            placed.append((line, rect))
            bottom = rect.top - 2
        return placed[::-1]

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        w, h = surface.get_size()
        px = self.scale
        title = text(_("Host a table") if self.host else _("New game"), px(36), (250, 225, 150), bold=True)
        surface.blit(title, (px(30), px(24)))
        sub = text(_("Choose a variant"), px(18), (200, 205, 190))
        surface.blit(sub, (px(30), px(66)))
        for button in self.buttons:
            button.draw(surface)
        box = self.description_box((w, h))
        panel(surface, box, 190)
        y = box.y + px(10)
        room = self.description_room(box)
        for line, size in description_lines(self.description_text(), box.width - px(24), room, px):
            image = text(line, size)
            surface.blit(image, (box.x + px(12), y))
            y += image.get_height() + 2
        if not self.focused_level():
            span = " · ".join(part for part in (self.players_span(), self.options.summary()) if part)
            image = fitted(span, px(15), box.width - px(24), (200, 200, 180))
            surface.blit(image, (box.x + px(12), min(box.bottom - px(22), y + px(6))))
        rx = self.right_x
        surface.blit(text(_("Players"), px(20), bold=True), (rx, px(96)))
        count = text(str(self.players), px(24), (250, 225, 150), bold=True)
        surface.blit(count, count.get_rect(center=(rx + px(190), px(108))))
        surface.blit(text(_("Deal number"), px(20), bold=True), (rx, px(146)))
        surface.blit(text(_("Seats"), px(20), bold=True), (rx, self.seats_top - px(26)))
        if self.asks_birthdays:
            birthday_words = text(_("Birthday"), px(16), (220, 215, 190))
            surface.blit(birthday_words, (self.birthday_x, self.seats_top - px(22)))
            for seat, entry in enumerate(self.entries):
                if seat not in self.birthday_entries:  # a computer player
                    top = entry.get_relative_rect().y + px(8)
                    random_date = text(_("a random date"), px(14), (170, 175, 160))
                    # On a dark field like an entry's: the felt's lit centre is too light for grey.
                    where = random_date.get_rect(topleft=(self.birthday_x + px(4), top))
                    pygame.draw.rect(surface, FIELD, where.inflate(px(8), px(4)), border_radius=px(4))
                    surface.blit(random_date, where)
        for seat in range(len(self.entries)):
            row = self.entries[seat].get_relative_rect()
            colour = (
                self.ctx.profile_colours.get(name_key(self.names[seat])) if self.profile_of(seat) else None
            )
            mark = pygame.Rect(rx, row.top, px(34), row.height)
            if colour is not None:
                pygame.draw.rect(surface, colour, mark, border_radius=6)
            elif self.new_profile[seat] and self.kinds[seat] == HUMAN:  # a player made as the game starts
                pygame.draw.rect(surface, (220, 215, 190), mark, 2, border_radius=6)
            # White on the felt (its lit centre is too light for off-white); on a profile's
            # colour, the ink that reads best on it.
            number = text(f"{seat + 1}.", px(18), INK_LIGHT if colour is None else ink_for(colour))
            surface.blit(number, number.get_rect(midleft=(rx + px(6), row.centery)))
        if self.error:
            for line, rect in self.error_lines((w, h)):
                surface.blit(text(line, px(16), (255, 190, 170)), rect)
        if self.manager is not None:
            self.manager.draw_ui(surface)
        for stand_in in self.order:
            if stand_in.focused and not stand_in.label:
                draw_focus(surface, stand_in.rect)  # a text entry: pygame-gui draws the box
        if self.picker is not None:
            self.picker.draw(surface)


def bottom_buttons(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """Where Back and Start sit: the bottom corners."""
    w, h = size
    px = scale_for(size)
    back = pygame.Rect(px(30), h - px(80), px(160), px(52))
    start = pygame.Rect(w - px(230), h - px(80), px(200), px(52))
    return back, start


def match_words(mode: MatchMode, limit: int) -> str:
    """A match's length in words, as a variant's description says it."""
    if mode is MatchMode.SINGLE:
        return _("One round.")
    if mode is MatchMode.FIXED_ROUNDS:
        return fill(
            ngettext("{n} round; the highest total wins.", "{n} rounds; the highest total wins.", limit),
            n=limit,
        )
    if mode is MatchMode.POINTS_OUT:
        return fill(_("Rounds until one player is left under {limit}."), limit=limit)
    return _("Rounds until one player is left.")


def description_lines(words: str, width: int, room: int, px: Scale = UNSCALED) -> list[tuple[str, int]]:
    """A variant's description wrapped to ``width`` in the largest size (16 down to 13, at the
    window's scale) whose lines fit ``room`` pixels; at the smallest, the lines that fit, the
    last cut short with "…"."""
    sizes = [px(size) for size in (16, 15, 14, 13)]
    for size in sizes:
        lines = wrap(words, size, width)
        step = text("Ag", size).get_height() + 2
        if len(lines) * step <= room or size == sizes[-1]:
            break
    fitting = max(1, room // step)
    if len(lines) > fitting:
        lines = [*lines[: fitting - 1], lines[fitting - 1].rstrip(" .,;") + "…"]
    return [(line, size) for line in lines]
