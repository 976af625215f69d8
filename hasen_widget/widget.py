"""``HasenWidget``: a Hasenpfeffer table in a notebook cell, against computer players.

The front end (``js/table/``, bundled into ``static/table.js``) only draws what it is
given and sends intents. Python keeps the game, and the browser gets only
``seat_view(game, seat, open_hands)`` plus words made by ``widget_text`` (explanations,
labels, the reasons a card may not be played). Every message from the browser is a
dict with a ``kind`` and is checked by the engine; a refused one is shown in the widget
and changes nothing. An edit of a synced trait from the browser is refused and undone.

>>> w = HasenWidget(seed=7, pace=0)
>>> w.view["seat"], w.view["hands"]["N"], len(w.view["hand"]) in (6, 7)
('S', None, True)
>>> w.act("bid 6") if "bid 6" in w.view["legal"] else None
>>> repr(HasenWidget(seed=7, pace=0)).startswith("<HasenWidget South")
True
"""

from __future__ import annotations

import asyncio
import html
import logging
import random
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from . import widget_text as words
from .deal import SEATS
from .game import Game, IllegalAction
from .reasons import Reason
from .rules import RuleSet
from .view import hidden_cards, seat_view

__all__ = ["HasenWidget", "MESSAGE_KINDS", "SIZES"]

_STATIC = Path(__file__).parent / "static"
_log = logging.getLogger(__name__)

#: Every intent the browser may send, as ``{"kind": ..., ...}``.
MESSAGE_KINDS = ("act", "undo", "new_hand", "step", "hint", "open_hands", "set_seat")
#: Table sizes: ``"projector"`` is readable from the back of a classroom.
SIZES = ("normal", "projector")
_TEACHER_KINDS = ("open_hands", "set_seat")
_MAX_ACTION_TEXT = 40
_MOVES_KEPT = 12
# At pace 0, a move clicked in the page is answered this long after it was sent back,
# so the learner's own card reaches the page before the computer players use the CPU.
# (From Python, ``act`` answers at once: a notebook's next cell must see the replies.)
_PAGE_REPLY_GAP = 0.03
_CARD_RE = re.compile(r"Joker|(?:10|[9JQKA])[♣♦♥♠]")

_NOT_BUILT = """
export default { render({ el }) {
  el.textContent = "hasen-widget: the front end is not built. Run `npm ci && node build.mjs` " +
    "in the project folder (pip install does this for you).";
} };
"""


def _esm() -> "Path | str":
    path = _STATIC / "table.js"
    return path if path.exists() else _NOT_BUILT


def _css() -> "Path | str":
    path = _STATIC / "table.css"
    return path if path.exists() else ""


