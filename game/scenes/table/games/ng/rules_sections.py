"""Which optional sections of NG's rules text a variant's options switch on."""

from __future__ import annotations

from collections.abc import Mapping

from .....variants.rules_options import Sections, flag, shown


def sections(options: Mapping[str, object]) -> Sections:
    on = {
        "take-any": options.get("take", "top") == "any",
        "chain-field": options.get("chain", "position") == "field",
        "open": flag(options, "open", False),
        "battle-classic": options.get("battle", "ranks") == "classic",
    }
    return shown(on), {}
