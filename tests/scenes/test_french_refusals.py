"""A refusal at the table in French: chosen in Settings, the toast says why in French, with
the cards as the French table writes them (D for the queen) and the seed's rule as "règle"."""

from __future__ import annotations

from game import i18n
from game.scenes.settings_scene import SettingsScene
from game.scenes.table.seats import SeatConfig

from .driver import Driver
from .positions import table_at
from .test_french_screens import choose_language

SEATS = [SeatConfig("You"), SeatConfig("Basil", "medium")]


def test_a_refusal_at_the_table_is_in_french(driver: Driver) -> None:
    driver.click_button("Settings")
    settings = driver.top
    assert isinstance(settings, SettingsScene)
    choose_language(driver, settings, "fr")
    # Rule 4: no face card on an ace. The queen of clubs is refused on the ace of spades.
    zones = {"hand:0": "QC 3D", "hand:1": "5H 6H", "discard": "AS"}
    table = table_at(driver, "q2j", SEATS, zones)
    play_queen = table.session.rules.parse_action("play QC")
    table.perform(play_queen)
    assert table.toast == "aucune figure ne va sur un as : D♣ sur A♠ (règle 4)"
    assert table.toast_tone == "error"
    assert [str(card) for card in table.session.state.hands[0]] == ["QC", "3D"]  # nothing played
    # The language switched back, the same refusal reads in the engine's English.
    i18n.use("en")
    table.perform(play_queen)
    assert table.toast == "no face card may go on an ace: Q♣ on A♠ (rule 4)"
