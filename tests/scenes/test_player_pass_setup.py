"""The setup screen as a newcomer meets it (a player's pass under Xvfb): the deal number's
"random" is in the player's language, a birthday asked for says why, and a first hosted table
starts with a seat for someone to join, so its first Start is not refused."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n
from game.scenes.setup import SetupScene
from game.scenes.setup_seats import REMOTE

from .driver import Driver


def _setup(driver: Driver, variant_id: str, host: bool = False) -> SetupScene:
    scene = SetupScene(driver.app.ctx, variant_id, host=host)
    driver.app.stack.push(scene)
    driver.step()
    # What Start asks for is kept here, not opened: the test looks at the setup only.
    scene.chosen = []  # type: ignore[attr-defined]
    scene.request = scene.chosen.append  # type: ignore[method-assign, attr-defined]
    return scene


def _press_start(driver: Driver, scene: SetupScene) -> list[object]:
    start = next(b for b in scene.buttons if b.value == ("start", 0))
    driver.click(start.rect.center)
    return scene.chosen  # type: ignore[attr-defined, no-any-return]


@pytest.fixture
def french(driver: Driver) -> Iterator[None]:
    # After the window is open (it takes the settings' language): as the Settings screen does.
    i18n.use("fr")
    try:
        yield
    finally:
        i18n.use("en")


@pytest.mark.usefixtures("french")
def test_the_blank_deal_number_says_random_in_french(driver: Driver) -> None:
    # The pass saw "Nº de donne  random" on the French setup.
    scene = _setup(driver, "q2j")
    assert scene.seed_entry.placeholder_text == "au hasard"


def test_the_birthday_asked_for_says_which_game_needs_it(driver: Driver) -> None:
    # "Player 1's birthday, please" alone left a newcomer wondering why a card game wants it.
    scene = _setup(driver, "crazy-jokers")
    assert _press_start(driver, scene) == []
    assert scene.error.startswith("Player 1's birthday, please (year-month-day")
    assert "Crazy Jokers plays with each player's birthday" in scene.error
    assert "only once" in scene.error


@pytest.mark.usefixtures("french")
def test_the_birthday_asked_for_says_why_in_french(driver: Driver) -> None:
    scene = _setup(driver, "crazy-jokers")
    assert _press_start(driver, scene) == []
    assert "Crazy Jokers se joue avec l’anniversaire de chaque joueur" in scene.error


def test_a_first_hosted_table_starts_with_a_remote_seat_and_opens_at_once(driver: Driver) -> None:
    # The pass's first Start on Host a table was refused ("Make one seat at least a remote
    # player"), and the seat's button then went through six kinds before Remote player.
    scene = _setup(driver, "q2j", host=True)
    seated = scene.form.kinds[: scene.players]
    assert seated.count(REMOTE) == 1 and seated[0] == "human", seated
    assert scene.form.names[seated.index(REMOTE)] == "Player 2"
    assert len(_press_start(driver, scene)) == 1
    assert scene.error == ""
