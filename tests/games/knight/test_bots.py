"""Mint Knight's heuristic hero: its fight estimate, its choices in a fight, and its position value."""

from __future__ import annotations

from mint.core.game import Seat, replace
from mint.games.knight import board as B
from mint.games.knight import bots, play, rules
from mint.games.knight import cards as C
from mint.games.knight.actions import Assault, Next, Restart
from mint.games.knight.state import BLOCKING, FREE, STUCK, Combat, Reward, Unit

ONE = (Seat("heuristic", "You"),)


def with_hand(titles, xp=0, seed=1):
    s = rules.new_game(ONE, seed, {})
    h = s.heroes[0]
    cards = list(B.all_cards(h))
    hand = []
    for title in titles:
        i = next(i for i, c in enumerate(cards) if c.title == title)
        hand.append(cards.pop(i))
    h = replace(h, xp=xp, hand=tuple(hand), hand_use=(FREE,) * len(hand), deck=tuple(cards), discard=())
    return play.begin_turn(B.with_hero(s, 0, h), 0)


def test_the_estimate_blocks_a_weak_enemy_and_gives_up_on_a_castle_at_level_1():
    s = with_hand(["fury", "bulwark", "fury", "stride", "mend"])
    orcs = C.ENEMY_BY_ID["orcs-green-1"]  # attack 3, defense 3
    assert bots.plan(s, 0, orcs, B.free_cards(s.heroes[0])) == "block"
    castle = C.ENEMY_BY_ID["castle-red-2"]
    assert bots.plan(s, 0, castle, B.free_cards(s.heroes[0])) is None
    assert bots.plan(s, 0, orcs, ()) is None  # no cards, no fight


def test_a_relentless_enemy_is_only_fought_with_a_full_block():
    s = with_hand(["stride", "stride", "volley", "mend", "parley"])  # nothing blocks more than 1
    hag = C.ENEMY_BY_ID["tower-green-1"]  # Illusionist: must be blocked
    assert hag.must_block
    assert bots.plan(s, 0, hag, B.free_cards(s.heroes[0])) is None


def test_the_hero_restarts_a_fight_that_cannot_be_won():
    s = with_hand(["fury", "stride", "parley", "mend", "ward"])
    c = Combat(seat=0, place=((0, 0), "5"), enemy="tower-green-1", phase=STUCK, why="test")
    s = replace(s, combat=c)
    bot = bots.HeuristicBot()
    legal = rules.legal_actions(s)
    assert bot.choose(rules, rules.observation(s, 0), 0, legal, 0.0, 1) == Restart(0)


def test_the_hero_blocks_when_a_block_pays_and_ends_the_phase_when_done():
    s = with_hand(["bulwark", "fury", "fury", "stride", "mend"])
    # Orc Berserkers: attack 3, doubled for wounds (3 cards); a block of 3 costs one card
    c = Combat(seat=0, place=((0, 0), "5"), enemy="orcs-red-1", phase=BLOCKING)
    s = replace(s, combat=replace(c, before=s.heroes[0], before_turn=s.turn))
    bot = bots.HeuristicBot()
    a = bot.choose(rules, rules.observation(s, 0), 0, rules.legal_actions(s), 0.0, 1)
    s = rules.apply(s, a)
    assert B.block_total(s.combat) >= 3  # one play fills the block of 3 ...
    a = bot.choose(rules, rules.observation(s, 0), 0, rules.legal_actions(s), 0.0, 2)
    assert a == Next(0)  # ... and then the phase is closed


def test_the_position_value_grows_with_castles_and_experience():
    s = with_hand(["fury", "stride", "parley", "mend", "ward"])
    base = bots.evaluate(s)
    assert bots.evaluate(replace(s, castles_won=1)) > base + 50
    assert bots.evaluate(B.with_hero(s, 0, replace(s.heroes[0], xp=10))) > base
    assert bots.evaluate(replace(s, phase="over", won=True)) > bots.evaluate(replace(s, phase="over", won=False))


def test_a_hint_comes_from_the_planned_turn_with_its_reason():
    s = with_hand(["stride", "stride", "fury", "bulwark", "mend"])
    legal = rules.legal_actions(s)
    action, reason = bots.advise(rules, rules.observation(s, 0), 0, legal, 1)
    assert action in legal and reason and reason != "the heuristic hero's choice"
    c = Combat(seat=0, place=((0, 0), "5"), enemy="tower-green-1", phase=STUCK, why="test")
    stuck = replace(s, combat=c)
    action, reason = bots.advise(rules, rules.observation(stuck, 0), 0, rules.legal_actions(stuck), 1)
    assert action == Restart(0) and "no longer be won" in reason


