"""Bot pacing: a bot thinks in a worker thread, plays when its glide may start, then waits a beat.

A bot never plays while pieces glide, while another screen (the pause menu) lies on top, or
after the position it thought about was left (an undo, a redo). While a worker thinks, the
interpreter hands its lock between threads more often than usual: a search holds it for the
whole switch interval whenever the drawing thread lets go (every blit, every sleep between
frames), and on a loaded machine the default 5 ms turned each frame into tens of milliseconds.
"""

from __future__ import annotations

import sys

from mint.scenes.table.contract import Table
from mint.ui.botrunner import BotJob

BOT_BEAT_S = 0.9  #: the pause after a bot's move at normal speed, long enough to read its caption
CAPTION_S = 2.2  #: how long a bot move's caption stays up at normal speed (the next move replaces it)
THINKING_SWITCH_S = 0.0005  #: the interpreter's switch interval while a worker thinks


class _Switch:
    """The interpreter's own switch interval, kept while a shorter one is in force."""

    normal: float | None = None


_SWITCH = _Switch()


def fast_switching(on: bool) -> None:
    """Shorten the interpreter's switch interval while a worker thread thinks; restore it after."""
    if on and _SWITCH.normal is None:
        _SWITCH.normal = sys.getswitchinterval()
        sys.setswitchinterval(min(_SWITCH.normal, THINKING_SWITCH_S))
    elif not on and _SWITCH.normal is not None:
        sys.setswitchinterval(_SWITCH.normal)
        _SWITCH.normal = None


class BotPacer:
    """Starts each bot's decision, plays it when it may, and paces the next."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.job: BotJob | None = None
        self.wait = 0.0  #: seconds before the next bot may start thinking
        self.decision_times: list[float] = []
        self.hurry = False  #: "skip to my turn": the bots play at once until a person is to act

    def cancel(self) -> None:
        """Forget the decision in flight (its thread finishes on its own; its answer is dropped)."""
        self.job = None

    def update(self, dt: float) -> bool:
        """Count down the beat, start or finish a decision; True while a bot is busy."""
        busy = False
        if self.wait > 0:
            self.wait -= dt
            busy = True
        self._turn()
        return busy or self.job is not None

    def _turn(self) -> None:
        t = self.table
        s = t.session
        seat = t.rules.to_act(s.state)
        if seat is None or s.seats[seat].is_human:
            self.hurry = False  # a person is to act (or the game is over): the skip has done its work
            return
        if t.motion.glides or not t.autoplay or seat not in t.bots:
            return
        if t.app.scenes and t.app.scenes[-1] is not t:
            return  # paused (or another screen on top): a bot may finish thinking but plays on later
        if self.job is not None:
            if self.job.done:
                job, self.job = self.job, None
                if job.tag == t.version and job.result is not None:
                    self.decision_times.append(job.elapsed)
                    before = s.state
                    speed = 0.0 if self.hurry else t.app.settings.speed_factor
                    if t.perform(job.result, by_bot=True, speed=speed) and speed > 0:
                        t.show_caption(seat, t.rules.describe(before, job.result), CAPTION_S * speed)
                    self.wait = BOT_BEAT_S * speed
                    after = t.rules.to_act(s.state)
                    if after is None or s.seats[after].is_human:
                        self.hurry = False  # the skip has done its work
            return
        if self.wait > 0:
            return
        obs = t.rules.observation(s.state, seat)
        self.job = BotJob(t.bots[seat], t.rules, obs, seat, t.legal(), 0.0, s.seed * 7919 + s.cursor, t.version)
