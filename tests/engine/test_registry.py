"""The registry: one entry per game, and everything an entry points to is there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import game.engine.games as games
from game.ai import default_iterations
from game.ai.heuristics import Heuristic, heuristic_for
from game.engine import GameEntry, VariantError, entries, entry, game_names, make_rules
from game.files import paths
from game.variants import load_catalog
from game.variants.rules_text import rules_file

CATALOG = load_catalog()


@pytest.mark.parametrize("found", entries(), ids=lambda found: found.name)
def test_an_entry_points_at_real_things(found: GameEntry) -> None:
    base = CATALOG.get(found.base_variant)
    assert base.game == found.name
    assert rules_file(found.name, "en") == paths.assets_dir() / "rules" / f"{found.rules_text}.md"
    assert rules_file(found.name, "en").is_file()
    heuristic = heuristic_for(make_rules(base))
    assert isinstance(heuristic, Heuristic)
    if found.bots.heuristic:  # without one a game's bots fall back on random play
        assert found.bots.heuristic.endswith(":" + type(heuristic).__name__)
    assert 0 < default_iterations("hard", found.name) < default_iterations("expert", found.name)
    assert all(level in ("hard", "expert") for level in found.bots.root_bias)


def test_games_come_in_menu_order_and_answer_to_their_aliases() -> None:
    # The menu's order of the games this program ships with; any other game takes its place
    # among them by its own ``order``.
    shipped = ["q2j", "war", "ng", "quatorze", "crazy-jokers"]
    assert [name for name in game_names() if name in shipped] == shipped
    # Distinct places: a tie would leave the menu order to the order the packages are listed in.
    orders = [found.order for found in entries()]
    assert len(set(orders)) == len(orders) and orders == sorted(orders)
    for found in entries():
        for alias in (found.name, *found.aliases):
            assert entry(alias.upper()) is found


def test_every_game_package_is_registered() -> None:
    """Each package in game/engine/games is a game: one line in ``GAMES`` registers it."""
    folder = Path(__file__).resolve().parents[2] / "game" / "engine" / "games"  # the source, on either engine
    packages = sorted(path.parent.name for path in folder.glob("*/__init__.py"))
    assert sorted(games.GAMES) == packages, (
        "add the new game's package to GAMES in game/engine/games/__init__.py"
    )
    assert {found.name for found in games.ENTRIES} <= set(game_names())


def test_the_menu_lists_variants_in_the_games_order() -> None:
    games = [variant.game for variant in CATALOG.variants.values()]
    assert games == sorted(games, key=game_names().index)


def test_an_unknown_game_names_the_known_ones() -> None:
    known = ", ".join(game_names())
    with pytest.raises(VariantError, match=f"no game named 'poker'; games are: {re.escape(known)}$"):
        entry("poker")
