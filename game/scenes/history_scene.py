"""The history screen: the recorded games, newest first, and a way into each one's replay.

Each line says the game's number (as `q2j history` and `q2j history export ID` know it), when it
started, the variant and the options chosen for it, who sat (computer players with their level)
and how it ended (who won; or, for a game left before its end, "can be continued" while a saved
game holds it and "abandoned" once none does; a ``--smoke`` check marked so). The buttons along the
top filter by game; Up and Down (or the wheel) move through the list, Enter or a click opens the
replay, C continues an unfinished game when it is the one saved (``history_continue``; otherwise it
says why not; a match hosted across the room is continued by *Continue hosting*, which it names), I
shows the game's summary in the list's place (``game_summary``: its length, its end and its score
sheet) and again the list, E exports it as a replay file into the player's folder, S the
statistics, Esc goes back. A match joined across the room (``JoinedAt``) reads "· across the room"
and names its table at the list's foot; Enter, E and C say there, plainly, that it cannot be
watched again, exported or continued (only its rounds' results were kept).

The list is read on a thread (``Background``): at ten thousand games the query takes 35-100 ms,
and the saves are read there too (which games they hold, ``history.continuable``); the frame loop
never waits for it; the screen says "Loading…" until it comes. So is the game
continued (C: the history and the save read, the save played again), its line saying "Loading…".
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

import pygame

from ..history.continuable import continuable_games
from ..history.filters import Filters
from ..history.listing import GameLine, game_label, not_replayable, recent_games
from ..history.profiles import Profile, list_profiles
from ..history.records import Origin
from ..i18n import N_, _, ngettext
from ..i18n.numbers import number
from ..i18n.their_words import failure_words
from ..i18n.words import recorded_variant_name
from ..play.session import Session
from .background import Background
from .context import AppContext
from .game_summary import Summary, draw_summary, read_summary
from .history_access import open_history_reader, read_stored_game
from .history_colours import CHOSEN, GOLD, INK, MUTED
from .history_continue import continue_game
from .history_words import seat_words
from .option_choices import options_summary
from .private_tables import seat_route
from .profile_access import table_colours
from .scale import Scale, scale_for
from .scene import Pop, Push, Scene, Transition
from .text import Drawn, text, wrap
from .uikit import draw_felt
from .widgets import Button, FittedWords, clicked, panel, scrolled_to_show

# Under an empty history: what will be listed, and where a first game starts.
FIRST_GAME: Final = N_(
    "Every game played here is kept in this list, finished or left to go on later. "
    "Choose Play on the menu to start one."
)

SHOWN: Final = 500  # the newest games listed; older ones stay in the history (and `q2j history`)
# The share of the list's width each column takes: number, started, variant, seats, result.
COLUMNS: Final = (
    (N_("No."), 0.05),
    (N_("Started"), 0.17),
    (N_("Game"), 0.22),
    (N_("Players"), 0.3),
    (N_("Result"), 0.26),
)
EXPORTS: Final = "replays"  # the folder in the player's folder the Export button writes to
LOADING: Final = N_("Loading…")


def row_widths(labels: Sequence[tuple[str, object]], room: int, gap: int, px: Scale) -> list[int]:
    """Widths for a row of buttons filling ``room``: each in proportion to its label's width at
    the row's font (plus its padding), so every label fits at one size where the row allows."""
    needs = [text(label, px(16), bold=True).get_width() + px(28) for label, _value in labels]
    share = room - gap * (len(labels) - 1)
    widths = [share * need // sum(needs) for need in needs]
    widths[-1] += share - sum(widths)  # the rounding's pixels to the last: the row ends at its edge
    return widths


@dataclass(frozen=True)
class Listed:
    """What the list shows, read on a thread: the games the history holds, and the lines."""

    games: list[str] = field(default_factory=list)
    lines: list[GameLine] = field(default_factory=list)
    problem: str = ""
    options: dict[int, str] = field(default_factory=dict)  # each game's options chosen, in words
    profiles: list[Profile] = field(default_factory=list)  # the players the list may be cut to


def read_list(ctx: AppContext, game: str | None, player: int | None = None) -> Listed:
    """The newest games (of ``game``, or all; of the profile numbered ``player``, or everyone's),
    through a connection of its own, closed at the end."""
    db, why = open_history_reader(ctx)
    if db is None:
        return Listed(problem=why)
    try:
        games = [row[0] for row in db.execute("SELECT DISTINCT game FROM games ORDER BY game")]
        profiles = list_profiles(db)
        chosen = next((profile for profile in profiles if profile.id == player), None)
        lines = recent_games(db, SHOWN, Filters(game=game), chosen, continuable_games(db))
        variants = ctx.catalog.variants
        options = {
            line.id: options_summary(variants[line.variant], line.options)
            for line in lines
            if line.variant in variants
        }
        return Listed(games, lines, options=options, profiles=profiles)
    except sqlite3.Error as error:
        return Listed(
            problem=_("The game history cannot be read ({error}).").format(error=failure_words(error))
        )
    finally:
        db.close()


def export_game(ctx: AppContext, game_id: int) -> str:
    """Write game ``game_id`` as a replay file into the player's folder (``replays/``, a name
    not taken); the sentence saying where it went, or why it could not."""
    from ..history.replay_file import write_replay
    from ..i18n.their_words import os_words

    stored = read_stored_game(ctx, game_id)
    if isinstance(stored, str) or ctx.history.path is None:
        return stored if isinstance(stored, str) else _("No game history is kept in this run.")
    if stored.record.joined is not None:  # no deal and no moves kept: no replay file to write
        return not_replayable(game_id, stored.record.joined)
    folder = ctx.history.path.parent / EXPORTS
    target = next(
        path
        for n in range(1, 10_000)
        if not (path := folder / (f"game-{game_id}.yaml" if n == 1 else f"game-{game_id}-{n}.yaml")).exists()
    )
    try:
        write_replay(stored.record, target)
    except OSError as error:
        return _("Game {number} could not be exported ({reason}).").format(
            number=game_id, reason=os_words(error)
        )
    return _("Game {number} was exported to {path}.").format(number=game_id, path=target)


class HistoryScene(FittedWords, Scene):
    help_keys = (
        (N_("Up / Down"), N_("choose a game")),
        (N_("Page Up / Page Down"), N_("a page at a time")),
        (N_("Home / End"), N_("the first or the last game")),
        (N_("Enter"), N_("watch the game again")),
        (N_("I"), N_("the game's summary, and back to the list")),
        (N_("C"), N_("continue the game, if it is the one saved")),
        (N_("E"), N_("export the game as a replay file")),
        (N_("Left / Right"), N_("the next filter")),
        (N_("S"), N_("statistics")),
        (N_("P"), N_("one player's games, the next player, everyone's")),
        (N_("Esc / Backspace"), N_("back")),
    )
    name = "history"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.work = Background[Listed](now=True)
        self.exporting = Background[str](now=True)
        self.exported = ""  # where the last export went, or why it could not
        self.summing = Background[Summary | str](now=True)
        self.summary: Summary | str | None = None  # shown in the list's place; str: why it cannot be
        self.refused = ""  # why the chosen game cannot be continued (or that it is being read)
        self.continuing = Background[tuple[Session | None, str]](now=True)
        self.options: dict[int, str] = {}
        self.problem = ""
        self.games: list[str] = []  # the games the history holds, for the filter buttons
        self.game: str | None = None  # the filter: None for every game
        self.player: int | None = None  # the other filter: a profile's number, None for everyone
        self.profiles: list[Profile] = []
        self.lines: list[GameLine] = []
        self.chosen = 0
        self.top = 0
        self.scale = Scale()
        self.buttons: list[Button] = []
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.row_height = 24
        self.drawn: Drawn = []
        self.felt: pygame.Surface | None = None

    def enter(self) -> None:
        self.work = Background[Listed](now=self.ctx.lockstep)
        self.exporting = Background[str](now=self.ctx.lockstep)
        self.summing = Background[Summary | str](now=self.ctx.lockstep)
        self.continuing = Background[tuple[Session | None, str]](now=self.ctx.lockstep)
        self.reload()

    def resume(self) -> None:
        self.reload()  # a game may have been recorded since (the menu's Continue, a finished game)

    def reload(self) -> None:
        """Read the list for the filter chosen, on a thread; ``update`` shows it when it comes.
        Meanwhile the lines read before stay (and open), or "Loading…" shows when there are none."""
        ctx, game, player = self.ctx, self.game, self.player
        self.work.start(lambda: read_list(ctx, game, player))
        self._take()
        self.resized(self.ctx.size)

    def _take(self) -> bool:
        listed = self.work.take()
        if listed is None:
            return False
        chosen = self.lines[self.chosen].id if self.chosen < len(self.lines) else None
        self.games, self.lines, self.problem = listed.games, listed.lines, listed.problem
        self.options = listed.options
        self.profiles = listed.profiles
        # The game chosen stays chosen when the list is read again (a newer game may come first).
        ids = [line.id for line in self.lines]
        self.chosen = ids.index(chosen) if chosen in ids else max(0, min(self.chosen, len(self.lines) - 1))
        return True

    @property
    def loading(self) -> bool:
        return self.work.busy

    # Geometry --------------------------------------------------------------------------------
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.scale = scale_for(size)
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        margin, gap, button_h = max(12, px(24)), max(6, px(8)), max(32, px(40))
        filters: list[tuple[str, object]] = [(_("All games"), None)]
        filters += [(game_label(game), game) for game in self.games]
        top = margin + text("Ag", px(30)).get_height() + gap
        width = min(px(190), (w - 2 * margin - gap * (len(filters) - 1)) // max(1, len(filters)))
        self.buttons = []
        for i, (label, value) in enumerate(filters):
            rect = pygame.Rect(margin + i * (width + gap), top, width, button_h)
            self.buttons.append(
                Button.fitted(label, rect, ("filter", value), active=value == self.game, largest=px(16))
            )
        actions = [
            (_("Back (Esc)"), ("back", None)),
            (_("Statistics (S)"), ("statistics", None)),
            (_("Export (E)"), ("export", None)),
            (_("Summary (I)") if self.summary is None else _("List (I)"), ("summary", None)),
            (_("Continue (C)"), ("continue", None)),
        ]
        bottom = h - margin - button_h
        # The row shared out by what each label needs, Replay last at the right end: a longer
        # label (French « Statistiques (S) ») gets more room, not a smaller font than the others.
        actions.append((_("Replay (Enter)"), ("open", None)))
        x = margin
        for (label, value), width in zip(actions, row_widths(actions, w - 2 * margin, gap, px), strict=True):
            button = Button.fitted(label, pygame.Rect(x, bottom, width, button_h), value, largest=px(16))
            button.enabled = value[0] not in ("export", "summary", "continue", "open") or bool(self.lines)
            self.buttons.append(button)
            x += width + gap
        if self.profiles:  # the player filter: the title row's right end
            chosen = next((p.name for p in self.profiles if p.id == self.player), None)
            said = (
                _("Player: everyone (P)") if chosen is None else _("Player: {name} (P)").format(name=chosen)
            )
            rect = pygame.Rect(w - margin - px(300), margin, px(300), button_h)
            self.buttons.append(
                Button.fitted(said, rect, ("player", None), active=chosen is not None, largest=px(16))
            )
        list_top = top + button_h + gap
        self.list_rect = pygame.Rect(margin, list_top, w - 2 * margin, bottom - gap - list_top)
        self.row_height = text("Ag", self._size()).get_height() + max(6, px(10))
        self._keep_chosen_listed()
        self.ctx.write_layout(
            {
                "scene": "history",
                "rows": len(self.lines),
                "buttons": {b.label: list(b.rect.center) for b in self.buttons},
            }
        )

    def _size(self) -> int:
        return max(13, self.scale(17))

    def rows(self) -> int:
        """How many games the list shows at once (below its header line)."""
        # The list's foot: why the chosen game cannot be continued, or that it can be, or where it
        # was taken over.
        marked = any(line.taken_over or line.continuable or line.joined for line in self.lines)
        foot = self.row_height if self.refused or marked else 0
        return max(1, (self.list_rect.height - self.row_height - 8 - foot) // self.row_height)

    def _keep_chosen_listed(self) -> None:
        self.top = scrolled_to_show(self.top, self.chosen, self.rows(), len(self.lines))

    # Events ----------------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        if self.lines and not self.continuing.busy:
            self.chosen = max(0, min(index, len(self.lines) - 1))
            self._keep_chosen_listed()
            self.refused = ""
            if self.summary is not None:  # the summary follows the game chosen
                self._summarise()

    def _summarise(self) -> None:
        ctx, game_id = self.ctx, self.lines[self.chosen].id
        self.summing.start(lambda: read_summary(ctx, game_id))
        self._take_summary()

    def _take_summary(self) -> None:
        found = self.summing.take()
        if found is not None:
            self.summary = found
            self.resized(self.ctx.size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            moves = {
                pygame.K_UP: -1,
                pygame.K_DOWN: 1,
                pygame.K_PAGEUP: -self.rows(),
                pygame.K_PAGEDOWN: self.rows(),
            }
            if event.key in moves:
                self.choose(self.chosen + moves[event.key])
            elif event.key == pygame.K_HOME:
                self.choose(0)
            elif event.key == pygame.K_END:
                self.choose(len(self.lines) - 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._act(("open", None))
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self._act(("summary", None) if self.summary is not None else ("back", None))
            elif event.key == pygame.K_i:
                self._act(("summary", None))
            elif event.key == pygame.K_c:
                self._act(("continue", None))
            elif event.key == pygame.K_s:
                self._act(("statistics", None))
            elif event.key == pygame.K_e:
                self._act(("export", None))
            elif event.key == pygame.K_p:
                self._act(("player", None))
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self._next_filter(-1 if event.key == pygame.K_LEFT else 1)
            return True
        if event.type == pygame.MOUSEWHEEL:
            rows = self.rows()
            self.top = max(0, min(self.top - event.y * 3, max(0, len(self.lines) - rows)))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None:
                self.chosen = row
                self._act(("open", None))
                return True
        button = clicked(event, self.buttons)
        if button is not None:
            self.ctx.play("click")
            assert isinstance(button.value, tuple)
            self._act(button.value)
        return True

    def _next_filter(self, step: int) -> None:
        choices: list[str | None] = [None, *self.games]
        here = choices.index(self.game) if self.game in choices else 0
        self._act(("filter", choices[(here + step) % len(choices)]))

    def _act(self, value: tuple[str, object]) -> None:
        kind, argument = value
        if self.continuing.busy and kind != "back":
            return  # a game on its way to the table
        joined = self.lines[self.chosen].joined if self.lines else None
        if kind in ("open", "export", "continue") and joined is not None:
            # Played across the room: only its rounds' results were kept here.
            self.refused = not_replayable(self.lines[self.chosen].id, joined)
            return
        if kind == "back":
            self.request(Pop())
        elif kind == "statistics":
            self.request(Push("statistics", game=self.game))
        elif kind == "open" and self.lines:
            self.request(Push("replay", game_id=self.lines[self.chosen].id))
        elif kind == "continue" and self.lines and not self.continuing.busy:
            ctx, game_id = self.ctx, self.lines[self.chosen].id
            self.continuing.start(lambda: continue_game(ctx, game_id))
            self.refused = _(LOADING)
            self._take_continued()
        elif kind == "summary":
            if self.summary is not None:
                self.summary = None
                self.resized(self.ctx.size)
            elif self.lines:
                self._summarise()
        elif kind == "export" and self.lines and not self.exporting.busy:
            ctx, game_id = self.ctx, self.lines[self.chosen].id
            self.exporting.start(lambda: export_game(ctx, game_id))
            self._take_export()
        elif kind == "player" and self.profiles:
            ids: list[int | None] = [None, *(profile.id for profile in self.profiles)]
            self.player = ids[(ids.index(self.player) + 1) % len(ids)] if self.player in ids else None
            self.chosen = self.top = 0
            self.lines = []
            self.reload()
        elif kind == "filter":
            self.game = argument if isinstance(argument, str) else None
            self.chosen = self.top = 0
            self.lines = []  # another game's lines: "Loading…" until this one's come
            self.reload()

    def row_at(self, pos: tuple[int, int]) -> int | None:
        first = self.list_rect.top + self.row_height + 4
        if not self.list_rect.collidepoint(pos) or pos[1] < first:
            return None
        row = self.top + (pos[1] - first) // self.row_height
        return row if row < min(len(self.lines), self.top + self.rows()) else None

    def _take_continued(self) -> None:
        """The game continued, once read and played again: at the table, or why it cannot be."""
        found = self.continuing.take()
        if found is None:
            return
        session, why = found
        self.refused = why  # said at the list's foot until another game is chosen
        if session is not None:
            self.ctx.plate_colours = table_colours(session.seats, self.ctx.profile_colours)
            self.request(Push(seat_route(session), session=session, resumed=True))  # a private table

    def _take_export(self) -> None:
        said = self.exporting.take()
        if said is not None:
            self.exported = said

    def update(self, dt: float) -> Transition | None:
        if self._take():
            self.resized(self.ctx.size)
        self._take_export()
        self._take_summary()
        self._take_continued()
        return self.take_pending()

    def idle(self) -> bool:
        return not self.work.busy and not self.continuing.busy

    # Drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = []
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        px = self.scale
        w = surface.get_width()
        margin = max(12, px(24))
        title_box = pygame.Rect(margin, margin, w - 2 * margin, text("Ag", px(30)).get_height())
        title = _("History")
        if self.lines:
            games = ngettext("{count} game", "{count} games", len(self.lines)).format(
                count=number(len(self.lines))
            )
            title = f"{title} · {games}"
        if len(self.lines) >= SHOWN:
            title += " " + _("(the newest {count})").format(count=number(SHOWN))
        self._put(surface, title, title_box, px(30), GOLD, bold=True)
        if self.exported:  # where the export went: the title row, between the title and Player
            note = pygame.Rect(w // 2 - px(60), title_box.top, w // 2 - margin - px(250), title_box.height)
            self._put(surface, self.exported, note, max(12, px(15)), MUTED)
        for button in self.buttons:
            button.draw(surface)
        panel(surface, self.list_rect)
        if self.summary is not None:
            area = self.list_rect.inflate(-px(32), -px(24))
            if isinstance(self.summary, str):
                box = pygame.Rect(area.topleft, (area.width, self.row_height))
                self._put(surface, self.summary, box, self._size(), MUTED)
            else:
                draw_summary(surface, area, self.summary, self._size(), px.factor)
            return
        if not self.lines or self.loading:
            words = (
                _(LOADING)
                if self.loading
                else self.problem
                or (
                    _("No game of this kind has been recorded yet.")
                    if self.game
                    else _("No game has been recorded yet.")
                )
            )
            box = self.list_rect.inflate(-px(40), 0)
            box.height = self.row_height
            box.top = self.list_rect.top + px(20)
            self._put(surface, words, box, self._size(), MUTED)
            if not (self.loading or self.problem or self.game):
                # A first history: what will come here, and where games start.
                for said in wrap(_(FIRST_GAME), self._size(), box.width):
                    box = box.move(0, self.row_height)
                    self._put(surface, said, box, self._size(), MUTED)
            return
        size = self._size()
        inner = self.list_rect.inflate(-px(24), 0)
        header = pygame.Rect(inner.left, self.list_rect.top + 4, inner.width, self.row_height)
        for (label, _share), cell in zip(COLUMNS, self.cells(header), strict=True):
            self._put(surface, _(label), cell, size, GOLD, bold=True)
        for i in range(self.top, min(len(self.lines), self.top + self.rows())):
            line = self.lines[i]
            row = pygame.Rect(
                inner.left, header.bottom + (i - self.top) * self.row_height, inner.width, self.row_height
            )
            if i == self.chosen:
                pygame.draw.rect(surface, CHOSEN, row.inflate(px(12), 0), border_radius=6)
                pygame.draw.rect(surface, GOLD, row.inflate(px(12), 0), 1, border_radius=6)
            # A finished game, or one still to be continued, is not greyed as done with.
            alive = line.status.value == "finished" or line.continuable
            colour = INK if alive and line.origin is not Origin.SMOKE else MUTED
            for value, cell in zip(self.row_words(line), self.cells(row), strict=True):
                # Never smaller than a readable size: a long list of seats is cut short instead.
                self._put(surface, value, cell, size, colour, smallest=max(11, size * 4 // 5))
        foot = pygame.Rect(
            inner.left, self.list_rect.bottom - self.row_height - px(8), inner.width, self.row_height
        )
        if self.refused:  # why the chosen game cannot be continued: the list's foot, its whole width
            self._put(surface, self.refused, foot, size, GOLD)
        elif self.foot_words(self.lines[self.chosen]):  # its row's end, whole
            self._put(surface, self.foot_words(self.lines[self.chosen]), foot, size, MUTED)

    def row_words(self, line: GameLine) -> tuple[str, str, str, str, str]:
        """A game's line: its number, start, variant with the options chosen, seats, result."""
        started = line.started.astimezone().strftime("%Y-%m-%d %H:%M")
        players = ", ".join(seat_words(seat) for seat in line.seats)
        options = self.options.get(line.id, "")
        name = recorded_variant_name(line.variant_name)
        game = f"{name} · {options}" if options else name
        result = line.result()
        if line.origin is Origin.SMOKE:
            result = _("{result} · smoke test").format(result=result)
        if line.taken_over is not None:  # "Ada won · taken over from game 12 at move 30"
            result = _("{result} · {taken_over}").format(result=result, taken_over=line.taken_over.words())
        if line.joined is not None:  # "Ada won · across the room": the table's name at the foot
            result = _("{result} · across the room").format(result=result)
        return str(line.id), started, game, players, result

    @staticmethod
    def foot_words(line: GameLine) -> str:
        """ "Game 14: taken over from game 12 at move 30", "Game 14: left after 2 rounds: can be
        continued": the chosen game's mark whole at the list's foot (its row's end may be cut short
        in a small window; "quittée en première manche : à c…"); "" for a game neither taken over
        nor to be continued. A game that is both says where it was taken over (its row begins
        with the rest)."""
        taken = line.taken_over
        if taken is not None:
            return _("Game {number}: {taken_over}").format(number=line.id, taken_over=taken.words())
        if line.joined is not None:  # "Game 14: played across the room at Mum's table (192.168.1.20:47474)"
            return _("Game {number}: {where}").format(number=line.id, where=line.where_words())
        if line.continuable:
            return _("Game {number}: {result}").format(number=line.id, result=line.result())
        return ""

    def cells(self, row: pygame.Rect) -> list[pygame.Rect]:
        """The row cut into its columns, each with a small gap before the next."""
        found, left, gap = [], row.left, self.scale(12)
        for _label, share in COLUMNS:
            width = int(row.width * share)
            found.append(pygame.Rect(left, row.top, width - gap, row.height))
            left += width
        return found
