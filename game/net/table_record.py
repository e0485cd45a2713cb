"""The host's history: each match played at a hosted table is a game in the host's history, as
a game at one screen is (a joiner's window keeps its own, lesser record: ``joined_record.py``).

Called on the host's thread after every change (``TableHost.on_change``), where the match is
never mid-move; the records are written by the recorder's own thread.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.match import Match
from ..engine.options import Variant
from ..history.recorder import Recorder
from ..history.records import TakenOver
from ..play.seats import SeatConfig
from ..play.session import Session
from .host import REMOTE, TableHost


@dataclass(frozen=True, slots=True)
class _HostedGame:
    """One match at the table as the recorder reads it (``history.snapshot.TableGame``)."""

    host: TableHost
    session: Session

    @property
    def variant(self) -> Variant:
        return self.session.variant

    @property
    def seats(self) -> Sequence[SeatConfig]:
        # A person's seat handed to a computer while they were away is still theirs (they keep
        # the token to come back with): the history names the person who sat there.
        return [
            SeatConfig(plan.name, "human" if plan.kind == REMOTE or plan.token is not None else plan.kind)
            for plan in self.host.plans
        ]

    @property
    def seed(self) -> int:
        return self.session.seed

    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def taken_over(self) -> TakenOver | None:
        return None


class HostedGames:
    """Tells the recorder when a match at the table starts, finishes a round, and is left."""

    def __init__(self, recorder: Recorder, resumed: bool = False) -> None:
        self.recorder = recorder
        self._resumed = resumed  # the first match goes on from a save (Continue hosting, --resume)
        self._game: _HostedGame | None = None

    def changed(self, host: TableHost) -> None:
        if host.started:  # else seats are still being taken: no game yet
            self._following(host)

    def _following(self, host: TableHost) -> _HostedGame:
        """The match being played, told to the recorder when it is new (the first match, or
        Play again's next one: the one before is finished)."""
        if self._game is None or self._game.session is not host.session:
            game = self._game = _HostedGame(host, host.session)
            # Each round is recorded as the match records it, while its deal is still the
            # state: the host deals the next one before its change is told, and a round read
            # then has lost its figures and what it hands on.
            host.session.on_round = lambda session: self._round_finished(game)
            self.recorder.playing(game, resumed=self._resumed)
            self._resumed = False
        return self._game

    def _round_finished(self, game: _HostedGame) -> None:
        self.recorder.playing(game, resumed=False)  # no-op for the game already told
        self.recorder.round_finished(game)

    def close(self) -> None:
        """The table closes: a match not over is left; the last records are written."""
        self.recorder.close()
