"""Hints during a hand and the open-hand analysis after it.

``hint(view)`` recommends an action with its reason, using only what the seat may see.
``analyse_hand(result, seat)`` replays a finished hand and, for each trick, tells
whether the seat's card kept the best result with all cards visible (as bridge
players learn from a double-dummy solver), and if not which card did and how many
tricks it cost. It uses only the cards played, which are public once the hand is
over: never the widow or the discard.

>>> from hasen_widget import Game
>>> from hasen_widget.players import RuleOfThumbPlayer, play_bots
>>> g = Game(seed=7)
>>> _ = play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
>>> rows = analyse_hand(g.hand_results[-1], "S")
>>> len(rows), sorted(rows[0])[:4]
(6, ['best', 'best_tricks', 'card', 'cost'])
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .cards import Card, Suit
from .deal import SEATS, partner_of, side_of
from .players.base import Decision
from .players.search import SearchPlayer
from .reasons import Reason
from .solver import Position, solve

__all__ = ["hint", "analyse_hand", "HINT_SAMPLES"]

#: Deals sampled for a hint (a little stronger than a default opponent).
HINT_SAMPLES = 30


def hint(
    view: Mapping[str, Any], samples: int = HINT_SAMPLES, seed: int = 0, time_limit: "float | None" = 1.0
) -> Decision:
    """The recommended action for the seat of ``view`` and its reason; always one of
    ``view["legal"]``. Card play: sampled open-hand search; bids, trump, discard and
    going alone: the hand-strength model. Reproducible for a given ``seed`` (unless
    ``time_limit`` seconds pass first: then fewer deals are solved).

    >>> from hasen_widget import Game
    >>> from hasen_widget.view import seat_view
    >>> g = Game(seed=7)
    >>> d = hint(seat_view(g, g.to_move))
    >>> d.action in seat_view(g, g.to_move)["legal"] and d.reason is not None
    True

    The reason teaches: it names the rule or the idea behind the choice, in the words
    of the lessons ("lead trump to draw the opponents' trumps", "your partner is
    winning: play low"), and speaks to the player ("you"). A view that is not one
    :func:`~hasen_widget.view.seat_view` made is refused with a ``ValueError`` or
    ``TypeError`` that names what is wrong.
    """
    _check_view(view)
    return SearchPlayer(samples=samples, seed=seed, time_limit=time_limit).decide(view)


def _check_view(view: Any) -> None:
    """Refuse, by name, what is not a seat's view with a choice to make."""
    from .view import VIEW_KEYS

    if not isinstance(view, Mapping):
        raise TypeError(f"hint needs a view from seat_view(game, seat), not {type(view).__name__}")
    missing = [k for k in VIEW_KEYS if k not in view]
    if missing:
        shown = ", ".join(missing[:3]) + (" …" if len(missing) > 3 else "")
        raise ValueError(f"hint needs a view from seat_view(game, seat): it lacks {shown}")
    if view["seat"] not in SEATS:
        raise ValueError(f"the view's seat must be one of N, E, S, W, not {str(view['seat'])[:20]!r}")
    legal = view["legal"]
    if not isinstance(legal, (list, tuple)) or not legal or not all(isinstance(a, str) for a in legal):
        raise ValueError("the view offers no choice (its 'legal' is empty or not a list of action texts)")


def _get(obj: Any, name: str) -> Any:
    return obj.get(name) if isinstance(obj, Mapping) else getattr(obj, name)


def _tricks(result: Any) -> list[tuple[str, list[tuple[str, Card]], str]]:
    out = []
    for t in _get(result, "trick_log") or ():
        if isinstance(t, Mapping):
            plays = [(s, Card.parse(c)) for s, c in t["plays"]]
            out.append((t["leader"], plays, t["winner"]))
        else:
            out.append((t.leader, [(s, Card.parse(c)) for s, c in t.plays], t.winner))
    return out


def _check_result(result: Any) -> None:
    """Refuse, by name, what is not a finished hand (a HandResult or its to_dict form)."""
    from .game import HandResult

    if isinstance(result, HandResult):
        return
    if not isinstance(result, Mapping):
        raise TypeError(f"analyse_hand needs a HandResult or its to_dict(), not {type(result).__name__}")
    for key in ("trick_log", "trump", "alone"):
        if key not in result:
            raise ValueError(f"analyse_hand needs a finished hand: the result lacks {key!r}")
    log = result["trick_log"]
    if log is None:
        return
    if not isinstance(log, (list, tuple)) or not all(
        isinstance(t, Mapping) and {"leader", "plays", "winner"} <= set(t) for t in log
    ):
        raise ValueError(
            "analyse_hand: trick_log must be a list of tricks, each with leader, plays and winner"
        )


def analyse_hand(result: Any, seat: str) -> list[dict[str, Any]]:
    """For each trick of a finished hand in which ``seat`` played: the card played, the
    best cards with all hands open (``best``), the tricks its side would end with after
    its card (``tricks``) and after the best (``best_tricks``), ``cost`` (their
    difference), ``kept_best`` and a ``reason`` (``analysis.kept_best`` or
    ``analysis.lost_tricks``) for the widget to render.

    ``result`` is a :class:`~hasen_widget.game.HandResult` or its ``to_dict()`` form
    (as in a view's ``hand_results``). A thrown-in hand has no tricks to analyse.
    """
    if seat not in SEATS:
        raise ValueError(f"seat must be one of N, E, S, W, not {str(seat)[:20]!r}")
    _check_result(result)
    tricks = _tricks(result)
    if not tricks:
        return []
    trump = Suit.parse(_get(result, "trump"))
    alone = tuple(_get(result, "alone") or ())
    sitting_out = frozenset(partner_of(s) for s in alone)
    if seat in sitting_out:
        return []
    side = side_of(seat)
    won = {"NS": 0, "EW": 0}
    rows: list[dict[str, Any]] = []
    for i, (leader, plays, winner) in enumerate(tricks):
        # Every card still to be played from trick i on: the hands at that moment.
        future = {s: [] for s in SEATS}
        for _, later, _ in tricks[i:]:
            for s, c in later:
                future[s].append(c)
        before = []
        for s, c in plays:
            if s == seat:
                hands = {x: tuple(future[x]) for x in SEATS}
                pos = Position(
                    hands=hands,
                    trump=trump,
                    leader=leader,
                    trick=tuple(before),
                    tricks_won=dict(won),
                    sitting_out=sitting_out,
                )
                sol = solve(pos)
                best_value = max(sol.values.values())
                mine = sol.values[str(c)]
                cost = best_value - mine
                best = [x for x in sol.best]
                if cost == 0:
                    reason = Reason(
                        "analysis.kept_best",
                        {"card": str(c), "trick": i + 1, "tricks": mine, "side": side, "trump": trump.value},
                    )
                else:
                    reason = Reason(
                        "analysis.lost_tricks",
                        {
                            "card": str(c),
                            "trick": i + 1,
                            "better": best[0],
                            "cards": best,
                            "cost": cost,
                            "tricks": mine,
                            "best_tricks": best_value,
                            "side": side,
                            "trump": trump.value,
                        },
                    )
                rows.append(
                    {
                        "trick": i + 1,
                        "seat": seat,
                        "card": str(c),
                        "best": best,
                        "tricks": mine,
                        "best_tricks": best_value,
                        "cost": cost,
                        "kept_best": cost == 0,
                        "values": dict(sol.values),
                        "reason": reason,
                    }
                )
                break
            before.append((s, c))
            future[s].remove(c)
        won[side_of(winner)] += 1
    return rows
