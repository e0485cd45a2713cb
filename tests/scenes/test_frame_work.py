"""Work taken out of the frames a player sees: card pictures drawn ahead in spare time, a meld
table's card widths in known steps, the log panel drawn from its newest lines, one picture
per frame, the autosave put into words off the frame loop."""

from __future__ import annotations

import itertools
import math
import time
from pathlib import Path
from typing import Any, cast

import pygame
import pytest

from game import app as app_module
from game.engine import make_rules
from game.engine.cards import JOKER, STANDARD_52, Card
from game.files import autosaving, saves
from game.i18n import _ as translated
from game.play.seats import default_seats
from game.play.session import Session
from game.scenes.table import presentation
from game.scenes.table.art_warmer import ArtWarmer
from game.scenes.table.games.quatorze.meld_layout import (
    PLAN,
    SMALLEST_MELD,
    MeldGeom,
    _widest_fitting,
    flow,
    meld_widths,
)
from game.scenes.table.render import GOLD, INK, TableRenderer
from game.scenes.table.scene import TableScene
from game.scenes.table.words.log import LogLine
from game.scenes.text import text, wrap
from game.ui.cards import CardArt
from tools.quatorze_positions import session_with_melds

from .driver import Driver

QH, S7 = Card.parse("QH"), Card.parse("7S")


class RecordingArt:
    """Stands for one width's ``CardArt``: notes each picture asked for."""

    def __init__(self, width: int, drawn: list[tuple[int, Card | None]]) -> None:
        self.width = width
        self._drawn = drawn

    def face(self, card: Card) -> None:
        self._drawn.append((self.width, card))

    def back(self) -> None:
        self._drawn.append((self.width, None))


def recording_warmer() -> tuple[ArtWarmer, list[tuple[int, Card | None]], dict[int, RecordingArt]]:
    drawn: list[tuple[int, Card | None]] = []
    arts: dict[int, RecordingArt] = {}

    def art(width: int) -> CardArt:
        return cast(CardArt, arts.setdefault(width, RecordingArt(width, drawn)))

    return ArtWarmer(art), drawn, arts


def test_the_warmer_draws_every_width_once_the_back_and_the_cards_shown_first() -> None:
    warmer, drawn, _arts = recording_warmer()
    warmer.plan([120, 80, 120], [QH, S7, QH])
    assert warmer.work(math.inf) == 2 * 54  # a back and 53 faces (52 and the joker) a width
    assert drawn[:3] == [(120, None), (120, QH), (120, S7)]
    assert {card for width, card in drawn if width == 120} == {None, *STANDARD_52, JOKER}
    assert drawn[54:57] == [(80, None), (80, QH), (80, S7)]
    assert len(set(drawn)) == len(drawn)  # nothing twice
    warmer.plan([80, 120], [])
    assert warmer.pending == 0  # already planned with the same art: nothing queued again


def test_the_warmer_stops_at_its_time_and_goes_on_later() -> None:
    warmer, drawn, _arts = recording_warmer()
    warmer.plan([100], [])
    assert warmer.work(0.0) == 0  # the frame has no time to spare
    assert drawn == []
    assert warmer.pending == 54


def test_a_width_whose_art_was_replaced_is_planned_again_and_the_old_art_skipped() -> None:
    warmer, drawn, arts = recording_warmer()
    warmer.plan([100], [])
    warmer.work(math.inf)
    warmer.plan([100], [])
    assert warmer.pending == 0
    warmer.plan([90], [])
    del arts[100]  # new settings (four colours, French letters): the app makes new art
    warmer.plan([100], [])
    assert warmer.pending == 2 * 54
    before = len(drawn)
    warmer.work(math.inf)
    assert len(drawn) - before == 2 * 54


class TickingClock:
    """The app's ``time``, whose ``perf_counter`` moves on 1 µs at each reading: what the test
    reads and what the app measured differ by the readings between them, however busy the
    machine. It starts at the real clock's time, so the work of a spare moment still has one."""

    def __init__(self) -> None:
        self.now = time.perf_counter()

    def perf_counter(self) -> float:
        self.now += 1e-6
        return self.now

    def __getattr__(self, name: str) -> object:
        return getattr(time, name)


