"""What the table shows: :meth:`Shown.state`, everything a front end draws, as
JSON-ready data, one part per key of :data:`STATE_KEYS` (the widget syncs each part as a
trait; the page draws them).

The learner's view comes from :func:`~hasen_widget.view.seat_view` only; at the end of a
hand it is that hand's final view (:func:`hand_over_view`), since the engine has
already dealt the next one.

>>> from hasen_widget.table import Table, ImmediateScheduler
>>> t = Table(seed=7, pace=0, scheduler=ImmediateScheduler())
>>> tuple(t.state()) == STATE_KEYS
True
>>> t.state()["settings"]["lang"], t.state()["view"]["seat"]
('en', 'S')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .. import widget_text as words
from ..deal import SEATS, partner_of
from ..game import Game
from ..players.level_names import level_labels
from ..rules import RuleSet
from ..view import seat_view
from .explanations import Explainer
from .notes import make_notes
from .present_text import present_labels
from .review import BotDecision, hand_result
from .settings import TableSettings
from .speech import move_text, reason_text

__all__ = ["Shown", "STATE_KEYS", "hand_over_view"]

#: The parts of :meth:`Shown.state`, in order: the one list of what is synced to the
#: page (the widget names its traits after them, ``coach`` and ``replay`` as
#: ``coach_state`` and ``replay_state``; ``js/table/index.js`` listens to each).
STATE_KEYS = (
    "view", "notes", "explanations", "moves", "announcement", "error", "hint_text", "result", "settings",
    "labels", "coach", "replay", "question",
)  # fmt: skip


def hand_over_view(view: Mapping[str, Any]) -> dict[str, Any]:
    """The learner's view at the end of the hand just scored, made from ``view`` (the
    next hand's, already dealt by the engine): its tricks, contract and counts, and
    nothing of the new hand's cards.

    >>> from hasen_widget import Game
    >>> from hasen_widget.players import RuleOfThumbPlayer, play_bots
    >>> g = Game(seed=7)
    >>> _ = play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
    >>> v = hand_over_view(seat_view(g, "S"))
    >>> v["phase"], v["hand"], len(v["tricks"]), v["legal"]
    ('hand_over', [], 6, [])
    """
    last = view["hand_results"][-1]
    out = dict(view)
    out.update(
        phase="hand_over",
        hand_number=last["number"],
        dealer=last["dealer"],
        to_move=None,
        hand=[],
        hands={s: ([] if s == view["seat"] or view["hands"][s] is not None else None) for s in SEATS},
        hand_counts={s: 0 for s in SEATS},
        widow_on_table=False,
        widow=None,
        discard=None,
        auction=[],
        passed=[],
        high_bid=None,
        high_bidder=None,
        maker=last["maker"],
        bid=last["bid"],
        forced=last["forced"],
        shown=None,
        trump=last["trump"],
        alone=list(last["alone"]),
        sitting_out=[],
        leader=None,
        current_trick=[],
        tricks=list(last["trick_log"]),
        tricks_won=dict(last["tricks"]),
        legal=[],
    )
    return out


class Shown:
    """The table's state as a front end shows it (part of ``Table``: it reads the table's
    game, settings, moves, coach and explainer; it changes nothing)."""

    # Set by Table.__init__ (declared here for the reader and the type checker).
    _game: Game
    _settings: TableSettings
    _seat: str
    _rules: RuleSet
    _moves: list[dict[str, Any]]
    _decisions: list[BotDecision]
    _error: dict[str, Any]
    _hint: dict[str, Any]
    _coach: Any
    _explainer: Explainer
    _replay: Any

    # Provided by Table, its turns and its deal control.
    # (Only for the type checker: at run time the table's own methods answer.)
    if TYPE_CHECKING:

        @property
        def stage(self) -> str: ...

        def _hand_unseen(self) -> bool: ...
        def _bot_to_move(self) -> bool: ...
        def control_settings(self) -> dict[str, Any]: ...
        def question_state(self, lang: str) -> dict[str, Any]: ...
        def replay_parts(self, lang: str) -> dict[str, Any]: ...

    def state(self) -> dict[str, Any]:
        """Everything a front end shows, as JSON-ready data (one key per synced trait)."""
        g, seat, lang = self._game, self._seat, self._settings.lang
        stage = self.stage
        live_view = seat_view(g, seat, self._settings.open_hands)
        # At the end-of-hand moment, and while the hand's last trick lingers before it,
        # the view is the finished hand's (the engine has already dealt the next one).
        ended = self._hand_unseen()
        view = hand_over_view(live_view) if ended else live_view
        moves = self._moves_state()
        out = {
            "view": view,
            "notes": make_notes(g, seat, view, lang, live=not ended),
            "explanations": self._explainer.entries(view, g, self._rules, lang, self._settings.analysis),
            "moves": moves,
            "announcement": moves[-1]["text"] if moves else "",
            "error": self._error_state(),
            "hint_text": self._hint_state(),
            "result": self._result_state() if stage == "hand_over" else {},
            "settings": {
                **self._settings.page(),
                "waiting": self._bot_to_move(),
                "stage": stage,
                "levels": level_labels(lang),
                "languages": words.language_menu(),  # the language menu's choices
                **self.control_settings(),
            },
            "labels": {**present_labels(lang), **words.ui_labels(lang)},
            "coach": self._coach.state(self._coach_view(live_view, ended), stage=stage, lang=lang),
            "replay": {},
            "question": self.question_state(lang),
        }
        if self._replay is not None:
            # The replayed position instead of the live table (made from the record only).
            out.update(self.replay_parts(lang))
        return out

    def _coach_view(self, live_view: dict[str, Any], ended: bool) -> dict[str, Any]:
        # The learner's own view, never open hands; the finished hand's while its last
        # trick lingers (nothing of the next deal is advised before its result is seen).
        own = seat_view(self._game, self._seat) if self._settings.open_hands else live_view
        return hand_over_view(own) if ended else own

    def _moves_state(self) -> list[dict[str, Any]]:
        out = []
        shown, lang = self._settings.open_hands, self._settings.lang
        for m in self._moves:
            text = move_text(m["seat"], m["action"], m["trump"], self._seat, shown, lang)
            over = m["hand"] < self._game.hand_number
            why = reason_text(m["reason"], author=m["seat"], seat=self._seat, reveal=shown or over, lang=lang)
            out.append({"n": m["n"], "hand": m["hand"], "seat": m["seat"], "text": text, "why": why})
        return out

    def _result_state(self) -> dict[str, Any]:
        g, lang = self._game, self._settings.lang
        result = g.hand_results[-1]
        rows = None
        if (
            self._settings.analysis
            and not result.thrown_in
            and self._seat not in {partner_of(a) for a in result.alone}
        ):
            # With the coach at the table, the review also says where the coach (the
            # learner's view) and the open hands disagree.
            rows = self._explainer.analysis(result, self._seat, self._coach.available) or None
        over = None
        if g.is_over:
            over = words.label("match_over", lang, side=words.side_name(g.winner, lang))
        score = self._explainer.hand_score(result, self._rules, lang)
        return hand_result(result, self._rules, self._seat, lang, score, rows, self._decisions, over)

    def _hint_state(self) -> dict[str, Any]:
        if not self._hint:
            return {}
        h, lang = self._hint, self._settings.lang
        text = words.action_label(h["action"], lang)
        if h["coach"]:  # the coach's box already gives the reason: the hint points at it
            return {
                "action": h["action"],
                "text": words.label("hint_coach", lang, action=text),
                "why": "",
                "cards": h["cards"],
            }
        why = words.render_reason(h["reason"], lang, "")
        return {"action": h["action"], "text": text, "why": why, "cards": h["cards"]}

    def _error_state(self) -> dict[str, Any]:
        if not self._error:
            return {}
        text = self._error["text"]
        if self._error["reason"] is not None:
            text = words.render_reason(self._error["reason"], self._settings.lang, text)
        return {"text": text[:300], "id": self._error["id"]}
