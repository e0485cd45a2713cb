"""Cards and decks.

A card is an immutable value with a short notation: rank then suit, as in
``"QH"`` (queen of hearts), ``"10S"``, ``"AD"``; a joker is ``"X"``.

>>> Card.parse("QH")
Card(12, 'H')
>>> str(Card(10, "S"))
'10S'
>>> len(build_deck(decks=2, jokers=2))
106
"""

from __future__ import annotations

import random
import struct
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from .notation_error import NotationError

SUITS: Final = ("S", "H", "D", "C")
SUIT_NAMES: Final = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", "": "joker"}
SUIT_SYMBOLS: Final = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "": "★"}
RANK_LETTERS: Final = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_NAMES: Final = {1: "ace", 11: "jack", 12: "queen", 13: "king", 0: "joker"}
JOKER_RANK: Final = 0


def rank_text(rank: int) -> str:
    """A rank as a card's corner shows it: ``rank_text(1)`` is ``"A"``, ``rank_text(10)`` ``"10"``.

    >>> [rank_text(rank) for rank in (1, 7, 10, 11, 13)]
    ['A', '7', '10', 'J', 'K']
    """
    return RANK_LETTERS.get(rank, str(rank))


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """A playing card: ``rank`` 1 (ace) … 13 (king), 0 for a joker; ``suit`` one of S H D C.

    Cards are interned: ``Card(12, "H")`` always returns the same object, so
    equality is identity and comparing or hashing cards costs no Python call.
    """

    rank: int
    suit: str
    # A small index (0–51, 52 for a joker) so hot loops can use tables instead of hashing.
    code: int = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        if self.rank == JOKER_RANK:
            if self.suit != "":
                raise NotationError(f"a joker has no suit, got {self.suit!r}")
            object.__setattr__(self, "code", 52)
        elif not 1 <= self.rank <= 13 or self.suit not in SUITS:
            raise NotationError(f"no such card: rank {self.rank!r}, suit {self.suit!r}")
        else:
            object.__setattr__(self, "code", SUITS.index(self.suit) * 13 + self.rank - 1)

    def __new__(cls, rank: int = 0, suit: str = "") -> Card:
        known = _INTERNED.get((rank, suit))
        return known if known is not None else object.__new__(cls)

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Unpickling (e.g. in tournament worker processes) must give back the interned card.
        return (Card.parse, (str(self),))

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def is_face(self) -> bool:
        """Jack, queen or king (the family's face cards)."""
        return self.rank >= 11

    def __str__(self) -> str:
        if self.rank == JOKER_RANK:
            return "X"
        return rank_text(self.rank) + self.suit

    def __repr__(self) -> str:
        return f"Card({self.rank}, {self.suit!r})"

    def name(self) -> str:
        """Words for logs: ``"queen of hearts"``."""
        if self.rank == JOKER_RANK:
            return "joker"
        rank = RANK_NAMES.get(self.rank, str(self.rank))
        return f"{rank} of {SUIT_NAMES[self.suit]}"

    def symbol(self) -> str:
        """Compact text with a suit glyph: ``"Q♥"``."""
        if self.rank == JOKER_RANK:
            return "★"
        return rank_text(self.rank) + SUIT_SYMBOLS[self.suit]

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card from its notation; case does not matter and ``T`` means ten."""
        found = _BY_NOTATION.get(text.strip().upper())
        if found is None:
            raise NotationError(f"not a card: {text!r} (write rank then suit, e.g. QH, 10S, AD, X)")
        return found


_INTERNED: Final[dict[tuple[int, str], Card]] = {}
JOKER: Final = Card(JOKER_RANK, "")

_INTERNED[(JOKER_RANK, "")] = JOKER
STANDARD_52: Final = tuple(Card(rank, suit) for suit in SUITS for rank in range(1, 14))
_INTERNED.update({(card.rank, card.suit): card for card in STANDARD_52})

# Every distinct card by its ``code``: bit-set solvers turn a code back into its card.
BY_CODE: Final = (*STANDARD_52, JOKER)

_BY_NOTATION: Final[dict[str, Card]] = {str(card): card for card in STANDARD_52}
_BY_NOTATION["X"] = JOKER
_BY_NOTATION.update({"T" + suit: Card(10, suit) for suit in SUITS})
_BY_NOTATION.update({"1" + suit: Card(1, suit) for suit in SUITS})


def build_deck(decks: int = 1, jokers: int = 0) -> list[Card]:
    """An unshuffled deck of ``decks`` × 52 cards plus ``jokers`` jokers."""
    if decks not in (1, 2):
        raise ValueError(f"decks must be 1 or 2, got {decks}")
    if not 0 <= jokers <= 2:
        raise ValueError(f"jokers must be 0, 1 or 2, got {jokers}")
    return [*STANDARD_52 * decks, *([JOKER] * jokers)]


def shuffle(cards: list[Card], rng: random.Random) -> None:
    """Shuffle ``cards`` in place exactly as ``rng.shuffle(cards)`` does: the same permutation
    from the same generator state, so every numbered deal stays the same, in a fraction of the
    time (a swap from the end down, each index drawn by rejection from just enough random bits).

    Each step takes one 32-bit output of the generator, or more when it rejects one, so the
    first output of each step is drawn in a single call (``getrandbits`` of many words gives
    them least significant first) and only a rejection asks the generator again: the outputs
    used, and the generator's state after, are those of one call a step.
    """
    steps = _shuffle_steps(len(cards))
    count = len(steps)
    if not count:
        return
    words: tuple[int, ...] = _words(count).unpack(rng.getrandbits(32 * count).to_bytes(4 * count, "little"))
    getrandbits = rng.getrandbits
    taken = 0
    for last, bits in steps:
        drawn = words[taken] >> (32 - bits) if taken < count else getrandbits(bits)
        taken += 1
        while drawn > last:
            drawn = words[taken] >> (32 - bits) if taken < count else getrandbits(bits)
            taken += 1
        cards[last], cards[drawn] = cards[drawn], cards[last]


# For each length, every position of the shuffle from the end down with the bits an index
# up to it needs (``random``'s own rejection sampler): worked out once, not at every swap.
_SHUFFLE_STEPS: Final[dict[int, tuple[tuple[int, int], ...]]] = {}
# Readers of ``count`` little-endian 32-bit words, by count.
_WORD_READERS: Final[dict[int, struct.Struct]] = {}


def _shuffle_steps(length: int) -> tuple[tuple[int, int], ...]:
    steps = _SHUFFLE_STEPS.get(length)
    if steps is None:
        steps = tuple((last, (last + 1).bit_length()) for last in range(length - 1, 0, -1))
        _SHUFFLE_STEPS[length] = steps
    return steps


def _words(count: int) -> struct.Struct:
    reader = _WORD_READERS.get(count)
    if reader is None:
        reader = struct.Struct(f"<{count}I")
        _WORD_READERS[count] = reader
    return reader


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Cards from ``"QH 10S AD"`` or an iterable of notations."""
    words = text.split() if isinstance(text, str) else list(text)
    return [Card.parse(str(word)) for word in words]


def cards_text(cards: Iterable[Card | None]) -> str:
    """Space-separated notation; ``??`` stands for a card the reader may not see."""
    return " ".join("??" if card is None else str(card) for card in cards)
