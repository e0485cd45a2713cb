"""Draw the Q2J app icon and write it as PNG, Windows ICO and macOS ICNS: ``python tools/make_icon.py``.

The icon is two playing cards on a transparent background: a red card back
tilted behind a cream face card carrying a serif "Q", a small red "2" (Q
squared) and a heart. Everything is drawn with pygame at a large master size
and smoothscaled down, because pygame's polygon and circle fills are not
anti-aliased and supersampling is the simplest way to get smooth edges.

Outputs (all committed, so a build never has to run this):

* ``assets/icon.png``  256 px, the window icon and the Linux/other icon;
* ``assets/icon.ico``  16/32/48/256 px, for the Windows executable;
* ``assets/icon.icns`` 16 to 1024 px, for the macOS app bundle.

Both containers are written here byte by byte with PNG payloads (ICO has
accepted PNG entries since Windows Vista, ICNS since macOS 10.7), so no
image library beyond pygame is needed.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import struct
import sys
from pathlib import Path
from typing import Final

# Drawing needs no window; the dummy drivers keep this working on a headless machine.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT: Final = Path(__file__).resolve().parent.parent
FONT: Final = ROOT / "assets" / "fonts" / "DejaVuSerif-Bold.ttf"

# Everything is drawn on a square of this side, then scaled down.
MASTER: Final = 1024

ICO_SIZES: Final = (16, 32, 48, 256)
# ICNS entry types holding PNG data, by pixel size (the "@2x" types reuse the larger pictures).
ICNS_TYPES: Final = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)
# Below this size the tilted pair and the small marks turn to mush, so a plain single card is drawn.
SIMPLE_BELOW: Final = 48

RGB = tuple[int, int, int]
CARD_FACE: Final[RGB] = (250, 248, 242)
CARD_EDGE: Final[RGB] = (120, 116, 108)
INK: Final[RGB] = (24, 24, 28)
RED: Final[RGB] = (200, 24, 36)
BACK_RED: Final[RGB] = (150, 22, 34)
BACK_LIGHT: Final[RGB] = (214, 84, 92)


def _font(size: int) -> pygame.font.Font:
    """The bundled serif bold; pygame's own font if the assets are missing (a fresh checkout has them)."""
    if FONT.is_file():
        return pygame.font.Font(FONT, size)
    return pygame.font.Font(None, size)


