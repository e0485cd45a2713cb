"""The contract every game keeps: one rules object per variant, one state per deal.

A ``Rules`` is built once from a validated ``Variant`` and never changes. It
deals states, lists legal actions, verifies and applies them (returning event
records), shows a seat its view, samples full states consistent with a view,
and rebuilds any state from its origin and action log.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from types import MappingProxyType
from typing import ClassVar, Final, Generic, TypeVar

from .actions import Action
from .cards import Card, cards_text, shuffle
from .errors import IllegalAction, SetupError, VariantError
from .events import Event, GameOver, TurnCapReached
from .move_words import MoveWords
from .options import OptionSpec, Variant, resolve_options
from .state import State
from .view import View
from .zones import SharedKind, Zone, hand_zone

__all__ = ["TURN_CAP", "RoundResult", "Rules", "ScoreItem"]

S = TypeVar("S", bound=State)

TURN_CAP: Final = OptionSpec(
    "turn_cap",
    "int",
    2000,
    "Software rule: the deal ends after this many decisions, so a program always finishes.",
    minimum=10,
    maximum=1_000_000,
    software=True,
)


class MatchMode(StrEnum):
    """How rounds make a match; a game declares the modes it allows, a variant picks one."""

    SINGLE = "single"  # one deal decides
    ELIMINATION = "elimination"  # each round drops its loser until one seat remains
    POINTS_OUT = "points-out"  # a seat whose total reaches a threshold is out; the last one left wins
    FIXED_ROUNDS = "fixed-rounds"  # a set number of rounds; the highest total wins


class Direction(StrEnum):
    """Which way turns (and the deal, and the dealer) go round the table."""

    CLOCKWISE = "clockwise"  # to the left: the next seat is seat + 1
    ANTICLOCKWISE = "anticlockwise"  # to the right: the next seat is seat − 1

    def step(self, seat: int, players: int) -> int:
        """The seat after ``seat`` in this direction."""
        return (seat + 1) % players if self is Direction.CLOCKWISE else (seat - 1) % players


@dataclass(frozen=True, slots=True)
class RoundContext:
    """What a new deal knows of the match: its number (from 1), the dealer, every seat's
    running total before this round and the facts carried from the round before, all in
    this deal's seat numbers."""

    number: int
    dealer: int
    scores: tuple[int, ...]
    carried: Mapping[str, object] = field(default_factory=dict)

    @classmethod
    def first(cls, players: int, dealer: int = 0) -> RoundContext:
        """A deal on its own, or a match's first round (one shared value per table size and
        dealer: every playout deals one, and a frozen dataclass is slow to build)."""
        known = _FIRST_ROUNDS.get((players, dealer))
        if known is None:
            known = cls(1, dealer, (0,) * players, MappingProxyType({}))
            _FIRST_ROUNDS[(players, dealer)] = known
        return known


_FIRST_ROUNDS: Final[dict[tuple[int, int], RoundContext]] = {}


def _listed(action: Action, listed: tuple[Action, ...]) -> bool:
    """Whether ``action`` is one of the very objects ``legal_actions`` listed. Identity only:
    an equal move built elsewhere (parsed, say) is checked instead, which costs more but
    decides the same, and no move's ``__eq__`` runs for the moves listed before it."""
    return any(listed_action is action for listed_action in listed)


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of a seat's score for a round, as a score sheet shows it: what it is for
    ("went out", "doubled", "Full Full House", "2 steals") and its points; an empty label
    is plain points that need no word (what a hand left holds, say).

    >>> str(ScoreItem("joker in the hand", 20)), str(ScoreItem("", 38))
    ('joker in the hand +20', '+38')
    """

    label: str
    points: int

    def __str__(self) -> str:
        return f"{self.label} {self.points:+d}".lstrip()


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How one deal ended, for the match layer: finishing order, who leaves the match, and
    (scored games) the points each seat takes from the round, what they are made of
    (``items``: per seat, lines adding up to its points) and the facts the next round
    carries."""

    placings: tuple[int, ...]
    eliminated: tuple[int, ...]
    winners: tuple[int, ...]
    points: tuple[int, ...] = ()
    carried: Mapping[str, object] = field(default_factory=dict)
    items: tuple[tuple[ScoreItem, ...], ...] = ()


