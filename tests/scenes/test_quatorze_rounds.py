"""Whole Quatorze rounds through the table: bots alone, and a person playing by clicks among bots."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import Action
from game.engine.actions import Draw
from game.engine.games.quatorze.actions import Add, Discard, Lay, TakeBack
from game.play.seats import HUMAN
from game.scenes.curtain import CurtainScene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene

from .both_ways import Way
from .driver import Driver, sheet_game


def choose(table: TableScene, rng: random.Random, took_back: bool) -> Action:
    """A plain player's move: a meld if any (not again after taking back), else an add, else
    take back short melds, else a discard."""
    legal = table.session.legal()
    if any(isinstance(a, Draw) for a in legal):
        return next(a for a in legal if isinstance(a, Draw))
    lays = [a for a in legal if isinstance(a, Lay)]
    if lays and not took_back:
        return max(lays, key=lambda lay: (len(lay.cards), str(lay)))
    adds = [a for a in legal if isinstance(a, Add)]
    if adds:
        return adds[0]
    back = [a for a in legal if isinstance(a, TakeBack)]
    if back:
        return back[0]
    return rng.choice([a for a in legal if isinstance(a, Discard)])


def click_move(driver: Driver, table: TableScene, action: Action) -> None:
    """Make ``action`` with the mouse and keys as a player would."""
    layout, display = table.layout, table.display
    hand = f"hand:{table.viewer}"

    def card_slots(cards: list[object]) -> list[tuple[str, int]]:
        used: set[int] = set()
        slots = []
        for card in cards:
            index = next(i for i, seen in enumerate(display.zones[hand]) if seen == card and i not in used)
            used.add(index)
            slots.append((hand, index))
        return slots

    if isinstance(action, Draw):
        driver.key(pygame.K_d)
    elif isinstance(action, Lay):
        for slot in card_slots(list(action.cards)):
            driver.click(slot_center(layout, display, slot))
        driver.key(pygame.K_m)
        extras = table.adapter
        if extras is not None and getattr(extras, "choices", None):
            # The joker's chooser: pick the reading this move names.
            readings = [str(getattr(a, "joker_as", "")) for a in extras.choices]  # type: ignore[attr-defined]
            driver.key(pygame.K_1 + readings.index(str(action.joker_as)))
    elif isinstance(action, Add | Discard):
        (slot,) = card_slots([action.card])
        driver.click(slot_center(layout, display, slot))
        target = (str(action.target), 0) if isinstance(action, Add) else ("discard", 0)
        driver.click(slot_center(layout, display, target))
        extras = table.adapter
        if extras is not None and getattr(extras, "choices", None):
            readings = [str(getattr(a, "joker_as", "")) for a in extras.choices]  # type: ignore[attr-defined]
            driver.key(pygame.K_1 + readings.index(str(action.joker_as)))
    else:
        button = next(b for b in table.buttons if b.label.startswith("Take back"))
        driver.click(button.rect.center)


def play_round(driver: Driver, max_frames: int = 60_000, way: Way | None = None) -> ScoreboardScene:
    """The round played to its score sheet, the person's moves by clicks; ``way``: a table it
    opened (local or hosted), else the driver's."""
    rng = random.Random(5)
    took_back: tuple[int, int] | None = None
    step = driver.step if way is None else way.step
    check_view = driver.check_view if way is None else way.check_view
    for _ in range(max_frames):
        top = driver.top
        if isinstance(top, ScoreboardScene):
            return top
        if isinstance(top, CurtainScene):
            driver.click(top.button.rect.center)
            continue
        if isinstance(top, TableScene) and top.accepting_input:
            check_view(top)
            source = top.session
            turn_key = (source.progress.rounds_done, source.turn)
            mine = (source.progress.rounds_done, source.to_move)
            action = choose(top, rng, took_back == mine)
            click_move(driver, top, action)
            if way is not None:
                way.until(lambda s=source: not s.awaiting_host, 2_000)  # the host's judgement
            assert source.turn > turn_key[1] or source.over, (
                f"clicking for {action} did not play it: {top.toast.words!r}"
            )
            if isinstance(action, TakeBack):
                took_back = mine
            elif isinstance(action, Discard):
                took_back = None
            driver.human_moves += 1
            continue
        step()
    raise AssertionError("the round did not reach the scoreboard")


@pytest.mark.parametrize("players", [2, 4])
def test_bots_play_a_whole_round_at_the_table(driver: Driver, players: int) -> None:
    driver.setup_game("quatorze", players, ["easy"] * players)
    board = play_round(driver)
    session = sheet_game(board)  # watched through a private table: its host's game
    assert session.replay_check()
    record = session.match.rounds[0]
    assert record.number == 1 and record.turns > 0
    points = record.points
    assert len(points) == players and min(points) < 0  # the winner's −30 (or −60)


def test_a_person_plays_a_whole_round_by_clicks_among_bots(way: Way) -> None:
    way.open("quatorze", 4)
    board = play_round(way.driver, way=way)
    assert way.driver.human_moves > 20
    # Read on the host's thread: its next deal may be under way, a computer moving in it.
    assert way.read(lambda game: game.replay_check())
    said = [line.public for line in board.log.lines]
    assert any(" melds " in line for line in said) and any(" discards the " in line for line in said)


def test_two_people_hot_seat_never_see_each_others_hands(driver: Driver) -> None:
    driver.setup_game("quatorze", 3, [HUMAN, "easy", HUMAN])
    for _ in range(3000):
        top = driver.top
        if isinstance(top, CurtainScene):
            driver.curtains += 1
            driver.click(top.button.rect.center)
            continue
        if isinstance(top, TableScene) and top.accepting_input:
            driver.check_view(top)  # the shown hand is the viewer's, the others face down
            other = 2 - top.viewer
            # Only the cards everyone saw come into it (a taken discard, a cut joker) show.
            known = top.session.view(top.viewer).public.get("known", {})
            seen = known.get(other, []) if isinstance(known, dict) else []
            shown = [card for card in top.display.zones[f"hand:{other}"] if card is not None]
            assert len(shown) <= len(seen)
            if driver.human_moves >= 8:
                break
            click_move(driver, top, choose(top, random.Random(driver.human_moves), False))
            driver.human_moves += 1
            continue
        driver.step()
    assert driver.curtains >= 2 and driver.human_moves >= 8
