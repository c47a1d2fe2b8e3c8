"""Writes Mint Italy's twelve map cards and their tileset into data/maps from one table.

The table below is the designed card list (component note, section A). Each card becomes a
Tiled patch ``italy_<id>.tmx`` read by ``mint.core.hexmap.read_card``: tile layers terrain,
parts and costs, an object layer ``card`` with the cut edge and an object layer ``rivers``
whose polylines run along the hex corners of the listed edges. Open sea is left empty.

    python tools/italy_maps.py               # rewrite data/maps/italy.tsx, italy.png, italy_*.tmx
    python tools/italy_maps.py --no-image    # leave italy.png alone (no pygame needed)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import mapcards  # noqa: E402

from mint.core import hexgrid  # noqa: E402
from mint.core.hexgrid import Corner, Edge, Layout, edge_corners, offset_to_axial  # noqa: E402

OUT = ROOT / "data" / "maps"

# --- The cards (component note, section A) ----------------------------------------------------
#
# Each card is four rows of cell codes, as printed from top to bottom, then its rivers.
# Codes: L/D/G + cost (light green, dark green, grey land; a half hex holds its half-cost),
# W lake, M marina, S open sea (no cell). Even global rows (0, 2, 4, 6) hold four cells, the
# outer two of them half hexes on the card's left and right edges; odd rows hold three whole
# cells, except row 3, which is cut top/bottom between the north and the south cards.
# Rivers name edges between cells by global row and local column: "r1c0-r2c1".

NORTH_ROWS = (0, 1, 2, 3)
SOUTH_ROWS = (3, 4, 5, 6)

CARDS: dict[str, tuple[tuple[str, str, str, str], str]] = {
    "TL": (("S M L1 D1", "W L2 G3", "S D2 L1 G2", "L1 D1 G1"), ""),
    "TR": (("L1 G4 M S", "D2 L1 W", "D1 G3 D2 S", "G1 L1 D1"), ""),
    "N1": (
        ("D1 L2 G4 L1", "D3 W L1", "G2 D2 G3 D1", "L1 G2 D1"),
        "r0c2-r1c2 r1c1-r1c2 r1c2-r2c2 r0c1-r0c2 r0c2-r1c1 r1c1-r2c2 r2c1-r2c2",
    ),
    "N2": (
        ("L1 G3 D3 G1", "L1 D2 G5", "D1 W L2 L1", "G1 D1 L2"),
        "r1c0-r1c1 r1c1-r2c1 r0c0-r0c1 r0c1-r1c0 r1c0-r2c1 r2c0-r2c1",
    ),
    "N3": (
        ("G2 D2 L1 D1", "G4 L2 D3", "L1 D2 W G2", "D1 L1 G1"),
        "r0c1-r1c1 r1c0-r1c1 r1c0-r2c1 r0c1-r0c2 r0c2-r1c1 r1c1-r1c2 r1c1-r2c2 r2c1-r2c2",
    ),
    "N4": (
        ("D1 W G3 L1", "L2 D2 L1", "G1 G4 D3 D1", "L2 D1 G1"),
        "r1c1-r1c2 r1c1-r2c2 r2c2-r2c1 r0c0-r0c1 r0c1-r1c0 r1c0-r1c1 r1c0-r2c1 r2c0-r2c1",
    ),
    "BL": (("L1 G1 D1", "S D2 L1 G1", "W L2 G3", "S M D2 L1"), ""),
    "BR": (("D1 L1 G2", "L1 G3 D2 S", "L1 D2 W", "D1 L2 M S"), ""),
    "S1": (
        ("G1 D1 L1", "L1 D3 G4 D1", "W L2 D2", "G2 L1 G3 L1"),
        "r4c1-r4c2 r4c2-r5c1 r5c1-r5c2 r4c0-r4c1 r4c1-r5c0 r5c0-r5c1 r5c0-r6c1 r6c0-r6c1",
    ),
    "S2": (
        ("D1 G1 L1", "G1 L2 D2 L1", "D3 G5 W", "L1 D2 L1 G2"),
        "r4c1-r5c0 r4c1-r5c1 r4c1-r4c2 r4c2-r5c1 r5c1-r5c2 r5c1-r6c2 r6c1-r6c2",
    ),
    "S3": (
        ("L2 D1 G1", "D1 W L1 G1", "G3 D2 L2", "D1 G4 D3 L1"),
        "r5c1-r5c2 r5c1-r6c2 r6c1-r6c2 r4c0-r4c1 r4c1-r5c0 r5c0-r5c1 r5c0-r6c1 r6c0-r6c1",
    ),
    "S4": (
        ("G1 L1 D1", "L2 G3 D2 D1", "L1 W G4", "G1 D3 L2 D1"),
        "r4c1-r5c0 r5c0-r5c1 r4c1-r4c2 r4c2-r5c1 r5c1-r5c2 r5c1-r6c2 r6c1-r6c2",
    ),
}
SOUTH = frozenset({"BL", "BR", "S1", "S2", "S3", "S4"})

# --- The tileset ------------------------------------------------------------------------------

TILE_W, TILE_H, SIDE = 56, 64, 32
TERRAIN = {"L": "light", "D": "dark", "G": "grey", "W": "lake", "M": "marina"}
COLOUR = {
    "light": (181, 222, 140),
    "dark": (44, 101, 68),
    "grey": (167, 171, 169),
    "lake": (134, 190, 230),
    "marina": (60, 125, 180),
}
# tile ids: the five terrains, the half tag, then costs 1..5
TILES: tuple[tuple[str, str], ...] = (
    *(("terrain", t) for t in COLOUR),
    ("part", "half"),
    *(("cost", str(c)) for c in range(1, 6)),
)
COLUMNS = 6
GID = {tile: i + 1 for i, tile in enumerate(TILES)}


class CardDataError(ValueError):
    """A card of the table that cannot be drawn as a map card."""


def stagger(card: str) -> str:
    # a south card's top row is global row 3, an odd (shifted) row, so its file staggers even rows
    return "even" if card in SOUTH else "odd"


def layout(card: str) -> Layout:
    return Layout.for_tiled(TILE_W, TILE_H, SIDE, "y", stagger(card))


def cells(card: str) -> dict[tuple[int, int], str]:
    """The card's land and water cells by Tiled (column, row), sea left out."""
    rows, _ = CARDS[card]
    shifted = 0 if card in SOUTH else 1  # local rows that are shifted right: even on south cards
    out = {}
    for row, text in enumerate(rows):
        codes = text.split()
        want = 3 if row % 2 == shifted else 4
        if len(codes) != want:
            raise CardDataError(f"{card} row {row}: {len(codes)} cells, expected {want}")
        for col, code in enumerate(codes):
            if code == "S":
                continue
            if not re.fullmatch(r"[LDG][1-5]|[WM]", code):
                raise CardDataError(f"{card} row {row} column {col}: unknown cell code {code!r}")
            out[(col, row)] = code
    return out


