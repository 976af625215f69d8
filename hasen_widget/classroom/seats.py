"""A class's table: the notebook's :class:`~hasen_widget.table.Table`, with any seats
taken by students.

At a duplicate table one student plays against three computer players, exactly as in
a notebook. At a table of four each seat is a student, a computer player or empty (the
table waits there until the teacher fills it). Each student's words (their refusal,
their hint, their coach) are kept apart: :meth:`ClassTable.state_for` is
``Table.state()`` seen from that seat, built on ``seat_view`` and nothing else.

A server's computer players think elsewhere (``think``: a worker process, see
:mod:`.run`), so one table's thinking never holds up another student's update: the
table asks for the decision at once and makes the move when both the decision and its
pace are there. Without ``think`` (a test, a doctest) they think in place, as in a notebook.

>>> from hasen_widget.table import ImmediateScheduler
>>> t = ClassTable(deal_text=None, seed=7, seats={"S": "1"}, scheduler=ImmediateScheduler(), pace=0)
>>> t.game.to_move, t.state_for("S")["view"]["hands"]["N"]
('S', None)
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from ..deal import SEATS, partner_of
from ..game import Game
from ..players.base import Decision
from ..reasons import Reason
from ..table import Table
from ..table.coach import Coach
from ..table.speech import move_text, reason_text
from ..table.state import PAGE_REPLY_GAP
from ..table.turns import keeps_learner_in
from ..view import seat_view

__all__ = ["ClassTable", "BOT", "Think", "decide"]

#: A seat a computer player holds.
BOT = "bot"
#: Where a computer player's decision is made: ``think(player, view)`` returns a future
#: of :func:`decide`'s answer.
Think = Callable[[Any, dict], "asyncio.Future[dict[str, Any]]"]


def decide(player: Any, view: dict) -> dict[str, Any]:
    """A computer player's decision as JSON-ready data (what a worker process runs and
    sends back: a ``Reason`` is read-only and does not pickle).

    >>> from hasen_widget import Game
    >>> from hasen_widget.players import RuleOfThumbPlayer
    >>> g = Game(seed=1)
    >>> decide(RuleOfThumbPlayer(), seat_view(g, g.to_move))["action"] in [str(a) for a in g.legal_actions()]
    True
    """
    return player.decide(view).to_dict()


def _decision(data: dict[str, Any]) -> Decision:
    reason = data.get("reason")
    return Decision(data["action"], None if reason is None else Reason.from_dict(reason))


class _Thinking:
    """A computer move under way: its decision asked for at once, the move made when the
    decision is back and its pace is over. It stands in the table's timer slot, so
    everything that cancels the table's timer (undo, pause, a seat changing hands, the
    next deal) also drops a decision still on its way."""

    def __init__(self, table: "ClassTable", delay: float) -> None:
        self.table, self.cancelled = table, False
        self.decision: "Decision | None" = None
        game = table.game
        self.at = (game, len(game.history))
        self.timer = table.scheduler.call_later(delay, self._due)
        self.due = self.timer is None
        if game.undone:  # after an undo the computer replays its recorded move: nothing to think
            self.decision = Decision(game.undone[0])
            self.replay = True
        else:
            self.replay = False
            seat = game.to_move
            assert table.think is not None and seat is not None
            try:
                fut = table.think(table.players[seat], seat_view(game, seat))
            except Exception:  # noqa: BLE001 - no worker (it died): think here rather than stall
                self.decision = table.players[seat].decide(seat_view(game, seat))
            else:
                fut.add_done_callback(self._thought)

    def cancel(self) -> None:
        self.cancelled = True
        if self.timer is not None:
            self.timer.cancel()

    def _due(self) -> None:
        self.due = True
        self._ready()

    def _thought(self, fut: "asyncio.Future[dict[str, Any]]") -> None:
        if self.cancelled or fut.cancelled():
            return
        if fut.exception() is not None:  # the worker failed: think here rather than stall
            seat = self.table.game.to_move or ""
            self.decision = self.table.players[seat].decide(seat_view(self.table.game, seat))
        else:
            self.decision = _decision(fut.result())
        self._ready()

    def _ready(self) -> None:
        if self.cancelled or not self.due or self.decision is None:
            return
        self.table.move_thought(self)


class ClassTable(Table):
    """A table whose ``seats`` map each seat to a student id, :data:`BOT` or ``None``
    (empty). Keyword arguments are :class:`Table`'s (``deal`` is ``deal_text``)."""

    def __init__(
        self,
        *,
        deal_text: "str | None",
        seats: Mapping[str, "str | None"],
        think: "Think | None" = None,
        **kw: Any,
    ) -> None:
        self.think = think
        self._said: dict[tuple, Any] = {}
        self.seats: dict[str, "str | None"] = {s: seats.get(s, BOT) for s in SEATS}
        humans = [s for s in SEATS if self.seats[s] not in (BOT, None)]
        self._coach_on = bool(kw.get("coach", False))
        self._words: dict[str, dict[str, Any]] = {}  # seat -> its error, hint and coach
        self.deal_text = deal_text
        super().__init__(deal=deal_text, seat=humans[0] if humans else "S", **kw)

    # ------------------------------------------------------------ the seats
    def is_student(self, seat: str) -> bool:
        return self.seats.get(seat) not in (BOT, None)

    def set_seat_holder(self, seat: str, holder: "str | None") -> None:
        """Give ``seat`` to a student id, a computer player (:data:`BOT`) or nobody."""
        self.seats[seat] = holder
        if self.seats.get(self._seat) in (BOT, None) and holder not in (BOT, None):
            self._seat = seat
        self._cancel_timer()
        self._advance(paced=True)
        self._changed()

    def _bot_to_move(self) -> bool:
        to_move = self._game.to_move
        return to_move is not None and self.seats.get(to_move) == BOT and self.stage != "hand_over"

    def last_move_by(self, seat: str) -> bool:
        """The hand's last move so far is ``seat``'s (nobody has moved since, and the
        hand is not over): what a student at a table of four may take back."""
        if self.hand_done or not self._game.history:
            return False
        return self._history_actors()[-1] == seat

    @contextmanager
    def as_seat(self, seat: str) -> Iterator[None]:
        """Within: the table is seen and played from ``seat`` (its own refusal, hint, coach)."""
        old = self._seat
        if seat == old:
            yield
            return
        self._stash(old)
        self._seat = seat
        self._unstash(seat)
        try:
            yield
        finally:
            self._stash(seat)
            self._seat = old
            self._unstash(old)

    def _stash(self, seat: str) -> None:
        self._words[seat] = {"error": self._error, "hint": self._hint, "coach": self._coach}

    def _unstash(self, seat: str) -> None:
        w = self._words.get(seat)
        if w is None:
            w = {"error": {}, "hint": {}, "coach": Coach(self._coach_on)}
        self._error, self._hint, self._coach = w["error"], w["hint"], w["coach"]

    # ------------------------------------------------ words said once per seat
    # A server sends each student's state after every move at their table: the words of
    # the moves already made, and of a finished hand, are kept rather than made again.
    def _moves_state(self) -> list[dict[str, Any]]:
        if len(self._said) > 2000:
            self._said.clear()
        out = []
        for m in self._moves:
            over = m["hand"] < self._game.hand_number
            key = (m["n"], m["hand"], self._seat, self._settings.open_hands, over, self._settings.lang)
            said = self._said.get(key)
            if said is None:
                text = move_text(
                    m["seat"],
                    m["action"],
                    m["trump"],
                    self._seat,
                    self._settings.open_hands,
                    self._settings.lang,
                )
                why = reason_text(
                    m["reason"],
                    author=m["seat"],
                    seat=self._seat,
                    reveal=self._settings.open_hands or over,
                    lang=self._settings.lang,
                )
                said = self._said[key] = {
                    "n": m["n"],
                    "hand": m["hand"],
                    "seat": m["seat"],
                    "text": text,
                    "why": why,
                }
            out.append(said)
        return out

    def _result_state(self) -> dict[str, Any]:
        g = self._game
        key = (
            "result",
            self._seat,
            len(g.hand_results),
            len(self._decisions),
            self._settings.lang,
            self._coach.available,
        )
        said = self._said.get(key)
        if said is None:
            said = self._said[key] = super()._result_state()
        return said

    def state_for(self, seat: str) -> dict[str, Any]:
        """``Table.state()`` as ``seat`` sees it."""
        with self.as_seat(seat):
            return self.state()

    def act_for(self, seat: str, action: str) -> None:
        """``seat`` takes ``action`` (raises ``IllegalAction``, shown to that seat only)."""
        with self.as_seat(seat):
            self.act(action, from_page=True)

    def set_class_coach(self, on: bool) -> None:
        """The teacher's coach switch, for every seat of this table."""
        self._coach_on = bool(on)
        self._coach.set_on(on)
        for w in self._words.values():
            w["coach"].set_on(on)
        self._changed()

    # ------------------------------------------------------------ the clock
    @property
    def scheduler(self) -> Any:
        return self._scheduler

    @property
    def players(self) -> dict[str, Any]:
        return self._players

    def _advance(self, paced: bool, gap: bool = False, first_delay: "float | None" = None) -> None:
        """As ``Table._advance``, with the computer's decision made by ``think``: one
        move at a time, each in its own turn of the server's loop."""
        if self.think is None:
            super()._advance(paced, gap, first_delay)
            return
        if self._timer is not None:
            return
        self._chain_paced = paced or self._settings.pace > 0
        if not self._bot_to_move() or self._settings.step:
            return
        delay, kind = self._settings.pace, "pace"
        if gap:
            delay = max(delay, PAGE_REPLY_GAP)
        if self._chain_paced and self._trick_just_ended() and self._settings.linger > 0:
            delay, kind = max(delay, self._settings.linger), "linger"
        if first_delay is not None:
            delay, kind = first_delay, "pace"
        self._timer, self._timer_kind = _Thinking(self, delay), kind
        if kind == "linger":
            self._changed()  # the stage changed: the finished trick stays in view

    def move_thought(self, thinking: _Thinking) -> None:
        """The computer's decision is back and its pace over: make the move."""
        if self._timer is not thinking:
            return
        self._timer, self._timer_kind = None, ""
        game = self._game
        if thinking.at != (game, len(game.history)) or not self._bot_to_move():
            self._advance(paced=self._chain_paced)  # the table moved meanwhile: think again
            return
        seat, decision = game.to_move, thinking.decision
        assert seat is not None and decision is not None
        try:
            if thinking.replay:
                self._apply(game.undone[0], seat, self._recorded_reason(), recorded=True)
            else:
                if self.seats.get(partner_of(seat)) not in (BOT, None):  # a student's partner
                    decision = keeps_learner_in(decision, seat, partner_of(seat))
                self._apply(decision.action, seat, decision.reason)
            self._linger_on_last_trick(paced=self._chain_paced)
            self._changed()
            self._advance(paced=self._chain_paced)
        except Exception as e:  # noqa: BLE001 - shown at the table, never lost in a log
            self.show_error(f"Something went wrong in Python: {type(e).__name__}")

    def pause(self) -> None:
        self._cancel_timer()

    def resume(self) -> None:
        self._advance(paced=True)

    def restore(self, history: list[str]) -> None:
        """Replay ``history`` (canonical move texts) on a fresh deal: the table as it was."""
        self._cancel_timer()
        game = Game(self._rules, self._seed, deal=self.deal_text)
        for text in history:
            game.apply(text)
        self._game = game
        self._results_seen = 0
        self._moves, self._decisions = [], []
        self._changed()
        self._advance(paced=True)

    @property
    def hand_done(self) -> bool:
        return bool(self._game.hand_results)
