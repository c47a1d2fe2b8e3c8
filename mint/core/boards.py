"""Reads a Tiled .tmx board with pytmx (no images, no pygame) into a frozen BoardSpec.

Conventions: an object layer "spots" (each object: name = spot id, class/type = kind, custom
properties), an object layer "roads" (polylines with properties ``from`` and ``to`` naming
spots), and for hex maps a tile layer "terrain" whose tiles carry a ``terrain`` property.
Staggered hex coordinates become axial.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from mint.core.hexgrid import Hex, offset_to_axial
from mint.resources import data_path


class BoardError(ValueError):
    """A map file that cannot be read or breaks the layer conventions."""


Props = tuple[tuple[str, str], ...]


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
class Cell:
    """One hex of a hex map, in axial coordinates."""

    q: int
    r: int
    terrain: str
    props: Props = ()

    @property
    def hex(self) -> Hex:
        return self.q, self.r


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

    @property
    def pixel_size(self) -> tuple[int, int]:
        return self.width * self.tile_width, self.height * self.tile_height


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


def read_board(path: Path | str) -> BoardSpec:
    """Parse one .tmx file; raises BoardError with a clear message."""
    pytmx = _pytmx()

    path = Path(path)
    if not path.is_file():
        raise BoardError(f"map file not found: {path}")
    try:
        tmx = pytmx.TiledMap(str(path), load_all_tiles=False)
    except Exception as exc:  # pytmx raises many kinds on bad XML
        raise BoardError(f"{path.name} is not a readable Tiled map: {exc}") from exc
    spots: list[Spot] = []
    roads: list[Road] = []
    cells: list[Cell] = []
    for layer in tmx.layers:
        lname = (layer.name or "").lower()
        if isinstance(layer, pytmx.TiledObjectGroup) and lname == "spots":
            for obj in layer:
                if not obj.name:
                    raise BoardError(f"{path.name}: an object in layer 'spots' has no name")
                spots.append(
                    Spot(obj.name, _object_kind(obj), float(obj.x), float(obj.y),
                         float(obj.width or 0), float(obj.height or 0), _props(obj.properties))
                )
        elif isinstance(layer, pytmx.TiledObjectGroup) and lname == "roads":
            for obj in layer:
                props = _props(obj.properties)
                a, b = _get(props, "from"), _get(props, "to")
                if not a or not b:
                    raise BoardError(f"{path.name}: a road has no 'from'/'to' property")
                pts = tuple((float(p[0]), float(p[1])) for p in (getattr(obj, "points", None) or ()))
                roads.append(Road(a, b, pts, tuple(p for p in props if p[0] not in ("from", "to"))))
        elif isinstance(layer, pytmx.TiledTileLayer) and lname == "terrain":
            axis = getattr(tmx, "staggeraxis", None) or "y"
            index = getattr(tmx, "staggerindex", None) or "odd"
            for col, row, gid in layer.iter_data():
                if not gid:
                    continue
                tprops = tmx.get_tile_properties_by_gid(gid) or {}
                q, r = offset_to_axial(col, row, axis, index)
                cells.append(Cell(q, r, str(tprops.get("terrain", "plain")), _props(
                    {k: v for k, v in tprops.items() if k not in ("terrain", "id", "width", "height", "frames", "colliders", "source", "trans")})))
    names = {s.name for s in spots}
    if len(names) != len(spots):
        raise BoardError(f"{path.name}: two spots share a name")
    for road in roads:
        for end in (road.a, road.b):
            if end not in names:
                raise BoardError(f"{path.name}: road end {end!r} is not a spot")
    return BoardSpec(path.stem, int(tmx.width), int(tmx.height), int(tmx.tilewidth), int(tmx.tileheight),
                     str(tmx.orientation), tuple(cells), tuple(spots), tuple(roads))


@cache
def load_board(name: str) -> BoardSpec:
    """The board ``data/maps/<name>.tmx``, parsed once."""
    return read_board(data_path("maps", f"{name}.tmx"))
