"""Quatorze at the table: select cards, lay them as a meld, add to melds, choose a joker's card.

A click on one's own hand card lifts it (chosen) or lowers it; "Lay meld" (M),
or dragging the chosen cards onto the table, lays them as one meld. One chosen
card and a click on a meld (or a drag onto it) adds it there; onto the discard
pile, discards it. Every move is looked up in the engine's legal list
(``moves``); a move that is not there gets the engine's own reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from .....engine import Action, Card, View
from .....engine.actions import Draw
from .....engine.cards import JOKER
from .....engine.events import Event
from .....engine.games.quatorze.actions import Add, Lay, MeldZone, Take, TakeBack
from .....engine.games.quatorze.facts import QuatorzeFacts
from .....engine.rules import Rules
from .....i18n import N_, _, fill
from ....text import fitted, text
from ....widgets import Button, panel
from ...adapter import ExtraTool, TableAdapter
from ...display import Display
from ...gestures import WHOLE, Gesture, Slot
from ...input import Outcome
from ...layout import Spot
from ...pointer import Drag, hit_test, slot_center
from ...words.log import LogLine
from .arrange import arranged_groups
from .gestures import quatorze_gesture
from .log import quatorze_lines
from .meld_layout import PLAN
from .moves import Match, discard_for, joker_reading, lay_for, place_for
from .notes import points_words, running_total, total_box, viewer_total
from .phrases import PHRASES

if TYPE_CHECKING:
    from ...port import Table

LAY, ARRANGE = ExtraTool("lay"), ExtraTool("arrange")
TAKEN_EDGE = (255, 150, 60)  # the card taken from the discard, until it is melded
INK = (240, 236, 220)
GOLD = (240, 200, 80)
JOKER_NOTATION = re.compile(r"\bX=(\S+)")  # a joker in a meld's notation, with its stand-in


class QuatorzeTable(TableAdapter):
    phrases = PHRASES
    help_keys = (
        (N_("M"), N_("lay the chosen cards as a meld")),
        (N_("A"), N_("arrange your hand into melds")),
        (N_("1–9"), N_("the card a joker stands for, when asked")),
        (N_("Right-click"), N_("clear the chosen cards")),
    )
    end_pause = 3.0  # every hand is turned up with its points: time to read them
    relayout_on_move = True  # a new meld, or a longer one, needs its place
    keeps_focus = True  # choosing a meld's cards one by one from the keyboard
    relayout_after_animation = True
    layout_plan = PLAN

    def __init__(self, rules: Rules[Any]) -> None:
        self.rules = rules
        self.choices: list[Action] = []  # a joker's readings to choose from, while the chooser is open

    # How moves are made ------------------------------------------------------------------
    def gesture(self, action: Action, display: Display, me: int, names: Mapping[int, str]) -> Gesture:
        return quatorze_gesture(action, display, me) or super().gesture(action, display, me, names)

    # Layout and words ------------------------------------------------------------------
    def meld_sizes(self, zones: Mapping[str, Sequence[Card | None]]) -> dict[str, int]:
        return {zone: len(cards) for zone, cards in zones.items() if zone.startswith("meld:")}

    def instruction(self, legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
        kinds = {type(action) for action in legal}
        facts = QuatorzeFacts.of(view)
        if Draw in kinds:
            if Take in kinds:
                return _("Draw: click the stock (D) · T: take the discard's top to meld it this turn")
            return _("Draw: click the stock (D)")
        if facts.must_meld and facts.taken is not None:
            # Other melds may go first (RULINGS.md): the card must be down before the discard.
            card = _symbol(str(facts.taken))
            return fill(
                _("Meld the {card} you took before you discard · choose cards, then Lay meld (M)"), card=card
            )
        if facts.pending is not None:
            return viewer_total(facts.pending, facts.opening)
        if TakeBack in kinds:
            return _(
                "Lay more melds to reach the opening, or Take back (T) · choose cards, then Lay meld (M)"
            )
        return _("Choose cards, then Lay meld (M) · one card: click a meld to add it, or the discard pile")

    def plate_words(self, view: View, seat: int, short: bool) -> str:
        return points_words(QuatorzeFacts.of(view).points, seat, short)

    def hint_text(self, scene: Table) -> str | None:
        if self.choices:
            return _("Choose the card the joker stands for (click it or press its number) · Esc: cancel")
        chosen = len(scene.interaction.selected)
        if not scene.accepting_input or not chosen:
            return None
        if chosen == 1:
            return _("1 card chosen: click a meld to add it, the discard pile to discard it, or choose more")
        words = _("{n} cards chosen: Lay meld (M) or drag them onto the table · right-click: clear")
        return fill(words, n=chosen)

    def log_lines(self, events: list[Event], names: dict[int, str], final: View) -> list[LogLine] | None:
        return quatorze_lines(events, names, final)

    # Buttons and keys --------------------------------------------------------------------
    def buttons(self, scene: Table) -> list[tuple[str, ExtraTool]]:
        """Arrange always; Lay meld once the turn's draw is made (before it the rules allow only
        Draw and Take, and four buttons in the corner were squeezed into two narrow columns)."""
        drawing = all(isinstance(action, Draw | Take) for action in scene.session.legal())
        arrange = (_("Arrange (A)"), ARRANGE)
        return [arrange] if drawing else [(_("Lay meld (M)"), LAY), arrange]

    def key(self, scene: Table, key: int) -> Outcome | None:
        if self.choices:
            if pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(self.choices):
                return self._choose(key - pygame.K_1)
            self.choices = []
            return Outcome("clear")
        if key == pygame.K_m:
            return self._press(scene, LAY)
        if key == pygame.K_a:
            return self._press(scene, ARRANGE)
        focus = scene.focus
        enter = key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if not enter or not isinstance(focus, tuple):
            return None
        zone = focus[0]
        if zone == f"hand:{scene.viewer}" and focus[1] >= 0:
            return self._toggle(scene, focus)
        if zone.startswith("meld:"):
            return self._onto_meld(scene, MeldZone.parse(zone))
        if zone == "discard" and len(scene.interaction.selected) == 1:
            return self._discard(scene)
        return None

    def _press(self, scene: Table, tool: ExtraTool) -> Outcome:
        if tool == ARRANGE:
            self._arrange(scene)
            return Outcome("none")
        chosen = self._chosen(scene)
        if not chosen:
            scene.show_toast(_("Choose the cards of a meld first: click them in your hand."), tone="hint")
            return Outcome("none")
        return self._resolve(scene, lay_for([card for _, card in chosen], scene.session.legal()))

    def focus_options(self, scene: Table) -> list[Slot | Gesture] | None:
        """Every card of the hand (Enter chooses it), then each meld and the discard pile (Enter
        adds or discards the one chosen card there), then the move buttons."""
        hand = f"hand:{scene.viewer}"
        cards: list[Slot | Gesture] = [(hand, i) for i in range(scene.display.count(hand))]
        places: list[Slot | Gesture] = [
            (zone, WHOLE) for zone in scene.zone_order() if zone.startswith("meld:") or zone == "discard"
        ]
        buttons = [b.value for b in scene.buttons if isinstance(b.value, Gesture)]
        return [*cards, *(places if len(scene.interaction.selected) == 1 else []), *buttons]

    # The mouse -----------------------------------------------------------------------------
    def draggable(self, scene: Table, slot: Slot) -> bool:
        return slot[0] == f"hand:{scene.viewer}" and slot[1] >= 0

    def release(
        self, scene: Table, pos: tuple[int, int], drag: Drag | None, pressed: object
    ) -> Outcome | None:
        if self.choices:
            for index, rect in enumerate(self.choice_rects(scene)):
                if rect.collidepoint(pos):
                    return self._choose(index)
            self.choices = []
            return Outcome("clear")
        if isinstance(pressed, Button):
            return self._press(scene, pressed.value) if isinstance(pressed.value, ExtraTool) else None
        lifted = set(scene.interaction.selected)
        slot = hit_test(scene.layout, scene.display, scene.zone_order(), pos, lifted)
        if drag is not None and drag.active:
            return self._drop(scene, drag, slot)
        if slot is None:
            return None
        zone, index = slot
        if zone == f"hand:{scene.viewer}" and index >= 0:
            return self._toggle(scene, slot)
        if zone.startswith("meld:"):
            return self._onto_meld(scene, MeldZone.parse(zone))
        if zone == "discard" and len(lifted) == 1:
            return self._discard(scene)
        return None

    def _drop(self, scene: Table, drag: Drag, slot: Slot | None) -> Outcome:
        """A hand card dragged (with the other chosen cards, if it was one of them) and let go."""
        hand = f"hand:{scene.viewer}"
        if drag.slot[0] != hand:
            return Outcome("none")
        if slot is not None and slot[0] == hand:
            return Outcome("none")  # back into the hand: nothing laid
        selected = scene.interaction.selected
        onto_one = slot is not None and (slot[0] == "discard" or slot[0].startswith("meld:"))
        if drag.slot not in selected:
            # Onto a meld or the discard pile the dragged card goes alone; onto the table it
            # joins the cards already chosen.
            scene.interaction.selected = [drag.slot] if onto_one else [*selected, drag.slot]
        group = len(scene.interaction.selected)
        if slot is not None and slot[0].startswith("meld:") and group == 1:
            return self._onto_meld(scene, MeldZone.parse(slot[0]))
        if slot is not None and slot[0] == "discard" and group == 1:
            return self._discard(scene)
        return self._press(scene, LAY)

    def _toggle(self, scene: Table, slot: Slot) -> Outcome:
        selected = scene.interaction.selected
        if slot in selected:
            selected.remove(slot)
            return Outcome("clear")
        selected.append(slot)
        return Outcome("select")

    def _onto_meld(self, scene: Table, target: MeldZone) -> Outcome:
        chosen = self._chosen(scene)
        if len(chosen) != 1:
            if not chosen:
                words = _("Choose one card of your hand, then click the meld to add it there.")
            else:
                words = _("Add one card at a time, then click the meld to add it there.")
            scene.show_toast(words, tone="hint")
            return Outcome("none")
        return self._resolve(scene, place_for(chosen[0][1], target, scene.session.legal()))

    def _discard(self, scene: Table) -> Outcome:
        chosen = self._chosen(scene)
        return self._resolve(scene, discard_for(chosen[0][1], scene.session.legal()))

    def _chosen(self, scene: Table) -> list[tuple[Slot, Card]]:
        """The chosen hand cards, in the order chosen."""
        hand = scene.display.zones.get(f"hand:{scene.viewer}", [])
        found = []
        for slot in scene.interaction.selected:
            card = hand[slot[1]] if 0 <= slot[1] < len(hand) else None
            if card is not None:
                found.append((slot, card))
        return found

    def _resolve(self, scene: Table, match: Match) -> Outcome:
        """One legal action: do it; several (a joker's readings): ask which; none: say why."""
        if len(match.actions) == 1:
            return Outcome("apply", action=match.actions[0])
        if match.actions:
            self.choices = list(match.actions)
            return Outcome("none")
        if match.attempt is not None:
            reason = self.reason(scene, match.attempt)
            if reason:  # "": sent to be judged elsewhere (a joiner's table); the words come from there
                scene.show_toast(fill(_("Not allowed: {reason}"), reason=reason))
        return Outcome("none")

    def reason(self, scene: Table, attempt: Action) -> str:
        """The rules' reason ("": sent to be judged elsewhere, its words to come). A joker's
        card unsaid is asked as such: the rules judge it for every card it could stand for."""
        if isinstance(attempt, Lay) and JOKER in attempt.cards:
            attempt = Lay(attempt.cards)
        elif isinstance(attempt, Add) and attempt.card is JOKER:
            attempt = Add(JOKER, attempt.target)
        words = scene.session.why_illegal(attempt)
        return "" if words == "" else readable(words or _("that is not a move you can make now"))

    def _choose(self, index: int) -> Outcome:
        action = self.choices[index]
        self.choices = []
        return Outcome("apply", action=action)

    # Arranging -----------------------------------------------------------------------------
    def _arrange(self, scene: Table) -> None:
        """The hand in the solver's best melds, then the rest by suit and rank (display only)."""
        hand = f"hand:{scene.viewer}"
        cards = [card for card in scene.display.zones.get(hand, []) if card is not None]
        if not cards:
            return
        scene.interaction.deselect()
        groups = arranged_groups(cards)
        scene.arrange_hand([card for group in groups for card in group], groups)
        scene.ctx.play("click")

    # Hints and the debug file ---------------------------------------------------------------
    def action_slots(self, scene: Table, action: Action) -> list[Slot]:
        if not isinstance(action, Lay):
            return []
        return _slots_of(scene, action.cards)

    def debug(self, scene: Table) -> dict[str, Any]:
        """Where to click to lay each legal meld, and the Lay meld button (the real-window test)."""
        lays = [a for a in scene.session.legal() if isinstance(a, Lay)] if scene.accepting_input else []
        button = next((b for b in scene.buttons if b.value == LAY), None)

        def centre(slot: Slot) -> tuple[int, int]:
            return slot_center(scene.layout, scene.display, slot)

        return {
            "melds": [
                {"action": str(lay), "cards": [centre(slot) for slot in _slots_of(scene, lay.cards)]}
                for lay in lays[:8]
            ],
            "lay_button": list(button.rect.center) if button is not None else None,
            "table_melds": sorted(zone for zone in scene.display.zones if zone.startswith("meld:")),
        }

    # Drawing ----------------------------------------------------------------------------------
    def choice_rects(self, scene: Table) -> list[pygame.Rect]:
        """Where the chooser shows each reading, centred on the table."""
        w = scene.layout.main_width
        h = int(w * 1.4)
        count = len(self.choices)
        total = count * w + (count - 1) * 16
        cx, cy = scene.layout.table.center
        left = cx - total // 2
        return [pygame.Rect(left + i * (w + 16), cy - h // 2 + 14, w, h) for i in range(count)]

    def draw(self, surface: pygame.Surface, scene: Table) -> None:
        self._draw_stand_ins(surface, scene)
        self._draw_group(surface, scene)
        self._draw_taken(surface, scene)
        self._draw_total(surface, scene)
        if self.choices:
            self._draw_chooser(surface, scene)

    def _draw_stand_ins(self, surface: pygame.Surface, scene: Table) -> None:
        """Each joker in a meld wears a tag with the card it stands for (the meld's mark)."""
        covered = scene.timeline.covered()
        picture = scene.picture()
        for zone, flags in scene.display.marks.items():
            if not zone.startswith("meld:"):
                continue
            for index, flag in enumerate(flags):
                if not flag or (zone, index) in covered:
                    continue
                rect = scene.renderer.slot_rect(picture, (zone, index))
                label = text(_symbol(flag), scene.layout.px(13), INK, bold=True)
                tag = stand_in_tag(rect, label.get_size())
                pygame.draw.rect(surface, (40, 30, 60), tag, border_radius=6)
                pygame.draw.rect(surface, GOLD, tag, 1, border_radius=6)
                surface.blit(label, label.get_rect(center=tag.center))

    def _draw_group(self, surface: pygame.Surface, scene: Table) -> None:
        """A dragged chosen card carries the other chosen cards with it, fanned to its right."""
        drag = scene.drag
        if drag is None or not drag.active or drag.slot not in scene.interaction.selected:
            return
        hand = scene.display.zones.get(drag.slot[0], [])
        width = scene.layout.geom(drag.slot[0]).width
        x, y = drag.pos
        others = [slot for slot in scene.interaction.selected if slot != drag.slot]
        picture = scene.picture()
        for k, (_zone, index) in enumerate(others, start=1):
            card = hand[index] if 0 <= index < len(hand) else None
            spot = Spot(x + k * int(width * 0.3), y, 0, width)
            scene.renderer.blit_card(surface, picture, spot, card)

    def _draw_taken(self, surface: pygame.Surface, scene: Table) -> None:
        """The card taken from the discard stays outlined, with a note, until it is melded."""
        facts = QuatorzeFacts.of(scene.display.view)
        if not facts.must_meld or facts.taken is None:
            return
        hand = f"hand:{scene.display.to_move}"
        slots = _slots_of(scene, (facts.taken,), hand)
        if not slots:
            return
        rect = scene.renderer.slot_rect(scene.picture(), slots[-1])
        pygame.draw.rect(surface, TAKEN_EDGE, rect.inflate(6, 6), 3, border_radius=8)
        px = scene.layout.px
        note = fitted(_("must be melded this turn"), px(14), px(220), TAKEN_EDGE, bold=True)
        box = note.get_rect(midbottom=(rect.centerx, rect.top - 4))
        box.clamp_ip(scene.layout.table)
        pygame.draw.rect(surface, (30, 24, 14), box.inflate(10, 4), border_radius=6)
        surface.blit(note, box)

    def total_note(self, scene: Table) -> tuple[str, pygame.Rect] | None:
        """An opponent laying melds toward going down: "Melds this turn: 38 of 51" over the lower
        part of its face-down hand (the viewer reads theirs in the instruction line)."""
        found = self.total_lines(scene)
        return None if found is None else (" ".join(found[0]), found[2])

    def total_lines(self, scene: Table) -> tuple[list[str], int, pygame.Rect] | None:
        """The running total's lines, their size and box: one line where the hand's room takes
        it, else "Melds this turn:" over "38 of 51" (a six-seat column cut it to "Melds this…")."""
        display = scene.display
        facts = QuatorzeFacts.of(display.view)
        pending, opening = facts.pending, facts.opening
        # The shown view's mover: the session moves on before the animations of a move land.
        seat = display.to_move
        hand = scene.layout.zones.get(f"hand:{seat}")
        if pending is None or seat == scene.viewer or hand is None:
            return None
        room = hand.area(max(display.count(hand.zone), 1)).clip(hand.reserved())
        words = running_total(pending, opening)
        head, _, tail = words.partition(": ")
        px = scene.layout.px
        for lines, size in [
            ([words], px(15)),
            ([words], px(13)),
            ([f"{head}:", tail], px(15)),
            ([f"{head}:", tail], px(12)),
        ]:
            images = [text(line, size, INK, bold=True) for line in lines]
            width = max(image.get_width() for image in images) + 14
            height = sum(image.get_height() for image in images) + 6
            if width <= room.width and height <= room.height:
                break
        box = total_box(scene.layout, seat, display.count(hand.zone), (width, height))
        return None if box is None else (lines, size, box)

    def _draw_total(self, surface: pygame.Surface, scene: Table) -> None:
        found = self.total_lines(scene)
        if found is None:
            return
        lines, size, box = found
        facts = QuatorzeFacts.of(scene.display.view)
        colour = GOLD if facts.pending is not None and facts.pending >= facts.opening else INK
        pygame.draw.rect(surface, (16, 40, 30), box, border_radius=8)
        pygame.draw.rect(surface, colour, box, 1, border_radius=8)
        images = [text(line, size, colour, bold=True) for line in lines]
        y = box.centery - sum(image.get_height() for image in images) // 2
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()

    def _draw_chooser(self, surface: pygame.Surface, scene: Table) -> None:
        rects = self.choice_rects(scene)
        area = rects[0].unionall(rects[1:]).inflate(40, 70)
        area.y -= 12
        panel(surface, area, 235)
        px = scene.layout.px
        title = fitted(_("The joker stands for:"), px(18), area.width - 16, INK, bold=True)
        surface.blit(title, title.get_rect(midtop=(area.centerx, area.top + 8)))
        art = scene.ctx.art(rects[0].width)
        for number, (rect, action) in enumerate(zip(rects, self.choices, strict=True), start=1):
            card = joker_reading(action)
            surface.blit(art.face(card) if card is not None else art.back(), rect)
            badge = text(str(number), px(15), GOLD, bold=True)
            surface.blit(badge, badge.get_rect(midtop=(rect.centerx, rect.bottom + 2)))


def readable(reason: str) -> str:
    """The engine's reason with a meld's joker written for people: "X=J♠" as "[joker = J♠]"."""
    return JOKER_NOTATION.sub(lambda found: f"[joker = {found.group(1)}]", reason)


def stand_in_tag(card: pygame.Rect, label: tuple[int, int]) -> pygame.Rect:
    """Where a joker's stand-in tag sits: over the card's left part, where a fanned meld leaves it
    visible, and never past the card's left edge (on a narrow card it would spill into the next
    seat's column)."""
    tag = pygame.Rect(0, 0, label[0] + 8, label[1] + 4)
    tag.center = (card.left + max(12, card.width // 6), card.centery)
    tag.left = max(tag.left, card.left + 2)
    return tag


def _symbol(card: str) -> str:
    try:
        return Card.parse(card).symbol()
    except ValueError:
        return card


def _slots_of(scene: Table, cards: Sequence[Card], zone: str | None = None) -> list[Slot]:
    """Distinct slots of ``cards`` in a hand (the viewer's unless ``zone``): equal cards of the two
    decks are two slots."""
    zone = zone or f"hand:{scene.viewer}"
    held = scene.display.zones.get(zone, [])
    used: set[int] = set()
    slots = []
    for card in cards:
        for i, seen in enumerate(held):
            if seen == card and i not in used:
                used.add(i)
                slots.append((zone, i))
                break
    return slots
