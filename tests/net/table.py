"""A host and headless clients on the loopback, for the network tests."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from collections import Counter
from dataclasses import replace
from typing import Any

from game.engine import Card, NotationError, View
from game.engine import events as ev
from game.net.client import TableClient
from game.net.host import Recorder, SeatPlan, TableHost
from game.variants import load_catalog

CATALOG = load_catalog()
CODE = "K7MP9Q"
# Shorter matches of the long games (a whole match still: every round dealt, scored, ended).
SHORT = {"quatorze": {"round_cap": 2}, "quatorze-1-joker": {"round_cap": 2}, "crazy-jokers": {"rounds": 2}}


def variant(variant_id: str) -> Any:
    found = CATALOG.get(variant_id)
    options = SHORT.get(variant_id)
    return replace(found, options={**found.options, **options}) if options else found


def host_for(variant_id: str, kinds: list[str], seed: int = 7, recorder: Recorder | None = None) -> TableHost:
    plans = [SeatPlan(f"S{seat}", kind) for seat, kind in enumerate(kinds)]
    return TableHost(variant(variant_id), plans, seed, code=CODE, recorder=recorder)


def client(port: int, level: str = "random", **kwargs: Any) -> TableClient:
    kwargs.setdefault("say", lambda text: None)
    return TableClient(f"127.0.0.1:{port}", kwargs.pop("code", CODE), level, **kwargs)


async def play(host: TableHost, clients: int, seconds: float = 60.0, level: str = "random") -> list[str]:
    """Start ``host``, play its remote seats with ``clients`` headless clients to the match's end."""
    port = await host.start()
    try:
        players = [client(port, level, name=f"C{n}") for n in range(clients)]
        return list(await asyncio.wait_for(asyncio.gather(*(c.run() for c in players)), seconds))
    finally:
        await host.close()


# The leak check -------------------------------------------------------------------------------
_CARD_WORD = re.compile(r"^(10|[2-9AJQKT])[SHDC]$|^X$", re.IGNORECASE)


def cards_in(frame: dict[str, Any]) -> list[Card]:
    """Every card identity a frame names: in views, events, facts and legal moves' notation."""
    found: list[Card] = []

    def walk(value: object, key: str = "") -> None:
        if isinstance(value, dict):
            for inner_key, inner in value.items():
                walk(inner, "zones" if key == "zones" else inner_key)  # zones: name → cards
        elif isinstance(value, list):
            for item in value:
                walk(item, key)
        elif isinstance(value, str) and key in ("card", "attacker", "defender", "zones"):
            found.append(Card.parse(value))

    walk(frame.get("view"))
    walk(frame.get("events"))
    walk(frame.get("log"))
    for move in frame.get("legal", []):
        for word in move.split():
            word = word.split("=")[0]  # Quatorze: X=3S is a joker standing for the 3S
            if _CARD_WORD.match(word):
                with contextlib.suppress(NotationError):
                    found.append(Card.parse(word))
    return found


def sight(view: View | None) -> set[Card]:
    return set() if view is None else set(view.visible_cards())


class LeakCheck(Recorder):
    """Checks every frame as it is sent: each card it names must be one its seat may see at that
    moment: in the engine's view for that seat just before or just after the change, or shown
    to it by the engine's events (face up, or revealed to the table or to that seat)."""

    def __init__(self) -> None:
        self.before: dict[int, set[Card]] = {}
        self.messages = 0
        self.cards = 0
        self.leaks: list[str] = []

    def sent(self, seat: int, frame: str, host: TableHost, events: list[ev.Event]) -> None:
        message = json.loads(frame)
        deal_seat = host._deal_seat(seat)
        now = sight(None if deal_seat is None else host.session.view(deal_seat))
        shown = {e.card for e in events if isinstance(e, ev.Moved) and e.shown and e.card is not None}
        if deal_seat is not None:
            shown |= {e.card for e in events if isinstance(e, ev.Revealed) and e.seen_by(deal_seat)}
        allowed = now | self.before.get(seat, set()) | shown
        named = cards_in(message)
        self.messages += 1
        self.cards += len(named)
        for card, count in Counter(named).items():
            if card not in allowed:
                self.leaks.append(
                    f"seat {seat} was sent {card} ({message['type']}, {count}x) at turn {host.session.state.turn}"
                )
        if message["type"] in ("update", "snapshot"):
            self.before[seat] = now
