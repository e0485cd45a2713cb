"""Every game's moves of several parts made from the keyboard alone: Q Squared's two queens, a
War attack (a ready card, then a rival's card), an NG attack (a hand card, then what it aims
at), a Quatorze meld laid from chosen cards and a card added onto a meld, a Crazy Jokers blind
trade (a card, then the partner's hand).

Which keys to press is read from what the table offers a player: its focus order (Tab moves
along it, Enter chooses what has the focus) and the keys its buttons show. The move's cards
and target are found where the table shows them; nothing is applied but by the table itself.
The moves of several parts are made both ways (``both_ways``): at a local table and at one hosted
in this process.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.engine import Action, Card
from game.engine.games.crazy_jokers.actions import Propose
from game.engine.games.ng.actions import Attack as NGAttack
from game.engine.games.q2j.actions import QSquared
from game.engine.games.quatorze.actions import Add, Lay
from game.engine.games.war.actions import Attack as WarAttack
from game.net.remote_table import RemoteSource
from game.play.seats import HUMAN, SeatConfig
from game.scenes.table.gestures import Gesture, Slot, slot_matches
from game.scenes.table.move_buttons import hotkey
from game.scenes.table.scene import TableScene
from tests.every_game import base_variants, seats_for

from .both_ways import Way
from .driver import Driver

YOU, BASIL = SeatConfig("You", HUMAN), SeatConfig("Basil", "random")


def shown_focus(table: TableScene, wanted: Slot | Gesture) -> bool:
    focus = table.focus
    if not table.focus_shown or focus is None:
        return False
    if isinstance(wanted, tuple) and isinstance(focus, tuple):
        return slot_matches(wanted, focus) or focus == wanted
    return focus == wanted


def tab_to(driver: Driver, table: TableScene, wanted: Slot | Gesture) -> int:
    """Tab along the table's focus order until ``wanted`` has the focus; how many presses."""
    options = table.input.focus_options()
    assert any(shown_focus_option(o, wanted) for o in options), (
        f"{wanted} is not in the focus order {options}"
    )
    for presses in range(len(options) + 2):
        if shown_focus(table, wanted):
            return presses
        driver.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {wanted}: the focus is on {table.focus}")


def shown_focus_option(option: Slot | Gesture, wanted: Slot | Gesture) -> bool:
    if isinstance(option, tuple) and isinstance(wanted, tuple):
        return slot_matches(wanted, option) or option == wanted
    return option == wanted


def choose(driver: Driver, table: TableScene, wanted: Slot | Gesture) -> None:
    tab_to(driver, table, wanted)
    driver.key(pygame.K_RETURN)


def settle(driver: Driver, table: TableScene) -> None:
    for _ in range(600):
        if table.idle:
            return
        driver.step()


def made(way: Way, action: Action, before: int) -> bool:
    """Whether ``action`` is the move after the first ``before`` of the deal, as its judge holds
    the deal (across the room, once the host's judgement of a move sent is back at the window:
    waited for, however many frames that takes)."""
    source = way.scene().session
    if isinstance(source, RemoteSource) and source.awaiting_host:
        way.until(lambda: not source.awaiting_host, 2_000)
    return way.judge.state.log[before : before + 1] == [action]


def parts_of(table: TableScene, action: Action) -> list[Slot | Gesture]:
    """What is chosen, in turn, to make ``action``: each card its gesture picks and then its
    target, when the focus order starts with its first card; else its button."""
    options = table.input.focus_options()
    for gesture in table.interaction.gestures:
        if gesture.action != action:
            continue
        parts: list[Slot | Gesture] = [
            *gesture.picks,
            *([gesture.target] if gesture.target is not None else []),
        ]
        if parts and any(shown_focus_option(o, parts[0]) for o in options):
            return parts
        if any(b.value == gesture for b in table.buttons):
            return [gesture]
    return []


def by_gesture(way: Way, table: TableScene, action: Action) -> int:
    """``action`` made as its gesture says it is touched: each card it picks, then its target,
    each focused by Tab and chosen by Enter, until it is made (a card that makes a move alone
    needs no target). How many parts were chosen."""
    parts = parts_of(table, action)
    assert parts, f"{action} cannot be reached from the focus order"
    before = len(way.judge.state.log)
    for chosen, part in enumerate(parts, 1):
        choose(way.driver, table, part)
        if made(way, action, before):
            return chosen
    raise AssertionError(f"{action} was not made: the log says {way.judge.state.log[before:]}")


def hand_slot(table: TableScene, card: str, taken: set[int]) -> Slot:
    hand = f"hand:{table.viewer}"
    cards = table.display.zones[hand]
    index = next(i for i, seen in enumerate(cards) if seen == Card.parse(card) and i not in taken)
    taken.add(index)
    return (hand, index)


def button_key(table: TableScene, words: str) -> int:
    """The key a button of the table shows in its label (``Lay meld (M)``: M)."""
    found = next(b for b in table.buttons if b.label.startswith(words))
    key = hotkey(found.label)
    assert key is not None, f"{found.label!r} shows no key"
    return key


