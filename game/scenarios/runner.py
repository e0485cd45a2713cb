"""Run scenario files (docs/SCENARIOS.md): set up a position, check legality and play."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from ..engine import Card, EngineError, IllegalAction, Rules, State, Variant, make_rules, parse_cards
from ..engine.events import Event, event_text
from ..engine.zones import Zone, by_zone, hand_zone
from ..files.safe_yaml import YamlFileError, clip, read_yaml, shown
from ..variants import Catalog, load_catalog

SCENARIO_KEYS = {
    "name",
    "variant",
    "options",
    "players",
    "seed",
    "to_move",
    "zones",
    "facts",
    "marks",
    "steps",
}
STEP_KEYS = {"legal", "reject", "rule", "do", "events", "expect"}
EXPECT_KEYS = {"zones", "hand_sizes", "to_move", "facts", "over", "winners", "marks", "view"}
REST = "rest"  # in a zone's card list: every card no zone names, in the seed's shuffled order


class ScenarioError(Exception):
    """A scenario file that cannot be read or does not describe a position."""


@dataclass
class Outcome:
    """One scenario's result: ``failures`` is empty when it passed."""

    name: str
    source: str
    failures: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def _text(value: object) -> str:
    if isinstance(value, list | tuple):
        return " ".join(_text(v) for v in value)
    return str(value)


def _event_matches(event: Event, kind: str, wanted: Mapping[str, Any]) -> bool:
    if _snake(type(event).__name__) != kind:
        return False
    names = {f.name for f in fields(event)}
    for key, value in (wanted or {}).items():
        if key not in names:
            return False
        actual = getattr(event, key)
        if isinstance(actual, tuple):
            if [str(a) for a in actual] != [str(v) for v in _as_list(value)]:
                return False
        elif isinstance(actual, bool):
            if value is not actual:
                return False
        elif str(actual) != str(value):
            return False
    return True


def _as_list(value: object) -> list[object]:
    return list(value) if isinstance(value, list | tuple) else [value]


def describe_events(events: Sequence[Event]) -> str:
    return "; ".join(event_text(event) for event in events)


