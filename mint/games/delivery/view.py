"""Mint Delivery on the table: the 3 × 3 map (or the solitaire factory) drawn from its .tmx, the
town order rows, the trucks and road tokens, the supply, and every driver's area.

Spot ids are ``Spot`` values (the rules' actions name the same ones):
    Spot("space", name)            a map or factory space
    Spot("truck", seat=s)          a truck (during play only the one that acts)
    Spot("area", seat=s)           a driver's area; Spot("mints", seat=s) its mint handle
    Spot("mint", letter, s)        one colour of mints on seat s's truck
    Spot("order", id)              an order card wherever it lies
    Spot("hand", j, s)             card j of seat s's dealt hand while keeping
    Spot("done", seat=s)           seat s's completed orders; Spot("claim", seat=s) the mints on a new order
    Spot("deck", town)             a town's order deck
    Spot("load", n), Spot("upgrade", into), Spot("ability", id), Spot("key")  supply-panel pieces
    Spot("supply"), Spot("box")    the mint supply, and the box removed orders go to
    solitaire: Spot("belt", name, slot) a front-counted belt slot (the third field is the slot),
    Spot("beltback", name), Spot("lane", name), Spot("stack", i), Spot("stacks"), Spot("tray"),
    Spot("return", letter), Spot("ai", "motive") and Spot("next", seat=1) where the AI's next order lies
"""

from __future__ import annotations

from typing import Any

from mint.core import words
from mint.core.game import Action
from mint.core.spots import Spot, SpotId
from mint.core.words import Said, data, t, tn
from mint.games.delivery import solo as solo_rules
from mint.games.delivery import solo_moves
from mint.games.delivery.actions import (
    BOX,
    SUPPLY,
    Acquire,
    AiStep,
    BeltLoad,
    Bonus,
    Claim,
    EndTurn,
    Fulfil,
    Keep,
    Load,
    Move,
    Remove,
    ReturnMint,
    Shift,
    Swap,
    Take,
    Unload,
    Upgrade,
)
from mint.games.delivery.cards import (
    ABILITY_BY_ID,
    DRIVER_BY_ID,
    FACTORY,
    MINTS,
    ORDER_INDEX,
    ORDERS,
    TOKEN_BY_ID,
    TOWNS,
    mint_name,
    town_name,
)
from mint.games.delivery.model import SPACE_KIND, State, oid, space_title
from mint.games.delivery.setup import STAR_LIMIT
from mint.games.delivery.view_layout import is_claiming
from mint.games.delivery.view_tabletop import DeliveryTabletop
from mint.ui import palette


