"""Take over from here (issue 44): from a position of a replay, a new game at the table.

The position at the table is checked against the record's actions played again by the engine in
the test (not by the replay's code), and against what the replay board showed at that move; the
new game is its own game in the history, marked (the screen and `q2j history` say it in words);
Undo never goes back before the position taken over; where a game cannot be taken over the button
is greyed and the line above it says why, in English and in French."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from history.helpers import DAY_ONE, game, history, played_record, played_session, seats, write

from game import i18n
from game.cli import main
from game.engine import make_rules
from game.engine.match import Match
from game.files import autosaving, paths
from game.history.database import connect
from game.history.listing import recent_games
from game.history.profiles import create_profile, rename_profile
from game.history.records import GameRecord, SeatRecord, Status, TakenOver
from game.history.replay_file import write_replay
from game.history.snapshot import game_record
from game.history.store import load_game
from game.launch import LaunchOptions
from game.play.seats import HUMAN, SeatConfig
from game.scenes.history_scene import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.replay_scene import ReplayScene
from game.scenes.table.scene import TableScene
from game.scenes.widgets import Button
from game.variants import load_catalog

from .driver import Driver, drivers, judge
from .test_hint_undo import human_turn
from .test_history_screens import inside

NEWEST = DAY_ONE + datetime.timedelta(days=30)
# The real match: Q Squared Joe with elimination rounds, three seats, deal 11. Seat 0 goes out in
# round 1; round 2 is played by seats 1 (a person, Cleo) and 2. At round 2's fifth move Cleo is
# to play, and she has played twice in that round already.
VARIANT, SEED = "q2j-elimination", 11
ROUND, MOVE = 2, 5


@pytest.fixture(scope="module")
def match_record() -> GameRecord:
    record = played_record(VARIANT, 3, SEED)
    assert [played.eliminated for played in record.rounds] == [(0,), (2,)], "the deal's story changed"
    sitting = (SeatRecord("Bot 0", "easy"), SeatRecord("Cleo"), SeatRecord("Bot 2", "hard"))
    return replace(record, seats=sitting, started=NEWEST, ended=NEWEST + datetime.timedelta(minutes=9))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, match_record: GameRecord) -> dict[str, int]:
    """A history: a game of a game this program no longer knows, a game left part-way (and so
    saved nowhere but the history), and the real match, played by Cleo, whose profile has been
    renamed since. Returns the games' numbers."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    db = history(paths.user_dir())
    cleo = create_profile(db, "Cleo")
    left = played_session("q2j", 2, seed=5, moves=6)
    left_record = game_record(left, "left", NEWEST - datetime.timedelta(days=1), {}, Status.ABANDONED)
    unknown, abandoned, real = write(
        db,
        game("old", seats("Cleo", "easy"), [0], day=1, game_name="old-game"),
        replace(left_record, seats=(SeatRecord("Dora"), SeatRecord("Bot 1", "easy"))),
        match_record,
    )
    rename_profile(db, cleo, "Cleo B")
    db.close()
    return {"unknown": unknown, "abandoned": abandoned, "real": real}


@pytest.fixture
def open_app(home: dict[str, int]) -> Iterator[Callable[..., Driver]]:
    with drivers((1024, 600)) as make:
        yield make


def replay_of(driver: Driver, game_id: int, replays: bool = True) -> ReplayScene:
    """The history, the game numbered ``game_id`` chosen (Up and Down), Enter."""
    assert isinstance(driver.top, MenuScene)
    driver.click_button(driver.top.buttons[-2].label)  # History, in any language
    driver.step()
    listing = driver.top
    assert isinstance(listing, HistoryScene)
    while listing.lines[listing.chosen].id != game_id:
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    driver.step()
    viewer = driver.top
    assert isinstance(viewer, ReplayScene) and (viewer.replay is not None) == replays
    return viewer


def to_position(driver: Driver, viewer: ReplayScene, round_number: int, move: int) -> None:
    """Page Down to the round's deal, then Right ``move`` times."""
    for _ in range(round_number - 1):
        driver.key(pygame.K_PAGEDOWN)
    for _ in range(move):
        driver.key(pygame.K_RIGHT)
    assert viewer._status(viewer.frame()).startswith(f"Round {round_number} of ")  # type: ignore[arg-type]


def take_over_button(viewer: ReplayScene) -> Button:
    (button,) = [b for b in viewer.buttons if b.value == "take_over"]
    return button


