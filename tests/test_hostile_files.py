"""Issue 28's hostile files: settings, variant files, saves and the crash log.

Each case was a crash, a hang or a loss before; now each ends in a message that
names the file, the line and the key, and nothing the player wrote is lost.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.settings import SPEED_RANGE, Settings, load_settings, save_settings

# Settings ----------------------------------------------------------------------------------------

HUGE = "9" * 310  # a whole number too large for a float


@pytest.mark.parametrize(
    ("value", "speed", "words"),
    [
        (HUGE, SPEED_RANGE[1], "must be from 0.25 to 4.0; using 4.0"),
        ("-" + HUGE, SPEED_RANGE[0], "must be from 0.25 to 4.0; using 0.25"),
        (".nan", 1.0, "must be a number from 0.25 to 4.0, got nan"),
        (".inf", 1.0, "must be a number from 0.25 to 4.0, got inf"),
        ("-.inf", 1.0, "must be a number from 0.25 to 4.0, got -inf"),
        ("true", 1.0, "must be a number from 0.25 to 4.0, got True"),
        ("1e400", 1.0, "must be a number from 0.25 to 4.0, got '1e400'"),
    ],
)
def test_a_speed_that_is_no_speed_is_named_with_its_line(
    tmp_path: Path, value: str, speed: float, words: str
) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"sound: false\nanimation_speed: {value}\n")
    settings, warning = load_settings(path)
    assert settings == Settings(animation_speed=speed, sound=False)
    assert warning == f"Settings file {path}: line 2, animation_speed: {words}."


@pytest.mark.parametrize(
    ("value", "size", "words"),
    [
        (f"[{HUGE}, 800]", [7680, 800], "is at most 7680x4320; using 7680x800"),
        ("[16384, 16384]", [7680, 4320], "is at most 7680x4320; using 7680x4320"),
        (f"[-{HUGE}, 800]", [1280, 800], "must be [width, height] from 640x480 up"),
        ("[.nan, 800]", [1280, 800], "must be [width, height] from 640x480 up, got [nan, 800]"),
        ("[true, 800]", [1280, 800], "must be [width, height] from 640x480 up, got [True, 800]"),
    ],
)
def test_a_window_size_out_of_reach_is_clamped_or_refused_by_line(
    tmp_path: Path, value: str, size: list[int], words: str
) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"window_size: {value}\n")
    settings, warning = load_settings(path)
    assert settings.window_size == size
    assert warning is not None and warning.startswith(f"Settings file {path}: line 1, window_size: {words}")


def test_every_boolean_setting_refuses_a_number(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"sound: {HUGE}\nfour_colour: 1\nfullscreen: .nan\ncard_size: {HUGE}\n")
    settings, warning = load_settings(path)
    assert settings == Settings()
    assert warning is not None
    for line, key in enumerate(("sound", "four_colour", "fullscreen", "card_size"), start=1):
        assert f"line {line}, {key}: must be" in warning


# The settings file is rewritten only for a change, and keeps what it could not read -------------

HAND_WRITTEN = """\
# my settings: slow animations for the kids
animation_speed: 0.5
birthdays:
  Maya: 1995-07-23
  Jo: 23/07/1971   # the loader cannot read this one
  7: '1980-01-01'
zoom: 3
"""


def test_saving_what_the_file_already_says_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(HAND_WRITTEN)
    settings, _warning = load_settings(path)
    before = path.stat().st_mtime_ns
    assert save_settings(settings, path) is None
    assert path.read_text() == HAND_WRITTEN and path.stat().st_mtime_ns == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"]


def test_a_change_keeps_every_entry_it_could_not_read_and_the_original_with_its_comments(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(HAND_WRITTEN)
    settings, _warning = load_settings(path)
    settings.birthdays["Ann"] = "1988-03-04"
    note = save_settings(settings, path)
    assert note is not None and f"kept as {path}.bad" in note
    assert (tmp_path / "settings.yaml.bad").read_text() == HAND_WRITTEN
    again, warning = load_settings(path)
    assert again.birthdays == {"Maya": "1995-07-23", "Ann": "1988-03-04"}
    assert again.animation_speed == 0.5
    # What could not be read is still in the file, and still said.
    assert warning is not None and "'Jo'" in warning and "7" in warning and "'zoom'" in warning
    assert "23/07/1971" in path.read_text()


def test_a_change_to_a_file_without_comments_keeps_no_copy(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("sound: false\nzoom: 3\n")
    settings, _warning = load_settings(path)
    settings.card_size = "large"
    assert save_settings(settings, path) is None
    assert load_settings(path)[0] == Settings(sound=False, card_size="large")
    assert "zoom: 3" in path.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"]


def test_a_new_birthday_for_a_name_that_could_not_be_read_replaces_it(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("birthdays:\n  Jo: 23/07/1971\n")
    settings, _warning = load_settings(path)
    settings.birthdays["jo"] = "1971-07-23"
    save_settings(settings, path)
    assert load_settings(path) == (Settings(birthdays={"jo": "1971-07-23"}), None)


def test_replacing_a_value_it_could_not_read_keeps_the_original_first(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("card_size: enormous\n")
    settings, _warning = load_settings(path)
    settings.card_size = "small"
    note = save_settings(settings, path)
    assert note is not None and (tmp_path / "settings.yaml.bad").read_text() == "card_size: enormous\n"
    assert load_settings(path) == (Settings(card_size="small"), None)
