"""Mint Knight's choice panels in the middle of the table: the level-up rewards and the heal
points being spent (KnightChoices, under the painter in view_draw.py)."""

from __future__ import annotations

from typing import Any

import pygame

from mint.core.words import t
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight.actions import Heal
from mint.games.knight.describe import named
from mint.games.knight.state import State
from mint.games.knight.view_faces import (
    ACCENT,
    GREY,
    INK,
    STARTING,
    WANING,
    WHITE,
)
from mint.games.knight.view_hands import KnightHands
from mint.games.knight.view_rewards import USED_FILL
from mint.games.knight.view_text import BODY, TITLE, fit, forms, width_of
from mint.ui import palette


def side_words(title: str, advanced: bool, waning: bool) -> tuple[str, ...]:
    """One side of an action card in words: which side, its action, and what paying its mana gives
    (then shorter ways of saying them)."""
    half = C.ACTION_BY_ID[title].half(advanced, waning)
    pay = named(C.MANA_BY_CODE[half.mana_cost].name)
    action, stronger = C.text_of(half.action), C.text_of(half.stronger)
    said = dict(action=action, pay=pay, stronger=stronger)
    if advanced:
        longest = t("Advanced: {action}. Paying {pay}: {stronger}", **said)
        long = t("Advanced: {action} / {pay}: {stronger}", **said)
    else:
        longest = t("Now: {action}. Paying {pay}: {stronger}", **said)
        long = t("Now: {action} / {pay}: {stronger}", **said)
    return (str(longest), str(long), str(t("{action} / {stronger}", **said)))


class KnightChoices(KnightHands):
    """The level-up and heal panels."""

    def _draw_level_up(self, surface: pygame.Surface, s: State, box: pygame.Rect) -> None:
        """A level-up: the new level's defense and hand size, the skill and the unit spots it leaves
        the hero with, and each basic card that may be flipped, its side now beside its advanced side."""
        k = self.kit
        d = s.pending[0]
        h = s.heroes[d.seat]
        k.panel(surface, box, palette.lighter(palette.GOLD, 0.85), palette.GOLD, radius=k.px(8))
        inner = box.inflate(-k.px(20), -k.px(10))
        y = inner.y + k.px(13)
        head = str(
            t(
                "Level {level}: defense {defense}, hand size {hand}",
                level=B.level(h),
                defense=B.defense(h),
                hand=B.hand_size(h),
            )
        )
        self.say(
            surface,
            (head, str(t("Level {level}", level=B.level(h)))),
            (inner.x, y),
            TITLE,
            INK,
            True,
            "midleft",
            width=inner.width,
        )
        for words in self.level_up_lines(s, d.seat):
            y += k.px(24)
            self.say(surface, words, (inner.x, y), BODY, INK, False, "midleft", width=inner.width)
        row = pygame.Rect(inner.x, y + k.px(14), inner.width, inner.bottom - y - k.px(14))
        picks = [int(str(x)) for x in d.data]
        col_w = row.width / max(1, len(picks))
        for j, pos in enumerate(picks):
            card = h.hand[pos]
            col = pygame.Rect(round(row.x + j * col_w), row.y, round(col_w - k.px(8)), row.height)
            title = named(C.ACTION_BY_ID[card.title].title)
            band = pygame.Rect(col.x, col.y, col.width, k.px(26))
            pygame.draw.rect(surface, ACCENT, band, border_radius=k.px(5))
            self.say(
                surface,
                (str(t("Flip {card}?", card=title)), title),
                band.center,
                BODY,
                WHITE,
                True,
                width=band.width - k.px(6),
            )
            sides = pygame.Rect(col.x, band.bottom + k.px(3), col.width, col.bottom - band.bottom - k.px(3))
            half_w = (sides.width - k.px(6)) // 2
            for i, advanced in enumerate((False, True)):
                r = pygame.Rect(sides.x + i * (half_w + k.px(6)), sides.y, half_w, sides.height)
                fill = palette.lighter(ACCENT, 0.8) if advanced else palette.PANEL
                pygame.draw.rect(surface, fill, r, border_radius=k.px(5))
                pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1)), border_radius=k.px(5))
                texts = side_words(card.title, advanced, card.waning)
                fit(k, surface, texts, r.inflate(-k.px(8), -k.px(6)), BODY, bold=False)

    def level_up_lines(self, s: State, seat: int) -> list[tuple[str, ...]]:
        """The skill and the unit spots a level-up leaves the hero with, as lines (long forms first)."""
        h = s.heroes[seat]
        out: list[tuple[str, ...]] = []
        if s.skills:
            sk = C.SKILL_BY_ID[s.skills[-1].id]
            said = dict(skill=named(sk.name), effect=C.text_of(sk.effect))
            if len(s.heroes) > 1:
                gained = t("Skill gained (shared): {skill}, {effect}", **said)
            else:
                gained = t("Skill gained: {skill}, {effect}", **said)
            out.append((str(gained), str(t("Skill: {skill}", **said))))
        if len(s.heroes) > 1 and len(s.skills) >= C.COOP_MAX_SKILLS:
            n = C.COOP_MAX_SKILLS
            out[-1:] = [
                (
                    str(t("The group holds {n} skills, the most it may", n=n)),
                    str(t("{n} skills: the most", n=n)),
                )
            ]
        spots = B.unit_spots(h)
        nxt = next((sp.level for sp in C.XP_TRACK if sp.symbol == "unit" and sp.level > B.level(h)), None)
        short = str(t("Unit spots: {n}", n=spots))
        if nxt:
            out.append((str(t("Unit spots: {n}; the next at level {level}", n=spots, level=nxt)), short))
        else:
            out.append((short, short))
        return out

    def _draw_heal(
        self, surface: pygame.Surface, s: State, box: pygame.Rect, legal: list[Any], shadow: bool = True
    ) -> None:
        """The waning cards that heal points may turn back: the discard pile's, then the deck's."""
        k = self.kit
        assert s.turn is not None
        k.panel(surface, box, radius=k.px(8), shadow=shadow)
        h = s.heroes[s.turn.seat]
        words = (
            str(
                t(
                    "Heal: drag a waning card onto Heal (discard {n}, then the deck from its top)",
                    n=len(h.discard),
                )
            ),
            str(t("Heal: drag a waning card onto Heal")),
            str(t("Heal a waning card")),
        )
        self._heading(surface, box, words)
        heals = {a.source for a in legal if isinstance(a, Heal)}
        for sid, r in self.placed.heal_cards.items():
            card = (h.discard if sid.kind == "discard" else h.deck)[int(sid.key or 0)]
            ok = sid in heals
            fill = (WANING if card.waning else STARTING) if ok else USED_FILL
            pygame.draw.rect(surface, fill, r, border_radius=k.px(6))
            rim = palette.darker(palette.BORDER, 0.7) if sid.kind == "discard" else palette.BORDER
            pygame.draw.rect(surface, rim, r, max(1, k.px(1.5)), border_radius=k.px(6))
            title = named(C.ACTION_BY_ID[card.title].title)
            lines = [str(t("{card}: {effect}", card=title, effect=x)) for x in forms(C.text_of(B.half(card).action))]
            lines.append(title)
            bold = not self.tabletop or width_of(k, title, BODY, True) <= r.width - k.px(12)
            self.say(
                surface,
                lines,
                (r.x + k.px(6), r.centery),
                BODY,
                INK if ok else GREY,
                bold,  # (table-top's finger-sized chips are narrower: a long title in plain type)
                "midleft",
                width=r.width - k.px(12),
            )
