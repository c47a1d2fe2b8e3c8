"""Every hero's Heroic Feat (die face 5)."""

from __future__ import annotations

from mint.games.cooperative import rules as R

from .helpers import legal_texts, play, position, town


def _feat(hero: str, players: int = 1, **changes):
    others = tuple(h for h in ("spear", "pizzaz", "lady", "guardian") if h != hero)
    heroes = (hero, *others)
    s = position(players=players, heroes=heroes, dice=(5, 1, 1, 1), **changes)
    return play(s, f"take die 1 {hero}")


def test_citizen_cinnamight_mints_two_at_home_then_one_next_door():
    s = _feat("cinnamight")
    s = play(s, "mint cinnamon")
    assert s.mints[town("cinnamon")] == 5
    assert set(legal_texts(s)) == {"mint mintopia", "mint gumdrop", "mint licorice"}
    s = play(s, "mint licorice")
    assert s.mints[town("licorice")] == 4 and s.active == 1


def test_super_spear_runs_up_to_twice_then_mints_two_where_it_stops():
    s = play(_feat("spear"), "move spear mintopia", "move spear licorice", "mint licorice")
    assert s.where[0] == town("licorice") and s.mints[town("licorice")] == 5
    once = play(_feat("spear"), "move spear gumdrop", "stay")
    assert legal_texts(once) == ["mint gumdrop"]
    still = play(_feat("spear"), "stay")
    assert legal_texts(still) == ["mint spearmint"]


def test_peppermint_pizzaz_reduces_panic_by_three():
    s = _feat("pizzaz", panic=7)
    assert s.panic == 4 and s.active == 1


def test_fantastic_freshman_flies_then_mints_two_there():
    s = play(_feat("freshman"), "move freshman gumdrop", "mint gumdrop")
    assert s.where[0] == town("gumdrop") and s.mints[town("gumdrop")] == 5


def test_gumdrop_guardian_sends_up_to_two_other_heroes_to_run_and_mint():
    s = _feat("guardian", players=2)
    assert set(legal_texts(s)) == {"choose spear", "choose pizzaz", "choose lady", "skip"}
    s = play(s, "choose lady", "move lady mintopia", "mint mintopia")
    assert s.mints[town("mintopia")] == 4
    assert "choose lady" not in legal_texts(s)
    s = play(s, "choose spear", "stay", "mint spearmint")
    assert s.mints[town("spearmint")] == 4 and s.active == 1 and not s.tasks


def test_gumdrop_guardian_may_stop_after_one_hero():
    s = play(_feat("guardian"), "choose pizzaz", "stay", "mint peppermint", "skip")
    assert s.active == 1 and s.phase == "choose"


def test_the_chosen_heros_player_makes_its_run():
    s = play(_feat("guardian", players=2), "choose spear")  # spear is hero 2, played by seat 1
    assert R.to_act(s) == 1


def test_lady_licorice_mints_at_home_and_in_up_to_two_different_neighbours():
    s = play(_feat("lady"), "mint licorice")
    assert set(legal_texts(s)) == {"mint mintopia", "mint cinnamon", "mint freshness", "skip"}
    s = play(s, "mint cinnamon")
    assert "mint cinnamon" not in legal_texts(s)
    s = play(s, "mint freshness")
    assert s.mints[town("cinnamon")] == 4 and s.mints[town("freshness")] == 4 and s.active == 1


def test_lady_licorice_may_skip_the_neighbours():
    s = play(_feat("lady"), "mint licorice", "skip")
    assert s.active == 1
