"""The score sheet after a deal: the round the host recorded, the match so far, the next deal.

Every table's rounds end here, the window's own game (its private table) and a game across the
room alike. The host runs the match and goes on; the sheet reads the round at the player's own
pace from the host's records (placings, points and what they are made of). A scored match shows
its score sheet (every round, the running totals, the line, the round count; scrolled back with
the wheel, Up/Down and Page Up/Down); the others show each round's winners and the rounds won.
At a private table the host also tells the round's end (why the deal ended, every seat's cards,
the winning hand), and the sheet tells it above (``round_summary``); its buttons are the game's
own: Next round once the host has dealt it, Rematch and New game at the match's end, the Menu.

Across the room, *Next deal* takes the joiner back to the table once the host's next deal has
come; a joiner knocked out of the match watches the result come in here; *Leave the table* goes
back to the menu. Once the match is over, the host's Play again is said here ("Mum starts another
match…") and, a moment later, the joiner follows into the new match's table at the same seat.
Once the host has closed the table (or it ended for this window), the sheet says so and offers
only *Back to the menu*. From the first sheet on, a joiner's match is recorded in this window's
history (``net/joined_record.py``), to its end or as left; a private table records its own.
"""

from __future__ import annotations

import pygame

from ..engine.match import RoundRecord
from ..engine.rules import MatchMode
from ..i18n import N_, _, fill, ngettext
from ..i18n.words import variant_name
from ..net.client import Arrival
from ..net.joined_record import follow
from ..net.private_table import PrivateSharedSource, PrivateSource, PrivateTable
from ..net.remote_table import RemoteSource
from ..play.grammar import shown_name
from .context import AppContext
from .private_tables import seat_route
from .rematch import next_seed
from .remote_seat import to_the_table
from .round_summary import RoundSummary
from .scale import Scale, scale_for
from .scene import Pop, Quit, Replace, Reset, Scene, Transition
from .score_sheet import Finish, Sheet, sheet_of
from .sheet_view import SheetGeometry, draw_sheet, first_shown, sheet_geometry
from .smoke_line import SMOKE_LINGER, smoke_line
from .table.words.log import MoveLog
from .text import Drawn, fitted, text, wrap
from .uikit import draw_felt
from .widgets import ACTIVATE_KEYS, Button, FocusRing, clicked, panel

GOLD, INK, SOFT = (240, 200, 80), (240, 236, 220), (205, 210, 195)
SHEET_MAX_WIDTH, RANKING_MAX_WIDTH = 1400, 820  # widest a panel reads well (at scale 1)
AGAIN_SECONDS = 1.5  # how long "… starts another match…" is shown before the new table (frames' time)


def named(names: list[str], seats: tuple[int, ...]) -> str:
    """ "Ada", "Ada and Basil", "Ada, Basil and Chloe"."""
    who = [names[seat] if 0 <= seat < len(names) else "?" for seat in seats]
    if len(who) == 1:
        return who[0]
    return fill(_("{names} and {last}"), names=", ".join(who[:-1]), last=who[-1])


def winners_words(names: list[str], winners: tuple[int, ...]) -> str:
    """ "Won by Ada", "Won by Ada and Basil", or "Nobody won"."""
    if not winners:
        return _("Nobody won")
    return fill(_("Won by {names}"), names=named(names, winners))


def round_words(names: list[str], record: RoundRecord, elimination: bool) -> str:
    """What a round decided: who won it, or in an elimination match who left the match."""
    if elimination and record.eliminated:
        return fill(_("{names} out of the match"), names=named(names, record.eliminated))
    return winners_words(names, record.winners)


