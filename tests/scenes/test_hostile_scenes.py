"""Issue 28's hostile inputs met through the real screens: the game stays usable and says why."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.scenes.menu import MenuScene
from game.scenes.table.scene import TableScene

from .driver import Driver
from .test_hint_undo import human_turn

ROOT = Path(__file__).resolve().parents[2]

# The test driver plays fast and silent: the file says the same, so a start changes nothing.
HAND_WRITTEN = """\
# my settings
sound: false
animation_speed: 4
birthdays:
  Maya: 1995-07-23
  Jo: 23/07/1971   # the loader cannot read this one
"""


def _hand_written_settings(home: Path) -> Path:
    path = home / "settings.yaml"
    path.write_text(HAND_WRITTEN)
    return path


def test_a_crazy_jokers_game_of_bots_leaves_the_settings_file_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    path = _hand_written_settings(tmp_path)
    driver = Driver()
    try:
        driver.setup_game("crazy-jokers", 3, ["easy", "easy", "easy"])
        assert isinstance(driver.top, TableScene)
    finally:
        driver.close()
    assert path.read_text() == HAND_WRITTEN
    assert not (tmp_path / "settings.yaml.bad").exists()


def test_the_smoke_run_of_crazy_jokers_leaves_the_settings_file_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    path = _hand_written_settings(tmp_path)
    before = path.stat().st_mtime_ns
    assert main(["--smoke", "--variant", "crazy-jokers", "--players", "2", "--seed", "3"]) == 0
    assert path.read_text() == HAND_WRITTEN and path.stat().st_mtime_ns == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("settings")) == ["settings.yaml"]


def test_a_game_with_no_settings_file_makes_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    assert main(["--smoke", "--variant", "crazy-jokers", "--players", "2", "--seed", "3"]) == 0
    assert not (tmp_path / "settings.yaml").exists()


def test_a_persons_new_birthday_keeps_the_unread_one_and_the_original_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    path = _hand_written_settings(tmp_path)
    driver = Driver()
    try:
        driver.setup_game("crazy-jokers", 2, ["human", "easy"])  # the human's birthday: 1990-06-15
        assert isinstance(driver.top, TableScene)
        note = f"it was kept as {path}.bad before your change was saved"
        assert any(note in line for line in driver.app.ctx.notes)
    finally:
        driver.close()
    assert (tmp_path / "settings.yaml.bad").read_text() == HAND_WRITTEN
    written = path.read_text()
    assert "Jo: 23/07/1971" in written and "1995-07-23" in written and "1990-06-15" in written
    assert "sound: false" in written


# The crash log -----------------------------------------------------------------------------------

CRASH = """\
import sys
from game import app
from game.cli import main

def boom(self, dt):
    raise RuntimeError("boom")