class Rules(ABC, Generic[S]):
    """Base of every game's rules. Subclasses fill the abstract hooks."""

    game: ClassVar[str]
    title: ClassVar[str]
    seats: ClassVar[tuple[int, int]]
    option_specs: ClassVar[tuple[OptionSpec, ...]]
    match_modes: ClassVar[tuple[MatchMode, ...]] = (MatchMode.SINGLE,)
    direction: ClassVar[Direction] = Direction.CLOCKWISE
    # Whether every seat's birthday is an input to the match (a contract made of one's date of
    # birth): the table asks people for theirs, and ``Match`` takes them as the carried
    # ``birthdays``.
    uses_birthdays: ClassVar[bool] = False
    # Options a game once had, each with the words that say what to write instead: a variant
    # file that still sets one is refused with them rather than with "unknown option".
    retired_options: ClassVar[Mapping[str, str]] = {}

    def __init__(self, variant: Variant) -> None:
        low, high = self.seats
        if not low <= variant.min_players <= variant.max_players <= high:
            raise VariantError(
                "players must lie within {low}–{high} for {game}, got {min}–{max}",
                "players",
                low=low,
                high=high,
                game=self.title,
                min=variant.min_players,
                max=variant.max_players,
            )
        if not variant.min_players <= variant.default_players <= variant.max_players:
            raise VariantError(
                "default players {default} is outside {min}–{max}",
                "players.default",
                default=variant.default_players,
                min=variant.min_players,
                max=variant.max_players,
            )
        self.variant = variant
        self.options = resolve_options(self.option_specs, variant.options, self.retired_options)
        self.turn_cap = int(self.options["turn_cap"])
        self.match_mode = MatchMode(str(self.options.get("match", MatchMode.SINGLE)))
        if self.match_mode not in self.match_modes:
            modes = ", ".join(self.match_modes)
            raise VariantError("{game} plays matches as {modes}", "match", game=self.title, modes=modes)
        # Points-out: the total at which a seat is out; fixed rounds: how many rounds.
        self.match_limit = 0
        # Software rule: a points-out match ends after this many rounds (0: never), since good
        # players can keep every total falling.
        self.round_cap = 0
        self.configure()

    @classmethod
    def default_variant(cls, **options: bool | int | str) -> Variant:
        """A variant with every option at its default but those given (for tests and tools)."""
        low, high = cls.seats
        return Variant(
            id=cls.game,
            game=cls.game,
            name=cls.title,
            description="",
            min_players=low,
            max_players=high,
            default_players=low,
            options=dict(options),
        )

    def configure(self) -> None:
        """Read ``self.options`` into attributes; called once by ``__init__``."""

    # ------------------------------------------------------------------ set-up
    def check_players(self, players: int, within_variant: bool = True) -> None:
        low, high = (self.variant.min_players, self.variant.max_players) if within_variant else self.seats
        if not low <= players <= high:
            raise SetupError(f"{self.variant.name} is for {low}–{high} players, not {players}")

    def new_state(
        self,
        players: int,
        seed: int,
        within_variant: bool = True,
        context: RoundContext | None = None,
    ) -> S:
        """A fresh deal for ``players`` seats, shuffled by a generator seeded with ``seed``.

        Later rounds of a match may go below the variant's minimum
        (``within_variant=False``), never below the game's own. ``context`` is the
        round's place in its match (a deal on its own is round 1, dealt by seat 0).
        """
        self.check_players(players, within_variant)
        round_context = context or RoundContext.first(players)
        state = self.deal(players, seed, round_context)
        state.origin_from(lambda: self.deal(players, seed, round_context))
        return state

    @abstractmethod
    def deal(self, players: int, seed: int, context: RoundContext) -> S:
        """Shuffle and deal a new state for the round ``context`` describes."""

    def next_seat(self, seat: int, players: int) -> int:
        """The seat after ``seat`` in this game's turn direction."""
        return self.direction.step(seat, players)

    @abstractmethod
    def deck(self, players: int) -> list[Card]:
        """Every card in play for this many players."""

    @abstractmethod
    def setup(
        self,
        players: int,
        seed: int,
        zones: Mapping[Zone, Sequence[Card]],
        to_move: int | None = None,
        facts: Mapping[str, object] | None = None,
        marks: Mapping[Zone, Sequence[str]] | None = None,
        rng: random.Random | None = None,
    ) -> S:
        """A position set up explicitly; zones not given are dealt from the rest of the deck.
        ``facts`` are in their written form (a scenario's, or a view's written by
        ``facts.write_facts``), as only some may be given."""

    def shuffled_rest(
        self, players: int, zones: Mapping[Zone, Sequence[Card]], rng: random.Random
    ) -> list[Card]:
        """For ``setup``: the deck less every card the given zones hold, shuffled by ``rng``."""
        rest = _without(self.deck(players), zones)
        shuffle(rest, rng)
        return rest

    def opening_events(self, state: S) -> list[Event]:
        """The deal as events (cards dealt, cards turned, who leads), for the table to animate."""
        return []

    def prepare(self, state: S) -> S:
        """Finish a hand-built state (origin snapshot) so it can be played, undone and replayed."""
        state.origin = state.clone()
        return state

    # ------------------------------------------------------------------ play
    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]:
        """Every action the player to move may take, in a stable order."""

    @abstractmethod
    def check(self, state: S, action: Action) -> None:
        """Raise ``IllegalAction`` naming the rule if ``action`` may not be taken now."""

    @abstractmethod
    def perform(self, state: S, action: Action) -> list[Event]:
        """Change the state for a verified action and report what happened."""

    def laid_down(self, state: S, seat: int) -> list[tuple[Card, int | None]]:
        """``seat``'s hand as its player lays it down at the round's end, each joker with the
        rank it stands for (``None`` for every other card). By default the hand as it lies;
        a game whose hands win by their shape (a contract) orders them by it."""
        return [(card, None) for card in self.zones(state).get(hand_zone(seat), [])]

    def binding(self, action: Action) -> bool:
        """Whether ``action``, once made, must never be taken back at the table: a blind choice
        (a card chosen face down, a contract declared before the hand is seen) that an Undo
        would turn into a free look at what it was blind to. Most games have none."""
        return False

    def move_words(self, action: Action, view: View) -> MoveWords:
        """``action`` in a player's words as an English template and its fields, said to the
        seat of ``view`` ("your"), other seats as ``Seat`` fields. By default its notation."""
        return MoveWords(str(action))

    def action_words(self, action: Action, view: View, names: Mapping[int, str]) -> str:
        """``action`` in a player's English words (``move_words`` put together), ``names`` by
        seat. For hints; the notation (``str(action)``) stays the exact form."""
        return self.move_words(action, view).english(names)

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Read an action from its notation (raises ``NotationError``)."""

    @abstractmethod
    def cap_winners(self, state: S) -> tuple[int, ...]:
        """Who wins when the turn cap ends the deal (a software rule)."""

    def apply(self, state: S, action: Action) -> list[Event]:
        """Verify, change, report. Raises ``IllegalAction`` and leaves the state untouched."""
        if state.over:
            raise IllegalAction("game over", "the deal is over; no more actions")
        # An action these rules listed for this very position is legal; any other is checked.
        # (A game opts in by storing its list in ``state.listed`` and itself in
        # ``state.listed_by`` at the end of ``legal_actions``; it must list exactly what
        # ``check`` allows, as the conformance tests hold every game to.)
        if state.listed_by is not self or not _listed(action, state.listed):
            self.check(state, action)
        state.listed_by = None
        events = self.perform(state, action)
        state.log.append(action)
        state.turn += 1
        if state.turn >= self.turn_cap and not state.over:
            winners = self.cap_winners(state)
            state.finish(winners, "turn cap")
            events.append(TurnCapReached(state.turn))
            events.append(GameOver(winners, "turn cap"))
        return events

    def allows(self, state: S, action: Action) -> bool:
        """Whether ``action`` is legal now: ``why_illegal`` without wording the reason, for a
        playout that asks of many moves and needs no words for those refused."""
        if state.over:
            return False
        try:
            self.check(state, action)
        except IllegalAction:
            return False
        return True

    def why_illegal(self, state: S, action: Action) -> str | None:
        """The reason ``action`` is illegal now, or ``None`` if it is legal."""
        try:
            if state.over:
                return "the deal is over"
            self.check(state, action)
        except IllegalAction as error:
            return str(error)
        return None

    def round_result(self, state: S) -> RoundResult:
        """For the match layer; games with placings or eliminations override it."""
        return RoundResult(placings=state.winners, eliminated=(), winners=state.winners)

    # ------------------------------------------------------------------ information
    @abstractmethod
    def zones(self, state: S) -> dict[Zone, list[Card]]:
        """Every zone's cards, bottom first, in a stable order."""

    def marks(self, state: S) -> dict[Zone, list[str]]:
        """Per-card flags for zones that have them (empty string for none)."""
        return {}

    @abstractmethod
    def facts(self, state: S) -> object:
        """The open facts beyond the cards (phase, who is out, pending draws…): the game's own
        frozen record, which views carry."""

    @abstractmethod
    def public_facts(self, state: S) -> dict[str, object]:
        """``facts`` as plain data (its codec's): a view's ``public``, the state's text."""

    @abstractmethod
    def seen_by(self, state: S, seat: int) -> dict[Zone, tuple[Card | None, ...]]:
        """Every zone as ``seat`` sees it while the round is live: ``None`` for each card hidden
        from that seat."""

    def sees(self, state: S, seat: int, zone: Zone) -> bool:
        """Whether ``seat`` sees the faces of the cards that lie in ``zone`` now, by the rules
        (not by what the cards are): what a seat is told of a change is decided by where each
        card leaves and lands (``game.engine.sight``). A place only partly face up (a hand with
        some cards known, a stack on a face-down base) is not seen: a move there is told by
        its ``shown``. Here: the seat's own hand and the shared face-up discard pile; a game
        with other places says so."""
        return zone.kind == SharedKind.DISCARD or (zone.kind == SharedKind.HAND and zone.seat == seat)

    def places(self, state: S, seat: int) -> tuple[Zone, ...]:
        """Every zone of ``state`` that ``seat`` sees (``sees``), in the zones' order."""
        return tuple(zone for zone in self.zones(state) if self.sees(state, seat, zone))

    def shown(self, state: S, seat: int) -> dict[Zone, tuple[Card | None, ...]]:
        """Every zone as ``seat`` sees it: ``seen_by`` while the round is live; once it is over,
        every hand is turned up, as players lay their hands down to count them. Other hidden
        cards (the stock, face-down piles and bases) stay hidden."""
        seen = self.seen_by(state, seat)
        if state.over:
            for zone, cards in self.zones(state).items():
                if zone.kind is SharedKind.HAND:
                    seen[zone] = tuple(cards)
        return seen

    def view(self, state: S, seat: int) -> View:
        """Exactly what ``seat`` may see."""
        return View(
            game=self.game,
            variant=self.variant.id,
            seat=seat,
            players=state.players,
            to_move=state.to_move,
            turn=state.turn,
            over=state.over,
            winners=state.winners,
            zones=self.shown(state, seat),
            marks={zone: tuple(flags) for zone, flags in self.marks(state).items()},
            public=self.public_facts(state),
            facts=self.facts(state),
            places=self.places(state, seat),
        )

    def spectator_view(self, state: S, seat: int) -> View:
        """What the seats know between them, oriented for ``seat``: each zone as the seat that
        sees most of it sees it (a hand as its owner does). For someone watching bots play; a
        card hidden from every seat (a stock, a face-down pile) stays hidden. Never give this to
        a bot.
        """
        seen = [self.shown(state, other) for other in range(state.players)]
        zones = {zone: max((view[zone] for view in seen), key=_shown_count) for zone in seen[0]}
        # What any seat sees, in the zones' order.
        places = {zone for other in range(state.players) for zone in self.places(state, other)}
        watched = tuple(zone for zone in self.zones(state) if zone in places)
        return replace(self.view(state, seat), zones=zones, places=watched)

    def recalled(self, view: View) -> View:
        """``view`` with the face-down cards its seat knows all the same filled in (cards turned
        up once for everyone, then put face down out of play): search deals the unseen cards
        around them. Most games have none."""
        return view

    def sample_state(self, view: View, rng: random.Random) -> S:
        """A full state consistent with ``view``: hidden cards dealt at random from the unseen
        (the cards ``recalled`` fills in stay where they are)."""
        view = self.recalled(view)
        unseen = Counter(self.deck(view.players))
        unseen.subtract(view.visible_cards())
        if any(count < 0 for count in unseen.values()):
            raise SetupError("the view shows more copies of a card than the deck holds")
        pool = list(unseen.elements())
        rng.shuffle(pool)
        zones: dict[Zone, list[Card]] = {}
        for zone, cards in view.zones.items():
            zones[zone] = [card if card is not None else pool.pop() for card in cards]
        if pool:
            raise SetupError(f"{len(pool)} cards are missing from the view's zones")
        state = self.setup(
            view.players,
            seed=0,
            zones=zones,
            to_move=view.to_move,
            facts=view.public,
            marks=view.marks,
            rng=random.Random(rng.getrandbits(64)),
        )
        state.turn = view.turn
        if view.over:
            # A finished round stays finished, whatever the game's setup makes of the position,
            # so the sample's view shows the hands turned up as the view it came from does.
            state.over, state.winners = True, view.winners
        return state

    # ------------------------------------------------------------------ history
    def replay(self, origin: S, actions: Sequence[Action]) -> S:
        """Apply ``actions`` to a clone of ``origin``."""
        state = origin.clone()
        state.origin = origin
        for action in actions:
            self.apply(state, action)
        return state

    def undo(self, state: S) -> S:
        """The state before the last action (rebuilt from the origin and the log)."""
        if state.origin is None:
            raise IllegalAction("undo", "this state has no history to undo")
        if not state.log:
            raise IllegalAction("undo", "nothing to undo")
        origin = state.origin
        assert isinstance(origin, type(state))
        return self.replay(origin, state.log[:-1])

    def state_text(self, state: S) -> str:
        """A deterministic text form for logs, golden tests and bug reports."""
        head = (
            f"{self.variant.id} players={state.players} seed={state.seed} "
            f"turn={state.turn} to_move={state.to_move}"
        )
        lines = [head]
        marks = self.marks(state)
        for zone, cards in self.zones(state).items():
            text = cards_text(cards)
            flags = marks.get(zone)
            if flags and any(flags):
                text += "  [" + " ".join(flag or "-" for flag in flags) + "]"
            lines.append(f"{zone}: {text}")
        for key, value in sorted(self.public_facts(state).items()):
            lines.append(f"{key}: {value}")
        if state.over:
            lines.append(f"over: winners={list(state.winners)} reason={state.end_reason}")
        return "\n".join(lines)


