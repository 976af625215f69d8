"""The score of a finished hand, step by step, under every scoring variant of
RULES.md §8, with going alone (§6), Big Pepper (§4) and the end of the match (§9)."""

from __future__ import annotations

import random

import pytest

from hasen_widget import Game, RuleSet
from hasen_widget.explain import ScoreMismatch, explain_hand_score, render_all
from hasen_widget.game import HandResult
from hasen_widget.reasons import Reason
from hasen_widget.rules import VARIANTS


def hand(maker="N", bid=4, label=None, tricks=(5, 1), points=(5, 1), alone=(), after=None, forced=None):
    ns, ew = tricks
    after = after or {"NS": points[0], "EW": points[1]}
    return HandResult(
        number=0,
        dealer="W",
        maker=maker,
        bid=bid,
        bid_label=label or str(bid),
        alone=tuple(alone),
        tricks={"NS": ns, "EW": ew},
        points={"NS": points[0], "EW": points[1]},
        made=None,
        forced=forced,
        scores_after=after,
    )


def codes(rs):
    return [r.code for r in rs]


def test_bidding_side_makes_its_bid_and_scores_a_point_per_trick_defenders_a_point_per_trick():
    rs = explain_hand_score(hand())
    assert render_all(rs, "en").splitlines() == [
        "North–South bid 4 and took 5 tricks: made, +5.",
        "East–West took 1 trick: +1.",
        "Score: North–South 5, East–West 1.",
    ]
    assert "5 μπάζες" in render_all(rs, "el") and "1 μπάζα" in render_all(rs, "el")


@pytest.mark.parametrize(
    ("penalty", "points"), [("minus_bid", -4), ("minus_tricks_won", -3), ("minus_6", -6)]
)
def test_bidding_side_fails_scores_by_the_fail_penalty(penalty, points):
    hr = hand(bid=4, tricks=(3, 3), points=(points, 3))
    rs = explain_hand_score(hr, RuleSet(fail_penalty=penalty))
    assert rs[0] == Reason(
        f"score.failed.{penalty}", {"side": "NS", "bid": "4", "tricks": 3, "points": points}
    )
    assert f"\u2212{-points}" in render_all(rs, "en")


def test_negative_scores_are_possible():
    hr = hand(bid=5, tricks=(2, 4), points=(-5, 4), after={"NS": -3, "EW": 6})
    text = render_all(explain_hand_score(hr), "en")
    assert "failed" in text and "Score: North–South −3, East–West 6." in text


def test_defenders_score_nothing_under_that_variant():
    hr = hand(points=(5, 0))
    rs = explain_hand_score(hr, RuleSet(defenders_score="none"))
    assert rs[1] == Reason("score.defenders_none", {"side": "EW", "tricks": 1})


def test_big_pepper_doubles_the_bidding_sides_result():
    made = explain_hand_score(hand(bid=6, label="big pepper", tricks=(6, 0), points=(12, 0)))
    assert codes(made)[:2] == ["score.made", "score.big_pepper"]
    assert made[1].params == {"side": "NS", "before": 6, "points": 12}
    failed = explain_hand_score(hand(bid=6, label="big pepper", tricks=(5, 1), points=(-12, 1)))
    assert failed[1].params == {"side": "NS", "before": -6, "points": -12}
    assert "Big Pepper" in render_all(failed, "en")
    assert "Μεγάλο Πιπέρι" in render_all(failed, "el") and "빅 페퍼" in render_all(failed, "ko")


def test_a_lone_bidder_counts_double_gain_or_loss_and_with_big_pepper_four_times():
    rs = explain_hand_score(hand(maker="E", bid=3, tricks=(2, 4), points=(2, 8), alone=("E",)))
    assert codes(rs)[:2] == ["score.made", "score.alone"]
    assert rs[1] == Reason("score.alone", {"seat": "E", "before": 4, "points": 8})
    rs = explain_hand_score(
        hand(maker="S", bid=6, label="big pepper", tricks=(6, 0), points=(24, 0), alone=("S",))
    )
    assert codes(rs)[:3] == ["score.made", "score.big_pepper", "score.alone"]
    assert rs[2].params["points"] == 24


