"""What the teacher sees of a table: one line for the dashboard, and the public view the
projector shows (the trick in play, the contract, tricks and score; the four hands open
only once the deal is over).

>>> from hasen_widget.table import ImmediateScheduler
>>> from .seats import ClassTable
>>> t = ClassTable(deal_text=None, seed=7, seats={"S": "1"}, scheduler=ImmediateScheduler(), pace=0)
>>> public_table(t, "S1")["hands"] is None    # the deal is not over: no hand is shown
True
"""

from __future__ import annotations

from typing import Any

from ..deal import SEATS, Deal
from .seats import ClassTable

__all__ = ["table_summary", "public_table"]


def table_summary(t: ClassTable, kind: str) -> dict[str, Any]:
    """Where the table is: phase, trick number, whose turn, moves so far."""
    g = t.game
    over = t.hand_done
    waiting = any(h is None for h in t.seats.values())
    return {
        "phase": "over" if over else ("waiting" if waiting else g.phase),
        "trick": 0 if over else len(g.tricks) + 1,
        "to_move": None if over else g.to_move,
        "moves": len(g.history),
    }


def public_table(t: ClassTable, tid: str) -> dict[str, Any]:
    """The table as anyone in the room may see it (the projector)."""
    g = t.game
    over = t.hand_done
    if over:
        r = g.hand_results[0]
        maker, bid, trump = r.maker, r.bid_label, None if r.trump is None else r.trump.value
        tricks, trick = dict(r.tricks), []
        deal = Deal.parse(t.deal_text) if t.deal_text else None
        hands = {s: [str(c) for c in deal.hands[s]] for s in SEATS} if deal else None
        widow = str(deal.widow) if deal else None
        last = [[s, str(c)] for s, c in r.trick_log[-1].plays] if r.trick_log else []
    else:
        maker, bid = g.maker, g.bid
        trump = None if g.trump is None else g.trump.value
        tricks = dict(g.tricks_won)
        trick = [[s, str(c)] for s, c in g.current_trick]
        hands, widow, last = None, None, []
    return {
        "table": tid,
        "over": over,
        "phase": g.phase if not over else "over",
        "dealer": g.hand_results[0].dealer if over else g.dealer,
        "auction": [] if over else [[s, str(a)] for s, a in g.auction],
        "maker": maker,
        "bid": bid,
        "trump": trump,
        "tricks": tricks,
        "trick": trick or last,
        "hands": hands,
        "widow": widow,
        "made": g.hand_results[0].made if over else None,
    }
