"""The rules screens' card pictures (issues 14 and 16): every picture is made of real cards,
and what it shows is what the engine says — the Quatorze melds are melds, K-A-2 is refused,
the 51 example adds up as the words say; each Crazy Jokers contract's picture completes it."""

from __future__ import annotations

import datetime

import pytest

from game.engine.cards import Card
from game.engine.games.crazy_jokers.contracts import Contract, can_shed, fulfils
from game.engine.games.quatorze.melds import IllegalMeld, Meld, card_points, make_meld
from game.files import paths
from game.variants.rules_text import CardPicture, card_picture, rules_text

RULES = sorted((paths.assets_dir() / "rules").glob("*.md"))


def _pictures(game: str, heading: str) -> list[CardPicture]:
    sections = dict(rules_text(game, {}))
    return [p for line in sections[heading].split("\n") if (p := card_picture(line)) is not None]


def _melds(picture: CardPicture) -> list[Meld]:
    return [
        make_meld(cards, next((s for s in stands if s is not None), None))
        for cards, stands in zip(picture.groups, picture.stands, strict=True)
    ]


@pytest.mark.parametrize("path", RULES, ids=lambda path: path.stem)
def test_every_picture_line_names_real_cards(path: object) -> None:
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("[")]  # type: ignore[attr-defined]
    for line in lines:
        picture = card_picture(line)
        assert picture is not None, line
        for cards, stands in zip(picture.groups, picture.stands, strict=True):
            for card, stand in zip(cards, stands, strict=True):
                assert stand is None or card.is_joker, f"{line}: only a joker stands for another card"


def test_a_bad_card_in_a_picture_is_named() -> None:
    with pytest.raises(ValueError, match="7Z"):
        card_picture("[cards: 7S 7Z]")


def test_quatorze_pictures_show_sets_runs_a_joker_and_refuse_k_a_2() -> None:
    pictures = _pictures("quatorze", "Melds")
    shown = [meld for picture in pictures if not picture.refused for meld in _melds(picture)]
    assert {meld.kind for meld in shown} == {"set", "run"} and len(shown) == 6
    assert any(meld.joker_stand is not None for meld in shown)
    runs = [[card.rank for card in meld.stands] for meld in shown if meld.kind == "run"]
    assert [1, 2, 3] in runs and [12, 13, 1] in runs  # the ace low and the ace high
    refused = [picture for picture in pictures if picture.refused]
    assert len(refused) == 1
    with pytest.raises(IllegalMeld):
        _melds(refused[0])


def test_the_quatorze_51_example_adds_up_as_its_words_say() -> None:
    enough, short = _pictures("quatorze", "Going down: the 51")
    assert sum(meld.points() for meld in _melds(enough)) == 69 >= 51
    assert sum(meld.points() for meld in _melds(short)) == 27 < 51
    (hand,) = _pictures("quatorze", "How the game ends")
    assert sum(card_points(card) for card in hand.groups[0]) == 51


def test_each_crazy_jokers_contract_has_a_picture_that_completes_it() -> None:
    pictures = _pictures("crazy-jokers", "The seven contracts")
    contracts = [c for c in Contract if c is not Contract.NO_HAND_HAND]
    assert len(pictures) == len(Contract)
    birthday = datetime.date(1995, 7, 23)  # the date the text spells out
    for contract, picture in zip(contracts, pictures, strict=False):
        hand = [card for group in picture.groups for card in group]
        found = fulfils(contract, hand, birthday)
        assert found is not None and found.contract is contract, (contract, picture)
    (top,), sheds = pictures[-1].groups
    assert all(can_shed(card, top) for card in sheds)
    assert not any(can_shed(Card(rank, "S"), top) for rank in (6, 11))  # the words' "7 … 10" only