def test_a_lone_defenders_tricks_count_double():
    rs = explain_hand_score(hand(maker="N", bid=2, tricks=(4, 2), points=(8, 4), alone=("N", "E")))
    assert codes(rs)[:4] == ["score.made", "score.alone", "score.defenders", "score.defenders_alone"]
    assert rs[3] == Reason("score.defenders_alone", {"seat": "E", "before": 2, "points": 4})


def test_a_thrown_in_hand_scores_nothing():
    hr = HandResult(number=0, dealer="S", thrown_in=True, forced="joker_bids_3")
    rs = explain_hand_score(hr)
    assert codes(rs) == ["auction.all_pass.joker_in_widow", "score.thrown_in", "score.standing"]


def test_a_forced_bid_is_said_first():
    hr = hand(maker="N", bid=3, tricks=(3, 3), points=(3, 3), forced="joker_bids_3")
    assert explain_hand_score(hr)[0] == Reason("auction.all_pass.joker_bids_3", {"seat": "N"})


def test_the_first_side_to_reach_the_target_wins_and_both_at_once_the_bidding_side():
    rs = explain_hand_score(hand(after={"NS": 11, "EW": 4}))
    assert rs[-1] == Reason("match.won", {"side": "NS", "score": 11, "target": 10})
    rs = explain_hand_score(hand(maker="W", bid=2, tricks=(4, 2), points=(4, 2), after={"NS": 10, "EW": 10}))
    assert rs[-1] == Reason("match.both_reached", {"side": "EW", "target": 10})
    assert "goes out and wins" in render_all(rs, "en")


def test_the_wrong_rules_are_caught():
    with pytest.raises(ScoreMismatch, match="other rules"):
        explain_hand_score(hand(bid=4, tricks=(3, 3), points=(-4, 3)), RuleSet(fail_penalty="minus_6"))


def _random_rules(rng: random.Random) -> RuleSet:
    return RuleSet(**{k: rng.choice(v) for k, v in VARIANTS.items()}, target_score=rng.choice([5, 10]))


def test_every_hand_of_random_matches_is_explained_and_adds_up():
    rng = random.Random(11)
    seen: set[str] = set()
    ended = 0
    for seed in range(40):
        rules = _random_rules(rng)
        g = Game(rules, seed=seed)
        # Random players overbid, so a match may drift below zero for ever: stop at 8 hands.
        while not g.is_over and len(g.hand_results) < 8:
            g.apply(rng.choice(g.legal_actions()))
        prev = {"NS": 0, "EW": 0}
        for hr in g.hand_results:
            rs = explain_hand_score(hr, rules)  # raises ScoreMismatch if the steps do not add up
            seen.update(r.code for r in rs)
            standing = next(r for r in rs if r.code == "score.standing").params
            assert (standing["ns_score"], standing["ew_score"]) == (
                hr.scores_after["NS"],
                hr.scores_after["EW"],
            )
            assert {s: prev[s] + hr.points[s] for s in prev} == hr.scores_after
            prev = hr.scores_after
            for lang in ("en", "el", "ko"):
                assert "{" not in render_all(rs, lang)
        if g.is_over:
            ended += 1
            assert explain_hand_score(g)[-1].code in ("match.won", "match.both_reached")
    assert ended >= 10
    assert {"score.made", "score.alone", "score.defenders", "score.big_pepper", "match.won"} <= seen


def test_a_hand_result_as_saved_data_is_explained_the_same():
    g = Game(seed=8)
    rng = random.Random(8)
    while not g.hand_results or g.hand_results[-1].thrown_in:
        g.apply(rng.choice(g.legal_actions()))
    hr = g.hand_results[-1]
    assert (
        explain_hand_score(hr.to_dict(), g.rules) == explain_hand_score(hr, g.rules) == explain_hand_score(g)
    )
    with pytest.raises(ValueError, match="not a hand result"):
        explain_hand_score({"number": 0}, g.rules)
