"""Words about a player's file, kept as an English template and its fields and said in the
language in use each time they are written out.

A settings file is read before the language is chosen, and a message may be shown again
after the player switched language: so a problem with a file is not put into words where it
is found but where it is shown. ``Said("line {line}, {key}: {problem}", line=3, …)`` marks
its template for the catalog (``game/i18n/catalogs.py``); ``str()`` translates it and fills
in its fields, each written the same way (a field may be another ``Said``, or an error whose
words are one). With the language English, ``str()`` is the template filled in as it reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from . import N_, _, fill

# Translators: what stands between two problems said one after the other (French: " ; ").
BETWEEN = N_("; ")


class Said:
    """A message with ``{named}`` fields, in the player's language when written out.

    >>> str(Said("{file}: {problem}", file="a.yaml", problem=Said("is not a saved game")))
    'a.yaml: is not a saved game'
    """

    __slots__ = ("fields", "template")

    def __init__(self, template: str, **fields: object) -> None:
        self.template = template
        self.fields = fields

    def __str__(self) -> str:
        if not self.fields:  # plain words (an engine's message without fields may hold braces)
            return _(self.template)
        return fill(_(self.template), **{name: str(value) for name, value in self.fields.items()})

    def __repr__(self) -> str:
        return f"Said({self.template!r}, **{self.fields!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Said) and (self.template, self.fields) == (other.template, other.fields)

    def __hash__(self) -> int:
        return hash(self.template)


class SaidInTurn:
    """Several messages one after the other, each said in the language in use, ``BETWEEN`` them.

    >>> str(SaidInTurn([Said("a"), Said("b")]))
    'a; b'
    """

    __slots__ = ("parts",)

    def __init__(self, parts: Iterable[object]) -> None:
        self.parts = tuple(parts)

    def __str__(self) -> str:
        return _(BETWEEN).join(map(str, self.parts))


class Worded:
    """Words made by ``make`` each time they are written out: for a message a ``Said`` cannot
    hold (a plural chosen by its count), kept to be shown again after a change of language.

    >>> str(Worded(lambda: "made now"))
    'made now'
    """

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], str]) -> None:
        self.make = make

    def __str__(self) -> str:
        return self.make()
