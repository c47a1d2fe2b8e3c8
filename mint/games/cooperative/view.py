"""The Mint Cooperative table: county map, freshness tracks, panic track, dice, heroes, cards.

``view_layout`` says where everything goes and which words fit (the table's words in full and
in short), ``view_tabletop`` where it goes on a screen lying flat; ``view_draw`` paints it, and
``view_layers`` keeps each part painted until what it shows changes.

In table-top mode each seat's strip holds the heroes it plays (their cards and stunts) and its
Mint It Up! mint; the shared board holds the rest, its pieces finger-sized.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from mint.core.boards import load_board
from mint.core.spots import Spot
from mint.core.words import Said, data, t, tn
from mint.games.cooperative import rules as R
from mint.games.cooperative import stored
from mint.games.cooperative import view_draw as D
from mint.games.cooperative import view_layers as KEPT
from mint.games.cooperative import view_layout as L
from mint.games.cooperative import view_tabletop as TT
from mint.games.cooperative.actions import DECK, DICE, SPARE, SUPPLY
from mint.games.cooperative.cards import FACES, HEROES, STUNTS, TOWNS, TROUBLE, VILLAINS
from mint.games.cooperative.describe import shown_said
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.layers import Layers, Part
from mint.ui.view_api import GameView

ACCENT = D.ACCENT
FACE_SHORT = L.FACE_SHORT
PHASE_HELP = {
    "pick": t("Choose a hero for the next place at the table"),
    "roll": t("One die is left: roll all four dice for a new round"),
    "check": t("Spend a Mint It Up! mint on a die before the trouble check, or keep the roll"),
    "spend": t("Spend a Mint It Up! mint on a die before the next hero takes one, or keep it"),
    "fix": t("Choose the new face for the die"),
    "reveal": t("Reveal the next card of the trouble check"),
}
#: the same, where a Mint It Up! decision may fall to any player: ``{player}`` names whose it is
PLAYER_HELP = {
    "check": t("{player}: spend a Mint It Up! mint on a die before the trouble check, or keep the roll"),
    "spend": t("{player}: drag your Mint It Up! mint onto a die before {hero} takes one, or keep it"),
    "fix": t("{player}: choose the new face for the die"),
}
#: what the hero doing a step is asked for, by the step's kind (``{hero}`` names them)
TASK_HELP = {
    "run": t("{hero}: run to a neighbouring town"),
    "fly": t("{hero}: fly to any town"),
    "rescue": t("{hero}: fly to any town"),
    "companion": t("{hero}: a hero here may fly along"),
    "guide": t("{hero}: choose a hero to run and mint"),
    "teamup": t("{hero}: choose a hero to do their feat"),
    "token": t("{hero}: remove a villain token"),
    "reroll": t("{hero}: choose dice to reroll"),
}
#: the villain card's lines, as the tooltip names them
VILLAIN_LINES = {
    "trouble": t("Trouble"),
    "double_trouble": t("Double Trouble"),
    "triple_threat": t("Triple Threat"),
    "exploit": t("Exploit"),
    "event": t("Event"),
    "ongoing": t("Ongoing"),
    "mayhem": t("Mayhem"),
    "loss": t("Loss"),
}


PANIC = Spot("panic")
VILLAIN = Spot("villain")


class CooperativeView(GameView):
    """Draws a Mint Cooperative observation; every spot id matches an action's source or target."""

    paints_in_place = True  #: the whole table's layers repaint only the parts that changed
    board_in_place = True  #: and so do the table-top board's
    seat_in_place = True  #: and each seat strip's

    #: the rules page heading (id) that explains each kind of spot: F1 over it opens the page there
    RULES_AT = {
        "hero": "the-heroes",
        "die": "a-turn",
        "dice": "a-turn",
        "stunt": "the-stunts",
        "track": "the-table",
        "town": "the-table",
        "token": "the-villains",
        "meeple": "a-turn",
        "villain": "the-villains",
        "supply": "a-turn",
        "spare": "mint-it-up",
        "shown": "trouble-cards",
        "panic": "the-table",
        "deck": "trouble",
    }
    accent = ACCENT
    glide_s = 0.28

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self.board = load_board("cooperative")
        self._spots = {}
        for town in R.TOWN_IDS:
            s = self.board.spot(town)
            self._spots[town] = (s.x, s.y, s.width, s.height)
        self._geo_key: Any = None
        self._geo: dict[str, Any] = {}
        self._tt: dict[Any, dict[str, Any]] = {}  #: table-top geometries: the board's and each seat's, by rect
        self._layers = Layers()  #: the whole table's parts, as last painted
        self._board_layers = Layers()  #: table-top mode: the shared board's ...
        self._seat_layers: dict[int, Layers] = {}  #: ... and each seat strip's

    def set_kit(self, kit: Kit) -> None:
        """A new kit: a new window, or a new language (the geometries hold the villain card's words)."""
        super().set_kit(kit)
        self._geo_key = None
        self._tt.clear()
        self._forget(normal=True, tabletop=True)

    def _forget(self, normal: bool, tabletop: bool) -> None:
        """Let go of the kept paintings of one layout (while the other is drawn) or of both."""
        if normal:
            self._layers.clear()
        if tabletop:
            self._board_layers.clear()
            self._seat_layers.clear()

    def _shape(self, geometry_key: Any) -> tuple[Any, ...]:
        """What every kept part depends on besides the observation: the kit and the geometry."""
        return (self.kit.scale, self.kit.player_colors, geometry_key)

    # --- geometry ----------------------------------------------------------------------------
    def _geometry(self, obs: R.State, rect: pygame.Rect) -> dict[str, Any]:
        nheroes = len(R.HERO_IDS) if obs.phase == "pick" else len(obs.heroes)
        key = (tuple(rect), self.kit.scale, nheroes, obs.phase == "pick", obs.villain)
        if key != self._geo_key:
            self._geo = L.geometry(self.kit, obs, rect, self._spots)
            self._geo_key = key
        return self._geo

    def layout(self, obs: R.State, viewer: int | None, rect: pygame.Rect) -> dict[Spot, pygame.Rect]:
        g = self._geometry(obs, rect)
        spots = self._board_spots(obs, g)
        pick = obs.phase == "pick"
        for card, hero in zip(g["hero_cards"], self._hero_order(obs), strict=False):
            body, stunt = L.hero_parts(self.kit, card, pick)
            spots[Spot("hero", hero)] = body
            if not pick:
                spots[Spot("stunt", hero)] = stunt
        return spots

    def _board_spots(self, obs: R.State, g: dict[str, Any]) -> dict[Spot, pygame.Rect]:
        """Everything's spots but the hero cards'; in table-top mode (``g["finger"]``) the board
        has no Mint It Up! mints (they lie in the strips), and while heroes are picked, no dice
        and no trouble panel."""
        k = self.kit
        finger = g.get("finger", False)
        spots: dict[Spot, pygame.Rect] = {}
        if g["panic"] is not None:
            spots[PANIC] = g["panic"]
        spots[VILLAIN] = g["villain"]
        if g["cards"] is not None:
            spots[DECK] = g["deck"]
        gorillic = R.VILLAINS[obs.villain].token == "gorillic"
        for town, r in g["towns"].items():
            spots[Spot("town", town)] = r
            track = L.town_parts(k, r, finger)["track"]
            spots[Spot("track", town)] = track
            tokens = obs.tokens[R.TIDX[town]]
            if tokens:
                spots[Spot("token", town)] = L.token_rect(k, obs, r, R.TIDX[town], finger) if gorillic else track
        for hero, r in L.meeple_rects(k, obs, g["towns"], finger).items():
            spots[Spot("meeple", hero)] = r
        if g["tray"] is not None:
            dice = g["dice"]
            if obs.phase != "roll":  # when rolling, a click anywhere on the dice rolls them
                for i, r in enumerate(dice):
                    spots[Spot("die", i)] = r
            spots[DICE] = dice[0].unionall(dice[1:]).inflate(k.px(12), k.px(12))
        spots[SUPPLY] = g["supply"]
        if any(obs.spare) and g["spare"] is not None:
            spots[SPARE] = g["spare"]
        if g["cards"] is not None:
            boxes = L.shown_rows(k, obs, g["shown"], k.px(L.FINGER) if finger else 0)[1]
            for j, (_, box) in enumerate(boxes):  # the revealed cards, by their place in obs.shown
                spots[Spot("shown", len(obs.shown) - len(boxes) + j)] = box
        return spots

    # --- table-top mode: each seat's heroes on its own edge ---------------------------------------
    def _kept(self, key: tuple[Any, ...], make: Any) -> dict[str, Any]:
        """A table-top geometry, kept by its key (the board's and every seat's, each by its rect)."""
        if key not in self._tt:
            if len(self._tt) > 24:
                self._tt.clear()
            self._tt[key] = make()
        return self._tt[key]

    def _board_geometry(self, obs: R.State, rect: pygame.Rect) -> dict[str, Any]:
        pick = obs.phase == "pick"
        unchosen = tuple(h for h in R.HERO_IDS if h not in obs.heroes) if pick else ()
        key = ("board", tuple(rect), self.kit.scale, obs.villain, pick, unchosen)
        return self._kept(key, lambda: TT.board_geometry(self.kit, obs, rect, self._spots))

    def _seat_geometry(self, obs: R.State, seat: int, rect: pygame.Rect) -> dict[str, Any]:
        key = ("seat", seat, tuple(rect), self.kit.scale, obs.control, obs.spare[seat])
        return self._kept(key, lambda: TT.seat_geometry(self.kit, obs, seat, rect))

    def seat_depth(self, obs: R.State, seat: int, length: int) -> int | None:
        return TT.seat_depth(obs, seat, length)

    def layout_board(self, obs: R.State, viewer: int | None, rect: pygame.Rect) -> dict[Spot, pygame.Rect]:
        g = self._board_geometry(obs, rect)
        spots = self._board_spots(obs, g)
        if obs.phase == "pick":  # the heroes still to pick
            for card, hero in zip(g["hero_cards"], self._unchosen(obs), strict=False):
                spots[Spot("hero", hero)] = card
        return spots

    def draw_board(
        self, surface: pygame.Surface, obs: R.State, viewer: int | None, rect: pygame.Rect, spots: dict[Spot, Any]
    ) -> None:
        g = self._board_geometry(obs, rect)
        pick = obs.phase == "pick"
        unchosen = tuple(self._unchosen(obs)) if pick else ()
        shape = self._shape(("board", tuple(rect), obs.villain, pick, unchosen))
        words = partial(self._dice_words, obs)
        parts = KEPT.table_parts(self.kit, surface, obs, g, self.board.roads, shape, words, unchosen, foot=0)
        self._forget(normal=True, tabletop=False)
        self.damage = self._board_layers.paint(surface, parts, self.in_place, palette.TABLE)

    def layout_seat(self, obs: R.State, viewer: int | None, seat: int, rect: pygame.Rect) -> dict[Spot, pygame.Rect]:
        """The seat's heroes (their cards, and their stunts once dealt) and, while the seat is to
        decide, its Mint It Up! mint."""
        g = self._seat_geometry(obs, seat, rect)
        spots: dict[Spot, pygame.Rect] = {}
        for h, body, stunt in g["slots"]:
            hero = obs.heroes[h]
            if hero:
                spots[Spot("hero", hero)] = body
                if obs.phase != "pick":
                    spots[Spot("stunt", hero)] = stunt
        if g["spare"] is not None and R.to_act(obs) == seat:
            spots[SPARE] = g["spare"]
        return spots

    def draw_seat(
        self,
        surface: pygame.Surface,
        obs: R.State,
        viewer: int | None,
        seat: int,
        rect: pygame.Rect,
        spots: dict[Spot, Any],
    ) -> None:
        self._forget(normal=True, tabletop=False)
        layers = self._seat_layers.setdefault(seat, Layers())
        self.damage = layers.paint(surface, self._seat_parts(surface, obs, seat, rect), self.in_place, self.ground)

    def seat_key(self, obs: R.State, viewer: int | None, seat: int, rect: pygame.Rect, spots: dict[Spot, Any]) -> Any:
        """A seat's strip is its kept parts alone: their names, keys and areas say all it shows."""
        parts = self._seat_parts(pygame.Surface((1, 1)), obs, seat, rect)  # (nothing is painted here)
        return tuple((p.name, p.key, tuple(p.area), p.kept) for p in parts)

    def _seat_parts(self, surface: pygame.Surface, obs: R.State, seat: int, rect: pygame.Rect) -> list[Part]:
        g = self._seat_geometry(obs, seat, rect)
        shape = self._shape(("seat", seat, tuple(rect), obs.control, obs.spare[seat]))
        return KEPT.seat_parts(self.kit, surface, obs, seat, g, shape)

    @staticmethod
    def _unchosen(obs: R.State) -> list[str]:
        return [h for h in R.HERO_IDS if h not in obs.heroes]

    def _hero_order(self, obs: R.State) -> list[str]:
        if obs.phase == "pick":
            chosen = [h for h in obs.heroes if h]
            return chosen + [h for h in R.HERO_IDS if h not in chosen]
        return list(obs.heroes)

    # --- drawing -------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        obs: R.State,
        viewer: int | None,
        rect: pygame.Rect,
        spots: dict[Spot, pygame.Rect],
    ) -> None:
        g = self._geometry(obs, rect)
        shape = self._shape(self._geo_key)
        words = partial(self._dice_words, obs)
        parts = KEPT.table_parts(self.kit, surface, obs, g, self.board.roads, shape, words, self._hero_order(obs))
        self._forget(normal=False, tabletop=True)
        self.damage = self._layers.paint(surface, parts, self.in_place, palette.TABLE)

    def _dice_words(self, obs: R.State) -> tuple[str, list[str]]:
        """The tray's label, and beside each die: what it would do for the next hero to take one
        (named in the label), who took it, or (between rounds) what its face does."""
        rows = self.plan(obs)
        h = obs.heroes.index(rows[0][0]) if rows else -1
        words = []
        for i in range(R.NDICE):
            if obs.taken[i] >= 0 and obs.heroes[obs.taken[i]]:
                words.append(str(t("taken by {hero}", hero=data(HEROES[obs.heroes[obs.taken[i]]].name))))
            elif h >= 0:
                words.append(L.die_words(obs, h, obs.dice[i]))
            else:
                words.append(L.face_words(obs.dice[i]))
        if rows:
            head = t("Action dice for {hero}", hero=data(HEROES[rows[0][0]].name))
        else:
            head = t("Action dice: roll them for a new round") if obs.phase == "roll" else t("Action dice")
        return str(head), words

    def plan(self, obs: R.State) -> list[tuple[str, list[str]]]:
        """For each hero still to act this round: what each unused die would do for them."""
        if obs.phase in ("pick", "over"):
            return []
        free = [i for i in range(R.NDICE) if obs.taken[i] < 0]
        turns = max(0, len(free) - 1) if obs.phase not in ("roll",) else 0
        if obs.phase in ("task",):
            turns = max(0, len(free) - 1)
        rows = []
        start = obs.active if obs.phase != "task" else (obs.active + 1) % len(obs.heroes)
        for j in range(turns):
            h = (start + j) % len(obs.heroes)
            hero = obs.heroes[h]
            cells = []
            for i in free:
                face = obs.dice[i]
                text = str(FACE_SHORT[face])
                if face == 5:
                    text = str(data(HEROES[hero].feat_short))
                elif face == 6:
                    text = str(data(VILLAINS[obs.villain].text("exploit_short")))
                elif face in (1, 2, 3):
                    text += f" @ {TOWNS[R.TOWN_IDS[obs.where[h]]].short}" if face != 3 else ""
                sid = obs.stunts[h]
                if sid and STUNTS[sid].face == face:
                    text += f" | {data(STUNTS[sid].name)}"
                cells.append(text)
            rows.append((hero, cells))
        return rows

    # --- words ---------------------------------------------------------------------------------
    def status(self, obs: R.State) -> str:
        return str(self._status(obs))

    def _status(self, obs: R.State) -> Said:
        if obs.phase == "over":
            return t("The heroes win!") if obs.result == "won" else t("Lost: {why}", why=stored.loss(obs.result))
        hero = data(HEROES[obs.heroes[obs.active]].name) if obs.phase != "pick" else ""
        if obs.phase in PLAYER_HELP and len(obs.seats) > 1:
            # a Mint It Up! decision may fall to any player: say whose it is
            who = R.seat_name(obs, R.to_act(obs) or 0)
            return stored.said(PLAYER_HELP[obs.phase], player=who, hero=hero)
        if obs.phase in PHASE_HELP:
            return PHASE_HELP[obs.phase]
        if obs.phase == "choose":
            return t("{hero}: take a die (drag it onto the hero card)", hero=hero)
        task = obs.tasks[0]
        doer = data(HEROES[obs.heroes[task.hero]].name)
        if task.do == "mint":
            return self._mint_words(obs, doer)
        if task.do in TASK_HELP:
            return stored.said(TASK_HELP[task.do], hero=doer)
        return t("{hero}: finish the die", hero=doer)

    @staticmethod
    def _mint_words(obs: R.State, hero: Said) -> Said:
        """Which tracks may take the mints now, named (they are lit only while a mint is held)."""
        try:
            towns = [a.town for a in R.legal_actions(obs) if isinstance(a, R.Mint)]
        except Exception:  # noqa: BLE001 - an observation the rules cannot list: the plain words
            towns = []
        names = [data(TOWNS[x].name) for x in dict.fromkeys(towns) if x in TOWNS]
        if not names:
            return t("{hero}: drag a mint from the supply onto a town's track", hero=hero)
        if len(names) > 3:
            return t("{hero}: drag a mint from the supply onto the track of one of {n} towns", hero=hero, n=len(names))
        if len(names) == 3:
            return t(
                "{hero}: drag a mint from the supply onto the track of {first}, {second} or {third}",
                hero=hero,
                first=names[0],
                second=names[1],
                third=names[2],
            )
        if len(names) == 2:
            return t(
                "{hero}: drag a mint from the supply onto the track of {first} or {second}",
                hero=hero,
                first=names[0],
                second=names[1],
            )
        return t("{hero}: drag a mint from the supply onto the track of {town}", hero=hero, town=names[0])

    def tooltip(self, obs: R.State, spot: Spot) -> str | None:
        said = self._tooltip(obs, spot)
        return None if said is None else str(said)

    def _tooltip(self, obs: R.State, spot: Spot) -> Said | str | None:
        if not isinstance(spot, Spot):
            return None
        kind, key = spot.kind, spot.key
        if kind in ("town", "track", "token") and isinstance(key, str) and key in R.TIDX:
            i = R.TIDX[key]
            town = data(TOWNS[key].name)
            vis = R.visible(obs, i)
            lines = [
                tn(
                    "{town}: {mints} of 5 mints, {n} panic symbol showing",
                    "{town}: {mints} of 5 mints, {n} panic symbols showing",
                    vis,
                    town=town,
                    mints=obs.mints[i],
                )
            ]
            if obs.tokens[i]:
                villain = str(data(VILLAINS[obs.villain].name))
                lines.append(tn("{n} {villain} token", "{n} {villain} tokens", obs.tokens[i], villain=villain))
            near = ", ".join(str(data(TOWNS[n].name)) for n in TOWNS[key].neighbours)
            lines.append(t("Next to: {towns}", towns=near))
            return ". ".join(str(line) for line in lines)
        if kind == "die" and isinstance(key, int):
            face = FACES[obs.dice[key]]
            name, text = data(face.name), data(face.text)
            if obs.taken[key] >= 0:
                tip = str(t("Die {die}: {face} (used). {text}", die=key + 1, face=name, text=text))
            else:
                tip = str(t("Die {die}: {face}. {text}", die=key + 1, face=name, text=text))
                for hero, _ in self.plan(obs):
                    does = L.die_words(obs, obs.heroes.index(hero), obs.dice[key])
                    tip += "\n" + str(t("For {hero}: {does}", hero=data(HEROES[hero].name), does=does))
            return tip
        if kind == "shown" and isinstance(key, int) and 0 <= key < len(obs.shown):
            item = obs.shown[key]
            if item.kind == "trouble":
                printed = " + ".join(f"{data(TOWNS[town].name)} {n}" for town, n in TROUBLE[item.card].targets)
                return t("{line}. The card: {printed}", line=shown_said(item), printed=printed)
            return shown_said(item)
        if kind in ("hero", "meeple") and isinstance(key, str) and key in HEROES:
            return t("{hero}: {feat}", hero=data(HEROES[key].name), feat=data(HEROES[key].feat_text))
        if kind == "stunt" and isinstance(key, str) and key in HEROES and key in obs.heroes:
            sid = obs.stunts[obs.heroes.index(key)]
            if not sid:
                return t("No stunt card.")
            st = STUNTS[sid]
            return t("{stunt} (take a {face}): {text}", stunt=data(st.name), face=st.face, text=data(st.text))
        if spot == VILLAIN:
            v = VILLAINS[obs.villain]
            return " ".join(
                str(t("{line}: {text}", line=VILLAIN_LINES.get(k, k), text=data(text)))
                for k, text in v.texts
                if k != "exploit_short"
            )
        if spot == DECK:
            return tn(
                "{n} card left; {mayhem} of 3 mayhem cards resolved. One mayhem card hides in each stretch of five cards.",
                "{n} cards left; {mayhem} of 3 mayhem cards resolved. One mayhem card hides in each stretch of five cards.",
                len(obs.trouble_deck),
                mayhem=obs.mayhem,
            )
        if spot == PANIC:
            return t("Regional panic {panic}. The heroes lose at {loss}.", panic=obs.panic, loss=R.PANIC_LOSS)
        if spot == SUPPLY:
            return t("White mint supply: drag a mint onto a lit freshness track.")
        if spot == SPARE:
            return t("Mint It Up!: drag onto a die to turn it to any face (once per player).")
        if spot == DICE:
            return stored.roll(obs.roll_text) if obs.roll_text else t("The action dice.")
        return None

    def tumble_for(self, obs: R.State, action: Any) -> tuple[Spot, ...]:
        """A roll tumbles all four dice; Sugar Rush tumbles the ones it rerolls."""
        if isinstance(action, R.Roll):
            return tuple(Spot("die", i) for i in range(4))
        if isinstance(action, R.Reroll):
            return tuple(Spot("die", i) for i in action.dice)
        return ()

    def action_for(self, obs: R.State, source: Spot, target: Spot | None) -> Any:
        """The move a drop means (the table asks the rules why it is refused, when it is)."""
        return self._action_for(obs, source, target)

    def _action_for(self, obs: R.State, source: Spot, target: Spot | None) -> Any:
        if not isinstance(source, Spot) or not isinstance(target, Spot):
            return None
        s_key, t_key = source.key, target.key
        if source.kind == "die" and isinstance(s_key, int) and t_key in HEROES:
            return (R.Take if target.kind == "hero" else R.PlayStunt)(s_key, str(t_key))
        if source.kind == "meeple" and s_key in HEROES and target.kind == "town" and t_key in R.TIDX:
            return R.Move(str(s_key), str(t_key))
        if source == SUPPLY and target.kind == "track" and t_key in R.TIDX:
            return R.Mint(str(t_key))
        if source == SPARE and target.kind == "die" and isinstance(t_key, int):
            return R.MintItUp(t_key)
        return None


VIEW = CooperativeView
