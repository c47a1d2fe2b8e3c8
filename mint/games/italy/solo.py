"""Mint Italy's solo bot (rulebook: "Solo Rules"): a deck of bot cards and one of four personas.

The person is seat 0; the bot is player 1 and has no seat. When the bot acts, the person's
only move is ``BotStep``: each step (reveal a card, carry it out, pass, each production and
cleanup step) is its own move with its reason in the log line.

A bot turn: with fewer than 10 coins it passes. Otherwise it reveals the top bot card; the
revealed card's right part says what to try ("do", else "if can't then") and the left part
of the card on top of the discard pile says how (scan arrow, order position X, good). When
neither can be done the card is discarded and the next one revealed; after three such
reveals in one turn the bot passes (a reading: the rulebook only says it passes at 0 coins).
"""

from __future__ import annotations

from typing import Callable

from mint.core import piles
from mint.core.game import replace
from mint.games.italy import board, play, reach, rounds
from mint.games.italy import cards as C
from mint.games.italy.actions import COLUMN_IDS, GOOD_WORDS, goods_text
from mint.games.italy.state import BOT, CORNERS, EMPTY, HIDDEN, MERCATO, NAV, State

COST = 10
"""What the bot pays for a card action that costs coins, and per good it buys for an order."""
TRIES = 3
CODE_WORDS = {
    "EXP_HEN": "build a hen",
    "EXP_PERSON": "build a person",
    "ORDER": "order",
    "MERCATO": "mercato",
    "MARINA": "marina",
    "PERSONA": "persona action",
}
SCAN_WORDS = {
    "TL": "top to bottom, left to right",
    "TR": "top to bottom, right to left",
    "BL": "bottom to top, left to right",
    "BR": "bottom to top, right to left",
}

Result = tuple[State, str]


def persona(s: State) -> C.Persona:
    return next(p for p in C.PERSONAS if p.id == s.persona)


def name(s: State) -> str:
    return persona(s).name


RIVAL_SHAPE = "hexagon"
"""The bot's shape at the table: no seat of Mint Italy has it (four players at most)."""
PERSONA_RGB = {"green": "#3B8C3F", "blue": "#2F67B0", "yellow": "#D6A20A", "red": "#A3243B"}
"""Each persona's colour (the persona cards name green, blue, yellow and red)."""


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
        got = f" and gains {play.pass_coins(s, BOT)} coins"
        s = play.do_pass(s, BOT)
        return rounds.advance(_end_turn(s)), f"{who} has {b.coins} coins, so it passes{got}"
    deck, discard, rng = s.bot_deck, s.bot_discard, s.rng
    line = ""
    if not deck:
        # every shuffle of the bot deck also turns its top card onto the discard pile
        deck, rng = rng.shuffle(discard)
        top, deck = piles.draw(deck)
        discard = (top,)
        line = " (the bot deck is shuffled and its top card discarded)"
    card, deck = piles.draw(deck)
    s = replace(s, bot_deck=deck, bot_discard=discard, bot_card=card, rng=rng)
    c = C.BOT_CARDS[card]
    return s, (
        f"{who} reveals bot card {c.id}: {_code_text(s, c.do, c.do_cost)}, "
        f"else {_code_text(s, c.orelse, c.orelse_cost)}{line}"
    )


def _code_text(s: State, code: str, cost: int) -> str:
    if code == "PERSONA":
        p = persona(s)
        return f"{p.name}'s own action ({p.cost} coins)" if p.cost else f"{p.name}'s own action (free)"
    return f"{CODE_WORDS[code]} ({cost} coins)" if cost else f"{CODE_WORDS[code]} (free)"


def _act(s: State) -> Result:
    c = C.BOT_CARDS[s.bot_card]
    who = name(s)
    for code, cost, which in ((c.do, c.do_cost, "does"), (c.orelse, c.orelse_cost, "cannot do that, so")):
        got = try_code(s, code, cost)
        if got is not None:
            new, what = got
            prefix = f"{who} " if which == "does" else f"{who} {which} "
            return rounds.advance(_end_turn(new)), prefix + what
    tries = s.bot_tries + 1
    s = replace(s, bot_discard=(*s.bot_discard, s.bot_card), bot_card=HIDDEN, bot_tries=tries)
    if tries >= TRIES:
        coins = play.pass_coins(s, BOT)
        s = play.do_pass(s, BOT)
        return rounds.advance(
            _end_turn(s)
        ), f"{who} can do neither part of {TRIES} cards, so it passes for {coins} coins"
    return s, f"{who} can do neither part of bot card {c.id}; it discards it and will reveal the next"


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
        how = "anywhere on the island" if anywhere else "in its reach"
        return s, (
            f"builds a {C.COLUMNS[col].shape} on {isl.label(space)}: the costliest "
            f"{_terrain(col)} land {how}, scanning {SCAN_WORDS[left(s).scan]}" + (f" ({cost} coins)" if cost else "")
        )
    return None


def _terrain(col: int) -> str:
    return {"grey": "grey", "dark": "dark-green", "light": "light-green"}[C.COLUMNS[col].terrain]


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
    text = f"finishes {C.order_text(o)}"
    if bought:
        text += f", buying {bought} for {COST * sum(lack)} coins"
    return s, text + f" (it keeps only the VP: {o.vp})"


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
    took = f"takes order {pos + 1} of the row (X is {x}): {C.order_text(o)}"
    done = _finish(s)
    if done is None:
        return s, took
    return done[0], took + ", then " + done[1]


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
        return s, f"buys {goods_text(g, n)} for {cost} coins (it had none; its mercato quantity is {qty})"
    n = min(qty, b.goods[g])
    return _sell(pay(s, cost), g, n, f"for {cost} coins")


