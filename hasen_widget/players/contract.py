"""The contract's decisions, each by expected score from the fitted hand value: the bid,
the trump, the discard, going alone and defending alone.

Every computer player (the rule-of-thumb player, the search player, the levels), the
hints and the coach take these numbers from here, so one model says what a hand is
worth everywhere. A choice weighs the whole distribution of tricks
(:func:`~.bidding.expected_points`: the rule set's fail penalty, Pepper's doubling, the
doubling of a lone player, the match score), never "estimate minus a margin".

``optimism`` (tricks, a setting of the levels) moves the distribution up before the bid
is weighed: a beginner overbids a little, as newcomers do.

>>> from hasen_widget import Game
>>> from hasen_widget.view import seat_view
>>> g = Game(seed=7)
>>> c = bid_choice(seat_view(g, g.to_move))
>>> c.choice.action in seat_view(g, g.to_move)["legal"], 0 <= c.estimate <= 6
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card, Suit
from ..deal import side_of
from .bidding import BidChoice, choose_bid, expected_points, shift
from .features import auction_sense
from .hand_model import HandValue, best_keep, defence_value, hand_value, load_models

__all__ = [
    "BidAdvice",
    "bid_choice",
    "trump_choice",
    "discard_choice",
    "AloneAdvice",
    "alone_choice",
    "defend_choice",
    "expected",
]


def expected(dist: Sequence[float]) -> float:
    """Expected tricks of a distribution over 0-6 tricks."""
    return sum(k * p for k, p in enumerate(dist))


@dataclass(frozen=True)
class BidAdvice:
    """The auction action chosen, the hand value behind it and the distribution as the
    bidder saw it (moved by its optimism)."""

    choice: BidChoice
    value: HandValue
    seen: tuple[float, ...]

    @property
    def estimate(self) -> float:
        return min(6.0, expected(self.seen))


def bid_choice(view: Mapping[str, Any], optimism: float = 0.0) -> BidAdvice:
    """The auction action of best expected score for the seat of ``view``."""
    value = hand_value(view)
    seen = shift(value.distribution, optimism)
    choice = choose_bid(view, seen, load_models()["pass_margin"])
    return BidAdvice(choice, value, tuple(seen))


def _contract(view: Mapping[str, Any]) -> tuple[int, bool]:
    return int(view["bid"]), view.get("high_bid") == "big pepper"


def _scores(view: Mapping[str, Any], side: str) -> tuple[tuple[int, int], int]:
    other = "EW" if side == "NS" else "NS"
    target = int(view.get("target") or view["rules"].get("target_score", 10))
    return (int(view["scores"][side]), int(view["scores"][other])), target


def maker_value(
    view: Mapping[str, Any], *, alone: bool = False, defender_alone: bool = False
) -> Callable[[Sequence[float]], float]:
    """The maker's side's expected point margin of a distribution of its tricks, under
    the contract of ``view`` (its bid, Big Pepper, the match score)."""
    bid, big = _contract(view)
    scores, target = _scores(view, side_of(view["maker"]))

    def value(dist: Sequence[float]) -> float:
        return expected_points(
            dist,
            bid,
            view["rules"],
            big_pepper=big,
            alone=alone,
            defender_alone=defender_alone,
            scores=scores,
            target=target,
        )

    return value


def trump_choice(view: Mapping[str, Any]) -> tuple[Suit, list[float]]:
    """The trump (after the best discard, when the widow card is in hand) of best
    expected score, and the distribution of the maker's side's tricks with it."""
    model = load_models()["models"]["kept"]
    hand = [Card.parse(c) for c in view["hand"]]
    suit, _, dist = best_keep(model, hand, auction_sense(view), value=maker_value(view))
    return suit, dist


def discard_choice(view: Mapping[str, Any]) -> tuple[Card, list[float]]:
    """The card to lay away of best expected score, and the distribution after it."""
    model = load_models()["models"]["kept"]
    hand = [Card.parse(c) for c in view["hand"]]
    trump = Suit.parse(view["trump"])
    _, card, dist = best_keep(model, hand, auction_sense(view), trump, value=maker_value(view))
    assert card is not None  # the discard phase: seven cards in hand
    return card, dist


@dataclass(frozen=True)
class AloneAdvice:
    """Going (or defending) alone against playing with the partner: each choice's
    distribution of the deciding side's tricks and its expected points; ``alone`` the choice."""

    alone: bool
    together: tuple[float, ...]
    by_itself: tuple[float, ...]
    together_points: float
    alone_points: float


def alone_choice(
    view: Mapping[str, Any], min_tricks: "float | None" = None, boldness: float = 0.0
) -> AloneAdvice:
    """The maker goes alone when that is worth more points than playing with its partner
    (plus ``boldness`` points, a setting); with ``min_tricks`` (a setting), when the
    expected tricks alone reach it instead."""
    value = hand_value(view)
    together = tuple(value.distribution)
    by_itself = tuple(value.alone or value.distribution)
    v_together = maker_value(view)(together)
    v_alone = maker_value(view, alone=True)(by_itself)
    if min_tricks is not None:
        go = expected(by_itself) >= min_tricks
    else:
        go = v_alone + boldness > v_together
    return AloneAdvice(go and "alone" in view["legal"], together, by_itself, v_together, v_alone)


def defend_choice(
    view: Mapping[str, Any], min_tricks: "float | None" = None, boldness: float = 0.0
) -> AloneAdvice:
    """Against a lone maker, a defender defends alone when its side's expected points
    are higher so (its tricks count double, its partner sits out); the distributions
    are of the defenders' tricks."""
    together, by_itself = defence_value(view)
    # The maker's margin over the maker's tricks (6 minus the defenders'), negated.
    v_together = -maker_value(view, alone=True)(list(reversed(together)))
    v_alone = -maker_value(view, alone=True, defender_alone=True)(list(reversed(by_itself)))
    if min_tricks is not None:
        go = expected(by_itself) >= min_tricks
    else:
        go = v_alone + boldness > v_together
    return AloneAdvice(
        go and "defend alone" in view["legal"], tuple(together), tuple(by_itself), v_together, v_alone
    )
