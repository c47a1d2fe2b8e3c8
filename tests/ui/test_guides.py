"""Learn to play: each game's guide is followed from the menu to its last step, in the normal and
the table-top layout; every step lights spots that are on the table and asks for a move that is
legal there; a move off the script is refused with the step's words; the words fit at 1280x720."""

from __future__ import annotations

import random

import pygame
import pytest

from mint.core import guide as G
from mint.core import registry, words
from mint.core.rulepage import game_ids
from mint.scenes.menu import MenuScene
from mint.scenes.table.guided import GuidedTable
from mint.ui.app import App

GAMES = [g for g in registry.KNOWN if G.has_guide(g)]


def _settle(app: App, table: GuidedTable, frames: int = 400) -> None:
    """Frames until the bots have played and the learner is to act (or the game is over)."""
    for _ in range(frames):
        app.step(16, [])
        if table.session.over or (table.human_to_act() and table.pacer.job is None and not table.motion.glides):
            return
    raise AssertionError("the bots did not hand the game back to the learner")


def _press(app: App, table: GuidedTable, key: str) -> None:
    """Press one of the guide panel's buttons where it lies on the screen."""
    turn, laid = table.panel()
    rect = next(r for k, _, r in laid.buttons if k == key)
    pos = tuple(round(c) for c in turn.point(rect.center))
    app.step(16, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])


def _from_menu(game: str, tabletop: bool = False) -> tuple[App, GuidedTable]:
    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    app.settings.tabletop = app.settings.tabletop_solo = tabletop
    menu = MenuScene(app)
    app.push(menu)
    app.apply_queue()
    app.step(16, [])
    target = menu.choices.target(f"learn:{game}")
    assert target is not None, "the game's tile offers Learn to play"
    app.step(16, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=target.rect.center)])
    app.step(16, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=target.rect.center)])
    app.apply_queue()
    table = app.scenes[-1]
    assert isinstance(table, GuidedTable) and table.session.game == game
    return app, table


def _follow(app: App, table: GuidedTable, seed: int) -> None:
    rnd = random.Random(seed)
    guide = table.guide
    k = table.kit
    for i, step in enumerate(guide.steps):
        _settle(app, table)
        assert table.walk.index == i and not table.walk.over
        shown = {str(s) for s in table.hits.spots}
        assert set(step.look) <= shown, f"step {i + 1} lights spots the table does not have"
        laid = table.lay()
        assert laid.size[1] <= table.frame.board.height, f"step {i + 1}'s panel is taller than the board"
        assert all(k.font(18).size(line)[0] <= laid.size[0] for line in laid.lines)
        for _, said, r in laid.buttons:  # every button's words whole
            assert k.font(18, True).size(said)[0] <= r.width - k.px(12), f"step {i + 1}: {said!r} is cut"
        if not table.tabletop:  # the log's newest lines show above the panel
            app.step(16, [])
            log = table.side.log
            assert log is None or log.bottom <= table.panel()[0].screen_rect.top, f"step {i + 1} hides the log"
        if step.free:
            for _ in range(200):
                if table.walk.over:
                    break
                legal = table.legal()
                table.play_move(table.hint[0] if table.hint and table.hint[0] in legal else rnd.choice(legal))
                _settle(app, table)
            assert table.walk.over, "free play reaches the round's end"
            return
        legal = {str(a): a for a in table.legal()}
        others = [a for text, a in legal.items() if text not in step.do]
        if others and len(legal) > 1:  # a move off the script is refused with the step's words
            cursor = table.session.cursor
            table.play_move(rnd.choice(others))
            assert table.session.cursor == cursor and table.toast is not None
            want = str(words.data_in(table.session.game, step.ask)) if step.waits else ""
            assert want in table.toast[0] and table.refused is not None
        if not step.waits:
            _press(app, table, "next")
            continue
        wanted = [legal[d] for d in step.do if d in legal]
        assert wanted, f"step {i + 1} asks for a move that is not legal there: {step.do}"
        assert table.step_spots(), f"step {i + 1} lights nothing"
        table.play_move(wanted[0])
        if step.done:
            assert table.walk.made and table.walk.index == i
            _settle(app, table)
            _press(app, table, "next")
    assert table.walk.over


@pytest.mark.parametrize("game", GAMES)
def test_a_guide_is_followed_from_the_menu_to_its_end(game):
    app, table = _from_menu(game)
    _follow(app, table, 1)
    assert game in app.settings.learnt.split(",")


@pytest.mark.parametrize("game", GAMES)
def test_a_guide_is_followed_at_a_table_top_screen(game):
    app, table = _from_menu(game, tabletop=True)
    assert table.tabletop
    _follow(app, table, 2)


@pytest.mark.parametrize("game", GAMES)
def test_a_guides_data_names_real_rules_and_reads_back(game):
    guide = G.load(game)
    ids = game_ids(game)
    assert all(s.rule in ids for s in guide.steps if s.rule), "every rule link names a heading of the rules page"
    assert 8 <= len(guide.steps) <= 15
    assert guide.steps[-1].free


