"""The move log and the refusals in one notation, as players read cards (9♠), one line per thing
that happened, in words a player uses (issue 28: "the 6 of spades" beside "9♠", an eliminated
player who "plays" the cards leaving with them, a joker steal told as a discard too, refusals
ending with tags such as "(take)")."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.engine import make_rules
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene
from game.scenes.table.words.log import LogLine
from tests.every_game import base_variants

from .both_ways import Way
from .driver import Driver
from .test_quatorze_moves import click_card

SUIT_WORDS = re.compile(r"\b(ace|king|queen|jack|\d+) of (spades|hearts|diamonds|clubs)\b", re.IGNORECASE)
NOTATION = re.compile(r"(?<![\w])(10|[2-9AJQK])[SHDC](?![\w])")
VARIANTS = base_variants()
# The games whose every move is a click (Quatorze's melds are laid by a key: played both ways in
# test_quatorze_moves).
CLICKED = [variant for variant in VARIANTS if variant != "quatorze"]
SEATS = [SeatConfig("You"), SeatConfig("Basil", "medium"), SeatConfig("Chloe", "medium")]


def played(
    driver: Driver, variant_id: str, seed: int, moves: int = 400, short_of_end: bool = False
) -> Session:
    """A deal played at random for up to ``moves`` actions (``short_of_end``: the same deal
    stopped at the last person's turn before its end, where it ended or a computer is to move)."""
    variant = driver.app.ctx.catalog.get(variant_id)
    players = max(variant.min_players, min(3, variant.max_players))
    session = Session(variant, make_rules(variant), SEATS[:players], seed)
    rng = random.Random(seed)
    applied = 0
    while applied < moves and not session.over:
        legal = session.legal()
        session.apply(legal[rng.randrange(len(legal))])
        applied += 1
    if short_of_end and applied and (session.over or not session.is_human(session.to_move)):
        return played(driver, variant_id, seed, applied - 1, short_of_end)
    return session


def played_out(driver: Driver, variant_id: str, seed: int, moves: int = 400) -> TableScene:
    """A deal played at random for up to ``moves`` actions, then opened at the table as a game
    continued (through a private table made from it, as Continue opens one): the table tells it
    again from its origin, as it logs every move (its host's retelling, read once the person may
    act). Stopped at a person's turn short of the deal's end: a private table made from a deal
    that ends as it opens (at its end, or a computer's last move to come) deals the next one
    before the window has shown it (reported), so the log read would be the next deal's."""
    session = played(driver, variant_id, seed, moves, short_of_end=True)
    table = driver.open_game(session, resumed=True, replace=True)
    for _ in range(2_000):
        if table.accepting_input and not table.timeline.busy:
            break
        driver.step()
    assert table.accepting_input, "the person to move is never asked"
    return table


def every_reading(lines: list[LogLine], players: int) -> list[str]:
    return [line.for_seat(seat) for line in lines for seat in range(players)]


def assert_cards_in_symbols(read: list[str]) -> None:
    assert len(read) > 20
    assert not [line for line in read if SUIT_WORDS.search(line)], "a card written in words"
    assert not [line for line in read if NOTATION.search(line)], "a card in the engine's notation"
    assert any(re.search(r"(10|[2-9AJQK])[♠♥♦♣]", line) for line in read), "the control: cards are named"


@pytest.mark.parametrize("variant", CLICKED)
def test_a_deal_played_at_the_table_writes_cards_with_suit_symbols_and_refusals_untagged(
    way: Way, variant: str
) -> None:
    """A deal played by clicks to its end, at a local table and at one hosted in this process
    (``both_ways``): the Moves panel as the person reads it, and at each of their turns a card
    that starts no move clicked first, its refusal as the message line says it."""
    way.open(variant, way.driver.app.ctx.catalog.get(variant).min_players, seed=2)
    refusals: list[str] = []
    way.play_to_sheet(on_turn=lambda table: refusals.extend(refused_card(way, table)))
    table = way.scene()
    assert_cards_in_symbols([line.for_seat(table.viewer) for line in table.log.lines] + way.log())
    # The control: a card was refused (in NG and War every card in the hand starts a move).
    assert refusals or variant in ("q2j-ng", "q2j-war"), "no card was refused"
    for words in refusals:
        assert not NOTATION.search(words), words
        tag = re.search(r"\(([^()]*)\)\W*$", words)
        assert tag is None or re.fullmatch(r"rules? \d+([–-]\d+)?", tag.group(1)), words


def test_a_refused_card_is_said_before_the_next_click_is_taken(way: Way) -> None:
    """A card the rules refuse, then a playable one: the table tells why the first is refused
    before it takes the next click, and the refusal is gone once the second is played (across the
    room the refusal's words come from the host: they once came after the next move, said over
    it, and the table took clicks while they were on their way)."""
    zones = {"hand:0": "QC 3C 9D", "hand:1": "5H 6H", "discard": "AS"}
    way.open_at("q2j", [SeatConfig("You"), SeatConfig("Basil", "medium")], zones)
    table = way.ready()
    click_card(way, table, "QC")  # rule 4: no face card on an ace
    table = way.ready(2_000)
    assert way.message() == "Not allowed: no face card may go on an ace: Q♣ on A♠ (rule 4)"
    click_card(way, table, "3C")  # the same suit
    way.until(lambda: "3C" in way.zone("discard"), 2_000)
    assert way.message() == ""
    way.ready(2_000)
    assert "Not allowed" not in way.message()


def refused_card(way: Way, table: TableScene) -> list[str]:
    """At the person's turn, a card of their hand that starts no move clicked: what the message
    line says of it, if it says it is not allowed (the card put down again after)."""
    hand = f"hand:{table.viewer}"
    starts = {gesture.picks[0] for gesture in table.interaction.gestures if gesture.picks}
    others = [(hand, at) for at in range(len(table.display.zones.get(hand, ()))) if (hand, at) not in starts]
    if not others:
        return []
    table.toast.words = ""
    way.click(slot_center(table.layout, table.display, others[0]))
    way.ready(2_000)
    if table.interaction.selected:
        way.key(pygame.K_ESCAPE)
    return [way.message()] if table.toast.tone == "error" and way.message() else []


# A game continued from where it stands, told again from its origin by its private table's host.
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_card_in_the_log_is_written_with_its_suit_symbol(driver: Driver, variant: str) -> None:
    for seed in (1, 2):
        table = played_out(driver, variant, seed)
        assert_cards_in_symbols(every_reading(table.log.lines, table.session.players))


# Deals continued from where they stand, told again from their origin by their private tables' hosts.
def test_an_eliminated_players_cards_leave_with_the_elimination_in_one_line(driver: Driver) -> None:
    """NG: a player whose field is empty is out, and their remaining cards go to the discard pile
    (the rules' ruling); they are not played."""
    seen = 0
    for seed in range(1, 8):
        table = played_out(driver, "q2j-ng", seed)
        read = [line.public for line in table.log.lines]
        for at, line in enumerate(read):
            found = re.fullmatch(r"(\w+) (is|are) eliminated(: (.+) goes? to the discard pile)?", line)
            if found is None:
                continue
            seen += 1
            who = found.group(1)
            later = read[at + 1 :]
            assert not [words for words in later if words.startswith((f"{who} plays", f"{who} play "))], later
            if found.group(4):
                assert all(re.fullmatch(r"(10|[2-9AJQK])[♠♥♦♣]", card) for card in found.group(4).split())
    assert seen, "no elimination in seven random NG deals"


def test_the_2_of_spades_laid_to_look_is_one_line(way: Way) -> None:
    """The 2♠ laid and the look it gives are one thing: one line, the forcer alone reading the
    cards (at a local table and at one hosted in this process: ``both_ways``)."""
    zones = {"hand:0": "2S 7S 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
    facts = {"phase": "drawn", "contracts": ["full-full-house", "faced-by-evens"], "mover": 0}
    way.open_at("crazy-jokers", [SeatConfig("You"), SeatConfig("Basil", "medium")], zones, facts=facts)
    table = way.ready()
    way.click(next(b for b in table.buttons if b.label == "Look: Basil").rect.center)
    way.until(lambda: any("2♠" in line for line in way.log()), 2_000)
    told = [line for line in table.log.lines if "2♠" in line.public or "hand" in line.public]
    assert [line.public for line in told] == ["You lay the 2♠ to look at Basil's hand"]
    assert told[0].for_seat(table.viewer) == "You lay the 2♠ to look at Basil's hand: Q♥ Q♠ 4♣ 8♦ J♦ A♠ 6♥"
    assert told[0].for_seat(1) == told[0].public


# No table: the rules' refusal of every move met, asked of the session itself (not a table's
# reading: refusals as the message line says them run both ways above).
@pytest.mark.parametrize("variant", VARIANTS)
def test_refusals_carry_no_internal_tags(driver: Driver, variant: str) -> None:
    """Every refusal met in a random deal: the engine's message in suit symbols, and at most the
    seed's rule number ("(rule 4)"), never a tag such as "(take)" or "(taken card)"."""
    session = played(driver, variant, 3, moves=0)  # the engine's own refusals: no table needed
    rng = random.Random(5)
    tried = 0
    seen_actions: list[object] = []
    for _ in range(120):
        if session.over:
            break
        legal = session.legal()
        seen_actions.extend(legal)
        for action in rng.sample(seen_actions, min(12, len(seen_actions))):
            refusal = session.refusal(action)  # type: ignore[arg-type]
            if refusal is None:
                continue
            words = session.why_illegal(action)  # type: ignore[arg-type]
            assert words is not None
            tried += 1
            numbered = re.fullmatch(r"rules? \d+(-\d+)?", refusal.rule)
            assert numbered or f"({refusal.rule})" not in words, words
            assert not NOTATION.search(words), words
        session.apply(legal[rng.randrange(len(legal))])
    assert tried > 10
