"""Crazy Jokers' panels on the table: the declaration (seven contracts to choose from), the
player's own contract and what it still needs, a laid Big Flush's wait, and the round's end.

Only drawing and button placement: what may be declared comes from the legal actions (a contract
the rules refuse is drawn greyed, and pressing it shows the engine's reason).
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

import pygame

from .....engine import Card
from .....engine.cards import rank_text
from .....engine.games.crazy_jokers.actions import Declare, Shed
from .....engine.games.crazy_jokers.contracts import Contract
from .....engine.games.crazy_jokers.facts import CrazyJokersFacts
from .....engine.games.crazy_jokers.state import Phase
from .....i18n import N_, _, fill, ngettext, pgettext
from .....i18n.numbers import number
from .....i18n.words import long_date
from .....play.grammar import said
from ....text import fitted, text
from ....widgets import BORDER, BUTTON, BUTTON_HOVER, Button, draw_focus, panel
from ...gestures import Attempt, Gesture, Slot
from ...layout import GAP, card_height
from .layout import NEEDS, PANEL_W, ROW_H, TITLE_H, declaration_box
from .words import birthday_cards, birthday_words, needs_words, reminder, title, value_text

if TYPE_CHECKING:
    from ...port import Table

GOLD = (240, 200, 80)
INK = (240, 236, 220)
GREY = (146, 150, 144)  # a refused contract: duller than the ink, still 4.5:1 on its fill
NOTE = (205, 205, 195)  # the reminder under a contract's name: 4.5:1 on the hovered button too

T = TypeVar("T")


@dataclass(eq=False)
class ContractButton(Button):
    """One contract on the declaration panel: its name and value, and the one-line reminder
    under them; greyed (``refused``, with the reason shown in words) when it may not be chosen."""

    reminder: str = ""
    refused: str = ""

    def draw(self, surface: pygame.Surface) -> None:
        fill = (34, 40, 36) if self.refused else BUTTON_HOVER if self.hover else BUTTON
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(surface, GREY if self.refused else BORDER, self.rect, 1, border_radius=8)
        ink, note = (GREY, GREY) if self.refused else (INK, NOTE)
        top = self.rect.y + 3
        name = fitted(self.label, self.size, self.rect.width - 16, ink, bold=True)
        surface.blit(name, (self.rect.x + 10, top))
        words = self.refused or self.reminder
        line = fitted(words, self.size - self.size // 4, self.rect.width - 16, note)
        surface.blit(line, (self.rect.x + 10, self.rect.bottom - line.get_height() - 3))
        if self.focused:
            draw_focus(surface, self.rect)


def contract_buttons(scene: Table) -> list[Button]:
    """The seven contracts as buttons: a legal declaration presses its gesture, a refused one
    (last round's contract) asks the rules why."""
    declares = {g.action.contract: g for g in scene.interaction.gestures if isinstance(g.action, Declare)}
    if not declares:
        return []
    layout = scene.layout
    box = declaration_box(layout, scene.viewer)
    title_h = layout.px(TITLE_H)
    row = min(layout.px(ROW_H), (box.height - title_h - 8) // len(Contract))
    facts = CrazyJokersFacts.of(scene.display.view)
    last = _of_seat(facts.last, scene.viewer)
    birthday = seat_birthday(facts, scene.viewer)
    buttons: list[Button] = []
    for i, contract in enumerate(Contract):
        rect = pygame.Rect(box.x + 8, box.y + title_h + i * row, box.width - 16, row - 4)
        gesture: Gesture | Attempt = declares.get(contract) or Attempt(f"declare {contract}")
        reminded = reminder(contract)
        if contract is Contract.BIRTHDAY_WISH and birthday is not None:
            reminded = fill(
                _("your birthday {date} as cards: {cards}; jokers in"),
                date=long_date(birthday),
                cards=birthday_cards(birthday),
            )
        refused = "" if contract in declares else _refusal(contract, last)
        label = f"{title(contract)} · {value_text(contract)}"
        size = layout.px(17)
        buttons.append(ContractButton(label, rect, gesture, size=size, reminder=reminded, refused=refused))
    return buttons


def _refusal(contract: Contract, last: Contract | None) -> str:
    if last is contract:
        return fill(_("{contract}: you declared it last round, so not this one"), contract=title(contract))
    return fill(_("{contract}: not yours to declare now"), contract=title(contract))


def _of_seat(values: Sequence[T], seat: int) -> T | None:
    """``seat``'s entry of a fact kept per seat, or None for a seat it does not cover."""
    return values[seat] if 0 <= seat < len(values) else None


def seat_birthday(facts: CrazyJokersFacts, seat: int) -> datetime.date | None:
    return _of_seat(facts.birthdays, seat)


# ----------------------------------------------------------------------------- drawing
def draw_crazy_jokers(surface: pygame.Surface, scene: Table) -> None:
    """Everything this game adds to the table, over the cards and under the buttons."""
    facts = CrazyJokersFacts.of(scene.display.view)
    _draw_flush_waits(surface, scene)
    _draw_own_contract(surface, scene)
    for _shed, tag, box in shed_tags(scene):
        pygame.draw.rect(surface, (40, 30, 8), box, border_radius=box.height // 2)
        pygame.draw.rect(surface, GOLD, box, 1, border_radius=box.height // 2)
        surface.blit(tag, tag.get_rect(center=box.center))
    if facts.phase is Phase.DECLARE and scene.accepting_input:
        box = declaration_box(scene.layout, scene.viewer)
        panel(surface, box, 235)
        words = _("Declare your contract before you see your hand")
        heading = fitted(words, scene.layout.px(20), box.width - 20, GOLD, bold=True)
        surface.blit(heading, heading.get_rect(midtop=(box.centerx, box.y + 6)))
    if scene.session.over:
        _draw_round_end(surface, scene)


SHED_TAG = "shed"


def shed_tags(scene: Table) -> list[tuple[Slot, pygame.Surface, pygame.Rect]]:
    """A No Hand Hand player's cards that may be shed now (a legal ``shed``), each with a "shed"
    tag low on the part of the card left in view: every card of that hand is outlined (any may
    be traded), so the outline alone cannot tell them apart, and a colour alone would not do."""
    if not scene.accepting_input or scene.interaction.selected:
        return []
    hand = f"hand:{scene.viewer}"
    slots = sorted(
        {g.picks[0] for g in scene.interaction.gestures if isinstance(g.action, Shed) and g.picks},
        key=lambda slot: slot[1],
    )
    count = scene.display.count(hand)
    if not slots or hand not in scene.layout.zones or not count:
        return []
    spots = scene.layout.geom(hand).spots(count, scene.display.breaks_of(hand))
    tag = text(SHED_TAG, scene.layout.px(12), GOLD, bold=True)
    found = []
    for slot in slots:
        if not 0 <= slot[1] < count:
            continue
        spot = spots[slot[1]]
        width, height = spot.width, card_height(spot.width)
        # The card's own strip: up to where the next card of the fan covers it.
        after = spots[slot[1] + 1] if slot[1] + 1 < count else None
        strip = width if after is None or after.y != spot.y else min(width, max(after.x - spot.x, 1))
        box = tag.get_rect().inflate(8, 2)
        x, y = spot.to_screen((strip / 2 - width / 2, height / 2 - box.height / 2 - 4))
        box.center = (round(x), round(y))
        found.append((slot, tag, box))
    return found


def _draw_flush_waits(surface: pygame.Surface, scene: Table) -> None:
    """On each laid Big Flush: the turns it still waits."""
    for seat, left in enumerate(CrazyJokersFacts.of(scene.display.view).waits):
        zone = f"flush:{seat}"
        if not left or not scene.display.count(zone) or zone not in scene.layout.zones:
            continue
        area = scene.layout.zones[zone].area(scene.display.count(zone))
        words = fill(ngettext("Big Flush · {n} turn to wait", "Big Flush · {n} turns to wait", left), n=left)
        label = text(words, scene.layout.px(14), GOLD, bold=True)
        # Over the cards' lower half: their corners stay readable and the owner's plate stays clear.
        pill = label.get_rect(midbottom=(area.centerx, area.bottom - 6)).inflate(12, 4)
        pygame.draw.rect(surface, (40, 30, 8), pill, border_radius=9)
        pygame.draw.rect(surface, GOLD, pill, 1, border_radius=9)
        surface.blit(label, label.get_rect(center=pill.center))


def _draw_own_contract(surface: pygame.Surface, scene: Table) -> None:
    """Just above the player's plate (the layout's needs line): their contract and what it still
    needs with the cards held."""
    if scene.session.spectating:
        return
    seat = scene.viewer
    facts = CrazyJokersFacts.of(scene.display.view)
    contract = _of_seat(facts.contracts, seat)
    room = scene.layout.labels.get(NEEDS)
    if contract is None or room is None:
        return
    held = [card for card in scene.display.zones.get(f"hand:{seat}", []) if isinstance(card, Card)]
    held += [card for card in scene.display.zones.get(f"flush:{seat}", []) if isinstance(card, Card)]
    words = needs_words(contract, held, seat_birthday(facts, seat))
    label = fitted(words, scene.layout.px(15), room.width - 16, INK, bold=True)
    box = pygame.Rect(0, 0, label.get_width() + 16, room.height)
    box.center = room.center
    pygame.draw.rect(surface, (16, 40, 30), box, border_radius=10)
    surface.blit(label, label.get_rect(center=box.center))


def round_end_lines(facts: CrazyJokersFacts, names: dict[int, str]) -> list[str]:
    """The round's end in words: the contract completed (or none) and each seat's points itemised."""
    lines: list[str] = []
    winners = facts.winners or ()
    won = facts.won or ""
    steals, jokers, points = facts.steals, facts.jokers, facts.points
    contract_points: dict[int, list[str]] = {}
    if won and len(winners) == 1:
        contract, value, joker = won.split()
        seat = winners[0]
        who = names.get(seat, "?")
        lines.append(
            said(
                who, N_("{who} completes {contract}"), N_("You complete {contract}"), contract=title(contract)
            )
        )
        birthday = seat_birthday(facts, seat)
        if contract == Contract.BIRTHDAY_WISH and birthday is not None:
            lines.append(birthday_words(names.get(seat, "?"), birthday))
        parts = [f"{title(contract)} {value}"]
        if joker == "True":
            parts.append(_("joker in the hand +20"))
        contract_points[seat] = parts
    else:
        lines.append(_("Nobody completed a contract: only steals and picked jokers score"))
    for seat, total in enumerate(points):
        parts = list(contract_points.get(seat, []))
        if seat < len(steals) and steals[seat]:
            count = steals[seat]
            parts.append(
                fill(
                    ngettext("{n} steal +{points}", "{n} steals +{points}", count), n=count, points=30 * count
                )
            )
        if seat < len(jokers) and jokers[seat]:
            parts.append(fill(_("picked joker +{points}"), points=75 * jokers[seat]))
        # Translators: a seat's round in Crazy Jokers when it scored nothing ("Ada: nothing = 0").
        itemised = " · ".join(parts) if parts else pgettext("scored", "nothing")
        line = _("{name}: {words}").format(name=names.get(seat, "?"), words=itemised)
        lines.append(f"{line} = {number(total)}")
    return lines


def winning_cards(scene: Table) -> list[tuple[Card, int | None]]:
    """The winner's hand once the round is over (every hand is face up then), laid down as its
    contract reads, each joker with the rank it stands for (``Rules.laid_down``)."""
    view = scene.session.table_view(scene.viewer)
    if not view.over or len(view.winners) != 1:
        return []
    return scene.session.laid_down(view.winners[0])


def _draw_round_end(surface: pygame.Surface, scene: Table) -> None:
    facts = CrazyJokersFacts.of(scene.display.view)
    lines = round_end_lines(facts, scene.session.names())
    cards = winning_cards(scene)
    layout = scene.layout
    px = layout.px
    width = min(px(PANEL_W), layout.buttons.left - layout.table.left - 2 * GAP)
    art = scene.ctx.art(max(30, min(layout.main_width, (width - 40) // 8)))
    card_h = art.face(cards[0][0]).get_height() if cards else 0
    # A joker's stand-in is written under it, as the rules screen does.
    label_h = px(20) if any(stand is not None for _, stand in cards) else 0
    height = px(46) + px(28) * (len(lines) - 1) + (card_h + label_h + 12 if cards else 0) + 10
    box = pygame.Rect(0, 0, width, height)
    box.center = layout.center
    box.clamp_ip(layout.table)
    panel(surface, box, 252)
    y = box.y + 12
    heading = fitted(lines[0], px(22), box.width - 24, GOLD, bold=True)
    surface.blit(heading, heading.get_rect(midtop=(box.centerx, y)))
    y += px(34)
    if cards:
        step = art.face(cards[0][0]).get_width() + 6
        x = box.centerx - (step * len(cards) - 6) // 2
        for card, stands_for in cards:
            surface.blit(art.face(card), (x, y))
            if stands_for is not None:
                label = text(f"= {rank_text(stands_for)}", px(15), GOLD, bold=True)
                surface.blit(label, label.get_rect(midtop=(x + art.width // 2, y + card_h + px(2))))
            x += step
        y += card_h + label_h + 12
    # The birthday a Birthday Wish was made of comes first, under the cards it explains.
    proof = (facts.won or "").startswith(Contract.BIRTHDAY_WISH.value)
    for i, line in enumerate(lines[1:]):
        image = fitted(line, px(16), box.width - 24, GOLD if proof and i == 0 else INK)
        surface.blit(image, (box.x + 14, y))
        y += px(28)


def plate_contract(facts: CrazyJokersFacts, seat: int, short: bool = False) -> str:
    """A seat's declared contract for its name plate, with the round's bonus points so far
    (``short``: the contract alone, for a crowded table)."""
    contract = _of_seat(facts.contracts, seat)
    if contract is None:
        return ""
    if short:
        return title(contract)
    extra = 30 * (_of_seat(facts.steals, seat) or 0) + 75 * (_of_seat(facts.jokers, seat) or 0)
    return title(contract) + (f" · +{extra}" if extra else "")
