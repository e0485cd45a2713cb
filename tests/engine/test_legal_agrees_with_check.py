"""``legal_actions`` and ``check`` agree on every action a game's notation can write.

At positions from seeded random play, every candidate action (each verb of the
game's notation over every card of the deck, every seat up to one past the
table and every position up to one past the widest field) is asked of
``why_illegal``: exactly the listed legal actions may pass. Every refused
candidate is then given to ``apply``, which must raise ``IllegalAction`` and
leave the state exactly as it was.

Quatorze's notation writes any list of cards as a meld, far too many to try at
every position, so its candidates are written for each position instead: every
meld the mover's hand could be read as (see ``_quatorze_melds``), valid or not,
and every other verb over every card of the deck and every meld zone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from itertools import combinations, islice
from typing import Any

import pytest

from game.engine import Action, IllegalAction, Rules, State, game_names, make_rules
from game.engine.cards import STANDARD_52, SUITS, Card
from game.variants import load_catalog

CATALOG = load_catalog()
CARDS = [str(card) for card in STANDARD_52]


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


def _quatorze(rules: Rules[Any], state: State) -> Iterator[str]:
    """Quatorze's candidates at one position: the verbs, the mover's possible melds, and every
    discard, add and swap of every card (a joker with every stand-in) to every meld zone,
    including one past each seat's melds and a seat past the table."""
    zones = rules.zones(state)
    yield from ("draw", "take", "takeback", "discard X", "add X meld:0:0")
    for meld in _quatorze_melds([str(card) for card in zones[f"hand:{state.to_move}"]]):
        yield "meld " + meld
    melds = [name for name in zones if name.startswith("meld:")]
    for seat in range(state.players + 1):
        melds.append(f"meld:{seat}:{sum(name.startswith(f'meld:{seat}:') for name in melds)}")
    for card in CARDS:
        yield f"discard {card}"
        for meld in melds:
            yield f"add {card} {meld}"
            yield f"add X={card} {meld}"
            yield f"swap {card} {meld}"


def _quatorze_melds(hand: list[str]) -> Iterator[str]:
    """A superset of the melds a hand can lay, read from the notation's grammar alone.

    A legal set is two to four of the hand's cards of one rank, with or without a joker
    written as any card of that rank; a legal run is a stretch of one suit whose cards
    the hand holds but for at most one, a joker written as that card or as any card
    of the stretch. Around them come the wrong ones the rules must refuse: two- and
    five-card sets, a suit twice, K-A-2 and fourteen-card stretches, a card the hand
    lacks, two jokers, a stand-in of another rank or suit.
    """
    held = [card for card in hand if card != "X"]
    by_rank: dict[str, list[str]] = {}
    for card in held:
        by_rank.setdefault(card[:-1], []).append(card)
    for rank, cards in by_rank.items():
        for size in range(2, 6):
            for naturals in {tuple(sorted(chosen)) for chosen in combinations(cards, size)}:
                yield " ".join(naturals)
                if size > 4:
                    continue
                for suit in (*SUITS, "wrong rank"):
                    stand = f"{rank}{suit}" if suit in SUITS else _next_card(naturals[0])
                    yield " ".join((*naturals, f"X={stand}"))
                yield " ".join((*naturals[1:], f"X={rank}S", f"X={rank}H"))
    suits_held = {card[-1] for card in held}
    for suit in suits_held:
        # Positions 1-15 of a suit: a low ace, 2 ... K, a high ace, then 2 again (K-A-2).
        row = [_card(position, suit) for position in range(1, 16)]
        for start in range(len(row)):
            for end in range(start + 2, min(start + 14, len(row)) + 1):
                stretch = row[start:end]
                holes = [index for index, card in enumerate(stretch) if card not in held]
                if len(holes) > 2:
                    break
                yield from _runs(stretch, holes)


def _runs(stretch: list[str], holes: list[int]) -> Iterator[str]:
    yield " ".join(stretch)
    for index in range(len(stretch)):
        for stand in (stretch[index], _next_card(stretch[index]), _other_suit(stretch[index])):
            yield " ".join(f"X={stand}" if at == index else card for at, card in enumerate(stretch))
    if len(holes) == 2:
        yield " ".join(f"X={card}" if at in holes else card for at, card in enumerate(stretch))


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
NOTATION: dict[str, Callable[[int], Iterator[str]]] = {"q2j": _q2j, "war": _war, "ng": _ng}
AT_POSITION: dict[str, Callable[[Rules[Any], State], Iterator[str]]] = {"quatorze": _quatorze}
CASES = [
    (variant.id, players)
    for variant in CATALOG.variants.values()
    for players in sorted({variant.min_players, variant.max_players})
]


class Candidates:
    """Every action the game's notation writes for a position (text that does not parse is
    left out); parsed texts are remembered across positions."""

    def __init__(self, rules: Rules[Any], players: int) -> None:
        self.rules = rules
        self.parsed: dict[str, Action | None] = {}
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
                    self.parsed[text] = self.rules.parse_action(text)
                except ValueError:
                    self.parsed[text] = None
            action = self.parsed[text]
            if action is not None:
                found[str(action)] = action
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
    assert sorted([*NOTATION, *AT_POSITION]) == sorted(game_names())


@pytest.mark.parametrize(("variant_id", "players"), CASES)
def test_check_accepts_exactly_the_legal_actions(variant_id: str, players: int) -> None:
    rules = make_rules(CATALOG.get(variant_id))
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
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize(("variant_id", "players"), CASES)
def test_apply_refuses_every_illegal_action_and_changes_nothing(variant_id: str, players: int) -> None:
    rules = make_rules(CATALOG.get(variant_id))
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
