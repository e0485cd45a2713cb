"""The player's text size (Settings, 100–200%): words, plates and buttons larger where the window
has room, every table still laid out without overlaps, the choice saved and a bad one named."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game import i18n
from game.engine import make_rules
from game.player.settings import Settings, load_settings, save_settings
from game.scenes.scale import ui_scale, use_text_size
from game.scenes.settings_scene import SettingsScene
from game.scenes.table.adapter import adapter_for
from game.scenes.table.layout import compute_layout
from tests.every_game import widest_variants

from .driver import Driver
from .test_layout import CATALOG, faults, zones_of
from .test_ui_scale import _heights


@pytest.fixture
def large_text() -> Iterator[None]:
    use_text_size(200)
    yield
    use_text_size(100)


@pytest.mark.usefixtures("large_text")
def test_the_text_grows_only_as_far_as_the_window_has_room() -> None:
    assert ui_scale((1024, 600)) == 1.0  # the smallest window has no room to spare
    assert ui_scale((1280, 800)) == pytest.approx(1280 / 1024)
    assert ui_scale((2048, 1200)) == 2.0
    assert ui_scale((3840, 2160)) == pytest.approx(3.6)  # twice the 4K size, as far as it fits


def test_large_text_draws_the_tables_words_larger(sized_driver: Callable[[tuple[int, int]], Driver]) -> None:
    normal = _heights(sized_driver((1920, 1080)), "q2j", 4, (1920, 1080))
    driver = sized_driver((1920, 1080))
    use_text_size(200)  # after the window opened with the settings' size
    try:
        large = _heights(driver, "q2j", 4, (1920, 1080))
    finally:
        use_text_size(100)
    for part, height in normal.items():
        if height:
            assert large[part] >= 1.6 * height, f"{part}: {height}px at 100%, {large[part]}px at 200%"


@pytest.mark.usefixtures("large_text")
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)])
@pytest.mark.parametrize("variant_id", widest_variants())
def test_every_table_holds_at_200_percent(variant_id: str, size: tuple[int, int]) -> None:
    variant = CATALOG.get(variant_id)
    for players in range(variant.min_players, variant.max_players + 1):
        zones = zones_of(variant_id, players)
        extras = adapter_for(make_rules(variant))
        melds = extras.meld_sizes(dict.fromkeys(zones, ()))
        layout = compute_layout(size, zones, players, 0, "medium", melds, extras.layout_plan)
        assert not faults(layout, zones), f"{variant_id} at {players}, {size}: {faults(layout, zones)[:3]}"


def test_the_settings_row_cycles_the_sizes_and_saves_them(
    sized_driver: Callable[[tuple[int, int]], Driver],
) -> None:
    driver = sized_driver((1920, 1080))
    settings = SettingsScene(driver.app.ctx)
    driver.app.stack.push(settings)
    driver.step()
    try:
        row = next(button for button in settings.buttons if button.value == "text_size")
        assert row.label == "100%"  # English writes no space before % (French: "100 %")
        driver.click(row.rect.center)
        assert driver.app.ctx.settings.text_size == 125
        assert ui_scale((1920, 1080)) == pytest.approx(1.25)
        row = next(button for button in settings.buttons if button.value == "text_size")
        assert row.label == "125%" and row.size > 20  # the screen itself was laid out again, larger
    finally:
        use_text_size(100)


def test_the_settings_rows_write_their_numbers_the_languages_way(
    sized_driver: Callable[[tuple[int, int]], Driver],
) -> None:
    """Text size 125 and animation speed 0.5: "125%" and "0.5×" in English; in French a narrow
    no-break space before "%" and a decimal comma, "125\u202f%" and "0,5×"."""
    driver = sized_driver((1024, 600))
    driver.app.ctx.settings.text_size, driver.app.ctx.settings.animation_speed = 125, 0.5
    settings = SettingsScene(driver.app.ctx)
    try:
        shown = {value: words for value, _label, words in settings.rows()}
        assert (shown["text_size"], shown["speed"]) == ("125%", "0.5×")
        i18n.use("fr")
        shown = {value: words for value, _label, words in settings.rows()}
        assert (shown["text_size"], shown["speed"]) == ("125\u202f%", "0,5×")
    finally:
        i18n.use("en")


def test_a_text_size_is_saved_and_a_bad_one_named(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    save_settings(Settings(text_size=175), path)
    assert load_settings(path) == (Settings(text_size=175), None)
    path.write_text("text_size: 300\n", encoding="utf-8")
    settings, warning = load_settings(path)
    assert settings.text_size == 100
    assert warning is not None
    assert "text_size: must be one of 100, 125, 150, 175, 200 (percent)" in str(warning)
