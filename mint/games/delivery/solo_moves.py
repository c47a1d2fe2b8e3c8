"""Mint Delivery solitaire: the player's choices, in a stable order (rulebook: "Solitaire
Actions"), and why a move is left out of them; the moves themselves are carried out in solo.py."""

from __future__ import annotations

from mint.core.game import Action, Ask
from mint.core.words import t, tn
from mint.games.delivery.actions import (
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
from mint.games.delivery.cards import MINTS, ORDER_INDEX, ORDERS, mint_name, town_name
from mint.games.delivery.model import DOCK_TOWN, F_NEIGHBOURS, PLAYER_BELT, State, Truck, oid, space_title
from mint.games.delivery.solo import BELT_MINTS, BELTS, FRONT, LOAD_CAP, PLAYER_CAPACITY, PLAYER_ORDERS, covers

_AI = AiStep()
_END = EndTurn()


def legal(s: State, ask: Ask | None = None) -> list[Action]:
    """The player's choices (during the AI's turn: its next step); with ``ask``, each place that
    leaves moves out says why when the asked move is among them."""
    if s.returns:
        return _return_choices(s, ask)
    turn = s.turn
    if turn.seat == 1:
        if ask is not None and not isinstance(ask.action, AiStep):
            ask.no("solo-ai-turn", t("It is the AI driver's turn; carry out its next step."))
        return [_AI]
    me = s.trucks[0]
    out: list[Action] = []
    if turn.left > 0:
        out.extend(Move(nb, "", 0) for nb in F_NEIGHBOURS[me.pos])
        belt = PLAYER_BELT.get(me.pos)
        if belt:
            b = s.belts[BELTS.index(belt)]
            room = PLAYER_CAPACITY - sum(me.mints)
            front = b[:FRONT]
            for m in (0, 1, 2):
                slots = [i for i, x in enumerate(front) if x == m]
                for k in range(1, min(len(slots), LOAD_CAP[m], room) + 1):
                    out.append(BeltLoad(belt, MINTS[m], k, slots[k - 1]))
            for k in range(1, min(2, len(b)) + 1):
                out.append(Shift(belt, k))
            if ask is not None and isinstance(ask.action, (BeltLoad, Shift)):
                _ask_belt(belt, b, room, ask)
        elif ask is not None and isinstance(ask.action, (BeltLoad, Shift)):
            ask.no("solo-belts", t("You load and shift only on a loading space, from the belt beside it."))
        if len(me.orders) < PLAYER_ORDERS:
            out.extend(Take(oid(o), 0) for st in s.towns for o in st.row)
        if ask is not None:
            _ask_move_take(s, me, out, ask)
    elif ask is not None and isinstance(ask.action, (Move, BeltLoad, Shift, Take)):
        ask.no("solo-actions", t("You have no actions left this turn; fulfil an order or end your turn."))
    town = DOCK_TOWN.get(me.pos)
    if town:
        out.extend(Fulfil(oid(o), 0) for o in me.orders if ORDERS[o].town == town and covers(me.mints, ORDERS[o].need))
    if ask is not None and isinstance(ask.action, Fulfil):
        _ask_fulfil(me, town, ask)
    out.append(_END)
    if ask is not None and ask.action not in out and type(ask.action) in _NOT_NOW:
        ask.no(*_NOT_NOW[type(ask.action)])
    return out


#: What each kind of move needs, said when it is asked for at a step of the turn that is not its own.
_NOT_NOW = {
    AiStep: ("solo-ai-turn", t("It is your turn, not the AI driver's.")),
    ReturnMint: ("solo-fulfil", t("No handed-in mints are waiting to go on the belts.")),
    **dict.fromkeys(
        (Keep, Load, Unload, Upgrade, Claim, Remove, Bonus, Acquire, Swap),
        ("solitaire", t("That move belongs to the multiplayer game, not to the solitaire.")),
    ),
}


def _ask_belt(belt: str, b: tuple[int, ...], room: int, ask: Ask) -> None:
    """Why the BeltLoad or Shift asked about is left out on the loading space of ``belt`` (its
    mints ``b``; ``room``: what the truck has room for)."""
    a = ask.action
    if not isinstance(a, (BeltLoad, Shift)):
        return
    if a.belt != belt:
        ask.no("solo-belts", t("From here you reach belt {belt} only.", belt=belt))
    elif isinstance(a, BeltLoad):
        m = MINTS.index(a.mint)
        found = b[:FRONT].count(m)
        if not 1 <= a.count <= min(found, LOAD_CAP[m], room):
            if a.count > found:
                said = tn(
                    "The 4 front mints of belt {belt} hold only {n} {mint} mint.",
                    "The 4 front mints of belt {belt} hold only {n} {mint} mints.",
                    found,
                    belt=belt,
                    mint=mint_name(m),
                )
            else:
                said = t(
                    "A load takes up to {most} {mint} from the 4 front mints of the belt; your truck has room for {room}.",
                    most=LOAD_CAP[m],
                    mint=mint_name(m),
                    room=room,
                )
            ask.no("solo-belts", said)
    elif not 1 <= a.count <= min(2, len(b)):
        ask.no(
            "solo-belts", tn("Belt {belt} holds only {n} mint.", "Belt {belt} holds only {n} mints.", len(b), belt=belt)
        )


def _ask_move_take(s: State, me: Truck, out: list[Action], ask: Ask) -> None:
    """Why the Move or Take asked about is left out of a turn with actions left."""
    a = ask.action
    if isinstance(a, Move) and a not in out:
        if a.to in F_NEIGHBOURS[me.pos]:
            ask.no("solo-actions", t("Nothing is paid to move on the factory side."))
        else:
            there, here = space_title(a.to), space_title(me.pos)
            ask.no("solo-actions", t("{there} is not one road away from {here}.", there=there, here=here))
    elif isinstance(a, Take) and a not in out:
        if len(me.orders) >= PLAYER_ORDERS:
            ask.no(
                "solo-actions",
                tn("You already have {n} active order.", "You already have {n} active orders.", len(me.orders)),
            )
        else:
            ask.no("solo-actions", t("Only the top order of each stack can be taken."))


def _ask_fulfil(me: Truck, town: str | None, ask: Ask) -> None:
    """Why the Fulfil asked about is left out (``town``: whose dock the truck is at, if any)."""
    a = ask.action
    assert isinstance(a, Fulfil)
    o = ORDER_INDEX.get(a.order, -1)
    if o not in me.orders:
        ask.no("solo-fulfil", t("You can only fulfil your own active orders."))
    elif town != ORDERS[o].town:
        ask.no("solo-fulfil", t("That order is delivered at the {town} dock.", town=town_name(ORDERS[o].town)))
    elif not covers(me.mints, ORDERS[o].need):
        ask.no("solo-fulfil", t("Your truck does not hold the mints that order needs."))


def _return_choices(s: State, ask: Ask | None = None) -> list[Action]:
    out: list[Action] = []
    for m in sorted(set(s.returns)):
        for i, belt in enumerate(BELTS):
            if len(s.belts[i]) < BELT_MINTS:
                out.append(ReturnMint(MINTS[m], belt))
    if ask is not None and ask.action not in out:
        a = ask.action
        if not isinstance(a, ReturnMint):
            ask.no("solo-fulfil", t("First put the handed-in mints on the back of the belts (no belt over 10)."))
        elif MINTS.index(a.mint) not in s.returns:
            ask.no("solo-fulfil", t("No {mint} mint is waiting to go on a belt.", mint=mint_name(MINTS.index(a.mint))))
        else:
            ask.no(
                "solo-fulfil",
                tn(
                    "Belt {belt} already holds {n} mint.",
                    "Belt {belt} already holds {n} mints.",
                    BELT_MINTS,
                    belt=a.belt,
                ),
            )
    return out
