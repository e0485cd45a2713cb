"""``legal_actions`` and ``check`` agree on every action a game's notation can write.

At positions from seeded random play, every candidate action (each verb of the
game's notation over every card of the deck, every seat up to one past the
table and every position up to one past the widest field) is asked of
``why_illegal`` and ``allows``: exactly the listed legal actions may pass. Every refused
candidate is then given to ``apply``, which must raise ``IllegalAction`` and
leave the state exactly as it was.

Quatorze's notation writes any list of cards as a meld, far too many to try at
every position, so its candidates are written for each position instead (still
every action that could be legal there, and many that cannot): every meld the
mover's hand could be read as (see ``_quatorze_melds``), valid or not, a discard
of every card of the deck, and adds and swaps to every meld zone (see ``_quatorze``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from itertools import combinations, islice
from typing import Any

import pytest

from game.engine import Action, IllegalAction, Rules, State, game_names, make_rules
from game.engine.cards import STANDARD_52, SUITS, Card
from game.engine.games.crazy_jokers.contracts import Contract
from game.engine.zones import Zone
from game.variants import load_catalog

CATALOG = load_catalog()
CARDS = [str(card) for card in STANDARD_52]
CRAZY_JOKERS_CONTRACTS = [contract.value for contract in Contract]


def _q2j(players: int) -> Iterator[str]:
    yield from ("draw", "pass")
    for card in CARDS:
        yield f"play {card}"
        yield f"joe {card}"
    pair_cards = [card for card in CARDS if card[0] in "QJK"]  # queens, and faces that are not
    for under in pair_cards:
        for top in pair_cards:
            yield f"qsq {under} {top}"


def _war(players: int) -> Iterator[str]:
    yield from ("draw", "pass")
    for position in range(9):  # the widest field is 8
        yield f"recover {position}"
        for seat in range(players + 1):
            for target in range(9):
                yield f"attack {position} {seat}:{target}"


def _ng(players: int) -> Iterator[str]:
    yield from ("draw", "take", "pass")
    for position in range(6):  # five positions, and one past them
        yield f"sacrifice {position}"
    for card in CARDS:
        yield f"take {card}"
        for position in range(6):
            yield f"defend {card} {position}"
        for seat in range(players + 1):
            yield f"attack {card} hand {seat}"
            yield f"attack {card} resource {seat}"
            for position in range(6):
                yield f"attack {card} field {seat}:{position}"


def _crazy_jokers(players: int) -> Iterator[str]:
    yield from ("draw", "take", "decline", "pass")
    for position in range(9):  # a hand holds at most 7, and picks count from 1
        yield f"pick {position}"
    for contract in [*CRAZY_JOKERS_CONTRACTS, "royal-flush"]:  # every name, and one that is not
        yield f"declare {contract}"
    for card in [*CARDS, "X"]:
        for verb in ("accept", "grab", "shed", "discard"):
            yield f"{verb} {card}"
        for seat in range(players + 1):
            yield f"propose {seat} {card}"
    for seat in range(players + 1):
        yield f"force {seat}"
        yield f"steal {seat}"


def _quatorze(rules: Rules[Any], state: State) -> Iterator[str]:
    """Quatorze's candidates at one position: the verbs, every discard, the mover's possible
    melds (``_quatorze_melds``), and adds and swaps to every meld zone, one past each seat's
    melds and a seat past the table.

    A card must be in the hand to be added or swapped, so those are the held cards and one
    that is not; a swap needs a joker in the meld, so a meld without one is offered a
    single swap. A joker added stands beside the meld's cards, so its stand-ins are every
    card of their ranks and the ranks one either side.
    """
    zones = rules.zones(state)
    hand = [str(card) for card in zones[Zone.parse(f"hand:{state.to_move}")]]
    yield from ("draw", "take", "takeback", "discard X")
    for card in CARDS:
        yield f"discard {card}"
    for meld in _quatorze_melds(hand):
        yield "meld " + meld
    table = {
        str(zone): [str(card) for card in cards]
        for zone, cards in zones.items()
        if str(zone).startswith("meld:")
    }
    owners = [name.split(":")[1] for name in table]
    past = [f"meld:{seat}:{owners.count(str(seat))}" for seat in range(state.players + 1)]
    unheld = next(card for card in CARDS if card not in hand)
    offered = list(dict.fromkeys([*hand, "X", unheld]))
    for zone in [*table, *past]:
        cards = table.get(zone, [])
        for card in offered:
            yield f"add {card} {zone}"
        for card in offered if "X" in cards else offered[:1]:
            yield f"swap {card} {zone}"
        for stand in _beside(cards or ["2S"]):
            yield f"add X={stand} {zone}"


def _beside(meld: list[str]) -> list[str]:
    """Every card of the ranks of ``meld``'s cards and the ranks one either side (a king and
    an ace are side by side)."""
    ranks = {CARDS.index(card) % 13 + 1 for card in meld if card != "X"}
    return sorted({_card(rank + step, suit) for rank in ranks for step in (-1, 0, 1) for suit in SUITS})


def _quatorze_melds(hand: list[str]) -> Iterator[str]:
    """A superset of the melds a hand can lay, read from the notation's grammar alone.

    A legal set is two to four of the hand's cards of one rank, with or without a joker
    written as any card of that rank; a legal run is a stretch of one suit whose cards
    the hand holds but for at most one, with a joker for that one, or for any card of
    the stretch, or none. Around them come wrong ones the rules must refuse: two- and
    five-card sets, a suit twice, K-A-2, a card the hand lacks, two jokers, a stand-in
    of another rank or suit.
    """
    held = [card for card in hand if card != "X"]
    by_rank: dict[str, list[str]] = {}
    for card in held:
        by_rank.setdefault(card[:-1], []).append(card)
    for rank, cards in by_rank.items():
        for size in range(2, 6):
            for naturals in {tuple(sorted(chosen)) for chosen in combinations(cards, size)}:
                yield " ".join(naturals)
                if size < 5:
                    yield from (" ".join((*naturals, f"X={rank}{suit}")) for suit in SUITS)
        pair = cards[:2]
        yield " ".join((*pair, f"X={_next_card(pair[0])}"))
        yield " ".join((*pair[:1], f"X={rank}S", f"X={rank}H"))
    for suit in {card[-1] for card in held}:
        # Positions 1-15 of a suit: a low ace, 2 ... K, a high ace, then 2 again (K-A-2).
        row = [_card(position, suit) for position in range(1, 16)]
        yield " ".join(row[12:])
        for start in range(len(row)):
            for end in range(start + 3, min(start + 13, len(row)) + 1):
                stretch = row[start:end]
                holes = [index for index, card in enumerate(stretch) if card not in held]
                if len(holes) > 1:
                    break
                yield " ".join(stretch)
                for index in holes or range(len(stretch)):
                    yield _with_jokers(stretch, {index: stretch[index]})
                if len(stretch) == 3:  # the wrong ones, on the shortest stretches
                    yield _with_jokers(stretch, {0: _next_card(stretch[0])})
                    yield _with_jokers(stretch, {0: _other_suit(stretch[0])})
                    yield _with_jokers(stretch, {0: stretch[0], 2: stretch[2]})


def _with_jokers(stretch: list[str], stands: dict[int, str]) -> str:
    """``stretch`` with a joker at each position of ``stands``, standing for the card given."""
    return " ".join(f"X={stands[at]}" if at in stands else card for at, card in enumerate(stretch))


def _card(position: int, suit: str) -> str:
    return str(STANDARD_52[SUITS.index(suit) * 13 + (position - 1) % 13])


def _next_card(card: str) -> str:
    """The card one rank up in the same suit (a stand-in that is out of place)."""
    code = STANDARD_52.index(Card.parse(card))
    return _card(code % 13 + 2, card[-1])


def _other_suit(card: str) -> str:
    return card[:-1] + SUITS[(SUITS.index(card[-1]) + 1) % len(SUITS)]


# Each game's whole notation, as text: a new game adds its own generator here, or to
# AT_POSITION when what the notation can write depends on the position.
NOTATION: dict[str, Callable[[int], Iterator[str]]] = {
    "q2j": _q2j,
    "war": _war,
    "ng": _ng,
    "crazy-jokers": _crazy_jokers,
}
AT_POSITION: dict[str, Callable[[Rules[Any], State], Iterator[str]]] = {"quatorze": _quatorze}
CASES = [
    pytest.param(variant.id, players, {}, id=f"{variant.id}-{players}")
    for variant in CATALOG.variants.values()
    for players in sorted({variant.min_players, variant.max_players})
]
# Options that open verbs no catalogue variant uses.
CASES.append(pytest.param("quatorze", 2, {"joker_swap": True}, id="quatorze-joker_swap-2"))


class Candidates:
    """Every action the game's notation writes for a position (text that does not parse is
    left out); parsed texts are remembered across positions."""

    def __init__(self, rules: Rules[Any], players: int) -> None:
        self.rules = rules
        self.parsed: dict[str, tuple[str, Action] | None] = {}
        self.fixed = None if rules.game in AT_POSITION else self._parse(NOTATION[rules.game](players))

    def at(self, state: State) -> list[Action]:
        if self.fixed is not None:
            return self.fixed
        return self._parse(AT_POSITION[self.rules.game](self.rules, state))

    def _parse(self, texts: Iterable[str]) -> list[Action]:
        found: dict[str, Action] = {}
        for text in texts:
            if text not in self.parsed:
                try:
                    action = self.rules.parse_action(text)
                except ValueError:
                    self.parsed[text] = None
                else:
                    self.parsed[text] = (str(action), action)
            known = self.parsed[text]
            if known is not None:
                found[known[0]] = known[1]
        return list(found.values())


def positions(rules: Rules[Any], players: int, seed: int, count: int) -> Iterator[State]:
    """Every live state of ``count`` deals of seeded random play."""
    rng = random.Random(seed)
    for deal in range(count):
        state = rules.new_state(players, seed * 100 + deal)
        while not state.over:
            yield state
            legal = rules.legal_actions(state)
            rules.apply(state, legal[rng.randrange(len(legal))])


def test_every_game_has_its_notation_here() -> None:
    assert not NOTATION.keys() & AT_POSITION.keys()
    missing = [game for game in game_names() if game not in NOTATION and game not in AT_POSITION]
    assert not missing, (
        f"no notation for {missing}: add a generator of every action text the game's notation can"
        " write to NOTATION (or AT_POSITION) in tests/engine/test_legal_agrees_with_check.py"
    )
    assert sorted([*NOTATION, *AT_POSITION]) == sorted(game_names()), (
        "notation of a game no longer registered"
    )


def rules_for(variant_id: str, options: dict[str, bool]) -> Rules[Any]:
    variant = CATALOG.get(variant_id)
    return make_rules(replace(variant, options={**variant.options, **options}))


@pytest.mark.parametrize(("variant_id", "players", "options"), CASES)
def test_check_accepts_exactly_the_legal_actions(
    variant_id: str, players: int, options: dict[str, bool]
) -> None:
    rules = rules_for(variant_id, options)
    candidates = Candidates(rules, players)
    checked = 0
    for state in positions(rules, players, seed=players, count=3):
        everything = candidates.at(state)
        legal = rules.legal_actions(state)
        assert len(set(map(str, legal))) == len(legal), f"a legal action is listed twice: {legal}"
        missing = [str(action) for action in legal if action not in everything]
        assert not missing, f"legal actions the notation cannot write: {missing}"
        passed = {str(action) for action in everything if rules.why_illegal(state, action) is None}
        assert passed == {str(action) for action in legal}, rules.state_text(state)
        allowed = {str(action) for action in everything if rules.allows(state, action)}
        assert allowed == passed, "allows and why_illegal disagree"
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize(("variant_id", "players", "options"), CASES)
def test_apply_refuses_every_illegal_action_and_changes_nothing(
    variant_id: str, players: int, options: dict[str, bool]
) -> None:
    rules = rules_for(variant_id, options)
    candidates = Candidates(rules, players)
    # Every 15th state of a deal: state_text for each refused candidate is the costly part.
    for state in islice(positions(rules, players, seed=players + 50, count=1), 0, None, 15):
        legal = {str(action) for action in rules.legal_actions(state)}
        everything = candidates.at(state)
        before = rules.state_text(state)
        generator, log = state.rng.getstate(), list(state.log)
        for action in everything:
            if str(action) in legal:
                continue
            with pytest.raises(IllegalAction):
                rules.apply(state, action)
            assert rules.state_text(state) == before, f"{action} changed the state"
            assert state.log == log and state.rng.getstate() == generator, f"{action} left a trace"
