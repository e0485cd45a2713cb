"""Which optional sections of Quatorze's rules text a variant's options switch on, and its numbers."""

from __future__ import annotations

from collections.abc import Mapping

from .....i18n import _
from .....variants.rules_options import Sections, flag, shown


def sections(options: Mapping[str, object]) -> Sections:
    match = options.get("match", "points-out")
    on = {
        "points-out": match == "points-out",
        "single": match == "single",
        "joker-swap": flag(options, "joker_swap", False),
    }
    jokers = options.get("jokers", 2)
    values = {
        "jokers": _("one joker") if jokers == 1 else _("two jokers"),
        "opening": str(options.get("opening", 51)),
        "out_at": str(options.get("out_at", 201)),
        "round_cap": str(options.get("round_cap", 50)),
    }
    return shown(on), values
