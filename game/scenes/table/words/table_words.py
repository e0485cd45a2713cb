"""The table's words a frame shows: the name plates, the status line, and what picking one
more card would do. Read-only: they take what they describe and change nothing."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ....engine.rules import MatchMode
from ....i18n import N_, _, fill, ngettext
from ....i18n.cards import card_symbol, letters_french
from ....i18n.words import recorded_variant_name
from ....play.grammar import said, shown_name
from ....play.source import TableSource
from ..display import Display
from ..gestures import Gesture, Slot, slot_matches
from ..port import Plates
from .move_words import table_move_words


def plate_text(source: TableSource, display: Display, plates: Plates, seat: int, short: bool = False) -> str:
    """ "Basil · 5 cards" (``short``: "Basil · 5", for a crowded table)."""
    name = shown_name(source.name(seat))
    if seat in plates.seats_out(display.view):
        return fill(_("{name} · out"), name=name)
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
    return fill(ngettext("{name} · {n} card", "{name} · {n} cards", count), name=name, n=count)


def status_parts(source: TableSource, ring: bool) -> list[str]:
    """The status line's parts, most needed first (the renderer drops from the end to fit);
    ``ring``: a ring round the piles shows the direction, so its words go last."""
    progress = source.progress
    parts = [recorded_variant_name(source.variant_name)]  # a shipped variant's, in the language in use
    if not source.over:
        parts.append(said(source.name(source.to_move), N_("{who} to play"), N_("You to play")))
    direction = _("clockwise") if source.clockwise else _("anticlockwise")
    if not ring:
        # No ring round the piles says it (a meld table), so the words must stay in.
        parts.append(direction)
    if source.seed is not None:  # a joiner's table is not told the host's deal number
        parts.append(fill(_("Deal #{seed}"), seed=source.seed))
    number, limit = progress.rounds_done + 1, progress.limit
    if progress.elimination:
        parts.append(fill(_("Round {n}"), n=number))
    elif progress.scored:
        fixed = progress.mode is MatchMode.FIXED_ROUNDS
        words = _("Round {n} of {limit}") if fixed else _("Round {n} · out at {limit}")
        parts.append(fill(words, n=number, limit=limit))
    parts.append(fill(_("Turn {n}"), n=source.turn))
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
        move = table_move_words(source, gesture.action, view)
        if gesture.button:
            words = _("Clicking the {card} too would {move} (or press “{button}”).")
        else:
            words = _("Clicking the {card} too would {move}.")
        found.append(
            fill(words, card=card_symbol(card, letters_french()), move=move, button=gesture.button or "")
        )
    return " ".join(found)
