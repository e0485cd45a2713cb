"""Two people at one screen (issue 43: one path): at a local table and at one whose host runs
elsewhere, each person's seat its own link there, the curtain comes between them, nothing of
the next person's hand is drawn under it, and each person's turn shows exactly their own view
(hosted: the host's view of that seat). The rules say a player's hand is theirs alone."""

from __future__ import annotations

import pytest

from game.engine import Card
from game.scenes.curtain import CurtainScene
from game.scenes.table.scene import TableScene

from .both_ways import Way


class Sight:
    """What each seat has been shown of this deal so far, by the judge (the local session, or
    the host's): its view, frame after frame. A card it was shown (the rules show it: Crazy
    Jokers' look at a hand; or its twin from a second deck) may be drawn to it."""

    def __init__(self, way: Way) -> None:
        self.way = way
        self.deal = -1
        self.seen: dict[int, set[Card]] = {}

    def look(self) -> None:
        judge = self.way.judge
        deal = judge.progress.rounds_done
        if deal != self.deal:
            self.deal, self.seen = deal, {}
        if judge.over:
            return
        for seat in range(judge.players):
            view = judge.view(seat)
            shown = {card for cards in view.zones.values() for card in cards if card is not None}
            self.seen.setdefault(seat, set()).update(shown)

    @staticmethod
    def shown_deal(top: object) -> int:
        """The deal the screen shows (the table's; a curtain's table's)."""
        table = top.table if isinstance(top, CurtainScene) else top
        assert isinstance(table, TableScene)
        return table.session.progress.rounds_done

    def hidden(self, seats: list[int], from_seat: int) -> set[Card]:
        """The cards of those seats' hands now that ``from_seat`` has never been shown."""
        judge = self.way.judge
        zones = {str(zone): set(cards) for zone, cards in judge.rules.zones(judge.state).items()}
        held = set().union(*(zones.get(f"hand:{seat}", set()) for seat in seats))
        return held - self.seen.get(from_seat, set())


@pytest.mark.parametrize("variant_id", ["q2j", "crazy-jokers"])
def test_two_people_at_one_screen_each_see_only_their_own_hand(
    way: Way, drawn: list[Card], variant_id: str
) -> None:
    way.open(variant_id, 3, humans=2, level="easy")
    sight = Sight(way)
    turns: dict[int, int] = {0: 0, 1: 0}

    def under_the_curtain(curtain: CurtainScene) -> None:
        # The curtain is up: a frame drawn now shows no face of any person's hand.
        drawn.clear()
        way.driver.step()
        # Seat 2 is a computer: what it may see is what anyone passing the screen may.
        assert not set(drawn) & sight.hidden([0, 1], 2), f"{curtain.player}'s curtain shows a hand"

    def at_a_turn(table: TableScene) -> None:
        way.check_view(table)
        assert table.viewer in (0, 1) and table.session.humans() == [0, 1]
        turns[table.viewer] += 1
        drawn.clear()
        way.driver.step()
        # The person in front sees their own hand's faces, never the other person's.
        other = sight.hidden([1 - table.viewer], table.viewer)
        assert not set(drawn) & other, "the other person's hand is drawn"

    way.on_curtain = under_the_curtain
    step = way.driver.step

    def every_frame(frames: int = 1) -> None:
        # Every frame, animations too: while a deal is played, the table in front of one
        # person draws none of the other's hidden cards; the curtain draws none of either's.
        for _ in range(frames):
            drawn.clear()
            step()
            sight.look()
            top = way.driver.top
            if isinstance(top, TableScene) and top.session.over:
                continue  # the deal's end: every hand is shown by the rules (the round's panel)
            if not isinstance(top, TableScene | CurtainScene):
                continue  # a score sheet: no hand in play
            if way.judge.progress.rounds_done != sight.shown_deal(top):
                continue  # the host has dealt the next deal while this table shows the last
            if isinstance(top, TableScene) and top.viewer in (0, 1):
                assert not set(drawn) & sight.hidden([1 - top.viewer], top.viewer), (
                    "a hand drawn to the other"
                )
            elif isinstance(top, CurtainScene):
                assert not set(drawn) & sight.hidden([0, 1], 2), "a hand drawn on the curtain"

    way.driver.step = every_frame  # type: ignore[method-assign]
    sheet = way.play_to_sheet(on_turn=at_a_turn)
    assert sheet is way.driver.top
    assert turns[0] >= 2 and turns[1] >= 2, turns
    assert way.curtains >= 3  # before the first hand, then at each change of person
