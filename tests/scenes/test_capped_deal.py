"""A deal stopped at the turn cap with nobody winning (Crazy Jokers' random play reaches it
often) ends at the window as any other: the table shows its end and the round's sheet comes.
The window rebuilds each view from the host's message, and such an end's facts once failed to
read back ("won: None is not text"), closing the program."""

from __future__ import annotations

from game.engine import make_rules
from game.play.seats import SeatConfig
from game.play.session import Session

from .driver import Driver
from .sheets import at_round_end, sheet_for

SEATS = [SeatConfig("You"), SeatConfig("Basil", "easy"), SeatConfig("Chloe", "easy")]


def test_a_crazy_jokers_deal_stopped_at_the_cap_reaches_its_sheet(driver: Driver) -> None:
    variant = driver.app.ctx.catalog.get("crazy-jokers")

    def game(seed: int) -> Session:
        return Session(variant, make_rules(variant), SEATS, seed)

    capped = None
    for seed in range(1, 30):  # the first seeded random deal that stops unwon
        session = at_round_end(lambda seed=seed: game(seed), 1, seed)
        if session.rules.facts(session.state).won is None:
            capped = session
            break
    assert capped is not None, "no deal of these stopped at the turn cap"
    sheet = sheet_for(driver, capped)
    summary = sheet.summary()
    assert summary is not None and sheet.record.number == 1
    assert not sheet.record.winners, "nobody won a deal stopped at the cap"
    # Why it ended, in the words the player reads (the rulings' software rule: the turn limit).
    assert "The turn limit was reached (a software rule)." in sheet.said
