"""The tournament: the same deals played twice with the partnerships swapped."""

from __future__ import annotations

import pytest

from hasen_widget.players import RandomPlayer, RuleOfThumbPlayer
from hasen_widget.tournament import tournament


def test_each_deal_is_played_twice_with_the_partnerships_swapped():
    r = tournament(RuleOfThumbPlayer, lambda seed: RandomPlayer(seed), deals=6, seed=3)
    assert r.deals == 6 and r.hands == 12
    seeds = [o.seed for o in r.outcomes]
    assert all(seeds.count(s) == 2 for s in seeds)
    for s in set(seeds):
        assert {o.a_side for o in r.outcomes if o.seed == s} == {"NS", "EW"}


def test_a_player_against_itself_scores_a_margin_of_exactly_zero():
    # Swapping seats over the same deals cancels the luck of the cards completely.
    r = tournament(RuleOfThumbPlayer, RuleOfThumbPlayer, deals=10, seed=1)
    assert r.margin == 0 and r.stderr == 0


def test_the_rule_of_thumb_player_beats_the_random_player():
    r = tournament(RuleOfThumbPlayer, lambda seed: RandomPlayer(seed), deals=30, seed=2)
    assert r.margin > 1.5 and r.z > 3
    assert "points per hand" in r.summary()


def test_a_tournament_needs_at_least_one_deal():
    with pytest.raises(ValueError, match="deals"):
        tournament(RuleOfThumbPlayer, RuleOfThumbPlayer, deals=0)
