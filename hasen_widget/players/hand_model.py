"""``hand_value(view)``: how many tricks the seat's side can expect if it wins the auction
now and names its best trump, and the chance of making each bid.

The model is fitted on simulated deals by ``scripts/fit_hand_value.py`` (see there) and
shipped as ``hand_value.json`` (a few KB): a score line over the hand's features
(:mod:`.features`) and, along it, the distribution of the tricks makers with such a score
took. It reads only the seat's view, so it is the same for two deals the seat cannot tell
apart; and since it is a distribution over 0-6 tricks, no estimate exceeds 6.

It is the one source of the bidding numbers of the computer players, the hints and the
coach.

>>> from hasen_widget import Game
>>> from hasen_widget.view import seat_view
>>> v = hand_value(seat_view(Game(seed=7), "W"))
>>> 0 <= v.expected <= 6, round(sum(v.distribution), 6), v.chance(1) >= v.chance(6)
(True, 1.0, True)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..cards import EFFECTIVE_SUIT, TRUMP_POWER, Card, Suit
from ..deal import side_of
from .bidding import shift
from .features import AuctionSense, auction_sense, hand_features
from .seat_knowledge import SeatKnowledge

__all__ = [
    "hand_value",
    "HandValue",
    "TrickModel",
    "load_models",
    "use_models",
    "DATA_FILE",
    "best_keep",
    "defence_value",
]

#: The fitted parameters (written by ``scripts/fit_hand_value.py``).
DATA_FILE = Path(__file__).with_name("hand_value.json")


class TrickModel:
    """One fitted model: a score line and the trick distribution at points along it."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.bias = float(data["bias"])
        self.weights = [float(w) for w in data["weights"]]
        self.centres = [float(c) for c in data["centres"]]
        # Stored to four decimals: made whole again, so each sums to 1.
        self.dists = [[float(p) / sum(d) for p in d] for d in data["dists"]]

    def score(self, features: Sequence[float]) -> float:
        return self.bias + sum(w * f for w, f in zip(self.weights, features, strict=True))

    def distribution(self, features: Sequence[float]) -> list[float]:
        """P(0 tricks), ..., P(6 tricks), interpolated between the fitted bins."""
        s, cs = self.score(features), self.centres
        # Past the fitted range, the nearest bin's distribution moved by the score's
        # distance (the score is a line fitted to tricks: one unit, about one trick).
        if s <= cs[0]:
            return shift(self.dists[0], s - cs[0])
        if s >= cs[-1]:
            return shift(self.dists[-1], s - cs[-1])
        i = next(k for k in range(1, len(cs)) if s < cs[k])
        t = (s - cs[i - 1]) / (cs[i] - cs[i - 1])
        return [(1 - t) * a + t * b for a, b in zip(self.dists[i - 1], self.dists[i], strict=True)]


#: The file :func:`load_models` reads when given none: the shipped one, unless
#: :func:`use_models` named another (the fit script's second round plays with the model
#: of its first).
_ACTIVE = [str(DATA_FILE)]


def use_models(path: "str | Path | None") -> None:
    """Read the models from ``path`` from now on (``None``: the shipped file again).

    >>> use_models(None); load_models()["meta"]["format"] >= 1
    True
    """
    _ACTIVE[0] = str(DATA_FILE if path is None else path)


def load_models(path: "str | None" = None) -> dict[str, Any]:
    """The fitted models (``auction``, ``kept``, ``alone``, ``defend``, ``defend_alone``)
    and the value of passing (of ``path``, by default the file in use: :func:`use_models`)."""
    return _load(path or _ACTIVE[0])


@lru_cache(maxsize=4)
def _load(path: str) -> dict[str, Any]:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return {
        "models": {k: TrickModel(v) for k, v in data["models"].items()},
        "pass_margin": dict(data["pass_margin"]),
        "meta": {k: data[k] for k in ("seed", "deals", "card_samples", "format")},
    }


@dataclass(frozen=True)
class HandValue:
    """The value of winning the auction now: ``distribution[k]`` is the chance of taking
    ``k`` tricks (0-6) with ``trump``; ``discard`` the card to lay away when the hand
    holds the widow card; ``stage`` ``"auction"`` (the widow still to come),
    ``"hand"`` (the cards to be played are known). ``alone`` is the distribution
    if the maker plays alone (when it may decide that now), else ``None``."""

    distribution: tuple[float, ...]
    trump: Suit
    discard: "Card | None" = None
    stage: str = "auction"
    alone: "tuple[float, ...] | None" = field(default=None)

    @property
    def expected(self) -> float:
        """Expected tricks, never more than 6."""
        return min(6.0, sum(k * p for k, p in enumerate(self.distribution)))

    def chance(self, bid: int) -> float:
        """The chance of taking at least ``bid`` tricks (making a bid of ``bid``)."""
        return min(1.0, sum(self.distribution[max(0, int(bid)) :]))

    @property
    def chances(self) -> dict[int, float]:
        """``{bid: chance of making it}`` for the bids 1-6."""
        return {b: self.chance(b) for b in range(1, 7)}


