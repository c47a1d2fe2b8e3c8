"""Undo and redo at the table: back to the last decision a person made, never past hidden luck.

The session keeps the rule (a step that drew, rolled or revealed something is a barrier unless
free undo is on); the table adds that bots' replies after a person's move go with it, and that a
table with no people at it has nothing to undo.
"""

from __future__ import annotations

from mint.scenes.table.contract import Table


class UndoPolicy:
    def __init__(self, table: Table) -> None:
        self.table = table

    def can_undo(self) -> bool:
        return self.table.session.can_undo() and bool(self.table.human_seats())

    def can_redo(self) -> bool:
        return self.table.session.can_redo()

    def undo(self) -> str | None:
        """Step back to the last decision a person made (bots' moves after it go too); or say why not."""
        t, s = self.table, self.table.session
        if not self.can_undo():
            return (
                "Nothing to undo: the last step drew, rolled or revealed something."
                if s.cursor
                else "Nothing to undo yet."
            )
        s.undo()
        while s.cursor and not t.human_to_act() and s.can_undo():
            s.undo()
        return None

    def redo(self) -> bool:
        """Step forward again; False when there is nothing to redo."""
        return self.table.session.redo()
