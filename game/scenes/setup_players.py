"""The players kept as a game starts from the setup: a guest's birthday in the settings by name,
and, on the profiles' thread, the new players made and the birthdays changed in the profiles."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

from ..history.profiles import Profile, change_profile, create_profile, name_key
from ..play.seats import SeatConfig
from ..player.birthdays import remember
from .setup_form import SetupForm

Write = Callable[[Any], tuple[str, int | None]]  # what ``profile_work`` does with the history open


def keep_guest_birthdays(
    form: SetupForm, seats: list[SeatConfig], given: list[datetime.date | None], kept: dict[str, str]
) -> None:
    """A guest's birthday into ``kept`` (the settings' birthdays by name); a player's goes to their
    profile, a new player's with them."""
    for seat, date in enumerate(given):
        if date is not None and form.profile_of(seat) is None and not form.new_profile[seat]:
            remember(kept, seats[seat].name, date)


def profile_writes(
    made: list[str], changed: list[tuple[Profile, datetime.date]], born: dict[str, datetime.date | None]
) -> Write:
    """The new players ``made`` (with their birthdays in ``born``, by name key) and the birthdays
    ``changed``, written in the history."""

    def write(db: Any) -> tuple[str, int | None]:
        for name in made:
            create_profile(db, name, birthday=born.get(name_key(name)))
        for profile, day in changed:
            change_profile(db, profile, birthday=day)
        return "", None

    return write


def made_already(form: SetupForm, profiles: tuple[Profile, ...]) -> None:
    """The seats whose new player is among ``profiles`` sit as that player now (made, even if
    the next one was refused)."""
    made = {name_key(profile.name) for profile in profiles}
    for seat in range(form.players):
        if form.new_profile[seat] and name_key(form.names[seat]) in made:
            form.new_profile[seat] = False
