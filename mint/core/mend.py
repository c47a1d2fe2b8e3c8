"""A journal with damaged lines in the middle, played back as far as its readable moves go.

A line that cannot be read (a bit flipped on the disk, a sector lost) no longer ends the game
there: every readable step after it is played back too. Where a lost line held a move, the move
that makes the next readable moves legal again is worked out, but only when exactly one does
(or every one that does leads to the same position): nothing is guessed. Where it cannot be
worked out, the game stops at the last move that plays back, and the note says how many moves
after it could not be replayed. The file is never changed here.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from mint.core import registry
from mint.core.game import IllegalActionError, OptionError, Seat
from mint.core.record import RecordError
from mint.core.words import join, t, tn

LOOK_AHEAD = 8
"""How many readable moves after a lost one every candidate for it is tried on."""
FAR = 400
"""How many readable moves after a lost one the best candidates (and no lost move) are tried on."""


@dataclass(frozen=True)
class Mended:
    """What the readable steps of a damaged journal play back to, and what the player is told."""

    actions: tuple[str, ...]
    cursor: int
    ended: bool
    note: str


def lines_text(bad: Sequence[int]) -> str:
    """ "Line 23", "Lines 23 and 40", "Lines 3, 7, 9 and 4 more"."""
    shown = [str(n) for n in bad[:3]]
    if len(bad) == 1:
        return str(t("Line {line}", line=shown[0]))
    if len(bad) <= 3:
        return str(t("Lines {lines}", lines=join(shown)))
    return str(tn("Lines {lines} and {n} more", "Lines {lines} and {n} more", len(bad) - 3, lines=", ".join(shown)))


def _apply(rules: Any, state: Any, text: str) -> Any:
    """The state after the move ``text``, or None when it does not parse or is not legal there."""
    try:
        return rules.apply(state, rules.parse_action(text))
    except (IllegalActionError, ValueError):
        return None
    except Exception:  # noqa: BLE001 - a rules module failing on an odd move must not stop the reading
        return None


def _played(rules: Any, state: Any, texts: Sequence[str]) -> int:
    """How many of ``texts`` play one after the other from ``state``."""
    for i, text in enumerate(texts):
        state = _apply(rules, state, text)
        if state is None:
            return i
    return len(texts)


def likeness(action: Any, hint: str) -> float:
    """How alike the line a journal writes for ``action`` and the damaged text ``hint`` are (0-1)."""
    return difflib.SequenceMatcher(None, json.dumps({"a": str(action)}), hint).ratio()


def _closest(actions: Sequence[Any], hint: str, least: float = 0.0) -> int | None:
    """Which of ``actions`` is, alone, the most like ``hint`` (and at least ``least``); None if none is."""
    if not hint or not actions:
        return None
    scores = [likeness(a, hint) for a in actions]
    top = max(scores)
    return scores.index(top) if top >= least and scores.count(top) == 1 else None


def _lost_move(
    rules: Any, state: Any, text: str, later: Sequence[str], hint: str = ""
) -> tuple[Any, Any, int, int] | None:
    """The move that, played at ``state``, lets ``text`` and the most of ``later`` play: the
    move, the state after it, how many of ``later`` then play, and how many different positions
    the moves that go as far lead to (1: the lost move is known; more: the first is put in, and
    the note says so). None when no move lets ``text`` play. Candidates are first compared on
    the next ``LOOK_AHEAD`` moves, and those left on all of ``later``; among those that lead to
    different positions, the one most like the damaged line's text ``hint`` is known."""
    if rules.to_act(state) is None:
        return None
    near: list[tuple[Any, Any, Any]] = []
    most = -1
    for action in rules.legal_actions(state):
        try:
            mid = rules.apply(state, action)
        except (IllegalActionError, ValueError):
            continue
        after = _apply(rules, mid, text)
        if after is None:
            continue
        n = _played(rules, after, later[:LOOK_AHEAD])
        if n > most:
            near, most = [], n
        if n == most:
            near.append((action, mid, after))
    best: list[tuple[Any, Any, Any]] = []
    most = -1
    for action, mid, after in near:
        n = _played(rules, after, later)
        if n > most:
            best, most = [], n
        if n == most:
            best.append((action, mid, after))
    if not best:
        return None
    ends: list[Any] = []
    for b in best:
        if all(b[2] != e for e in ends):
            ends.append(b[2])
    if len(ends) > 1:
        near_hint = _closest([b[0] for b in best], hint)
        if near_hint is not None:
            return best[near_hint][0], best[near_hint][1], most, 1
    return best[0][0], best[0][1], most, len(ends)


