"""Why each trick was won (one line, the details on demand), how a hand was scored,
and the open-hand look back at the learner's cards, as entries for the Why panel.

Every text is cached under a key made of everything it depends on (the cards played,
the trump, the points, the seat, the language), so an undo and a different replay of
the same hand never shows the first play's words.

>>> ex = Explainer()
>>> e = ex.trick(0, 0, {"plays": [["N", "A♣"], ["E", "K♣"], ["S", "9♣"], ["W", "Q♣"]], "winner": "N"}, "H", "en")
>>> e["text"]
'A♣ wins: the highest of the clubs led, and no trump was played.'
>>> e["details"].count("A♣ > K♣")
0
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .. import widget_text as words
from ..analysis import analyse_hand

__all__ = ["Explainer"]

_KEPT = 512  # entries: a match of many hands in three languages stays well under it


class Explainer:
    """Makes and remembers the Why panel's entries."""

    def __init__(self) -> None:
        self._memo: dict[tuple, Any] = {}

    def _cached(self, key: tuple, make: Callable[[], Any]) -> Any:
        if key not in self._memo:
            if len(self._memo) >= _KEPT:
                self._memo.clear()
            self._memo[key] = make()
        return self._memo[key]

    def trick(self, hand: int, i: int, trick: Mapping[str, Any], trump: str, lang: str) -> dict[str, Any]:
        plays = tuple((s, c) for s, c in trick["plays"])
        winner = trick["winner"]

        def make() -> dict[str, Any]:
            short, details, cards = words.explain_trick_short(list(plays), trump, winner, lang)
            return {"text": short, "details": details, "cards": cards}

        body = self._cached(("trick", plays, trump, winner, lang), make)
        # A sentence of its own ("Trick 2, won by East."), so the reason after it reads apart.
        title = words.trick_title(i + 1, winner, lang)
        return {"kind": "trick", "hand": hand, "trick": i, "winner": winner, "title": title, **body}

    def hand_score(self, result: Any, rules: Any, lang: str) -> str:
        key = ("hand", _result_key(result), lang)
        return self._cached(key, lambda: words.explain_hand(result, rules, lang))

    def analysis(self, result: Any, seat: str, compare_view: bool = False) -> list[dict[str, Any]]:
        """The open-hand rows of ``seat``'s cards (language-free: the review renders them);
        with ``compare_view``, each row also says where the seat's own view disagreed."""
        key = ("analysis", _result_key(result), seat, compare_view)
        return self._cached(key, lambda: analyse_hand(result, seat, compare_view=compare_view))

    def entries(
        self, view: Mapping[str, Any], game: Any, rules: Any, lang: str, analysis: bool
    ) -> list[dict]:
        """Why each trick of this hand was won; the last hand's tricks and score too."""
        out: list[dict[str, Any]] = []
        results = view["hand_results"]
        if results:
            last = results[-1]
            for i, t in enumerate(last["trick_log"]):
                out.append(self.trick(last["number"], i, t, last["trump"], lang))
            result = _result(game, last["number"])
            out.append(
                {
                    "kind": "hand",
                    "hand": last["number"],
                    "title": f"{words.label('score', lang)} (#{last['number'] + 1})",
                    "text": self.hand_score(result, rules, lang),
                    "details": "",
                    "cards": [],
                }
            )
        if view.get("phase") != "hand_over":
            for i, t in enumerate(view["tricks"]):
                out.append(self.trick(view["hand_number"], i, t, view["trump"], lang))
        return out


def _result(game: Any, number: int) -> Any:
    return next(r for r in game.hand_results if r.number == number)


def _result_key(result: Any) -> tuple:
    """Everything a finished hand's texts depend on: the deal's hands, the cards played
    in order, the contract and the points."""
    log = tuple((t.leader, tuple((s, str(c)) for s, c in t.plays), t.winner) for t in result.trick_log)
    return (
        result.number,
        result.maker,
        result.bid_label,
        None if result.trump is None else result.trump.value,
        tuple(result.alone),
        tuple(sorted(result.points.items())),
        tuple(sorted(result.scores_after.items())),
        result.thrown_in,
        log,
    )
