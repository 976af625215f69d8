"""Bids, trump, discard and going alone by expected score, from the distribution of tricks
that :func:`~.hand_model.hand_value` gives.

A bid is worth, on average over the tricks the side may take, the points of the hand for
the side (its points minus the other side's, RULES.md §8: the rule set's fail penalty,
Pepper's doubling, a lone maker's doubling), and near the end of the match a little more
or less: a hand that takes the side to the target wins the match, one that lets the other
side reach it loses it (:data:`MATCH_POINTS`). Passing is worth what a side scored on
average after passing in the same spot in the simulated deals (nobody bid yet, the
partner holds the bid, an opponent holds it).

>>> from hasen_widget.rules import RuleSet
>>> rules = RuleSet().to_dict()
>>> sure = [0, 0, 0, 0, 0.1, 0.2, 0.7]          # five or six tricks, nearly always
>>> round(expected_points(sure, 4, rules), 2)    # made: 5.6 tricks, the others 0.4
5.2
>>> round(expected_points([0.2, 0.2, 0.2, 0.2, 0.1, 0.1, 0.0], 4, rules), 2) < 0
True
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action
from ..deal import partner_of, side_of

__all__ = [
    "hand_points",
    "expected_points",
    "BidChoice",
    "choose_bid",
    "shift",
    "MATCH_POINTS",
    "times_in_ten",
]

#: What winning (or losing) the match on this hand is worth, in points of a hand.
MATCH_POINTS = 8.0


def hand_points(
    tricks: int,
    bid: int,
    rules: Mapping[str, Any],
    *,
    big_pepper: bool = False,
    alone: bool = False,
    defender_alone: bool = False,
) -> tuple[int, int]:
    """The points of the maker's side and of the defenders when the maker's side takes
    ``tricks`` of six on a bid of ``bid`` (RULES.md §8; a lone defender's tricks count
    double)."""
    if tricks >= bid:
        mine = tricks
    elif rules.get("fail_penalty", "minus_bid") == "minus_bid":
        mine = -bid
    elif rules["fail_penalty"] == "minus_tricks_won":
        mine = -tricks
    else:
        mine = -6
    if big_pepper:
        mine *= 2
    if alone:
        mine *= 2
    theirs = 6 - tricks if rules.get("defenders_score", "tricks") == "tricks" else 0
    if defender_alone:
        theirs *= 2
    return mine, theirs


def expected_points(
    dist: Sequence[float],
    bid: int,
    rules: Mapping[str, Any],
    *,
    big_pepper: bool = False,
    alone: bool = False,
    defender_alone: bool = False,
    scores: "tuple[int, int] | None" = None,
    target: "int | None" = None,
) -> float:
    """The maker side's expected point margin over ``dist`` (chance of 0..6 tricks), and,
    given the match ``scores`` (the maker's side, the other side) and ``target``, the
    match won or lost on this hand counted as :data:`MATCH_POINTS`."""
    total = 0.0
    for k, p in enumerate(dist):
        if p <= 0:
            continue
        mine, theirs = hand_points(
            k, bid, rules, big_pepper=big_pepper, alone=alone, defender_alone=defender_alone
        )
        value = float(mine - theirs)
        if scores is not None and target is not None:
            ours_after, theirs_after = scores[0] + mine, scores[1] + theirs
            if ours_after >= target:  # the bidding side wins a tie (RULES.md §9)
                value += MATCH_POINTS
            elif theirs_after >= target:
                value -= MATCH_POINTS
        total += p * value
    return total


def shift(dist: Sequence[float], tricks: float) -> list[float]:
    """``dist`` moved up (or down, for a negative ``tricks``) by ``tricks``; a fraction
    mixes two whole moves, and what would pass 6 (or 0) stays there: how an optimist
    sees its hand.

    >>> shift([0, 0, 0, 1, 0, 0, 0], 0.5)
    [0.0, 0.0, 0.0, 0.5, 0.5, 0.0, 0.0]
    """
    if tricks == 0:
        return list(dist)
    whole = math.floor(tricks)
    frac = tricks - whole
    out = [0.0] * 7
    for k, p in enumerate(dist):
        lo = max(0, min(6, k + whole))
        hi = max(0, min(6, k + whole + 1))
        out[lo] += p * (1 - frac)
        out[hi] += p * frac
    return out


def times_in_ten(p: float) -> int:
    """A chance said as "about N times in 10"."""
    return max(0, min(10, int(p * 10 + 0.5)))


@dataclass(frozen=True)
class BidChoice:
    """The chosen auction action, its expected points, the expected points of passing,
    and the bid weighed (the lowest legal bid when passing)."""

    action: str
    value: float
    pass_value: float
    weighed: str
    weighed_value: float


def pass_situation(view: Mapping[str, Any]) -> str:
    """Who holds the standing bid: ``"open"`` (nobody), ``"partner"`` or ``"opponent"``."""
    high = view.get("high_bidder")
    if high is None:
        return "open"
    return "partner" if high == partner_of(view["seat"]) else "opponent"


def choose_bid(view: Mapping[str, Any], dist: Sequence[float], pass_margin: Mapping[str, float]) -> BidChoice:
    """The auction action of best expected score for the seat of ``view`` whose side
    takes tricks as ``dist`` says if it names trump."""
    rules = view["rules"]
    side = side_of(view["seat"])
    other = "EW" if side == "NS" else "NS"
    scores = (int(view["scores"][side]), int(view["scores"][other]))
    target = int(view.get("target") or rules.get("target_score", 10))
    best: "tuple[float, str] | None" = None
    for a in view["legal"]:
        if a == "pass":
            continue
        act = Action.parse(a)
        v = expected_points(
            dist, act.bid_value or 0, rules, big_pepper=act.kind == "big pepper", scores=scores, target=target
        )
        if best is None or v > best[0] + 1e-9:
            best = (v, a)
    pass_value = float(pass_margin.get(pass_situation(view), 0.0))
    if "pass" not in view["legal"]:
        assert best is not None
        return BidChoice(best[1], best[0], pass_value, best[1], best[0])
    if best is None:
        return BidChoice("pass", pass_value, pass_value, "pass", pass_value)
    if best[0] > pass_value:
        return BidChoice(best[1], best[0], pass_value, best[1], best[0])
    lowest = next(a for a in view["legal"] if a != "pass")
    act = Action.parse(lowest)
    low_value = expected_points(
        dist, act.bid_value or 0, rules, big_pepper=act.kind == "big pepper", scores=scores, target=target
    )
    return BidChoice("pass", pass_value, pass_value, lowest, low_value)
