"""RULES.md §4: the auction, every auction style, all-pass policy, min_bid and pepper bidding."""

from __future__ import annotations

import pytest
from conftest import HEARTS_FOR_NORTH, NORTH_TAKES_THREE, make_game

from hasen_widget import IllegalAction


def bids(game):
    return [str(a) for a in game.legal_actions()]


def apply_all(game, *actions):
    for a in actions:
        game.apply(a)


def test_the_auction_starts_with_the_player_to_the_dealers_left():
    g = make_game()
    assert g.phase == "auction" and g.dealer == "W" and g.to_move == "N"


def test_a_player_passes_or_bids_1_to_6():
    assert bids(make_game()) == ["pass", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5", "bid 6"]


def test_a_bid_must_be_higher_than_the_standing_bid():
    g = make_game()
    g.apply("bid 3")
    assert bids(g) == ["pass", "bid 4", "bid 5", "bid 6"]
    with pytest.raises(IllegalAction, match="^a bid must beat the standing bid of 3$") as info:
        g.apply("bid 3")
    assert info.value.code == "bid_too_low" and info.value.rule == "§4"
    assert info.value.params == {"bid": "3", "standing": "3", "high_bidder": "N"}


def test_the_auction_goes_clockwise():
    g = make_game()
    seen = []
    for a in ("bid 1", "bid 2", "bid 3"):
        seen.append(g.to_move)
        g.apply(a)
    assert seen == ["N", "E", "S"] and g.to_move == "W"


def test_auction_ends_when_three_have_passed_and_one_holds_the_standing_bid():
    g = make_game()
    apply_all(g, "pass", "bid 2", "pass", "pass")
    assert g.phase == "trump" and g.maker == "E" and g.high_bidder == "E" and g.bid == 2


def test_pass_final_a_player_who_passed_takes_no_further_part():
    g = make_game()
    apply_all(g, "pass", "bid 2", "bid 3", "pass")  # N and W passed
    assert g.to_move == "E"  # North is skipped
    g.apply("bid 4")
    assert g.to_move == "S"
    g.apply("pass")
    assert g.phase == "trump" and g.maker == "E"


def test_pass_final_refuses_a_passed_player_in_learner_words():
    g = make_game()
    apply_all(g, "pass", "bid 2")
    with pytest.raises(IllegalAction, match="^you passed and cannot bid again in this auction$") as info:
        g.apply("bid 3", seat="N")
    assert info.value.code == "already_passed"


def test_reentry_a_passed_player_may_bid_later():
    g = make_game(auction="reentry")
    apply_all(g, "pass", "bid 2", "pass", "pass")
    assert g.to_move == "N" and "bid 3" in bids(g)
    g.apply("bid 3")
    assert g.phase == "auction" and g.high_bidder == "N"


def test_reentry_ends_after_three_consecutive_passes():
    g = make_game(auction="reentry")
    apply_all(g, "pass", "bid 2", "pass", "pass", "bid 3", "pass", "pass")
    assert g.phase == "auction"
    g.apply("pass")
    assert g.phase == "trump" and g.maker == "N" and g.bid == 3


def test_reentry_all_four_passing_is_an_all_pass():
    g = make_game(auction="reentry", all_pass="stick_dealer")
    apply_all(g, "pass", "pass", "pass", "pass")
    assert g.maker == "W" and g.bid == 3 and g.forced == "stick_dealer"


def test_single_round_one_chance_each_the_dealer_last():
    g = make_game(auction="single_round")
    apply_all(g, "bid 1", "pass", "bid 2")
    assert g.to_move == "W" and g.phase == "auction"
    g.apply("pass")
    assert g.phase == "trump" and g.maker == "S" and g.bid == 2


def test_single_round_refuses_a_second_turn_in_learner_words():
    g = make_game(auction="single_round")
    apply_all(g, "bid 1", "pass")
    with pytest.raises(IllegalAction, match="one turn in this auction, and you have had yours") as info:
        g.apply("bid 4", seat="N")
    assert info.value.code == "single_round_used"


def test_single_round_the_dealer_may_take_the_contract_with_the_last_bid():
    g = make_game(auction="single_round")
    apply_all(g, "bid 1", "pass", "pass", "bid 4")
    assert g.maker == "W" and g.bid == 4


def test_all_pass_joker_bids_3_the_holder_of_the_joker_must_bid_3():
    g = make_game(NORTH_TAKES_THREE)
    apply_all(g, "pass", "pass", "pass", "pass")
    assert g.maker == "N" and g.bid == 3 and g.forced == "joker_bids_3" and g.phase == "trump"


def test_all_pass_joker_bids_3_with_the_joker_in_the_widow_the_hand_is_thrown_in():
    g = make_game(HEARTS_FOR_NORTH)  # the Joker is the widow
    apply_all(g, "pass", "pass", "pass", "pass")
    result = g.hand_results[-1]
    assert result.thrown_in and result.forced == "joker_bids_3" and result.points == {"NS": 0, "EW": 0}
    assert g.scores == {"NS": 0, "EW": 0}
    assert g.dealer == "N" and g.phase == "auction" and g.to_move == "E"  # the next dealer deals


def test_all_pass_stick_dealer_the_dealer_must_bid_3():
    g = make_game(all_pass="stick_dealer")
    apply_all(g, "pass", "pass", "pass", "pass")
    assert g.maker == "W" and g.bid == 3 and g.forced == "stick_dealer"


def test_all_pass_redeal_the_hand_is_thrown_in_and_the_next_dealer_deals():
    g = make_game(NORTH_TAKES_THREE, all_pass="redeal")
    apply_all(g, "pass", "pass", "pass", "pass")
    assert g.hand_results[-1].thrown_in and g.hand_results[-1].forced == "redeal"
    assert g.dealer == "N" and g.phase == "auction" and len(g.hand_results) == 1


def test_min_bid_3_bids_start_at_3():
    g = make_game(min_bid=3)
    assert bids(g) == ["pass", "bid 3", "bid 4", "bid 5", "bid 6"]
    with pytest.raises(IllegalAction, match="^the lowest bid under these rules is 3$") as info:
        g.apply("bid 2")
    assert info.value.code == "below_min_bid"


def test_pepper_bidding_bids_are_pass_1_to_5_little_pepper_big_pepper():
    assert bids(make_game(bidding="pepper")) == [
        "pass", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5", "little pepper", "big pepper"
    ]  # fmt: skip


def test_pepper_bidding_a_bid_of_six_is_a_pepper():
    g = make_game(bidding="pepper")
    with pytest.raises(IllegalAction, match="a bid of six is Little Pepper or Big Pepper") as info:
        g.apply("bid 6")
    assert info.value.code == "pepper_six"


def test_big_pepper_may_be_bid_on_any_turn_without_little_pepper_first():
    g = make_game(bidding="pepper")
    g.apply("big pepper")
    assert bids(g) == ["pass"]
    apply_all(g, "pass", "pass", "pass")
    assert g.maker == "N" and g.bid == 6 and g.hand_results == [] and str(g.high_bid) == "big pepper"


def test_big_pepper_outranks_little_pepper():
    g = make_game(bidding="pepper")
    g.apply("little pepper")
    assert bids(g) == ["pass", "big pepper"]
    with pytest.raises(IllegalAction, match="beat the standing bid of little pepper"):
        g.apply("little pepper")


def test_standard_bidding_refuses_pepper_bids():
    with pytest.raises(IllegalAction, match="only bid under pepper bidding") as info:
        make_game().apply("big pepper")
    assert info.value.code == "no_pepper"
