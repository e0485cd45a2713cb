"""The replay viewer: a recorded game stepped through, every hand face up, the moves listed beside.

Opened from the history list (a game's number) or by ``q2j replay FILE`` (a file). Left and Right
step, Home and End jump to the ends, Page Up and Page Down to the round before or after, a click
on the move list or the slider jumps, Space plays at the chosen speed (+ and - change it), Esc
goes back. What does not replay, or ends otherwise than recorded, is said on the screen.

Take over from here (T, the button at the move list's foot) starts a new game at the table from
the position shown: the match is played again from its seed and recorded actions up to there
(``Replay.match_at``, on a thread), the same variant, options and seats (a person's seat as the
profile that played it is named now), and the history records it as a game of its own, marked
as taken over from this one. Where it cannot be (nothing read, a game this program cannot play,
moves that do not all replay, the end of a finished game), the button is greyed and the line
above it says why.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import Final

import pygame

from ..engine.errors import EngineError
from ..engine.events import Moved
from ..files import save_claim, saves
from ..history.records import Status, TakenOver
from ..history.replay import Frame, Replay
from ..i18n import N_, _, pgettext
from ..i18n.numbers import number
from ..i18n.numbers import points as points_shown
from ..play.resume import take_over_session, taken_over_seats
from ..play.session import Session
from .background import Background
from .context import AppContext
from .history_access import open_history_reader
from .history_colours import CHOSEN, GOLD, INK, MUTED
from .private_tables import seat_route
from .profile_access import table_colours
from .replay_board import ReplayBoard
from .replay_load import UNREAD, LoadedReplay, load_file, load_from_history
from .scale import Scale, scale_for
from .scene import Pop, Push, Scene, Transition
from .table.words.log import move_lines
from .table.words.move_words import move_words
from .table.words.phrases import SHARED_PHRASES, Phrases
from .text import Drawn, text, wrap
from .uikit import draw_felt
from .widgets import Button, FittedWords, clicked, panel, scrolled_to_show

SPEEDS: Final = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0)  # moves a second while playing
FIRST_SPEED: Final = 2  # 2 moves a second
REBUILDING: Final = N_("Rebuilding the game from its deal and its actions…")
TAKE_OVER: Final = N_("Play on from here in a new game.")  # beside the button, when it can
GAME_OVER: Final = N_("Cannot be taken over here: the game is over. Step back to play on.")
SETTING_UP: Final = N_("Setting the table from the recorded moves…")
KEPT_FRAMES: Final = 256  # positions kept drawn-ready: a step back after steps forward costs nothing
BACK_FILL: Final = 32  # positions rebuilt at once when a step back finds none kept
WARN = (255, 205, 190)
WARN_FILL = (90, 30, 28)
LIST_FILL = (12, 26, 20)


class ReplayScene(FittedWords, Scene):
    help_keys = (
        (N_("Left / Right"), N_("one move back or on")),
        (N_("Home / End"), N_("the start or the end")),
        (N_("Space"), N_("go on by itself, or stop")),
        (N_("+ / -"), N_("faster or slower")),
        (N_("T"), N_("take over from here: a new game from this position")),
        (N_("Esc / Backspace"), N_("back")),
    )
    name = "replay"
    leads_to = ("private_seat", "table")  # the private table's seat passes the window to the table

    def __init__(self, ctx: AppContext, game_id: int | None = None, file: Path | str | None = None) -> None:
        super().__init__(ctx)
        self.game_id = game_id
        self.file = None if file is None else Path(file)
        self.loaded = LoadedReplay(None, "")
        self.work = Background[LoadedReplay](now=True)
        self.board: ReplayBoard | None = None
        self.position = 0
        self.playing = False
        self.speed = FIRST_SPEED
        self._due = 0.0  # seconds until the next move while playing
        self._frames: OrderedDict[int, Frame] = OrderedDict()
        self._last_shown = 0
        self.entries: list[str] = []  # the move list: one line per position
        self.round_starts: set[int] = set()  # the positions of the rounds' deals
        self.list_top = 0  # the first line of the move list shown
        self.dragging = False
        self.scale = Scale()
        self.buttons: list[Button] = []
        self.slider = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.row_height = 20
        self.bar = pygame.Rect(0, 0, 0, 0)
        # Take over from here: the session built on a thread, and the list's foot it sits in
        # (below the moves; in the failure panel when nothing replays) with its note's lines.
        self.taking = Background[Session | str](now=True)
        self.take_problem = ""  # why the last take-over failed (not expected: said if it does)
        self.foot = pygame.Rect(0, 0, 0, 0)
        self.foot_lines: list[str] = []
        # Each text drawn and the box it had to stay in (the tests check it stays there).
        self.drawn: Drawn = []

    def exit(self) -> None:
        if self.taking.busy:
            save_claim.let_go()  # left while the take-over was set up: its slot is free again
        super().exit()

    # Opening ---------------------------------------------------------------------------------
    def enter(self) -> None:
        # A long game takes a second or more to rebuild: on a thread, the window says so meanwhile.
        self.work = Background[LoadedReplay](now=self.ctx.lockstep)
        self.taking = Background[Session | str](now=self.ctx.lockstep)
        self.loaded = LoadedReplay(None, "", [_(REBUILDING)], refusal=REBUILDING)
        self.work.start(self._load)
        self._show_loaded()

    def _show_loaded(self) -> None:
        loaded = self.work.take()
        if loaded is not None:
            self.loaded = loaded
            replay = loaded.replay
            if replay is not None:
                self.board = ReplayBoard(replay.rules)
                self.entries = move_entries(replay, self.board.adapter.phrases)
                self.round_starts = set(replay.starts())
        self.resized(self.ctx.size)

    def _load(self) -> LoadedReplay:
        if self.file is not None:
            return load_file(self.file)
        if self.game_id is None:
            return LoadedReplay(None, "", [_("No game was chosen to replay.")])
        db, why = open_history_reader(self.ctx)
        if db is None:
            return LoadedReplay(None, _("game #{number}").format(number=self.game_id), [why])
        try:
            return load_from_history(db, self.game_id)
        finally:
            db.close()

    @property
    def replay(self) -> Replay | None:
        return self.loaded.replay

    @property
    def positions(self) -> int:
        return 0 if self.replay is None else len(self.replay)

    def frame(self) -> Frame | None:
        replay = self.replay
        if replay is None:
            return None
        position = self.position
        found = self._frames.get(position)
        if found is None:
            # A position is rebuilt from its round's deal unless it is one step on from the last
            # one rebuilt. Going back, that costs a long round's replay at every step; so the
            # positions just before are rebuilt with it, one step on at a time, and kept.
            back = position < self._last_shown
            _round, move = replay.locate(position)
            first = max(position - move, position - BACK_FILL) if back else position
            for earlier in range(first, position + 1):
                if earlier not in self._frames:
                    self._frames[earlier] = replay.frame(earlier)
            while len(self._frames) > KEPT_FRAMES:
                self._frames.popitem(last=False)
            found = self._frames[position]
        self._frames.move_to_end(position)
        self._last_shown = position
        return found

    # Geometry --------------------------------------------------------------------------------
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.scale = scale_for(size)
        button_h, slider_h, gap = max(34, px(40)), max(18, px(22)), max(6, px(8))
        self.bar = pygame.Rect(0, h - (button_h + slider_h + 3 * gap), w, button_h + slider_h + 3 * gap)
        board_size = (w, self.bar.top)
        frame = self.frame()
        if self.board is not None and frame is not None:
            layout = self.board.lay_out(board_size, frame.view, str(self.ctx.settings.card_size))
            self._lay_foot(layout.log.copy())
        else:  # the take-over's foot at the failure panel's bottom right
            panel_area = self.failure_area()
            width = min(px(360), panel_area.width // 2)
            self._lay_foot(
                pygame.Rect(
                    panel_area.right - width - px(12), panel_area.top, width, panel_area.height - px(12)
                )
            )
        self.row_height = text("Ag", self._list_size()).get_height() + 4
        self.slider = pygame.Rect(gap * 2, self.bar.top + gap, w - gap * 4, slider_h)
        labels = [
            (_("Back (Esc)"), "back"),
            (pgettext("replay position", "Start"), "start"),
            (_("Step back"), "previous"),
            (
                (_("Pause ({speed}/s)") if self.playing else _("Play ({speed}/s)")).format(
                    speed=f"{SPEEDS[self.speed]:g}"
                ),
                "autoplay",
            ),
            (_("Step on"), "next"),
            (_("End"), "end"),
            (_("Slower (-)"), "slower"),
            (_("Faster (+)"), "faster"),
        ]
        widths = self._button_widths([label for label, _value in labels], w - gap * (len(labels) + 1))
        left = (w - sum(widths) - (len(labels) - 1) * gap) // 2
        top = self.slider.bottom + gap
        self.buttons = []
        for (label, value), width in zip(labels, widths, strict=True):
            rect = pygame.Rect(left, top, width, button_h)
            left += width + gap
            button = Button.fitted(
                label, rect, value, active=value == "autoplay" and self.playing, largest=px(16)
            )
            button.enabled = value == "back" or self.replay is not None
            self.buttons.append(button)
        self.buttons.append(self._take_over_button())
        self._keep_current_listed()
        self.ctx.write_layout(
            {
                "scene": "replay",
                "position": self.position,
                "positions": self.positions,
                "buttons": {b.label: list(b.rect.center) for b in self.buttons},
            }
        )

    def failure_area(self) -> pygame.Rect:
        """The panel that says why nothing replays (above the bar)."""
        px, (w, _h) = self.scale, self.ctx.size
        return pygame.Rect(px(40), px(40), w - px(80), self.bar.top - px(80))

    def _foot_size(self) -> int:
        return max(12, self.scale(14))

    def _button_height(self) -> int:
        return max(30, self.scale(34))

    def _lay_foot(self, area: pygame.Rect) -> None:
        """Cut ``area`` into the move list and, below it, the take-over's foot: its note (as many
        lines as the longer of its two notes takes, so stepping onto the end moves nothing) and
        its button."""
        px = self.scale
        pad = max(6, px(8))
        width = area.width - 2 * pad
        size = self._foot_size()
        note = self.take_over_note()
        self.foot_lines = wrap(note, size, width)
        lines = max(len(self.foot_lines), len(wrap(_(TAKE_OVER), size, width)))
        step = text("Ag", size).get_height() + 2
        height = pad + lines * step + pad + self._button_height() + pad
        self.foot = pygame.Rect(area.left, area.bottom - height, area.width, height)
        self.list_rect = pygame.Rect(area.left, area.top, area.width, area.height - height)

    def _take_over_button(self) -> Button:
        pad = max(6, self.scale(8))
        height = self._button_height()
        rect = pygame.Rect(
            self.foot.left + pad, self.foot.bottom - pad - height, self.foot.width - 2 * pad, height
        )
        button = Button.fitted(_("Take over from here (T)"), rect, "take_over", largest=self.scale(16))
        button.enabled = self.take_over_refusal() is None and not self.taking.busy
        return button

    def take_over_refusal(self) -> str | None:
        """Why the position shown cannot be taken over, in the player's words; None when it can."""
        loaded, replay = self.loaded, self.replay
        if loaded.refusal:
            return _(loaded.refusal)
        if replay is None:
            return _(UNREAD)
        if replay.over_at(self.position):
            return _(GAME_OVER)
        return None

    def take_over_note(self) -> str:
        """The line above the take-over button: what it does, or why it cannot, or that it is."""
        if self.taking.busy:
            return _(SETTING_UP)
        return self.take_problem or self.take_over_refusal() or _(TAKE_OVER)

    def _button_widths(self, labels: list[str], room: int) -> list[int]:
        """The bar's buttons as wide as their words at 14 (« Retour (Échap) » on one line in
        1024 pixels), the room left shared out evenly, 150 at most; equal when they do not fit."""
        px = self.scale
        natural = [text(label, px(14), bold=True).get_width() + px(20) for label in labels]
        spare = room - sum(natural)
        if spare < 0:
            return [min(px(150), room // len(labels))] * len(labels)
        return [min(max(px(150), width), width + spare // len(labels)) for width in natural]

    def _list_size(self) -> int:
        return max(12, self.scale(15))

    def _list_rows(self) -> int:
        header = self.row_height + 6
        return max(1, (self.list_rect.height - header - 8) // self.row_height)

    def _keep_current_listed(self) -> None:
        self.list_top = scrolled_to_show(self.list_top, self.position, self._list_rows(), len(self.entries))

    # Moving ----------------------------------------------------------------------------------
    def go_to(self, position: int) -> None:
        if self.replay is None:
            return
        position = max(0, min(position, self.positions - 1))
        if position != self.position:
            self.position = position
            self.resized(self.ctx.size)  # a meld laid or a zone emptied may change the layout
        if self.position == self.positions - 1 and self.playing:
            self._set_playing(False)

    def _set_playing(self, playing: bool) -> None:
        if playing and self.position >= self.positions - 1:
            self.position = 0  # Play at the end starts again from the beginning
        self.playing = playing and self.replay is not None
        self._due = 1 / SPEEDS[self.speed]
        self.resized(self.ctx.size)

    def _round_jump(self, direction: int) -> None:
        replay = self.replay
        if replay is None:
            return
        starts = replay.starts()
        if direction < 0:
            earlier = [s for s in starts if s < self.position]
            self.go_to(earlier[-1] if earlier else 0)
        else:
            later = [s for s in starts if s > self.position]
            self.go_to(later[0] if later else self.positions - 1)

    def _act(self, value: object) -> None:
        if value == "back":
            self.request(Pop())
        elif value == "start":
            self.go_to(0)
        elif value == "previous":
            self.go_to(self.position - 1)
        elif value == "next":
            self.go_to(self.position + 1)
        elif value == "end":
            self.go_to(self.positions - 1)
        elif value == "autoplay":
            self._set_playing(not self.playing)
        elif value in ("slower", "faster"):
            step = -1 if value == "slower" else 1
            self.speed = max(0, min(len(SPEEDS) - 1, self.speed + step))
            self.resized(self.ctx.size)  # the Play button says the speed
        elif value == "take_over":
            self._take_over()

    # Taking over -----------------------------------------------------------------------------
    def _take_over(self) -> None:
        """A new game at the table from the position shown (built on a thread: a long match is
        played again up to there). The recorded actions are played again, never the frame
        shown copied."""
        replay = self.replay
        if replay is None or self.take_over_refusal() is not None or self.taking.busy:
            return
        if self.playing:
            self._set_playing(False)
        round_index, move = replay.locate(self.position)
        file = "" if self.file is None else self.file.name
        mark = TakenOver(
            round_index + 1, move, game=None if self.file is not None else self.game_id, file=file
        )
        position, people = self.position, self.loaded.people

        def build() -> Session | str:
            from ..play.seats import (
                default_level,
                levels,
            )  # the bots' module: loaded here, off the frame loop

            seats = taken_over_seats(replay.record.seats, people, levels(), default_level())
            try:
                return take_over_session(replay, position, mark, seats)
            except EngineError as error:  # the replay checked every action: not expected
                return _("This position could not be set up again: {error}").format(error=error)

        self.take_problem = ""
        # The new game's slot is this window's from now, as a new game's is from the menu: a
        # game another window leaves while the match is played again up to here is not taken.
        saves.new_game_save(None)
        self.taking.start(build)
        self._take_session()
        self.resized(self.ctx.size)

    def _take_session(self) -> None:
        built = self.taking.take()
        if built is None:
            return
        if isinstance(built, str):
            save_claim.let_go()  # nothing is played in the slot taken
            self.take_problem = built
            self.resized(self.ctx.size)
            return
        self.ctx.plate_colours = table_colours(built.seats, self.ctx.profile_colours)
        self.request(Push(seat_route(built), session=built, resumed=True))  # through a private table

    # Events ----------------------------------------------------------------------------------
    KEYS: Final = {
        pygame.K_ESCAPE: "back",
        pygame.K_BACKSPACE: "back",
        pygame.K_HOME: "start",
        pygame.K_LEFT: "previous",
        pygame.K_RIGHT: "next",
        pygame.K_END: "end",
        pygame.K_SPACE: "autoplay",
        pygame.K_MINUS: "slower",
        pygame.K_KP_MINUS: "slower",
        pygame.K_PLUS: "faster",
        pygame.K_EQUALS: "faster",  # + without Shift on most keyboards
        pygame.K_KP_PLUS: "faster",
        pygame.K_t: "take_over",
    }

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self._round_jump(-1 if event.key == pygame.K_PAGEUP else 1)
            elif event.key in self.KEYS:
                self._act(self.KEYS[event.key])
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.list_top = max(
                0, min(self.list_top - event.y * 3, max(0, len(self.entries) - self._list_rows()))
            )
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.slider.collidepoint(event.pos):
            self.dragging = True
            self._slide(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._slide(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.dragging:
                self.dragging = False
                return True
            row = self._row_at(event.pos)
            if row is not None:
                self.go_to(row)
                return True
        button = clicked(event, self.buttons)
        if button is not None:
            self.ctx.play("click")
            self._act(button.value)
        return True

    def _slide(self, x: int) -> None:
        if self.positions > 1 and self.slider.width > 0:
            share = (x - self.slider.left) / self.slider.width
            self.go_to(round(share * (self.positions - 1)))

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.list_rect.collidepoint(pos):
            return None
        first = self.list_rect.top + self.row_height + 6
        if pos[1] < first:
            return None
        row = self.list_top + (pos[1] - first) // self.row_height
        return row if row < len(self.entries) else None

    def update(self, dt: float) -> Transition | None:
        if self.work.busy:
            self._show_loaded()
        if self.taking.busy:
            self._take_session()
            if not self.taking.busy:
                self.resized(self.ctx.size)
        if self.playing:
            self._due -= dt
            if self._due <= 0:
                self._due += 1 / SPEEDS[self.speed]
                self._due = max(self._due, 0.0)  # a long frame does not queue a burst of moves
                self.go_to(self.position + 1)
        return self.take_pending()

    def idle(self) -> bool:
        return not self.playing and not self.dragging and not self.work.busy and not self.taking.busy

    # Drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = []
        frame = self.frame()
        replay, board, px = self.replay, self.board, self.scale
        if replay is None or board is None or frame is None:
            self._draw_failure(surface)
            return
        record = replay.record
        names = [record.seats[s].name if s < len(record.seats) else "?" for s in frame.seats]
        to_move = None if frame.view.over else frame.view.to_move
        board.draw(surface, frame.view, self.ctx.art, names, to_move)
        layout = board.layout
        assert layout is not None
        # The table keeps the top right for its Undo, Hint and Menu; a replay has none there.
        status = layout.status.copy()
        status.width = layout.message.right - status.x
        self._put(surface, self._status(frame), status, px(17), INK, bold=True)
        self._put(surface, self._what_happened(frame, names), layout.message, px(16), GOLD)
        if self.loaded.problems:  # at the table's foot: the name plates along its top stay seen
            self._draw_problems(surface, layout.table.inflate(-px(40), 0))
        self._draw_list(surface)
        self._draw_foot(surface, LIST_FILL)
        self._draw_bar(surface)

    def _draw_foot(self, surface: pygame.Surface, fill: tuple[int, int, int] | None) -> None:
        """The take-over's note above its button (the button is drawn with the others)."""
        if fill is not None:
            pygame.draw.rect(surface, fill, self.foot)
        size = self._foot_size()
        pad = max(6, self.scale(8))
        step = text("Ag", size).get_height() + 2
        refused = self.take_over_note() != _(TAKE_OVER) and not self.taking.busy
        for i, line in enumerate(self.foot_lines):
            row = pygame.Rect(
                self.foot.left + pad, self.foot.top + pad + i * step, self.foot.width - 2 * pad, step
            )
            self._put(surface, line, row, size, WARN if refused else MUTED, smallest=size)

    def _status(self, frame: Frame) -> str:
        replay = self.replay
        assert replay is not None
        rounds = len(replay.rounds)
        moves = len(replay.rounds[frame.round - 1].actions)
        if self.playing:
            said = _("Round {round} of {rounds} · move {move} of {moves} · playing · {title}")
        else:
            said = _("Round {round} of {rounds} · move {move} of {moves} · {title}")
        return said.format(
            round=frame.round,
            rounds=rounds,
            move=number(frame.move),
            moves=number(moves),
            title=self.loaded.title,
        )

    def _what_happened(self, frame: Frame, names: list[str]) -> str:
        replay = self.replay
        assert replay is not None
        record = replay.record
        if frame.result is not None:
            winners = [record.seats[s].name for s in frame.result.winners if s < len(record.seats)]
            won = _(" and ").join(winners) if winners else _("nobody")
            points = ""
            if frame.result.points:
                shown = [
                    f"{record.seats[s].name} {points_shown(p, plus=True)}"
                    for s, p in enumerate(frame.result.points)
                ]
                points = " (" + ", ".join(shown) + ")"
            return _("Round {round} over: won by {names}").format(round=frame.round, names=won) + points
        if frame.action is None:
            return _("Round {round} dealt: every hand is shown face up").format(round=frame.round)
        by_seat = dict(enumerate(names))
        phrases = self.board.adapter.phrases if self.board is not None else SHARED_PHRASES
        lines = move_lines(frame.events, by_seat, lambda move: move.card, _nobody, phrases)
        mover = record.seats[frame.mover].name if frame.mover is not None else "?"
        said = "; ".join(line.public for line in lines)
        return said or f"{mover}: {frame.action}"

    def _draw_problems(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        size = self.scale(16)
        lines = [line for problem in self.loaded.problems for line in wrap(problem, size, area.width - 24)]
        lines = lines[:4]  # the rest would hide the table; the first lines name what failed
        step = text("Ag", size).get_height() + 2
        box = pygame.Rect(area.left, 0, area.width, step * len(lines) + 16)
        box.bottom = area.bottom - self.scale(6)
        pygame.draw.rect(surface, WARN_FILL, box, border_radius=10)
        pygame.draw.rect(surface, (235, 90, 80), box, 2, border_radius=10)
        for i, line in enumerate(lines):
            row = pygame.Rect(box.left + 12, box.top + 8 + i * step, box.width - 24, step)
            self._put(surface, line, row, size, WARN)

    def _draw_list(self, surface: pygame.Surface) -> None:
        rect = self.list_rect
        pygame.draw.rect(surface, LIST_FILL, rect)
        size = self._list_size()
        pad = max(6, self.scale(8))
        header = pygame.Rect(rect.left + pad, rect.top + 4, rect.width - 2 * pad, self.row_height)
        self._put(
            surface,
            _("Moves ({count})").format(count=number(max(0, self.positions - len(self.starts())))),
            header,
            size,
            GOLD,
            bold=True,
        )
        first = header.bottom + 2
        for i in range(self.list_top, min(len(self.entries), self.list_top + self._list_rows())):
            row = pygame.Rect(
                rect.left + 2, first + (i - self.list_top) * self.row_height, rect.width - 4, self.row_height
            )
            if i == self.position:
                pygame.draw.rect(surface, CHOSEN, row, border_radius=4)
                pygame.draw.rect(surface, GOLD, row, 1, border_radius=4)
            words = pygame.Rect(row.left + pad, row.top, row.width - 2 * pad, row.height)
            heading = i in self.starts()
            colour = GOLD if heading else INK  # one size down the list: a long line is cut, not shrunk
            self._put(surface, self.entries[i], words, size, colour, bold=heading, smallest=size)

    def starts(self) -> set[int]:
        return self.round_starts

    def _draw_bar(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (14, 30, 22), self.bar)
        slider = self.slider
        pygame.draw.rect(surface, (40, 60, 50), slider, border_radius=slider.height // 2)
        if self.positions > 1:
            for start in self.starts():  # each round's deal marked on the slider
                x = slider.left + round(start / (self.positions - 1) * slider.width)
                pygame.draw.line(surface, MUTED, (x, slider.top + 2), (x, slider.bottom - 3), 2)
            done = round(self.position / (self.positions - 1) * slider.width)
            filled = pygame.Rect(slider.left, slider.top, max(done, slider.height), slider.height)
            pygame.draw.rect(surface, (120, 100, 40), filled, border_radius=slider.height // 2)
            pygame.draw.circle(surface, GOLD, (slider.left + done, slider.centery), slider.height // 2 + 2)
        for button in self.buttons:
            button.draw(surface)

    def _draw_failure(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        felt = pygame.Surface((w, h))
        draw_felt(felt)
        surface.blit(felt, (0, 0))
        px = self.scale
        area = self.failure_area()
        panel(surface, area)
        size = px(18)
        step = text("Ag", size).get_height() + 4
        lines = [
            line for problem in self.loaded.problems for line in wrap(problem, size, area.width - px(40))
        ]
        title_height = text("Ag", px(22), bold=True).get_height() + 4
        title = pygame.Rect(area.left + px(20), area.top + px(16), area.width - px(40), title_height)
        self._put(
            surface, _("Replay · {title}").format(title=self.loaded.title), title, px(22), GOLD, bold=True
        )
        for i, line in enumerate(lines[: max(1, (area.height - self.foot.height - px(60)) // step - 1)]):
            row = pygame.Rect(title.left, title.bottom + px(12) + i * step, title.width, step)
            self._put(surface, line, row, size, WARN)
        self._draw_foot(surface, None)
        for button in self.buttons:
            button.draw(surface)


def _nobody(move: Moved) -> tuple[int, ...]:
    return ()  # every card is shown in a replay: no card is known by one seat only


def move_entries(replay: Replay, phrases: Phrases = SHARED_PHRASES) -> list[str]:
    """The move list's lines, one per position: each round's deal (with the totals so far in a
    scored match), then each action as the table's log tells it with every hand open ("3. Chloe
    draws the A♠", « 3. Chloe pioche l’A♠ »), or, where the log has no words for it, who made it
    and the move ("4. Chloe: pick 2"); a game left part-way says where it was left."""
    entries: list[str] = []
    rules, record = replay.rules, replay.record
    seats = record.seats
    for index, played in enumerate(replay.rounds):
        heading = _("Round {round}: the deal").format(round=index + 1)
        if replay.match.scored and index > 0:
            totals = ", ".join(
                f"{seats[s].name} {number(total)}" for s, total in enumerate(played.scores) if s < len(seats)
            )
            heading = _("{heading} · totals {totals}").format(heading=heading, totals=totals)
        entries.append(heading)
        state = played.dealt.clone()
        names = {
            deal: seats[match].name if match < len(seats) else "?" for deal, match in enumerate(played.seats)
        }
        for move, action in enumerate(played.actions, start=1):
            mover = state.to_move
            said = move_words(rules.move_words(action, rules.view(state, mover)), names)
            events = rules.apply(state, action)
            told = "; ".join(
                line.public for line in move_lines(events, names, lambda m: m.card, _nobody, phrases)
            )
            player = names.get(mover, "?")
            if told and told.startswith(player):
                entries.append(_("{number}. {what}").format(number=move, what=told))
            elif told:  # the log's line names the cards, not who moved them ("The 9♠, the 9♥…")
                if not any(told.startswith(name) for name in names.values()):
                    told = told[:1].lower() + told[1:]
                entries.append(_("{number}. {player}: {move}").format(number=move, player=player, move=told))
            else:
                entries.append(
                    _("{number}. {player}: {move}").format(
                        number=move, player=names.get(mover, "?"), move=said
                    )
                )
    if (
        record.status is not Status.FINISHED
        and entries
        and (not replay.rounds or replay.rounds[-1].result is None)
    ):
        entries[-1] = _("{entry} · left here").format(entry=entries[-1])
    return entries
