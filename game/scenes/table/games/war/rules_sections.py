"""Which optional sections of War's rules text a variant's options switch on, and how the deck
is shared out."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from .....i18n import _, ngettext
from .....variants.rules_options import Sections, players, shown

DECK: Final = 52


def sections(options: Mapping[str, object]) -> Sections:
    seats = players(options)
    on = {
        "battle-classic": options.get("battle", "ranks") == "classic",
        # Without a table size, show the 3–4 player rules too: they may apply.
        "players-3-4": seats is None or seats >= 3,
    }
    size = options.get("field_size", 5)
    field_size = str(size) if isinstance(size, int) and not isinstance(size, bool) else "5"
    return shown(on), {"field_size": field_size, "deal": _deal(seats)}


def _deal(seats: int | None) -> str:
    """How the 52 cards are shared out, in words, for the set-up text."""
    if seats is None:
        return _("26 cards each with two players; with three or four, as the 3 or 4 players section says")
    share, extra = divmod(DECK, seats)
    if not extra:
        return _("{share} cards each").format(share=share)
    more = (
        _("one player")
        if extra == 1
        else ngettext("{count} player", "{count} players", extra).format(count=extra)
    )
    return _("{more_cards} cards for {more}, {share} for the others").format(
        more_cards=share + 1, more=more, share=share
    )
