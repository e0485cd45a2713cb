"""The main menu: play, play across the room (host or join a network table), rules, settings,
the players (profiles), the history, quit.

Kept light so the first frame comes quickly. The saved game is read (its line above Continue)
and read and played again (Continue) on a thread: a long match's save takes a good part of a
second, and the window goes on meanwhile, Continue saying "Loading…"."""

from __future__ import annotations

from pathlib import Path

import pygame

from ..engine.cards import Card
from ..files import autosaving, save_claim, saves
from ..i18n import N_, _, language
from ..play.resume import resume_session, saved_game_line
from ..play.session import Session
from .background import Background
from .context import AppContext
from .keys_help import BUTTON_KEYS
from .private_tables import seat_route
from .scale import Scale, scale_for
from .scene import Push, Quit, Replace, Scene, Transition
from .text import text, wrap
from .uikit import draw_felt
from .widgets import Button, FocusRing, clicked, column

# Two queens and a jack: a Q Squared answered by Joe.
SHOWCASE = (Card(12, "S"), Card(12, "H"), Card(11, "C"))
# Said instead of Continue while other copies of the program play every saved game.
ELSEWHERE = N_(
    "The saved game is being played in another window of this program: continue it there, or close it first."
)
ELSEWHERE_MANY = N_(
    "The saved games are being played in other windows of this program: "
    "continue them there, or close them first."
)


