"""Runs a bot's decision in a worker thread so the table keeps drawing and answering input."""

from __future__ import annotations

import threading
import time
from typing import Any


class BotJob:
    """One decision in flight; ``result`` is set when done (or ``error``)."""

    def __init__(
        self,
        bot: Any,
        rules: Any,
        observation: Any,
        seat: int,
        legal: list[Any],
        budget_s: float,
        seed: int,
        tag: int,
        check: bool = True,
    ) -> None:
        self.tag = tag
        self.check = check
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = False
        self.started = time.perf_counter()
        self.elapsed = 0.0
        self._thread = threading.Thread(
            target=self._run, args=(bot, rules, observation, seat, legal, budget_s, seed), daemon=True
        )
        self._thread.start()

    def _run(self, bot: Any, rules: Any, obs: Any, seat: int, legal: list[Any], budget: float, seed: int) -> None:
        try:
            choice = bot.choose(rules, obs, seat, legal, budget, seed)
            self.result = choice if (not self.check or choice in legal) else legal[0]
        except BaseException as exc:  # a bot failing must not take the table down
            self.error = exc
            self.result = legal[0] if legal else None
        self.elapsed = time.perf_counter() - self.started
        self.done = True
