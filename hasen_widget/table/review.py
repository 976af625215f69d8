"""The end-of-hand moment: the hand's result in place, and the review of the hand as a
small picture (per trick, the learner's card and, where another card kept a better
result with all cards open, that card and the tricks it cost), with the computer
players' full reasons and the cards they held when they decided.

Everything here speaks of a finished hand only: once a hand is over its cards and the
computer players' reasoning may be shown (the boundary's ``reveal``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .. import widget_text as words
from ..cards import Card, Suit, sort_hand
from ..reasons import Reason
from .speech import reason_text

__all__ = ["BotDecision", "hand_result", "review_rows"]


@dataclass(frozen=True)
class BotDecision:
    """One computer decision, kept whole for the review: its full reason and the cards held."""

    hand: int
    index: int  # its place in the game's history (undo drops the later ones)
    seat: str
    action: str
    reason: "Reason | None"
    held: tuple[str, ...]


def review_rows(rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The picture's rows from ``analyse_hand``: trick, card, best card, tricks it cost.

    >>> review_rows([{"trick": 1, "card": "9♣", "kept_best": False, "best": ["A♣"], "cost": 1},
    ...              {"trick": 2, "card": "J♥", "kept_best": True, "best": ["J♥"], "cost": 0}])
    [{'trick': 1, 'card': '9♣', 'best': 'A♣', 'cost': 1}, {'trick': 2, 'card': 'J♥', 'best': None, 'cost': 0}]
    """
    out = []
    for r in rows:
        best = None if r["kept_best"] else r["best"][0]
        out.append({"trick": r["trick"], "card": r["card"], "best": best, "cost": r["cost"]})
    return out


def _held(cards: Sequence[str], trump: "str | None") -> list[str]:
    try:
        t = Suit.parse(trump) if trump else None
        return [str(c) for c in sort_hand([Card.parse(c) for c in cards], t)]
    except Exception:  # noqa: BLE001 - an order for the eye only
        return list(cards)


def hand_result(
    result: Any,
    rules: Any,
    seat: str,
    lang: str,
    score_text: str,
    rows: "Sequence[Mapping[str, Any]] | None",
    decisions: Sequence[BotDecision],
    match_over: "str | None",
) -> dict[str, Any]:
    """What the table shows when ``result`` (a finished hand) has been scored."""
    if result.thrown_in:
        headline = words.label("thrown_in", lang).capitalize()
    else:
        outcome = words.label("made" if result.made else "failed", lang)
        headline = words.label(
            "result_line",
            lang,
            seat=words.seat_name(result.maker, lang),
            bid=words.bid_text(result.bid_label, lang),
            outcome=outcome,
            n=result.tricks[result.maker_side],
        )
    points = " · ".join(
        f"{words.side_name(s, lang)} {_signed(result.points[s])} → {_total(result.scores_after[s])}"
        for s in ("NS", "EW")
    )
    review = None
    if rows is not None:
        pic = review_rows(rows)
        kept = sum(1 for r in pic if r["best"] is None)
        lost = sum(r["cost"] for r in pic)
        review = {
            "rows": pic,
            "summary": words.label("review_summary", lang, kept=kept, n=len(pic), lost=lost),
            # Where the open hands and the learner's own view disagreed: which is which.
            "notes": [
                words.render_reason(r["view_note"], lang) for r in rows if r.get("view_note") is not None
            ],
        }
    trump = None if result.trump is None else result.trump.value
    bots = []
    for d in decisions:
        if d.hand != result.number or d.seat == seat:
            continue
        why = reason_text(d.reason, author=d.seat, seat=seat, reveal=True, lang=lang)
        bots.append(
            {
                "seat": d.seat,
                "name": words.seat_name(d.seat, lang),
                "action": words.action_label(d.action, lang)
                if not d.action.startswith("play ")
                else words.card_text(d.action[5:], lang),  # the Joker by its name in the language
                "why": why,
                "held": [words.card_text(c, lang) for c in _held(d.held, trump)],
            }
        )
    return {
        "hand": result.number,
        "made": result.made,
        "thrown_in": result.thrown_in,
        "headline": headline,
        "points": points,
        "score_text": score_text,
        "match_over": match_over,
        "review": review,
        "bots": bots,
    }


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("−" + str(-n) if n < 0 else "0")


def _total(n: int) -> str:
    """A score total, below zero with the same minus sign as the points (−6 → −6, not -6)."""
    return "−" + str(-n) if n < 0 else str(n)
