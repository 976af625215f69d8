"""Coach mode: a suggestion before each of the learner's decisions, and one line after a
different choice, in the way the learning modes of card-game apps guide a first hand.

Before the learner bids, names trump, discards, decides on going (or defending) alone
or plays a card, :meth:`Coach.advise` gives the recommended action and its reason, from
:func:`hasen_widget.analysis.hint` over the learner's own ``seat_view``. After the
learner acts, :meth:`Coach.acted` keeps one line when they chose otherwise: what the
recommendation would have kept (tricks, the chance to name trump, a partner's help) and
why, from the same view.

**Only what the learner's seat may know.** The coach reads nothing but the view the
learner has (never open hands, never the true deal, never the open-hand solver on
it), with a fixed seed and no time limit, so the same view always gives the same words:
two deals the learner cannot tell apart get the same coaching, to the byte. Comparing a
card with the best one with all cards open is the end-of-hand review's work.

>>> from hasen_widget import Game
>>> from hasen_widget.view import seat_view
>>> g = Game(seed=7)
>>> coach = Coach(on=True)
>>> view = seat_view(g, g.to_move)
>>> advice = coach.advise(view)
>>> advice.action in view["legal"]
True
>>> other = next(a for a in view["legal"] if a != advice.action)
>>> coach.acted(view, other)
>>> coach.feedback is not None
True
>>> coach.acted(view, advice.action)  # the learner followed the suggestion
>>> coach.feedback is None
True
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .. import widget_text as words
from ..actions import Action
from ..analysis import HINT_EXTEND, hint
from ..explain import catalog
from ..players.base import Decision
from ..players.contract import alone_choice, defend_choice, expected
from ..players.features import auction_sense, hand_features
from ..players.hand_model import best_keep, hand_value, load_models
from ..players.rule_of_thumb import _beats
from ..players.search import SearchPlayer
from ..players.seat_knowledge import SeatKnowledge as Known
from ..reasons import Reason

__all__ = [
    "Coach",
    "Feedback",
    "COACH_SAMPLES",
    "COACH_SEED",
    "DECISION_PHASES",
    "feedback_for",
    "idea_for",
    "coach_search",
]

#: Deals sampled for a card suggestion: the strength of a default search player. No time
#: limit: a limit would make the words depend on how busy the machine is.
COACH_SAMPLES = 20
#: The solver's work for one suggestion, in positions searched: past it no new deal is
#: started (at least four are solved). A bound like a time limit, but the same on any
#: machine, so the words still depend on the view only. About half a second here: the
#: first trick's hardest layouts would otherwise take many seconds.
COACH_NODES = 30_000
#: The seed of the coach's sampling: a constant, so the suggestion depends on the view only.
COACH_SEED = 0
#: The phases in which the learner decides something, and what the decision is called.
DECISION_PHASES = {
    "auction": "bid",
    "trump": "trump",
    "discard": "discard",
    "alone": "alone",
    "defend": "defend",
    "play": "card",
}
_CACHED = 8
# Reasons of the search player that already say what the numbers say.
_SEARCH_CODES = ("bot.search_best", "bot.search_close", "bot.search_make_bid", "bot.search_set_bid")


@dataclass(frozen=True)
class Feedback:
    """After a choice other than the suggestion: ``line`` (what the suggestion would have
    kept), ``why`` (the suggestion's own reason, when it adds an idea the line lacks),
    ``action`` (what the learner did) and ``best`` (what the coach suggested)."""

    line: Reason
    why: "Reason | None"
    action: str
    best: str
    idea: "Reason | None" = None


class Coach:
    """The coach of one table. ``on``: coaching now; ``available``: the table shows the
    coach's place and its on/off control (from the first time the coach is on: a table
    made with ``coach=True``, or one a teacher turns it on for).

    The coach holds no game: the table gives it the learner's view before each decision
    (:meth:`advise`, cached by the view itself, so undo and replay never show a stale
    suggestion) and after each of the learner's actions (:meth:`acted`).
    """

    def __init__(self, on: bool = False, *, samples: int = COACH_SAMPLES) -> None:
        self._on = _check_flag("coach", on)
        self._available = self._on
        if type(samples) is not int or not 1 <= samples <= 200:
            raise ValueError(f"samples must be a whole number from 1 to 200, not {str(samples)[:20]!r}")
        self._samples = samples
        self._cache: OrderedDict[str, Decision] = OrderedDict()
        self._feedback: "Feedback | None" = None
        self._before: "tuple[Any, float] | None" = None

    @property
    def on(self) -> bool:
        return self._on

    @property
    def available(self) -> bool:
        return self._available

    def set_on(self, value: bool) -> None:
        """Turn coaching on or off (``True``/``False`` only). Turning it on shows the
        coach's place from then on; turning it off keeps the control, to turn it on again."""
        self._on = _check_flag("coach", value)
        self._available = self._available or self._on
        if not self._on:
            self._feedback = None

    @property
    def feedback(self) -> "Feedback | None":
        """The line about the learner's last choice, or ``None`` (same choice, or none yet)."""
        return self._feedback

    def clear(self) -> None:
        """Forget the last feedback (undo, a new hand)."""
        self._feedback = None

    # ------------------------------------------------------------- deciding
    def advise(self, view: Mapping[str, Any]) -> "Decision | None":
        """The suggestion for the seat of ``view`` (its own, not open-hands, view), or
        ``None`` when that seat has nothing to decide. The same view gives the same
        suggestion: :func:`~hasen_widget.analysis.hint` with a fixed seed and no time limit."""
        if not view.get("legal") or view.get("phase") not in DECISION_PHASES:
            return None
        if view.get("phase") == "auction":
            # Kept to say, after the widow, why the estimate moved.
            self._before = (view.get("hand_number"), round(hand_value(view).expected, 1))
        key = _view_key(view)
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
            return found

        decision = hint(
            view, samples=self._samples, seed=COACH_SEED, time_limit=None, node_budget=COACH_NODES
        )
        self._cache[key] = decision
        while len(self._cache) > _CACHED:
            self._cache.popitem(last=False)
        return decision

    def acted(self, view: "Mapping[str, Any] | None", action: str) -> None:
        """The learner took ``action`` where they saw ``view``: keep one line if the coach
        suggested something else, nothing if they followed it (or the coach is off)."""
        self._feedback = None
        if not self._on or view is None:
            return
        advice = self.advise(view)
        if advice is None or advice.action == action:
            return
        self._feedback = feedback_for(view, advice, action, samples=self._samples)

    # ------------------------------------------------------------ the words
    def state(self, view: Mapping[str, Any], *, stage: str, lang: str) -> dict[str, Any]:
        """What the coach's place shows, as JSON-ready data (``{}`` when the table has no
        coach): ``on``, ``advice`` (``action``, ``text``, ``why``, ``kind``), ``feedback``
        (``text``, ``why``, ``action``, ``best``), ``note`` and ``labels``."""
        if not self._available:
            return {}

        out: dict[str, Any] = {
            "on": self._on,
            "advice": {},
            "feedback": {},
            "note": "",
            "labels": {
                key: _text(f"coach.{key}", lang) for key in ("title", "turn_on", "turn_off", "control")
            },
        }
        if not self._on:
            out["note"] = _text("coach.off", lang)
            return out
        if stage == "hand_over":
            out["note"] = _text("coach.hand_over", lang)
            return out
        fb = self._feedback
        if fb is not None:
            text = words.render_reason(_in_words(fb.line, lang), lang)
            if fb.idea is not None:
                text = f"{words.render_reason(fb.idea, lang)} {text}"
            out["feedback"] = {
                "text": text,
                "why": words.render_reason(fb.why, lang) if fb.why is not None else "",
                "action": fb.action,
                "best": fb.best,
            }
        mine = view.get("to_move") == view.get("seat")
        advice = self.advise(view) if mine else None
        if advice is None:
            out["note"] = _text("coach.wait", lang)
            return out
        why = words.render_reason(advice.reason, lang)
        idea = idea_for(view, advice.action) if _is_search(advice.reason) else None
        if idea is not None:  # the idea first, then the numbers behind it
            why = f"{words.render_reason(idea, lang)} {why}"
        drop = self._widow_drop(view)
        if drop is not None:
            why = f"{words.render_reason(drop, lang)} {why}"
        out["advice"] = {
            "action": advice.action,
            "text": words.render_reason(Reason("coach.suggest", {"action": _do(advice.action, lang)}), lang),
            "why": why,
            "kind": DECISION_PHASES[view["phase"]],
        }
        return out

    def _widow_drop(self, view: Mapping[str, Any]) -> "Reason | None":
        """When the maker's estimate fell after picking up the widow: why (``None``
        otherwise). The estimate before is the one of the learner's last auction turn."""
        if view.get("phase") != "trump" or self._before is None:
            return None
        hand_no, before = self._before
        if hand_no != view.get("hand_number") or len(view.get("hand") or ()) <= 6:
            return None

        value = hand_value(view)
        after = round(value.expected, 1)
        if after > before - 0.15:
            return None
        return Reason("coach.widow_drop", {"before": before, "after": after, "suit": value.trump.value})


