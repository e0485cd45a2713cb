"""Replays: a recorded game rebuilt from its deal number and its actions, checked against how it
was recorded to end, and stepped through position by position for the replay viewer.

The game is rebuilt the way a save is (``game.files.saves.restore``): a ``Match`` of the recorded
variant and options, dealt from the recorded seed, each round's actions parsed and applied by
the rules, which check every one. The variant is made from the recorded options alone, so a
variant file changed or removed since does not change the replay. An action the rules refuse
stops the rebuild with its number, notation and the engine's reason (``ReplayError``); a game
that plays through but ends otherwise than recorded is reported in ``Replay.mismatches``.

Positions run 0 … ``len(replay) - 1``: each round's deal (no action yet), then one position after
each of its actions. Every frame shows every hand face up, since the game is over.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..engine import EngineError, Variant, make_rules
from ..engine.actions import Action
from ..engine.events import Event
from ..engine.match import Match, RoundRecord, replayed
from ..engine.rules import Rules
from ..engine.state import State
from ..engine.view import View
from ..engine.zones import SharedKind
from ..i18n.said import Said
from .records import GameRecord, RoundPlayed, Status


class ReplayError(Exception):
    """A recorded game that cannot be played again; the message names the first action that fails
    (``number`` counts every action of the game from 1) and the engine's reason."""

    def __init__(
        self,
        message: Said,
        number: int | None = None,
        notation: str | None = None,
        cause: Exception | None = None,
    ) -> None:
        super().__init__(message)
        self.said = message
        self.number = number
        self.notation = notation
        self.cause = cause  # the engine's error for an action that cannot be played


@dataclass(frozen=True, slots=True)
class Frame:
    """One position of a replay."""

    position: int
    round: int  # from 1
    move: int  # actions made in this round so far
    action: str | None  # the action that led here, in notation (None at a deal)
    mover: int | None  # the match seat that made it
    events: tuple[Event, ...]  # what it caused (at a deal: the deal's events), for the move log
    view: View  # the table with every hand face up
    seats: tuple[int, ...]  # the match seats dealt in: deal seat i is match seat seats[i]
    scores: tuple[int, ...]  # each match seat's total before this round (scored matches)
    result: RoundRecord | None  # how the round ended, at its last position


@dataclass(frozen=True, slots=True)
class _Round:
    dealt: State  # the deal, before any action
    actions: tuple[Action, ...]
    seats: tuple[int, ...]
    scores: tuple[int, ...]
    result: RoundRecord | None
    first: int  # the position of its deal


def recorded_variant(record: GameRecord) -> Variant:
    """The variant the game was played with: its game and every option it recorded (whatever the
    variant's file says now, or whether it is still there)."""
    players = len(record.seats)
    return Variant(
        id=record.variant,
        game=record.game,
        name=record.variant_name,
        description="",
        min_players=players,
        max_players=players,
        default_players=players,
        options=dict(record.options),
    )


def recorded_rules(record: GameRecord) -> Rules[Any]:
    """The rules the game was played with: its game and every option it recorded."""
    try:
        return make_rules(recorded_variant(record))
    except EngineError as error:
        said = Said(
            "this game's variant cannot be made by this version of the program (was it recorded by "
            "another? it says {version}): {error}",
            version=record.version or Said("an unknown version"),
            error=error,
        )
        raise ReplayError(said) from None


def _seat_names(record: GameRecord, seats: tuple[int, ...]) -> Said | str:
    return ", ".join(record.seats[s].name for s in seats if s < len(record.seats)) or Said("nobody")


