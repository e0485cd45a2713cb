"""The host's autosave: the match as ``game/files/saves.py`` writes it, beside the seats, their tokens
and the join code in a file only the host's owner may read (a token is a seat).

Each hosted table is saved to a slot of its own, as a window's game is (``files/save_claim.py``):
the usual ``net-table.yaml`` with ``net-table-seats.json``, or, while another copy of the program
hosts from that one, the first numbered pair that holds no table (``net-table-2.yaml`` with
``net-table-2-seats.json``, ...). The host claims its slot before its first write and holds it
while it runs; *Continue hosting* and ``q2j host --resume`` take up only a table no running copy
holds (the one saved last), never another window's live table."""

from __future__ import annotations

import contextlib
import json
import os
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.match import Match
from ..files import paths, save_claim, saves
from ..files.user_files import write_atomically
from ..i18n.said import Said
from ..i18n.their_words import failure_words
from ..variants import Catalog
from .codes import check_code
from .host import REMOTE, SeatPlan, TableHost


def match_path() -> Path:
    """The usual slot's match (the table of a copy hosting alone)."""
    return paths.saves_dir() / "net-table.yaml"


def seats_path(slot: Path | None = None) -> Path:
    """The seats saved beside the match at ``slot`` (the usual slot's when None)."""
    match = slot or match_path()
    return match.with_name(f"{match.stem}-seats.json")


class HostedElsewhere(saves.SaveError):
    """The saved table is hosted by another copy of the program now: kept as it is."""


_slots: weakref.WeakKeyDictionary[TableHost, Path] = weakref.WeakKeyDictionary()


def _take(slot: Path) -> bool:
    """Claim ``slot`` for this program; whether it is this program's now (or, in a folder that
    refuses the lock file, unclaimed as before the claims: no other copy can be seen holding it)."""
    save_claim.claim(slot)
    return save_claim.holding(slot) or not save_claim.playing_elsewhere(slot)


def new_slot(replacing: Path | None = None) -> Path:
    """The slot a new table is saved to, claimed now: ``replacing`` (the saved table Continue
    hosting offered, which a new table replaces as it always did), else the usual slot, else the
    first numbered slot that holds no table; each only when no other copy hosts it."""
    usual = match_path()
    with contextlib.suppress(OSError):  # the lock is taken before the first write
        usual.parent.mkdir(parents=True, exist_ok=True)
    numbered = (
        usual.with_name(f"{usual.stem}-{n}{usual.suffix}") for n in range(2, save_claim.MOST_SLOTS + 1)
    )
    for slot in [*([replacing] if replacing is not None else []), usual, *numbered]:
        if slot not in (usual, replacing) and (slot.exists() or seats_path(slot).exists()):
            continue  # a table left by a copy now closed: kept for Continue hosting
        if _take(slot):
            return slot
    return usual  # every slot held (more copies than anyone opens): the usual one, as before


def release(slot: Path) -> None:
    """This program hosts the table saved at ``slot`` no more (its lobby closed, or the command ended)."""
    save_claim.release(slot)


def saved_tables() -> list[Path]:
    """Every saved table's match (its seats beside it), whichever copy left it."""
    return [slot for slot in save_claim.saved_games(match_path()) if seats_path(slot).is_file()]


def table_to_continue() -> Path | None:
    """The saved table no running copy of the program hosts, the one saved last: what Continue
    hosting offers (None when there is none)."""
    free = [slot for slot in saved_tables() if not save_claim.playing_elsewhere(slot)]
    try:
        return max(free, key=lambda slot: slot.stat().st_mtime_ns, default=None)
    except OSError:  # removed meanwhile (its match finished in another copy): looked at again later
        return None


def hosted_elsewhere() -> int:
    """How many saved tables other copies of the program host now."""
    return sum(save_claim.playing_elsewhere(slot) for slot in saved_tables())


