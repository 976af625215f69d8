"""What the teacher reads after each hand: the result next to the deal's par, the class's
statistics per deal, the decisions where the coach would have chosen otherwise, and the
CSV export.

The **par** of a hand is its open-hand result: the tricks the maker's side takes with
every card visible and best play by all four, from the first card of the play on, for the
contract that table reached (:func:`hasen_widget.solver.solve`).

>>> from hasen_widget import Game
>>> from hasen_widget.players import RuleOfThumbPlayer, play_bots
>>> g = Game(seed=7)
>>> _ = play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
>>> row = result_row(g, None, deal=0, table="S1", kind="solo", names={"S": "Ada"})
>>> row["par"]["NS"] + row["par"]["EW"], row["students"]
(6, {'S': 'Ada'})
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from typing import Any

from ..deal import SEATS, side_of
from ..game import Game
from ..solver import Position, solve
from ..view import seat_view

__all__ = [
    "result_row",
    "student_rows",
    "deal_stats",
    "to_csv",
    "decisions_to_review",
    "review",
    "hand_review",
]


def _start(game: Game, deal_text: "str | None") -> Game:
    return Game(game.rules, game.seed, deal=deal_text)


def _par(game: Game, deal_text: "str | None") -> "dict[str, int] | None":
    g = _start(game, deal_text)
    for text in game.history:
        if g.phase == "play" and not g.tricks and not g.current_trick:
            break
        g.apply(text)
    if g.phase != "play" or g.hand_number != 0:
        return None  # thrown in: no play, no par
    return dict(solve(Position.from_game(g)).tricks)


def result_row(
    game: Game,
    deal_text: "str | None",
    *,
    deal: int,
    table: str,
    kind: str,
    names: Mapping[str, str],
    par: bool = True,
) -> dict[str, Any]:
    """The first hand of ``game`` (finished) as one row: contract, tricks, points, par.

    ``par=False``: the par is left for :func:`hand_review` (``reviewed`` is then false)."""
    r = game.hand_results[0]
    return {
        "deal": deal,
        "table": table,
        "kind": kind,
        "students": dict(names),
        "maker": r.maker,
        "bid": r.bid_label,
        "trump": None if r.trump is None else r.trump.value,
        "alone": list(r.alone),
        "tricks": dict(r.tricks),
        "points": dict(r.points),
        "made": r.made,
        "thrown_in": r.thrown_in,
        "par": None if r.thrown_in or not par else _par(game, deal_text),
        "reviewed": par or r.thrown_in,
        # The first hand's moves (at its end the table stops: no move of the next hand is made).
        "history": list(game.history),
    }


def student_rows(rows: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """One line per student and deal: their side's points, the maker side's tricks and par."""
    out = []
    for row in rows:
        side = side_of(row["maker"]) if row["maker"] else None
        for seat, name in sorted(row["students"].items(), key=lambda kv: SEATS.index(kv[0])):
            mine = side_of(seat)
            out.append(
                {
                    "deal": row["deal"] + 1,
                    "name": name,
                    "table": row["table"],
                    "seat": seat,
                    "maker": row["maker"],
                    "bid": row["bid"],
                    "trump": row["trump"],
                    "made": row["made"],
                    "thrown_in": row["thrown_in"],
                    "maker_tricks": row["tricks"][side] if side else None,
                    "par_tricks": row["par"][side] if side and row["par"] else None,
                    "points": row["points"][mine],
                    "maker_side": side == mine if side else None,
                    "reviewed": row.get("reviewed", True),
                }
            )
    return out


def deal_stats(rows: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Per deal: hands finished, contracts made, make rate and the students' mean points."""
    by_deal: dict[int, list[dict[str, Any]]] = {}
    for line in student_rows(rows):
        by_deal.setdefault(line["deal"], []).append(line)
    out = []
    for deal, lines in sorted(by_deal.items()):
        played = {line["table"]: line for line in lines if not line["thrown_in"]}
        made = sum(1 for line in played.values() if line["made"])
        out.append(
            {
                "deal": deal,
                "hands": len(played),
                "made": made,
                "make_rate": round(made / len(played), 3) if played else None,
                "mean_points": round(sum(line["points"] for line in lines) / len(lines), 2),
            }
        )
    return out


_COLUMNS = ("deal", "name", "table", "seat", "maker", "bid", "trump", "made", "thrown_in",
            "maker_tricks", "par_tricks", "points")  # fmt: skip


def _cell(value: Any) -> str:
    text = "" if value is None else str(value)
    if not isinstance(value, str):
        return text
    # A name typed as "=HYPERLINK(...)" must stay text in a spreadsheet.
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def to_csv(rows: Iterable[Mapping[str, Any]]) -> str:
    """Every student's result per deal, one line each (the dashboard's results table)."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(_COLUMNS)
    for line in student_rows(rows):
        w.writerow([_cell(line[c]) for c in _COLUMNS])
    return buf.getvalue()


# --------------------------------------------------------------- coach review
def decisions_to_review(game: Game, deal_text: "str | None", seats: Iterable[str]) -> list[dict[str, Any]]:
    """The students' decisions of the first hand: each with the view that seat had then."""
    wanted = set(seats)
    g = _start(game, deal_text)
    out = []
    for i, text in enumerate(game.history):
        if g.hand_number != 0:
            break
        seat = g.to_move
        if seat in wanted:
            out.append({"n": i, "seat": seat, "action": text, "view": seat_view(g, seat)})
        g.apply(text)
    return out


def review(items: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """For each decision where the coach would have chosen otherwise: the coach's line.

    Runs in a worker process (the coach's search takes up to a quarter of a second a
    decision): it reads only each student's own view, as the coach at the table does."""
    # lazy: only the review (in a worker process) needs the coach and its words.
    from .. import widget_text as words
    from ..table.coach import Coach

    out = []
    coach = Coach(True)
    for item in items:
        view, action = item["view"], item["action"]
        advice = coach.advise(view)
        if advice is None or advice.action == action:
            continue
        coach.acted(view, action)
        said = coach.state(view, stage="play", lang=lang)["feedback"]
        out.append(
            {
                "n": item["n"],
                "seat": item["seat"],
                "action": words.action_label(action, lang),
                "best": words.action_label(advice.action, lang),
                "line": said.get("text", ""),
                "why": said.get("why", ""),
            }
        )
    return out


def hand_review(
    deal_text: "str | None", seed: int, history: list[str], seats: Iterable[str], lang: str
) -> dict[str, Any]:
    """What the teacher reads of one finished hand after it ends: its par, and the
    students' decisions where the coach would have chosen otherwise (:func:`review`).
    Made from the deal and its moves only, so a restarted server makes it again for a
    hand whose review the old one had not finished.

    >>> from hasen_widget.players import RuleOfThumbPlayer, play_bots
    >>> g = Game(seed=7)
    >>> _ = play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
    >>> done = hand_review(None, 7, list(g.history[: len(g.history)]), [], "en")
    >>> sum(done["par"].values()), done["decisions"]
    (6, [])
    """
    g = Game(None, seed, deal=deal_text)
    for text in history:
        if g.hand_results:
            break
        g.apply(text)
    r = g.hand_results[0]
    par = None if r.thrown_in else _par(g, deal_text)
    return {"par": par, "decisions": review(decisions_to_review(g, deal_text, seats), lang)}