class ScenarioRun:
    """One scenario being played through its steps."""

    def __init__(self, spec: Mapping[str, Any], source: str, catalog: Catalog) -> None:
        self.spec = spec
        self.source = source
        self.name = str(spec.get("name", source))
        check_shape(spec)
        base = catalog.get(str(spec.get("variant", "q2j")))
        options = {**base.options, **dict(spec.get("options") or {})}
        players = int(spec.get("players", base.default_players))
        variant = Variant(
            id=base.id,
            game=base.game,
            name=base.name,
            description=base.description,
            min_players=min(base.min_players, players),
            max_players=max(base.max_players, players),
            default_players=players,
            options=options,
            source=base.source,
        )
        self.rules: Rules[Any] = make_rules(variant)
        zones = _zones_with_rest(self.rules, players, int(spec.get("seed", 0)), dict(spec.get("zones") or {}))
        marks = by_zone(
            {
                str(k): [m if m != "-" else "" for m in _text(v).split()]
                for k, v in (spec.get("marks") or {}).items()
            }
        )
        to_move = spec.get("to_move")
        if to_move is not None and to_move >= players:
            raise ScenarioError(f"to_move: seat {to_move} does not exist with {players} players")
        self.state: State = self.rules.setup(
            players,
            int(spec.get("seed", 0)),
            zones,
            to_move=to_move,
            facts=dict(spec.get("facts") or {}),
            marks=marks,
        )
        self.rules.prepare(self.state)

    def run(self) -> Outcome:
        outcome = Outcome(self.name, self.source)
        for number, step in enumerate(self.spec.get("steps") or [], start=1):
            if not isinstance(step, Mapping):
                outcome.failures.append(f"step {number}: must be a mapping, got {step!r}")
                break
            unknown = sorted(set(step) - STEP_KEYS)
            if unknown:
                outcome.failures.append(f"step {number}: unknown key {unknown[0]!r}")
                break
            problems = list(self._step(step))
            outcome.failures.extend(f"step {number}: {p}" for p in problems)
            if problems:
                break
        return outcome

    def _step(self, step: Mapping[str, Any]) -> Iterator[str]:
        rules, state = self.rules, self.state
        if "legal" in step:
            wanted = sorted(str(rules.parse_action(str(a))) for a in _as_list(step["legal"] or []))
            actual = sorted(str(a) for a in rules.legal_actions(state))
            if wanted != actual:
                # Counted, so a list that differs only by a repeated action still says which one.
                missing = sorted((Counter(wanted) - Counter(actual)).elements())
                extra = sorted((Counter(actual) - Counter(wanted)).elements())
                yield f"legal actions differ: missing {missing}, unexpected {extra}"
        if "reject" in step:
            action = rules.parse_action(str(step["reject"]))
            before = rules.state_text(state)
            try:
                rules.apply(state, action)
            except IllegalAction as error:
                wanted_rule = step.get("rule")
                if wanted_rule is not None and str(wanted_rule) != error.rule:
                    yield f"{action} was rejected by {error.rule!r}, expected {wanted_rule!r} ({error})"
                if rules.state_text(state) != before:
                    yield f"rejecting {action} changed the state"
            else:
                yield f"{action} was accepted, expected a rejection"
        if "do" in step:
            events: list[Event] = []
            for text in _as_list(step["do"]):
                action = rules.parse_action(str(text))
                try:
                    events.extend(rules.apply(state, action))
                except IllegalAction as error:
                    yield f"{action} was rejected: {error}"
                    return
            yield from self._check_events(step.get("events") or [], events)
        if "expect" in step:
            expect = step["expect"] or {}
            if not isinstance(expect, Mapping):
                yield f"expect: must be a mapping of what to check, got {shown(expect)}"
                return
            yield from self._expect(expect)

    def _expect_view(self, seen: Any) -> Iterator[str]:
        if not isinstance(seen, Mapping):
            yield "view must be {seat: N, zones: {...}}"
            return
        yield from _view_problems(self.rules, self.state, seen)

    def _check_events(self, wanted: Iterable[Any], events: Sequence[Event]) -> Iterator[str]:
        position = 0
        for item in wanted:
            fields_wanted: Mapping[str, Any]
            if isinstance(item, str):
                kind, fields_wanted = item, {}
            elif isinstance(item, Mapping) and len(item) == 1:
                kind, fields_wanted = next(iter(item.items()))
            else:
                yield f"an expected event must be `kind` or `kind: {{field: value}}`, got {item!r}"
                return
            while position < len(events) and not _event_matches(events[position], kind, fields_wanted):
                position += 1
            if position == len(events):
                wanted_text = f"{kind} {fields_wanted or ''}"
                yield f"expected event {wanted_text} (in order) among: {describe_events(events)}"
                return
            position += 1

    def _expect(self, expect: Mapping[str, Any]) -> Iterator[str]:
        rules, state = self.rules, self.state
        unknown = sorted(set(expect) - EXPECT_KEYS)
        if unknown:
            yield f"unknown expectation {unknown[0]!r}; allowed: {', '.join(sorted(EXPECT_KEYS))}"
        zones = {str(zone): cards for zone, cards in rules.zones(state).items()}
        for name, cards in (expect.get("zones") or {}).items():
            wanted = [str(c) for c in parse_cards(_text(cards))]
            actual = [str(c) for c in zones.get(str(name), [])] if str(name) in zones else None
            if actual is None:
                yield f"no zone {name!r}; zones are {', '.join(zones)}"
            elif wanted != actual:
                shown = " ".join(actual) or "(empty)"
                yield f"{name}: expected {' '.join(wanted) or '(empty)'}, found {shown}"
        for seat, size in (expect.get("hand_sizes") or {}).items():
            actual_size = len(zones.get(str(hand_zone(int(seat))), []))
            if actual_size != int(size):
                yield f"hand:{seat} holds {actual_size} cards, expected {size}"
        if "to_move" in expect and state.to_move != int(expect["to_move"]):
            yield f"seat {state.to_move} is to move, expected {expect['to_move']}"
        if "over" in expect and state.over != bool(expect["over"]):
            yield f"over is {state.over}, expected {expect['over']}"
        if "winners" in expect:
            wanted_winners = [int(str(w)) for w in _as_list(expect["winners"] or [])]
            if list(state.winners) != wanted_winners:
                yield f"winners are {list(state.winners)}, expected {wanted_winners}"
        facts = rules.public_facts(state)
        for key, value in (expect.get("facts") or {}).items():
            if key not in facts:
                yield f"no fact {key!r}; facts are {facts}"
            elif str(facts[key]) != str(value):
                yield f"fact {key} is {facts[key]!r}, expected {value!r}"
        seen = expect.get("view")
        if seen is not None:
            yield from self._expect_view(seen)
        marks = {str(zone): flags for zone, flags in rules.marks(state).items()}
        for name, text in (expect.get("marks") or {}).items():
            wanted_marks = [m if m != "-" else "" for m in _text(text).split()]
            if list(marks.get(str(name), [])) != wanted_marks:
                yield f"marks of {name}: expected {wanted_marks}, found {marks.get(str(name))}"


def _view_problems(rules: Rules[Any], state: State, seen: Mapping[str, Any]) -> Iterator[str]:
    """``view: {seat: N, zones: {zone: "QH ?? ??"}}``: what seat N sees, ``??`` for hidden."""
    view = rules.view(state, int(str(seen.get("seat", 0))))
    for name, text in (seen.get("zones") or {}).items():
        wanted = _text(text).split()
        actual = ["??" if c is None else str(c) for c in view.zones.get(Zone.parse(str(name)), ())]
        wanted_norm = ["??" if w == "??" else str(Card.parse(w)) for w in wanted]
        if actual != wanted_norm:
            yield f"seat {view.seat} sees {name} as {' '.join(actual)}, expected {' '.join(wanted_norm)}"


