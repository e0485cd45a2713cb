"""The meld solver: the best way to lay a Quatorze hand down.

For a hand (a multiset: two decks, up to two jokers) it finds the disjoint
melds, plus lay-offs onto the table's melds for a player already down, that
either lay down the most points or leave the fewest points in hand. A turn
ends with a discard, so by default one card must stay in hand; a discard taken
this turn can be required to go down.

How: the hand's distinct natural cards are bits of two masks (held once,
held twice). The search takes the lowest card still undecided and either keeps
it or lays it in an option (a meld, or one table meld's whole extension) whose
lowest card it is; the best value of each remaining position is remembered.
A meld never holds two equal cards, so "is this option still possible" and
"take it" are a few integer operations.

>>> from game.engine.cards import parse_cards
>>> found = solve(parse_cards("7H 7S 7D JH QH KH 2C 9D"))
>>> [str(meld) for meld in found.most_points.melds], found.most_points.points, found.opens
(['7S 7H 7D', 'JH QH KH'], 51, True)
>>> found.least_deadwood.deadwood
11
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

from ...cards import BY_CODE, JOKER, SUITS, Card
from .melds import (
    HIGH_ACE,
    MAX_RUN,
    MAX_SET,
    Meld,
    MeldKind,
    candidate_melds,
    card_at,
    card_points,
    clear_candidates,
    held_bits,
    multiset_bits,
    remembered,
    run_span,
)

__all__ = [
    "Arrangement",
    "Goal",
    "LayOff",
    "Solution",
    "best_arrangement",
    "clear_cache",
    "layoff_options",
    "open_ends",
    "solve",
]

OPENING: Final = 51
# Each option is weighed primary × SCALE + secondary, so ties on the goal go to the other measure.
SCALE: Final = 1024
JOKER_POINTS: Final = card_points(JOKER)
NOWHERE: Final = -(1 << 40)  # the value of a position that cannot meet the constraints
KEPT: Final = 1  # search flag: a card already stays in hand
MET: Final = 2  # search flag: the required card is down


class Goal(Enum):
    MOST_POINTS = "most points"
    LEAST_DEADWOOD = "least deadwood"


@dataclass(frozen=True, slots=True)
class LayOff:
    """``card`` added to the table meld at index ``target`` (a joker with the card it stands for)."""

    target: int
    card: Card
    joker_as: Card | None = None

    def __init__(self, target: int, card: Card, joker_as: Card | None = None) -> None:
        # Written out: mypyc compiles these to slot stores (see game/engine/events.py).
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "joker_as", joker_as)

    def __str__(self) -> str:
        card = str(self.card) if self.joker_as is None else f"X={self.joker_as}"
        return f"{card} on {self.target}"


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A way to lay a hand down: new melds, lay-offs in the order they apply, the cards kept.

    ``points`` is what the melds and lay-offs are worth toward an opening.
    """

    melds: tuple[Meld, ...]
    layoffs: tuple[LayOff, ...]
    kept: tuple[Card, ...]
    points: int

    @property
    def deadwood(self) -> int:
        """Points of the cards left in hand."""
        return sum(card_points(card) for card in self.kept)


class Solution:
    """Both best arrangements of a hand (None where no arrangement meets the constraints).

    Each is rebuilt from the search's memo when first read: a plan mostly reads one of them."""

    __slots__ = ("_built", "_search", "opening")

    def __init__(self, search: _Search | None, opening: int = OPENING) -> None:
        self._search = search  # None: no arrangement meets the constraints
        self._built: list[Arrangement | None] = [None, None]
        self.opening = opening

    @property
    def most_points(self) -> Arrangement | None:
        return self._arrangement(0)

    @property
    def least_deadwood(self) -> Arrangement | None:
        return self._arrangement(1)

    def _arrangement(self, goal: int) -> Arrangement | None:
        if self._search is None:
            return None
        built = self._built[goal]
        if built is None:
            built = self._built[goal] = self._search.rebuild(goal)
        return built

    @property
    def opens(self) -> bool:
        """Whether the hand can go down for the first time: its best melds reach the opening."""
        most = self.most_points
        return most is not None and most.points >= self.opening


