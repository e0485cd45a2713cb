"""Players (profiles) from the menu and at the setup, driven with real key and mouse events:
made, renamed, recoloured and deleted on the players screen (a deleted player's games stay in
the history under their name); bad names and birthdays refused on the screen with the form kept;
two people at the setup pick two players, the game is recorded under them and counted in their
statistics; one seat each; a new player made inline; every screen inside 1024x600 and 1920x1080.
And the history list read beside the frame loop."""

from __future__ import annotations

import datetime
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from history.helpers import game, history, seats, write

from game.files import paths
from game.history.database import connect
from game.history.listing import recent_games
from game.history.profiles import PALETTE, Profile, create_profile, list_profiles
from game.history.recorder import Recorder
from game.history.stats import profile_stats
from game.play.seats import HUMAN
from game.scenes import history_scene
from game.scenes.history_scene import LOADING, HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.profiles_scene import ProfilesScene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.seat_picker import GUEST, NEW_PLAYER
from game.scenes.setup import SetupScene

from .driver import Driver, drivers

SIZES = [(1024, 600), (1920, 1080)]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user folder, with a history holding one finished game Ada played before she had a
    profile, and the profiles Basil (blue) and Cleo (gold)."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    db = history(paths.user_dir())
    write(db, game("before", seats("Ada", "easy"), [0], day=0, minutes=5))
    create_profile(db, "Basil", "blue")
    create_profile(db, "Cleo", "gold")
    db.close()
    return tmp_path


@pytest.fixture
def open_app(home: Path) -> Iterator[Callable[..., Driver]]:
    with drivers((1280, 800)) as make:
        yield make


def stored() -> list[Profile]:
    db = connect(paths.user_dir() / "history.sqlite3", check=False)
    try:
        return list_profiles(db)
    finally:
        db.close()


def seat_rows() -> list[tuple[str, str | None, str | None]]:
    """Every recorded seat: the name played under, and the name of its profile (if any)."""
    db = connect(paths.user_dir() / "history.sqlite3", check=False)
    try:
        rows = db.execute(
            "SELECT s.name, s.level, p.name FROM seats s LEFT JOIN profiles p ON p.id = s.profile_id "
            "ORDER BY s.game_id, s.seat"
        ).fetchall()
        return [(name, level, profile) for name, level, profile in rows]
    finally:
        db.close()


def type_text(driver: Driver, words: str) -> None:
    for letter in words:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        driver.step()


def erase(driver: Driver, count: int = 30) -> None:
    for _ in range(count):
        driver.key(pygame.K_BACKSPACE)


def to_players(driver: Driver) -> ProfilesScene:
    assert isinstance(driver.top, MenuScene)
    driver.click_button("Players")
    scene = driver.top
    assert isinstance(scene, ProfilesScene)
    return scene


def tab_to(driver: Driver, scene: ProfilesScene, value: object) -> None:
    for _ in range(len(scene.order) + 1):
        if scene.focused == value:
            return
        driver.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {value}")


def button(scene: ProfilesScene | SetupScene, value: object) -> pygame.Rect:
    for candidate in scene.buttons:
        if candidate.value == value:
            return candidate.rect
    raise AssertionError(f"no button {value} in {[b.value for b in scene.buttons]}")


