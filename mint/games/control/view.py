"""The Mint Control table: location cards, the tile pool with the supply, and each player's area.

Spot ids (``Spot`` values; the rules' actions name them):
    Spot("loc", id)             a location card (drop a token here to influence; click to claim)
    Spot("token", id, seat)     a seat's token on a location (only while an Oust perk is pending)
    Spot("tile", tile)          an action tile still in the pool
    Spot("area", seat=seat)     the tile row of a player's area (drop a tile here to pick it)
    Spot("tokens", seat=seat)   a player's unplaced tokens
    Spot("player", seat=seat)   a player's name and mints (click to steal from them)
    Spot("supply")              the shared mint supply (drop an ousted token here; click to scavenge)
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from mint.core.game import Action
from mint.core.spots import Spot, SpotId
from mint.core.words import Said, data, t, tn
from mint.games.control import rules as R
from mint.games.control import view_layout as L
from mint.games.control.actions import SUPPLY, place_name, tile_name
from mint.games.control.cards import BY_ID, TILE_BY_ID
from mint.games.control.view_draw import ACCENT
from mint.games.control.view_layers import ControlParts
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.layers import Layers


def _name(key: str | int | None, names: Any) -> str | None:
    """``key`` when it names one of ``names`` (a location or a tile id), else None."""
    return key if isinstance(key, str) and key in names else None


class ControlView(ControlParts):
    accent = ACCENT
    #: the rules page heading (id) that explains each kind of spot: F1 over it opens the page there
    RULES_AT = {
        "player": "a-round",
        "loc": "location-effects",
        "tokens": "influence",
        "token": "oust",
        "tile": "the-tiles",
        "area": "a-round",
        "supply": "mints-are-limited",
    }

    glide_s = 0.25
    paints_in_place = True  #: the table's layers repaint only the parts a move changed
    board_in_place = True  #: and so do the table-top board's
    seat_in_place = True  #: and each player's strip's

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self._geo_key: Any = None
        self._geo: dict[str, Any] = {}
        self._more: dict[Spot, list[pygame.Rect]] = {}  #: the last layout's further token places
        self._clicks: tuple[Any, tuple[Any, ...]] = (None, ())  #: an observation and the targets of its clicks
        self._layers: dict[Any, Layers] = {}  #: "full", or table-top mode's "board" and each seat's strip

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        self._geo_key = None
        self._card_rects.clear()
        self._layers.clear()

    # --- geometry --------------------------------------------------------------------------------

    def _geometry(self, obs: R.State, rect: pygame.Rect, areas: bool = True) -> dict[str, Any]:
        key = (tuple(rect), obs.locs, len(obs.seats), self.kit.scale, areas)
        if key != self._geo_key:
            self._geo = L.geometry(self.kit, obs, rect, areas)
            self._geo_key = key
            self._card_rects.clear()
        return self._geo

    def _kept(self, name: Any) -> Layers:
        """The layers of the whole table ("full"), or of table-top mode's board or a seat's strip;
        those of the other layout are let go."""
        for other in [n for n in self._layers if (n == "full") != (name == "full")]:
            del self._layers[other]
        if name not in self._layers:
            self._layers[name] = Layers()
        return self._layers[name]

    def _shape(self, rect: pygame.Rect) -> tuple[Hashable, ...]:
        """What every part of the view depends on besides what it shows."""
        return (tuple(rect), self._geo_key, self.kit.scale, self.kit.player_colors)

    # --- GameView API ----------------------------------------------------------------------------

    def layout(
        self, obs: R.State, viewer: int | None, rect: pygame.Rect, areas: bool = True
    ) -> dict[Spot, pygame.Rect]:
        g = self._geometry(obs, rect, areas)
        spots: dict[Spot, pygame.Rect] = {}
        for lid, r in g["cards"].items():
            spots[Spot("loc", lid)] = r
        self._more = {}
        if obs.tile == "oust" and obs.cursor == 1 and not obs.steals:
            for i, lid in enumerate(obs.locs):
                centres, radius = self._slot_centres(lid, self._card_parts(g["cards"][lid], lid, obs)["slots"])
                for j, owner in enumerate(self._slot_owners(obs, i)):
                    if owner >= 0:  # the last token of each owner is its spot; the others may be dragged too
                        c = centres[j]
                        r = pygame.Rect(c[0] - radius, c[1] - radius, 2 * radius, 2 * radius)
                        sid = Spot("token", lid, owner)
                        if sid in spots:
                            self._more.setdefault(sid, []).append(spots[sid])
                        spots[sid] = r
        pool = obs.pool
        for tile, r in g["tiles"].items():
            if tile in pool:
                spots[Spot("tile", tile)] = r
        spots[SUPPLY] = g["supply"]
        for s, a in g["areas"].items():
            spots.update(self._area_spots(s, a))
        return spots

    @staticmethod
    def _area_spots(s: int, a: dict[str, pygame.Rect]) -> dict[Spot, pygame.Rect]:
        return {
            Spot("player", seat=s): a["head"],
            Spot("tokens", seat=s): a["tokens"],
            Spot("area", seat=s): a["tiles"],
        }

    # --- table-top mode: each player's area on their own edge -------------------------------------

    def seat_depth(self, obs: R.State, seat: int, length: int) -> int | None:
        return L.area_depth(length)

    def layout_board(self, obs: R.State, viewer: int | None, rect: pygame.Rect) -> dict[Spot, pygame.Rect]:
        return self.layout(obs, viewer, rect, areas=False)

    def draw_board(
        self, surface: pygame.Surface, obs: R.State, viewer: int | None, rect: pygame.Rect, spots: dict[Spot, Any]
    ) -> None:
        self.draw(surface, obs, viewer, rect, spots, areas=False)

    def layout_seat(self, obs: R.State, viewer: int | None, seat: int, rect: pygame.Rect) -> dict[Spot, pygame.Rect]:
        return self._area_spots(seat, L.area_parts(self.kit, rect))

    def draw_seat(
        self,
        surface: pygame.Surface,
        obs: R.State,
        viewer: int | None,
        seat: int,
        rect: pygame.Rect,
        spots: dict[Spot, Any],
    ) -> None:
        """A player's area on their strip, painted by its layers: in place (the table's strip,
        holding the last drawing), only the parts a move changed, on the strip's own ground."""
        if self.ground is not None:  # (the table's ground: the strip's, the same for a surface of this size)
            ground: Any = ("strip", surface.get_size())
        else:  # (the corner of the panel, outside its rounded edge: whatever the surface was filled with)
            at = rect.topleft
            ground = tuple(surface.get_at(at)) if surface.get_rect().collidepoint(at) else None
        parts = self._seat_parts(surface, obs, seat, rect, spots, ground)
        self.damage = self._kept(seat).paint(surface, parts, self.in_place, self.ground)

    def _seat_parts(
        self, surface: pygame.Surface, obs: R.State, seat: int, rect: pygame.Rect, spots: dict[Spot, Any], ground: Any
    ) -> list[Any]:
        shape = (self._shape(rect), surface.get_bitsize(), ground)
        parts = self._area_parts(surface, self._area_shows(obs, seat), seat, L.area_parts(self.kit, rect), shape)
        return parts + self._ring_parts(surface, self._click_targets(obs, spots), spots, shape)

    def seat_key(self, obs: R.State, viewer: int | None, seat: int, rect: pygame.Rect, spots: dict[Spot, Any]) -> Any:
        """A player's strip: all their area shows (its parts read nothing else), and the choices
        ringed on it."""
        return self._area_shows(obs, seat), self._click_targets(obs, spots)

    def _click_targets(self, obs: R.State, spots: dict[Spot, Any]) -> tuple[Spot, ...]:
        """The spots of ``spots`` that a click chooses now (each gets a quiet outline)."""
        if self._clicks[0] is not obs:  # (found once for each observation: every strip asks)
            seat = R.to_act(obs)
            legal = R.legal_actions(obs) if seat is not None else []
            self._clicks = (obs, tuple(a.target for a in legal if a.target and not a.source))
        return tuple(target for target in self._clicks[1] if target in spots)

    def more_regions(self, obs: R.State) -> dict[Spot, list[pygame.Rect]]:
        """The other tokens of an owner on a card while an oust is to be chosen: any may be dragged."""
        return dict(self._more)

    def draw(
        self,
        surface: pygame.Surface,
        obs: R.State,
        viewer: int | None,
        rect: pygame.Rect,
        spots: dict[Spot, pygame.Rect],
        areas: bool = True,
    ) -> None:
        """The whole table (or table-top mode's board, without ``areas``), painted by its layers:
        in place, only the parts a move changed."""
        g = self._geometry(obs, rect, areas)
        shape = self._shape(rect)
        parts = self._board_parts(surface, obs, g, shape)
        parts += self._ring_parts(surface, self._click_targets(obs, spots), spots, shape)
        self.damage = self._kept("full" if areas else "board").paint(surface, parts, self.in_place, palette.TABLE)

    # --- words -----------------------------------------------------------------------------------

    def status(self, obs: R.State) -> str:
        return str(self._status(obs))

    @staticmethod
    def _status(obs: R.State) -> Said:
        if obs.over:
            return t("The game is over.")
        seat = R.to_act(obs)
        who = R.seat_name(obs, seat) if seat is not None else ""
        if obs.steals:
            return t("{who} chooses whom to steal from.", who=who)
        if not obs.tile:
            return t("Round {round}: {who} picks an action tile (drag it to their area).", round=obs.round, who=who)
        name = tile_name(obs.tile)
        chooser = R.seat_name(obs, obs.chooser)
        if obs.cursor == 1:
            if obs.tile == "oust":
                return t(
                    "{tile} perk: {who} may pay {cost} to drag a token to the supply.",
                    tile=name,
                    who=chooser,
                    cost=1 if not obs.removed else 3,
                )
            if obs.tile == "presence":
                return t(
                    "{tile} perk: {who} may click a location they control for its ousted bonus.", tile=name, who=chooser
                )
            if obs.tile == "scavenge":
                return t("{tile} perk: {who} clicks the supply or a player to steal from.", tile=name, who=chooser)
            return t("{tile} perk", tile=name)
        if obs.tile == "influence":
            if seat == obs.chooser:
                return t("{tile}: {who} may drag a token onto a location (the perk: 1 cheaper).", tile=name, who=who)
            return t("{tile}: {who} may drag a token onto a location.", tile=name, who=who)
        return t("{tile} picked by {who}.", tile=name, who=chooser)

    def seat_summary(self, obs: R.State, seat: int) -> str:
        mints = tn("{n} mint", "{n} mints", obs.mints[seat])
        left = tn("{n} token left", "{n} tokens left", R.TOKENS - R.placed(obs, seat))
        if obs.held[seat]:
            held = ", ".join(str(tile_name(x)) for x in obs.held[seat])
            return str(t("{mints} · {tokens} · {tiles}", mints=mints, tokens=left, tiles=held))
        return str(t("{mints} · {tokens}", mints=mints, tokens=left))

    def tooltip(self, obs: R.State, spot: SpotId) -> str | None:
        said = self._tooltip(obs, spot)
        return None if said is None else str(said)

    def _tooltip(self, obs: R.State, spot: SpotId) -> Said | str | None:
        if not isinstance(spot, Spot):
            return None
        kind, s = spot.kind, spot.seat
        lid = _name(spot.key, BY_ID)
        if kind == "loc" and lid:
            return self._location_text(obs, lid)
        if kind == "token" and lid and s is not None:
            i = obs.locs.index(lid) if lid in obs.locs else -1
            cost = R.oust_cost(obs, i) if i >= 0 else 0
            return tn(
                "{who}'s token on {place}. Drag it to the supply to oust it for {n} mint; its owner gains {bonus}.",
                "{who}'s token on {place}. Drag it to the supply to oust it for {n} mints; its owner gains {bonus}.",
                cost,
                who=R.seat_name(obs, s),
                place=place_name(lid),
                bonus=BY_ID[lid].ousted.text,
            )
        tile = _name(spot.key, TILE_BY_ID)
        if kind == "tile" and tile:
            x = TILE_BY_ID[tile]
            return t(
                "{tile}. Everyone: {action} Whoever picks it, after their own action: {perk}",
                tile=data(x.name),
                action=data(x.action),
                perk=data(x.perk),
            )
        if kind in ("area", "player", "tokens") and s is not None and 0 <= s < len(obs.seats):
            name = R.seat_name(obs, s)
            if kind == "tokens":
                return tn(
                    "{who}'s {n} unplaced token: drag it onto a location to influence it.",
                    "{who}'s {n} unplaced tokens: drag one onto a location to influence it.",
                    R.TOKENS - R.placed(obs, s),
                    who=name,
                )
            if kind == "area":
                return t("{who}'s picked tiles. Drag a tile from the pool here to pick it.", who=name)
            return t(
                "{who}: {mints}, {tokens}, {points} now.",
                who=name,
                mints=tn("{n} mint", "{n} mints", obs.mints[s]),
                tokens=tn("{n} token placed", "{n} tokens placed", R.placed(obs, s)),
                points=tn("{n} point", "{n} points", R.scores(obs)[s]),
            )
        if spot == SUPPLY:
            return tn(
                "The supply: {supply} of {n} mint. Nobody gains more than is left here.",
                "The supply: {supply} of {n} mints. Nobody gains more than is left here.",
                R.MINTS,
                supply=obs.supply,
            )
        return None

    def _location_text(self, obs: R.State, lid: str) -> str:
        loc = BY_ID[lid]
        place = data(loc.name)
        if loc.effect == "GALLERY":
            head = t(
                "{place}: 1 point per own token (no stars for control); costs {cost} to influence; {spaces} spaces.",
                place=place,
                cost=loc.cost,
                spaces=loc.spaces,
            )
        else:
            head = tn(
                "{place}: {n} star; costs {cost} to influence; {spaces} spaces.",
                "{place}: {n} stars; costs {cost} to influence; {spaces} spaces.",
                loc.stars,
                place=place,
                cost=loc.cost,
                spaces=loc.spaces,
            )
        lines = [str(head)]
        if loc.effect != "NONE":
            lines.append(str(t("{effect}.", effect=self._effect_line(obs, loc.effect))))
        lines.append(
            str(
                t(
                    "Ousted bonus: {ousted}. Presence bonus: {presence}.",
                    ousted=loc.ousted.text,
                    presence=loc.presence.text,
                )
            )
        )
        if lid in obs.locs:
            i = obs.locs.index(lid)
            row = obs.tokens[i]
            held = ", ".join(f"{R.seat_name(obs, s)} {k}" for s, k in enumerate(row) if k)
            c = R.controller(obs, i)
            if c >= 0:
                owner = t("Controlled by {who}.", who=R.seat_name(obs, c))
            else:
                owner = t("Nobody controls it.")
            if held:
                lines.append(str(t("Tokens: {tokens}. {control}", tokens=held, control=owner)))
            else:
                lines.append(str(t("Tokens: none. {control}", control=owner)))
            seat = R.to_act(obs)
            if seat is not None and obs.tile == "influence" and obs.cursor != 1:
                cost = R.influence_cost(obs, seat, i)
                lines.append(str(t("{who} would pay {cost}.", who=R.seat_name(obs, seat), cost=cost)))
        return " ".join(lines)

    def glide_for(self, obs: R.State, action: Action) -> tuple[Spot, Spot] | None:
        if isinstance(action, (R.Claim, R.Scavenge, R.Steal)):
            # the mints come from the card, the supply or the victim to the one who acts
            return action.target, Spot("player", seat=R.to_act(obs))
        return None

    def action_for(self, obs: R.State, source: SpotId, target: SpotId | None) -> Action | None:
        """The move a drop means (the table asks the rules why it is refused, when it is)."""
        return self._action_for(obs, source, target)

    @staticmethod
    def _action_for(obs: R.State, source: SpotId, target: SpotId | None) -> Action | None:
        if not isinstance(source, Spot) or not isinstance(target, Spot):
            return None
        lid = _name(target.key, BY_ID)
        if source.kind == "tokens" and target.kind == "loc" and source.seat is not None and lid:
            return R.Influence(source.seat, lid)
        tile = _name(source.key, TILE_BY_ID)
        if source.kind == "tile" and target.kind == "area" and target.seat is not None and tile:
            return R.Pick(target.seat, tile)
        lid = _name(source.key, BY_ID)
        if source.kind == "token" and target == SUPPLY and source.seat is not None and lid:
            return R.Oust(lid, source.seat)
        return None


VIEW = ControlView
