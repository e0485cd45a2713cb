"""The table's message in the message line: a refusal (red) or a hint (calm), for a while."""

from __future__ import annotations

from ...play.refusals import with_suit_glyphs

TOAST_TIME = 3.5
HINT_TIME = 9.0  # a hint's words stay up long enough to read


class Toast:
    """The words up now, their tone ("error" or "hint"), and how long they stay."""

    def __init__(self) -> None:
        self.words = ""
        self.tone = "error"
        self.left = 0.0

    def show(self, message: str, tone: str = "error") -> None:
        self.words = with_suit_glyphs(message)
        self.tone = tone
        self.left = HINT_TIME if tone == "hint" else TOAST_TIME

    def clear(self) -> None:
        self.words = ""

    def tick(self, dt: float) -> None:
        """Count the message down; it goes when its time is up."""
        if self.left > 0:
            self.left -= dt
            if self.left <= 0:
                self.words = ""

    @property
    def counting(self) -> bool:
        return self.left > 0