def feedback_for(
    view: Mapping[str, Any], advice: Decision, chosen: str, *, samples: int = COACH_SAMPLES
) -> Feedback:
    """The line for a learner who took ``chosen`` where the coach suggested ``advice``,
    from ``view`` alone: for a card, the tricks (or the bid made) each card keeps over
    the same sampled deals as the suggestion; for the other decisions, the fitted hand
    value's estimate of the learner's own hand (:mod:`hasen_widget.players.contract`)."""
    phase, best = view["phase"], advice.action
    known = Known(view)
    why: "Reason | None" = None
    idea = None
    if phase == "play":
        line = _card_line(view, known, Action.parse(best).card, Action.parse(chosen).card, samples)
        if advice.reason is not None and advice.reason.code not in _SEARCH_CODES:
            why = advice.reason  # the rule of thumb behind it: the idea to take away
        else:
            idea = idea_for(view, best)  # named before the numbers
    elif phase == "discard":
        line = _discard_line(view, known, Action.parse(best).card, Action.parse(chosen).card)
        why = advice.reason
    elif phase == "trump":
        line = _trump_line(view, known, Action.parse(best).suit, Action.parse(chosen).suit)
    elif phase == "auction":
        line = _auction_line(advice, best, chosen)
    elif phase in ("alone", "defend"):
        line = _alone_line(view, known, phase, chosen)
    else:  # pragma: no cover - DECISION_PHASES lists every phase with a decision
        line = Reason("coach.kept.other", {"chosen": chosen, "best": best})
    return Feedback(line, why, chosen, best, idea)


