"""What the setup refuses before a game starts, in the player's words: a new player's name that
cannot be one, two seats with one name, a birthday missing or not a date, a hosted table with
no remote seat."""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Final

from ..engine.registry import entry as game_entry
from ..history.profiles import Profile, ProfileError, clean_name, name_key
from ..i18n import N_, _, fill
from ..play.grammar import Owned, capital
from ..play.seats import SeatConfig
from ..player.birthdays import EXAMPLE, BirthdayError, parse_birthday, stored_birthday
from .profile_access import sentence
from .setup_form import SetupForm
from .setup_seats import REMOTE

# "Ada's birthday", "your birthday" (the one person at a table of computers is "You").
BIRTHDAY_OF: Final = Owned(N_("{owner}'s birthday"), N_("their birthday"), N_("your birthday"))


class Refused(Exception):
    """The game cannot start as chosen; the message says why, in the player's words."""


def check_hosted(seats: list[SeatConfig]) -> None:
    """A hosted table has one remote seat at least and one name each (any number of its seats
    are played here, sharing the screen)."""
    if REMOTE not in (config.kind for config in seats):
        raise Refused(_("Make one seat at least a remote player: a table of computers needs no network."))
    keys = [name_key(config.name) for config in seats]
    if len(set(keys)) != len(keys):
        raise Refused(_("Two seats have the same name: one name each."))


def new_players(form: SetupForm, seats: list[SeatConfig]) -> list[str]:
    """The names of the new players to make; refused when a name cannot be one or two seats
    share a name (one seat each)."""
    made: list[str] = []
    for seat, config in enumerate(seats):
        if not (config.human and form.new_profile[seat]):
            continue
        try:
            name = clean_name(form.names[seat])
        except ProfileError as error:
            raise Refused(
                fill(_("Seat {n}, new player: {reason}"), n=seat + 1, reason=sentence(str(error)))
            ) from None
        if any(name_key(profile.name) == name_key(name) for profile in form.profiles):
            words = _("There is a player called {name} already: pick them with ▾ at seat {n}.")
            raise Refused(fill(words, name=name, n=seat + 1))
        made.append(name)
    keys = [name_key(config.name) for config in seats]
    for seat, key in enumerate(keys):
        if key in keys[:seat]:
            first = keys.index(key) + 1
            words = _(
                "Seats {first} and {second} are both {name}: one seat each. "
                "Pick another player (▾) or type another name."
            )
            raise Refused(fill(words, first=first, second=seat + 1, name=seats[seat].name))
    return made


def typed_birthdays(
    form: SetupForm, seats: list[SeatConfig], kept: Mapping[str, str]
) -> list[datetime.date | None]:
    """Each person's birthday as typed, or as kept in their profile or in ``kept`` (the settings'
    birthdays by name); None for a computer player. Refused if one is missing or not a date."""
    given: list[datetime.date | None] = []
    for seat, config in enumerate(seats):
        if not config.human:
            given.append(None)
            continue
        # A name typed after the entries were filled may have a birthday kept already.
        profile = form.profile_of(seat)
        if profile is not None:
            known = "" if profile.birthday is None else profile.birthday.isoformat()
        else:
            known = stored_birthday(kept, config.name)
        typed = form.birthday_texts[seat].strip() or known
        whose = capital(BIRTHDAY_OF.said(config.name, False))
        if not typed:
            # A newcomer asked for a birthday before a card game wonders why: say it (and once only).
            words = _(
                "{whose}, please (year-month-day, such as {example}): {game} plays with each player's "
                "birthday, and asks for it only once."
            )
            game = game_entry(form.variant.game).title
            raise Refused(fill(words, whose=whose, example=EXAMPLE, game=game))
        try:
            given.append(parse_birthday(typed))
        except BirthdayError as error:
            raise Refused(fill(_("{whose}: {reason}."), whose=whose, reason=error)) from None
    return given


def changed_birthdays(
    form: SetupForm, given: list[datetime.date | None]
) -> list[tuple[Profile, datetime.date]]:
    """The players whose birthday typed here is not their profile's."""
    return [
        (profile, day)
        for seat, day in enumerate(given)
        if day is not None and (profile := form.profile_of(seat)) is not None and profile.birthday != day
    ]