# The players screen ------------------------------------------------------------------------------
def test_a_player_is_made_renamed_and_deleted_with_the_keyboard(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    scene = to_players(driver)
    assert [profile.name for profile in scene.profiles] == ["Basil", "Cleo"]
    driver.key(pygame.K_n)  # a new player: the focus goes to the name
    assert scene.editing is None and scene.focused == ("entry", "name")
    driver.key(pygame.K_RETURN)  # type in it
    type_text(driver, "Ada")
    driver.key(pygame.K_TAB)  # on to the birthday
    assert scene.focused == ("entry", "birthday")
    driver.key(pygame.K_RETURN)
    type_text(driver, "1990-03-04")
    driver.key(pygame.K_RETURN)  # Enter in an entry saves
    ada = next(profile for profile in stored() if profile.name == "Ada")
    assert ada.birthday == datetime.date(1990, 3, 4)
    assert ada.colour not in ("blue", "gold")  # a colour nobody had
    assert scene.message == "Ada was added." and not scene.refused
    # Her game from before she had a profile is hers now, and the list says so.
    assert scene.editing is not None and scene.editing.name == "Ada"
    assert scene.games.get(ada.id) == 1

    # Renamed: Tab to the name, erase it, type the new one, Enter.
    tab_to(driver, scene, ("entry", "name"))
    driver.key(pygame.K_RETURN)
    erase(driver)
    type_text(driver, "Ada Lovelace")
    driver.key(pygame.K_RETURN)
    assert sorted(profile.name for profile in stored()) == ["Ada Lovelace", "Basil", "Cleo"]
    assert next(p for p in stored() if p.id == ada.id).birthday == datetime.date(1990, 3, 4)

    # Recoloured: the arrows step through the palette, then Save.
    colours = list(PALETTE)
    driver.key(pygame.K_RIGHT)
    expected = colours[(colours.index(ada.colour) + 1) % len(colours)]
    tab_to(driver, scene, ("save", None))
    driver.key(pygame.K_RETURN)
    assert next(p for p in stored() if p.id == ada.id).colour == expected

    # Deleted: Delete asks first (Keep has the focus), Left goes to Delete, Enter deletes.
    driver.key(pygame.K_DELETE)
    assert scene.confirming
    words = " ".join(scene.question_lines(2000))
    assert "Their 1 game stays in the history" in words and "Ada Lovelace" in words
    driver.key(pygame.K_RETURN)  # Keep
    assert not scene.confirming and len(stored()) == 3
    driver.key(pygame.K_DELETE)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_RETURN)
    assert sorted(profile.name for profile in stored()) == ["Basil", "Cleo"]
    # The game stays, under the name it was played under, with no profile.
    assert seat_rows() == [("Ada", None, None), ("Bot 1", "easy", None)]
    assert scene.message == "The player Ada Lovelace was deleted. 1 game stays in the history."
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)


