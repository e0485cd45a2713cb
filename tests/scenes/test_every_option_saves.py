"""Every option of every game saves, continues and replays (issue 44, second blocker: Match:
Single stopped the autosave of Crazy Jokers and Quatorze, an enum the save's YAML refused).

The option space is read from the catalog (every variant in ``config/`` and the games'
registered ``OptionSpec``s), never from a list written here. Values are chosen as the Options
screen chooses them: through ``OptionChoices`` with the very values its buttons carry (a
choice's button holds the spec's own value, ``MatchMode.SINGLE``), its steps and its typed
numbers; a value the rules refuse is refused there as on the screen. The game is then dealt as
the setup's Start deals it, played a little, autosaved by the table's writer, continued as the
menu's Continue does, played on, and the history's record of it replayed: from the record
itself, from the history file, and from its export.
"""

from __future__ import annotations

import contextlib
import datetime
import random
import tempfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import Variant, make_rules
from game.files import autosaving, saves
from game.history.database import connect
from game.history.records import Status
from game.history.replay import Replay
from game.history.replay_file import read_replay, write_replay
from game.history.snapshot import game_record
from game.history.store import load_game, write_game
from game.play.resume import resume_session
from game.play.seats import SeatConfig
from game.play.session import Session
from game.player.birthdays import match_birthdays
from game.player.settings import COMPUTER_LEVELS
from game.scenes.option_choices import OptionChoices, Value
from game.scenes.options_scene import OptionsScene
from game.scenes.setup import SetupScene
from game.scenes.table.scene import TableScene
from game.variants import load_catalog

from .driver import Driver

CATALOG = load_catalog()
VARIANTS = sorted(CATALOG.variants)
WHEN = datetime.datetime(2026, 11, 29, 9, 0, tzinfo=datetime.UTC)


def offered(choices: OptionChoices, name: str) -> list[Value]:
    """The values the Options screen offers for an option: its buttons (a yes/no, each choice),
    or for a number the ends of its steps' ladder and the variant's own (every number is an int
    to the save: the combinations below type and step others)."""
    spec = choices.spec(name)
    if spec.kind == "bool":
        return [False, True]
    if spec.kind == "choice":
        return list(spec.choices)
    ladder = choices.ladder(spec)
    return sorted({ladder[0], int(choices.defaults[name]), ladder[-1]})


def players_for(variant: Variant, rules: Any) -> list[int]:
    """The numbers of players the setup may seat for these rules."""
    allowed = []
    for players in range(variant.min_players, variant.max_players + 1):
        try:
            rules.check_players(players)
        except Exception:
            continue
        allowed.append(players)
    return allowed


def play(session: Session, rng: random.Random, moves: int) -> None:
    """``moves`` random legal moves, a finished round scored and the next dealt as at the table."""
    for _ in range(moves):
        if session.match_over:
            return
        if session.over:
            session.next_round()
        session.apply(rng.choice(session.legal()))
        if session.over:
            session.finish_round()  # the table scores a round as it ends


def dealt(choices: OptionChoices, players: int, seed: int) -> Session:
    """The game as the setup's Start deals it with the options chosen."""
    chosen = choices.chosen()
    variant = replace(choices.variant, options={**choices.variant.options, **chosen})
    rules = make_rules(variant)
    seats = [SeatConfig("Ada"), *(SeatConfig(f"Bot {n}", "easy") for n in range(1, players))]
    carried = {"birthdays": match_birthdays([None] * players, seed)} if rules.uses_birthdays else None
    session = Session(variant, rules, seats, seed, carried)
    session.chosen_options = dict(chosen)
    return session


def position(session: Session) -> tuple[object, ...]:
    """Where a game stands: its rounds played, its scores, and the deal in progress as text."""
    match = session.match
    state = match.state
    return (
        len(match.round_logs),
        tuple(match.scores),
        None if state is None else session.rules.state_text(state),
    )


def saved_continued_and_replayed(
    choices: OptionChoices, players: int, seed: int, before: int, after: int, folder: Path
) -> None:
    """The check itself: save after ``before`` moves, continue, play ``after`` more, replay."""
    chosen = choices.chosen()
    session = dealt(choices, players, seed)
    play(session, random.Random(seed), before)
    if session.match_over:
        return  # a finished match leaves no save to continue
    save = folder / "autosave.yaml"
    refused = session.save(save)
    assert autosaving.flush()
    refused = refused or session.save(save)  # a refusal is said at the save after it
    assert refused is None, refused
    assert save.exists(), f"no save for {chosen}"
    resumed, problem = resume_session(CATALOG, COMPUTER_LEVELS, "easy", save)
    assert resumed is not None, problem
    assert resumed.chosen_options == chosen
    assert resumed.rules.options == session.rules.options
    if session.over and session.match.round_recorded:
        session.next_round()  # saved at a round's end: Continue deals the next, as the table goes on
    assert position(resumed) == position(session)
    mover, again = random.Random(seed + 1), random.Random(seed + 1)
    play(session, mover, after)
    play(resumed, again, after)
    assert position(resumed) == position(session), f"the continued game went another way with {chosen}"

    status = Status.FINISHED if resumed.match_over else Status.PLAYING
    record = game_record(resumed, f"options {seed}", WHEN, {}, status, WHEN if resumed.match_over else None)
    replay = Replay(record)
    assert replay.matches_record, replay.mismatches
    assert len(replay) > 0 and replay.frame(len(replay) - 1) is not None
    db = connect(folder / "history.sqlite3")
    try:
        stored = load_game(db, write_game(db, record))
    finally:
        db.close()
    assert stored is not None
    assert Replay(stored.record).matches_record
    exported = folder / "game.yaml"
    write_replay(stored.record, exported)
    from_file = read_replay(exported).record
    assert from_file.options == stored.record.options
    assert Replay(from_file).matches_record