def _card_line(view: Mapping[str, Any], known: Any, best: Any, chosen: Any, samples: int) -> Reason:
    cards = [Action.parse(a).card for a in view["legal"]]
    # The same player, seed and cards as the hint: the very deals the suggestion came from.
    ev = coach_search(samples).evaluate(known, cards)
    common = {"chosen": str(chosen), "best": str(best), "samples": ev.samples, "trump": known.trump.value}
    kept, got = round(ev.tricks[best], 1), round(ev.tricks[chosen], 1)
    if kept > got:
        return Reason("coach.kept.tricks", {**common, "kept": kept, "got": got})
    if ev.goal[best] > ev.goal[chosen]:
        code = "coach.kept.made" if known.is_maker_side else "coach.kept.set"
        return Reason(code, {**common, "kept": ev.goal[best], "got": ev.goal[chosen]})
    return Reason("coach.kept.close", common)


def coach_search(samples: int = COACH_SAMPLES) -> Any:
    """The search the coach's suggestion (through the hint) and the review's notes use:
    its seed, no time limit, and as many more deals as a close card needs."""
    return SearchPlayer(
        samples=samples,
        seed=COACH_SEED,
        time_limit=None,
        max_samples=samples * HINT_EXTEND,
        node_budget=COACH_NODES,
    )


def _kept_tricks(view: Mapping[str, Any], cards: Any, trump: Any) -> float:
    """Expected tricks of the maker's side keeping ``cards`` with ``trump`` (the fitted
    hand value, the same numbers the suggestion weighed)."""
    model = load_models()["models"]["kept"]
    dist = model.distribution(hand_features(list(cards), trump, auction_sense(view)))
    return round(sum(k * p for k, p in enumerate(dist)), 1)


def _discard_line(view: Mapping[str, Any], known: Any, best: Any, chosen: Any) -> Reason:
    hand, trump = known.hand, known.trump
    kept = _kept_tricks(view, [c for c in hand if c is not best], trump)
    got = _kept_tricks(view, [c for c in hand if c is not chosen], trump)
    return Reason(
        "coach.kept.discard",
        {"chosen": str(chosen), "best": str(best), "kept": kept, "got": got, "trump": trump.value},
    )


def _trump_line(view: Mapping[str, Any], known: Any, best: Any, chosen: Any) -> Reason:
    model = load_models()["models"]["kept"]

    # As the suggestion weighed it: after the best discard when the widow card is in hand.
    def worth(suit: Any) -> float:
        dist = best_keep(model, known.hand, auction_sense(view), suit)[2]
        return round(sum(k * p for k, p in enumerate(dist)), 1)

    return Reason(
        "coach.kept.trump",
        {"chosen": chosen.value, "best": best.value, "kept": worth(best), "got": worth(chosen)},
    )


