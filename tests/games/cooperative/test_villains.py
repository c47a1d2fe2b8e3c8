"""Every villain card: trouble results, Exploit Weakness, events, mayhem and special losses."""

from __future__ import annotations

import pytest

from mint.core.game import replace
from mint.games.cooperative import rules as R

from .helpers import checked, legal_texts, play, position, town

TROUBLE, DOUBLE, TRIPLE = (6, 5, 1, 2), (5, 5, 1, 2), (4, 4, 4, 1)


def _reveal_all(s):
    while s.phase == "reveal":
        s = R.apply(s, R.Reveal())
    return s


@pytest.mark.parametrize("villain", R.VILLAIN_IDS)
@pytest.mark.parametrize(
    ("dice", "kind"), [(TROUBLE, "trouble"), (DOUBLE, "double_trouble"), (TRIPLE, "triple_threat")]
)
def test_each_result_does_what_the_villain_card_says(villain, dice, kind):
    s = position(villain=villain, mints=dict.fromkeys(R.TOWN_IDS, 5), panic=0)
    plan = getattr(R.VILLAINS[villain], kind)
    s = _reveal_all(checked(s, dice, deck=("T01", "T04", "T08"), events=("T12", "T13")))
    kinds = [x.kind for x in s.shown]
    assert kinds.count("trouble") == plan.count("trouble")
    assert kinds.count("event") == plan.count("event")
    assert s.decay == plan.count("decay")
    # full towns losing 2 mints uncover no panic symbols on the normal side
    assert s.panic == plan.count("panic")


# --- Nick O'Teen ----------------------------------------------------------------------------


def test_nick_weakness_reduces_panic_two_and_mints_one_here():
    s = play(position(dice=(6, 1, 1, 1), panic=5), "take die 1 spear", "mint spearmint")
    assert s.panic == 3 and s.mints[town("spearmint")] == 4


def test_nick_mayhem_adds_extra_panic():
    s = position(panic=0, mints=dict.fromkeys(R.TOWN_IDS, 5))
    s = _reveal_all(checked(s, (1, 2, 3, 6), deck=("M1",)))
    assert s.shown[-1].panic == 0
    assert s.panic == R.VILLAINS["nick"].trouble.count("panic") + R.VILLAINS["nick"].mayhem.count("panic")


# --- Gorillic (events) ------------------------------------------------------------------------


def test_gorillic_event_at_licorice_landing():
    # Rulebook: "After resolving 2 Trouble Cards, an Event Card is drawn for Gorillic. Gorillic's
    # event takes place at Licorice Landing ... a red mint is placed on Licorice Landing."
    s = position(villain="gorillic")
    s = checked(s, DOUBLE, deck=("T01", "T04"), events=("T05",))  # T05's toxic icon: Licorice Landing
    assert s.pending == ("trouble", "trouble", "event")
    s = play(s, "reveal", "reveal")
    assert s.tokens == (0,) * 7
    s = play(s, "reveal")
    assert s.shown[-1].kind == "event" and s.shown[-1].towns == ("licorice",)
    assert s.tokens[town("licorice")] == 1 and sum(s.tokens) == 1
    assert "Licorice Landing" in R.shown_text(s.shown[-1])


def test_gorillic_tokens_make_trouble_cards_take_an_extra_mint_each():
    s = position(villain="gorillic", mints={"gumdrop": 5}, tokens={"gumdrop": 2})
    s = play(checked(s, TROUBLE, deck=("T04",)), "reveal")  # Gumdrop Gully 2 (+2)
    assert s.mints[town("gumdrop")] == 1 and s.shown[-1].removed == (4,)


def test_gorillic_weakness_removes_a_token_here_or_next_door():
    s = position(villain="gorillic", dice=(6, 1, 1, 1), tokens={"gumdrop": 1, "licorice": 1, "spearmint": 1})
    s = play(s, "take die 1 spear")
    assert set(legal_texts(s)) == {"remove token gumdrop", "remove token spearmint"}
    s = play(s, "remove token gumdrop")
    assert s.tokens[town("gumdrop")] == 0 and s.active == 1


def test_gorillic_weakness_with_no_token_in_reach_does_nothing():
    s = play(position(villain="gorillic", dice=(6, 1, 1, 1), tokens={"licorice": 1}), "take die 1 spear")
    assert s.active == 1 and s.tokens[town("licorice")] == 1


def test_gorillic_mayhem_reveals_an_event():
    s = position(villain="gorillic", mints=dict.fromkeys(R.TOWN_IDS, 5))
    s = play(checked(s, (1, 2, 3, 6), deck=("M1",), events=("T12",)), "reveal")
    assert s.pending[0] == "event"
    s = play(s, "reveal")
    assert s.tokens[town("peppermint")] == 1


def test_gorillic_wins_with_three_tokens_in_one_town():
    s = position(villain="gorillic", tokens={"licorice": 2})
    s = _reveal_all(checked(s, DOUBLE, deck=("T01", "T04"), events=("T05",)))
    assert s.result == "lost: Licorice Landing holds 3 Gorillic tokens"


def test_an_empty_event_deck_is_reshuffled_from_its_discards():
    s = position(villain="gorillic")
    s = replace(s, event_deck=(), event_discard=("T05",))
    s = _reveal_all(checked(s, DOUBLE, deck=("T01", "T04")))
    assert s.tokens[town("licorice")] == 1 and s.event_discard == ("T05",)