def drawn_words(viewer: ReplayScene, size: tuple[int, int]) -> str:
    screen = pygame.display.get_surface()
    assert screen is not None
    viewer.draw(screen)
    inside(viewer, size)
    return " ".join(viewer.foot_lines)


def played_again(record: GameRecord, round_number: int, move: int) -> Match:
    """The match the record's actions make, played by the engine here: every round before
    ``round_number`` to its end, then ``move`` actions of that one."""
    rules = make_rules(load_catalog().get(record.variant))
    match = Match(rules, len(record.seats), record.seed)
    for played in record.rounds[:round_number]:
        state = match.start_round()
        texts = played.actions if played.number < round_number else played.actions[:move]
        for text in texts:
            rules.apply(state, rules.parse_action(text))
        if state.over:
            match.finish_round()
    return match


def taken_over_here(driver: Driver, game_id: int) -> TableScene:
    """Game ``game_id``'s replay at round ``ROUND``, move ``MOVE``, taken over (T): the new
    game's table at the person's turn."""
    to_position(driver, replay_of(driver, game_id), ROUND, MOVE)
    driver.key(pygame.K_t)
    return human_turn(driver)


def quit_to_menu(driver: Driver) -> None:
    driver.key(pygame.K_ESCAPE)
    driver.step()
    assert isinstance(driver.top, PauseScene)
    driver.click_button("Quit to menu")
    driver.step()
    assert isinstance(driver.top, MenuScene)


def continued_from_the_menu(driver: Driver) -> TableScene:
    """The menu's Continue, as a player presses it after opening the program again: the table,
    once the person may play."""
    assert isinstance(driver.top, MenuScene)
    driver.click_button("Continue")
    for _ in range(600):  # the save is read off the frame loop
        if isinstance(driver.top, TableScene):
            break
        driver.step()
    return human_turn(driver)


def test_the_table_stands_where_the_replay_stood(
    open_app: Callable[..., Driver], home: dict[str, int], match_record: GameRecord
) -> None:
    driver = open_app()
    viewer = replay_of(driver, home["real"])
    to_position(driver, viewer, ROUND, MOVE)
    frame = viewer.frame()
    assert frame is not None and (frame.round, frame.move) == (ROUND, MOVE)
    shown = {str(zone): tuple(cards) for zone, cards in frame.view.zones.items()}  # the board drew these
    screen = pygame.display.get_surface()
    assert screen is not None
    viewer.draw(screen)
    pygame.image.save(screen, str(paths.user_dir() / "take-over-1024.png"))
    driver.key(pygame.K_t)
    driver.step()
    table = driver.top
    assert isinstance(table, TableScene), viewer.take_over_note()
    session = judge(table.session)
    # The same position, from the record's actions played again by the engine here.
    again = played_again(match_record, ROUND, MOVE)
    assert again.state is not None
    assert session.rules.state_text(session.state) == again.rules.state_text(again.state)
    assert [str(action) for action in session.state.log] == list(match_record.rounds[1].actions[:MOVE])
    # The match's finished round is kept: Cleo's seat is still in, seat 0 is out, as after round 1.
    assert len(session.match.rounds) == 1 and session.match.seats_in_round == again.seats_in_round
    # Cleo (now "Cleo B", her profile's name) is to play; her hand and the discard pile are the
    # cards the replay board showed at that move.
    viewer_seat = table.viewer
    assert session.seats[session.match_seat(viewer_seat)] == SeatConfig("Cleo B", HUMAN)
    assert table.accepting_input and session.to_move == viewer_seat
    hand = f"hand:{viewer_seat}"
    assert sorted(map(str, table.display.zones[hand])) == sorted(map(str, shown[hand]))
    assert tuple(table.display.zones["discard"]) == shown["discard"]
    # The computers keep their recorded levels.
    assert [seat.kind for seat in session.seats] == ["easy", HUMAN, "hard"]


def test_undo_never_goes_back_before_the_position_taken_over(
    open_app: Callable[..., Driver], home: dict[str, int]
) -> None:
    driver = open_app()
    table = taken_over_here(driver, home["real"])
    session = judge(table.session)
    taken = list(session.state.log)
    driver.key(pygame.K_u)  # Cleo played moves 2 and 4 of this round, but in the game before
    assert session.state.log == taken
    assert "since the game was taken over" in str(session.why_no_undo())  # what the message line says
    driver.play_human_turn(table)
    table = human_turn(driver)
    assert len(session.state.log) > len(taken) + 1  # her move and the reply
    driver.key(pygame.K_u)
    assert session.state.log == taken  # back to the position taken over, and no further
    driver.key(pygame.K_u)
    assert session.state.log == taken


