"""Hints during a hand and the open-hand analysis after it.

``hint(view)`` recommends an action with its reason, using only what the seat may see.
``analyse_hand(result, seat)`` replays a finished hand and, for each trick, tells
whether the seat's card kept the best result with all cards visible (as bridge
players learn from a double-dummy solver), and if not which card did and how many
tricks it cost. It uses only the cards played, which are public once the hand is
over: never the widow or the discard.

>>> from hasen_widget import Game
>>> from hasen_widget.players import RuleOfThumbPlayer, play_bots
>>> g = Game(seed=1)
>>> _ = play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
>>> rows = analyse_hand(g.hand_results[-1], "S")
>>> len(rows), sorted(rows[0])[:4]
(6, ['best', 'best_tricks', 'card', 'cost'])
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .cards import Card, Suit, quote
from .deal import SEATS, partner_of, side_of
from .game import PHASES, HandResult
from .players.base import Decision
from .players.levels import LevelPlayer
from .players.seat_knowledge import SeatKnowledge
from .reasons import Reason
from .rules import RuleError, RuleSet
from .solver import Position, solve
from .tricks import legal_plays, trick_winner

__all__ = ["hint", "analyse_hand", "HINT_SAMPLES"]

#: Deals sampled for a hint (a little stronger than a default opponent).
HINT_SAMPLES = 30
#: A close card decision may take up to this many times ``samples`` deals, a batch at a
#: time until the best card is settled (:func:`hasen_widget.players.search.settled`).
HINT_EXTEND = 4


def hint(
    view: object,
    samples: object = HINT_SAMPLES,
    seed: object = 0,
    time_limit: object = 1.0,
    node_budget: object = None,
) -> Decision:
    """The recommended action for the seat of ``view`` and its reason; always one of
    ``view["legal"]``, as the expert level would choose it. Card play: sampled open-hand
    search; bids, trump, discard and going alone: expected score from
    :func:`~hasen_widget.players.hand_model.hand_value`. Reproducible for a given ``seed`` (unless
    ``time_limit`` seconds pass first: then fewer deals are solved). ``node_budget``
    bounds the work by the positions the solver searches instead, the same on any
    machine (the coach's bound: its suggestion stays reproducible).

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
    # Checked first, field by field: a view that seat_view could not have given (a dict
    # of the wrong shape, a field of the wrong type) is refused by name, not with a
    # KeyError from deep inside the search.
    if not isinstance(view, Mapping):
        raise TypeError(f"hint needs a seat view (seat_view(game, seat)), not {type(view).__name__}")
    if type(samples) is not int or not 1 <= samples <= 1000:
        raise ValueError(f"hint: samples must be a whole number from 1 to 1000, not {quote(samples)}")
    if type(seed) is not int:
        raise TypeError(f"hint: seed must be a whole number, not {quote(seed)}")
    if time_limit is not None and (type(time_limit) not in (int, float) or not 0 < time_limit < float("inf")):
        raise ValueError(
            f"hint: time_limit must be a number of seconds above 0, or None, not {quote(time_limit)}"
        )
    if node_budget is not None and (type(node_budget) is not int or node_budget < 1):
        raise ValueError(
            f"hint: node_budget must be a whole number of at least 1, or None, not {quote(node_budget)}"
        )
    seats, phases = frozenset(SEATS), frozenset(PHASES)
    kinds = {
        "seat": lambda v: v in seats,
        "phase": lambda v: v in phases,
        "rules": lambda v: isinstance(v, Mapping) and RuleSet.from_dict(v, complete=True) is not None,
        "hand": lambda v: type(v) is list and all(type(c) is str for c in v),
        "hands": lambda v: (
            isinstance(v, Mapping) and all(type(v.get(s)) in (list, type(None)) for s in SEATS)
        ),
        "hand_counts": lambda v: isinstance(v, Mapping) and all(type(v.get(s)) is int for s in SEATS),
        "legal": lambda v: type(v) is list and all(type(a) is str for a in v),
        "trump": lambda v: v is None or v in ("C", "D", "H", "S"),
        "maker": lambda v: v is None or v in seats,
        "leader": lambda v: v is None or v in seats,
        "high_bidder": lambda v: v is None or v in seats,
        "bid": lambda v: v is None or (type(v) is int and 1 <= v <= 6),
        "high_bid": lambda v: v is None or type(v) is str,
        "discard": lambda v: v is None or type(v) is str,
        "alone": lambda v: type(v) is list and all(s in seats for s in v),
        "sitting_out": lambda v: type(v) is list and all(s in seats for s in v),
        "auction": lambda v: type(v) is list and all(type(p) is list and len(p) == 2 for p in v),
        "current_trick": lambda v: type(v) is list and all(type(p) is list and len(p) == 2 for p in v),
        "tricks": lambda v: (
            type(v) is list and all(isinstance(t, Mapping) and type(t.get("plays")) is list for t in v)
        ),
        "tricks_won": lambda v: isinstance(v, Mapping) and all(type(v.get(s)) is int for s in ("NS", "EW")),
        "shown": lambda v: v is None or isinstance(v, Mapping),
    }
    for key, ok in kinds.items():
        try:
            good = key in view and ok(view[key])
        except (RuleError, TypeError):
            good = False
        if not good:
            raise ValueError(
                f"hint: view[{key!r}] is not what seat_view gives (give hint(seat_view(game, seat)))"
            )
    try:
        # The expert level: card play by sampled open-hand search, bids, trump, discard and
        # going alone by expected score from the fitted hand value.
        return LevelPlayer(
            "expert",
            samples=samples,
            seed=seed,
            time_limit=time_limit,
            max_samples=samples * HINT_EXTEND,
            node_budget=node_budget,
        ).decide(view)
    except (KeyError, IndexError, TypeError, AttributeError, AssertionError) as e:
        # Each field has its type, yet they do not fit together (a hand of 6 in the
        # counts, 4 in the hand): not a view of any game.
        raise ValueError(
            f"hint: the view's fields do not fit together ({type(e).__name__}); give hint(seat_view(game, seat))"
        ) from None


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


def analyse_hand(result: object, seat: object, compare_view: bool = False) -> list[dict[str, Any]]:
    """For each trick of a finished hand in which ``seat`` played: the card played, the
    best cards with all hands open (``best``), the tricks its side would end with after
    its card (``tricks``) and after the best (``best_tricks``), ``cost`` (their
    difference), ``kept_best`` and a ``reason`` (``analysis.kept_best`` or
    ``analysis.lost_tricks``) for the widget to render.

    ``result`` is a :class:`~hasen_widget.game.HandResult` or its ``to_dict()`` form
    (as in a view's ``hand_results``). A thrown-in hand has no tricks to analyse.

    With ``compare_view``, each row also gets ``view_note``: when the open hands and what
    the seat could see disagree (the card cost nothing open, but from the seat's view
    another card reached the side's goal in more sampled layouts, or the other way
    round), a reason that says which is which; else ``None``. The layouts are the
    coach's (:data:`~hasen_widget.table.coach.COACH_SAMPLES` deals, its seed), from the
    seat's view at that card rebuilt from the hand's public record and the seat's own cards.
    """
    # Checked first: the solver trusts its positions, so a hand result that no game
    # could have made (a card twice, a seat playing out of turn, a wrong winner, a card
    # that does not follow suit) is refused here, by name, not deep inside it.
    if not isinstance(result, (HandResult, Mapping)):
        raise TypeError(f"analyse_hand needs a HandResult or its to_dict(), not {type(result).__name__}")
    if type(seat) is not str or seat not in SEATS:
        raise ValueError(f"seat must be one of N, E, S, W, not {quote(seat)}")
    if isinstance(result, Mapping) and any(k not in result for k in ("trick_log", "trump", "alone")):
        raise ValueError(
            "analyse_hand: a hand result has trick_log, trump and alone (give HandResult.to_dict())"
        )
    try:
        tricks = _tricks(result)
        trump = None if not tricks else Suit.parse(_get(result, "trump"))
        alone = tuple(_get(result, "alone") or ())
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        detail = f": {e}" if isinstance(e, ValueError) else ""
        raise ValueError(
            f"analyse_hand: not a hand result (give HandResult or its to_dict()){detail}"
        ) from None
    if len(tricks) > 6 or len(alone) > 2 or any(s not in SEATS for s in alone):
        raise ValueError("analyse_hand: a hand has at most 6 tricks and 2 players alone")
    sitting_out = frozenset(partner_of(s) for s in alone)
    active = [s for s in SEATS if s not in sitting_out]
    next_active = {s: active[(active.index(s) + 1) % len(active)] for s in active}
    held: dict[str, list[Card]] = {s: [c for t in tricks for p, c in t[1] if p == s] for s in SEATS}
    every = [c for t in tricks for _, c in t[1]]
    if len(set(every)) != len(every):
        raise ValueError("analyse_hand: a card is played twice in this hand result")
    for i, (leader, plays, winner) in enumerate(tricks):
        order = [p for p, _ in plays]
        ok = (
            all(type(p) is str for p in order)
            and leader in active
            and len(order) == len(active)
            and set(order) == set(active)
            and order[0] == leader
            and all(order[k + 1] == next_active[order[k]] for k in range(len(order) - 1))
            and winner == order[trick_winner([c for _, c in plays], trump)]
            and (i == 0 or leader == tricks[i - 1][2])
        )
        for k, (p, c) in enumerate(plays):
            ok = ok and c in legal_plays(held[p], [x for _, x in plays[:k]], trump)
        if not ok:
            raise ValueError(f"analyse_hand: trick {i + 1} is not one a game could have played")
        for p, c in plays:
            held[p].remove(c)
    if not tricks:
        return []
    assert trump is not None
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
                note = None
                if compare_view:
                    view = _view_at(result, seat, i, tricks, before, dict(won), sitting_out)
                    note = _view_note(view, c, cost, best)
                rows.append(
                    {
                        "view_note": note,
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


def _view_at(
    result: Any,
    seat: str,
    i: int,
    tricks: list[tuple[str, list[tuple[str, Card]], str]],
    before: list[tuple[str, Card]],
    won: dict[str, int],
    sitting_out: frozenset[str],
) -> dict[str, Any]:
    """What ``seat`` saw when it played to trick ``i`` (0-based), rebuilt from the hand's
    record: its own cards from then on, the tricks before, the trick so far, the contract.
    Only what the seat knew then: its own discard if it made trump, nothing of others'."""
    hand = [str(c) for _, plays, _ in tricks[i:] for s, c in plays if s == seat]
    played_now = {s for s, _ in before}
    # As seat_view counts them: a sitting-out partner keeps its six cards (so the sampled
    # deals are the very ones the coach weighed at the table).
    counts = {s: 6 if s in sitting_out else 6 - i - (1 if s in played_now else 0) for s in SEATS}
    maker = _get(result, "maker")
    discard = _get(result, "discard") if maker == seat else None
    forced = _get(result, "forced")
    label = _get(result, "bid_label")
    trump = _get(result, "trump")
    return {
        "seat": seat,
        "phase": "play",
        "rules": RuleSet().to_dict(),  # the goal counts need only the bid
        "trump": Suit.parse(trump).value,
        "hand": hand,
        "hands": {s: (hand if s == seat else None) for s in SEATS},
        "hand_counts": counts,
        "maker": maker,
        "bid": _get(result, "bid"),
        "high_bid": label if label in ("little pepper", "big pepper") else None,
        "discard": None if discard is None else str(discard),
        "shown": {"seat": maker, "card": "Joker"} if forced == "joker_bids_3" else None,
        "alone": list(_get(result, "alone") or ()),
        "sitting_out": sorted(sitting_out),
        "leader": tricks[i][0],
        "current_trick": [[s, str(c)] for s, c in before],
        "tricks": [{"plays": [[s, str(c)] for s, c in plays]} for _, plays, _ in tricks[:i]],
        "tricks_won": dict(won),
        "legal": [],
    }


def _view_note(view: dict[str, Any], card: Card, cost: int, best: list[str]) -> "Reason | None":
    """The review's word on ``card`` as the seat saw it when it played (``view``, from
    :func:`_view_at`): a safer card for what it knew, or the card sound though another
    kept more with every hand open (``cost``, ``best``); ``None`` when there is nothing to
    say (one legal card, or a difference within the sampling noise)."""
    # upward (table layer), read at call time: pyproject's ignore_imports.
    from .table.coach import coach_search

    held = [Card.parse(c) for c in view["hand"]]
    led = [Card.parse(c) for _, c in view["current_trick"]]
    legal = legal_plays(held, led, Suit.parse(view["trump"]))
    if len(legal) < 2:
        return None
    known = SeatKnowledge(view)
    ev = coach_search().evaluate(known, list(legal))
    goal = "make" if known.is_maker_side else "set"
    trump = view["trump"]
    top = max(legal, key=lambda c: (ev.goal[c], round(ev.tricks[c], 9)))
    # A difference of one layout in twenty is noise: say nothing of it.
    noise = max(2, ev.samples // 10)
    if cost == 0 and ev.goal[top] >= ev.goal[card] + noise:
        params = {"card": str(card), "safer": str(top), "kept": ev.goal[top], "got": ev.goal[card]}
        return Reason(f"analysis.view_safer_{goal}", {**params, "samples": ev.samples, "trump": trump})
    better = Card.parse(best[0]) if best else None
    if cost > 0 and better is not None and better in ev.goal and ev.goal[card] >= ev.goal[better] + noise:
        if ev.goal[card] >= ev.goal[top]:
            params = {"card": str(card), "better": str(better), "kept": ev.goal[card], "got": ev.goal[better]}
            return Reason(f"analysis.view_sound_{goal}", {**params, "samples": ev.samples, "trump": trump})
    return None
