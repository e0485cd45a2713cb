"""Cards in the player's language: their names in words (as de pique, dame de cœur), their
short form with the letters the player chose (R♥ for K♥), and which letters that is.

The engine keeps its own English notation (``QH``, ``"queen of hearts"``) for saves, logs
and tests; these are for what a player reads.
"""

from __future__ import annotations

from typing import Final, Protocol

from ..engine.cards import JOKER_RANK, SUIT_SYMBOLS, Card
from . import N_, _, language

FRENCH_COURTS: Final = {11: "V", 12: "D", 13: "R"}  # valet, dame, roi; the ace keeps "A" (as)
ENGLISH_COURTS: Final = {1: "A", 11: "J", 12: "Q", 13: "K"}

RANK_WORDS: Final = {1: N_("ace"), 11: N_("jack"), 12: N_("queen"), 13: N_("king")}
SUIT_WORDS: Final = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}


class LetterChoice(Protocol):
    card_letters: str


# The letters chosen in Settings, for the words as for the faces (``use_letters``).
_chosen: list[str] = ["auto"]


def use_letters(choice: str) -> None:
    """The Settings' court letters (auto, english, french), for every card written in words:
    the log, the refusals, the hints name a card as its face shows it."""
    _chosen[0] = choice


def letters_french(choice: str | None = None) -> bool:
    """Whether a card is written R, D, V: chosen so, or left to the language and it is French.

    >>> letters_french("french"), letters_french("english")
    (True, False)
    """
    choice = _chosen[0] if choice is None else choice
    if choice == "auto":
        return language() == "fr"
    return choice == "french"


def french_letters(settings: LetterChoice) -> bool:
    """Whether the faces show R, D, V (the settings' choice; ``letters_french``)."""
    return letters_french(str(getattr(settings, "card_letters", "auto")))


def rank_word(rank: int) -> str:
    """A rank in words: ``"queen"`` (``"dame"``); a number stays a number."""
    word = RANK_WORDS.get(rank)
    return _(word) if word is not None else str(rank)


def suit_word(suit: str) -> str:
    return _(SUIT_WORDS[suit])


def card_name(card: Card) -> str:
    """A card in words: ``"queen of hearts"``, ``"dame de cœur"``; ``"joker"``."""
    if card.rank == JOKER_RANK:
        return _("joker")
    return _("{rank} of {suit}").format(rank=rank_word(card.rank), suit=suit_word(card.suit))


def rank_letter(rank: int, french: bool | None = None) -> str:
    """A rank as a card's corner shows it, in the letters chosen (``french``: by default as
    the setting goes): 13 is "K", in French "R"; the ace "A"; a number stays a number.

    >>> rank_letter(13, french=False), rank_letter(13, french=True), rank_letter(1, True), rank_letter(9)
    ('K', 'R', 'A', '9')
    """
    courts = FRENCH_COURTS if (letters_french() if french is None else french) else {}
    return courts.get(rank) or ENGLISH_COURTS.get(rank) or str(rank)


def card_symbol(card: Card, french: bool = False) -> str:
    """A card's short form: ``"Q♥"``, with ``french`` letters ``"D♥"``; a joker ``"★"``."""
    if card.rank == JOKER_RANK:
        return SUIT_SYMBOLS[""]
    courts = FRENCH_COURTS if french else {}
    letter = courts.get(card.rank) or ENGLISH_COURTS.get(card.rank) or str(card.rank)
    return letter + SUIT_SYMBOLS[card.suit]
