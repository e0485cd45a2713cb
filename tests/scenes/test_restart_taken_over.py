"""Restart this deal (the pause menu) on a game taken over from a replay: in the round taken over it
goes back to the position taken over (the same cards and moves, the rounds before and their
scores, Undo's floor, the mark), not to the recorded game's first deal; in a later round it deals
that round again from its start, the rounds before kept. The history keeps the game left and the
game restarted as two games, both marked."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.files import autosaving, paths
from game.history.database import connect
from game.history.listing import recent_games
from game.history.records import GameRecord, Status, TakenOver
from game.history.replay import Replay
from game.play.resume import take_over_session
from game.play.seats import HUMAN, SeatConfig
from game.play.session import Session
from game.scenes.pause import PauseScene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.scene import TableScene

from .driver import Driver, judge, sheet_game
from .test_hint_undo import human_turn
from .test_replay_take_over import (  # noqa: F401 (the fixtures, found by their names)
    MOVE,
    ROUND,
    continued_from_the_menu,
    home,
    match_record,
    open_app,
    quit_to_menu,
    replay_of,
    taken_over_here,
    to_position,
)


def restart(driver: Driver) -> None:
    """Escape, then Restart this deal, as a player would."""
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)
    driver.click_button("Restart this deal")
    driver.step(2)


def restarted(driver: Driver, table: TableScene) -> Session:
    """Restart this deal from ``table``: the new table's game, a session of its own."""
    restart(driver)
    fresh = driver.top
    assert isinstance(fresh, TableScene) and fresh is not table
    again = judge(fresh.session)
    assert isinstance(again, Session) and again is not table.session
    return again


def kept(session: Session) -> tuple[list[object], list[int], list[int]]:
    """What the match holds before this deal: the rounds finished, the totals, the seats in."""
    session = judge(session)  # a private table's: its host's game
    return list(session.match.rounds), list(session.match.scores), list(session.match.seats_in_round)


def standing(session: Session) -> tuple[str, list[str], tuple[list[object], list[int], list[int]]]:
    """What a position is: the deal's state and its moves, and what the match holds."""
    session = judge(session)  # a private table's: its host's game
    return session.rules.state_text(session.state), [str(a) for a in session.state.log], kept(session)


def test_restarted_in_the_round_taken_over_it_stands_where_it_was_taken_over(
    open_app: Callable[..., Driver],  # noqa: F811
    home: dict[str, int],  # noqa: F811
    match_record: GameRecord,  # noqa: F811
) -> None:
    driver = open_app()
    table = taken_over_here(driver, home["real"])
    taken = standing(table.session)
    driver.play_human_turn(table)  # Cleo plays on, and the computer answers
    table = human_turn(driver)
    assert standing(table.session) != taken
    restart(driver)
    fresh = human_turn(driver)
    assert fresh is not table and fresh.session is not table.session
    session = judge(fresh.session)
    assert isinstance(session, Session)
    # Not the recorded game's first deal again: the position taken over, round 1 kept.
    assert standing(session) == taken
    assert session.state.log == [session.parse_action(a) for a in match_record.rounds[1].actions[:MOVE]]
    assert len(session.match.rounds) == ROUND - 1
    assert session.taken_over == TakenOver(ROUND, MOVE, game=home["real"])
    # Undo still gives back none of the moves played in the game before.
    assert session.undo_floor == MOVE
    driver.key(pygame.K_u)
    assert standing(session) == taken
    assert "since the game was taken over" in str(session.why_no_undo())
    titles = [line.public for line in fresh.log.lines if line.strong]
    said = f"taken over from game {home['real']} in round {ROUND}, at move {MOVE}"
    assert any(said in title for title in titles), titles
    # The history: the game left and the game restarted, each a game of its own, both marked.
    quit_to_menu(driver)
    assert driver.settled()
    db = connect(paths.user_dir() / "history.sqlite3")
    try:
        lines = recent_games(db)
    finally:
        db.close()
    new = [line for line in lines if line.id not in home.values()]
    assert len(new) == 2 and len(lines) == 5
    for line in new:
        assert line.taken_over == TakenOver(ROUND, MOVE, game=home["real"])
        assert line.status is Status.ABANDONED and line.rounds == ROUND - 1
    assert [seat.name for seat in new[0].seats] == ["Bot 0", "Cleo B", "Bot 2"]


