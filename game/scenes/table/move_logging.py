"""The table's move log as it is written: a deal's title and opening, each move's lines (what
each seat at the screen may read of it), and a continued game's deal so far, retold."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

from ...engine.cards import Card
from ...engine.events import Event, Moved, Revealed
from ...engine.view import View
from ...engine.zones import SharedKind, hand_zone
from ...i18n import N_, _, fill, ngettext
from ...i18n.words import recorded_variant_name
from ...play.grammar import said
from ...play.source import TableSource
from .choreography import visible_card
from .words.log import LogLine, MoveLog, describe, describe_private_reveal, move_lines, revealing_announcement
from .words.phrases import Phrases


class LogWords(Protocol):
    """A game's own log wording (its adapter)."""

    @property
    def phrases(self) -> Phrases: ...

    def log_lines(self, events: list[Event], names: dict[int, str], final: View) -> list[LogLine] | None: ...

    def log_notes(self, events: list[Event], names: dict[int, str], final: View) -> list[LogLine]: ...


def knowers(event: Moved, view_of: Callable[[int], View]) -> tuple[int, ...]:
    """The seats that know the moved card without being shown it: the seat it went to, and the
    one whose hand it left (a card taken from your hand is one you held), each while that seat
    sees its own hand (a game may hide it, until a declaration)."""
    if event.card is None:
        return ()
    seats: list[int] = []
    receiver, giver = event.target.seat, event.source.seat
    if receiver is not None:
        seats.append(receiver)
    if giver is not None and event.source.kind == SharedKind.HAND and giver != receiver:
        seats.append(giver)
    return tuple(seat for seat in seats if None not in view_of(seat).zones.get(hand_zone(seat), ()))


def titled(source: TableSource) -> str:
    """The variant's name as a log title writes it, in the language in use (``held``)."""
    return held(recorded_variant_name(source.variant_name))


def held(name: str) -> str:
    r"""A variant's name as a log title writes it: a one-letter word (a title's lone capital, a
    dash) held to the next by a no-break space, so a narrow log never ends a line with it (a
    French deal title once ended « Donne nº 3 : » on a lone letter). Only here: the name itself
    keeps its plain spaces, at which buttons split their labels.

    >>> held("A Game — Long")
    'A\xa0Game —\xa0Long'
    """
    return re.sub(r"(?<!\S)(\S) ", "\\1\u00a0", name)


class TableLogger:
    """Writes the table's ``MoveLog`` from the source's events in the game's words."""

    def __init__(self, source: TableSource, words: LogWords, log: MoveLog) -> None:
        self.source = source
        self.words = words
        self.log = log

    def dealt(self, events: list[Event]) -> None:
        """A new deal's title and its opening announcements (the cards' moves are animated)."""
        source = self.source
        progress = source.progress
        number, variant = progress.rounds_done + 1, titled(source)
        if source.seed is None:  # a joiner's table: the host keeps the deal number
            words = fill(_("Round {n}: {variant}"), n=number, variant=variant)
        elif progress.elimination:
            words = fill(_("Deal #{seed}, round {n}: {variant}"), seed=source.seed, n=number, variant=variant)
        else:
            words = fill(_("Deal #{seed}: {variant}"), seed=source.seed, variant=variant)
        self.log.add(LogLine(words, strong=True))
        self._opening(events)

    def continued(self, viewer: int) -> None:
        """A saved game taken up again: its deal so far retold (once), then where it goes on."""
        source = self.source
        if not self.log.lines:
            self.retell(viewer)
        if source.seed is None:  # a joiner back at the table: the host keeps the deal number
            words = fill(
                _("Continued at turn {turn}: {variant}"),
                turn=source.turn,
                variant=titled(source),
            )
        elif source.taken_over is not None:  # "Deal #12, taken over from game 4 at move 30: …"
            words = fill(
                _("Deal #{seed}, {taken}: {variant}"),
                seed=source.seed,
                taken=source.taken_over.words(),
                variant=titled(source),
            )
        else:
            words = fill(
                _("Deal #{seed} continued at turn {turn}: {variant}"),
                seed=source.seed,
                turn=source.turn,
                variant=titled(source),
            )
        self.log.add(LogLine(words, strong=True))

    def retell(self, viewer: int) -> None:
        """A continued game's log: the deal so far, as this screen would have logged it."""
        source = self.source
        retelling = source.retelling(viewer)
        if retelling is None:
            return
        if source.seed is None:  # a joiner's table: the host keeps the deal number
            number = source.progress.rounds_done + 1
            heading = fill(_("Round {n}: {variant}"), n=number, variant=titled(source))
        else:
            heading = fill(_("Deal #{seed}: {variant}"), seed=source.seed, variant=titled(source))
        self.log.add(LogLine(heading, strong=True))
        self._opening(retelling.opening)
        for move in retelling.moves:
            self.move(move.events, move.final, move.index, move.view_of)

    def taken_back(self, count: int) -> None:
        """An undo: the lines of the ``count`` moves taken back go, and one line says so and
        who plays now."""
        source = self.source
        self.log.take_back(source.progress.rounds_done, source.moves_made)
        to_play = said(source.name(source.to_move), N_("{who} to play"), N_("You to play"))
        words = ngettext("Undo: {n} move taken back, {then}", "Undo: {n} moves taken back, {then}", count)
        self.log.add(LogLine(fill(words, n=count, then=to_play), strong=True))

    def _opening(self, events: list[Event]) -> None:
        names = self.source.names()
        for event in events:
            if not isinstance(event, Moved | Revealed):
                line = describe(event, names, self.words.phrases)
                if line is not None:
                    self.log.add(line)

    def move(self, events: list[Event], final: View, index: int, view_of: Callable[[int], View]) -> None:
        """The log lines of the deal's action ``index``, tagged so an undo can take them back.
        ``view_of(seat)`` is a seat's view after the action: a card drawn into a hand its owner
        cannot see yet (before a declaration that shows it) is not named to them either."""
        source, words, log = self.source, self.words, self.log
        names = source.names()
        move = (source.progress.rounds_done, index)
        grouped = words.log_lines(events, names, final)
        if grouped is not None:
            for line in grouped:
                log.add(line, move)
        else:

            def public(event: Moved) -> Card | None:
                return self._public_card(event, final)

            def knew(event: Moved) -> tuple[int, ...]:
                return knowers(event, view_of)

            for line in move_lines(events, names, public, knew, words.phrases):
                log.add(line, move)
        for line in words.log_notes(events, names, final):
            log.add(line, move)
        private = [e for e in events if isinstance(e, Revealed) and e.audience]
        if private:
            # A reveal to some seats only, after what caused it (the declaration, the 2♠ laid):
            # its cards named to that audience alone, on the line of what caused it.
            cause = revealing_announcement(events, private[0].audience[0], words.phrases)
            last = log.lines[-1] if log.moves and log.moves[-1] == move else None
            told = describe(cause, names, words.phrases) if cause is not None else None
            if last is not None and told is not None and last.public == told.public:
                log.replace_last(describe_private_reveal(private, names, last))
            else:
                log.add(describe_private_reveal(private, names), move)

    def _public_card(self, event: Moved, final: View) -> Card | None:
        """The card the move's log line may name for everyone at the screen."""
        if self.source.sees_all:
            return event.card
        if self.source.spectating:
            return visible_card(event, final)  # watchers see what any seat sees
        return event.card if event.shown else None
