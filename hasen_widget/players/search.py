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
from typing import Any

from ..actions import Action
from ..cards import Card
from ..deal import SEATS, side_of
from ..reasons import Reason
from ..solver import Position, card_values
from .base import Decision
from .rule_of_thumb import RuleOfThumbPlayer
from .sampling import sample_deal, unknowns
from .table import Table

__all__ = ["SearchPlayer", "DEFAULT_SAMPLES", "DEFAULT_TIME_LIMIT"]

#: Deals sampled per card decision at the default strength.
DEFAULT_SAMPLES = 20
#: Stop sampling after this many seconds (at least ``min_samples`` are always solved).
DEFAULT_TIME_LIMIT = 0.4


class SearchPlayer(RuleOfThumbPlayer):
    """Determinized open-hand search for the play; the rule-of-thumb model for the rest.

    ``samples``: deals solved per decision (strength); ``time_limit``: seconds after
    which no new deal is started (``None``: no limit); ``min_samples``: solved even
    past the limit; ``seed``: makes the sampling reproducible.
    """

    name = "search"

    def __init__(
        self,
        samples: int = DEFAULT_SAMPLES,
        seed: "int | None" = None,
        time_limit: "float | None" = DEFAULT_TIME_LIMIT,
        min_samples: int = 4,
        **model: Any,
    ) -> None:
        super().__init__(**model)
        if type(samples) is not int or samples < 1:
            raise ValueError(f"samples must be a whole number of at least 1, not {samples!r}")
        self.samples = samples
        self.seed = seed
        self.time_limit = time_limit
        self.min_samples = max(1, min(min_samples, samples))
        self._rng = random.Random(seed)
        self.last_samples = 0

    def __repr__(self) -> str:
        return f"SearchPlayer(samples={self.samples}, seed={self.seed!r}, time_limit={self.time_limit})"

    def play(self, table: Table, legal: list[str]) -> Decision:
        cards = [Action.parse(a).card for a in legal]
        rule = super().play(table, legal)
        if len(cards) == 1:
            return rule
        averages, n = self.evaluate(table, cards)
        best = max(averages.values())
        rule_card = Action.parse(rule.action).card
        params = {"expected": round(best, 2), "samples": n}
        if averages[rule_card] >= best - 1e-9:
            # The classic reason holds and the search agrees: say the familiar thing.
            return Decision(rule.action, Reason(rule.reason.code, {**rule.reason.params, **params}))
        top = [c for c in cards if averages[c] >= best - 1e-9]
        choice = self.lowest(table, top)
        return Decision(
            f"play {choice}",
            Reason(
                "bot.search_best",
                {
                    "card": str(choice),
                    **params,
                    "instead": str(rule_card),
                    "instead_expected": round(averages[rule_card], 2),
                    "trump": table.trump.value,
                },
            ),
        )

    def evaluate(self, table: Table, cards: list[Card]) -> tuple[dict[Card, float], int]:
        """Average tricks this seat's side takes from now on after each of ``cards``, over
        sampled deals; and the number of deals solved."""
        t0 = time.perf_counter()
        known = unknowns(table)
        totals = {c: 0.0 for c in cards}
        mine_ns = side_of(table.seat) == "NS"
        left = len(table.hand) + (1 if table.trick else 0)
        n = 0
        out = table.sitting_out
        while n < self.samples:
            if n >= self.min_samples and self.time_limit is not None:
                if time.perf_counter() - t0 > self.time_limit:
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
            values, _, _ = card_values(pos)
            for c in cards:
                v = values[c]
                totals[c] += v if mine_ns else left - v
            n += 1
        self.last_samples = n
        return {c: t / n for c, t in totals.items()}, n
