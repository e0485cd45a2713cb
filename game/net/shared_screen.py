"""``SharedScreenSource``: several people at one window, each at a seat of their own at the host.

Each person's seat is joined over a link of its own (``JoinedTable``), so the host sends each
only what that seat may see: the curtain the table draws between two people hides what never
came mixed. The table reads them as one source: it shows the person in front of the screen
(the seat it last asked to see, ``table_view``), sends each move on its mover's link, and steps
every link together through the host's updates, which come for the same changes in the same
order on each (a step waits until every link has its copy of the next one).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..engine import Action, View
from ..engine.events import Event
from ..engine.match import RoundRecord
from .joining import JoinedTable
from .remote_table import NotSeated, RemoteSource

if TYPE_CHECKING:
    from ..play.source import TableSource


class SharedScreenSource(RemoteSource):
    """The first person's seat is this source's own link (its state, rules and names); the
    others' are read through plain ``RemoteSource``s, stepped with it. Where a question is about
    one link, ``RemoteSource``'s own answer is asked of that link's source by name."""

    def __init__(self, joined: list[JoinedTable], hosting: bool = False) -> None:
        if len(joined) < 2:
            raise ValueError("a shared screen has two people or more")
        super().__init__(joined[0], hosting)
        self.others = [RemoteSource(each, hosting) for each in joined[1:]]
        here = self.humans()
        self.front = self.to_move if self.to_move in here else (here[0] if here else 0)

    @property
    def people(self) -> list[RemoteSource]:
        return [self, *self.others]

    def _person(self, seat: int) -> RemoteSource:
        """The source of the person at deal seat ``seat`` (``NotSeated`` for anyone else's)."""
        for person in self.people:
            if person.arrival.deal_seat == seat:
                return person
        raise NotSeated(f"nobody at this screen sits at seat {seat}")

    # Who is here -----------------------------------------------------------------------------
    def humans(self) -> list[int]:
        """The people at this screen still dealt in, by deal seat."""
        return sorted(p.arrival.deal_seat for p in self.people if p.arrival.deal_seat is not None)

    def plays_here(self, seat: int) -> bool:
        return seat in self.humans()

    @property
    def seat(self) -> int:
        """The seat of the person in front of the screen."""
        return self.front

    def bot_rng(self) -> random.Random:
        return random.Random(f"hint {self.progress.rounds_done} {self.turn} {self.front}")

    # What each sees and does -------------------------------------------------------------------
    def view(self, seat: int) -> View:
        return RemoteSource.view(self._person(seat), seat)

    def table_view(self, viewer: int) -> View:
        """``viewer``'s own view: the table shows it, so ``viewer`` is in front now."""
        view = self.view(viewer)
        self.front = viewer
        return view

    def legal(self) -> list[Action]:
        mover = self.to_move
        if mover not in self.humans():
            return []
        return RemoteSource.legal(self._person(mover))

    def apply(self, action: Action) -> None:
        """Send the move on its mover's link (the host judges it)."""
        RemoteSource.apply(self._person(self.to_move), action)

    @property
    def awaiting_host(self) -> bool:
        return any(person.sent_at == person.at for person in self.people)

    def refused(self) -> list[str]:
        said = RemoteSource.refused(self)
        for person in self.others:
            said.extend(person.refused())
        return said

    def taken_back(self) -> None:
        """Nothing: Undo is off where several people play (the host never grants it)."""
        return None

    # Stepping every link together --------------------------------------------------------------
    def refresh(self) -> bool:
        changed = RemoteSource.refresh(self)
        for person in self.others:
            changed = person.refresh() or changed
        return changed

    def _every_link_has_the_next(self) -> bool:
        self.refresh()
        return all(person._next() is not None for person in self.people)

    def arrived(self) -> list[Event] | None:
        """The next change, once every link has it: the events the person in front may see."""
        if not self._every_link_has_the_next():
            return None
        stepped = [(person, RemoteSource.arrived(person)) for person in self.people]
        for person, events in stepped:
            if person.arrival.deal_seat == self.front:
                return events
        return stepped[0][1]  # the person in front is out: the first person's sight

    def next_deal(self) -> bool:
        if not self._every_link_has_the_next():
            return False
        return all([RemoteSource.next_deal(person) for person in self.people])  # every link steps

    @property
    def out_for_good(self) -> bool:
        return super().out_for_good and all(person.out_for_good for person in self.others)

    def watch(self) -> RoundRecord | None:
        for person in self.others:
            person.watch()
        return super().watch()

    def next_match(self) -> SharedScreenSource | None:
        """The host's next match, once its deal has come to every person here."""
        if super().next_match() is None or any(person.next_match() is None for person in self.others):
            return None
        return SharedScreenSource([person.joined for person in self.people], self.hosting)


if TYPE_CHECKING:

    def _a_table_source(source: SharedScreenSource) -> TableSource:
        """mypy checks here that the table can read several people's seats as one game."""
        return source
