"""The setup's seats, by name and kind: a seat's default name and the words of its kind button,
and the computer players renamed so that none carries a player's name or another seat's."""

from __future__ import annotations

from collections.abc import Sequence

from ..history.profiles import Profile, name_key
from ..i18n import _, fill
from ..i18n.words import level_name
from ..play.seats import BOT_NAMES, HUMAN, levels

REMOTE = "remote"  # a hosted table's seat for whoever joins (``game.net.host.REMOTE``)
PICK = "pick"  # a person's seat's button that opens its list of players (``seat_picker``)


def default_name(seat: int, kind: str) -> str:
    """ "Player 2" for a person's seat, a computer's own name for a computer's."""
    return fill(_("Player {n}"), n=seat + 1) if kind in (HUMAN, REMOTE) else BOT_NAMES[seat % len(BOT_NAMES)]


def kind_choices(host: bool) -> list[str]:
    """What a seat's kind button cycles through."""
    return [HUMAN, REMOTE, *levels()] if host else [HUMAN, *levels()]


def kind_label(kind: str, host: bool) -> str:
    if kind == REMOTE:
        return _("Remote player")
    if kind == HUMAN and host:
        return _("You, here")
    return _("Human") if kind == HUMAN else fill(_("AI: {level}"), level=level_name(kind).lower())


def computer_name(
    seat: int, kinds: Sequence[str], names: Sequence[str], players: int, profiles: Sequence[Profile]
) -> str:
    """A name for the computer at ``seat`` that no player (profile) and no other seat has:
    its default if free, else the first free computer name."""
    taken = {name_key(profile.name) for profile in profiles}
    taken |= {name_key(names[other]) for other in range(players) if other != seat}
    default = default_name(seat, kinds[seat])
    return next((n for n in (default, *BOT_NAMES) if name_key(n) not in taken), f"Bot {seat + 1}")


def rename_computers(
    kinds: Sequence[str], names: list[str], players: int, profiles: Sequence[Profile]
) -> list[int]:
    """A computer player never carries a player's name (the history would say "Basil won" for
    it): one named like a profile takes a free name. Returns the seats renamed."""
    people = {name_key(profile.name) for profile in profiles}
    renamed = []
    for seat in range(len(kinds)):  # the seats beyond the players too: they may be added
        if kinds[seat] not in (HUMAN, REMOTE) and name_key(names[seat]) in people:
            names[seat] = computer_name(seat, kinds, names, players, profiles)
            renamed.append(seat)
    return renamed


def rename_bots_called(name: str, kinds: Sequence[str], names: list[str], players: int) -> None:
    """A computer player named like the player just seated (the bots' names are people's
    names: Ada, Basil…) takes a name nobody at the table has, so each seat keeps its own."""
    taken = {name_key(names[seat]) for seat in range(players)}
    for seat in range(players):
        if kinds[seat] != HUMAN and name_key(names[seat]) == name_key(name):
            free = next((bot for bot in BOT_NAMES if name_key(bot) not in taken), f"Bot {seat + 1}")
            names[seat] = free
            taken.add(name_key(free))