def _zones_with_rest(
    rules: Rules[Any], players: int, seed: int, given: Mapping[Any, Any]
) -> dict[Zone, list[Card]]:
    """Zones as cards; a leading ``rest`` stands for every card that no zone names."""
    words = {str(name): _text(cards).split() for name, cards in given.items()}
    named = [Card.parse(w) for ws in words.values() for w in ws if w.lower() != REST]
    leftover = list(rules.deck(players))
    for card in named:
        if card in leftover:
            leftover.remove(card)
    random.Random(seed).shuffle(leftover)
    zones: dict[Zone, list[Card]] = {}
    for name, ws in words.items():
        cards: list[Card] = []
        for word in ws:
            if word.lower() == REST:
                cards.extend(leftover)
                leftover = []
            else:
                cards.append(Card.parse(word))
        zones[Zone.parse(name)] = cards
    return zones


def scenario_files(paths: Iterable[str | Path]) -> list[Path]:
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.y*ml") if p.suffix in (".yaml", ".yml")))
        else:
            found.append(path)
    return found


def load_specs(path: Path) -> list[tuple[dict[str, Any], str]]:
    """The scenarios of one file, each with a label ``file#n`` for messages."""
    try:
        document = read_yaml(path)
    except YamlFileError as error:
        raise ScenarioError(str(error)) from None
    data = document.data
    if not isinstance(data, dict):
        raise ScenarioError(f"{path}: a scenario file is a mapping")
    if "scenarios" not in data:
        return [(data, str(path))]
    shared = {k: v for k, v in data.items() if k != "scenarios"}
    entries = data["scenarios"]
    if not isinstance(entries, list) or not entries or not all(isinstance(entry, dict) for entry in entries):
        raise ScenarioError(f"{document.where('scenarios')}: must list one or more scenarios (mappings)")
    return [({**shared, **entry}, f"{path}#{i + 1}") for i, entry in enumerate(entries)]


# The shape of each top-level key: (check, what the message says it must be).
SHAPES: dict[str, tuple[Any, str]] = {
    "name": (lambda v: isinstance(v, str | int), "text"),
    "variant": (lambda v: isinstance(v, str), "a variant id"),
    "options": (lambda v: v is None or isinstance(v, dict), "a mapping of option: value"),
    "players": (lambda v: type(v) is int and 1 <= v <= 64, "a whole number of seats"),
    "seed": (lambda v: type(v) is int and v >= 0, "a whole number from 0"),
    "to_move": (lambda v: v is None or (type(v) is int and v >= 0), "a seat number"),
    "zones": (lambda v: v is None or isinstance(v, dict), "a mapping of zone: cards"),
    "facts": (lambda v: v is None or isinstance(v, dict), "a mapping of fact: value"),
    "marks": (lambda v: v is None or isinstance(v, dict), "a mapping of zone: marks"),
    "steps": (lambda v: v is None or isinstance(v, list), "a list of steps"),
}


def check_shape(spec: Mapping[str, Any]) -> None:
    """Refuse a scenario whose keys have the wrong kind of value, before any set-up."""
    unknown = sorted(map(str, set(spec) - SCENARIO_KEYS))
    if unknown:
        raise ScenarioError(f"unknown key {shown(unknown[0])}; allowed: {', '.join(sorted(SCENARIO_KEYS))}")
    for key, (fits, wanted) in SHAPES.items():
        if key in spec and not fits(spec[key]):
            raise ScenarioError(f"{key}: must be {wanted}, got {shown(spec[key])}")


def run_files(paths: Iterable[str | Path], catalog: Catalog | None = None) -> list[Outcome]:
    catalog = catalog or load_catalog()
    outcomes: list[Outcome] = []
    for path in scenario_files(paths):
        try:
            specs = load_specs(path)
        except ScenarioError as error:
            outcomes.append(Outcome(str(path), str(path), [str(error)]))
            continue
        for spec, label in specs:
            outcomes.append(_run_one(spec, label, catalog))
    return outcomes


def _run_one(spec: Mapping[str, Any], label: str, catalog: Catalog) -> Outcome:
    """One scenario's outcome; whatever goes wrong is its FAIL, and the run goes on."""
    name = str(spec.get("name", label))
    try:
        scenario = ScenarioRun(spec, label, catalog)
    except (ScenarioError, EngineError) as error:
        return Outcome(name, label, [f"setup: {error}"])
    except Exception as error:  # a malformed file must not stop the other files
        return Outcome(name, label, [f"setup: cannot be set up ({type(error).__name__}: {clip(str(error))})"])
    try:
        return scenario.run()
    except Exception as error:
        return Outcome(name, label, [f"cannot be run ({type(error).__name__}: {clip(str(error))})"])
