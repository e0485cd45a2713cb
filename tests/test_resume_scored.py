"""A saved scored match resumes mid-match (issues 14 and 16): the same round, scores, dealer,
carried facts (Crazy Jokers' last contracts and birthdays) and score sheet; a save with a bad
birthday is reported and set aside like any broken save."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import make_rules
from game.files import saves
from game.play.resume import resume_session, save_session
from game.play.seats import HUMAN, SeatConfig
from game.play.session import Session
from game.player.birthdays import match_birthdays
from game.scenes.score_sheet import score_sheet
from game.variants import load_catalog

CATALOG = load_catalog()
LEVELS = ("random", "easy", "medium")


def _mid_match(variant_id: str, players: int, rounds: int, seed: int) -> Session:
    """A session ``rounds`` rounds in, and some way into the next one, by seeded random moves."""
    variant = CATALOG.get(variant_id)
    rules = make_rules(variant)
    seats = [SeatConfig("Maya", HUMAN), *(SeatConfig(f"Bot {n}", "random") for n in range(1, players))]
    carried = None
    if rules.uses_birthdays:
        carried = {"birthdays": match_birthdays([None] * players, seed)}
    session = Session(variant, rules, seats, seed, carried)
    rng = random.Random(seed)
    for _ in range(rounds):
        while not session.state.over:
            session.apply(rng.choice(session.legal()))
        session.finish_round()
        assert not session.match_over
        session.next_round()
    for _ in range(25):
        session.apply(rng.choice(session.legal()))
    return session


@pytest.mark.parametrize(("variant_id", "players"), [("quatorze", 4), ("crazy-jokers", 3)])
def test_a_scored_match_resumes_at_the_same_round_scores_dealer_and_facts(
    tmp_path: Path, variant_id: str, players: int
) -> None:
    session = _mid_match(variant_id, players, 2, 17)
    path = tmp_path / "autosave.yaml"
    assert save_session(session, path) is None
    resumed, problem = resume_session(CATALOG, LEVELS, "random", path)
    assert problem == "" and resumed is not None
    before, after = session.match, resumed.match
    assert len(after.rounds) == len(before.rounds) == 2
    assert after.scores == before.scores and after.dealer == before.dealer
    assert after.first_carried == before.first_carried
    assert after.context() == before.context()  # scores and carried facts for the next deal
    rules = session.rules
    assert rules.state_text(resumed.state) == rules.state_text(session.state)
    assert resumed.view(0) == session.view(0)  # birthdays and last contracts among the open facts
    names = [seat.name for seat in session.seats]
    assert score_sheet(after, names) == score_sheet(before, names)


def test_a_hand_written_save_may_give_birthdays_as_plain_dates(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(
        "version: 1\nvariant: crazy-jokers\nseed: 1\nseats: [{name: A}, {name: B, kind: ai, level: easy}]\n"
        "rounds: []\ncarried: {birthdays: [1995-07-23, 1971-01-30]}\n"
    )
    resumed, problem = resume_session(CATALOG, LEVELS, "random", path)
    assert problem == "" and resumed is not None
    assert resumed.view(0).public["birthdays"] == ["1995-07-23", "1971-01-30"]


def test_crazy_jokers_last_contracts_and_birthdays_survive_the_save(tmp_path: Path) -> None:
    session = _mid_match("crazy-jokers", 3, 2, 17)
    path = tmp_path / "autosave.yaml"
    save_session(session, path)
    assert saves.read(path).carried == {"birthdays": list(match_birthdays([None] * 3, 17))}
    resumed, _ = resume_session(CATALOG, LEVELS, "random", path)
    assert resumed is not None
    facts = resumed.view(1).public
    assert facts["birthdays"] == list(match_birthdays([None] * 3, 17))
    last = facts["last"]
    assert last == session.view(1).public["last"] and isinstance(last, list) and any(last)


@pytest.mark.parametrize(
    ("carried", "expected"),
    [
        ("{birthdays: [1995-07-23, '1995-02-30']}", "carried.birthdays.1: '1995-02-30' is not a day"),
        ("{birthdays: [1995-07-23, '2300-01-01']}", "carried.birthdays.1: '2300-01-01' cannot be a birthday"),
        ("{birthdays: [1995-07-23]}", "carried.birthdays: must hold one value per seat (2), got 1"),
        ("[1, 2]", "carried: must map fact names to one value per seat"),
    ],
)
def test_a_save_with_bad_carried_facts_is_reported_and_set_aside(
    tmp_path: Path, carried: str, expected: str
) -> None:
    text = (
        "version: 1\nvariant: crazy-jokers\nseed: 1\nseats: [{name: A}, {name: B, kind: ai, level: easy}]\n"
        f"rounds: []\ncarried: {carried}\n"
    )
    path = tmp_path / "autosave.yaml"
    path.write_text(text)
    resumed, problem = resume_session(CATALOG, LEVELS, "random", path)
    assert resumed is None and expected in problem and str(path) in problem
    assert (tmp_path / "autosave.yaml.bad").read_text() == text