def autosave(host: TableHost, own_seats: Sequence[int] = (), slot: Path | None = None) -> None:
    """Write the host's match and seats (after every change) to ``slot``, the host's own (claimed
    at its first save when None); ``own_seats``: the seats played at the host's window, which a
    resumed table seats there again. A finished match leaves no save: there is nothing to go on
    with."""
    if slot is None:
        slot = _slots.get(host)
        if slot is None:
            slot = _slots[host] = new_slot()
    seats_file = seats_path(slot)
    if host.session.match.over:
        for path in (slot, seats_file):
            path.unlink(missing_ok=True)
        return
    seats = [
        saves.Seat(plan.name, "human") if plan.kind == REMOTE else saves.Seat(plan.name, "ai", plan.kind)
        for plan in host.plans
    ]
    saves.write(saves.record(host.session.match, host.variant.id, seats, host.rules.variant.options), slot)
    data = {
        "code": host.code,
        "seed": host.session.seed,
        "seats": [{"name": plan.name, "kind": plan.kind, "token": plan.token} for plan in host.plans],
        "own": list(own_seats),
        # The matches played before this one (Play again): a joiner's window knows its match by
        # this number, and one told another number on coming back takes it for a new match.
        "matches": host.matches,
    }
    # A temporary file of its own (made readable by its owner only), renamed over the seats.
    write_atomically(seats_file, json.dumps(data))


@dataclass
class Resumed:
    match: Match
    variant: Any
    plans: list[SeatPlan]
    code: str
    seed: int
    own_seats: tuple[int, ...] = ()
    matches: int = 0  # the matches played at this table before the saved one
    slot: Path | None = None  # where it is saved, claimed for this program (its autosave goes on there)


def resume(catalog: Catalog, slot: Path | None = None) -> Resumed:
    """The saved table at ``slot`` (Continue hosting's, ``table_to_continue``, when None), claimed
    for this program; else a ``saves.SaveError`` naming the file and what is wrong (and claiming
    nothing), ``HostedElsewhere`` when another copy of the program hosts it now."""
    if slot is None:
        slot = table_to_continue()
        if slot is None and hosted_elsewhere():
            raise HostedElsewhere(Said("every saved table is being hosted by another copy of the program"))
        slot = slot or match_path()
    if not _take(slot):
        raise HostedElsewhere(
            Said("{file}: this table is being hosted by another copy of the program", file=slot)
        )
    try:
        return _resume(catalog, slot)
    except BaseException:
        release(slot)
        raise


def _resume(catalog: Catalog, slot: Path) -> Resumed:
    save = saves.read(slot)
    match = saves.restore(save, catalog, slot)
    if match.over:
        raise saves.SaveError(Said("{file}: its match is over; start a new table", file=slot))
    where = seats_path(slot)
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
    # Another table's seats (as many) beside this match: its deal's seed tells them apart.
    if (
        len(plans) != len(save.seats)
        or seed != save.seed
        or any(p.token is not None and not isinstance(p.token, str) for p in plans)
    ):
        raise saves.SaveError(
            Said("{file}: the seats do not match the saved match in {match}", file=where, match=slot)
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
    return Resumed(match, saves.saved_variant(save, catalog), plans, code, seed, own_seats, matches, slot)


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
    """Whether a saved table no running copy of the program hosts can be taken up (Continue hosting)."""
    return table_to_continue() is not None


def set_aside(slot: Path | None = None) -> str:
    """Move a saved table that cannot go on (at ``slot``, the usual one when None) out of the way
    (renamed, never deleted), so the next table is saved afresh; the name it was kept as ("" if
    there was nothing to move)."""
    kept = ""
    slot = slot or match_path()
    for path in (slot, seats_path(slot)):
        if path.exists():
            aside = path.with_name(path.name + ".bad")
            with contextlib.suppress(OSError):
                os.replace(path, aside)
                kept = kept or aside.name
    return kept
