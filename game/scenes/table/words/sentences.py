"""The sentences every game shares at the table, as the log and the banners say them: cards in
words, the shared zones, a seat out, the winners, a battle. A game's own sentences are in its
``Phrases``; both are catalog templates (``grammar``) so they read in the player's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ....engine import Card
from ....i18n import N_, _, fill, ngettext
from ....i18n.cards import card_symbol, letters_french
from ....play.grammar import Owned, capital, said

HAND: Final = Owned(N_("{owner}'s hand"), N_("their hand"), N_("your hand"))
CARD_OF: Final = Owned(N_("{owner}'s {card}"), N_("their {card}"), N_("your {card}"))
# A zone kind no game gave words to: its name as it is.
ANY_KIND: Final = Owned(N_("{owner}'s {kind}"), N_("their {kind}"), N_("your {kind}"))
SHARED_ZONES: Final = {"discard": N_("the discard pile"), "stock": N_("the stock")}
SHARED_OWNED: Final = {"hand": HAND}


def shared_zone(kind: str) -> str:
    """A zone no seat owns: "the discard pile", "the stock", or "the <kind>"."""
    words = SHARED_ZONES.get(kind)
    return _(words) if words is not None else fill(_("the {kind}"), kind=kind)


def symbol(card: Card) -> str:
    """A card's short form as the table's words write it: "Q♥", in French "D♥" (the faces'
    letters where the language is French, as the refusals write them)."""
    return card_symbol(card, french=letters_french()) if not card.is_joker else card.symbol()


def card_words(card: Card) -> str:
    """One card as the log writes it, suit symbols as players read them: "the 9♠", "the joker"."""
    return _("the joker") if card.is_joker else fill(_("the {card}"), card=symbol(card))


def cards_words(cards: Sequence[Card | None]) -> str:
    """Cards in a line, those not seen as a count: "the 9♠", "the 9♠ and the Q♥", "a card",
    "2 cards"."""
    known = [card_words(card) for card in cards if card is not None]
    hidden = len(cards) - len(known)
    if hidden:
        # One card unseen is "a card"; ngettext chooses the form for two or more.
        many = fill(ngettext("{n} card", "{n} cards", hidden), n=hidden)
        known.append(_("a card") if hidden == 1 else many)
    if len(known) == 1:
        return known[0]
    return fill(_("{cards} and {last}"), cards=", ".join(known[:-1]), last=known[-1])


def out_words(who: str, emptied: bool) -> str:
    """A seat out of the deal: "Ada is out of cards", "You are eliminated"."""
    if emptied:
        return said(who, N_("{who} is out of cards"), N_("You are out of cards"))
    return said(who, N_("{who} is eliminated"), N_("You are eliminated"))


def winners_words(names: Sequence[str]) -> str:
    """ "Ada wins", "You win", "Ada, Basil win", "Nobody wins"."""
    if not names:
        return _("Nobody wins")
    if len(names) == 1:
        return said(names[0], N_("{who} wins"), N_("You win"))
    return fill(_("{who} win"), who=", ".join(names))


def no_card_to_draw(who: str) -> str:
    return said(who, N_("No card left for {who} to draw"), N_("No card left for you to draw"))


BATTLE_WORDS: Final = {
    "win": N_("{attacker} beats {defender}"),
    "lose": N_("{attacker} loses to {defender}"),
    "tie": N_("{attacker} ties with {defender}"),
}


def battle_words(outcome: str, attacker: str, defender: str) -> str:
    """A battle's outcome, the two cards already in words: "Ada's 9♠ beats your 3♥"."""
    template = BATTLE_WORDS.get(outcome, N_("{attacker} meets {defender}"))
    return capital(fill(_(template), attacker=attacker, defender=defender))


def turn_cap_words(turns: int) -> str:
    return fill(
        ngettext(
            "The turn cap ends the deal after {n} turn", "The turn cap ends the deal after {n} turns", turns
        ),
        n=turns,
    )