def mend(
    game: str,
    seats: Sequence[Seat],
    seed: int,
    options: dict[str, str],
    steps: Sequence[tuple[int, str, str]],
    bad: Sequence[int],
    raw: Mapping[int, str] | None = None,
) -> Mended:
    """Play back ``steps`` (line number, "a", "u", "r", "end" or "seen", the move's text) of a journal whose
    lines ``bad`` could not be read; RecordError when its set-up does not start a game. A move
    that does not play where it stands counts as a damaged line too (a flipped bit can leave a
    line that reads but names no legal move); ``raw`` holds the text of each damaged line, which
    tells apart lost moves the later moves cannot. The note is "" when nothing was wrong."""
    rules = registry.get(game)
    try:
        states = [rules.new_game(tuple(seats), seed, dict(options))]
    except (OptionError, ValueError) as exc:
        raise RecordError(t("the saved game's set-up is not valid: {why}", why=str(exc))) from None
    actions: list[str] = []
    cursor, ended, found, lost = 0, False, 0, 0
    seen = False
    unsure = 0
    bad = list(bad)
    raw = dict(raw or {})
    last = 0
    for i, (line, op, text) in enumerate(steps):
        prev, last = last, line
        after_gap = any(prev < b <= line for b in bad)
        if op == "u":
            cursor, ended, seen = max(0, cursor - 1), False, False
        elif op == "r":
            cursor = min(len(actions), cursor + 1)
        elif op == "end":
            ended = True
        elif op == "seen":
            seen = True
        else:
            state = states[cursor]
            after = _apply(rules, state, text)
            bridge = None
            if after_gap:  # was the line lost before this move a move? the moves after it tell
                later: list[str] = []
                for line2, op2, text2 in steps[i + 1 :]:
                    if op2 != "a" or line2 in bad or len(later) >= FAR:
                        break
                    later.append(text2)
                hint = " ".join(raw.get(b, "") for b in bad if prev < b <= line)
                bridge = _lost_move(rules, state, text, later, hint)
                direct = _played(rules, after, later) if after is not None else -1
                if bridge is not None and bridge[2] <= direct:
                    bridge = None  # as good without a move there: nothing is made up
            if after is None and bridge is None:
                if not after_gap:  # this line itself may be the damaged one: the next move tells
                    bad.append(line)
                    raw[line] = json.dumps({"a": text})
                    last = prev
                    continue
                lost = sum(1 for s in steps[i:] if s[1] == "a")
                break
            del actions[cursor:], states[cursor + 1 :]
            if bridge is not None:
                actions.append(str(bridge[0]))
                states.append(bridge[1])
                cursor += 1
                found += 1
                unsure += bridge[3] > 1
                after = _apply(rules, bridge[1], text)
            actions.append(text)
            states.append(after)
            cursor += 1
            ended = seen = False
    if not lost and cursor == len(actions):  # damaged lines at the end: their moves, if plain to see
        for b in sorted(b for b in bad if b > last):
            state = states[cursor]
            choices = rules.legal_actions(state) if rules.to_act(state) is not None else []
            pick = _closest(choices, raw.get(b, ""), least=0.9)
            if pick is None:
                break
            actions.append(str(choices[pick]))
            states.append(rules.apply(state, choices[pick]))
            cursor += 1
            found += 1
    over = ended and seen and rules.to_act(states[cursor]) is None
    if not bad and not lost:
        return Mended(tuple(actions), cursor, over, "")
    said = []
    if bad:
        lines = lines_text(sorted(set(bad)))
        n = len(set(bad))
        said.append(
            tn(
                "{lines} of this game's journal was damaged.",
                "{lines} of this game's journal were damaged.",
                n,
                lines=lines,
            )
        )
    if found and not unsure:
        said.append(
            tn(
                "{n} move lost there was worked out from what was left.",
                "{n} moves lost there were worked out from what was left.",
                found,
            )
        )
    elif found:
        said.append(
            tn(
                "{n} move lost there was worked out from what was left ({unsure} of them could have been another "
                "move too: look over the position).",
                "{n} moves lost there were worked out from what was left ({unsure} of them could have been another "
                "move too: look over the position).",
                found,
                unsure=unsure,
            )
        )
    if lost:
        said.append(
            tn(
                "The game goes on from move {move}: the {n} move after it could not be replayed.",
                "The game goes on from move {move}: the {n} moves after it could not be replayed.",
                lost,
                move=cursor,
            )
        )
    else:
        said.append(t("Every move that could be read is kept."))
    return Mended(tuple(actions), cursor, over, " ".join(str(x) for x in said))
