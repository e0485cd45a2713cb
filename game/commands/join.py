"""``q2j join``: play one remote seat of a network table with a computer level (see ``host``)."""

from __future__ import annotations

from typing import Any

from .host import join_parser


def add_parser(commands: Any) -> None:
    join_parser(commands)
