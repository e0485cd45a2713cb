"""Toy Go Out, a game no file under game/ knows, played at the table from the menu to the
scoreboard by mouse clicks against a bot.

Where each move is clicked comes from the move itself and the toy's rules (a toss is its card
in one's hand, then the discard pile; a draw is the stock; a pass, a button saying so), never
from the table's gestures; the winner is checked against the rules' own end.
"""

from __future__ import annotations

from game.engine import Action
from game.engine.actions import Draw, Pass
from game.engine.registry import game_names
from game.play.seats import HUMAN
from game.scenes.menu import MenuScene
from game.scenes.rules_scene import RulesScene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.gestures import WHOLE
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene
from tests.scenes.driver import Driver, judge, sheet_game

from .actions import Toss
from .state import ToyState

MOST_FRAMES = 20_000


def click_move(driver: Driver, table: TableScene, action: Action) -> None:
    """Make ``action`` with mouse events where its own fields say it is made."""
    me = table.viewer
    places: list[tuple[str, int]] = []
    if isinstance(action, Toss):
        hand = table.display.zones[f"hand:{me}"]
        assert action.card in hand, f"{action.card} is not shown in hand:{me}"
        places = [(f"hand:{me}", hand.index(action.card)), ("discard", WHOLE)]
    elif isinstance(action, Draw):
        places = [("stock", WHOLE)]
    source = table.session
    turn = source.turn
    for place in places:
        if source.turn > turn or source.awaiting_host:
            break  # the card alone made it (its only move): with the host, or judged already
        driver.click(slot_center(table.layout, table.display, place))
    if isinstance(action, Pass):
        found = [button for button in table.buttons if "pass" in button.label.lower()]
        assert len(found) == 1, [button.label for button in table.buttons]
        driver.click(found[0].rect.center)


def test_the_toy_game_is_played_by_clicks_from_the_menu_to_the_scoreboard(toy_driver: Driver) -> None:
    driver = toy_driver
    assert "toy" in game_names()
    assert isinstance(driver.top, MenuScene)
    driver.setup_game("toy", 2, [HUMAN, "medium"])
    made: list[Action] = []
    table: TableScene | None = None
    for _ in range(MOST_FRAMES):
        top = driver.top
        if isinstance(top, ScoreboardScene):
            break
        if isinstance(top, TableScene):
            table = top
        if isinstance(top, TableScene) and top.accepting_input:
            source = top.session
            legal = source.legal()
            # Vary the human's choice so that tosses, draws and passes all come up.
            action = legal[len(made) % len(legal)]
            turn = source.turn
            click_move(driver, top, action)
            # The game is played through the window's private table: its host judges the move.
            for _ in range(MOST_FRAMES):
                if not source.awaiting_host:
                    break
                driver.step()
            game = judge(source)
            assert game.state.turn > turn, (
                f"clicking where {action} says did not make it ({top.toast.words!r})"
            )
            assert game.state.log[turn] == action, f"clicking for {action} made {game.state.log[turn]}"
            made.append(action)
            continue
        driver.step()
    board = driver.top
    assert isinstance(board, ScoreboardScene), f"the toy game never reached the scoreboard: {board!r}"
    game = sheet_game(board)
    state = game.state
    assert state.over and game.match_over
    assert len(made) >= 3 and any(isinstance(action, Toss) for action in made)
    assert len(state.log) > len(made), "the bot never moved"
    # The rules' end: a seat went out (an empty hand), or every seat passed in a row and the
    # fewest cards won; either way the winners hold the fewest cards.
    assert isinstance(state, ToyState) and table is not None
    left = [len(hand) for hand in state.hands]
    assert set(state.winners) == {seat for seat, count in enumerate(left) if count == min(left)}
    assert state.end_reason == ("went out" if min(left) == 0 else "everyone passed")
    assert game.replay_check()
    # Only a toss brings a hand down to one card (a deal gives three, a draw adds one), so a seat
    # that went out called its last card first, in the toy's own words.
    if state.end_reason == "went out":
        assert any(line.public.endswith(": last card!") for line in table.log.lines)
    driver.click_button("Menu")
    assert isinstance(driver.top, MenuScene)


def test_its_rules_screen_shows_its_own_text(toy_driver: Driver) -> None:
    driver = toy_driver
    driver.click_button("Rules")
    screen = driver.top
    assert isinstance(screen, RulesScene)
    tab = next(button for button in screen.buttons if button.value == ("tab", "toy"))
    driver.click(tab.rect.center)
    screen = driver.top
    assert isinstance(screen, RulesScene) and screen.variant.id == "toy"
    headings = [words for words, heading in screen.rows if heading]
    assert headings == ["Toy Go Out", "Set-up", "Your turn", "The end"]
    assert any("ace to the six" in words for words, _ in screen.rows)
    driver.click_button("Back")
    assert isinstance(driver.top, MenuScene)
