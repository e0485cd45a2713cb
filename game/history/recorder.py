"""The recorder: the table tells it when a game starts, after each round, and when it is left;
it writes the game into the history on a thread of its own.

The frame loop only takes a snapshot of the game (``snapshot.game_record``: the new round's
notation) and puts it on a queue; the history thread opens the file (setting aside one that
cannot be used), takes the settings' birthdays into profiles, and writes each record in one
transaction. Nothing here can stop the game: a record that fails is reported (``notice``,
for the menu, and on stderr) and the game goes on; since every record holds the whole game,
the next one makes good what the failed one missed. A file another program holds (found so on
opening, or refusing a write) is never set aside: the newest record of each game waits, and
is written once the file is free (the notice then taken back).

A game is *left* (abandoned) when the table lets go of it before its end: quit to the menu,
restart, a new game, the window closed. ``still_at_table`` is asked after each frame with
what the scenes hold, so every way of leaving is seen without a hook of its own.
"""

from __future__ import annotations

import datetime
import itertools
import os
import queue
import sqlite3
import sys
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from ..i18n.said import Said, SaidInTurn
from ..i18n.their_words import failure_words
from .clock import utc_now
from .records import GameRecord, Origin, RoundPlayed, Status

if TYPE_CHECKING:
    from .snapshot import TableGame

Written = Callable[[GameRecord, int], None]
CLOSE_WAIT = 3.0  # seconds the program waits on closing for the last records to be written


class Followed(Protocol):
    """A game the recorder looks at by itself after each frame: a match joined across the room
    (``game/net/joined_record.py``), whose table has no hook of the history's. It answers the
    records to write since it was last asked (each holds the whole game so far); ``closing``: the
    program ends, so a match not over is left."""

    def records(self, closing: bool) -> list[GameRecord]: ...

    @property
    def done(self) -> bool:
        """Nothing more will come of it (its match recorded to its end, or left)."""
        ...


@dataclass
class _Live:
    """The game at the table now."""

    game: TableGame
    key: str
    started: datetime.datetime
    continues: bool
    cache: dict[int, RoundPlayed] = field(default_factory=dict)  # each finished round's notation
    finished: bool = False


