"""``SearchPlayer``: plays the card with the best average over sampled deals, each solved
with all cards visible (determinization); bids, trump, discard and going alone come from
the hand-strength model, since open-hand search overbids.

>>> from hasen_widget import Game
>>> g = Game(seed=7)
>>> from hasen_widget.players import play_bots
>>> log = play_bots(g, {s: SearchPlayer(samples=4, seed=1) for s in "NESW"}, until_hand_end=True)
>>> len(g.hand_results)
1
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..actions import Action
from ..cards import Card
from ..deal import SEATS, side_of
from ..reasons import Reason
from ..solver import Position, card_values
from .base import Decision
from .rule_of_thumb import RuleOfThumbPlayer
from .sampling import sample_deal, unknowns
from .seat_knowledge import SeatKnowledge

__all__ = ["SearchPlayer", "DEFAULT_SAMPLES", "DEFAULT_TIME_LIMIT"]

#: Deals sampled per card decision at the default strength.
DEFAULT_SAMPLES = 20
#: Stop sampling after this many seconds (at least ``min_samples`` are always solved).
DEFAULT_TIME_LIMIT = 0.4


class SearchPlayer(RuleOfThumbPlayer):
    """Determinized open-hand search for the play; the rule-of-thumb model for the rest.

    ``samples``: deals solved per decision (strength); ``time_limit``: seconds after
    which no new deal is started (``None``: no limit); ``min_samples``: solved even
    past the limit; ``seed``: makes the sampling reproducible. ``max_samples`` (off by
    default): past ``samples``, more deals are solved, :data:`BATCH` at a time, while
    the best card is neither clearly ahead of another nor so close that the choice
    hardly matters (:func:`settled`), up to this many. ``node_budget`` (off by default):
    once the solver has searched this many positions for the decision, no new deal is
    started (at least ``min_samples`` are solved): a bound on the work like
    ``time_limit``, but the same on any machine, so the choice stays reproducible (the
    coach's setting).
    """

    name = "search"

    def __init__(
        self,
        samples: int = DEFAULT_SAMPLES,
        seed: "int | None" = None,
        time_limit: "float | None" = DEFAULT_TIME_LIMIT,
        min_samples: int = 4,
        max_samples: "int | None" = None,
        node_budget: "int | None" = None,
        **model: Any,
    ) -> None:
        super().__init__(**model)
        if type(samples) is not int or samples < 1:
            raise ValueError(f"samples must be a whole number of at least 1, not {samples!r}")
        self.samples = samples
        self.max_samples = samples if max_samples is None else max(samples, int(max_samples))
        self.seed = seed
        self.time_limit = time_limit
        self.min_samples = max(1, min(min_samples, samples))
        if node_budget is not None and (type(node_budget) is not int or node_budget < 1):
            raise ValueError(
                f"node_budget must be a whole number of at least 1, or None, not {node_budget!r}"
            )
        self.node_budget = node_budget
        self._rng = random.Random(seed)
        self.last_samples = 0

    def __repr__(self) -> str:
        return f"SearchPlayer(samples={self.samples}, seed={self.seed!r}, time_limit={self.time_limit})"

    def play(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        cards = [Action.parse(a).card for a in legal]
        rule = super().play(table, legal)
        if len(cards) == 1:
            return rule
        ev = self.evaluate(table, cards)
        n = ev.samples
        # Choose by the points of the hand (making or setting the bid matters more than
        # one trick more or less), then by tricks.
        score = {c: (round(ev.points[c], 9), round(ev.tricks[c], 9)) for c in cards}
        best = max(score.values())
        rule_card = Action.parse(rule.action).card
        if score[rule_card] == best:
            # The classic reason holds and the search agrees: say the familiar thing, the
            # rule a newcomer learns, and nothing of the search's own numbers.
            return rule
        choice = self.lowest(table, [c for c in cards if score[c] == best])
        common = {"card": str(choice), "instead": str(rule_card), "samples": n, "trump": table.trump.value}
        expected, instead_expected = round(ev.tricks[choice], 1), round(ev.tricks[rule_card], 1)
        if expected > instead_expected:
            return Decision(
                f"play {choice}",
                Reason(
                    "bot.search_best",
                    {**common, "expected": expected, "instead_expected": instead_expected},
                ),
            )
        if ev.goal[choice] > ev.goal[rule_card]:
            # No more tricks on average, but the contract is made (or set) more often.
            code = "bot.search_make_bid" if table.is_maker_side else "bot.search_set_bid"
            params = {
                "made": ev.goal[choice],
                "instead_made": ev.goal[rule_card],
                "bid": _bid_as_made(table.view),
            }
            return Decision(f"play {choice}", Reason(code, {**common, **params}))
        # A difference too small to show in tenths of a trick: say so, not "4 tricks, A♠ only 4".
        return Decision(f"play {choice}", Reason("bot.search_close", {**common, "expected": expected}))

    def evaluate(self, table: SeatKnowledge, cards: list[Card]) -> Evaluation:
        """For each of ``cards``, over sampled deals each solved open-hand: the average
        tricks this seat's side takes from now on, the average point margin of the hand
        for its side, and in how many deals the side reaches its goal (the maker's side
        makes the bid, the defenders set it)."""
        t0 = time.perf_counter()
        known = unknowns(table)
        tricks = {c: 0.0 for c in cards}
        points = {c: 0.0 for c in cards}
        goal = {c: 0 for c in cards}
        mine_ns = side_of(table.seat) == "NS"
        left = len(table.hand)  # tricks still to play, this one included (it is our turn)
        already = int(table.view["tricks_won"][table.side])
        margin = _margin_table(table.view, table.side)
        n = 0
        out = table.sitting_out
        # Each deal's points per card: the cards are compared on the same deals (common
        # random numbers), so their differences are far less noisy than their values.
        per_deal: dict[Card, list[float]] = {c: [] for c in cards}
        goal_n = self.samples
        searched = 0
        while n < goal_n or (n < self.max_samples and not settled(per_deal)):
            if n >= goal_n:  # not settled yet: another batch
                goal_n = min(n + BATCH, self.max_samples)
            if n >= self.min_samples and self.time_limit is not None:
                if time.perf_counter() - t0 > self.time_limit:
                    break
            if n >= self.min_samples and self.node_budget is not None and searched >= self.node_budget:
                break
            deal = sample_deal(table, self._rng, known)
            hands = {s: () if s in out else tuple(deal.get(s, ())) for s in SEATS}
            hands[table.seat] = tuple(table.hand)
            pos = Position(
                hands=hands,
                trump=table.trump,
                leader=table.leader,
                trick=tuple(table.trick),
                sitting_out=out,
            )
            values, nodes, _ = card_values(pos)
            searched += nodes
            for c in cards:
                v = values[c] if mine_ns else left - values[c]
                tricks[c] += v
                m, reached = margin[already + v]
                points[c] += m
                per_deal[c].append(m)
                goal[c] += reached
            n += 1
        self.last_samples = n
        return Evaluation(
            {c: t / n for c, t in tricks.items()}, {c: p / n for c, p in points.items()}, goal, n
        )


#: Deals added at a time past ``samples`` when the choice is not settled.
BATCH = 10
#: Settled: the best card ahead of each other by this many standard errors of the
#: difference, or behind it by at most :data:`CLOSE` points even at that many.
SETTLE_Z = 2.0
CLOSE = 0.1


def settled(per_deal: "dict[Card, list[float]]") -> bool:
    """Whether the card with the best average points is clearly the one to play: for
    every other card, the paired difference over the same deals is either above
    :data:`SETTLE_Z` standard errors, or so small that choosing wrong would cost under
    :data:`CLOSE` points a hand.

    >>> from hasen_widget.cards import Card
    >>> a, b = Card.parse("AS"), Card.parse("KS")
    >>> settled({a: [2.0, 2.0, 4.0, 2.0], b: [0.0, 2.0, 0.0, 2.0]})
    False
    >>> settled({a: [2.0] * 10 + [4.0] * 10, b: [0.0] * 10 + [2.0] * 10})
    True
    """
    # In the deck's order: the same deals give the same answer whatever order the cards
    # come in (the review rebuilds the learner's view with its hand in another order).
    cards = sorted(per_deal, key=lambda c: c.index)
    n = len(per_deal[cards[0]])
    if n < 2 or len(cards) < 2:
        return True
    best = max(cards, key=lambda c: sum(per_deal[c]))
    for c in cards:
        if c is best:
            continue
        d = [x - y for x, y in zip(per_deal[best], per_deal[c], strict=True)]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        se = (var / n) ** 0.5
        if mean - SETTLE_Z * se > 0 or mean + SETTLE_Z * se < CLOSE:
            continue
        return False
    return True


@dataclass(frozen=True)
class Evaluation:
    """Averages over ``samples`` deals: ``tricks`` from now on, ``points`` (the hand's
    point margin for the side) and ``goal`` (deals where the side makes/sets the bid)."""

    tricks: dict[Card, float]
    points: dict[Card, float]
    goal: dict[Card, int]
    samples: int


def _bid_as_made(view: Mapping[str, Any]) -> "int | str":
    """The standing bid as it was made: ``"big pepper"`` (shown Big Pepper), not 6."""
    high = view.get("high_bid")
    return high if high in ("little pepper", "big pepper") else int(view["bid"])


def _margin_table(view: Mapping[str, Any], side: str) -> list[tuple[float, bool]]:
    """For each final trick count 0-6 of ``side``: its point margin over the other side
    for the hand (RULES.md §8), and whether it reached its goal."""
    rules = view["rules"]
    maker = view["maker"]
    bid = int(view["bid"])
    maker_side = side_of(maker)
    alone = view.get("alone") or []
    out = []
    for mine in range(7):
        taken = mine if side == maker_side else 6 - mine
        made = taken >= bid
        if made:
            result = taken
        elif rules["fail_penalty"] == "minus_bid":
            result = -bid
        elif rules["fail_penalty"] == "minus_tricks_won":
            result = -taken
        else:
            result = -6
        if view.get("high_bid") == "big pepper":
            result *= 2
        if maker in alone:
            result *= 2
        defended = 6 - taken if rules["defenders_score"] == "tricks" else 0
        if any(side_of(s) != maker_side for s in alone):
            defended *= 2
        m = result - defended
        out.append((m if side == maker_side else -m, made if side == maker_side else not made))
    return out
