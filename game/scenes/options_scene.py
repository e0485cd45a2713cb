"""The setup's options screen: the match's length and the rules a variant may switch, each as
a player would set it (``option_choices.py`` says which and checks them with the engine).

A yes/no is two buttons (Off, On), a choice one button per value, a number a pair of steps
round an entry where any value in range may be typed. Esc or Done goes back to the setup,
which starts the game with the values chosen; "As the variant" puts them all back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ..engine.options import OptionSpec
from ..i18n import N_, _
from ..i18n.typed_numbers import whole_up_to
from ..i18n.words import variant_name
from .button_label import fit_label
from .context import AppContext
from .entry_theme import entry_manager
from .keys_help import BUTTON_KEYS
from .option_choices import OptionChoices, description, label, value_words
from .scale import Scale, scale_for
from .scene import Pop, Scene, Transition
from .text import fitted, text, wrap
from .uikit import draw_felt
from .widgets import Button, FocusRing, clicked, draw_focus, panel

GOLD = (250, 225, 150)
MUTED = (190, 195, 180)
REFUSED = (255, 190, 170)
GREYED = (135, 140, 130)  # an option that does not apply with the others' values
WHY_NOT = (220, 200, 150)  # and the words saying why
ROW_LEAST = 44  # a row's height at least: its buttons' room, under a one-line description
WIDGET_H = ROW_LEAST - 10  # every row's buttons and entry this tall, however many lines its words


class OptionsScene(Scene):
    help_keys = (
        (N_("Tab"), N_("the next field")),
        (N_("Page Up / Page Down"), N_("a page at a time")),  # the rows, when they scroll
        (N_("Esc"), N_("back")),
        *BUTTON_KEYS,
    )
    name = "options"

    def __init__(self, ctx: AppContext, choices: OptionChoices) -> None:
        super().__init__(ctx)
        self.choices = choices
        self.buttons: list[Button] = []
        self.entries: dict[str, Any] = {}  # a number's entry, by option name
        self.order: list[Button] = []  # what Tab and the arrows move through, top to bottom
        self.focus = FocusRing()
        self.focused: object = ("done", "")
        self.error = ""
        self.manager: Any = None
        self.felt: pygame.Surface | None = None
        self.scale = Scale()
        self.rows: list[tuple[OptionSpec, pygame.Rect]] = []  # the rows shown, top to bottom
        self.first = 0  # the first row shown, when they are too many for the window and scroll
        self.hidden_below = 0  # rows under the last one shown

    # Lifecycle ----------------------------------------------------------------------------------
    def enter(self) -> None:
        self.resized(self.ctx.size)

    def exit(self) -> None:
        self._commit()
        for entry in self.entries.values():
            entry.kill()
        self.entries = {}

    def resized(self, size: tuple[int, int]) -> None:
        self._commit()  # a number being typed is kept
        self._build(size)

    def _build(self, size: tuple[int, int]) -> None:
        """Lay out the rows and (re)make the number entries from the values chosen."""
        import pygame_gui  # slow to import: only once the screen is shown

        for entry in self.entries.values():
            entry.kill()
        self.entries = {}
        self.manager, self.scale = entry_manager(self.manager, self.scale, size)
        px = self.scale
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        specs = self.choices.specs
        box = self.box(size)
        top, bottom = box.y + px(70), box.bottom - px(70)  # above As the variant and Done
        everyone = self.choices.rules_class.option_specs
        words_w = box.width * 11 // 20 - px(36)
        name_h, line_h = text("Ag", px(18), bold=True).get_height(), text("Ag", px(13)).get_height()
        wanted = [
            max(
                px(ROW_LEAST),
                px(6) + name_h + len(self.row_words(spec, everyone, px(13), words_w)) * line_h,
            )
            for spec in specs
        ]
        # Every row in full: a description cut short would leave its buttons unexplained. When
        # they do not all fit (many options, a small window, longer words), the rows scroll.
        if sum(wanted) <= bottom - top:
            self.first, heights = 0, wanted
        else:
            self.first = min(self.first, last_first(wanted, bottom - top))
            shown = rows_fitting(wanted[self.first :], bottom - top)
            heights = wanted[self.first : self.first + shown]
        self.hidden_below = len(specs) - self.first - len(heights)
        widget_x = box.x + box.width * 11 // 20
        widget_w = box.right - px(20) - widget_x
        self.buttons, self.rows = [], []
        y = top
        for spec, row_h in zip(specs[self.first : self.first + len(heights)], heights, strict=True):
            row = pygame.Rect(box.x + px(20), y, box.width - px(40), row_h)
            y += row_h
            self.rows.append((spec, row))
            # One height for every row's buttons: a row whose description takes more lines keeps
            # them as the others' (in French at 1024x600 its − / + were drawn larger).
            area = pygame.Rect(widget_x, row.y + px(4), widget_w, px(WIDGET_H))
            self._widgets(spec, area, pygame_gui)
        done = pygame.Rect(0, 0, px(200), px(48))
        done.bottomright = (box.right - px(20), box.bottom - px(16))
        reset = pygame.Rect(0, 0, px(220), px(48))
        reset.bottomleft = (box.x + px(20), box.bottom - px(16))
        self.buttons.append(Button(_("As the variant"), reset, ("reset", ""), size=px(18)))
        self.buttons.append(Button(_("Done"), done, ("done", ""), active=True, size=px(20)))
        self._order_for_keys()
        self.ctx.write_layout(
            {
                "scene": "options",
                "buttons": {
                    ":".join(map(str, b.value)): list(b.rect.center)
                    for b in self.order
                    if isinstance(b.value, tuple)
                },
            }
        )

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        w, h = size
        px = scale_for(size)
        box = pygame.Rect(0, 0, min(px(900), w - px(40)), h - px(40))
        box.center = (w // 2, h // 2)
        return box

    def row_words(self, spec: OptionSpec, everyone: Sequence[OptionSpec], size: int, width: int) -> list[str]:
        """A row's lines under its name: why it does not apply (when so), then what it does."""
        why = self.choices.not_applying(spec)
        return [*(wrap(why, size, width) if why else []), *wrap(description(spec, everyone), size, width)]

    def _widgets(self, spec: OptionSpec, area: pygame.Rect, pygame_gui: Any) -> None:
        value = self.choices.values[spec.name]
        first = len(self.buttons)
        self._make_widgets(spec, value, area, pygame_gui)
        if not self.choices.applies(spec):  # kept as chosen, but greyed and not to be changed
            for button in self.buttons[first:]:
                button.enabled = False
            if spec.name in self.entries:
                self.entries[spec.name].disable()

    def _make_widgets(self, spec: OptionSpec, value: Any, area: pygame.Rect, pygame_gui: Any) -> None:
        px = self.scale
        if spec.kind == "int" and not few_numbers(spec):
            step = min(px(44), area.height)
            self.buttons.append(
                Button(
                    "−", pygame.Rect(area.x, area.y, step, area.height), ("step", spec.name, -1), size=px(22)
                )
            )
            entry_rect = pygame.Rect(
                area.x + step + px(8), area.y, min(px(140), area.width - 2 * step - px(16)), area.height
            )
            self.buttons.append(
                Button(
                    "+",
                    pygame.Rect(entry_rect.right + px(8), area.y, step, area.height),
                    ("step", spec.name, 1),
                    size=px(22),
                )
            )
            entry = pygame_gui.elements.UITextEntryLine(entry_rect, self.manager)
            entry.set_text(str(value))
            self.entries[spec.name] = entry
            return
        values = choice_values(spec)
        gap = px(8)
        width = (area.width - gap * (len(values) - 1)) // len(values)
        words = [value_words(spec, option).capitalize() for option in values]
        # The row's labels at one size: the largest at which each of them fits its button.
        largest = min(fit_label(said, width, area.height, px(17)).size for said in words)
        for i, (option, said) in enumerate(zip(values, words, strict=True)):
            rect = pygame.Rect(area.x + i * (width + gap), area.y, width, area.height)
            self.buttons.append(
                Button.fitted(said, rect, ("set", spec.name, option), active=option == value, largest=largest)
            )

    def _order_for_keys(self) -> None:
        """Top to bottom, left to right: each row's buttons, a number's entry between its steps."""
        order: list[Button] = []
        by_name: dict[str, list[Button]] = {}
        for button in self.buttons:
            value = button.value
            if isinstance(value, tuple) and value[0] in ("set", "step"):
                by_name.setdefault(str(value[1]), []).append(button)
        for spec, _row in self.rows:
            if not self.choices.applies(spec):
                continue  # nothing there to change
            row = by_name.get(spec.name, [])
            if spec.name in self.entries:
                stand_in = Button("", self.entries[spec.name].get_relative_rect(), ("entry", spec.name))
                row = [row[0], stand_in, *row[1:]]
            order.extend(row)
        order.extend(b for b in self.buttons if b.value in (("reset", ""), ("done", "")))
        self.order = order
        self.focus.focus_on(self.order, self.focused)

    # Events -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.manager is not None:
            self.manager.process_events(event)
        typing = next((name for name, entry in self.entries.items() if entry.is_focused), None)
        if event.type == pygame.KEYDOWN and typing is not None:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.manager.set_focus_set(None)
                self._commit()
                self._build(self.ctx.size)
            return True
        button = None
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._done()
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self._scroll(len(self.rows) if event.key == pygame.K_PAGEDOWN else -len(self.rows))
                return True
            was = self.focused
            button = self.focus.key(event, self.order)
            self.focused = self.order[self.focus.index].value if self.order else None
            backward = event.key in self.focus.back_keys or (
                event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT)
            )
            self._follow_focus(was, backward)
        button = button or clicked(event, self.buttons)
        if button is None or not isinstance(button.value, tuple):
            if event.type == pygame.MOUSEBUTTONUP:
                self._commit()  # a click away from an entry ends the typing there
            return True
        self._press(button.value)
        return True

    def _scroll(self, rows: int) -> None:
        """Show the rows ``rows`` further down (up, when negative), when they scroll."""
        first = max(0, self.first + rows)
        if first != self.first and (rows < 0 or self.hidden_below):
            self._commit()
            self.first = first
            self._build(self.ctx.size)

    def _follow_focus(self, was: object, backward: bool) -> None:
        """The keys moved the focus off the rows shown while more rows lie that way (past the
        last, above the first, or round from Done to the first and from As the variant to the
        last): the rows scroll to the next one that can be changed, and the focus goes to it."""
        if not self.first and not self.hidden_below:
            return  # every row is shown
        names = [spec.name for spec in self.choices.specs]
        shown = [spec.name for spec, _ in self.rows]
        left, came = row_name(was), row_name(self.focused)
        if left is None and came is not None:  # round into the rows, from the buttons below
            ahead = names[::-1] if backward else names
        elif left is not None and came is None and left == (shown[0] if backward else shown[-1]):
            at = names.index(left)
            ahead = names[:at][::-1] if backward else names[at + 1 :]
        else:
            return  # within the rows shown, or out of them to the buttons below
        for name in ahead:
            self._show_row(name)
            in_row = [b.value for b in self.order if row_name(b.value) == name]
            if in_row:
                self.focused = in_row[-1] if backward else in_row[0]
                self.focus.focus_on(self.order, self.focused)
                return

    def _show_row(self, name: str) -> None:
        """Scroll the least that brings option ``name``'s row into view."""
        at = [spec.name for spec in self.choices.specs].index(name)
        if at < self.first:
            self._scroll(at - self.first)
        while self.hidden_below and name not in [spec.name for spec, _ in self.rows]:
            self._scroll(1)

    def _press(self, value: tuple[Any, ...]) -> None:
        what = value[0]
        if what == "entry":
            self.manager.set_focus_set(self.entries[str(value[1])])
            return
        self.ctx.play("click")
        self._commit()
        if what == "done":
            self._done()
            return
        self.error = ""
        try:
            if what == "set":
                self.choices.set(str(value[1]), value[2])
            elif what == "step":
                self.choices.step(str(value[1]), int(value[2]))
            elif what == "reset":
                self.choices.reset()
        except ValueError as error:
            self.error = _("Not allowed: {why}").format(why=error)
        self.focused = value
        self._build(self.ctx.size)

    def _commit(self) -> None:
        """Each number typed, checked by the rules: one they refuse is put back, and why is said."""
        for name, entry in self.entries.items():
            typed = entry.get_text().strip()
            if typed == str(self.choices.values[name]):
                continue
            # Text that is no number ('²', which str.isdigit takes and int refuses, or thousands of
            # digits) goes to the rules as it is: they refuse it in their words, naming the range.
            number = whole_up_to(typed.removeprefix("-"), 10**18)
            value: int | str = typed if number is None else -number if typed.startswith("-") else number
            try:
                self.choices.set(name, value)
                self.error = ""
            except ValueError as error:
                self.error = _("Not allowed: {why}").format(why=error)
                entry.set_text(str(self.choices.values[name]))

    def _done(self) -> None:
        self._commit()
        if not self.error:
            self.request(Pop())

    def update(self, dt: float) -> Transition | None:
        if self.manager is not None:
            self.manager.update(dt)
        return self.take_pending()

    # Drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        px = self.scale
        box = self.box(surface.get_size())
        panel(surface, box, 215)
        title = fitted(
            _("Options: {variant}").format(variant=variant_name(self.choices.variant)),
            px(30),
            box.width - px(40),
            GOLD,
            bold=True,
        )
        surface.blit(title, (box.x + px(20), box.y + px(16)))
        for spec, row in self.rows:
            words_w = box.width * 11 // 20 - px(36)
            applies = self.choices.applies(spec)
            name = (
                text(label(spec), px(18), bold=True) if applies else text(label(spec), px(18), GREYED, True)
            )
            surface.blit(name, (row.x, row.y + px(2)))
            y = row.y + px(2) + name.get_height()
            why = self.choices.not_applying(spec)
            for line in wrap(why, px(13), words_w) if why else []:
                image = text(line, px(13), WHY_NOT)
                surface.blit(image, (row.x, y))
                y += image.get_height()
            specs = self.choices.rules_class.option_specs
            for line in doc_lines(description(spec, specs), px(13), words_w, row.bottom - y):
                image = text(line, px(13), MUTED if applies else GREYED)
                surface.blit(image, (row.x, y))
                y += image.get_height()
        for button in self.buttons:
            button.draw(surface)
        if self.error:
            for i, line in enumerate(wrap(self.error, px(15), box.width - px(500))):
                image = text(line, px(15), REFUSED)
                surface.blit(image, (box.x + px(260), box.bottom - px(62) + i * (image.get_height() + 2)))
        else:
            self._draw_more(surface, box)
        if self.manager is not None:
            self.manager.draw_ui(surface)
        for stand_in in self.order:
            if stand_in.focused and not stand_in.label:
                draw_focus(surface, stand_in.rect)

    def _draw_more(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Between As the variant and Done, that rows lie above or below those shown."""
        px = self.scale
        lines = []
        if self.first:
            lines.append(_("more above: wheel or Page Up"))
        if self.hidden_below:
            lines.append(_("more below: wheel or Page Down"))
        y = box.bottom - px(62)
        for line in lines:
            image = fitted(line, px(14), box.width - px(500), GOLD)
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height() + px(4)


def row_name(value: object) -> str | None:
    """The option a button's value belongs to (a choice, a step, a number's entry); None for
    As the variant and Done."""
    if isinstance(value, tuple) and len(value) > 1 and value[0] in ("set", "step", "entry"):
        return str(value[1])
    return None


def rows_fitting(heights: list[int], room: int) -> int:
    """How many of the rows, from the first, fit ``room`` (one at least)."""
    total, count = 0, 0
    for height in heights:
        total += height
        if total > room:
            break
        count += 1
    return max(1, count)


def last_first(heights: list[int], room: int) -> int:
    """The furthest the rows scroll: the first row shown when the last one is at the bottom."""
    first = len(heights) - 1
    while first > 0 and sum(heights[first - 1 :]) <= room:
        first -= 1
    return first


def doc_lines(doc: str, size: int, width: int, room: int) -> list[str]:
    """An option's description wrapped to ``width``, as many lines as ``room`` holds, the last
    ending in "…" when more would follow."""
    lines = wrap(doc, size, width)
    fitting = max(1, room // text("Ag", size).get_height())
    if len(lines) <= fitting:
        return lines
    last = lines[fitting - 1]
    while last and text(last + " …", size).get_width() > width:
        last = last.rsplit(" ", 1)[0] if " " in last else ""
    return [*lines[: fitting - 1], last + " …"]


def few_numbers(spec: OptionSpec) -> bool:
    """A number with so few values (Quatorze's jokers: 1 or 2) that each gets its own button."""
    return spec.minimum is not None and spec.maximum is not None and spec.maximum - spec.minimum <= 4


def choice_values(spec: OptionSpec) -> list[bool | int | str]:
    """The values a row of buttons offers: Off and On, each choice, or each of a few numbers."""
    if spec.kind == "bool":
        return [False, True]
    if spec.kind == "int" and spec.minimum is not None and spec.maximum is not None:
        return list(range(spec.minimum, spec.maximum + 1))
    return list(spec.choices)