def _card(size: tuple[int, int], face: RGB, edge: RGB, line: int) -> pygame.Surface:
    """A blank rounded card with an outline, on a transparent surface."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = size[0] // 9
    rect = surface.get_rect()
    pygame.draw.rect(surface, edge, rect, border_radius=radius)
    pygame.draw.rect(surface, face, rect.inflate(-2 * line, -2 * line), border_radius=radius - line)
    return surface


def _heart(surface: pygame.Surface, centre: tuple[float, float], height: float, colour: RGB) -> None:
    """A heart from the classic parametric curve, point down, ``height`` tall around ``centre``."""
    raw = []
    for step in range(120):
        t = 2 * math.pi * step / 120
        raw.append(
            (
                16 * math.sin(t) ** 3,
                -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)),
            )
        )
    top = min(y for _, y in raw)
    bottom = max(y for _, y in raw)
    scale = height / (bottom - top)
    middle = (top + bottom) / 2
    points = [(centre[0] + x * scale, centre[1] + (y - middle) * scale) for x, y in raw]
    pygame.draw.polygon(surface, colour, points)


def _text(surface: pygame.Surface, text: str, size: int, colour: RGB, centre: tuple[int, int]) -> None:
    # The glyph's ink box, not the line box, is centred: a "Q" has a tail and no ascender room to waste.
    glyph = _font(size).render(text, True, colour)
    ink = glyph.get_bounding_rect()
    surface.blit(glyph, (centre[0] - ink.centerx, centre[1] - ink.centery))


def _back_card(width: int, height: int) -> pygame.Surface:
    """The tilted card behind: a red back with a lighter inner frame and a diagonal lattice."""
    card = _card((width, height), BACK_RED, CARD_EDGE, width // 40)
    inner = card.get_rect().inflate(-width // 6, -width // 6)
    pattern = pygame.Surface(card.get_size(), pygame.SRCALPHA)
    step = width // 7
    for offset in range(-height, width + height, step):
        pygame.draw.line(pattern, BACK_LIGHT, (offset, 0), (offset + height, height), width // 60)
        pygame.draw.line(pattern, BACK_LIGHT, (offset, height), (offset + height, 0), width // 60)
    # Only the lattice inside the frame is kept, so the border stays a clean band.
    clip = pygame.Surface(card.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(clip, (255, 255, 255, 255), inner, border_radius=width // 14)
    pattern.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(pattern, (0, 0))
    pygame.draw.rect(card, BACK_LIGHT, inner, width // 50, border_radius=width // 14)
    return card


def draw_master(simple: bool) -> pygame.Surface:
    """The icon at ``MASTER`` pixels; ``simple`` is the single-card version for the tiny sizes."""
    canvas = pygame.Surface((MASTER, MASTER), pygame.SRCALPHA)
    if simple:
        # A card almost as wide as the square and a Q as big as it can be: at 16 px that is what reads.
        width, height = int(MASTER * 0.78), MASTER - 16
        card = _card((width, height), CARD_FACE, INK, MASTER // 18)
        _text(card, "Q", int(height * 0.86), INK, (width // 2, int(height * 0.47)))
        canvas.blit(card, ((MASTER - width) // 2, 8))
        return canvas

    width, height = int(MASTER * 0.56), int(MASTER * 0.8)
    back = pygame.transform.rotozoom(_back_card(width, height), 14, 1.0)
    canvas.blit(back, back.get_rect(center=(int(MASTER * 0.40), int(MASTER * 0.49))))

    face = _card((width, height), CARD_FACE, CARD_EDGE, width // 40)
    _text(face, "Q", int(height * 0.62), INK, (int(width * 0.46), int(height * 0.42)))
    _text(face, "2", int(height * 0.24), RED, (int(width * 0.83), int(height * 0.15)))
    _heart(face, (width * 0.5, height * 0.82), height * 0.17, RED)
    face = pygame.transform.rotozoom(face, -8, 1.0)
    canvas.blit(face, face.get_rect(center=(int(MASTER * 0.59), int(MASTER * 0.51))))
    return canvas


def render(size: int, masters: dict[bool, pygame.Surface]) -> pygame.Surface:
    """The icon at ``size`` pixels, scaled down from the matching master."""
    master = masters[size < SIMPLE_BELOW]
    if size == MASTER:
        return master.copy()
    # Halving in steps keeps thin lines from aliasing away, which one big smoothscale jump can do.
    picture = master
    while picture.get_width() // 2 >= size * 2:
        picture = pygame.transform.smoothscale(picture, (picture.get_width() // 2,) * 2)
    return pygame.transform.smoothscale(picture, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pictures: dict[int, bytes]) -> bytes:
    """An ICO file: a 6-byte header, one 16-byte directory entry per picture, then the PNG payloads."""
    sizes = sorted(pictures)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, image count
    offset = len(header) + 16 * len(sizes)
    entries = b""
    payloads = b""
    for size in sizes:
        data = pictures[size]
        # Width and height are one byte each; 0 stands for 256.
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        payloads += data
        offset += len(data)
    return header + entries + payloads


def icns_bytes(pictures: dict[int, bytes]) -> bytes:
    """An ICNS file: the "icns" magic and total length, then (type, length, PNG) entries, big-endian."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pictures[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--out", type=Path, default=ROOT / "assets", help="folder to write into (default assets/)"
    )
    args = parser.parse_args(argv)

    pygame.font.init()
    masters = {simple: draw_master(simple) for simple in (False, True)}
    sizes = sorted({*ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pictures = {size: png_bytes(render(size, masters)) for size in sizes}

    args.out.mkdir(parents=True, exist_ok=True)
    outputs = {
        "icon.png": pictures[256],
        "icon.ico": ico_bytes({size: pictures[size] for size in ICO_SIZES}),
        "icon.icns": icns_bytes(pictures),
    }
    for name, data in outputs.items():
        (args.out / name).write_bytes(data)
        print(f"wrote {args.out / name} ({len(data):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
