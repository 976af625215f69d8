"""RULES.md §8 (scoring, every fail_penalty and defenders_score, Big Pepper, alone) and §9 (end)."""

from __future__ import annotations

import pytest
from conftest import HEARTS_FOR_NORTH, NORTH_TAKES_THREE, make_game, play_first_legal

from hasen_widget import IllegalAction
from hasen_widget.cards import trump_power

# NORTH_TAKES_THREE, first legal card everywhere: North–South take 3 tricks, East–West 3.
# HEARTS_FOR_NORTH with North playing its highest card: North–South take all 6.


def north_bids(game, bid, *after):
    for a in (bid, "pass", "pass", "pass", "trump ♥", "discard 9♥", *after):
        game.apply(a)
    return game


def play_high_for(game, seat):
    """``seat`` plays its highest legal card, everyone else its first legal card."""
    hand = len(game.hand_results)
    while len(game.hand_results) == hand:
        legal = game.legal_actions()
        if game.to_move == seat:
            legal.sort(key=lambda a: -trump_power(a.card, game.trump))
        game.apply(legal[0])
    return game.hand_results[-1]


def three_each(bid="bid 3", **rules):
    g = north_bids(make_game(NORTH_TAKES_THREE, **rules), bid, "not alone")
    play_first_legal(g)
    result = g.hand_results[-1]
    assert result.tricks == {"NS": 3, "EW": 3}
    return g, result


def test_bidding_side_makes_its_bid_and_scores_one_per_trick_won():
    g, result = three_each("bid 3")
    assert result.made is True and result.points == {"NS": 3, "EW": 3} and g.scores == {"NS": 3, "EW": 3}


def test_making_more_than_the_bid_scores_every_trick_won():
    g = north_bids(make_game(HEARTS_FOR_NORTH), "bid 2", "not alone")
    result = play_high_for(g, "N")
    assert result.tricks == {"NS": 6, "EW": 0} and result.points == {"NS": 6, "EW": 0}


def test_fail_penalty_minus_bid_a_failed_bid_scores_minus_the_bid():
    _, result = three_each("bid 5")
    assert result.made is False and result.points == {"NS": -5, "EW": 3}


def test_fail_penalty_minus_tricks_won_loses_a_point_per_trick_won():
    _, result = three_each("bid 5", fail_penalty="minus_tricks_won")
    assert result.points == {"NS": -3, "EW": 3}


def test_fail_penalty_minus_6_loses_six():
    _, result = three_each("bid 4", fail_penalty="minus_6")
    assert result.points == {"NS": -6, "EW": 3}


def test_negative_scores_are_possible():
    g, _ = three_each("bid 6")
    assert g.scores == {"NS": -6, "EW": 3}


def test_defenders_always_score_one_per_trick_they_won():
    _, made = three_each("bid 1")
    _, failed = three_each("bid 4")
    assert made.points["EW"] == failed.points["EW"] == 3


def test_defenders_score_none_defenders_score_nothing():
    _, result = three_each("bid 4", defenders_score="none")
    assert result.points == {"NS": -4, "EW": 0}


def test_little_pepper_is_a_bid_of_six_at_normal_stakes():
    g = north_bids(make_game(HEARTS_FOR_NORTH, bidding="pepper"), "little pepper", "not alone")
    result = play_high_for(g, "N")
    assert result.bid == 6 and result.bid_label == "little pepper" and result.points == {"NS": 6, "EW": 0}


def test_big_pepper_doubles_the_bidding_sides_result_when_made():
    g = north_bids(make_game(HEARTS_FOR_NORTH, bidding="pepper"), "big pepper", "not alone")
    result = play_high_for(g, "N")
    assert result.bid_label == "big pepper" and result.points == {"NS": 12, "EW": 0}


def test_big_pepper_doubles_the_bidding_sides_result_when_failed_not_the_defenders():
    _, result = three_each("big pepper", bidding="pepper")
    assert result.points == {"NS": -12, "EW": 3}


