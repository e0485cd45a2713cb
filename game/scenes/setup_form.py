"""The new game's choices so far, without pygame: the variant, the players, each seat's kind,
name and birthday as typed, the deal number, the single card's holder and the options."""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from ..engine import Variant
from ..engine.registry import entry as game_entry
from ..history.profiles import Profile, name_key
from ..i18n import _, fill
from ..i18n.typed_numbers import whole_up_to
from ..play.seats import HUMAN, SeatConfig, levels
from ..terminal.arguments import MAX_SEED
from .last_hosted import HostedSetup
from .last_setup import LastSetup
from .option_choices import OptionChoices
from .setup_seats import REMOTE, computer_name, default_name, kind_choices, rename_bots_called

# The engine's ``challenge_single`` choices, in the order a click cycles through them.
SINGLE_CHOICES = ("random", "first", "second")
SINGLE_SEATS = ("first", "second")
SEATS = 10  # the most seats a variant has: each keeps its choices while the players are fewer


class SetupForm:
    def __init__(
        self,
        variants: list[Variant],
        variant: Variant,
        host: bool,
        computer: str,
        players: int | None = None,
        launch_seats: Sequence[str] = (),
    ) -> None:
        """``computer``: the level computer seats start at; ``players`` and ``launch_seats``: the
        count and the seats' kinds asked for on the command line."""
        self.variants = variants  # only games the table can seat people at
        self.variant = variant
        self.host = host  # a hosted table: a seat is a remote player or a computer level
        self.computer = computer
        self.players = self.clamp(players or variant.default_players)
        self.kinds = [HUMAN if seat == 0 else computer for seat in range(SEATS)]
        self.kinds[: len(launch_seats)] = list(launch_seats)[:SEATS]
        self.names = [default_name(seat, kind) for seat, kind in enumerate(self.kinds)]
        self.new_profile = [False] * SEATS  # seats making a new player as the game starts
        self.birthday_texts = [""] * SEATS  # what is typed in each person's birthday entry
        self.seed_text = ""
        self.single = "random"  # challenge: who is dealt the single card ("random": the deal's pick)
        self.options = OptionChoices(variant)  # as chosen on the options screen
        self.profiles: tuple[Profile, ...] = ()  # the players the seats pick from

    def clamp(self, players: int) -> int:
        return max(self.variant.min_players, min(self.variant.max_players, players))

    def start_from(self, last: LastSetup | None) -> None:
        """The variant, players, names and levels of ``last``, if its variant is still offered."""
        variant = next((v for v in self.variants if last is not None and v.id == last.variant), None)
        if last is None or variant is None or not last.seats:
            return
        self.variant = variant
        self.players = self.clamp(len(last.seats))
        known = levels()
        for seat, record in enumerate(last.seats[: len(self.kinds)]):
            kind = HUMAN if record.level is None else record.level
            self.kinds[seat] = kind if kind == HUMAN or kind in known else self.computer
            self.names[seat] = record.name[:20] or default_name(seat, self.kinds[seat])

    def start_hosting_from(self, last: HostedSetup | None) -> dict[str, bool | int | str]:
        """The variant, seats (here, remote or a level), names and options of the last table
        hosted, if its variant is still offered; returns the options chosen then."""
        variant = next((v for v in self.variants if last is not None and v.id == last.variant), None)
        if last is None or variant is None or not last.seats:
            return {}
        self.variant = variant
        self.players = self.clamp(len(last.seats))
        known = levels()
        for seat, (name, kind) in enumerate(last.seats[: len(self.kinds)]):
            self.kinds[seat] = kind if kind in (HUMAN, REMOTE) or kind in known else self.computer
            self.names[seat] = name[:20] or default_name(seat, self.kinds[seat])
        return dict(last.options)

    def seat_remotely(self) -> None:
        """A hosted table: the host plays the first person's seat here; the others join from theirs,
        and one seat at least is a remote player's."""
        for seat, kind in enumerate(self.kinds):
            if kind == HUMAN and seat != self.kinds.index(HUMAN):
                self.kinds[seat], self.names[seat] = REMOTE, default_name(seat, REMOTE)
        seated = self.kinds[: self.players]
        if REMOTE not in seated:
            # A table without a remote seat is refused at Start: the first computer seat waits
            # for a joiner instead, so a first host is not sent through every seat kind.
            computers = [at for at, kind in enumerate(seated) if kind not in (HUMAN, REMOTE)]
            for seat in computers[:1]:
                self.kinds[seat], self.names[seat] = REMOTE, default_name(seat, REMOTE)

    def choose_options(self, remembered: dict[str, bool | int | str]) -> None:
        """The single card's holder and the options: ``remembered`` (the last table hosted) or the
        variant's own."""
        self.single = str(
            remembered.pop("challenge_single", self.variant.options.get("challenge_single", "random"))
        )
        self.options = OptionChoices(self.variant, remembered)

    def choose_variant(self, variant: Variant) -> None:
        self.variant = variant
        self.choose_options({})
        self.players = self.clamp(self.players if self.players else variant.default_players)

    def next_kind(self, seat: int) -> None:
        """The seat's next kind; a default name follows it, a person's name stays theirs."""
        options = kind_choices(self.host)
        current = self.kinds[seat]
        was_default = self.names[seat] == default_name(seat, current)
        self.kinds[seat] = (
            options[(options.index(current) + 1) % len(options)] if current in options else options[0]
        )
        self.new_profile[seat] = False
        if was_default:
            self.names[seat] = default_name(seat, self.kinds[seat])
        elif current in (HUMAN, REMOTE) and self.kinds[seat] not in (HUMAN, REMOTE):
            self.names[seat] = computer_name(seat, self.kinds, self.names, self.players, self.profiles)

    def next_single(self) -> None:
        at = SINGLE_CHOICES.index(self.single) if self.single in SINGLE_CHOICES else -1
        self.single = SINGLE_CHOICES[(at + 1) % len(SINGLE_CHOICES)]

    def picked(self, seat: int, kind: str, which: int | None) -> None:
        """A seat takes a player, becomes a new player (typed now), or a guest."""
        profile = next((profile for profile in self.profiles if profile.id == which), None)
        self.new_profile[seat] = kind == "new"
        if profile is not None:
            self.names[seat] = profile.name
            self.birthday_texts[seat] = "" if profile.birthday is None else profile.birthday.isoformat()
            rename_bots_called(profile.name, self.kinds, self.names, self.players)
        elif kind == "new":
            self.names[seat], self.birthday_texts[seat] = "", ""
        elif self.profile_of(seat) is not None or not self.names[seat].strip():
            self.names[seat], self.birthday_texts[seat] = default_name(seat, HUMAN), ""

    def profile_of(self, seat: int) -> Profile | None:
        """The player sitting at ``seat``: the profile of the name it has (a person's seat)."""
        if seat >= self.players or self.kinds[seat] != HUMAN or self.new_profile[seat]:
            return None
        key = name_key(self.names[seat])
        return next((profile for profile in self.profiles if name_key(profile.name) == key), None)

    def free_profiles(self, seat: int) -> list[Profile]:
        """The players ``seat`` may pick: not one sitting elsewhere (a computer player's name does
        not count: it gives way when the player is seated)."""
        seated = {
            name_key(self.names[o]) for o in range(self.players) if o != seat and self.kinds[o] == HUMAN
        }
        return [profile for profile in self.profiles if name_key(profile.name) not in seated]

    def seats(self) -> list[SeatConfig]:
        out = []
        for seat in range(self.players):
            name = self.names[seat].strip() or default_name(seat, self.kinds[seat])
            out.append(SeatConfig(name[:20], self.kinds[seat]))
        return out

    @property
    def is_challenge(self) -> bool:
        return bool(self.variant.options.get("challenge"))

    @property
    def asks_birthdays(self) -> bool:
        """Whether the chosen game is played with the seats' birthdays."""
        # A hosted table's joiners are not asked here: the deal gives them birthdays of its own.
        return game_entry(self.variant.game).rules.uses_birthdays and not self.host

    def single_label(self) -> str:
        if self.single in SINGLE_SEATS:
            seat = SINGLE_SEATS.index(self.single)
            holder = self.names[seat].strip() or default_name(seat, self.kinds[seat])
            return fill(_("Single card: {holder}"), holder=holder)
        return _("Single card: random")

    def seed(self) -> int | None:
        """The typed deal number, a fresh one when left blank, or ``None`` if it is not a number."""
        typed = self.seed_text.strip()
        if not typed:
            # The one place entropy enters: choosing a new deal number, which is then shown
            # and replays the same deal whenever it is typed again.
            return secrets.randbelow(999_999) + 1
        return whole_up_to(typed, MAX_SEED)  # not '²' (str.isdigit takes it, int refuses it)
