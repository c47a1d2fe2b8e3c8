"""Mint Italy's solo bot (rulebook: "Solo Rules"): a deck of bot cards and one of four personas.

The person is seat 0; the bot is player 1 and has no seat. When the bot acts, the person's only
move is ``BotStep``: each step (reveal a card, carry it out, pass, each production and cleanup
step) is its own move with its reason in the log line. A bot turn: with fewer than 10 coins it
passes. Otherwise it reveals the top bot card; the revealed card's right part says what to try
("do", else "if can't then") and the left part of the card on top of the discard pile says how
(scan arrow, order position X, good). When neither can be done the card is discarded and the
next one revealed; after three such reveals in one turn the bot passes (a reading: the rulebook
only says it passes at 0 coins).
"""

from __future__ import annotations

from typing import Callable

from mint.core import piles
from mint.core.game import replace
from mint.core.words import Said, data, t, tn
from mint.games.italy import board, play, reach, rounds
from mint.games.italy import cards as C
from mint.games.italy.actions import COLUMN_IDS, GOOD_WORDS, goods_text
from mint.games.italy.island import card_word
from mint.games.italy.state import BOT, CORNERS, EMPTY, HIDDEN, MERCATO, NAV, State

COST = 10
"""What the bot pays for a card action that costs coins, and per good it buys for an order."""
TRIES = 3
CODE_WORDS = {
    "EXP_HEN": t("build a hen"),
    "EXP_PERSON": t("build a person"),
    "ORDER": t("order"),
    "MERCATO": t("mercato"),
    "MARINA": t("marina"),
    "PERSONA": t("persona action"),
}
SCAN_WORDS = {
    "TL": t("top to bottom, left to right"),
    "TR": t("top to bottom, right to left"),
    "BL": t("bottom to top, left to right"),
    "BR": t("bottom to top, right to left"),
}
SHAPE_WORDS = {"grey person": t("grey person"), "green person": t("green person"), "hen": t("hen")}
FOOD_ID_WORDS = (t("apple"), t("corn"), t("stalks"))  #: the food tokens as the bot's lines name them
# The bot's lines say "coins" in English for any count, as they always have (transcripts replay).

Result = tuple[State, str]


def persona(s: State) -> C.Persona:
    return next(p for p in C.PERSONAS if p.id == s.persona)


def name(s: State) -> str:
    return str(data(persona(s).name))


RIVAL_SHAPE = "hexagon"  #: the bot's shape at the table: no seat of Mint Italy has it (four players at most)
PERSONA_RGB = {"green": "#3B8C3F", "blue": "#2F67B0", "yellow": "#D6A20A", "red": "#A3243B"}  #: as the cards name them


def mark(s: State) -> tuple[str, str]:
    """The bot's shape and colour ("#rrggbb"): its persona's, set apart from every seat's."""
    if not s.solo or not s.persona:
        return "", ""
    return RIVAL_SHAPE, PERSONA_RGB[persona(s).colour]


def left(s: State) -> C.BotCard:
    """The card whose left part gives the details: the top of the bot discard pile."""
    return C.BOT_CARDS[s.bot_discard[-1]]


def bot(s: State):
    return s.players[BOT]


def pay(s: State, n: int) -> State:
    return board.add_coins(s, BOT, -n) if n else s


def round10(n: int) -> int:
    """Bot coins stay whole tens: a marina card's coins round to the nearest 10, 5 rounding up."""
    return (n + 5) // 10 * 10


# --- The step the bot takes next ----------------------------------------------------------------


def step(s: State) -> Result:
    """Carry out the bot's next step: the new state and the log line, with the reason."""
    if s.phase == "production":
        return _PRODUCTION[s.bot_step](s)
    if s.phase == "cleanup":
        return _cleanup_food(s)
    if s.bot_card == HIDDEN:
        return _reveal(s)
    return _act(s)


