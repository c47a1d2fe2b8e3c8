"""The hint: the search bot (or the heuristic bot) suggests a move for the person to play, with why."""

from __future__ import annotations

from typing import Any

from mint.bots.kinds import bot_kinds, make_bot
from mint.core import words
from mint.core.game import Action
from mint.scenes.table.contract import Table
from mint.ui.botrunner import BotJob

HINT_S = 10.0  #: the reason stays up this long while the move is lit (long enough to read and find it)
HINT_BUDGET_S = 0.5


class _Adviser:
    """A bot-like object whose choice is (action, reason)."""

    def __init__(self, game: str) -> None:
        self.game = game

    def choose(
        self, rules: Any, observation: Any, seat: int, legal: list[Action], budget_s: float, seed: int
    ) -> tuple[Action, str]:
        from mint.core import registry

        advise = getattr(registry.bots_module(self.game), "advise", None)
        if advise is not None:  # a game whose own planner gives better advice than a short search
            got: tuple[Action, str] = advise(rules, observation, seat, legal, seed)
            return got
        try:
            from mint.bots.hint import hint
        except ImportError:
            kind = "heuristic" if "heuristic" in bot_kinds(self.game) else "random"
            return make_bot(self.game, kind).choose(
                rules, observation, seat, legal, budget_s, seed
            ), "the heuristic bot's choice"
        return hint(self.game, rules, observation, seat, legal, seed)


class Hints:
    """Asks for a hint in a worker thread and keeps the one that came back for this position."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.job: BotJob | None = None
        self.hint: tuple[Action, str] | None = None

    def request(self) -> None:
        t = self.table
        if not t.human_to_act():
            t.show_toast(str(words.t("A hint is for the player whose turn it is.")))
            return
        seat = t.rules.to_act(t.session.state)
        obs = t.rules.observation(t.session.state, seat)
        self.job = BotJob(
            _Adviser(t.session.game),
            t.rules,
            obs,
            seat,
            t.legal(),
            HINT_BUDGET_S,
            t.session.cursor,
            t.version,
            check=False,
        )
        t.show_toast(str(words.t("Thinking about a hint…")))

    def forget(self) -> None:
        """The position was left: its hint, and the line that gave its reason, go."""
        t = self.table
        if self.hint is not None and t.toast and t.toast[0].startswith("Hint:"):
            t.toast = None
        self.hint = None

    def update(self) -> bool:
        """Take a finished hint if it is still for this position; True while one is being thought."""
        t = self.table
        if self.job is None:
            return False
        if not self.job.done:
            return True
        job, self.job = self.job, None
        if job.tag == t.version and isinstance(job.result, tuple) and job.result[0] in t.legal():
            self.hint = job.result
            say = getattr(t.rules, "hint_words", t.rules.describe)  # what to do, where a game words it so
            move = job.result[0]
            hidden = t.rules.is_barrier(t.session.state, move)  # a draw or a roll: its outcome is not told
            said = words.t(
                "Hint: {move} ({why})", move=move.label if hidden else say(t.session.state, move), why=job.result[1]
            )
            t.show_toast(str(said), seconds=HINT_S)
        return False
