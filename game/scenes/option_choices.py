"""A variant's options as choices at the setup: the match's length (Crazy Jokers' rounds,
Quatorze's out-at) and the rules a variant may switch (Quatorze's joker swap, its jokers). No
pygame here: the options screen (``options_scene.py``) draws them.

Everything comes from the game's ``OptionSpec``s: a yes/no for a bool, one button per choice,
a number with steps and an entry for an int within its range. Every value offered is checked
by the engine's own validation (``make_rules`` of the variant with it), so what the screen
offers the rules accept; a value typed that they refuse is refused in their words. Software
rules (the turn cap) are not offered: they exist so a program always finishes.

>>> from game.engine import Variant
>>> choices = OptionChoices(Variant("quatorze", "quatorze", "Quatorze", "", 2, 6, 4, {"jokers": 2}))
>>> [spec.name for spec in choices.specs][:3]
['jokers', 'joker_swap', 'opening']
>>> choices.set("out_at", 301)
>>> choices.chosen(), choices.summary()
({'out_at': 301}, 'Out at 301')
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Final

from ..engine import EngineError, Rules, Variant, VariantError, make_rules
from ..engine.options import OptionSpec
from ..engine.registry import rules_class
from ..i18n import N_, _
from ..i18n.numbers import number
from ..i18n.said import Said

Value = bool | int | str
# Options the setup offers with a widget of its own (Challenge's single-card holder, by name).
ELSEWHERE = frozenset({"challenge_single"})
# The numbers an int option steps through (within its range), besides its default and its value.
LADDER = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 100, 125, 150, 200, 250, 300,
          400, 500, 750, 1000, 1500, 2000, 3000, 5000, 7500, 10_000)  # fmt: skip


class OptionChoices:
    """The options a player may choose for ``variant`` and the values chosen so far."""

    def __init__(self, variant: Variant, chosen: Mapping[str, Value] | None = None) -> None:
        self.variant = variant
        self.rules_class = rules_class(variant.game)
        self.defaults: dict[str, Value] = {
            spec.name: variant.options.get(spec.name, spec.default) for spec in self.rules_class.option_specs
        }
        self.values = dict(self.defaults)
        for name, value in (chosen or {}).items():
            if name in self.values:
                self.values[name] = value
        self.specs = [spec for spec in self.rules_class.option_specs if self._offered(spec)]

    def _offered(self, spec: OptionSpec) -> bool:
        """Not a software rule nor handled elsewhere, with another value the rules accept, and
        not kept from applying for good: an option the value of another stops is offered only if
        that other one is (else its row would stay greyed for good, naming an option that has no
        row on the screen)."""
        if spec.software or spec.name in ELSEWHERE:
            return False
        stopped = spec.only_with is not None and not self.applies(spec)
        if stopped and spec.only_with is not None and not self._offered(self.spec(spec.only_with[0])):
            return False
        if spec.kind == "int":
            return True
        return any(self.refusal(spec.name, value) is None for value in self.alternatives(spec))

    def alternatives(self, spec: OptionSpec) -> list[Value]:
        values: list[Value] = [False, True] if spec.kind == "bool" else list(spec.choices)
        return [value for value in values if value != self.values[spec.name]]

    # The rules' word --------------------------------------------------------------------------
    def candidate(self, name: str | None = None, value: Value | None = None) -> Variant:
        """The variant with the values chosen (and ``name`` set to ``value``)."""
        options = {**self.variant.options, **self.chosen()}
        if name is not None and value is not None:
            options[name] = value
        return replace(self.variant, options=options)

    def refusal(self, name: str | None = None, value: Value | None = None) -> str | None:
        """Why the rules refuse the chosen values (with ``name`` set to ``value``), or None."""
        try:
            make_rules(self.candidate(name, value))
        except VariantError as error:
            return str(Said(error.template, **error.fields))  # the rules' words, in the player's language
        except EngineError as error:
            return str(error)
        return None

    def rules(self) -> Rules[Any]:
        return make_rules(self.candidate())

    # Changes ------------------------------------------------------------------------------------
    def set(self, name: str, value: Value) -> None:
        """Choose ``value`` for ``name``; raises ``ValueError`` with the rules' words if refused."""
        spec = self.spec(name)
        try:
            checked = spec.validate(value)
        except VariantError as error:
            raise ValueError(str(Said(error.template, **error.fields))) from None
        why = self.refusal(name, checked)
        if why is not None:
            raise ValueError(why)
        self.values[name] = checked

    def step(self, name: str, direction: int) -> None:
        """The next number up (``direction`` 1) or down (-1) on the option's ladder, if any."""
        spec = self.spec(name)
        here = int(self.values[name])
        ladder = self.ladder(spec)
        further = [n for n in ladder if (n > here if direction > 0 else n < here)]
        if further:
            self.set(name, min(further) if direction > 0 else max(further))

    def ladder(self, spec: OptionSpec) -> list[int]:
        """The numbers a step moves through: every one of a short range, else round numbers and
        the variant's own value, within the range."""
        low = spec.minimum if spec.minimum is not None else 0
        high = spec.maximum if spec.maximum is not None else max(LADDER)
        default = int(self.defaults[spec.name])
        if high - low <= 30:
            return list(range(low, high + 1))
        return sorted({n for n in (*LADDER, default, low, high) if low <= n <= high})

    def reset(self) -> None:
        self.values = dict(self.defaults)

    # Reading --------------------------------------------------------------------------------------
    def spec(self, name: str) -> OptionSpec:
        return next(spec for spec in self.rules_class.option_specs if spec.name == name)

    def chosen(self) -> dict[str, Value]:
        """The values that differ from the variant's own: what the session and the save keep."""
        return {name: value for name, value in self.values.items() if value != self.defaults[name]}

    def summary(self) -> str:
        """The changed options in words ("Rounds 5 · Joker swap on"), "" when none; an option
        that does not apply with the others' values is not said (it changes nothing)."""
        return " · ".join(
            f"{label(spec)} {value_words(spec, self.values[spec.name])}"
            for spec in self.specs
            if spec.name in self.chosen() and self.applies(spec)
        )

    def applies(self, spec: OptionSpec) -> bool:
        """Whether ``spec`` means something with the values chosen (its ``only_with``)."""
        return spec.applies(self.values)

    def not_applying(self, spec: OptionSpec) -> str:
        """Why ``spec`` does not apply, naming the other option and its value as their buttons
        do ("Not used with Match: Single round"); "" when it applies."""
        if spec.only_with is None or self.applies(spec):
            return ""
        other = self.spec(spec.only_with[0])
        value = value_words(other, self.values[other.name])
        return _("Not used with {option}: {value}").format(
            option=label(other), value=value[:1].upper() + value[1:]
        )


