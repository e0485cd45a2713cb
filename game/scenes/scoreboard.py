"""After a deal: why it ended, every seat ranked with what it still held, the elimination
match's progress, totals; next round, rematch, menu."""

from __future__ import annotations

import pygame

from ..engine.match import RoundRecord
from .context import AppContext
from .scene import Quit, Replace, Reset, Scene, Transition
from .table.log import MoveLog, with_suit_glyphs
from .table.session import Session
from .text import text
from .uikit import draw_felt
from .widgets import Button, FocusRing, clicked, panel

ORDINALS = ("1st", "2nd", "3rd", *(f"{n}th" for n in range(4, 11)))
SMOKE_LINGER = 0.3  # seconds the smoke run shows the scoreboard before quitting


# Why a deal ended (the engine's end reasons), for the line under the title.
END_WORDS = {
    "emptied hand": "{winners} emptied their hand",
    "last holder eliminated": "only one player still held cards",
    "last player in play": "{winners} is the last player in play",
    "last field standing": "{winners} has the last field standing",
    "last cards fell together": "the last field cards fell in the same battle: nobody wins",
    "turn cap": "the turn limit was reached (a software rule): {winners} won on the count of cards",
}


def count(number: int, noun: str) -> str:
    """ "1 turn", "2 turns": a count with its noun agreeing."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def next_seed(seed: int) -> int:
    """A rematch's deal number: a fixed step from the last one (no unseeded randomness)."""
    return (seed * 1103515245 + 12345) % 1_000_000