def _reveal(s: State) -> Result:
    b = bot(s)
    who = name(s)
    if b.coins < COST:
        line = tn(
            "{who} has {n} coins, so it passes and gains {gain} coins",
            "{who} has {n} coins, so it passes and gains {gain} coins",
            b.coins,
            who=who,
            gain=play.pass_coins(s, BOT),
        )
        s = play.do_pass(s, BOT)
        return rounds.advance(_end_turn(s)), str(line)
    deck, discard, rng = s.bot_deck, s.bot_discard, s.rng
    shuffled = False
    if not deck:
        # every shuffle of the bot deck also turns its top card onto the discard pile
        deck, rng = rng.shuffle(discard)
        top, deck = piles.draw(deck)
        discard = (top,)
        shuffled = True
    card, deck = piles.draw(deck)
    s = replace(s, bot_deck=deck, bot_discard=discard, bot_card=card, rng=rng)
    c = C.BOT_CARDS[card]
    do, orelse = _code_text(s, c.do, c.do_cost), _code_text(s, c.orelse, c.orelse_cost)
    if shuffled:
        return s, str(
            t(
                "{who} reveals bot card {card}: {do}, else {orelse} (the bot deck is shuffled and its top card discarded)",
                who=who,
                card=c.id,
                do=do,
                orelse=orelse,
            )
        )
    return s, str(t("{who} reveals bot card {card}: {do}, else {orelse}", who=who, card=c.id, do=do, orelse=orelse))


def _code_text(s: State, code: str, cost: int) -> str:
    if code == "PERSONA":
        p = persona(s)
        if p.cost:
            return str(
                tn("{name}'s own action ({n} coins)", "{name}'s own action ({n} coins)", p.cost, name=data(p.name))
            )
        return str(t("{name}'s own action (free)", name=data(p.name)))
    if cost:
        return str(tn("{action} ({n} coins)", "{action} ({n} coins)", cost, action=CODE_WORDS[code]))
    return str(t("{action} (free)", action=CODE_WORDS[code]))


def _act(s: State) -> Result:
    c = C.BOT_CARDS[s.bot_card]
    who = name(s)
    for code, cost, first in ((c.do, c.do_cost, True), (c.orelse, c.orelse_cost, False)):
        got = try_code(s, code, cost)
        if got is not None:
            new, what = got
            line = (
                t("{who} {what}", who=who, what=what)
                if first
                else t("{who} cannot do that, so {what}", who=who, what=what)
            )
            return rounds.advance(_end_turn(new)), str(line)
    tries = s.bot_tries + 1
    s = replace(s, bot_discard=(*s.bot_discard, s.bot_card), bot_card=HIDDEN, bot_tries=tries)
    if tries >= TRIES:
        coins = play.pass_coins(s, BOT)
        s = play.do_pass(s, BOT)
        line = tn(
            "{who} can do neither part of {tries} cards, so it passes for {n} coins",
            "{who} can do neither part of {tries} cards, so it passes for {n} coins",
            coins,
            who=who,
            tries=TRIES,
        )
        return rounds.advance(_end_turn(s)), str(line)
    return s, str(
        t("{who} can do neither part of bot card {card}; it discards it and will reveal the next", who=who, card=c.id)
    )


def _end_turn(s: State) -> State:
    discard = (*s.bot_discard, s.bot_card) if s.bot_card != HIDDEN else s.bot_discard
    return replace(s, bot_discard=discard, bot_card=HIDDEN, bot_tries=0, bot_step="")


def try_code(s: State, code: str, cost: int) -> Result | None:
    """One part of a bot card, or None when the bot cannot do it."""
    if code == "PERSONA":
        return _PERSONAS[s.persona](s)
    if bot(s).coins < cost:
        return None
    return _CODES[code](s, cost)


# --- Building (rulebook: "The Bot Expand Action", "Resolving Ties For Bot") -------------------


def best_land(s: State, col: int, anywhere: bool = False) -> int | None:
    """The costliest empty land of the column's terrain the bot reaches, first by the scan."""
    isl = board.isle(s)
    spots = reach.build_spots(s, BOT, col, anywhere)
    if not spots:
        return None
    top = max(isl.cost[i] for i in spots)
    return isl.scan([i for i in spots if isl.cost[i] == top], left(s).scan)[0]