# The options' names and their choices as a player reads them (the engine keeps its keys:
# ``joker_swap``, ``points-out``). An option a game adds without a name here is read from its key.
LABELS: Final[Mapping[str, str]] = {
    "rule_4": N_("Rule 4"),
    "rule_5": N_("Rule 5"),
    "q_squared": N_("Q Squared"),
    "joe": N_("Joe"),
    "face_up": N_("Hands face up"),
    "challenge": N_("Challenge"),
    "challenge_single": N_("Single card"),
    "countdown": N_("Countdown"),
    "match": N_("Match"),
    "play_drawn_card": N_("Play the drawn card"),
    "drawn_q_squared": N_("Drawn Q Squared"),
    "tie_to_five": N_("Tied lead: five cards"),
    "battle": N_("Battles"),
    "field_size": N_("Field size"),
    "take": N_("Taking"),
    "chain": N_("Chain"),
    "open": N_("Open game"),
    "jokers": N_("Jokers"),
    "joker_swap": N_("Joker swap"),
    "opening": N_("Opening"),
    "out_at": N_("Out at"),
    "rounds": N_("Rounds"),
    "flush_limits": N_("Big Flush limits"),
}
CHOICES: Final[Mapping[str, str]] = {
    "random": N_("at random"),
    "first": N_("the first player"),
    "second": N_("the second player"),
    "single": N_("single round"),
    "elimination": N_("elimination"),
    "points-out": N_("out on points"),
    "fixed-rounds": N_("fixed rounds"),
    "ranks": N_("by rank"),
    "classic": N_("classic"),
    "top": N_("top card"),
    "any": N_("any card"),
    "position": N_("one position"),
    "field": N_("whole field"),
    "declared": N_("from the declaration"),
    "laid": N_("once laid"),
}


def options_summary(variant: Variant, options: Mapping[str, object]) -> str:
    """A recorded game's options that differ from its variant's own, in words as the setup's
    summary says them ("Match single"); "" when none. Not checked with the rules: they were."""
    parts = []
    for spec in rules_class(variant.game).option_specs:
        if spec.software or spec.name in ELSEWHERE or spec.name not in options:
            continue
        value = options[spec.name]
        if value != variant.options.get(spec.name, spec.default) and isinstance(value, bool | int | str):
            parts.append(f"{label(spec)} {value_words(spec, value)}")
    return " · ".join(parts)


def label(spec: OptionSpec) -> str:
    """An option's name as a player reads it: ``joker_swap`` is "Joker swap"."""
    if spec.name in LABELS:
        return _(LABELS[spec.name])
    words = spec.name.replace("_", " ")
    return words[:1].upper() + words[1:]


def description(spec: OptionSpec, others: Sequence[OptionSpec] = ()) -> str:
    """What an option does, in the player's language (the engine's ``doc``, extracted for the
    catalog as ``OptionSpec``'s fourth argument). The engine writes for a variant file's author,
    naming values and options by their ids ("points-out: … under out_at"); untranslated, those
    are put in the screen's words ("Out on points: … under Out at"), as a translation does.

    >>> from game.engine.registry import rules_class
    >>> specs = rules_class("quatorze").option_specs
    >>> description(next(s for s in specs if s.name == "match"), specs)
    'Out on points: rounds until one player is left under Out at; Single round: one round.'
    """
    said = unrepeated(_(spec.doc), label(spec))
    if _(spec.doc) != spec.doc:
        return said
    for choice in map(str, spec.choices):
        if choice in CHOICES:
            words = _(CHOICES[choice])
            shown = f"{words[:1].upper()}{words[1:]}:"
            said = re.sub(rf"(^|; ){re.escape(choice)}:", rf"\g<1>{shown}", said)
    for other in others:
        if "_" in other.name:  # an id, not a word: "out_at"
            said = re.sub(rf"\b{re.escape(other.name)}\b", label(other), said)
    return said


def unrepeated(said: str, name: str) -> str:
    """``said`` without a first "Rule 4:" that only repeats the option's name above it
    (English "Rule 4:", French "Règle 4 :")."""
    head = re.match(rf"{re.escape(name)}\s?:\s*", said, re.IGNORECASE)
    if head is None:
        return said
    rest = said[head.end() :]
    return rest[:1].upper() + rest[1:]


def value_words(spec: OptionSpec, value: Value) -> str:
    if spec.kind == "bool":
        return _("on") if value else _("off")
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value)  # "Turn cap 2,000", "2 000" in French
    if str(value) in CHOICES:
        return _(CHOICES[str(value)])
    return str(value).replace("-", " ")
