"""``HasenWidget``: a Hasenpfeffer table in a notebook cell, against computer players.

A thin anywidget layer over :class:`hasen_widget.table.Table`, which keeps the game
and decides what the table does and says. This module only syncs the table's state to
traits and routes the page's messages to it. The front end (``js/table/``, bundled
into ``static/table.js``) only draws what it is given and sends intents. Every message
from the page is checked against its schema first; a refused one is shown in the
widget and changes nothing. An edit of a synced trait from the page is refused and undone.

>>> w = HasenWidget(seed=7, pace=0)
>>> w.view["seat"], w.view["hands"]["N"], len(w.view["hand"]) in (6, 7)
('S', None, True)
>>> w.act("bid 6") if "bid 6" in w.view["legal"] else None
>>> repr(HasenWidget(seed=7, pace=0)).startswith("<HasenWidget South")
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import traitlets

from . import widget_text as words
from .errors import HasenError, refuse_unknown
from .explain.session import choose_language, follow, session_language
from .failure import Failed, failure_state, show_in_place
from .game import Game, IllegalAction
from .page_messages import TABLE_MESSAGES
from .page_widget import PageWidget
from .rules import RuleSet
from .table import DEFAULT_LINGER, STATE_KEYS, Table
from .table.clock import Scheduler
from .table.settings import Setting
from .table.state import SIZES, TABLE_OPTIONS
from .view import hidden_cards
from .widget_static import NotebookPicture

__all__ = ["HasenWidget", "MESSAGE_KINDS", "SIZES", "SYNCED_TRAITS"]

#: Every intent the page may send, as ``{"kind": ..., ...}`` (``next``: go on from a
#: finished trick or the end-of-hand moment).
MESSAGE_KINDS = tuple(TABLE_MESSAGES)
_TEACHER_KINDS = tuple(k for k, spec in TABLE_MESSAGES.items() if spec.teacher)
_CARD_RE = re.compile(r"Joker|(?:10|[9JQKA])[♣♦♥♠]")
#: The keywords HasenWidget takes: the table's, and ipywidgets' own few for its box.
WIDGET_OPTIONS = tuple(k for k in TABLE_OPTIONS if k != "on_change") + ("layout", "tabbable", "tooltip")

# The trait each part of the table's state is synced as: its own name, but for the two
# whose names the widget's settings use (``w.coach`` is coach mode on or off).
_TRAIT_OF = {key: {"coach": "coach_state", "replay": "replay_state"}.get(key, key) for key in STATE_KEYS}
#: Every trait synced to the page: the table's state (:data:`~hasen_widget.table.STATE_KEYS`)
#: and why the table could not be built. ``js/table/index.js`` listens to exactly these.
SYNCED_TRAITS = (*_TRAIT_OF.values(), "failure_state")


class HasenWidget(NotebookPicture, PageWidget, bundle="table"):
    """A Hasenpfeffer table: the learner in ``seat`` against three computer players.

    Parameters (all keyword):

    - ``seed``: the match's seed (same seed, same deals and same computer play).
    - ``deal``: a prepared first deal as text, ``"N: … E: … S: … W: … widow: 9♣ dealer: W"``.
    - ``deals``: a list of prepared deals played one after another as the match's hands
      ("Next hand" deals the next, "Next deal" goes to it at once).
    - ``confirm``: ``True`` (default): the page's "Next deal" and "New match" ask before
      throwing away an unfinished prepared deal or a match in play; ``False`` for a
      teacher who knows.
    - ``rules``: a :class:`~hasen_widget.rules.RuleSet`.
    - ``seat``: the learner's seat, ``"S"`` by default.
    - ``players``: ``{seat: player}`` for the computer seats (default: rule-of-thumb
      players), or a level of play for all of them: ``"beginner"``, ``"casual"``,
      ``"club"`` or ``"expert"`` (then the widget shows a control to change it; see
      :mod:`hasen_widget.players.levels`).
    - ``pace``: seconds between computer moves (``0``: at once). ``linger``: seconds a
      finished trick stays before a computer player leads again (default 2.5; the
      learner may go on sooner with a click or a key). ``step=True``: the computer
      moves only when someone presses "Next move" (or calls :meth:`step`).
    - ``open_hands``: every card face up (for a teacher). ``teacher=True`` shows the
      open-hands and seat controls in the widget.
    - ``lang``: ``"en"``, ``"el"`` or ``"ko"`` (default: the session's language, the one last
      chosen in a table's or quiz's language menu; every widget follows that menu);
      ``size``: ``"small"``, ``"normal"`` or ``"projector"`` (the one set of :mod:`hasen_widget.sizes`);
      ``four_colour``: a four-colour deck (♣ green, ♦ blue) besides the suit shapes.
    - ``analysis``: after each hand, show for each of the learner's cards whether it kept
      the best result with all cards open, and if not, which card would have.
    - ``coach``: coach mode (for a first hand, or a class): before each of the learner's
      decisions the table shows the suggested action with its reason, and after a
      different choice one line on what the suggestion would have kept; from the
      learner's own view only (see :mod:`hasen_widget.table.coach`). The widget shows an
      on/off control; ``w.coach = False`` turns it off from Python.
    - ``scheduler``: when computer moves happen (see :mod:`hasen_widget.table.clock`;
      default: the running asyncio loop).

    When a hand is scored the table stops on its result until "Next hand" (the page's
    ``{"kind": "next"}``, :meth:`next_hand` from Python; acting from Python goes on too).
    Deal control: :meth:`restart`, :meth:`redo`, :meth:`replay`, :meth:`next_deal`,
    :meth:`new_match` (see :mod:`hasen_widget.table.control`).

    Bad input (an unknown keyword, a bad deal, a wrong setting) raises a
    :class:`~hasen_widget.errors.HasenError` naming the field, except inside a notebook
    kernel: there the widget shows the error in place of the table and keeps it as
    :attr:`failure`, so Voilà goes on with the page (see :mod:`hasen_widget.failure`).

    Messages from the page (each checked against its schema; a refused one shows in
    ``error``): ``{"kind": "act", "action": "play J♦"}``, ``{"kind": "undo"}``,
    ``{"kind": "new_hand"}``, ``{"kind": "step"}``, ``{"kind": "hint"}``, ``{"kind":
    "next"}``, ``{"kind": "coach", "value": false}``, ``{"kind": "level", "value": "club"}``, and for a teacher's table ``{"kind": "open_hands", "value": true}`` and
    ``{"kind": "set_seat", "seat": "N"}``.

    Synced to the page: ``view`` (``seat_view``, or at the end of a hand that hand's
    final view), ``notes``, ``explanations``, ``moves``, ``announcement``, ``error``,
    ``hint_text``, ``result`` (the end-of-hand moment and review), ``settings``, ``labels``,
    ``coach_state`` (coach mode's suggestion and feedback, ``{}`` on a table without a coach).
    """

    page_messages = TABLE_MESSAGES
    _what = "table"

    #: What the learner's seat may see: ``seat_view(game, seat, open_hands)``, nothing more.
    view = traitlets.Dict().tag(sync=True)
    #: Words about the cards in view: spoken labels, why a card may not be played, the
    #: widow card joining the maker's hand, the legal actions' labels, the trick count.
    notes = traitlets.Dict().tag(sync=True)
    #: Why each trick of this hand (and the last) was won, and how the last hand was scored.
    explanations = traitlets.List().tag(sync=True)
    #: The latest moves, each ``{"seat", "text", "why"}``.
    moves = traitlets.List().tag(sync=True)
    #: The aria-live announcement of the latest card played or decision taken.
    announcement = traitlets.Unicode("").tag(sync=True)
    #: The last refusal or failure, ``{"text", "id"}`` (``{}`` when there is none).
    error = traitlets.Dict().tag(sync=True)
    #: The suggestion asked for with the hint button, ``{"action", "text", "cards"}``.
    hint_text = traitlets.Dict().tag(sync=True)
    #: The end-of-hand moment: result, points, review (``{}`` while a hand is played).
    result = traitlets.Dict().tag(sync=True)
    #: Presentation: language, size, deck colours, pace, linger, step mode, stage.
    settings = traitlets.Dict().tag(sync=True)
    #: The widget's chrome in the chosen language.
    labels = traitlets.Dict().tag(sync=True)
    #: Coach mode: ``on``, ``advice``, ``feedback``, ``note``, ``labels`` (``{}``: no coach).
    coach_state = traitlets.Dict().tag(sync=True)
    #: The replay shown (``{}``: the live table): hand, position, trick, move, words.
    replay_state = traitlets.Dict().tag(sync=True)
    #: A question before play is thrown away: ``{"action", "text", "yes", "no"}`` or ``{}``.
    question = traitlets.Dict().tag(sync=True)
    #: Why the table could not be built (``{}``: it was): ``{"title", "text", "kind", "field"}``.
    failure_state = traitlets.Dict().tag(sync=True)

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
        lang: "str | None" = None,
        size: str = "normal",
        four_colour: bool = False,
        analysis: bool = True,
        coach: bool = False,
        scheduler: "Scheduler | None" = None,
        **kwargs: Any,
    ) -> None:
        self._failure: "HasenError | None" = None
        self._ready = False
        if lang is None:
            lang = session_language()
        try:
            refuse_unknown("HasenWidget", kwargs, WIDGET_OPTIONS)
        except HasenError as e:
            if not show_in_place():
                self._failure, self._t = e, Failed(e)  # no widget made: its repr still says why
                raise
            self._failed(e, lang, {})
            return
        super().__init__(**kwargs)
        options = dict(
            seed=seed, deal=deal, deals=deals, confirm=confirm, rules=rules, seat=seat, players=players,
            pace=pace, linger=linger, step=step, open_hands=open_hands, teacher=teacher, lang=lang,
            size=size, four_colour=four_colour, analysis=analysis, coach=coach, scheduler=scheduler,
        )  # fmt: skip
        try:
            self._t: "Table | Failed" = Table(**options, on_change=self._sync)
        except HasenError as e:
            self._failed(e, lang, None)
            if not show_in_place():
                super().close()  # nothing half-made stays open
                raise
            return
        self._ready = True
        follow(self._table.set_lang)  # the language menu of any widget switches this one too
        self._sync()

    def _failed(self, error: HasenError, lang: object, kwargs: "dict | None") -> None:
        """Become the stand-in that shows ``error`` where the table would be."""
        if kwargs is not None:
            super().__init__(**kwargs)
        self._failure = error
        self._failure_lang = lang if isinstance(lang, str) and lang in words.available_languages() else "en"
        self._t = Failed(error)
        self.failure_state = failure_state(error, self._failure_lang)

    @property
    def failure(self) -> "HasenError | None":
        """Why this table could not be built (``None`` when it was): see :mod:`hasen_widget.failure`."""
        return self._failure

    @property
    def _table(self) -> Table:
        return self._t  # type: ignore[return-value]  # a Failed stand-in raises the kept error

    # ------------------------------------------------------------ public API
    @property
    def table(self) -> Table:
        """The table this widget shows (plain Python, no widgets)."""
        return self._table

    @property
    def game(self) -> Game:
        """The engine's game (full knowledge: keep it in Python)."""
        return self._table.game

    # The table's settings as attributes (``w.lang = "el"``): each read from the table's
    # one TableSettings and changed through Table.change, which checks it first.
    seat = Setting[str]("seat", "The learner's seat (``N``, ``E``, ``S`` or ``W``).", via="_table")
    open_hands = Setting[bool]("open_hands", "Every card face up (for a teacher).", via="_table")
    lang = Setting[str]("lang", "The table's language: ``en``, ``el`` or ``ko``.", via="_table")
    coach = Setting[bool](
        "coach",
        "Coach mode: ``True`` shows a suggestion before each of the learner's decisions.",
        via="_table",
    )
    level = Setting["str | None"](
        "level",
        "The computer players' level (``None`` when given players of your own); setting it gives "
        "every computer seat that level from its next decision on.",
        via="_table",
    )
    pace = Setting[float]("pace", "Seconds between computer moves.", via="_table")
    linger = Setting[float]("linger", "Seconds a finished trick stays before the next lead.", via="_table")
    step_mode = Setting[bool]("step", "The computer moves only when asked (:meth:`step`).", via="_table")
    size = Setting[str]("size", "``small``, ``normal`` or ``projector``.", via="_table")
    confirm = Setting[bool](
        "confirm",
        'Whether the page\'s "Next deal" and "New match" ask first (a teacher may say no).',
        via="_table",
    )

    def change(self, **values: Any) -> None:
        """Change several settings at once (see :meth:`hasen_widget.table.Table.change`)."""
        self._table.change(**values)

    def act(self, action: str) -> None:
        """Take ``action`` (``"bid 3"``, ``"trump ♥"``, ``"play J♦"`` …) for the learner.

        Raises :class:`~hasen_widget.game.IllegalAction` (and shows it in the widget)
        if the rules refuse it; the game is then unchanged. At pace 0 the computer
        players have answered when it returns, so a notebook's next cell sees their moves.
        """
        self._table.act(action)

    def undo(self) -> None:
        """Go back to the learner's previous decision, taking back the computer moves since."""
        self._table.undo()

    def new_hand(self) -> None:
        """The old name of :meth:`new_match`."""
        self._table.new_match()

    def new_match(self) -> None:
        """A new match: scores back to 0, the next seed; with ``deals=[...]`` its first deal."""
        self._table.new_match()

    def next_hand(self) -> None:
        """Go on from the end-of-hand moment (or from a finished trick's linger)."""
        self._table.go_on()

    def next_deal(self) -> None:
        """The next prepared deal of ``deals=[...]``, from its first bid."""
        self._table.next_deal()

    def restart(self) -> None:
        """The hand on the table from its first bid: the same cards and dealer."""
        self._table.restart()

    def redo(self) -> None:
        """Bring back the learner's next undone decision and the computer moves after it."""
        self._table.redo()

    def replay(self, go: str = "enter") -> dict[str, Any]:
        """Replay the hand on the table (see :meth:`hasen_widget.table.Table.replay`):
        ``"enter"``, ``"leave"``, ``"start"``, ``"end"``, ``"move_back"``,
        ``"move_forward"``, ``"trick_back"``, ``"trick_forward"``. Returns where it stands."""
        return self._table.replay(go)

    def step(self) -> None:
        """Let the computer player to move take one move (step mode)."""
        self._table.step()

    def hint(self) -> dict[str, Any]:
        """A suggested action for the learner, with its reason (also shown in the widget)."""
        return self._table.hint()

    def close(self) -> None:
        if self._failure is None:
            self._table.close()
        super().close()

    # ------------------------------------------------------- browser intents
    # PageWidget checks each message against TABLE_MESSAGES (and shows a refusal or an
    # exception in the widget) before it gets here; the old name stays for callers.
    _on_browser_msg = PageWidget._on_page_message

    def _handler_failed(self, error: Exception) -> str:
        return f"Something went wrong in Python: {type(error).__name__}: {self._scrub(str(error))[:200]}"

    def _route(self, msg: dict[str, Any]) -> None:
        kind = msg["kind"]
        if kind in _TEACHER_KINDS and not self._table.teacher:
            self._show_error(f"{kind!r} is a teacher's control; make the table with teacher=True.")
            return
        t = self._table
        if kind == "act":
            try:
                t.act(msg["action"], from_page=True)
            except IllegalAction:
                pass  # already shown in the widget
        elif kind == "undo":
            t.undo()
        elif kind in ("new_hand", "new_match"):  # new_hand: the old page's name of the button
            t.new_match(ask=True)
        elif kind == "next_deal":
            t.next_deal(ask=True)
        elif kind == "confirm":
            t.answer(msg["value"])
        elif kind == "restart":
            t.restart()
        elif kind == "redo":
            t.redo()
        elif kind == "replay":
            t.replay(msg["go"])
        elif kind == "step":
            t.step()
        elif kind == "hint":
            t.hint()
        elif kind == "next":
            t.go_on()
        elif kind == "coach":
            t.set_coach(msg["value"])
        elif kind == "level":
            t.set_level(msg["value"])
        elif kind == "lang":
            choose_language(msg["value"])  # this table and every other widget of the session
        elif kind == "open_hands":
            t.set_open_hands(msg.get("value", not t.open_hands))
        elif kind == "set_seat":
            t.set_seat(msg["seat"])

    # ------------------------------------------------------------- showing it
    def _show_error(self, text: str) -> None:
        self._table.show_error(text)

    def _scrub(self, text: str) -> str:
        """Hide any card the learner may not see from a Python error message."""
        secret = hidden_cards(self.game, self.seat) if not self._table.open_hands else set()
        return _CARD_RE.sub(lambda m: "a hidden card" if m.group(0) in secret else m.group(0), text)

    def _sync(self) -> None:
        if not getattr(self, "_ready", False):
            return
        state = self._table.state()
        with self.hold_sync():  # one message: everything that changed together
            for key, trait in _TRAIT_OF.items():
                setattr(self, trait, state[key])