def build(s: State, cols: tuple[int, ...], cost: int, anywhere: bool = False) -> Result | None:
    """Build the first column of ``cols`` with a token left and land it reaches; land is free."""
    b = bot(s)
    for col in cols:
        if b.built[col] >= len(C.COLUMNS[col].costs):
            continue
        space = best_land(s, col, anywhere)
        if space is None:
            continue
        s = reach.place(pay(s, cost), BOT, col, space, 0)
        isl = board.isle(s)
        where = {"shape": SHAPE_WORDS[C.COLUMNS[col].shape], "space": isl.label(space), "terrain": _terrain(col)}
        scan = SCAN_WORDS[left(s).scan]
        if anywhere:
            line = t(
                "builds a {shape} on {space}: the costliest {terrain} land anywhere on the island, scanning {scan}",
                scan=scan,
                **where,
            )
        else:
            line = t(
                "builds a {shape} on {space}: the costliest {terrain} land in its reach, scanning {scan}",
                scan=scan,
                **where,
            )
        if cost:
            return s, str(tn("{what} ({n} coins)", "{what} ({n} coins)", cost, what=line))
        return s, str(line)
    return None


def _terrain(col: int) -> Said:
    return {"grey": t("grey"), "dark": t("dark-green"), "light": t("light-green")}[C.COLUMNS[col].terrain]


def _exp_hen(s: State, cost: int) -> Result | None:
    return build(s, (2,), cost)


def _exp_person(s: State, cost: int) -> Result | None:
    return build(s, (0, 1), cost)


# --- Orders (rulebook: "The Bot Order Action") ------------------------------------------------


def missing(s: State) -> tuple[int, ...]:
    """Goods the bot lacks for the order it holds (hens are ignored)."""
    b = bot(s)
    assert b.order is not None
    o = board.order_of(b.order)
    return tuple(max(0, need - have) for have, need in zip(b.goods, o.needs))


def _finish(s: State) -> tuple[State, str] | None:
    """Buy what is missing at 10 coins a good (moving prices), then finish for the VP only."""
    lack = missing(s)
    if bot(s).coins < COST * sum(lack):
        return None
    for g, n in enumerate(lack):
        if n:
            s = board.move_price(s, g, n)
    b = bot(s)
    o = board.order_of(b.order)  # type: ignore[arg-type]
    goods = tuple(have + more - need for have, more, need in zip(b.goods, lack, o.needs))
    b = replace(b, goods=goods, coins=b.coins - COST * sum(lack), order=None, done=(*b.done, b.order))
    s = board.set_player(s, BOT, board.add_vp(b, o.vp))
    bought = ", ".join(goods_text(g, n) for g, n in enumerate(lack) if n)
    if bought:
        return s, str(
            tn(
                "finishes {order}, buying {goods} for {n} coins (it keeps only the VP: {vp})",
                "finishes {order}, buying {goods} for {n} coins (it keeps only the VP: {vp})",
                COST * sum(lack),
                order=C.order_text(o),
                goods=bought,
                vp=o.vp,
            )
        )
    return s, str(t("finishes {order} (it keeps only the VP: {vp})", order=C.order_text(o), vp=o.vp))


def _order(s: State, cost: int) -> Result | None:
    b = bot(s)
    if b.order is not None:
        return _finish(s)
    if not s.row:
        return None
    x = left(s).x
    pos = (x - 1) % len(s.row)
    s = play.take_order(s, BOT, pos, 0)
    o = board.order_of(bot(s).order)  # type: ignore[arg-type]
    took = t("takes order {n} of the row (X is {x}): {order}", n=pos + 1, x=x, order=C.order_text(o))
    done = _finish(s)
    if done is None:
        return s, str(took)
    return done[0], str(t("{took}, then {finish}", took=took, finish=done[1]))


# --- Mercato (rulebook: "The Bot Buying Goods Action", "The Bot Selling Goods") ---------------


