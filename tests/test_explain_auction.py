"""What a bid commits a side to, why the auction ended, and what the all-pass rule
in force did (RULES.md §4, §5), through real games."""

from __future__ import annotations

import pytest

from hasen_widget import Game, RuleSet
from hasen_widget.explain import (
    explain_all_pass,
    explain_auction_end,
    explain_bid,
    render,
    render_all,
)
from hasen_widget.reasons import Reason

JOKER_WITH_NORTH = (
    "N: Joker K♥ A♥ 9♠ 10♠ Q♠ E: J♦ 9♣ 10♣ Q♣ K♣ A♣ S: 9♥ 10♥ J♥ K♠ A♠ J♠ "
    "W: 9♦ 10♦ Q♦ K♦ A♦ J♣ widow: Q♥ dealer: W"
)
JOKER_IN_WIDOW = JOKER_WITH_NORTH.replace("Joker K♥", "Q♥ K♥").replace("widow: Q♥", "widow: Joker")


def test_a_bid_promises_that_many_tricks_and_risks_the_bid():
    rs = explain_bid("bid 4", "N")
    assert rs == [
        Reason("bid.number", {"seat": "N", "side": "NS", "bid": 4}),
        Reason("bid.if_made", {"side": "NS"}),
        Reason("bid.if_failed.minus_bid", {"side": "NS", "bid": 4}),
    ]
    assert render_all(rs, "en").splitlines() == [
        "North bids 4: North–South promise to take at least 4 tricks of the six.",
        "If they make it, North–South score 1 point for each trick they take.",
        "If they fail, North–South score minus the bid: −4.",
    ]
    assert "1 trick of the six" in render(explain_bid("bid 1", "E")[0], "en")
    assert "1 μπάζα" in render(explain_bid("bid 1", "E")[0], "el")
    assert "4 μπάζες" in render(rs[0], "el")


@pytest.mark.parametrize("penalty", ["minus_bid", "minus_tricks_won", "minus_6"])
def test_the_penalty_said_is_the_fail_penalty_in_force(penalty):
    rs = explain_bid("bid 2", "W", RuleSet(fail_penalty=penalty))
    assert rs[-1].code == f"bid.if_failed.{penalty}"


def test_little_and_big_pepper_promise_all_six_and_big_pepper_doubles():
    rules = RuleSet(bidding="pepper")
    little = [r.code for r in explain_bid("little pepper", "S", rules)]
    big = [r.code for r in explain_bid("big pepper", "S", rules)]
    assert little == ["bid.little_pepper", "bid.if_made", "bid.if_failed.minus_bid"]
    assert big == ["bid.big_pepper", "bid.if_made", "bid.if_failed.minus_bid", "bid.doubled"]
    assert explain_bid("big pepper", "S", rules)[2].params["bid"] == 6


@pytest.mark.parametrize("auction", ["pass_final", "reentry", "single_round"])
def test_a_pass_is_explained_by_the_auction_rule_in_force(auction):
    (r,) = explain_bid("pass", "E", RuleSet(auction=auction))
    assert r == Reason(f"bid.pass.{auction}", {"seat": "E"})


def test_explain_bid_refuses_what_is_not_a_bid():
    with pytest.raises(ValueError):
        explain_bid("play J♦", "N")
    with pytest.raises(ValueError):
        explain_bid("bid 3", "Q")


@pytest.mark.parametrize("auction", ["pass_final", "reentry", "single_round"])
def test_why_the_auction_ended_under_each_auction_rule(auction):
    g = Game(RuleSet(auction=auction), seed=4)
    maker = g.to_move
    for a in ("bid 2", "pass", "pass", "pass"):
        g.apply(a)
    assert g.maker == maker
    rs = explain_auction_end(g)
    assert rs == [
        Reason(f"auction.end.{auction}", {"seat": maker, "bid": "2"}),
        Reason("auction.maker.exchange", {"seat": maker}),
    ]
    assert all("{" not in render(r, lang) for r in rs for lang in ("en", "el", "ko"))


def test_the_maker_names_trump_without_the_widow_when_it_is_unused():
    g = Game(RuleSet(widow="unused"), seed=4)
    for a in ("bid 2", "pass", "pass", "pass"):
        g.apply(a)
    assert explain_auction_end(g)[-1].code == "auction.maker.no_widow"


def test_explain_auction_end_refuses_an_auction_still_on():
    with pytest.raises(ValueError, match="still on"):
        explain_auction_end(Game(seed=1))


def test_all_pass_the_joker_holder_shows_it_and_bids_3():
    g = Game(seed=1, deal=JOKER_WITH_NORTH)
    for _ in range(4):
        g.apply("pass")
    assert g.maker == "N" and g.bid == 3
    rs = explain_auction_end(g)
    assert rs[0] == Reason("auction.all_pass.joker_bids_3", {"seat": "N"})
    assert render(rs[0], "en") == "All four passed: North holds the Joker, so must show it and bid 3."


def test_all_pass_with_the_joker_in_the_widow_throws_the_hand_in():
    g = Game(seed=1, deal=JOKER_IN_WIDOW)
    for _ in range(4):
        g.apply("pass")
    hr = g.hand_results[-1]
    assert hr.thrown_in
    (r,) = explain_auction_end(hr, g.rules)
    assert r == Reason("auction.all_pass.joker_in_widow", {"dealer": "N"})  # W dealt; N deals next


def test_all_pass_stick_the_dealer():
    g = Game(RuleSet(all_pass="stick_dealer"), seed=1, deal=JOKER_IN_WIDOW)
    for _ in range(4):
        g.apply("pass")
    assert g.maker == "W"
    assert explain_auction_end(g)[0] == Reason("auction.all_pass.stick_dealer", {"seat": "W"})


def test_all_pass_redeal():
    g = Game(RuleSet(all_pass="redeal"), seed=1, deal=JOKER_WITH_NORTH)
    for _ in range(4):
        g.apply("pass")
    assert explain_auction_end(g.hand_results[-1], g.rules) == [
        Reason("auction.all_pass.redeal", {"dealer": "N"})
    ]
    assert explain_all_pass("redeal", "W") == [Reason("auction.all_pass.redeal", {"dealer": "N"})]


def test_explain_all_pass_refuses_an_unknown_policy():
    with pytest.raises(ValueError, match="all_pass must be one of"):
        explain_all_pass("shuffle", "N")
