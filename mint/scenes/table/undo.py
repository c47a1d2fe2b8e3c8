"""Undo and redo at the table: back to the last decision a person made, never past hidden luck.

The session keeps the rule (a step that drew, rolled or revealed something is a barrier unless
free undo is on); the table adds that bots' replies after a person's move go with it, that a
table with no people at it has nothing to undo, and that Undo is offered only while a move of
a person's own lies before the last barrier. Who took a step is the rules' optional
``actor(state, action)`` (a solitaire's automaton, set going by the person's seat, is not the
person), else the seat to act; the rules' optional ``undo_stop(state, action)`` names a barrier
step in a player's words ("the new deal of round 2").

Cancel takes back a move still under way: while the rules' optional ``cancellable(state)`` says
the person owes a further choice of a move that began this turn, every step back to its start
goes, as one, unless a step on the way cannot be taken back.
"""

from __future__ import annotations

from mint.core.words import t
from mint.scenes.table.contract import Table

GENERIC_STOP = t("a step that drew, rolled or revealed something")


class UndoPolicy:
    def __init__(self, table: Table) -> None:
        self.table = table

    def can_undo(self) -> bool:
        return self._back_to()[0] is not None

    def can_redo(self) -> bool:
        return self.table.session.can_redo()

    def undo(self) -> str | None:
        """Step back to just before the last move a person made (bots' moves after it go too); or
        say why not."""
        s = self.table.session
        target, stop = self._back_to()
        if target is None:
            if stop is None:
                return str(t("Nothing to undo yet.") if not s.cursor else t("Nothing of yours to undo yet."))
            said = t("Nothing of yours to undo since {stop}: it cannot be taken back.", stop=self._stop_words(stop))
            return str(said)
        while s.cursor > target:
            s.undo()
        return None

    def stop_note(self) -> str | None:
        """After an undo: why no further undo is offered, when a barrier is the reason."""
        target, stop = self._back_to()
        if target is None and stop is not None:
            return str(t("Undo stops at {stop}: it cannot be taken back.", stop=self._stop_words(stop)))
        return None

    def cancel_target(self) -> int | None:
        """The cursor before the move under way began, when the whole move may be taken back."""
        t, s = self.table, self.table.session
        under_way = getattr(t.rules, "cancellable", None)
        if under_way is None or not t.human_seats() or not under_way(s.state):
            return None
        for i in range(s.cursor - 1, -1, -1):
            if s.barriers[i] and not s.free_undo:
                return None
            if not under_way(s.states[i]):
                return i
        return None

    def cancel(self) -> bool:
        """Take back the move under way, back to before it began; False when it cannot be."""
        s = self.table.session
        target = self.cancel_target()
        if target is None:
            return False
        while s.cursor > target:
            s.undo()
        return True

    def redo(self) -> bool:
        """Step forward again; False when there is nothing to redo."""
        return self.table.session.redo()

    # --- the walk back ------------------------------------------------------------------------

    def _back_to(self) -> tuple[int | None, int | None]:
        """(the cursor an undo goes back to, the barrier step that stops the walk back first):
        the first is None when no move of a person's own lies after the last barrier."""
        t, s = self.table, self.table.session
        if not t.human_seats():
            return None, None
        for i in range(s.cursor - 1, -1, -1):
            if s.barriers[i] and not s.free_undo:
                return None, i
            if self._own(i):
                return i, None
        return None, None

    def _own(self, i: int) -> bool:
        """Whether step ``i`` was a person's own move."""
        t, s = self.table, self.table.session
        actor = getattr(t.rules, "actor", None)
        seat = actor(s.states[i], s.actions[i]) if actor else t.rules.to_act(s.states[i])
        return seat is not None and 0 <= seat < len(s.seats) and s.seats[seat].is_human

    def _stop_words(self, i: int) -> str:
        t, s = self.table, self.table.session
        words = getattr(t.rules, "undo_stop", None)
        return (words(s.states[i], s.actions[i]) if words else "") or str(GENERIC_STOP)