def test_the_table_asks_the_game_for_its_hint():
    from mint.scenes.table.hint import _Adviser

    s = with_hand(["stride", "stride", "fury", "bulwark", "mend"])
    legal = rules.legal_actions(s)
    action, reason = _Adviser("knight").choose(rules, rules.observation(s, 0), 0, legal, 0.5, 1)
    assert action in legal and reason == bots.advise(rules, rules.observation(s, 0), 0, legal, 1)[1]


# --- Co-op: the partner hero ------------------------------------------------------------------------

TWO = (Seat("heuristic", "Orange"), Seat("heuristic", "Blue"))


def _play_until(s, done, bots_=None, limit=3000):
    bots_ = bots_ or (bots.HeuristicBot(), bots.HeuristicBot())
    n = 0
    while not done(s):
        seat = rules.to_act(s)
        s = rules.apply(s, bots_[seat].choose(rules, s, seat, rules.legal_actions(s), 0.0, n))
        n += 1
        assert n < limit
    return s


def _strong(h, place):
    """The hero at level 7 with three fighting units and its Fury and Bulwark cards advanced."""
    cards = sorted(
        (replace(c, advanced=True) if c.title in ("fury", "bulwark") else c for c in B.all_cards(h)), key=lambda c: c.n
    )
    units = (Unit("knights"), Unit("shieldbearers"), Unit("spearmen"))
    return replace(
        h,
        place=place,
        xp=33,
        units=units,
        hand=tuple(cards[:6]),
        hand_use=(FREE,) * 6,
        deck=tuple(cards[6:]),
        discard=(),
    )


def test_two_ready_heroes_beside_the_joint_castle_call_the_assault_and_take_it():
    s = rules.new_game(TWO, 0, {})
    s = _play_until(s, lambda s: B.joint_castle(s) is not None)
    s = _play_until(s, lambda s: not s.pending and s.combat is None and play._fresh(s))
    m = B.the_map(s)
    castle = B.joint_castle(s)
    assert castle is not None
    beside = [a for a in m.adj[m.index(castle)] if m.location[a] is None][:2]
    heroes = tuple(_strong(h, m.places[beside[i]]) for i, h in enumerate(s.heroes))
    s = replace(s, heroes=heroes, castles_won=2, skills=(Reward("battle-fury"), Reward("shield-wall")))
    s = play.begin_turn(s, s.current)
    action, reason = bots.advise(rules, s, s.current, rules.legal_actions(s), 1)
    assert isinstance(action, Assault)
    assert "joint assault" in reason
    s = _play_until(s, lambda s: s.phase == "over" or s.restarts > 0, limit=400)
    assert s.won and s.castles_won == 3


def test_the_first_hero_of_a_joint_assault_keeps_the_shared_skills_for_its_partner():
    from mint.games.knight.actions import Play, UseReward
    from mint.games.knight.botfight import _card_cost

    s = with_hand(["fury", "stride", "parley", "mend", "ward"])
    skill, card = UseReward(0, "skill", "battle-fury"), Play(0, 0, "basic")
    assert _card_cost(s, skill) < _card_cost(s, card)  # alone, a skill is the cheapest play
    first_half = replace(s, joint=(0, 1))
    assert _card_cost(first_half, skill) > _card_cost(first_half, card)
    assert _card_cost(replace(s, joint=(1,)), skill) < _card_cost(s, card)  # the last half may use it


def test_the_trial_fights_kept_stay_within_their_bound_and_never_change_a_move(monkeypatch):
    """The heuristic bot keeps the trial fights it played out by what they depend on: at most
    a few of them (the least recently used go first), so a window that plays game after
    game does not grow, and keeping fewer changes no move (a kept trial is what playing it out
    again gives)."""
    from mint.games.knight import botfight
    from mint.ui.shots import played_session

    def game() -> list[str]:
        botfight._TRIALS.clear()
        seats = (Seat("heuristic"), Seat("heuristic"))
        return [str(a) for a in played_session("knight", seats, {}, 1001, 100_000).actions]

    kept = game()
    assert 0 < len(botfight._TRIALS) <= botfight._TRIALS.most < 2000
    monkeypatch.setattr(botfight._TRIALS, "most", 8)
    assert game() == kept
    assert len(botfight._TRIALS) <= 8