def test_the_frame_loop_gives_spare_time_after_the_frame_and_before_waiting_at_an_idle_table(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_module, "time", TickingClock())
    deadlines: list[tuple[float, float]] = []  # (the deadline given, the time it was given)
    table_spare = TableScene.spare

    def spare(self: TableScene, until: float) -> None:
        deadlines.append((until, app_module.time.perf_counter()))
        table_spare(self, until)

    monkeypatch.setattr(TableScene, "spare", spare)
    driver.setup_game("q2j", 2, ["human", "easy"])
    deadlines.clear()
    started = app_module.time.perf_counter()
    driver.step()
    assert len(deadlines) == 1
    until, asked = deadlines[0]
    # Measured from the frame's start: after the test's reading, before the spare time is given.
    assert started < until - app_module.SPARE_UNTIL < asked
    assert until <= started + app_module.SPARE_UNTIL + 0.001
    table = driver.top
    assert isinstance(table, TableScene)
    for _ in range(3000):
        driver.step()
        if table.idle():
            break
    assert table.idle()
    deadlines.clear()
    monkeypatch.setattr(app_module.pygame.event, "wait", lambda timeout: pygame.event.Event(pygame.NOEVENT))
    driver.app.sleep_while_idle()
    assert len(deadlines) == 1
    assert deadlines[0][0] - deadlines[0][1] == pytest.approx(app_module.IDLE_SPARE, abs=0.002)


