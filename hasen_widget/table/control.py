"""Deal control for a teacher at the front of a room: restart, redo, replay, a row of
prepared deals, and "new match" told apart from "next hand".

- :meth:`DealControl.restart`: the hand on the table from its first bid, with the same
  cards and the same dealer (the moves taken back stay recorded: :meth:`redo` brings
  them back, and the computer players replay their recorded moves).
- :meth:`DealControl.redo`: the mirror of undo: the learner's next recorded decision and
  the computer moves after it, up to the learner's next turn.
- :meth:`DealControl.replay`: step through the hand on the table (running or just
  scored) by move and by trick, back and forth; the live game is not touched.
- ``deals=[...]``: prepared deals played one after another as the hands of a match;
  :meth:`DealControl.next_deal` goes to the next one at once.
- :meth:`DealControl.new_match`: scores back to 0, a fresh seed (the first prepared deal
  again). "Next hand" (``Table.go_on``) only deals on within the match.

Nothing a click sends throws away an unfinished prepared deal or a match in play
without a question first (``question`` in the state, answered by :meth:`answer`),
unless the teacher switched the questions off (``confirm=False``). A call from Python
is the teacher's own decision and is done at once.

>>> from hasen_widget.table import Table, ImmediateScheduler
>>> DEAL = ("N: A♥ K♥ Q♥ 10♥ 9♥ J♦ E: A♠ K♠ Q♠ J♠ 10♠ 9♠ S: A♣ K♣ Q♣ J♣ 10♣ 9♣ "
...         "W: A♦ K♦ Q♦ 10♦ 9♦ J♥ widow: Joker dealer: W")
>>> t = Table(seed=1, deal=DEAL, pace=0, scheduler=ImmediateScheduler())
>>> first = t.game.hands["S"]; t.act(t.state()["view"]["legal"][0])
>>> t.restart(); t.game.hands["S"] == first, t.game.auction == [] or t.game.to_move == "S"
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..deal import Deal, DealError
from ..errors import OptionError
from ..game import Game
from ..players import RuleOfThumbPlayer
from ..view import seat_view
from .notes import make_notes
from .present_text import present_label
from .replay import REPLAY_STEPS, Replay
from .settings import TableSettings
from .shown import hand_over_view
from .speech import move_text, reason_text

__all__ = ["DealControl", "REPLAY_GO", "check_deals"]

#: Every ``go`` of :meth:`DealControl.replay` (and of the page's ``replay`` message).
REPLAY_GO = ("enter", "leave", *REPLAY_STEPS)


def check_deals(deals: object, deal: object) -> "list[Deal] | None":
    """``deals`` as a list of :class:`Deal` (``None`` when neither is given; ``deal=X`` is
    ``deals=[X]``), each checked.

    >>> check_deals({0: "N: …"}, None)
    Traceback (most recent call last):
    ...
    hasen_widget.errors.OptionError: deals: must be a list of prepared deals played one after another, not a dict (one deal: deal=...)
    """
    if deals is None:
        return None if deal is None else [deal if isinstance(deal, Deal) else Deal.parse(deal)]
    if deal is not None:
        raise OptionError(
            "deals", "give either deal=... (one deal) or deals=[...] (a row of deals), not both"
        )
    if isinstance(deals, (str, bytes, Deal)) or not isinstance(deals, Sequence):
        raise OptionError(
            "deals",
            f"must be a list of prepared deals played one after another, not a {type(deals).__name__}"
            " (one deal: deal=...)",
        )
    if not deals:
        raise OptionError("deals", "name at least one prepared deal")
    out = []
    for i, d in enumerate(deals):
        try:
            out.append(d if isinstance(d, Deal) else Deal.parse(d))
        except DealError as e:
            raise DealError(f"deals[{i}]: {e}") from None
    return out


class DealControl:
    """The deal-control half of :class:`~hasen_widget.table.Table` (a mixin: it uses the
    table's game, seat, clock and state)."""

    # Set by Table.__init__ (declared here for the reader and the type checker).
    _game: Game
    _settings: TableSettings
    _seat: str
    _rules: Any
    _seed: int
    _new_hands: int
    _results_seen: int
    _moves: list
    _decisions: list
    _dropped_decisions: list
    _error: dict
    _hint: dict
    _coach: Any
    _explainer: Any
    _deals: "list[Deal] | None"
    _deal_offset: int
    _question: str
    _replay: "Replay | None"

    # Provided by Table: its clock, its words and its stage (only for the type checker:
    # at run time the table's own methods answer).
    if TYPE_CHECKING:

        def _cancel_timer(self) -> None: ...
        def _advance(self, paced: bool, gap: bool = False, first_delay: "float | None" = None) -> None: ...
        def _changed(self) -> None: ...
        def _apply(self, action: str, seat: str, reason: Any, recorded: bool = False) -> str: ...
        def show_error(self, text: str, reason: Any = None) -> None: ...
        def go_on(self) -> None: ...
        def act(self, action: str, *, from_page: bool = False) -> None: ...
        @property
        def stage(self) -> str: ...

    # ------------------------------------------------------------ restart, redo
    def restart(self) -> None:
        """The hand on the table from its first bid: the same cards, the same dealer.

        The moves taken back stay recorded, so :meth:`redo` (or the computer players,
        who replay their recorded moves) can bring them back."""
        self._end_replay()
        g = self._game
        start = self.hand_start(self.hand_on_table())
        self._cancel_timer()
        if start < len(g.history):
            g.undo(to=start)
        self._after_rewind()
        self._advance(paced=True)

    def redo(self) -> None:
        """Bring back what undo or restart took back: the learner's next recorded decision
        and the computer moves after it, up to the learner's next turn."""
        if self.refused_in_replay():
            return
        g = self._game
        if not g.undone:
            self.show_error(present_label("nothing_to_redo", self._settings.lang))
            return
        self._cancel_timer()
        hand, mine = g.hand_number, False
        while g.undone and g.hand_number == hand:
            if g.to_move == self._seat:
                if mine:
                    break
                mine = True
            seat = str(g.to_move)
            reason = self._recorded_reason() if seat != self._seat else None
            self._apply(g.undone[0], seat, reason, recorded=True)
        self._error, self._hint = {}, {}
        self._coach.clear()
        self._changed()
        self._advance(paced=True)

    def step_for_learner(self) -> None:
        """The learner's move, as the table's rule-of-thumb player makes it from the
        learner's own view (a teacher's "Next move" on the learner's turn)."""
        if self._game.undone and self._game.to_move == self._seat:
            action = self._game.undone[0]  # after undo or restart: the move that was made
        else:
            action = RuleOfThumbPlayer().decide(seat_view(self._game, self._seat)).action
        self.act(action, from_page=True)

    def _keep_dropped(self, n: int) -> None:
        dropped = [d for d in self._decisions if d.index >= n]
        self._dropped_decisions = [*dropped, *self._dropped_decisions][-200:]

    def _recorded_reason(self) -> Any:
        # The reason the computer gave when it first made the move now redone.
        index = len(self._game.history)
        for d in reversed(self._dropped_decisions):
            if d.index == index and d.hand == self._game.hand_number:
                return d.reason
        return None

    def _after_rewind(self) -> None:
        n = len(self._game.history)
        self._keep_dropped(n)
        self._decisions = [d for d in self._decisions if d.index < n]
        self._results_seen = min(self._results_seen, len(self._game.hand_results))
        self._moves = []
        self._error, self._hint, self._question = {}, {}, ""
        self._coach.clear()
        self._changed()

    # ------------------------------------------------------------------ replay
    def replay(self, go: str = "enter") -> dict[str, Any]:
        """Replay the hand on the table: ``go`` is ``"enter"`` (at its last position),
        ``"leave"``, ``"start"``, ``"end"``, ``"move_back"``, ``"move_forward"``,
        ``"trick_back"`` or ``"trick_forward"``. Returns the replay's state (``{}`` after
        leaving). The live game is not changed; the computer players wait meanwhile."""
        if go not in REPLAY_GO:
            raise OptionError("go", f"must be one of {', '.join(REPLAY_GO)}, not {str(go)[:20]!r}")
        if go == "leave":
            self._end_replay()
            return {}
        if self._replay is None:
            self._cancel_timer()
            self._replay = Replay(self._game, self.hand_on_table())
        if go != "enter":
            self._replay.go(go)
        self._changed()
        return self.replay_state(self._settings.lang)

    @property
    def replaying(self) -> bool:
        return self._replay is not None

    def refused_in_replay(self) -> bool:
        """During a replay the live table takes no move: say so, change nothing."""
        if self._replay is None:
            return False
        self.show_error(present_label("replay_on", self._settings.lang))
        return True

    def _end_replay(self) -> None:
        if self._replay is None:
            return
        self._replay = None
        self._changed()
        self._advance(paced=True)

    # ------------------------------------------------------------ deals, match
    def next_deal(self, *, ask: bool = False) -> None:
        """The next prepared deal of ``deals=[...]``, from its first bid. From the end of a
        hand it is the next hand of the match; from an unfinished hand a new match starts
        at that deal (``ask=True``, as the page's button does: a question first)."""
        if self.refused_in_replay():
            return
        index = self.deal_index()
        if not self._deals or index is None or index + 1 >= len(self._deals):
            self.show_error(present_label("no_next_deal", self._settings.lang))
            return
        if self.stage == "hand_over" and not self._game.is_over:
            self.go_on()  # the match's next hand is that deal
            return
        if ask and self._settings.confirm and self._prepared_in_play():
            self._ask("next_deal")
            return
        self._new_game(index + 1, next_seed=False)

    def new_match(self, *, ask: bool = False) -> None:
        """A new match: scores back to 0, the next seed, and with ``deals=[...]`` the first
        prepared deal again (``ask=True``: a question first when play would be lost)."""
        if self.refused_in_replay():
            return
        if ask and self._settings.confirm and self._prepared_in_play():
            self._ask("new_match")
            return
        self._new_game(0, next_seed=True)

    def answer(self, value: bool) -> None:
        """Answer the question asked (``True``: do it; ``False``: leave the table as it is)."""
        asked, self._question = self._question, ""
        if not asked:
            self.show_error(present_label("nothing_asked", self._settings.lang))
            return
        if value:
            if asked == "next_deal":
                self.next_deal()
            else:
                self.new_match()
        else:
            self._changed()

    def _ask(self, action: str) -> None:
        self._question = action
        self._changed()

    def _new_game(self, offset: int, *, next_seed: bool) -> None:
        self._cancel_timer()
        if next_seed:
            self._new_hands += 1
        self._deal_offset = offset
        self._game = Game(self._rules, self._seed + self._new_hands, deals=self._prepared_deals())
        self._results_seen = 0
        self._moves, self._decisions = [], []
        self._dropped_decisions = []
        self._error, self._hint, self._question = {}, {}, ""
        self._coach.clear()
        self._changed()
        self._advance(paced=True)

    def _prepared_deals(self) -> "dict[int, Deal] | None":
        if not self._deals:
            return None
        return dict(enumerate(self._deals[self._deal_offset :]))

    # ----------------------------------------------------------------- where
    def hand_on_table(self) -> int:
        """The hand shown (0-based): the one replayed, or at the end-of-hand moment the
        one just scored, or else the hand in play."""
        if self._replay is not None:
            return self._replay.hand
        g = self._game
        if g.hand_results and len(g.hand_results) > self._results_seen:
            return g.hand_results[-1].number
        return g.hand_number

    def hand_start(self, hand: int) -> int:
        """Where hand ``hand`` starts in the game's history (its deal)."""
        return Replay(self._game, hand).start

    def _prepared_in_play(self) -> bool:
        """A prepared deal is on the table, begun and not finished: a click would lose it."""
        return self.deal_index() is not None and self.stage not in ("hand_over",) and self._hand_started()

    def _hand_started(self) -> bool:
        # Read from the game's state, not its history: this is asked at every sync.
        g = self._game
        return g.phase != "auction" or bool(g.auction)

    def deal_index(self) -> "int | None":
        """Which prepared deal of ``deals=[...]`` is on the table (0-based), if one is."""
        if not self._deals:
            return None
        i = self._deal_offset + self.hand_on_table()
        return i if i < len(self._deals) else None

    # ------------------------------------------------------------------ state
    def control_settings(self) -> dict[str, Any]:
        """The deal-control part of the ``settings`` state."""
        index = self.deal_index()
        return {
            "confirm": self._settings.confirm,
            "can_redo": bool(self._game.undone) and self._replay is None,
            "can_restart": self._replay is None and self._hand_started_or_over(),
            "deals": None if not self._deals else {"index": index, "count": len(self._deals)},
            "can_next_deal": bool(self._deals) and index is not None and index + 1 < len(self._deals or ()),
            # A teacher's "Next move" also makes the learner's move (see step_for_learner).
            "step_self": self._settings.teacher,
        }

    def _hand_started_or_over(self) -> bool:
        return self.stage == "hand_over" or self._hand_started()

    def question_state(self, lang: str) -> dict[str, Any]:
        """The question asked before throwing play away (``{}`` when none is)."""
        if not self._question:
            return {}
        params: dict[str, Any] = {}
        if self._question == "next_deal":
            index = self.deal_index() or 0
            params = {"n": index + 2, "m": len(self._deals or ())}
        return {
            "action": self._question,
            "text": present_label(f"ask_{self._question}", lang, **params),
            "yes": present_label("yes", lang),
            "no": present_label("no", lang),
        }

    def replay_parts(self, lang: str) -> dict[str, Any]:
        """The state keys a replay shows instead of the live table's."""
        r = self._replay
        assert r is not None
        g = r.game_at()
        view = seat_view(g, self._seat, self._settings.open_hands or r.finished)
        if g.hand_number != r.hand:
            view = hand_over_view(view)
        view["legal"] = []
        moves = self._replay_moves(r, lang)
        return {
            "view": view,
            "notes": make_notes(g, self._seat, view, lang, live=False),
            "explanations": self._explainer.entries(view, g, self._rules, lang, False),
            "moves": moves,
            "announcement": moves[-1]["text"] if moves else "",
            "result": {},
            "replay": self._replay_words(r, g, view, moves, lang),
        }

    def replay_state(self, lang: str) -> dict[str, Any]:
        """The ``replay`` state: where the replay stands, in numbers and words."""
        return self.replay_parts(lang)["replay"] if self._replay is not None else {}

    def _replay_moves(self, r: Replay, lang: str) -> list[dict[str, Any]]:
        g = r.game_at(0)
        out = []
        reveal = self._settings.open_hands or r.finished
        why_of = {d.index: d for d in self._decisions if d.hand == r.hand}
        for k in range(r.position):
            seat = str(g.to_move)
            action = r.action(k)
            trump = g.trump.value if g.trump is not None else None
            decision = why_of.get(r.start + k)
            why = ""
            if decision is not None:
                why = reason_text(decision.reason, author=seat, seat=self._seat, reveal=reveal, lang=lang)
            text = move_text(seat, action, trump, self._seat, reveal, lang)
            out.append({"n": k + 1, "hand": r.hand, "seat": seat, "text": text, "why": why})
            g.apply(action)
        return out[-12:]

    def _replay_words(
        self, r: Replay, g: Game, view: dict[str, Any], moves: list[dict[str, Any]], lang: str
    ) -> dict[str, Any]:
        facts = r.facts()
        trick = r.trick_on_table(g)
        hand = r.hand + 1
        if facts["phase"] == "hand_over":
            text = present_label("replay_end", lang, hand=hand)
        elif r.position == 0:
            text = present_label("replay_deal", lang, hand=hand)
        elif trick is None:
            text = present_label("replay_auction", lang, hand=hand, move=r.position)
        else:
            text = present_label(
                "replay_trick", lang, hand=hand, trick=trick["number"], tricks=6, card=len(trick["plays"])
            )
        why = ""
        if trick is not None and trick["winner"] is not None:
            entry = self._explainer.trick(
                r.hand, trick["number"] - 1, {"plays": trick["plays"], "winner": trick["winner"]},
                view["trump"], lang,
            )  # fmt: skip
            why = entry["text"]
        move = moves[-1] if moves and r.position > 0 else None
        return {
            "hand": hand,
            "position": r.position,
            "last": r.last,
            "finished": r.finished,
            "trick": trick,
            "move": {"seat": move["seat"], "text": move["text"]} if move else None,
            "text": text,
            "why": why,
            "at_start": r.position == 0,
            "at_end": r.position == r.last,
        }
