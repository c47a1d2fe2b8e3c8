"""Reads a Tiled .tmx board with pytmx (no images, no pygame) into a frozen BoardSpec.

Layer conventions:

- object layer ``spots``: each object is a named place (name = spot id, class/type = kind,
  custom properties);
- object layer ``roads``: polylines with properties ``from`` and ``to`` naming spots;
- tile layer ``terrain`` (hexagonal maps only): a cell for each tile, whose tile carries a
  ``terrain`` property; tile layers ``parts``, ``features`` and ``costs`` lay more tiles over
  those cells, and their tiles' properties join the cell's (a card's half hexes, its towns,
  its printed costs);
- any other object layer is kept as plain shapes (a map card's outline, rivers, printed links).

A map must hold at least one of the layers the caller expects. Staggered hex coordinates
become axial; ``BoardSpec.layout`` places them where Tiled draws them.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from mint.core.hexgrid import Hex, Layout, offset_to_axial
from mint.resources import data_path


class BoardError(ValueError):
    """A map file that cannot be read or breaks the layer conventions."""


Props = tuple[tuple[str, str], ...]

#: the layers a board is read for; a map with none of them is refused
EXPECTED_LAYERS = ("spots", "roads", "terrain")
#: tile layers whose tiles add properties to the terrain cell beneath
OVERLAYS = ("parts", "features", "costs")
# properties pytmx adds to every tile, which say nothing about the board
_TILE_KEYS = frozenset({"id", "width", "height", "frames", "colliders", "source", "trans", "type"})


def _props(raw: dict[str, Any] | None) -> Props:
    return tuple(sorted((str(k), str(v)) for k, v in (raw or {}).items()))


def _get(props: Props, key: str, default: str | None = None) -> str | None:
    for k, v in props:
        if k == key:
            return v
    return default


@dataclass(frozen=True, slots=True)
class Spot:
    """A named place on the board: a town, space, warehouse, hex feature..."""

    name: str
    kind: str
    x: float
    y: float
    width: float
    height: float
    props: Props = ()

    def prop(self, key: str, default: str | None = None) -> str | None:
        return _get(self.props, key, default)

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2


@dataclass(frozen=True, slots=True)
class Road:
    """A road or edge between two spots, with its drawn points."""

    a: str
    b: str
    points: tuple[tuple[float, float], ...] = ()
    props: Props = ()

    def prop(self, key: str, default: str | None = None) -> str | None:
        return _get(self.props, key, default)


@dataclass(frozen=True, slots=True)
class Shape:
    """An object of any other object layer: a rectangle, point, polyline or polygon."""

    layer: str
    name: str
    kind: str
    x: float
    y: float
    width: float
    height: float
    points: tuple[tuple[float, float], ...] = ()
    props: Props = ()

    def prop(self, key: str, default: str | None = None) -> str | None:
        return _get(self.props, key, default)


@dataclass(frozen=True, slots=True)
class Cell:
    """One hex of a hex map, in axial coordinates."""

    q: int
    r: int
    terrain: str
    props: Props = ()

    @property
    def hex(self) -> Hex:
        return self.q, self.r

    def prop(self, key: str, default: str | None = None) -> str | None:
        return _get(self.props, key, default)


@dataclass(frozen=True, slots=True)
class BoardSpec:
    """Everything the rules need to know of a drawn board."""

    name: str
    width: int
    height: int
    tile_width: int
    tile_height: int
    orientation: str
    cells: tuple[Cell, ...]
    spots: tuple[Spot, ...]
    roads: tuple[Road, ...]
    stagger_axis: str = ""
    stagger_index: str = ""
    hex_side_length: int = 0
    shapes: tuple[Shape, ...] = ()
    props: Props = ()

    def spot(self, name: str) -> Spot:
        for s in self.spots:
            if s.name == name:
                return s
        raise KeyError(f"board {self.name} has no spot {name!r}")

    def neighbours(self, name: str) -> tuple[str, ...]:
        out = [r.b for r in self.roads if r.a == name] + [r.a for r in self.roads if r.b == name]
        return tuple(dict.fromkeys(out))

    def road(self, a: str, b: str) -> Road | None:
        for r in self.roads:
            if (r.a, r.b) in ((a, b), (b, a)):
                return r
        return None

    def prop(self, key: str, default: str | None = None) -> str | None:
        return _get(self.props, key, default)

    def layer(self, name: str) -> tuple[Shape, ...]:
        """The shapes of one object layer, in file order."""
        return tuple(s for s in self.shapes if s.layer == name)

    @property
    def is_hex(self) -> bool:
        return self.orientation == "hexagonal"

    def layout(self, scale: float = 1.0) -> Layout:
        """Where this hex map's cells sit in its own pixels (Tiled's)."""
        if not self.is_hex:
            raise BoardError(f"board {self.name} is {self.orientation}, not a hex map")
        return Layout.for_tiled(
            self.tile_width, self.tile_height, self.hex_side_length, self.stagger_axis, self.stagger_index, scale
        )

    @property
    def pixel_size(self) -> tuple[int, int]:
        """The map's size in pixels, as Tiled computes it."""
        if not self.is_hex:
            return self.width * self.tile_width, self.height * self.tile_height
        return hex_pixel_size(
            self.width, self.height, self.tile_width, self.tile_height, self.hex_side_length, self.stagger_axis
        )