def test_the_mouse_makes_a_player_in_a_chosen_colour_and_deletes_one(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    scene = to_players(driver)
    driver.click(button(scene, ("new", None)).center)
    driver.click(scene.name_entry.get_relative_rect().center)
    type_text(driver, "Dora")
    pink = next(rect for colour, rect in scene.swatches if colour == "pink")
    driver.click(pink.center)
    driver.click(button(scene, ("save", None)).center)
    dora = next(profile for profile in stored() if profile.name == "Dora")
    assert dora.colour == "pink" and dora.birthday is None
    # A click on Basil's row shows him; Delete…, then Delete.
    basil_row = scene.row_rect([p.name for p in scene.profiles].index("Basil"))
    driver.click(basil_row.center)
    assert scene.editing is not None and scene.editing.name == "Basil"
    driver.click(button(scene, ("ask-delete", None)).center)
    assert "No game of theirs is recorded" in " ".join(scene.question_lines(2000))
    driver.click(button(scene, ("delete", None)).center)
    assert sorted(profile.name for profile in stored()) == ["Cleo", "Dora"]


@pytest.mark.parametrize(
    ("name", "birthday", "said"),
    [
        ("", "", "A profile needs a name."),
        ("   ", "", "A profile needs a name."),
        ("cLEO", "", "There is a profile called 'Cleo' already."),
        ("Eve", "1990-02-30", "Birthday: '1990-02-30' is not a day of the calendar"),
        ("Eve", "4 March", "is not a date written year-month-day"),
        ("Eve", "2999-01-01", "cannot be a birthday"),
    ],
)
def test_bad_input_is_refused_on_the_screen_and_the_form_kept(
    open_app: Callable[..., Driver], name: str, birthday: str, said: str
) -> None:
    driver = open_app()
    scene = to_players(driver)
    driver.key(pygame.K_n)
    driver.key(pygame.K_RETURN)
    type_text(driver, name)
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    type_text(driver, birthday)
    driver.key(pygame.K_RETURN)
    assert scene.refused and said in scene.message
    assert [profile.name for profile in stored()] == ["Basil", "Cleo"]  # nothing made
    # What was typed is still there to correct.
    assert scene.name_entry.get_text() == name[:20] or scene.name_entry.get_text() == name
    assert scene.birthday_entry.get_text() == birthday
    assert scene.editing is None
    # The refusal is drawn, in the refusal's colour, inside its box.
    driver.step()
    assert any(box == scene.message_box.clip(box) for _, box in scene.drawn)


def test_a_rename_to_a_name_taken_is_refused_and_nothing_changes(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    scene = to_players(driver)
    assert scene.editing is not None and scene.editing.name == "Basil"  # the first, chosen
    driver.click(scene.name_entry.get_relative_rect().center)
    erase(driver)
    type_text(driver, "Cleo")
    driver.key(pygame.K_RETURN)
    assert scene.message == "There is a profile called 'Cleo' already." and scene.refused
    assert sorted(profile.name for profile in stored()) == ["Basil", "Cleo"]
    assert scene.name_entry.get_text() == "Cleo" and scene.editing.name == "Basil"


# The setup ---------------------------------------------------------------------------------------
def to_setup(driver: Driver, variant: str, humans: int) -> SetupScene:
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    driver.click(button(setup, ("variant", variant)).center)
    while setup.players > 2:
        driver.click(button(setup, ("players", -1)).center)
    for seat in range(humans):
        while setup.kinds[seat] != HUMAN:
            driver.click(button(setup, ("kind", seat)).center)
    return setup


def pick(driver: Driver, setup: SetupScene, seat: int, label: str) -> list[str]:
    """Open seat ``seat``'s list with a click, pick ``label`` with a click; returns the list offered."""
    driver.click(button(setup, ("pick", seat)).center)
    assert setup.picker is not None
    offered = [choice.label for choice in setup.picker.buttons]
    driver.click(next(choice for choice in setup.picker.buttons if choice.label == label).rect.center)
    assert setup.picker is None
    return offered


def test_two_people_pick_two_players_and_the_game_counts_for_them(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    setup = to_setup(driver, "q2j", 2)
    assert pick(driver, setup, 0, "Basil") == ["Basil", "Cleo", NEW_PLAYER, GUEST]
    # Basil sits at seat 1: seat 2 is offered only Cleo (one seat each).
    assert pick(driver, setup, 1, "Cleo") == ["Cleo", NEW_PLAYER, GUEST]
    assert setup.names[:2] == ["Basil", "Cleo"]
    driver.click(button(setup, ("start", 0)).center)
    driver.step()
    # The plates take the players' colours.
    assert driver.app.ctx.plate_colours == {"basil": PALETTE["blue"], "cleo": PALETTE["gold"]}
    assert driver.app.ctx.plate_fill("Basil", (16, 40, 30)) != (16, 40, 30)
    scoreboard = driver.play_to_scoreboard()
    assert isinstance(scoreboard, ScoreboardScene)
    assert driver.settled()
    db = connect(paths.user_dir() / "history.sqlite3", check=False)
    try:
        newest = recent_games(db, 1)[0]
        assert [seat.name for seat in newest.seats] == ["Basil", "Cleo"]
        assert newest.status.value == "finished"
        basil, cleo = (next(p for p in list_profiles(db) if p.name == n) for n in ("Basil", "Cleo"))
        counted = [profile_stats(db, profile) for profile in (basil, cleo)]
        assert [stats.games for stats in counted] == [1, 1]
        assert sum(stats.wins for stats in counted) == len(newest.winners) >= 1
    finally:
        db.close()
    # The setup starts again as they sat: the same players at the same seats.
    driver.click_button("Menu")
    driver.step()
    assert isinstance(driver.top, MenuScene)
    driver.click_button("Play")
    again = driver.top
    assert isinstance(again, SetupScene)
    assert again.names[:2] == ["Basil", "Cleo"] and again.kinds[:2] == [HUMAN, HUMAN]
    assert [again.profile_of(seat) is not None for seat in range(2)] == [True, True]


def test_the_same_player_cannot_sit_twice(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    setup = to_setup(driver, "q2j", 2)
    pick(driver, setup, 0, "Cleo")
    # A guest name typed at seat 2 that is Cleo's (any case) is Cleo: refused.
    pick(driver, setup, 1, GUEST)
    erase(driver)
    type_text(driver, "cleo")
    driver.key(pygame.K_RETURN)
    driver.click(button(setup, ("start", 0)).center)
    assert isinstance(driver.top, SetupScene)
    assert "Seats 1 and 2 are both cleo: one seat each" in setup.error


def test_a_new_player_is_made_as_the_game_starts(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    setup = to_setup(driver, "crazy-jokers", 1)
    pick(driver, setup, 0, NEW_PLAYER)
    type_text(driver, "Ada")  # the name entry has the focus at once
    driver.key(pygame.K_RETURN)
    setup.birthday_entries[0].set_text("1990-03-04")
    driver.click(button(setup, ("start", 0)).center)
    driver.step()
    assert not isinstance(driver.top, SetupScene), setup.error
    ada = next(profile for profile in stored() if profile.name == "Ada")
    assert ada.birthday == datetime.date(1990, 3, 4)
    assert driver.app.ctx.plate_colours == {"ada": PALETTE[ada.colour]}
    assert driver.app.ctx.settings.birthdays == {}  # kept in her profile, not by name in the settings


def test_a_new_player_needs_a_name_no_other_player_has(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    setup = to_setup(driver, "q2j", 1)
    pick(driver, setup, 0, NEW_PLAYER)
    driver.key(pygame.K_RETURN)
    driver.click(button(setup, ("start", 0)).center)
    assert isinstance(driver.top, SetupScene) and "Seat 1, new player: A profile needs a name." in setup.error
    driver.click(setup.entries[0].get_relative_rect().center)
    type_text(driver, "basil")
    driver.key(pygame.K_RETURN)
    driver.click(button(setup, ("start", 0)).center)
    assert isinstance(driver.top, SetupScene) and "There is a player called basil already" in setup.error
    assert [profile.name for profile in stored()] == ["Basil", "Cleo"]


# Sizes -------------------------------------------------------------------------------------------
def inside(scene: ProfilesScene, size: tuple[int, int]) -> None:
    """Every word drawn lies inside its box, every box and button inside the window."""
    window = pygame.Rect((0, 0), size)
    assert scene.drawn, "nothing was drawn"
    for landed, box in scene.drawn:
        assert box.contains(landed), (landed, box)
        assert window.contains(box), (box, size)
    buttons_inside(scene.buttons, size)
    for _, swatch in scene.swatches:
        assert scene.form_rect.contains(swatch), swatch
    for entry in (scene.name_entry, scene.birthday_entry):
        assert scene.form_rect.contains(entry.get_relative_rect())


def buttons_inside(buttons: list, size: tuple[int, int]) -> None:  # type: ignore[type-arg]
    window = pygame.Rect((0, 0), size)
    for each in buttons:
        assert window.contains(each.rect), each
        for image, where in each.label_images():
            assert each.rect.contains(where), (each.label, image.get_size(), each.rect)
    rects = [each.rect for each in buttons]
    assert all(a.collidelist([b for b in rects if b is not a]) == -1 for a in rects), "buttons overlap"


@pytest.mark.parametrize("size", SIZES)
def test_the_players_screen_and_the_picker_keep_inside_the_window(
    open_app: Callable[..., Driver], size: tuple[int, int]
) -> None:
    driver = open_app(size)
    scene = to_players(driver)
    inside(scene, size)
    driver.key(pygame.K_n)
    driver.key(pygame.K_RETURN)
    type_text(driver, "Basil")
    driver.key(pygame.K_RETURN)  # refused: a long sentence under the lists
    inside(scene, size)
    driver.key(pygame.K_UP)
    assert scene.leaving is not None  # the name typed is not dropped unasked
    inside(scene, size)
    driver.click_button("Don't save")
    driver.key(pygame.K_DELETE)
    inside(scene, size)
    assert scene.confirming
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    setup = to_setup(driver, "crazy-jokers", 2)
    driver.click(button(setup, ("pick", 1)).center)
    assert setup.picker is not None
    buttons_inside(setup.picker.buttons, size)
    assert pygame.Rect((0, 0), size).contains(setup.picker.box)
    buttons_inside(setup.buttons, size)


# The history list, beside the frame loop --------------------------------------------------------
def test_the_history_list_is_read_beside_the_frame_loop(
    open_app: Callable[..., Driver], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The frame never waits for the list: while the query is held, frames go on, off the query's
    thread, and say "Loading…"; once it is let go, the games show."""
    release = threading.Event()
    real = history_scene.recent_games
    holding: list[threading.Thread] = []  # the thread the query is held on, while it is held

    def held(*args: object, **kwargs: object) -> object:
        holding.append(threading.current_thread())
        release.wait(60)
        holding.clear()
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(history_scene, "recent_games", held)
    driver = open_app()
    driver.app.ctx.lockstep = False
    driver.click_button("History")
    scene = driver.top
    assert isinstance(scene, HistoryScene)
    driver.step(10)
    for _ in range(6000):  # the thread takes the query up, however busy the machine
        if holding:
            break
        time.sleep(0.01)
    driver.step(10)  # frames go on while the query is held (a frame that waited would hang here)
    assert holding and holding[0] is not threading.current_thread()
    assert scene.loading and scene.lines == []
    assert any(LOADING in words for words in drawn_words(scene, driver))
    release.set()
    for _ in range(6000):  # the thread's answer is shown, however busy the machine
        if not scene.loading:
            break
        time.sleep(0.01)
        driver.step()
    assert not scene.loading, "the list never came"
    assert [seat.name for seat in scene.lines[0].seats] == ["Ada", "Bot 1"]


def drawn_words(scene: HistoryScene, driver: Driver) -> list[str]:
    """The words the list drew last frame (read back from what it was given to draw)."""
    said: list[str] = []
    original = scene._put

    def spy(surface: pygame.Surface, words: str, *rest: object, **named: object) -> None:
        said.append(words)
        original(surface, words, *rest, **named)  # type: ignore[arg-type]

    scene._put = spy  # type: ignore[method-assign]
    driver.step()
    scene._put = original  # type: ignore[method-assign]
    return said


def test_the_keyboard_picks_a_player_for_a_seat(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    setup = to_setup(driver, "q2j", 2)
    for _ in range(len(setup.order)):
        if setup.focused == ("pick", 1):
            break
        driver.key(pygame.K_TAB)
    assert setup.focused == ("pick", 1)
    driver.key(pygame.K_RETURN)  # the list opens, on its first choice
    assert setup.picker is not None and setup.picker.seat == 1
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)  # the second: Cleo
    assert setup.picker is None and setup.names[1] == "Cleo"
    driver.key(pygame.K_RETURN)  # the focus stayed on the seat's ▾: the list again
    assert setup.picker is not None
    driver.key(pygame.K_ESCAPE)  # closed, nothing changed
    assert setup.picker is None and setup.names[1] == "Cleo"
    assert isinstance(driver.top, SetupScene)


def test_a_computer_player_named_like_the_player_seated_takes_another_name(
    open_app: Callable[..., Driver],
) -> None:
    driver = open_app()
    setup = to_setup(driver, "q2j", 1)
    driver.click(button(setup, ("players", 1)).center)
    assert setup.kinds[1] != HUMAN
    driver.click(setup.entries[1].get_relative_rect().center)  # the bot named Basil
    erase(driver)
    type_text(driver, "Basil")
    driver.key(pygame.K_RETURN)
    pick(driver, setup, 0, "Basil")
    assert setup.names[0] == "Basil" and setup.names[1] not in ("Basil", setup.names[2])
    driver.click(button(setup, ("start", 0)).center)
    assert not isinstance(driver.top, SetupScene), setup.error
    # Basil's plate takes his colour; the computer player's stays plain.
    assert driver.app.ctx.plate_colours == {"basil": PALETTE["blue"]}


def test_the_menus_eight_buttons_fit_above_its_notes_in_the_smallest_window(
    open_app: Callable[..., Driver],
) -> None:
    """Continue, Play, Play across the room, Rules, Settings, Players, History, Quit, and two lines
    of notes, at 1024x600."""
    driver = open_app((1024, 600))
    driver.setup_game("q2j", 2, [HUMAN, "easy"])
    driver.step(10)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Quit to menu")
    menu = driver.top
    assert isinstance(menu, MenuScene)
    driver.app.ctx.notes.append("A note long enough to take two lines at the bottom of the menu: " * 2)
    driver.step()
    assert [b.label for b in menu.buttons] == [
        "Continue",
        "Play",
        "Play across the room",
        "Rules",
        "Settings",
        "Players",
        "History",
        "Quit",
    ]
    buttons_inside(menu.buttons, (1024, 600))
    notes_top = 600 - 12 - sum(line.get_height() + 2 for line in menu.note_lines)
    assert len(menu.note_lines) >= 2 and menu.buttons[-1].rect.bottom <= notes_top


def test_without_a_history_a_new_player_plays_as_a_guest(open_app: Callable[..., Driver]) -> None:
    """No history this run (a folder that refuses it): the game still starts, and the menu will
    say why the new player was not kept."""
    driver = open_app()
    driver.app.ctx.history.close()
    driver.app.ctx.history = Recorder.off()
    setup = to_setup(driver, "q2j", 1)
    assert pick(driver, setup, 0, NEW_PLAYER) == [NEW_PLAYER, GUEST]  # no players to offer
    type_text(driver, "Eve")
    driver.key(pygame.K_RETURN)
    driver.click(button(setup, ("start", 0)).center)
    assert not isinstance(driver.top, SetupScene), setup.error
    assert any("The new players were not kept: No game history is kept" in n for n in driver.app.ctx.notes)
    assert [profile.name for profile in stored()] == ["Basil", "Cleo"]
