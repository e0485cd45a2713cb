"""The moves a player can make read without colour: every highlighted card has a dark rim, and a
card that can start a move wears a notch that no other card has, seen in greyscale. At a local
table and at one hosted in this process (``both_ways``)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.play.seats import HUMAN, SeatConfig

from .both_ways import Way


def luminance(colour: pygame.Color) -> float:
    """WCAG relative luminance of a colour (0 black … 1 white)."""

    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b)


def contrast(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def test_playable_cards_read_in_greyscale(way: Way) -> None:
    seats = [SeatConfig("You", HUMAN), SeatConfig("Basil", "easy")]
    # On the 9♠ the 10♠ (higher) and the 3♠ (same suit, lower) play; the 2♥ and 4♦ do not.
    zones = {"hand:0": "10S 2H 3S 4D", "hand:1": "5C 6C 7C", "discard": "9S"}
    way.open_at("q2j", seats, zones)
    table = way.ready()
    picture = table.picture()
    playable = {slot for slot, colour in picture.marked.items() if slot[0] == "hand:0"}
    hand = table.display.zones["hand:0"]
    assert {str(hand[index]) for _zone, index in playable} == {"10S", "3S"}, picture.marked
    marked, plain = pygame.Surface(picture.layout.size), pygame.Surface(picture.layout.size)
    table.renderer.draw(marked, picture)
    table.renderer.draw(plain, replace(picture, marked={}))
    grey, grey_plain = pygame.transform.grayscale(marked), pygame.transform.grayscale(plain)
    for index in range(4):
        rect = table.renderer.slot_rect(picture, ("hand:0", index))
        at = (rect.centerx, rect.top + 2)
        # The notch against what it covers: the non-text contrast WCAG asks (3:1), in grey.
        seen = contrast(luminance(grey.get_at(at)), luminance(grey_plain.get_at(at)))
        if ("hand:0", index) in playable:
            assert seen >= 3, f"card {index}: the notch is lost in greyscale ({seen:.1f}:1)"
        else:
            assert seen == 1, f"card {index} is marked but cannot be played"
