"""Exhausting a card for nothing (rulebook, "Action Cards": one action card must be played each
turn, but any number of cards may be exhausted at any time without doing their actions): legal
in every phase of a fight where the hero chooses plays, as outside one, with the same effect on
the hand, the source and the cleanup; and the last card that could be played is still kept for
the card a turn must play."""

from __future__ import annotations

import pytest

from mint.core.game import IllegalActionError
from mint.games.knight import board as B
from mint.games.knight import rules
from mint.games.knight.actions import EndTurn, Exhaust, Next, Play, Wound
from mint.games.knight.state import ATTACK, BLOCKING, EXHAUSTED, FREE, PLAYED, RANGED, WOUNDS
from tests.games.knight.test_rules import act, fight, game, place, with_hand, with_move

HAND = ["fury", "stride", "parley", "mend", "ward"]


def _in_fight(phase):
    """Swordsmen (attack 5, defence 5) at the ruins, in ``phase``, before any card is played."""
    return fight(with_hand(game(), HAND), "keep-red-1", phase)


@pytest.mark.parametrize("phase", [RANGED, BLOCKING, ATTACK])
def test_a_card_may_be_exhausted_for_nothing_in_every_phase_of_a_fight(phase):
    s = _in_fight(phase)
    legal = rules.legal_actions(s)
    assert [a for a in legal if isinstance(a, Exhaust)] == [Exhaust(0, p) for p in range(5)]
    h, t, c = s.heroes[0], B.turn_of(s), s.combat
    s2 = rules.apply(s, Exhaust(0, 1))
    h2, t2, c2 = s2.heroes[0], B.turn_of(s2), s2.combat
    # the card is slid up where it lies: the hand keeps its order, so the source is unchanged
    assert h2.hand == h.hand and h2.hand_use == (FREE, EXHAUSTED, FREE, FREE, FREE)
    assert (t2.source, t2.source_used, t2.spends) == (t.source, t.source_used, t.spends)
    assert t2.order == (*t.order, h.hand[1].n) and t2.played == t.played == 0
    # nothing of the card's actions is done, and the fight stays where it was
    assert c2 is not None and c2.phase == phase
    assert (c2.attacks, c2.blocks, c2.weaken) == (c.attacks, c.blocks, c.weaken)
    assert (t2.move, t2.influence, t2.heal, t2.mana) == (t.move, t.influence, t.heal, t.mana)
    assert Exhaust(0, 1) not in rules.legal_actions(s2)


def test_a_card_exhausted_in_a_fight_is_cleaned_up_like_one_exhausted_outside_it():
    """Exhausted in the attack phase, the starting card goes under the deck on its waning half at
    the end of the turn, as it would after an exhaust outside a fight."""
    s = _in_fight(ATTACK)
    ward = s.heroes[0].hand[4]
    s = act(s, Exhaust(0, 4))
    s = act(s, Play(0, 0, "strong", 0))  # Fury's Attack 4, red from the source
    s = act(s, Play(0, 1, "side", 2))  # Attack 1: 5 against defence 5
    assert s.combat is None and place("5") in s.vanquished
    assert s.heroes[0].hand_use == (PLAYED, PLAYED, FREE, FREE, EXHAUSTED)
    s = _answer(s)  # the ruins' artifact, a level-up's flip
    s = _answer(act(s, EndTurn(0)))  # the order under the deck
    h = s.heroes[0]
    assert all(c.n != ward.n for c in h.hand) and not any(c.n == ward.n for c in h.discard)
    under = next(c for c in h.deck if c.n == ward.n)
    assert under.waning


def _answer(s):
    """The state after the first answer to each open choice."""
    while s.pending:
        s = act(s, rules.legal_actions(s)[0])
    return s


def test_a_card_exhausted_in_the_ranged_phase_comes_back_when_the_phase_is_skipped():
    """A ranged phase that does not win is taken back as a whole (the rules page, "Combat"), a
    card exhausted in it with the rest; one that wins keeps it."""
    s = act(_in_fight(RANGED), Exhaust(0, 2))
    s = act(s, Next(0))
    assert s.combat.phase == BLOCKING and s.heroes[0].hand_use == (FREE,) * 5
    assert B.turn_of(s).order == ()
    s = with_hand(game(), ["volley", "stride", "parley", "fury", "mend"])  # W source for Volley's Ranged 3
    s = fight(s, "orcs-green-1")  # defence 3
    s = act(s, Exhaust(0, 4))
    s = act(s, Play(0, 0, "strong", 0))
    assert s.combat is None and s.heroes[0].hand_use == (PLAYED, FREE, FREE, FREE, EXHAUSTED)


def test_in_a_fight_the_last_card_that_could_be_played_is_kept_for_the_card_a_turn_must_play():
    """Rulebook: 'One action card must be played each turn' holds in a fight too."""
    s = _in_fight(ATTACK)
    for pos in range(4):
        s = act(s, Exhaust(0, pos))
    legal = rules.legal_actions(s)
    assert Exhaust(0, 4) not in legal and Play(0, 4, "side", 2) in legal
    said = rules.refusal(s, Exhaust(0, 4))
    assert said.rule == "playing-cards" and str(said).startswith("One action card must be played each turn")
    with pytest.raises(IllegalActionError, match="One action card must be played each turn"):
        rules.apply(s, Exhaust(0, 4))
    s = _in_fight(BLOCKING)
    s = act(s, Play(0, 4, "basic", 0))  # Ward's Elemental Block 2 (inefficient against a physical attack)
    for pos in range(4):  # once a card is played, every other may go
        s = act(s, Exhaust(0, pos))
    assert B.free_cards(s.heroes[0]) == ()


def test_while_wounds_are_taken_a_card_is_exhausted_as_a_wound():
    """Taking a wound is exhausting a card: while wounds are owed no other exhaust is offered."""
    s = act(_in_fight(BLOCKING), Next(0))
    assert s.combat.phase == WOUNDS
    legal = rules.legal_actions(s)
    assert not any(isinstance(a, Exhaust) for a in legal) and Wound(0, 0) in legal


def test_outside_a_fight_a_plain_exhaust_is_as_before():
    s = with_move(with_hand(game(), HAND), 2)
    assert [a for a in rules.legal_actions(s) if isinstance(a, Exhaust)] == [Exhaust(0, p) for p in range(5)]
