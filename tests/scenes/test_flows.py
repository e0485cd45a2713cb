"""Whole games through menu → setup → table → scoreboard, driven by real pygame events."""

from __future__ import annotations

import pygame
import pytest

from game.engine import game_names
from game.launch import LaunchOptions
from game.play.seats import HUMAN
from game.scenes.curtain import CurtainScene
from game.scenes.menu import MenuScene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.setup import default_level
from game.scenes.table.scene import TableScene

from .both_ways import WAYS, Way, seen_through_a_deal
from .driver import Driver, judge, sheet_game


def subtitle(sheet: ScoreboardScene) -> str:
    """The sheet's subtitle (variant, deal number, round, turns), as the round's summary draws it
    (every game goes through a private table, a watched game's too: its host tells the round)."""
    summary = sheet.summary()
    assert summary is not None, "a private table's sheet tells the round"
    return summary.subtitle()


def first_variant(driver: Driver, game: str) -> str:
    return driver.app.ctx.catalog.for_game(game)[0].id


def test_q2j_two_humans_hot_seat(driver: Driver) -> None:
    driver.setup_game("q2j", 2, [HUMAN, HUMAN])
    curtain = driver.top
    assert isinstance(curtain, CurtainScene), "the first hand is shown only after a curtain"
    table = driver.app.stack.scenes[-2]
    assert isinstance(table, TableScene) and not table.accepting_input
    scoreboard = driver.play_to_scoreboard()
    assert driver.curtains >= 2, "the curtain should come between the two humans' turns"
    assert driver.human_moves >= 4
    assert sheet_game(scoreboard).match_over  # the game as its host holds it (a private table's)
    assert sheet_game(scoreboard).replay_check()
    driver.click_button("Menu")
    assert isinstance(driver.top, MenuScene)


def test_q2j_bots_only_reaches_scoreboard(driver: Driver) -> None:
    level = default_level()
    driver.setup_game("q2j", 5, [level] * 5)
    scoreboard = driver.play_to_scoreboard()
    assert driver.human_moves == 0
    assert sheet_game(scoreboard).state.over
    # The number shown is the one typed in setup (the table shows it too), not a derived seed.
    assert subtitle(scoreboard) == f"Q Squared Joe · deal #7 · {scoreboard.record.turns} turns"
    # Rematch starts a new deal at once (at a private table of its own, once dealt).
    driver.click_button("Rematch")
    assert isinstance(driver.until_table(), TableScene)


def test_a_table_of_bots_shows_the_watchers_every_hand(driver: Driver) -> None:
    level = default_level()
    driver.setup_game("q2j", 3, [level] * 3)
    table = driver.top
    assert isinstance(table, TableScene) and table.session.spectating
    assert [button.label for button in table.tool_buttons] == ["Menu (Esc)"], "no Hint with no one to advise"
    hands_seen = 0
    while isinstance(driver.top, TableScene):
        zones = table.display.zones
        for seat in range(3):
            hand = zones.get(f"hand:{seat}", [])
            assert None not in hand, f"seat {seat}'s hand is face down to the watchers"
            hands_seen += len(hand)
        assert not any(zones.get("stock", [])), "the stock is face down to everyone"
        driver.step()
    assert isinstance(driver.top, ScoreboardScene)
    assert hands_seen > 0
    # The bots themselves were given only their own seat's view (the host's game's).
    assert any(None in cards for cards in judge(table.session).view(0).zones.values())
    # The move log names the cards drawn, as the open hands show them.
    draws = [line.public for line in table.log.lines if " draws " in line.public]
    assert draws and all(" draws a card" not in words for words in draws), draws


def test_q2j_elimination_rounds(driver: Driver) -> None:
    level = default_level()
    driver.setup_game("q2j-elimination", 3, [level] * 3)
    scoreboard = driver.play_to_scoreboard()
    assert "deal #7 · round 1 ·" in subtitle(scoreboard)
    rounds = 1
    # The sheet says when the match is over (a watched table's host may be ahead of its window).
    while "Rematch" not in [button.label for button in scoreboard.buttons]:
        driver.next_round()
        scoreboard = driver.play_to_scoreboard()
        rounds += 1
    assert rounds == 2
    assert len(sheet_game(scoreboard).match.winners) == 1


@pytest.mark.parametrize("game", ["war", "ng"])
def test_fields_games_with_one_human(way: Way, game: str) -> None:
    """A whole deal played by clicks against a computer, at a local table and at a hosted one."""
    if game not in game_names():
        pytest.fail(f"{game} is not registered")
    way.open(first_variant(way.driver, game), 2, level=default_level())
    way.play_turn()
    assert way.driver.human_moves == 1
    board = way.play_to_sheet()
    assert way.driver.human_moves > 1
    assert way.read(lambda game: game.replay_check())  # on the host's thread: never mid-move
    judged = way.judge.match.rounds[0]  # the sheet shows the judge's round (a joiner's without its seed)
    assert (board.record.placings, board.record.points) == (judged.placings, judged.points)


