"""``RandomPlayer``: picks uniformly among the legal actions (a baseline for tournaments).

>>> from hasen_widget import Game
>>> from hasen_widget.view import seat_view
>>> g = Game(seed=7)
>>> RandomPlayer(seed=1).choose(seat_view(g, g.to_move)) in seat_view(g, g.to_move)["legal"]
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .base import BasePlayer, Decision

__all__ = ["RandomPlayer"]


class RandomPlayer(BasePlayer):
    """Uniform over ``view["legal"]``; reproducible from ``seed``. Gives no reasons."""

    name = "random"

    def __init__(self, seed: "int | None" = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def decide(self, view: Mapping[str, Any]) -> Decision:
        return Decision(self._rng.choice(self._legal(view)), None)

    def __repr__(self) -> str:
        return f"RandomPlayer(seed={self.seed!r})"
