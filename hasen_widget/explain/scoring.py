"""How a finished hand was scored, step by step, under any of the scoring variants.

>>> from hasen_widget.game import HandResult
>>> hr = HandResult(number=0, dealer="W", maker="N", bid=4, bid_label="4", tricks={"NS": 5, "EW": 1},
...                 points={"NS": 5, "EW": 1}, made=True, scores_after={"NS": 5, "EW": 1})
>>> [r.code for r in explain_hand_score(hr)]
['score.made', 'score.defenders', 'score.standing']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Suit
from ..deal import SEATS, side_of
from ..game import Game, HandResult
from ..reasons import Reason
from ..rules import VARIANTS, RuleSet
from .auction import explain_all_pass

__all__ = ["explain_hand_score", "ScoreMismatch"]

_OTHER = {"NS": "EW", "EW": "NS"}


class ScoreMismatch(ValueError):
    """The hand's recorded points do not follow from its tricks under the rules given
    (usually: the wrong ``RuleSet`` was passed)."""


def explain_hand_score(
    source: "HandResult | Mapping[str, Any] | Game", rules: "RuleSet | None" = None
) -> list[Reason]:
    """The scoring of a hand as reasons, in the order a scorer says them.

    ``source`` is a :class:`~hasen_widget.game.HandResult` or its ``to_dict()`` form
    (with the ``rules`` it was played under; default rules if omitted), or a
    :class:`~hasen_widget.game.Game`, whose last finished hand is explained under its
    own rules.
    """
    if rules is not None and not isinstance(rules, RuleSet):
        raise TypeError(f"rules must be a RuleSet (or None for the defaults), not {type(rules).__name__}")
    if isinstance(source, Game):
        if not source.hand_results:
            raise ValueError("no hand of this game has finished yet")
        rules, hr = source.rules, source.hand_results[-1]
    elif isinstance(source, Mapping):
        hr = _from_dict(source)
    elif isinstance(source, HandResult):
        hr = _from_dict(source.to_dict())  # checked as its dict form: a HandResult is mutable
    else:
        raise TypeError(
            f"explain_hand_score needs a HandResult, its to_dict() or a Game, not {type(source).__name__}"
        )
    rules = RuleSet() if rules is None else rules
    out: list[Reason] = []
    if hr.thrown_in:
        out += explain_all_pass(hr.forced, hr.dealer, None)
        out.append(Reason("score.thrown_in"))
    else:
        if hr.forced is not None:
            out += explain_all_pass(hr.forced, hr.dealer, hr.maker)
        out += _hand_steps(hr, rules)
    out.append(
        Reason(
            "score.standing",
            {"ns": "NS", "ns_score": hr.scores_after["NS"], "ew": "EW", "ew_score": hr.scores_after["EW"]},
        )
    )
    reached = [s for s in ("NS", "EW") if hr.scores_after[s] >= rules.target_score]
    if len(reached) == 2 and hr.maker is not None:
        out.append(Reason("match.both_reached", {"side": side_of(hr.maker), "target": rules.target_score}))
    elif len(reached) == 1:
        s = reached[0]
        out.append(
            Reason("match.won", {"side": s, "score": hr.scores_after[s], "target": rules.target_score})
        )
    return out


def _from_dict(d: Mapping[str, Any]) -> "HandResult":
    """A ``HandResult`` from its ``to_dict()`` form (as the widget keeps it)."""

    def seat(v: object) -> bool:
        return type(v) is str and v in SEATS

    def sides(v: object) -> bool:
        return isinstance(v, Mapping) and len(v) == 2 and all(type(v.get(s)) is int for s in ("NS", "EW"))

    labels = ("1", "2", "3", "4", "5", "6", "little pepper", "big pepper")
    # Each field with the JSON type to_dict() writes; a played hand (not thrown in) has
    # a maker, a bid of 1 to 6 and its label, and tricks of 0 to 6 a side.
    thrown_in = d.get("thrown_in", False)
    played = thrown_in is False
    checks = {
        "number": lambda v: type(v) is int and v >= 0,
        "dealer": seat,
        "maker": lambda v: seat(v) if played else v is None,
        "bid": lambda v: (type(v) is int and 1 <= v <= 6) if played else v is None,
        "bid_label": lambda v: v in labels if played else v is None,
        "trump": lambda v: v is None or (type(v) is str and v in ("C", "D", "H", "S")),
        "alone": lambda v: isinstance(v, (list, tuple)) and len(v) <= 2 and all(seat(s) for s in v),
        "tricks": lambda v: sides(v) and all(0 <= v[s] <= 6 for s in ("NS", "EW")),
        "points": sides,
        "made": lambda v: v is None or type(v) is bool,
        "thrown_in": lambda v: type(v) is bool,
        "forced": lambda v: v is None or (type(v) is str and v in VARIANTS["all_pass"]),
        "scores_after": sides,
    }
    for key, ok in checks.items():
        value = d.get(key, False if key == "thrown_in" else None)
        if not ok(value):
            raise ValueError(
                f"not a hand result: {key} is wrong or missing (give HandResult.to_dict() output)"
            )
    return HandResult(
        number=d["number"],
        dealer=d["dealer"],
        maker=d.get("maker"),
        bid=d.get("bid"),
        bid_label=d.get("bid_label"),
        trump=None if d.get("trump") is None else Suit.parse(d["trump"]),
        alone=tuple(d.get("alone", ())),
        tricks=dict(d["tricks"]),
        points=dict(d["points"]),
        made=d.get("made"),
        thrown_in=thrown_in,
        forced=d.get("forced"),
        scores_after=dict(d["scores_after"]),
    )


def _hand_steps(hr: "HandResult", rules: RuleSet) -> list[Reason]:
    side = side_of(hr.maker)
    other = _OTHER[side]
    taken, bid = hr.tricks[side], hr.bid
    out: list[Reason] = []
    params = {"side": side, "bid": hr.bid_label, "tricks": taken}
    if taken >= bid:
        result = taken
        out.append(Reason("score.made", {**params, "points": result}))
    else:
        result = {"minus_bid": -bid, "minus_tricks_won": -taken, "minus_6": -6}[rules.fail_penalty]
        out.append(Reason(f"score.failed.{rules.fail_penalty}", {**params, "points": result}))
    if hr.bid_label == "big pepper":
        out.append(Reason("score.big_pepper", {"side": side, "before": result, "points": result * 2}))
        result *= 2
    if hr.maker in hr.alone:
        out.append(Reason("score.alone", {"seat": hr.maker, "before": result, "points": result * 2}))
        result *= 2
    defended = hr.tricks[other]
    if rules.defenders_score == "tricks":
        out.append(Reason("score.defenders", {"side": other, "tricks": defended, "points": defended}))
        lone = [s for s in hr.alone if side_of(s) == other]
        if lone:
            out.append(
                Reason("score.defenders_alone", {"seat": lone[0], "before": defended, "points": defended * 2})
            )
            defended *= 2
    else:
        out.append(Reason("score.defenders_none", {"side": other, "tricks": defended}))
        defended = 0
    expected = {side: result, other: defended}
    if dict(hr.points) != expected:
        raise ScoreMismatch(
            f"hand {hr.number + 1} recorded {dict(hr.points)}, but under these rules it scores "
            f"{expected}: was it played under other rules?"
        )
    return out
