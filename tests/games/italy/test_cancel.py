"""A move of Mint Italy that owes further choices can be taken back, whole, until its last choice:
the table offers Cancel beside the choices (a trade's quantity, a marina card's option, the hen
an order sends back), and Cancel returns to the turn as it was before the move began."""

from __future__ import annotations

import pytest

from mint.core.game import Seat, replace
from mint.games.italy import play
from mint.games.italy import rules as R
from mint.games.italy.actions import Finish, Marina, Mercato, Return, Trade
from mint.scenes.table import TableScene
from mint.scenes.table.buttons import cancel, offered
from mint.ui.app import App
from tests.games.italy.tables import table_at
from tests.games.italy.test_rules import build, order_id, player, position

GRAPES, OVAL = 0, 1


def _press_cancel(app: App, table: TableScene) -> None:
    button = next(b for b, a in table.buttons.actions.items() if a is None)
    assert button.text == "Cancel"
    cancel(table)
    app.step(16, [])


def test_a_good_clicked_to_buy_offers_its_quantities_and_a_cancel():
    start = player(position(2), 0, coins=20, goods=(0, 0, 0, 0), mercato=1)
    app, table = table_at(start)
    table.perform(Mercato(0, GRAPES, False))
    app.step(16, [])
    moves = offered(table)
    assert moves[-1] is None and all(isinstance(a, Trade) for a in moves[:-1])
    _press_cancel(app, table)
    assert table.session.cursor == 0 and table.session.state is start
    assert R.to_act(table.session.state) == 0 and not table.session.state.pending


def test_a_marina_cards_option_can_be_cancelled_and_the_token_comes_back():
    s = position(2)
    isl = play.isle(s)
    s = build(s, 0, 2, isl.adj[isl.marinas["TL"]][0])
    s = replace(s, marina_cards=(3, 4, 5, 6))  # TL: card 4, 8 coins or 1 VP + 4 coins
    app, table = table_at(s)
    table.perform(Marina(0, 0))
    app.step(16, [])
    assert table.session.state.players[0].marinas == 1 and offered(table)[-1] is None
    _press_cancel(app, table)
    after = table.session.state
    assert after is s and after.players[0].marinas == 0 and after.marina_tokens[0] == ()


def test_finishing_an_order_can_be_cancelled_before_the_hen_goes_back():
    s = build(position(2), 0, 2, 3, 16)
    s = player(s, 0, coins=10, goods=(0, 1, 0, 0), order=order_id("1a"))
    app, table = table_at(s)
    table.perform(Finish(0))
    app.step(16, [])
    assert offered(table)[-1] is None
    _press_cancel(app, table)
    assert table.session.state is s and s.players[0].order == order_id("1a")
    table.perform(Finish(0))
    table.perform(Return(0, 16))
    app.step(16, [])
    assert None not in offered(table), "the last choice made, the move is done"
    assert not table.can_cancel()


def test_no_cancel_when_no_move_is_under_way_or_outside_the_player_phase():
    app, table = table_at(position(2))
    assert not table.can_cancel() and None not in offered(table)
    s = replace(position(2), phase="production", pending=(), queue=())
    assert not R.cancellable(s)


@pytest.mark.parametrize("persona", ["navigatore"])
def test_solo_a_trade_can_be_cancelled_too(persona):
    s = player(replace(position(1), persona=persona, start_persona="mercante"), 0, coins=20, goods=(2, 0, 0, 0))
    app, table = table_at(s, seats=(Seat("human", "Ada"),))
    table.perform(Mercato(0, GRAPES, True))
    app.step(16, [])
    assert offered(table)[-1] is None
    _press_cancel(app, table)
    assert table.session.state is s