def _mercato(s: State, cost: int) -> Result | None:
    g = left(s).good
    b = bot(s)
    qty = C.BOT_MERCATO_LEVELS[b.mercato].quantity
    if b.goods[g] == 0:
        n = min(qty, C.GOOD_LIMIT)
        s = pay(s, cost)
        s = board.set_player(s, BOT, board.add_good(bot(s), g, n))
        s = board.move_price(s, g, n)
        return s, str(
            tn(
                "buys {goods} for {n} coins (it had none; its mercato quantity is {qty})",
                "buys {goods} for {n} coins (it had none; its mercato quantity is {qty})",
                cost,
                goods=goods_text(g, n),
                qty=qty,
            )
        )
    n = min(qty, b.goods[g])
    return _sell(pay(s, cost), g, n, cost)


def _sell(s: State, g: int, n: int, cost: int | None) -> Result:
    """Sell ``n`` of good ``g`` for 1 VP each: a card action paying ``cost``, or (None) Mercante's."""
    b = board.add_good(bot(s), g, -n)
    s = board.set_player(s, BOT, board.add_vp(b, n))
    s = board.move_price(s, g, -n)
    goods = goods_text(g, n)
    if cost is None:
        return s, str(
            t("sells {goods} (all it has of its most-held good), gaining {n} VP and no coins", goods=goods, n=n)
        )
    return s, str(t("sells {goods} for {cost} coins, gaining {n} VP and no coins", goods=goods, cost=cost, n=n))


# --- Marina (the bot always takes a card's first option) --------------------------------------


def marina_order(s: State, anywhere: bool) -> list[int]:
    """Marinas without the bot's token that it may use, in the scan order of their hexes."""
    isl = board.isle(s)
    near = reach.reachable(s, BOT) if not anywhere else None
    spaces = {isl.marinas[c]: k for k, c in enumerate(CORNERS)}
    ok = [
        sp
        for sp, k in spaces.items()
        if BOT not in s.marina_tokens[k] and (near is None or sp in near) and bot(s).marinas < C.MARINA_SLOTS
    ]
    return [spaces[sp] for sp in isl.scan(ok, left(s).scan)]


def marina(s: State, corner: int) -> Result:
    b = bot(s)
    s = board.set_player(s, BOT, replace(b, marinas=b.marinas + 1))
    tokens = list(s.marina_tokens)
    tokens[corner] = (*tokens[corner], BOT)
    s = replace(s, marina_tokens=tuple(tokens))
    card = C.MARINA_CARDS[s.marina_cards[corner]]
    s, what = bot_gains(s, card.options[0])
    return s, str(t("uses the {corner} marina, taking the first option: {what}", corner=card_word(corner), what=what))


def _marina(s: State, cost: int) -> Result | None:
    found = marina_order(s, False)
    if not found:
        return None
    return marina(s, found[0])


def bot_gains(s: State, gains: tuple[C.Gain, ...]) -> Result:
    """A marina card's gains for the bot, always the first choice wherever there is one."""
    words = []
    for g in gains:
        b = bot(s)
        if g.kind in ("grapes", "oval", "jar", "bottle"):
            good = ("grapes", "oval", "jar", "bottle").index(g.kind)
            s = board.set_player(s, BOT, board.add_good(b, good, g.amount))
            words.append(goods_text(good, g.amount))
        elif g.kind == "coins":
            n = round10(g.amount)
            s = board.add_coins(s, BOT, n)
            words.append(str(tn("{n} coins (rounded to tens)", "{n} coins (rounded to tens)", n)))
        elif g.kind == "vp":
            s = board.set_player(s, BOT, board.add_vp(b, g.amount))
            words.append(str(t("{n} VP", n=g.amount)))
        elif g.kind in ("upgrade_nav", "upgrade_mercato", "upgrade"):
            track = MERCATO if g.kind == "upgrade_mercato" or (g.kind == "upgrade" and b.nav >= 3) else NAV
            s = board.upgrade(s, BOT, track)
            words.append(str(t("a free mercato upgrade") if track == MERCATO else t("a free navigation upgrade")))
        elif g.kind == "produce":
            s, w = _produce(s, g.amount)
            words.append(w)
        elif g.kind == "convert":
            n = min(g.amount, b.goods[0], C.GOOD_LIMIT - b.goods[2])
            for _ in range(n):
                s = play.convert(s, BOT, 2)
            words.append(str(tn("{n} grapes into jars", "{n} grapes into jars", n)))
        elif g.kind == "expand":
            got = build(s, (0, 1, 2), 0)
            if got:
                s = got[0]
            words.append(got[1] if got else str(t("no land to build on")))
        elif g.kind == "order":
            got = _order(s, 0) if b.order is None else None
            if got:
                s = got[0]
            words.append(got[1] if got else str(t("no order")))
        elif g.kind == "food":
            f = food_choice(s)
            s = board.move_food(s, f)
            words.append(str(t("moves the {food} token up", food=FOOD_ID_WORDS[f])))
    return s, ", ".join(words) or str(t("nothing"))


