"""An independent check of what the network table tells each seat (issue 42).

For each game, a table of which places each seat may see, written from the seed texts and
RULINGS.md, never from the engine's views nor from its ``sight``: the engine's own reasoning
cannot agree with itself here. A ``SecrecyCheck`` is the host's ``Recorder``: every frame sent
to every seat is checked against the table, with what the seat has been shown since the deal
(a card moved face up into a hand, a card revealed to it), counted per place, so that two equal
cards (two decks, two jokers) are two cards.

What a frame may name, for a seat:
- a moved card, if the move is face up for all (``shown``), or it leaves a place the seat may
  see (the moment before the change) or lands in one (the moment after);
- a revealed card, if the rules show it to that seat (the table of reveals below);
- a battle's card, or a game's own event's card, if it lies in a place the seat may see, or the
  seat knows it is there, or the same change shows it from there;
- in a view: the cards of the places it may see, the cards it knows in other places (as many
  of each as it knows), and every hand once the round is over (the hands are laid down);
- in its legal moves: cards of places it may see or cards it knows where they lie;
- in the open facts or any other frame: only cards shown to everyone during the deal.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine import events as ev
from game.net import codec
from game.net.host import Recorder, TableHost
from game.net.protocol import HOST
from tests.every_game import data_for


@dataclass(frozen=True)
class Moment:
    """What the table needs of a deal at one moment, read from its state (the truth): the
    variant's face-up option, whether the round is over, and Crazy Jokers' phase and seats."""

    game: str
    open: bool
    over: bool
    phase: str = ""
    mover: int = -1
    partner: int = -1
    declared: frozenset[int] = frozenset()


def moment(host: TableHost) -> Moment:
    state: Any = host.session.state
    rules = host.session.rules
    opened = bool(rules.options.get("face_up") or rules.options.get("open"))
    if rules.game == "crazy-jokers":
        declared = frozenset(seat for seat, contract in enumerate(state.contracts) if contract is not None)
        return Moment(rules.game, opened, state.over, str(state.phase), state.mover, state.partner, declared)
    return Moment(rules.game, opened, state.over)


# The table: which places a seat may see, game by game --------------------------------------
# ``kind`` is a place's name before its first colon, ``owner`` the seat number after it.


def _q2j(m: Moment, seat: int, kind: str, owner: int | None) -> bool:
    # "Each player is dealt ... five cards"; the stock is "placed face down", the top card "turned
    # face up to start the discard pile". Face-up: "All players' hands are presented face-up".
    if kind == "hand":
        return owner == seat or m.open
    return kind == "discard"


def _war(m: Moment, seat: int, kind: str, owner: int | None) -> bool:
    # "son paquet de 26 cartes, face cachée" (the pile, face down to its owner too); the field's
    # cards "face visible"; the discard pile lies face up.
    return kind in ("field", "discard")


def _ng(m: Moment, seat: int, kind: str, owner: int | None) -> bool:
    # "5 cartes en main" (one's own), "5 cartes face cachée" (the field: a face-down base, the
    # defence cards laid on it face up, known as laid), "une carte face visible ... pile
    # ressource", the discard pile; the variant: "toutes les cartes visibles", the stock included.
    if m.open:
        return True
    if kind == "hand":
        return owner == seat
    return kind in ("resource", "discard")


def _quatorze(m: Moment, seat: int, kind: str, owner: int | None) -> bool:
    # One's own hand; the discard pile "face up"; melds "placed on the table"; the stock face down.
    if kind == "hand":
        return owner == seat
    return kind in ("discard", "meld")


def _crazy_jokers(m: Moment, seat: int, kind: str, owner: int | None) -> bool:
    if kind == "hand":
        # "before you look at your cards, announce which one of the 7 contracts": one's own hand
        # once declared; the 2♠ "forces your opponent to show you their hand" (during the look).
        if owner == seat:
            return seat in m.declared
        return m.phase == "look" and seat == m.mover and owner == m.partner
    if kind == "offer":
        # "Neither player may see what card they are about to receive": the proposer knows its own.
        return seat == m.mover
    if kind == "picked":
        # RULINGS: picked blind, turned up for the lead, then out of play face down.
        return m.phase == "pick"
    # The waste pile face up; a Big Flush is placed "on the table, face up".
    return kind in ("waste", "flush")


TABLE: dict[str, Callable[[Moment, int, str, int | None], bool]] = {
    "q2j": _q2j,
    "war": _war,
    "ng": _ng,
    "quatorze": _quatorze,
    "crazy-jokers": _crazy_jokers,
}

# Who a reveal is for, by game and reason: everyone, the owner of the hand, or the player to
# move (the 2♠'s player). Q2J: the lead's tie-break cards are "turned over"; NG: "la carte
# survivante est disposée face visible", and RULINGS: a hand card revealed by a failed attack is
# known to all; Crazy Jokers: one's own hand on declaring, the victim's hand to the 2♠'s player.
REVEALS: dict[tuple[str, str], str] = {
    ("q2j", "lead"): "all",
    ("ng", "attack"): "all",
    ("ng", "chain"): "all",
    ("ng", "known"): "all",
    ("crazy-jokers", "declared"): "owner",
    ("crazy-jokers", "look"): "mover",
}


def may_see(m: Moment, seat: int, place: str) -> bool:
    kind, _, rest = place.partition(":")
    owner = int(rest.split(":")[0]) if rest else None
    rule = data_for(m.game, TABLE, "statement of what each seat may see", "TABLE in tests/net/secrecy.py")
    return rule(m, seat, kind, owner)


def revealed_to(m: Moment, seat: int, reason: str, place: str, audience: list[int]) -> bool:
    who = REVEALS.get((m.game, reason))
    if who == "all":
        return True
    if who == "owner":
        return place == f"hand:{seat}"
    if who == "mover":
        return seat == m.mover
    return False  # a reveal the table does not know: add it, from the rules, or it fails


# The check -----------------------------------------------------------------------------------
_CARD = re.compile(r"^(10|[2-9AJQK])[SHDC]$|^X$")


def _card_words(value: object) -> list[str]:
    """Every string in ``value`` (a frame's part) that is exactly a card's notation."""
    found: list[str] = []
    if isinstance(value, dict):
        for item in value.values():
            found.extend(_card_words(item))
    elif isinstance(value, list):
        for item in value:
            found.extend(_card_words(item))
    elif isinstance(value, str) and _CARD.match(value):
        found.append(value)
    return found


Known = dict[str, Counter[str]]  # place name -> the cards a seat knows lie there


@dataclass
class _Change:
    """One change of the deal as the engine reported it, with the table's moments around it."""

    events: list[dict[str, Any]]
    before: Moment
    after: Moment
    known_before: dict[int, Known]
    known_after: dict[int, Known]
    shown: dict[int, set[tuple[str, str]]]  # per seat: (card, place) the change shows it


@dataclass
class SecrecyCheck(Recorder):
    """Checks every frame the host sends against the table (see the module)."""

    frames: int = 0
    cards: int = 0
    named_moves: int = 0
    blank_moves: int = 0
    reshuffles: int = 0
    leaks: list[str] = field(default_factory=list)
    _state: object = None
    _events: object = None
    _moment: Moment | None = None
    _known: dict[int, Known] = field(default_factory=dict)
    _public: Counter[str] = field(default_factory=Counter)
    _change: _Change | None = None
    _sent: dict[int, set[str]] = field(default_factory=dict)

    def sent(self, seat: int, frame: str, host: TableHost, events: list[ev.Event]) -> None:
        message = json.loads(frame)
        self.frames += 1
        kind = message.get("type")
        # A private field (``protocol.Field.private``) goes only to a private table's links, this
        # window's own: it tells what the local table shows (every seat's cards at a round's end),
        # so it is no seat's secret there; from a table across the room it is a leak.
        told = {name for name, spec in HOST.get(str(kind), {}).items() if spec.private and name in message}
        if told and not host.private:
            self._leak(seat, f"a {kind} frame across the room carries private fields {sorted(told)}")
        message = {name: value for name, value in message.items() if name not in told}
        seats = host.session.match.seats_in_round
        deal_seat = seats.index(seat) if seat in seats else None
        if kind == "snapshot" and host.session.state is not self._state:
            # Over the wire a seat may sit down before the match starts: its snapshot shows the
            # deal as its opening events made it (the same list the first update then carries).
            self._new_change(host, host._dealt_events)
        if kind == "update":
            if events is not self._events:
                self._new_change(host, events)
            assert self._change is not None
            if deal_seat is not None:
                self._check_events(seat, deal_seat, message.get("events", []))
                for plain in message.get("events", []):
                    self._sent.setdefault(seat, set()).add(json.dumps(plain, sort_keys=True))
        elif kind == "snapshot":
            for plain in (event for move in message.get("log", []) for event in move):
                if json.dumps(plain, sort_keys=True) not in self._sent.get(seat, set()):
                    self._leak(seat, f"a log event never sent before: {plain}")
        if kind in ("update", "snapshot"):
            view = message.get("view")
            if view is not None and deal_seat is not None:
                self._check_view(seat, deal_seat, view, host)
            if deal_seat is not None:
                self._check_legal(seat, deal_seat, message.get("legal", []), host)
        else:
            shown = self._public + self._hands_shown_at_the_end(host)
            for word in _card_words(message):
                if not shown[word]:
                    self._leak(seat, f"a {kind} frame names {word}, never shown to all")

    @staticmethod
    def _hands_shown_at_the_end(host: TableHost) -> Counter[str]:
        """The cards of every hand once the deal is over: hands are shown at a round's end (as
        ``_check_view`` allows), so a round's frame may name them (a winning hand laid down)."""
        if not moment(host).over:
            return Counter()
        zones = host.session.rules.zones(host.session.state)
        return Counter(
            str(card) for zone, cards in zones.items() if str(zone).startswith("hand:") for card in cards
        )

    # The change ---------------------------------------------------------------------------
    def _new_change(self, host: TableHost, events: list[ev.Event]) -> None:
        state = host.session.state
        after = moment(host)
        if state is not self._state:  # a new deal: nothing known yet, its opening events
            self._state = state
            self._moment = after
            self._known = {seat: {} for seat in range(state.players)}
            self._public = Counter()
        before = self._moment
        assert before is not None
        self._events = events
        plain = [codec.event_plain(event) for event in events]
        known_before = {
            seat: {p: Counter(c) for p, c in known.items()} for seat, known in self._known.items()
        }
        shown: dict[int, set[tuple[str, str]]] = {}
        truth = {
            str(zone): Counter(map(str, cards)) for zone, cards in host.session.rules.zones(state).items()
        }
        for seat, known in self._known.items():
            shown[seat] = set()
            for event in plain:
                self._learn(seat, known, event, before, after, shown[seat])
            for place in list(known):
                known[place] = known[place] & truth.get(place, Counter())  # never more than lies there
        for event in plain:
            if event["event"] == "reshuffled":
                self.reshuffles += 1
            if (event["event"] == "moved" and event["shown"]) or (
                event["event"] == "revealed" and not event["audience"]
            ):
                self._public[event["card"]] += 1
        self._moment = after
        self._change = _Change(plain, before, after, known_before, self._known, shown)

    def _learn(
        self,
        seat: int,
        known: Known,
        event: dict[str, Any],
        before: Moment,
        after: Moment,
        shown: set[tuple[str, str]],
    ) -> None:
        """What the seat may know after ``event`` (the engine's, unfiltered), by the table."""
        name = event["event"]
        if name == "moved":
            card, source, target = event["card"], event["source"], event["target"]
            told = event["shown"] or may_see(before, seat, source) or may_see(after, seat, target)
            if told:
                if event["shown"]:
                    shown.add((card, source))
                known.setdefault(source, Counter())[card] -= 1
                known[source] = +known[source]
                known.setdefault(target, Counter())[card] += 1
            else:
                known.pop(source, None)  # an unseen card left: which one, the seat cannot tell
        elif name == "revealed":
            if revealed_to(before, seat, event["reason"], event["zone"], event["audience"]):
                shown.add((event["card"], event["zone"]))
                known.setdefault(event["zone"], Counter())[event["card"]] += 1
        elif name == "reshuffled":
            known.pop("stock", None)

    # The frame's parts --------------------------------------------------------------------
    def _check_events(self, seat: int, deal_seat: int, sent: list[dict[str, Any]]) -> None:
        change = self._change
        assert change is not None
        truth = change.events
        at = 0
        for event in sent:
            while at < len(truth) and not _same(truth[at], event):
                at += 1
            if at == len(truth):
                self._leak(seat, f"an event the engine did not report, or out of order: {event}")
                return
            real = truth[at]
            at += 1
            self._judge(seat, deal_seat, event, real, change)

    def _judge(self, seat: int, d: int, event: dict[str, Any], real: dict[str, Any], change: _Change) -> None:
        name = event["event"]
        knows = change.known_before[d]
        shown = change.shown[d]

        def sighted(card: str, place: str) -> bool:
            return (
                may_see(change.before, d, place)
                or knows.get(place, Counter())[card] > 0
                or (card, place) in shown
            )

        if name == "moved":
            if event["card"] is None:
                self.blank_moves += 1
                return
            self.named_moves += 1
            self.cards += 1
            allowed = (
                real["shown"]
                or may_see(change.before, d, real["source"])
                or may_see(change.after, d, real["target"])
            )
            if not allowed:
                self._leak(
                    seat, f"told {event['card']} moving {real['source']} -> {real['target']} (not shown)"
                )
        elif name == "revealed":
            self.cards += 1
            if not revealed_to(change.before, d, real["reason"], real["zone"], real["audience"]):
                self._leak(seat, f"told a {real['reason']} reveal of {real['card']} in {real['zone']}")
        elif name == "battle":
            self.cards += 2
            for card, place in (
                (real["attacker"], real["attacker_zone"]),
                (real["defender"], real["defender_zone"]),
            ):
                if not sighted(card, place):
                    self._leak(seat, f"told a battle naming {card} in {place}")
        elif isinstance(real.get("card"), str):
            self.cards += 1
            place = real.get("zone")
            if not isinstance(place, str) or not sighted(real["card"], place):
                self._leak(seat, f"told {name} naming {real['card']} in {place}")

    def _check_view(self, seat: int, d: int, view: dict[str, Any], host: TableHost) -> None:
        change = self._change
        m = moment(host)
        knows = self._known.get(d, {}) if change is not None else {}
        for place, cards in view["zones"].items():
            if may_see(m, d, place) or (m.over and place.startswith("hand:")):
                self.cards += len(cards) - cards.count(None)
                continue
            named = Counter(card for card in cards if card is not None)
            self.cards += sum(named.values())
            for card, count in named.items():
                if count > knows.get(place, Counter())[card]:
                    self._leak(seat, f"its view shows {card} x{count} in {place}")
        for word in _card_words(view.get("public", {})):
            self.cards += 1
            if not self._public[word]:
                self._leak(seat, f"its view's open facts name {word}, never shown to all")

    def _check_legal(self, seat: int, d: int, legal: list[str], host: TableHost) -> None:
        if not legal:
            return
        m = moment(host)
        reach: Counter[str] = Counter()
        for zone, cards in host.session.rules.zones(host.session.state).items():
            if may_see(m, d, str(zone)):
                reach.update(map(str, cards))
        for known in self._known.get(d, {}).values():
            reach.update(known)
        for move in legal:
            for word in move.split():
                word = word.split("=")[0]  # Quatorze: X=3S, a joker standing for the 3S
                if _CARD.match(word):
                    self.cards += 1
                    if not reach[word]:
                        self._leak(seat, f"its legal move {move!r} names {word}")

    def _leak(self, seat: int, what: str) -> None:
        self.leaks.append(f"seat {seat}: {what}")


def _same(real: dict[str, Any], sent: dict[str, Any]) -> bool:
    """Whether ``sent`` is the engine's ``real`` event as a seat may be sent it (a moved card blanked)."""
    if real == sent:
        return True
    if real["event"] != "moved" or sent.get("event") != "moved" or sent.get("card") is not None:
        return False
    return all(real[key] == sent.get(key) for key in ("source", "target", "shown"))