class ScoreboardScene(Scene):
    help_keys = (
        (N_("Up / Down"), N_("scroll the score sheet")),
        (N_("Page Up / Page Down"), N_("a page at a time")),
        (N_("Tab / Left / Right"), N_("move between the buttons")),
        (N_("Enter / Space"), N_("press the button in focus")),
    )
    name = "scoreboard"
    leads_to = ("private_seat",)

    def __init__(self, ctx: AppContext, session: RemoteSource, record: RoundRecord, log: MoveLog) -> None:
        super().__init__(ctx)
        self.source = session
        self.record = record
        self.log = log
        self.buttons: list[Button] = []
        # On a score sheet Up and Down scroll the rounds, so only Tab and Left/Right move the focus.
        self.focus = (
            FocusRing(next_keys=(pygame.K_TAB, pygame.K_RIGHT), back_keys=(pygame.K_LEFT,))
            if self.scored
            else FocusRing()
        )
        self.scale = Scale()
        self.felt: pygame.Surface | None = None
        self.sheet: Sheet | None = None
        self.geometry: SheetGeometry | None = None
        self.scroll = 0  # rounds scrolled back from the newest
        self.drawn: Drawn = []  # each ranking word drawn and the room it had (nothing spills)
        self.shown: tuple[object, ...] = ()  # what the buttons were laid out for
        self.again_for = 0.0  # how long the host's Play again has been said here
        self.smoke_for = 0.0  # how long the smoke run has shown this sheet
        self.said: list[str] = []  # the round's words drawn last, in order (what the player reads)

    @property
    def private(self) -> PrivateTable | None:
        """The private table this sheet's game is played at (this window's own game), if it is."""
        source = self.source
        return source.private if isinstance(source, PrivateSource | PrivateSharedSource) else None

    # What the host has said ------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return list(self.source.state.names)

    @property
    def match_over(self) -> bool:
        """The match is over at the round this sheet shows: its last (a watched table's host
        may have played on to the match's end while its watcher reads an earlier round)."""
        records = self.source.records
        return self.source.match_over and (not records or self.record == records[-1])

    @property
    def elimination(self) -> bool:
        return self.source.rules.match_mode is MatchMode.ELIMINATION

    @property
    def scored(self) -> bool:
        return self.source.rules.match_mode in (MatchMode.POINTS_OUT, MatchMode.FIXED_ROUNDS)

    def _following(self) -> Arrival | None:
        """The host's first update after the deal shown (the next deal's), if it has come."""
        arrivals, at = self.source.state.arrivals, self.source.at
        return arrivals[at + 1] if at + 1 < len(arrivals) else None

    def next_deal_here(self) -> bool:
        """The host's next deal has come and this seat is dealt in."""
        following = self._following()
        return following is not None and following.deal_seat is not None

    def again_line(self) -> str | None:
        """The host's Play again, once said (a joiner's sheet follows into the new match)."""
        if self.source.hosting or not self.match_over:
            return None  # the host's own person plays again from the lobby
        by = self.source.again_by()
        if by is None:
            return None
        if by:
            return fill(_("{name} starts another match…"), name=by)
        return _("The host starts another match…")

    def closed_line(self) -> str | None:
        """Why nothing more will come to this sheet, in words: the table ended for this window
        mid-match (its host gone or closed), or the host closed it once the match was over (the
        latest word of the line, a Play again said before it included); None while it goes on."""
        ended = self.source.ended()
        if ended is not None:
            return ended
        if self.match_over and self.source.joined.state().ended == "gone":
            return fill(_("The host has closed the table. {result}"), result=self.result_words()).strip()
        return None

    def result_words(self) -> str:
        """The match's result in the player's language ("<variant>: Basil won after 7 rounds"),
        from the host's records (its own line is the host's words, not this window's)."""
        game, rounds = variant_name(self.source.rules.variant), len(self.source.records)
        winners = self.source.state.winners
        if not winners:
            return fill(
                ngettext(
                    "{game}: no winner after {count} round", "{game}: no winner after {count} rounds", rounds
                ),
                game=game,
                count=rounds,
            )
        return fill(
            ngettext(
                "{game}: {names} won after {count} round", "{game}: {names} won after {count} rounds", rounds
            ),
            game=game,
            names=named([shown_name(name) for name in self.names], winners),  # "You": "Vous"
            count=rounds,
        )

    def waiting_line(self) -> str:
        """What the joiner is waiting for, under the sheet (or why it waits no more)."""
        closed = self.closed_line()
        if closed is not None:
            return closed
        again = self.again_line()
        if again is not None:
            return again
        if self.source.state.lost:  # the match over too: the line is wanted for a Play again
            return _("Lost the host; trying again…")
        if self.match_over:
            return self.result_words()
        if self.private is not None:  # the window's own game: no host to speak of
            return self._own_waiting_line()
        hosting = self.source.hosting  # the host's own person: "the host" is this computer
        if self.next_deal_here():
            return _("The next round is dealt.") if hosting else _("The host has dealt the next round.")
        if self._following() is not None or self.source.out_for_good:
            if hosting:
                return _("You are out of the match: the others play on, and their rounds come in here.")
            return _("You are out of the match: the others play on at the host.")
        return _("Waiting for the host to deal the next round…")

    def _own_waiting_line(self) -> str:
        """The waiting line of the window's own game, in the words of a game at one screen."""
        if self.next_deal_here():
            return _("The next round is dealt.")
        if self._following() is not None or self.source.out_for_good:
            return _("You are out of the match: Next round watches the others play on.")
        return _("Dealing the next round…")

    # Lifecycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        # The match goes into this window's history from here to its end, or to its leaving (a
        # private table records its game itself).
        if self.private is None:
            follow(self.source, self.ctx.history)
        self.resized(self.ctx.size)
        if self.private is not None:  # the window's own game: the smoke run's summary
            self.ctx.smoke_summary = self.smoke_summary()

    def smoke_summary(self) -> str:
        """The ``--smoke`` run's line for this sheet (``smoke_line.smoke_line``), from what the
        private table told this window."""
        source, record = self.source, self.record
        over = self.match_over
        return smoke_line(
            source.rules.variant.id,
            self.names,
            source.seed,
            record.number,
            record,
            over,
            tuple(source.state.winners) if over else (),
        )

    def resized(self, size: tuple[int, int]) -> None:
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        w, h = size
        px = self.scale = scale_for(size)
        labels = self._labels()
        width, gap = px(220), px(20)
        total = len(labels) * width + (len(labels) - 1) * gap
        left = w // 2 - total // 2
        self.buttons = []
        for i, (label, value, enabled) in enumerate(labels):
            rect = pygame.Rect(left + i * (width + gap), h - px(100), width, px(52))
            button = Button.fitted(label, rect, value, active=value == "next" and enabled, largest=px(20))
            button.enabled = enabled
            self.buttons.append(button)
        self.focus.show(self.buttons)
        self.shown = self._showing()
        if self.scored:
            finish = Finish(self.match_over, self.source.state.winners)
            self.sheet = sheet_of(self.source.records, self.source.rules, finish, self.source.labels())
            box = pygame.Rect(px(40), px(110), w - px(80), h - px(250))
            summary = self.summary()
            if summary is not None:  # the round summary's heading, the sheet under it
                area = self.summary_box(size)
                top = area.y + summary.heading_height(px)
                box = pygame.Rect(area.x + 12, top, area.width - 24, area.bottom - px(10) - top)
            self.geometry = sheet_geometry(box, self.sheet, px.factor)
            self.scroll_by(0)  # rounds come in: a sheet scrolled back stays within them
        self.ctx.write_layout(
            {
                "scene": "scoreboard",
                "buttons": {str(b.value): list(b.rect.center) for b in self.buttons},
            }
        )

    def summary(self) -> RoundSummary | None:
        """The whole round (why the deal ended, every seat ranked with the
        cards it held, the winning hand), where the host told it: a private table's only."""
        source, record = self.source, self.record
        told = source.round_told(record)
        if told is None:
            return None
        rounds = source.records[: record.number]
        over = self.match_over and record == source.records[-1]
        seats = list(zip(source.state.names, source.seat_kinds, strict=False))
        rules = source.rules
        finish = (over, source.state.winners if over else ())
        return RoundSummary.of_records(
            rules.variant, rules.match_mode, source.seed, rounds, seats, finish, told
        )

    def panel_box(self, size: tuple[int, int]) -> pygame.Rect:
        """The panel behind the sheet's words, above the buttons: no wider than a score sheet's
        columns (or a ranking's lines) read well, in the middle of a large window."""
        w, h = size
        px = self.scale
        widest = px(SHEET_MAX_WIDTH if self.scored else RANKING_MAX_WIDTH)
        box = pygame.Rect(0, px(16), min(widest, w - px(40)), h - px(136))
        box.centerx = w // 2
        return box

    def drawn_panel(self, size: tuple[int, int]) -> pygame.Rect:
        """The panel as drawn: a short score sheet's ends a little under it (room for the
        waiting line), rather than leave a large window's panel mostly empty."""
        box = self.panel_box(size)
        if self.geometry is not None:
            box.height = min(box.height, self.geometry.box.bottom + self.scale(66) - box.y)
        return box

    def summary_box(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the round's summary goes: the panel above the waiting line."""
        box = self.panel_box(size)
        box.height -= self.scale(56)
        return box

    def _labels(self) -> list[tuple[str, str, bool]]:
        """The buttons' labels, values and whether each may be pressed now."""
        if self.closed_line() is not None:  # the table is gone: only the way back is left
            return [(_("Back to the menu"), "leave", True)]
        if self.private is not None:
            return self._own_labels()
        labels: list[tuple[str, str, bool]] = []
        if not self.match_over and not self.source.out_for_good:  # first: the focus starts there
            labels.append((_("Next deal"), "next", self.next_deal_here()))
        if self.source.hosting and not self.match_over:
            # The host's own seat: the table goes on (knocked out, they watch it here or in the
            # lobby, which closes it); leaving here would end it for everyone.
            labels.append((_("The lobby"), "lobby", True))
        else:
            if self.source.hosting:  # the match over: Play again is in the lobby (the focus starts there)
                labels.append((_("The lobby"), "lobby", True))
            leave = _("Close the table") if self.source.hosting else _("Leave the table")
            labels.append((leave, "leave", True))
        return labels

    def _own_labels(self) -> list[tuple[str, str, bool]]:
        """A private table's sheet (this window's own game) offers the next round (once the host
        has dealt it), or at the match's end a rematch and a new game; the menu."""
        if self.match_over:
            return [(_("Rematch"), "rematch", True), (_("New game"), "new", True), (_("Menu"), "menu", True)]
        if self.source.out_for_good:  # out of the match: the others play on, watched
            return [(_("Next round"), "watch", True), (_("Menu"), "menu", True)]
        return [(_("Next round"), "next", self.next_deal_here()), (_("Menu"), "menu", True)]

    def _showing(self) -> tuple[object, ...]:
        source = self.source
        return (
            self.match_over,
            self.next_deal_here(),
            len(source.records),
            source.state.lost,
            self.closed_line(),
            source.out_for_good,
            self.again_line(),
        )

    def scroll_by(self, rounds: int) -> None:
        """Scroll the sheet ``rounds`` further back (negative: toward the newest)."""
        if self.sheet is None or self.geometry is None:
            return
        back = len(self.sheet.rows) - self.geometry.visible
        self.scroll = max(0, min(max(0, back), self.scroll + rounds))

    def shown_rounds(self) -> list[int]:
        """The round numbers the sheet shows now."""
        if self.sheet is None or self.geometry is None:
            return []
        start = first_shown(len(self.sheet.rows), self.geometry.visible, self.scroll)
        return [row.number for row in self.sheet.rows[start : start + self.geometry.visible]]

    # Input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._scrolled(event):
            return True
        button = self.focus.key(event, self.buttons) if event.type == pygame.KEYDOWN else None
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS and button is None:
            return True
        button = button or clicked(event, self.buttons)
        if button is not None and button.enabled:
            self.ctx.play("click")
            self._press(str(button.value))
        return True

    def _scrolled(self, event: pygame.event.Event) -> bool:
        """The wheel, Up/Down and Page Up/Down scroll a score sheet's rounds; whether they did."""
        if self.geometry is None:
            return False
        page = self.geometry.visible
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(event.y * 3)
            return True
        steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page}
        if event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll_by(steps[event.key])
            return True
        return False

    def _press(self, value: str) -> None:
        if value == "next" and self.source.next_deal():
            if self.private is not None:  # a watched round waits for this word to be played
                self.private.deal_on()
            self.request(Replace("table", session=self.source, log=self.log))
        elif value == "lobby":
            self.request(Pop())  # the host's lobby, beneath
        elif value in ("leave", "menu"):
            self.request(Reset("menu"))
        elif value in ("rematch", "new") and self.private is not None:
            self.request(self._again(self.private, value))
        elif value == "watch" and self.private is not None:
            self._watch(self.private)

    def _watch(self, private: PrivateTable) -> None:
        """Every person here is out of the match: the others play on at the same private table,
        watched from this window: a watcher's link to
        it (``private_seat`` with the table), its host dealing the next round to it."""
        self.request(Replace("private_seat", session=private.session, log=self.log, table=private))

    def _again(self, private: PrivateTable, value: str) -> Transition:
        """The match is over at this window's private table (nothing changes its game now):
        a rematch, a new private table dealt the next deal number;
        a new game, the setup with the same seats."""
        if value == "rematch":
            fresh = private.read(lambda game: game.again(next_seed(game.seed)))
            return Replace(seat_route(fresh), session=fresh)
        seats = private.read(lambda game: tuple(game.seats))
        return Replace("setup", variant_id=private.session.variant.id, seated=seats)

    def update(self, dt: float) -> Transition | None:
        self.source.refresh()
        if self.ctx.launch.smoke and self.private is not None and self._pending is None:
            self._smoke_run(dt)
        if self.source.out_for_good and self.source.records and self.source.records[-1] != self.record:
            self.record = self.source.watch() or self.record  # knocked out: the latest round
        if self._showing() != self.shown:
            self.resized(self.ctx.size)
        if self.again_line() is not None and self._pending is None:  # Leave pressed: not followed
            self._follow(dt)
        return self.take_pending()

    def _smoke_run(self, dt: float) -> None:
        """The ``--smoke`` run presses on by itself: the next round once
        dealt, and at the match's end the program quits after a moment on the sheet."""
        self.smoke_for += dt
        if not self.match_over:
            if self.next_deal_here():
                self._press("next")
        elif self.smoke_for >= SMOKE_LINGER:
            self.request(Quit(0))

    def _follow(self, dt: float) -> None:
        """The host plays again: said here for ``AGAIN_SECONDS``, then the new match's table,
        at this seat, once its deal has come."""
        self.again_for += dt
        if self.again_for < AGAIN_SECONDS:
            return
        following = self.source.next_match()
        if following is None:
            return
        shown = to_the_table(following, MoveLog())
        if shown is not None:
            self.request(Replace(shown.name, **shown.args))

    # Drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        w, h = surface.get_size()
        px = self.scale
        box = self.drawn_panel((w, h))
        panel(surface, box, 225)
        self.said = []
        summary = self.summary()
        if summary is not None:
            self._draw_summary(surface, summary)
        else:
            self._draw_records(surface, box)
        lines = wrap(self.waiting_line(), px(17), box.width - px(40))[:2]
        for number, words in enumerate(lines):
            image = text(words, px(17), SOFT)
            surface.blit(
                image,
                image.get_rect(midbottom=(w // 2, box.bottom - px(8) - px(22) * (len(lines) - 1 - number))),
            )
        for button in self.buttons:
            button.draw(surface)

    def _draw_summary(self, surface: pygame.Surface, summary: RoundSummary) -> None:
        """The whole round as ``round_summary`` draws it: its heading over the sheet, or its ranking."""
        area = self.summary_box(surface.get_size())
        if self.sheet is not None and self.geometry is not None:
            summary.draw_heading(surface, area, self.scale, self.sheet.progress, self.said)
            draw_sheet(surface, self.sheet, self.geometry, self.scroll)
        else:
            self.drawn = summary.draw_ranking(surface, area, self.scale, self.said)

    def _draw_records(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The round as the host's records tell it (across the room): its winners, the sheet
        or the rounds won."""
        w = surface.get_width()
        px = self.scale
        if self.match_over:
            title = _("Match over")
        else:
            title = fill(_("Round {number} over"), number=self.record.number)
        heading = fitted(title, px(36), box.width - px(40), GOLD, bold=True)
        surface.blit(heading, heading.get_rect(midtop=(w // 2, box.y + px(10))))
        winners = self.source.state.winners
        if self.match_over and winners:  # the match's winner, not the last round's
            line = fill(_("Winner: {names}"), names=named(self.names, winners))
        else:
            line = round_words(self.names, self.record, self.elimination)
        said = fitted(line, px(20), box.width - px(40), INK)
        surface.blit(said, said.get_rect(midtop=(w // 2, box.y + px(56))))
        self.said += [title, line]
        if self.sheet is not None and self.geometry is not None:
            draw_sheet(surface, self.sheet, self.geometry, self.scroll)
        else:
            self._draw_rounds(surface, box)

    def _draw_rounds(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """A match won by rounds: each seat's rounds won, then the rounds, latest first."""
        px, names = self.scale, self.names
        records = self.source.records
        y = box.y + px(100)
        for seat, name in enumerate(names):
            won = sum(1 for record in records if seat in record.winners)
            words = fill(
                ngettext("{name}: {count} round won", "{name}: {count} rounds won", won), name=name, count=won
            )
            surface.blit(fitted(words, px(20), box.width - px(80), INK, bold=True), (box.x + px(40), y))
            self.said.append(words)
            y += px(30)
        y += px(10)
        for record in reversed(records):
            if y > box.bottom - px(70):
                break
            words = fill(
                _("Round {number}: {won}"),
                number=record.number,
                won=round_words(names, record, self.elimination),
            )
            surface.blit(fitted(words, px(17), box.width - px(80), SOFT), (box.x + px(40), y))
            self.said.append(words)
            y += px(24)
