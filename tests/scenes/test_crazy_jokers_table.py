"""Crazy Jokers at the table, with the mouse: the declaration panel, trades, the 2♠ look, steals,
the Big Flush, and whole rounds against bots. Each table test runs both ways (``both_ways``): at a
local table and at one hosted in this process."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

import pygame
import pytest

from game.engine import Card, make_rules
from game.engine.games.crazy_jokers.actions import Declare
from game.engine.games.crazy_jokers.contracts import Contract
from game.engine.games.crazy_jokers.facts import CrazyJokersFacts
from game.engine.zones import Zone
from game.play.seats import SeatConfig
from game.scenes.curtain import CurtainScene
from game.scenes.table import layout as layout_module
from game.scenes.table.games.crazy_jokers.layout import declaration_box
from game.scenes.table.games.crazy_jokers.panel import (
    ContractButton,
    _draw_own_contract,
    round_end_lines,
    shed_tags,
    title,
    winning_cards,
)
from game.scenes.table.gestures import Attempt, Gesture
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene
from game.scenes.text import text

from .both_ways import WAYS, Way, sheet_read
from .driver import Driver
from .test_drawn_inside import Recorder

YOU, BASIL, CHLOE = SeatConfig("You"), SeatConfig("Basil", "medium"), SeatConfig("Chloe", "medium")
VARIANT = "crazy-jokers"
CONTRACTS = ["full-full-house", "faced-by-evens"]


def cards(words: str) -> list[Card]:
    return [Card.parse(word) for word in words.split()]


def at(
    way: Way,
    seats: list[SeatConfig],
    zones: Mapping[str, str],
    to_move: int = 0,
    facts: Mapping[str, object] | None = None,
) -> TableScene:
    """The Crazy Jokers table at this position (``way.open_at``), as shown on its first frames."""
    table = way.open_at(VARIANT, seats, zones, to_move=to_move, facts=facts)
    way.step(3)
    return table


def ready_at(
    way: Way, seats: list[SeatConfig], zones: Mapping[str, str], facts: Mapping[str, object] | None = None
) -> TableScene:
    """The table at this position, once the person may act."""
    at(way, seats, zones, facts=facts)
    return way.ready(2_000)


def settle(way: Way, table: TableScene, frames: int = 2_000) -> None:
    """Frames until the person at the table may move again (or the round ends): across the room,
    once the host has judged the move and its answer is shown."""
    way.step()
    way.until(lambda: table.accepting_input or table.session.over, frames)


def moves(way: Way, made: int = 0) -> list[str]:
    """The deal's moves as its judge holds them, once it holds at least ``made`` (a move sent
    across the room reaches the host in a frame or two)."""
    way.until(lambda: len(way.judge.state.log) >= made, 400)
    return [str(action) for action in way.judge.state.log]


def said(way: Way, table: TableScene) -> str:
    """The message line, once it says something (across the room the host's answer comes)."""
    return str(way.until(lambda: table.toast.words, 2_000))


def public(way: Way, seat: int = 0) -> Mapping[str, object]:
    """The deal's public facts as its judge holds them."""
    return way.judge.view(seat).public


def click_card(way: Way, table: TableScene, zone: str, card: str) -> None:
    index = table.display.zones[zone].index(Card.parse(card))
    way.click(slot_center(table.layout, table.display, (zone, index)))


def click_zone(way: Way, table: TableScene, zone: str) -> None:
    way.click(slot_center(table.layout, table.display, (zone, -1)))


@pytest.fixture(params=WAYS)
def sized_way(
    sized_driver: Callable[[tuple[int, int]], Driver], request: pytest.FixtureRequest
) -> Iterator[Callable[[tuple[int, int]], Way]]:
    """Ways (local, hosted) at the window sizes a test asks for, each closed at the end."""
    made: list[Way] = []

    def make(size: tuple[int, int]) -> Way:
        made.append(Way(sized_driver(size), request.param))
        return made[-1]

    yield make
    for way in made:
        way.close()


# Hosted at two seats (the four-seat table adds 12 s and nothing the two-seat one misses).
@pytest.mark.parametrize(("way", "players"), [("local", 2), ("hosted", 2), ("local", 4)], indirect=["way"])
def test_whole_rounds_through_the_table_with_bots(way: Way, players: int) -> None:
    way.open(VARIANT, players)
    scoreboard = way.play_to_sheet()
    session = way.judge
    assert session.replay_check()
    # The pick, the declaration and turns were all clicked; the round's end was shown and dismissed.
    assert way.driver.human_moves >= 3
    assert way.driver.round_ends == 1
    record = session.match.rounds[0]
    assert len(record.points) == players
    names, rows, totals = sheet_read(scoreboard)
    # The sheet heads the seats as a local one does: "You", "Basil (easy)".
    assert names == tuple(seat.label() for seat in session.seats)
    assert rows == [record.points] and totals == record.points


def test_the_declaration_panel_offers_seven_contracts_and_greys_last_rounds(way: Way) -> None:
    table = ready_at(
        way, [YOU, BASIL], {}, facts={"phase": "declare", "leader": 0, "last": ["big-flush", None]}
    )
    assert table.accepting_input
    panel = [b for b in table.buttons if isinstance(b, ContractButton)]
    assert [b.label.split(" · ")[0] for b in panel] == [
        "Full Full House",
        "Fixed Straight",
        "Big Flush",
        "Faced by Evens",
        "A Birthday Wish",
        "Odd Man Out",
        "No Hand Hand",
    ]
    greyed = [b for b in panel if b.refused]
    assert [b.label for b in greyed] == ["Big Flush · 55–70"] and isinstance(greyed[0].value, Attempt)
    assert "last round" in greyed[0].refused
    # The hand stays face down while the player chooses.
    assert table.display.zones["hand:0"] == [None] * 7
    # Pressing the greyed contract shows the engine's own refusal, and changes nothing.
    way.click(greyed[0].rect.center)
    judge = way.judge
    why = judge.why_illegal(Declare(judge.rules.parse_action("declare big-flush").contract))
    assert why is not None and said(way, table) == f"Not allowed: {why}"
    assert public(way)["contracts"] == [None, None]
    # A contract the rules allow is declared by its row; then the hand turns up.
    odd = next(b for b in panel if b.label.startswith("Odd Man Out"))
    way.click(odd.rect.center)
    settle(way, table)
    assert public(way)["contracts"][0] == "odd-man-out"
    assert table.display.public["contracts"][0] == "odd-man-out"
    assert None not in table.display.zones["hand:0"]
    assert "Odd Man Out" in table.plate_text(0)


def test_a_trade_is_proposed_with_the_mouse_and_answered_by_the_bot(way: Way) -> None:
    zones = {"hand:0": "7S 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
    table = ready_at(way, [YOU, BASIL], zones, facts={"phase": "play", "contracts": CONTRACTS})
    assert table.accepting_input
    click_card(way, table, "hand:0", "3D")
    click_zone(way, table, "hand:1")
    assert moves(way, 1)[0] == "propose 1 3D"
    settle(way, table)
    # Basil answered: either the cards crossed (the turn is over) or the proposer goes on.
    answer = moves(way, 2)[1]
    assert answer.startswith(("accept", "decline"))
    if answer == "decline":
        assert table.session.to_move == 0 and table.display.public["phase"] == "play"
        assert Card.parse("3D") in table.display.zones["hand:0"]
        # One proposal a turn: the engine's reason when another is tried.
        click_card(way, table, "hand:0", "9C")
        click_zone(way, table, "hand:1")
        assert "proposed a trade this turn already" in said(way, table)


def two_people_at(way: Way, zones: Mapping[str, str]) -> TableScene:
    """You to move in the play phase; Basil a person at this screen too."""
    facts = {"phase": "play", "contracts": CONTRACTS}
    return ready_at(way, [YOU, SeatConfig("Basil")], zones, facts=facts)


def trade_to_basil(way: Way, table: TableScene) -> list[CurtainScene]:
    """You propose the 3♦ to Basil, a person at this screen too; the curtains lifted on the way
    to his answer."""
    curtains: list[CurtainScene] = []
    way.on_curtain = curtains.append
    click_card(way, table, "hand:0", "3D")
    click_zone(way, table, "hand:1")
    assert way.ready(2_000) is table
    return curtains


def test_a_person_answers_a_trade_behind_the_curtain(way: Way) -> None:
    """Two people: the answer comes from the one offered the trade, who is told only that."""
    zones = {"hand:0": "7S 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
    table = two_people_at(way, zones)
    assert table.viewer == 0
    curtains = trade_to_basil(way, table)
    assert [(c.player, c.note) for c in curtains] == [
        ("Basil", "You propose a blind trade: accept or decline")
    ]
    assert table.viewer == 1 and table.accepting_input
    # The deal waits in its answer phase, Basil's to answer.
    facts = public(way, 1)
    assert facts["phase"] == "answer" and facts["partner"] == 1
    # The offered card stays face down to the one answering.
    assert table.display.zones["offer"] == [None]
    assert "Decline" in [b.label for b in table.buttons]
    click_card(way, table, "hand:1", "6H")
    assert moves(way, 2)[-1] == "accept 6H"


def test_a_joker_steal_takes_two_cards_and_shows_the_thirty(way: Way) -> None:
    zones = {"hand:0": "X 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
    table = ready_at(way, [YOU, BASIL], zones, facts={"phase": "play", "contracts": CONTRACTS})
    way.driver.click_button("Steal: Basil")
    settle(way, table)
    assert public(way)["steals"] == [1, 0]
    assert table.display.public["steals"] == [1, 0]
    assert len(table.display.zones["hand:0"]) == 8 and table.display.zones["waste"][-1] == Card.parse("X")
    assert "+30" in table.plate_text(0)
    assert any("+30" in line.public for line in table.log.lines)


def test_a_laid_big_flush_is_shown_and_broken_by_a_steal(way: Way, monkeypatch: pytest.MonkeyPatch) -> None:
    zones = {
        "hand:0": "X 7H 7D 9C KS KH 3D",
        "flush:1": "2H 5H 8H 10H JH QH AH",
        "hand:1": "",
        "hand:2": "3S 5S 7C 9D JC 4D 6D",
        "waste": "10S",
    }
    facts = {
        "phase": "play",
        "contracts": ["full-full-house", "big-flush", "odd-man-out"],
        "waits": [0, 1, 0],
    }
    table = ready_at(way, [YOU, BASIL, CHLOE], zones, facts=facts)
    # Face up, where Basil's hand lay (it is empty while the flush waits), its wait written over it.
    assert table.display.zones["flush:1"] == cards("2H 5H 8H 10H JH QH AH")
    assert table.layout.zones["flush:1"].area(7) == table.layout.zones["hand:1"].area(7)
    assert table.display.zones["hand:1"] == []
    shown: list[str] = []
    monkeypatch.setattr(
        "game.scenes.table.games.crazy_jokers.panel.text",
        lambda words, *a, **k: shown.append(words) or text(words, *a, **k),
    )
    way.step()
    assert "Big Flush · 1 turn to wait" in shown
    way.driver.click_button("Steal: Basil")
    settle(way, table)
    assert table.display.zones["flush:1"] == []
    # Five left: the seed has Basil draw his 2 only after your discard ("you must discard 1 card
    # from your hand. Your opponent then draws 2 new cards").
    assert len(table.display.zones["hand:1"]) == 5
    assert public(way)["waits"] == [0, 0, 0]
    assert any("Big Flush is broken" in line.public for line in table.log.lines)
    click_card(way, table, "hand:0", "7H")
    assert moves(way, 2)[1] == "discard 7H"
    way.until(lambda: len(table.display.zones["hand:1"]) == 7, 2_000)


def test_no_hand_hand_outlines_the_cards_that_may_be_shed(way: Way) -> None:
    zones = {"hand:0": "9S 10H 8D 7C 2S JH 6D", "hand:1": "QH QS 4C 8C JD AS 6H", "waste": "8H"}
    facts = {"phase": "play", "contracts": ["no-hand-hand", "faced-by-evens"]}
    table = ready_at(way, [YOU, BASIL], zones, facts=facts)
    marked = table.renderer.marked_slots(table.picture())
    sheddable = {str(table.display.zones["hand:0"][i]) for (zone, i), _ in marked.items() if zone == "hand:0"}
    # Every hand card starts a trade too, so the sheds are told apart by their target, the waste.
    sheds = {str(g.action).split()[1] for g in table.interaction.gestures if str(g.action).startswith("shed")}
    assert sheds == {"9S", "10H", "8D", "7C"}
    assert sheds <= sheddable
    click_card(way, table, "hand:0", "2S")
    click_zone(way, table, "waste")
    assert "may not go on" in said(way, table)


def test_the_keyboard_declares_and_undo_cannot_take_the_declaration_back(way: Way) -> None:
    table = ready_at(way, [YOU, BASIL], {}, facts={"phase": "declare", "leader": 0})
    assert table.accepting_input
    # The arrows reach the contracts (they are the only moves); Enter declares the focused one.
    options = table.input.focus_options()
    assert len(options) == 7
    way.key(pygame.K_TAB)  # the first key only shows where the focus is
    way.key(pygame.K_TAB)
    focused = table.focus
    assert isinstance(focused, Gesture) and isinstance(focused.action, Declare)
    way.key(pygame.K_RETURN)
    assert moves(way, 1)[0] == str(focused.action)
    # Basil declares too; then it is the player's first turn.
    way.until(lambda: table.display.public["phase"] == "play" and table.accepting_input, 2_000)
    # The hand is in sight now: declaring again would not be blind, so Undo refuses.
    way.key(pygame.K_u)
    assert "cannot be taken back" in said(way, table)
    assert moves(way)[0] == str(focused.action)
    assert public(way)["phase"] == "play" and table.display.public["phase"] == "play"
    assert None not in table.display.zones["hand:0"]


def test_the_two_of_spades_is_laid_on_a_big_flush_with_two_clicks(way: Way) -> None:
    zones = {
        "hand:0": "2S 7H 7D 9C KS KH 3D 4S",
        "flush:1": "2H 5H 8H 10H JH QH AH",
        "hand:1": "",
        "hand:2": "3S 5S 7C 9D JC 4D 6D",
        "waste": "10S",
    }
    facts = {
        "phase": "drawn",
        "contracts": ["full-full-house", "big-flush", "odd-man-out"],
        "waits": [0, 1, 0],
    }
    table = ready_at(way, [YOU, BASIL, CHLOE], zones, facts=facts)
    click_card(way, table, "hand:0", "2S")
    click_card(way, table, "flush:1", "JH")
    assert moves(way, 1)[0] == "force 1"
    settle(way, table)
    # The flush went back to Basil's hand, which the player now sees (the look), to take a card.
    assert table.display.zones["flush:1"] == []
    assert table.display.zones["hand:1"] == cards("2H 5H 8H 10H JH QH AH")
    click_card(way, table, "hand:1", "AH")
    assert moves(way, 2)[-1] == "grab AH"


def test_the_rounds_end_shows_every_hand_and_the_winning_one_from_the_views(way: Way) -> None:
    """You draw the 7♣ that completes four 7s with the joker and discard the 2♣: the round is
    over, Basil's hand turns up on the table and the panel lays out yours."""
    hands = {"hand:0": "7S 7H X KS KH KD 2C", "hand:1": "4D 6H 6C 10C 10S QC QD"}
    rest = [str(card) for card in make_rules(way.driver.app.ctx.catalog.get(VARIANT)).deck(2)]
    for word in " ".join([*hands.values(), "7C"]).split():
        rest.remove(word)
    zones = {**hands, "stock": " ".join([*rest, "7C"])}  # the 7♣ on top
    facts = {"phase": "play", "contracts": ["full-full-house", "odd-man-out"]}
    table = ready_at(way, [YOU, BASIL], zones, facts=facts)
    assert table.display.zones["hand:1"] == [None] * 7
    way.key(pygame.K_d)
    settle(way, table)
    click_card(way, table, "hand:0", "2C")
    click_zone(way, table, "waste")
    # (Across the room the host deals on once the round is over: the table shows its end.)
    # (Across the room the winning hand comes with the round's record, just after its end.)
    way.until(lambda: table.session.over and table.turns.synced and winning_cards(table), 2_000)
    assert table.display.zones["hand:1"] == cards("4D 6H 6C 10C 10S QC QD")
    # Laid down as the contract reads: the four 7s (the joker as the fourth), then the kings.
    laid = [(str(card), stand) for card, stand in winning_cards(table)]
    assert laid[3:] == [("X", 7), ("KS", None), ("KH", None), ("KD", None)]
    assert sorted(card for card, _ in laid[:3]) == ["7C", "7H", "7S"]


def _offer_pixels(table: TableScene, without_offer: bool = False) -> bytes:
    """The table as drawn, cut to where the offer and its label lie; ``without_offer`` draws
    it with the offer taken out of the layout (bare felt there)."""
    layout = table.layout
    area = layout.zones["offer"].area(1).union(layout.labels["label:offer"]).inflate(8, 8)
    zone, label = layout.zones["offer"], layout.labels["label:offer"]
    if without_offer:
        del layout.zones["offer"], layout.labels["label:offer"]
    surface = pygame.Surface(table.ctx.size)
    table.draw(surface)
    layout.zones["offer"], layout.labels["label:offer"] = zone, label
    return pygame.image.tobytes(surface.subsurface(area), "RGB")


def test_the_offer_shows_only_while_a_trade_waits(way: Way) -> None:
    """No empty "offer 0" slot beside the waste: it appears with a proposed card, for its answer."""
    zones = {"hand:0": "7S 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
    table = two_people_at(way, zones)  # a person answers, so the offer waits on the table
    assert _offer_pixels(table) == _offer_pixels(table, without_offer=True)
    curtains = trade_to_basil(way, table)
    assert [c.player for c in curtains] == ["Basil"]
    assert table.viewer == 1 and table.display.zones["offer"] == [None]
    assert _offer_pixels(table) != _offer_pixels(table, without_offer=True)


@pytest.mark.parametrize("size", [(1024, 600), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_needs_line_lies_in_its_own_region_clear_of_the_piles(
    sized_way: Callable[[tuple[int, int]], Way], size: tuple[int, int], players: int
) -> None:
    """ "Full Full House: … · need one more K" above the player's plate covered the stock's
    label at two seats on the smallest window: it is now a region of the layout."""
    way = sized_way(size)
    seats = [YOU, BASIL, CHLOE, SeatConfig("Dmitri", "medium")][:players]
    zones = {"hand:0": "7S 7H 7D 9C KS KH 3D", "waste": "5C", "picked": "2C 4H"}
    others = ["QH QS 4C 8D JD AS 6H", "3S 5S 7C 9D JC 4D 6D", "2D 3H 5D 8S 10C JH AC"]
    zones |= {f"hand:{seat}": others[seat - 1] for seat in range(1, players)}
    contracts = ["full-full-house", "fixed-straight", "odd-man-out", "faced-by-evens"][:players]
    table = ready_at(way, seats, zones, facts={"phase": "play", "contracts": contracts})
    layout = table.layout
    room = layout.labels["needs"]
    assert room.bottom <= layout.seats[0].plate.top
    others = {name: rect for name, rect in layout.regions().items() if name != "needs"}
    assert [name for name, rect in others.items() if rect.colliderect(room)] == []
    surface = Recorder(size)
    _draw_own_contract(surface, table)
    assert surface.images, "the needs line was not drawn"
    words = [image for image, _ in surface.images]
    assert any(image.get_height() >= text("K", 11, bold=True).get_height() for image in words)
    for _, rect in surface.images:
        assert room.contains(rect), f"the needs line {rect} leaves its region {room}"


@pytest.mark.parametrize("size", [(1024, 600), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_plate_shows_its_name_and_contract_in_full(
    sized_way: Callable[[tuple[int, int]], Way],
    size: tuple[int, int],
    players: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At four seats on 1024x600 the right-hand plate read "Dmitri · Fixed Straig…": a plate
    now grows into the free room beside it, so every name and contract is read whole."""
    way = sized_way(size)
    seats = [YOU, BASIL, CHLOE, SeatConfig("Dmitri", "medium")][:players]
    longest = max(Contract, key=lambda contract: len(title(contract)))
    zones = {"hand:0": "7S 7H 7D 9C KS KH 3D", "waste": "5C", "picked": "2C 4H"}
    others = ["QH QS 4C 8D JD AS 6H", "3S 5S 7C 9D JC 4D 6D", "2D 3H 5D 8S 10C JH AC"]
    zones |= {f"hand:{seat}": others[seat - 1] for seat in range(1, players)}
    facts = {"phase": "play", "contracts": [longest.value] * players}
    table = ready_at(way, seats, zones, facts=facts)
    surface = Recorder(size)
    table.renderer.draw_plates(surface, table.picture())
    for seat, geom in table.layout.seats.items():
        words = table.plate_text(seat)
        assert title(longest) in words
        drawn = [image for image, rect in surface.images if geom.plate.contains(rect)]
        assert drawn, f"nothing was drawn in seat {seat}'s plate"
        # Cut short, a label is narrower than the whole words at the smallest size in its face.
        whole = text(words, 11, bold=seat == table.session.to_move).get_width()
        assert max(image.get_width() for image in drawn) >= whole, f"{words!r} was cut short"
    # Grown, a plate beside the declaration panel runs no further under it than it did before
    # growing (a plate whose centre is under the panel is hidden by it anyway).
    grown = table.layout
    monkeypatch.setattr(layout_module, "_widen_plates", lambda layout, seats: None)
    table._layout_key = None
    before = table.compute_layout()
    panel = declaration_box(grown, 0)
    for seat, geom in grown.seats.items():
        if seat and not panel.collidepoint(geom.plate.center):
            under = geom.plate.clip(panel).width
            assert under <= before.seats[seat].plate.clip(panel).width, (
                f"seat {seat}'s plate grew under the panel"
            )


def test_the_log_tells_a_declaration_with_the_hand_it_turned_up(way: Way) -> None:
    # The hand turns up because its owner declared: told the other way round, a bot seemed to
    # look at its hand before declaring "blind" (a newcomer's play-test).
    table = way.open(VARIANT, 2, level="medium")

    def settled() -> None:
        for _ in range(400):
            way.step()
            if table.accepting_input or table.session.over:
                return

    settled()
    while table.display.public["phase"] != "play":
        if table.accepting_input and table.display.public["phase"] == "pick":
            way.play_turn()
        elif table.accepting_input:
            contract = next(b for b in table.buttons if isinstance(b, ContractButton) and b.enabled)
            way.click(contract.rect.center)
        settled()
    seen = [line.for_seat(table.viewer) for line in table.log.lines]
    me, basil = table.session.name(table.viewer), table.session.name(1 - table.viewer)
    # One line a declaration, which for its maker goes on with the hand it turned up.
    mine = [line for line in seen if line.startswith(f"{me} declare")]
    assert len(mine) == 1 and " · your hand: " in mine[0], seen
    view = table.session.view(table.viewer)
    hand = [card.symbol() for card in view.zones[Zone.parse(f"hand:{table.viewer}")] if card is not None]
    assert sorted(mine[0].split(" · your hand: ")[1].split()) == sorted(hand)
    theirs = [line for line in seen if line.startswith(f"{basil} declares")]
    assert len(theirs) == 1 and "hand" not in theirs[0], seen
    assert not any("looks at" in line for line in seen), seen


def test_the_log_names_a_stolen_card_to_both_hands_it_was_in(way: Way) -> None:
    # A newcomer robbed by a steal could not tell which card had gone: the one who held it
    # reads it, as the taker does; anyone else reads only "a card".
    zones = {"hand:0": "X 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS 6H", "hand:2": "2C 3C 10C 9H 6C 7C 8C",
             "waste": "5C"}  # fmt: skip
    contracts = [*CONTRACTS, "odd-man-out"]
    table = ready_at(way, [YOU, BASIL, CHLOE], zones, facts={"phase": "play", "contracts": contracts})
    way.driver.click_button("Steal: Basil")
    settle(way, table)
    stolen = [line for line in table.log.lines if "from Basil's hand" in line.public]
    assert len(stolen) == 1, "the two cards taken are one line"
    line = stolen[0]
    assert line.for_seat(2) == "You take 2 cards from Basil's hand"
    judge = way.judge
    taken = [card for card in judge.rules.zones(judge.state)[Zone.parse("hand:0")] if card in held_by_basil()]
    assert len(taken) == 2
    # The taker reads the cards. Both ways are a host's now, which tells this window's log in
    # its people's words only (each seat is told its own): Basil, a computer, is told nothing here.
    for seat in (0,):
        named = line.for_seat(seat)
        assert named in (
            f"You take the {taken[0].symbol()} and the {taken[1].symbol()} from Basil's hand",
            f"You take the {taken[1].symbol()} and the {taken[0].symbol()} from Basil's hand",
        ), named
    # The joker played is told once, by the steal: no line has it discarded as well.
    told = [line.public for line in table.log.lines]
    assert "You play a joker: 2 cards from Basil, +30" in told
    assert not any("discard" in words and "joker" in words for words in told), told


def held_by_basil() -> list[Card]:
    return cards("QH QS 4C 8D JD AS 6H")


def test_a_hand_face_down_to_its_owner_offers_no_sorting(way: Way) -> None:
    # Before the declaration the hand is face down to its owner: By suit / By rank would have
    # nothing to go by (and looked as if they did something to the blind pick).
    table = ready_at(way, [YOU, BASIL], {}, facts={"phase": "declare", "leader": 0})
    assert table.display.zones["hand:0"] == [None] * 7
    assert table.sort_buttons == []
    way.key(pygame.K_r, "r")
    assert table.session.hand_order.sorted_by(0) is None


def test_no_row_of_the_declaration_panel_stays_drawn_once_the_contract_is_declared(
    way: Way, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: the greyed row ("you declared it last round") stayed over the stock."""
    table = ready_at(
        way, [YOU, BASIL], {}, facts={"phase": "declare", "leader": 0, "last": ["big-flush", None]}
    )
    rows: list[str] = []
    original = ContractButton.draw

    def recording(button: ContractButton, surface: pygame.Surface) -> None:
        rows.append(button.label)
        original(button, surface)

    monkeypatch.setattr(ContractButton, "draw", recording)
    way.step()
    assert len(rows) == len(Contract), "the control: the panel's rows are drawn while it is up"
    odd = next(b for b in table.buttons if isinstance(b, ContractButton) and b.label.startswith("Odd"))
    way.click(odd.rect.center)
    assert moves(way, 1)[0] == "declare odd-man-out"  # (Basil may declare at once)
    # Across the room the panel stays up until the host's judgement is shown: from then on.
    way.until(lambda: table.display.public["contracts"][0] == "odd-man-out", 400)
    rows.clear()
    way.step(3)
    assert rows == [], f"drawn after the declaration: {rows}"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_no_hand_hand_tags_the_cards_that_may_be_shed(
    sized_way: Callable[[tuple[int, int]], Way], size: tuple[int, int]
) -> None:
    """Issue 28: every card is outlined (any may be traded), so the sheddable ones carry a tag.
    The rule: a card of the waste top's rank, one or two higher, or one lower; a joker any."""
    way = sized_way(size)
    zones = {"hand:0": "9C 7S KS 5H 8D X 7H", "hand:1": "QH QS 4C 8C JD AS 6H", "waste": "6C"}
    facts = {"phase": "play", "contracts": ["no-hand-hand", "fixed-straight"]}
    table = ready_at(way, [YOU, BASIL], zones, facts=facts)
    assert table.accepting_input
    hand = table.display.zones["hand:0"]
    tags = shed_tags(table)
    tagged = {str(hand[slot[1]]) for slot, _, _ in tags}
    assert tagged == {"7S", "7H", "8D", "5H", "X"}
    spots = table.layout.geom("hand:0").spots(len(hand))
    for (_, index), _, box in tags:
        assert spots[index].contains(box.center), f"the tag of the {hand[index]} is off its card"
        if index + 1 < len(hand):
            assert not spots[index + 1].contains(box.center), (
                f"the tag of the {hand[index]} is under the next card"
            )
    # Once a card is picked (a trade begun), the tags make way for the targets.
    click_card(way, table, "hand:0", "9C")
    assert shed_tags(table) == []


def _until_round_end_panel(way: Way, table: TableScene) -> None:
    way.until(lambda: any(button.value == "continue" for button in table.buttons), 2_000)


def basil_completes(way: Way, hand: str, contract: str) -> TableScene:
    """Basil (a computer) to discard after his draw, holding ``hand``: his discard of the 8♣
    completes ``contract``; the table once the round's end is shown."""
    zones = {"hand:0": "QH QS 4C 8D JD AH 6H", "hand:1": hand, "waste": "5C"}
    facts = {
        "phase": "drawn",
        "mover": 1,
        "contracts": ["fixed-straight", contract],
        "birthdays": ["1990-06-15", "1995-07-23"],
    }
    # A private table made from this position (a take-over) waits for the person to be seated
    # before Basil moves: his move ending the round before it was seen lost the round's end.
    table = way.open_at(VARIANT, [YOU, BASIL], zones, to_move=1, facts=facts)
    way.step(3)
    _until_round_end_panel(way, table)
    # The control, as shown (across the room the host has dealt on already).
    assert table.session.over and table.display.zones["waste"][-1] == Card.parse("8C")
    return table


def test_a_bots_birthday_wish_shows_its_birthday_with_the_winning_hand_and_in_the_log(way: Way) -> None:
    """Issue 28: nobody could check a bot's Birthday Wish. The rules' example: 23 July 1995 is
    7, 2, 3, A, 9, 9, 5 (the month, the day's two digits, the year's four, 0 = K, 1 = A)."""
    table = basil_completes(way, "7C 2D 3H AS 9C 9D 5S 8C", "birthday-wish")
    proof = "Basil's birthday: 23 July 1995, as cards 7 2 3 A 9 9 5"
    lines = round_end_lines(CrazyJokersFacts.of(table.display.view), table.session.names())
    assert lines[:2] == ["Basil completes A Birthday Wish", proof]
    logged = [line.for_seat(0) for line in table.log.lines]
    assert proof in logged and logged.index(proof) > logged.index("Basil completes A Birthday Wish (75)")


def test_a_birthday_is_not_told_for_another_contract(way: Way) -> None:
    table = basil_completes(way, "7C 7D 7H 7S KC KD KH 8C", "full-full-house")
    assert not any(
        "birthday" in line
        for line in round_end_lines(CrazyJokersFacts.of(table.display.view), table.session.names())
    )
    assert not any("birthday" in line.for_seat(0) for line in table.log.lines)


# An all-computer table watched, frame by frame (through its private table: this window its
# watcher; the computers play at the host's pace, so the table's phase is read from what it shows).
def test_the_picked_cards_turn_up_for_the_lead_then_lie_face_down(driver: Driver, drawn: list[Card]) -> None:
    """The faces the renderer is asked to draw, frame by frame, in a round of bots: the picks
    show as they go to the picked row to decide the lead; once the turns have begun, none of
    them is drawn face up again (the views hide them, and the table draws the views)."""
    faces = drawn
    driver.setup_game(VARIANT, 2, ["easy", "easy"])
    while_moving = once_settled = settled_frames = 0
    picked: set[Card] = set()
    for _ in range(3000):
        faces.clear()
        driver.step()
        table = driver.top
        if not isinstance(table, TableScene):
            break  # the round's sheet
        private = getattr(table.session, "private", None)
        assert private is not None, "a watched game plays at a private table"
        # The cards turned up for the lead, as the host holds them (the deal's, once picked).
        picked = picked or set(private.read(lambda game: [c for c in game.state.picked if not c.is_joker]))
        shown = table.display.view  # the phase and turn the window shows now
        if not picked:
            continue
        drawn = sum(card in picked for card in faces)
        # The watched table's moves come one after another (the host ahead): the turns begun
        # is where the table shows the play (the picks and declarations done).
        if CrazyJokersFacts.of(shown).phase not in ("pick", "declare"):
            once_settled += drawn
            settled_frames += 1
        elif table.timeline.busy:
            while_moving += drawn
        if shown.turn >= 12:
            break
    assert while_moving > 0, "the picks were never drawn face up on their way to decide the lead"
    assert settled_frames > 0 and once_settled == 0, "a picked card lay face up after the lead"