class ScoreboardScene(Scene):
    name = "scoreboard"

    def __init__(self, ctx: AppContext, session: Session, record: RoundRecord, log: MoveLog) -> None:
        super().__init__(ctx)
        self.session = session
        self.record = record
        self.log = log
        self.buttons: list[Button] = []
        self.felt: pygame.Surface | None = None
        self.elapsed = 0.0
        self.focus = FocusRing()

    def enter(self) -> None:
        self.resized(self.ctx.size)
        self.ctx.play("win")
        self.ctx.smoke_summary = self.summary()

    def subtitle(self) -> str:
        """Variant, deal number (the one typed to replay it, as the table shows it), round, length."""
        session, record = self.session, self.record
        parts = [session.variant.name, f"deal #{session.seed}"]
        if session.match.elimination:
            parts.append(f"round {record.number}")
        parts.append(count(record.turns, "turn"))
        return " · ".join(parts)

    def seat_label(self, seat: int, *notes: str) -> str:
        """ "You", "Chloe (medium)", "Chloe (medium, eliminated)": one pair of brackets."""
        config = self.session.seats[seat]
        words = [*([] if config.human else [config.kind]), *notes]
        return f"{config.name} ({', '.join(words)})" if words else config.name

    def end_line(self) -> str:
        """Why the deal ended, in words; Challenge's one-move win says why it could happen."""
        session, record = self.session, self.record
        state = session.state
        names = ", ".join(session.seats[s].name for s in record.winners) or "nobody"
        words = END_WORDS.get(state.end_reason, state.end_reason).format(winners=names)
        if session.variant.options.get("challenge") and record.turns <= 1 and record.winners:
            words += (
                " on the first move: the single card counts as face up for the lead, so it led, "
                "and a card that can be played must be"
            )
        return words[:1].upper() + words[1:] + "."

    def ranking(self) -> list[tuple[str, int]]:
        """Every seat of the deal with its place: the engine's placings, then the seats
        still holding cards (fewest first, ties share a place), then the eliminated."""
        record, session = self.record, self.session
        in_round = session.match.seats_in_round
        placed = [s for s in record.placings if s not in record.eliminated]
        held = {s: self.held(s) for s in in_round if s not in record.placings}
        rest = sorted(held, key=lambda s: len(held[s]))
        # Winners who share the win share first place.
        ranked = [(ORDINALS[0 if s in record.winners else i], s) for i, s in enumerate(placed)]
        for seat in rest:
            first = next(i for i, other in enumerate(rest) if len(held[other]) == len(held[seat]))
            ranked.append((ORDINALS[len(placed) + first], seat))
        start = len(ranked)
        ranked += [(ORDINALS[start + i], s) for i, s in enumerate(record.eliminated)]
        return ranked

    def held(self, seat: int) -> list[str]:
        """The cards a match seat still held when the deal ended, hand first."""
        session = self.session
        in_round = session.match.seats_in_round
        if seat not in in_round:
            return []
        deal_seat = str(in_round.index(seat))
        zones = session.rules.zones(session.state)
        owned = sorted(
            (name for name in zones if name.split(":")[1:2] == [deal_seat]),
            key=lambda name: not name.startswith("hand"),
        )
        return [card.symbol() for name in owned for card in zones[name]]

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
        labels: list[tuple[str, object]]
        if not self.session.match_over:
            labels = [("Next round", "next"), ("Menu", "menu")]
        else:
            labels = [("Rematch", "rematch"), ("New game", "new"), ("Menu", "menu")]
        width = 200
        total = len(labels) * width + (len(labels) - 1) * 20
        left = w // 2 - total // 2
        self.buttons = [
            Button(label, pygame.Rect(left + i * (width + 20), h - 110, width, 52), value)
            for i, (label, value) in enumerate(labels)
        ]
        self.focus.show(self.buttons)
        self.ctx.write_layout(
            {"scene": "scoreboard", "buttons": {b.label: list(b.rect.center) for b in self.buttons}}
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
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
        if value == "new":
            return Replace("setup", variant_id=session.variant.id)
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
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(820, w - 40), h - 180)
        box.midtop = (w // 2, 40)
        panel(surface, box, 225)
        session, record = self.session, self.record
        names = [seat.label() for seat in session.seats]
        title = "Match over" if session.match_over else f"Round {record.number} over"
        y = box.y + 20
        image = text(title, 36, (250, 220, 140), bold=True)
        surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        y += 56
        sub = text(self.subtitle(), 18, (200, 200, 190))
        surface.blit(sub, sub.get_rect(midtop=(w // 2, y)))
        y += 40
        if session.match_over and session.match.winners:
            winners = ", ".join(names[s] for s in session.match.winners)
            image = text(f"Winner: {winners}", 26, (255, 240, 200), bold=True)
            surface.blit(image, image.get_rect(midtop=(w // 2, y)))
            y += 44
        left = box.x + 40
        image = text("This deal", 20, (240, 200, 80), bold=True)
        surface.blit(image, (left, y))
        y += 30
        image = text(with_suit_glyphs(self.end_line()), 17, (220, 225, 205))
        surface.blit(image, (left + 10, y))
        y += 30
        for place, seat in self.ranking():
            notes = ("eliminated",) if seat in record.eliminated else ()
            label = self.seat_label(seat, *notes)
            image = text(f"{place}  {label}", 20)
            surface.blit(image, (left + 10, y))
            cards = self.held(seat)
            if cards:
                shown = text(f"{count(len(cards), 'card')}: " + " ".join(cards), 16, (200, 200, 190))
                surface.blit(shown, (left + 250, y + 3), pygame.Rect(0, 0, box.right - left - 270, 30))
            y += 28
        y += 12
        if session.match.elimination:
            image = text("Elimination", 20, (240, 200, 80), bold=True)
            surface.blit(image, (left, y))
            y += 30
            for past in session.match.rounds:
                gone = ", ".join(names[s] for s in past.eliminated) or "nobody"
                image = text(f"Round {past.number}: {gone} out", 18)
                surface.blit(image, (left + 10, y))
                y += 26
            still = ", ".join(names[s] for s in session.match.active)
            image = text(f"Still in: {still}", 18, (200, 230, 200))
            surface.blit(image, (left + 10, y))
            y += 34
        image = text("Totals (deals won)", 20, (240, 200, 80), bold=True)
        surface.blit(image, (left, y))
        y += 30
        for seat, wins in enumerate(session.match.wins):
            image = text(f"{names[seat]}: {wins}", 18)
            surface.blit(image, (left + 10 + (seat % 2) * 330, y + (seat // 2) * 26))
        for button in self.buttons:
            button.draw(surface)
