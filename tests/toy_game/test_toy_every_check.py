"""Toy Go Out through the checks every game of the catalog goes through, the very functions
their tests run (with the toy registered, and the catalogs those tests read taken again):
random playouts keeping every invariant (``setup`` rebuilding a finished deal as
``sample_state`` asks), replays, refusals that change nothing, what each seat sees as the
events show it (the turned-up card announced in ``opening_events``), hands turned up once the
deal is over, and the open facts' record."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import tests.engine.test_conformance as conformance
import tests.engine.test_facts_records as facts_records
import tests.engine.test_legal_agrees_with_check as agreement
import tests.engine.test_what_each_seat_sees as seat_sees
from game.engine import Card
from game.engine.actions import DRAW, PASS
from game.engine.cards import SUITS
from game.variants import load_catalog

from .rules import RANKS


@pytest.fixture
def catalogs(toy: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks' catalogs read again, with the toy's variant in them."""
    catalog = load_catalog()
    assert catalog.get("toy").game == "toy"
    for module in (conformance, seat_sees, agreement):
        monkeypatch.setattr(module, "CATALOG", catalog)
    # Its notation, every text it can write (as each game's is there), for the agreement's checks.
    monkeypatch.setitem(agreement.NOTATION, "toy", toy_notation)


def toy_notation(players: int) -> Iterator[str]:
    """Every action text Toy Go Out's notation writes: a toss of each card, a draw, a pass."""
    yield from (f"toss {Card(rank, suit)}" for suit in SUITS for rank in RANKS)
    yield from (str(DRAW), str(PASS), "toss 7S", "play AS")  # the last two are no toy move


@pytest.mark.usefixtures("catalogs")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_keep_every_invariant(players: int) -> None:
    conformance._play_many("toy", players, 12)


@pytest.mark.usefixtures("catalogs")
def test_same_seed_and_actions_replay_the_same_game_and_a_refusal_changes_nothing() -> None:
    conformance.test_same_seed_and_actions_replay_the_same_game("toy")
    conformance.test_an_illegal_action_changes_nothing("toy")


@pytest.mark.usefixtures("catalogs")
@pytest.mark.parametrize("players", [2, 4])
def test_every_view_shows_what_the_rules_let_its_seat_see(players: int) -> None:
    seat_sees.test_every_view_shows_what_the_rules_let_its_seat_see("toy", players)


@pytest.mark.usefixtures("catalogs")
def test_hands_are_hidden_while_the_deal_lasts_and_turned_up_once_it_is_over() -> None:
    seat_sees.test_hands_are_hidden_while_the_round_lasts_and_turned_up_once_it_is_over("toy")


@pytest.mark.usefixtures("catalogs")
@pytest.mark.parametrize("players", [2, 4])
def test_check_allows_exactly_its_legal_moves_and_refusals_change_nothing(players: int) -> None:
    agreement.test_every_game_has_its_notation_here()
    agreement.test_check_accepts_exactly_the_legal_actions("toy", players, {})
    agreement.test_apply_refuses_every_illegal_action_and_changes_nothing("toy", players, {})


@pytest.mark.usefixtures("catalogs")
def test_views_carry_its_facts_record() -> None:
    facts_records.test_views_carry_the_record_and_its_plain_facts_read_back_to_it(load_catalog().get("toy"))
    facts_records.test_each_game_has_a_record_of_its_own()
