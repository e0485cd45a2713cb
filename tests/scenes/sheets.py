"""Score sheets at a chosen round, opened as a player reaches them: a game played by seeded
random moves to the end of a deal (its round not yet scored), then handed to a private table,
whose host scores the round once the window is seated; the window shows the deal's end and
then the round's score sheet (``ScoreboardScene``)."""

from __future__ import annotations

from collections.abc import Callable

from game.play.session import Session
from game.scenes.scoreboard import ScoreboardScene
from tools.random_play import to_deal_end

from .driver import Driver


def at_round_end(make: Callable[[], Session], rounds: int, seed: int) -> Session:
    """A game from ``make`` standing at the end of its ``rounds``-th deal, or of its match's
    last deal when the match ends first (found on a twin game: a round is known to end the
    match only once scored)."""
    played = to_deal_end(make(), rounds, seed)
    session = make()
    assert to_deal_end(session, played, seed) == played
    return session


def sheet_for(driver: Driver, session: Session) -> ScoreboardScene:
    """``session`` (its deal ended, the round unscored) opened as the window opens a game
    standing somewhere: its private table scores the round, and the window shows its sheet."""
    assert session.over and not session.match.round_recorded, "the deal is to end, unscored"
    driver.open_game(session, resumed=True)
    sheet = driver.play_to_scoreboard()
    driver.step(2)
    return sheet
