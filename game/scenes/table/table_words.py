"""The table's words a frame shows: the name plates, the status line, and what picking one
more card would do. Read-only: they take what they describe and change nothing."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ...engine.rules import MatchMode
from .display import Display
from .gestures import Gesture, Slot, slot_matches
from .port import Plates, TableSource


def plate_text(source: TableSource, display: Display, plates: Plates, seat: int, short: bool = False) -> str:
    """ "Basil · 5 cards" (``short``: "Basil · 5", for a crowded table)."""
    name = source.name(seat)
    if seat in plates.seats_out(display.view):
        return f"{name} · out"
    contract = plates.plate_words(display.view, seat, short)
    if contract:
        return f"{name} · {contract}"
    hand = display.count(f"hand:{seat}")
    if f"hand:{seat}" in display.zones:
        count = hand
    else:
        count = sum(len(c) for z, c in display.zones.items() if z.split(":")[1:2] == [str(seat)])
    if short:
        return f"{name} · {count}"
    return f"{name} · {count} card{'s' if count != 1 else ''}"


def status_parts(source: TableSource, ring: bool) -> list[str]:
    """The status line's parts, most needed first (the renderer drops from the end to fit);
    ``ring``: a ring round the piles shows the direction, so its words go last."""
    progress = source.progress
    parts = [source.variant_name]
    if not source.over:
        parts.append(f"{source.name(source.to_move)} to play")
    direction = "clockwise" if source.clockwise else "anticlockwise"
    if not ring:
        # No ring round the piles says it (a meld table), so the words must stay in.
        parts.append(direction)
    parts.append(f"Deal #{source.seed}")
    number, limit = progress.rounds_done + 1, progress.limit
    if progress.elimination:
        parts.append(f"Round {number}")
    elif progress.scored:
        fixed = progress.mode is MatchMode.FIXED_ROUNDS
        parts.append(f"Round {number} of {limit}" if fixed else f"Round {number} · out at {limit}")
    parts.append(f"Turn {source.turn}")
    if ring:
        parts.append(direction)
    return parts


def more_picks(
    source: TableSource,
    display: Display,
    viewer: int,
    gestures: Sequence[Gesture],
    chosen: Collection[Slot],
) -> str:
    """What picking one more card would do (Q Squared's second queen), in the engine's words."""
    picked = list(chosen)
    depth = len(picked)
    view = source.view(viewer)
    found = []
    for gesture in gestures:
        picks = gesture.picks
        follows = all(slot_matches(w, c) for w, c in zip(picks, picked, strict=False))
        if len(picks) <= depth or not follows:
            continue
        zone, index = picks[depth]
        cards = display.zones.get(zone, [])
        card = cards[index] if 0 <= index < len(cards) else None
        if card is None:
            continue
        said = source.action_words(gesture.action, view)
        button = f" (or press “{gesture.button}”)" if gesture.button else ""
        found.append(f"Clicking the {card.symbol()} too would {said}{button}.")
    return " ".join(found)
