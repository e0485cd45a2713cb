"""A finished round's frame carries its sole winner's hand laid down as it won (a Crazy Jokers
contract, the joker with the rank it stands for) only when every seat of the deal sees that
hand face up: the panel across the room lays it out as at home, and a hand any seat could not
see is never named (no game of the five ends so today: the guard is tested by hiding a card)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.engine import View, make_rules
from game.engine.events import Event
from game.engine.zones import hand_zone
from game.net.host import REMOTE, Recorder, SeatPlan, TableHost
from tests.scenes.positions import POSITION_SEED, match_at

from .table import CATALOG


class RoundFrames(Recorder):
    """Every round frame the host sends, and each deal's winner's hand as the winner held it."""

    def __init__(self) -> None:
        self.rounds: list[dict[str, object]] = []

    def sent(self, seat: int, frame: str, host: TableHost, events: list[Event]) -> None:
        message = json.loads(frame)
        if message.get("type") == "round":
            self.rounds.append(message)


def won_by_a_contract(frames: RoundFrames) -> TableHost:
    """You draw the 7♣ that completes four 7s with the joker and discard the 2♣: the round is
    over, won by Full Full House (every hand face up, as Crazy Jokers ends a round)."""
    variant = CATALOG.get("crazy-jokers")
    hands = {"hand:0": "7S 7H X KS KH KD 2C", "hand:1": "4D 6H 6C 10C 10S QC QD"}
    rest = [str(card) for card in make_rules(variant).deck(2)]
    for word in " ".join([*hands.values(), "7C"]).split():
        rest.remove(word)
    zones = {**hands, "stock": " ".join([*rest, "7C"])}  # the 7♣ on top
    facts = {"phase": "play", "contracts": ["full-full-house", "odd-man-out"]}
    plans = [SeatPlan("You", REMOTE), SeatPlan("Basil", REMOTE)]
    host = TableHost(
        variant, plans, POSITION_SEED, match=match_at(variant, 2, zones, facts=facts), recorder=frames
    )
    for move in ("draw", "discard 2C"):
        host._apply(host.rules.parse_action(move))
    assert host.session.over and host.session.state.winners == (0,)
    return host


def test_a_contract_every_seat_sees_is_laid_down_as_it_won() -> None:
    frames = RoundFrames()
    won_by_a_contract(frames)._end_round()
    laid = [(card, stand) for card, stand in frames.rounds[-1]["laid"]]  # type: ignore[attr-defined]
    assert laid[3:] == [("X", 7), ("KS", None), ("KH", None), ("KD", None)]
    assert sorted(card for card, _ in laid[:3]) == ["7C", "7H", "7S"]


def test_a_winning_hand_hidden_from_any_seat_is_never_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same round, but Basil's view of your hand holds a card face down (as a game whose
    winner keeps hidden cards would): the frame names none of them."""
    frames = RoundFrames()
    host = won_by_a_contract(frames)
    seen = host.session.view

    def one_card_hidden(seat: int) -> View:
        view = seen(seat)
        if seat != 1:
            return view
        hand = hand_zone(0)
        zones = {**view.zones, hand: (None, *view.zones[hand][1:])}
        return replace(view, zones=zones)

    monkeypatch.setattr(host.session, "view", one_card_hidden)
    host._end_round()
    assert frames.rounds[-1]["laid"] == []