def test_a_frame_draws_no_picture_of_a_width_planned_before_it(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Six seats of bots laying melds at 1920x1080. Spare time draws every planned width's
    back and faces, so a frame draws a picture itself only for a width its own new layout
    brought (melds narrowed or the hand gave way) and no one planned."""
    app = driver.app
    app.ctx.size = (1920, 1080)
    variant = app.ctx.catalog.get("quatorze")
    session = session_with_melds(variant, default_seats(6, 0, "easy"), 3)
    scene = driver.open_game(session, resumed=True)  # through its private table, as the product opens it
    drawn: list[int] = []
    face, back = CardArt._draw_face, CardArt._draw_back

    def counted_face(art: CardArt, card: Card) -> pygame.Surface:
        drawn.append(art.width)
        return face(art, card)

    def counted_back(art: CardArt, *colours: Any) -> pygame.Surface:
        drawn.append(art.width)
        return back(art, *colours)

    monkeypatch.setattr(CardArt, "_draw_face", counted_face)
    monkeypatch.setattr(CardArt, "_draw_back", counted_back)
    monkeypatch.setattr(app_module, "SPARE_UNTIL", -1.0)  # no spare time in the frames themselves
    layouts = set()
    # New layouts whose new meld widths were planned before they showed (the next step, or a
    # move's outcome laid out before its cards fly).
    ahead_used = 0
    shown: set[int] = set()
    for _ in range(4000):
        while scene.warmer.pending:
            scene.spare(math.inf)  # the spare time between frames
        planned = scene.warmer.planned
        drawn.clear()
        driver.step()
        if app.stack.top is not scene:
            break
        assert not planned & set(drawn), f"a frame drew pictures of a width planned before it: {drawn}"
        if id(scene.layout) not in layouts:
            layouts.add(id(scene.layout))
            widths = {geom.width for geom in scene.layout.zones.values() if isinstance(geom, MeldGeom)}
            ahead_used += bool((widths - shown) & planned)
            shown = widths
    assert len(layouts) > 3, "the layout never changed: the test saw no new width"
    assert ahead_used > 0  # a meld width planned ahead was met


@pytest.mark.parametrize("widest", [21, 22, 40, 96, 250])
def test_meld_widths_step_down_from_the_hand_to_the_smallest(widest: int) -> None:
    widths = meld_widths(widest)
    assert widths[0] == widest
    assert widths[-1] == min(widest, SMALLEST_MELD)
    for wider, narrower in itertools.pairwise(widths):
        assert narrower < wider
        assert narrower >= wider * 0.94 or wider - narrower == 1  # a small step, never a jump


@pytest.mark.parametrize("melds", [2, 5, 9, 14])
def test_the_melds_take_the_widest_step_that_fits(melds: int) -> None:
    """Halving the steps finds what trying each step from the widest down finds."""
    area = {0: pygame.Rect(0, 0, 420, 260)}
    by_seat = {0: [(f"meld:0:{k}", 3 + k % 5) for k in range(melds)]}
    first_fitting = next(
        (width for width in meld_widths(160) if flow(area[0], by_seat[0], width) is not None), SMALLEST_MELD
    )
    assert _widest_fitting(area, by_seat, [0], 160) == first_fitting


def test_the_meld_plan_names_the_next_narrower_width() -> None:
    from game.scenes.table.layout import compute_layout

    zones = [
        "hand:0",
        "hand:1",
        "stock",
        "discard",
        *[f"meld:{seat}:{k}" for seat in (0, 1) for k in range(6)],
    ]
    melds = {name: 5 for name in zones if name.startswith("meld:")}
    layout = compute_layout((1024, 600), zones, 2, 0, "medium", melds=melds, plan=PLAN)
    in_use = {geom.width for geom in layout.zones.values() if isinstance(geom, MeldGeom)}
    ahead = PLAN.widths_ahead(layout)
    steps = meld_widths(layout.main_width)
    for width in in_use:
        if width != steps[-1]:
            assert steps[steps.index(width) + 1] in ahead


def log_panel_drawn_whole(renderer: TableRenderer, scene: TableScene) -> bytes:
    """The log panel as drawn before: every line wrapped, then the newest rows from the bottom."""
    picture = scene.picture()
    rect = picture.layout.log
    px = picture.layout.px
    panel = pygame.Surface(rect.size)
    panel.fill((14, 30, 23))
    pygame.draw.line(panel, (90, 110, 95), (0, 0), (0, rect.height), 2)
    title = text(translated("Moves"), px(20), GOLD, bold=True)
    panel.blit(title, (14, 10))
    rows: list[tuple[str, bool]] = []
    for line in picture.log_lines:
        words = line.for_seat(picture.viewer)
        rows.extend((part, line.strong) for part in wrap(words, px(15), rect.width - 28, bold=line.strong))
    y = rect.height - 10
    for words, strong in reversed(rows):
        image = text(words, px(15), GOLD if strong else INK, bold=strong)
        y -= image.get_height() + 2
        if y < title.get_height() + 20:
            break
        panel.blit(image, (14, y))
    return pygame.image.tobytes(panel, "RGB")


def test_the_log_panel_drawn_from_its_newest_lines_is_the_whole_log_drawn(driver: Driver) -> None:
    app = driver.app
    scene = driver.table_of("q2j", 4, 0, 5)
    long_line = " ".join(["a very long line of the log that wraps"] * 4)
    scene.log.add(LogLine(long_line, strong=True))
    compared = 0
    for number in range(400):
        driver.step()
        if app.stack.top is not scene:
            break
        if number % 10 == 0:
            renderer = TableRenderer()
            picture = scene.picture()
            drawn = renderer.render_log(picture, picture.layout.log)
            assert pygame.image.tobytes(drawn, "RGB") == log_panel_drawn_whole(renderer, scene)
            compared += 1
    assert compared >= 8


def test_a_frame_makes_one_picture_of_the_table(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    app = driver.app
    variant = app.ctx.catalog.get("quatorze")
    session = session_with_melds(variant, default_seats(4, 0, "easy"), 6)
    scene = driver.open_game(session, resumed=True)  # through its private table, as the product opens it
    assert app.stack.top is scene
    made = []
    real = presentation.picture

    def counted(table: Any) -> Any:
        made.append(1)
        return real(table)

    monkeypatch.setattr("game.scenes.table.scene.picture", counted)
    driver.step()
    assert len(made) == 1  # the stand-in tags of the jokers ask for it again: the same one


def test_the_autosave_writes_the_game_as_it_stood_at_the_move(driver: Driver, tmp_path: Path) -> None:
    """The words are made on the writer's thread, after the table has moved on: they must be
    the game at the move that saved, not at the move the thread got to it."""
    chosen = driver.app.ctx.catalog.get("q2j")
    session = Session(chosen, make_rules(chosen), default_seats(2, 0, "easy"), 3)
    session.apply(session.legal()[0])
    target = tmp_path / "autosave.yaml"
    held = autosaving._writer._lock
    with held:  # the writer cannot start: the table moves on meanwhile
        assert session.save(target) is None
        moves_at_save = len(session.state.log)
        session.apply(session.legal()[0])
    assert autosaving.flush()
    loaded = saves.read(target)
    assert len(loaded.rounds[-1]) == moves_at_save
