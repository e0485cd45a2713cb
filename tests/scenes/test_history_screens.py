"""The history's screens, driven through the real app with posted events: the history list from
the menu (newest first, filtered by game), the replay viewer (steps, jumps, playing, a record
that does not replay) and the statistics (Ada and Basil's known figures, the charts), each at
the smallest and a large window with every word inside its box."""

from __future__ import annotations

import datetime
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from history.helpers import DAY_ONE, ada_and_basil, history, played_record, write

from game import i18n
from game.engine.zones import SharedKind
from game.files import paths
from game.history.listing import seat_name
from game.history.records import GameRecord, SeatRecord
from game.history.replay_file import read_replay, write_replay
from game.launch import LaunchOptions
from game.player.settings import Settings, save_settings
from game.scenes.history_scene import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.replay_load import load_record
from game.scenes.replay_scene import SPEEDS, WARN_FILL, ReplayScene
from game.scenes.stats_scene import RATE, SERIES, StatsScene
from tests.translations.french_drawn import problems

from .driver import Driver, drivers

SIZES = [(1024, 600), (1920, 1080)]
NEWEST = DAY_ONE + datetime.timedelta(days=30)  # after every game of Ada and Basil's history


@pytest.fixture(scope="module")
def real_game() -> GameRecord:
    """A real match (its actions replay), played by people who have no profile."""
    record = played_record("q2j-elimination", 3, 11)
    sitting = (SeatRecord("Cleo"), SeatRecord("Bot 1", "easy"), SeatRecord("Bot 2", "easy"))
    return replace(record, seats=sitting, started=NEWEST, ended=NEWEST + datetime.timedelta(minutes=9))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, real_game: GameRecord) -> Path:
    """The user folder, holding Ada and Basil's history and the real match (the newest game)."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    db = history(paths.user_dir())
    ada_and_basil(db)
    write(db, real_game)
    db.close()
    return tmp_path


@pytest.fixture
def open_app(home: Path) -> Iterator[Callable[..., Driver]]:
    with drivers((1280, 800)) as make:
        yield make


def to_history(driver: Driver) -> HistoryScene:
    assert isinstance(driver.top, MenuScene)
    driver.click_button("History")
    driver.step()
    scene = driver.top
    assert isinstance(scene, HistoryScene)
    return scene


def to_replay_of_newest(driver: Driver) -> ReplayScene:
    to_history(driver)
    driver.key(pygame.K_RETURN)
    driver.step()
    replay = driver.top
    assert isinstance(replay, ReplayScene)
    return replay


def inside(scene: HistoryScene | ReplayScene | StatsScene, size: tuple[int, int]) -> None:
    """Every word drawn lies inside the box it was given, and every box inside the window."""
    window = pygame.Rect((0, 0), size)
    assert scene.drawn, "nothing was drawn"
    for landed, box in scene.drawn:
        assert box.contains(landed), (landed, box)
        assert window.contains(box), (box, size)
    for button in scene.buttons:
        assert window.contains(button.rect), button
        for image, where in button.label_images():
            assert button.rect.contains(where), (button.label, image.get_size(), button.rect)
    rects = [b.rect for b in scene.buttons]
    assert all(a.collidelist([b for b in rects if b is not a]) == -1 for a in rects), "buttons overlap"


# The history list ---------------------------------------------------------------------------------
def test_the_history_lists_every_game_newest_first(
    open_app: Callable[..., Driver], real_game: GameRecord
) -> None:
    scene = to_history(open_app())
    # Ada and Basil's ten games and the real match; the real match started last.
    assert len(scene.lines) == 11
    assert [seat.name for seat in scene.lines[0].seats] == ["Cleo", "Bot 1", "Bot 2"]
    starts = [line.started for line in scene.lines]
    assert starts == sorted(starts, reverse=True)
    assert scene.lines[-1].started == DAY_ONE
    results = [line.result() for line in scene.lines]
    assert results.count("abandoned after 1 round") == 1  # Ada's game on day six
    assert results[0] == f"{seat_name(real_game.seats[real_game.winners[0]])} won"  # "Bot 1 (easy) won"


def test_the_history_filters_by_game(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    scene = to_history(driver)
    assert scene.games == ["crazy-jokers", "q2j", "quatorze"]
    driver.click_button("Quatorze")
    assert scene.game == "quatorze"
    assert len(scene.lines) == 2 and {line.game for line in scene.lines} == {"quatorze"}
    # The filter before: Q2J (seven of Ada and Basil's, two of them unfinished, and the real match).
    driver.key(pygame.K_LEFT)
    assert scene.game == "q2j" and len(scene.lines) == 8
    driver.click_button("All games")
    assert scene.game is None and len(scene.lines) == 11


def test_escape_leaves_the_history_for_the_menu(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    to_history(driver)
    driver.key(pygame.K_ESCAPE)
    driver.step()
    assert isinstance(driver.top, MenuScene)


# The replay viewer --------------------------------------------------------------------------------
def test_enter_opens_the_chosen_game_and_the_arrows_step(
    open_app: Callable[..., Driver], real_game: GameRecord
) -> None:
    driver = open_app()
    viewer = to_replay_of_newest(driver)
    assert viewer.loaded.problems == []
    assert viewer.positions == sum(len(r.actions) + 1 for r in real_game.rounds)
    assert viewer.position == 0
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_LEFT)
    assert viewer.position == 1
    frame = viewer.frame()
    assert frame is not None and (frame.round, frame.move) == (1, 1)
    assert frame.action == real_game.rounds[0].actions[0]
    # Every hand is face up, as the game is over.
    hands = [cards for zone, cards in frame.view.zones.items() if zone.kind is SharedKind.HAND]
    assert hands and all(card is not None for cards in hands for card in cards)
    driver.key(pygame.K_END)
    assert viewer.position == viewer.positions - 1
    last = viewer.frame()
    assert last is not None and last.result is not None
    assert last.result.winners == real_game.rounds[-1].winners
    driver.key(pygame.K_HOME)
    assert viewer.position == 0
    driver.key(pygame.K_ESCAPE)
    driver.step()
    assert isinstance(driver.top, HistoryScene)


def test_buttons_the_move_list_and_the_slider_jump(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    viewer = to_replay_of_newest(driver)
    driver.click_button("Step on")
    driver.click_button("Step on")
    driver.click_button("Step back")
    assert viewer.position == 1
    driver.click_button("End")
    assert viewer.position == viewer.positions - 1
    driver.click_button("Start")
    assert viewer.position == 0
    # The list's third row below its header is position 2 (the deal is position 0).
    list_top = viewer.list_rect.top + viewer.row_height + 6
    driver.click((viewer.list_rect.centerx, list_top + 2 * viewer.row_height + viewer.row_height // 2))
    assert viewer.position == 2
    assert (
        viewer.replay is not None
        and viewer.entries[2] == "2. Cleo plays the 5♣"  # who, and the move in the log's words
    )
    # The slider's right end is the last position, its middle half way.
    driver.click((viewer.slider.right - 1, viewer.slider.centery))
    assert viewer.position == viewer.positions - 1
    driver.click((viewer.slider.centerx, viewer.slider.centery))
    assert abs(viewer.position - (viewer.positions - 1) / 2) <= 1


def test_space_plays_at_the_chosen_speed(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    viewer = to_replay_of_newest(driver)
    speed = SPEEDS[viewer.speed]
    driver.key(pygame.K_SPACE)
    assert viewer.playing
    driver.step(30 * 3)  # three seconds at 30 frames a second
    assert abs(viewer.position - 3 * speed) <= 1
    driver.key(pygame.K_SPACE)
    stopped = viewer.position
    driver.step(30)
    assert not viewer.playing and viewer.position == stopped
    driver.key(pygame.K_PLUS)
    driver.key(pygame.K_PLUS)
    assert SPEEDS[viewer.speed] == speed * 4
    assert any(b.label == f"Play ({speed * 4:g}/s)" for b in viewer.buttons)
    driver.key(pygame.K_MINUS)
    assert SPEEDS[viewer.speed] == speed * 2


def tampered_file(folder: Path, record: GameRecord) -> Path:
    """The game as a replay file whose first round's fourth action is one the rules refuse."""
    actions = list(record.rounds[0].actions)
    actions[3] = "play 5Z"
    tampered = replace(record, rounds=(replace(record.rounds[0], actions=tuple(actions)), *record.rounds[1:]))
    file = folder / "tampered.yaml"
    write_replay(tampered, file)
    return file


