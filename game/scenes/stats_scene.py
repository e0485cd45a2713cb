"""The statistics screen: one profile's figures (``history.stats``), its win rate's trend and a
game's own chart (as its registration declares it), within a game and a period, and head-to-head
against another.

Buttons along the top choose the profile (and the one to compare with), the game and the
period; on the keyboard P and O step the profile and the opponent, G the game, D the period, and
L shows the leaderboard of every profile in the figures' place (and back).
Without profiles it shows every variant's games at a glance. Esc goes back.
"""

from __future__ import annotations

import datetime
import sqlite3
from dataclasses import dataclass, replace
from typing import Final

import pygame

from ..engine import entry
from ..engine.errors import VariantError
from ..history.continuable import continuable_games
from ..history.filters import Filters
from ..history.listing import game_label
from ..history.profiles import Profile, list_profiles
from ..history.stats import (
    GameFigureValues,
    HeadToHead,
    Overview,
    ProfileLine,
    ProfileStats,
    head_to_head,
    leaderboard,
    left_words,
    overview,
    profile_stats,
)
from ..i18n import N_, _, ngettext
from ..i18n.numbers import decimal, number, percent, plural_count
from ..i18n.their_words import failure_words
from ..i18n.words import level_name, recorded_variant_name
from .background import Background
from .charts import bar_chart, line_chart
from .context import AppContext
from .history_access import open_history_reader
from .history_colours import GOLD, INK, MUTED
from .scale import Scale, scale_for
from .scene import Pop, Scene, Transition
from .text import Drawn, text
from .uikit import draw_felt
from .widgets import Button, FittedWords, clicked, panel

RATE = (255, 150, 60)  # not the headings' gold
RECENT = (110, 190, 240)
SERIES = ((120, 150, 230), (120, 220, 140), (230, 140, 200))  # a game's chart's colours, in order
PERIODS: Final = ((N_("All time"), None), (N_("7 days"), 7), (N_("30 days"), 30), (N_("A year"), 365))


