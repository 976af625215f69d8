"""The score sheet: what each hand of a match scored (RULES.md §8), one :class:`HandResult`
a hand, and the arithmetic of the points.

>>> from hasen_widget import Game, RuleSet
>>> points_for_hand(RuleSet(), bid=4, taken=3, defenders_took=3)   # a failed 4: set back 4
(-4, 3)
>>> g = Game(seed=7)
>>> while not g.hand_results:          # pass round: the Joker's holder must bid 3
...     g.apply(g.legal_actions()[0])  # and every "alone" question is answered yes
>>> r = g.hand_results[0]
>>> r.maker, r.bid, r.forced, r.alone, r.tricks
('N', 3, 'joker_bids_3', ('N', 'E'), {'NS': 2, 'EW': 4})
>>> r.points == dict(zip(("NS", "EW"), points_for_hand(g.rules, bid=3, taken=2, defenders_took=4,
...     maker_alone=True, defender_alone=True)))    # set back 3, doubled; 4 tricks, doubled
True

Compiled with the engine (see ``hatch_build.py``): the engine calls :func:`played_hand`
or :func:`thrown_in_hand` at the end of every hand it simulates.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import Card, Suit
from .deal import side_of
from .rules import RuleSet
from .tricks import Trick

if TYPE_CHECKING:  # the engine passes itself in; this module never builds a game
    from .game import Game

__all__ = ["HandResult", "bid_label", "points_for_hand", "played_hand", "thrown_in_hand"]

_OTHER_SIDE = {"NS": "EW", "EW": "NS"}


@dataclass
class HandResult:
    """The record of one finished (or thrown-in) hand.

    ``bid`` is the number of tricks promised (6 for either pepper); ``bid_label`` its
    text (``"4"``, ``"little pepper"``, ``"big pepper"``); ``forced`` names the all-pass
    policy that made the bid (``None`` for an ordinary auction).
    """

    number: int
    dealer: str
    maker: "str | None" = None
    bid: "int | None" = None
    bid_label: "str | None" = None
    trump: "Suit | None" = None
    alone: tuple[str, ...] = ()
    tricks: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    points: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    made: "bool | None" = None
    thrown_in: bool = False
    forced: "str | None" = None
    scores_after: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    trick_log: tuple[Trick, ...] = ()
    widow: "Card | None" = None
    discard: "Card | None" = None

    @property
    def maker_side(self) -> "str | None":
        return None if self.maker is None else side_of(self.maker)

    def to_dict(self, include_hidden: bool = True) -> dict[str, Any]:
        """JSON-ready form. ``include_hidden=False`` leaves out the widow and the
        discard, which no player saw (what a seat's view may carry)."""
        d: dict[str, Any] = {
            "number": self.number,
            "dealer": self.dealer,
            "maker": self.maker,
            "bid": self.bid,
            "bid_label": self.bid_label,
            "trump": None if self.trump is None else self.trump.value,
            "alone": list(self.alone),
            "tricks": dict(self.tricks),
            "points": dict(self.points),
            "made": self.made,
            "thrown_in": self.thrown_in,
            "forced": self.forced,
            "scores_after": dict(self.scores_after),
            "trick_log": [t.to_dict() for t in self.trick_log],
        }
        if include_hidden:
            d["widow"] = None if self.widow is None else str(self.widow)
            d["discard"] = None if self.discard is None else str(self.discard)
        return d


def bid_label(a: Action) -> str:
    """A bid as the hand record and the refusals write it: ``"4"``, ``"little pepper"``."""
    return a.kind if a.kind in ("little pepper", "big pepper") else str(a.bid)


def points_for_hand(
    rules: RuleSet,
    *,
    bid: int,
    taken: int,
    defenders_took: int,
    big_pepper: bool = False,
    maker_alone: bool = False,
    defender_alone: bool = False,
) -> tuple[int, int]:
    """What a played hand scores under ``rules``: ``(the bidding side's points, the
    defenders' points)``. ``bid`` is the tricks promised (6 for either pepper),
    ``taken`` the tricks the bidders took, ``defenders_took`` the others'.

    Made: the tricks taken; failed: as ``fail_penalty`` says. Big Pepper doubles the
    bidders' result and going alone doubles it again; a lone defender's tricks count
    double, and under ``defenders_score="none"`` the defenders score nothing.

    >>> points_for_hand(RuleSet(), bid=6, taken=6, defenders_took=0, big_pepper=True, maker_alone=True)
    (24, 0)
    """
    if taken >= bid:
        result = taken
    elif rules.fail_penalty == "minus_bid":
        result = -bid
    elif rules.fail_penalty == "minus_tricks_won":
        result = -taken
    else:
        result = -6
    if big_pepper:
        result *= 2
    if maker_alone:
        result *= 2
    defended = 0
    if rules.defenders_score == "tricks":
        defended = defenders_took * 2 if defender_alone else defenders_took
    return result, defended


def played_hand(game: "Game") -> HandResult:
    """The record of the hand ``game`` has just played out (six tricks taken), its
    points added to ``game.scores``."""
    maker, high_bid = game.maker, game.high_bid
    assert maker is not None and high_bid is not None  # a hand is only played after a bid
    maker_side = side_of(maker)
    defenders = _OTHER_SIDE[maker_side]
    bid = high_bid.bid_value  # tricks promised: both peppers promise all six
    assert bid is not None
    taken = game.tricks_won[maker_side]
    result, defended = points_for_hand(
        game.rules,
        bid=bid,
        taken=taken,
        defenders_took=game.tricks_won[defenders],
        big_pepper=high_bid.kind == "big pepper",
        maker_alone=maker in game.alone,
        defender_alone=any(side_of(s) == defenders for s in game.alone),
    )
    points = {maker_side: result, defenders: defended}
    game.scores[maker_side] += result
    game.scores[defenders] += defended
    return HandResult(
        number=game.hand_number,
        dealer=game.dealer,
        maker=maker,
        bid=bid,
        bid_label=bid_label(high_bid),
        trump=game.trump,
        alone=tuple(game.alone),
        tricks=dict(game.tricks_won),
        points={"NS": points["NS"], "EW": points["EW"]},
        made=taken >= bid,
        forced=game.forced,
        scores_after=dict(game.scores),
        trick_log=tuple(game.tricks),
        widow=game.deal.widow,
        discard=game.discarded,
    )


def thrown_in_hand(game: "Game", policy: str) -> HandResult:
    """The record of a hand thrown in after an all-pass (``policy``: the all-pass rule)."""
    return HandResult(
        number=game.hand_number,
        dealer=game.dealer,
        thrown_in=True,
        forced=policy,
        scores_after=dict(game.scores),
        widow=game.deal.widow,
    )