# ------------------------------------------------------------------------------- the games
def q_squared(way: Way) -> tuple[TableScene, Action]:
    table = at(way, "q2j", {"hand:0": "QS QH 3C", "hand:1": "3H", "discard": "5D"})
    return table, next(a for a in table.session.legal() if isinstance(a, QSquared))


def war_attack(way: Way) -> tuple[TableScene, Action]:
    table = at(way, "q2j-war", {"field:0": "9S 4D", "field:1": "5H 2C"})
    return table, next(a for a in table.session.legal() if isinstance(a, WarAttack))


def ng_attack(way: Way) -> tuple[TableScene, Action]:
    table = at(way, "q2j-ng", {"hand:0": "9S 4D", "hand:1": "5H 2C", "field:1:0": "3D", "field:1:1": "6S"})
    return table, next(a for a in table.session.legal() if isinstance(a, NGAttack))


def crazy_trade(way: Way) -> tuple[TableScene, Action]:
    zones = {"hand:0": "7S 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
    facts = {"phase": "play", "contracts": ["full-full-house", "faced-by-evens"]}
    table = at(way, "crazy-jokers", zones, facts=facts)
    return table, next(a for a in table.session.legal() if isinstance(a, Propose) and str(a.card) == "3D")


def at(
    way: Way, variant_id: str, zones: dict[str, str], facts: dict[str, object] | None = None
) -> TableScene:
    """You and Basil at this position, You to move: the table once You may act."""
    way.open_at(variant_id, [YOU, BASIL], zones, facts=facts)
    return way.ready()


MEANT: dict[str, Callable[[Way], tuple[TableScene, Action]]] = {
    "q2j": q_squared,
    "q2j-war": war_attack,
    "q2j-ng": ng_attack,
    "crazy-jokers": crazy_trade,
}


@pytest.mark.parametrize("game", sorted(MEANT))
def test_a_move_of_several_parts_by_tab_and_enter(way: Way, game: str) -> None:
    table, action = MEANT[game](way)
    assert table.accepting_input and action in table.session.legal()
    assert by_gesture(way, table, action) >= 2
    settle(way.driver, table)


QUATORZE_HAND = "7S 8S 9S KH KD KC 2C 2C 5D X 4H QS"
QUATORZE_ZONES = {
    "hand:0": QUATORZE_HAND,
    "hand:1": "2D 3D 4D 9C 9D",
    "discard": "10C",
    "meld:1:0": "5H 6H 7H",
}


def test_a_quatorze_meld_laid_and_a_card_added_by_keys(way: Way) -> None:
    driver = way.driver
    facts = {"phase": "meld", "down": [1]}
    table = at(way, "quatorze", QUATORZE_ZONES, facts=facts)
    lay = Lay(tuple(Card.parse(c) for c in ("KH", "KD", "KC")))
    assert lay in table.session.legal()
    taken: set[int] = set()
    for card in ("KH", "KD", "KC"):
        choose(driver, table, hand_slot(table, card, taken))
    assert len(table.interaction.selected) == 3
    before = len(way.judge.state.log)
    driver.key(button_key(table, "Lay meld"))
    assert made(way, lay, before)
    settle(driver, table)
    # Once down, one card goes onto Basil's meld: the card, then the meld, by Tab and Enter.
    way.close()
    table = at(way, "quatorze", QUATORZE_ZONES, facts={"phase": "meld", "down": [0, 1]})
    add = next(a for a in table.session.legal() if isinstance(a, Add) and str(a.card) == "4H")
    choose(driver, table, hand_slot(table, "4H", set()))
    assert len(table.interaction.selected) == 1
    before = len(way.judge.state.log)
    choose(driver, table, (str(add.target), -1))
    assert made(way, add, before)


@pytest.mark.parametrize(
    ("game", "players"), [(variant_id, seats_for(variant_id, 3)) for variant_id in base_variants()]
)
def test_a_seeded_deal_played_by_keys_alone(way: Way, game: str, players: int) -> None:
    """Human turns of a seeded deal, each made by Tab and Enter: the move with the most parts the
    focus order reaches (a meld is laid by its own test above)."""
    way.open(game, players, seed=5, level="random")
    turns = 0
    for _ in range(3000):
        table = way.scene()
        if turns == 6 or table.session.over:
            break
        if table.continue_shown:
            way.key(pygame.K_RETURN)
            continue
        if not (table.accepting_input and table.session.to_move == 0):
            way.step()
            continue
        reachable = [a for a in table.session.legal() if parts_of(table, a)]
        assert reachable, f"no move of {table.session.legal()} is in the focus order"
        action = max(reachable, key=lambda a: len(parts_of(table, a)))
        assert by_gesture(way, table, action) >= 1
        turns += 1
    assert turns >= 3, f"only {turns} human turns were reached"
