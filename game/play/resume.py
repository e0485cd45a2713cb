"""The table's autosave, written after every move and read back by the menu's Continue; and a
game taken over from a replay's position. Both become a session for the table.

The file format and its checks live in ``game.files.saves``, the replay in
``game.history.replay``; this module only maps them to a table session. No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..engine import EngineError, make_rules
from ..engine.rules import MatchMode
from ..files import autosaving, saves
from ..history.records import SeatRecord, TakenOver
from ..history.replay import Replay, recorded_variant
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
    try:
        save = saves.read(path or saves.default_save_path())
    except saves.SaveError:
        return ""
    return _summary(catalog, save)


def _summary(catalog: Catalog, save: saves.SavedMatch) -> str:
    try:
        variant = saves.saved_variant(save, catalog)
        rules = make_rules(variant)
    except (EngineError, KeyError, ValueError):
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
    # A no-break space holds a computer's name to its level: a long line wraps between seats,
    # never between "Farid" and "(moyen)".
    parts.append(
        ", ".join(
            seat.name if seat.kind == "human" else f"{seat.name}\u00a0({level_name(seat.level).lower()})"
            for seat in save.seats
        )
    )
    return " · ".join(parts)


def saved_game_line(catalog: Catalog, path: Path) -> tuple[str, str]:
    """What Continue resumes (``saved_game_summary``), or what is wrong with a save found broken
    (not a whole save: cut short, not a saved game, its checksum wrong), for the menu to say at
    once. The file stays where it is: Continue keeps it aside and says where, and so does a new
    game before it writes. A save that may still be good (its variant missing, the file not
    opened) gives neither: Continue says why."""
    try:
        save = saves.read(path)
    except saves.SaveError as error:
        return "", "" if error.keep else str(error)
    return _summary(catalog, save), ""


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
    session.undo_floor = save.undo_floor  # a game taken over from a replay keeps its floor
    mark = save.taken_over  # and its mark (an older save has none: an ordinary game)
    if mark is not None:
        session.taken_over = TakenOver(mark.round, mark.move, game=mark.game, file=mark.file)
    return session, ""


def taken_over_seats(
    seats: Sequence[SeatRecord], people: Sequence[str | None], levels: tuple[str, ...], fallback: str
) -> list[SeatConfig]:
    """A recorded game's seats at this window: each computer player at its recorded level (one
    this build lacks becomes ``fallback``), each person a person here, named as the profile that
    played it is named now (``people``: None where there is none) or else as recorded."""
    table = []
    for index, seat in enumerate(seats):
        if seat.human:
            profile = people[index] if index < len(people) else None
            table.append(SeatConfig(profile or seat.name, HUMAN))
        else:
            level = seat.level or fallback
            table.append(SeatConfig(seat.name, level if level in levels else fallback))
    return table


def take_over_session(replay: Replay, position: int, mark: TakenOver, seats: list[SeatConfig]) -> Session:
    """A new game at the table from ``position`` of ``replay``: the same variant and options,
    the match played again from its seed and recorded actions up to there (``Replay.match_at``),
    ``seats`` sitting; marked ``mark`` for the history. Undo takes back none of the moves
    played before."""
    record = replay.record
    session = Session.resumed(recorded_variant(record), seats, record.seed, replay.match_at(position))
    session.chosen_options = dict(record.options)  # every option, so a Continue plays the same
    session.taken_over = mark
    session.undo_floor = session.moves_made  # 0 when a round ended there: the next one is dealt
    return session
