"""The solo bot is a rival you can see: its persona's name, colour and shape (a hexagon, which
no seat of Mint Italy has) in the heading, the log, the VP box, on the board and in the
results, the way Mint Delivery shows its AI drivers."""

from __future__ import annotations

import random

import pygame
import pytest

from mint.core.game import Seat
from mint.core.session import Session
from mint.games.italy import cards as C
from mint.games.italy import rules as R
from mint.games.italy import solo
from mint.games.italy.actions import BotStep
from mint.games.italy.state import BOT
from mint.games.italy.view import ItalyView
from mint.scenes.table.log import GameLog
from mint.ui import palette
from mint.ui.kit import Kit

PERSONAS = [p.id for p in C.PERSONAS]
RECT = pygame.Rect(12, 76, 1496, 992)


def _bot_turn(persona: str) -> Session:
    """A solo session played at random until the bot is to act in the player phase."""
    session = Session("italy", (Seat("human", "Ada"),), 4, {"persona": persona})
    pick = random.Random(4)
    while not (session.state.phase == "play" and session.legal() == [BotStep()] and session.cursor > 4):
        session.apply(pick.choice(session.legal()))
    return session


@pytest.mark.parametrize("persona", PERSONAS)
def test_the_bot_has_its_personas_colour_and_a_shape_no_seat_has(persona):
    session = _bot_turn(persona)
    view = ItalyView(R, Kit(1.0))
    s = session.state
    shape, colour = view.seat_mark(s, BOT) or ("", (0, 0, 0))
    assert shape == "hexagon" and shape not in {Kit().player_shape(seat) for seat in range(R.MAX_PLAYERS)}
    assert colour == palette.hexc(solo.PERSONA_RGB[C.PERSONA_BY_ID[persona].colour])
    assert view.seat_mark(s, 0) is None


def test_the_four_personas_colours_differ():
    assert len({solo.PERSONA_RGB[p.colour] for p in C.PERSONAS}) == 4


@pytest.mark.parametrize("persona", PERSONAS)
def test_the_heading_names_the_persona_on_its_turn(persona):
    s = _bot_turn(persona).state
    view = ItalyView(R, Kit(1.0))
    name = C.PERSONA_BY_ID[persona].name
    assert view.turn_words(s) == (BOT, f"{name} · bot")
    assert view.turn_words(R.new_game((Seat(),), 4, {"persona": persona})) is None  # set-up: the person


def test_the_bots_log_lines_are_the_bots_and_the_persons_the_persons():
    session = _bot_turn("mercante")
    log = GameLog()
    log.refresh(session, R)
    seats = {seat for seat, text in log.lines if text.startswith("Mercante")}
    assert seats == {BOT}
    assert {seat for seat, text in log.lines if text.startswith("Orange") or text.startswith("Ada")} <= {0}


@pytest.mark.parametrize("persona", PERSONAS)
def test_the_board_and_the_vp_box_draw_the_bot_in_its_personas_colour(persona):
    pygame.init()
    s = _bot_turn(persona).state
    view = ItalyView(R, Kit(1.0))
    surface = pygame.Surface(RECT.size)
    obs = R.observation(s, 0)
    spots = view.layout(obs, 0, RECT)
    view.draw(surface, obs, 0, RECT, spots)
    mark = view.seat_mark(s, BOT)
    assert mark is not None
    assert view.kit.player_color(BOT) == mark[1] and view.kit.player_shape(BOT) == "hexagon"
    assert view.kit.player_color(0) == Kit().player_color(0)
    geo = view.geometry(obs, RECT)
    row = geo.vp_rows[BOT].clip(surface.get_rect())
    colours = {surface.get_at((x, y))[:3] for x in range(row.x, row.right, 2) for y in range(row.y, row.bottom, 2)}
    assert mark[1] in colours


def test_a_game_of_two_players_keeps_the_seat_colours():
    view = ItalyView(R, Kit(1.0))
    s = R.new_game((Seat(), Seat()), 2)
    assert view.seat_mark(s, 1) is None and view.turn_words(s) is None
    assert R.actor(s, R.legal_actions(s)[0]) == s.seat


@pytest.mark.parametrize("persona", PERSONAS)
def test_the_results_show_the_rival_in_its_mark(persona):
    s = R.new_game((Seat(),), 4, {"persona": persona})
    pick = random.Random(1)
    while R.to_act(s) is not None:
        s = R.apply(s, pick.choice(R.legal_actions(s)))
    out = R.outcome(s)
    assert out is not None and out.rival == C.PERSONA_BY_ID[persona].name
    assert out.rival_mark == ("hexagon", solo.PERSONA_RGB[C.PERSONA_BY_ID[persona].colour])
