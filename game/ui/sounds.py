"""Sound effects synthesised by our own code: no recorded samples ship with the game.

Each effect is built sample by sample (noise, filters, sine partials and
envelopes) as 16-bit mono PCM in an ``array``, once per process, on a worker
thread: the longest takes about 60 ms of Python, which on the frame loop would be
a visible stall. Noise comes from a ``random.Random`` with a fixed seed per effect,
so every run makes the same sounds. Without a working audio device every call is a
quiet no-op: a card table must never crash for want of speakers.
"""

from __future__ import annotations

import io
import math
import random
import threading
import wave
from array import array
from collections.abc import Callable
from functools import cache
from typing import Final

import pygame

RATE: Final = 44100
NAMES: Final = ("deal", "play", "draw", "shuffle", "battle", "win", "click")
# The cards' own sounds (a flip, a slide, a shuffle), which a player may turn off apart.
CARD_SOUNDS: Final = frozenset(("deal", "play", "draw", "shuffle"))
PEAK: Final = 0.7  # loudest sample as a fraction of full scale: leaves headroom when effects overlap
FADE: Final = 0.004  # seconds of fade-out at the end, so no effect stops with a click

Wave = list[float]


# ---------------------------------------------------------------------- building blocks
def _times(seconds: float, rate: int) -> list[float]:
    return [i / rate for i in range(round(seconds * rate))]


def _noise(rng: random.Random, count: int) -> Wave:
    return [rng.uniform(-1.0, 1.0) for _ in range(count)]


def _lowpass(signal: Wave, cutoff: float | Callable[[int], float], rate: int) -> Wave:
    """One-pole low-pass filter; ``cutoff`` in Hz may change per sample (for sweeps)."""
    out = []
    y = 0.0
    for i, x in enumerate(signal):
        fc = cutoff(i) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-2 * math.pi * fc / rate)
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(signal: Wave, cutoff: float, rate: int) -> Wave:
    """What the low-pass removes: keeps the crisp part of a noise."""
    low = _lowpass(signal, cutoff, rate)
    return [x - lo for x, lo in zip(signal, low, strict=True)]


def _decay(t: float, attack: float, tau: float) -> float:
    """Linear rise over ``attack`` seconds, then exponential fall with time constant ``tau``."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / tau)


# ---------------------------------------------------------------------- the effects
def _deal(rate: int, rng: random.Random) -> Wave:
    """A soft swish: noise whose brightness falls as the card slides away."""
    length = 0.16
    n = round(length * rate)
    noise = _noise(rng, n)
    swept = _lowpass(noise, lambda i: 6500 - 5000 * i / n, rate)
    airy = _highpass(swept, 500, rate)
    return [x * _decay(i / rate, 0.035, 0.045) for i, x in enumerate(airy)]


def _play(rate: int, rng: random.Random) -> Wave:
    """A card snapped onto the pile: a sharp crack over a short low knock."""
    times = _times(0.09, rate)
    crack = _highpass(_noise(rng, len(times)), 1800, rate)
    return [
        crack[i] * math.exp(-t / 0.007) * 1.4 + 0.55 * math.sin(2 * math.pi * 190 * t) * math.exp(-t / 0.025)
        for i, t in enumerate(times)
    ]


def _draw(rate: int, rng: random.Random) -> Wave:
    """Sliding a card off the stock: a darker, slower swish than the deal."""
    length = 0.2
    n = round(length * rate)
    swept = _lowpass(_noise(rng, n), lambda i: 1200 + 2000 * i / n, rate)
    body = _highpass(swept, 250, rate)
    return [x * _decay(i / rate, 0.07, 0.05) for i, x in enumerate(body)]


def _shuffle(rate: int, rng: random.Random) -> Wave:
    """A riffle: a run of tiny card ticks, close together and slightly irregular."""
    length = 0.72
    n = round(length * rate)
    out = [0.0] * n
    bed = _lowpass(_noise(rng, n), 3000, rate)
    for i in range(n):
        t = i / rate
        # A quiet bed of friction under the ticks, swelling and fading with the riffle.
        out[i] = 0.25 * bed[i] * math.sin(math.pi * t / length)
    tick_len = round(0.014 * rate)
    t = 0.03
    while t < length - 0.03:
        start = round(t * rate)
        tick = _highpass(_noise(rng, tick_len), 2500, rate)
        level = 0.5 + 0.5 * rng.random()
        for j, x in enumerate(tick):
            if start + j < n:
                out[start + j] += level * x * math.exp(-j / rate / 0.003)
        t += rng.uniform(0.022, 0.045)
    return out


def _battle(rate: int, rng: random.Random) -> Wave:
    """A clash of cards: a falling thud under a short metallic ring."""
    times = _times(0.5, rate)
    burst = _noise(rng, len(times))
    partials = ((523.0, 0.3), (1187.0, 0.22), (1811.0, 0.16), (2403.0, 0.1))  # inharmonic: metal
    out = []
    phase = 0.0
    for i, t in enumerate(times):
        # The thud's pitch drops from 120 to 45 Hz, like a heavy hit settling.
        freq = 45 + 75 * math.exp(-t / 0.06)
        phase += 2 * math.pi * freq / rate
        thud = math.sin(phase) * _decay(t, 0.004, 0.12)
        ring = sum(level * math.sin(2 * math.pi * f * t) for f, level in partials)
        out.append(thud + ring * math.exp(-t / 0.14) + 0.5 * burst[i] * math.exp(-t / 0.008))
    return out


def _win(rate: int, rng: random.Random) -> Wave:
    """A bright rising arpeggio: C, E, G and the C above."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    step = 0.1
    times = _times(step * 3 + 0.55, rate)
    out = [0.0] * len(times)
    for k, freq in enumerate(notes):
        start = k * step
        ring = 0.5 if k == len(notes) - 1 else 0.16  # the last note rings on
        for i in range(round(start * rate), len(times)):
            t = times[i] - start
            env = _decay(t, 0.006, ring)
            tone = (
                math.sin(2 * math.pi * freq * t)
                + 0.3 * math.sin(4 * math.pi * freq * t)
                + 0.12 * math.sin(6 * math.pi * freq * t)
            )
            out[i] += tone * env
    return out


