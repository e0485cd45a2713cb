"""What every game's state shares: seats, whose move, the seeded generator, the action log."""

from __future__ import annotations

import _random
import random
from collections.abc import Callable
from typing import Self

from .actions import Action


def seeded_generator(seed: int) -> random.Random:
    """``random.Random(seed)`` for an int seed, the same generator state, without the Python
    layers of ``Random.__init__`` and ``Random.seed`` (every deal makes one)."""
    rng = random.Random.__new__(random.Random)
    _seed_from_int(rng, seed)
    rng.gauss_next = None  # type: ignore[attr-defined]  # what Random.seed resets too
    return rng


# The C seeding that ``Random.seed`` hands an int to.
_seed_from_int = _random.Random.seed


class State:
    """One deal in progress. Each game subclasses it with its zones.

    ``log`` holds the actions applied since ``origin`` (a snapshot taken when
    the deal was set up); replaying the log on a clone of ``origin`` gives
    this state back, which is how undo works. A dealt state makes its origin
    only when asked, by dealing again from its seed (a deal is a pure function
    of the seed), so that a playout does not pay for a snapshot it never reads.
    """

    __slots__ = (
        "_origin",
        "_redeal",
        "_rng",
        "_rng_shared",
        "end_reason",
        "listed",
        "listed_by",
        "log",
        "over",
        "players",
        "seed",
        "to_move",
        "turn",
        "winners",
    )

    def __init__(self, players: int, seed: int, rng: random.Random | None = None) -> None:
        self.players = players
        self.seed = seed
        self._rng: random.Random = rng if rng is not None else seeded_generator(seed)
        self._rng_shared = False
        self.to_move = 0
        self.turn = 0
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.end_reason = ""
        self.log: list[Action] = []
        self._origin: State | None = None
        self._redeal: Callable[[], State] | None = None
        # The legal actions a rules object listed for this very position (``listed_by``
        # is that rules object, or None once ``apply`` has changed the state): ``apply``
        # takes one of them without deriving its legality again (see ``Rules.apply``).
        self.listed: tuple[Action, ...] = ()
        self.listed_by: object = None

    @property
    def rng(self) -> random.Random:
        """This deal's seeded generator. A clone shares its source's generator until either of
        them first asks for it, and only then takes a copy (copying one costs 625 Python ints,
        more than the rest of a clone, and most clones a search makes never draw from it)."""
        if self._rng_shared:
            copy = random.Random.__new__(random.Random)  # no OS seeding: overwritten at once
            copy.setstate(self._rng.getstate())
            self._rng = copy
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_shared = False

    @property
    def origin(self) -> State | None:
        """The state as set up, before the first action of ``log``."""
        if self._origin is None and self._redeal is not None:
            self._origin = self._redeal()
            self._redeal = None
        return self._origin

    @origin.setter
    def origin(self, value: State | None) -> None:
        self._origin = value
        self._redeal = None

    def origin_from(self, redeal: Callable[[], State]) -> None:
        """Make the origin on demand with ``redeal`` (which must give this state as dealt)."""
        self._origin = None
        self._redeal = redeal

    def blank(self) -> Self:
        """A state of the same class and seats for ``clone`` to fill in. Made by the constructor
        (a class compiled by mypyc cannot be made without it), on this state's generator so
        that no new one is seeded; every subclass takes ``(players, seed, rng)``."""
        return type(self)(self.players, self.seed, self._rng)

    def _copy_base(self, other: State) -> None:
        """Copy the shared fields of ``self`` into a fresh ``other`` (used by ``clone``)."""
        other.players = self.players
        other.seed = self.seed
        # Shared until either state asks for it (see ``rng``): a shared generator never moves.
        other._rng = self._rng
        other._rng_shared = self._rng_shared = True
        other.to_move = self.to_move
        other.turn = self.turn
        other.over = self.over
        other.winners = self.winners
        other.end_reason = self.end_reason
        other.log = list(self.log)
        other._origin = self._origin
        other._redeal = self._redeal
        other.listed = ()
        other.listed_by = None

    def clone(self) -> Self:
        """A deep copy that shares nothing mutable with this state."""
        raise NotImplementedError

    def finish(self, winners: tuple[int, ...], reason: str) -> None:
        self.over = True
        self.winners = winners
        self.end_reason = reason
        self.to_move = -1
