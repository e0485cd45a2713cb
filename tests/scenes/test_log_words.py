"""The move log's words agree with a seat named You: "your", never "You's"."""

from __future__ import annotations

from game.engine.cards import Card
from game.engine.events import Battle, Outcome, Revealed
from game.engine.zones import Zone
from game.scenes.table.words.log import describe, describe_private_reveal

NAMES = {0: "You", 1: "Basil"}


def test_a_battle_of_yours_reads_your_card() -> None:
    battle = Battle(
        Card.parse("QH"), Card.parse("10C"), Zone.parse("field:0"), Zone.parse("field:1"), Outcome.WIN
    )
    line = describe(battle, NAMES)
    assert line is not None and line.public == "Your Q♥ beats Basil's 10♣"
    lost = Battle(
        Card.parse("4S"), Card.parse("KD"), Zone.parse("field:1"), Zone.parse("field:0"), Outcome.LOSE
    )
    line = describe(lost, NAMES)
    assert line is not None and line.public == "Basil's 4♠ loses to your K♦"


def test_a_look_at_your_hand_reads_your_hand() -> None:
    look = [Revealed(Card.parse(code), Zone.parse("hand:0"), "force", (1,)) for code in ("QH", "7S")]
    line = describe_private_reveal(look, NAMES)
    assert line.public == "Basil looks at your hand"
    assert line.for_seat(1).endswith("hand: Q♥ 7♠")  # Basil alone reads the cards
    assert line.for_seat(0) == "Basil looks at your hand"