def test_undo_takes_the_guide_back_and_again_plays_the_step_anew():
    app, table = _from_menu(GAMES[0])
    step = next(i for i, s in enumerate(table.guide.steps) if s.waits)
    for _ in range(step):
        _settle(app, table)
        _press(app, table, "next")
    _settle(app, table)
    start = table.session.cursor
    legal = {str(a): a for a in table.legal()}
    table.play_move(next(legal[d] for d in table.guide.steps[step].do if d in legal))
    assert table.walk.made
    _press(app, table, "again")
    assert table.session.cursor == start and not table.walk.made and table.walk.index == step
    _press(app, table, "leave")
    assert not table.walk.over, "leaving asks first"
    app.apply_queue()
    app.scenes[-1].on_ok()
    app.pop()
    app.apply_queue()
    assert table.walk.over and app.scenes[-1] is table
    table.play_move(table.legal()[-1])  # the game goes on as an ordinary game
    assert table.session.cursor == start + 1


def test_a_guide_file_that_cannot_be_used_says_why():
    with pytest.raises(G.GuideError, match="ask for it"):
        G.parse('{"game": "x", "seed": 1, "seats": [{"kind": "human"}], "steps": [{"say": "a", "do": ["m"]}]}', "x")
    with pytest.raises(G.GuideError, match="last step"):
        G.parse(
            '{"game": "x", "seed": 1, "seats": [{"kind": "human"}],'
            ' "steps": [{"say": "a", "free": true}, {"say": "b"}]}',
            "x",
        )
    with pytest.raises(G.GuideError):
        G.parse('{"game": "x"}', "x")


def test_the_other_seats_play_the_script_while_it_fits():
    guide = next(g for g in map(G.load, GAMES) if g.replies)
    first = guide.replies[0]
    assert G.next_reply(guide, [], [first, "other"]) == first
    assert G.next_reply(guide, [first], [first]) != first or guide.replies[1:2] == (first,)
    assert G.next_reply(guide, [], ["other"]) is None


def test_f1_opens_the_steps_rule_over_the_panel_and_the_pieces_own_elsewhere():
    app, table = _from_menu(GAMES[0])
    _settle(app, table)
    turn, _ = table.panel()
    table.gestures.pointer = turn.screen_rect.center
    app.step(16, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")])
    app.apply_queue()
    rules = app.scenes[-1]
    assert type(rules).__name__ == "RulesScene" and rules.marked == table.guide.steps[0].rule
    app.pop()
    app.apply_queue()
    assert table.f1_is_the_steps()
    sid, region = next(iter(table.hits.spots.items()))
    table.gestures.pointer = (region if isinstance(region, pygame.Rect) else region.rect).center
    assert not table.f1_is_the_steps() or table.hits.at(table.gestures.pointer) is None


@pytest.mark.skipif("italy" not in GAMES, reason="Mint Italy has no guide")
def test_a_solo_bots_steps_play_by_themselves_unless_the_step_asks_for_one_or_after_an_undo():
    app, table = _from_menu("italy")
    steps = table.guide.steps
    ask = next(i for i, s in enumerate(steps) if s.do == ("bot",))
    for i in range(ask):  # up to the step that asks the learner to set the bot going
        _settle(app, table)
        if steps[i].waits:
            table.play_move(next(a for a in table.legal() if str(a) in steps[i].do))
        if table.walk.index == i:
            _press(app, table, "next")
    _settle(app, table)
    assert [str(a) for a in table.legal()] == ["bot"], "the step that asks for the bot's step leaves it alone"
    table.play_move(table.legal()[0])
    table.open_rules()
    app.apply_queue()
    table.next_step()
    for _ in range(30):
        app.step(16, [])
    assert [str(a) for a in table.legal()] == ["bot"], "while the rules page lies on top, the bot waits"
    app.pop()
    app.apply_queue()
    _settle(app, table)
    assert steps[ask + 1].do[0] in {str(a) for a in table.legal()}, "the rest of the bot's turn played by itself"
    carried, state = table.session.cursor, table.session.state
    _press(app, table, "again")
    _settle(app, table)
    assert table.session.state is not state, "Again took the bot's steps back"
    assert table.session.cursor == carried, "played again, the step begins with the bot's steps once more"
    table.undo()  # back to before the learner's own last move, the bot's steps with it
    table.redo()  # that move again: the bot is to act, and its steps are there to redo
    cursor = table.session.cursor
    for _ in range(30):
        app.step(16, [])
    assert table.session.cursor == cursor and table.session.can_redo(), "after an undo the bot's steps wait"


def test_a_draw_or_a_roll_is_not_foretold_by_its_tooltip_its_hint_or_the_keyboard_list():
    from mint.scenes.table.buttons import foretold

    app, table = _from_menu("cooperative")
    rnd = random.Random(3)
    for _ in range(200):  # on to a position that offers a roll or a draw
        legal = table.session.legal()
        hidden = [a for a in legal if table.rules.is_barrier(table.session.state, a)]
        if hidden:
            break
        table.session.apply(rnd.choice(legal))
    assert hidden, "a roll or a draw comes up"
    table.changed()
    assert all(foretold(table, a) is None for a in hidden)
    told = [a for a in table.legal() if a not in hidden]
    assert all(foretold(table, a) == str(table.rules.describe(table.session.state, a)) for a in told)
