"""Verbs that agree with a seat's name: the table's words say "Ada plays" but "You play"."""

from __future__ import annotations

IRREGULAR = {"is": "are", "has": "have", "goes": "go"}


def says(name: str, verb: str) -> str:
    """``name`` and the verb agreeing with it: "Ada plays", but "You play"."""
    if name != "You":
        return f"{name} {verb}"
    return "You " + IRREGULAR.get(verb, verb[:-1] if verb.endswith("s") else verb)