class DeliveryView(DeliveryTabletop):
    """Where the pieces of Mint Delivery sit and how they look."""

    #: the rules page heading (id) that explains each kind of spot: F1 over it opens the page there
    RULES_AT = {
        "order": "take",
        "truck": "move",
        "belt": "solo-belts",
        "area": "turn",
        "mint": "load",
        "space": "the-map",
        "load": "load",
        "done": "fulfil",
        "upgrade": "upgrade",
        "mints": "load",
        "beltback": "solo-belts",
        "hand": "take",
        "ability": "abilities",
        "stack": "solo-actions",
        "return": "solo-belts",
        "stacks": "solo-actions",
        "key": "abilities",
        "claim": "take",
        "next": "solo-ai-turn",
        "lane": "solo-belts",
        "deck": "take",
        "ai": "solo-ai",
        "tray": "load",
        "supply": "load",
        "box": "solo-fulfil",
    }
    glide_s = 0.3

    # --- words ----------------------------------------------------------------------------

    def confirm(self, obs: Any, action: Any) -> str | None:
        """Ask before ending a turn with actions left, and before keeping orders worth more than
        6 stars (once every keep is shown, the lowest go back to the box)."""
        s: State = obs
        if isinstance(action, EndTurn) and s.phase == "play" and s.turn.left > 0:
            return str(
                tn(
                    "{n} action is still left this turn. End the turn anyway?",
                    "{n} actions are still left this turn. End the turn anyway?",
                    s.turn.left,
                )
            )
        if isinstance(action, Keep) and action.orders:
            stars = sum(ORDERS[ORDER_INDEX[o]].stars for o in action.orders)
            if stars > STAR_LIMIT:
                return str(
                    t(
                        "These orders are worth {stars} stars, more than {limit}. When every keep is shown, "
                        "the lowest go back to the box until {limit} stars or fewer remain. Keep them anyway?",
                        stars=stars,
                        limit=STAR_LIMIT,
                    )
                )
        return None

    def seat_mark(self, obs: Any, seat: int) -> tuple[str, palette.Color] | None:
        """The solitaire AI driver is drawn in its own colour as a square, like its truck."""
        s: State = obs
        if s.solo and seat == 1:
            return "square", palette.hexc(DRIVER_BY_ID[s.driver].colour)
        return None

    def turn_words(self, obs: Any) -> tuple[int, str] | None:
        """In the solitaire the AI driver's turn is the driver's, in truck 1's colour and shape."""
        s: State = obs
        if s.solo and s.phase == "play" and s.turn.seat == 1 and not s.returns:
            return 1, str(t("{driver} · AI driver", driver=str(data(DRIVER_BY_ID[s.driver].name))))
        return None

    def status(self, obs: Any) -> str:
        s: State = obs
        if s.phase == "over":
            return str(t("The game is over."))
        if s.phase == "keep":
            return str(t("Keep dealt orders worth 6 stars at most (a secret choice)."))
        said = self._status(s)
        line = str(said) if said is not None else ""
        if s.last_round and not (s.solo and s.turn.seat == 1 and not s.returns):  # (the AI's says it is its last)
            return str(t("{status} · Last round!", status=line))
        return line

    def _status(self, s: State) -> Said | None:
        """The play phase's status line (the last round's mark goes after it)."""
        turn = s.turn
        if s.solo:
            if s.returns:
                return t("Put the turned-in mints on the belts (10 at most each).")
            if turn.seat == 1:
                ai = {
                    "driver": str(data(DRIVER_BY_ID[s.driver].name)),
                    "motive": solo_rules.MOTIVES[solo_rules.settle_motive(s)],
                }
                if s.last_round:  # the solitaire's last round is the AI's last turn
                    return tn(
                        "{driver}'s last turn ({motive}, {n} action left): press Space",
                        "{driver}'s last turn ({motive}, {n} actions left): press Space",
                        turn.left,
                        **ai,
                    )
                return tn(
                    "{driver}'s turn ({motive}, {n} action left): press Space",
                    "{driver}'s turn ({motive}, {n} actions left): press Space",
                    turn.left,
                    **ai,
                )
            return tn("Your turn: {n} action left", "Your turn: {n} actions left", turn.left)
        if turn.pending:
            what = {
                "claim": t("load the Classic mints lying on the order you took?"),
                "remove": t("remove an order from any town (2-player rule)"),
                "zone": t("load a free Classic (Loading Zone)?"),
                "sample": t("load a free Classic (Free Sample)?"),
            }
            return what.get(turn.pending[0])
        turbo = turn.moved and not turn.turbo and "A05" in s.trucks[turn.seat].abilities
        express = bool(turn.express) and turn.express != "-"
        if turbo and express:
            return tn(
                "{n} action left · Turbo Engine: free move · Express Route: free order",
                "{n} actions left · Turbo Engine: free move · Express Route: free order",
                turn.left,
            )
        if turbo:
            return tn(
                "{n} action left this turn · Turbo Engine: one free move",
                "{n} actions left this turn · Turbo Engine: one free move",
                turn.left,
            )
        if express:
            return tn(
                "{n} action left this turn · Express Route: one free order here",
                "{n} actions left this turn · Express Route: one free order here",
                turn.left,
            )
        return tn("{n} action left this turn", "{n} actions left this turn", turn.left)

    def private_seats(self, obs: Any) -> tuple[int, ...]:
        s: State = obs
        return () if s.solo else tuple(range(len(s.seats)))

    def seat_summary(self, obs: Any, seat: int) -> str:
        s: State = obs
        if not 0 <= seat < len(s.trucks):
            return ""
        truck = s.trucks[seat]
        cap = 5 if "A01" in truck.abilities else 4
        mints = str(tn("{have}/{n} mint", "{have}/{n} mints", cap, have=sum(truck.mints)))
        if s.phase == "keep":
            if seat < s.turn.seat:
                return str(t("orders kept · {mints}", mints=mints))
            return str(t("choosing which orders to keep · {mints}", mints=mints))
        parts = [
            str(tn("{n} active order", "{n} active orders", len(truck.orders))),
            str(tn("{n} completed", "{n} completed", len(truck.done))),
            mints,
        ]
        if truck.abilities:
            parts.append(str(tn("{n} ability", "{n} abilities", len(truck.abilities))))
        return " · ".join(parts)

    # --- motion and refusals --------------------------------------------------------------

    def glide_for(self, obs: Any, action: Any) -> tuple[Spot, Spot] | None:
        """The AI driver's next step (derived by the solitaire rules themselves), and the bot
        choices that have no drag gesture: claiming an order's mints, a free Classic, keeping."""
        s: State = obs
        if s.phase == "over":
            return None
        if isinstance(action, AiStep):
            if not s.solo or s.turn.seat != 1 or s.returns:
                return None
            return _ai_glide(s, solo_rules.ai_plan(s))
        if s.solo:
            return None
        seat = s.turn.seat
        t = s.trucks[seat]
        if isinstance(action, Keep) and t.hand:
            # always the same card and place, so the glide says nothing about the secret choice
            return Spot("hand", len(t.hand) - 1, seat), Spot("area", seat=seat)
        if isinstance(action, Claim) and is_claiming(s, seat):
            # the Classic mints lying on the order just taken go onto the truck, or back to the supply
            return Spot("claim", seat=seat), Spot("truck", seat=seat) if action.count else SUPPLY
        if isinstance(action, Bonus) and action.take:
            return Spot("load", 1), Spot("truck", seat=seat)
        return None

    def action_for(self, obs: Any, source: SpotId, target: SpotId | None) -> Action | None:
        """The move a drop means (the table asks the rules why it is refused, when it is)."""
        s: State = obs
        if not isinstance(source, Spot) or not isinstance(target, Spot) or s.phase != "play":
            return None
        return self._action_for(s, source, target)

    def _action_for(self, s: State, source: Spot, target: Spot) -> Action | None:
        """The action a drop of ``source`` on ``target`` would mean, legal or not (None: no action)."""
        seat = 0 if s.solo else s.turn.seat
        me = s.trucks[seat]
        own_orders = {ORDERS[o].id for o in me.orders}
        row_orders = {ORDERS[o].id for st in s.towns for o in st.row}
        s_key, t_key = _word(source), _word(target)
        to_me = (target.kind in ("area", "mints", "truck", "done", "mint") and target.seat == seat) or (
            target.kind == "order" and t_key in own_orders
        )
        if target.kind == "truck" and source.kind == "truck" and target.seat is not None:
            if target.seat < len(s.trucks):
                # dropped on a truck standing on a space: that space is meant
                target = Spot("space", s.trucks[target.seat].pos)
                t_key = _word(target)
        if source.kind == "truck" and source.seat == seat:
            return Move(t_key, "", seat) if target.kind == "space" and t_key != me.pos else None
        if source.kind in ("mint", "mints") and target.kind == "order" and t_key in own_orders | row_orders:
            return Fulfil(t_key, seat)
        if s.solo:
            return self._solo_action_for(s, source, target, to_me, row_orders)
        if source.kind == "mint" and source.seat == seat and s_key:
            if target.kind == "space" and dict(s.roads).get(t_key) == "toll_booth":
                return Move(t_key, s_key, seat)
            if target == SUPPLY:
                return Unload(s_key, seat)
            if target.kind == "upgrade" and t_key in ("S", "R", "SS", "SR", "RR"):
                return Upgrade(t_key, seat)
            return None
        n = source.key
        if source.kind == "load" and isinstance(n, int) and 1 <= n <= 5 and to_me and target.kind != "order":
            return Load(n, seat)
        if source.kind == "order" and s_key in own_orders:
            if target.kind == "order" and t_key in row_orders:
                return Swap(s_key, t_key)
            if target == Spot("done", seat=seat):
                return Fulfil(s_key, seat)
            return None
        if source.kind == "order" and s_key in row_orders:
            if target == BOX:
                return Remove(s_key)
            return Take(s_key, seat) if to_me else None
        if source.kind == "ability" and s_key in ABILITY_BY_ID and to_me:
            return Acquire(s_key, seat)
        return None

    @staticmethod
    def _solo_action_for(s: State, source: Spot, target: Spot, to_me: bool, row_orders: set[str]) -> Action | None:
        s_key, t_key = _word(source), _word(target)
        if source.kind == "belt":
            i = source.seat  # a belt slot's third field counts from the front (0)
            if s_key not in solo_rules.BELTS or i is None:
                return None
            belt = s.belts[solo_rules.BELTS.index(s_key)]
            if i >= min(solo_rules.FRONT, len(belt)):
                return None  # only the front mints are ever loaded or shifted
            if target.kind == "beltback":
                return Shift(s_key, i + 1) if t_key == s_key and i < 2 else None
            if to_me:
                m = belt[i]
                return BeltLoad(s_key, MINTS[m], belt[: i + 1].count(m), i)
            return None
        if source.kind == "return" and s_key in MINTS and target.kind in ("beltback", "belt", "lane"):
            return ReturnMint(s_key, t_key) if t_key in solo_rules.BELTS else None
        if source.kind == "order" and s_key in row_orders and to_me:
            return Take(s_key, 0)
        return None

    def _truck_name(self, s: State, i: int) -> str:
        if s.solo and i == 1:
            return str(t("{name}'s truck", name=str(data(DRIVER_BY_ID[s.driver].name))))
        return str(t("{name}'s truck", name=self.kit.seat_name(s.seats, i)))

    def choices(self, obs: Any, action: Any) -> list[Any]:
        """A drag from the belt offers every count of that mint one load may take, the most first."""
        if not isinstance(action, BeltLoad):
            return [action]
        s: State = obs
        siblings = [a for a in solo_moves.legal(s) if isinstance(a, BeltLoad)]
        same = [a for a in siblings if a.belt == action.belt and a.mint == action.mint]
        return sorted(same, key=lambda a: -a.count) or [action]

    def tooltip(self, obs: Any, spot: SpotId) -> str | None:
        s: State = obs
        if not isinstance(spot, Spot):
            return None
        said = self._tip(s, spot)
        return str(said) if said is not None else None

    def _tip(self, s: State, spot: Spot) -> str | Said | None:
        kind, rest = spot.kind, _word(spot)
        if kind == "space":
            return self._space_tip(s, rest)
        if kind == "order":
            o = ORDERS[ORDER_INDEX[rest]]
            need = ", ".join(str(t("{n} {mint}", n=n, mint=mint_name(i))) for i, n in enumerate(o.need) if n)
            return t("Order for {town}: {mints}. {stars} stars.", town=town_name(o.town), mints=need, stars=o.stars)
        if kind == "deck":
            left = len(s.towns[TOWNS.index(rest)].deck)
            return tn("{town}'s deck: {n} order left.", "{town}'s deck: {n} orders left.", left, town=town_name(rest))
        if kind == "ability":
            a = ABILITY_BY_ID[rest]
            return tn(
                "{ability} ({n} completed order): {text}",
                "{ability} ({n} completed orders): {text}",
                a.orders,
                ability=data(a.name),
                text=data(a.text),
            )
        if kind == "truck" and spot.seat is not None:
            i = spot.seat
            if s.solo and i == 1:
                name = str(data(DRIVER_BY_ID[s.driver].name))
                return t("{name}'s truck (no limit): {mints}", name=name, mints=_mints(s.trucks[1].mints))
            return t("{truck}: {mints}", truck=self._truck_name(s, i), mints=_mints(s.trucks[i].mints))
        if kind == "done" and spot.seat is not None:
            return _done_tip(s, spot.seat)
        if kind == "area" and spot.seat == 1 and s.solo:
            d = DRIVER_BY_ID[s.driver]
            traits = " ".join(str(t("{name}: {text}", name=data(n), text=data(x))) for _, n, x in d.traits)
            return t("{flavour} {traits}", flavour=data(d.flavour), traits=traits)
        if kind == "load":
            return t("Load {n} Classic: drag onto your truck", n=spot.key)
        if kind == "upgrade":
            ways = [t("2 Classic for 1 Sugar Free") if c == "S" else t("3 Classic for 1 Cinnamon") for c in rest]
            return t("Upgrade: {ways}", ways=words.join(ways))
        if kind == "supply":
            return t("The mint supply: drop mints here to unload them")
        if kind == "belt" and isinstance(spot.seat, int) and s.solo:
            belt = s.belts[0 if rest == "A" else 1]
            if spot.seat < min(solo_rules.FRONT, len(belt)):
                caps = ", ".join(
                    str(t("{n} {mint}", n=n, mint=mint_name(m))) for m, n in enumerate(solo_rules.LOAD_CAP)
                )
                return t(
                    "{mint} mint on belt {belt}, among the 4 at the front. Drag it onto your truck to load:"
                    " one load takes up to {caps} from the front 4, and you choose how many before the"
                    " action is spent.",
                    mint=mint_name(belt[spot.seat]),
                    belt=rest,
                    caps=caps,
                )
        if kind in ("belt", "lane"):
            n = len(s.belts[0 if rest == "A" else 1])
            return tn(
                "Belt {belt}: {n} mint; the 4 at the front can be loaded",
                "Belt {belt}: {n} mints; the 4 at the front can be loaded",
                n,
                belt=rest,
            )
        if kind == "beltback":
            return t("The back of belt {belt}", belt=rest)
        if kind == "ai":
            return t("The AI's motivations go round: Complete Orders, then Take Orders, then Get Mints, then again")
        return None

    def _space_tip(self, s: State, rest: str) -> str | Said:
        """A space's name, what is done there, its road token and the trucks on it."""
        title = space_title(rest)
        said: str | Said = title
        if not s.solo and SPACE_KIND.get(rest) == "city":
            said = t(
                "{space}: load up to 4 Classic; turn 2 Classic into a Sugar Free or 3 Classic into a Cinnamon",
                space=title,
            )
        elif not s.solo and SPACE_KIND.get(rest) == "warehouse":
            said = t("{space}: load up to 2 Classic; turn 2 Classic into a Sugar Free", space=title)
        elif not s.solo and SPACE_KIND.get(rest) == "town":
            said = t("{space}: take an order here; fulfil orders for this town", space=title)
        elif s.solo:
            sp = FACTORY.spot(rest)
            said = {
                "dock": t("{space}: fulfil orders for this town", space=title),
                "loading": t("{space}: load from or shift belt {belt}", space=title, belt=sp.prop("belt")),
                "ai_loading": t("{space}: only the AI loads here", space=title),
                "dispatch": t("{space}: both trucks start here", space=title),
            }.get(sp.kind, said)
        tok = dict(s.roads).get(rest) if not s.solo else None
        if tok:
            token = TOKEN_BY_ID[tok]
            said = t("{space}. {token}: {text}", space=said, token=data(token.name), text=data(token.text))
        here = [self._truck_name(s, i) for i, truck in enumerate(s.trucks) if truck.pos == rest]
        if here:
            said = t("{space}. Here: {trucks}", space=said, trucks=", ".join(here))
        return said


