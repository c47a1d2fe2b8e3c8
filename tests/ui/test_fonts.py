"""The Latin faces (``data/fonts/NotoSans-Latin-*.ttf``) set every word of the catalogues, in both
languages, to the pixel as the full faces do; they hold every character of them; and a text with
a character they lack (a name typed in another script) is set with the full faces."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from mint.core.text import latin
from mint.resources import data_path
from mint.ui import kit as K

LOCALE = Path(str(data_path("locale")))


def _said() -> list[str]:
    """Every text of the catalogues: the English and the Italian."""
    texts: set[str] = set()
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        with po.open("rb") as f:
            for message in read_po(f):
                for text in (message.id, message.string):
                    for one in text if isinstance(text, tuple) else (text,):
                        texts.update(line for line in one.split("\n") if line.strip())
    return sorted(texts)


SAID = _said()


def test_the_catalogues_lie_in_the_latin_faces():
    assert len(SAID) > 1000
    assert [text for text in SAID if not latin(text)] == ["{n}º"]  # (the ordinal sign: ``LATIN``)


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_the_latin_faces_set_every_word_as_the_full_faces_do(bold):
    pygame.font.init()
    for size in (12, 19, 33):
        cut, full = K._face(size, bold, False), K._face(size, bold, True)
        assert cut.get_linesize() == full.get_linesize() and cut.get_ascent() == full.get_ascent()
        for text in [text for text in SAID if latin(text)][:: 1 if size == 19 else 7]:
            a, b = cut.render(text, True, (0, 0, 0)), full.render(text, True, (0, 0, 0))
            assert a.get_size() == b.get_size(), (size, text)
            assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"), (size, text)


def test_a_text_the_latin_faces_lack_is_set_with_the_full_faces():
    pygame.font.init()
    k = K.Kit(1.0)
    name = "Дмитрий"
    assert not latin(name) and latin("Città · 3×2 → €")
    drawn = k.render(name, 20)
    full = K._face(k.px(20), False, True).render(name, True, (0, 0, 0))
    cut = K._face(k.px(20), False, False).render(name, True, (0, 0, 0))
    assert drawn.get_size() == full.get_size() != cut.get_size()  # (the cut face draws empty boxes)
    assert k.width(name, 20) == full.get_width()
    assert k.wrap(f"{name} {name}", 20, full.get_width() + 2) == [name, name]
