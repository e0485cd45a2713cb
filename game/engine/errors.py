"""The engine's errors: each one says what was wrong in words a player can read."""

from __future__ import annotations


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class NotationError(EngineError, ValueError):
    """Text that is not a card or an action in this game's notation."""


class IllegalAction(EngineError):
    """An action the rules forbid in this state; ``rule`` names the rule that forbids it."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.message = message


class VariantError(EngineError, ValueError):
    """A variant that is not valid; ``where`` locates it (file, line, key)."""

    def __init__(self, message: str, where: str = "") -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.message = message


class SetupError(EngineError, ValueError):
    """A position that cannot be set up (wrong card counts, unknown zones…)."""
