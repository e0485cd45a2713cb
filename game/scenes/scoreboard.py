"""After a deal: why it ended, every seat ranked with what it still held, the elimination
match's progress, totals; next round, rematch, menu. A scored match (Quatorze, Crazy
Jokers) shows its score sheet instead of the ranking: every round, the running totals,
the threshold, the round count."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..engine.match import RoundRecord
from ..engine.zones import SharedKind
from ..i18n import N_, _, language, words
from ..i18n.cards import rank_letter
from ..i18n.numbers import number
from ..i18n.words import variant_name
from ..play.grammar import shown_name, whose
from ..play.refusals import with_suit_glyphs
from ..play.session import Session
from .context import AppContext
from .rematch import next_seed
from .scale import Scale, scale_for
from .scene import Quit, Replace, Reset, Scene, Transition
from .score_sheet import Sheet, score_sheet
from .sheet_view import SheetGeometry, draw_sheet, first_shown, sheet_geometry
from .table.words.log import MoveLog
from .table.words.sentences import symbol
from .text import Drawn, fitted, text, wrap
from .uikit import draw_felt
from .widgets import INK, Button, FocusRing, clicked, panel

SMOKE_LINGER = 0.3  # seconds the smoke run shows the scoreboard before quitting


# Why a deal ended (the engine's end reasons), for the line under the title.
END_WORDS = {
    "emptied hand": N_("{winners} emptied their hand"),
    "last holder eliminated": N_("only one player still held cards"),
    "last player in play": N_("{winners} is the last player in play"),
    "last field standing": N_("{winners} has the last field standing"),
    "last cards fell together": N_("the last field cards fell in the same battle: nobody wins"),
    "turn cap": N_("the turn limit was reached (a software rule): {winners} won on the count of cards"),
    "went out": N_("{winners} went out"),
}
# A scored game's turn cap decides on points, not cards (each game's rules text says how).
SCORED_TURN_CAP = N_("the turn limit was reached (a software rule)")
SHEET_MAX_WIDTH = 1400
GOLD = (240, 200, 80)


@dataclass(frozen=True)
class Piece:
    """Words on the scoreboard: their size and colour, and the room they are fitted to."""

    words: str
    size: int
    colour: tuple[int, int, int]
    x: int
    width: int
    bold: bool = False
    centred: bool = False


def count(number: int, noun: str) -> str:  # for the smoke run's summary line, in English
    """ "1 turn", "2 turns": a count with its noun agreeing."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


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

    def enter(self) -> None:
        self.resized(self.ctx.size)
        self.ctx.play("win")
        self.ctx.smoke_summary = self.summary()

    def subtitle(self) -> str:
        """Variant, deal number (the one typed to replay it, as the table shows it), round, length."""
        session, record = self.session, self.record
        parts = [variant_name(session.variant), _("deal #{seed}").format(seed=session.seed)]
        if session.match.elimination:
            parts.append(_("round {number}").format(number=record.number))
        parts.append(words.turns(record.turns))
        return " · ".join(parts)

    def seat_label(self, seat: int, *notes: str) -> str:
        """ "You", "Chloe (medium)", "Chloe (medium, eliminated)": one pair of brackets."""
        config = self.session.seats[seat]
        said = [*([] if config.human else [words.level_name(config.kind).lower()]), *notes]
        name = shown_name(config.name)
        return f"{name} ({', '.join(said)})" if said else name

    def end_line(self) -> str:
        """Why the deal ended, in words; Challenge's one-move win says why it could happen."""
        session, record = self.session, self.record
        state = session.state
        names = ", ".join(shown_name(session.seats[s].name) for s in record.winners) or _("nobody")
        if self.scored and state.end_reason == "turn cap":
            said = _(SCORED_TURN_CAP)
        elif state.end_reason in END_WORDS:
            said = _(END_WORDS[state.end_reason]).format(winners=names)
        else:
            said = _("{winners} won the round").format(winners=names) if record.winners else state.end_reason
        if session.variant.options.get("challenge") and record.turns <= 1 and record.winners:
            said += _(
                " on the first move: the single card counts as face up for the lead, so it led, "
                "and a card that can be played must be"
            )
        return said[:1].upper() + said[1:] + "."

    def ranking(self) -> list[tuple[str, int]]:
        """Every seat of the deal with its place: the engine's placings, then the seats
        still holding cards (fewest first, ties share a place), then the eliminated."""
        record, session = self.record, self.session
        in_round = session.match.seats_in_round
        placed = [s for s in record.placings if s not in record.eliminated]
        held = {s: self.held(s) for s in in_round if s not in record.placings}
        rest = sorted(held, key=lambda s: len(held[s]))
        # Winners who share the win share first place.
        ranked = [(words.ordinal(0 if s in record.winners else i), s) for i, s in enumerate(placed)]
        for seat in rest:
            first = next(i for i, other in enumerate(rest) if len(held[other]) == len(held[seat]))
            ranked.append((words.ordinal(len(placed) + first), seat))
        start = len(ranked)
        ranked += [(words.ordinal(start + i), s) for i, s in enumerate(record.eliminated)]
        return ranked

    def held(self, seat: int) -> list[str]:
        """The cards a match seat still held when the deal ended, hand first."""
        session = self.session
        in_round = session.match.seats_in_round
        if seat not in in_round:
            return []
        deal_seat = in_round.index(seat)
        zones = session.rules.zones(session.state)
        owned = sorted(
            (zone for zone in zones if zone.seat == deal_seat), key=lambda zone: zone.kind != SharedKind.HAND
        )
        return [symbol(card) for zone in owned for card in zones[zone]]

    def summary(self) -> str:
        session = self.session
        names = [seat.name for seat in session.seats]
        winners = ", ".join(names[s] for s in session.match.winners or self.record.winners) or "nobody"
        rounds = len(session.match.rounds)
        return (
            f"{session.variant.id}: {len(names)} players, deal #{session.seed}, "
            f"{count(rounds, 'round')}, last deal {count(self.record.turns, 'turn')}; "
            f"{'match over, ' if session.match_over else ''}winner: {winners}"
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
        top = box.y + px(14 + 44 + 30 + (36 if self.session.match_over else 0) + 30)
        top += px(26) if self.winning_hand() else 0
        return pygame.Rect(box.x + 12, top, box.width - 24, box.bottom - 10 - top)

    def winning_hand(self) -> str:
        """ "Basil's winning hand: 7♠ 7♥ 7♣ ★=7 K♠ K♥ K♦" (laid down as it won: ``Rules.laid_down``)
        when the round's winner still holds the cards that won it (a Crazy Jokers contract);
        "" when the winner went out."""
        winners = self.record.winners
        in_round = self.session.match.seats_in_round
        if len(winners) != 1 or winners[0] not in in_round:
            return ""
        laid = self.session.rules.laid_down(self.session.state, in_round.index(winners[0]))
        if not laid:
            return ""
        name = self.session.seats[winners[0]].name
        cards = (symbol(card) + ("" if stand is None else f"={rank_letter(stand)}") for card, stand in laid)
        # Translators: {owner} is the possessive in English ("Basil's"), the bare name otherwise.
        owner = whose(name, start=True) if language() == "en" else shown_name(name)
        return _("{owner} winning hand: {cards}").format(owner=owner, cards=" ".join(cards))

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
        if value == "next":
            session.next_round()
            return Replace("table", session=session, log=self.log)
        if value == "rematch":
            fresh = session.again(next_seed(session.seed))
            return Replace("table", session=fresh)
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
        self.drawn = []
        rows = self.ranking_rows(box)
        top = box.y + self.scale(20)
        # A short window squeezes the rows (and their words) rather than run past the panel.
        needed = sum(advance for _pieces, advance in rows)
        squeeze = min(1.0, (box.bottom - self.scale(10) - top) / max(1, needed))
        y = float(top)
        for pieces, advance in rows:
            for piece in pieces:
                size = max(11, round(piece.size * squeeze))
                room = pygame.Rect(piece.x, round(y), piece.width, round(size * 1.4))
                image = fitted(piece.words, size, piece.width, piece.colour, bold=piece.bold)
                where = (
                    image.get_rect(midtop=room.midtop)
                    if piece.centred
                    else image.get_rect(topleft=room.topleft)
                )
                surface.blit(image, where)
                self.drawn.append((where, room))
            y += advance * squeeze
        for button in self.buttons:
            button.draw(surface)

    def ranking_rows(self, box: pygame.Rect) -> list[tuple[list[Piece], int]]:
        """The words of a deal's end, row by row (each with the height it takes, unsqueezed):
        title, subtitle, winner, why the deal ended, the places with the cards still held,
        the elimination so far, the deals won."""
        px, session, record = self.scale, self.session, self.record
        names = [seat.label() for seat in session.seats]
        whole = box.inflate(-px(40), 0)
        left, width = box.x + px(40), box.width - px(60)
        title = (
            _("Match over") if session.match_over else _("Round {number} over").format(number=record.number)
        )
        rows = [
            ([Piece(title, px(36), (250, 220, 140), whole.x, whole.width, bold=True, centred=True)], px(56)),
            ([Piece(self.subtitle(), px(18), (200, 200, 190), whole.x, whole.width, centred=True)], px(40)),
        ]
        if session.match_over and session.match.winners:
            said = _("Winner: {names}").format(names=", ".join(names[s] for s in session.match.winners))
            rows.append(
                (
                    [Piece(said, px(26), (255, 240, 200), whole.x, whole.width, bold=True, centred=True)],
                    px(44),
                )
            )
        rows.append(([Piece(_("This deal"), px(20), GOLD, left, width, bold=True)], px(30)))
        rows.append(
            (
                [Piece(with_suit_glyphs(self.end_line()), px(17), (220, 225, 205), left + px(10), width)],
                px(30),
            )
        )
        for place, seat in self.ranking():
            notes = (_("eliminated"),) if seat in record.eliminated else ()
            pieces = [Piece(f"{place}  {self.seat_label(seat, *notes)}", px(20), INK, left + px(10), px(230))]
            cards = self.held(seat)
            if cards:
                said = _("{cards}: {list}").format(cards=words.cards(len(cards)), list=" ".join(cards))
                pieces.append(
                    Piece(said, px(16), (200, 200, 190), left + px(250), box.right - left - px(270))
                )
            rows.append((pieces, px(28)))
        if session.match.elimination:
            rows.append(([Piece(_("Elimination"), px(20), GOLD, left, width, bold=True)], px(42)))
            gone = [
                _("round {number}: {names}").format(
                    number=past.number, names=", ".join(names[s] for s in past.eliminated) or _("nobody")
                )
                for past in session.match.rounds
            ]
            said = _("Out: {rounds}").format(rounds=" · ".join(gone))
            for line in wrap(said, px(18), width - px(10)):
                rows.append(([Piece(line, px(18), INK, left + px(10), width - px(10))], px(26)))
            still = _("Still in: {names}").format(names=", ".join(names[s] for s in session.match.active))
            rows.append(([Piece(still, px(18), (200, 230, 200), left + px(10), width - px(10))], px(34)))
        match = session.match
        # A round scored in points (Crazy Jokers, Quatorze played as one round): its points, and
        # why the winner won when the points do not say it (a tie, or a winner behind).
        pointed = any(past.points for past in match.rounds)
        heading = _("Points") if pointed else _("Totals (deals won)")
        rows.append(([Piece(heading, px(20), GOLD, left, width, bold=True)], px(30)))
        wins = match.scores if pointed else match.wins
        if pointed and session.match_over and match.winners:
            lowest = min(match.scores[s] for s in match.winners)
            if any(match.scores[s] >= lowest for s in range(len(match.scores)) if s not in match.winners):
                said = _("A match of one round goes to the deal's winner ({names}), whatever the points.")
                why = said.format(names=", ".join(names[s] for s in match.winners))
                for line in wrap(why, px(17), width - px(10)):
                    rows.append(
                        ([Piece(line, px(17), (200, 230, 200), left + px(10), width - px(10))], px(26))
                    )
        columns = 2 if len(wins) <= 6 else 3
        column = (width - px(10)) // columns
        for first in range(0, len(wins), columns):
            pieces = [
                Piece(
                    _("{name}: {words}").format(
                        name=names[seat], words=number(wins[seat]) if pointed else wins[seat]
                    ),
                    px(18),
                    INK,
                    left + px(10) + (seat - first) * column,
                    column - px(10),
                )
                for seat in range(first, min(len(wins), first + columns))
            ]
            rows.append((pieces, px(26)))
        return rows

    def draw_scored(self, surface: pygame.Surface) -> None:
        """Title, the match's progress and this deal's end above the score sheet."""
        w = surface.get_width()
        box, px = self.panel, self.scale
        panel(surface, box, 225)
        session, sheet = self.session, self.sheet
        assert sheet is not None and self.geometry is not None
        title = (
            _("Match over")
            if session.match_over
            else _("Round {number} over").format(number=self.record.number)
        )
        y = box.y + px(14)
        image = text(title, px(32), (250, 220, 140), bold=True)
        surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        y += px(44)
        sub = text(f"{self.subtitle()} · {sheet.progress}", px(17), (200, 200, 190))
        surface.blit(sub, sub.get_rect(midtop=(w // 2, y)))
        y += px(30)
        if session.match_over:
            winners = ", ".join(sheet.names[s] for s in sheet.winners) or _("nobody")
            image = text(_("Winner: {names}").format(names=winners), px(24), (255, 240, 200), bold=True)
            surface.blit(image, image.get_rect(midtop=(w // 2, y)))
            y += px(36)
        image = text(with_suit_glyphs(self.end_line()), px(17), (220, 225, 205))
        surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        hand = self.winning_hand()
        if hand:
            image = text(hand, px(18), (255, 240, 200), bold=True)
            surface.blit(image, image.get_rect(midtop=(w // 2, y + px(26))))
        draw_sheet(surface, sheet, self.geometry, self.scroll)
        for button in self.buttons:
            button.draw(surface)

    def shown_rounds(self) -> list[int]:
        """The round numbers the sheet shows now (for tests and the layout file)."""
        if self.sheet is None or self.geometry is None:
            return []
        start = first_shown(len(self.sheet.rows), self.geometry.visible, self.scroll)
        return [row.number for row in self.sheet.rows[start : start + self.geometry.visible]]
