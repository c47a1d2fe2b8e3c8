"""What the map-card generators (italy_maps.py, knight_maps.py) share: the tileset's text and
picture, number formatting for Tiled, and the command line that writes a game's files."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from mint.core.hexgrid import Layout

ROOT = Path(__file__).resolve().parents[1]
Tile = tuple[str, str]  # (property name, value), one per tile


def num(v: float) -> str:
    """A coordinate as Tiled writes it: whole numbers without a point, others to 3 places."""
    r = round(v, 3)
    return str(int(r)) if r == int(r) else str(r)


def tileset_tsx(name: str, tiles: Sequence[Tile], tile_w: int, tile_h: int, columns: int) -> str:
    """The text of a tileset whose tile i carries the one property ``tiles[i]``."""
    rows = -(-len(tiles) // columns)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="{name}" tilewidth="{tile_w}" tileheight="{tile_h}" '
        f'tilecount="{len(tiles)}" columns="{columns}">',
        f' <image source="{name}.png" width="{columns * tile_w}" height="{rows * tile_h}"/>',
    ]
    for i, (key, value) in enumerate(tiles):
        lines.append(f'  <tile id="{i}"><properties><property name="{key}" value="{value}"/></properties></tile>')
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def tileset_png(
    path: Path,
    tiles: Sequence[Tile],
    tile_w: int,
    tile_h: int,
    side: float,
    columns: int,
    font_size: int,
    paint: Callable[[Any, Any, Any, Tile, list[tuple[float, float]], float, float], None],
) -> None:
    """Draw the tileset picture: a pointy hex per tile, painted by ``paint(pygame, surface, font,
    tile, corners, cx, cy)``, saved to ``path``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.font.init()
    rows = -(-len(tiles) // columns)
    surf = pygame.Surface((columns * tile_w, rows * tile_h), pygame.SRCALPHA)
    font = pygame.font.Font(str(ROOT / "data" / "fonts" / "NotoSans-Bold.ttf"), font_size)
    for tile, pts, cx, cy in _hexes(tiles, tile_w, tile_h, side, columns):
        paint(pygame, surf, font, tile, pts, cx, cy)
    pygame.image.save(surf, str(path))


def _hexes(
    tiles: Sequence[Tile], tile_w: int, tile_h: int, side: float, columns: int
) -> Iterator[tuple[Tile, list[tuple[float, float]], float, float]]:
    lay = Layout((tile_w / 3**0.5, side), (0, 0), True)
    for i, tile in enumerate(tiles):
        cx, cy = (i % columns) * tile_w + tile_w / 2, (i // columns) * tile_h + tile_h / 2
        yield tile, [(cx + x, cy + y) for x, y in lay.corners((0, 0))], cx, cy


def outlined(
    pygame: Any, surf: Any, font: Any, label: str, pts: list[tuple[float, float]], cx: float, cy: float
) -> None:
    """A tag tile: a white hex with a thin outline and its label."""
    pygame.draw.polygon(surf, (255, 255, 255, 255), pts)
    pygame.draw.polygon(surf, (40, 40, 40), pts, 1)
    text = font.render(label, True, (20, 20, 20))
    surf.blit(text, text.get_rect(center=(cx, cy)))


def main(doc: str, write: Callable[[Path, bool], list[Path]], picture: str, argv: list[str] | None) -> int:
    """The generators' command line: ``--out FOLDER`` and ``--no-image``."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    out = ROOT / "data" / "maps"
    parser.add_argument("--out", type=Path, default=out, help="folder to write into (default data/maps)")
    parser.add_argument("--no-image", action="store_true", help=f"do not redraw {picture}")
    args = parser.parse_args(argv)
    for path in write(args.out, not args.no_image):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0