def hex_pixel_size(
    width: int, height: int, tile_width: int, tile_height: int, side: int, stagger_axis: str
) -> tuple[int, int]:
    """Tiled's pixel size of a hexagonal map of width x height tiles."""
    tw, th = tile_width & ~1, tile_height & ~1
    if stagger_axis == "x":
        col_w = (tw - side) // 2 + side
        w = width * col_w + (tw - side) // 2
        h = height * (th + 0)
        if width > 1:
            h += th // 2
        return w, h
    row_h = (th - side) // 2 + side
    w = width * tw
    if height > 1:
        w += tw // 2
    return w, height * row_h + (th - side) // 2


def _object_kind(obj: Any) -> str:
    return str(getattr(obj, "class", None) or getattr(obj, "type", None) or "")


def _pytmx() -> Any:
    """Import pytmx without letting its optional pygame helpers pull pygame into the core."""
    import sys

    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    import logging

    logging.getLogger("pytmx.util_pygame").setLevel(logging.CRITICAL)
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes pytmx skip util_pygame
    try:
        import pytmx
    finally:
        del sys.modules["pygame"]
    return pytmx


def _why_unreadable(path: Path, exc: Exception) -> str:
    """A sentence for a file pytmx refused, naming the cause where pytmx gives none."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as err:
        return f"{path.name} is not a readable Tiled map: broken XML ({err})"
    except OSError as err:
        return f"{path.name} is not a readable Tiled map: {err}"
    if root.tag != "map":
        return f"{path.name} is not a readable Tiled map: its root element is <{root.tag}>, not <map>"
    if root.get("infinite") == "1":
        return (
            f"{path.name} is not a readable Tiled map: it is an infinite map; untick 'Infinite' in "
            "Tiled's map properties so it has a fixed size"
        )
    text = str(exc).strip()
    if isinstance(exc, FileNotFoundError) and exc.filename:
        text = f"it names a file that does not exist: {exc.filename}"
    return f"{path.name} is not a readable Tiled map: {text or type(exc).__name__}"


def read_board(path: Path | str, expect: tuple[str, ...] = EXPECTED_LAYERS) -> BoardSpec:
    """Parse one .tmx file; raises BoardError with a clear message."""
    pytmx = _pytmx()

    path = Path(path)
    if not path.is_file():
        raise BoardError(f"map file not found: {path}")
    import logging

    log = logging.getLogger("pytmx.pytmx")
    level = log.level
    log.setLevel(logging.CRITICAL)  # the reason goes into the BoardError, not onto the console
    try:
        tmx = pytmx.TiledMap(str(path), load_all_tiles=False)
    except Exception as exc:  # pytmx raises many kinds on bad XML, some with no message
        raise BoardError(_why_unreadable(path, exc)) from exc
    finally:
        log.setLevel(level)
    orientation = str(tmx.orientation)
    is_hex = orientation == "hexagonal"
    axis = str(getattr(tmx, "staggeraxis", None) or "y")
    index = str(getattr(tmx, "staggerindex", None) or "odd")
    if is_hex and (axis not in ("x", "y") or index not in ("odd", "even")):
        raise BoardError(f"{path.name}: stagger axis {axis!r} / index {index!r} are not Tiled's")
    names = [(layer.name or "").lower() for layer in tmx.layers]
    if not any(n in expect for n in names):
        found = ", ".join(repr(layer.name or "") for layer in tmx.layers) or "no layers"
        raise BoardError(f"{path.name} has none of the layers {', '.join(expect)} (it has {found})")
    spots: list[Spot] = []
    roads: list[Road] = []
    shapes: list[Shape] = []
    terrain: dict[tuple[int, int], tuple[str, dict[str, str]]] = {}
    overlays: list[tuple[str, Any]] = []
    for layer, lname in zip(tmx.layers, names):
        if isinstance(layer, pytmx.TiledObjectGroup) and lname == "spots":
            for obj in layer:
                if not obj.name:
                    raise BoardError(f"{path.name}: an object in layer 'spots' has no name")
                spots.append(
                    Spot(
                        obj.name,
                        _object_kind(obj),
                        float(obj.x),
                        float(obj.y),
                        float(obj.width or 0),
                        float(obj.height or 0),
                        _props(obj.properties),
                    )
                )
        elif isinstance(layer, pytmx.TiledObjectGroup) and lname == "roads":
            for obj in layer:
                props = _props(obj.properties)
                a, b = _get(props, "from"), _get(props, "to")
                if not a or not b:
                    raise BoardError(f"{path.name}: a road has no 'from'/'to' property")
                pts = tuple((float(p[0]), float(p[1])) for p in (getattr(obj, "points", None) or ()))
                roads.append(Road(a, b, pts, tuple(p for p in props if p[0] not in ("from", "to"))))
        elif isinstance(layer, pytmx.TiledObjectGroup):
            for obj in layer:
                pts = tuple((float(p[0]), float(p[1])) for p in (getattr(obj, "points", None) or ()))
                shapes.append(
                    Shape(
                        lname,
                        str(obj.name or ""),
                        _object_kind(obj),
                        float(obj.x),
                        float(obj.y),
                        float(obj.width or 0),
                        float(obj.height or 0),
                        pts,
                        _props(obj.properties),
                    )
                )
        elif isinstance(layer, pytmx.TiledTileLayer) and lname == "terrain":
            for col, row, gid in layer.iter_data():
                if gid:
                    tprops = {
                        str(k): str(v)
                        for k, v in (tmx.get_tile_properties_by_gid(gid) or {}).items()
                        if k not in _TILE_KEYS
                    }
                    terrain[(col, row)] = (tprops.pop("terrain", "plain"), tprops)
        elif isinstance(layer, pytmx.TiledTileLayer) and lname in OVERLAYS:
            overlays.append((lname, layer))
    for lname, layer in overlays:
        for col, row, gid in layer.iter_data():
            if not gid:
                continue
            if (col, row) not in terrain:
                raise BoardError(
                    f"{path.name}: layer {lname!r} has a tile at column {col}, row {row} "
                    "where the terrain layer has none"
                )
            extra = {
                str(k): str(v) for k, v in (tmx.get_tile_properties_by_gid(gid) or {}).items() if k not in _TILE_KEYS
            }
            cell_props = terrain[(col, row)][1]
            for k, v in extra.items():
                if k in cell_props or k == "terrain":
                    raise BoardError(f"{path.name}: two layers set {k!r} at column {col}, row {row}")
                cell_props[k] = v
    spot_names = {s.name for s in spots}
    if len(spot_names) != len(spots):
        raise BoardError(f"{path.name}: two spots share a name")
    for road in roads:
        for end in (road.a, road.b):
            if end not in spot_names:
                raise BoardError(f"{path.name}: road end {end!r} is not a spot")
    if terrain and not is_hex:
        raise BoardError(f"{path.name}: a 'terrain' layer needs a hexagonal map, and this one is {orientation}")
    cells = []
    for (col, row), (name, cprops) in terrain.items():
        q, r = offset_to_axial(col, row, axis, index)
        cells.append(Cell(q, r, name, _props(cprops)))
    return BoardSpec(
        path.stem,
        int(tmx.width),
        int(tmx.height),
        int(tmx.tilewidth),
        int(tmx.tileheight),
        orientation,
        tuple(cells),
        tuple(spots),
        tuple(roads),
        axis if is_hex else "",
        index if is_hex else "",
        int(getattr(tmx, "hexsidelength", 0) or 0),
        tuple(shapes),
        _props(getattr(tmx, "properties", None)),
    )


@cache
def load_board(name: str) -> BoardSpec:
    """The board ``data/maps/<name>.tmx``, parsed once."""
    return read_board(data_path("maps", f"{name}.tmx"))
