"""Scenes by name: a transition names the next scene and the router builds it.

No scene imports another; each one returns ``Push("rules", variant_id=…)`` or
``Replace("menu")`` and the stack asks the router for the scene. A scene's
module is imported the first time that scene is shown, so the menu's first
frame does not wait for the table, the bots or pygame-gui to load.
"""

from __future__ import annotations

import importlib
from typing import Any

from .context import AppContext
from .scene import Scene

# name -> (module under game.scenes, class)
ROUTES: dict[str, tuple[str, str]] = {
    "menu": (".menu", "MenuScene"),
    "setup": (".setup", "SetupScene"),
    "options": (".options_scene", "OptionsScene"),
    "rules": (".rules_scene", "RulesScene"),
    "settings": (".settings_scene", "SettingsScene"),
    "table": (".table.scene", "TableScene"),
    "private_seat": (".private_seat", "PrivateSeatScene"),
    "pause": (".pause", "PauseScene"),
    "curtain": (".curtain", "CurtainScene"),
    "scoreboard": (".scoreboard", "ScoreboardScene"),
    "history": (".history_scene", "HistoryScene"),
    "statistics": (".stats_scene", "StatsScene"),
    "replay": (".replay_scene", "ReplayScene"),
    "profiles": (".profiles_scene", "ProfilesScene"),
    "host_lobby": (".host_lobby", "HostLobbyScene"),
    "join": (".join_scene", "JoinScene"),
}


class UnknownScene(LookupError):
    """A transition named a scene the router does not know."""


class Router:
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def build(self, name: str, args: dict[str, Any]) -> Scene:
        """The scene called ``name``, constructed with the shared context and ``args``."""
        route = ROUTES.get(name)
        if route is None:
            raise UnknownScene(f"no scene called {name!r}; known: {', '.join(sorted(ROUTES))}")
        module_name, class_name = route
        scene_class = getattr(importlib.import_module(module_name, __package__), class_name)
        scene: Scene = scene_class(self.ctx, **args)
        return scene

    def prepare(self, name: str) -> None:
        """Import the module of the scene called ``name`` (once), without building it."""
        route = ROUTES.get(name)
        if route is None:
            raise UnknownScene(f"no scene called {name!r}; known: {', '.join(sorted(ROUTES))}")
        importlib.import_module(route[0], __package__)
