"""Words that agree with a seat's name: the table says "Ada plays" but "You play", "Ada's" but "your"."""

from __future__ import annotations

IRREGULAR = {"is": "are", "has": "have", "goes": "go"}


def says(name: str, verb: str) -> str:
    """``name`` and the verb agreeing with it: "Ada plays", but "You play"."""
    if name != "You":
        return f"{name} {verb}"
    return "You " + IRREGULAR.get(verb, verb[:-1] if verb.endswith("s") else verb)


def whose(name: str, start: bool = False) -> str:
    """``name``'s possessive: "Ada's", but "your" (or "Your" to ``start`` a sentence) for You.

    >>> whose("Ada"), whose("You"), whose("You", start=True)
    ("Ada's", 'your', 'Your')
    """
    if name != "You":
        return f"{name}'s"
    return "Your" if start else "your"
