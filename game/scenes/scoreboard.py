"""After a deal: why it ended, every seat ranked with what it still held, the elimination
match's progress, totals; next round, rematch, menu. A scored match (Quatorze, Crazy
Jokers) shows its score sheet instead of the ranking: every round, the running totals,
the threshold, the round count."""

from __future__ import annotations

import pygame

from ..engine.match import RoundRecord
from ..i18n import N_, _
from ..play.round_told import told_of
from ..play.session import Session
from .context import AppContext
from .private_tables import seat_route
from .rematch import next_seed
from .round_summary import END_WORDS, SCORED_TURN_CAP, Piece, RoundSummary, Rows
from .scale import Scale, scale_for
from .scene import Quit, Replace, Reset, Scene, Transition
from .score_sheet import Sheet, score_sheet
from .sheet_view import SheetGeometry, draw_sheet, first_shown, sheet_geometry
from .smoke_line import SMOKE_LINGER, smoke_line
from .table.words.log import MoveLog
from .text import Drawn
from .uikit import draw_felt
from .widgets import Button, FocusRing, clicked, panel

SHEET_MAX_WIDTH = 1400
# The round's words are drawn by ``round_summary``, for this sheet and a private table's alike.
__all__ = ["END_WORDS", "SCORED_TURN_CAP", "Piece", "ScoreboardScene"]


