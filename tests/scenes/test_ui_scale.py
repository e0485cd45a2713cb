"""On a window larger than 1920x1080 the table's words, plates and buttons grow with the cards
(as a desktop's own display scaling would), and the layout still holds at 4K. The table's words and
buttons are measured at a local table and at one hosted in this process (``both_ways``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.engine import make_rules
from game.scenes.scale import ui_scale
from game.scenes.table.adapter import adapter_for
from game.scenes.table.layout import compute_layout
from game.scenes.table.render import TableRenderer
from game.scenes.table.scene import TableScene
from tests.every_game import widest_variants

from .both_ways import WAYS, way_at
from .driver import Driver
from .test_drawn_inside import Recorder, table_at, table_in
from .test_layout import CATALOG, faults, zones_of


@pytest.mark.parametrize(
    ("size", "scale"),
    [
        ((1024, 600), 1.0),
        ((1920, 1080), 1.0),
        ((2560, 1440), 2560 / 1920),
        ((3840, 2160), 2.0),
        ((5120, 2880), 2.0),
    ],
)
def test_the_scale_follows_the_window_past_1080p(size: tuple[int, int], scale: float) -> None:
    assert ui_scale(size) == pytest.approx(scale)


def test_a_wide_but_short_window_is_scaled_by_its_height() -> None:
    assert ui_scale((3840, 1080)) == 1.0


def _heights(driver: Driver, variant_id: str, players: int, size: tuple[int, int]) -> dict[str, int]:
    """The tallest image each part of the table's words is drawn with."""
    return heights_of(table_at(driver, variant_id, players, size), size)


def heights_of(scene: TableScene, size: tuple[int, int]) -> dict[str, int]:
    """The tallest image each part of this table's words is drawn with."""
    renderer = TableRenderer()
    found = {}
    for name, draw in (("plates", renderer.draw_plates), ("status", renderer.draw_status)):
        surface = Recorder(size)
        draw(surface, scene.picture())
        found[name] = max(image.get_height() for image, _ in surface.images)
    found["tools"] = max(button.rect.height for button in scene.tool_buttons)
    found["buttons"] = max((button.rect.height for button in scene.buttons), default=0)
    return found


@pytest.mark.parametrize("way_name", WAYS)
@pytest.mark.parametrize(("variant_id", "players"), [("q2j", 4), ("quatorze", 2), ("crazy-jokers", 4)])
def test_words_and_buttons_grow_on_a_large_window(
    sized_driver: Callable[[tuple[int, int]], Driver], variant_id: str, players: int, way_name: str
) -> None:
    heights = {}
    for size in ((1920, 1080), (3840, 2160)):
        with way_at(sized_driver(size), way_name) as way:
            heights[size] = heights_of(table_in(way, variant_id, players), size)
    small, large = heights[(1920, 1080)], heights[(3840, 2160)]
    for part, height in small.items():
        if height:
            assert large[part] >= 1.7 * height, f"{part}: {height}px at 1080p, {large[part]}px at 4K"


@pytest.mark.parametrize("variant_id", widest_variants())
def test_the_layout_holds_at_4k(variant_id: str) -> None:
    variant = CATALOG.get(variant_id)
    for players in range(variant.min_players, variant.max_players + 1):
        zones = zones_of(variant_id, players)
        extras = adapter_for(make_rules(variant))
        melds = extras.meld_sizes(dict.fromkeys(zones, ()))
        layout = compute_layout((3840, 2160), zones, players, 0, "medium", melds, extras.layout_plan)
        assert not faults(layout, zones), f"{variant_id} at {players}: {faults(layout, zones)[:3]}"


def _overlay_sizes(driver: Driver) -> dict[str, tuple[int, int]]:
    """(button height, label type size) of the menu, the setup (and its text entries' size), the
    rules (its card pictures' width, a tab's type), the pause overlay, the hot-seat curtain and
    a score sheet's scoreboard, each shown in this driver's window."""
    from game.scenes.curtain import CurtainScene
    from game.scenes.pause import PauseScene

    from .test_score_sheet import _board

    found = {"menu": (driver.top.buttons[0].rect.height, driver.top.buttons[0].size)}
    driver.click_button("Play")
    driver.step()
    start = next(button for button in driver.top.buttons if button.label == "Start")
    entry = driver.top.entries[0].get_relative_rect()
    found["setup"] = (start.rect.height, start.size)
    found["setup entries"] = (entry.height, entry.width)
    from game.scenes.rules_scene import RulesScene

    rules = RulesScene(driver.app.ctx, "quatorze")
    driver.app.stack.push(rules)
    driver.step()
    found["rules"] = (rules.card_width, rules.buttons[0].size)
    scene = table_at(driver, "q2j", 2, driver.app.ctx.size)
    pause = PauseScene(driver.app.ctx, scene)
    driver.app.stack.push(pause)
    driver.step()
    found["pause"] = (pause.buttons[0].rect.height, pause.buttons[0].size)
    curtain = CurtainScene(driver.app.ctx, "Basil")
    driver.app.stack.push(curtain)
    driver.step()
    found["curtain"] = (curtain.button.rect.height, curtain.button.size)
    board = _board(driver, "quatorze", 3, 4, 2)
    assert board.geometry is not None
    found["scoreboard"] = (board.buttons[0].rect.height, board.buttons[0].size)
    found["sheet"] = (round(board.geometry.scale * 100), board.panel_box(driver.app.ctx.size).width)
    return found


# The score sheet is the window's own game's, opened at its private table; the other screens read
# no table source.
def test_every_screen_grows_on_a_large_window(sized_driver: Callable[[tuple[int, int]], Driver]) -> None:
    small = _overlay_sizes(sized_driver((1920, 1080)))
    large = _overlay_sizes(sized_driver((3840, 2160)))
    for part, sizes in small.items():
        for before, after in zip(sizes, large[part], strict=True):
            assert after >= 1.4 * before, f"{part}: {small[part]} at 1080p, {large[part]} at 4K"
