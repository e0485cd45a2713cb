"""argparse's own words (usage:, options, error messages) in the player's language.

argparse looks its words up through the module-level ``_`` and ``ngettext`` it imported from
gettext; pointing those at the game's catalog translates them. The messages are listed here
so the extractor puts them in the catalog (the ones a player of ``q2j`` can meet).
"""

from __future__ import annotations

import argparse

from . import N_, _, ngettext

WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("ignored explicit argument %r"),
    N_("can't open '%(filename)s': %(error)s"),
)


def install() -> None:
    """Make argparse speak the language in use (it reads these names when it formats)."""
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
