"""The score sheet of a scored match (issues 14 and 16), through the scoreboard scene: every
round per seat, running totals, the 201 line and who is out, the round count; readable
from 1024x640 to 1920x1080 with six seats and twenty rounds; keyboard and mouse.

Each sheet is opened as a player reaches it (``sheets``): the game stands at the end of a deal,
its round unscored, and its private table scores the round once the window is seated."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.engine import make_rules
from game.engine.cards import parse_cards
from game.engine.match import RoundRecord
from game.engine.zones import by_zone
from game.play.seats import default_seats
from game.play.session import Session
from game.scenes.round_summary import RoundSummary
from game.scenes.score_sheet import Cell
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.scene import TableScene
from tools.random_play import to_deal_end

from .driver import Driver, judge, sheet_game
from .sheets import at_round_end, sheet_for

SizedDriver = Callable[[tuple[int, int]], Driver]
Reach = Callable[[Driver], ScoreboardScene]

OUT_AT = 201


def _maker(driver: Driver, variant_id: str, players: int, seed: int) -> Callable[[], Session]:
    """A new game of ``variant_id``: you and ``players - 1`` random computers, deal ``seed``."""
    variant = driver.app.ctx.catalog.get(variant_id)
    return lambda: Session(variant, make_rules(variant), default_seats(players, 1, "random"), seed)


def _session(driver: Driver, variant_id: str, players: int, seed: int) -> Session:
    return _maker(driver, variant_id, players, seed)()


def _leaving(make: Callable[[], Session], rounds: int, seed: int) -> int | None:
    """The round you are knocked out of the match in, when a later round is played (from then
    on nobody here is dealt in), played on a twin game; None if you play to the last."""
    twin = make()
    played = to_deal_end(twin, rounds, seed)
    if not twin.match.round_recorded:  # (a round that ends the match comes back scored)
        twin.finish_round()
    return next((r.number for r in twin.match.rounds if 0 in r.eliminated and r.number < played), None)


def _board(
    driver: Driver, variant_id: str, players: int, seed: int, rounds: int, reach: Reach | None = None
) -> ScoreboardScene:
    """The sheet of the ``rounds``-th round played by seeded random moves (or of the match's
    last), opened at its private table. Knocked out before it, you reach it as a player does:
    your last round's sheet, then each round after it watched (Next round) until that round or
    the match's end, its host's computers playing them. ``reach``: how the window is taken
    from a table to its sheet (``Driver.play_to_scoreboard`` unless given)."""
    make = _maker(driver, variant_id, players, seed)
    session = at_round_end(make, _leaving(make, rounds, seed) or rounds, seed)
    if reach is None:
        board = sheet_for(driver, session)
    else:
        driver.open_game(session, resumed=True)
        board = reach(driver)
        driver.step(2)
    while not board.match_over and board.record.number < rounds:
        driver.next_round()
        board = (reach or Driver.play_to_scoreboard)(driver)
        driver.step(2)
    return board


def _told(board: ScoreboardScene) -> RoundSummary:
    """The round as the sheet tells it (a private table's sheet tells it always)."""
    summary = board.summary()
    assert summary is not None, "a private table's sheet tells its round"
    return summary


def _rounds(board: ScoreboardScene) -> int:
    """How many rounds the host's match has recorded."""
    return len(sheet_game(board).match.rounds)


def _ended_unscored(session: Session, moves: tuple[str, ...]) -> Session:
    """``session`` after ``moves``, which end its deal: the round left for its table to score."""
    for move in moves:
        session.apply(session.rules.parse_action(move))
    assert session.over and not session.match.round_recorded
    return session


def test_a_seat_is_out_in_the_round_its_total_reaches_201_and_sits_out_after(
    sized_driver: SizedDriver,
) -> None:
    driver = sized_driver((1280, 800))
    board = _board(driver, "quatorze", 6, 3, 60)
    sheet = board.sheet
    assert sheet is not None and sheet.over and len(sheet.rows) >= 20
    for seat in range(6):
        column = [row.cells[seat] for row in sheet.rows]
        totals = [cell.total for cell in column if cell is not None]
        out = sheet.out_in[seat]
        if out is None:
            assert all(total < OUT_AT for total in totals)
            continue
        crossed = column[out - 1]
        assert crossed is not None and crossed.crossed and crossed.total >= OUT_AT
        assert all(total < OUT_AT for total in totals[:-1])  # under the line until that round
        assert all(cell is None for cell in column[out:])  # not dealt in after it
    (winner,) = sheet.winners
    assert sheet.out_in[winner] is None and sheet.totals[winner] < OUT_AT
    assert sum(1 for out in sheet.out_in if out is None) == 1


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_six_seats_and_twenty_rounds_fit_and_scroll_back_to_round_one(
    sized_driver: SizedDriver, size: tuple[int, int]
) -> None:
    driver = sized_driver(size)
    board = _board(driver, "quatorze", 6, 3, 60)
    geometry = board.geometry
    assert geometry is not None
    buttons_top = min(button.rect.top for button in board.buttons)
    panel = board.panel_box(size)
    assert panel.bottom <= buttons_top and panel.right <= size[0] and panel.left >= 0
    for column in geometry.columns:
        assert column.width >= 120 and geometry.box.contains(column)
    assert geometry.totals_top + 52 <= geometry.box.bottom
    rounds = _rounds(board)
    shown = board.shown_rounds()
    assert shown[-1] == rounds and len(shown) >= 3  # the newest round shows first
    if len(shown) < rounds:
        for _ in range(rounds):
            driver.key(pygame.K_UP)
        assert board.shown_rounds()[0] == 1
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-30, flipped=False))
        driver.step()
        assert board.shown_rounds()[-1] == rounds
    assert [b.label for b in board.buttons if b.focused] == ["Rematch"]  # Up scrolled, not focus