class HasenWidget(anywidget.AnyWidget):
    """A Hasenpfeffer table: the learner in ``seat`` against three computer players.

    Parameters (all keyword):

    - ``seed``: the match's seed (same seed, same deals and same computer play).
    - ``deal``: a prepared first deal as text, ``"N: … E: … S: … W: … widow: 9♣ dealer: W"``.
    - ``rules``: a :class:`~hasen_widget.rules.RuleSet`.
    - ``seat``: the learner's seat, ``"S"`` by default.
    - ``players``: ``{seat: player}`` for the computer seats (default: rule-of-thumb players).
    - ``pace``: seconds between computer moves (``0``: at once). ``step=True``: the
      computer moves only when someone presses "Next move" (or calls :meth:`step`).
    - ``open_hands``: every card face up (for a teacher). ``teacher=True`` shows the
      open-hands and seat controls in the widget.
    - ``lang``: ``"en"``, ``"el"`` or ``"ko"``; ``size``: ``"normal"`` or ``"projector"``;
      ``four_colour``: a four-colour deck (♣ green, ♦ blue) besides the suit shapes.
    - ``analysis``: after each hand, say for each of the learner's cards whether it kept
      the best result with all cards open, and if not, which card would have.

    Messages from the page (every one checked; a refused one shows in ``error``):
    ``{"kind": "act", "action": "play J♦"}``, ``{"kind": "undo"}`` (back to the learner's
    previous decision), ``{"kind": "new_hand"}``, ``{"kind": "step"}`` (one computer
    move), ``{"kind": "hint"}``, and for a teacher's table ``{"kind": "open_hands",
    "value": true}`` and ``{"kind": "set_seat", "seat": "N"}``. The same from Python:
    :meth:`act`, :meth:`undo`, :meth:`new_hand`, :meth:`step`, :meth:`hint`, and the
    ``open_hands``, ``seat``, ``lang``, ``pace``, ``step_mode`` and ``size`` properties.

    Synced to the page: ``view`` (exactly ``seat_view``), ``notes``, ``explanations``,
    ``moves``, ``announcement``, ``error``, ``hint_text``, ``settings``, ``labels``.
    """

    _esm = _esm()
    _css = _css()

    #: What the learner's seat may see: ``seat_view(game, seat, open_hands)``, nothing more.
    view = traitlets.Dict().tag(sync=True)
    #: Words about the cards in view: spoken labels, why a card may not be played, the
    #: widow card joining the maker's hand, and the labels of the legal actions.
    notes = traitlets.Dict().tag(sync=True)
    #: Why each trick of this hand (and the last) was won, and how the last hand was scored.
    explanations = traitlets.List().tag(sync=True)
    #: The latest moves, each ``{"seat", "text", "why"}`` (computer players' reasons).
    moves = traitlets.List().tag(sync=True)
    #: The aria-live announcement of the latest card played or decision taken.
    announcement = traitlets.Unicode("").tag(sync=True)
    #: The last refusal or failure, ``{"text", "id"}`` (``{}`` when there is none).
    error = traitlets.Dict().tag(sync=True)
    #: The suggestion asked for with the hint button, ``{"action", "text", "cards"}``.
    hint_text = traitlets.Dict().tag(sync=True)
    #: Presentation: language, size, deck colours, pace, step mode, teacher controls.
    settings = traitlets.Dict().tag(sync=True)
    #: The widget's chrome in the chosen language.
    labels = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        *,
        seed: "int | None" = None,
        deal: "str | None" = None,
        rules: "RuleSet | None" = None,
        seat: str = "S",
        players: "Mapping[str, Any] | None" = None,
        pace: float = 0.8,
        step: bool = False,
        open_hands: bool = False,
        teacher: bool = False,
        lang: str = "en",
        size: str = "normal",
        four_colour: bool = False,
        analysis: bool = True,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        _check_seat(seat)
        _check_lang(lang)
        _check_size(size)
        self._pace = _check_pace(pace)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        self._game = Game(rules, seed, deal=deal)
        self._seed = seed
        self._rules = self._game.rules
        self._new_hands = 0
        self._seat = seat
        self._open = bool(open_hands)
        self._step = bool(step)
        self._teacher = bool(teacher)
        self._lang = lang
        self._size = size
        self._four = bool(four_colour)
        self._analysis = bool(analysis)
        self._players = self._make_players(players)
        self._actors: list[str] = []
        self._timer: "asyncio.TimerHandle | None" = None
        self._error_id = 0
        self._move_seq = 0
        self._explained: dict[tuple, dict[str, Any]] = {}
        self.labels = words.ui_labels(lang)
        self.on_msg(self._on_browser_msg)
        self._sync()
        self._advance()

    # ------------------------------------------------------------ public API
    @property
    def game(self) -> Game:
        """The engine's game (full knowledge: keep it in Python)."""
        return self._game

    @property
    def seat(self) -> str:
        return self._seat

    @seat.setter
    def seat(self, seat: str) -> None:
        _check_seat(seat)
        self._seat = seat
        self._players = self._make_players(self._players)
        self._sync()
        self._advance()

    @property
    def open_hands(self) -> bool:
        return self._open

    @open_hands.setter
    def open_hands(self, value: bool) -> None:
        self._open = bool(value)
        self._sync()

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        _check_lang(value)
        self._lang = value
        self.labels = words.ui_labels(value)
        self._sync()

    @property
    def pace(self) -> float:
        return self._pace

    @pace.setter
    def pace(self, value: float) -> None:
        self._pace = _check_pace(value)
        self._sync()

    @property
    def step_mode(self) -> bool:
        return self._step

    @step_mode.setter
    def step_mode(self, value: bool) -> None:
        self._step = bool(value)
        self._cancel_timer()
        self._sync()
        self._advance()

    @property
    def size(self) -> str:
        return self._size

    @size.setter
    def size(self, value: str) -> None:
        _check_size(value)
        self._size = value
        self._sync()

    def act(self, action: str) -> None:
        """Take ``action`` (``"bid 3"``, ``"trump ♥"``, ``"play J♦"`` …) for the learner.

        Raises :class:`~hasen_widget.game.IllegalAction` (and shows it in the widget)
        if the rules refuse it; the game is then unchanged. At pace 0 the computer
        players have answered when it returns, so a notebook's next cell sees their moves.
        """
        self._learner_act(action, gap=0.0)

    def _learner_act(self, action: str, gap: float) -> None:
        if not isinstance(action, str) or len(action) > _MAX_ACTION_TEXT:
            raise IllegalAction(
                "an action is a short text such as 'bid 3' or 'play J♦'",
                "unreadable",
                "",
                text=str(action)[:40],
            )
        # One message carries the learner's own move to the browser, before any reply.
        with self.hold_sync():
            try:
                self._apply(action, self._seat, None)
            except IllegalAction as e:
                self._show_error(words.render_reason(e.reason, self._lang, str(e)))
                raise
            self.error = {}
            self.hint_text = {}
            self._sync()
        self._advance(gap)

    def undo(self) -> None:
        """Go back to the learner's previous decision, taking back the computer moves since."""
        actors = self._history_actors()
        mine = [i for i, s in enumerate(actors) if s == self._seat]
        if not mine:
            self._show_error("There is no move of yours to take back yet.")
            return
        self._cancel_timer()
        self._game.undo(to=mine[-1])
        del self._actors[mine[-1] :]
        self.moves = []
        self.announcement = ""
        self.error = {}
        self.hint_text = {}
        self._sync()

    def new_hand(self) -> None:
        """Deal a fresh hand (a new match from the next seed, same rules and seat)."""
        self._cancel_timer()
        self._new_hands += 1
        self._game = Game(self._rules, self._seed + self._new_hands)
        self._actors = []
        self.moves = []
        self.announcement = ""
        self.error = {}
        self.hint_text = {}
        self._sync()
        self._advance()

    def step(self) -> None:
        """Let the computer player to move take one move (step mode)."""
        if not self._bot_to_move():
            self._show_error(
                "It is your turn."
                if self._game.to_move == self._seat
                else "There is no computer move to make."
            )
            return
        self._cancel_timer()
        self._bot_move()
        self._sync()
        self._advance()

    def hint(self) -> dict[str, Any]:
        """A suggested action for the learner, with its reason (also shown in the widget)."""
        view = seat_view(self._game, self._seat)
        if not view["legal"]:
            self._show_error("There is nothing for you to decide now.")
            return {}
        decision = _hint_decision(view)
        text = words.action_label(decision.action, self._lang)
        why = words.render_reason(decision.reason, self._lang, "")
        # The hint sees only the learner's view, so every card it names is the learner's to know.
        cards = list(decision.reason.cards) if decision.reason is not None else []
        self.hint_text = {"action": decision.action, "text": text, "why": why, "cards": cards}
        return dict(self.hint_text)

    # ------------------------------------------------------- browser intents
    def _on_browser_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            self._dispatch(content)
        except Exception as e:  # noqa: BLE001 - shown in the cell, never lost in a log
            _log.exception("hasen-widget: error while handling %r", content)
            self._show_error(f"Something went wrong in Python: {type(e).__name__}: {self._scrub(str(e))}")

    def _dispatch(self, content: Any) -> None:
        if not isinstance(content, dict) or not isinstance(content.get("kind"), str):
            self._show_error('A message from the page was refused: it must be an object with a "kind".')
            return
        kind = content["kind"]
        if kind not in MESSAGE_KINDS:
            self._show_error(f"A message from the page was refused: unknown kind {kind[:30]!r}.")
            return
        if kind in _TEACHER_KINDS and not self._teacher:
            self._show_error(f"{kind!r} is a teacher's control; make the table with teacher=True.")
            return
        if kind == "act":
            action = content.get("action")
            if not isinstance(action, str) or len(action) > _MAX_ACTION_TEXT:
                self._show_error("A message from the page was refused: 'action' must be a short text.")
                return
            try:
                self._learner_act(action, gap=_PAGE_REPLY_GAP)
            except IllegalAction:
                pass  # already shown in the widget
        elif kind == "undo":
            self.undo()
        elif kind == "new_hand":
            self.new_hand()
        elif kind == "step":
            self.step()
        elif kind == "hint":
            self.hint()
        elif kind == "open_hands":
            self.open_hands = bool(content.get("value", not self._open))
        elif kind == "set_seat":
            seat = content.get("seat")
            if seat not in SEATS:
                self._show_error("A message from the page was refused: 'seat' must be N, E, S or W.")
                return
            self.seat = seat

    def set_state(self, sync_data: dict) -> None:
        """The browser tried to change a synced trait: refuse it and restore ours.

        Nothing the page may set lives in a trait; intents come as messages.
        """
        names = sorted(k for k in sync_data if k in self.keys)
        if names:
            self._show_error(f"The page tried to change {', '.join(names)}: refused; the table is unchanged.")
            self.send_state(names)

    # -------------------------------------------------------------- the game
    def _apply(self, action: str, seat: str, reason: "Reason | None") -> None:
        g = self._game
        if len(self._actors) != len(g.history):
            self._actors = self._history_actors()
        hand = g.hand_number
        # What the learner may not see, judged in the hand the move belongs to (the
        # last card of a hand deals the next one at once).
        secret = hidden_cards(g, self._seat) if not self._open else set()
        trump = None if g.trump is None else g.trump.value
        g.apply(action, seat=seat)
        self._actors.append(seat)
        done = str(g.history[-1])
        if done.startswith("play "):
            secret.discard(done[5:])
        if g.hand_number == hand and not self._open:
            secret |= hidden_cards(g, self._seat)
        self._announce(hand, trump, seat, done, reason, secret)

    def _history_actors(self) -> list[str]:
        """Who took each action of the history (replayed from the start)."""
        if len(self._actors) == len(self._game.history):
            return list(self._actors)
        doc = self._game.to_dict()
        g = Game(self._rules, self._game.seed, deals={int(k): v for k, v in doc["deals"].items()})
        actors = []
        for text in self._game.history:
            actors.append(g.to_move)
            g.apply(text)
        self._actors = actors
        return list(actors)

    def _make_players(self, given: "Mapping[str, Any] | None") -> dict[str, Any]:
        from .players import RuleOfThumbPlayer

        out = dict(given or {})
        for s in SEATS:
            if s not in out:
                out[s] = RuleOfThumbPlayer()
            if not hasattr(out[s], "decide"):
                raise TypeError(f"players[{s!r}] must have decide(view) -> Decision")
        return out

    def _bot_to_move(self) -> bool:
        to_move = self._game.to_move
        return to_move is not None and to_move != self._seat

    def _bot_move(self) -> None:
        seat = self._game.to_move
        decision = self._players[seat].decide(seat_view(self._game, seat))
        self._apply(decision.action, seat, decision.reason)

    def _advance(self, gap: float = 0.0) -> None:
        """Let the computer players move until it is the learner's turn, each after
        ``pace`` seconds (or, at pace 0, after ``gap``: see ``_PAGE_REPLY_GAP``)."""
        if self._timer is not None:
            return
        with self.hold_sync():  # at pace 0, all the replies reach the browser together
            moved = False
            while self._bot_to_move() and not self._step:
                delay = self._pace if self._pace > 0 else gap
                if delay > 0:
                    try:
                        loop = asyncio.get_running_loop()
                    except RuntimeError:
                        loop = None  # no event loop (a plain script): pacing cannot wait, move now
                    if loop is not None:
                        self._timer = loop.call_later(delay, self._timed_move)
                        break
                self._bot_move()
                moved = True
            if moved:
                self._sync()

    def _timed_move(self) -> None:
        self._timer = None
        try:
            if self._bot_to_move() and not self._step:
                self._bot_move()
                self._sync()
            self._advance()
        except Exception as e:  # noqa: BLE001 - shown in the cell
            _log.exception("hasen-widget: error in a computer move")
            self._show_error(f"Something went wrong in Python: {type(e).__name__}: {self._scrub(str(e))}")

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def close(self) -> None:
        self._cancel_timer()
        super().close()

    # ------------------------------------------------------------- showing it
    def _announce(
        self,
        hand: int,
        trump: "str | None",
        seat: str,
        action: str,
        reason: "Reason | None",
        secret: set[str],
    ) -> None:
        lang = self._lang
        kind, _, arg = action.partition(" ")
        who = words.seat_name(seat, lang)
        if kind == "play":
            text = words.explain_played(seat, arg, trump, lang)
        elif kind == "discard" and seat != self._seat and not self._open:
            text = f"{who}: discards a card"  # which card is the maker's secret
        else:
            text = f"{who}: {words.action_label(action, lang)}"
        why = ""
        if reason is not None:
            # A computer player's reason may name cards in its own hand: say it only
            # when every card it names is one the learner may see.
            if not any(c in secret for c in reason.cards):
                why = words.render_reason(reason, lang, "")
        with self.hold_sync():  # one message: the move and its announcement together
            self._move_seq += 1  # lets the page announce every move, even several per update
            entry = {"n": self._move_seq, "hand": hand, "seat": seat, "text": text, "why": why}
            self.moves = [*self.moves[-(_MOVES_KEPT - 1) :], entry]
            self.announcement = text

    def _show_error(self, text: str) -> None:
        self._error_id += 1
        self.error = {"text": text, "id": self._error_id}

    def _scrub(self, text: str) -> str:
        """Hide any card the learner may not see from a Python error message."""
        secret = hidden_cards(self._game, self._seat) if not self._open else set()
        return _CARD_RE.sub(lambda m: "a hidden card" if m.group(0) in secret else m.group(0), text)

    def _sync(self) -> None:
        g, seat, lang = self._game, self._seat, self._lang
        view = seat_view(g, seat, self._open)
        with self.hold_sync():
            self.view = view
            self.notes = self._notes(view)
            self.explanations = self._explanations(view)
            self.settings = {
                "lang": lang,
                "size": self._size,
                "four_colour": self._four,
                "pace": self._pace,
                "step": self._step,
                "teacher": self._teacher,
                "waiting": self._bot_to_move(),
                "seat": seat,
            }

    def _notes(self, view: Mapping[str, Any]) -> dict[str, Any]:
        g, lang, trump = self._game, self._lang, view["trump"]
        visible: list[str] = []
        for h in view["hands"].values():
            visible.extend(h or [])
        visible.extend(c for _, c in view["current_trick"])
        for t in view["tricks"]:
            visible.extend(c for _, c in t["plays"])
        if view["hand_results"]:
            for t in view["hand_results"][-1]["trick_log"]:
                visible.extend(c for _, c in t["plays"])
        for key in ("widow", "discard"):
            if view[key]:
                visible.append(view[key])
        labels = {c: words.card_label(c, trump, lang) for c in dict.fromkeys(visible)}
        unplayable: dict[str, str] = {}
        if view["phase"] == "play" and g.to_move == self._seat:
            legal = set(view["legal"])
            why: dict[str, Reason] = {}
            fallback: dict[str, str] = {}
            for c in view["hand"]:
                if f"play {c}" not in legal:
                    try:  # the engine refuses it and says which rule; nothing changes
                        g.apply(f"play {c}", seat=self._seat)
                    except IllegalAction as e:
                        why[c], fallback[c] = e.reason, str(e)
                    else:  # pragma: no cover - the engine said it was not legal
                        raise AssertionError(f"play {c} was refused by legal_actions but accepted")
            unplayable = words.explain_unplayable(why, fallback, lang)
        from_widow = None
        # While the maker names trump and discards, mark the card the widow brought.
        if (
            g.maker == self._seat
            and self._rules.widow == "bidder_exchanges"
            and view["phase"] in ("trump", "discard")
        ):
            w = g.deal.widow
            if w is not None and str(w) in view["hand"]:
                from_widow = str(w)  # the maker picked it up: theirs to know
        actions = {a: words.action_label(a, lang) for a in view["legal"]}
        calls = {a: words.action_label(a, lang) for a in dict.fromkeys(a for _, a in view["auction"])}
        return {
            "labels": labels,
            "unplayable": unplayable,
            "from_widow": from_widow,
            "actions": actions,
            "calls": calls,
        }

    def _explanations(self, view: Mapping[str, Any]) -> list[dict[str, Any]]:
        """Why each trick of this hand was won; the last hand's tricks and score too."""
        out: list[dict[str, Any]] = []
        lang = self._lang
        results = view["hand_results"]
        if results:
            last = results[-1]
            for i, t in enumerate(last["trick_log"]):
                out.append(self._trick_note(last["number"], i, t, last["trump"], lang))
            text = self._memo(
                ("hand", last["number"], lang, repr(sorted(last["points"].items()))),
                lambda: {"text": self._hand_text(last["number"], lang), "cards": []},
            )
            if self._analysis:
                note = self._memo(
                    ("analysis", last["number"], self._seat, lang),
                    lambda: self._analysis_note(last["number"], lang),
                )
                if note is not None:
                    out.append({"kind": "analysis", "hand": last["number"], **note})
            out.append(
                {
                    "kind": "hand",
                    "hand": last["number"],
                    "title": f"{self.labels['score']} (#{last['number'] + 1})",
                    **text,
                }
            )
        for i, t in enumerate(view["tricks"]):
            out.append(self._trick_note(view["hand_number"], i, t, view["trump"], lang))
        return out

    def _analysis_note(self, number: int, lang: str) -> "dict[str, Any] | None":
        result = next(r for r in self._game.hand_results if r.number == number)
        said = words.explain_analysis(result, self._seat, lang)
        if said is None:
            return None
        return {"title": self.labels["analysis"], "text": said[0], "cards": said[1]}

    def _hand_text(self, number: int, lang: str) -> str:
        result = next(r for r in self._game.hand_results if r.number == number)
        return words.explain_hand(result, self._rules, lang)

    def _trick_note(
        self, hand: int, i: int, trick: Mapping[str, Any], trump: str, lang: str
    ) -> dict[str, Any]:
        plays = [(s, c) for s, c in trick["plays"]]
        winner = trick["winner"]

        def make() -> dict[str, Any]:
            text, cards = words.explain_trick(plays, trump, winner, lang)
            return {"text": text, "cards": cards}

        body = self._memo(("trick", hand, i, tuple(plays), trump, lang), make)
        title = f"{self.labels['trick']} {i + 1}: {words.seat_name(winner, lang)}"
        return {"kind": "trick", "hand": hand, "trick": i, "winner": winner, "title": title, **body}

    def _memo(self, key: tuple, make: Any) -> dict[str, Any]:
        if key not in self._explained:
            if len(self._explained) > 512:
                self._explained.clear()
            self._explained[key] = make()
        return self._explained[key]

    # ------------------------------------------------------------ notebooks
    def __repr__(self) -> str:
        # Public facts only, and the same on every run for the same seed (nbval).
        g = self._game
        parts = [f"hand {g.hand_number + 1} ({g.phase})", f"dealer {g.dealer}"]
        if g.maker is not None:
            parts.append(f"maker {g.maker} bid {g.bid}")
        if g.trump is not None:
            parts.append(f"trump {g.trump.symbol}")
        parts.append(f"NS {g.scores['NS']} – EW {g.scores['EW']}")
        parts.append(f"to move: {g.to_move or '-'}")
        return f"<HasenWidget {words.seat_name(self._seat)}, {', '.join(parts)}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        if isinstance(bundle, tuple):  # (data, metadata)
            data, meta = bundle
        else:
            data, meta = bundle, None
        data = dict(data)
        data["text/plain"] = repr(self)
        data["text/html"] = self.static_html()
        return (data, meta) if meta is not None else data

    def static_html(self) -> str:
        """A static picture of the table (what the learner's seat sees), for nbconvert
        HTML and other places without a live kernel."""
        v, labels, notes = self.view, self.labels, self.notes
        esc = html.escape

        def card(c: str) -> str:
            red = "♥" in c or "♦" in c
            colour = "#b00020" if red else "inherit"
            lab = esc(notes.get("labels", {}).get(c, c))
            return (
                f'<span role="img" aria-label="{lab}" style="display:inline-block;border:1px solid '
                f"var(--jp-border-color1,#888);border-radius:4px;padding:2px 5px;margin:1px;"
                f'color:{colour};background:var(--jp-layout-color0,#fff)">{esc(c)}</span>'
            )

        rows = []
        for s in SEATS:
            cards = v["hands"][s]
            if cards is None:
                shown = esc(labels.get(f"cards_n_{v['hand_counts'][s]}", str(v["hand_counts"][s])))
            else:
                shown = "".join(card(c) for c in cards)
            you = f" ({esc(labels['you'])})" if s == v["seat"] else ""
            rows.append(
                f"<tr><th style='text-align:left'>{esc(words.seat_name(s, self._lang))}{you}</th><td>{shown}</td></tr>"
            )
        trick = "".join(f"{esc(s)} {card(c)} " for s, c in v["current_trick"]) or "—"
        facts = [
            f"{esc(labels['dealer'])}: {esc(v['dealer'] or '—')}",
            f"{esc(labels['trump'])}: {esc(v['trump'] or '—')}",
            f"{esc(labels['maker'])}: {esc(v['maker'] or '—')}",
            f"{esc(labels['bid'])}: {esc(str(v['bid'] or '—'))}",
            f"{esc(labels['score'])}: NS {v['scores']['NS']} – EW {v['scores']['EW']} "
            f"({esc(labels['target'].format(n=v['target']))})",
        ]
        expl = "".join(f"<li>{esc(e['title'])}: {esc(e['text'])}</li>" for e in self.explanations[-3:])
        return (
            '<div class="hasen-static" role="group" aria-label="'
            + esc(labels["table"])
            + '" style="font-family:var(--jp-content-font-family,sans-serif);'
            'color:var(--jp-content-font-color1,#222)">'
            f"<div>{' · '.join(facts)}</div>"
            f"<table>{''.join(rows)}</table>"
            f"<div>{esc(labels['trick'])}: {trick}</div>"
            f"<ul>{expl}</ul></div>"
        )


def _hint_decision(view: Mapping[str, Any]) -> Any:
    """The recommended action and its reason (sampled open-hand search for card play,
    the hand-strength model elsewhere), from the learner's own view only."""
    from .analysis import hint

    return hint(view, seed=0)


def _check_seat(seat: Any) -> None:
    if seat not in SEATS:
        raise ValueError(f"seat must be one of N, E, S, W, not {seat!r}")


def _check_lang(lang: Any) -> None:
    if lang not in words.LANGS:
        raise ValueError(f"lang must be one of {', '.join(words.LANGS)}, not {lang!r}")


def _check_size(size: Any) -> None:
    if size not in SIZES:
        raise ValueError(f"size must be one of {', '.join(SIZES)}, not {size!r}")


def _check_pace(pace: Any) -> float:
    if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= 10:
        raise ValueError(f"pace must be a number of seconds from 0 to 10, not {pace!r}")
    return float(pace)
