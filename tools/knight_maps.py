"""Writes Mint Knight's seven terrain cards, both sides each, and their tileset into data/maps.

The table below is the designed card list (component note, sections 7.2-7.4). Each side
becomes a Tiled patch ``knight_<id>_<side>.tmx`` read by ``mint.core.hexmap.read_card``:
tile layers terrain, parts and features, an object layer ``card`` with the cut edge and an
object layer ``links`` with the printed diagonal lines of half-hex sites. Map properties name
the card, its side, its name and kind, and a castle card's trait.

    python tools/knight_maps.py               # rewrite data/maps/knight.tsx, knight.png, knight_*.tmx
    python tools/knight_maps.py --no-image    # leave knight.png alone (no pygame needed)
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import mapcards  # noqa: E402

from mint.core.hexgrid import Hex, Layout, add, axial_to_offset  # noqa: E402
from mint.games.knight.terrain import CELLS  # noqa: E402  (the footprint the rules read)

OUT = ROOT / "data" / "maps"

# --- The card footprint (component note 7.2) ----------------------------------------------
#
# Every side prints the same 13 positions, written in reading order, north at the top:
#
#      NW     N      NE        corner, half, corner
#          1      2            full, full
#      W      3      E         half, full, half
#          4      5            full, full
#      SW     S      SE        corner, half, corner

HALVES = ("N", "W", "E", "S")
CORNERS = ("NW", "NE", "SW", "SE")
# A half hex's printed diagonals run to the two hexes beyond its seam on either side of its
# twin (pointy-top hexes: north-east and south-east of an east half, and so on).
DIAGONALS: dict[str, tuple[Hex, Hex]] = {
    "N": ((0, -1), (1, -1)),
    "E": ((1, -1), (0, 1)),
    "S": ((-1, 1), (0, 1)),
    "W": ((0, -1), (-1, 1)),
}

# --- The cards (component note 7.3 and 7.4) -----------------------------------------------
#
# Terrain codes g grass, h hills, f forest, s swamp, d desert, w lake; ``x:Loc`` puts a
# location on the cell. Rows are separated by "/" in the fixed order of CELLS.

TERRAIN = {"g": "grass", "h": "hills", "f": "forest", "s": "swamp", "d": "desert", "w": "lake"}
LOCATION = {
    "Town": "town",
    "Ruins": "ruins",
    "Keep": "keep",
    "Tower": "tower",
    "Castle": "castle",
    "Orcs": "orcs",
    "Dragon": "dragon",
    "START": "start",
}
# Sites on a half hex print lines to its diagonals (rulebook: "The lines show legal moves
# from the half-hex keep"); roaming enemies on half hexes print none.
LINED = frozenset({"town", "ruins", "keep", "tower", "castle"})

SIDES = ("basic", "advanced")

# id: (name, kind: start, non-castle or castle, castle trait, basic layout, advanced layout)
CARDS: dict[str, tuple[str, str, str, str, str]] = {
    "S0": (
        "Greenvale",
        "start",
        "",
        "g g h / f:Orcs g / g g:Town h / g:START f:Ruins / g s g",
        "h f h / f:Orcs h:Keep / s g:Town f / g f:Ruins / s s g",
    ),
    "T1": (
        "Thornwood",
        "non-castle",
        "",
        "f g g / f:Tower h / g f h:Keep / g h:Orcs / g f s",
        "f f h / f:Tower h:Orcs / s f:Ruins h:Keep / f h:Orcs / g f s",
    ),
    "T2": (
        "Mirelake",
        "non-castle",
        "",
        "s g g / w g:Ruins / g s:Dragon f / g:Town h / h g f",
        "s s g / w g:Ruins / g s:Dragon f:Tower / g:Town h:Orcs / h d f",
    ),
    "K1": (
        "Redspire",
        "castle",
        "walls",
        "h g h / h:Castle f / g g:Orcs g / f h:Ruins / g g f",
        "h h h / h:Keep f:Orcs / g g:Orcs d / f h:Ruins / g d f",
    ),
    "K2": (
        "Stonegate",
        "castle",
        "gatehouse",
        "g f g / g h:Keep / f h:Castle g / s g / f g h",
        "g f d / g:Orcs h:Keep / f h:Keep d / s:Ruins g / f s h",
    ),
    "K3": (
        "Duskhold",
        "castle",
        "shadowed",
        "f s f / s:Tower f / g f s / d h:Castle / g d g",
        "f s f / s:Tower f:Dragon / g f s / d:Ruins h:Keep / g d g",
    ),
    "K4": (
        "Frostmere",
        "castle",
        "icebound",
        "g h h / g h:Castle / g:Orcs w h / g g:Town / s g d",
        "g h h / d:Ruins h:Keep / g:Orcs w h:Orcs / d g:Town / s g d",
    ),
}
CASTLE_AT = {"K1": "1", "K2": "3", "K3": "5", "K4": "2"}  # component note 7.4

# --- The tileset ----------------------------------------------------------------------------

TILE_W, TILE_H, SIDE = 56, 64, 32
COLOUR = {
    "grass": (170, 214, 120),
    "hills": (196, 160, 104),
    "forest": (46, 110, 62),
    "swamp": (98, 126, 96),
    "desert": (232, 206, 140),
    "lake": (120, 176, 226),
}
TILES: tuple[tuple[str, str], ...] = (
    *(("terrain", t) for t in COLOUR),
    ("part", "half"),
    ("part", "corner"),
    *(("feature", f) for f in LOCATION.values()),
)
COLUMNS = 8
GID = {tile: i + 1 for i, tile in enumerate(TILES)}
LAYOUT = Layout.for_tiled(TILE_W, TILE_H, SIDE, "y", "odd")


class CardDataError(ValueError):
    """A side of the table that cannot be drawn as a Knight terrain card."""


def side_cells(card: str, side: str) -> dict[str, tuple[str, str | None]]:
    """One side's cells: position name -> (terrain, location or None)."""
    layout = CARDS[card][3 if side == "basic" else 4]
    codes = [code for row in layout.split("/") for code in row.split()]
    if len(codes) != len(CELLS):
        raise CardDataError(f"{card} {side}: {len(codes)} cells, expected {len(CELLS)}")
    out: dict[str, tuple[str, str | None]] = {}
    for name, code in zip(CELLS, codes):
        letter, _, loc = code.partition(":")
        if letter not in TERRAIN:
            raise CardDataError(f"{card} {side} {name}: unknown terrain code {letter!r}")
        if loc and loc not in LOCATION:
            raise CardDataError(f"{card} {side} {name}: unknown location {loc!r}")
        out[name] = (TERRAIN[letter], LOCATION[loc] if loc else None)
    return out


