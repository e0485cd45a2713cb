"""The setup's buttons and text entries, made from its layout and the form's choices, and the
order Tab and the arrows move through them."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from ..history.profiles import NAME_MAX
from ..i18n import _
from ..i18n.words import variant_name
from ..play.seats import HUMAN
from ..player.birthdays import stored_birthday
from .scale import Scale
from .setup_form import SetupForm
from .setup_layout import SetupLayout
from .setup_seats import PICK, REMOTE, kind_label
from .widgets import Button

# An empty entry's hint ("random", "YYYY-MM-DD"): pygame-gui draws it in the typed words' colour,
# so it read as a value already filled in. While the entry is empty and not being typed into it
# wears this theme, its words dimmer than typed ones (entry_theme's #f0ecdc), still clear on the
# entry's field (#10261c, about 6:1).
HINT_ID: Final = "#entry_hint"
HINT_THEME: Final = {HINT_ID: {"colours": {"normal_text": "#969e8e"}}}


@dataclass
class Entries:
    """The pygame-gui text entries: the deal number, each seat's name, each person's birthday."""

    seed: Any
    names: list[Any]
    birthdays: dict[int, Any]

    def all(self) -> list[Any]:
        return [self.seed, *self.names, *self.birthdays.values()]


def make_buttons(layout: SetupLayout, form: SetupForm, px: Scale) -> list[Button]:
    """The variants, the players' − and +, Options…, the single card, each seat's ▾ and kind,
    Back and Start, in that order."""
    buttons = [
        Button(variant_name(v), rect, ("variant", v.id), active=v.id == form.variant.id, size=px(16))
        for v, rect in zip(form.variants, layout.variants, strict=True)
    ]
    # Greyed where the variant allows no fewer (or no more) players: a press would change nothing.
    fewer, more = form.clamp(form.players - 1) < form.players, form.clamp(form.players + 1) > form.players
    buttons.append(Button("−", layout.fewer, ("players", -1), enabled=fewer, size=px(22)))
    buttons.append(Button("+", layout.more, ("players", 1), enabled=more, size=px(22)))
    if layout.options is not None:
        buttons.append(Button.fitted(_("Options…"), layout.options, ("options", 0), largest=px(18)))
    if layout.single is not None:
        buttons.append(Button(form.single_label(), layout.single, ("single", 0), size=px(16)))
    for seat, row in enumerate(layout.seats):
        kind = form.kinds[seat]
        if row.pick is not None:
            buttons.append(Button("▾", row.pick, (PICK, seat), size=px(18)))
        active = kind in (HUMAN, REMOTE)
        buttons.append(
            Button(kind_label(kind, form.host), row.kind, ("kind", seat), active=active, size=px(16))
        )
    buttons.append(Button.fitted(_("Back"), layout.back, ("back", 0), largest=px(20)))
    buttons.append(Button.fitted(_("Start"), layout.start, ("start", 0), active=True, largest=px(20)))
    return buttons


def make_entries(layout: SetupLayout, form: SetupForm, manager: Any, kept: Mapping[str, str]) -> Entries:
    """The text entries, filled from the form; a person's empty birthday, in the form too, from
    their profile (once the profiles are read), else from ``kept`` (the settings' by name)."""
    import pygame_gui

    use_hint_theme(manager)
    # The deal number left blank is a random one; the placeholder says so in the player's language.
    seed = pygame_gui.elements.UITextEntryLine(layout.seed, manager, placeholder_text=_("random"))
    seed.set_text(form.seed_text)
    entries = Entries(seed, [], {})
    for seat, row in enumerate(layout.seats):
        new = form.new_profile[seat] and form.kinds[seat] == HUMAN
        placeholder = _("new player's name") if new else ""
        entry = pygame_gui.elements.UITextEntryLine(row.name, manager, placeholder_text=placeholder)
        entry.set_text(form.names[seat])
        entry.set_text_length_limit(NAME_MAX)  # a longer name is refused: never typed at all
        entries.names.append(entry)
        if row.birthday is None:
            continue
        if not form.birthday_texts[seat].strip():
            profile = form.profile_of(seat)
            if profile is not None and profile.birthday is not None:
                form.birthday_texts[seat] = profile.birthday.isoformat()
            else:
                form.birthday_texts[seat] = stored_birthday(kept, form.names[seat])
        birthday = pygame_gui.elements.UITextEntryLine(
            row.birthday, manager, placeholder_text=_("YYYY-MM-DD")
        )
        birthday.set_text(form.birthday_texts[seat])
        entries.birthdays[seat] = birthday
    dim_hints(entries.all())
    return entries


def use_hint_theme(manager: Any) -> None:
    """The hint theme added to a screen's pygame-gui ``manager`` (the join screen's too)."""
    manager.get_theme().load_theme(HINT_THEME)


def dim_hints(entries: Iterable[Any]) -> None:
    """Each entry showing its hint (empty, nobody typing into it) in the hint's colour, the others
    in the typed words' colour: called each frame, an entry changes only when its state did."""
    for entry in entries:
        hinting = bool(entry.placeholder_text) and not entry.get_text() and not entry.is_focused
        if hinting != (entry.object_ids[-1] == HINT_ID):
            entry.change_object_id(HINT_ID if hinting else None)  # drawn again: its hint too
            if entry.is_focused:
                entry.focus()  # being typed into: the hint cleared away, the cursor shown


def key_order(buttons: list[Button], entries: Entries) -> list[Button]:
    """What Tab and the arrows move through, top to bottom: the buttons and, in their places,
    stand-ins for the text entries (Enter there starts typing, Enter again ends)."""
    by_value = {button.value: button for button in buttons}
    variants = [b for b in buttons if isinstance(b.value, tuple) and b.value[0] == "variant"]
    order = [*variants, by_value[("players", -1)], by_value[("players", 1)]]
    if ("options", 0) in by_value:
        order.append(by_value[("options", 0)])
    order.append(Button("", entries.seed.get_relative_rect(), ("entry", "seed")))
    for seat, entry in enumerate(entries.names):
        order.append(Button("", entry.get_relative_rect(), ("entry", seat)))
        if (PICK, seat) in by_value:
            order.append(by_value[(PICK, seat)])
        order.append(by_value[("kind", seat)])
        if seat in entries.birthdays:
            order.append(Button("", entries.birthdays[seat].get_relative_rect(), ("birthday", seat)))
    return [*order, by_value[("back", 0)], by_value[("start", 0)]]
