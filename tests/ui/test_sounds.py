"""Sound effects: synthesised deterministically, and silent no-ops without audio."""

from __future__ import annotations

import threading

import pygame
import pytest

from game.ui import sounds
from game.ui.sounds import NAMES, Sounds, build_sound, synthesise


@pytest.mark.parametrize("name", NAMES)
def test_each_effect_is_a_short_deterministic_buffer(name: str) -> None:
    samples = synthesise(name, 22050)
    seconds = len(samples) / 22050
    assert 0.02 <= seconds <= 1.2
    assert samples.typecode == "h"
    peak = max(abs(s) for s in samples)
    assert 0.5 * 32767 < peak <= 32767
    assert abs(samples[-1]) < 200  # faded out: no click at the end
    assert synthesise(name, 22050) == samples
    assert abs(len(synthesise(name, 44100)) - 2 * len(samples)) <= 2


def test_effects_differ() -> None:
    assert len({synthesise(name, 11025).tobytes() for name in NAMES}) == len(NAMES)


def test_unknown_sound_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="no sound"):
        Sounds(enabled=True).play("boing")
    with pytest.raises(ValueError):
        synthesise("boing")


def test_playing_with_the_dummy_driver_is_silent_and_safe() -> None:
    player = Sounds(enabled=True)
    for name in NAMES:
        player.play(name)
    player.preload()
    # The dummy driver is a real mixer: the effects went through it, not around it.
    assert player.available
    assert pygame.mixer.get_init() is not None


def test_sound_length_matches_the_synthesis_in_the_mixer_format() -> None:
    player = Sounds(enabled=True)
    player.play("click")  # opens the mixer on first use
    assert player.available, "SDL's dummy audio driver should give a mixer (conftest sets it)"
    mixer = pygame.mixer.get_init()
    assert mixer is not None
    rate = mixer[0]
    sound = build_sound("battle")
    assert sound.get_length() == pytest.approx(len(synthesise("battle", rate)) / rate, abs=0.01)


class _FakeSound:
    def __init__(self) -> None:
        self.plays = 0

    def set_volume(self, volume: float) -> None:
        pass

    def play(self) -> None:
        self.plays += 1


def test_disabled_sounds_are_never_built(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[str] = []
    fake = _FakeSound()

    def build(name: str) -> _FakeSound:
        built.append(name)
        return fake

    monkeypatch.setattr(sounds, "build_sound", build)
    player = Sounds(enabled=False)
    player.play("win")
    player.preload_in_background()
    player.wait_until_built(timeout=10)
    assert built == []
    player.enabled = True
    player.play("click")  # not built yet: starts the worker and stays quiet
    player.wait_until_built(timeout=10)
    assert fake.plays == 0
    player.play("click")
    player.play("click")  # every play reuses the Sound the worker built
    assert sorted(built) == sorted(NAMES)
    assert fake.plays == 2


def test_effects_are_built_off_the_calling_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    # The longest effect takes tens of milliseconds of Python: on the frame loop, a stall.
    threads: set[str] = set()

    def build(name: str) -> _FakeSound:
        threads.add(threading.current_thread().name)
        return _FakeSound()

    monkeypatch.setattr(sounds, "build_sound", build)
    player = Sounds(enabled=True)
    for name in NAMES:
        player.play(name)
    player.wait_until_built(timeout=10)
    assert threads == {"q2j-sounds"}


def test_the_app_builds_the_sounds_after_its_first_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    # A table started from the command line (or Continue) never passes the setup screen, so
    # the app itself starts the worker, once its first frame is up.
    from game.app import App
    from game.launch import LaunchOptions

    started: list[bool] = []
    monkeypatch.setattr(Sounds, "preload_in_background", lambda self: started.append(self.enabled))
    app = App(LaunchOptions(), size=(1024, 600), fullscreen=False)
    try:
        app.step(1 / 60)
        assert started == []  # not before the first frame is up: it would delay the window
        app.step(1 / 60)
        assert started == [bool(app.ctx.settings.sound)]
    finally:
        app.close()


def test_no_audio_device_means_no_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    player = Sounds(enabled=True)
    for name in NAMES:
        player.play(name)
    assert not player.available


def test_effects_cleared_by_a_restarted_mixer_are_built_again(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[str] = []

    def build(name: str) -> _FakeSound:
        built.append(name)
        return _FakeSound()

    monkeypatch.setattr(sounds, "build_sound", build)
    player = Sounds(enabled=True)
    player.preload_in_background()
    player.wait_until_built(timeout=10)
    assert sorted(built) == sorted(NAMES)
    player.preload_in_background()  # all there: nothing to do
    player.wait_until_built(timeout=10)
    assert len(built) == len(NAMES)
    player._sounds.clear()  # as _ready does when the mixer comes back with other settings
    player.play("win")  # quiet this once, and the worker builds them again
    player.wait_until_built(timeout=10)
    assert len(built) == 2 * len(NAMES)