def _produce(s: State, n: int) -> Result:
    """Built settlements produce again: the top row of the bot mat left to right, then the next rows."""
    b = bot(s)
    slots = [(col, k) for col in range(3) for k in range(b.built[col])][:n]
    for col, k in slots:
        s = play.produce_slot(s, BOT, C.BOT_OUTPUTS[col][k], False)
    if not slots:
        return s, str(t("nothing built to produce with"))
    where = [str(t("{column} slot {n}", column=COLUMN_IDS[c], n=k + 1)) for c, k in slots]
    text = where[0]
    for more in where[1:]:
        text = str(t("{first} and {second}", first=text, second=more))
    return s, str(t("production from {slots}", slots=text))


# --- Personas ---------------------------------------------------------------------------------


def _governatore(s: State) -> Result | None:
    p = persona(s)
    b = bot(s)
    if b.coins < p.cost:
        return None
    if b.built[0] >= len(C.COLUMNS[0].costs) and b.built[1] >= len(C.COLUMNS[1].costs):
        s = board.set_player(s, BOT, board.add_vp(b, 2))
        return pay(s, p.cost), str(
            t("({persona}) has no person settlements left, so it gains 2 VP", persona=data(p.name))
        )
    got = build(s, (0, 1), p.cost, anywhere=True)
    return (got[0], str(t("({persona}) {what}", persona=data(p.name), what=got[1]))) if got else None


def _navigatore(s: State) -> Result | None:
    p = persona(s)
    found = marina_order(s, True)
    if not found:
        s = board.add_coins(s, BOT, 10)
        return s, str(t("({persona}) has a token on every marina, so it gains 10 coins", persona=data(p.name)))
    s, what = marina(s, found[0])
    return s, str(t("({persona}, ignoring reach) {what}", persona=data(p.name), what=what))


def _mercante(s: State) -> Result | None:
    p = persona(s)
    b = bot(s)
    if b.coins < p.cost:
        return None
    if sum(b.goods) == 0:
        g = left(s).good
        s = pay(s, p.cost)
        s = board.set_player(s, BOT, board.add_good(bot(s), g, 2))
        s = board.move_price(s, g, 2)
        return s, str(t("({persona}) has no goods, so it buys {goods}", persona=data(p.name), goods=goods_text(g, 2)))
    most = max(range(4), key=lambda g: (b.goods[g], -g))
    s, what = _sell(pay(s, p.cost), most, b.goods[most], None)
    return s, str(t("({persona}) {what}", persona=data(p.name), what=what))


def _vignaiolo(s: State) -> Result | None:
    p = persona(s)
    s = pay(s, p.cost)
    s = board.set_player(s, BOT, board.add_good(bot(s), 0, 2))
    n = min(bot(s).goods[0], C.GOOD_LIMIT - bot(s).goods[3])
    for _ in range(n):
        s = play.convert(s, BOT, 3)
    return s, str(
        tn(
            "({persona}) gains 2 grapes and turns {n} grapes into bottles",
            "({persona}) gains 2 grapes and turns {n} grapes into bottles",
            n,
            persona=data(p.name),
        )
    )


