"""One table, two ways (issue 43), both of them a host's now: the same deal opened "local"
(the way the product opens every game a person plays at its window: the ``private_seat`` route
with the game's ``Session``, ``Driver.open_game``/``table_of``/``positions.table_at``, a
``PrivateTable`` made from that very game, its ``TableScene`` reading a ``PrivateSource``) or
"hosted" (a ``TableScene`` over a ``RemoteSource`` whose ``TableHost`` runs in this process on
its own thread and loop, listening on nothing, built from explicit seat plans: each person's
seat joined over an in-process link of its own, ``link.dial_local`` with the host's loop,
several people at the window read as one ``SharedScreenSource``; the other seats the same
computer levels, names, variant and deal number). A test takes the ``way`` fixture (conftest)
and drives both with the same clicks and keys, and reads what the player sees through it: the
hand and the other zones, the message line, the log, the name plates, the score sheet; what the
engine holds is read from the host's game (``Way.judge``).

Neither way sleeps: when its table has nothing to show until the host speaks, the frame waits on
the joiner's state (``JoinedTable.wait``), which the host's next frame ends.

A table opened from a ``Session`` (``Way.open_session``: the game the setup, Continue or a
replay's take-over builds) is, "local", the window's own private table; hosted, a private table
made from it directly: its autosave is the game's own, read back by Continue
(``Way.continue_saved``: the menu's Continue, or the same resume path onto a private table),
and its history records it as the local table does.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, TypeVar

from game.engine import Variant, make_rules
from game.engine.match import Match
from game.net.host import REMOTE, SeatPlan, TableHost
from game.net.joining import JoinedTable
from game.net.link import Dial, dial_local
from game.net.private_table import PrivateSharedSource, PrivateSource, PrivateTable
from game.net.remote_table import RemoteSource
from game.net.shared_screen import SharedScreenSource
from game.play.seats import HUMAN, SeatConfig, default_seats
from game.play.session import Session
from game.scenes.curtain import CurtainScene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.scene import TableScene

from .driver import Driver, waiting_on_host
from .positions import POSITION_SEED, match_for, table_at

WAYS = ("local", "hosted")
CODE = "K7MP9Q"
# The longest one wait on the host's next frame before the window draws another: not a deadline
# (the wait ends as soon as the host speaks; a test fails on its frame count, never on time).
HOST_WAIT = 2.0
T = TypeVar("T")


class InProcessHost:
    """A ``TableHost`` on its own thread and event loop, listening on no port: its remote seats
    are reached by in-process links (``dial``), as a window's joiner reaches it."""

    def __init__(
        self, variant: Variant, plans: list[SeatPlan], seed: int, match: Match | None = None
    ) -> None:
        self.host = TableHost(variant, plans, seed, code=CODE, match=match)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._started = threading.Event()
        self._stop: asyncio.Event | None = None
        self.failure: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="q2j-test-host", daemon=True)
        self.thread.start()
        self._started.wait()  # set by the thread once its loop runs the host (or it failed)
        if self.failure is not None:
            raise self.failure

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as error:  # said by the constructor, or by close
            self.failure = error
            self._started.set()

    async def _serve(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        await self.host.start(listen=False)
        self._started.set()
        try:
            await self._stop.wait()
        finally:
            await self.host.close()

    def dial(self) -> Dial:
        assert self.loop is not None
        return dial_local(self.host.connect_local, self.loop)

    def close(self) -> None:
        loop, stop = self.loop, self._stop
        if loop is not None and stop is not None:
            loop.call_soon_threadsafe(stop.set)
        self.thread.join()


class Way:
    """One way of opening a table (``name``: local or hosted) at the driver's window."""

    def __init__(self, driver: Driver, name: str) -> None:
        assert name in WAYS
        self.driver = driver
        self.name = name
        self.hosted_by: InProcessHost | None = None
        self.private: PrivateTable | None = None  # a hosted table opened from a game (``open_session``)
        self.joined: JoinedTable | None = None  # the first person's link (the others': ``people``)
        self.people: list[JoinedTable] = []
        self.curtains = 0  # lifted between two people at this window
        self.on_curtain: Callable[[CurtainScene], None] | None = None
        self.table: TableScene | None = None

    def __repr__(self) -> str:
        return f"Way({self.name})"

    @property
    def hosted(self) -> bool:
        return self.name == "hosted"

    # Opening -------------------------------------------------------------------------------
    def open(
        self, variant_id: str, players: int, seed: int = 7, level: str = "easy", humans: int = 1
    ) -> TableScene:
        """``humans`` people at the first seats (one: "You"), computers at ``level`` at the
        others, deal ``seed`` (the people's moves and round ends counted afresh from here).
        Several people share this window: hosted, each has a link of their own."""
        self.driver.human_moves = self.driver.round_ends = 0
        if not self.hosted:
            self.table = self.driver.table_of(variant_id, players, humans, seed, level)
            return self.on_screen() if humans else self.table  # nobody sits: still local here
        return self.open_hosted(variant_id, default_seats(players, humans, level), seed)

    def open_seated(self, variant_id: str, seats: list[SeatConfig], seed: int) -> TableScene:
        """A fresh deal ``seed`` at these seats (their names and kinds as given)."""
        self.driver.human_moves = self.driver.round_ends = 0
        if not self.hosted:
            variant = self.driver.app.ctx.catalog.get(variant_id)
            self.driver.open_game(Session(variant, make_rules(variant), seats, seed))
            return self.on_screen()
        return self.open_hosted(variant_id, seats, seed)

    def open_at(
        self,
        variant_id: str,
        seats: list[SeatConfig],
        zones: Mapping[str, str],
        **position: Any,
    ) -> TableScene:
        """A table whose deal stands at a chosen position (``positions.match_for``'s ``to_move``,
        ``facts``, ``marks``, ``options``): "local", the window's private table made from a
        session set there (as a take-over opens one); hosted, a host whose match stands there
        (as a saved table's does when it is hosted again)."""
        self.driver.human_moves = self.driver.round_ends = 0
        if not self.hosted:
            table_at(self.driver, variant_id, seats, zones, **position)
            return self.on_screen()
        variant, match = match_for(self.driver, variant_id, len(seats), zones, **position)
        return self.open_hosted(variant, seats, POSITION_SEED, match)

    def open_session(self, session: Session, resumed: bool = False) -> TableScene:
        """A table playing ``session`` itself (``resumed``: as it stands, a continued game):
        "local", opened as the window opens a game (the ``private_seat`` route: its private
        table); hosted, a private table made from it here, opened by this way's own links. Both
        save it and record it in the history as the local table did."""
        self.driver.human_moves = self.driver.round_ends = 0
        ctx = self.driver.app.ctx
        if not self.hosted:
            self.driver.open_game(session, resumed=resumed)
            return self.on_screen()
        self.private = PrivateTable(session, resumed, history=ctx.history.beside(), save=not ctx.launch.smoke)
        self.private.start()
        assert not self.private.failure, self.private.failure
        self.people = self.private.people()
        for joined in self.people:  # each dealt in (the host deals once every one is seated)
            state = joined.state()
            while not (state.phase == "playing" and state.arrivals):
                assert state.phase != "refused", state.error
                state = joined.wait(state, HOST_WAIT)
        source = self.private.source(self.people)
        assert source is not None
        self.joined = self.people[0]
        self.table = TableScene(ctx, source, resumed=source.resumed)
        self.driver.app.stack.push(self.table)
        self.driver.step()
        return self.table

    def continue_saved(self) -> TableScene:
        """The autosaved game continued as a player continues it: local, the menu's Continue;
        hosted, the same resume path (``resume_session``) onto a private table."""
        from game.play.resume import resume_session
        from game.play.seats import default_level, levels

        if not self.hosted:
            self.driver.click_button("Continue")
            self.table = self.until(self._table_shown)
            if isinstance(self.table.session, PrivateSource | PrivateSharedSource):
                return self.on_screen()  # the menu's Continue plays through a private table
            return self.table
        session, problem = resume_session(self.driver.app.ctx.catalog, levels(), default_level())
        assert session is not None, problem
        return self.open_session(session, resumed=True)

    def on_screen(self, frames: int = 2_000) -> TableScene:
        """The table the program opened itself (its setup, Continue, a take-over, a rematch…),
        read as this way's: it must be a private table's (every game a person plays at a window
        goes through one), whose links and host this way then waits on and judges by."""
        table = self.until(self._table_shown, frames)
        source = table.session
        assert isinstance(source, PrivateSource | PrivateSharedSource), (
            f"the table reads a {type(source).__name__}, not a private table"
        )
        self.private = source.private
        self.people = (
            [person.joined for person in source.people]
            if isinstance(source, PrivateSharedSource)
            else [source.joined]
        )
        self.joined = self.people[0]
        self.table = table
        return table

    def _table_shown(self) -> TableScene | None:
        """The table on the window (under the curtain between two people, if it is up)."""
        found = [scene for scene in self.driver.app.stack.scenes if isinstance(scene, TableScene)]
        top = self.driver.top
        return found[-1] if found and isinstance(top, TableScene | CurtainScene) else None

    def open_hosted(
        self, variant_id: str | Variant, seats: list[SeatConfig], seed: int, match: Match | None = None
    ) -> TableScene:
        catalog = self.driver.app.ctx.catalog
        variant = catalog.get(variant_id) if isinstance(variant_id, str) else variant_id
        plans = [SeatPlan(seat.name, REMOTE if seat.kind == HUMAN else seat.kind) for seat in seats]
        here = [m for m, seat in enumerate(seats) if seat.kind == HUMAN]
        self.hosted_by = InProcessHost(variant, plans, seed, match)
        self.people = [
            JoinedTable("in-process", CODE, seats[m].name, seat=m, dial=self.hosted_by.dial()) for m in here
        ]
        for joined in self.people:
            joined.start()  # one after another: the host deals once every seat is taken
        for joined in self.people:
            state = joined.state()
            while not (state.phase == "playing" and state.arrivals):
                assert state.phase != "refused", state.error
                state = joined.wait(state, HOST_WAIT)
        self.joined = self.people[0]
        source = RemoteSource(self.joined) if len(here) == 1 else SharedScreenSource(self.people)
        self.table = TableScene(self.driver.app.ctx, source, resumed=source.resumed)
        self.driver.app.stack.push(self.table)
        self.driver.step()
        return self.table

    def close(self) -> None:
        for joined in self.people:
            joined.close()
            joined.join(30)
        if self.hosted_by is not None:
            self.hosted_by.close()
        if self.private is not None:
            self.private.close()
            assert self.private.join(30), "the private table's thread ended"

    # What judges the game: the host's -----------------------------------------------------------
    @property
    def judge(self) -> Session:
        if self.hosted_by is not None:
            return self.hosted_by.host.session
        assert self.private is not None, "no table opened"
        return self.private.session

    def read(self, reading: Callable[[Session], T]) -> T:
        """``reading`` of the judge's game, done on its host's thread (never halfway through a
        move the host makes meanwhile: a computer's in the next deal, say)."""
        if self.hosted_by is not None:
            host, loop = self.hosted_by.host, self.hosted_by.loop
            assert loop is not None

            async def read_there() -> T:
                return reading(host.session)

            return asyncio.run_coroutine_threadsafe(read_there(), loop).result(HOST_WAIT * 20)
        assert self.private is not None, "no table opened"
        return self.private.read(reading)

    # Frames ------------------------------------------------------------------------------------
    def step(self, frames: int = 1) -> None:
        """Frames of the window; the hosted way waits on the host whenever its table has
        nothing to show until the host speaks."""
        for _ in range(frames):
            self.driver.step()
            source = self._waiting_on_host()
            if source is not None:
                source.joined.wait(source.state, HOST_WAIT)

    def _waiting_on_host(self) -> RemoteSource | None:
        """The source of a hosted table's link that waits for the host's next word
        (``driver.waiting_on_host``)."""
        return waiting_on_host(self.driver.top) if self.people else None

    def until(self, check: Callable[[], Any], frames: int = 20_000) -> Any:
        for _ in range(frames):
            found = check()
            if found:
                return found
            self.step()
        raise AssertionError(f"not within {frames} frames ({self.name}): {check}")

    def ready(self, frames: int = 20_000) -> TableScene:
        """Frames until the person may act at the table (their turn, everything landed)."""
        self.until(self._at_a_turn, frames)
        top = self.driver.top
        assert isinstance(top, TableScene)
        self.table = top
        return top

    def _at_a_turn(self) -> bool:
        """Whether a person may act at the table now; a curtain between two people is lifted
        (``on_curtain`` is told of it first, as its person would see it)."""
        top = self.driver.top
        if isinstance(top, CurtainScene):
            self.curtains += 1
            if self.on_curtain is not None:
                self.on_curtain(top)
            self.click(top.button.rect.center)
            return False
        return isinstance(top, TableScene) and top.accepting_input

    # The person's moves ----------------------------------------------------------------------
    def click(self, pos: tuple[int, int]) -> None:
        self.driver.click(pos)

    def key(self, key: int, unicode: str = "") -> None:
        self.driver.key(key, unicode)

    def play_turn(self, choose: int = 0) -> None:
        """One legal move made by clicks, as a player makes it; the hosted way waits for the
        host's judgement to come back and be shown."""
        from .test_remote_table_scene import click_move

        table = self.ready()
        gestures = table.interaction.gestures
        assert gestures, "a turn with nothing to do"
        source = table.session
        before = (source.progress.rounds_done, source.moves_made)
        click_move(self.driver, table, gestures[choose % len(gestures)])
        if isinstance(source, RemoteSource):
            assert source.awaiting_host or source.moves_made != before[1], (
                f"the click sent no move: {table.toast.words!r}"
            )
            self.until(lambda: not source.awaiting_host, 2_000)
        else:
            moved = (source.progress.rounds_done, source.moves_made) != before or source.over
            assert moved, f"clicking for {gestures[choose % len(gestures)].action} did not play it"
        self.driver.human_moves += 1

    def play_to_sheet(
        self, frames: int = 60_000, choose: int = 0, on_turn: Callable[[TableScene], None] | None = None
    ) -> ScoreboardScene:
        """The person's turns played by clicks (every ``choose``-th gesture), the round's end
        dismissed with Continue where a game holds it, until the score sheet; ``on_turn`` is
        told the table at each of the person's turns, before the move."""
        for _ in range(frames):
            top = self.driver.top
            if isinstance(top, ScoreboardScene):
                return top
            if isinstance(top, CurtainScene):
                self._at_a_turn()
                continue
            if isinstance(top, TableScene) and top.accepting_input:
                self.table = top
                if on_turn is not None:
                    on_turn(top)
                self.play_turn(choose + self.driver.human_moves)
                continue
            if isinstance(top, TableScene) and any(b.value == "continue" for b in top.buttons):
                self.driver.round_ends += 1
                self.driver.click_value("continue")
                continue
            self.step()
        raise AssertionError(f"the game did not reach the score sheet ({self.name})")

    def next_round(self) -> TableScene:
        """From a round's score sheet, the next deal's table."""
        sheet = self.driver.top
        assert isinstance(sheet, ScoreboardScene), sheet
        # Next deal, once the host has dealt it and the sheet offers it.
        ready = self.until(lambda: next((b for b in sheet.buttons if b.value == "next" and b.enabled), None))
        self.driver.click(ready.rect.center)
        self.until(lambda: isinstance(self.driver.top, TableScene))
        top = self.driver.top
        assert isinstance(top, TableScene)
        self.table = top
        return top

    def check_view(self, table: TableScene) -> None:
        """At the person's turn the table shows exactly their view, and (hosted) that view is the
        host's own view of their seat: the judge's, not a copy gone stale."""
        source = table.session
        assert source.is_human(table.viewer) and table.viewer == source.to_move
        view = source.view(table.viewer)
        if isinstance(source, RemoteSource):
            assert view == self.judge.view(table.viewer)
        seen = {str(zone): cards for zone, cards in view.zones.items()}
        shown = {zone: tuple(cards) for zone, cards in table.display.zones.items()}
        # The viewer's own hand is in its player's order (hand_order.py): the same cards, any order.
        hand = f"hand:{table.viewer}"
        assert sorted(map(str, shown.pop(hand, ()))) == sorted(map(str, seen.get(hand, ())))
        assert shown == {zone: cards for zone, cards in seen.items() if zone != hand}

    # What the player sees ----------------------------------------------------------------------
    def scene(self) -> TableScene:
        assert self.table is not None
        return self.table

    def zone(self, name: str) -> list[str]:
        """The cards shown in zone ``name`` (face down as "?"), as the table draws them."""
        return ["?" if card is None else str(card) for card in self.scene().display.zones.get(name, [])]

    def hand(self) -> list[str]:
        table = self.scene()
        return self.zone(f"hand:{table.viewer}")

    def message(self) -> str:
        return self.scene().toast.words

    def log(self) -> list[str]:
        return [line.public for line in self.scene().log.lines]

    def plates(self) -> list[str]:
        table = self.scene()
        return [table.plate_text(seat) for seat in range(table.session.players)]

    def names(self) -> list[str]:
        table = self.scene()
        return [table.session.name(seat) for seat in range(table.session.players)]


@contextmanager
def way_at(driver: Driver, name: str) -> Iterator[Way]:
    """A way of opening tables at this driver's window (one of ``sized_driver``'s sizes), closed
    at the end: for tests whose window is not the ``way`` fixture's."""
    made = Way(driver, name)
    try:
        yield made
    finally:
        made.close()


def said(way: Way, table: TableScene, frames: int = 2_000) -> str:
    """The message line, once it says something (across the room a refusal's words come back
    from the host a few frames after the move was sent)."""
    return str(way.until(lambda: table.toast.words, frames))


def sheet_read(
    sheet: ScoreboardScene,
) -> tuple[tuple[str, ...], list[tuple[int | None, ...]], tuple[int, ...]]:
    """The score sheet as the player reads it: the names, each round's points by seat (None:
    out already) and the totals."""
    shown = sheet.sheet
    assert shown is not None
    rows = [tuple(None if cell is None else cell.points for cell in row.cells) for row in shown.rows]
    return shown.names, rows, shown.totals


def seen_at_a_turn(way: Way) -> dict[str, Any]:
    """What the person sees at their turn: their hand (as a multiset: its order is theirs),
    every other zone, the name plates, the status line and the message line."""
    table = way.scene()
    zones = {zone: way.zone(zone) for zone in table.display.zones if zone != f"hand:{table.viewer}"}
    return {
        "hand": way.hand(),
        "zones": zones,
        "plates": way.plates(),
        "status": table.status_parts(),
        "message": way.message(),
    }


def seen_through_a_deal(way: Way, variant_id: str, players: int, seed: int) -> dict[str, Any]:
    """A deal opened ``way`` and played by the same clicks to its score sheet: what the person saw
    at each of their turns, the log and the sheet."""
    way.open(variant_id, players, seed)
    turns: list[dict[str, Any]] = []
    sheet = way.play_to_sheet(on_turn=lambda table: turns.append(seen_at_a_turn(way)))
    read = sheet_read(sheet) if sheet.sheet is not None else None
    return {
        "turns": turns,
        "log": way.log(),
        "sheet": read,
        "record": (sheet.record.placings, sheet.record.points),
    }