def test_the_log_says_where_the_game_was_taken_over(
    open_app: Callable[..., Driver], home: dict[str, int]
) -> None:
    driver = open_app()
    table = taken_over_here(driver, home["real"])
    titles = [line.public for line in table.log.lines if line.strong]
    said = f"taken over from game {home['real']} in round {ROUND}, at move {MOVE}"
    assert any(said in title for title in titles), titles
    assert not any("continued at turn" in title for title in titles), titles


def test_continued_later_undo_still_stops_at_the_position_taken_over(
    open_app: Callable[..., Driver], home: dict[str, int]
) -> None:
    """The floor is kept in the autosave: closed and continued, the game taken over still
    gives back none of the moves played in the game before."""
    driver = open_app()
    taken = list(judge(taken_over_here(driver, home["real"]).session).state.log)
    quit_to_menu(driver)
    assert autosaving.flush()
    table = continued_from_the_menu(driver)
    assert judge(table.session).state.log == taken
    driver.key(pygame.K_u)
    assert judge(table.session).state.log == taken
    assert "since the game was taken over" in str(table.session.why_no_undo())


def test_the_new_game_is_its_own_game_marked_in_the_history(
    open_app: Callable[..., Driver], home: dict[str, int], capsys: pytest.CaptureFixture[str]
) -> None:
    driver = open_app()
    taken_over_here(driver, home["real"])
    quit_to_menu(driver)
    assert driver.settled()
    db = connect(paths.user_dir() / "history.sqlite3")
    try:
        lines = recent_games(db)
        original = load_game(db, home["real"])
    finally:
        db.close()
    newest = lines[0]
    assert newest.id not in home.values() and len(lines) == 4
    assert newest.taken_over == TakenOver(ROUND, MOVE, game=home["real"])
    assert [seat.name for seat in newest.seats] == ["Bot 0", "Cleo B", "Bot 2"]
    assert newest.status is Status.ABANDONED and newest.rounds == 1  # round 1 kept, finished
    assert original is not None and original.record.status is Status.FINISHED  # untouched
    words = f"taken over from game {home['real']} in round 2, at move 5"
    driver.click_button("History")
    driver.step()
    listing = driver.top
    assert isinstance(listing, HistoryScene) and listing.lines[0].id == newest.id
    # Left to the menu with its save still holding it: it can be continued (C), not abandoned.
    assert listing.row_words(listing.lines[0])[4] == f"left after 1 round: can be continued · {words}"
    assert listing.foot_words(listing.lines[0]) == f"Game {newest.id}: {words}"  # whole, at the foot
    assert listing.foot_words(listing.lines[1]) == ""
    screen = pygame.display.get_surface()
    assert screen is not None
    listing.draw(screen)
    inside(listing, (1024, 600))
    driver.key(pygame.K_i)  # the summary says it too
    driver.step()
    assert listing.summary is not None and not isinstance(listing.summary, str)
    assert words in listing.summary.lines[1]
    capsys.readouterr()
    assert main(["history"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[1].startswith(f"{newest.id:>5}") and printed[1].endswith(f"[{words}]")
    assert not any("taken over" in line for line in printed[2:])


def test_taken_over_where_a_game_was_left_it_is_still_a_game_of_its_own(
    open_app: Callable[..., Driver], home: dict[str, int]
) -> None:
    """The last position of a game left part-way: the new game begins exactly as that one was
    left (same deal, same actions), and is still not taken for it."""
    driver = open_app()
    viewer = replay_of(driver, home["abandoned"])
    driver.key(pygame.K_END)
    assert viewer.take_over_refusal() is None  # an unfinished game can be played on from its end
    driver.key(pygame.K_t)
    table = human_turn(driver)
    left = played_session("q2j", 2, seed=5, moves=6)  # the game as it was left, played again here
    assert judge(table.session).state.log[:6] == left.state.log
    quit_to_menu(driver)
    assert driver.settled()
    db = connect(paths.user_dir() / "history.sqlite3")
    try:
        lines = recent_games(db)
    finally:
        db.close()
    assert len(lines) == 4
    marks = {line.id: line.taken_over for line in lines}
    assert marks[home["abandoned"]] is None
    (new,) = [line for line in lines if line.id not in home.values()]
    assert new.taken_over == TakenOver(1, 6, game=home["abandoned"])


def test_the_button_is_greyed_where_the_game_cannot_be_taken_over(
    open_app: Callable[..., Driver], home: dict[str, int], match_record: GameRecord, tmp_path: Path
) -> None:
    size = (1024, 600)
    driver = open_app(size)
    # The last position of a finished game: nothing left to play.
    viewer = replay_of(driver, home["real"])
    driver.key(pygame.K_END)
    assert not take_over_button(viewer).enabled
    assert "the game is over" in drawn_words(viewer, size)
    driver.key(pygame.K_t)
    assert driver.top is viewer
    driver.key(pygame.K_LEFT)  # one move before the end: it can be
    assert take_over_button(viewer).enabled
    assert drawn_words(viewer, size) == "Play on from here in a new game."
    driver.key(pygame.K_ESCAPE)
    driver.step()
    driver.key(pygame.K_ESCAPE)
    driver.step()
    # A game this program no longer knows.
    viewer = replay_of(driver, home["unknown"], replays=False)
    assert not take_over_button(viewer).enabled
    assert "this version of the program cannot play this game" in drawn_words(viewer, size)
    driver.key(pygame.K_t)
    assert driver.top is viewer
    # A replay file edited so that its moves no longer all replay.
    actions = list(match_record.rounds[0].actions)
    actions[3] = "play 5Z"
    tampered = replace(
        match_record,
        rounds=(replace(match_record.rounds[0], actions=tuple(actions)), *match_record.rounds[1:]),
    )
    file = tmp_path / "tampered.yaml"
    write_replay(tampered, file)
    edited = open_app(size, LaunchOptions(replay_file=file))
    edited.step()
    viewer = edited.top
    assert isinstance(viewer, ReplayScene) and viewer.loaded.cut_short
    edited.key(pygame.K_RIGHT)
    assert not take_over_button(viewer).enabled
    assert "its recorded moves do not all replay" in drawn_words(viewer, size)


def test_a_replay_file_is_taken_over_and_the_mark_names_it(
    open_app: Callable[..., Driver], match_record: GameRecord, tmp_path: Path
) -> None:
    file = tmp_path / "cleo.yaml"
    write_replay(match_record, file)
    driver = open_app(launch=LaunchOptions(replay_file=file))
    driver.step()
    viewer = driver.top
    assert isinstance(viewer, ReplayScene)
    to_position(driver, viewer, ROUND, MOVE)
    driver.key(pygame.K_t)
    table = human_turn(driver)
    # No profile comes from a file: the person sits under the name recorded.
    assert judge(table.session).seats[1] == SeatConfig("Cleo", HUMAN)
    quit_to_menu(driver)
    assert driver.settled()
    db = connect(paths.user_dir() / "history.sqlite3")
    try:
        newest = recent_games(db)[0]
    finally:
        db.close()
    assert newest.taken_over == TakenOver(ROUND, MOVE, file="cleo.yaml")
    assert newest.taken_over.words() == "taken over from cleo.yaml in round 2, at move 5"


def test_in_french_the_button_its_reasons_and_the_mark(
    open_app: Callable[..., Driver], home: dict[str, int]
) -> None:
    size = (1024, 600)
    driver = open_app(size)
    driver.app.ctx.settings.language = "fr"
    i18n.use("fr")
    try:
        driver.app.ctx.relayout()
        viewer = replay_of(driver, home["real"])
        assert take_over_button(viewer).label == "Reprendre d’ici (T)"
        assert drawn_words(viewer, size) == "Jouer la suite d’ici dans une nouvelle partie."
        driver.key(pygame.K_END)
        assert drawn_words(viewer, size) == (
            "Impossible de reprendre ici\u00a0: la partie est finie. Reculez pour jouer la suite."
        )
        screen = pygame.display.get_surface()
        assert screen is not None
        pygame.image.save(screen, str(paths.user_dir() / "take-over-end-fr-1024.png"))
        assert TakenOver(2, 5, game=12).words() == "reprise de la partie 12 à la manche 2, au coup 5"
        assert TakenOver(1, 30, file="a.yaml").words() == "reprise de a.yaml au coup 30"
    finally:
        i18n.use("en")
