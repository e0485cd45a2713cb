"""Engine events turned into animation steps, with cards the viewer may not see kept face down."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytweening

from ...engine import Card, View
from ...engine.events import (
    Announced,
    Battle,
    DrawSkipped,
    Event,
    GameOver,
    Moved,
    PlayerOut,
    Reshuffled,
    Revealed,
    SharedAnnouncement,
    TurnCapReached,
)
from ...engine.sight import in_sight
from ...i18n import N_, _, fill
from ...play.grammar import said
from .animation import AnimContext, Flight, Step
from .layout import Spot
from .words.phrases import SHARED_PHRASES, Phrases
from .words.sentences import battle_words, no_card_to_draw, out_words, symbol, turn_cap_words, winners_words


def visible_card(event: Moved, final: View) -> Card | None:
    """The face the viewer may see on a moving card: shown to all, or landing in a place the
    viewer sees (the engine's ``in_sight``, never an equal card in sight there: two decks).
    A view from a host says no places: its events were told to this seat already, and the
    card shows its face where its face shows after landing."""
    if event.card is None:
        return None
    if event.shown:
        return event.card
    if final.places is None:
        landed = final.zones.get(event.target, ())
        return event.card if event.card in landed else None
    return event.card if in_sight(final, event.target) else None


@dataclass
class MoveStep(Step):
    card: Card | None = None  # what the viewer may see of it
    source: str = ""
    target: str = ""
    sound: str = ""
    flight: Flight | None = None

    def start(self, ctx: AnimContext) -> None:
        display = ctx.display
        before = display.count(self.source)
        index = display.index_of(self.source, self.card)
        seen = display.zones.get(self.source, [])
        start_card = seen[index] if 0 <= index < len(seen) else None
        start = ctx.spot(self.source, index, before) if before else ctx.spot(self.source, 0, 1)
        display.take(self.source, self.card)
        landing = display.count(self.target)
        end = ctx.spot(self.target, landing, landing + 1)
        # The card shows the face it had where it was for the first half, then its landing face.
        self.flight = Flight(self.card, start, end, start_card=start_card)
        if self.sound:
            ctx.sound(self.sound)

    def finish(self, ctx: AnimContext) -> None:
        ctx.display.put(self.target, self.card)

    def flights(self) -> list[tuple[Spot, Card | None]]:
        if self.flight is None:
            return []
        return [self.flight.spot(self.tween.value)]


@dataclass
class RevealStep(Step):
    card: Card | None = None
    zone: str = ""
    where: Spot | None = None

    def start(self, ctx: AnimContext) -> None:
        if self.card is not None:
            ctx.display.reveal(self.zone, self.card)
            index = ctx.display.index_of(self.zone, self.card)
            self.where = ctx.spot(self.zone, index)

    def glow(self) -> tuple[Spot, float] | None:
        return None if self.where is None else (self.where, self.tween.linear)


@dataclass
class BannerStep(Step):
    words: str = ""
    sound: str = ""

    def start(self, ctx: AnimContext) -> None:
        if self.sound:
            ctx.sound(self.sound)

    def banner(self) -> tuple[str, float] | None:
        return self.words, self.tween.linear


@dataclass
class TurnStep(Step):
    zone: str = ""
    index: int = 0
    flag: str = ""

    def finish(self, ctx: AnimContext) -> None:
        ctx.display.mark(self.zone, self.index, self.flag)


@dataclass
class BattleStep(Step):
    """The two cards leave their places, meet between them, then go back; moves that follow
    carry the loser to the discard pile."""

    attacker: Card | None = None
    defender: Card | None = None
    attacker_zone: str = ""
    defender_zone: str = ""
    words: str = ""
    places: list[tuple[str, int]] = field(default_factory=list)
    spots: list[Spot] = field(default_factory=list)

    def start(self, ctx: AnimContext) -> None:
        display = ctx.display
        self.places, self.spots = [], []
        for zone, card in ((self.attacker_zone, self.attacker), (self.defender_zone, self.defender)):
            index = display.index_of(zone, card)
            self.places.append((zone, index))
            self.spots.append(ctx.spot(zone, index) if display.count(zone) else ctx.spot(zone, 0, 1))
        ctx.sound("battle")

    def covers(self) -> set[tuple[str, int]]:
        return set(self.places)

    def flights(self) -> list[tuple[Spot, Card | None]]:
        if len(self.spots) < 2:
            return []
        t = self.tween.linear
        # Out (0–0.35), hold (–0.7), back (–1): the meeting point is just short of the middle.
        reach = (
            pytweening.easeOutQuad(min(1.0, t / 0.35))
            if t < 0.7
            else pytweening.easeInQuad(max(0.0, 1 - (t - 0.7) / 0.3))
        )
        a, d = self.spots
        mid_x, mid_y = (a.x + d.x) / 2, (a.y + d.y) / 2
        out = []
        for spot, card, side in ((a, self.attacker, -1), (d, self.defender, 1)):
            meet_x = mid_x + side * spot.width * 0.55
            x = int(spot.x + (meet_x - spot.x) * reach)
            y = int(spot.y + (mid_y - spot.y) * reach)
            out.append((Spot(x, y, 0, max(a.width, d.width)), card))
        return out

    def banner(self) -> tuple[str, float] | None:
        t = self.tween.linear
        return (self.words, (t - 0.3) / 0.7) if t >= 0.3 else None


@dataclass
class ReshuffleStep(Step):
    count: int = 0
    spots: tuple[Spot, Spot] | None = None

    def start(self, ctx: AnimContext) -> None:
        self.spots = (ctx.spot("discard", 0), ctx.spot("stock", 0, 1))
        ctx.sound("shuffle")

    def finish(self, ctx: AnimContext) -> None:
        display = ctx.display
        moved = min(self.count, max(display.count("discard") - 1, 0))
        for _taken in range(moved):
            display.zones["discard"].pop(0)
        display.zones.setdefault("stock", []).extend([None] * self.count)

    def flights(self) -> list[tuple[Spot, Card | None]]:
        if self.spots is None:
            return []
        start, end = self.spots
        out = []
        for k in range(4):
            t = min(1.0, max(0.0, self.tween.linear * 1.6 - k * 0.2))
            if 0 < t < 1:
                out.append(Flight(None, start, end).spot(pytweening.easeInOutQuad(t)))
        return out


def _who(ctx_names: dict[int, str], seat: int) -> str:
    return ctx_names.get(seat, fill(_("Seat {n}"), n=seat + 1))


def announcement(event: Announced, names: dict[int, str], phrases: Phrases = SHARED_PHRASES) -> str:
    """An announcement's banner (and log line): the game's own words, else the shared ones."""
    who = _who(names, event.seat)
    if event.what == SharedAnnouncement.LEAD:
        words: str | None = said(who, N_("{who} leads"), N_("You lead"))
    else:
        words = phrases.announcement(event, who, names)
    if words is None:
        words = fill(
            _("{who}: {what}"), who=who, what=f"{event.what.replace('-', ' ')} {event.detail}".strip()
        )
    return words


def steps_for(
    events: list[Event],
    final: View,
    names: dict[int, str],
    opening: bool = False,
    phrases: Phrases = SHARED_PHRASES,
) -> list[Step]:
    """The animation for one action's events (or the deal's), as the viewer may see it."""
    steps: list[Step] = []
    for event in events:
        own = phrases.steps(event)
        if own is not None:
            steps.extend(own)
        elif isinstance(event, Moved):
            card = visible_card(event, final)
            source, target = str(event.source), str(event.target)  # the table's places are names
            if opening:
                steps.append(
                    MoveStep(
                        0.3,
                        0.055,
                        pytweening.easeOutCubic,
                        card=card,
                        source=source,
                        target=target,
                        sound="deal",
                    )
                )
                continue
            drawn = source.split(":")[0] in phrases.draw_kinds
            sound = "play" if target == "discard" else "draw" if drawn else "play"
            # Cards going to a zone that gathers them at once (a lead picked by every seat) fly together.
            gap = 0.05 if target in phrases.together else None
            steps.append(
                MoveStep(
                    0.42,
                    gap,
                    pytweening.easeInOutCubic,
                    card=card,
                    source=source,
                    target=target,
                    sound=sound,
                )
            )
        elif isinstance(event, Revealed):
            steps.append(RevealStep(0.7, 0.25 if opening else None, card=event.card, zone=str(event.zone)))
        elif isinstance(event, Announced):
            sound = "win" if event.what in phrases.strong else "click"
            words = announcement(event, names, phrases)
            steps.append(BannerStep(1.3, 0.8, pytweening.easeOutQuad, words=words, sound=sound))
        elif isinstance(event, Battle):
            steps.append(
                BattleStep(
                    1.0,
                    None,
                    attacker=event.attacker,
                    defender=event.defender,
                    attacker_zone=str(event.attacker_zone),
                    defender_zone=str(event.defender_zone),
                    words=battle_words(event.outcome, symbol(event.attacker), symbol(event.defender)),
                )
            )
        elif isinstance(event, Reshuffled):
            steps.append(ReshuffleStep(0.8, None, count=event.count))
        elif isinstance(event, DrawSkipped):
            steps.append(BannerStep(1.0, 0.5, words=no_card_to_draw(_who(names, event.seat))))
        elif isinstance(event, PlayerOut):
            words = out_words(_who(names, event.seat), event.reason == "emptied")
            steps.append(BannerStep(1.3, 0.8, words=words, sound="click"))
        elif isinstance(event, TurnCapReached):
            steps.append(BannerStep(1.3, 0.8, words=turn_cap_words(event.turns)))
        elif isinstance(event, GameOver):
            winners = winners_words([_who(names, s) for s in event.winners])
            steps.append(BannerStep(1.8, None, words=fill(_("{winners}!"), winners=winners), sound="win"))
    return steps
