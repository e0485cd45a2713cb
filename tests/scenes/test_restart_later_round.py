"""Restart this deal (the pause menu) in a later round of a match: that round is dealt again,
the rounds before kept as they were played (their scores, who is still in), not the match
begun again from its first deal. The history keeps the restarted game with its first round."""

from __future__ import annotations

from game.history.database import connect
from game.history.listing import recent_games
from game.play.session import Session
from game.scenes.table.scene import TableScene

from .driver import Driver, judge
from .test_hint_undo import human_turn
from .test_restart_taken_over import played_into_the_next_round, restarted

SEED = 3  # a computer is knocked out in round 1: the person plays round 2


def round_two(driver: Driver) -> TableScene:
    """An Elimination match (one person, two computers) played by clicks to round 2's deal."""
    driver.table_of("q2j-elimination", 3, 1, SEED)
    return played_into_the_next_round(driver)


def test_restart_in_round_two_deals_round_two_again_and_keeps_round_one(driver: Driver) -> None:
    table = round_two(driver)
    session = judge(table.session)
    assert isinstance(session, Session)
    dealt = session.rules.state_text(session.state)  # round 2 as it was dealt, seen before a move
    first_round = (list(session.match.rounds), list(session.match.scores), list(session.match.seats_in_round))
    assert len(first_round[0]) == 1 and len(first_round[2]) == 2  # one seat knocked out in round 1
    table = human_turn(driver)
    driver.play_human_turn(table)
    assert session.moves_made > 0
    again = restarted(driver, table)
    assert again.moves_made == 0
    assert again.rules.state_text(again.state) == dealt
    assert (
        list(again.match.rounds),
        list(again.match.scores),
        list(again.match.seats_in_round),
    ) == first_round
    assert [again.name(seat) for seat in range(again.players)] == [
        session.name(seat) for seat in range(session.players)
    ]
    driver.step(3)
    assert driver.settled()
    with connect(driver.app.ctx.history.path) as db:  # the game played on holds its round 1
        newest = recent_games(db, limit=1)[0]
    assert newest.rounds == 1
