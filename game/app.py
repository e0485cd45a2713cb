"""The window and the frame loop: events to the scene stack, update, draw, flip.

``App.step(dt)`` runs one frame with a given time step, so tests can drive the
real loop with posted events and a fixed clock. ``run`` is the interactive
loop; it turns any unexpected error into a crash log and one sentence.
"""

from __future__ import annotations

import contextlib
import gc
import os
import stat
import sys
import time
import traceback
from pathlib import Path

# Set before the window opens: the window class lets a window manager (or xdotool) find us.
# pygame sets it to the script's name when imported, so this overrides rather than defaults.
os.environ["SDL_VIDEO_X11_WMCLASS"] = "Q2J"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from . import i18n
from .files import autosaving, paths
from .files.folder_problems import user_dir_problem
from .history.recorder import Recorder
from .history.records import Origin
from .i18n import N_, _
from .i18n.cards import use_letters
from .i18n.said import Said, Worded
from .launch import LaunchOptions
from .player.settings import MIN_WINDOW, Settings
from .scenes import keys_help
from .scenes.engine_note import engine_note
from .scenes.scale import use_text_size

MIN_SIZE = MIN_WINDOW


def at_least_min(size: tuple[int, int]) -> tuple[int, int]:
    """A window size grown, where it must be, to the smallest the tables are laid out for."""
    return max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])


PRIVATE_TABLE_SECONDS = 10.0  # the longest the program's end waits for each private table to close
SMOKE_SPEED = 12.0  # the smoke run's animations play this many times faster
SMOKE_DT = 1 / 30  # fixed step for the smoke run (it does not wait for the clock)
SMOKE_FRAME_LIMIT = 400_000
# While the top scene is idle the loop waits for input, and draws at least this often anyway.
IDLE_WAIT_MS = 250
# A frame's own work and the spare-time work after it (``Scene.spare``) end this long after the
# frame began: a picture drawn ahead takes up to 3 ms, so the frame stays within 8 ms.
SPARE_UNTIL = 0.005
# At an idle table, the spare-time work done before waiting for input.
IDLE_SPARE = 0.008
# SDL falls back to these when it finds no screen: a window nobody can see, and a game that never ends.
HEADLESS_DRIVERS = ("offscreen", "dummy")


