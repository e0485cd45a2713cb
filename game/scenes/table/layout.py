"""Where everything goes on the table, computed from the window size and the zones in play.

Geometry only: the layout knows zone names (``hand:2``, ``field:1``, ``field:0:3``,
``pile:1``, ``resource:0``, ``stock``, ``discard``) and how many cards each holds,
never what is legal. The viewer's seat is always at the bottom; opponents sit
clockwise from the viewer's left around the table. The shapes it is made of are in
``geometry.py`` (their names are kept here too, for the modules that place zones).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace

import pygame

from ..scale import ui_scale
from .geometry import (
    BUTTON_ROWS,
    CARD_RATIO,
    GAP,
    GROUP_GAP,
    HAND_MARGIN,
    HAND_ROOM,
    INDEX_CORNER,
    LEAST_HAND,
    LIFT,
    LOG_MAX,
    LOG_MIN,
    MAX_FAN_ANGLE,
    MAX_HAND_ROWS,
    MELD_TO_HAND,
    MESSAGE_H,
    MIN_SHOWN,
    PILE_EDGES,
    PILE_LABEL,
    PLATE,
    POSITION_LABEL,
    READABLE_HAND,
    READABLE_MELD,
    ROW_DROP,
    ROW_ROOM,
    SIZE_FACTORS,
    SORT_BUTTON,
    STACK_ROOM,
    TOOLS_W,
    WAR_ROOM,
    Layout,
    SeatGeom,
    Spot,
    ZoneGeom,
    card_height,
)
from .zone_names import seat_of_zone

__all__ = [
    "BUTTON_ROWS",
    "CARD_RATIO",
    "GAP",
    "GROUP_GAP",
    "HAND_MARGIN",
    "HAND_ROOM",
    "INDEX_CORNER",
    "LEAST_HAND",
    "LIFT",
    "MAX_FAN_ANGLE",
    "MAX_HAND_ROWS",
    "MELD_TO_HAND",
    "MESSAGE_H",
    "MIN_SHOWN",
    "PILE_EDGES",
    "PILE_LABEL",
    "PLATE",
    "POSITION_LABEL",
    "READABLE_HAND",
    "READABLE_MELD",
    "ROW_DROP",
    "ROW_ROOM",
    "SIZE_FACTORS",
    "SORT_BUTTON",
    "STACK_ROOM",
    "TOOLS_W",
    "WAR_ROOM",
    "Layout",
    "SeatGeom",
    "Spot",
    "ZoneGeom",
    "card_height",
]


def _seat_order(players: int, viewer: int) -> list[int]:
    """Opponents clockwise from the viewer's left: viewer+1, viewer+2, …"""
    return [(viewer + k) % players for k in range(1, players)]


SHARED_LAYERS: Mapping[str, int] = {"stock": 0, "discard": 1, "hand": 5}


@dataclass(frozen=True, slots=True)
class SeatBlock:
    """A seat's field on a table of fields: a row field (cards side by side, up to ``WAR_ROOM``),
    stacked positions (in order), and piles beside them."""

    row: str | None = None
    stacks: tuple[str, ...] = ()
    sides: tuple[str, ...] = ()