def links(card: str, side: str) -> list[tuple[str, Hex]]:
    """The printed lines of one side: (half-hex position, the off-card hex it runs to)."""
    cells = side_cells(card, side)
    return [(name, add(CELLS[name], d)) for name in HALVES if cells[name][1] in LINED for d in DIAGONALS[name]]


def check() -> None:
    """Refuse table data the rules cannot use (component note 7.2 and 7.3)."""
    edges = {
        "north": ("NW", "N", "NE"),
        "south": ("SW", "S", "SE"),
        "west": ("NW", "1", "W", "4", "SW"),
        "east": ("NE", "2", "E", "5", "SE"),
    }
    for card, (_, kind, trait, _, _) in CARDS.items():
        for side in SIDES:
            cells = side_cells(card, side)
            for name in CORNERS:
                if cells[name][1] is not None:
                    raise CardDataError(f"{card} {side}: the corner {name} holds a location; corners never do")
            for name in (*CORNERS, *HALVES):
                if cells[name][0] == "lake":
                    raise CardDataError(f"{card} {side}: {name} is cut by the card's edge and cannot be a lake")
            for edge, names in edges.items():
                if sum(cells[n][0] != "lake" for n in names) < 2:
                    raise CardDataError(f"{card} {side}: the {edge} edge has fewer than 2 crossings off the lake")
            castles = [n for n, (_, loc) in cells.items() if loc == "castle"]
            want = [CASTLE_AT[card]] if kind == "castle" and side == "basic" else []
            if castles != want:
                raise CardDataError(f"{card} {side}: castle at {castles or 'none'}, expected {want or 'none'}")
            starts = [n for n, (_, loc) in cells.items() if loc == "start"]
            if starts != (["4"] if kind == "start" and side == "basic" else []):
                raise CardDataError(f"{card} {side}: the hero's start is printed at {starts or 'none'}")
        if (kind == "castle") != bool(trait):
            raise CardDataError(f"{card}: a castle card, and only a castle card, has a trait")


# --- Writing ----------------------------------------------------------------------------------


def _csv(grid: dict[str, int]) -> str:
    by_col = {axial_to_offset(CELLS[n], "y", "odd"): v for n, v in grid.items()}
    return ",\n".join(",".join(str(by_col.get((col, row), 0)) for col in range(3)) for row in range(5))


