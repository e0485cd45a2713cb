"""Variant options: what each game lets a variant file switch, with types and ranges."""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from .errors import VariantError

OptionKind = Literal["bool", "int", "choice"]


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One switch a variant may set. ``software`` marks rules that exist only so a program can finish.
    ``only_with``: the option means something only while another has one of some values
    (a score to be out at, only while the match is played out on points); a screen shows it as not applying
    otherwise. The rules do not check it: the value is kept, unused."""

    name: str
    kind: OptionKind
    default: bool | int | str
    doc: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    software: bool = False
    only_with: tuple[str, tuple[bool | int | str, ...]] | None = None

    def applies(self, values: Mapping[str, object]) -> bool:
        """Whether this option means something with the other options at ``values`` (its
        ``only_with``)."""
        if self.only_with is None:
            return True
        other, wanted = self.only_with
        return values.get(other) in wanted

    def allowed(self) -> str:
        """Words for what this option accepts, for error messages."""
        if self.kind == "bool":
            return "true or false"
        if self.kind == "choice":
            return "one of " + ", ".join(self.choices)
        low = "" if self.minimum is None else str(self.minimum)
        high = "" if self.maximum is None else str(self.maximum)
        return f"a whole number from {low or '-∞'} to {high or '∞'}"

    def _refusal(self, value: object) -> VariantError:
        """``value`` refused, in words with fields (the same words as ``allowed``)."""
        shown = given(value)
        if self.kind == "bool":
            return VariantError(
                "{name} must be true or false, got {value}", self.name, name=self.name, value=shown
            )
        if self.kind == "choice":
            choices = ", ".join(self.choices)
            return VariantError(
                "{name} must be one of {choices}, got {value}",
                self.name,
                name=self.name,
                choices=choices,
                value=shown,
            )
        low = "-∞" if self.minimum is None else str(self.minimum)
        high = "∞" if self.maximum is None else str(self.maximum)
        return VariantError(
            "{name} must be a whole number from {low} to {high}, got {value}",
            self.name,
            name=self.name,
            low=low,
            high=high,
            value=shown,
        )

    def validate(self, value: object) -> bool | int | str:
        """The value if it fits this option, else a ``VariantError`` naming the key."""
        ok: bool
        if self.kind == "bool":
            ok = isinstance(value, bool)
        elif self.kind == "int":
            ok = isinstance(value, int) and not isinstance(value, bool)
            if ok:
                assert isinstance(value, int)
                if self.minimum is not None and value < self.minimum:
                    ok = False
                if self.maximum is not None and value > self.maximum:
                    ok = False
        else:
            ok = isinstance(value, str) and value in self.choices
        if not ok:
            raise self._refusal(value)
        assert isinstance(value, bool | int | str)
        return value


def given(value: object, limit: int = 40) -> str:
    """A value as a message shows it: a date (YAML reads an unquoted 2023-02-03 as one) in
    words, anything else as Python writes it, cut to ``limit`` characters.

    >>> given(datetime.date(2023, 2, 3))
    'the date 2023-02-03'
    >>> given(10**60, limit=12)
    '10000000000…'
    """
    if isinstance(value, datetime.date):
        return f"the date {value}"
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True, slots=True)
class Variant:
    """A validated variant: the game it plays, who may play it, and its option values."""

    id: str
    game: str
    name: str
    description: str
    min_players: int
    max_players: int
    default_players: int
    options: Mapping[str, bool | int | str] = field(default_factory=dict)
    source: str = ""

    def option(self, name: str) -> bool | int | str:
        return self.options[name]


def resolve_options(
    specs: tuple[OptionSpec, ...], given: Mapping[str, object], retired: Mapping[str, str] | None = None
) -> dict[str, bool | int | str]:
    """Every option's value: the given ones checked, the rest their defaults. ``retired``: options
    the game no longer has, with what to write instead."""
    by_name = {spec.name: spec for spec in specs}
    retired = retired or {}
    stale = sorted(set(given) & set(retired))
    if stale:
        raise VariantError(retired[stale[0]], stale[0])
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        raise VariantError(
            "unknown option {option}; this game's options are: {options}",
            unknown[0],
            option=repr(unknown[0]),
            options=", ".join(sorted(by_name)),
        )
    return {
        spec.name: spec.validate(given[spec.name]) if spec.name in given else spec.default for spec in specs
    }
