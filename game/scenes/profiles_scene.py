"""The players screen: the profiles kept at this computer, made, renamed, recoloured and deleted.

Left, the profiles (colour, name, birthday, games recorded); right, the chosen one's form
(name, birthday, plate colour) or a new player's. Up and Down choose a profile, N starts a new
one, Left and Right change the colour, Tab moves through the form, Enter types in an entry and
Enter again saves, Delete asks before deleting, Esc goes back. The mouse does the same.

A change is refused with the reason on the screen and the form kept as typed; the history
(``game.history.profiles``) checks names and birthdays. Deleting a profile deletes no game:
its games keep the name they were played under. The reads and writes run on a thread
(``profile_access``).
"""

from __future__ import annotations

import datetime
import sqlite3
from typing import Any, Final

import pygame

from ..history.profiles import (
    NAME_MAX,
    PALETTE,
    Profile,
    ProfileError,
    change_profile,
    clean_name,
    create_profile,
    delete_profile,
    rename_profile,
)
from ..i18n import N_, _, fill, ngettext
from ..i18n.numbers import number
from ..i18n.said import Said
from ..player.birthdays import BirthdayError, parse_birthday
from .background import Background
from .context import AppContext
from .entry_theme import entry_manager
from .history_colours import CHOSEN, GOLD, INK, MUTED
from .profile_access import ProfileList, profile_colours, profile_work, sentence
from .scale import Scale
from .scene import Pop, Scene, Transition
from .text import Drawn, text, wrap
from .uikit import draw_felt
from .widgets import Button, FittedWords, FocusRing, clicked, dim, draw_focus, panel

# The screen's words, in one place (the sentences made with names are at the bottom).
TITLE: Final = N_("Players")
# With nobody made yet the form beside the list is already a new player's: it says to fill it in
# (New player (N) would only show the same empty form again).
NO_PROFILES: Final = N_("No player yet: type a name under New player, then press Create (Enter).")
NEW_HEADING: Final = N_("New player")
NAME_LABEL: Final = N_("Name")
BIRTHDAY_LABEL: Final = N_("Birthday (optional, year-month-day)")
COLOUR_LABEL: Final = N_("Plate colour (← →)")
LOADING: Final = N_("Loading…")
SAVING: Final = N_("Saving…")
BACK: Final = N_("Back (Esc)")
NEW_BUTTON: Final = N_("New player (N)")
CREATE: Final = N_("Create (Enter)")
SAVE: Final = N_("Save (Enter)")
ASK_DELETE: Final = N_("Delete… (Del)")
DELETE: Final = N_("Delete")
KEEP: Final = N_("Keep (Esc)")
# Asked before the form's unsaved changes would be dropped (another player, New player, Back).
SAVE_FIRST: Final = N_("Save")
DROP: Final = N_("Don't save")
STAY: Final = N_("Stay (Esc)")
REFUSED: Final = (255, 170, 150)
DONE: Final = (170, 230, 170)


def games_words(count: int) -> str:
    return fill(ngettext("{n} game", "{n} games", count), n=number(count))


def unsaved_question(profile: Profile | None) -> str:
    """Asked before the form's changes are dropped."""
    if profile is None:
        return _("The new player typed here is not made yet. Make them before going on?")
    return fill(_("The changes to {name} are not saved. Save them before going on?"), name=profile.name)


def delete_question(profile: Profile, games: int) -> str:
    """What deleting does, said before it is done (``profiles.delete_profile`` keeps the games,
    each seat under the name it was played under, which a renamed player's need not be)."""
    if not games:
        return fill(
            _("Delete the player {name}? No game of theirs is recorded; only the profile goes."),
            name=profile.name,
        )
    words = ngettext(
        "Delete the player {name}? Their {n} game stays in the history and the replays, under the "
        "name played under; only the profile goes (its colour and birthday), and the statistics no "
        "longer list it. A player made again under that name takes that game back.",
        "Delete the player {name}? Their {n} games stay in the history and the replays, under the "
        "name played under; only the profile goes (its colour and birthday), and the statistics no "
        "longer list it. A player made again under that name takes those games back.",
        games,
    )
    return fill(words, name=profile.name, n=number(games))