class ScoreboardScene(Scene):
    help_keys = (
        (N_("Up / Down"), N_("scroll the score sheet")),
        (N_("Page Up / Page Down"), N_("a page at a time")),
        (N_("Tab / Left / Right"), N_("move between the buttons")),
        (N_("Enter / Space"), N_("press the button in focus")),
    )
    name = "scoreboard"

    def __init__(self, ctx: AppContext, session: Session, record: RoundRecord, log: MoveLog) -> None:
        super().__init__(ctx)
        self.session = session
        self.record = record
        self.log = log
        self.buttons: list[Button] = []
        self.felt: pygame.Surface | None = None
        self.elapsed = 0.0
        self.scored = session.match.scored
        # On a score sheet Up and Down scroll the rounds, so only Tab and Left/Right move the focus.
        self.focus = (
            FocusRing(next_keys=(pygame.K_TAB, pygame.K_RIGHT), back_keys=(pygame.K_LEFT,))
            if self.scored
            else FocusRing()
        )
        self.sheet: Sheet | None = None
        self.geometry: SheetGeometry | None = None
        self.scroll = 0  # rounds scrolled back from the newest
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.drawn: Drawn = []  # each word drawn and the room it had (tests check nothing spills)
        self.scale = Scale()
        self.said: list[str] = []  # the words drawn last, in order (what the player reads)
        # The deal as it ended, worked out once (the sheet tells it from here).
        self.told = told_of(session, record)

    def enter(self) -> None:
        self.resized(self.ctx.size)
        self.ctx.play("win")
        self.ctx.smoke_summary = self.summary()

    @property
    def shown(self) -> RoundSummary:
        """The round as this sheet tells it (``round_summary``, a private table's sheet's too)."""
        return RoundSummary.of_session(self.session, self.record, self.told)

    def subtitle(self) -> str:
        """Variant, deal number (the one typed to replay it, as the table shows it), round, length."""
        return self.shown.subtitle()

    def seat_label(self, seat: int, *notes: str) -> str:
        """ "You", "Chloe (medium)", "Chloe (medium, eliminated)": one pair of brackets."""
        return self.shown.seat_label(seat, *notes)

    def end_line(self) -> str:
        """Why the deal ended, in words (``RoundSummary.end_line``)."""
        return self.shown.end_line()

    def ranking(self) -> list[tuple[str, int]]:
        """Every seat of the deal with its place (``RoundSummary.ranking``)."""
        return self.shown.ranking()

    def held(self, seat: int) -> list[str]:
        """The cards a match seat still held when the deal ended, hand first."""
        return self.shown.held(seat)

    def summary(self) -> str:
        session = self.session
        names = [seat.name for seat in session.seats]
        return smoke_line(
            session.variant.id,
            names,
            session.seed,
            len(session.match.rounds),
            self.record,
            session.match_over,
            tuple(session.match.winners),
        )

    def resized(self, size: tuple[int, int]) -> None:
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        w, h = size
        px = self.scale = scale_for(size)
        labels: list[tuple[str, object]]
        if not self.session.match_over:
            labels = [(_("Next round"), "next"), (_("Menu"), "menu")]
        else:
            labels = [(_("Rematch"), "rematch"), (_("New game"), "new"), (_("Menu"), "menu")]
        width, gap = px(200), px(20)
        total = len(labels) * width + (len(labels) - 1) * gap
        left = w // 2 - total // 2
        top, height = h - px(110), px(52)
        self.buttons = [
            Button.fitted(
                label, pygame.Rect(left + i * (width + gap), top, width, height), value, largest=px(20)
            )
            for i, (label, value) in enumerate(labels)
        ]
        self.focus.show(self.buttons)
        self.panel = self.panel_box(size)
        if self.scored:
            sheet = score_sheet(self.session.match, [seat.label() for seat in self.session.seats])
            geometry = sheet_geometry(self.sheet_box(size), sheet, px.factor)
            self.panel.height = geometry.box.bottom + 10 - self.panel.y  # a short sheet, a short panel
            self.sheet, self.geometry = sheet, geometry
        self.ctx.write_layout(
            {"scene": "scoreboard", "buttons": {b.label: list(b.rect.center) for b in self.buttons}}
        )

    def panel_box(self, size: tuple[int, int]) -> pygame.Rect:
        """The panel behind the words, above the buttons; wider for a score sheet's columns."""
        w, h = size
        px = scale_for(size)
        widest = px(SHEET_MAX_WIDTH if self.scored else 820)
        box = pygame.Rect(0, 0, min(widest, w - 40), h - px(140 if self.scored else 180))
        box.midtop = (w // 2, px(20 if self.scored else 40))
        return box

    def sheet_box(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the score sheet goes: the panel under the title, subtitle and end line."""
        box, px = self.panel_box(size), scale_for(size)
        top = box.y + self.shown.heading_height(px)
        return pygame.Rect(box.x + 12, top, box.width - 24, box.bottom - 10 - top)

    def winning_hand(self) -> str:
        """The round's sole winner's hand laid down as it won, or "" (``RoundSummary``)."""
        return self.shown.winning_hand()

    def scroll_by(self, rounds: int) -> None:
        """Scroll the sheet ``rounds`` further back (negative: toward the newest)."""
        if self.sheet is None or self.geometry is None:
            return
        back = len(self.sheet.rows) - self.geometry.visible
        self.scroll = max(0, min(max(0, back), self.scroll + rounds))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.scored and self.geometry is not None:
            page = self.geometry.visible
            if event.type == pygame.MOUSEWHEEL:
                self.scroll_by(event.y * 3)
            elif event.type == pygame.KEYDOWN:
                steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page}
                self.scroll_by(steps.get(event.key, 0))
        button = clicked(event, self.buttons) or self.focus.key(event, self.buttons)
        if button is not None:
            self.ctx.play("click")
            self.request(self._choose(str(button.value)))
        return True

    def _choose(self, value: str) -> Transition:
        session = self.session
        if value == "next":  # a local table's (tests and tools: the product's go through ``private_seat``)
            session.next_round()
            return Replace("table", session=session, log=self.log)
        if value == "rematch":
            fresh = session.again(next_seed(session.seed))
            return Replace(seat_route(fresh), session=fresh)
        if value == "new":  # the same game and seats, as Play offers the newest game's
            seated = () if session.hosting else tuple(session.seats)
            return Replace("setup", variant_id=session.variant.id, seated=seated)
        return Reset("menu")

    def update(self, dt: float) -> Transition | None:
        self.elapsed += dt
        if self.ctx.launch.smoke:
            if not self.session.match_over:
                return self._choose("next")
            if self.elapsed >= SMOKE_LINGER:
                return Quit(0)
        return self.take_pending()

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        if self.scored:
            self.draw_scored(surface)
            return
        box = self.panel
        panel(surface, box, 225)
        self.said = []
        self.drawn = self.shown.draw_ranking(surface, box, self.scale, self.said)
        for button in self.buttons:
            button.draw(surface)

    def ranking_rows(self, box: pygame.Rect) -> Rows:
        """The words of a deal's end, row by row (``RoundSummary.ranking_rows``)."""
        return self.shown.ranking_rows(box, self.scale)

    def draw_scored(self, surface: pygame.Surface) -> None:
        """Title, the match's progress and this deal's end above the score sheet."""
        box, px = self.panel, self.scale
        panel(surface, box, 225)
        sheet = self.sheet
        assert sheet is not None and self.geometry is not None
        self.said = []
        self.shown.draw_heading(surface, box, px, sheet.progress, self.said)
        draw_sheet(surface, sheet, self.geometry, self.scroll)
        for button in self.buttons:
            button.draw(surface)

    def shown_rounds(self) -> list[int]:
        """The round numbers the sheet shows now (for tests and the layout file)."""
        if self.sheet is None or self.geometry is None:
            return []
        start = first_shown(len(self.sheet.rows), self.geometry.visible, self.scroll)
        return [row.number for row in self.sheet.rows[start : start + self.geometry.visible]]