def screen_sizes() -> list[tuple[int, int]]:
    """The sizes of the screens a window can open on; none when there is no real screen (the
    headless drivers make one up) or this pygame cannot say."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return []
    try:
        return [(int(w), int(h)) for w, h in pygame.display.get_desktop_sizes()]
    except (AttributeError, pygame.error):
        return []


# The notes of a window fitted to the screen, by where its size came from.
REMEMBERED_TOO_LARGE = N_(
    "The remembered window ({asked}) is larger than the screen ({screen}); the window opens at {fitted}."
)
ASKED_TOO_LARGE = N_(
    "The window asked for with --size ({asked}) is larger than the screen ({screen}); "
    "the window opens at {fitted}."
)


def fit_to_screen(
    size: tuple[int, int], screens: list[tuple[int, int]], template: str
) -> tuple[tuple[int, int], Said | None]:
    r"""``size`` made to fit the largest screen (a window larger than every screen cannot be
    seen whole, and at the largest sizes its surfaces ran out of memory), and a note if it had
    to shrink, in the player's language when written out (``template`` names where the size came
    from: ``REMEMBERED_TOO_LARGE`` or ``ASKED_TOO_LARGE``).

    >>> size, note = fit_to_screen((7680, 900), [(1920, 1080), (2560, 1440)], REMEMBERED_TOO_LARGE)
    >>> size
    (2560, 900)
    >>> print(str(note).replace("; ", ";\n"))
    The remembered window (7680x900) is larger than the screen (2560x1440);
    the window opens at 2560x900.
    >>> fit_to_screen((1280, 800), [(1920, 1080)], REMEMBERED_TOO_LARGE)
    ((1280, 800), None)
    """
    if not screens:
        return size, None
    screen = max(screens, key=lambda pair: pair[0] * pair[1])
    fitted = (min(size[0], screen[0]), min(size[1], screen[1]))
    if fitted == size:
        return size, None
    return fitted, Said(template, asked=_by(size), screen=_by(screen), fitted=_by(fitted))


def _by(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


class NoDisplay(Exception):
    """SDL found no screen to open a window on."""


def open_display() -> None:
    """Start SDL's video, or raise ``NoDisplay`` when there is no screen to open a window on: an
    expected case (a terminal without a desktop session, a display with no server behind it) said
    in one sentence, not a crash. Any other failure of SDL is left to the crash handler."""
    try:
        pygame.display.init()
    except pygame.error as error:
        if not sdl_found_no_display(str(error)):
            raise
        raise NoDisplay(no_display_words()) from error
    asked = os.environ.get("SDL_VIDEODRIVER", "").lower()
    if pygame.display.get_driver() in HEADLESS_DRIVERS and asked not in HEADLESS_DRIVERS:
        raise NoDisplay(no_display_words())  # SDL fell back to a window nobody can see


def sdl_found_no_display(message: str) -> bool:
    """SDL's words when the video driver asked for (``x11 not available``), or every one it
    tried (``No available video device``), could not reach a display."""
    return message.endswith(" not available") or message == "No available video device"


def no_display_words() -> str:
    """The one sentence said when no window can open: what is missing, and where to look."""
    for variable in ("DISPLAY", "WAYLAND_DISPLAY"):
        if display := os.environ.get(variable):
            if driver := os.environ.get("SDL_VIDEODRIVER"):
                return _(
                    "The game window could not be opened: the game needs a display and found none; "
                    "check that a desktop session or X server is running on {display} (from {variable}) "
                    "and that SDL_VIDEODRIVER={driver} names a driver it offers."
                ).format(display=display, variable=variable, driver=driver)
            return _(
                "The game window could not be opened: the game needs a display and found none; "
                "check that a desktop session or X server is running on {display} (from {variable})."
            ).format(display=display, variable=variable)
    return _(
        "The game window could not be opened: the game needs a display and found none; DISPLAY and "
        "WAYLAND_DISPLAY are not set, so check that you started it from a desktop session "
        "(X11, Wayland, Windows or macOS)."
    )


class App:
    def __init__(
        self,
        launch: LaunchOptions | None = None,
        size: tuple[int, int] | None = None,
        fullscreen: bool | None = None,
    ) -> None:
        from .scenes.context import AppContext
        from .scenes.router import Router
        from .scenes.scene import Push
        from .scenes.stack import SceneStack
        from .scenes.uikit import Sounds, load_settings

        self.launch = launch or LaunchOptions()
        open_display()
        pygame.font.init()
        settings, warning = load_settings()
        i18n.use(settings.language)
        use_letters(str(settings.card_letters))
        use_text_size(int(settings.text_size))
        if fullscreen is not None:
            settings.fullscreen = fullscreen
        notes: list[str | Worded | Said] = [problem] if (problem := user_dir_problem()) else []
        if missing := i18n.missing_note():  # the language chosen has no catalog: said once
            notes.append(missing)
        if building := engine_note():  # tools/bootstrap.py play compiles the engine meanwhile
            notes.append(building)
        # A size asked for on the command line wins; otherwise the window opens as it was left.
        width, height = settings.window_size
        asked = size or (width, height)
        template = ASKED_TOO_LARGE if size else REMEMBERED_TOO_LARGE
        fitted, note = fit_to_screen(asked, screen_sizes(), template)
        # A first start has no remembered window: the one it opens at is fitted without a word.
        remembered = size is not None or list(asked) != Settings().window_size
        if note and remembered:
            notes.append(note)
            if size:
                print(f"q2j: {note}", file=sys.stderr)
        self.windowed_size = at_least_min(fitted)
        self._size_changed = False  # the player resized the window: remember it on closing
        set_window_icon()  # before the window opens, so the first frame already shows it
        self.screen = self._open_window(bool(settings.fullscreen))
        pygame.display.set_caption("Q2J")
        pygame.key.set_repeat(300, 40)
        self.ctx = AppContext(
            settings=settings,
            launch=self.launch,
            sounds=Sounds(bool(settings.sound) and not self.launch.smoke),
            size=self.screen.get_size(),
        )
        self.ctx.settings_warning = warning
        self.ctx.history = start_recorder(self.launch, settings.birthdays)
        self.ctx.notes.extend(notes)
        self.ctx.toggle_fullscreen = self.toggle_fullscreen
        self.ctx.relayout = lambda: self.stack.resized(self.ctx.size)
        if self.launch.smoke:
            self.ctx.speed_boost = SMOKE_SPEED
            self.ctx.lockstep = True
        router = Router(self.ctx)
        self.stack = SceneStack(router.build, router.prepare)
        self.keys_shown = False  # F1's overlay of the top screen's keys is open
        self._swallow_release = False  # the click that closed it: its release presses nothing
        self.stack.apply(Push("menu"))
        self.clock = pygame.time.Clock()
        self.frames = 0
        self._shot_taken = False
        # The event that woke an idle loop (``sleep_while_idle``): the next frame handles it first.
        self._woken_by: list[pygame.event.Event] = []

    # Window ---------------------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        settings = self.ctx.settings
        self.screen = self._open_window(bool(settings.fullscreen))
        self._resized(self.screen.get_size())

    def _resized(self, size: tuple[int, int]) -> None:
        size = at_least_min(size)
        if size == self.ctx.size:
            return
        self.ctx.size = size
        self.stack.resized(size)

    # Frames ---------------------------------------------------------------------
    def step(self, dt: float) -> bool:
        """One frame: events, update, draw, flip, then spare-time work. False once the program
        should end."""
        began = time.perf_counter()
        events, self._woken_by = [*self._woken_by, *pygame.event.get()], []
        for event in events:
            if event.type == pygame.QUIT:
                self.stack.quit_code = 0
            elif event.type == pygame.VIDEORESIZE:
                if not self.ctx.settings.fullscreen:
                    self.windowed_size = at_least_min((event.w, event.h))
                    self._size_changed = True
                    self._resized(self.windowed_size)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.ctx.settings.fullscreen = not self.ctx.settings.fullscreen
                self.toggle_fullscreen()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and not self.keys_shown:
                self.keys_shown = True
            elif self.keys_shown and keys_help.closes(event):
                self.keys_shown = False  # the key or click that closes it goes no further
                self._swallow_release = event.type == pygame.MOUSEBUTTONDOWN
            elif self._swallow_release and event.type == pygame.MOUSEBUTTONUP:
                self._swallow_release = False
            else:
                if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    self.ctx.keyboard = event.type == pygame.KEYDOWN
                self.stack.handle_event(event)
        self.stack.update(dt)
        # The scenes that show a game hold its session: one none of them holds now was left.
        self.ctx.history.still_at_table(getattr(scene, "session", None) for scene in self.stack.scenes)
        self.ctx.tables.still_held(self.stack.scenes)  # a private table no screen shows is closed
        if self.stack.quit_code is not None:
            return False
        surface = pygame.display.get_surface()
        if surface is None:
            return False
        self.stack.draw(surface)
        if self.keys_shown and self.stack.scenes:
            keys_help.draw_keys(surface, _("Keys"), self.stack.scenes[-1].key_help())
        pygame.display.flip()
        self.stack.spare(began + SPARE_UNTIL)
        self.frames += 1
        if self.frames == 2:
            # Once the window shows something: the effects' synthesis would delay its first frame.
            self.ctx.preload_sounds()
        self._maybe_screenshot(surface)
        return True

    def _maybe_screenshot(self, surface: pygame.Surface) -> None:
        shot = self.launch.screenshot
        if shot is None or self._shot_taken or not self.ctx.table_ready:
            return
        self._shot_taken = True
        try:
            shot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(surface, str(shot))
        except (OSError, pygame.error) as error:
            # The folder was checked at launch; a disk that filled since is said, and the game goes on.
            message = f"The screenshot could not be saved to {shot} ({error})."
            print(f"q2j: {message}", file=sys.stderr)
            show_toast = getattr(self.stack.scenes[-1], "show_toast", None) if self.stack.scenes else None
            if show_toast is not None:
                show_toast(message)

    def run(self) -> int:
        """The interactive loop (or the smoke run's fast one); returns the exit code."""
        started = time.perf_counter()
        # What is loaded by now lives as long as the program: the collector's full passes, which
        # stop every thread (the frames too) while a bot searches, need not walk it each time.
        gc.freeze()
        first_frame_exit = os.environ.get("Q2J_FIRST_FRAME_EXIT") == "1"
        while True:
            if self.launch.smoke:
                dt = SMOKE_DT
                if self.frames > SMOKE_FRAME_LIMIT:
                    print("q2j --smoke: the game did not finish within the frame limit", file=sys.stderr)
                    return 1
            else:
                self.sleep_while_idle()
                dt = min(self.clock.tick(60) / 1000.0, 0.1)
            if not self.step(dt):
                break
            if first_frame_exit:
                print(f"first frame {time.perf_counter() - started:.3f}s")
                return 0
        if self.launch.smoke:
            print(
                f"smoke ok: {self.ctx.smoke_summary} ({self.frames} frames, "
                f"{time.perf_counter() - started:.1f}s)"
            )
        return self.stack.quit_code or 0

    def sleep_while_idle(self) -> None:
        """While the top scene is idle, wait for an event (at most ``IDLE_WAIT_MS``) instead of
        drawing an unchanged frame 60 times a second: a table waiting for its player then costs
        next to no CPU (a laptop's battery and fan notice), and input wakes it at once."""
        top = self.stack.top
        if top is None or not top.idle() or pygame.event.peek():
            return
        top.spare(time.perf_counter() + IDLE_SPARE)
        event = pygame.event.wait(IDLE_WAIT_MS)
        if event.type != pygame.NOEVENT:
            # Kept, not posted back: posted, it would go behind what came after it (a button's
            # release before its press).
            self._woken_by.append(event)

    def close(self) -> None:
        for scene in list(self.stack.scenes):
            scene.exit()
        if self._size_changed and not self.launch.smoke:
            self.ctx.settings.window_size = list(self.windowed_size)
            with contextlib.suppress(OSError):
                note = self.ctx.save()  # the window is closing: the terminal is left to say it
                if note:
                    print(f"q2j: {note}", file=sys.stderr)
        # The private tables close, each writing its game's history and autosave, before the
        # window's own records and the autosave's writer are waited for.
        self.ctx.tables.close_all(PRIVATE_TABLE_SECONDS)
        self.ctx.history.close()  # a game still at the table is recorded as left
        autosaving.flush()  # the last move's save is on the disk before the program ends
        # Only the window closes: fonts stay open because the UI caches them per process.
        pygame.display.quit()


def start_recorder(launch: LaunchOptions, birthdays: dict[str, str]) -> Recorder:
    """The history's recorder, on its own thread; the ``--smoke`` check's games are marked as such."""
    origin = Origin.SMOKE if launch.smoke else Origin.TABLE
    return Recorder.start(origin=origin, birthdays=birthdays)


def set_window_icon() -> None:
    """The project's icon in the title bar and task bar; a missing file leaves the default."""
    icon = paths.assets_dir() / "icon.png"
    with contextlib.suppress(OSError, pygame.error):
        pygame.display.set_icon(pygame.image.load(str(icon)))


def write_crash_log(error: BaseException) -> Path | None:
    """The traceback into the user folder, for a bug report; ``None`` if no file there takes it.

    Only a regular file is written: a ``crash.log`` that is a pipe, a device or a link (which
    could lead to one) would block the handler for ever or write somewhere unknown, so the next
    free name beside it is tried (``crash-2.log`` …), and failing those the traceback goes to
    stderr.
    """
    report = time.strftime("--- %Y-%m-%d %H:%M:%S ---\n") + "".join(traceback.format_exception(error))
    try:
        folder = paths.user_dir()
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        folder = None
    if folder is not None:
        for name in CRASH_LOG_NAMES:
            if append_to_regular_file(folder / name, report):
                return folder / name
    with contextlib.suppress(OSError, ValueError):
        sys.stderr.write(report)
    return None


CRASH_LOG_NAMES = ("crash.log", *(f"crash-{n}.log" for n in range(2, 6)))


def append_to_regular_file(path: Path, text: str) -> bool:
    """Append ``text`` to ``path`` if it is (or can be made) a regular file; never waits on a
    pipe or follows a link. False if it is anything else or cannot be written."""
    with contextlib.suppress(FileNotFoundError):
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return False
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT
    # The name may have become a pipe or a link since the look: still never wait, never follow.
    flags |= getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        handle = os.open(path, flags | getattr(os, "O_BINARY", 0), 0o644)
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            return False
        data = text.encode("utf-8", "replace")
        while data:
            data = data[os.write(handle, data) :]
        return True
    except OSError:
        return False
    finally:
        os.close(handle)


def run(launch: LaunchOptions, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> int:
    """Start the program; never shows a traceback to the player."""
    if launch.smoke:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app: App | None = None
    try:
        app = App(launch, size, fullscreen)
        return app.run()
    except KeyboardInterrupt:
        return 130
    except NoDisplay as error:
        print(f"q2j: {error}", file=sys.stderr)
        return 1
    except Exception as error:  # the last line of defence: a sentence and a log, not a traceback
        where = write_crash_log(error)
        note = f" Details were written to {where}." if where else " The details are above."
        print(
            f"q2j: something went wrong and the game had to close ({error.__class__.__name__}).{note}",
            file=sys.stderr,
        )
        return 1
    finally:
        if app is not None:
            # Closing must not hide the real outcome.
            with contextlib.suppress(Exception):
                app.close()