class ProfilesScene(FittedWords, Scene):
    help_keys = (
        (N_("Up / Down"), N_("choose a player")),
        (N_("N"), N_("a new player")),
        (N_("Del"), N_("delete the player")),
        (N_("Tab"), N_("the next field or button")),
        (N_("Esc"), N_("back")),
    )
    name = "profiles"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.work = Background[ProfileList](now=True)
        self.profiles: tuple[Profile, ...] = ()
        self.games: dict[int, int] = {}  # games played, as the statistics count them
        self.recorded: dict[int, int] = {}  # every game recorded: what a deletion leaves
        self.problem = ""
        self.message = ""  # the last change's outcome (or a refusal), said above the buttons
        self.refused = False
        self.chosen: int | None = None  # index into profiles; None: the new player's form
        self.top = 0
        self.form_name = ""
        self.form_birthday = ""
        self.form_colour = next(iter(PALETTE))
        self.confirming = False  # the delete question is shown
        # The move the unsaved-changes question holds back (another player, New, Back), and the
        # one to make once the changes are saved.
        self.leaving: tuple[str, object] | None = None
        self.after_save: tuple[str, object] | None = None
        self.loaded = False  # the profiles were read once
        self.scale = Scale()
        self.manager: Any = None
        self.name_entry: Any = None
        self.birthday_entry: Any = None
        self.buttons: list[Button] = []
        self.screen_buttons: list[Button] = []  # under the delete question, while it shows
        self.order: list[Button] = []  # what Tab moves through: buttons and entry stand-ins
        self.focus = FocusRing(next_keys=(pygame.K_TAB,), back_keys=())
        self.focused: object = ("new", None)
        self.swatches: list[tuple[str, pygame.Rect]] = []
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.form_rect = pygame.Rect(0, 0, 0, 0)
        self.message_box = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.row_height = 24
        self.drawn: Drawn = []
        self.felt: pygame.Surface | None = None

    # Reading and changing ----------------------------------------------------------------------
    def enter(self) -> None:
        self.work = Background[ProfileList](now=self.ctx.lockstep)
        self._run(None)

    def exit(self) -> None:
        self._kill_entries()

    def _run(self, change: Any) -> None:
        ctx = self.ctx
        self.work.start(lambda: profile_work(ctx, change))
        self._take()
        self.resized(self.ctx.size)

    def _take(self) -> bool:
        """The profiles and the change's outcome, once the thread has them."""
        listed = self.work.take()
        if listed is None:
            return False
        editing, first = self.editing, not self.loaded
        self.loaded = True
        self.profiles, self.games, self.problem = listed.profiles, dict(listed.games), listed.problem
        self.recorded = dict(listed.recorded)
        self.ctx.profile_colours = profile_colours(self.profiles)
        self.message, self.refused = (listed.refused, True) if listed.refused else (listed.done, False)
        ids = [profile.id for profile in self.profiles]
        if listed.refused:
            # Nothing changed: the form keeps what was typed, for the profile it was typed for.
            self.chosen = ids.index(editing.id) if editing is not None and editing.id in ids else None
        elif listed.chosen in ids:
            self._choose(ids.index(listed.chosen))
        elif editing is not None and editing.id in ids and not first:
            self.chosen = ids.index(editing.id)  # read again: the form stays as it is
        elif self.profiles and (first or editing is not None):
            # The first look, or the chosen profile was deleted: the nearest one.
            self._choose(min(self.chosen or 0, len(self.profiles) - 1))
        else:
            self._new_form(keep_message=True)
        then, self.after_save = self.after_save, None
        if then is not None and not listed.refused:
            self._go(then)  # saved as asked: now the move the question held back
        return True

    @property
    def editing(self) -> Profile | None:
        if self.chosen is None or self.chosen >= len(self.profiles):
            return None
        return self.profiles[self.chosen]

    @property
    def busy(self) -> bool:
        return self.work.busy

    @property
    def asking(self) -> bool:
        """A question is shown over the screen (delete, or unsaved changes)."""
        return self.confirming or self.leaving is not None

    def unsaved(self) -> bool:
        """Whether the form holds what is not kept: a chosen player's name, birthday or colour
        changed, or a new player's name or birthday typed."""
        self._read_entries()
        editing = self.editing
        if editing is None:
            return bool(self.form_name.strip() or self.form_birthday.strip())
        birthday = "" if editing.birthday is None else editing.birthday.isoformat()
        return (
            self.form_name.strip() != editing.name
            or self.form_birthday.strip() != birthday
            or self.form_colour != editing.colour
        )

    def _choose(self, index: int) -> None:
        """Show profile number ``index`` in the form."""
        self.chosen = index
        profile = self.profiles[index]
        self.form_name = profile.name
        self.form_birthday = "" if profile.birthday is None else profile.birthday.isoformat()
        self.form_colour = profile.colour
        self._fill_entries()

    def _new_form(self, keep_message: bool = False) -> None:
        self.chosen = None
        self.form_name = self.form_birthday = ""
        used = [profile.colour for profile in self.profiles]
        self.form_colour = min(PALETTE, key=used.count)  # the first colour nobody has yet
        if not keep_message:
            self.message = ""
        self._fill_entries()

    def _fill_entries(self) -> None:
        if self.name_entry is not None:
            self.name_entry.set_text(self.form_name)
            self.birthday_entry.set_text(self.form_birthday)

    def _read_entries(self) -> None:
        if self.name_entry is not None:
            self.form_name = self.name_entry.get_text()
            self.form_birthday = self.birthday_entry.get_text()

    def save(self) -> None:
        """Make the new player, or keep the chosen one's changes; a refusal keeps the form."""
        self._read_entries()
        if self.busy:
            return
        editing, colour, typed_day = self.editing, self.form_colour, self.form_birthday.strip()
        try:
            name = clean_name(self.form_name)
            day = parse_birthday(typed_day) if typed_day else None
        except ProfileError as error:
            self._refuse(sentence(str(error)))
            return
        except BirthdayError as error:
            self._refuse(sentence(str(Said("birthday: {error}", error=error.args[0]))))
            return
        self._run(_saved(editing, name, colour, day))

    def _refuse(self, message: str) -> None:
        self.message, self.refused = message, True
        self.after_save = None  # the form stays, with the reason
        self.resized(self.ctx.size)

    def delete(self) -> None:
        editing = self.editing
        self.confirming = False
        if editing is not None and not self.busy:
            self._run(_deleted(editing, self.recorded.get(editing.id, 0)))
        else:
            self.resized(self.ctx.size)

    # Geometry --------------------------------------------------------------------------------
    def _kill_entries(self) -> None:
        for entry in (self.name_entry, self.birthday_entry):
            if entry is not None:
                entry.kill()
        self.name_entry = self.birthday_entry = None

    def resized(self, size: tuple[int, int]) -> None:

        self._read_entries()
        self._kill_entries()
        w, h = size
        self.manager, self.scale = entry_manager(self.manager, self.scale, size)
        px = self.scale
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        margin, gap, button_h = max(12, px(24)), max(6, px(8)), max(32, px(40))
        line = text("Ag", self._size()).get_height()
        self.row_height = line + max(6, px(10))
        title_bottom = margin + text("Ag", px(30)).get_height()
        bottom = h - margin - button_h
        self.message_box = pygame.Rect(margin, bottom - gap - 2 * line - 4, w - 2 * margin, 2 * line + 4)
        top, low = title_bottom + gap, self.message_box.top - gap
        half = (w - 2 * margin - gap) // 2
        self.list_rect = pygame.Rect(margin, top, half, low - top)
        self.form_rect = pygame.Rect(margin + half + gap, top, w - 2 * margin - half - gap, low - top)
        back = Button.fitted(_(BACK), pygame.Rect(margin, bottom, px(220), button_h), ("back", None))
        new = Button.fitted(
            _(NEW_BUTTON),
            pygame.Rect(margin + px(220) + gap, bottom, px(240), button_h),
            ("new", None),
            active=self.chosen is None,
            largest=px(18),
        )
        self.screen_buttons = [back, new, *self._form(gap, button_h)]
        for button in self.screen_buttons:
            button.enabled = (button.enabled and not self.busy) or button.value == ("back", None)
        self.buttons = self._question(size, gap, button_h) if self.asking else self.screen_buttons
        self._order()
        self.top = max(0, min(self.top, len(self.profiles) - self.rows()))
        if self.chosen is not None:
            self.top = max(min(self.top, self.chosen), self.chosen - self.rows() + 1)
        self.ctx.write_layout(
            {"scene": "profiles", "buttons": {b.label: list(b.rect.center) for b in self.buttons}}
        )

    def _size(self) -> int:
        return max(14, self.scale(18))

    def _form(self, gap: int, button_h: int) -> list[Button]:
        """The form's entries, swatches and buttons, laid out down the right panel."""
        import pygame_gui

        px, size = self.scale, self._size()
        inner = self.form_rect.inflate(-2 * max(10, px(16)), -2 * max(8, px(12)))
        line = text("Ag", size).get_height() + 2
        entry_h = max(30, px(38))
        y = inner.top + line + gap  # under the heading
        self.labels = []
        entries = []
        for label in (_(NAME_LABEL), _(BIRTHDAY_LABEL)):
            self.labels.append((label, pygame.Rect(inner.left, y, inner.width, line)))
            y += line + 2
            rect = pygame.Rect(inner.left, y, min(inner.width, px(420)), entry_h)
            entries.append(pygame_gui.elements.UITextEntryLine(rect, self.manager))
            y += entry_h + gap
        self.name_entry, self.birthday_entry = entries
        self.birthday_entry.set_text(self.form_birthday)
        self.name_entry.set_text(self.form_name)
        self.name_entry.set_text_length_limit(NAME_MAX)  # a longer name is refused: never typed at all
        self.labels.append((_(COLOUR_LABEL), pygame.Rect(inner.left, y, inner.width, line)))
        y += line + 2
        per_row = 6
        side = min(px(44), (inner.width - (per_row - 1) * gap) // per_row, max(18, (inner.bottom - y) // 4))
        self.swatches = []
        for i, colour in enumerate(PALETTE):
            x = inner.left + (i % per_row) * (side + gap)
            self.swatches.append((colour, pygame.Rect(x, y + (i // per_row) * (side + gap), side, side)))
        y += 2 * (side + gap) + gap
        width = min(px(240), (inner.width - gap) // 2)
        save_label = _(CREATE) if self.chosen is None else _(SAVE)
        buttons = [
            Button.fitted(
                save_label, pygame.Rect(inner.left, y, width, button_h), ("save", None), active=True
            )
        ]
        if self.chosen is not None:
            rect = pygame.Rect(inner.left + width + gap, y, width, button_h)
            buttons.append(Button.fitted(_(ASK_DELETE), rect, ("ask-delete", None)))
        return buttons

    def _question(self, size: tuple[int, int], gap: int, button_h: int) -> list[Button]:
        """The question's buttons, under its words: Delete and Keep, or Save, Don't save and Stay
        (Keep and Stay have the focus: the safe ones)."""
        px = self.scale
        box = self.question_box(size)
        if self.leaving is not None:
            width = min(px(220), (box.width - 4 * gap) // 3)
            y = box.bottom - button_h - max(8, px(14))
            left = box.centerx - (3 * width + 2 * gap) // 2
            words = ((SAVE_FIRST, "save-first"), (DROP, "drop"), (STAY, "stay"))
            return [
                Button.fitted(
                    _(label), pygame.Rect(left + i * (width + gap), y, width, button_h), (value, None)
                )
                for i, (label, value) in enumerate(words)
            ]
        width = min(px(240), (box.width - 3 * gap) // 2)
        y = box.bottom - button_h - max(8, px(14))
        delete = Button.fitted(
            _(DELETE), pygame.Rect(box.centerx - gap - width, y, width, button_h), ("delete", None)
        )
        keep = Button.fitted(_(KEEP), pygame.Rect(box.centerx + gap, y, width, button_h), ("keep", None))
        return [delete, keep]

    def question_box(self, size: tuple[int, int]) -> pygame.Rect:
        w, h = size
        px = self.scale
        width = min(w - 2 * max(12, px(24)), px(760))
        lines = len(self.question_lines(width - 2 * px(20)))
        height = lines * (text("Ag", self._size()).get_height() + 2) + max(32, px(40)) + px(60)
        return pygame.Rect((w - width) // 2, (h - height) // 2, width, height)

    def question_lines(self, width: int) -> list[str]:
        editing = self.editing
        if self.leaving is not None:
            return wrap(unsaved_question(editing), self._size(), width)
        if editing is None:
            return []
        return wrap(delete_question(editing, self.recorded.get(editing.id, 0)), self._size(), width)

    def rows(self) -> int:
        return max(1, (self.list_rect.height - 2 * max(6, self.scale(10))) // self.row_height)

    def row_rect(self, index: int) -> pygame.Rect:
        inner = self.list_rect.inflate(-2 * max(8, self.scale(14)), 0)
        top = self.list_rect.top + max(6, self.scale(10))
        return pygame.Rect(
            inner.left, top + (index - self.top) * self.row_height, inner.width, self.row_height
        )

    def _order(self) -> None:
        """Tab's order: New, the name and birthday entries, Save, Delete, Back."""
        if self.asking:
            self.order = self.buttons
            self.focus.focus_on(self.order, ("keep", None) if self.confirming else ("stay", None))
            return
        by_value = {button.value: button for button in self.screen_buttons}
        stand_ins = [
            Button("", entry.get_relative_rect(), ("entry", which))
            for which, entry in (("name", self.name_entry), ("birthday", self.birthday_entry))
        ]
        order = [by_value[("new", None)], *stand_ins, by_value[("save", None)]]
        if ("ask-delete", None) in by_value:
            order.append(by_value[("ask-delete", None)])
        self.order = [*order, by_value[("back", None)]]
        self.focus.focus_on(self.order, self.focused)

    # Events ----------------------------------------------------------------------------------
    def _typing(self) -> bool:
        return any(entry is not None and entry.is_focused for entry in (self.name_entry, self.birthday_entry))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.manager is not None and not self.asking:
            self.manager.process_events(event)
        if event.type == pygame.KEYDOWN and self._typing():
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.manager.set_focus_set(None)  # done typing: the keys move the focus again
                self._read_entries()
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.save()
                elif event.key == pygame.K_TAB:
                    self._move_focus(event)
            return True
        button = None
        if event.type == pygame.KEYDOWN:
            button = self._key(event)
            if button is None:
                return True
        button = button or clicked(event, self.buttons)
        if button is None and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._click(event.pos)
            return True
        if button is not None and isinstance(button.value, tuple):
            self._act(button.value)
        return True

    def _move_focus(self, event: pygame.event.Event) -> Button | None:
        button = self.focus.key(event, self.order)
        self.focused = self.order[self.focus.index].value
        return button

    def _key(self, event: pygame.event.Event) -> Button | None:
        """A key outside the entries: a shortcut (None), or the button it presses."""
        key = event.key
        if self.asking:
            if key == pygame.K_ESCAPE or (key == pygame.K_n and self.confirming):
                self._act(("keep", None) if self.confirming else ("stay", None))
                return None
            if key in (pygame.K_LEFT, pygame.K_RIGHT):  # along the question's buttons
                step = 1 if key == pygame.K_RIGHT else -1
                self.focus.index = (self.focus.index + step) % len(self.order)
                self.focus.show(self.order)
                return None
            return self._move_focus(event)
        shortcuts = {
            pygame.K_ESCAPE: ("back", None),
            pygame.K_n: ("new", None),
            pygame.K_DELETE: ("ask-delete", None),
        }
        if key in shortcuts:
            self._act(shortcuts[key])
        elif key in (pygame.K_UP, pygame.K_DOWN) and self.profiles:
            here = -1 if self.chosen is None else self.chosen
            self._pick(max(0, min(len(self.profiles) - 1, here + (1 if key == pygame.K_DOWN else -1))))
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            colours = list(PALETTE)
            step = 1 if key == pygame.K_RIGHT else -1
            self.form_colour = colours[(colours.index(self.form_colour) + step) % len(colours)]
        else:
            return self._move_focus(event)
        return None

    def _pick(self, index: int) -> None:
        if index != self.chosen:
            self._leave(("choose", index))

    def _leave(self, move: tuple[str, object]) -> None:
        """Another player, New player or Back: asked first when the form holds unsaved changes."""
        if self.unsaved():
            self.leaving = move
            self.resized(self.ctx.size)
        else:
            self._go(move)

    def _go(self, move: tuple[str, object]) -> None:
        kind = move[0]
        if kind == "back":
            self.request(Pop())
        elif kind == "new":
            self._new_form()
            self.focused = ("entry", "name")
            self.resized(self.ctx.size)
        elif kind == "choose" and isinstance(move[1], int) and move[1] < len(self.profiles):
            self._choose(move[1])
            self.message = ""
            self.resized(self.ctx.size)

    def _click(self, pos: tuple[int, int]) -> None:
        """A click on a profile's row chooses it; on a swatch, takes its colour."""
        if self.asking:
            return
        for colour, rect in self.swatches:
            if rect.collidepoint(pos):
                self.form_colour = colour
                return
        if self.list_rect.collidepoint(pos):
            for index in range(self.top, min(len(self.profiles), self.top + self.rows())):
                if self.row_rect(index).collidepoint(pos):
                    self._pick(index)
                    return

    def _act(self, value: tuple[str, object]) -> None:
        kind = value[0]
        self.ctx.play("click")
        if kind == "entry":
            self.manager.set_focus_set(self.name_entry if value[1] == "name" else self.birthday_entry)
        elif kind in ("back", "new"):
            self._leave((kind, None))
        elif kind == "stay":
            self.leaving = None
            self.resized(self.ctx.size)
        elif kind == "save-first":
            self.after_save, self.leaving = self.leaving, None
            self.resized(self.ctx.size)
            self.save()
        elif kind == "drop" and self.leaving is not None:
            move, self.leaving = self.leaving, None
            self.resized(self.ctx.size)
            self._go(move)
        elif kind == "save":
            self.save()
        elif kind == "ask-delete" and self.editing is not None and not self.busy:
            self._read_entries()
            self.confirming = True
            self.resized(self.ctx.size)
        elif kind == "delete":
            self.delete()
        elif kind == "keep":
            self.confirming = False
            self.resized(self.ctx.size)

    def update(self, dt: float) -> Transition | None:
        if self._take():
            self.resized(self.ctx.size)
        if self.manager is not None:
            self.manager.update(dt)
        return self.take_pending()

    # Drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = []
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        px, size = self.scale, self._size()
        margin = max(12, px(24))
        title = f"{_(TITLE)} · {len(self.profiles)}" if self.profiles else _(TITLE)
        title_box = pygame.Rect(
            margin, margin, surface.get_width() - 2 * margin, text("Ag", px(30)).get_height()
        )
        self._put(surface, title, title_box, px(30), GOLD, bold=True)
        self._draw_list(surface, size)
        self._draw_form(surface, size)
        if self.message or self.busy:
            colour = MUTED if self.busy else REFUSED if self.refused else DONE
            words = _(SAVING) if self.busy and self.profiles else self.message or _(LOADING)
            lines = wrap(words, size, self.message_box.width)[:2]
            step = self.message_box.height // 2
            for i, line in enumerate(lines):
                box = pygame.Rect(
                    self.message_box.left, self.message_box.top + i * step, self.message_box.width, step
                )
                self._put(surface, line, box, size, colour)
        for button in self.screen_buttons:
            button.draw(surface)
        if self.manager is not None:
            self.manager.draw_ui(surface)
        if not self.asking:
            for stand_in in self.order:
                if stand_in.focused and not stand_in.label:
                    draw_focus(surface, stand_in.rect)  # a text entry: pygame-gui draws the box
            return
        dim(surface, 160)
        box = self.question_box(surface.get_size())
        panel(surface, box, 235)
        pad, step = px(20), text("Ag", size).get_height() + 2
        for i, line in enumerate(self.question_lines(box.width - 2 * pad)):
            self._put(
                surface,
                line,
                pygame.Rect(box.left + pad, box.top + pad + i * step, box.width - 2 * pad, step),
                size,
                INK,
            )
        for button in self.buttons:
            button.draw(surface)

    def _draw_list(self, surface: pygame.Surface, size: int) -> None:
        panel(surface, self.list_rect)
        if not self.profiles:
            box = self.row_rect(self.top)
            words = _(LOADING) if self.busy else self.problem or _(NO_PROFILES)
            # Wrapped rather than fitted on one line: in French in the smallest window the hint
            # shrank to the smallest size and still lost its end ("pour créer le pr…").
            step = text("Ag", size).get_height() + 2
            for i, line in enumerate(wrap(words, size, box.width)):
                self._put(
                    surface, line, pygame.Rect(box.left, box.top + i * step, box.width, step), size, MUTED
                )
            return
        for index in range(self.top, min(len(self.profiles), self.top + self.rows())):
            profile, row = self.profiles[index], self.row_rect(index)
            if index == self.chosen:
                pygame.draw.rect(surface, CHOSEN, row, border_radius=6)
                pygame.draw.rect(surface, GOLD, row, 1, border_radius=6)
            swatch = pygame.Rect(row.left + 4, row.top + 4, row.height - 8, row.height - 8)
            pygame.draw.rect(surface, PALETTE.get(profile.colour, MUTED), swatch, border_radius=4)
            left = swatch.right + self.scale(10)
            width = row.right - left
            birthday = "" if profile.birthday is None else profile.birthday.isoformat()
            cells = (
                (profile.name, 0.42),
                (birthday, 0.3),
                (games_words(self.games.get(profile.id, 0)), 0.28),
            )
            for words, share in cells:
                box = pygame.Rect(left, row.top, int(width * share) - self.scale(8), row.height)
                if words:
                    self._put(surface, words, box, size, INK)
                left += int(width * share)

    def _draw_form(self, surface: pygame.Surface, size: int) -> None:
        panel(surface, self.form_rect)
        px = self.scale
        inner = self.form_rect.inflate(-2 * max(10, px(16)), -2 * max(8, px(12)))
        editing = self.editing
        heading = _(NEW_HEADING) if editing is None else editing.name
        line = text("Ag", size).get_height() + 2
        self._put(
            surface, heading, pygame.Rect(inner.left, inner.top, inner.width, line), size, GOLD, bold=True
        )
        for words, box in self.labels:
            self._put(surface, words, box, size, MUTED)
        for colour, rect in self.swatches:
            pygame.draw.rect(surface, PALETTE[colour], rect, border_radius=6)
            if colour == self.form_colour:
                pygame.draw.rect(surface, INK, rect.inflate(6, 6), 3, border_radius=8)


def _saved(editing: Profile | None, name: str, colour: str, day: datetime.date | None) -> Any:
    """The change that makes the new player, or keeps the edited one's name, colour and birthday."""

    def change(db: sqlite3.Connection) -> tuple[str, int | None]:
        if editing is None:
            made = create_profile(db, name, colour, day)
            return fill(_("{name} was added."), name=made.name), made.id
        profile = editing
        if name != editing.name:
            profile = rename_profile(db, editing, name)
        change_profile(db, profile, colour, day, forget_birthday=day is None)
        return fill(_("{name} was saved."), name=profile.name), profile.id

    return change


def _deleted(profile: Profile, games: int) -> Any:
    def change(db: sqlite3.Connection) -> tuple[str, int | None]:
        delete_profile(db, profile)
        if not games:
            return fill(_("The player {name} was deleted."), name=profile.name), None
        words = ngettext(
            "The player {name} was deleted. {n} game stays in the history.",
            "The player {name} was deleted. {n} games stay in the history.",
            games,
        )
        return fill(words, name=profile.name, n=number(games)), None

    return change