def test_a_game_that_does_not_replay_is_named_not_crashed_on(
    tmp_path: Path, open_app: Callable[..., Driver], real_game: GameRecord
) -> None:
    file = tampered_file(tmp_path, real_game)
    driver = open_app(launch=LaunchOptions(replay_file=file))
    driver.step()
    viewer = driver.top
    assert isinstance(viewer, ReplayScene)
    said = " ".join(viewer.loaded.problems)
    assert "action 4 (round 1, move 4) `play 5Z`" in said
    assert f"{file}, line " in said and "rounds.0" not in said  # the file's line, not its key path
    # The game is shown up to the action before: the deal and three moves.
    assert viewer.positions == 4
    driver.key(pygame.K_END)
    assert viewer.position == 3
    driver.step()
    # The warning's red panel is on the screen, over the table.
    surface = pygame.display.get_surface()
    table = pygame.Rect(0, 0, viewer.list_rect.left, viewer.bar.top)
    reds = sum(
        surface.get_at((x, y))[:3] == WARN_FILL
        for x in range(table.left, table.right, 4)
        for y in range(table.top, table.bottom, 4)
    )
    assert reds > 100
    inside(viewer, driver.app.ctx.size)


def test_in_french_why_a_game_does_not_replay_reads_as_french(
    tmp_path: Path, open_app: Callable[..., Driver], real_game: GameRecord
) -> None:
    """The replay's warnings are the history's words said in the language in use: a French
    reader finds no English in them (the action's notation, in backquotes, stays as written)."""
    save_settings(Settings(language="fr"))  # as the Settings screen leaves it
    driver = open_app(launch=LaunchOptions(replay_file=tampered_file(tmp_path, real_game)))
    driver.step()
    viewer = driver.top
    assert isinstance(viewer, ReplayScene) and viewer.loaded.problems
    for line in viewer.loaded.problems:
        assert "`play 5Z`" in line or "5Z" not in line
        assert problems(line.replace(str(tmp_path), " ")) == [], line
    wrong = tuple(seat for seat in range(3) if seat not in real_game.winners)[:1]
    edited = tmp_path / "edited.yaml"
    write_replay(replace(real_game, winners=wrong), edited)
    loaded = load_record(read_replay(edited).record)
    assert len(loaded.problems) == 1
    assert problems(loaded.problems[0], [seat.name for seat in real_game.seats]) == [], loaded.problems