def test_no_red_mints_left_means_panic_two_instead():
    s = position(villain="gorillic", tokens={t: 1 for t in R.TOWN_IDS[1:]}, panic=0, mints=dict.fromkeys(R.TOWN_IDS, 5))
    s = replace(s, tokens=(2,) + s.tokens[1:])  # 8 tokens: the supply is empty
    s = _reveal_all(checked(s, DOUBLE, deck=("T01", "T04"), events=("T12",)))
    assert sum(s.tokens) == 8 and s.shown[-1].panic == 2


# --- Dr. Decay ----------------------------------------------------------------------------------


def test_decay_tokens_land_on_the_villain_card():
    s = position(villain="decay")
    s = _reveal_all(checked(s, DOUBLE, deck=("T01", "T04")))
    assert s.decay == R.VILLAINS["decay"].double_trouble.count("decay") and sum(s.tokens) == 0


def test_decay_weakness_removes_a_token_and_reduces_panic_one():
    s = play(position(villain="decay", dice=(6, 1, 1, 1), decay=2, panic=5), "take die 1 spear")
    assert s.decay == 1 and s.panic == 4 and s.active == 1


def test_decay_mayhem_adds_one_panic_per_decay_token():
    s = position(villain="decay", decay=3, panic=0, mints=dict.fromkeys(R.TOWN_IDS, 5))
    s = _reveal_all(checked(s, (1, 2, 3, 6), deck=("M1",)))
    assert s.panic == 3 + R.VILLAINS["decay"].trouble.count("panic")


def test_decay_wins_with_five_tokens():
    s = position(villain="decay", decay=4)
    s = _reveal_all(checked(s, TROUBLE, deck=("T01",)))
    assert s.result == "lost: 5 Decay tokens lie on Dr. Decay's card"


# --- Count Plaqula --------------------------------------------------------------------------------


def test_plaque_closes_the_right_most_slot_and_returns_its_mint():
    s = position(villain="plaqula", mints=dict.fromkeys(R.TOWN_IDS, 5))
    s = _reveal_all(checked(s, DOUBLE, deck=("T01",), events=("T04",)))  # T04 toxic: Peppermint Pines
    assert s.tokens[town("peppermint")] == 1 and s.mints[town("peppermint")] == 4
    assert R.visible(s, town("peppermint")) == 1  # slot 5's symbol shows on the closed slot
    assert s.panic == R.VILLAINS["plaqula"].start_panic  # no panic check for the returned mint


def test_a_closed_slot_cannot_be_filled():
    s = position(villain="plaqula", dice=(2, 1, 1, 1), mints={"spearmint": 3}, tokens={"spearmint": 2})
    s = play(s, "take die 1 spear", "mint spearmint")
    assert s.mints[town("spearmint")] == 3


def test_a_third_plaque_goes_to_mintopia_and_then_adds_panic():
    s = position(villain="plaqula", tokens={"peppermint": 2}, panic=0, mints=dict.fromkeys(R.TOWN_IDS, 5))
    s = _reveal_all(checked(s, DOUBLE, deck=("T01",), events=("T04",)))
    assert s.tokens[town("peppermint")] == 2 and s.tokens[town("mintopia")] == 1
    s = position(
        villain="plaqula", tokens={"peppermint": 2, "mintopia": 2}, panic=0, mints=dict.fromkeys(R.TOWN_IDS, 3)
    )
    s = _reveal_all(checked(s, DOUBLE, deck=("T04",), events=("T04",)))
    assert sum(s.tokens) == 4 and s.shown[-1].panic == 2


def test_plaqula_weakness_removes_a_token_then_mints_here():
    s = position(villain="plaqula", dice=(6, 1, 1, 1), mints={"spearmint": 3}, tokens={"spearmint": 2})
    s = play(s, "take die 1 spear", "remove token spearmint", "mint spearmint")
    assert s.tokens[town("spearmint")] == 1 and s.mints[town("spearmint")] == 4


def test_plaqula_wins_with_enough_plaque_on_the_map():
    count = R.VILLAINS["plaqula"].loss_count
    tokens = [0] * 7
    for i in range(count - 1):
        tokens[1 + i % 6] += 1
    s = replace(position(villain="plaqula"), tokens=tuple(tokens))
    s = _reveal_all(checked(s, DOUBLE, deck=("T01",), events=("T01",)))
    assert s.result == f"lost: {count} Plaque tokens are on the map"


# --- Halitosis ---------------------------------------------------------------------------------------


def test_halitosis_weakness_mints_in_any_town():
    s = play(position(villain="halitosis", dice=(6, 1, 1, 1), panic=5), "take die 1 spear")
    assert s.panic == 4 and len(legal_texts(s)) == 7
    s = play(s, "mint freshness")
    assert s.mints[town("freshness")] == 4


def test_halitosis_mayhem_strips_a_mint_from_every_town_without_panic():
    s = position(villain="halitosis", panic=0, mints=dict.fromkeys(R.TOWN_IDS, 5))
    s = _reveal_all(checked(s, (1, 2, 3, 6), deck=("M1",)))
    assert s.mints == (4,) * 7 and s.panic == 0 + R.VILLAINS["halitosis"].trouble.count("panic")


def test_halitosis_wins_when_three_towns_are_empty_at_once():
    s = position(villain="halitosis", mints={"gumdrop": 0, "spearmint": 0, "cinnamon": 1})
    s = _reveal_all(checked(s, TROUBLE, deck=("T08",)))  # Cinnamon Center 2
    assert s.result == "lost: 3 towns have empty freshness tracks"
