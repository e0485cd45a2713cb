"""Scenes are built by name through the router, and no scene module imports another."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.scenes.router import ROUTES, UnknownScene
from game.scenes.scene import Pop, Push, Replace

from .driver import Driver

SCENES = Path(__file__).resolve().parents[2] / "game" / "scenes"
SCENE_MODULES = {module.lstrip(".") for module, _ in ROUTES.values()}


def imported_modules(path: Path, scenes: Path = SCENES) -> set[str]:
    """Every module ``path`` imports, at the top or inside a function, as a dotted name under
    game.scenes (``scenes``: the folder that stands for game/scenes)."""
    package = path.relative_to(scenes).parent.parts
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = list(package[: len(package) - (node.level - 1)])
            where = ".".join([*base, *(node.module.split(".") if node.module else [])])
            found.add(where)
            found.update(f"{where}.{alias.name}" if where else alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game.scenes."):
            found.add(node.module.removeprefix("game.scenes."))
    return found


@pytest.mark.parametrize("module", sorted(SCENE_MODULES))
def test_no_scene_imports_another_scene(module: str) -> None:
    path = SCENES.joinpath(*module.split(".")).with_suffix(".py")
    others = (SCENE_MODULES - {module}) & imported_modules(path)
    assert not others, f"{module} imports {sorted(others)}: return a transition by name instead"


def test_the_import_check_sees_a_scene_import(tmp_path: Path) -> None:
    # A scene module of its own in a folder standing for game/scenes: tests never write into game/.
    probe = tmp_path / "probe_for_router_test.py"
    probe.write_text("def f():\n    from .menu import MenuScene\n", encoding="utf-8")
    assert "menu" in imported_modules(probe, tmp_path)
    nested = tmp_path / "table" / "probe.py"
    nested.parent.mkdir()
    nested.write_text("from ..menu import MenuScene\n", encoding="utf-8")
    assert "menu" in imported_modules(nested, tmp_path)


def test_transitions_name_scenes_and_compare_by_value() -> None:
    assert Push("rules", variant_id="q2j") == Push("rules", variant_id="q2j")
    assert Push("rules", variant_id="q2j") != Replace("rules", variant_id="q2j")
    assert repr(Replace("menu")) == "Replace('menu')"


def test_every_route_builds_its_scene(driver: Driver) -> None:
    build = driver.app.stack.build
    assert type(build("settings", {})).__name__ == "SettingsScene"
    assert type(build("rules", {"variant_id": "q2j-war"})).__name__ == "RulesScene"
    with pytest.raises(UnknownScene, match="no scene called 'lobby'"):
        build("lobby", {})


def test_menu_to_settings_and_back_by_name(driver: Driver) -> None:
    driver.click_button("Settings")
    assert driver.top is not None and driver.top.name == "settings"
    driver.app.stack.apply(Pop())
    assert driver.top is not None and driver.top.name == "menu"


def test_every_scene_a_scene_leads_to_is_a_route() -> None:
    """``leads_to`` names the router's scenes: a misspelt one would raise as the scene enters."""
    import importlib

    for module_name, class_name in ROUTES.values():
        scene_class = getattr(importlib.import_module(module_name, "game.scenes"), class_name)
        unknown = set(scene_class.leads_to) - set(ROUTES)
        assert not unknown, f"{class_name} leads to unknown scenes {sorted(unknown)}"


def test_a_scene_entering_has_the_scenes_it_leads_to_loaded_first() -> None:
    """The stack asks the router to load what a scene leads to as it enters (the table's score
    sheet and pause menu), not in the frame the round ends."""
    from game.scenes.scene import Scene
    from game.scenes.stack import SceneStack

    prepared: list[str] = []

    class Leading(Scene):
        leads_to = ("scoreboard", "pause")

        def __init__(self) -> None:
            pass

        def enter(self) -> None:
            prepared.append("entered")

    stack = SceneStack(lambda name, args: Leading(), prepared.append)
    stack.apply(Push("table"))
    assert prepared == ["entered", "scoreboard", "pause"]
    prepared.clear()
    stack.apply(Replace("table"))
    assert prepared == ["entered", "scoreboard", "pause"]


def test_the_router_loads_a_scene_by_name_and_refuses_an_unknown_one(driver: Driver) -> None:
    import sys

    from game.scenes.router import Router

    router = Router(driver.app.ctx)
    router.prepare("statistics")
    assert "game.scenes.stats_scene" in sys.modules
    with pytest.raises(UnknownScene, match="no scene called 'nowhere'"):
        router.prepare("nowhere")
