"""The generic table scene (DESIGN §4): one scene that plays every game through its view.

It asks the rules for the legal actions and the game's view for where things sit, then does
the rest: picking up a piece lights every target where a legal action would drop it; a drop
performs it or sends the piece home with the reason; a click on a source or target does the
same; the keyboard cycles through choices; actions with no place on the board are buttons.
Bots think in a worker thread; moves glide; the log, undo/redo, hint, tooltips and zoom are
always there. The replay viewer is the same table, read-only, with a cursor through a record.

The scene (``scene``) is composed of parts, each its own module: ``layout`` (where everything
sits, and the hit model), ``gestures`` (mouse, fingers, keys), ``buttons``, ``bots`` (pacing),
``hint``, ``undo``, ``animation`` (glides, tumbles), ``log``, ``panels`` and ``drawing``;
``contract`` names what the parts may ask of the scene, and ``replay`` is the viewer.
"""

from __future__ import annotations

from mint.scenes.table.animation import Glide
from mint.scenes.table.replay import ReplayScene
from mint.scenes.table.scene import TableScene

__all__ = ["Glide", "ReplayScene", "TableScene"]