app.App.step = boom
sys.exit(main(["--smoke"]))
"""


def _crash(home: Path) -> subprocess.CompletedProcess[str]:
    """The game crashing at its first frame, in a process of its own (a hang is a timeout)."""
    env = {**os.environ, "Q2J_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run(
        [sys.executable, "-c", CRASH], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT
    )


@pytest.mark.parametrize("kind", ["pipe", "link to a pipe", "link to a file", "folder"])
def test_a_crash_log_that_is_no_plain_file_is_left_alone_and_the_next_name_taken(
    tmp_path: Path, kind: str
) -> None:
    log = tmp_path / "crash.log"
    elsewhere = tmp_path / "elsewhere"
    if kind == "pipe":
        os.mkfifo(log)
    elif kind == "link to a pipe":
        os.mkfifo(elsewhere)
        log.symlink_to(elsewhere)
    elif kind == "link to a file":
        elsewhere.write_text("")
        log.symlink_to(elsewhere)
    else:
        log.mkdir()
    ran = _crash(tmp_path)
    assert ran.returncode == 1
    assert f"Details were written to {tmp_path / 'crash-2.log'}." in ran.stderr
    assert "RuntimeError: boom" in (tmp_path / "crash-2.log").read_text()
    assert "Traceback" not in ran.stderr
    if kind == "link to a file":
        assert elsewhere.read_text() == ""


def test_with_no_plain_file_to_take_it_the_crash_report_goes_to_stderr(tmp_path: Path) -> None:
    for name in ("crash.log", *(f"crash-{n}.log" for n in range(2, 6))):
        os.mkfifo(tmp_path / name)
    ran = _crash(tmp_path)
    assert ran.returncode == 1
    assert (
        "something went wrong and the game had to close (RuntimeError). The details are above." in ran.stderr
    )
    assert "RuntimeError: boom" in ran.stderr


def test_a_crash_log_appends_to_the_plain_file_it_finds(tmp_path: Path) -> None:
    (tmp_path / "crash.log").write_text("an earlier crash\n")
    ran = _crash(tmp_path)
    assert f"Details were written to {tmp_path / 'crash.log'}." in ran.stderr
    text = (tmp_path / "crash.log").read_text()
    assert text.startswith("an earlier crash\n--- ") and "RuntimeError: boom" in text


# The window: never larger than the screen --------------------------------------------------------


def test_a_remembered_window_larger_than_the_screen_opens_at_the_screen_with_a_note(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pygame

    from game.app import App
    from game.launch import LaunchOptions

    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    (tmp_path / "settings.yaml").write_text("window_size: [16384, 16384]\n")
    # As a real display reports it (the headless driver has no screen to fit).
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900), (1280, 1024)])
    app = App(LaunchOptions(), fullscreen=False)
    try:
        assert app.screen.get_size() == (1600, 900)
        assert app.ctx.settings_warning is not None
        assert "line 1, window_size: is at most 7680x4320; using 7680x4320" in str(app.ctx.settings_warning)
        assert [str(note) for note in app.ctx.notes] == [
            "The remembered window (7680x4320) is larger than the screen (1600x900); "
            "the window opens at 1600x900."
        ]
        assert app.step(1 / 30)  # the menu draws the notes
    finally:
        app.close()
    assert (tmp_path / "settings.yaml").read_text() == "window_size: [16384, 16384]\n"


def test_a_first_start_on_a_small_screen_fits_the_window_and_says_nothing_of_a_remembered_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A newcomer's first window on a 1024x600 screen: no window was ever remembered, so the menu
    says nothing about one (was: "The remembered window (1280x800) is larger than the screen")."""
    import pygame

    from game.app import App
    from game.launch import LaunchOptions

    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    app = App(LaunchOptions(), fullscreen=False)
    try:
        assert app.screen.get_size() == (1024, 600)
        assert [str(note) for note in app.ctx.notes] == []
    finally:
        app.close()


def test_the_note_of_a_window_too_large_is_in_the_players_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pygame

    from game import i18n
    from game.app import App
    from game.launch import LaunchOptions

    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    (tmp_path / "settings.yaml").write_text("window_size: [1900, 1000]\nlanguage: fr\n")
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900)])
    app = App(LaunchOptions(), fullscreen=False)
    try:
        assert [str(note) for note in app.ctx.notes] == [
            "La fenêtre mémorisée (1900x1000) est plus grande que l’écran (1600x900)\u202f; "
            "la fenêtre s’ouvre en 1600x900."
        ]
    finally:
        app.close()
        i18n.use("en")


def test_a_size_asked_for_larger_than_the_screen_is_fitted_and_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import pygame

    from game.app import App
    from game.launch import LaunchOptions

    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    app = App(LaunchOptions(), size=(3000, 2000), fullscreen=False)
    try:
        assert app.screen.get_size() == (1366, 768)
        assert (
            "The window asked for with --size (3000x2000) is larger than the screen (1366x768)"
            in capsys.readouterr().err
        )
    finally:
        app.close()