class Recorder:
    """Records the games played at the table. ``Recorder.off()`` keeps nothing (scenes built
    without the app, tools); the app makes a real one with ``Recorder.start``."""

    def __init__(
        self,
        path: Path | None,
        origin: Origin = Origin.TABLE,
        birthdays: Mapping[str, str] | None = None,
        clock: Callable[[], datetime.datetime] = utc_now,
        on_written: Written | None = None,
        enabled: bool = True,
    ) -> None:
        self.path = path
        self.origin = origin
        self.clock = clock
        self.on_written = on_written
        self.enabled = enabled
        self._birthdays = dict(birthdays or {})
        self._queue: queue.SimpleQueue[GameRecord | threading.Event | None] = queue.SimpleQueue()
        self._live: _Live | None = None
        self._followed: list[Followed] = []
        self._keys = itertools.count(1)
        # Said (or errors whose words are): in the language in use when the menu shows them.
        self._notices: list[object] = []
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        # The history thread's own: the notice while another program holds the file, and the
        # words of the last write the file refused.
        self._busy: Said | None = None
        self._refusal: object = ""
        # A recorder made ``beside`` another says its notices through that one (the menu reads
        # the window's recorder's): a private table's history trouble is shown where the window's own is.
        self._says_through: Recorder | None = None

    @classmethod
    def start(
        cls,
        path: Path | None = None,
        origin: Origin = Origin.TABLE,
        birthdays: Mapping[str, str] | None = None,
        on_written: Written | None = None,
        clock: Callable[[], datetime.datetime] = utc_now,
    ) -> Recorder:
        """A recorder writing to ``path`` (the player's history by default) from its own thread."""
        from .database import default_path

        recorder = cls(path or default_path(), origin, birthdays, clock, on_written)
        recorder._thread = threading.Thread(target=recorder._work, name="q2j-history", daemon=True)
        recorder._thread.start()
        return recorder

    @classmethod
    def off(cls) -> Recorder:
        return cls(None, enabled=False)

    def beside(self) -> Recorder:
        """Another recorder into the same history, with its own live game and thread: a table
        hosted from this window records its matches there while the window shows other scenes
        (two recorders on one file are two programs on one history, which it allows)."""
        if not self.enabled or self.path is None:
            return Recorder.off()
        recorder = Recorder.start(self.path, self.origin, clock=self.clock)
        recorder._says_through = self
        return recorder

    # What the player is told --------------------------------------------------------------
    @property
    def notice(self) -> str:
        """What went wrong with the history, for the menu ("" when nothing did)."""
        with self._lock:
            return " ".join(map(str, self._notices))

    def _say(self, message: object) -> None:
        if self._says_through is not None:
            self._says_through._say(message)
            return
        with self._lock:
            if str(message) in map(str, self._notices):
                return
            self._notices.append(message)
        print(f"q2j: {message}", file=sys.stderr)

    def _unsay(self, message: object) -> None:
        """Take back a notice that no longer holds (the file is free again)."""
        if self._says_through is not None:
            self._says_through._unsay(message)
            return
        with self._lock:
            self._notices = [said for said in self._notices if str(said) != str(message)]

    def _not_recorded(self, error: Exception) -> None:
        said = Said(
            "A game could not be recorded in the history ({kind}: {error}).",
            kind=error.__class__.__name__,
            error=error,
        )
        self._say(said)

    # The table's hooks (none of them ever raises: the game goes on whatever the history does) --
    def playing(self, game: TableGame, resumed: bool = False) -> None:
        """The table shows ``game`` (a new match, its next round, or one continued from the save).
        A different game than the one before means that one was left."""
        if self.enabled:
            self._safely(self._playing, game, resumed)

    def round_finished(self, game: TableGame) -> None:
        """A round was recorded in ``game``'s match (and perhaps ended it)."""
        if self.enabled:
            self._safely(self._round_finished, game)

    def follow(self, followed: Followed) -> None:
        """Look at ``followed`` after each frame (``still_at_table``) and write what it answers,
        until it is done; once more as the program closes."""
        if self.enabled and not any(each is followed for each in self._followed):
            self._followed.append(followed)

    def still_at_table(self, held: Iterable[object]) -> None:
        """After a frame: what the scenes hold. A live game none of them holds was left. The
        games followed are asked what changed."""
        if self._followed:
            self._safely(self._ask_followed, False)
        live = self._live
        if live is None or any(thing is live.game for thing in held):
            return
        if not live.finished:
            self._leave(live)
        self._live = None

    def _safely(self, hook: Callable[..., None], *args: object) -> None:
        try:
            hook(*args)
        except Exception as error:  # a bug in reading the game must not stop it
            self._say(f"A game could not be recorded in the history ({error.__class__.__name__}: {error}).")

    def _ask_followed(self, closing: bool) -> None:
        for followed in list(self._followed):
            for record in followed.records(closing):
                if self._thread is not None:
                    self._queue.put(record)
            if followed.done or closing:
                self._followed.remove(followed)

    def _playing(self, game: TableGame, resumed: bool) -> None:
        live = self._live
        if live is not None and live.game is game:
            return
        if live is not None and not live.finished:
            self._leave(live)
        key = f"{self.clock().strftime('%Y%m%dT%H%M%S%f')}-{os.getpid()}-{next(self._keys)}"
        self._live = _Live(game, key, self.clock(), continues=resumed)
        self._record(self._live)

    def _round_finished(self, game: TableGame) -> None:
        self._playing(game, False)
        live = self._live
        assert live is not None
        self._record(live)

    def _record(self, live: _Live) -> None:
        """The game as it stands: finished once its match is over, else still being played."""
        if live.game.match.over:
            live.finished = True
            self._send(live, Status.FINISHED, self.clock())
        else:
            self._send(live, Status.PLAYING)

    def close(self, wait: float = CLOSE_WAIT) -> None:
        """The program ends: a game still at the table is left; the last records are written."""
        if self._followed:
            self._safely(self._ask_followed, True)
        live = self._live
        if live is not None and not live.finished:
            self._leave(live)
        self._live = None
        thread = self._thread
        if thread is None:
            return
        self._queue.put(None)
        thread.join(wait)
        if thread.is_alive():
            said = Said(
                "The game history was still busy after {seconds} s; the last game may be missing from it.",
                seconds=format(wait, "g"),
            )
            self._say(said)

    def flush(self, wait: float = 10.0) -> bool:
        """Wait until everything sent so far is written (for tests and tools)."""
        if self._thread is None or not self._thread.is_alive():
            return True
        done = threading.Event()
        self._queue.put(done)
        return done.wait(wait)

    def _leave(self, live: _Live) -> None:
        self._send(live, Status.ABANDONED, self.clock())

    def _send(self, live: _Live, status: Status, ended: datetime.datetime | None = None) -> None:
        from .snapshot import game_record  # imported with the first game, not at launch

        try:
            record = game_record(
                live.game, live.key, live.started, live.cache, status, ended, self.origin, live.continues
            )
        except Exception as error:  # a record must never stop the game
            self._not_recorded(error)
            return
        if self._thread is not None:
            self._queue.put(record)

    # The history thread -------------------------------------------------------------------
    def _work(self) -> None:
        # The records not written yet, the newest of each game (each holds the whole game so
        # far): the file was held by another program, or refused the write.
        waiting: dict[str, GameRecord] = {}
        db, usable = self._open()
        while usable:
            item = self._queue.get()
            if isinstance(item, threading.Event):
                item.set()
                continue
            if item is not None:
                waiting.pop(item.key, None)
                waiting[item.key] = item
            if db is None and (item is None or self._queue.empty()):
                # Tried again with the last of the records sent meanwhile (each try may wait
                # ``OPEN_WAIT`` for the other program), and once more on closing.
                db, usable = self._open()
            if db is not None:
                db = self._write_waiting(db, waiting)
                usable = db is not None
            if item is None:
                self._closing(db, waiting)
                return
        self._drain()  # no history for the rest of this run

    def _open(self) -> tuple[sqlite3.Connection | None, bool]:
        """The history opened (its birthdays taken in); (None, True) while another program holds
        it (tried again with the next record); (None, False): no history for this run."""
        from .database import HistoryBusy, HistoryUnavailable, open_history

        try:
            opened = open_history(self.path)
        except HistoryBusy:
            said = Said(
                "The game history {file} is in use by another program that has not let go of it: "
                "it is left as it is, and the games played here are recorded once it is free.",
                file=self.path,
            )
            self._busy = said
            self._say(said)
            return None, True
        except HistoryUnavailable as error:
            self._say(error)
            return None, False
        except Exception as error:
            said = Said(
                "The game history could not be opened ({kind}: {error}).",
                kind=error.__class__.__name__,
                error=error,
            )
            self._say(said)
            return None, False
        if self._busy is not None:  # free now: the games waiting go in
            self._unsay(self._busy)
            self._busy = None
        if opened.notice is not None:
            self._say(opened.notice)
        self._import_birthdays(opened.db)
        return opened.db, True

    def _write_waiting(
        self, db: sqlite3.Connection, waiting: dict[str, GameRecord]
    ) -> sqlite3.Connection | None:
        """Write the records waiting, oldest first; one the file refuses now waits for the next
        try. Returns the connection to go on with (None: no history for the rest of this run)."""
        for key, record in list(waiting.items()):
            after, written = self._write(db, record)
            if written:
                del waiting[key]
            if after is None:
                return None
            db = after
            if not written:
                break  # the file refuses writes for now: the rest wait with it
        return db

    def _closing(self, db: sqlite3.Connection | None, waiting: dict[str, GameRecord]) -> None:
        if waiting and db is None and self._busy is not None:
            said = Said(
                "The game history {file} was still in use by another program when this one closed, "
                "so the games played here could not be recorded.",
                file=self.path,
            )
            self._say(said)
        elif waiting:
            said = Said(
                "The last game could not be recorded in the history before the program closed ({error}).",
                error=self._refusal,
            )
            self._say(said)
        if db is not None:
            db.close()

    def _drain(self) -> None:
        """No history this time: take what the table sends and let it go."""
        while True:
            item = self._queue.get()
            if item is None:
                return
            if isinstance(item, threading.Event):
                item.set()

    def _import_birthdays(self, db: sqlite3.Connection) -> None:
        from .profiles import import_birthdays

        if not self._birthdays:
            return
        try:
            refused = import_birthdays(db, self._birthdays)
        except sqlite3.Error as error:
            self._say(
                Said(
                    "The birthdays in your settings could not be made into profiles yet ({error}).",
                    error=failure_words(error),
                )
            )
            return
        if refused:
            said = Said(
                "Some birthdays in your settings were left there (not a profile name): {names}",
                names=SaidInTurn(refused),
            )
            self._say(said)

    def _refused_words(self) -> Said:
        return Said(
            "A game could not be recorded in the history ({error}); the next round tries again.",
            error=self._refusal,
        )

    def _write(self, db: sqlite3.Connection, record: GameRecord) -> tuple[sqlite3.Connection | None, bool]:
        """Write one record; a file found damaged now is set aside and the record goes to a new
        one. Returns the connection to go on with (None: no history for the rest of this run) and
        whether the record is done with (False: the file refused it for now; try again)."""
        from .database import HistoryUnavailable, open_history, set_aside
        from .store import write_game

        try:
            self._written(record, write_game(db, record))
            if self._refusal:  # the file took this one: the word that it refused is taken back
                self._unsay(self._refused_words())
                self._refusal = ""
            return db, True
        except sqlite3.OperationalError as error:  # locked, full, read-only: the next record tries again
            self._refusal = failure_words(error)
            self._say(self._refused_words())
            return db, False
        except sqlite3.DatabaseError as error:
            damage = failure_words(error)
        except Exception as error:  # whatever it was, the game goes on
            self._not_recorded(error)
            return db, True
        db.close()
        path = self.path
        assert path is not None
        try:
            kept = set_aside(path)
            fresh = open_history(path)
            said = Said(
                "The game history was found damaged ({damage}); it was kept as {copy}, "
                "and a new history was started.",
                damage=damage,
                copy=kept,
            )
            self._say(said)
            self._written(record, write_game(fresh.db, record))
            return fresh.db, True
        except (OSError, sqlite3.Error, HistoryUnavailable) as error:
            said = Said(
                "The game history is damaged ({damage}) and could not be replaced ({error}).",
                damage=damage,
                error=failure_words(error),
            )
            self._say(said)
            return None, True

    def _written(self, record: GameRecord, game_id: int) -> None:
        if self.on_written is not None:
            self.on_written(record, game_id)