def _is_search(reason: "Reason | None") -> bool:
    return reason is not None and reason.code in _SEARCH_CODES


def _ambition(action: str) -> int:
    return 0 if action == "pass" else Action.parse(action).bid_value


def _auction_line(advice: Decision, best: str, chosen: str) -> Reason:
    estimate = advice.reason.params.get("estimate") if advice.reason is not None else None
    if estimate is None:  # pragma: no cover - every bidding reason carries its estimate
        return Reason("coach.kept.other", {"chosen": chosen, "best": best})
    # More than the suggestion risks a failed bid; less gives up the chance to name trump.
    code = "coach.kept.risk" if _ambition(chosen) > _ambition(best) else "coach.kept.chance"
    return Reason(code, {"chosen": chosen, "best": best, "estimate": estimate})


def _alone_line(view: Mapping[str, Any], known: Any, phase: str, chosen: str) -> Reason:
    # The tricks alone, from the fitted hand value the suggestion weighed (the maker's
    # own, or a defender's against the lone maker).
    advice = alone_choice(view) if phase == "alone" else defend_choice(view)
    estimate = round(expected(advice.by_itself), 1)
    if phase == "alone":
        code = "coach.kept.partner" if chosen == "alone" else "coach.kept.alone"
    else:
        code = "coach.kept.no_defend" if chosen == "defend alone" else "coach.kept.defend"
    return Reason(code, {"estimate": estimate})


def idea_for(view: Mapping[str, Any], action: str) -> "Reason | None":
    """The idea behind playing ``action`` where the seat of ``view`` stands, named before
    the search's numbers ("your partner is winning: play low"); ``None`` for a decision
    that is not a card. From the view only: the trick so far and the card.

    >>> from hasen_widget import Game
    >>> from hasen_widget.view import seat_view
    >>> from hasen_widget.players import play_bots, RuleOfThumbPlayer
    >>> g = Game(seed=7)
    >>> _ = play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_seat="S")
    >>> v = seat_view(g, "S")
    >>> idea_for(v, v["legal"][0]).code.startswith("advice.idea.") if v["phase"] == "play" else True
    True
    """
    if view.get("phase") != "play" or not action.startswith("play "):
        return None
    known = Known(view)
    card = Action.parse(action).card
    assert card is not None
    if not known.trick:
        return Reason("advice.idea.lead_trump" if known.is_trump(card) else "advice.idea.lead_plain", {})
    winner = known.current_winner()
    assert winner is not None
    beats = _beats(known, card, winner[1])
    if winner[0] == known.partner:
        return Reason("advice.idea.overtake" if beats else "advice.idea.partner_winning", {})
    if not beats:
        return Reason("advice.idea.duck", {})
    led = known.eff(known.trick[0][1])
    if known.is_trump(card) and led is not known.trump:
        return Reason("advice.idea.trump_in", {})
    return Reason("advice.idea.win", {})


def _do(action: str, lang: str) -> str:
    """The suggested action in words: "play A♠", "discard 9♣", "Bid 3", "♥ Hearts"."""
    kind, _, arg = action.partition(" ")
    if kind in ("play", "discard"):
        # Filled here, not rendered: it goes inside a sentence, so no capital letter.
        return _text(f"coach.do.{kind}", lang).replace("{card}", words.card_text(arg, lang))
    return words.action_label(action, lang)


def _in_words(line: Reason, lang: str) -> Reason:
    """A line whose ``chosen``/``best`` are actions ("bid 4", "pass"), with them as the
    buttons say them in ``lang`` ("Bid 4", "Pass")."""
    if line.code not in _ACTION_LINES:
        return line
    return Reason(line.code, {**line.params, **{k: _do(line.params[k], lang) for k in ("chosen", "best")}})


_ACTION_LINES = ("coach.kept.risk", "coach.kept.chance", "coach.kept.other")


def _text(key: str, lang: str) -> str:
    return catalog.lookup(key, lang)


def _view_key(view: Mapping[str, Any]) -> str:
    # The whole view: whatever the suggestion may depend on, and nothing it may not.
    return json.dumps(view, sort_keys=True, ensure_ascii=False, default=str)


def _check_flag(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, not {str(value)[:20]!r}")
    return value