def solve(
    hand: Sequence[Card],
    *,
    table: Sequence[Meld] = (),
    opening: int = OPENING,
    keep_one: bool = True,
    required: Card | None = None,
) -> Solution:
    """The most points and the least deadwood for ``hand``; lay-offs onto ``table`` (for a player down).

    ``keep_one`` keeps a card for the discard that ends the turn; ``required``
    must go down (a taken discard; ``hand`` includes it).
    """
    search = _Search(hand, table, keep_one, required)
    return Solution(search if search.run() else None, opening)


def best_arrangement(
    hand: Sequence[Card],
    goal: Goal,
    *,
    table: Sequence[Meld] = (),
    keep_one: bool = True,
    required: Card | None = None,
) -> Arrangement | None:
    """The best arrangement for one goal."""
    found = solve(hand, table=table, keep_one=keep_one, required=required)
    return found.most_points if goal is Goal.MOST_POINTS else found.least_deadwood


def layoff_options(hand: Sequence[Card], table: Sequence[Meld]) -> list[LayOff]:
    """Every single card of ``hand`` that can be added to a table meld now, and where.

    A joker is listed once for each card it could stand for.
    """
    found: list[LayOff] = []
    naturals = sorted({card for card in hand if not card.is_joker}, key=lambda card: card.code)
    for target, meld in enumerate(table):
        ends = open_ends(meld)
        found.extend(LayOff(target, card) for card in naturals if card in ends)
        if JOKER in hand and meld.joker_stand is None:
            found.extend(LayOff(target, JOKER, stand) for stand in ends)
    return found


def open_ends(meld: Meld) -> list[Card]:
    """The natural cards that extend ``meld`` by one: a set's missing suits, a run's two neighbours."""
    first = meld.stands[0]
    if meld.kind is MeldKind.SET:
        if len(meld.cards) >= MAX_SET:
            return []
        held = {stand.suit for stand in meld.stands}
        return [card_at(first.rank, suit) for suit in SUITS if suit not in held]
    if len(meld.cards) >= MAX_RUN:
        return []
    low, high = run_span(meld)
    if (low, high) == (2, HIGH_ACE - 1):  # 2 to K: the ace goes below or above, one card either way
        return [card_at(1, first.suit)]
    return [card_at(position, first.suit) for position in (low - 1, high + 1) if 1 <= position <= HIGH_ACE]


def _position_points(position: int) -> int:
    """A run position's worth: a low ace 1, a high ace 11, faces 10."""
    if position == 1:
        return 1
    return 11 if position == HIGH_ACE else min(position, 10)


# An option: (natural mask, jokers used, weight for most points, weight for least deadwood, flags,
# table bit, payload index). A weight is primary × SCALE + secondary, the other measure breaking ties.
_Option = tuple[int, int, int, int, int, int, int]
# A position's best weight for each goal and the choice that reaches it (-1: keep the card).
_Value = tuple[int, int, int, int]
# A candidate meld with what the search needs of it: (meld, natural mask, jokers, points, card points).
_Candidate = tuple[Meld, int, int, int, int]

# The same, by the set of distinct cards held (see melds.candidate_melds).
_CANDIDATES: Final[dict[int, list[_Candidate]]] = {}
# The candidates of one piece of a hand: the sets of one rank, by (-1 - rank, suits held as bits,
# joker), or the runs of one suit, by (suit, ranks held as bits, joker). Searches and playouts
# meet new hands all the time, made of pieces met before (as ``reach.MeldFinder``'s).
_PIECES: Final[dict[tuple[int, int, bool], list[_Candidate]]] = {}
PIECES_KEPT: Final = 20_000  # at most 416 sets' pieces; a suit's runs, one a set of ranks held
_JOKER_BIT: Final = 1 << JOKER.code
_RANKS: Final = (1 << 13) - 1


def _candidates(hand: Sequence[Card]) -> list[_Candidate]:
    return remembered(_CANDIDATES, held_bits(hand), lambda: _assembled(held_bits(hand)))