def test_a_lone_bidders_result_counts_double():
    # East leads a spade; North trumps with the Joker and later loses J♦ to West's J♥.
    g = north_bids(make_game(HEARTS_FOR_NORTH), "bid 5", "alone", "pass", "pass")
    result = play_high_for(g, "N")
    assert (
        result.alone == ("N",)
        and result.tricks == {"NS": 5, "EW": 1}
        and result.points == {"NS": 10, "EW": 1}
    )


def test_a_lone_bidders_loss_counts_double():
    g = north_bids(make_game(NORTH_TAKES_THREE), "bid 5", "alone", "pass", "pass")
    play_first_legal(g)
    result = g.hand_results[-1]
    assert result.made is False
    assert result.points == {"NS": -10, "EW": result.tricks["EW"]}


def test_a_lone_defenders_tricks_count_double():
    g = north_bids(make_game(NORTH_TAKES_THREE), "bid 5", "alone", "pass", "defend alone")
    play_first_legal(g)
    result = g.hand_results[-1]
    assert result.alone == ("N", "W") and result.tricks["EW"] > 0
    assert result.points["EW"] == 2 * result.tricks["EW"]
    assert result.points["NS"] == (2 * result.tricks["NS"] if result.tricks["NS"] >= 5 else -10)


def test_big_pepper_alone_counts_double_twice():
    g = north_bids(make_game(HEARTS_FOR_NORTH, bidding="pepper"), "big pepper", "alone", "pass", "pass")
    result = play_high_for(g, "N")
    assert result.tricks == {"NS": 5, "EW": 1} and result.points == {"NS": -6 * 2 * 2, "EW": 1}


# §9 -----------------------------------------------------------------------
def test_scores_are_compared_after_each_hand_and_play_goes_on_below_the_target():
    g, _ = three_each("bid 3")
    assert not g.is_over and g.winner is None and g.phase == "auction"


def test_the_first_partnership_to_reach_the_target_wins():
    g = north_bids(make_game(HEARTS_FOR_NORTH, target_score=6), "bid 2", "not alone")
    play_high_for(g, "N")
    assert g.is_over and g.winner == "NS" and g.phase == "over" and g.to_move is None


def test_the_defenders_can_reach_the_target_and_win():
    g, _ = three_each("bid 5", target_score=3)
    assert g.scores == {"NS": -5, "EW": 3} and g.winner == "EW"


def test_target_score_30_is_not_reached_by_one_hand():
    g = north_bids(make_game(HEARTS_FOR_NORTH, target_score=30), "bid 2", "not alone")
    play_high_for(g, "N")
    assert not g.is_over and g.scores["NS"] == 6


def test_bidding_side_wins_if_both_reach_the_target_north_south_bidding():
    g, _ = three_each("bid 3", target_score=3)
    assert g.scores == {"NS": 3, "EW": 3} and g.winner == "NS"


def _rotate(deal: str) -> str:
    # Every seat moves one place clockwise: North's cards go to East, and so on.
    out = deal
    for a, b in (("N:", "x1"), ("E:", "x2"), ("S:", "x3"), ("W:", "x4")):
        out = out.replace(a, b)
    for x, b in (("x1", "E:"), ("x2", "S:"), ("x3", "W:"), ("x4", "N:")):
        out = out.replace(x, b)
    return out.replace("dealer: W", "dealer: N")


def test_bidding_side_wins_if_both_reach_the_target_east_west_bidding():
    g = make_game(_rotate(NORTH_TAKES_THREE), target_score=3)
    for a in ("bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone"):
        g.apply(a)
    play_first_legal(g)
    assert g.hand_results[-1].maker == "E"
    assert g.scores == {"NS": 3, "EW": 3} and g.winner == "EW"


def test_after_the_match_no_action_is_legal_and_every_action_is_refused():
    g, _ = three_each("bid 3", target_score=3)
    assert g.legal_actions() == []
    before = g.to_json()
    with pytest.raises(IllegalAction, match="the match is over") as info:
        g.apply("pass")
    assert info.value.code == "game_over" and g.to_json() == before


def test_a_thrown_in_hand_scores_nothing():
    g = make_game(HEARTS_FOR_NORTH, all_pass="redeal")
    for a in ("pass",) * 4:
        g.apply(a)
    assert g.hand_results[-1].points == {"NS": 0, "EW": 0} and g.scores == {"NS": 0, "EW": 0}
