"""A round's summary on a private table's score sheet (the window's own game):
why the deal ended, its turns and deal number, every seat ranked with the cards it still held,
the winning hand, the elimination so far and the totals; a scored match's heading above its
score sheet.

It reads a ``RoundSummary``: the match's records and the deal as it ended (``RoundTold``, the
play core's, worked out once from the deal). The sheet (``scoreboard``) makes one from the
host's records and the round's private fields, which only a private table tells (a host
listening on no port, every link this window's).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..engine import Variant
from ..engine.match import RoundRecord
from ..engine.rules import MatchMode
from ..i18n import N_, _, language, words
from ..i18n.cards import rank_letter
from ..i18n.numbers import number
from ..i18n.words import variant_name
from ..play.grammar import shown_name, whose
from ..play.refusals import with_suit_glyphs
from ..play.round_told import RoundTold
from ..play.seats import SeatConfig
from .scale import Scale
from .table.words.sentences import symbol
from .text import Drawn, fitted, text, wrap
from .widgets import INK

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
GOLD = (240, 200, 80)
TITLE = (250, 220, 140)
SOFT = (200, 200, 190)
WINNER = (255, 240, 200)
ENDING = (220, 225, 205)
STILL = (200, 230, 200)


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


Rows = list[tuple[list[Piece], int]]


@dataclass(frozen=True)
class RoundSummary:
    """One finished round as its sheet tells it. ``rounds``: the match's records so far, this
    round's last; ``names`` and ``kinds`` by match seat ("human" or a computer's level);
    ``deal``: the deal number (None where it is the host's secret); ``winners``: the match's,
    once ``over``."""

    variant: Variant
    deal: int | None
    record: RoundRecord
    rounds: tuple[RoundRecord, ...]
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    mode: MatchMode
    over: bool
    winners: tuple[int, ...]
    told: RoundTold
    scores: tuple[int, ...]  # by match seat: the points so far
    wins: tuple[int, ...]  # by match seat: the deals won so far
    still_in: tuple[int, ...]  # the seats the match still has after this round

    @classmethod
    def of_records(
        cls,
        variant: Variant,
        mode: MatchMode,
        deal: int | None,
        rounds: Sequence[RoundRecord],
        seats: Sequence[tuple[str, str]],
        finish: tuple[bool, tuple[int, ...]],
        told: RoundTold,
    ) -> RoundSummary:
        """A round told by the host's records (``rounds``, this one last) and the deal as it
        ended: ``seats``, each match seat's name and kind; ``finish``, whether the match is over
        and its winners. The totals, the deals won and who is still in are the records' own."""
        players = range(len(seats))
        out = {seat for past in rounds for seat in past.eliminated}
        return cls(
            variant=variant,
            deal=deal,
            record=rounds[-1],
            rounds=tuple(rounds),
            names=tuple(name for name, _kind in seats),
            kinds=tuple(kind for _name, kind in seats),
            mode=mode,
            over=finish[0],
            winners=finish[1],
            told=told,
            scores=tuple(sum(past.points[seat] for past in rounds if past.points) for seat in players),
            wins=tuple(sum(1 for past in rounds if seat in past.winners) for seat in players),
            still_in=tuple(seat for seat in players if seat not in out),
        )

    # The match ---------------------------------------------------------------------------
    @property
    def scored(self) -> bool:
        return self.mode in (MatchMode.POINTS_OUT, MatchMode.FIXED_ROUNDS)

    @property
    def elimination(self) -> bool:
        return self.mode is MatchMode.ELIMINATION

    @property
    def labels(self) -> list[str]:
        """Every seat as the sheet heads it: "You", "Basil (medium)"."""
        return [SeatConfig(name, kind).label() for name, kind in zip(self.names, self.kinds, strict=True)]

    # The words -----------------------------------------------------------------------------
    def subtitle(self) -> str:
        """Variant, deal number (the one typed to replay it, as the table shows it), round, length."""
        parts = [variant_name(self.variant)]
        if self.deal is not None:
            parts.append(_("deal #{seed}").format(seed=self.deal))
        if self.elimination:
            parts.append(_("round {number}").format(number=self.record.number))
        parts.append(words.turns(self.record.turns))
        return " · ".join(parts)

    def title(self) -> str:
        return _("Match over") if self.over else _("Round {number} over").format(number=self.record.number)

    def seat_label(self, seat: int, *notes: str) -> str:
        """ "You", "Chloe (medium)", "Chloe (medium, eliminated)": one pair of brackets."""
        config = SeatConfig(self.names[seat], self.kinds[seat])
        said = [*([] if config.human else [words.level_name(config.kind).lower()]), *notes]
        name = shown_name(config.name)
        return f"{name} ({', '.join(said)})" if said else name

    def end_line(self) -> str:
        """Why the deal ended, in words; Challenge's one-move win says why it could happen."""
        record, reason = self.record, self.told.end
        names = ", ".join(shown_name(self.names[s]) for s in record.winners) or _("nobody")
        if self.scored and reason == "turn cap":
            said = _(SCORED_TURN_CAP)
        elif reason in END_WORDS:
            said = _(END_WORDS[reason]).format(winners=names)
        else:
            said = _("{winners} won the round").format(winners=names) if record.winners else reason
        if self.variant.options.get("challenge") and record.turns <= 1 and record.winners:
            said += _(
                " on the first move: the single card counts as face up for the lead, so it led, "
                "and a card that can be played must be"
            )
        return said[:1].upper() + said[1:] + "."

    def held(self, seat: int) -> list[str]:
        """The cards a match seat still held when the deal ended, hand first."""
        cards = self.told.held[seat] if seat < len(self.told.held) else None
        return [symbol(card) for card in cards or ()]

    def ranking(self) -> list[tuple[str, int]]:
        """Every seat of the deal with its place: the engine's placings, then the seats
        still holding cards (fewest first, ties share a place), then the eliminated."""
        record = self.record
        in_round = [seat for seat, cards in enumerate(self.told.held) if cards is not None]
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

    def winning_hand(self) -> str:
        """ "Basil's winning hand: 7♠ 7♥ 7♣ ★=7 K♠ K♥ K♦" (laid down as it won: ``Rules.laid_down``)
        when the round's winner still holds the cards that won it (a contract held in hand);
        "" when the winner went out."""
        winners, laid = self.record.winners, self.told.laid
        if len(winners) != 1 or not laid:
            return ""
        name = self.names[winners[0]]
        cards = (symbol(card) + ("" if stand is None else f"={rank_letter(stand)}") for card, stand in laid)
        # Translators: {owner} is the possessive in English ("Basil's"), the bare name otherwise.
        owner = whose(name, start=True) if language() == "en" else shown_name(name)
        return _("{owner} winning hand: {cards}").format(owner=owner, cards=" ".join(cards))

    # A match won by deals: the ranking, row by row ---------------------------------------------
    def ranking_rows(self, box: pygame.Rect, px: Scale) -> Rows:
        """The words of a deal's end, row by row (each with the height it takes, unsqueezed):
        title, subtitle, winner, why the deal ended, the places with the cards still held,
        the elimination so far, the deals won."""
        record = self.record
        names = self.labels
        whole = box.inflate(-px(40), 0)
        left, width = box.x + px(40), box.width - px(60)
        rows: Rows = [
            ([Piece(self.title(), px(36), TITLE, whole.x, whole.width, bold=True, centred=True)], px(56)),
            ([Piece(self.subtitle(), px(18), SOFT, whole.x, whole.width, centred=True)], px(40)),
        ]
        if self.over and self.winners:
            said = _("Winner: {names}").format(names=", ".join(names[s] for s in self.winners))
            rows.append(
                ([Piece(said, px(26), WINNER, whole.x, whole.width, bold=True, centred=True)], px(44))
            )
        rows.append(([Piece(_("This deal"), px(20), GOLD, left, width, bold=True)], px(30)))
        rows.append(
            ([Piece(with_suit_glyphs(self.end_line()), px(17), ENDING, left + px(10), width)], px(30))
        )
        for place, seat in self.ranking():
            notes = (_("eliminated"),) if seat in record.eliminated else ()
            pieces = [Piece(f"{place}  {self.seat_label(seat, *notes)}", px(20), INK, left + px(10), px(230))]
            cards = self.held(seat)
            if cards:
                said = _("{cards}: {list}").format(cards=words.cards(len(cards)), list=" ".join(cards))
                pieces.append(Piece(said, px(16), SOFT, left + px(250), box.right - left - px(270)))
            rows.append((pieces, px(28)))
        if self.elimination:
            rows.append(([Piece(_("Elimination"), px(20), GOLD, left, width, bold=True)], px(42)))
            gone = [
                _("round {number}: {names}").format(
                    number=past.number, names=", ".join(names[s] for s in past.eliminated) or _("nobody")
                )
                for past in self.rounds
            ]
            said = _("Out: {rounds}").format(rounds=" · ".join(gone))
            for line in wrap(said, px(18), width - px(10)):
                rows.append(([Piece(line, px(18), INK, left + px(10), width - px(10))], px(26)))
            still = _("Still in: {names}").format(names=", ".join(names[s] for s in self.still_in))
            rows.append(([Piece(still, px(18), STILL, left + px(10), width - px(10))], px(34)))
        # A round scored in points (a scored match, or one played as a single round): its points, and
        # why the winner won when the points do not say it (a tie, or a winner behind).
        pointed = any(past.points for past in self.rounds)
        heading = _("Points") if pointed else _("Totals (deals won)")
        rows.append(([Piece(heading, px(20), GOLD, left, width, bold=True)], px(30)))
        scores = list(self.scores)
        wins = scores if pointed else list(self.wins)
        if pointed and self.over and self.winners:
            lowest = min(scores[s] for s in self.winners)
            if any(scores[s] >= lowest for s in range(len(scores)) if s not in self.winners):
                said = _("A match of one round goes to the deal's winner ({names}), whatever the points.")
                why = said.format(names=", ".join(names[s] for s in self.winners))
                for line in wrap(why, px(17), width - px(10)):
                    rows.append(([Piece(line, px(17), STILL, left + px(10), width - px(10))], px(26)))
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

    def draw_ranking(self, surface: pygame.Surface, box: pygame.Rect, px: Scale, said: list[str]) -> Drawn:
        """The ranking's rows in ``box`` (a short box squeezes them rather than run past it);
        each piece's words go to ``said``; each piece drawn and the room it had, returned."""
        drawn: Drawn = []
        rows = self.ranking_rows(box, px)
        top = box.y + px(20)
        needed = sum(advance for _pieces, advance in rows)
        squeeze = min(1.0, (box.bottom - px(10) - top) / max(1, needed))
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
                drawn.append((where, room))
                said.append(piece.words)
            y += advance * squeeze
        return drawn

    # A scored match: the heading above its score sheet -----------------------------------------
    def heading_height(self, px: Scale) -> int:
        """How far below the box's top the score sheet starts, under the heading."""
        height = px(14 + 44 + 30 + (36 if self.over else 0) + 30)
        return height + (px(26) if self.winning_hand() else 0)

    def draw_heading(
        self, surface: pygame.Surface, box: pygame.Rect, px: Scale, progress: str, said: list[str]
    ) -> None:
        """Title, the match's progress and this deal's end, centred in ``box``; the words to ``said``."""
        middle = box.centerx
        y = box.y + px(14)

        def line(words: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> None:
            image = text(words, size, colour, bold=bold)
            surface.blit(image, image.get_rect(midtop=(middle, y)))
            said.append(words)

        line(self.title(), px(32), TITLE, bold=True)
        y += px(44)
        line(f"{self.subtitle()} · {progress}", px(17), SOFT)
        y += px(30)
        if self.over:
            winners = ", ".join(self.labels[s] for s in self.winners) or _("nobody")
            line(_("Winner: {names}").format(names=winners), px(24), WINNER, bold=True)
            y += px(36)
        line(with_suit_glyphs(self.end_line()), px(17), ENDING)
        hand = self.winning_hand()
        if hand:
            y += px(26)
            line(hand, px(18), WINNER, bold=True)
