"""Issue 11 items 9 and 10: the move log across undo and Continue, the scoreboard, the
Challenge set-up, and wording."""

from __future__ import annotations

from game.engine.match import RoundRecord
from game.engine.zones import Zone
from game.play.seats import HUMAN
from game.scenes.round_summary import RoundSummary
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.setup import SetupScene
from game.scenes.table.scene import TableScene

from .driver import Driver, judge, sheet_game
from .test_hint_undo import human_turn


def _log(table: TableScene) -> list[str]:
    return [line.for_seat(table.viewer) for line in table.log.lines]


def test_undone_moves_leave_the_log(driver: Driver) -> None:
    driver.setup_game("q2j", 3, [HUMAN, "medium", "medium"])
    table = human_turn(driver)
    before = _log(table)
    driver.play_human_turn(table)
    table = human_turn(driver)
    assert len(_log(table)) > len(before)
    driver.click(table.tool_bar.undo_button.rect.center)
    for _ in range(200):  # a private table's undo is the host's: taken back once it answers
        if _log(table)[-1].startswith("Undo:"):
            break
        driver.step()
    lines = _log(table)
    assert lines[: len(before)] == before
    assert lines[len(before) :] == [lines[-1]] and lines[-1].startswith("Undo:"), lines[len(before) :]


def test_continue_keeps_the_move_log(driver: Driver) -> None:
    driver.setup_game("q2j", 3, [HUMAN, "medium", "easy"])
    table = human_turn(driver)
    driver.play_human_turn(table)
    table = human_turn(driver)
    told = _log(table)
    driver.close()
    again = Driver()
    try:
        again.click_button("Continue")
        resumed = again.top
        assert isinstance(resumed, TableScene)
        lines = _log(resumed)
        assert lines[: len(told)] == told, (lines, told)
        assert "continued at turn" in lines[-1]
    finally:
        again.close()


class Board:
    """A score sheet's round as it tells it (``RoundSummary``): what its private table's host
    told of the round (every game the product opens goes through one), as the sheet draws it."""

    def __init__(self, sheet: ScoreboardScene) -> None:
        self.sheet = sheet
        self.record: RoundRecord = sheet.record
        summary = sheet.summary()
        assert summary is not None, "the sheet tells the round: its host told it"
        self.shown: RoundSummary = summary

    def __getattr__(self, name: str) -> object:
        return getattr(self.shown, name)


def _to_scoreboard(driver: Driver) -> Board:
    driver.play_to_scoreboard()
    board = driver.top
    assert isinstance(board, ScoreboardScene)
    return Board(board)


def test_the_scoreboard_ranks_every_seat_and_shows_what_they_held(driver: Driver) -> None:
    driver.setup_game("q2j", 4, ["easy", "easy", "easy", "easy"])
    board = _to_scoreboard(driver)
    ranked = board.ranking()
    assert sorted(seat for _, seat in ranked) == [0, 1, 2, 3]
    assert ranked[0] == ("1st", board.record.winners[0])
    held = [len(board.held(seat)) for _, seat in ranked]
    assert held[0] == 0 and held[1:] == sorted(held[1:])  # the others by cards left, fewest first
    state = sheet_game(board.sheet).state
    for _, seat in ranked[1:]:
        hand = sheet_game(board.sheet).rules.zones(state)[Zone.parse(f"hand:{seat}")]
        assert board.held(seat) == [card.symbol() for card in hand]
    assert board.end_line().endswith("emptied their hand.")
    assert board.seat_label(1, "eliminated") == "Basil (easy, eliminated)"
    assert "turns" in board.subtitle() or board.subtitle().endswith(" 1 turn")


def test_the_setup_offers_challenges_single_card_holder_and_the_deal_obeys(driver: Driver) -> None:
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    driver.click(next(b for b in setup.buttons if b.value == ("variant", "q2j-challenge")).rect.center)
    holder = next(b for b in setup.buttons if b.value == ("single", 0))
    assert holder.label == "Single card: random"
    driver.click(holder.rect.center)  # random -> the first seat
    driver.click(next(b for b in setup.buttons if b.value == ("single", 0)).rect.center)  # -> second
    label = next(b for b in setup.buttons if b.value == ("single", 0)).label
    assert label == f"Single card: {setup.names[1]}"
    driver.click(next(b for b in setup.buttons if b.value == ("start", 0)).rect.center)
    driver.step(2)
    table = driver.top
    assert isinstance(table, TableScene)
    origin = judge(table.session).state.origin
    assert origin is not None
    first_hands = table.session.rules.zones(origin)
    assert len(first_hands[Zone.parse("hand:1")]) == 1 and len(first_hands[Zone.parse("hand:0")]) == 5
    # The game keeps the option chosen (what its save holds; here the host may have played the
    # single card's deal out already, and a match over leaves no save).
    assert judge(table.session).chosen_options == {"challenge_single": "second"}


def test_a_variant_for_one_table_size_says_so(driver: Driver) -> None:
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    driver.click(next(b for b in setup.buttons if b.value == ("variant", "q2j-challenge")).rect.center)
    low, high = setup.variant.min_players, setup.variant.max_players
    assert low == high == 2
    assert setup.players_span() == "2 players"  # never "2–2 players"


def test_challenge_won_on_the_first_move_says_why(driver: Driver) -> None:
    # Seeds where the single card leads and can be played end in one move; find one.
    from game.engine import make_rules

    variant = driver.app.ctx.catalog.get("q2j-challenge")
    rules = make_rules(variant)
    seed = next(s for s in range(1, 400) if _one_move(rules, s))
    driver.close()
    from game.launch import LaunchOptions

    launch = LaunchOptions(
        variant="q2j-challenge", players=2, seed=seed, seats=["easy", "easy"], start_at_table=True
    )
    quick = Driver(launch)
    try:
        board = _to_scoreboard(quick)
        assert board.record.turns == 1
        line = board.end_line()
        assert "on the first move" in line and "single card" in line and "lead" in line
        assert board.subtitle().endswith("1 turn")
    finally:
        quick.close()


def _one_move(rules: object, seed: int) -> bool:
    state = rules.new_state(2, seed)  # type: ignore[attr-defined]
    legal = rules.legal_actions(state)  # type: ignore[attr-defined]
    if len(legal) != 1:
        return False
    rules.apply(state, legal[0])  # type: ignore[attr-defined]
    return bool(state.over)
