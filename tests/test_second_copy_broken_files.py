"""A broken saved game found when the program starts (cut short by a copy killed while writing it
in an older release, or by a full disk): the menu says so at once, above Continue, naming the
file; Continue keeps it aside (the bytes kept) and says where. Before, the menu offered Continue
with no line at all, and said what was wrong only once Continue was pressed."""

from __future__ import annotations

import random

from game.engine import make_rules
from game.engine.match import Match
from game.files import paths, saves
from game.launch import LaunchOptions
from game.scenes.menu import MenuScene
from game.variants import load_catalog
from tests.scenes.driver import Driver


def a_saved_game() -> str:
    """The text of a real save: a match of Q2J some moves in."""
    rules = make_rules(load_catalog().get("q2j"))
    match = Match(rules, players=3, seed=12)
    state = match.start_round()
    rng = random.Random(5)
    for _ in range(12):
        legal = rules.legal_actions(state)
        rules.apply(state, legal[rng.randrange(len(legal))])
    seats = [saves.Seat("Ann"), saves.Seat("Bot", "ai", "easy"), saves.Seat("Cy", "ai", "easy")]
    return saves.text_of(saves.record(match, "q2j", seats))


def test_a_save_cut_short_is_said_when_the_menu_opens_and_kept_aside_by_continue() -> None:
    whole = a_saved_game()
    cut = whole[: len(whole) // 2]  # where a copy killed halfway through writing it stopped
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    save = folder / "autosave.yaml"
    save.write_text(cut, encoding="utf-8")
    driver = Driver(LaunchOptions(seed=3))
    try:
        menu = driver.top
        assert isinstance(menu, MenuScene)
        driver.step(3)  # the saved game's line is read beside the frame loop
        # Said at once, above Continue: which file, and that it is cut short.
        said = " ".join(menu.saved_lines)
        assert said.startswith("The saved game cannot be continued") and str(save) in said
        assert "cut short" in said
        assert save.read_text(encoding="utf-8") == cut  # only looked at
        driver.click_button("Continue")
        driver.step(2)
        kept = folder / "autosave.yaml.bad"
        assert str(kept) in menu.notice and menu.buttons[0].label == "Play"
        assert kept.read_text(encoding="utf-8") == cut  # nothing the player had is lost
        assert not save.exists() and not menu.saved_lines
    finally:
        driver.close()


def test_a_whole_save_is_offered_as_before() -> None:
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    (folder / "autosave.yaml").write_text(a_saved_game(), encoding="utf-8")
    driver = Driver(LaunchOptions(seed=3))
    try:
        menu = driver.top
        assert isinstance(menu, MenuScene)
        driver.step(3)
        assert menu.buttons[0].label == "Continue"
        assert menu.saved.endswith("Ann, Bot\u00a0(easy), Cy\u00a0(easy)")
        assert menu.notice == ""  # nothing said of the saved game
    finally:
        driver.close()
