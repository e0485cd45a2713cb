"""Which optional sections of Crazy Jokers' rules text a variant's options switch on."""

from __future__ import annotations

from collections.abc import Mapping

from .....i18n import ngettext
from .....variants.rules_options import Sections


def sections(options: Mapping[str, object]) -> Sections:
    rounds = options.get("rounds", 10)
    count = rounds if isinstance(rounds, int) and not isinstance(rounds, bool) else 10
    on = {"flush-laid"} if options.get("flush_limits") == "laid" else set()
    return on, {"rounds": ngettext("{count} round", "{count} rounds", count).format(count=count)}