class Replay:
    """A recorded game rebuilt; ``frame(position)`` shows any position of it."""

    def __init__(self, record: GameRecord) -> None:
        if record.joined is not None:  # no deal and no moves were kept: nothing to play again
            raise ReplayError(
                Said(
                    "it was played across the room at {table}, and this window never saw the other hands",
                    table=record.joined.where,
                )
            )
        self.record = record
        self.rules = recorded_rules(record)
        self.mismatches: list[Said] = []  # said in the language in use when shown
        self.rounds: list[_Round] = []
        self.match = self._rebuild()
        self._cursor: tuple[int, int, State] | None = None  # (round index, move, state) last shown

    # Rebuilding ------------------------------------------------------------------------------
    def _rebuild(self) -> Match:
        record, rules = self.record, self.rules
        carried = {key: tuple(values) for key, values in record.carried.items()}
        try:
            match = Match(rules, len(record.seats), record.seed, carried=carried)
        except EngineError as error:
            raise ReplayError(Said("the game cannot be set up: {error}", error=error)) from None
        number = 0  # every action of the game, from 1
        position = 0
        for played in record.rounds:
            if match.over:
                said = Said(
                    "round {round}: the match was already over after round {before}",
                    round=played.number,
                    before=played.number - 1,
                )
                raise ReplayError(said)
            try:
                state = match.start_round()
            except EngineError as error:
                said = Said("round {round} cannot be dealt: {error}", round=played.number, error=error)
                raise ReplayError(said) from None
            if state.seed != played.seed:
                self.mismatches.append(
                    Said(
                        "round {round} was dealt from seed {seed}, but the record says {recorded}",
                        round=played.number,
                        seed=state.seed,
                        recorded=played.seed,
                    )
                )
            dealt = state.clone()
            scores = tuple(match.scores)
            seats = tuple(match.seats_in_round)
            actions = []
            for move, text in enumerate(played.actions, start=1):
                number += 1
                try:
                    action = rules.parse_action(text)
                    rules.apply(state, action)
                except (EngineError, ValueError) as error:
                    said = Said(
                        "action {number} (round {round}, move {move}) `{text}` cannot be played: {error}",
                        number=number,
                        round=played.number,
                        move=move,
                        text=text,
                        error=error,
                    )
                    raise ReplayError(said, number, text, error) from None
                actions.append(action)
            result = None
            if played.finished:
                if not state.over:
                    said = Said(
                        "round {round}: its {count} actions leave the round unfinished, "
                        "but it was recorded finished",
                        round=played.number,
                        count=len(actions),
                    )
                    raise ReplayError(said)
                result = match.finish_round()
                self._compare(played, result)
            self.rounds.append(_Round(dealt, tuple(actions), seats, scores, result, position))
            position += len(actions) + 1
        if record.status is Status.FINISHED:
            self._compare_match(match)
        return match

    def _compare(self, played: RoundPlayed, result: RoundRecord) -> None:
        record = self.record
        if result.winners != played.winners:
            self.mismatches.append(
                Said(
                    "round {round} is won by {found}, but the record says {recorded}",
                    round=played.number,
                    found=_seat_names(record, result.winners),
                    recorded=_seat_names(record, played.winners),
                )
            )
        if result.points != played.points:
            self.mismatches.append(
                Said(
                    "round {round} scores {found}, but the record says {recorded}",
                    round=played.number,
                    found=list(result.points),
                    recorded=list(played.points),
                )
            )
        if result.eliminated != played.eliminated:
            self.mismatches.append(
                Said(
                    "round {round} puts out {found}, but the record says {recorded}",
                    round=played.number,
                    found=_seat_names(record, result.eliminated),
                    recorded=_seat_names(record, played.eliminated),
                )
            )

    def _compare_match(self, match: Match) -> None:
        record = self.record
        if not match.over:
            self.mismatches.append(
                Said("the match goes on after its recorded rounds, but it was recorded finished")
            )
            return
        if match.winners != record.winners:
            self.mismatches.append(
                Said(
                    "the match is won by {found}, but the record says {recorded}",
                    found=_seat_names(record, match.winners),
                    recorded=_seat_names(record, record.winners),
                )
            )
        if record.totals and tuple(match.scores) != record.totals:
            self.mismatches.append(
                Said(
                    "the totals are {found}, but the record says {recorded}",
                    found=list(match.scores),
                    recorded=list(record.totals),
                )
            )

    @property
    def matches_record(self) -> bool:
        return not self.mismatches

    # Stepping --------------------------------------------------------------------------------
    def __len__(self) -> int:
        """How many positions there are (every round's deal and one after each action)."""
        return sum(len(played.actions) + 1 for played in self.rounds)

    def starts(self) -> list[int]:
        """The position of each round's deal, for a viewer's "jump to round"."""
        return [played.first for played in self.rounds]

    def locate(self, position: int) -> tuple[int, int]:
        """The round index and move of ``position``; ``IndexError`` outside 0 … len − 1."""
        if not 0 <= position < len(self):
            raise IndexError(f"position {position} is not in 0 … {len(self) - 1}")
        for index, played in enumerate(self.rounds):
            if position <= played.first + len(played.actions):
                return index, position - played.first
        raise IndexError(position)  # not reached: the positions above cover every round

    def over_at(self, position: int) -> bool:
        """Whether the match is over at ``position``: the last position of a match played to
        its end (nothing is left to play there)."""
        index, move = self.locate(position)
        played = self.rounds[index]
        last = index == len(self.rounds) - 1 and move == len(played.actions)
        return last and played.result is not None and self.match.over

    def match_at(self, position: int) -> Match:
        """A new match of the recorded game standing at ``position``: dealt from the recorded
        seed (and what its first round was given), every round before played again by its
        recorded actions and finished (the score so far), then this round's actions up to there,
        each checked by the rules. Nothing comes from a frame shown: the same seed and actions
        give the same position. A round that ends at ``position`` is finished too, so the match
        goes on at the next deal."""
        index, move = self.locate(position)
        record, rules = self.record, self.rules
        carried = {key: tuple(values) for key, values in record.carried.items()}
        rounds = [list(played.actions) for played in self.rounds[:index]]
        return replayed(
            rules, len(record.seats), record.seed, carried, [*rounds, list(self.rounds[index].actions[:move])]
        )

    def _state(self, index: int, move: int) -> State:
        """The state after ``move`` actions of round ``index`` (not to be changed by the caller): the
        last frame shown, or one step on from it, or else replayed from the deal."""
        played = self.rounds[index]
        cursor = self._cursor
        if cursor is not None and cursor[0] == index and cursor[1] == move:
            return cursor[2]
        if cursor is not None and cursor[0] == index and cursor[1] == move - 1:
            state = cursor[2].clone()
            self.rules.apply(state, played.actions[move - 1])
        else:
            state = self.rules.replay(played.dealt, played.actions[:move])
        self._cursor = (index, move, state)
        return state

    def frame(self, position: int, seat: int = 0) -> Frame:
        """Position ``position`` as the table would show it to deal seat ``seat``, every hand open."""
        index, move = self.locate(position)
        played = self.rounds[index]
        if move == 0:
            state = played.dealt.clone()
            events: tuple[Event, ...] = tuple(self.rules.opening_events(state))
            action = mover = None
        else:
            before = self._state(index, move - 1)
            state = before.clone()
            mover = played.seats[before.to_move]
            events = tuple(self.rules.apply(state, played.actions[move - 1]))
            action = str(played.actions[move - 1])
            self._cursor = (index, move, state)
        last = move == len(played.actions)
        return Frame(
            position=position,
            round=index + 1,
            move=move,
            action=action,
            mover=mover,
            events=events,
            view=open_view(self.rules, state, min(seat, state.players - 1)),
            seats=played.seats,
            scores=played.scores,
            result=played.result if last else None,
        )


def open_view(rules: Rules[Any], state: State, seat: int) -> View:
    """What the seats know between them, with every hand turned up (a replay hides no hand)."""
    view = rules.spectator_view(state, seat)
    zones = dict(view.zones)
    for zone, cards in rules.zones(state).items():
        if zone.kind is SharedKind.HAND:
            zones[zone] = tuple(cards)
    return replace(view, zones=zones)