def halves(card: str) -> set[tuple[int, int]]:
    """The (column, row) cells the card's edge cuts in two."""
    shifted = 0 if card in SOUTH else 1
    cut_row = 0 if card in SOUTH else 3  # global row 3 is split between the rows of cards
    out = set()
    for (col, row), code in cells(card).items():
        if row == cut_row or (row % 2 != shifted and col in (0, 3)):
            if code in ("W", "M"):
                raise CardDataError(f"{card}: the half hex at column {col}, row {row} must be land, not {code}")
            out.add((col, row))
    return out


def rivers(card: str) -> list[Edge]:
    """The card's river edges in its local axial coordinates."""
    _, text = CARDS[card]
    have = cells(card)
    first = SOUTH_ROWS[0] if card in SOUTH else NORTH_ROWS[0]
    out = []
    for item in text.split():
        m = re.fullmatch(r"r(\d)c(\d)-r(\d)c(\d)", item)
        if not m:
            raise CardDataError(f"{card}: cannot read river edge {item!r}")
        r1, c1, r2, c2 = (int(g) for g in m.groups())
        ends = []
        for r, c in ((r1, c1), (r2, c2)):
            if (c, r - first) not in have:
                raise CardDataError(f"{card}: river edge {item} names r{r}c{c}, which is not a cell of the card")
            ends.append(offset_to_axial(c, r - first, "y", stagger(card)))
        try:
            out.append(hexgrid.edge(ends[0], ends[1]))
        except ValueError:
            raise CardDataError(f"{card}: river edge {item} joins two cells that do not touch") from None
    return out


def polylines(edges: list[Edge]) -> list[list[Corner]]:
    """The river edges as runs of corners, each run one line drawn without lifting the pen."""
    ends: dict[Corner, list[Edge]] = {}
    for e in edges:
        for c in edge_corners(e):
            ends.setdefault(c, []).append(e)
    todo = set(edges)
    out = []
    while todo:
        # start at a loose end where there is one, so a simple chain is one line
        loose = sorted(c for c, es in ends.items() if sum(e in todo for e in es) % 2 == 1)
        start = loose[0] if loose else min(edge_corners(min(todo)))
        path = [start]
        while True:
            nxt = sorted(e for e in ends[path[-1]] if e in todo)
            if not nxt:
                break
            todo.discard(nxt[0])
            a, b = edge_corners(nxt[0])
            path.append(b if a == path[-1] else a)
        out.append(path)
    return out


# --- Writing ----------------------------------------------------------------------------------


def _csv(grid: dict[tuple[int, int], int]) -> str:
    rows = [",".join(str(grid.get((col, row), 0)) for col in range(4)) for row in range(4)]
    return ",\n".join(rows)


