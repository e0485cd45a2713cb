"""The host's autosave: the match as ``game/files/saves.py`` writes it, beside the seats, their tokens
and the join code in a file only the host's owner may read (a token is a seat)."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.match import Match
from ..files import paths, saves
from ..i18n.said import Said
from ..i18n.their_words import failure_words
from ..variants import Catalog
from .codes import check_code
from .host import REMOTE, SeatPlan, TableHost


def match_path() -> Path:
    return paths.saves_dir() / "net-table.yaml"


def seats_path() -> Path:
    return paths.saves_dir() / "net-table-seats.json"


def autosave(host: TableHost, own_seats: Sequence[int] = ()) -> None:
    """Write the host's match and seats (after every change); ``own_seats``: the seats played
    at the host's window, which a resumed table seats there again. A finished match leaves no
    save: there is nothing to go on with."""
    if host.session.match.over:
        for path in (match_path(), seats_path()):
            path.unlink(missing_ok=True)
        return
    seats = [
        saves.Seat(plan.name, "human") if plan.kind == REMOTE else saves.Seat(plan.name, "ai", plan.kind)
        for plan in host.plans
    ]
    saves.write(
        saves.record(host.session.match, host.variant.id, seats, host.rules.variant.options), match_path()
    )
    data = {
        "code": host.code,
        "seed": host.session.seed,
        "seats": [{"name": plan.name, "kind": plan.kind, "token": plan.token} for plan in host.plans],
        "own": list(own_seats),
        # The matches played before this one (Play again): a joiner's window knows its match by
        # this number, and one told another number on coming back takes it for a new match.
        "matches": host.matches,
    }
    path = seats_path()
    spare = path.with_suffix(".tmp")
    descriptor = os.open(spare, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        json.dump(data, handle)
    os.replace(spare, path)


@dataclass
class Resumed:
    match: Match
    variant: Any
    plans: list[SeatPlan]
    code: str
    seed: int
    own_seats: tuple[int, ...] = ()
    matches: int = 0  # the matches played at this table before the saved one


def resume(catalog: Catalog) -> Resumed:
    """The saved table, or a ``saves.SaveError`` naming the file and what is wrong."""
    save = saves.read(match_path())
    match = saves.restore(save, catalog, match_path())
    if match.over:
        raise saves.SaveError(Said("{file}: its match is over; start a new table", file=match_path()))
    where = seats_path()
    try:
        data = json.loads(where.read_text(encoding="utf-8"))
        plans = [SeatPlan(str(seat["name"])[:32], str(seat["kind"]), seat["token"]) for seat in data["seats"]]
        code = check_code(str(data["code"]))
        seed = int(data["seed"])
        own_seats = _own_seats(data.get("own"))
        matches = _matches(data.get("matches", 0))
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise saves.SaveError(
            Said("{file}: the table's seats cannot be read ({error})", file=where, error=failure_words(error))
        ) from None
    if len(plans) != len(save.seats) or any(
        p.token is not None and not isinstance(p.token, str) for p in plans
    ):
        raise saves.SaveError(
            Said("{file}: the seats do not match the saved match in {match}", file=where, match=match_path())
        )
    for own_seat in own_seats:
        if not (0 <= own_seat < len(plans) and plans[own_seat].kind == REMOTE):
            raise saves.SaveError(
                Said(
                    "{file}: the host's own seat {seat} is not one of its remote seats",
                    file=where,
                    seat=own_seat,
                )
            )
    return Resumed(match, saves.saved_variant(save, catalog), plans, code, seed, own_seats, matches)


def _matches(value: object) -> int:
    """The matches played before the saved one, as saved (an older save has none: 0)."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"'matches' is not a count of matches: {str(value)[:40]}")
    return value


def _own_seats(value: object) -> tuple[int, ...]:
    """The seats played at the host's window, as saved: a list (an older save: one number, or
    none). Anything else is a ``ValueError``, reported with the file."""
    if value is None:
        return ()
    if isinstance(value, int) and not isinstance(value, bool):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise ValueError(f"'own' is not a list of seats: {str(value)[:40]}")
    if len(set(value)) != len(value):
        raise ValueError("'own' names a seat twice")
    return tuple(value)


def saved_table() -> bool:
    """Whether a hosted table was saved (its match may still be unfinished)."""
    return match_path().is_file() and seats_path().is_file()


def set_aside() -> str:
    """Move a saved table that cannot go on out of the way (renamed, never deleted), so the next
    table is saved afresh; the name it was kept as ("" if there was nothing to move)."""
    kept = ""
    for path in (match_path(), seats_path()):
        if path.exists():
            aside = path.with_name(path.name + ".bad")
            with contextlib.suppress(OSError):
                os.replace(path, aside)
                kept = kept or aside.name
    return kept
