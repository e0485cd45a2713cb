"""On the way to the table: a game a person plays at this window is played through a host in this
process (issue 43's one path), a *private table* (``net/private_table.py``).

The setup's Start, the menu's and the history's Continue, a replay's Take over, the score sheet's
Rematch and the pause menu's Restart all come here with the game's ``Session``. This screen opens
the private table made from it (its autosave the game's own, unless in the smoke run; its history
kept by a recorder beside the window's, into the same history), seats the people at this window
and, once their deal has come, gives its place to the table reading it. It never waits on the
frame loop: the host starts on a thread of its own and each frame looks whether the deal has
come (the felt is drawn meanwhile). A host that fails is said in words, with the way back to the
menu.

A table where nobody sits (every seat a computer: watched, the ``--smoke`` run's) goes the same
way: this window is its private table's watcher (``PrivateTable.watcher``, seated nowhere, shown
what the seats know between them, every hand open), and its host deals once the watcher is
there. People at this window all knocked out of an Elimination match watch the rest of it at the
same private table (``table``: the sheet's Next round comes here with it): a watcher's link to it,
admitted once every seat still in the deal is a computer's.

So no way into a game builds a table over a ``Session`` any more: every ``TableScene`` the
product opens reads a private table's source (here), or a table across the room's (the join
screen, the host's lobby). A ``Session`` is read by a table only in tests and tools.
"""

from __future__ import annotations

import pygame

from ..i18n import _, fill
from ..net.joining import JoinedTable
from ..net.private_table import PrivateTable
from ..play.session import Session
from .context import AppContext
from .scale import Scale, scale_for
from .scene import Replace, Reset, Scene, Transition
from .table.words.log import MoveLog
from .text import text, wrap
from .uikit import draw_felt
from .widgets import Button, FocusRing, clicked, panel

INK = (240, 236, 220)
HOST_WAIT = 0.5  # a fixed-step run's longest wait on the host at once (it ends as the host speaks)
LOCKSTEP_WAIT = 60.0  # and in all, for one person's deal (a resumed game's retelling included)


class PrivateSeatScene(Scene):
    name = "private_seat"
    leads_to = ("table",)
    passing = True

    def __init__(
        self,
        ctx: AppContext,
        session: Session,
        resumed: bool = False,
        log: MoveLog | None = None,
        table: PrivateTable | None = None,
    ) -> None:
        """``table``: the private table already playing ``session``, to watch (its people all
        out of the match); else one is opened from ``session``."""
        super().__init__(ctx)
        self.session = session
        self.resumed = resumed
        self.log = log
        self.watching = table
        self.private: PrivateTable | None = table  # (held from the first frame: never closed)
        self.people: list[JoinedTable] = []
        self.problem = ""  # why the table could not be opened, in words
        self.felt: pygame.Surface | None = None
        self.buttons: list[Button] = []
        self.focus = FocusRing()
        self.scale = Scale()

    def enter(self) -> None:
        self.resized(self.ctx.size)
        ctx = self.ctx
        if self.watching is not None:  # the people here out of its match: watch the rest of it
            self.people = [self.watching.watcher()]
            if ctx.lockstep:
                self._wait_for_the_deal()
            return
        try:
            self.private = PrivateTable(
                self.session, self.resumed, history=ctx.history.beside(), save=not ctx.launch.smoke
            )
        except Exception as error:  # said in words, never a traceback
            self._failed(f"{type(error).__name__}: {error}"[:200])
            return
        self.private.lockstep = ctx.lockstep
        ctx.tables.opened(self.private)
        # The fixed-step runs (tests) wait for the deal here, as they wait for every bot's
        # decision, so each run shows the same frames; a player's window looks each frame.
        self.private.start(wait=ctx.lockstep)
        if ctx.lockstep:
            self._wait_for_the_deal()

    def _wait_for_the_deal(self) -> None:
        """The fixed-step runs only: the people seated and dealt in before the first frame."""
        self._look()
        for person in self.people:
            waited = 0.0
            state = person.state()
            while self._pending is None and not self.problem and waited < LOCKSTEP_WAIT:
                if state.phase in ("playing", "over") and state.arrivals:
                    break
                state = person.wait(state, HOST_WAIT)
                waited += HOST_WAIT
                self._look()
        if self._pending is None and not self.problem:
            self._look()

    def resized(self, size: tuple[int, int]) -> None:
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        px = self.scale = scale_for(size)
        self.buttons = []
        if self.problem:
            rect = pygame.Rect(0, 0, px(260), px(52))
            rect.center = (size[0] // 2, size[1] // 2 + px(70))
            self.buttons = [Button.fitted(_("Back to the menu"), rect, "menu", largest=px(20))]
        self.focus.show(self.buttons)

    def update(self, dt: float) -> Transition | None:
        if self._pending is None and self.private is not None and not self.problem:
            self._look()
        return self.take_pending()

    def _look(self) -> None:
        """The people seated once the host plays; the table once their deal has come."""
        private = self.private
        assert private is not None
        if not private.opened:
            return
        if private.failure:
            self._failed(private.failure)
            return
        if not self.people:
            self.people = private.people()
        for person in self.people:
            state = person.state()
            if state.phase == "refused" or state.ended:
                self._failed(state.error or state.ended)
                return
        source = private.source(self.people)
        if source is not None:
            self.request(Replace("table", session=source, resumed=source.resumed, log=self.log or MoveLog()))

    def _failed(self, why: str) -> None:
        self.problem = fill(_("The game could not be set at the table ({reason})."), reason=why)
        if self.private is not None:
            self.private.close()
        self.resized(self.ctx.size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        button = clicked(event, self.buttons) or self.focus.key(event, self.buttons)
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.problem
        if button is not None or escape:
            self.ctx.play("click")
            self.request(Reset("menu"))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        if not self.problem:
            return
        w, h = surface.get_size()
        px = self.scale
        box = pygame.Rect(0, 0, min(w - px(40), px(720)), px(220))
        box.center = (w // 2, h // 2)
        panel(surface, box, 225)
        lines = wrap(self.problem, px(20), box.width - px(40))[:4]
        for number, words in enumerate(lines):
            image = text(words, px(20), INK)
            surface.blit(image, image.get_rect(midtop=(w // 2, box.y + px(20) + number * px(28))))
        for button in self.buttons:
            button.draw(surface)