def _sell(s: State, g: int, n: int, how: str) -> Result:
    b = board.add_good(bot(s), g, -n)
    s = board.set_player(s, BOT, board.add_vp(b, n))
    s = board.move_price(s, g, -n)
    return s, f"sells {goods_text(g, n)} {how}, gaining {n} VP and no coins"


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
    return s, f"uses the {CORNERS[corner]} marina, taking the first option: {what}"


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
            words.append(f"{n} coins (rounded to tens)")
        elif g.kind == "vp":
            s = board.set_player(s, BOT, board.add_vp(b, g.amount))
            words.append(f"{g.amount} VP")
        elif g.kind in ("upgrade_nav", "upgrade_mercato", "upgrade"):
            track = MERCATO if g.kind == "upgrade_mercato" or (g.kind == "upgrade" and b.nav >= 3) else NAV
            s = board.upgrade(s, BOT, track)
            words.append(f"a free {'mercato' if track == MERCATO else 'navigation'} upgrade")
        elif g.kind == "produce":
            s, w = _produce(s, g.amount)
            words.append(w)
        elif g.kind == "convert":
            n = min(g.amount, b.goods[0], C.GOOD_LIMIT - b.goods[2])
            for _ in range(n):
                s = play.convert(s, BOT, 2)
            words.append(f"{n} grapes into jars")
        elif g.kind == "expand":
            got = build(s, (0, 1, 2), 0)
            if got:
                s = got[0]
            words.append(got[1] if got else "no land to build on")
        elif g.kind == "order":
            got = _order(s, 0) if b.order is None else None
            if got:
                s = got[0]
            words.append(got[1] if got else "no order")
        elif g.kind == "food":
            f = food_choice(s)
            s = board.move_food(s, f)
            words.append(f"moves the {C.FOODS[f]} token up")
    return s, ", ".join(words) or "nothing"


def _produce(s: State, n: int) -> Result:
    """Built settlements produce again: the top row of the bot mat left to right, then the next rows."""
    b = bot(s)
    slots = [(col, k) for col in range(3) for k in range(b.built[col])][:n]
    for col, k in slots:
        s = play.produce_slot(s, BOT, C.BOT_OUTPUTS[col][k], False)
    if not slots:
        return s, "nothing built to produce with"
    return s, "production from " + " and ".join(f"{COLUMN_IDS[c]} slot {k + 1}" for c, k in slots)


# --- Personas ---------------------------------------------------------------------------------


def _governatore(s: State) -> Result | None:
    p = persona(s)
    b = bot(s)
    if b.coins < p.cost:
        return None
    if b.built[0] >= len(C.COLUMNS[0].costs) and b.built[1] >= len(C.COLUMNS[1].costs):
        s = board.set_player(s, BOT, board.add_vp(b, 2))
        return pay(s, p.cost), f"({p.name}) has no person settlements left, so it gains 2 VP"
    got = build(s, (0, 1), p.cost, anywhere=True)
    return (got[0], f"({p.name}) " + got[1]) if got else None


def _navigatore(s: State) -> Result | None:
    p = persona(s)
    found = marina_order(s, True)
    if not found:
        s = board.add_coins(s, BOT, 10)
        return s, f"({p.name}) has a token on every marina, so it gains 10 coins"
    s, what = marina(s, found[0])
    return s, f"({p.name}, ignoring reach) " + what


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
        return s, f"({p.name}) has no goods, so it buys {goods_text(g, 2)}"
    most = max(range(4), key=lambda g: (b.goods[g], -g))
    s, what = _sell(pay(s, p.cost), most, b.goods[most], "(all it has of its most-held good)")
    return s, f"({p.name}) " + what


def _vignaiolo(s: State) -> Result | None:
    p = persona(s)
    s = pay(s, p.cost)
    s = board.set_player(s, BOT, board.add_good(bot(s), 0, 2))
    n = min(bot(s).goods[0], C.GOOD_LIMIT - bot(s).goods[3])
    for _ in range(n):
        s = play.convert(s, BOT, 3)
    return s, f"({p.name}) gains 2 grapes and turns {n} grapes into bottles"


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
        return replace(got[0] if got else s, bot_step="prod_gain"), f"{name(s)} has no land in reach for a person"
    return replace(got[0], bot_step="prod_gain"), f"{name(s)} production: " + got[1]


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
    parts = [f"{a.coins - before[0]} coins"] if a.coins != before[0] else []
    parts += [goods_text(g, a.goods[g] - before[1][g]) for g in range(4) if a.goods[g] != before[1][g]]
    if a.vp != before[2]:
        parts.append(f"{a.vp - before[2]} VP")
    s = replace(s, bot_step="prod_upgrade")
    return s, f"{name(s)} production: gains {', '.join(parts) or 'nothing'} from both mats"


def _prod_upgrade(s: State) -> Result:
    s = board.upgrade(board.upgrade(s, BOT, NAV), BOT, MERCATO)
    b = bot(s)
    s = rounds.advance(replace(s, bot_step=""))
    return s, f"{name(s)} production: both tracks go up for free (navigation {b.nav}, mercato {b.mercato})"


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
    line = f"{name(s)} passed first and moves the {C.FOODS[f]} token up"
    return rounds.finish_cleanup(replace(s, bot_step="")), line


def is_barrier(s: State) -> bool:
    """Revealing a bot card is a draw; so is a step that takes an order from the deck."""
    return s.phase == "play" and s.bot_card == HIDDEN


def board_free(s: State, space: int) -> bool:
    return s.board[space] == EMPTY


GOOD_NAMES = GOOD_WORDS