class LayoutPlan:
    """A game's say in where its zones go (``TableAdapter.layout_plan``); the defaults place the
    shared zones only. A game that lays out a table of its own (``melds``: a meld table) places
    it whole; another adds its own zones after the shared placement."""

    # The piles placed in the middle, in this order.
    center_piles: tuple[str, ...] = ("stock", "discard")
    # The order zones are drawn (and clicked) in by kind, lowest first; a kind not named is 2.
    layers: Mapping[str, int] = SHARED_LAYERS

    def has_fields(self, zone_names: list[str]) -> bool:
        """A table of fields: each seat's field (a row, or stacked positions) and its side piles
        in front of it, instead of hands round an ellipse."""
        return False

    def seat_block(self, names: list[str], seat: int) -> SeatBlock:
        """A seat's field zones and side piles, for a table of fields."""
        return SeatBlock()

    def button_rows(self, players: int) -> int:
        """The move buttons the bottom-right corner keeps a row for."""
        return BUTTON_ROWS

    def place_whole_table(
        self,
        layout: Layout,
        viewer: int,
        opponents: list[int],
        zone_names: list[str],
        melds: Mapping[str, int],
    ) -> None:
        """A table the game lays out whole (called when ``melds`` is given)."""
        raise NotImplementedError("a table with its own zones needs its game's layout plan")

    def smallest_own(self, layout: Layout, default: int) -> int:
        """The narrowest of the game's own cards (a meld's) in ``layout``, else ``default``."""
        return default

    def widths_ahead(self, layout: Layout) -> list[int]:
        """Card widths this table may soon use beyond ``layout``'s own (a meld table's next,
        narrower melds), so their pictures are drawn ahead of need."""
        return []

    def place_own(self, layout: Layout, zone_names: list[str], viewer: int) -> None:
        """The game's own zones, placed after the shared ones."""


SHARED_PLAN = LayoutPlan()


def compute_layout(
    size: tuple[int, int],
    zone_names: list[str],
    players: int,
    viewer: int,
    card_size: str = "medium",
    melds: Mapping[str, int] | None = None,
    plan: LayoutPlan = SHARED_PLAN,
) -> Layout:
    """The whole table's geometry for this window size, these zones and this viewer.

    ``melds`` (a meld game's table, even before any meld is down) maps each meld zone
    to its card count. Cards start at the size the setting asks for and shrink step
    by step until nothing overlaps and everything lies on the table.
    """
    width, height = max(size[0], 640), max(size[1], 480)
    main_h = height * SIZE_FACTORS.get(card_size, SIZE_FACTORS["medium"])
    if melds is not None:
        return _meld_table_layout(
            (width, height), zone_names, players, viewer, main_h / CARD_RATIO, melds, plan
        )
    layout = layout_at((width, height), zone_names, players, viewer, main_h / CARD_RATIO, melds, plan)
    scale = 1.0
    while layout.problems() and scale > 0.3:
        scale *= 0.93
        layout = layout_at(
            (width, height), zone_names, players, viewer, main_h / CARD_RATIO * scale, melds, plan
        )
    _widen_plates(layout, _seat_order(players, viewer))
    return layout


def _meld_table_layout(
    size: tuple[int, int],
    zone_names: list[str],
    players: int,
    viewer: int,
    wanted: float,
    melds: Mapping[str, int],
    plan: LayoutPlan,
) -> Layout:
    """A meld table's layout: its hand and its melds share the height, so a larger hand leaves
    smaller melds. Of the sound layouts from ``wanted`` down, the one whose smaller cards (the
    hand's, or the smallest meld's weighed by ``MELD_TO_HAND``) are largest: an empty table
    gets a large hand, a crowded one a smaller hand and readable melds. The hand gives way down
    to READABLE_HAND; below that (a small window) only for melds that then read, and not past
    LEAST_HAND of the window's height."""
    best: Layout | None = None
    best_value = 0.0
    best_reads = False  # whether the best layout's melds are all READABLE_MELD wide
    scale = 1.0
    while scale > 0.3:
        layout = layout_at(size, zone_names, players, viewer, wanted * scale, melds, plan)
        hand = layout.main_width
        if hand <= best_value:
            break  # no smaller hand can do better: the value never exceeds the hand's width
        past_comfort = best is not None and hand < min(best.main_width, READABLE_HAND)
        if past_comfort and (best_reads or hand < size[1] * LEAST_HAND):
            break  # the melds read already, or the hand would grow too small to read itself
        if not layout.problems():
            meld = plan.smallest_own(layout, hand)
            value = min(hand, meld / MELD_TO_HAND)
            # Past a comfortable hand, a smaller one is worth it only if the melds then read.
            if value > best_value and (not past_comfort or meld >= READABLE_MELD):
                best, best_value, best_reads = layout, value, meld >= READABLE_MELD
        scale *= 0.93
    return best or layout


