"""The table itself, with no front end: the learner's seat against computer players.

:class:`Table` keeps the game and decides everything the table does in time: whose
turn it is, when a computer player moves (``pace``), how long a finished trick stays
in view (``linger``, or until the learner goes on), the end-of-hand moment (the table
stops on the hand's result until "Next hand"), what is announced, and the words of
notes and explanations. A front end (the anywidget ``HasenWidget``, a static page, a
test) shows :meth:`Table.state` and calls the methods; ``on_change`` tells it when the
state changed. No ipywidgets here.

>>> from hasen_widget.table import Table, ManualScheduler
>>> clock = ManualScheduler()
>>> t = Table(seed=7, pace=0.5, scheduler=clock)
>>> t.state()["view"]["seat"], t.stage
('S', 'play')
>>> clock.run_all(); t.game.to_move
'S'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from .. import widget_text as words
from ..actions import Action
from ..deal import SEATS, partner_of
from ..errors import OptionError, refuse_unknown
from ..game import Game, IllegalAction
from ..players.level_names import check_level, level_labels
from ..rules import RuleSet
from ..sizes import SIZES, check_size
from ..view import seat_view
from .clock import Handle, LoopScheduler, Scheduler
from .coach import Coach
from .control import DealControl, check_deals
from .explanations import Explainer
from .notes import make_notes
from .present_text import present_labels
from .review import BotDecision, hand_result
from .speech import move_text, reason_text

__all__ = ["Table", "STAGES", "DEFAULT_LINGER", "hand_over_view", "TABLE_OPTIONS", "SIZES"]

#: ``play``: the hand goes on; ``linger``: a finished trick is in view before the next
#: lead (the hand's last trick too, before its result); ``hand_over``: the hand is scored
#: and the table waits for "Next hand"; ``replay``: a replay of the hand is shown (the
#: live game waits).
STAGES = ("play", "linger", "hand_over", "replay")
#: Seconds a finished trick stays before a computer player leads again. Reading the
#: trick (four cards and the winner's mark: about six fixations of 0.25 s) and its one
#: line of reason (about eight words at 200–250 words a minute: 2 s) takes about 2.5 s.
DEFAULT_LINGER = 2.5
# A move clicked in the page is answered at least this long after it was sent back, so
# the learner's own card reaches the page before the computer players use the CPU.
PAGE_REPLY_GAP = 0.03
_MOVES_KEPT = 12
MAX_ACTION_TEXT = 40


#: Every keyword :class:`Table` takes (an unknown one is refused with the closest).
TABLE_OPTIONS = (
    "seed", "deal", "deals", "confirm", "rules", "seat", "players", "pace", "linger", "step",
    "open_hands", "teacher", "lang", "size", "four_colour", "analysis", "coach", "scheduler", "on_change",
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


class Table(DealControl):
    """A Hasenpfeffer table: the learner in ``seat`` against three computer players.

    Parameters are those of :class:`~hasen_widget.widget.HasenWidget` (checked there and
    here), plus ``scheduler`` (see :mod:`.clock`; default: the running asyncio loop) and
    ``on_change`` (called with no argument after every change of :meth:`state`). Deal
    control (restart, redo, replay, ``deals=[...]``, new match) is :class:`.DealControl`'s.
    """

    def __init__(
        self,
        *,
        seed: "int | None" = None,
        deal: "str | None" = None,
        deals: "list[Any] | None" = None,
        confirm: bool = True,
        rules: "RuleSet | None" = None,
        seat: str = "S",
        players: "Mapping[str, Any] | str | None" = None,
        pace: float = 0.8,
        linger: float = DEFAULT_LINGER,
        step: bool = False,
        open_hands: bool = False,
        teacher: bool = False,
        lang: str = "en",
        size: str = "normal",
        four_colour: bool = False,
        analysis: bool = True,
        coach: bool = False,
        scheduler: "Scheduler | None" = None,
        on_change: "Callable[[], None] | None" = None,
        **unknown: Any,
    ) -> None:
        refuse_unknown("Table", unknown, TABLE_OPTIONS)
        check_seat(seat)
        check_lang(lang)
        check_size(size)
        self._pace = check_seconds("pace", pace)
        self._linger = check_seconds("linger", linger)
        for name, flag in (("open_hands", open_hands), ("step", step), ("teacher", teacher),
                           ("four_colour", four_colour), ("analysis", analysis), ("coach", coach)):  # fmt: skip
            check_flag(name, flag)
        self._deals = check_deals(deals, deal)
        self._deal_offset = 0
        self._replay = None
        self._question = ""
        self._confirm = True
        self.set_confirm_quietly(confirm)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if type(seed) is not int or not 0 <= seed < 2**53:  # the engine's bound, as an option's error
            raise OptionError("seed", f"must be a whole number from 0 to 2**53 - 1, not {str(seed)[:20]!r}")
        self._game = Game(rules, seed, deals=self._prepared_deals())
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
        # A level name ("beginner" … "expert") gives every computer seat that level.
        self._level: "str | None" = None
        if isinstance(players, str):
            self._level = check_level(players, "players")
        self._players = _make_players(players, seed)
        self._scheduler: Scheduler = scheduler if scheduler is not None else LoopScheduler()
        self._on_change = on_change
        self._timer: "Handle | None" = None
        self._timer_kind = ""
        self._chain_paced = False
        self._results_seen = 0  # finished hands whose end-of-hand moment the learner left
        self._moves: list[dict[str, Any]] = []
        self._move_seq = 0
        self._decisions: list[BotDecision] = []
        self._dropped_decisions: list[BotDecision] = []  # taken back, kept for a redo
        self._error: dict[str, Any] = {}
        self._error_id = 0
        self._hint: dict[str, Any] = {}  # the decision suggested; words made in state(), per language
        self._last_trick_due = False  # a hand just ended: its last trick may linger before the result
        self._explainer = Explainer()
        # Coach mode (see .coach): a suggestion before each of the learner's decisions.
        self._coach = Coach(coach)
        self._advance(paced=False)

    # ------------------------------------------------------------ settings
    @property
    def game(self) -> Game:
        return self._game

    @property
    def seat(self) -> str:
        return self._seat

    def set_seat(self, seat: str) -> None:
        check_seat(seat)
        self._cancel_timer()
        self._seat = seat
        self._changed()
        self._advance(paced=True)

    @property
    def open_hands(self) -> bool:
        return self._open

    def set_open_hands(self, value: bool) -> None:
        self._open = bool(value)
        self._changed()

    @property
    def lang(self) -> str:
        return self._lang

    def set_lang(self, value: str) -> None:
        check_lang(value)
        self._lang = value
        self._changed()

    @property
    def pace(self) -> float:
        return self._pace

    def set_pace(self, value: float) -> None:
        self._pace = check_seconds("pace", value)
        self._changed()

    @property
    def linger(self) -> float:
        return self._linger

    def set_linger(self, value: float) -> None:
        self._linger = check_seconds("linger", value)
        self._changed()

    @property
    def step_mode(self) -> bool:
        return self._step

    def set_step_mode(self, value: bool) -> None:
        self._step = bool(value)
        self._cancel_timer()
        self._changed()
        self._advance(paced=True)

    @property
    def size(self) -> str:
        return self._size

    def set_size(self, value: str) -> None:
        check_size(value)
        self._size = value
        self._changed()

    @property
    def teacher(self) -> bool:
        return self._teacher

    @property
    def coach(self) -> bool:
        return self._coach.on

    def set_coach(self, value: bool) -> None:
        """Coach mode on or off (``True``/``False``), for the next decision on."""
        self._coach.set_on(value)
        self._changed()

    @property
    def level(self) -> "str | None":
        """The computer players' level, or ``None`` when the table was given its own players."""
        return self._level

    def set_level(self, level: str) -> None:
        """Give every computer seat the player of ``level`` (from their next decision on)."""
        self._level = check_level(level)
        self._players = _make_players(level, self._seed)
        self._changed()

    @property
    def stage(self) -> str:
        if self._replay is not None:
            return "replay"
        if self._hand_unseen():
            # The hand's last trick lingers like the others before its result is shown.
            return "linger" if self._timer_kind == "linger_end" and self._timer is not None else "hand_over"
        if self._timer is not None and self._timer_kind == "linger":
            return "linger"
        return "play"

    # ------------------------------------------------------------ the learner
    def act(self, action: str, *, from_page: bool = False) -> None:
        """Take ``action`` for the learner; raises ``IllegalAction`` (also shown) if refused.

        From Python (``from_page=False``) at pace 0 the computer players answer before
        it returns, with no linger: a notebook's next cell sees their moves."""
        if not isinstance(action, str) or len(action) > MAX_ACTION_TEXT:
            raise IllegalAction(
                "an action is a short text such as 'bid 3' or 'play J♦'",
                "unreadable",
                "",
                text=str(action)[:40],
            )
        if self.refused_in_replay():
            raise IllegalAction("a replay is on: leave it first (replay('leave'))", "replaying", "")
        if self._timer_kind == "linger_end":
            self._cancel_timer()  # acting during the last trick's linger: its result is shown first
        if self.stage == "hand_over":
            if from_page:
                self.show_error(words.label("see_result", self._lang))
                raise IllegalAction("the hand is over: go on to the next hand first", "wrong_phase", "")
            self._results_seen = len(self._game.hand_results)  # Python goes on by acting
        if self.stage == "linger":
            self._cancel_timer()
        # What the learner saw when deciding: the coach's feedback speaks of that view only.
        seen = seat_view(self._game, self._seat) if self._coach.on else None
        try:
            action = self._apply(action, self._seat, None)  # from here on, the engine's text
        except IllegalAction as e:
            self.show_error(str(e), reason=e.reason)  # said again in the language shown
            raise
        self._linger_on_last_trick(paced=from_page)
        self._error = {}
        self._hint = {}
        self._coach.clear()  # the line about the choice before goes with this one
        self._changed()  # the learner's own move reaches the page before any reply
        if seen is not None:
            self._coach.acted(seen, action)
            if self._coach.feedback is not None:
                self._changed()
        self._advance(paced=from_page, gap=from_page)

    def go_on(self) -> None:
        """The learner has seen enough: end a finished trick's linger now, or deal on
        from the end-of-hand moment ("Next hand")."""
        if self.refused_in_replay():
            return
        self._error, self._hint = {}, {}
        if self.stage == "hand_over":
            if self._game.is_over:  # the match is over: "New match"
                self.new_match()
                return
            self._results_seen = len(self._game.hand_results)
            self._moves = []
            self._coach.clear()
            self._cancel_timer()
            self._changed()
            self._advance(paced=True)
        elif self.stage == "linger" and self._timer_kind == "linger_end":
            self._cancel_timer()  # the last trick seen: on to the hand's result
            self._changed()
        elif self.stage == "linger":
            self._cancel_timer()
            self._advance(paced=True, first_delay=0.0)
        else:
            self._changed()

    def undo(self) -> None:
        """Back to the learner's previous decision, taking back the computer moves since."""
        if self.refused_in_replay():
            return
        actors = self._history_actors()
        mine = [i for i, s in enumerate(actors) if s == self._seat]
        if not mine:
            self.show_error(words.label("nothing_to_undo", self._lang))
            return
        self._cancel_timer()
        self._game.undo(to=mine[-1])
        n = len(self._game.history)
        self._keep_dropped(n)
        self._decisions = [d for d in self._decisions if d.index < n]
        self._results_seen = min(self._results_seen, len(self._game.hand_results))
        self._moves = []
        self._error, self._hint = {}, {}
        self._coach.clear()
        self._changed()

    def new_hand(self) -> None:
        """The old name of :meth:`new_match` (a new match, not the match's next hand)."""
        self.new_match()

    def step(self) -> None:
        """One computer move (step mode); at the end of a hand, the next hand. On a
        teacher's table, on the learner's turn: the learner's move, as the table's own
        rule-of-thumb player would make it from the learner's view (so a presenter's
        remote, with only "next" and "back", drives a whole hand; undo takes it back)."""
        if self.refused_in_replay():
            return
        if self._hand_unseen():  # the end of a hand (its last trick, or its result): go on
            self.go_on()
            return
        if self._teacher and self._game.to_move == self._seat and self.stage != "hand_over":
            self.step_for_learner()
            return
        if not self._bot_to_move():
            self.show_error(
                words.label(
                    "your_turn_now" if self._game.to_move == self._seat else "no_computer_move", self._lang
                )
            )
            return
        self._cancel_timer()
        self._error, self._hint = {}, {}
        self._bot_move()
        self._linger_on_last_trick(paced=True)
        self._changed()
        self._advance(paced=True)

    def hint(self) -> dict[str, Any]:
        """A suggested action for the learner with its reason (also shown)."""
        if self.refused_in_replay():
            return {}
        view = seat_view(self._game, self._seat)
        # Nothing of the next deal is advised while the finished hand is still shown.
        if self._hand_unseen() or not view["legal"]:
            self.show_error(words.label("nothing_to_decide", self._lang))
            return {}
        from ..analysis import hint

        # In coach mode the hint is the coach's suggestion: one voice, not two.
        coached = self._coach.advise(view) if self._coach.on else None
        decision = coached if coached is not None else hint(view, seed=0)
        # The hint sees only the learner's view, so every card it names is the learner's to know.
        cards = list(decision.reason.cards) if decision.reason is not None else []
        # Kept as the decision, not as words: state() says it in the language shown then.
        self._hint = {
            "action": decision.action,
            "reason": decision.reason,
            "cards": cards,
            "coach": coached is not None,
        }
        self._changed()
        return self._hint_state()

    def _hint_state(self) -> dict[str, Any]:
        if not self._hint:
            return {}
        h, lang = self._hint, self._lang
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

    def show_error(self, text: str, reason: Any = None) -> None:
        """Show a refusal or failure (``reason``: its words in the table's language)."""
        self._error_id += 1
        self._error = {"text": text[:300], "id": self._error_id, "reason": reason}
        self._changed()

    def _error_state(self) -> dict[str, Any]:
        if not self._error:
            return {}
        text = self._error["text"]
        if self._error["reason"] is not None:
            text = words.render_reason(self._error["reason"], self._lang, text)
        return {"text": text[:300], "id": self._error["id"]}

    def close(self) -> None:
        self._cancel_timer()

    # --------------------------------------------------------------- the game
    def _apply(self, action: str, seat: str, reason: Any, recorded: bool = False) -> str:
        """Apply ``action`` for ``seat`` and record it; returns the engine's canonical text
        (``recorded``: the next undone move, redone).

        The engine reads many spellings ("Pass", " pass", "PLAY jh"); only its own text is
        stored and shown, since the page's words are looked up from it."""
        g = self._game
        hand, trump = g.hand_number, (g.trump.value if g.trump is not None else None)
        index = len(g.history)
        held = tuple(str(c) for c in g.hands[seat])
        scored = len(g.hand_results)
        if recorded:
            g.redo()
        else:
            g.apply(action, seat=seat)
        if len(g.hand_results) > scored and not g.hand_results[-1].thrown_in:
            self._last_trick_due = True  # the last card of a hand: its trick may linger
        # Parsed again only once the engine took it (so a refusal stays the engine's own).
        action = str(action if isinstance(action, Action) else Action.parse(action))
        if seat != self._seat:
            self._decisions.append(BotDecision(hand, index, seat, action, reason, held))
            self._decisions = self._decisions[-200:]
        self._move_seq += 1
        self._moves = [
            *self._moves[-(_MOVES_KEPT - 1) :],
            {
                "n": self._move_seq,
                "hand": hand,
                "seat": seat,
                "action": action,
                "trump": trump,
                "reason": reason,
            },
        ]
        return action

    def _history_actors(self) -> list[str]:
        return list(self._game.history_seats)  # the engine records who took each action

    def _hand_unseen(self) -> bool:
        """A hand is scored whose end-of-hand moment the learner has not left yet."""
        return len(self._game.hand_results) > self._results_seen

    def _bot_to_move(self) -> bool:
        to_move = self._game.to_move
        return (
            to_move is not None and to_move != self._seat and not self._hand_unseen() and self._replay is None
        )

    def _bot_move(self) -> None:
        seat = self._game.to_move
        if self._game.undone:  # after undo or restart: the computer replays its recorded move
            self._apply(self._game.undone[0], seat, self._recorded_reason(), recorded=True)
            return
        decision = self._players[seat].decide(seat_view(self._game, seat))
        self._apply(decision.action, seat, decision.reason)

    def _linger_on_last_trick(self, paced: bool) -> None:
        """After a hand's last card, keep its last trick in view for ``linger`` seconds
        (as every other trick) before the result replaces it; only when paced, as the
        other tricks: from Python at pace 0 the result comes at once."""
        if not self._last_trick_due:
            return
        self._last_trick_due = False
        if (
            not self._hand_unseen()
            or self._timer is not None
            or not (paced or self._pace > 0)
            or self._linger <= 0
        ):
            return
        handle = self._scheduler.call_later(self._linger, self._last_trick_seen)
        if handle is not None:
            self._timer, self._timer_kind = handle, "linger_end"

    def _last_trick_seen(self) -> None:
        self._timer, self._timer_kind = None, ""
        self._changed()  # the hand's result now

    def _trick_just_ended(self) -> bool:
        g = self._game
        return g.phase == "play" and not g.current_trick and bool(g.tricks)

    def _advance(self, paced: bool, gap: bool = False, first_delay: "float | None" = None) -> None:
        """Let the computer players move until it is the learner's turn: each after
        ``pace``; the first reply to a click (``gap``) at least ``PAGE_REPLY_GAP`` later;
        a new lead after ``linger`` when ``paced``; nothing past the end of a hand.
        ``first_delay`` replaces the first wait (0: the learner said go on)."""
        if self._timer is not None:
            return
        self._chain_paced = paced or self._pace > 0
        moved = False
        first = True
        while self._bot_to_move() and not self._step:
            delay, kind = self._pace, "pace"
            if first and gap:
                delay = max(delay, PAGE_REPLY_GAP)
            if self._chain_paced and self._trick_just_ended() and self._linger > 0:
                delay, kind = max(delay, self._linger), "linger"
            if first and first_delay is not None:
                delay, kind = first_delay, "pace"
            first = False
            if delay > 0:
                handle = self._scheduler.call_later(delay, self._timed_move)
                if handle is not None:
                    self._timer, self._timer_kind = handle, kind
                    moved = moved or kind == "linger"  # the stage changed: the page shows it
                    break
            self._bot_move()
            self._linger_on_last_trick(paced=self._chain_paced)
            moved = True
        if moved:
            self._changed()

    def _timed_move(self) -> None:
        self._timer, self._timer_kind = None, ""
        try:
            if self._bot_to_move() and not self._step:
                self._bot_move()
                self._linger_on_last_trick(paced=self._chain_paced)
                self._changed()
            self._advance(paced=self._chain_paced)
        except Exception as e:  # noqa: BLE001 - shown at the table, never lost in a log
            self.show_error(f"Something went wrong in Python: {type(e).__name__}")

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer, self._timer_kind = None, ""

    def _changed(self) -> None:
        if self._on_change is not None:
            self._on_change()

    # ------------------------------------------------------------- the state
    def state(self) -> dict[str, Any]:
        """Everything a front end shows, as JSON-ready data (one key per synced trait)."""
        g, seat, lang = self._game, self._seat, self._lang
        stage = self.stage
        live_view = seat_view(g, seat, self._open)
        # At the end-of-hand moment, and while the hand's last trick lingers before it,
        # the view is the finished hand's (the engine has already dealt the next one).
        ended = self._hand_unseen()
        view = hand_over_view(live_view) if ended else live_view
        moves = self._moves_state()
        out = {
            "view": view,
            "notes": make_notes(g, seat, view, lang, live=not ended),
            "explanations": self._explainer.entries(view, g, self._rules, lang, self._analysis),
            "moves": moves,
            "announcement": moves[-1]["text"] if moves else "",
            "error": self._error_state(),
            "hint_text": self._hint_state(),
            "result": self._result_state() if stage == "hand_over" else {},
            "settings": {
                "lang": lang,
                "size": self._size,
                "four_colour": self._four,
                "pace": self._pace,
                "linger": self._linger,
                "step": self._step,
                "teacher": self._teacher,
                "waiting": self._bot_to_move(),
                "seat": seat,
                "stage": stage,
                "level": self._level,
                "levels": level_labels(lang),
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
        own = seat_view(self._game, self._seat) if self._open else live_view
        return hand_over_view(own) if ended else own

    def _moves_state(self) -> list[dict[str, Any]]:
        out = []
        for m in self._moves:
            text = move_text(m["seat"], m["action"], m["trump"], self._seat, self._open, self._lang)
            over = m["hand"] < self._game.hand_number
            why = reason_text(
                m["reason"], author=m["seat"], seat=self._seat, reveal=self._open or over, lang=self._lang
            )
            out.append({"n": m["n"], "hand": m["hand"], "seat": m["seat"], "text": text, "why": why})
        return out

    def _result_state(self) -> dict[str, Any]:
        g, lang = self._game, self._lang
        result = g.hand_results[-1]
        rows = None
        if (
            self._analysis
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


def _make_players(given: "Mapping[str, Any] | str | None", seed: "int | None" = None) -> dict[str, Any]:
    from ..players import RuleOfThumbPlayer

    if isinstance(given, str):
        from ..players.levels import level_players

        return dict(level_players(given, seed=seed))
    out = dict(given or {})
    for s in SEATS:
        if s not in out:
            out[s] = RuleOfThumbPlayer()
        if not hasattr(out[s], "decide"):
            raise OptionError(f"players[{s!r}]", "must have decide(view) -> Decision")
    return out


def check_seat(seat: Any) -> None:
    if seat not in SEATS:
        raise OptionError("seat", f"must be one of N, E, S, W, not {str(seat)[:20]!r}")


def check_lang(lang: Any) -> None:
    if lang not in words.LANGS:
        raise OptionError("lang", f"must be one of {', '.join(words.LANGS)}, not {str(lang)[:20]!r}")


def check_flag(name: str, value: Any) -> None:
    if type(value) is not bool:
        raise OptionError(name, f"must be True or False, not {str(value)[:20]!r}")


def check_seconds(name: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 10:
        raise OptionError(name, f"must be a number of seconds from 0 to 10, not {str(value)[:20]!r}")
    return float(value)
