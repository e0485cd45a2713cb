"""What every scene shares: settings, sounds, card art, the variant catalog, launch options.

Passed to each scene explicitly (no global session): the app builds one and hands it down.
"""

from __future__ import annotations

import json
import os
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..history.profiles import name_key
from ..history.recorder import Recorder
from ..i18n import _, fill, ngettext
from ..i18n.cards import french_letters
from ..i18n.said import Said, Worded
from ..launch import LaunchOptions
from ..ui.sounds import CARD_SOUNDS
from .private_tables import OpenTables
from .uikit import CardArt, Settings, Sounds, save_settings

# Card art kept at this many widths at most (a six-seat meld table draws at four or five).
KEPT_ART_SIZES = 10

if TYPE_CHECKING:
    from ..engine.errors import VariantError
    from ..variants.catalog import Catalog


@dataclass
class AppContext:
    settings: Settings
    launch: LaunchOptions
    sounds: Sounds
    size: tuple[int, int]
    # Set by the app: flips between windowed and fullscreen and returns the new size.
    toggle_fullscreen: Callable[[], None] = lambda: None
    # Set by the app: lays out every scene on the stack again (after the language changed, so
    # each scene fetches its words anew: see game/i18n).
    relayout: Callable[[], None] = lambda: None
    # Animation speed multiplier on top of the setting (the smoke run plays fast).
    speed_boost: float = 1.0
    # Fixed-step runs (the smoke run, scene tests) wait for each bot's decision, so the
    # frame count measures play and not how the worker thread was scheduled.
    lockstep: bool = False
    _catalog: Catalog | None = None
    # Least recently used first: a meld table uses several widths at once and meets new ones.
    _arts: OrderedDict[tuple[int, bool, bool], CardArt] = field(default_factory=OrderedDict)
    smoke_summary: str = ""
    # What was wrong with the settings file, said in the language in use when shown.
    settings_warning: Said | None = None
    # Other things the player should know, shown on the menu: the user folder cannot be used,
    # the window was made smaller to fit the screen, the settings file was kept aside…
    # (a note kept as ``Worded`` or ``Said`` is put into words when shown, in the language in use then).
    notes: list[str | Worded | Said] = field(default_factory=list)
    # Set by the table once a deal has landed and a decision is awaited (for --screenshot).
    table_ready: bool = False
    # The player last used the keyboard (the table then draws its focus); a click clears it.
    keyboard: bool = False
    # Records every game in the history (the app starts a real one; scenes built without it keep nothing).
    history: Recorder = field(default_factory=Recorder.off)
    # Every profile's plate colour by its name's key, kept by the screens that read the profiles
    # (the menu, the setup, the players screen), so the table never asks the history.
    profile_colours: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    # The private tables open at this window (each game a person plays here runs at one), closed
    # once no screen shows them, and as the program ends.
    tables: OpenTables = field(default_factory=OpenTables)
    # The colours of the people at the table now, by name (bots are never coloured, even one
    # named like a profile): set as a game is started or continued.
    plate_colours: dict[str, tuple[int, int, int]] = field(default_factory=dict)

    # Debug hooks for the real-window test: where to write the table's layout and the actions.
    layout_file: Path | None = field(
        default_factory=lambda: Path(p) if (p := os.environ.get("Q2J_DEBUG_LAYOUT")) else None
    )
    action_log: Path | None = field(
        default_factory=lambda: Path(p) if (p := os.environ.get("Q2J_ACTION_LOG")) else None
    )

    def plate_fill(self, name: str, plain: tuple[int, int, int]) -> tuple[int, int, int]:
        """What a seat's name plate is filled with: ``plain`` for a seat without a profile, else
        the profile's colour darkened toward ``plain`` (the light name on it stays readable)."""
        colour = self.plate_colours.get(name_key(name))
        if colour is None:
            return plain
        return (
            (colour[0] * 9 + plain[0] * 11) // 20,
            (colour[1] * 9 + plain[1] * 11) // 20,
            (colour[2] * 9 + plain[2] * 11) // 20,
        )

    @property
    def catalog(self) -> Catalog:
        """The variants, loaded the first time a scene needs them (not at launch); the files left
        out are noted for the menu."""
        if self._catalog is None:
            from ..variants.catalog import load_catalog

            self._catalog = load_catalog(self.launch.variant_files)
            problems = self._catalog.problems
            if problems:
                # Said when the menu draws it: a switch of language in Settings rewords it at once.
                self.notes.append(Worded(partial(_left_out_note, problems)))
        return self._catalog

    def art(self, width: int) -> CardArt:
        """Card art of one width, kept so each face is drawn once per size."""
        key = (width, bool(self.settings.four_colour), french_letters(self.settings))
        art = self._arts.get(key)
        if art is None:
            art = CardArt(width, four_colour=key[1], french_letters=key[2])
            self._arts[key] = art
            while len(self._arts) > KEPT_ART_SIZES:  # the sizes not used for longest go
                self._arts.popitem(last=False)
        else:
            self._arts.move_to_end(key)
        return art

    @property
    def speed(self) -> float:
        """Animation speed: the setting times the boost (durations are divided by it)."""
        return max(0.1, float(self.settings.animation_speed)) * self.speed_boost

    def save(self) -> str | None:
        """Apply and write the settings; raises ``OSError`` (after applying) if the folder refuses.

        Returns the note ``save_settings`` gives when the file was kept aside first (also kept
        in ``notes`` for the menu)."""
        try:
            note = save_settings(self.settings)
            if note:
                self.notes.append(note)
            return note
        finally:
            self.sounds = Sounds(bool(self.settings.sound))
            self.preload_sounds()

    def play(self, sound: str) -> None:
        if sound in CARD_SOUNDS and not self.settings.card_sounds:
            return  # the player turned the cards' own sounds off, and kept the others
        self.sounds.play(sound)

    def preload_sounds(self) -> None:
        """Build the effects on a worker thread (some take ~60 ms of Python), so that no frame
        waits for one. Called when the app starts and when the settings make new Sounds."""
        self.sounds.preload_in_background()

    def record_action(self, entry: dict[str, Any]) -> None:
        """Append one applied action to the action log file, when the env var asks for it."""
        if self.action_log is None:
            return
        with self.action_log.open("a", encoding="utf-8") as out:
            out.write(json.dumps(entry) + "\n")

    def write_layout(self, data: dict[str, Any]) -> None:
        if self.layout_file is None:
            return
        tmp = self.layout_file.with_suffix(".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        tmp.replace(self.layout_file)


def _left_out_note(problems: list[VariantError]) -> str:
    """The menu's note about the variant files left out, in the language in use."""
    more = len(problems) - 1
    listed = fill(
        ngettext(
            "and {n} more: `q2j variants` lists them",
            "and {n} more: `q2j variants` lists them",
            more,
        ),
        n=more,
    )
    if not more:
        listed = _("`q2j variants` lists it")
    return fill(_("A variant file was left out: {problem} ({listed})."), problem=problems[0], listed=listed)
