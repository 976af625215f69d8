"""The table itself, with no front end: the learner's seat against computer players.

:class:`Table` keeps the game and decides everything the table does in time: whose
turn it is, when a computer player moves (``pace``), how long a finished trick stays
in view (``linger``, or until the learner goes on), the end-of-hand moment (the table
stops on the hand's result until "Next hand"), what is announced, and the words of
notes and explanations. A front end (the anywidget ``HasenWidget``, a static page, a
test) shows :meth:`Table.state` and calls the methods; ``on_change`` tells it when the
state changed. No ipywidgets here.

The table is made of parts, each in its own module: its settings
(:class:`~.settings.TableSettings`, changed with :meth:`Table.change`), its turns and
clock (:class:`~.turns.Turns`), what it shows (:class:`~.shown.Shown`) and deal
control (:class:`~.control.DealControl`). This module has the learner's own moves.

>>> from hasen_widget.table import Table, ManualScheduler
>>> clock = ManualScheduler()
>>> t = Table(seed=7, pace=0.5, scheduler=clock)
>>> t.state()["view"]["seat"], t.stage
('S', 'play')
>>> clock.run_all(); t.game.to_move
'S'
>>> t.lang = "el"; t.settings.lang, t.state()["settings"]["lang"]
('el', 'el')
>>> t.change(pase=1)
Traceback (most recent call last):
...
hasen_widget.errors.OptionError: pase: not an option of Table.change (did you mean pace?)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from .. import widget_text as words
from ..actions import Action
from ..analysis import hint
from ..deal import SEATS
from ..errors import OptionError, refuse_unknown
from ..game import Game, IllegalAction
from ..players import RuleOfThumbPlayer
from ..players.level_names import check_level
from ..players.levels import level_players
from ..rules import RuleSet
from ..sizes import SIZES
from ..view import seat_view
from .clock import Handle, LoopScheduler, Scheduler
from .coach import Coach
from .control import DealControl, check_deals
from .explanations import Explainer
from .review import BotDecision
from .settings import CHANGEABLE, DEFAULT_LINGER, DEFAULT_PACE, Setting, TableSettings
from .shown import STATE_KEYS, Shown, hand_over_view
from .turns import PAGE_REPLY_GAP, Turns

__all__ = [
    "Table", "STAGES", "DEFAULT_LINGER", "hand_over_view", "TABLE_OPTIONS", "SIZES", "STATE_KEYS",
    "PAGE_REPLY_GAP",
]  # fmt: skip

#: ``play``: the hand goes on; ``linger``: a finished trick is in view before the next
#: lead (the hand's last trick too, before its result); ``hand_over``: the hand is scored
#: and the table waits for "Next hand"; ``replay``: a replay of the hand is shown (the
#: live game waits).
STAGES = ("play", "linger", "hand_over", "replay")
_MOVES_KEPT = 12
MAX_ACTION_TEXT = 40


#: Every keyword :class:`Table` takes (an unknown one is refused with the closest).
TABLE_OPTIONS = (
    "seed", "deal", "deals", "confirm", "rules", "seat", "players", "pace", "linger", "step",
    "open_hands", "teacher", "lang", "size", "four_colour", "analysis", "coach", "scheduler", "on_change",
)  # fmt: skip


class Table(Shown, Turns, DealControl):
    """A Hasenpfeffer table: the learner in ``seat`` against three computer players.

    Parameters are those of :class:`~hasen_widget.widget.HasenWidget` (checked there and
    here, as one :class:`~.settings.TableSettings`), plus ``scheduler`` (see
    :mod:`.clock`; default: the running asyncio loop) and ``on_change`` (called with no
    argument after every change of :meth:`state`). Deal control (restart, redo, replay,
    ``deals=[...]``, new match) is :class:`.DealControl`'s.

    Each setting is an attribute (``t.lang = "el"``, ``t.step_mode``), and an older
    ``set_<name>(value)`` method too; :meth:`change` sets several at once.
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
        pace: float = DEFAULT_PACE,
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
        settings = TableSettings(
            seat=seat, lang=lang, size=size, pace=pace, linger=linger, open_hands=open_hands, step=step,
            teacher=teacher, four_colour=four_colour, analysis=analysis, coach=coach, confirm=confirm,
        )  # fmt: skip
        self._deals = check_deals(deals, deal)
        self._deal_offset = 0
        self._replay = None
        self._question = ""
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if type(seed) is not int or not 0 <= seed < 2**53:  # the engine's bound, as an option's error
            raise OptionError("seed", f"must be a whole number from 0 to 2**53 - 1, not {str(seed)[:20]!r}")
        self._game = Game(rules, seed, deals=self._prepared_deals())
        if isinstance(players, str):  # a level name ("beginner" … "expert") for every computer seat
            settings = settings.replace(level=check_level(players, "players"))
        self._settings = settings
        self._seed = seed
        self._rules = self._game.rules
        self._new_hands = 0
        self._players = _make_players(players, seed)
        # The seats whose players the caller chose: those play as given. The table's own
        # computer players keep the learner in the game (turns.py, keeps_learner_in).
        self._chosen_players = frozenset(players) if isinstance(players, Mapping) else frozenset()
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
    def settings(self) -> TableSettings:
        """Every setting of the table, as one checked value (see :class:`.TableSettings`)."""
        if self._settings.coach != self._coach.on:  # the coach of the seat in view (a class table's)
            self._settings = self._settings.replace(coach=self._coach.on)
        return self._settings

    @property
    def _seat(self) -> str:
        # The seat the table is seen and played from (a class table moves it per student).
        return self._settings.seat

    @_seat.setter
    def _seat(self, seat: str) -> None:
        self._settings = self._settings.replace(seat=seat)

    def change(self, **values: Any) -> None:
        """Change settings (``seat``, ``lang``, ``size``, ``pace``, ``linger``,
        ``open_hands``, ``step``, ``coach``, ``level``, ``confirm``), each checked first:
        a wrong one changes nothing. The table then acts on them: a new seat or step mode
        lets the computer players move on; a new level gives every computer seat that
        level from its next decision on; coach mode counts from the next decision on."""
        refuse_unknown("Table.change", values, CHANGEABLE)
        if "level" in values:
            values["level"] = check_level(values["level"])  # a level, not None: players of one's own stay
        new = self._settings.replace(**values)
        moves_on = "seat" in values or "step" in values
        if moves_on:
            self._cancel_timer()
        self._settings = new
        if "coach" in values:
            self._coach.set_on(new.coach)
        if "level" in values:
            self._players = _make_players(new.level, self._seed)
            self._chosen_players = frozenset()
        if "confirm" in values and not new.confirm:
            self._question = ""
        self._changed()
        if moves_on:
            self._advance(paced=True)

    seat = Setting[str]("seat", "The learner's seat (``N``, ``E``, ``S`` or ``W``).")
    open_hands = Setting[bool]("open_hands", "Every card face up (for a teacher).")
    lang = Setting[str]("lang", "The table's language: ``en``, ``el`` or ``ko``.")
    pace = Setting[float]("pace", "Seconds between computer moves.")
    linger = Setting[float]("linger", "Seconds a finished trick stays before the next lead.")
    step_mode = Setting[bool]("step", "The computer moves only when asked (:meth:`step`).")
    size = Setting[str]("size", "``small``, ``normal`` or ``projector``.")
    teacher = Setting[bool]("teacher", "The teacher's controls are shown (chosen when made).")
    coach = Setting[bool]("coach", "Coach mode, for the next decision on.")
    level = Setting["str | None"](
        "level", "The computer players' level, or ``None`` when the table was given its own players."
    )
    confirm = Setting[bool](
        "confirm", "Whether the page asks before throwing play away (see :mod:`.control`)."
    )
    set_seat = seat.setter()
    set_open_hands = open_hands.setter()
    set_lang = lang.setter()
    set_pace = pace.setter()
    set_linger = linger.setter()
    set_step_mode = step_mode.setter()
    set_size = size.setter()
    set_coach = coach.setter()
    set_level = level.setter()
    set_confirm = confirm.setter()

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
                self.show_error(words.label("see_result", self._settings.lang))
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
            self.show_error(words.label("nothing_to_undo", self._settings.lang))
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
        if self._settings.teacher and self._game.to_move == self._seat and self.stage != "hand_over":
            self.step_for_learner()
            return
        if not self._bot_to_move():
            self.show_error(
                words.label(
                    "your_turn_now" if self._game.to_move == self._seat else "no_computer_move",
                    self._settings.lang,
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
            self.show_error(words.label("nothing_to_decide", self._settings.lang))
            return {}

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

    def show_error(self, text: str, reason: Any = None) -> None:
        """Show a refusal or failure (``reason``: its words in the table's language)."""
        self._error_id += 1
        self._error = {"text": text[:300], "id": self._error_id, "reason": reason}
        self._changed()

    def close(self) -> None:
        self._cancel_timer()

    def _changed(self) -> None:
        if self._on_change is not None:
            self._on_change()

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


def _make_players(given: "Mapping[str, Any] | str | None", seed: "int | None" = None) -> dict[str, Any]:
    if isinstance(given, str):
        return dict(level_players(given, seed=seed))
    out = dict(given or {})
    for s in SEATS:
        if s not in out:
            out[s] = RuleOfThumbPlayer()
        if not hasattr(out[s], "decide"):
            raise OptionError(f"players[{s!r}]", "must have decide(view) -> Decision")
    return out
