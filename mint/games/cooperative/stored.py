"""Sentences the state keeps in its source words (the roll's trouble result, why the heroes lost,
a revealed card's note), and the same sentences said again in the language in use.

Saves, journals and golden transcripts hold the state, so what it keeps never changes with the
language: the rules write ``source(said)``, and the table reads it back with ``again`` (its
placeholders filled from the kept words), which ``str`` renders in the catalogue in use.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from mint.core.words import Said, data, t

ROLLS = (
    t("No trouble: every die shows 3 or less"),
    t("Triple Threat: three {face}s"),
    t("Triple Threat: four {face}s"),
    t("Double Trouble: two {face}s"),
    t("Double Trouble: two {first}s and two {second}s"),
    t("Trouble: {high} is high and no dice match"),
)
"""A roll's trouble result: none, three or four of a kind, one or two pairs, the high die."""

LOSSES = (
    t("regional panic reached {panic}"),
    t("{town} holds {count} {villain} tokens"),
    t("{count} Decay tokens lie on {villain}'s card"),
    t("{count} Plaque tokens are on the map"),
    t("{count} towns have empty freshness tracks"),
)
"""Why the heroes lose: the panic track, or the villain's own way of winning."""

NOTES = (
    t("mayhem {done} of {all}"),
    t("no red mints left: panic +{panic}"),
    t("no slot left to close: panic +{panic}"),
    t("Force Field stops it"),
)
"""What a revealed card's note says: which mayhem card it was, or why its token found no place."""


def said(pattern: Said, **args: Any) -> Said:
    """``pattern`` (one of the sentences above) with its placeholders filled."""
    return Said(pattern.msgid, "", 0, tuple(args.items()))


def source(sentence: Said) -> str:
    """A sentence in its source words, as the state keeps it."""
    values = {k: source(v) if isinstance(v, Said) else v for k, v in sentence.args}
    return sentence.msgid.format(**values) if values else sentence.msgid


@cache
def _pattern(msgid: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", msgid)
    text = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(parts))
    return re.compile(text)


def again(kept: str, patterns: tuple[Said, ...]) -> Said:
    """The sentence ``kept`` (written with ``source``) as one of ``patterns``, to show in the
    language in use; words that match none are shown as kept."""
    # the sentence with the most words of its own first: "two {first}s and two {second}s" before "two {face}s"
    for pattern in sorted(patterns, key=lambda p: -len(re.sub(r"\{\w+\}", "", p.msgid))):
        m = _pattern(pattern.msgid).fullmatch(kept)
        if m:
            return said(pattern, **m.groupdict())
    return data(kept)


def roll(kept: str) -> Said:
    return again(kept, ROLLS)


def loss(kept: str) -> Said:
    """Why the heroes lost, from the state's ``result`` ("lost: ...")."""
    return again(kept.removeprefix("lost: "), LOSSES)


def note(kept: str) -> Said:
    return again(kept, NOTES)
