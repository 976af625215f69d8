"""Tournaments: two kinds of player over the same deals, each deal played twice with the
partnerships swapped, so that the cards dealt cancel out and only the play differs.

The unit is one hand: a :class:`~hasen_widget.game.Game` started from a seed per deal,
played until that hand is scored (a thrown-in hand counts 0 to 0).

>>> from hasen_widget.players import RandomPlayer, RuleOfThumbPlayer
>>> r = tournament(lambda seed: RuleOfThumbPlayer(), lambda seed: RandomPlayer(seed), deals=4, seed=1)
>>> r.hands, r.deals
(8, 4)
"""

from __future__ import annotations

import inspect
import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from .deal import SEATS, side_of
from .game import Game
from .players import play_bots
from .players.level_names import check_level
from .players.levels import LevelPlayer
from .rules import RuleSet

__all__ = ["tournament", "play_hand", "summarize", "TournamentResult", "HandOutcome"]

PlayerFactory = Callable[..., Any]


@dataclass(frozen=True)
class HandOutcome:
    """One hand: the deal's seed, which side A held, and the points each side scored."""

    seed: int
    a_side: str
    a_points: int
    b_points: int
    thrown_in: bool


@dataclass
class TournamentResult:
    """``margin``: mean of (A's points − B's points) per hand; ``stderr``: its standard error,
    computed over deals (each deal's two hands averaged, as they are paired)."""

    deals: int
    hands: int
    a_mean: float
    b_mean: float
    margin: float
    stderr: float
    seconds: float
    outcomes: list[HandOutcome] = field(default_factory=list, repr=False)

    @property
    def z(self) -> float:
        """The margin in standard errors (``inf`` when every deal came out the same)."""
        return math.inf if self.stderr == 0 else self.margin / self.stderr

    def summary(self, a: str = "A", b: str = "B") -> str:
        return (
            f"{a} vs {b}: {self.margin:+.3f} ± {self.stderr:.3f} points per hand "
            f"({self.z:+.1f} SE; {a} {self.a_mean:.3f}, {b} {self.b_mean:.3f}; "
            f"{self.hands} hands from {self.deals} deals, {self.seconds:.0f} s)"
        )


def _make(factory: "PlayerFactory | str", seed: int) -> Any:
    if isinstance(factory, str):  # a level of play: "beginner" … "expert"
        return LevelPlayer(factory, seed=seed)
    try:
        params = inspect.signature(factory).parameters
    except (TypeError, ValueError):  # pragma: no cover - builtins without a signature
        params = {}
    takes_seed = any(
        p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL) for p in params.values()
    )
    return factory(seed) if takes_seed else factory()


def play_hand(seed: int, players: dict[str, Any], rules: "RuleSet | None" = None) -> Game:
    """Play the first hand of ``Game(rules, seed)`` with ``players`` (seat -> player);
    each sees only its own view. Returns the game with ``hand_results[0]`` filled in."""
    game = Game(rules, seed=seed)
    play_bots(game, players, until_hand_end=True)
    if not game.hand_results:  # pragma: no cover - every seat has a player
        raise RuntimeError("the hand did not finish")
    return game


def tournament(
    player_a_factory: "PlayerFactory | str",
    player_b_factory: "PlayerFactory | str",
    deals: int = 1000,
    seed: int = 0,
    rules: "RuleSet | None" = None,
    seeds: "Iterable[int] | None" = None,
    progress: "Callable[[int, int], None] | None" = None,
) -> TournamentResult:
    """Play ``deals`` deals twice each: A as North–South and B as East–West, then the
    reverse. A factory makes one player per seat, given a seed if it takes an argument
    (``lambda seed: SearchPlayer(seed=seed)``) or called with none (``RuleOfThumbPlayer``);
    a level name (``"expert"``, ``"club"``, ``"casual"``, ``"beginner"``) stands for
    that level's player.
    """
    for f in (player_a_factory, player_b_factory):
        if isinstance(f, str):
            check_level(f)
    if type(deals) is not int or deals < 1:
        raise ValueError(f"deals must be a whole number of at least 1, not {deals!r}")
    t0 = time.perf_counter()
    deal_seeds = list(seeds) if seeds is not None else [seed * 1_000_003 + i for i in range(deals)]
    outcomes: list[HandOutcome] = []
    for k, s in enumerate(deal_seeds):
        for a_side in ("NS", "EW"):
            players = {}
            for i, seat in enumerate(SEATS):
                factory = player_a_factory if side_of(seat) == a_side else player_b_factory
                players[seat] = _make(factory, s * 4 + i)
            game = play_hand(s, players, rules)
            result = game.hand_results[0]
            b_side = "EW" if a_side == "NS" else "NS"
            out = HandOutcome(s, a_side, result.points[a_side], result.points[b_side], result.thrown_in)
            outcomes.append(out)
        if progress is not None:
            progress(k + 1, len(deal_seeds))
    return summarize(outcomes, time.perf_counter() - t0)


def summarize(outcomes: list[HandOutcome], seconds: float = 0.0) -> TournamentResult:
    """The statistics of a list of hands (for instance gathered from several processes);
    both hands of each deal must be there."""
    by_seed: dict[int, list[HandOutcome]] = {}
    for o in outcomes:
        by_seed.setdefault(o.seed, []).append(o)
    paired = [sum(o.a_points - o.b_points for o in pair) / len(pair) for pair in by_seed.values()]
    n = len(paired)
    if n == 0:
        raise ValueError("no hands to summarize")
    margin = sum(paired) / n
    var = sum((x - margin) ** 2 for x in paired) / (n - 1) if n > 1 else 0.0
    return TournamentResult(
        deals=n,
        hands=len(outcomes),
        a_mean=sum(o.a_points for o in outcomes) / len(outcomes),
        b_mean=sum(o.b_points for o in outcomes) / len(outcomes),
        margin=margin,
        stderr=math.sqrt(var / n),
        seconds=seconds,
        outcomes=list(outcomes),
    )
