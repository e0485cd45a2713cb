"""Score sheets at a chosen round, opened as a player reaches them: a game played by seeded
random moves to the end of a deal (its round not yet scored), then handed to a private table,
whose host scores the round once the window is seated; the window shows the deal's end and
then the round's score sheet (``ScoreboardScene``)."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.play.session import Session
from game.scenes.scoreboard import ScoreboardScene

from .driver import Driver


def play_rounds(session: Session, rounds: int, seed: int) -> int:
    """Seeded random legal moves: ``rounds`` rounds at most, the match's end first. Every
    round but the last is scored and the next dealt; the last is played to its deal's end and
    left for the table to score. Returns how many rounds were played."""
    rng = random.Random(seed)
    for played in range(1, rounds + 1):
        while not session.over:
            session.apply(rng.choice(session.legal()))
        if played == rounds:
            return played
        session.finish_round()
        if session.match_over:
            return played
        session.next_round()
    return rounds


def at_round_end(make: Callable[[], Session], rounds: int, seed: int) -> Session:
    """A game from ``make`` standing at the end of its ``rounds``-th deal, or of its match's
    last deal when the match ends first (found on a twin game: a round is known to end the
    match only once scored)."""
    played = play_rounds(make(), rounds, seed)
    session = make()
    assert play_rounds(session, played, seed) == played
    return session


def sheet_for(driver: Driver, session: Session) -> ScoreboardScene:
    """``session`` (its deal ended, the round unscored) opened as the window opens a game
    standing somewhere: its private table scores the round, and the window shows its sheet."""
    assert session.over and not session.match.round_recorded, "the deal is to end, unscored"
    driver.open_game(session, resumed=True)
    sheet = driver.play_to_scoreboard()
    driver.step(2)
    return sheet