def _click(rate: int, rng: random.Random) -> Wave:
    """A short tick for buttons."""
    return [math.sin(2 * math.pi * 1500 * t) * math.exp(-t / 0.005) for t in _times(0.035, rate)]


_MAKERS: Final[dict[str, Callable[[int, random.Random], Wave]]] = {
    "deal": _deal,
    "play": _play,
    "draw": _draw,
    "shuffle": _shuffle,
    "battle": _battle,
    "win": _win,
    "click": _click,
}


def synthesise(name: str, rate: int = RATE) -> array[int]:
    """The effect ``name`` as signed 16-bit mono samples at ``rate`` Hz; the same every time
    (worked out once per process and rate: a new ``Sounds`` after a settings change, or
    another table, does not pay for it again)."""
    if name not in _MAKERS:
        raise ValueError(f"no sound {name!r}; sounds: {', '.join(NAMES)}")
    return array("h", _synthesised(name, rate))


@cache
def _synthesised(name: str, rate: int) -> bytes:
    maker = _MAKERS[name]
    # One seed per effect, so changing one effect never changes another.
    signal = maker(rate, random.Random(f"q2j-sound-{name}"))
    peak = max((abs(x) for x in signal), default=0.0) or 1.0
    fade = max(1, round(FADE * rate))
    scale = PEAK * 32767 / peak
    samples = array("h", bytes(2 * len(signal)))
    for i, x in enumerate(signal):
        tail = min(1.0, (len(signal) - i) / fade)
        samples[i] = round(x * scale * tail)
    return samples.tobytes()


def _wav_bytes(samples: array[int], rate: int) -> bytes:
    """A WAV file in memory, for mixers that are not set to 16-bit samples."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(samples.tobytes())
    return buffer.getvalue()


def build_sound(name: str) -> pygame.mixer.Sound:
    """``name`` as a Sound for the mixer as it is initialised now (raises pygame.error if it is not)."""
    found = pygame.mixer.get_init()
    if not found:
        raise pygame.error("the mixer is not initialised")
    rate, size, channels = found
    samples = synthesise(name, rate)
    if size != -16:
        # SDL converts a WAV to whatever the mixer wants; raw buffers must already match.
        return pygame.mixer.Sound(file=io.BytesIO(_wav_bytes(samples, rate)))
    if channels > 1:
        # Raw buffers are read in the mixer's layout: repeat each sample on every channel.
        spread = array("h", bytes(2 * len(samples) * channels))
        for channel in range(channels):
            spread[channel::channels] = samples
        samples = spread
    return pygame.mixer.Sound(buffer=samples.tobytes())


class Sounds:
    """The table's sound effects; ``play`` is a silent no-op when disabled or without audio.

    Effects are built on a worker thread (``preload_in_background``), never by ``play``:
    an effect asked for before it is built starts the worker and is skipped this once."""

    def __init__(self, enabled: bool = True, volume: float = 0.6) -> None:
        self.enabled = enabled
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._mixer: tuple[int, int, int] | None = None  # the settings the cache was built for
        self._broken = False  # the mixer failed once: do not retry every frame
        self._worker: threading.Thread | None = None

    @property
    def available(self) -> bool:
        """Whether a mixer is (or can be made) ready to play."""
        return self._ready()

    def _ready(self) -> bool:
        if self._broken:
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            current = pygame.mixer.get_init()
        except (pygame.error, NotImplementedError):
            self._broken = True
            return False
        if current != self._mixer:
            # The mixer was restarted with other settings: old Sounds no longer fit it.
            self._sounds.clear()
            self._mixer = current
        return current is not None

    def play(self, name: str) -> None:
        """Play the effect ``name`` (one of ``NAMES``) if sound is on, audio works and the
        effect is built; otherwise start building the effects and stay quiet this once."""
        if name not in _MAKERS:
            raise ValueError(f"no sound {name!r}; sounds: {', '.join(NAMES)}")
        if not self.enabled or not self._ready():
            return
        sound = self._sounds.get(name)
        if sound is None:
            self.preload_in_background()
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error:
            self._broken = True

    def preload_in_background(self) -> None:
        """Build every effect on a worker thread (again only if one is missing: a mixer
        restarted with other settings clears them). The mixer is opened here, on the caller's
        thread, so that only the synthesis runs on the worker."""
        if not self.enabled or not self._ready() or all(name in self._sounds for name in NAMES):
            return
        if self._worker is not None and self._worker.is_alive():
            return
        self._worker = threading.Thread(target=self.preload, name="q2j-sounds", daemon=True)
        self._worker.start()

    def wait_until_built(self, timeout: float | None = None) -> None:
        """For tests and tools: block until the worker has built the effects."""
        if self._worker is not None:
            self._worker.join(timeout)

    def preload(self) -> None:
        """Build every effect now, on this thread (the worker's job)."""
        if not self._ready():
            return
        for name in NAMES:
            if name not in self._sounds:
                try:
                    self._sounds[name] = build_sound(name)
                except pygame.error:
                    self._broken = True
                    return