def card_rect(card: str) -> tuple[float, float, float, float]:
    """The card's cut edge in its file's pixels: x, y, width, height."""
    lay = layout(card)
    if card in SOUTH:
        # from the centre of row 3 (local row 0) to the bottom tip of row 6; columns as row 4
        x0, _ = lay.to_pixel(offset_to_axial(0, 1, "y", "even"))
        x1, _ = lay.to_pixel(offset_to_axial(3, 1, "y", "even"))
        _, y0 = lay.to_pixel(offset_to_axial(0, 0, "y", "even"))
        _, y3 = lay.to_pixel(offset_to_axial(0, 3, "y", "even"))
        y1 = y3 + lay.size_y
    else:
        # from the top tip of row 0 to the centre of row 3; from the centres of even-row columns 0 and 3
        x0, yc = lay.to_pixel(offset_to_axial(0, 0, "y", "odd"))
        x1, _ = lay.to_pixel(offset_to_axial(3, 0, "y", "odd"))
        y0 = yc - lay.size_y
        _, y1 = lay.to_pixel(offset_to_axial(0, 3, "y", "odd"))
    return x0, y0, x1 - x0, y1 - y0


def card_tmx(card: str) -> str:
    """The text of one card's .tmx file."""
    have = cells(card)
    cut = halves(card)
    terrain = {cr: GID[("terrain", TERRAIN[code[0]])] for cr, code in have.items()}
    parts = {cr: GID[("part", "half")] for cr in cut}
    costs = {cr: GID[("cost", code[1:])] for cr, code in have.items() if len(code) > 1}
    x, y, w, h = card_rect(card)
    lay = layout(card)
    objects = [
        f'  <object id="1" name="{card}" x="{mapcards.num(x)}" y="{mapcards.num(y)}" width="{mapcards.num(w)}" height="{mapcards.num(h)}"/>'
    ]
    for n, path in enumerate(polylines(rivers(card)), start=2):
        pts = [lay.corner_point(c) for c in path]
        ox, oy = pts[0]
        rel = " ".join(f"{mapcards.num(px - ox)},{mapcards.num(py - oy)}" for px, py in pts)
        objects.append(
            f'  <object id="{n}" name="river" x="{mapcards.num(ox)}" y="{mapcards.num(oy)}">\n   <polyline points="{rel}"/>\n  </object>'
        )
    river_objects = "\n".join(objects[1:])
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="4" height="4" \
tilewidth="{TILE_W}" tileheight="{TILE_H}" infinite="0" hexsidelength="{SIDE}" staggeraxis="y" \
staggerindex="{stagger(card)}" nextlayerid="6" nextobjectid="{len(objects) + 1}">
 <properties>
  <property name="card" value={quoteattr(card)}/>
  <property name="source" value="designed"/>
 </properties>
 <tileset firstgid="1" source="italy.tsx"/>
 <layer id="1" name="terrain" width="4" height="4">
  <data encoding="csv">
{_csv(terrain)}
</data>
 </layer>
 <layer id="2" name="parts" width="4" height="4">
  <data encoding="csv">
{_csv(parts)}
</data>
 </layer>
 <layer id="3" name="costs" width="4" height="4">
  <data encoding="csv">
{_csv(costs)}
</data>
 </layer>
 <objectgroup id="4" name="card">
{objects[0]}
 </objectgroup>
 <objectgroup id="5" name="rivers">
{river_objects + chr(10) if river_objects else ""} </objectgroup>
</map>
"""


def tileset_tsx() -> str:
    """The text of italy.tsx: one tile per terrain, the half tag and the five costs."""
    return mapcards.tileset_tsx("italy", TILES, TILE_W, TILE_H, COLUMNS)


def tileset_png(path: Path) -> None:
    """Draw the tileset image: coloured hexes for terrains, outlined ones labelled for tags."""
    mapcards.tileset_png(path, TILES, TILE_W, TILE_H, SIDE, COLUMNS, 15, _paint)


def _paint(pygame: Any, surf: Any, font: Any, tile: tuple[str, str], pts: list[Any], cx: float, cy: float) -> None:
    key, value = tile
    if key != "terrain":
        mapcards.outlined(pygame, surf, font, value, pts, cx, cy)
        return
    pygame.draw.polygon(surf, COLOUR[value], pts)
    if value == "marina":  # a small anchor-like mark tells the marina from the lake
        pygame.draw.circle(surf, (240, 240, 240), (cx, cy - 8), 4, 2)
        pygame.draw.line(surf, (240, 240, 240), (cx, cy - 4), (cx, cy + 10), 2)
        pygame.draw.arc(surf, (240, 240, 240), (cx - 9, cy - 2, 18, 14), 3.3, 6.1, 2)


def check() -> None:
    """Refuse table data the rules cannot use: bad codes, lakes on cut cells, rivers between strangers."""
    for card in CARDS:
        halves(card)
        rivers(card)


def write(out: Path = OUT, image: bool = True) -> list[Path]:
    """Write the tileset and every card; return the paths written."""
    check()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    tsx = out / "italy.tsx"
    tsx.write_text(tileset_tsx(), encoding="utf-8")
    written.append(tsx)
    if image:
        png = out / "italy.png"
        tileset_png(png)
        written.append(png)
    for card in CARDS:
        path = out / f"italy_{card}.tmx"
        path.write_text(card_tmx(card), encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    return mapcards.main(__doc__ or "", write, "italy.png", argv)


if __name__ == "__main__":
    raise SystemExit(main())