def test_an_all_at_once_round_shows_minus_60_and_the_doubled_hands(sized_driver: SizedDriver) -> None:
    driver = sized_driver((1024, 640))
    session = _session(driver, "quatorze", 3, 9)
    rules = session.rules
    zones = {
        "hand:0": parse_cards("10S 10D 10C JH QH KH AH 2C"),
        "hand:1": parse_cards("X AS 2D"),
        "hand:2": parse_cards("KH 10D"),
    }
    session.state = session.match.state = rules.setup(
        3, 9, by_zone(zones), to_move=0, facts={"phase": "meld"}
    )
    board = sheet_for(
        driver, _ended_unscored(session, ("meld 10S 10D 10C", "meld JH QH KH AH", "discard 2C"))
    )
    assert board.sheet is not None
    (row,) = board.sheet.rows
    cells = [(cell.points, cell.note) for cell in row.cells if cell is not None]
    you, basil, chloe = (sheet_game(board).match.to_match_seat(s) for s in range(3))
    assert cells[you] == (-60, "all at once")
    assert cells[basil] == (76, "doubled") and cells[chloe] == (40, "doubled")
    assert "Basil (random): +38, doubled +38 = 76" in board.sheet.breakdown
    assert "You: all at once −60" in board.sheet.breakdown
    assert board.sheet.progress == f"Round 1 · out at {OUT_AT}"


def test_crazy_jokers_counts_rounds_of_ten_and_next_round_goes_on(sized_driver: SizedDriver) -> None:
    driver = sized_driver((1024, 640))
    board = _board(driver, "crazy-jokers", 4, 3, 3)
    assert board.sheet is not None and board.sheet.progress == "Round 3 of 10"
    assert [b.label for b in board.buttons] == ["Next round", "Menu"]
    for _ in range(2_000):  # Next round is pressed once the host has dealt round 4
        if board.buttons[0].enabled:
            break
        driver.step()
    assert board.buttons[0].enabled and [b.label for b in board.buttons] == ["Next round", "Menu"]
    driver.key(pygame.K_DOWN)  # scrolls (nothing to scroll), leaves the focus on Next round
    assert driver.top is board
    driver.key(pygame.K_RETURN)
    table = driver.top
    assert isinstance(table, TableScene), table
    # Round 4's table, from its deal: three rounds recorded, the window at its first turn.
    assert table.session.turn == 0 and len(table.session.records) == 3
    assert len(judge(table.session).match.rounds) == 3


