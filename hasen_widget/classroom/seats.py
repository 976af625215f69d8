"""A class's table: the notebook's :class:`~hasen_widget.table.Table`, with any seats
taken by students.

At a duplicate table one student plays against three computer players, exactly as in
a notebook. At a table of four each seat is a student, a computer player or empty (the
table waits there until the teacher fills it). Each student's words (their refusal,
their hint, their coach) are kept apart: :meth:`ClassTable.state_for` is
``Table.state()`` seen from that seat, built on ``seat_view`` and nothing else.

>>> from hasen_widget.table import ImmediateScheduler
>>> t = ClassTable(deal_text=None, seed=7, seats={"S": "1"}, scheduler=ImmediateScheduler(), pace=0)
>>> t.game.to_move, t.state_for("S")["view"]["hands"]["N"]
('S', None)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from ..deal import SEATS
from ..game import Game
from ..table import Table
from ..table.coach import Coach

__all__ = ["ClassTable", "BOT"]

#: A seat a computer player holds.
BOT = "bot"


class ClassTable(Table):
    """A table whose ``seats`` map each seat to a student id, :data:`BOT` or ``None``
    (empty). Keyword arguments are :class:`Table`'s (``deal`` is ``deal_text``)."""

    def __init__(self, *, deal_text: "str | None", seats: Mapping[str, "str | None"], **kw: Any) -> None:
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
