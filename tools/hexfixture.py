"""Shows the tiny hex fixture of tests/fixture/maps with the hex board widget.

Two boards of the same four map cards: on the left split hexes merge (one hex with both
terrains and the sum of both costs), on the right half hexes stay twins while corners merge.
Merged halves, merged corners and twins are labelled; the right board lights what a hero on
the bottom-left corner reaches with 6 movement points.

    python tools/hexfixture.py                 # a window: wheel zooms, middle button pans
    python tools/hexfixture.py --out hex.png   # draw once, headless, and save
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MAPS = ROOT / "tests" / "fixture" / "maps"
SLOT = {"A": (0, 0), "B": (1, 0), "C": (0, 1), "D": (1, 1)}
MOVE = {"meadow": 2, "vineyard": 3, "forest": 3, "rock": 4}


def build():
    from mint.core.hexmap import LINK, MergeRules, Placement, compose, read_card

    cards = {c: read_card(MAPS / f"card_{c.lower()}.tmx") for c in "ABCD"}
    places = [Placement(cards[c], (2 * x + 2 * k, -4 * k)) for c, (x, k) in SLOT.items()]
    return compose(places, MergeRules()), compose(places, MergeRules(halves=LINK))


def styles():
    from mint.ui.hexboard import TerrainStyle
    from mint.ui.palette import hexc

    return {
        "meadow": TerrainStyle(hexc("#B5DE8C"), "dots", label="meadow"),
        "vineyard": TerrainStyle(hexc("#5E9F58"), "rows", label="vineyard"),
        "forest": TerrainStyle(hexc("#2C6544"), "trees", label="forest"),
        "rock": TerrainStyle(hexc("#A7ABA9"), "bricks", label="rock"),
        "lake": TerrainStyle(hexc("#86BEE6"), "waves", hexc("#3C7DB4"), label="lake"),
    }


def labels(m) -> dict:
    """Merged halves show their two costs; merged corners how many cards they join."""
    out = {}
    for sid, space in m.spaces.items():
        if space.merged and all(p.kind == "half" for p in space.parts):
            out[sid] = "+".join(str(p.cost) for p in space.parts)
        elif space.merged:
            out[sid] = f"{len(space.parts)} cards"
    return out


class Scene:
    """Two boards, a title over each, a legend and a line about the space under the pointer."""

    def __init__(self, size: tuple[int, int]) -> None:
        from mint.ui.hexboard import HexBoard
        from mint.ui.kit import Kit

        self.size = size
        self.kit = Kit(size[1] / 1080 * 1.5)
        self.merged, self.twins = build()
        self.boards = [HexBoard(self.kit, styles()), HexBoard(self.kit, styles())]
        self.hover: tuple[int, tuple[str, tuple[int, int]]] | None = None
        k = self.kit
        w, h = size
        top, bottom = k.px(64), k.px(96)
        half = (w - 3 * k.px(20)) // 2
        import pygame

        self.rooms = [
            pygame.Rect(k.px(20), top, half, h - top - bottom),
            pygame.Rect(2 * k.px(20) + half, top, half, h - top - bottom),
        ]
        for board, m, room in zip(self.boards, (self.merged, self.twins), self.rooms):
            board.place(m, room)
        start = self.twins.space_of("A", (-2, 4))
        self.start = start
        reach = self.twins.reach(start, self._step, limit=6)
        self.lit = set(reach.cost) - {start}

    def _step(self, a, b):
        part = self.twins.entry_part(a, b)
        if "lake" in part.terrains:
            return None
        return min(MOVE[t] for t in part.terrains)

    def handle(self, event) -> None:
        import pygame

        for board in self.boards:
            if board.handle(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self.hover = None
            for i, board in enumerate(self.boards):
                sid = board.space_at(event.pos)
                if sid is not None:
                    self.hover = (i, sid)

    def draw(self, surface, t: float = 0.0) -> None:
        from mint.ui import palette
        from mint.ui.hexboard import Token

        k = self.kit
        surface.fill(palette.TABLE)
        titles = ("Split hexes merge: both terrains, costs added", "Half hexes stay twins; corners merge")
        for room, title in zip(self.rooms, titles):
            k.text(surface, title, (room.centerx, room.y - k.px(12)), 17, palette.TEXT, True, "midbottom")
        a0 = self.merged.space_of("A", (0, 2))
        b5 = self.merged.space_of("B", (0, 3))
        self.boards[0].draw(
            surface,
            tokens=[Token(a0, seat=0), Token(b5, seat=1), Token(b5, seat=2)],
            labels=labels(self.merged),
            hover=self.hover[1] if self.hover and self.hover[0] == 0 else None,
        )
        self.boards[1].draw(
            surface,
            tokens=[Token(self.start, seat=3)],
            lit=self.lit,
            t=t,
            labels=labels(self.twins),
            hover=self.hover[1] if self.hover and self.hover[0] == 1 else None,
        )
        self._legend(surface)

    def _legend(self, surface) -> None:
        import pygame

        from mint.ui import palette
        from mint.ui.hexboard import _texture

        k = self.kit
        y = self.size[1] - k.px(84)
        x = k.px(20)
        for name, style in styles().items():
            box = pygame.Rect(x, y, k.px(40), k.px(28))
            pygame.draw.rect(surface, style.colour, box)
            tex = _texture(style, k.px(20))
            for ty in range(box.y, box.bottom, tex.get_height()):
                for tx in range(box.x, box.right, tex.get_width()):
                    surface.blit(tex, (tx, ty), pygame.Rect(0, 0, box.right - tx, box.bottom - ty))
            pygame.draw.rect(surface, palette.BORDER, box, 1)
            r = k.text(surface, name, (box.right + k.px(8), box.centery), 14, palette.TEXT, anchor="midleft")
            x = r.right + k.px(26)
        r = k.text(surface, "river", (x + k.px(48), y + k.px(14)), 14, palette.TEXT, anchor="midleft")
        from mint.ui.hexboard import LINK, RIVER

        pygame.draw.line(surface, RIVER, (x, y + k.px(14)), (x + k.px(40), y + k.px(14)), k.px(5))
        x = r.right + k.px(26)
        pygame.draw.line(surface, LINK, (x, y + k.px(14)), (x + k.px(40), y + k.px(14)), k.px(3))
        k.text(surface, "printed link", (x + k.px(48), y + k.px(14)), 14, palette.TEXT, anchor="midleft")
        line = (
            "1+2: one hex made of two half hexes, its cost the sum.  n cards: a corner merged across n cards.  "
            "Lit: what the diamond reaches with 6 movement."
        )
        if self.hover:
            m = (self.merged, self.twins)[self.hover[0]]
            sp = m.space(self.hover[1])
            sides = ", ".join(f"{c} {s}" for c, s in sorted(m.card_sides(sp.id))) or "none"
            line = (
                f"{sp.id[0]} {sp.id[1]}: {' + '.join(sorted(sp.terrains))}, cost {sp.cost}, "
                f"{len(sp.parts)} part(s) on {', '.join(sp.cards)}, {len(m.neighbours(sp.id))} neighbours, "
                f"card edges: {sides}"
            )
        k.text(surface, line, (k.px(20), y + k.px(44)), 14, palette.TEXT_2, max_width=self.size[0] - k.px(40))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", help="draw once without a window and save a PNG here")
    parser.add_argument("--size", default="1280x720", help="window size, WxH")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    if args.out:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    if args.out:
        pygame.display.set_mode((1, 1))
        surface = pygame.Surface((w, h))
        Scene((w, h)).draw(surface)
        pygame.image.save(surface, args.out)
        print(args.out)
        return 0
    screen = pygame.display.set_mode((w, h))
    pygame.display.set_caption("Mint Tin Table: hex fixture")
    scene = Scene((w, h))
    clock = pygame.time.Clock()
    t = 0.0
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                pygame.quit()
                return 0
            scene.handle(event)
        t += clock.tick(30) / 1000
        scene.draw(screen, t)
        pygame.display.flip()


if __name__ == "__main__":
    raise SystemExit(main())
