"""The table view draws every phase and places every drag source and drop target."""

from __future__ import annotations

import pygame
import pytest

from mint.core.game import Seat, replace
from mint.core.rng import Rng
from mint.core.spots import Spot
from mint.games.cooperative import rules as R
from mint.games.cooperative import view as V
from mint.ui.kit import Kit

from .helpers import play, position


@pytest.fixture(scope="module")
def view():
    pygame.init()
    return V.CooperativeView(R, Kit(1.0))


def _states():
    """Positions covering every phase: pick, choose, task, roll, check, fix, reveal and over."""
    out = [R.new_game([Seat()] * 2, 1, {"heroes": "choose", "villain": "plaqula"})]
    s = R.new_game([Seat()] * 3, 2, {"villain": "gorillic", "mint_it_up": "on", "hard": "on"})
    rng = Rng.from_seed(5)
    seen = set()
    while R.to_act(s) is not None and len(seen) < 8:
        if s.phase not in seen:
            seen.add(s.phase)
            out.append(s)
        a, rng = rng.choice(R.legal_actions(s))
        s = R.apply(s, a)
    while R.to_act(s) is not None:
        a, rng = rng.choice(R.legal_actions(s))
        s = R.apply(s, a)
    out.append(s)
    out.append(play(position(villain="decay", dice=(5, 3, 1, 1), stunts=("sprint", "", "")), "take die 2 spear"))
    return out


def test_every_phase_draws_and_every_action_has_its_spots(view):
    surface = pygame.Surface((1920, 1080))
    rect = pygame.Rect(12, 76, 1496, 992)
    for s in _states():
        obs = R.observation(s, None)
        spots = view.layout(obs, None, rect)
        view.draw(surface, obs, None, rect, spots)
        assert view.status(obs)
        for a in R.legal_actions(s):
            for sid in (a.source, a.target):
                assert sid is None or sid in spots, (s.phase, str(a), sid)
        for sid, r in spots.items():
            assert rect.contains(r), sid
            assert view.tooltip(obs, sid) is None or view.tooltip(obs, sid)


def test_town_cards_do_not_overlap(view):
    s = R.new_game([Seat()], 1, {})
    spots = view.layout(R.observation(s, None), None, pygame.Rect(0, 0, 1496, 992))
    towns = [spots[Spot("town", t)] for t in R.TOWN_IDS]
    for i, a in enumerate(towns):
        for b in towns[i + 1 :]:
            assert not a.colliderect(b)


def test_plan_shows_each_die_for_each_hero_still_to_act(view):
    s = position(dice=(1, 5, 6, 4), stunts=("", "", "airdrop"))
    rows = view.plan(R.observation(s, None))
    assert [h for h, _ in rows] == ["spear", "pizzaz", "lady"]
    assert rows[1][1][1] == "Panic −3"  # Peppermint Pizzaz's feat on the 5
    assert "Airdrop" in rows[2][1][3]


def test_illegal_drop_explains_why(view):
    s = position(dice=(3, 1, 1, 1))
    s = play(s, "take die 1 spear")
    reason = view.illegal_reason(R.observation(s, None), Spot("meeple", "spear"), Spot("town", "licorice"))
    assert reason and "neighbouring" in str(reason)
    assert reason.rule == "a-turn", "the refusal names the rules page's heading on a turn's die faces"


def test_actions_name_typed_spots_whose_text_is_the_old_string():
    assert (R.Take(1, "spear").source, R.Take(1, "spear").target) == (Spot("die", 1), Spot("hero", "spear"))
    assert (
        str(R.PlayStunt(0, "lady").target) == "stunt:lady" and str(R.Move("spear", "licorice").source) == "meeple:spear"
    )
    assert R.Mint("licorice").source == Spot("supply") and str(R.Mint("licorice").target) == "track:licorice"
    assert R.MintItUp(2).target == Spot("die", 2) and R.MintItUp(2).target != "die:2"
    assert str(R.Take(1, "spear")) == "take die 2 spear"  # the saved text form stays as it was


def test_layout_keys_are_spots_and_tooltips_read_their_fields(view):
    s = position(dice=(3, 1, 1, 1))
    obs = R.observation(s, None)
    spots = view.layout(obs, None, pygame.Rect(0, 0, 1496, 992))
    assert spots and all(isinstance(sid, Spot) for sid in spots)
    assert view.tooltip(obs, Spot("die", 0)).startswith("Die 1: ")
    assert view.tooltip(obs, Spot("hero", "spear")).startswith(R.HEROES["spear"].name)
    assert view.tooltip(obs, "die:0") is None  # a string never names a Cooperative spot
    assert view.tumble_for(obs, R.Reroll((1, 3))) == (Spot("die", 1), Spot("die", 3))
    assert isinstance(view._action_for(obs, Spot("die", 2), Spot("hero", "spear")), R.Take)


def test_a_mint_it_up_window_names_who_decides_and_the_spare_mint_goes_onto_a_die(view):
    s = R.new_game([Seat("human", n) for n in ("Ada", "Bruno", "Chiara")], 3, {"mint_it_up": "on"})
    obs = R.observation(s, None)
    hero = R.HEROES[s.heroes[0]].name
    assert obs.phase == "spend" and view.status(obs).startswith(
        f"Bruno: drag your Mint It Up! mint onto a die before {hero}"
    )
    spots = view.layout(obs, None, pygame.Rect(0, 0, 1496, 992))
    assert Spot("spare") in spots and Spot("die", 0) in spots
    assert isinstance(view._action_for(obs, Spot("spare"), Spot("die", 0)), R.MintItUp)
    assert R.KeepMint().button and R.KeepMint().source is None
    obs = R.observation(replace(s, phase="check", window=(2, 0, 1)), None)
    assert view.status(obs) == "Chiara: spend a Mint It Up! mint on a die before the trouble check, or keep the roll"


def test_the_mint_prompt_names_the_tracks_that_may_take_it():
    view = V.CooperativeView(R, Kit(1.0))
    seen = 0
    for seed in range(40):
        s = R.new_game((Seat("random", ""), Seat("random", "")), seed, {})
        rng = Rng.from_seed(seed)
        while R.to_act(s) is not None and seen < 5:
            if s.phase not in ("over",) and getattr(s, "tasks", ()) and s.tasks[0].do == "mint":
                towns = {a.town for a in R.legal_actions(s) if isinstance(a, R.Mint)}
                words = view.status(s)
                assert "lit track" not in words  # nothing is lit before a mint is picked up
                if 0 < len(towns) <= 3:
                    assert all(V.TOWNS[x].name in words for x in towns), words
                seen += 1
            a, rng = rng.choice(R.legal_actions(s))
            s = R.apply(s, a)
        if seen >= 5:
            break
    assert seen >= 5
