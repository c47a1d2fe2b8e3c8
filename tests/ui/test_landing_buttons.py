"""While a move's pieces slide, the side column's buttons that their landing will offer are made
ahead, hidden: the frame they land in only shows them, and every frame looks as it did when the
landing made them."""

from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest

from mint.scenes.table.buttons import ActionButtons
from tests.ui import screen_harness as h


def _moves(table, rng: random.Random, moves: int = 14):
    """Random moves, each with its glide; yields after each move is made."""
    for _ in range(moves):
        legal = table.legal()
        if not legal or table.session.over:
            return
        table.perform(rng.choice(legal), speed=1.0)
        yield


def _glide(app, table, frames: list[bytes] | None = None) -> None:
    """Frames until the pieces have landed (each kept in ``frames``)."""
    for _ in range(40):
        app.frame(h.FRAME_MS / 3)
        if frames is not None:
            frames.append(pygame.image.tobytes(app.window, "RGB"))
        if not table.motion.busy:
            return


def _play(game: str, ahead: bool) -> list[bytes]:
    """Every frame of a run of random moves, each with its glide, with buttons made ahead or not."""
    app, table = h.table_app(game, seed=3, size=(1280, 720), players=2)
    if not ahead:
        table.buttons.prepare_landing = lambda: None  # type: ignore[method-assign]
    frames: list[bytes] = []
    for _ in _moves(table, random.Random(game), 9):
        _glide(app, table, frames)
    return frames


@pytest.mark.parametrize("game", ["italy", "cooperative"])
def test_buttons_made_ahead_are_shown_at_the_landing_as_if_made_there(game, monkeypatch):
    made: list[bool] = []  #: each button made (True: where it is shown) or a spare one shown again
    make, spare = ActionButtons._make, ActionButtons._from_spare

    def counted(self, key, r, visible):
        made.append(visible)
        return make(self, key, r, visible)

    def counted_spare(self, key, r, visible):
        b = spare(self, key, r, visible)
        if b is not None:
            made.append(visible)
        return b

    monkeypatch.setattr(ActionButtons, "_make", counted)
    monkeypatch.setattr(ActionButtons, "_from_spare", counted_spare)
    ahead = _play(game, True)
    made_ahead = list(made)
    made.clear()
    assert ahead == _play(game, False), f"{game}: a frame differs"
    assert made.count(True) >= 3, "the landings offered buttons"  # (made or shown where they land, without ahead)
    assert made_ahead.count(True) < made.count(True) / 2, f"{game}: most landing buttons were made ahead"


def test_a_button_no_longer_offered_is_kept_hidden_and_shown_again_for_a_move_alike():
    """Making a button costs about 20 times moving one: the buttons a move leaves are kept
    hidden (a few), and the next moves' buttons of their size and look are those moved, not new
    ones; every frame looks as it does with every button made new."""
    app, table = h.table_app("cooperative", seed=3, size=(1280, 720), players=2)
    made: list[int] = []
    make = ActionButtons._make
    table.buttons._make = lambda key, r, visible: made.append(1) or make(table.buttons, key, r, visible)
    frames: list[bytes] = []
    shown = 0
    for _ in _moves(table, random.Random("spare"), 10):
        _glide(app, table, frames)
        shown += len(table.buttons.actions)
        assert all(not b.visible for b, _ in table.buttons.spare)
    assert shown >= 8 and len(made) < shown / 2, (len(made), shown)
    app2, table2 = h.table_app("cooperative", seed=3, size=(1280, 720), players=2)
    table2.buttons._from_spare = lambda key, r, visible: None
    fresh: list[bytes] = []
    for _ in _moves(table2, random.Random("spare"), 10):
        _glide(app2, table2, fresh)
    assert frames == fresh


def test_a_rebuild_during_the_glide_leaves_no_button_made_ahead_in_use():
    """The widgets cleared by a rebuild (a new language, a new window size) under a glide: the
    landing makes its buttons again rather than show ones that are gone."""
    app, table = h.table_app("italy", seed=3, size=(1280, 720), players=2)
    rebuilt = 0
    for _ in _moves(table, random.Random("italy")):
        for _ in range(3):
            app.frame(h.FRAME_MS / 3)
        if table.buttons.ready and table.motion.glides:
            table.rebuild()
            rebuilt += 1
        _glide(app, table)
        for b in table.buttons.actions:
            assert b.alive() and b.visible and b.ui_manager is table.ui
    assert rebuilt >= 2


