"""Drives the real app loop with posted pygame events and a fixed time step."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import pygame

from game.app import App
from game.engine import make_rules
from game.launch import LaunchOptions
from game.net.private_table import PrivateSharedSource, PrivateSource
from game.net.remote_table import RemoteSource
from game.net.shared_screen import SharedScreenSource
from game.play.seats import default_seats
from game.play.session import Session
from game.scenes.curtain import CurtainScene
from game.scenes.menu import MenuScene
from game.scenes.private_seat import PrivateSeatScene
from game.scenes.private_tables import seat_route
from game.scenes.scene import Push, Replace, Scene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.setup import SetupScene
from game.scenes.table.gestures import Gesture
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene

DT = 1 / 30
SIZE = (1280, 800)
# The longest one wait on a private table's host before the window draws another frame: not a
# deadline (the wait ends as soon as the host speaks; a test fails on its frame count, never on time).
HOST_WAIT = 2.0
NEXT = ("next", "watch")  # a sheet's Next round (a private table's, its people out: to watch the rest)


def waiting_on_host(top: Scene | None) -> RemoteSource | None:
    """The source of a table read through a host (a private table's, or a joiner's) that has
    shown everything the host sent and waits for its next word (a computer's move, the judgement
    of a move sent, the round's record); at a shared screen, a link whose copy of the next change
    is still to come; a sheet waiting for the next deal. None when the window has its own work."""
    if isinstance(top, TableScene) and isinstance(top.session, RemoteSource):
        source = top.session
        if isinstance(source, SharedScreenSource):
            source.refresh()
            lagging = [p for p in source.people if p._next() is None]
            if lagging and len(lagging) < len(source.people):
                return lagging[0]  # the others have the next change: this link's is coming
        if source.state is not source.joined.state_of(source.match) or source._next() is not None:
            return None  # news to take
        if not top.turns.synced or top.timeline.busy or top.accepting_input:
            return None
        if source.over:
            return source if source.finish_round() is None else None
        return source if source.awaiting_host or not source.plays_here(source.to_move) else None
    if isinstance(top, ScoreboardScene):
        source = top.source
        if source.state is not source.joined.state_of(source.match):
            return None
        if top.match_over or top.next_deal_here():
            return None
        return source
    return None


def sheet_game(sheet: Scene) -> Session:
    """The game a score sheet tells, as its private table's host holds it."""
    assert isinstance(sheet, ScoreboardScene), sheet
    return judge(sheet.source)


def private(source: object) -> bool:
    """Whether ``source`` is a private table's (the program's own game, through its own host)."""
    return isinstance(source, PrivateSource | PrivateSharedSource)


def judge(source: object) -> Session:
    """The game a table shows, as the one who judges it holds it: its private table's host's
    (read by tests for what the engine holds); a game read so already, itself."""
    if isinstance(source, Session):
        return source
    assert isinstance(source, PrivateSource | PrivateSharedSource), source
    return source.private.read(lambda session: session)


class Driver:
    def __init__(self, launch: LaunchOptions | None = None, size: tuple[int, int] = SIZE) -> None:
        # A fixed deal number keeps every run the same game.
        self.app = App(launch or LaunchOptions(seed=7), size=size, fullscreen=False)
        # Fast animations keep the suite short; the code paths are the same.
        self.app.ctx.settings.animation_speed = 4.0
        self.app.ctx.speed_boost = 3.0
        self.app.ctx.settings.sound = False
        self.app.ctx.lockstep = True
        pygame.event.clear()
        self.running = self.app.step(DT)
        self.curtains = 0
        self.human_moves = 0
        self.round_ends = 0  # round-end panels dismissed with Continue (Crazy Jokers)
        self.sessions: list[Any] = []

    def close(self) -> None:
        self.app.close()

    def next_round(self, frames: int = 2_000) -> None:
        """From a round's score sheet, Next round (a private table's: once its host has dealt
        it), then frames until the next deal's table."""
        sheet = self.top
        for _ in range(frames):
            ready = [
                b for b in getattr(sheet, "buttons", []) if b.value in NEXT and getattr(b, "enabled", True)
            ]
            if ready:
                self.click(ready[0].rect.center)
                break
            self.step()
        self.until_table()

    def settled(self) -> bool:
        """The private tables the player left have closed (each writes its game's history and
        autosave as it closes), what the open ones sent their history is written (a round the
        sheet shows is recorded on the host's recorder, on its own thread), then the window's
        history is written: whether it all was."""
        closed = all([table.join(30) for table in self.app.ctx.tables.closing])
        open_ones = [table.history.flush() for table in self.app.ctx.tables.tables if table.history]
        return closed and all(open_ones) and self.app.ctx.history.flush()

    @property
    def top(self) -> Scene | None:
        return self.app.stack.top

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            if not self.running:
                return
            self.running = self.app.step(DT)
            top = self.top
            if isinstance(top, TableScene) and top.session not in self.sessions:
                self.sessions.append(top.session)
            # A private table (every game a person plays here): the window waits on its host
            # when it has nothing to show until the host speaks, as a player's eye does.
            source = waiting_on_host(top)
            if source is not None and (private(source) or private(getattr(top, "source", None))):
                source.joined.wait(source.state, HOST_WAIT)
            elif isinstance(top, PrivateSeatScene) and top.people:  # a player's window: the deal to come
                lagging = [p for p in top.people if not p.state().arrivals]
                if lagging:
                    lagging[0].wait(lagging[0].state(), HOST_WAIT)

    # Posting real events ------------------------------------------------------------
    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.step()

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        self.step()
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        for pos in (mid, end):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
            self.step()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.step()

    def key(self, key: int, unicode: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=unicode, scancode=0))
        self.step()

    def click_button(self, label: str) -> None:
        self._click_first(lambda button: button.label == label, f"no button {label!r}")

    def click_value(self, value: object) -> None:
        """Click the top screen's button that does ``value``, whatever its words (any language)."""
        self._click_first(lambda button: button.value == value, f"no button for {value!r}")

    def _click_first(self, wanted: Callable[[Any], bool], missing: str) -> None:
        buttons = getattr(self.top, "buttons", [])
        found = next((button for button in buttons if wanted(button)), None)
        assert found is not None, f"{missing} on {self.top!r}: {[(b.label, b.value) for b in buttons]}"
        self.click(found.rect.center)

    # Flows ---------------------------------------------------------------------------
    def table_of(
        self, variant_id: str, players: int, humans: int, seed: int, level: str = "easy"
    ) -> TableScene:
        """A new game's table over what is shown: ``humans`` people first, then bots at
        ``level``, deal ``seed``; opened as the product opens every game a person plays
        (``open_game``: through a private table; a table where nobody sits, watched)."""
        variant = self.app.ctx.catalog.get(variant_id)
        session = Session(variant, make_rules(variant), default_seats(players, humans, level), seed)
        return self.open_game(session)

    def open_game(self, session: Session, resumed: bool = False, replace: bool = False) -> TableScene:
        """``session`` opened as the product opens a game (the setup's Start, Continue, a
        take-over): its route (``seat_route``: ``private_seat``) pushed, or put in place of the top
        screen (``replace``); in these fixed-step runs that screen waits for the people's deal and
        gives its place to the table over the private table's source in the same frame. The
        table (under the curtain, if several people share the window)."""
        route = seat_route(session)
        self.app.stack.apply(
            Replace(route, session=session, resumed=resumed)
            if replace
            else Push(route, session=session, resumed=resumed)
        )
        self.until_table()
        tables = [scene for scene in self.app.stack.scenes if isinstance(scene, TableScene)]
        assert tables and private(tables[-1].session), f"no private table was opened: {self.top}"
        return tables[-1]

    def setup_game(self, variant: str, players: int, kinds: list[str]) -> None:
        """From the menu: Play, choose the variant and seats by clicking, Start."""
        assert isinstance(self.top, MenuScene)
        self.click_button("Play")
        setup = self.top
        assert isinstance(setup, SetupScene)
        self.click(self._setup_button(("variant", variant)).rect.center)
        setup = self.top
        assert isinstance(setup, SetupScene)
        while setup.players < players:
            self.click(self._setup_button(("players", 1)).rect.center)
        while setup.players > players:
            self.click(self._setup_button(("players", -1)).rect.center)
        for seat, kind in enumerate(kinds):
            for _ in range(12):
                if setup.kinds[seat] == kind:
                    break
                self.click(self._setup_button(("kind", seat)).rect.center)
            assert setup.kinds[seat] == kind
        for entry in setup.birthday_entries.values():  # a game made of birthdays asks people's
            if not entry.get_text():
                entry.set_text("1990-06-15")
        self.click(self._setup_button(("start", 0)).rect.center)
        self.step()
        # The table comes once its host has dealt (a private table's, on a thread: a few frames).
        # With two or more humans the curtain comes first, over the dealt table.
        self.until_table()
        assert isinstance(self.top, TableScene | CurtainScene), self.top

    def until_table(self, frames: int = 2_000) -> Scene | None:
        """Frames until the table (or the curtain over it) is on the window (a private table's
        comes once its host has dealt); the top scene then."""
        for _ in range(frames):
            top = self.top
            # The table's first frame may ask for the curtain before its first hand: that too.
            if (isinstance(top, TableScene | CurtainScene) and top._pending is None) or not self.running:
                break
            self.step()
        return self.top

    def _setup_button(self, value: tuple[str, object]) -> Any:
        setup = self.top
        assert isinstance(setup, SetupScene)
        for button in setup.buttons:
            if button.value == value:
                return button
        raise AssertionError(f"no setup button {value}")

    def play_human_turn(self, table: TableScene, choose: int = 0) -> None:
        """Make one legal move the way a player would: click the cards (or the button)."""
        gestures = table.interaction.gestures
        assert gestures, "a human turn with no legal gesture"
        gesture: Gesture = gestures[choose % len(gestures)]
        source = table.session

        def made() -> tuple[int, int]:
            return source.progress.rounds_done, source.moves_made

        def played() -> bool:
            sent = isinstance(source, RemoteSource) and source.awaiting_host
            return sent or made() != before or source.over

        before = made()
        if gesture.picks:
            for slot in gesture.picks:
                self.click(slot_center(table.layout, table.display, slot))
            if not played() and gesture.target is not None:
                self.click(slot_center(table.layout, table.display, gesture.target))
        else:
            for button in table.buttons:
                if button.value == gesture:
                    self.click(button.rect.center)
                    break
        assert played(), f"clicking for {gesture.action} did not play it"
        if isinstance(source, RemoteSource):  # the host's judgement, shown
            for _ in range(2_000):
                if not source.awaiting_host:
                    break
                self.step()
        self.human_moves += 1

    def play_to_scoreboard(self, max_frames: int = 20_000, choose: int = 0) -> ScoreboardScene:
        """Run the game, dismissing curtains and playing human turns by clicks, until it ends
        (its private table's score sheet)."""
        for _ in range(max_frames):
            top = self.top
            if isinstance(top, ScoreboardScene):
                return top
            if isinstance(top, CurtainScene):
                self.curtains += 1
                self.click(top.button.rect.center)
                continue
            if isinstance(top, TableScene) and top.accepting_input:
                self.check_view(top)
                self.play_human_turn(top, choose + self.human_moves)
                continue
            if isinstance(top, TableScene) and any(b.value == "continue" for b in top.buttons):
                self.round_ends += 1
                self.click_value("continue")
                continue
            self.step()
        raise AssertionError("the game did not reach the scoreboard")

    @staticmethod
    def check_view(table: TableScene) -> None:
        """The table shows exactly the viewer's view, and the viewer is the human to move."""
        session = table.session
        assert session.is_human(table.viewer)
        assert table.viewer == session.to_move
        view = session.view(table.viewer)
        seen = {str(zone): cards for zone, cards in view.zones.items()}  # the table keys zones by name
        shown = {zone: tuple(cards) for zone, cards in table.display.zones.items()}
        # The viewer's own hand is in its player's order (hand_order.py): the same cards, any order.
        hand = f"hand:{table.viewer}"
        assert sorted(map(str, shown.pop(hand, ()))) == sorted(map(str, seen.get(hand, ())))
        assert shown == {zone: cards for zone, cards in seen.items() if zone != hand}


@contextlib.contextmanager
def drivers(size: tuple[int, int]) -> Iterator[Callable[..., Driver]]:
    """``make(size=…, launch=…)`` opens a window's app (``size`` by default), each closed at the
    end: the screens' tests that open the program more than once (closed, then opened again)."""
    made: list[Driver] = []

    def make(size: tuple[int, int] = size, launch: LaunchOptions | None = None) -> Driver:
        made.append(Driver(launch or LaunchOptions(), size=size))
        return made[-1]

    try:
        yield make
    finally:
        for driver in made:
            driver.close()