class StatsScene(FittedWords, Scene):
    help_keys = (
        (N_("P"), N_("the next player")),
        (N_("O"), N_("the next opponent")),
        (N_("D"), N_("the next period")),
        (N_("G"), N_("the next game")),
        (N_("L"), N_("the leaderboard of every player, and back")),
        (N_("Esc / Backspace"), N_("back")),
    )
    name = "statistics"

    def __init__(self, ctx: AppContext, game: str | None = None) -> None:
        super().__init__(ctx)
        self.work = Background[Counted](now=True)
        self.problem = ""
        self.profiles: list[Profile] = []
        self.games: list[str] = []
        self.profile = 0  # index into profiles
        self.opponent: int | None = None  # index into profiles, for head-to-head
        self.game = game
        self.period = 0  # index into PERIODS
        self.stats: ProfileStats | None = None
        self.versus: HeadToHead | None = None
        self.everyone: Overview | None = None
        self.leaderboard = False  # the figures' panel shows every profile, ranked
        self.board: tuple[ProfileLine, ...] | None = None
        self.scale = Scale()
        self.buttons: list[Button] = []
        self.figures_rect = pygame.Rect(0, 0, 0, 0)
        self.trend_rect = pygame.Rect(0, 0, 0, 0)
        self.bars_rect = pygame.Rect(0, 0, 0, 0)
        self.drawn: Drawn = []
        self.felt: pygame.Surface | None = None

    def enter(self) -> None:
        self.work = Background[Counted](now=self.ctx.lockstep)
        self.reload()

    def filters(self) -> Filters:
        days = PERIODS[self.period][1]
        since = None if days is None else datetime.date.today() - datetime.timedelta(days=days - 1)
        return Filters(game=self.game, since=since)

    def reload(self) -> None:
        """Count the figures for the choices made, on a thread (a long history takes a tenth of a
        second or more; the frame loop does not wait): ``update`` shows them when they come."""
        path_ctx, profile, opponent, game, filters = (
            self.ctx,
            self.profile,
            self.opponent,
            self.game,
            self.filters(),
        )
        board = self.leaderboard
        self.work.start(lambda: count(path_ctx, profile, opponent, game, filters, board))
        self.resized(self.ctx.size)

    def update(self, dt: float) -> Transition | None:
        counted = self.work.take()
        if counted is not None:
            self.profiles, self.games, self.problem = counted.profiles, counted.games, counted.problem
            self.stats, self.versus, self.everyone = counted.stats, counted.versus, counted.everyone
            self.board = counted.board
            if self.game not in self.games:
                self.game = None
            self.resized(self.ctx.size)
        return self.take_pending()

    def idle(self) -> bool:
        return not self.work.busy

    # Geometry --------------------------------------------------------------------------------
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.scale = scale_for(size)
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        margin, gap, button_h = max(12, px(20)), max(6, px(8)), max(30, px(38))
        top = margin + text("Ag", px(28)).get_height() + gap
        first: list[tuple[str, tuple[str, object]]] = []
        if self.profiles:
            player = _("Player: {name} (P)").format(name=self.profiles[self.profile].name)
            first.append((player, ("profile", 1)))
            rival = _("nobody") if self.opponent is None else self.profiles[self.opponent].name
            first.append((_("Against: {name} (O)").format(name=rival), ("opponent", 1)))
        first.append((_("Period: {period} (D)").format(period=_(PERIODS[self.period][0])), ("period", 1)))
        if self.profiles:
            words = _("Player's figures (L)") if self.leaderboard else _("Leaderboard (L)")
            first.append((words, ("leaderboard", None)))
        second: list[tuple[str, tuple[str, object]]] = [(_("All games"), ("game", None))]
        second += [(game_label(game), ("game", game)) for game in self.games]
        self.buttons = self._row(first, margin, top, w - 2 * margin, button_h, gap, px(280))
        self.buttons += self._row(
            second, margin, top + button_h + gap, w - 2 * margin, button_h, gap, px(190)
        )
        bottom = h - margin - button_h
        back = pygame.Rect(margin, bottom, px(200), button_h)
        self.buttons.append(Button.fitted(_("Back (Esc)"), back, ("back", None), largest=px(16)))
        body_top = top + 2 * (button_h + gap)
        body = pygame.Rect(margin, body_top, w - 2 * margin, bottom - gap - body_top)
        # The charts beside the figures only when there are a player's figures to chart: without
        # (no profile yet, nothing recorded, a problem) the figures' words take the whole width;
        # at 1024x600 in French the overview's heading was squeezed to the smallest size.
        left_w = int(body.width * 0.42) if self.stats is not None else body.width
        self.figures_rect = pygame.Rect(body.left, body.top, left_w, body.height)
        right = pygame.Rect(body.left + left_w + gap, body.top, body.width - left_w - gap, body.height)
        if self.chart_title():
            self.trend_rect = pygame.Rect(right.left, right.top, right.width, (right.height - gap) // 2)
            self.bars_rect = pygame.Rect(
                right.left, self.trend_rect.bottom + gap, right.width, self.trend_rect.height
            )
        else:  # no chart of the game's own: the trend takes the column
            self.trend_rect, self.bars_rect = right, pygame.Rect(right.left, right.bottom, right.width, 0)
        self.ctx.write_layout(
            {"scene": "statistics", "buttons": {b.label: list(b.rect.center) for b in self.buttons}}
        )

    def _row(
        self,
        items: list[tuple[str, tuple[str, object]]],
        left: int,
        top: int,
        room: int,
        height: int,
        gap: int,
        most: int,
    ) -> list[Button]:
        width = min(most, (room - gap * (len(items) - 1)) // max(1, len(items)))
        made = []
        for i, (label, value) in enumerate(items):
            rect = pygame.Rect(left + i * (width + gap), top, width, height)
            active = value[0] == "game" and value[1] == self.game
            made.append(Button.fitted(label, rect, value, active=active, largest=self.scale(16)))
        return made

    # Events ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_ESCAPE: ("back", None),
                pygame.K_BACKSPACE: ("back", None),
                pygame.K_p: ("profile", 1),
                pygame.K_o: ("opponent", 1),
                pygame.K_d: ("period", 1),
                pygame.K_g: ("next game", 1),
                pygame.K_l: ("leaderboard", None),
            }
            if event.key in keys:
                self._act(keys[event.key])
            return True
        button = clicked(event, self.buttons)
        if button is not None:
            self.ctx.play("click")
            assert isinstance(button.value, tuple)
            self._act(button.value)
        return True

    def _act(self, value: tuple[str, object]) -> None:
        kind, argument = value
        if kind == "back":
            self.request(Pop())
            return
        if kind == "profile" and self.profiles:
            self.profile = (self.profile + 1) % len(self.profiles)
            if self.opponent == self.profile:
                self.opponent = None
        elif kind == "opponent" and len(self.profiles) > 1:
            others = [i for i in range(len(self.profiles)) if i != self.profile]
            choices: list[int | None] = [None, *others]
            here = choices.index(self.opponent) if self.opponent in choices else 0
            self.opponent = choices[(here + 1) % len(choices)]
        elif kind == "period":
            self.period = (self.period + 1) % len(PERIODS)
        elif kind == "leaderboard":
            self.leaderboard = not self.leaderboard
        elif kind == "game":
            self.game = argument if isinstance(argument, str) else None
        elif kind == "next game":
            games: list[str | None] = [None, *self.games]
            self.game = games[(games.index(self.game) + 1) % len(games)] if self.game in games else None
        self.reload()

    # Drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = []
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        px = self.scale
        w = surface.get_width()
        margin = max(12, px(20))
        title = pygame.Rect(margin, margin, w - 2 * margin, text("Ag", px(28)).get_height())
        self._put(surface, _("Statistics"), title, px(28), GOLD, bold=True)
        for button in self.buttons:
            button.draw(surface)
        panel(surface, self.figures_rect)
        lines = self.figure_lines()
        self._draw_lines(surface, self.figures_rect.inflate(-px(24), -px(16)), lines)
        if self.stats is not None:
            self._draw_charts(surface, self.stats)

    def figure_lines(self) -> list[tuple[str, bool]]:
        """The figures as lines (and whether each is a heading)."""
        if self.problem:
            return [(self.problem, False)]
        if self.everyone is not None:
            return overview_lines(self.everyone)
        if self.leaderboard and self.board is not None:
            return leaderboard_lines(self.board)
        if self.stats is None:
            return [(_("Counting…") if self.work.busy else _("No game has been recorded yet."), False)]
        return stats_lines(self.stats, self.versus)

    def _draw_lines(self, surface: pygame.Surface, area: pygame.Rect, lines: list[tuple[str, bool]]) -> None:
        size = max(13, self.scale(17))
        step = text("Ag", size).get_height() + 3
        room = max(1, area.height // step)
        if len(lines) > room:
            lines = [
                *lines[: room - 1],
                (
                    ngettext(
                        "… and {count} more line: `q2j stats` prints them all",
                        "… and {count} more lines: `q2j stats` prints them all",
                        len(lines) - room + 1,
                    ).format(count=len(lines) - room + 1),
                    False,
                ),
            ]
        for i, (words, heading) in enumerate(lines):
            box = pygame.Rect(
                area.left + (0 if heading else self.scale(12)), area.top + i * step, area.width, step
            )
            box.width = area.right - box.left
            self._put(surface, words, box, size, GOLD if heading else INK, bold=heading)

    def charted(self) -> GameFigureValues | None:
        """The figures of the game whose chart is shown: the chosen game's, or on every game's
        tab the first game's with a bar counted."""
        if self.stats is None:
            return None
        for figures in self.stats.figures:
            if figures.chart and figures.bars and self.game in (None, figures.game):
                return figures
        return None

    def chart_title(self) -> str:
        """The English title of the game's own chart beside the trend ("" for none): on the
        game's tab whenever its registration declares one, on every game's when one has bars
        (never another game's chart on a game's tab)."""
        if self.game is not None:
            try:
                return entry(self.game).figures.chart
            except VariantError:
                return ""
        found = self.charted()
        return "" if found is None else found.chart

    def _draw_charts(self, surface: pygame.Surface, stats: ProfileStats) -> None:
        px = self.scale
        size = max(12, px(15))
        charts = [(self.trend_rect, _("Win rate over time"))]
        if self.chart_title():
            charts.append((self.bars_rect, _(self.chart_title())))
        for rect, heading in charts:
            panel(surface, rect)
            box = pygame.Rect(
                rect.left + px(12), rect.top + px(6), rect.width - px(24), text("Ag", size + 2).get_height()
            )
            self._put(surface, heading, box, size + 2, GOLD, bold=True)
        inner = self.trend_rect.inflate(-px(24), -px(16))
        inner.top += px(28)
        inner.height -= px(20)
        if stats.trend:
            # The rate over every game drawn wide, the last ten over it, narrower: both show where
            # they agree (every game of the first ten).
            series = [
                (_("all games so far"), RATE, [point.rate for point in stats.trend]),
                (_("last 10 games"), RECENT, [point.recent for point in stats.trend]),
            ]
            self.drawn += line_chart(surface, inner, series, size)
        else:
            self._put(surface, _("No finished game in this choice."), inner.copy(), size, MUTED)
        if not self.chart_title():
            return
        inner = self.bars_rect.inflate(-px(24), -px(16))
        inner.top += px(28)
        inner.height -= px(20)
        figures = self.charted()
        if figures is not None:
            groups = [(_(bar), tuple(int(value) for value in values)) for bar, values in figures.bars]
            legend = [(_(name), colour) for name, colour in zip(figures.series, SERIES, strict=False)]
            self.drawn += bar_chart(surface, inner, groups, legend, size)
        else:
            self._put(surface, _("Nothing of this game counted in this choice."), inner.copy(), size, MUTED)


def _games(count: int) -> str:
    return ngettext("{count} game", "{count} games", count).format(count=number(count))


def _percent(part: int, whole: int) -> str:
    return percent(part / whole) if whole else "–"


def stats_lines(stats: ProfileStats, versus: HeadToHead | None) -> list[tuple[str, bool]]:
    """One profile's figures in words, headings marked."""
    lines = [(stats.profile.name, True)]
    rate = _percent(stats.wins, stats.games)
    lines.append(
        (
            _("Games {games} · wins {wins} · win rate {rate}").format(
                games=number(stats.games), wins=number(stats.wins), rate=rate
            ),
            False,
        )
    )
    if stats.abandoned and not stats.continuable:
        lines.append(
            (
                ngettext(
                    "{count} abandoned (not counted above)",
                    "{count} abandoned (not counted above)",
                    stats.abandoned,
                ).format(count=number(stats.abandoned)),
                False,
            )
        )
    elif stats.abandoned:  # some a saved game still holds: not called abandoned
        said = ngettext("{left} (not counted above)", "{left} (not counted above)", stats.abandoned)
        lines.append((said.format(left=left_words(stats.abandoned, stats.continuable)), False))
    streak = _("Streak: {now} now, best {best}").format(
        now=number(stats.current_streak), best=number(stats.best_streak)
    )
    lines.append((streak, False))
    if stats.length is not None:
        length = stats.length
        rounds = ngettext("{count} round", "{count} rounds", plural_count(length.rounds))
        turns = ngettext("{count} turn", "{count} turns", plural_count(round(length.turns)))
        said = _("Average game: {minutes} min, {rounds}, {turns}").format(
            minutes=decimal(length.minutes, 0),
            rounds=rounds.format(count=decimal(length.rounds)),
            turns=turns.format(count=decimal(length.turns, 0)),
        )
        lines.append((said, False))
    if versus is not None:
        lines.append((_("Head-to-head with {name}").format(name=versus.second.name), True))
        said = _(
            "{games}: {first} {first_wins}, {second} {second_wins}, both {both}, neither {neither}"
        ).format(
            games=_games(versus.games),
            first=versus.first.name,
            first_wins=number(versus.first_wins),
            second=versus.second.name,
            second_wins=number(versus.second_wins),
            both=number(versus.shared),
            neither=number(versus.neither),
        )
        lines.append((said, False))
    if stats.by_level:
        lines.append((_("Against computer players"), True))
        for level in stats.by_level:
            name = level_name(level.level)
            said = ngettext(
                "{level}: {games}, {wins} won; {level} won {level_wins}",
                "{level}: {games}, {wins} won; {level} won {level_wins}",
                level.wins,
            ).format(
                level=name,
                games=_games(level.games),
                wins=number(level.wins),
                level_wins=number(level.level_wins),
            )
            lines.append((said, False))
    if stats.by_variant:
        lines.append((_("By variant"), True))
        for variant in stats.by_variant:
            said = ngettext(
                "{variant}: {games}, {wins} won ({rate})",
                "{variant}: {games}, {wins} won ({rate})",
                variant.wins,
            ).format(
                variant=recorded_variant_name(variant.variant_name),
                games=_games(variant.games),
                wins=number(variant.wins),
                rate=_percent(variant.wins, variant.games),
            )
            lines.append((said, False))
    for figures in stats.figures:  # each game's own, as its registration words them
        worded = [value for value in figures.values if value.words]
        if worded:
            lines.append((game_label(figures.game), True))
            lines += [(_(value.words).format(value=value.shown), False) for value in worded]
    return lines


def leaderboard_lines(board: tuple[ProfileLine, ...]) -> list[tuple[str, bool]]:
    """Every profile that played in this choice, best first: games, wins and win rate."""
    lines = [(_("Leaderboard"), True)]
    lines += [(line.ranked(place), False) for place, line in enumerate(board, 1)]
    if not board:
        lines.append((_("No finished game in this choice."), False))
    return lines


def overview_lines(everyone: Overview) -> list[tuple[str, bool]]:
    """Every variant's games, for a history without profiles."""
    lines = [(_("No profiles yet: every variant at a glance"), True)]
    for variant in everyone.variants:
        minutes = "" if variant.length is None else decimal(variant.length.minutes, 0)
        if variant.continuable:  # some left games a saved game still holds: not called abandoned
            left = left_words(variant.abandoned, variant.continuable)
            said = (
                _("{variant}: {games}; {left}")
                if variant.length is None
                else _("{variant}: {games}; {left}, {minutes} min on average")
            )
            name = recorded_variant_name(variant.variant_name)
            lines.append(
                (said.format(variant=name, games=_games(variant.games), left=left, minutes=minutes), False)
            )
            continue
        if variant.length is None:
            said = ngettext(
                "{variant}: {games}; {abandoned} abandoned",
                "{variant}: {games}; {abandoned} abandoned",
                variant.abandoned,
            )
        else:
            said = ngettext(
                "{variant}: {games}; {abandoned} abandoned, {minutes} min on average",
                "{variant}: {games}; {abandoned} abandoned, {minutes} min on average",
                variant.abandoned,
            )
        lines.append(
            (
                said.format(
                    variant=recorded_variant_name(variant.variant_name),
                    games=_games(variant.games),
                    abandoned=number(variant.abandoned),
                    minutes=minutes,
                ),
                False,
            )
        )
    if len(lines) == 1:
        lines.append((_("No game has been recorded yet."), False))
    return lines


@dataclass(frozen=True)
class Counted:
    """What the statistics screen shows, counted on a thread."""

    profiles: list[Profile]
    games: list[str]
    stats: ProfileStats | None = None
    versus: HeadToHead | None = None
    everyone: Overview | None = None
    board: tuple[ProfileLine, ...] | None = None  # the leaderboard, when it was asked for
    problem: str = ""


def count(
    ctx: AppContext,
    profile: int,
    opponent: int | None,
    game: str | None,
    filters: Filters,
    board: bool = False,
) -> Counted:
    """The figures of profile number ``profile`` (and head to head with ``opponent``), or everyone's
    at a glance when there is no profile; a connection of its own, closed at the end."""
    db, why = open_history_reader(ctx)
    if db is None:
        return Counted([], [], problem=why)
    try:
        profiles = list_profiles(db)
        games = [row[0] for row in db.execute("SELECT DISTINCT game FROM games ORDER BY game")]
        if game not in games:
            filters = replace(filters, game=None)
        held = continuable_games(db)  # the left games a save still holds: not called abandoned
        if not profiles:
            return Counted(profiles, games, everyone=overview(db, filters, held))
        me = profiles[min(profile, len(profiles) - 1)]
        versus = None
        if opponent is not None and opponent < len(profiles):
            versus = head_to_head(db, me, profiles[opponent], filters)
        ranked = leaderboard(overview(db, filters)) if board else None
        return Counted(profiles, games, profile_stats(db, me, filters, held), versus, board=ranked)
    except sqlite3.Error as error:
        return Counted(
            [], [], problem=_("The game history cannot be read ({error}).").format(error=failure_words(error))
        )
    finally:
        db.close()
