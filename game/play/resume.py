"""The table's autosave: written after every move, read back by the menu's Continue.

The file format and its checks live in ``game.files.saves``; this module only maps a
table session to a save and back. No pygame here.
"""

from __future__ import annotations

from pathlib import Path

from ..engine import EngineError, make_rules
from ..engine.rules import MatchMode
from ..files import autosaving, saves
from ..i18n import _, fill
from ..i18n.words import level_name, variant_name
from ..variants import Catalog
from .hand_order import HandOrder
from .seats import HUMAN, SeatConfig
from .session import Session


def _table_seats(seats: list[saves.Seat], levels: tuple[str, ...], fallback: str) -> list[SeatConfig]:
    """A save's seats back as table seats; an AI level this build lacks becomes ``fallback``."""
    table = []
    for seat in seats:
        if seat.kind == "human":
            table.append(SeatConfig(seat.name, HUMAN))
        else:
            table.append(SeatConfig(seat.name, seat.level if seat.level in levels else fallback))
    return table


def save_session(session: Session, path: Path | None = None) -> str | None:
    """Write the autosave (``Session.save``); returns a message if the disk refused."""
    return session.save(path)


def has_saved_game(path: Path | None = None) -> bool:
    autosaving.flush()  # the last game's save, as its table handed it over
    return (path or saves.default_save_path()).is_file()


def saved_game_summary(catalog: Catalog, path: Path | None = None) -> str:
    """What Continue resumes, in a line: "<the variant's name> · round 3 · out at 301 · You,
    Basil (medium), Chloe (hard)" (the game, the variant, the round, the seats); "" when the
    save cannot be read (Continue then says why)."""
    target = path or saves.default_save_path()
    try:
        save = saves.read(target)
        variant = saves.saved_variant(save, catalog)
        rules = make_rules(variant)
    except (saves.SaveError, EngineError, KeyError, ValueError):
        return ""
    number = max(len(save.rounds), 1)
    name = variant_name(variant)
    game = rules.title if rules.title not in name else ""
    parts = [f"{game}: {name}" if game else name]
    if rules.match_mode is MatchMode.FIXED_ROUNDS:
        parts.append(fill(_("round {n} of {limit}"), n=number, limit=rules.match_limit))
    else:
        parts.append(fill(_("round {n}"), n=number))
    if rules.match_mode is MatchMode.POINTS_OUT:
        parts.append(fill(_("out at {limit}"), limit=rules.match_limit))
    parts.append(
        ", ".join(
            seat.name if seat.kind == "human" else f"{seat.name} ({level_name(seat.level).lower()})"
            for seat in save.seats
        )
    )
    return " · ".join(parts)


def resume_session(
    catalog: Catalog, levels: tuple[str, ...], fallback: str, path: Path | None = None
) -> tuple[Session | None, str]:
    """The saved game as a session ready for the table, or ``None`` and why not.

    A save that cannot be read or replayed is moved aside by ``saves`` and the
    message says where it went; a save of a finished match is simply removed.
    """
    target = path or saves.default_save_path()
    match, save, problem = saves.load_or_set_aside(catalog, target)
    if match is None or save is None:
        return None, problem
    if match.over:
        target.unlink(missing_ok=True)
        return None, _("The saved game had already finished.")
    variant = saves.saved_variant(save, catalog)
    seats = _table_seats(save.seats, levels, fallback)
    session = Session.resumed(variant, seats, save.seed, match)
    session.chosen_options = dict(save.options)
    session.hand_order = HandOrder.from_data(save.hands)
    return session, ""
