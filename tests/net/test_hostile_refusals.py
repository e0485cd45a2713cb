"""A hostile seat probing hidden cards through refusals: at its turn it sends, for each card
of its legal moves, the same move with every other card of the deck in its place, and for each
position every other position (and the seat not to move sends them too). No refusal the host sends may name a card that the seat
neither named itself nor may see by the rules (the hand-written table of ``secrecy.py``),
whatever lies where: the refusal of a hidden card is the refusal of a card, not a clue."""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest

from game.engine.events import Event
from game.net.host import Recorder, TableHost

from .secrecy import _CARD, may_see, moment
from .table import CATALOG, host_for

# A card as a refusal's words print it (``Q♣``), or in notation inside a sentence (``QC``).
IN_WORDS = re.compile(r"(?<![\w])(10|[2-9AJQK])([SHDC♠♥♦♣])(?![\w])")
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def cards_named(value: object) -> list[str]:
    """Every card a frame's part names: as a value of its own, or within words."""
    found: list[str] = []
    if isinstance(value, dict):
        for item in value.values():
            found.extend(cards_named(item))
    elif isinstance(value, list):
        for item in value:
            found.extend(cards_named(item))
    elif isinstance(value, str) and _CARD.match(value):
        found.append(value)
    elif isinstance(value, str):
        found.extend(rank + SUITS.get(suit, suit) for rank, suit in IN_WORDS.findall(value))
    return found


RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
DECK = [rank + suit for rank in RANKS for suit in "SHDC"] + ["X"]


class Refusals(Recorder):
    """Keeps the refusal frames the host sends, by seat."""

    def __init__(self) -> None:
        self.heard: list[tuple[int, dict[str, object]]] = []

    def sent(self, seat: int, frame: str, host: TableHost, events: list[Event]) -> None:
        message = json.loads(frame)
        if message["type"] == "refusal":
            self.heard.append((seat, message))


def probes(legal: list[str]) -> set[str]:
    """Each legal move with one of its cards swapped for every card of the deck."""
    made: set[str] = set()
    for move in legal:
        words = move.split()
        for at, word in enumerate(words):
            card, _, rest = word.partition("=")
            head, colon, place = word.rpartition(":")
            if _CARD.match(card):
                swaps = [other + ("=" + rest if rest else "") for other in DECK]
            elif word.isdigit() or place.isdigit():  # a position (War's, NG's): every other one
                swaps = [f"{head}{colon}{number}" for number in range(13)]
            else:
                continue
            for swapped in swaps:
                made.add(" ".join([*words[:at], swapped, *words[at + 1 :]]))
    return made


def in_sight(host: TableHost, seat: int) -> Counter[str]:
    """The cards lying where ``seat`` may see them now, by the rules' table."""
    m = moment(host)
    seen: Counter[str] = Counter()
    for zone, cards in host.session.rules.zones(host.session.state).items():
        if may_see(m, seat, str(zone)):
            seen.update(map(str, cards))
    return seen


@pytest.mark.parametrize("variant_id", sorted(CATALOG.variants))
def test_refusals_of_probing_moves_name_no_hidden_card(variant_id: str) -> None:
    players = CATALOG.get(variant_id).min_players
    recorder = Refusals()
    host = host_for(variant_id, ["remote"] * players, seed=11, recorder=recorder)
    for seat in range(players):
        host.reserve(seat)  # every seat taken: play has started
    session = host.session
    pick = random.Random(11)
    probed = 0
    for step in range(60):
        if session.over:
            break
        mover, turn = session.to_move, session.state.turn
        actions = session.legal()
        legal = [str(action) for action in actions]
        if step % 3 == 0:
            for seat in sorted({mover, (mover + 1) % players}):
                seen = in_sight(host, seat)
                for text in sorted(probes(legal))[:150]:
                    recorder.heard.clear()
                    host._act(seat, turn, text)
                    named = set(re.split(r"[ =]", text))
                    for _, refusal in recorder.heard:
                        probed += 1
                        if refusal["rule"] == "notation":
                            continue  # the text misread: words of the text alone ("write X=7H")
                        for card in set(cards_named(refusal)):
                            assert card in named or seen[card], (variant_id, seat, text, refusal)
                    if session.state.turn != turn:
                        break  # a probe was a legal move, and played
        if session.state.turn == turn and not session.over:
            host._apply(actions[pick.randrange(len(actions))])
    assert probed > 50
