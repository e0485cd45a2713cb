"""``LaunchOptions``: what the command line asks of the window (a game to start, a file to
replay, a table to join). The commands build one; the menu's first frame acts on it."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class LaunchOptions:
    """What the command line asked for; the setup screen starts from these."""

    variant: str | None = None
    players: int | None = None
    seed: int | None = None
    seats: list[str] | None = None  # "human" or an AI level, per seat
    variant_files: list[Path] = field(default_factory=list)
    smoke: bool = False
    screenshot: Path | None = None
    # A game was asked for on the command line (variant, players, deal, seats or a
    # screenshot): the first menu frame starts it. Cleared once used, so the menu's
    # Play button later opens the setup screen as usual, with these choices filled in.
    start_at_table: bool = False
    # ``q2j replay FILE``: the first menu frame opens this file in the replay viewer (then cleared).
    replay_file: Path | None = None
    # ``q2j join HOST:PORT --code CODE`` without a computer level: the first menu frame opens the
    # join screen and joins that table (address, code, name; then cleared).
    join_table: tuple[str, str, str | None] | None = None