def test_illegal_click_names_the_rule(way: Way) -> None:
    table = way.open("q2j", 2, level=default_level())
    table = way.ready()
    hand = f"hand:{table.viewer}"
    playable = table.interaction.playable()
    from game.scenes.table.pointer import slot_center

    for index in range(table.display.count(hand)):
        if (hand, index) not in playable:
            before = way.judge.turn
            way.click(slot_center(table.layout, table.display, (hand, index)))
            way.until(lambda: table.toast.words, 2_000)  # the host's judgement comes back
            assert way.judge.turn == before
            assert table.toast.words.startswith("Not allowed"), table.toast.words
            assert "rule" in table.toast.words or "must" in table.toast.words
            return
    # Every card was playable in this deal: pressing D (draw) must then be refused by rule.
    way.key(pygame.K_d)
    way.until(lambda: table.toast.words, 2_000)
    assert "must" in table.toast.words


def test_pause_overlay_and_restart(driver: Driver) -> None:
    driver.setup_game("q2j", 3, [HUMAN, default_level(), default_level()])
    driver.step(5)
    table = driver.top
    assert isinstance(table, TableScene)
    seed = table.session.seed
    driver.key(pygame.K_ESCAPE)
    driver.step()
    from game.scenes.pause import PauseScene

    assert isinstance(driver.top, PauseScene)
    assert driver.app.stack.scenes[-2] is table  # the table is drawn beneath the overlay
    driver.click_button("Restart this deal")
    driver.step(2)
    driver.until_table()  # dealt again at a private table of its own: once its host has dealt
    fresh = driver.top
    assert isinstance(fresh, TableScene) and fresh is not table
    assert fresh.session.seed == seed


def test_a_game_asked_for_on_the_command_line_starts_at_the_table() -> None:
    launch = LaunchOptions(variant="q2j-war", players=2, seed=42, seats=["easy", "hard"], start_at_table=True)
    driver = Driver(launch)
    try:
        driver.step(3)
        table = driver.top
        assert isinstance(table, TableScene), driver.top
        assert judge(table.session).variant.id == "q2j-war" and table.session.seed == 42
        assert [seat.kind for seat in judge(table.session).seats] == ["easy", "hard"]
        # The menu lies beneath, and its Play button opens the setup screen as usual afterwards.
        assert isinstance(driver.app.stack.scenes[0], MenuScene)
        assert not launch.start_at_table
    finally:
        driver.close()


def test_q2j_elimination_knocks_out_the_right_names(way: Way) -> None:
    """You, Basil and Chloe; Basil goes out in the first round (deal 1): the log says so by name,
    and the next deal's plates and names are the two still in, as the judge's match has them."""
    table = way.open("q2j-elimination", 3, seed=1)
    assert way.names() == ["You", "Basil", "Chloe"]
    way.ready()
    assert [plate.split(" · ")[0] for plate in way.plates()] == ["You", "Basil", "Chloe"]
    way.play_to_sheet()
    match = way.judge.match
    assert [record.eliminated for record in match.rounds] == [(1,)]
    assert "Basil is eliminated" in way.log()
    assert not match.over
    table = way.next_round()
    way.ready()
    assert way.names() == ["You", "Chloe"]
    assert [plate.split(" · ")[0] for plate in way.plates()] == ["You", "Chloe"]
    dealt = len(way.log())
    way.play_to_sheet()
    assert [record.eliminated for record in match.rounds] == [(1,), (2,)] and way.judge.match_over
    second = way.log()[dealt:]
    assert "Chloe is eliminated" in second and "You win" in second
    assert not [line for line in second if line.startswith("Basil")], second
    assert table.session.match_over


@pytest.mark.parametrize("variant_id", ["q2j", "crazy-jokers", "quatorze"])
def test_the_deal_lands_each_card_in_the_hand_once(way: Way, variant_id: str) -> None:
    """Frame by frame while the deal is animated, the hand never holds more cards than it is
    dealt (a deal animated over a hand already shown doubled it), and it ends as the view's."""
    table = way.open(variant_id, 3)
    most = 0
    for _ in range(3_000):
        most = max(most, len(way.hand()))
        if table.accepting_input:
            break
        way.step()
    view = table.session.view(table.viewer)
    hand = {str(zone): cards for zone, cards in view.zones.items()}[f"hand:{table.viewer}"]
    assert table.accepting_input and most == len(way.hand()) == len(hand), (most, len(hand))
    way.check_view(table)


@pytest.mark.parametrize(
    ("variant_id", "players", "seed"),
    [("q2j", 3, 7), ("q2j-elimination", 3, 1), ("q2j-ng", 2, 7), ("crazy-jokers", 2, 7)],
)
def test_the_same_clicks_show_the_same_table_both_ways(
    driver: Driver, variant_id: str, players: int, seed: int
) -> None:
    """One deal played twice by the same clicks, at a local table and at a hosted one: the
    person sees the same thing at every turn (hand, zones, plates, status and message lines),
    the same log and the same score sheet. The hosted table is a private one (this window's own
    host, on no port), so it is told its deal number as the local table knows it."""
    seen = {}
    for name in WAYS:
        way = Way(driver, name)
        try:
            seen[name] = seen_through_a_deal(way, variant_id, players, seed)
        finally:
            way.close()
        driver.app.stack.scenes[1:] = []  # back to the menu for the other way
        driver.step()
    local, hosted = seen["local"], seen["hosted"]
    assert len(local["turns"]) == len(hosted["turns"]) > 0
    for at, (mine, theirs) in enumerate(zip(local["turns"], hosted["turns"], strict=True)):
        assert mine == theirs, f"turn {at}"
    assert local["log"][0].startswith("Deal #") and local["log"] == hosted["log"]
    assert local["sheet"] == hosted["sheet"] and local["record"] == hosted["record"]
