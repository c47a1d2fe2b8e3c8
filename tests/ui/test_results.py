"""The results screen tells how the game ended: places in words with the tie-break that decided,
a Total row that is the sum of the rows above it, and a way back to the results from the board."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from mint.core.game import Outcome, Seat
from mint.core.session import Session
from mint.scenes import results as R
from mint.scenes.results import ResultsScene
from mint.scenes.table import TableScene
from mint.ui.app import App
from mint.ui.shots import played_session, render

ANN_BO_CY = (Seat("human", "Ann"), Seat("human", "Bo"), Seat("human", "Cy"))


def control_session(tokens, mints):
    """A finished three-seat Mint Control game with the given tokens on the locations in play."""
    session = Session("control", ANN_BO_CY, 1, {})
    state = session.state
    assert state.locs == ("leadership_council", "city_hall", "supermarket", "courthouse", "lotto")
    session.states[0] = replace(state, over=True, tokens=tuple(tokens), mints=mints)
    assert session.over
    return session


NONE, ANN, BO, CY = (0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)


def results(session):
    app = App((1280, 720), headless=True)
    scene = ResultsScene(app, session)
    scene.draw(pygame.Surface(app.size))  # every case draws
    return scene


def test_a_tie_on_stars_broken_by_mints_left_is_placed_and_told_in_words():
    # Ann holds the Supermarket (2 stars), Bo the Courthouse (2), Cy the Lotto (1): Ann and Bo tie
    # on 2 stars, and Ann has more mints left (Mint Control's score is its stars)
    session = control_session([NONE, NONE, ANN, BO, CY], (4, 2, 6))
    scene = results(session)
    assert scene.outcome.scores == (2.0, 2.0, 1.0) and scene.outcome.tiebreak == "most mints left"
    assert scene.places() == ["1st", "2nd", "3rd"]
    told = scene.story()
    assert "**2 stars**" in told  # the score is bold
    assert R.plain(told) == "Ann and Bo tied on 2 stars; Ann placed first on the tie-break: most mints left."
    assert scene.headline() == "Ann wins!"


def test_a_three_way_tie_puts_the_tie_break_winner_first_and_the_others_tied_second():
    # everyone on 2 stars (Cy holds City Hall and the Lotto); Cy has the most mints left
    session = control_session([NONE, CY, ANN, BO, CY], (4, 2, 6))
    scene = results(session)
    assert scene.places() == ["tied 2nd", "tied 2nd", "1st"]
    assert R.plain(scene.story()) == (
        "Ann, Bo and Cy tied on 2 stars; Cy placed first on the tie-break: most mints left."
    )


def test_a_tie_nothing_breaks_is_a_shared_first_place_and_one_point_is_singular():
    session = Session("pebbles", ANN_BO_CY, 3, {"dice": "off"})
    scene = results(session)
    scene.outcome = Outcome(scores=(1.0, 1.0, 0.0), winners=(0, 1), tiebreak="shared win")
    assert scene.places() == ["tied 1st", "tied 1st", "3rd"]
    assert R.plain(scene.story()) == "Ann and Bo tied on 1 point and share the win."
    scene.outcome = Outcome(scores=(3.0, 1.0, 2.0), winners=(0,))
    assert scene.places() == ["1st", "3rd", "2nd"]
    assert R.plain(scene.story()) == "Ann finished on 3 points, 1 point ahead of Cy."
    scene.draw(pygame.Surface(scene.app.size))


def test_a_team_or_a_solo_game_has_no_places():
    team = Outcome(scores=(1.0, 1.0), winners=(0, 1), cooperative=True, team_won=True, summary="Saved!")
    assert R.placings(team, 2) is None
    rival = Outcome(scores=(40.0,), winners=(0,), cooperative=True, team_won=True, rival="Mercante", rival_score=40)
    assert R.placings(rival, 1) is None
    session = Session("pebbles", ANN_BO_CY[:2], 3, {"dice": "off"})
    scene = results(session)
    scene.outcome = replace(team, tiebreak=None)
    assert scene.places() is None and scene.headline() == "The team wins!" and scene.story() == "Saved!"


def test_words_for_places_and_counts():
    assert [R.ordinal(i) for i in (1, 2, 3, 4, 11, 12, 13, 21, 22, 103)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
        "103rd",
    ]
    assert R.count(1) == "1 point" and R.count(0) == "0 points" and R.count(2.0, ("star", "stars")) == "2 stars"
    assert R.count(1, ("VP", "VP")) == "1 VP"


# --- the Total row -------------------------------------------------------------------------------


def adds_up(rows: list[R.Row]) -> None:
    """Every row above the Total is added in, and the Total is their sum, seat by seat."""
    kinds = [r.kind for r in rows]
    assert kinds.count("total") == 1
    at = kinds.index("total")
    assert all(k == "part" for k in kinds[:at]) and at > 0
    assert all(k in ("heading", "apart") for k in kinds[at + 1 :])
    total = rows[at].values
    for seat, value in enumerate(total):
        assert sum(r.values[seat] for r in rows[:at]) == value


def test_mint_deliverys_total_is_the_sum_of_the_rows_above_it():
    session = played_session("delivery", tuple(Seat("heuristic") for _ in range(3)), {}, 1, 100_000)
    assert session.over
    scene = results(session)
    out = scene.outcome
    assert any(vals[0] for label, vals in out.breakdown if label == "Completed orders")
    rows = scene.rows()
    adds_up(rows)
    labels = [r.label for r in rows]
    # the stars are the score; completed orders and the truck's value only break ties, so they
    # stand below the total, under their own heading, and are not added in
    assert labels[:2] == ["Stars", "Total"]
    assert labels.index("Completed orders") > labels.index("Total")
    assert labels.index("Mint value in truck") > labels.index("Total")
    assert rows[labels.index("Total")].values == out.scores


def test_control_italy_and_pebbles_totals_add_up_with_the_tie_break_counts_below():
    control = results(control_session([NONE, NONE, ANN, BO, CY], (4, 2, 6))).rows()
    adds_up(control)
    apart = [r.label for r in control if r.kind == "apart"]
    assert apart == ["Mints left", "Influence placed"]
    italy = results(played_session("italy", tuple(Seat("random") for _ in range(3)), {}, 2, 100_000)).rows()
    adds_up(italy)
    assert [r.kind for r in italy][-1] == "total"  # every category of Mint Italy is added in
    pebbles = Session("pebbles", ANN_BO_CY, 3, {"dice": "off"})
    while not pebbles.over:
        pebbles.apply(pebbles.legal()[0])
    adds_up(results(pebbles).rows())


def test_a_team_has_no_total_row():
    session = played_session("cooperative", (Seat("random"), Seat("random")), {}, 2, 100_000)
    assert session.over
    rows = results(session).rows()
    assert rows and all(r.kind == "row" for r in rows)


# --- back to the results after "See the board" ------------------------------------------------


def click(app, element):
    """A real click on a widget: pygame_gui reports the press as an event of its own."""
    pos = element.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}))
    app.step(16)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}))
    app.step(16)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}))
    for _ in range(3):
        app.step(16)


@pytest.fixture
def finished_table():
    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    session = Session("pebbles", ANN_BO_CY[:2], 3, {"dice": "off"})
    table = TableScene(app, session)
    app.push(table)
    app.step(16, [])
    assert getattr(table, "results_button", None) is None  # no dead button while the game goes on
    while not session.over:
        table.perform(session.legal()[0])
    for _ in range(3):
        app.step(16, [])
    assert isinstance(app.scenes[-1], ResultsScene)  # the results come up by themselves
    return app, table


def test_the_results_open_again_from_the_top_bar_after_see_the_board(finished_table):
    app, table = finished_table
    click(app, app.scenes[-1].w["board"])
    assert app.scenes[-1] is table
    button = table.results_button
    assert button is not None and button.visible and button.alive()
    assert button.rect.right <= min(b.rect.left for b in table.controls.buttons.values())
    render(app, frames=1)
    click(app, button)
    assert isinstance(app.scenes[-1], ResultsScene) and app.scenes[-2] is table
    assert len([s for s in app.scenes if isinstance(s, ResultsScene)]) == 1


def test_the_r_key_opens_the_results_again_once_the_game_is_over(finished_table):
    app, table = finished_table
    click(app, app.scenes[-1].w["board"])
    assert app.scenes[-1] is table
    app.step(16, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_r, "mod": 0, "unicode": "r"})])
    app.apply_queue()
    assert isinstance(app.scenes[-1], ResultsScene)


def test_the_results_button_goes_when_an_undo_takes_the_game_back(finished_table):
    app, table = finished_table
    click(app, app.scenes[-1].w["board"])
    assert table.can_undo()
    table.undo()
    assert not table.session.over and table.results_button is None


def test_the_solo_rivals_bar_is_drawn_in_the_rivals_colour_not_the_second_seats():
    """Seen in a real window: the Governatore's column was a green hexagon, its bar blue."""
    from mint.ui import palette

    session = played_session("italy", (Seat("human", "Ann"),), {"persona": "governatore"}, 5, 100_000)
    out = session.rules.outcome(session.state)
    assert out is not None and out.rival
    app = App((1280, 720), headless=True)
    scene = ResultsScene(app, session)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    rival = palette.hexc(out.rival_mark[1])
    pixels = pygame.PixelArray(surface)
    found = {tuple(surface.unmap_rgb(v))[:3] for row in pixels for v in row}
    del pixels
    assert tuple(rival)[:3] in found
    assert tuple(app.kit.player_color(1))[:3] not in found, "no bar or mark in the second seat's colour"


def test_mint_deliverys_ai_driver_is_the_solo_rival_in_its_own_colour():
    from mint.games.delivery.cards import DRIVER_BY_ID
    from mint.ui import palette

    session = played_session("delivery", (Seat("human", "Ann"),), {"driver": "random"}, 6, 100_000)
    out = session.rules.outcome(session.state)
    driver = DRIVER_BY_ID[session.state.driver]
    assert out is not None and out.rival == driver.name and out.rival_score is not None
    assert len(out.rival_breakdown) == len(out.breakdown) and out.rival_mark == ("square", driver.colour)
    assert not any(driver.name in name for name, _ in out.breakdown)  # (its rows are its column now)
    app = App((1280, 720), headless=True)
    scene = ResultsScene(app, session)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    pixels = pygame.PixelArray(surface)
    found = {tuple(surface.unmap_rgb(v))[:3] for row in pixels for v in row}
    del pixels
    assert tuple(palette.hexc(driver.colour))[:3] in found
