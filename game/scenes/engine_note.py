"""The menu's note while the compiled engine is built in the background (issue 46).

``python tools/bootstrap.py play`` starts the game at once on the pure engine when no current
compiled build exists, and compiles one in a detached process meanwhile; it tells the game so
by ``BUILDING`` in the game's environment (the background compile's log). The game then says,
in the player's language, why its bots may think slowly this time; nothing when it was started
otherwise, or when it runs the compiled engine after all.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping

from ..i18n import N_, _
from ..i18n.said import Worded

BUILDING = "Q2J_ENGINE_BUILDING"
NOTE = N_("The faster engine is being built in the background; it is used from the next start.")


def _runs_compiled() -> bool:
    from ..engine import compiled

    return compiled.engine_kind() == compiled.COMPILED


def engine_note(
    environ: Mapping[str, str] | None = None, runs_compiled: Callable[[], bool] | None = None
) -> Worded | None:
    """The note, said in the language in use when the menu draws it; None when no background
    compile was started for this run (``environ``: the process's; ``runs_compiled``: whether
    the engine loaded is the compiled one)."""
    if not (os.environ if environ is None else environ).get(BUILDING):
        return None
    if (_runs_compiled if runs_compiled is None else runs_compiled)():
        return None
    return Worded(lambda: _(NOTE))
