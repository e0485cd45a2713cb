"""The ``q2j`` command: start the game, or run one of the tools (simulate, bench, scenario…).

Each tool lives in ``game/commands/<name>.py`` with ``add_parser`` and ``run``.
Bad flags print one line saying what is allowed and exit 2; errors a player
can cause print a sentence, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sqlite3
import sys
from collections.abc import Sequence

from . import i18n
from .commands.common import CommandError
from .engine import EngineError
from .i18n import N_, _, argparse_words
from .i18n.their_words import failure_words
from .terminal.arguments import Parser
from .terminal.pipes import reader_went_away

COMMANDS = (
    "play",
    "simulate",
    "bench",
    "scenario",
    "tournament",
    "variants",
    "history",
    "stats",
    "replay",
    "profiles",
    "host",
    "join",
)

EXAMPLES = N_("""\
examples:
  q2j                                      the menu
  q2j --variant q2j-war --seed 42          War, deal 42, straight to the table
  q2j --variant q2j-ng --players 3 --seats human,medium,hard
  q2j variants                             every variant id, yours included
  q2j host --headless --variant q2j --seats remote,remote,easy --port 47474
  q2j join 192.168.1.20:47474 --code K7MP9Q --bot medium
  q2j COMMAND --help                       one command's flags
  q2j --version                            the version, and which engine runs (compiled or pure)
""")


def build_parser() -> argparse.ArgumentParser:
    from .commands import play

    parser = Parser(
        prog="q2j",
        usage=_("q2j [TABLE FLAGS] | q2j COMMAND [FLAGS]"),
        description=_(
            "Q2J - a card table for Q Squared Joe and its family.\n"
            "With no command the game starts at its menu; the table flags below\n"
            "(those of `q2j play`) start a game straight away."
        ),
        epilog=play.flags_help() + "\n" + _(EXAMPLES),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", metavar=_("COMMAND"), title=_("commands"), prog="q2j")
    for name in COMMANDS:
        module = importlib.import_module(f"game.commands.{name}")
        module.add_parser(commands)
    return parser


def version_text() -> str:
    """``q2j 0.1.0`` and ``engine: compiled (mypyc)`` (or ``engine: pure Python (why)``)."""
    from .engine import engine_kind
    from .history.version import program_version

    return f"q2j {program_version()}\nengine: {engine_kind()}"


def speak_the_players_language() -> None:
    """The language chosen in the game's settings (the system's unless chosen), for the help,
    the messages and argparse's own words."""
    from .player.settings import load_settings

    settings, _warning = load_settings()  # a problem with the file is the menu's to report
    i18n.use(str(settings.language))
    argparse_words.install()


def main(argv: Sequence[str] | None = None) -> int:
    speak_the_players_language()
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list == ["--version"]:
        print(version_text())
        return 0
    # No command, or only the game's own flags: start the game.
    if not args_list or (args_list[0].startswith("-") and args_list[0] not in ("-h", "--help")):
        args_list = ["play", *args_list]
    if args_list[0] != "play" and (missing := i18n.missing_note()):  # the window says it itself
        print(f"q2j: {missing}", file=sys.stderr)
    try:
        args = build_parser().parse_args(args_list)
        return int(args.run(args) or 0)
    except (CommandError, EngineError) as error:
        print(f"q2j: {error}", file=sys.stderr)
        return 2
    except sqlite3.Error as error:
        # The history went wrong under a command (a file locked by another program, a disk
        # that failed mid-read): said in words, and the file left as it is.
        print(
            _("q2j: the game history cannot be read now ({error})").format(error=failure_words(error)),
            file=sys.stderr,
        )
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return reader_went_away()


if __name__ == "__main__":
    sys.exit(main())
