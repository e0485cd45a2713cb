"""The ``q2j`` command: start the game, or run one of the tools (simulate, bench, scenario…).

Each tool lives in ``game/commands/<name>.py`` with ``add_parser`` and ``run``.
Bad flags print what is allowed and exit 2; errors a player can cause print a
sentence, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from .engine import EngineError

COMMANDS = ("play", "simulate", "bench", "scenario", "tournament", "variants")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="q2j",
        description="Q2J - a card table for Q Squared Joe and its family. "
        "With no command, the game starts.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        module = importlib.import_module(f"game.commands.{name}")
        module.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    # No command, or only the game's own flags: start the game.
    if not args_list or (args_list[0].startswith("-") and args_list[0] not in ("-h", "--help")):
        args_list = ["play", *args_list]
    parser = build_parser()
    args = parser.parse_args(args_list)
    try:
        return int(args.run(args) or 0)
    except EngineError as error:
        print(f"q2j: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