def test_a_result_that_differs_is_said(
    open_app: Callable[..., Driver], real_game: GameRecord, tmp_path: Path
) -> None:
    wrong = tuple(seat for seat in range(3) if seat not in real_game.winners)[:1]
    file = tmp_path / "edited.yaml"
    write_replay(replace(real_game, winners=wrong), file)
    driver = open_app(launch=LaunchOptions(replay_file=file))
    driver.step()
    viewer = driver.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.positions == sum(len(r.actions) + 1 for r in real_game.rounds)  # the whole game
    assert any("does not end as recorded" in problem for problem in viewer.loaded.problems)
    assert any("the match is won by" in problem for problem in viewer.loaded.problems)


def test_a_file_that_cannot_be_read_says_its_line(open_app: Callable[..., Driver], tmp_path: Path) -> None:
    file = tmp_path / "broken.yaml"
    file.write_text("format: 1\ngame: q2j\nvariant: q2j\nseed: many\n", encoding="utf-8")
    driver = open_app(launch=LaunchOptions(replay_file=file))
    driver.step()
    viewer = driver.top
    assert isinstance(viewer, ReplayScene) and viewer.replay is None
    assert any(str(file) in problem for problem in viewer.loaded.problems)
    inside(viewer, driver.app.ctx.size)
    driver.key(pygame.K_RIGHT)  # nothing to step through, and nothing breaks
    driver.key(pygame.K_ESCAPE)
    driver.step()
    assert isinstance(driver.top, MenuScene)