def best_keep(
    model: TrickModel,
    cards: Sequence[Card],
    sense: AuctionSense,
    trump: "Suit | None" = None,
    value: "Callable[[list[float]], float] | None" = None,
) -> tuple[Suit, "Card | None", list[float]]:
    """The trump (``trump`` if given) and discard (if ``cards`` holds seven) whose kept six
    cards are worth the most, and their distribution: by ``value`` of the distribution
    (expected points, say), else by expected tricks. Ties: the first found."""
    best: "tuple[tuple[float, bool, int], Suit, Card | None, list[float]] | None" = None
    suits = [trump] if trump is not None else list(Suit)
    for s in suits:
        eff, power = EFFECTIVE_SUIT[s], TRUMP_POWER[s]
        options: list[Card | None] = list(cards) if len(cards) > 6 else [None]
        for d in options:
            kept = [c for c in cards if c is not d]
            dist = model.distribution(hand_features(kept, s, sense))
            e = value(dist) if value is not None else sum(k * p for k, p in enumerate(dist))
            # Equal worth (the features do not tell a 9 from a 10): lay away a plain card,
            # the lowest.
            key = (round(e, 9), d is None or eff[d.index] is not s, 0 if d is None else -power[d.index])
            if best is None or key > best[0]:
                best = (key, s, d, dist)
    assert best is not None
    return best[1], best[2], best[3]


def hand_value(view: Mapping[str, Any]) -> HandValue:
    """The seat's side's tricks if it wins the auction now and names its best trump.

    During the auction (the widow still to come under ``widow="bidder_exchanges"``) the
    value is the fitted average over what the widow brings. Holding the widow card
    (naming trump, discarding) it is the best trump and discard of the seven cards. Once
    trump is named (and before the play), for the maker's side, the value of the six kept
    cards with that trump, and ``alone`` when the maker may still go alone.

    Only the view is read: the seat's cards and the public auction.
    """
    table = SeatKnowledge(view)
    phase = table.phase
    models = load_models()["models"]
    after_auction = phase in ("trump", "discard", "alone", "defend", "play")
    if after_auction and (table.maker is None or side_of(table.maker) != table.side):
        raise ValueError("hand_value: after the auction only the maker's side has a contract to value")
    if phase in ("play", "defend") or (after_auction and table.maker != table.seat):
        raise ValueError(
            "hand_value: the value of winning the auction is known until the maker's play starts"
        )
    # The auction as it stood at the seat's bidding (after the auction: all of it).
    sense = auction_sense(view)
    exchanges = view["rules"].get("widow") == "bidder_exchanges"
    if phase == "auction":
        if exchanges:
            trump, _, dist = best_keep(models["auction"], table.hand, sense)
            return HandValue(tuple(dist), trump, None, "auction")
        trump, _, dist = best_keep(models["kept"], table.hand, sense)
        return HandValue(tuple(dist), trump, None, "hand")
    trump_fixed = table.trump
    trump, discard, dist = best_keep(models["kept"], table.hand, sense, trump_fixed)
    alone = None
    if phase == "alone":
        alone = tuple(models["alone"].distribution(hand_features(table.hand, trump, sense)))
    return HandValue(tuple(dist), trump, discard, "hand", alone)


def defence_value(view: Mapping[str, Any]) -> tuple[list[float], list[float]]:
    """For a defender asked whether to defend alone (a lone maker is playing): the
    distribution of its side's tricks defending with its partner, and alone.

    >>> from hasen_widget import Game
    >>> from hasen_widget.view import seat_view
    >>> g = Game(seed=1, deal="N: Joker JH JD AH KH QH E: AS KS QS JS TS 9S "
    ...          "S: AC KC QC JC TC 9C W: AD KD QD TD 9D TH widow: 9H dealer: W")
    >>> for a in ["bid 6", "pass", "pass", "pass", "trump ♥", "discard 9♥", "alone"]:
    ...     g.apply(a)
    >>> together, alone = defence_value(seat_view(g, "E"))
    >>> round(sum(together), 6), round(sum(alone), 6)
    (1.0, 1.0)
    """
    table = SeatKnowledge(view)
    if table.phase != "defend" or table.trump is None:
        raise ValueError("defence_value: a defender's value is asked when it may defend alone")
    models = load_models()["models"]
    features = hand_features(table.hand, table.trump, auction_sense(view))
    return models["defend"].distribution(features), models["defend_alone"].distribution(features)