@pytest.mark.parametrize("game", ["italy", "control", "delivery", "cooperative", "knight"])
def test_a_button_that_shows_the_same_in_the_same_place_stays(game):
    """Laying the side column out again keeps each button that shows the same words and tooltip
    in the same place (its move is the new one), and the frame is the one new buttons give; a
    button whose words or place change is made again."""
    app, table = h.table_app(game, seed=3, size=(1280, 720), players=2)
    rng = random.Random(game)
    kept = 0
    for _ in _moves(table, rng, 14):
        _glide(app, table)
        app.frame(h.FRAME_MS)
        before = dict(table.buttons._shown)
        table.relayout_side()
        app.frame(h.FRAME_MS)
        shown = pygame.image.tobytes(app.window, "RGB")
        assert set(table.buttons._shown) == set(before), "the same buttons stay"
        kept += len(before)
        for b in list(table.buttons._shown):  # (all made again: the frame is the same)
            b.kill()
        table.buttons._shown = {}
        table.relayout_side()
        app.frame(h.FRAME_MS)
        assert pygame.image.tobytes(app.window, "RGB") == shown
        assert not set(table.buttons._shown) & set(before)
    assert kept > 0


def test_a_button_kept_hidden_posts_nothing_when_not_hovered():
    """A button's own hide posts two "unhovered" events, each holding the button (and through it
    its screen's theme) until the queue is read; a spare that was not hovered is hidden quietly."""
    app, table = h.table_app("cooperative", seed=3, size=(1280, 720), players=2)
    for _ in _moves(table, random.Random("quiet"), 6):
        pygame.event.clear()
        _glide(app, table)
    pygame.event.clear()
    table.perform(table.legal()[0], speed=0)
    table.buttons.build([], [])  # (every button shown goes to the spares)
    assert table.buttons.spare
    held = [e for e in pygame.event.get() if getattr(e, "ui_element", None) is not None]
    assert not held, held[:3]


def test_spare_buttons_are_made_ahead_while_nothing_moves():
    """While nothing moves, hidden buttons of the side column's size are made ahead, one a frame
    (a few of each look, saying what a button shown says): a move that offers more moves than
    the last one leaves spare then makes none in its own frame."""

    def play(stock: bool) -> tuple[list[bool], int]:
        app, table = h.table_app("italy", seed=3, size=(1280, 720), players=3)
        if not stock:
            table.buttons._stock = lambda: None  # type: ignore[method-assign]
        made: list[bool] = []  #: each button made: True where a move's own frame shows it
        make = ActionButtons._make
        table.buttons._make = lambda key, r, visible: made.append(visible) or make(table.buttons, key, r, visible)
        shown, rng = 0, random.Random("stock")
        while not table.buttons.actions:  # (the first buttons shown: their size is the column's)
            table.perform(rng.choice(table.legal()), speed=0)
        h.idle(app, 12)
        made.clear()
        for _ in range(16):  # (moves without a glide: no buttons made ahead for their landing)
            table.perform(rng.choice(table.legal()), speed=0)
            h.idle(app, 12)
            shown += len(table.buttons.actions)
            assert all(not b.visible for b, _ in table.buttons.spare)
        return made, shown

    made, shown = play(True)
    plain, _ = play(False)
    assert shown >= 12
    assert plain.count(True) >= 3, "moves offered more buttons than they left"
    assert made.count(True) == 0, (made, plain)


def test_spare_buttons_say_the_words_the_game_offered_before():
    """A table opened in the middle of a game reads the moves offered in the positions before
    (and counts those it offers since): its spare buttons say the words offered most often, so a
    move that offers them shows a spare without laying its words out again."""
    from mint import bench
    from mint.core.game import Seat
    from mint.scenes.table import TableScene
    from mint.ui.app import App

    def play(words: bool) -> tuple[int, int]:
        session, rest = bench._game_halves("knight", 2)
        session.seats = tuple(Seat("human", s.name) for s in session.seats)
        app = App((1280, 720), headless=True)
        table = TableScene(app, session)
        app.push(table)
        if not words:
            table.buttons._said_lately = lambda: []  # type: ignore[method-assign]
        said, made = [], []
        set_text, make = pygame_gui.elements.UIButton.set_text, ActionButtons._make

        def saying(button, text, *a, **k):
            said.append(text)
            return set_text(button, text, *a, **k)

        h.idle(app, 3)
        shown, laid = 0, 0
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(pygame_gui.elements.UIButton, "set_text", saying)
            table.buttons._make = lambda key, r, visible: made.append(visible) or make(table.buttons, key, r, visible)
            for action in rest[:12]:
                h.idle(app, 12)
                said.clear(), made.clear()
                table.perform(action, speed=0)
                app.step(16, [])  # (the move's own frame)
                shown += len(table.buttons.actions)
                laid += len(said) + made.count(True)
        return shown, laid

    shown, laid = play(True)
    blind, laid_blind = play(False)
    assert shown >= 8 and shown == blind
    assert laid < laid_blind, (laid, laid_blind)
