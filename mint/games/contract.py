"""A static check, read by mypy only: every game's rules module keeps the rules contract.

Each assignment below says "this module is a ``Rules`` over that state class"; a contract
function with a wrong name, argument or return type makes the lint step fail. Nothing here runs
at play time, and the module imports only rules (never bots or views).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mint.core.game import Rules
    from mint.games.control import rules as control
    from mint.games.control.state import State as ControlState
    from mint.games.cooperative import rules as cooperative
    from mint.games.cooperative.state import State as CooperativeState
    from mint.games.delivery import rules as delivery
    from mint.games.delivery.model import State as DeliveryState
    from mint.games.italy import rules as italy
    from mint.games.italy.state import State as ItalyState

    CONTROL: Rules[ControlState] = control
    DELIVERY: Rules[DeliveryState] = delivery
    COOPERATIVE: Rules[CooperativeState] = cooperative
    ITALY: Rules[ItalyState] = italy
