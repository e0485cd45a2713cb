"""argparse's own words (usage:, options, error messages) in the player's language.

argparse looks its words up through the module-level ``_`` and ``ngettext`` it imported from
gettext; pointing those at the game's catalog translates them. Its placeholders (``--seats
KINDS``) go through the catalog too, and a heading's colon takes French's space before it. The
messages are listed here so the extractor puts them in the catalog (the ones a player of
``q2j`` can meet).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from . import N_, _, language, ngettext

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
# The placeholders ``--help`` shows for the values of q2j's options (its metavars, given or
# made by argparse from an option's name), looked up when the help is written.
METAVARS = (
    N_("ADDRESS"),
    N_("BOT"),
    N_("FILE"),
    N_("G"),
    N_("GAMES"),
    N_("HOST:PORT"),
    N_("KINDS"),
    N_("LEVEL"),
    N_("LEVELS"),
    N_("LIMIT"),
    N_("NAME"),
    N_("PATH"),
    N_("PLAYERS"),
    N_("SEAT"),
    N_("SECONDS"),
    N_("SEED"),
    N_("WORKERS"),
    N_("WxH"),
)
_METAVAR = argparse.HelpFormatter._metavar_formatter
_SECTION = argparse.HelpFormatter.start_section


def _metavar_formatter(
    self: argparse.HelpFormatter, action: argparse.Action, default_metavar: str
) -> Callable[[int], tuple[str, ...]]:
    made = _METAVAR(self, action, default_metavar)
    return lambda size: tuple(_(part) for part in made(size))


def _start_section(self: argparse.HelpFormatter, heading: str | None) -> None:
    # argparse puts a colon after a heading; French sets a no-break space before it.
    _SECTION(self, f"{heading}\u00a0" if heading and language() == "fr" else heading)


def install() -> None:
    """Make argparse speak the language in use (it reads these names when it formats)."""
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    argparse.HelpFormatter._metavar_formatter = _metavar_formatter  # type: ignore[method-assign]
    argparse.HelpFormatter.start_section = _start_section  # type: ignore[method-assign]