def layout_at(
    size: tuple[int, int],
    zone_names: list[str],
    players: int,
    viewer: int,
    wanted: float,
    melds: Mapping[str, int] | None = None,
    plan: LayoutPlan = SHARED_PLAN,
) -> Layout:
    """The layout with viewer cards at most ``wanted`` pixels wide."""
    width, height = size
    k = ui_scale(size)
    log_w = max(round(LOG_MIN * k), min(round(LOG_MAX * k), int(width * 0.19)))
    table = pygame.Rect(0, 0, width - log_w, height)
    log = pygame.Rect(table.right, 0, log_w, height)
    tools_w = round(TOOLS_W * k)
    tools = pygame.Rect(table.right - 10 - tools_w, table.y + 8, tools_w, round(34 * k))
    status = pygame.Rect(table.x + 10, table.y + 8, tools.x - table.x - 20, round(26 * k))
    message = pygame.Rect(table.x + 10, tools.bottom + 6, table.width - 20, round(MESSAGE_H * k))
    has_fields = plan.has_fields(zone_names)
    main_w = int(min(wanted, table.width / 9))
    if has_fields:
        main_w = int(min(main_w, table.width / 11))
    if players <= 4:
        small_w = int(main_w * (0.68 if has_fields else 0.72))
    elif players <= 6:
        small_w = int(main_w * 0.58)
    else:
        small_w = int(main_w * 0.5)
    rows, buttons_w = plan.button_rows(players) * round(52 * k), round(180 * k)
    buttons = pygame.Rect(table.right - 10 - buttons_w, table.bottom - 10 - rows, buttons_w, rows - 8)
    layout = Layout(
        size=(width, height),
        table=table,
        log=log,
        buttons=buttons,
        status=status,
        center=(table.centerx, table.centery - (0 if has_fields else int(height * 0.04))),
        main_width=max(main_w, 16),
        small_width=max(small_w, 16),  # the card art's narrowest
        tools=tools,
        message=message,
        scale=k,
    )
    by_seat: dict[int, list[str]] = {}
    for name in zone_names:
        seat = seat_of_zone(name)
        if seat is not None:
            by_seat.setdefault(seat, []).append(name)
    opponents = _seat_order(players, viewer)
    top = message.bottom + GAP
    if melds is not None:
        plan.place_whole_table(layout, viewer, opponents, zone_names, melds)
        return layout
    if has_fields:
        viewer_top = _place_viewer_fields(layout, viewer, by_seat.get(viewer, []), plan)
        band_bottom = _place_opponent_columns(layout, opponents, by_seat, top, plan)
        layout.center = (layout.center[0], (band_bottom + viewer_top) // 2)
    else:
        _place_viewer_hand(layout, viewer, by_seat.get(viewer, []))
        _place_opponent_ellipse(layout, opponents, by_seat, top)
    _place_center(layout, zone_names, plan.center_piles)
    plan.place_own(layout, zone_names, viewer)
    return layout


def _widen_plates(layout: Layout, seats: list[int]) -> None:
    """Let ``seats``' plates grow together into free room, up to the widest plate: a plate
    sized for a crowded ring cuts "Dmitri · Fixed Straight" short where the table has room
    to spare. They grow a step at a time, all at once, so that neighbours share the room
    between them evenly: about the plate's centre where both sides have room, else towards
    the side that has it. Each stays on the table, a step short of every other region, and
    clear of a panel drawn over the table at times unless the panel hides it anyway."""
    widest, step = layout.px(PLATE[0]), layout.px(8)
    growing = [seat for seat in seats if seat in layout.seats]
    while growing:
        regions = layout.regions()
        grown: dict[int, pygame.Rect] = {}
        for seat in growing:
            plate = layout.seats[seat].plate
            if plate.width + step > widest:
                continue
            others = [rect for name, rect in regions.items() if name != f"plate:{seat}"]
            others += [panel for panel in layout.keep_clear if not panel.collidepoint(plate.center)]
            wider = _room_to_grow(plate, step, others)
            if wider is not None and layout.table.contains(wider):
                grown[seat] = wider
        for seat, wider in grown.items():
            layout.seats[seat] = replace(layout.seats[seat], plate=wider)
        growing = list(grown)


def _room_to_grow(plate: pygame.Rect, step: int, others: list[pygame.Rect]) -> pygame.Rect | None:
    """``plate`` one ``step`` wider (both sides, else right, else left), or None. Each side
    that grows asks for free room three steps wide beside the plate (a step and a half each
    side when both grow): this step, a neighbour's step towards it and a step between."""
    x, y, w, h = plate
    half = 3 * step // 2
    for wider, room in (
        (plate.inflate(step, 0), [pygame.Rect(x - half, y, half, h), pygame.Rect(x + w, y, half, h)]),
        (pygame.Rect(x, y, w + step, h), [pygame.Rect(x + w, y, 3 * step, h)]),
        (pygame.Rect(x - step, y, w + step, h), [pygame.Rect(x - 3 * step, y, 3 * step, h)]),
    ):
        if all(strip.collidelist(others) == -1 for strip in room):
            return wider
    return None


def _place_pile(layout: Layout, name: str, cx: int, cy: int, w: int) -> None:
    """A pile with its label ("stock 8") just under it."""
    layout.zones[name] = ZoneGeom(name, "heap", cx, cy, w)
    label = pile_label(layout)
    label.midtop = (cx, cy + card_height(w) // 2 + 3)
    layout.labels[f"label:{name}"] = label


def pile_label(layout: Layout) -> pygame.Rect:
    """An empty "stock 8" label, at the layout's scale."""
    return pygame.Rect(0, 0, layout.px(PILE_LABEL[0]), layout.px(PILE_LABEL[1]))


def _place_center(layout: Layout, names: list[str], piles: tuple[str, ...]) -> None:
    cx, cy = layout.center
    w = layout.main_width
    shared = [n for n in piles if n in names]
    gap = max(int(w * 0.8), layout.px(PILE_LABEL[0]) - w + GAP)
    if len(shared) == 2:
        _place_pile(layout, "stock", cx - (w + gap) // 2, cy, w)
        _place_pile(layout, shared[1], cx + (w + gap) // 2, cy, w)
    elif shared:
        _place_pile(layout, shared[0], cx, cy, w)


def _plate(cx: int, cy: int, width: int, height: int) -> pygame.Rect:
    return pygame.Rect(cx - width // 2, cy - height // 2, width, height)


def plate_half(layout: Layout) -> int:
    """Half a name plate's height: how far its centre sits from its edges."""
    return layout.px(PLATE[1]) // 2


def place_viewer_plate(layout: Layout, seat: int, cx: int, plate_y: int, sorter: bool) -> None:
    """The viewer's name plate; with a hand, the plate and the sort buttons share the row, centred."""
    plate = _plate(cx, plate_y, layout.px(PLATE[0]), layout.px(PLATE[1]))
    if sorter:
        button_w, button_h = layout.px(SORT_BUTTON[0]), layout.px(SORT_BUTTON[1])
        width = 2 * button_w + GAP // 2
        plate.x = cx - (plate.width + GAP + width) // 2
        layout.sorter = pygame.Rect(plate.right + GAP, plate_y - button_h // 2, width, button_h)
    layout.seats[seat] = SeatGeom(seat, plate, cx, plate_y, top_half=False)


def viewer_fan(hand: str, table: pygame.Rect, cx: int, w: int, span: int) -> ZoneGeom:
    """The viewer's hand along the table's bottom edge: all it may cover (its ends leaning and
    drooping, a second row, a lifted card) stays just above the edge."""
    h = card_height(w)
    fan = ZoneGeom(hand, "fan", cx, table.bottom - h // 2, w, span=span, step=int(w * 0.8), room=HAND_ROOM)
    return replace(fan, cy=fan.cy - (fan.reserved().bottom - (table.bottom - HAND_MARGIN)))


def _place_viewer_hand(layout: Layout, seat: int, names: list[str]) -> None:
    """Hand-only games: the viewer's fan along the bottom, left of the move buttons, the plate above it."""
    table, w = layout.table, layout.main_width
    # Each end card of a fan leans out past the span by about an eighth of a card.
    lean = w // 8
    span = min(int(table.width * 0.62), layout.buttons.left - table.left - 2 * (GAP + lean))
    # A little left of the middle, but never under the move buttons nor off the table's left.
    half = span // 2 + lean
    cx = max(table.left + GAP + half, min(table.centerx - 40, layout.buttons.left - GAP - half))
    hand = f"hand:{seat}"
    y = table.bottom - 10
    if hand in names:
        layout.zones[hand] = viewer_fan(hand, table, cx, w, span)
        y = layout.zones[hand].reserved().top
    plate_y = y - GAP - plate_half(layout)
    place_viewer_plate(layout, seat, cx, plate_y, hand in names)


def _place_viewer_fields(layout: Layout, seat: int, names: list[str], plan: LayoutPlan) -> int:
    """Games with fields: the viewer's hand (if any), field and side piles from the bottom up.

    The group is centred in the space left of the move buttons. Returns the plate's top.
    """
    table, w = layout.table, layout.main_width
    cx = (table.left + layout.buttons.left) // 2
    y = table.bottom - 10
    hand = f"hand:{seat}"
    if hand in names:
        span = int(min(layout.buttons.left - table.left - 40, w * 9))
        layout.zones[hand] = viewer_fan(hand, table, cx, w, span)
        y = layout.zones[hand].reserved().top - GAP
    y = _place_fields(layout, plan.seat_block(names, seat), seat, cx, y, w, upward=True)
    plate_y = y - GAP - plate_half(layout)
    place_viewer_plate(layout, seat, cx, plate_y, hand in names)
    return plate_y - plate_half(layout)


def _field_width(block: SeatBlock, w: int) -> int:
    """The width a seat's field takes."""
    if block.row is not None:
        return int(card_height(w) * 1.06) * WAR_ROOM  # turned cards lie sideways
    return int(w * 1.18) * len(block.stacks)


def _side_step(layout: Layout, w: int) -> int:
    """How far apart side piles sit: a card or its label, whichever is wider, and a gap."""
    return max(w, layout.px(PILE_LABEL[0])) + GAP


def _place_fields(
    layout: Layout, block: SeatBlock, seat: int, cx: int, edge: int, w: int, upward: bool
) -> int:
    """A seat's field (a row or stacked positions) with its side piles beside it.

    ``edge`` is the y of the side nearest the seat's owner; the block grows away from it
    (up for the viewer, down for opponents). Returns the far side's y.
    """
    h = card_height(w)
    stacks, field_w, sides = block.stacks, _field_width(block, w), block.sides
    if not field_w and not sides:
        return edge
    stack_step = int(h * 0.2)
    label_h = layout.px(POSITION_LABEL[1]) + 2 if stacks else 0
    body = h + (stack_step * STACK_ROOM if stacks else 0)
    pile_body = h + 3 + layout.px(PILE_LABEL[1])
    depth = max(label_h, PILE_EDGES if sides else 0) + max(body, pile_body)
    top = edge - depth if upward else edge
    card_top = top + max(label_h, PILE_EDGES if sides else 0)
    first_y = card_top + h // 2
    sides_w = len(sides) * _side_step(layout, w)
    left = cx - (field_w + sides_w) // 2
    field_row = block.row
    if field_row is not None:
        step = int(h * 1.06)
        layout.zones[field_row] = ZoneGeom(
            field_row, "row", left + field_w // 2, first_y, w, span=step * WAR_ROOM, step=step, room=WAR_ROOM
        )
    step = int(w * 1.18)
    for i, name in enumerate(stacks):
        x = left + step // 2 + i * step
        layout.zones[name] = ZoneGeom(name, "stack", x, first_y, w, step=stack_step, room=1 + STACK_ROOM)
        label = pygame.Rect(0, 0, layout.px(POSITION_LABEL[0]), layout.px(POSITION_LABEL[1]))
        label.midbottom = (x, card_top - 2)
        layout.labels[f"position:{seat}:{name.split(':')[2]}"] = label
    x = left + field_w + _side_step(layout, w) // 2
    for name in sides:
        _place_pile(layout, name, x, first_y, w)
        x += _side_step(layout, w)
    return top if upward else top + depth


def _place_opponent_columns(
    layout: Layout, opponents: list[int], by_seat: dict[int, list[str]], top: int, plan: LayoutPlan
) -> int:
    """Games with fields (2–4 players): opponents side by side across the top band.

    Returns the band's lowest y.
    """
    table, w = layout.table, layout.small_width
    h = card_height(w)
    count = len(opponents)
    column = table.width / max(count, 1)
    bottom = top
    for i, seat in enumerate(opponents):
        cx = int(table.x + column * (i + 0.5))
        names = by_seat.get(seat, [])
        plate_y = top + plate_half(layout)
        y = plate_y + plate_half(layout) + GAP // 2
        hand = f"hand:{seat}"
        if hand in names:
            layout.zones[hand] = ZoneGeom(
                hand, "row", cx, y + h // 2, w, span=int(column * 0.8), step=int(w * 0.45), room=ROW_ROOM
            )
            y += h + GAP // 2
        y = _place_fields(layout, plan.seat_block(names, seat), seat, cx, y, w, upward=False)
        plate = _plate(cx, plate_y, int(min(layout.px(PLATE[0]), column - 2 * GAP)), layout.px(PLATE[1]))
        layout.seats[seat] = SeatGeom(seat, plate, cx, plate_y, True)
        bottom = max(bottom, y)
    return bottom


def _place_opponent_ellipse(
    layout: Layout, opponents: list[int], by_seat: dict[int, list[str]], top: int
) -> None:
    """Hand-only games (up to 10 players): opponents spread round the top of an ellipse."""
    table, w = layout.table, layout.small_width
    h = card_height(w)
    cx, cy = table.centerx, table.centery + int(table.height * 0.1)
    rx = table.width / 2 - max(w * 2.4, layout.px(110))
    # The topmost plate sits just under the message line.
    ry = cy - top - plate_half(layout) - h / 2 - layout.px(16)
    count = len(opponents)
    # The lowest seats, at both ends of the arc, stay above the move buttons in the corner.
    k = (layout.buttons.top - GAP - h / 2 - cy) / max(ry, 1.0)
    widest = 2 * math.degrees(math.acos(max(-1.0, min(1.0, -k))))
    span = min(250.0, 85.0 * count, widest)
    plate_w = int(max(layout.px(96), min(layout.px(PLATE[0]), w * 3.6)))
    for k, seat in enumerate(opponents):
        theta = math.radians(270 + span * ((k + 0.5) / count - 0.5)) if count > 1 else math.radians(270)
        # Beyond six opponents every other seat moves onto an inner arc, so neighbours
        # on one arc are two seats apart and their rows do not run into each other.
        inner = count > 6 and k % 2 == 1
        x = int(cx + (rx - w * 1.5 if inner else rx) * math.cos(theta))
        y = int(cy + (ry - h - layout.px(48) if inner else ry) * math.sin(theta))
        hand = f"hand:{seat}"
        if hand in by_seat.get(seat, []):
            layout.zones[hand] = ZoneGeom(
                hand, "row", x, y, w, span=int(w * 3.6), step=int(w * 0.38), room=ROW_ROOM
            )
        plate_y = y - h // 2 - layout.px(16)
        plate = _plate(x, plate_y, plate_w, layout.px(24))
        layout.seats[seat] = SeatGeom(seat, plate, x, plate_y, top_half=True)