def _assembled(held: int) -> list[_Candidate]:
    """A hand's candidates from its pieces, in ``candidate_melds``' order: the sets rank by
    rank, then the runs suit by suit."""
    joker = bool(held & _JOKER_BIT)
    a, b, c, d = rows = [(held >> (13 * suit)) & _RANKS for suit in range(4)]
    # A set needs its rank in three suits, or two and the joker.
    two = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
    ranks = two if joker else (a & b & (c | d)) | (c & d & (a | b))
    found: list[_Candidate] = []
    while ranks:
        low = ranks & -ranks
        rank = low.bit_length() - 1
        ranks ^= low
        suits = (a >> rank & 1) | (b >> rank & 1) << 1 | (c >> rank & 1) << 2 | (d >> rank & 1) << 3
        found.extend(_piece(-1 - rank, suits, joker))
    for suit, row in enumerate(rows):
        if row.bit_count() + joker >= 3:  # a run needs three cards, the joker one of them
            found.extend(_piece(suit, row, joker))
    return found


def _piece(which: int, held: int, joker: bool) -> list[_Candidate]:
    key = (which, held, joker)
    found = _PIECES.get(key)
    if found is None:
        if len(_PIECES) >= PIECES_KEPT:
            _PIECES.clear()
        if which < 0:
            cards = [BY_CODE[13 * suit - 1 - which] for suit in range(4) if held >> suit & 1]
        else:
            cards = [BY_CODE[13 * which + rank] for rank in range(13) if held >> rank & 1]
        if joker:
            cards.append(JOKER)
        found = _PIECES[key] = [
            (meld, *_mask(meld.cards), meld.points(), sum(card_points(card) for card in meld.cards))
            for meld in candidate_melds(cards)
        ]
    return found


def clear_cache() -> None:
    """Forget the remembered candidate melds and lay-offs, here and in ``melds`` (a benchmark times
    cold hands)."""
    _CANDIDATES.clear()
    _PIECES.clear()
    _LAYOFFS.clear()
    clear_candidates()


def _mask(cards: Sequence[Card]) -> tuple[int, int]:
    """The natural cards as bits (one per card code) and the number of jokers."""
    mask = jokers = 0
    for card in cards:
        if card.is_joker:
            jokers += 1
        else:
            mask |= 1 << card.code
    return mask, jokers


# A table meld's lay-offs for a hand: (natural mask, jokers, points, card points, lay-offs), and
# the lone jokers it could take (table bit, points, card points, the lay-off).
_LayOffOption = tuple[int, int, int, int, tuple[LayOff, ...]]
_JokerLayOff = tuple[int, int, int, LayOff]
_MeldLayOffs = tuple[list[_LayOffOption], list[_JokerLayOff]]
# By (table index, meld, the hand's cards of the meld's rank or suit as bits, whether a joker
# may go on it): the table changes a meld at a time, while a search's playouts plan new hands
# beside the same melds every iteration. Emptied when full.
_LAYOFFS: Final[dict[tuple[int, Meld, int, bool], _MeldLayOffs]] = {}
LAYOFFS_KEPT: Final = 20_000
_SUIT_ROWS: Final = tuple(_RANKS << (13 * suit) for suit in range(4))
_RANK_COLUMNS: Final = tuple(sum(1 << (13 * suit + rank) for suit in range(4)) for rank in range(13))