@pytest.fixture
def folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="q2j-options-") as made:
        yield Path(made)


def every_offered_value() -> list[tuple[str, str, Value]]:
    """Each variant's each option at each value its screen offers, one at a time."""
    cases = []
    for variant_id in VARIANTS:
        choices = OptionChoices(CATALOG.get(variant_id))
        for spec in choices.specs:
            for value in offered(choices, spec.name):
                if choices.refusal(spec.name, value) is None:
                    cases.append((variant_id, spec.name, value))
    return cases


def test_the_option_space_is_read_from_the_catalog() -> None:
    cases = every_offered_value()
    games = {CATALOG.get(variant).game for variant, _, _ in cases}
    assert games == {variant.game for variant in CATALOG.variants.values()}
    assert len({variant for variant, _, _ in cases}) == len(CATALOG.variants)
    assert ("crazy-jokers", "match", "single") in cases and ("quatorze", "match", "single") in cases


@pytest.mark.parametrize(("variant_id", "name", "value"), every_offered_value())
def test_each_value_offered_saves_continues_and_replays(
    folder: Path, variant_id: str, name: str, value: Value
) -> None:
    choices = OptionChoices(CATALOG.get(variant_id))
    choices.set(name, value)
    players = players_for(choices.variant, choices.rules())
    assert players, f"{variant_id} with {name}={value!r} seats nobody"
    saved_continued_and_replayed(choices, players[-1], 11, 6, 4, folder)


@st.composite
def screens(draw: st.DrawFn) -> tuple[OptionChoices, int, int, int, int]:
    """A variant, and its Options screen used as a player uses it: options taken in any order,
    a button pressed, a number stepped or typed (a refused one is refused and left)."""
    choices = OptionChoices(CATALOG.get(draw(st.sampled_from(VARIANTS))))
    for spec in draw(st.permutations(choices.specs)):
        if spec.kind == "int":
            how = draw(st.sampled_from(("step", "type", "leave")))
            if how == "step":
                for _ in range(draw(st.integers(1, 4))):
                    choices.step(spec.name, draw(st.sampled_from((-1, 1))))
                continue
            if how == "leave":
                continue
            low = spec.minimum if spec.minimum is not None else -10
            high = spec.maximum if spec.maximum is not None else 10_000
            value: Value = draw(st.integers(low - 2, high + 2))
        else:
            value = draw(st.sampled_from(offered(choices, spec.name)))
        with contextlib.suppress(ValueError):  # the screen says why and keeps the value before
            choices.set(spec.name, value)
    players = draw(st.sampled_from(players_for(choices.variant, choices.rules())))
    return choices, players, draw(st.integers(0, 999_999)), draw(st.integers(0, 40)), draw(st.integers(1, 8))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(screens())
def test_any_options_chosen_on_the_screen_save_continue_and_replay(
    case: tuple[OptionChoices, int, int, int, int],
) -> None:
    choices, players, seed, before, after = case
    with tempfile.TemporaryDirectory(prefix="q2j-options-") as made:
        saved_continued_and_replayed(choices, players, seed, before, after, Path(made))


def single_match_variants() -> list[str]:
    """One variant of each game whose Options screen offers a single round (not its own)."""
    single = [v for v in VARIANTS if "match" in {spec.name for spec in OptionChoices(CATALOG.get(v)).specs}]
    single = [
        v
        for v in single
        if "single" in offered(OptionChoices(CATALOG.get(v)), "match")
        and OptionChoices(CATALOG.get(v)).values["match"] != "single"
    ]
    firsts = {CATALOG.get(v).game: v for v in reversed(single)}
    assert {"crazy-jokers", "quatorze"} <= set(firsts)
    return sorted(firsts.values())


@pytest.mark.parametrize("variant_id", single_match_variants())
def test_match_single_is_saved_through_the_options_screen(driver: Driver, variant_id: str) -> None:
    """Setup → Options → Single, as the player of the issue did: the table's autosave is there
    after Start, and Continue gives the single-round game back."""
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    driver.click(next(b for b in setup.buttons if b.value == ("variant", variant_id)).rect.center)
    driver.click(next(b for b in setup.buttons if b.value == ("options", 0)).rect.center)
    driver.step()
    options = driver.top
    assert isinstance(options, OptionsScene)
    single = next(b for b in options.buttons if b.value in (("set", "match", "single"),))
    driver.click(single.rect.center)
    driver.click(next(b for b in options.buttons if b.value == ("done", "")).rect.center)
    assert driver.top is setup
    for entry in setup.birthday_entries.values():
        entry.set_text("1990-06-15")
    driver.click(next(b for b in setup.buttons if b.value == ("start", 0)).rect.center)
    driver.step(2)
    assert isinstance(driver.top, TableScene), driver.top
    assert autosaving.flush()
    save = saves.default_save_path()
    assert save.exists(), "no autosave"
    assert saves.read(save).options == {"match": "single"}
    resumed, problem = resume_session(CATALOG, COMPUTER_LEVELS, "easy", save)
    assert resumed is not None, problem
    assert resumed.rules.match_mode == "single" and resumed.variant.id == variant_id
