"""A past game at a glance, from the history list without its replay: when and how long it was
played, how it ended, and its score sheet (each round's points and the running totals), or for a
game whose rounds are not scored, who won each round and who went out.

``read_summary`` reads the record on a thread (``Background``), and the saves (whether one still
holds the game, so that it can be continued: ``history.continuable``); ``draw_summary`` draws it
in the list's place.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..engine.match import RoundRecord
from ..history.continuable import continuable
from ..history.listing import seat_name
from ..history.records import GameRecord, Status
from ..history.replay import ReplayError, recorded_rules
from ..i18n import _, ngettext
from ..i18n.numbers import number
from ..i18n.words import recorded_variant_name
from .context import AppContext
from .history_access import read_stored_game
from .history_colours import GOLD, INK
from .score_sheet import Finish, Sheet, sheet_of
from .sheet_view import draw_sheet, sheet_geometry
from .text import fitted


@dataclass(frozen=True)
class Summary:
    """What the summary shows of one game: its heading, lines about it, and its score sheet
    (None for a game whose rounds are not scored: ``rounds`` says each round's end instead)."""

    game_id: int
    heading: str
    lines: tuple[str, ...]
    sheet: Sheet | None = None
    rounds: tuple[str, ...] = ()


def summary_of(game_id: int, record: GameRecord, to_continue: bool = False) -> Summary:
    """The summary of ``record``, the history's game number ``game_id``; ``to_continue``: a saved
    game still holds it (``continuable``), so Continue (C) takes it up."""
    names = [seat_name(seat) for seat in record.seats]
    heading = _("Game {number}: {variant}").format(
        number=game_id, variant=recorded_variant_name(record.variant_name)
    )
    started = record.started.astimezone().strftime("%Y-%m-%d %H:%M")
    finished = [played for played in record.rounds if played.finished]
    rounds = ngettext("{count} round", "{count} rounds", len(finished)).format(count=number(len(finished)))
    if record.ended is None:
        when = _("Started {start}; {rounds} so far").format(start=started, rounds=rounds)
    else:
        minutes = max(0, round((record.ended - record.started).total_seconds() / 60))
        when = ngettext(
            "Played {start}, for {minutes} minute; {rounds}",
            "Played {start}, for {minutes} minutes; {rounds}",
            minutes,
        ).format(start=started, minutes=number(minutes), rounds=rounds)
    if record.status is Status.FINISHED:
        winners = [names[seat] for seat in record.winners if seat < len(names)]
        ended = _("Won by {names}").format(names=", ".join(winners)) if winners else _("Nobody won")
    elif to_continue and record.status is Status.ABANDONED:
        ended = _("Left before its end: it can be continued (C)")
    elif to_continue:  # still marked as being played, its program stopped: its save is free
        ended = _("Not finished: it can be continued (C)")
    elif record.status is Status.ABANDONED:
        ended = _("Abandoned")
    else:
        ended = _("Not finished (still being played, or the program was stopped)")
    if record.taken_over is not None:  # "Abandoned · taken over from game 12 at move 30"
        ended = _("{result} · {taken_over}").format(result=ended, taken_over=record.taken_over.words())
    lines = (when, ended, ", ".join(names))
    records = [
        RoundRecord(
            played.number,
            played.seed,
            played.placings,
            played.eliminated,
            played.winners,
            played.turns,
            played.points,
        )
        for played in finished
    ]
    if any(played.points for played in finished):
        try:
            rules = recorded_rules(record)
        except ReplayError:
            rules = None
        if rules is not None:
            finish = Finish(record.status is Status.FINISHED, record.winners)
            sheet = sheet_of(records, rules, finish, names)
            return Summary(game_id, heading, lines, sheet=sheet)
    told = []
    for played in finished:
        won = ", ".join(names[seat] for seat in played.winners if seat < len(names)) or _("nobody")
        said = _("Round {number}: {names} won").format(number=number(played.number), names=won)
        out = [names[seat] for seat in played.eliminated if seat < len(names)]
        if out:
            said = _("{said}; {names} out").format(said=said, names=", ".join(out))
        told.append(said)
    return Summary(game_id, heading, lines, rounds=tuple(told))


def read_summary(ctx: AppContext, game_id: int) -> Summary | str:
    """Game ``game_id``'s summary, or why it cannot be read (a connection of its own)."""
    stored = read_stored_game(ctx, game_id)
    if isinstance(stored, str):
        return stored
    return summary_of(game_id, stored.record, continuable(stored.record))


def draw_summary(
    surface: pygame.Surface, area: pygame.Rect, summary: Summary, size: int, scale: float
) -> None:
    """The summary in ``area``: heading and lines, then the score sheet or the rounds' ends."""
    y = area.top
    step = fitted("Ag", size, area.width, INK).get_height() + 4
    surface.blit(fitted(summary.heading, size + 2, area.width, GOLD, bold=True), (area.left, y))
    y += step + 4
    for line in summary.lines:
        surface.blit(fitted(line, size, area.width, INK), (area.left, y))
        y += step
    y += step // 2
    room = pygame.Rect(area.left, y, area.width, max(0, area.bottom - y))
    if summary.sheet is not None:
        draw_sheet(surface, summary.sheet, sheet_geometry(room, summary.sheet, scale), scroll=0)
        return
    shown = max(0, room.height // step)
    told = list(summary.rounds)
    if len(told) > shown > 0:
        more = len(told) - shown + 1
        told = [
            *told[: shown - 1],
            ngettext("… and {count} more round", "… and {count} more rounds", more).format(
                count=number(more)
            ),
        ]
    for line in told[:shown]:
        surface.blit(fitted(line, size, area.width, INK), (area.left, y))
        y += step