def card_rect() -> tuple[float, float, float, float]:
    """The cut edge in file pixels: through the centres of the corner cells (x, y, width, height)."""
    x0, y0 = LAYOUT.to_pixel(CELLS["NW"])
    x1, y1 = LAYOUT.to_pixel(CELLS["SE"])
    return x0, y0, x1 - x0, y1 - y0


def card_tmx(card: str, side: str) -> str:
    """The text of one side's .tmx file."""
    name, kind, trait, _, _ = CARDS[card]
    cells = side_cells(card, side)
    terrain = {n: GID[("terrain", t)] for n, (t, _) in cells.items()}
    parts = {n: GID[("part", "half")] for n in HALVES} | {n: GID[("part", "corner")] for n in CORNERS}
    features = {n: GID[("feature", loc)] for n, (_, loc) in cells.items() if loc}
    x, y, w, h = card_rect()
    objects = []
    for n, (here, there) in enumerate(links(card, side), start=2):
        (ax, ay), (bx, by) = LAYOUT.to_pixel(CELLS[here]), LAYOUT.to_pixel(there)
        objects.append(
            f'  <object id="{n}" name="diagonal" x="{mapcards.num(ax)}" y="{mapcards.num(ay)}">\n'
            f'   <polyline points="0,0 {mapcards.num(bx - ax)},{mapcards.num(by - ay)}"/>\n  </object>'
        )
    props = [("card", card), ("side", side), ("name", name), ("kind", kind), ("source", "designed")]
    if trait:
        props.append(("trait", trait))
    prop_lines = "\n".join(f"  <property name={quoteattr(k)} value={quoteattr(v)}/>" for k, v in props)
    line_objects = "".join(o + "\n" for o in objects)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="3" height="5" \
tilewidth="{TILE_W}" tileheight="{TILE_H}" infinite="0" hexsidelength="{SIDE}" staggeraxis="y" \
staggerindex="odd" nextlayerid="6" nextobjectid="{len(objects) + 2}">
 <properties>
{prop_lines}
 </properties>
 <tileset firstgid="1" source="knight.tsx"/>
 <layer id="1" name="terrain" width="3" height="5">
  <data encoding="csv">
{_csv(terrain)}
</data>
 </layer>
 <layer id="2" name="parts" width="3" height="5">
  <data encoding="csv">
{_csv(parts)}
</data>
 </layer>
 <layer id="3" name="features" width="3" height="5">
  <data encoding="csv">
{_csv(features)}
</data>
 </layer>
 <objectgroup id="4" name="card">
  <object id="1" name="{card} {side}" x="{mapcards.num(x)}" y="{mapcards.num(y)}" width="{mapcards.num(w)}" height="{mapcards.num(h)}"/>
 </objectgroup>
 <objectgroup id="5" name="links">
{line_objects} </objectgroup>
</map>
"""


def tileset_tsx() -> str:
    """The text of knight.tsx: one tile per terrain, the half and corner tags and the locations."""
    return mapcards.tileset_tsx("knight", TILES, TILE_W, TILE_H, COLUMNS)


def tileset_png(path: Path) -> None:
    """Draw the tileset image: coloured hexes for terrains, outlined labelled ones for tags and locations."""
    mapcards.tileset_png(path, TILES, TILE_W, TILE_H, SIDE, COLUMNS, 12, _paint)


def _paint(pygame: Any, surf: Any, font: Any, tile: tuple[str, str], pts: list[Any], cx: float, cy: float) -> None:
    key, value = tile
    if key != "terrain":
        mapcards.outlined(pygame, surf, font, value, pts, cx, cy)
        return
    pygame.draw.polygon(surf, COLOUR[value], pts)
    text = font.render(value, True, (255, 255, 255) if value in ("forest", "swamp") else (30, 30, 30))
    surf.blit(text, text.get_rect(center=(cx, cy)))


def write(out: Path = OUT, image: bool = True) -> list[Path]:
    """Write the tileset and every card side; return the paths written."""
    check()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    tsx = out / "knight.tsx"
    tsx.write_text(tileset_tsx(), encoding="utf-8")
    written.append(tsx)
    if image:
        png = out / "knight.png"
        tileset_png(png)
        written.append(png)
    for card in CARDS:
        for side in SIDES:
            path = out / f"knight_{card}_{side}.tmx"
            path.write_text(card_tmx(card, side), encoding="utf-8")
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    return mapcards.main(__doc__ or "", write, "knight.png", argv)


if __name__ == "__main__":
    raise SystemExit(main())
