"""Digits of other scripts and numbers of thousands of digits typed into the screens (issue 42,
part 3, outside the engine): ``str.isdigit`` takes ``²`` and ``int`` then raises, so each field
reads ASCII digits only and refuses the rest in its own words, the form kept."""

from __future__ import annotations

import pytest

from game.scenes.join_scene import JoinScene

from .driver import Driver
from .test_network_screens import button, to_join_screen
from .test_setup_options import open_options, setup_with, type_into

ODD = ["²", "١٢", "9" * 5000]


@pytest.mark.parametrize("port", ODD)
def test_an_odd_port_on_the_join_form_is_the_address_refused(driver: Driver, port: str) -> None:
    join = to_join_screen(driver)
    join.entries["address"].set_text(f"127.0.0.1:{port}")
    join.entries["code"].set_text("k7m-p9q")
    driver.click(button(driver, "join").rect.center)
    assert isinstance(driver.top, JoinScene) and not join.waiting
    assert join.error.startswith("The address is the host's"), join.error
    assert join.entries["address"].get_text() == f"127.0.0.1:{port}"  # kept, to be put right


@pytest.mark.parametrize("seed", [*ODD, str(2**63)])
def test_an_odd_deal_number_on_the_setup_is_refused_in_words(driver: Driver, seed: str) -> None:
    setup = setup_with(driver, "q2j-war")
    setup.seed_entry.set_text(seed)
    driver.click(button(driver, ("start", 0)).rect.center)
    driver.step()
    assert driver.top is setup
    assert setup.error == "The deal number must be a whole number (or blank for a random deal)."
    assert setup.seed_entry.get_text() == seed


@pytest.mark.parametrize("typed", ["²", "-²", "9" * 25])
def test_an_odd_number_for_an_option_is_put_back_with_the_rules_words(driver: Driver, typed: str) -> None:
    options = open_options(driver, setup_with(driver, "quatorze"))
    type_into(driver, options, "out_at", typed)
    assert options.choices.values["out_at"] == 201
    assert options.entries["out_at"].get_text() == "201"
    assert options.error.startswith("Not allowed: out_at must be a whole number from 1 to 10000, got ")
    assert "invalid literal" not in options.error and "limit" not in options.error
