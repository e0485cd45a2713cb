"""A game handed to a private table with its deal already over (its last card played, its round
not yet scored) has its round's end shown to the people at the window: the host scores it once
they are seated, so they stand at the finished deal, then read its round, before the next deal.
Scored before, the window would be dealt past the round, or, at a match's last deal, stand at a
table with nothing to do."""

from __future__ import annotations

import os
import random

import pytest

from game.engine import make_rules
from game.net.private_table import PrivateTable
from game.play.seats import SeatConfig
from game.play.session import Session
from game.variants.catalog import load_catalog

WAIT = 0.5
SEATS = [SeatConfig("Ada"), SeatConfig("Basil", "easy"), SeatConfig("Chloe", "easy")]


def deal_over(variant_id: str) -> Session:
    variant = load_catalog().get(variant_id)
    session = Session(variant, make_rules(variant), SEATS, 11)
    rng = random.Random(11)
    while not session.over:
        session.apply(rng.choice(session.legal()))
    return session


@pytest.mark.parametrize(("variant_id", "match_over"), [("quatorze", False), ("q2j", True)])
def test_the_people_stand_at_the_finished_deal_then_read_its_round(variant_id: str, match_over: bool) -> None:
    table = PrivateTable(deal_over(variant_id), resumed=True, save=False)
    table.start()
    assert not table.failure, table.failure
    try:
        (person,) = table.people()
        state = person.state()
        for _ in range(240):
            if state.records and (state.phase == "over" or len(state.arrivals) > 1):
                break
            state = person.wait(state, WAIT)
        first = state.arrivals[0]
        assert first.rounds_done == 0, "the window was dealt past the finished round"
        assert [record.number for record in state.records] == [1]
        assert (state.phase == "over") is match_over
    finally:
        table.close()
        assert table.join(30)


def out_and_deal_over() -> Session:
    """An Elimination match whose person (seat 0) is out, a later deal played to its end."""
    variant = load_catalog().get("q2j-elimination")
    for seed in range(1, 40):
        session = Session(variant, make_rules(variant), [*SEATS, SeatConfig("Dora", "easy")], seed)
        rng = random.Random(seed)
        while not session.match_over:
            while not session.over:
                session.apply(rng.choice(session.legal()))
            if 0 not in session.match.seats_in_round and len(session.match.seats_in_round) > 1:
                return session  # a deal the person is not in, ended, unscored
            session.finish_round()
            if not session.match_over:
                session.next_round()
    raise AssertionError("no match of these put the person out before its last deal")


def test_a_watcher_stands_at_the_finished_deal_then_reads_its_round() -> None:
    session = out_and_deal_over()
    rounds_before = len(session.match.rounds)
    table = PrivateTable(session, resumed=True, save=False)
    table.start()
    assert not table.failure, table.failure
    try:
        (watcher,) = table.people()  # nobody here is dealt in: the window watches
        state = watcher.state()
        for _ in range(240):
            if len(state.records) > rounds_before:
                break
            state = watcher.wait(state, WAIT)
        assert state.arrivals, "the watcher was shown nothing"
        assert state.arrivals[0].rounds_done == rounds_before, "dealt past the finished round"
        assert len(state.records) == rounds_before + 1
    finally:
        table.close()
        assert table.join(30)


def test_a_private_tables_computers_think_in_a_worker_process() -> None:
    """A host inside the window's process has its computers search in a worker process, so their
    searches take no frame's time (the GIL, the collector); the moves are still the host's."""
    variant = load_catalog().get("q2j")
    session = Session(
        variant, make_rules(variant), [SeatConfig("Ada", "medium"), SeatConfig("Basil", "medium")], 5
    )
    table = PrivateTable(session, save=False)
    table.start()
    try:
        (watcher,) = table.people()  # nobody sits: watched, the computers play
        state = watcher.state()
        for _ in range(240):
            if len(state.arrivals) > 3:
                break
            view = state.arrivals[-1].view if state.arrivals else None
            if view is not None:
                table.watched_to(view.turn)  # shown: a watched table's computers play on
            state = watcher.wait(state, WAIT)
        host = table.host
        assert host is not None and len(state.arrivals) > 3, "the computers did not play"
        worker = getattr(host.deciders, "runner", None)
        assert worker is not None and worker.pid not in (None, os.getpid())
    finally:
        table.close()
        assert table.join(30)