class MenuScene(Scene):
    help_keys = (
        (N_("P"), N_("play")),
        (N_("Esc / Q"), N_("quit")),
        *BUTTON_KEYS,
    )
    name = "menu"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons: list[Button] = []
        self.felt: pygame.Surface | None = None
        self.cards: list[tuple[pygame.Surface, pygame.Rect]] = []
        self.notice = ""  # why a saved game could not be continued
        self.saved = ""  # what Continue resumes
        self.broken = ""  # or what is wrong with it, found as the menu read it (Continue sets it aside)
        self.saved_lines: list[str] = []  # ... as drawn above it
        # The notes at the bottom (the notice, the settings' warning, the app's notes), drawn.
        self.note_lines: list[pygame.Surface] = []
        self.notes_shown: tuple[str, ...] = ()  # the words note_lines were drawn from
        self.focus = FocusRing()  # on the first button: Continue when there is one, else Play
        self.confirm_quit = False  # Esc or Q asked once; a second press (or Enter) quits
        self.scale = Scale()
        # The profiles' plate colours, read beside the frame loop for a game continued from here.
        self.colours = Background[dict[str, tuple[int, int, int]]](now=False)
        # The saved game's line (and the language it was put in), and Continue's game: read beside
        # the frame loop.
        self.summary = Background[tuple[str, str]](now=False)  # the line, and a broken save's note
        self.summary_language = ""
        self.summary_due = False  # read at the first frame (a test's fixed steps are set by then)
        self.continuing = Background[tuple[Session | None, str]](now=False)
        self.offered: Path | None = None  # the saved game Continue offers (the newest free one)
        self.elsewhere = 0  # saved games at other windows' tables (said when none is offered)
        self.elsewhere_for = 0.0  # seconds since that was last looked at

    def _let_go(self) -> None:
        """This window is at its menu: its table, if it had one, no longer plays the saved game,
        and another copy of the program may continue it."""
        autosaving.flush()  # the last move's save is written (and claimed) before the claim goes
        save_claim.let_go()

    def enter(self) -> None:
        self._let_go()
        self.colours = Background[dict[str, tuple[int, int, int]]](now=self.ctx.lockstep)
        self.colours.start(self._read_colours)
        self.summary_due = True
        self.resized(self.ctx.size)

    def _read_summary(self) -> None:
        """What Continue resumes, read on a thread (``update`` shows it when it comes)."""
        catalog = self.ctx.catalog
        self.summary_due = False
        self.summary_language = language()
        self.summary = Background[tuple[str, str]](now=self.ctx.lockstep)  # an older read's is dropped
        offered = self.offered
        self.summary.start(lambda: saved_game_line(catalog, offered) if offered is not None else ("", ""))

    def _read_colours(self) -> dict[str, tuple[int, int, int]]:
        from .profile_access import profile_colours, profile_work

        listed = profile_work(self.ctx, make=False)
        return profile_colours(listed.profiles)

    def resume(self) -> None:
        self._let_go()
        # Quit's question was for that moment: asked, then another screen chosen with the mouse,
        # it would otherwise still stand on return, and the one Esc that left that screen again
        # would close the program.
        self.confirm_quit = False
        self.resized(self.ctx.size)
        self._read_summary()  # a game may have been saved, or finished, since

    @property
    def loading(self) -> bool:
        """Continue's game is being read and played again."""
        return self.continuing.busy

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.scale = scale_for(size)
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        # A game another window plays is not offered: continued here too, one deal would be
        # played at two tables and recorded twice.
        self.offered, self.elsewhere = self._look()
        saved = self.offered is not None
        if not saved:
            self.saved = self.broken = ""
        elif self.summary_language not in ("", language()):
            self._read_summary()  # the language was switched: the line is read again in it
        # What Continue resumes, said above it (the game, the round, who sits where).
        label = _("Loading…") if self.loading else _("Continue")
        items: list[tuple[str, object]] = [(label, "continue")] if saved or self.loading else []
        items += [
            (_("Play"), "play"),
            (_("Play across the room"), "network"),
            (_("Rules"), "rules"),
            (_("Settings"), "settings"),
            (_("Players"), "profiles"),
            (_("History"), "history"),
            (_("Quit"), "quit"),
        ]
        # The buttons fill the space between the cards (and the saved game's line) and the notes
        # at the bottom.
        line = _("Saved: {game}").format(game=self.saved) if self.saved else ""
        if self.broken:  # said before Continue is pressed: it would only set the file aside
            line = _("The saved game cannot be continued: {problem}").format(problem=self.broken)
        self.saved_lines = wrap(line, px(15), w - px(40)) if line else []
        step = text("Ag", px(15)).get_height()
        self.notes_shown = self._notes()
        self.note_lines = [
            text(line, px(15), (255, 200, 160))
            for warning in self.notes_shown
            if warning
            for line in wrap(warning, px(15), w - 40)
        ]
        notes_height = sum(line.get_height() + 2 for line in self.note_lines)
        top = int(h * 0.45) + len(self.saved_lines) * step
        bottom = h - max(px(64), notes_height + px(24))
        # Seven buttons (with Continue) in the smallest window: lower ones, rather than the last
        # running into the notes.
        height = max(px(26), min(px(54), int((bottom - top) / (len(items) * 1.25))))
        label_size = min(px(20), height - px(8))
        self.buttons = column(items, w // 2, top, width=px(300), height=height, size=label_size)
        if self.confirm_quit:  # fitted anew: the question is longer than "Quit" (in French, much)
            last = self.buttons[-1]
            self.buttons[-1] = Button.fitted(
                _("Quit? Esc again"), last.rect, last.value, active=last.active, largest=last.size
            )
        self.focus.show(self.buttons)
        art = self.ctx.art(max(60, int(h * 0.11)))
        self.cards = []
        for i, card in enumerate(SHOWCASE):
            image = art.rotated(card, (1 - i) * 12) if i != 1 else art.face(card)
            rect = image.get_rect(center=(w // 2 + (i - 1) * int(art.size[0] * 0.7), int(h * 0.34)))
            self.cards.append((image, rect))
        self.ctx.write_layout(
            {"scene": "menu", "buttons": {b.label: list(b.rect.center) for b in self.buttons}}
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_q):
                if self.confirm_quit:
                    self.request(Quit(0))
                else:
                    # Never quit on one stray key: focus Quit and ask again.
                    self.confirm_quit = True
                    self.focus.focus_on(self.buttons, "quit")
                    self.resized(self.ctx.size)
                return True
            if self.confirm_quit and event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.confirm_quit = False
                self.resized(self.ctx.size)
            if event.key == pygame.K_p:
                self._go(self._choose("play"))
                return True
            chosen = self.focus.key(event, self.buttons)
            if chosen is not None:
                self.ctx.play("click")
                self._go(self._choose(str(chosen.value)))
            return True
        button = clicked(event, self.buttons)
        if button is not None:
            self.ctx.play("click")
            self._go(self._choose(str(button.value)))
        return True

    def _go(self, transition: Transition | None) -> None:
        if transition is not None:
            self.request(transition)

    def _choose(self, value: str) -> Transition | None:
        if self.loading and value != "quit":
            return None  # the saved game is on its way to the table
        if value == "continue":
            return self._continue()
        if value == "play":
            return self._new_game(variant_id=self.ctx.launch.variant)
        if value == "network":  # host or join a table on the local network
            return Push("join")
        if value == "rules":
            return Push("rules", variant_id=self.ctx.launch.variant or "q2j")
        if value == "settings":
            return Push("settings")
        if value == "history":
            return Push("history")
        if value == "profiles":
            return Push("profiles")
        return Quit(0)

    def _look(self) -> tuple[Path | None, int]:
        """The saved game Continue offers, and how many other windows play (when it offers none)."""
        offered = saves.save_to_continue()
        return offered, 0 if offered is not None else save_claim.played_elsewhere(saves.usual_save_path())

    def _new_game(self, **args: object) -> Transition:
        """The setup screen; the new game's save is chosen now: the saved game Continue offered,
        which a new game replaces, or a free slot when another window plays the usual one. A save
        that cannot be continued is first moved aside, so that the new game's autosave does not
        write over it (the menu then says where it went)."""
        slot = saves.new_game_save(self.offered)
        note = saves.keep_before_new_game(self.ctx.catalog, slot)
        if note:
            self.ctx.notes.append(note)
        return Push("setup", **args)

    def _continue(self) -> Transition | None:
        """The autosaved game at the table, read and played again on a thread (Continue says
        "Loading…" meanwhile); a save that cannot be used is set aside there and reported here."""
        offered = self.offered
        if offered is None or not save_claim.continue_in(offered):
            self.resized(self.ctx.size)  # continued in another window since the menu was laid out
            return None
        catalog = self.ctx.catalog

        def read() -> tuple[Session | None, str]:
            from ..play.seats import default_level, levels  # the bots' module, off the frame loop

            return resume_session(catalog, levels(), default_level(), offered)

        self.continuing = Background[tuple[Session | None, str]](now=self.ctx.lockstep)
        self.continuing.start(read)
        self.resized(self.ctx.size)
        return self._continued()

    def _continued(self) -> Transition | None:
        """The table once Continue's game has come (None while it is read, or when it cannot be)."""
        found = self.continuing.take()
        if found is None:
            return None
        session, problem = found
        if session is None:
            save_claim.let_go()  # the slot Continue took: nothing is played in it
            self.notice = problem or _("There is no saved game to continue.")
            self.resized(self.ctx.size)  # the Continue button goes
            return None
        self.notice = ""
        self.resized(self.ctx.size)
        from .profile_access import table_colours

        self.ctx.plate_colours = table_colours(session.seats, self.ctx.profile_colours)
        return Push(seat_route(session), session=session, resumed=True)  # through a private table

    def _notes(self) -> tuple[str, ...]:
        # The settings' warning is put in words here: in the language in use, after a switch too.
        warning = str(self.ctx.settings_warning or "")
        elsewhere = "" if not self.elsewhere else _(ELSEWHERE) if self.elsewhere == 1 else _(ELSEWHERE_MANY)
        return (self.notice, elsewhere, warning, self.ctx.history.notice, *map(str, self.ctx.notes))

    def update(self, dt: float) -> Transition | None:
        colours = self.colours.take()
        if colours is not None:
            self.ctx.profile_colours = colours
        if self.summary_due:
            self._read_summary()
        self.elsewhere_for += dt
        if not self.loading and self.elsewhere_for >= 1.0:
            # Looked at again now and then: another window may have continued the game (Continue
            # goes, or offers the next), or left its table (Continue comes).
            self.elsewhere_for = 0.0
            if self._look() != (self.offered, self.elsewhere):
                self.resized(self.ctx.size)
                self._read_summary()
        summary = self.summary.take()
        if summary is not None:
            self.saved, self.broken = summary
            self.resized(self.ctx.size)
        if self.continuing.busy:
            table = self._continued()
            if table is not None:
                return table
        if self._notes() != self.notes_shown:
            # The history opens on its own thread: its notice can arrive after the menu is laid out.
            self.resized(self.ctx.size)
        launch = self.ctx.launch
        if launch.smoke:  # it never saves, so never touches the player's save either
            return Replace("setup", variant_id=launch.variant)
        if launch.replay_file is not None:
            file, launch.replay_file = launch.replay_file, None
            return Push("replay", file=file)
        if launch.join_table is not None:
            (address, code, name), launch.join_table = launch.join_table, None
            return Push("join", address=address, code=code, name=name)
        if launch.start_at_table:
            launch.start_at_table = False
            return self._new_game(variant_id=launch.variant, start_now=True)
        return self.take_pending()

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        w, h = surface.get_size()
        for image, rect in self.cards:
            surface.blit(image, rect)
        px = self.scale
        title = text("Q2J", px(72), (250, 225, 150), bold=True)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.13))))
        sub = text(_("Q Squared Joe and family"), px(22), (225, 230, 215))
        surface.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.13) + px(52))))
        for button in self.buttons:
            button.draw(surface)
        if self.saved_lines and self.buttons and self.buttons[0].value == "continue":
            y = self.buttons[0].rect.top - px(4)
            colour = (255, 200, 160) if self.broken else (215, 220, 200)  # the notes' warning colour
            for line in reversed(self.saved_lines):
                words = text(line, px(15), colour)
                surface.blit(words, words.get_rect(midbottom=(w // 2, y)))
                y -= words.get_height()
        bottom = h - 12
        for note in reversed(self.note_lines):
            surface.blit(note, note.get_rect(midbottom=(w // 2, bottom)))
            bottom -= note.get_height() + 2