# The statistics -----------------------------------------------------------------------------------
def test_statistics_show_adas_figures_and_charts(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    to_history(driver)
    driver.key(pygame.K_s)
    driver.step()
    scene = driver.top
    assert isinstance(scene, StatsScene)
    assert [p.name for p in scene.profiles] == ["Ada", "Basil"]
    lines = [words for words, _ in scene.figure_lines()]
    # Ada's finished games, oldest first: won, won, won, lost, won, lost, won, won (tests/history).
    assert "Games 8 · wins 6 · win rate 75%" in lines
    assert "Streak: 2 now, best 3" in lines
    assert "1 abandoned (not counted above)" in lines
    # The trend line is drawn in its colour inside its panel; the contracts' bars in theirs.
    surface = pygame.display.get_surface()

    def pixels(box: pygame.Rect, colour: tuple[int, int, int]) -> int:
        return sum(
            surface.get_at((x, y))[:3] == colour
            for x in range(box.left, box.right)
            for y in range(box.top, box.bottom)
        )

    # More than the legend's swatch (18 by 10): a line across the chart, and bars.
    assert pixels(scene.trend_rect, RATE) > 400
    assert pixels(scene.bars_rect, SERIES[0]) > 400 and pixels(scene.bars_rect, SERIES[1]) > 400
    driver.key(pygame.K_o)  # against Basil
    lines = [words for words, _ in scene.figure_lines()]
    assert "5 games: Ada 3, Basil 1, both 1, neither 0" in lines
    driver.click_button("Quatorze")
    assert scene.stats is not None and scene.stats.games == 2
    lines = [words for words, _ in scene.figure_lines()]
    assert "Points a round: 11.7" in lines and "Best match: -15" in lines  # the game's own figures
    driver.key(pygame.K_p)  # Basil
    assert scene.stats is not None and scene.stats.profile.name == "Basil"
    driver.key(pygame.K_ESCAPE)
    driver.step()
    assert isinstance(driver.top, HistoryScene)


def test_a_period_with_no_game_says_so(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    to_history(driver)
    driver.key(pygame.K_s)
    driver.step()
    scene = driver.top
    assert isinstance(scene, StatsScene)
    driver.key(pygame.K_d)  # the last seven days: Ada and Basil played in March 2026
    assert scene.filters().since is not None
    assert scene.stats is not None and scene.stats.games == 0
    assert any(words.startswith("Games 0 ·") for words, _ in scene.figure_lines())


# Sizes --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_every_screen_keeps_its_words_in_their_boxes(
    open_app: Callable[..., Driver], size: tuple[int, int]
) -> None:
    driver = open_app(size)
    history_scene = to_history(driver)
    inside(history_scene, size)
    driver.key(pygame.K_s)
    driver.step()
    stats = driver.top
    assert isinstance(stats, StatsScene)
    driver.key(pygame.K_o)
    inside(stats, size)
    driver.key(pygame.K_ESCAPE)
    driver.step()
    driver.key(pygame.K_RETURN)
    driver.step()
    viewer = driver.top
    assert isinstance(viewer, ReplayScene)
    for _ in range(5):
        driver.key(pygame.K_RIGHT)
    inside(viewer, size)
    assert viewer.list_rect.right <= size[0] and viewer.bar.bottom == size[1]


def test_the_history_screens_in_french_keep_their_words_in_their_boxes(
    open_app: Callable[..., Driver],
) -> None:
    """At the smallest window, in French (chosen as the Settings choose it), reached from the
    French menu: the list, the statistics and the replay viewer."""
    size = (1024, 600)
    driver = open_app(size)
    driver.app.ctx.settings.language = "fr"
    i18n.use("fr")
    driver.app.ctx.relayout()
    driver.click_button("Historique")
    driver.step()
    history_scene = driver.top
    assert isinstance(history_scene, HistoryScene)
    assert history_scene.buttons[0].label == "Tous les jeux"
    inside(history_scene, size)
    driver.key(pygame.K_s)
    driver.step()
    stats = driver.top
    assert isinstance(stats, StatsScene)
    driver.key(pygame.K_o)
    inside(stats, size)
    assert stats.figure_lines()[1][0].startswith("Parties ")
    driver.key(pygame.K_ESCAPE)
    driver.step()
    driver.key(pygame.K_RETURN)
    driver.step()
    viewer = driver.top
    assert isinstance(viewer, ReplayScene)
    for _ in range(5):
        driver.key(pygame.K_RIGHT)
    inside(viewer, size)
    assert viewer.buttons[0].label == "Retour (Échap)"


def test_the_statistics_in_french_write_numbers_the_french_way(open_app: Callable[..., Driver]) -> None:
    """Ada's figures (6 of 8 won; Quatorze: 11.7 points a round) on the French screen: "75 %"
    with a narrow no-break space, "11,7" with a comma; back in English, "75%" and "11.7"."""
    driver = open_app()
    driver.app.ctx.settings.language = "fr"
    i18n.use("fr")
    driver.app.ctx.relayout()
    driver.click_button("Historique")
    driver.step()
    driver.key(pygame.K_s)
    driver.step()
    scene = driver.top
    assert isinstance(scene, StatsScene)
    lines = [words for words, _ in scene.figure_lines()]
    assert any("75\u202f%" in line for line in lines), lines
    english_figure = re.compile(r"\d\.\d|\d%")
    assert not [line for line in lines if english_figure.search(line)]
    driver.click_button("Quatorze")
    lines = [words for words, _ in scene.figure_lines()]
    assert any("11,7" in line for line in lines), lines
    assert not [line for line in lines if english_figure.search(line)]
    i18n.use("en")
    driver.app.ctx.relayout()
    lines = [words for words, _ in scene.figure_lines()]
    assert "Points a round: 11.7" in lines


def frames_until(driver: Driver, done: Callable[[], object], frames: int = 6_000) -> None:
    """Frames, a pause for the threads between each, until ``done`` holds: bounded by the frames
    counted, however long a busy machine takes over each of them."""
    for _ in range(frames):
        if done():
            return
        time.sleep(0.01)
        driver.step()
    raise AssertionError(f"not within {frames} frames: {done}")


def test_the_slow_parts_run_beside_the_frame_loop(open_app: Callable[..., Driver]) -> None:
    """Without the tests' fixed steps, the figures and the rebuilt game come from a thread,
    a few frames later, and the frames go on meanwhile."""
    driver = open_app()
    driver.app.ctx.lockstep = False
    to_history(driver)
    driver.key(pygame.K_s)
    stats = driver.top
    assert isinstance(stats, StatsScene)
    frames_until(driver, lambda: not stats.work.busy)
    assert stats.stats is not None and stats.stats.games == 8
    driver.key(pygame.K_ESCAPE)
    driver.step()
    listing = driver.top
    assert isinstance(listing, HistoryScene)
    # The list is read again on a thread; a player sees "Loading…" until its lines come.
    frames_until(driver, lambda: not listing.loading and listing.lines)
    driver.key(pygame.K_RETURN)
    viewer = driver.top
    assert isinstance(viewer, ReplayScene)
    frames_until(driver, lambda: not viewer.work.busy)
    assert viewer.replay is not None and viewer.loaded.problems == []
    driver.key(pygame.K_RIGHT)
    assert viewer.position == 1
