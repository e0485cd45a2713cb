"""A refusal at the table in French: chosen in Settings, the toast says why in French, with
the cards as the French table writes them (D for the queen) and the seed's rule as "règle", at a
local table and at one hosted in this process (its refusal worded by the window that shows it)."""

from __future__ import annotations

from game import i18n
from game.engine import game_names, make_rules
from game.play.refusals import refusal_words
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenes.settings_scene import SettingsScene
from game.scenes.table.scene import TableScene
from game.scenes.text import wrap
from tests.translations.test_refusals import refusals_in_scenarios

from .both_ways import Way, said
from .driver import Driver
from .test_french_screens import french_from_the_menu


def click_card(way: Way, table: TableScene, card: str) -> None:
    """Click a card of the hand, as a player plays it."""
    from game.engine import Card
    from game.scenes.table.pointer import slot_center

    index = table.display.zones["hand:0"].index(Card.parse(card))
    way.click(slot_center(table.layout, table.display, ("hand:0", index)))


SEATS = [SeatConfig("You"), SeatConfig("Basil", "medium")]


def test_a_refusal_at_the_table_is_in_french(way: Way) -> None:
    french_from_the_menu(way.driver)
    # Rule 4: no face card on an ace. The queen of clubs is refused on the ace of spades.
    zones = {"hand:0": "QC 3D", "hand:1": "5H 6H", "discard": "AS"}
    way.open_at("q2j", SEATS, zones)
    table = way.ready()
    click_card(way, table, "QC")
    assert said(way, table) == "Interdit : aucune figure ne va sur un as : D♣ sur A♠ (règle 4)"
    assert table.toast.tone == "error"
    assert [str(card) for card in way.judge.state.hands[0]] == ["QC", "3D"]  # nothing played
    # The language switched back, the same refusal reads in the engine's English.
    i18n.use("en")
    table.toast.words = ""
    click_card(way, table, "QC")
    assert said(way, table) == "Not allowed: no face card may go on an ace: Q♣ on A♠ (rule 4)"


def narrowest_message_line(driver: Driver) -> tuple[int, int]:
    """The narrowest toast's inner width (render.draw_toast: the message line less 24 px) and
    its text size, over every registered game's table with the most seats its variants take."""
    lines = []
    for game in game_names():
        found = max(driver.app.ctx.catalog.for_game(game), key=lambda variant: variant.max_players)
        seats = found.max_players
        players = [SeatConfig("Ada"), *(SeatConfig(f"Bot {n}", "medium") for n in range(1, seats))]
        session = Session(found, make_rules(found), players, 5)
        table = driver.open_game(session, resumed=True, replace=True)  # through a private table
        driver.step(2)
        lines.append((table.layout.message.width - 24, table.layout.px(16)))
    return min(lines)


def test_every_french_refusal_fits_the_message_line_at_the_smallest_window(sized_driver: object) -> None:
    driver = sized_driver((1024, 600))  # type: ignore[operator]
    assert isinstance(driver, Driver)
    i18n.use("fr")
    width, size = narrowest_message_line(driver)
    refusals = refusals_in_scenarios()
    # Each one, after "Refusé : ", on the toast's two lines at its full size (none shrunk, none cut).
    for error in refusals:
        words = f"Refusé : {refusal_words(error)}"
        assert len(wrap(words, size, width, bold=True)) <= 2, words


def test_the_words_name_cards_with_the_court_letters_chosen_in_settings(way: Way) -> None:
    """Court letters chosen apart from the language: the toast (and the log) name a card as the
    faces show it, R D V in English, K Q J in French."""
    driver = way.driver
    driver.click_button("Settings")
    settings = driver.top
    assert isinstance(settings, SettingsScene)

    def letters(choice: str) -> None:
        for _ in range(4):
            if driver.app.ctx.settings.card_letters == choice:
                return
            driver.click(next(b for b in settings.buttons if b.value == "card_letters").rect.center)
        assert driver.app.ctx.settings.card_letters == choice

    letters("french")
    zones = {"hand:0": "QC 3D", "hand:1": "5H 6H", "discard": "AS"}
    way.open_at("q2j", SEATS, zones)
    table = way.ready()
    click_card(way, table, "QC")
    assert said(way, table) == "Not allowed: no face card may go on an ace: D♣ on A♠ (rule 4)"
    i18n.use("fr")
    try:
        from game.i18n.cards import use_letters

        use_letters("english")  # as the Settings' button sets it
        table.toast.words = ""
        click_card(way, table, "QC")
        assert said(way, table) == "Interdit : aucune figure ne va sur un as : Q♣ sur A♠ (règle 4)"
    finally:
        i18n.use("en")
        use_letters("auto")