def _done_tip(s: State, seat: int) -> Said:
    """A driver's completed orders: how many, those allocated to abilities, and their stars when known."""
    truck = s.trucks[seat]
    n = len(truck.done)
    known = all(o >= 0 for o in truck.done) and (s.solo or s.phase == "over")
    worth = sum(ORDERS[o].stars for o in truck.done) if known else 0
    if truck.allocated and known:
        return tn(
            "{n} completed order, {used} of them allocated to abilities, worth {stars}",
            "{n} completed orders, {used} of them allocated to abilities, worth {stars}",
            n,
            used=truck.allocated,
            stars=tn("{n} star", "{n} stars", worth),
        )
    if truck.allocated:
        return tn(
            "{n} completed order, {used} of them allocated to abilities (what they were worth is secret)",
            "{n} completed orders, {used} of them allocated to abilities (what they were worth is secret)",
            n,
            used=truck.allocated,
        )
    if known:
        return tn(
            "{n} completed order, worth {stars}",
            "{n} completed orders, worth {stars}",
            n,
            stars=tn("{n} star", "{n} stars", worth),
        )
    return tn(
        "{n} completed order (what they were worth is secret)",
        "{n} completed orders (what they were worth is secret)",
        n,
    )


def _ai_glide(s: State, plan: tuple[Any, ...]) -> tuple[Spot, Spot] | None:
    """Where the piece of the AI driver's planned step starts and lands, in spot ids of the layout."""
    kind = plan[0]
    ai = Spot("truck", seat=1)
    if kind == "move":
        return ai, Spot("space", plan[1][-1])
    if kind == "load":
        name, mint = solo_rules.BELTS[plan[1]], plan[2]
        front = s.belts[plan[1]][: solo_rules.FRONT]
        return Spot("belt", name, front.index(mint) if mint in front else 0), ai
    if kind == "take":
        stack = next(i for i, st in enumerate(s.towns) if plan[1] in st.row)
        return Spot("stack", stack), Spot("next", seat=1)
    if kind == "fulfil":
        return Spot("order", oid(plan[1])), Spot("done", seat=1)
    if kind == "shift":
        name = "A" if s.belts[0] else "B"
        return Spot("belt", name, 0), Spot("beltback", name)
    if kind == "still":
        return ai, ai  # it stands still: the truck lifts and settles where it is
    return None


def _word(spot: Spot) -> str:
    """A spot's key when it is a name (a space, an order, a mint letter, a belt), else ""."""
    return spot.key if isinstance(spot.key, str) else ""


def _mints(m: tuple[int, int, int]) -> str:
    parts = [str(t("{n} {mint}", n=n, mint=mint_name(i))) for i, n in enumerate(m) if n]
    return ", ".join(parts) if parts else str(t("empty"))


VIEW = DeliveryView
