"""A fixed set of seeded bot games replays action for action as recorded (tools/bot_games.py).

Refactors of the engine, the bots or the table's adapters must not change a single move:
every game at every table size, every level (Hard and Expert at fixed iterations). The suite
(CI's too) plays one game in four; --run-slow plays them all.
"""

from __future__ import annotations

import json

import pytest

from tools.bot_games import RECORD, bot_games, digest, play

GAMES = list(bot_games())
RECORDED = json.loads(RECORD.read_text())


def test_the_record_covers_every_game_of_the_set() -> None:
    """Every registered game's bot games are recorded (a new game's too: the set is built from
    the registry), and nothing else is."""
    unrecorded = sorted({game.variant for game in GAMES if game.key not in RECORDED})
    assert not unrecorded, (
        f"no recorded bot games of {unrecorded}: record them with `python tools/bot_games.py --write`"
        " (it plays every game again; only a new game's lines should change in tests/ai/bot_games.json)"
    )
    assert sorted(RECORDED) == sorted(game.key for game in GAMES), "recorded games the set no longer plays"
    sizes = {(game.variant, len(game.lineup)) for game in GAMES}
    # Every table size of every game's own variant is in the set (Q2J: 2 to 10).
    assert {n for v, n in sizes if v == "q2j"} == set(range(2, 11))
    assert {n for v, n in sizes if v == "quatorze"} == set(range(2, 7))


def test_seeded_bot_games_replay_as_recorded(request: pytest.FixtureRequest) -> None:
    games = GAMES if request.config.run_slow else GAMES[::4]  # type: ignore[attr-defined]
    different = []
    for game in games:
        actions = play(game)
        if {"actions": len(actions), "digest": digest(actions)} != RECORDED[game.key]:
            different.append(game.key)
    assert not different, f"these seeded bot games play differently now: {different}"