def test_continued_from_the_save_then_restarted_it_still_stands_where_it_was_taken_over(
    open_app: Callable[..., Driver],  # noqa: F811
    home: dict[str, int],  # noqa: F811
) -> None:
    """The save keeps Undo's floor and the mark: left, continued, played on and restarted, the
    game goes back to the position taken over all the same."""
    driver = open_app()
    taken = standing(taken_over_here(driver, home["real"]).session)
    quit_to_menu(driver)
    assert autosaving.flush()
    table = continued_from_the_menu(driver)
    driver.play_human_turn(table)
    table = human_turn(driver)
    assert standing(table.session) != taken
    restart(driver)
    fresh = human_turn(driver)
    assert fresh is not table and isinstance(judge(fresh.session), Session)
    assert standing(fresh.session) == taken and judge(fresh.session).undo_floor == MOVE


def into_round_two(driver: Driver, game_id: int) -> TableScene:
    """Game ``game_id`` taken over in round 1 at move 3 and played on by clicks into round 2:
    its table, as round 2 is dealt."""
    to_position(driver, replay_of(driver, game_id), 1, 3)
    driver.key(pygame.K_t)
    return played_into_the_next_round(driver)


def played_into_the_next_round(driver: Driver) -> TableScene:
    """The person's turns played by clicks to the round's sheet, then Next round: the table as
    the next round is dealt."""
    human_turn(driver)
    sheet = driver.play_to_scoreboard()
    assert isinstance(sheet, ScoreboardScene) and not sheet_game(sheet).match_over
    driver.next_round()
    table = driver.top
    assert isinstance(table, TableScene)
    return table


def test_restarted_in_a_later_round_that_round_is_dealt_again(
    open_app: Callable[..., Driver],  # noqa: F811
    home: dict[str, int],  # noqa: F811
) -> None:
    """Taken over in round 1 and played on into round 2: Restart deals round 2 again, round 1 as
    the player finished it, not the recorded game from its start."""
    driver = open_app()
    table = into_round_two(driver, home["real"])
    session = judge(table.session)
    assert isinstance(session, Session)
    assert session.state.origin is not None
    dealt = session.rules.state_text(session.state.origin)
    played_round = kept(session)
    assert len(played_round[0]) == 1
    for _ in range(600):  # into round 2 a little: a move or two made, if a person plays in it
        if table.accepting_input:
            driver.play_human_turn(table)
            break
        if session.moves_made >= 2:
            break
        driver.step()
    assert session.moves_made > 0
    again = restarted(driver, table)
    # Round 2 dealt again (watched: its host's computers may have moved in it already).
    assert again.state.origin is not None and again.rules.state_text(again.state.origin) == dealt
    assert kept(again) == played_round
    assert again.taken_over == TakenOver(1, 3, game=home["real"]) and again.undo_floor == 0


def test_taken_over_at_a_rounds_end_a_restart_deals_the_next_round_and_a_rematch_is_a_new_game(
    match_record: GameRecord,  # noqa: F811
) -> None:
    """The play core alone: taken over at round 1's last move, the game goes on at round 2's
    deal; Restart (the same deal number) deals round 2 again; a rematch (another deal number) is
    a new match of its own, unmarked; a game begun at its deal restarts at its first round."""
    replay = Replay(match_record)
    end_of_first = replay.starts()[1] - 1
    mark = TakenOver(1, len(match_record.rounds[0].actions), game=3)
    seats = [SeatConfig("Bot 0", "easy"), SeatConfig("Cleo", HUMAN), SeatConfig("Bot 2", "hard")]
    session = take_over_session(replay, end_of_first, mark, seats)
    assert len(session.match.rounds) == 1 and session.moves_made == 0 and session.undo_floor == 0
    dealt = session.rules.state_text(session.state)
    restarted = session.again(session.seed)
    assert restarted is not session and restarted.match is not session.match
    assert restarted.rules.state_text(restarted.state) == dealt
    assert restarted.match.rounds == session.match.rounds and restarted.match.scores == session.match.scores
    assert restarted.taken_over == mark and restarted.chosen_options == session.chosen_options
    rematch = session.again(session.seed + 1)
    assert rematch.taken_over is None and rematch.undo_floor == 0 and rematch.match.rounds == []
    plain = Session(session.variant, session.rules, seats, session.seed)
    plain.apply(plain.legal()[0])
    again = plain.again(plain.seed)
    assert again.moves_made == 0 and again.match.rounds == [] and again.taken_over is None