_CODES: dict[str, Callable[[State, int], Result | None]] = {
    "EXP_HEN": _exp_hen,
    "EXP_PERSON": _exp_person,
    "ORDER": _order,
    "MERCATO": _mercato,
    "MARINA": _marina,
}
_PERSONAS: dict[str, Callable[[State], Result | None]] = {
    "governatore": _governatore,
    "navigatore": _navigatore,
    "mercante": _mercante,
    "vignaiolo": _vignaiolo,
}


# --- Production and cleanup (rulebook: "Production Phase Changes", "Cleanup Phase") -----------


def _prod_expand(s: State) -> Result:
    got = build(s, (0, 1), 0)
    s = replace(s, bot_step="prod_gain")
    if got is None:
        line = t("{who} has no land in reach for a person", who=name(s))
        return replace(got[0] if got else s, bot_step="prod_gain"), str(line)
    return replace(got[0], bot_step="prod_gain"), str(t("{who} production: {what}", who=name(s), what=got[1]))


def _prod_gain(s: State) -> Result:
    b = bot(s)
    before = (b.coins, b.goods, b.vp)
    for col in range(3):
        for k in range(b.built[col]):
            s = play.produce_slot(s, BOT, C.BOT_OUTPUTS[col][k], False)
    s = play.produce_slot(s, BOT, C.BOT_BASE, False)
    good = C.BOT_MERCATO_LEVELS[b.mercato].good
    if good is not None:
        s = board.set_player(s, BOT, board.add_good(bot(s), good, 1))
    if b.nav == 3:
        s = board.set_player(s, BOT, board.add_vp(bot(s), C.BOT_NAV_TOP_VP))
    a = bot(s)
    gained = a.coins - before[0]
    parts = [str(tn("{n} coins", "{n} coins", gained))] if gained else []
    parts += [goods_text(g, a.goods[g] - before[1][g]) for g in range(4) if a.goods[g] != before[1][g]]
    if a.vp != before[2]:
        parts.append(str(t("{n} VP", n=a.vp - before[2])))
    s = replace(s, bot_step="prod_upgrade")
    got = ", ".join(parts) or str(t("nothing"))
    return s, str(t("{who} production: gains {goods} from both mats", who=name(s), goods=got))


def _prod_upgrade(s: State) -> Result:
    s = board.upgrade(board.upgrade(s, BOT, NAV), BOT, MERCATO)
    b = bot(s)
    s = rounds.advance(replace(s, bot_step=""))
    return s, str(
        t(
            "{who} production: both tracks go up for free (navigation {nav}, mercato {mercato})",
            who=name(s),
            nav=b.nav,
            mercato=b.mercato,
        )
    )


_PRODUCTION: dict[str, Callable[[State], Result]] = {
    "prod_expand": _prod_expand,
    "prod_gain": _prod_gain,
    "prod_upgrade": _prod_upgrade,
}


def food_choice(s: State) -> int:
    """Where the bot has most finished orders; ties: fewest of the person's; then the highest."""
    mine = [0] * len(C.FOODS)
    yours = [0] * len(C.FOODS)
    for c in bot(s).done:
        mine[board.order_of(c).food] += 1
    for c in s.players[0].done:
        yours[board.order_of(c).food] += 1
    rank = board.food_rank(s)
    return min(range(len(C.FOODS)), key=lambda f: (-mine[f], yours[f], rank.index(f)))


def _cleanup_food(s: State) -> Result:
    f = food_choice(s)
    s = board.move_food(s, f)
    line = t("{who} passed first and moves the {food} token up", who=name(s), food=FOOD_ID_WORDS[f])
    return rounds.finish_cleanup(replace(s, bot_step="")), str(line)


def is_barrier(s: State) -> bool:
    """Revealing a bot card is a draw; so is a step that takes an order from the deck."""
    return s.phase == "play" and s.bot_card == HIDDEN


def board_free(s: State, space: int) -> bool:
    return s.board[space] == EMPTY


GOOD_NAMES = GOOD_WORDS
