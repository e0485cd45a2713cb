"""Every legal move can be made where a player would click: on the card or zone the move itself
names.

For every variant of every game at the table, over seeded positions (random legal play from a
fresh deal), each legal action of the seat to move is made by real mouse events at the centre
of the places it names. Where those places are is read here from the action's own fields and
the rules (RULINGS.md, the seeds), never from the table's gesture code: NG's ``take`` names the
seat's resource pile, Q2J's ``play QH`` the QH in the hand and then the discard pile, War's
``attack 0 1:2`` one's own position 0 and then seat 1's position 2. A move that names no card
or zone is a button, and the button's words must name what it does.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from game.engine import Action, Card
from game.engine.actions import Draw, Pass, TakeTop
from game.engine.games.crazy_jokers import actions as cj
from game.engine.games.ng import actions as ng
from game.engine.games.q2j import actions as q2j
from game.engine.games.quatorze import actions as qz
from game.engine.games.war import actions as war
from game.engine.registry import entry
from game.play.seats import HUMAN, SeatConfig
from game.play.session import Session
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene
from game.scenes.widgets import Button

from .driver import Driver

WHOLE = -1
# Moves made per game (shared among its variants), at ten positions a variant at least.
QUICK_MOVES = 200
SLOW_MOVES = 2000
LEAST_POSITIONS = 10


@dataclass(frozen=True)
class Place:
    """A place the action names: a zone, and in it a card (``None``: the zone as a whole) or a
    position counted from 0."""

    zone: str
    card: Card | None = None
    index: int | None = None


@dataclass(frozen=True)
class Way:
    """How a player makes the move: click ``places`` in order (the last may be a target the
    move completes on), then press a button whose words contain every one of ``words``."""

    places: tuple[Place, ...] = ()
    words: tuple[str, ...] = ()
    # A joker's reading, chosen after the clicks among the table's offered readings.
    reading: Card | None = None


def expected_way(action: Action, me: int, zones: dict[str, list[Card | None]], names: dict[int, str]) -> Way:
    """Where ``action`` is made, from its fields and the rules of its game."""
    hand = f"hand:{me}"
    match action:
        case Draw():
            # War draws from one's own pile (the rules' "turn the top of your pile"); every other
            # game from the stock.
            return Way((Place(f"pile:{me}") if f"pile:{me}" in zones else Place("stock"),))
        case Pass():
            return Way(words=("pass",))
        case TakeTop():
            # The discard pile's top card (Quatorze), or the waste (Crazy Jokers).
            return Way((Place("waste") if "waste" in zones else Place("discard", index=-2),))
        case q2j.Play(card=card):
            return Way((Place(hand, card), Place("discard")))
        case q2j.Joe(jack=jack):
            return Way((Place(hand, jack), Place("discard")))
        case q2j.QSquared(under=under, top=top):
            return Way((Place(hand, under), Place(hand, top)))
        case war.Attack(position=position, seat=seat, target=target):
            return Way((Place(f"field:{me}", index=position), Place(f"field:{seat}", index=target)))
        case war.Recover(position=position):
            return Way((Place(f"field:{me}", index=position),))
        case ng.Take(card=card):
            return Way((Place(f"resource:{me}", card),))
        case ng.Defend(card=card, position=position):
            return Way((Place(hand, card), Place(f"field:{me}:{position}")))
        case ng.Sacrifice(position=position):
            return Way((Place(f"field:{me}:{position}"),))
        case ng.Attack(card=card, target=target, seat=seat, position=position):
            aimed = f"field:{seat}:{position}" if target == "field" else f"{target}:{seat}"
            return Way((Place(hand, card), Place(aimed)))
        case qz.TakeBack():
            return Way(words=("take back",))
        case qz.Discard(card=card):
            return Way((Place(hand, card), Place("discard")))
        case (
            qz.Add(card=card, target=target, joker_as=stand)
            | qz.Swap(card=card, target=target, joker_as=stand)
        ):
            return Way((Place(hand, card), Place(str(target))), reading=stand)
        case qz.Lay(cards=cards, joker_as=stand):
            return Way(tuple(Place(hand, card) for card in cards), words=("lay meld",), reading=stand)
        case cj.Pick(position=position):
            return Way((Place(hand, index=position - 1),))
        case cj.Declare(contract=contract):
            return Way(words=(contract.value.replace("-", " "),))
        case cj.Decline():
            return Way(words=("decline",))
        case cj.Discard(card=card) | cj.Shed(card=card):
            return Way((Place(hand, card), Place("waste")))
        case cj.Accept(card=card):
            return Way((Place(hand, card), Place("offer")))
        case cj.Propose(seat=seat, card=card):
            return Way((Place(hand, card), Place(_seat_place(seat, zones))))
        case cj.Force(seat=seat):
            return Way((Place(hand, Card(2, "S")), Place(_seat_place(seat, zones))))
        case cj.Steal(seat=seat):
            return Way(words=("steal", names[seat].lower()))
        case cj.Grab(card=card):
            # Taken from the hand being looked at (the forced seat's).
            owner = next(
                z for z, cards in zones.items() if z.startswith("hand:") and z != hand and card in cards
            )
            return Way((Place(owner, card),))
    raise AssertionError(
        f"no expected way for {type(action).__qualname__} {action}: add where its move is made, from"
        " the rules, to expected_way in tests/scenes/test_every_move_clickable.py"
    )


def button_words(
    action: Action, me: int, zones: dict[str, list[Card | None]], names: dict[int, str]
) -> tuple[str, ...]:
    """What a move's button must say, if it has one: its verb in a player's words and the card
    or seat it names (a take names the card it takes: the one named, or the pile's top)."""
    match action:
        case Draw():
            return ("draw",)
        case Pass():
            return ("pass",)
        case ng.Take(card=card):
            top = card or zones[f"resource:{me}"][-1]
            assert top is not None
            return ("take", top.symbol().lower())
        case TakeTop():
            return ("take",)
        case q2j.Joe(jack=jack):
            return ("joe", jack.symbol().lower())
        case q2j.QSquared(top=top):
            return ("q squared", top.symbol().lower())
        case qz.TakeBack():
            return ("take back",)
        case cj.Decline():
            return ("decline",)
        case cj.Steal(seat=seat):
            return ("steal", names[seat].lower())
        case cj.Force(seat=seat):
            return ("look", names[seat].lower())
        case cj.Declare(contract=contract):
            return (contract.value.replace("-", " "),)
    return (str(action).split()[0],)


def _seat_place(seat: int, zones: dict[str, list[Card | None]]) -> str:
    """A seat is aimed at by its hand, or by its laid Big Flush once the hand is empty."""
    return f"hand:{seat}" if zones.get(f"hand:{seat}") else f"flush:{seat}"


def at_table_variants() -> list[str]:
    from game.variants import load_catalog

    catalog = load_catalog()
    return [vid for vid, variant in catalog.variants.items() if entry(variant.game).at_table]


def positions(driver: Driver, variant_id: str) -> Iterator[TableScene]:
    """Tables at seeded positions of the variant, the seat to move a person, for as long as asked."""
    variant = driver.app.ctx.catalog.get(variant_id)
    rules = entry(variant.game).rules(variant)
    rng = random.Random(variant_id)
    while True:
        players = rng.randint(variant.min_players, variant.max_players)
        seats = [SeatConfig(f"P{seat}", "random") for seat in range(players)]
        session = Session(variant, rules, seats, rng.randrange(10_000))
        for _ in range(rng.randrange(40)):
            if session.state.over:
                break
            legal = rules.legal_actions(session.state)
            rules.apply(session.state, legal[rng.randrange(len(legal))])
        if session.state.over:
            continue
        session.seats = [
            SeatConfig(s.name, HUMAN if i == session.to_move else "random") for i, s in enumerate(seats)
        ]
        # Opened as a game taken over at a position is (through a private table made from it).
        table = driver.open_game(session, resumed=True, replace=True)
        for _ in range(30):
            driver.step()
            if table.accepting_input and not table.timeline.busy:
                break
        assert table.accepting_input, f"{variant_id}: the person to move is never asked"
        yield table


def _where(table: TableScene, place: Place) -> tuple[int, int]:
    cards = table.display.zones.get(place.zone)
    assert cards is not None, f"the table shows no {place.zone}"
    if place.card is not None:
        assert place.card in cards, f"{place.card} is not in {place.zone}"
        index = cards.index(place.card)
    elif place.index is not None:
        index = place.index if place.index >= 0 else len(cards) + place.index + 1
    else:
        index = WHOLE
    return slot_center(table.layout, table.display, (place.zone, index))


def _button(table: TableScene, words: tuple[str, ...]) -> Button | None:
    found = [b for b in [*table.buttons] if all(word in b.label.lower() for word in words)]
    return found[0] if len(found) == 1 else None


WayOf = Callable[[Action, int, dict[str, list[Card | None]], dict[int, str]], Way]


def make(driver: Driver, table: TableScene, action: Action, way_of: WayOf = expected_way) -> Action | None:
    """Make ``action`` the way its fields say (``way_of``: the five games' ``expected_way``, or
    a game's own from outside game/), with real mouse events; the action the table then tried to
    perform (``None``: none)."""
    tried: list[Action] = []
    table.turns.perform = tried.append  # type: ignore[method-assign]
    table.interaction.selected = []
    session = table.session
    way = way_of(action, table.viewer, dict(table.display.zones), session.names())
    for place in way.places:
        if tried:
            break  # the picked card alone made it (its only move): the target is not needed
        driver.click(_where(table, place))
    if way.words and not tried:
        button = _button(table, way.words)
        assert button is not None, (
            f"{action}: no one button says {' '.join(way.words)!r}: {[b.label for b in table.buttons]}"
        )
        driver.click(button.rect.center)
    if not tried and table.adapter is not None and getattr(table.adapter, "choices", None):
        # A joker's readings: the one the action names.
        choices = table.adapter.choices  # type: ignore[attr-defined]
        rects = table.adapter.choice_rects(table)  # type: ignore[attr-defined]
        index = next(i for i, choice in enumerate(choices) if choice.joker_as == way.reading)
        driver.click(rects[index].center)
    del table.turns.perform
    table.interaction.selected = []
    return tried[0] if tried else None


def _check_buttons(table: TableScene) -> int:
    """Each move button's words name the move it makes; the number of buttons checked."""
    names = table.session.names()
    zones = dict(table.display.zones)
    checked = 0
    for shown in table.buttons:
        action = getattr(shown.value, "action", None)
        if action is None:
            continue
        label = shown.label.lower()
        words = button_words(action, table.viewer, zones, names)
        assert all(word in label for word in words), (
            f"the button {shown.label!r} makes {action}: says not {words}"
        )
        checked += 1
    return checked


def _check_variant(driver: Driver, variant_id: str, per_game: int) -> None:
    catalog = driver.app.ctx.catalog
    game = catalog.get(variant_id).game
    wanted = per_game // sum(1 for vid in at_table_variants() if catalog.get(vid).game == game)
    made = 0
    for seen, table in enumerate(positions(driver, variant_id)):
        if made >= wanted and seen >= LEAST_POSITIONS:
            break
        _check_buttons(table)
        for action in list(table.session.legal()):
            got = make(driver, table, action)
            assert got == action, (
                f"{variant_id}: clicking where {action} says made {got} ({table.toast.words!r})"
            )
            made += 1


@pytest.mark.parametrize("variant_id", at_table_variants())
def test_every_legal_move_is_made_where_it_names(
    driver: Driver, variant_id: str, request: pytest.FixtureRequest
) -> None:
    """``--run-slow``: ten times the moves, at many more positions."""
    _check_variant(driver, variant_id, SLOW_MOVES if request.config.run_slow else QUICK_MOVES)  # type: ignore[attr-defined]