def _meld_layoffs(target: int, meld: Meld, once: int, may_joker: bool) -> _MeldLayOffs:
    """The lay-offs onto the table's meld ``target`` that the hand's natural cards ``once``
    (bits by code) and, if ``may_joker``, a joker could make, remembered (``_LAYOFFS``)."""
    first = meld.stands[0].code
    # Only the cards of a set's rank, or of a run's suit, can go on it.
    reach = _RANK_COLUMNS[first % 13] if meld.kind is MeldKind.SET else _SUIT_ROWS[first // 13]
    near = once & reach
    key = (target, meld, near, may_joker)
    found = _LAYOFFS.get(key)
    if found is None:
        if len(_LAYOFFS) >= LAYOFFS_KEPT:
            _LAYOFFS.clear()
        found = _LAYOFFS[key] = _LayOffs(target, meld, near, may_joker).found()
    return found


class _LayOffs:
    """Works out one table meld's lay-offs for a hand (see ``_meld_layoffs``)."""

    def __init__(self, target: int, meld: Meld, once: int, may_joker: bool) -> None:
        self.target = target
        self.meld = meld
        self.once = once
        self.may_joker = may_joker
        self.options: list[_LayOffOption] = []
        self.joker_layoffs: list[_JokerLayOff] = []

    def found(self) -> _MeldLayOffs:
        target, meld, may_joker = self.target, self.meld, self.may_joker
        table_bit = 1 << target
        if meld.kind is MeldKind.SET:
            for card in open_ends(meld):
                if self.once >> card.code & 1:
                    worth = card_points(card)
                    self.options.append((1 << card.code, 0, worth, worth, (LayOff(target, card),)))
            if may_joker and len(meld.cards) < MAX_SET:
                stand = open_ends(meld)[0]
                layoff_alone = LayOff(target, JOKER, stand)
                self.joker_layoffs.append((table_bit, card_points(stand), card_points(JOKER), layoff_alone))
            return self.options, self.joker_layoffs
        suit = meld.stands[0].suit
        low, high = run_span(meld)
        room = MAX_RUN - len(meld.cards)
        downward = list(range(low - 1, 0, -1))[:room]
        upward = list(range(high + 1, HIGH_ACE + 1))[:room]
        gaps = 1 if may_joker else 0
        for below, missing_below in self._reach(downward, suit, gaps):
            for above, missing_above in self._reach(upward, suit, gaps - missing_below):
                if 0 < below + above <= room:
                    positions = downward[:below] + upward[:above]
                    self._add_run_extension(suit, positions, missing_below + missing_above)
        if may_joker and room > 0:
            worth, end = max((_position_points(p), p) for p in (*downward[:1], *upward[:1]))
            layoff_alone = LayOff(target, JOKER, card_at(end, suit))
            self.joker_layoffs.append((table_bit, worth, card_points(JOKER), layoff_alone))
        return self.options, self.joker_layoffs

    def _reach(self, positions: list[int], suit: str, gaps: int) -> list[tuple[int, int]]:
        """(length, cards missing) of each run extension outward along ``positions`` with at most
        ``gaps`` cards missing from the hand."""
        found = [(0, 0)]
        missing = 0
        for length, position in enumerate(positions, start=1):
            missing += not self.once >> card_at(position, suit).code & 1
            if missing > gaps:
                break
            found.append((length, missing))
        return found

    def _add_run_extension(self, suit: str, positions: list[int], missing: int) -> None:
        target = self.target
        cards = [card_at(position, suit) for position in positions]
        points = sum(_position_points(position) for position in positions)
        if missing:
            joker_spots: Sequence[int] = [i for i, card in enumerate(cards) if not self.once >> card.code & 1]
        else:
            layoffs = tuple(LayOff(target, card) for card in cards)
            removed = sum(card_points(card) for card in cards)
            self.options.append((_mask(cards)[0], 0, points, removed, layoffs))
            joker_spots = range(len(cards)) if self.may_joker else ()
        if len(cards) == 1:
            return  # a lone joker is laid off at the end of the search
        for spot in joker_spots:
            laid = [*cards[:spot], JOKER, *cards[spot + 1 :]]
            layoffs = tuple(
                LayOff(target, JOKER, stand) if card.is_joker else LayOff(target, card)
                for card, stand in zip(laid, cards, strict=True)
            )
            removed = sum(card_points(card) for card in laid)
            self.options.append((_mask(laid)[0], 1, points, removed, layoffs))


class _Search:
    """One hand's options (cards are bits: a meld never holds two equal cards).

    The search numbers the hand's distinct natural cards 0, 1, 2… in the order of their codes
    (``codes``), so that a position (the cards still undecided, held once and twice, the jokers,
    the flags and the table melds used) is one number of about 40 bits, a machine integer in
    compiled code, where bits by code (52 a copy) made a number of 120 bits, built and hashed
    as a Python object at every step. The numbering keeps the codes' order: the lowest card
    undecided is the same card either way."""

    def __init__(self, hand: Sequence[Card], table: Sequence[Meld], keep_one: bool, required: Card | None):
        once, twice, self.jokers = multiset_bits(hand)
        self.held = once  # the natural cards held, as bits by code (what lay-offs are made of)
        self.codes: list[int] = []  # the search's numbering of the hand's natural cards
        self.number_of = [-1] * JOKER.code  # by code
        while once:
            low = once & -once
            code = low.bit_length() - 1
            self.number_of[code] = len(self.codes)
            self.codes.append(code)
            once ^= low
        self.once, self.twice = self._numbered(self.held), self._numbered(twice)
        width = len(self.codes)
        self.twice_shift = width
        self.jokers_shift = 2 * width
        self.flags_shift = 2 * width + self.jokers.bit_length()
        self.tables_shift = self.flags_shift + 2
        self.keep_one = keep_one
        self.required = required
        self.required_bit = 0 if required is None or required.is_joker else 1 << required.code
        self.needs_joker = required is not None and required.is_joker
        # The best value of each position the search reached (see ``_value``).
        self.memo: dict[int, _Value] = {}
        self.joker_ends: list[tuple[int, int]] = []  # (points, table bit), dearest first (``run``)
        # What each option lays: a new meld or a table meld's extension, and its points.
        self.payloads: list[tuple[Meld | None, tuple[LayOff, ...], int]] = []
        self.options: dict[int, list[_Option]] = {}  # by the number of the option's lowest card
        for meld, mask, used, points, removed in _candidates(hand):
            self._add_option(mask, used, points, removed, 0, (meld, (), points))
        # Lone jokers onto table melds: (table bit, points, card points, the lay-off).
        self.joker_layoffs: list[tuple[int, int, int, LayOff]] = []
        for target, meld in enumerate(table):
            self._add_layoffs(target, meld)

    def _add_option(
        self,
        mask: int,
        jokers: int,
        points: int,
        removed: int,
        table_bit: int,
        payload: tuple[Meld | None, tuple[LayOff, ...], int],
    ) -> None:
        required = self.required
        flags = 0
        if required is not None and (mask & self.required_bit or (required.is_joker and jokers)):
            flags = MET
        self.payloads.append(payload)
        by_points, by_kept = points * SCALE + removed, removed * SCALE + points
        numbered = self._numbered(mask)
        option = (numbered, jokers, by_points, by_kept, flags, table_bit, len(self.payloads) - 1)
        self.options.setdefault((numbered & -numbered).bit_length() - 1, []).append(option)

    def _numbered(self, mask: int) -> int:
        """Natural cards of the hand, from bits by code to bits by the search's numbering."""
        number_of = self.number_of
        found = 0
        while mask:
            low = mask & -mask
            found |= 1 << number_of[low.bit_length() - 1]
            mask ^= low
        return found

    def _position(self, once: int, twice: int, jokers: int, flags: int, tables: int) -> int:
        """A search position as one number, the memo's key (see the class's docstring)."""
        return (
            once
            | twice << self.twice_shift
            | jokers << self.jokers_shift
            | flags << self.flags_shift
            | tables << self.tables_shift
        )

    def _add_layoffs(self, target: int, meld: Meld) -> None:
        may_joker = self.jokers > 0 and meld.joker_stand is None
        options, joker_layoffs = _meld_layoffs(target, meld, self.held, may_joker)
        for mask, jokers, points, removed, layoffs in options:
            self._add_option(mask, jokers, points, removed, 1 << target, (None, layoffs, points))
        self.joker_layoffs.extend(joker_layoffs)

    def run(self) -> bool:
        """Search every position; whether any arrangement meets the constraints (then
        ``rebuild`` gives each goal's best)."""
        # A lone joker sheds 25 wherever it goes, so both goals want the ends worth most.
        self.joker_ends = sorted(
            ((points, table_bit) for table_bit, points, _, _ in self.joker_layoffs), key=lambda end: -end[0]
        )
        if self.required_bit and not self.held & self.required_bit:
            return False  # the required card is not even in the hand
        return self._value(*self._start())[0] > NOWHERE // 2

    def _start(self) -> tuple[int, int, int, int, int]:
        return (self.once, self.twice, self.jokers, 0 if self.required is not None else MET, 0)

    def _finish(self, jokers: int, flags: int, tables: int) -> _Value:
        """Once every natural card is placed: the jokers laid off on free table melds."""
        if self.required_bit and not flags & MET:
            return NOWHERE, NOWHERE, 0, 0
        free = [points for points, table_bit in self.joker_ends if not table_bit & tables]
        laid = min(jokers, len(free))
        if self.keep_one and not flags & KEPT and laid == jokers:
            laid -= 1
        if laid < 0 or (self.needs_joker and not flags & MET and laid == 0):
            return NOWHERE, NOWHERE, 0, 0
        points = sum(free[:laid])
        removed = laid * JOKER_POINTS
        return points * SCALE + removed, removed * SCALE + points, laid, laid

    def _value(self, once: int, twice: int, jokers: int, flags: int, tables: int) -> _Value:
        """(best weight for each goal, the choice that reaches it) for the cards still undecided.

        A method, not a function nested in ``run``: a nested function that calls itself is a
        reference cycle, and its memo then waited for the cyclic garbage collector, whose passes
        over every search's memos cost a search a sixth of its time (compiled)."""
        memo = self.memo
        key = self._position(once, twice, jokers, flags, tables)
        known = memo.get(key)
        if known is not None:
            return known
        if not once:
            known = memo[key] = self._finish(jokers, flags, tables)
            return known
        low = once & -once
        kept_flags = flags | KEPT if self.keep_one else flags
        if twice & low:
            best_points, best_kept = self._value(once, twice ^ low, jokers, kept_flags, tables)[:2]
        else:
            best_points, best_kept = self._value(once ^ low, twice, jokers, kept_flags, tables)[:2]
        for_points = for_kept = -1
        for position, (mask, used, by_points, by_kept, option_flags, table_bit, _) in enumerate(
            self.options.get(low.bit_length() - 1, ())
        ):
            if once & mask != mask or used > jokers or tables & table_bit:
                continue
            rest_once, rest_twice = once & ~(mask & ~twice), twice & ~mask
            laid_flags, laid_tables = flags | option_flags, tables | table_bit
            found = self._value(rest_once, rest_twice, jokers - used, laid_flags, laid_tables)
            if found[0] + by_points > best_points:
                best_points, for_points = found[0] + by_points, position
            if found[1] + by_kept > best_kept:
                best_kept, for_kept = found[1] + by_kept, position
        known = memo[key] = (best_points, best_kept, for_points, for_kept)
        return known

    def rebuild(self, goal: int) -> Arrangement:
        """Walk one goal's remembered choices (0: most points, 1: least deadwood) from the whole
        hand down to the cards kept, once ``run`` found an arrangement."""
        memo = self.memo
        once, twice, jokers, flags, tables = self._start()
        melds: list[Meld] = []
        layoffs: list[LayOff] = []
        kept: list[Card] = []
        points = 0
        while once:
            low = once & -once
            choice = memo[self._position(once, twice, jokers, flags, tables)][2 + goal]
            if choice == -1:
                kept.append(BY_CODE[self.codes[low.bit_length() - 1]])
                flags |= KEPT if self.keep_one else 0
                if twice & low:
                    twice ^= low
                else:
                    once ^= low
                continue
            mask, used, _, _, option_flags, table_bit, index = self.options[low.bit_length() - 1][choice]
            meld, laid_off, worth = self.payloads[index]
            melds.extend([meld] if meld is not None else [])
            layoffs.extend(laid_off)
            points += worth
            once, twice = once & ~(mask & ~twice), twice & ~mask
            jokers, flags, tables = jokers - used, flags | option_flags, tables | table_bit
        laid = memo[self._position(once, twice, jokers, flags, tables)][2]
        free = sorted(
            (entry for entry in self.joker_layoffs if not entry[0] & tables), key=lambda entry: -entry[1]
        )
        for _, stand_points, _, layoff in free[:laid]:
            layoffs.append(layoff)
            points += stand_points
        kept.extend([JOKER] * (jokers - laid))
        return Arrangement(tuple(melds), tuple(layoffs), tuple(kept), points)
