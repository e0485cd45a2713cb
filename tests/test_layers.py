"""The layers hold: which parts of ``game/`` may import which (issue 43).

Read from the source with every import (at the top, in functions, under ``TYPE_CHECKING``; see
``tests/imports.py``), so a rule broken in a function that seldom runs is broken all the same.
From the bottom up:

- the engine imports nothing of the program outside ``game/engine``;
- pygame and pygame-gui are imported in the window alone: ``game/scenes``, ``game/ui``,
  ``game/app.py``;
- nothing below the window imports it (``game.scenes``, ``game.ui``, ``game.app``), but a
  command may open the window, importing ``game.app`` inside the function that opens it (so
  ``q2j simulate`` loads no pygame);
- nothing below the commands and the network imports them (``game.commands``, ``game.cli``,
  ``game.net``);
- the engine, the words, the files, the player's settings, the terminal, the variants, the
  launch options and the scenario runner import nothing of the computer players, the history or
  the play core;
- outside the engine, a game's own package (``game/engine/games/<game>``) is read by its bots'
  heuristics and its own table adapter alone: what else needs a game's ways gets them from its
  registration or the engine's shared modules, and knows no game.

A broken rule is reported as ``module → imported module (line)``, one a line.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tests.imports import GAME, ROOT, Import, imports_in, modules_of


def _in(*parts: str) -> Callable[[str], bool]:
    """Whether a dotted module name is one of ``parts`` (packages or modules of game/) or inside one."""
    names = tuple(f"game.{part}" for part in parts)
    return lambda module: any(module == name or module.startswith(name + ".") for name in names)


@dataclass(frozen=True)
class Rule:
    """Modules that ``importers`` names may import nothing that ``forbidden`` names, except where
    ``allowed`` lets one import through."""

    importers: Callable[[str], bool]
    forbidden: Callable[[str], bool]
    allowed: Callable[[Import, str], bool] = lambda each, imported: False


# Under the bots, the history and the play core (``launch``: the LaunchOptions a command hands the
# window; ``scenarios``: the scenario runner).
GROUND = ("engine", "i18n", "files", "player", "terminal", "variants", "launch", "scenarios")
BELOW_THE_COMMANDS = ("ai", "history", "play", *GROUND)
BELOW_THE_WINDOW = ("net", "commands", "cli", *BELOW_THE_COMMANDS)
WINDOW = _in("scenes", "ui", "app")


def _opens_the_window(each: Import, imported: str) -> bool:
    """A command's ``from ..app import run`` inside the function that opens the window."""
    return each.importer.startswith("game.commands.") and imported == "game.app" and each.lazy


def _a_game_s_own(module: str) -> bool:
    return module.startswith("game.engine.games.")


def _its_bots_or_its_table(each: Import, imported: str) -> bool:
    """The heuristics (one module or more a game, in one folder) and a table adapter
    (``game.scenes.table.games.<game>``) reading its own game's package."""
    if _in("ai.heuristics")(each.importer):
        return True
    table = "game.scenes.table.games."
    if not each.importer.startswith(table):
        return False
    game = each.importer.removeprefix(table).split(".")[0]
    return _in(f"engine.games.{game}")(imported)


def _pygame(module: str) -> bool:
    return module.split(".")[0] in ("pygame", "pygame_gui")


RULES = (
    Rule(_in("engine"), lambda module: module.split(".")[0] == "game" and not _in("engine")(module)),
    Rule(lambda module: not WINDOW(module), _pygame),
    Rule(_in(*BELOW_THE_WINDOW), WINDOW, _opens_the_window),
    Rule(_in(*BELOW_THE_COMMANDS), _in("commands", "cli", "net")),
    Rule(_in(*GROUND), _in("ai", "history", "play")),
    Rule(lambda module: not _in("engine")(module), _a_game_s_own, _its_bots_or_its_table),
)


def offenders(package: Path = GAME, root: Path = ROOT) -> list[str]:
    """Every import that breaks a rule, as ``module → imported module (line)``."""
    paths = modules_of(package, root)
    known = set(paths)
    found = []
    for name, path in paths.items():
        for each in imports_in(path, root):
            for imported in each.modules(known):
                if any(
                    rule.importers(name) and rule.forbidden(imported) and not rule.allowed(each, imported)
                    for rule in RULES
                ):
                    found.append(f"{name} → {imported} ({each.line})")
    return found


def test_every_layer_imports_only_what_lies_beneath_it() -> None:
    found = offenders()
    assert not found, "imports across the layers:\n" + "\n".join(found)


def test_a_broken_rule_is_found_wherever_the_import_hides(tmp_path: Path) -> None:
    files = {
        "__init__.py": "",
        "app.py": "import pygame\n",
        "engine/__init__.py": "",
        "engine/cards.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..files import paths\n",
        "files/__init__.py": "",
        "files/paths.py": "import os\n",
        "ai/__init__.py": "",
        "ai/ladder.py": "def main():\n    from ..commands.common import Parser\n",
        "history/__init__.py": "",
        "history/stats.py": "from game import app\nimport pygame.freetype\n",
        "player/__init__.py": "",
        "player/birthdays.py": "from ..ai import levels\n\ndef f():\n    from ..engine.games.cj.rules import x\n",
        "engine/games/__init__.py": "",
        "engine/games/cj/__init__.py": "",
        "engine/games/cj/rules.py": "from ...cards import Card\n",
        "engine/games/war/__init__.py": "",
        "ai/heuristics/__init__.py": "",
        "ai/heuristics/cj_plan.py": "from ...engine.games.cj import rules\n",
        "scenes/table/games/cj/__init__.py": "from .....engine.games.cj.rules import x\n",
        "scenes/table/games/cj/moves.py": "from game.engine.games import war\n",
        "ai/levels.py": "",
        "commands/__init__.py": "",
        "commands/common.py": "",
        "commands/play.py": "from .. import app\n\ndef run():\n    from ..app import run\n",
        "commands/replay.py": "def run():\n    from ..app import run\n",
        "scenes/__init__.py": "import pygame_gui\nfrom ..commands import common\n",
    }
    for name, text in files.items():
        (tmp_path / "game" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "game" / name).write_text(text)
    assert sorted(offenders(tmp_path / "game", tmp_path)) == [
        "game.ai.ladder → game.commands.common (2)",
        "game.commands.play → game.app (1)",  # at the top: every command would load the window
        "game.engine.cards → game.files.paths (3)",
        "game.history.stats → game.app (1)",
        "game.history.stats → pygame.freetype (2)",
        "game.player.birthdays → game.ai.levels (1)",
        "game.player.birthdays → game.engine.games.cj.rules (4)",
        "game.scenes.table.games.cj.moves → game.engine.games.war (1)",
    ]


def test_the_history_s_figures_load_no_search() -> None:
    """The history's figures order the computer levels without loading the bots' search."""
    code = "import sys, game.history.stats\nprint(sorted(m for m in sys.modules if m.startswith('game.ai')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"