def undealt(
    deck: list[Card], zones: Mapping[Zone, Sequence[Card]], known: Sequence[Zone], zone_help: str
) -> list[Card]:
    """What ``deck`` holds beyond the cards ``zones`` name, for a position set up by hand
    (``setup``); a ``SetupError`` for a zone not among ``known`` (``zone_help`` lists them in
    words) or a card given twice or not in the deck."""
    check_zones(zones, known, zone_help)
    return _without(list(deck), zones)


def check_zones(zones: Mapping[Zone, object], known: Iterable[Zone], zone_help: str) -> None:
    """A ``SetupError`` naming the first of ``zones`` (by name) not among ``known``, with
    ``zone_help``: the game's zones in words."""
    unknown = sorted(str(zone) for zone in set(zones) - set(known))
    if unknown:
        raise SetupError(f"no zone {unknown[0]!r}; {zone_help}")


def _without(deck: list[Card], zones: Mapping[Zone, Sequence[Card]]) -> list[Card]:
    """``deck`` less every card ``zones`` hold (a ``SetupError`` for one given twice or absent)."""
    for cards in zones.values():
        for card in cards:
            try:
                deck.remove(card)
            except ValueError:
                raise SetupError(f"{card} is given twice, or is not in the deck") from None
    return deck


def _shown_count(cards: tuple[Card | None, ...]) -> int:
    return sum(card is not None for card in cards)
