"""The setup's description box in words: the variant's description while its rules are the
variant's own, else the game as its rules text introduces it with the options chosen (and the
match's length when they change it); or what a computer level does; and the players it seats.

A variant's description is written for the variant's own options ("two queens make everyone
draw", "Ten rounds", "two jokers", "go down with 51"), in words no program can take apart. Once
the player changes one of them on the options screen, any sentence of it may have gone false, so
the box says instead what holds whatever the options: the first sentence of the game's rules
text, as the rules screen shows it with those options (``rules_text``, which reads each option
only where it applies, ``OptionSpec.applies``). The options changed are named under it (the
setup's footer, ``OptionChoices.summary``), and a match of another length in a sentence of its
own.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

import pygame

from ..engine import EngineError, Variant
from ..engine.rules import MatchMode
from ..i18n import _, fill, language, ngettext
from ..i18n.words import variant_description, variant_name
from ..variants.rules_text import card_picture, rules_text
from .option_choices import OptionChoices
from .scale import UNSCALED, Scale
from .text import fitted, text, wrap
from .widgets import panel

# A paragraph's first sentence: up to the first full stop (or ! or ?) that ends a word.
_SENTENCE = re.compile(r"\s*(.+?[.!?])(?=\s|$)", re.DOTALL)


def described(variant: Variant, options: OptionChoices) -> str:
    """The variant's description while the options are its own; with options changed, the game's
    own first sentence as they make it, and the match's length when they change it."""
    if not rules_changed(options):
        return variant_description(variant) or variant_name(variant)
    words = game_lead(variant.game, options.values) or variant_name(variant)
    changed = match_change(variant, options)
    if changed:  # the game's sentence says no length: say this match's
        return fill(_("{description} With the options chosen: {match}"), description=words, match=changed)
    return words


def rules_changed(options: OptionChoices) -> bool:
    """Whether an option offered has a value other than the variant's own and means something
    with the others (an option that does not apply changes no rule: ``OptionSpec.applies``)."""
    chosen = options.chosen()
    return any(spec.name in chosen and options.applies(spec) for spec in options.specs)


def game_lead(game: str, values: Mapping[str, object]) -> str:
    """The first sentence of ``game``'s rules text, in the language in use, as the rules screen
    shows it with the option ``values`` ("Get rid of every card in your hand by playing them, one
    at a time, onto the discard pile."); "" for a game without one."""
    return _lead(game, tuple(sorted(values.items(), key=lambda item: item[0])), language())


@lru_cache(maxsize=64)  # asked at every frame the setup draws
def _lead(game: str, values: tuple[tuple[str, object], ...], _language: str) -> str:
    try:
        sections = rules_text(game, dict(values))
        first = (sections[0][1] if sections else "").split("\n\n")[0].split("\n")[0].strip()
        if card_picture(first) is not None:  # a picture, not words
            return ""
    except (ValueError, OSError):  # no rules text for this game (or none readable)
        return ""
    found = _SENTENCE.match(first)
    return found.group(1).strip() if found else first


def match_change(variant: Variant, options: OptionChoices) -> str:
    """How the match goes with the options chosen, in words, when that is not the variant's
    own way ("One round."); "" when it is, or the options cannot be played."""
    from ..engine import make_rules

    if not options.chosen():
        return ""
    try:
        own, chosen = make_rules(variant), options.rules()
    except EngineError:
        return ""
    if (own.match_mode, own.match_limit) == (chosen.match_mode, chosen.match_limit):
        return ""
    return match_words(chosen.match_mode, chosen.match_limit)


def match_words(mode: MatchMode, limit: int) -> str:
    """A match's length in words, as a variant's description says it."""
    if mode is MatchMode.SINGLE:
        return _("One round.")
    if mode is MatchMode.FIXED_ROUNDS:
        return fill(
            ngettext("{n} round; the highest total wins.", "{n} rounds; the highest total wins.", limit),
            n=limit,
        )
    if mode is MatchMode.POINTS_OUT:
        return fill(_("Rounds until one player is left under {limit}."), limit=limit)
    return _("Rounds until one player is left.")


def players_span(variant: Variant) -> str:
    """ "2–4 players", or "2 players" for a variant of one table size."""
    low, high = variant.min_players, variant.max_players
    if low == high:
        return fill(ngettext("{n} player", "{n} players", low), n=low)
    return fill(_("{low}–{high} players"), low=low, high=high)


def description_lines(words: str, width: int, room: int, px: Scale = UNSCALED) -> list[tuple[str, int]]:
    """A variant's description wrapped to ``width`` in the largest size (16 down to 13, at the
    window's scale) whose lines fit ``room`` pixels; at the smallest, the lines that fit, the
    last cut short with "…"."""
    sizes = [px(size) for size in (16, 15, 14, 13)]
    for size in sizes:
        lines = wrap(words, size, width)
        step = text("Ag", size).get_height() + 2
        if len(lines) * step <= room or size == sizes[-1]:
            break
    fitting = max(1, room // step)
    if len(lines) > fitting:
        lines = [*lines[: fitting - 1], lines[fitting - 1].rstrip(" .,;") + "…"]
    return [(line, size) for line in lines]


def draw_description(
    surface: pygame.Surface, box: pygame.Rect, words: str, room: int, footer: str, px: Scale
) -> None:
    """``words`` in ``box`` on a panel, and ``footer`` (the players and options; "" for none)
    under them. Where the words would be cut and the footer's row would hold the rest (a small
    window, options that add a sentence), the words take it: the number of players shows
    beside Players and the options on their own screen, the description nowhere else."""
    panel(surface, box, 190)
    y = box.y + px(10)
    lines = description_lines(words, box.width - px(24), room, px)
    if footer and cut(lines, words):
        longer = description_lines(words, box.width - px(24), room + px(20), px)
        if not cut(longer, words):
            lines, footer = longer, ""
    for line, size in lines:
        image = text(line, size)
        surface.blit(image, (box.x + px(12), y))
        y += image.get_height() + 2
    if footer:
        image = fitted(footer, px(15), box.width - px(24), (200, 200, 180))
        surface.blit(image, (box.x + px(12), min(box.bottom - px(22), y + px(6))))


def cut(lines: list[tuple[str, int]], words: str) -> bool:
    """Whether ``lines`` (``description_lines``) end short of ``words``, with "…"."""
    return bool(lines) and lines[-1][0].endswith("…") and not words.endswith("…")