# Too large, and digits of other scripts or past any size (int() would raise on '²').
@pytest.mark.parametrize(
    "size",
    ["16384x16384", "7681x600", "9" * 400 + "x600", "²x800", "1280x²", "١٢٨٠x800", "1280x" + "9" * 5000],
)
def test_a_size_flag_past_the_largest_window_says_what_is_allowed(
    size: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        main(["--size", size])
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert "size must be" in err and "Traceback" not in err and len(err) < 300


# A saved game that cannot be continued is kept, not written over ---------------------------------


def test_a_save_of_a_missing_variant_survives_a_new_game_and_the_menu_says_where(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.files import saves

    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    path = saves.default_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)  # made as the window took its save
    text = "version: 1\nvariant: mine\nseed: 1\nseats: [{name: A}, {name: B}]\nrounds: [[]]\n"
    path.write_text(text)
    driver = Driver()
    try:
        driver.setup_game("q2j", 2, ["human", "easy"])  # Play, then Start
        assert isinstance(driver.top, TableScene)
        driver.step(30)  # a move or two: the new game's autosave is written
        kept = path.with_name("autosave.yaml.bad")
        assert kept.read_text() == text
        assert any(f"kept as {kept}" in note for note in driver.app.ctx.notes)
    finally:
        driver.close()
    assert path.exists() and "variant: q2j" in path.read_text()


# Links in a loop: the game starts, plays and says why nothing is saved ---------------------------


def _play_a_few_moves(driver: Driver) -> TableScene:
    driver.setup_game("q2j", 2, ["human", "easy"])
    table = human_turn(driver)
    driver.play_human_turn(table)
    table = human_turn(driver)
    assert driver.running and isinstance(driver.top, TableScene)
    return table


def test_a_user_folder_linked_to_itself_is_said_on_the_menu_and_play_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, toasts: list[str]
) -> None:
    home = tmp_path / "home"
    home.symlink_to(home.name)
    monkeypatch.setenv("Q2J_HOME", str(home))
    driver = Driver()
    try:
        menu = driver.top
        assert isinstance(menu, MenuScene)
        assert [b.label for b in menu.buttons] == [
            "Play",
            "Play across the room",
            "Rules",
            "Settings",
            "Players",
            "History",
            "Quit",
        ]
        assert any(
            f"Your folder {home} cannot be used (it is a symbolic link that leads back to itself)" in note
            for note in driver.app.ctx.notes
        )
        _play_a_few_moves(driver)
        # The failed autosave is said on the message line (a private table's: once its host has
        # tried), read from the words shown; and play went on.
        assert any(words.startswith("The game could not be saved (") for words in toasts), toasts
    finally:
        driver.close()


def test_a_variant_file_linked_to_itself_leaves_play_and_continue_working(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    (tmp_path / "variants").mkdir()
    (tmp_path / "variants" / "loop.yaml").symlink_to("loop.yaml")
    driver = Driver()
    try:
        _play_a_few_moves(driver)
        note = f"A variant file was left out: {tmp_path / 'variants' / 'loop.yaml'}: cannot be read (a symbolic link"
        assert any(str(line).startswith(note) for line in driver.app.ctx.notes), driver.app.ctx.notes
    finally:
        driver.close()
    again = Driver()
    try:
        again.click_button("Continue")
        assert isinstance(again.top, TableScene) and again.running
    finally:
        again.close()


def test_a_saves_folder_linked_to_itself_is_said_and_play_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, toasts: list[str]
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    (tmp_path / "saves").symlink_to("saves")
    driver = Driver()
    try:
        said = f"Your saves folder {tmp_path / 'saves'} cannot be used (it is a symbolic link that leads back"
        assert any(note.startswith(said) for note in driver.app.ctx.notes)
        _play_a_few_moves(driver)
        # The failed autosave is said on the message line (a private table's: once its host has
        # tried), and play went on.
        assert any(words.startswith("The game could not be saved (") for words in toasts), toasts
    finally:
        driver.close()


def test_a_resized_window_keeps_the_players_commented_file_and_says_so_on_closing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import pygame

    from game.app import App
    from game.launch import LaunchOptions

    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    original = "# big cards for grandad\ncard_size: large\n"
    (tmp_path / "settings.yaml").write_text(original)
    app = App(LaunchOptions(), fullscreen=False)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1500, h=900, size=(1500, 900)))
    app.step(1 / 30)
    app.close()
    assert (tmp_path / "settings.yaml.bad").read_text() == original
    assert "card_size: large" in (tmp_path / "settings.yaml").read_text()
    assert f"it was kept as {tmp_path / 'settings.yaml.bad'}" in capsys.readouterr().err