def test_a_crazy_jokers_win_shows_the_winning_hand_and_its_points_itemised(sized_driver: SizedDriver) -> None:
    driver = sized_driver((1024, 640))
    session = _session(driver, "crazy-jokers", 2, 5)
    rules = session.rules
    zones = {"hand:0": parse_cards("7S 7H X KS KH KD 2C"), "hand:1": parse_cards("4D 6H 6C 10C 10S QC QD")}
    rest = list(rules.deck(2))
    for card in [*zones["hand:0"], *zones["hand:1"], *parse_cards("7C")]:
        rest.remove(card)
    zones["stock"] = [*rest, *parse_cards("7C")]  # the 7C drawn completes four 7s with the joker
    facts = {
        "phase": "play",
        "contracts": ["full-full-house", "odd-man-out"],
        "steals": [1, 0],
        "jokers": [0, 0],
    }
    session.state = session.match.state = rules.setup(2, 5, by_zone(zones), to_move=0, facts=facts)
    board = sheet_for(driver, _ended_unscored(session, ("draw", "discard 2C")))
    game = sheet_game(board)
    winner = game.match.to_match_seat(0)
    name = game.seats[winner].name
    told = _told(board)
    # Laid down as it won: the four 7s, the joker as the fourth, then the kings.
    whose = "Your" if name == "You" else f"{name}'s"
    assert told.winning_hand() == f"{whose} winning hand: 7♠ 7♥ 7♣ ★=7 K♠ K♥ K♦"
    assert told.winning_hand() in board.said  # and the window says it
    # One round on the sheet still leaves room for its itemised line under the totals.
    assert board.geometry is not None and board.geometry.breakdown_lines >= 1
    assert told.end_line() == f"{name} won the round."
    label = game.seats[winner].label()
    assert board.sheet is not None
    assert board.sheet.breakdown == (f"{label}: Full Full House +55, joker in the hand +20, steal +30 = 105",)
    assert board.sheet.rows[0].cells[winner] == Cell(105, "Full Full House, joker in the hand, steal", 105)


def test_a_quatorze_winner_went_out_so_no_winning_hand_is_shown(sized_driver: SizedDriver) -> None:
    driver = sized_driver((1024, 640))
    board = _board(driver, "quatorze", 3, 4, 1)
    assert board.record.winners and _told(board).winning_hand() == ""  # its melds are not a hand


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900), (1920, 1080)])
def test_a_short_sheet_shows_every_round_whatever_its_scale(
    sized_driver: SizedDriver, size: tuple[int, int]
) -> None:
    driver = sized_driver(size)
    board = _board(driver, "quatorze", 4, 12, 7)
    assert board.geometry is not None and board.sheet is not None
    assert board.shown_rounds() == list(range(1, _rounds(board) + 1))
    assert board.geometry.breakdown_lines == len(board.sheet.breakdown) + 1  # room for every line


def test_under_each_total_the_distance_to_the_line_reads_in_words() -> None:
    # "231 to 201" left a newcomer guessing; the seat at −30 is 231 points from going out.
    from game.scenes.score_sheet import Sheet
    from game.scenes.sheet_view import _status

    sheet = Sheet(("Ann", "Basil", "Chloe"), (), (-30, 150, 212), (None, None, 3), 201, "", (), False, ())
    assert [_status(sheet, seat) for seat in range(3)] == [
        "231 from out at 201",
        "51 from out at 201",
        "out in round 3",
    ]


@pytest.mark.usefixtures("french")
def test_each_game_says_its_own_score_lines() -> None:
    """A score line's words are its game's (its table adapter's phrases), plurals by the count:
    the engine records « 2 steals » in English, the sheet says « 2 vols »."""
    from game.engine.rules import ScoreItem
    from game.scenes.score_sheet import Finish, sheet_of
    from game.variants import load_catalog

    def sheet_note(variant: str, *items: ScoreItem) -> tuple[str, tuple[str, ...]]:
        rules = make_rules(load_catalog().get(variant))
        points = sum(item.points for item in items)
        record = RoundRecord(1, 1, (0, 1), (), (0,), 10, (points, 0), (items, ()))
        sheet = sheet_of([record], rules, Finish(), ["Ada", "Basil"])
        cell = sheet.rows[0].cells[0]
        assert cell is not None
        return cell.note, sheet.breakdown

    jokers = (ScoreItem("joker in the hand", 20), ScoreItem("2 steals", 60), ScoreItem("picked joker", 75))
    note, breakdown = sheet_note("crazy-jokers", ScoreItem("Big Flush", 50), *jokers)
    assert note == "Big Flush, joker dans la main, 2 vols, joker tiré"
    assert breakdown == (
        "Ada\u00a0: Big Flush +50, joker dans la main +20, 2 vols +60, joker tiré +75 = 205",
    )
    assert sheet_note("quatorze", ScoreItem("", 40), ScoreItem("doubled", 40))[0] == "doublé"
    assert sheet_note("quatorze", ScoreItem("all at once", -60))[0] == "tout d’un coup"
