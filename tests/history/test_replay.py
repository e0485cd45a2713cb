"""Replays: every game rebuilt from its deal number and actions ends as it was recorded, any
position can be shown (the same whether reached step by step or by a jump), every hand open; a
record that does not replay names its first failing action."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.engine import game_names, make_rules
from game.engine.match import Match
from game.engine.zones import SharedKind
from game.history.records import GameRecord
from game.history.replay import Frame, Replay, ReplayError
from game.variants import load_catalog

from .helpers import played_record

# A match of each game (Q2J's elimination and Quatorze's points-out over several rounds).
GAMES = [
    ("q2j", 3, 5),
    ("q2j-elimination", 4, 11),
    ("q2j-war", 2, 3),
    ("q2j-ng", 3, 8),
    ("quatorze", 3, 2),
    ("crazy-jokers", 3, 6),
]


def test_every_registered_game_is_replayed_here() -> None:
    replayed = {load_catalog().get(variant_id).game for variant_id, *_ in GAMES}
    missing = [game for game in game_names() if game not in replayed]
    assert not missing, f"add a match of {missing} to GAMES in tests/history/test_replay.py"


@pytest.fixture(scope="module")
def records() -> dict[str, GameRecord]:
    return {variant: played_record(variant, players, seed) for variant, players, seed in GAMES}


@pytest.mark.parametrize("variant", [variant for variant, _, _ in GAMES])
def test_every_game_replays_to_its_recorded_end(records: dict[str, GameRecord], variant: str) -> None:
    record = records[variant]
    replay = Replay(record)
    assert replay.mismatches == []
    assert replay.match.over and replay.match.winners == record.winners
    assert len(replay) == sum(len(played.actions) + 1 for played in record.rounds)
    assert [r.winners for r in replay.match.rounds] == [played.winners for played in record.rounds]


def frames(replay: Replay) -> list[Frame]:
    return [replay.frame(position) for position in range(len(replay))]


def same(one: Frame, other: Frame) -> bool:
    return (one.view, one.action, one.mover, one.events, one.round, one.move) == (
        other.view,
        other.action,
        other.mover,
        other.events,
        other.round,
        other.move,
    )


def test_any_position_is_the_same_reached_by_steps_or_by_a_jump(records: dict[str, GameRecord]) -> None:
    record = records["q2j-elimination"]
    forward = frames(Replay(record))
    jumping = Replay(record)
    rng = random.Random(3)
    for position in [rng.randrange(len(forward)) for _ in range(40)] + list(range(len(forward) - 1, -1, -7)):
        assert same(jumping.frame(position), forward[position]), position


def test_each_frame_follows_from_the_one_before(records: dict[str, GameRecord]) -> None:
    record = records["q2j-elimination"]
    shown = frames(Replay(record))
    rounds = record.rounds
    starts = [sum(len(r.actions) + 1 for r in rounds[:i]) for i in range(len(rounds))]
    assert Replay(record).starts() == starts
    for position, frame in enumerate(shown):
        if position in starts:
            assert frame.move == 0 and frame.action is None and frame.mover is None
            assert frame.events, "a deal's frame carries the deal's events, for the move log"
            continue
        before = shown[position - 1]
        played = rounds[frame.round - 1]
        assert frame.action == played.actions[frame.move - 1]
        # The seat that moved is the one the position before had to move.
        assert frame.mover == before.seats[before.view.to_move]
        assert frame.events, "every action reports what it did"
    ends = [start + len(r.actions) for start, r in zip(starts, rounds, strict=True)]
    assert [shown[end].result for end in ends] == list(Replay(record).match.rounds)
    assert all(frame.result is None for position, frame in enumerate(shown) if position not in ends)


@pytest.mark.parametrize("variant", ["crazy-jokers", "quatorze", "q2j-ng"])
def test_every_hand_is_open_at_every_position(records: dict[str, GameRecord], variant: str) -> None:
    replay = Replay(records[variant])
    rng = random.Random(5)
    for position in sorted(rng.sample(range(len(replay)), 60)):
        view = replay.frame(position).view
        hands = {zone: cards for zone, cards in view.zones.items() if zone.kind is SharedKind.HAND}
        assert hands and all(None not in cards for cards in hands.values()), position


def test_a_result_that_differs_from_the_record_is_reported(records: dict[str, GameRecord]) -> None:
    record = records["quatorze"]
    first = record.rounds[0]
    other_winner = (first.winners[0] + 1) % len(record.seats)
    changed = replace(
        record,
        rounds=(replace(first, winners=(other_winner,), points=(1, 2, 3)), *record.rounds[1:]),
        winners=tuple(s for s in range(3) if s not in record.winners)[:1],
    )
    problems = [str(problem) for problem in Replay(changed).mismatches]
    assert any(p.startswith("round 1 is won by") for p in problems)
    assert any(p.startswith("round 1 scores") and "[1, 2, 3]" in p for p in problems)
    assert any(p.startswith("the match is won by") for p in problems)


def test_an_action_that_cannot_be_played_is_named(records: dict[str, GameRecord]) -> None:
    record = records["q2j-elimination"]
    second = record.rounds[1]
    actions = list(second.actions)
    actions[3] = "play ZZ"  # not a card
    broken = replace(
        record, rounds=(record.rounds[0], replace(second, actions=tuple(actions)), *record.rounds[2:])
    )
    with pytest.raises(ReplayError) as refused:
        Replay(broken)
    number = len(record.rounds[0].actions) + 4
    assert refused.value.number == number and refused.value.notation == "play ZZ"
    assert f"action {number} (round 2, move 4) `play ZZ` cannot be played" in str(refused.value)
    # A card played twice: the second time the rules' own reason is given.
    first_play = next(i for i, text in enumerate(second.actions) if text.startswith("play "))
    twice = list(second.actions)
    twice[first_play + 1] = twice[first_play]
    card = twice[first_play].split()[1]
    with pytest.raises(
        ReplayError, match=f"move {first_play + 2}\\) `play {card}` cannot be played: .*{card}"
    ):
        Replay(replace(record, rounds=(record.rounds[0], replace(second, actions=tuple(twice)))))


def test_a_round_cut_short_is_refused(records: dict[str, GameRecord]) -> None:
    record = records["q2j"]
    only = record.rounds[0]
    with pytest.raises(ReplayError, match="leave the round unfinished"):
        Replay(replace(record, rounds=(replace(only, actions=only.actions[:-1]),)))


def test_the_variant_comes_from_the_recorded_options_alone(records: dict[str, GameRecord]) -> None:
    record = records["q2j"]
    renamed = replace(record, variant="my-own-variant", variant_name="My own")  # no such file here
    assert Replay(renamed).mismatches == []
    newer = replace(record, options={**record.options, "gravity": True})
    with pytest.raises(ReplayError, match=r"cannot be made by this version.*gravity"):
        Replay(newer)


@pytest.mark.parametrize("variant", [variant for variant, _, _ in GAMES])
def test_a_match_taken_over_stands_where_the_record_stood(
    records: dict[str, GameRecord], variant: str
) -> None:
    """``match_at`` (Take over from here) at a position in the last round: the record's own
    actions played by the rules here give the same deal in progress, and the finished rounds
    (and the scores) before it are kept; at a round's end the next deal is to come."""
    record = records[variant]
    replay = Replay(record)
    rules = make_rules(load_catalog().get(variant))  # the variant's rules, as the game was played
    last = record.rounds[-1]
    move = len(last.actions) // 2
    position = replay.starts()[-1] + move
    taken = replay.match_at(position)
    expected = Match(rules, len(record.seats), record.seed, carried=dict(record.carried))
    for played in record.rounds:
        state = expected.start_round()
        for text in played.actions if played is not last else last.actions[:move]:
            rules.apply(state, rules.parse_action(text))
        if played is not last:
            expected.finish_round()
    assert taken.state is not None and expected.state is not None
    assert rules.state_text(taken.state) == rules.state_text(expected.state)
    assert taken.rounds == expected.rounds and taken.scores == expected.scores
    assert len(taken.rounds) == len(record.rounds) - 1 and not taken.round_recorded
    # The end of the first round (of a match of several): that round finished, the match going on.
    if len(record.rounds) > 1:
        ended = replay.match_at(replay.starts()[1] - 1)
        assert len(ended.rounds) == 1 and ended.round_recorded and not ended.over
        assert not replay.over_at(replay.starts()[1] - 1)
    assert replay.over_at(len(replay) - 1) and not replay.over_at(len(replay) - 2)
