"""Which optional sections of Q Squared Joe's rules text a variant's options switch on."""

from __future__ import annotations

from collections.abc import Mapping

from .....i18n import _
from .....variants.rules_options import Sections, flag, shown


def sections(options: Mapping[str, object]) -> Sections:
    switches = {key: flag(options, key, True) for key in ("rule_4", "rule_5", "q_squared", "joe")}
    elimination = options.get("match", "single") == "elimination"
    on = {
        "rule-4": switches["rule_4"],
        "rule-5": switches["rule_5"],
        "q-squared": switches["q_squared"],
        "joe": switches["joe"] and switches["q_squared"],  # no Joe without a Q Squared to answer
        "classic": not any(switches.values()),
        "face-up": flag(options, "face_up", False),
        "challenge": flag(options, "challenge", False),
        "countdown": flag(options, "countdown", False),
        "play-drawn": flag(options, "play_drawn_card", False),
        "elimination": elimination,
        "end-single": not elimination,
        "turn-cap": not elimination,
        "turn-cap-elimination": elimination,
    }
    single = {
        "first": _("the first player"),
        "second": _("the second player"),
    }.get(str(options.get("challenge_single", "random")), _("picked at random from the deal's seed"))
    return shown(on), {"challenge_single": single}
