"""Render every card to one PNG so the art can be looked at: ``python tools/card_sheet.py``.

Rows: each suit at the main width, then the joker, backs and empty-pile
outline; below them a few cards at small and large widths and in the
four-colour deck, and a rotated, highlighted card.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game.engine.cards import JOKER, SUITS, Card
from game.ui.cards import CardArt
from game.ui.felt import draw_felt

GAP = 10


def build_sheet(width: int) -> pygame.Surface:
    """The whole sheet as one surface."""
    art = CardArt(width)
    four = CardArt(width, four_colour=True)
    small = CardArt(max(24, width // 2))
    large = CardArt(width * 3 // 2)
    big = CardArt(width * 2)
    cw, ch = art.size
    columns = 13
    sheet_w = GAP + columns * (cw + GAP)
    extra = [Card(1, "S"), Card(10, "H"), Card(12, "D"), Card(13, "C"), Card(11, "S")]
    sheet_h = GAP + 5 * (ch + GAP) + large.height + GAP + big.height + GAP
    sheet = pygame.Surface((sheet_w, sheet_h))
    draw_felt(sheet)
    y = GAP
    for suit in SUITS:
        for i, rank in enumerate(range(1, 14)):
            sheet.blit(art.face(Card(rank, suit)), (GAP + i * (cw + GAP), y))
        y += ch + GAP
    row = [art.face(JOKER), art.back(), art.back("blue"), art.placeholder()]
    row += [four.face(Card(r, s)) for s in ("D", "C") for r in (1, 7, 12)]
    x = GAP
    for picture in row:
        sheet.blit(picture, (x, y))
        x += picture.get_width() + GAP
    glow = art.draw_highlight
    glow(sheet, art.face(Card(12, "H")), (x + art.glow_pad, y))
    y += ch + GAP
    x = GAP
    for card in extra:
        sheet.blit(small.face(card), (x, y))
        x += small.width + GAP
    for card in extra:
        sheet.blit(large.face(card), (x, y))
        x += large.width + GAP
    spin = art.rotated(Card(9, "C"), 15)
    sheet.blit(spin, (x, y))
    x += spin.get_width() + GAP
    sheet.blit(art.rotated("back", -20), (x, y))
    y += large.height + GAP
    x = GAP
    for card in (Card(13, "S"), Card(12, "H"), Card(11, "D"), JOKER, Card(10, "C")):
        sheet.blit(big.face(card), (x, y))
        x += big.width + GAP
    sheet.blit(big.back(), (x, y))
    return sheet


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--width", type=int, default=100, help="card width in pixels")
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots/cards.png"))
    args = parser.parse_args()
    pygame.init()
    sheet = build_sheet(args.width)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"wrote {args.out} ({sheet.get_width()}×{sheet.get_height()})")


if __name__ == "__main__":
    main()
