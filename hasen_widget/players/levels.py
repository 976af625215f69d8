"""Named levels of play: ``"beginner"``, ``"casual"``, ``"club"``, ``"expert"``, each a
setting of one player family, :class:`LevelPlayer`.

A level is how many deals the player imagines per card (``samples``), how many of the
finished tricks it remembers (``memory``: a beginner forgets the cards played before the
last trick, as newcomers do), and how optimistic it is about its hand in the auction
(``optimism``: a beginner overbids a little). Bids, trump, discard and going (or defending) alone
are chosen by expected score from :func:`~.hand_model.hand_value` (:mod:`.contract`), as
every computer player chooses them; the card play is the search player's.

>>> from hasen_widget import Game
>>> from hasen_widget.players import play_bots
>>> g = Game(seed=7)
>>> _ = play_bots(g, level_players("beginner", seed=1), until_hand_end=True)
>>> len(g.hand_results), strongest_player(seed=1).level
(1, 'expert')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..actions import Action
from ..deal import SEATS
from ..reasons import Reason
from .base import Decision
from .bidding import times_in_ten
from .contract import alone_choice, bid_choice, discard_choice, expected, trump_choice
from .level_names import LEVELS, check_level
from .search import SearchPlayer
from .seat_knowledge import SeatKnowledge

__all__ = ["LevelPlayer", "LEVELS", "level_players", "strongest_player", "check_level"]


class LevelPlayer(SearchPlayer):
    """The player family of the named levels (see the module's text).

    ``level`` names the setting; ``samples``, ``memory``, ``optimism`` and ``time_limit``
    override it; ``seed`` makes the sampling reproducible; ``max_samples`` lets a close
    card decision take more deals (the hints' setting, :class:`~.search.SearchPlayer`);
    ``node_budget`` bounds the solver's work per decision (the coach's setting).
    """

    name = "level"

    def __init__(
        self,
        level: str = "expert",
        *,
        seed: "int | None" = None,
        samples: "int | None" = None,
        memory: "int | None | str" = "level",
        optimism: "float | None" = None,
        time_limit: "float | None | str" = "level",
        max_samples: "int | None" = None,
        node_budget: "int | None" = None,
    ) -> None:
        setting = LEVELS[check_level(level)]
        super().__init__(
            samples=setting["samples"] if samples is None else samples,
            max_samples=setting["max_samples"] if max_samples is None else max_samples,
            node_budget=node_budget,
            seed=seed,
            time_limit=setting["time_limit"] if time_limit == "level" else time_limit,  # type: ignore[arg-type]
        )
        self.level = level
        self.memory: "int | None" = setting["memory"] if memory == "level" else memory  # type: ignore[assignment]
        if self.memory is not None and (type(self.memory) is not int or self.memory < 0):
            raise ValueError(f"memory must be a whole number of tricks (or None: all), not {memory!r}")
        self.optimism = float(setting["optimism"] if optimism is None else optimism)

    def __repr__(self) -> str:
        return f"LevelPlayer({self.level!r}, samples={self.samples}, memory={self.memory}, optimism={self.optimism})"

    def decide(self, view: Mapping[str, Any]) -> Decision:
        if self.memory is not None and view.get("phase") == "play":
            # Forgetting: the tricks before the last ``memory`` are gone from its mind
            # (the cards, and who showed out of a suit); the trick count is not.
            tricks = list(view.get("tricks") or [])
            view = {**view, "tricks": tricks[max(0, len(tricks) - self.memory) :]}
        return super().decide(view)

    # ------------------------------------------------------------- auction
    # The choices are the rule-of-thumb player's (expected score, :mod:`.contract`); the
    # levels say them with the honest chance: "you make 4 about 7 times in 10".
    def _bid(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        advice = bid_choice(table.view, self.optimism)
        choice, seen = advice.choice, advice.seen
        # The bid weighed; with nothing left to bid (after Big Pepper), the standing bid.
        weighed = (
            choice.weighed if choice.weighed != "pass" else str(table.view.get("high_bid") or "big pepper")
        )
        need = _need(weighed)
        params = {
            "suit": advice.value.trump.value,
            "estimate": round(advice.estimate, 1),
            "times": times_in_ten(sum(seen[need:])),
            "need": need,
            "bid": _bid_param(weighed),
        }
        if choice.action != "pass":
            return Decision(choice.action, Reason("advice.bid", params))
        if table.view.get("high_bidder") == table.partner:
            return Decision("pass", Reason("advice.pass_partner", {**params, "partner": table.partner}))
        return Decision("pass", Reason("advice.pass", params))

    def _trump(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        suit, dist = trump_choice(table.view)
        bid = int(table.view["bid"])
        params = {
            "suit": suit.value,
            "estimate": round(expected(dist), 1),
            "times": times_in_ten(sum(dist[bid:])),
            "bid": _bid_param(table.view.get("high_bid") or str(bid)),
        }
        return Decision(f"trump {suit.symbol}", Reason("advice.trump", params))

    def _discard(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        card, dist = discard_choice(table.view)
        bid = int(table.view["bid"])
        params = {
            "card": str(card),
            "trump": table.trump.value,  # type: ignore[union-attr]
            "times": times_in_ten(sum(dist[bid:])),
            "bid": _bid_param(table.view.get("high_bid") or str(bid)),
        }
        return Decision(f"discard {card}", Reason("advice.discard", params))

    def _alone(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        advice = alone_choice(table.view, self.alone_tricks)
        bid = int(table.view["bid"])
        params = {
            "times": times_in_ten(sum(advice.together[bid:])),
            "alone_times": times_in_ten(sum(advice.by_itself[bid:])),
            "bid": _bid_param(table.view.get("high_bid") or str(bid)),
        }
        if advice.alone:
            return Decision("alone", Reason("advice.alone", params))
        return Decision("not alone", Reason("advice.not_alone", params))


def _need(action: str) -> int:
    if action == "pass":
        return 0
    return int(Action.parse(action).bid_value or 0)


def _bid_param(text: str) -> "int | str":
    """A bid as its reason shows it: ``4``, ``"little pepper"``, ``"big pepper"``."""
    t = str(text)
    if t in ("little pepper", "big pepper"):
        return t
    return int(t.split()[-1])


def level_players(
    level: str, seed: "int | None" = None, seats: "str | None" = None
) -> dict[str, LevelPlayer]:
    """One :class:`LevelPlayer` of ``level`` for each of ``seats`` (default all four),
    seeded from ``seed`` seat by seat (reproducible)."""
    check_level(level)
    chosen = SEATS if seats is None else seats
    return {s: LevelPlayer(level, seed=None if seed is None else seed * 4 + i) for i, s in enumerate(chosen)}


def strongest_player(seed: "int | None" = None) -> LevelPlayer:
    """The strongest player of the package: the ``"expert"`` level."""
    return LevelPlayer("expert", seed=seed)
