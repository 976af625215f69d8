"""Whose turn it is, and when the computer players move: each after ``pace`` seconds,
a new lead after a finished trick has lingered ``linger`` seconds, nothing past the end
of a hand until the learner has seen it.

:class:`Turns` is the part of :class:`~hasen_widget.table.Table` that runs the table's
clock (a mixin: it uses the table's game, settings and players). The clock itself is a
:class:`~hasen_widget.table.clock.Scheduler`, so a test steps it by hand.

>>> from hasen_widget.table import Table, ManualScheduler
>>> clock = ManualScheduler()
>>> t = Table(seed=3, seat="E", pace=0.5, scheduler=clock)
>>> t.game.to_move != "E" and t.stage == "play" and len(clock.pending) == 1
True
>>> clock.run_all(); t.game.to_move
'E'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..deal import partner_of
from ..game import Game
from ..players.base import Decision
from ..reasons import Reason
from ..view import seat_view
from .clock import Handle, Scheduler
from .settings import TableSettings

__all__ = ["Turns", "PAGE_REPLY_GAP"]

# A move clicked in the page is answered at least this long after it was sent back, so
# the learner's own card reaches the page before the computer players use the CPU.
PAGE_REPLY_GAP = 0.03


#: What a computer partner plays instead of leaving the learner out of the hand.
_STAYS = {"alone": "not alone", "defend alone": "pass"}


def keeps_learner_in(decision: Decision, seat: str, learner: str) -> Decision:
    """The table's computer partner never goes (or defends) alone: the learner would sit
    the hand out and watch, though they came to play. Under the doubling for a lone hand
    the expected-score players often would; the reason, said after the hand, says why not.

    >>> keeps_learner_in(Decision("alone"), "N", "S").action
    'not alone'
    >>> keeps_learner_in(Decision("alone"), "E", "S").action  # an opponent may
    'alone'
    """
    if decision.action not in _STAYS or seat != partner_of(learner):
        return decision
    return Decision(_STAYS[decision.action], Reason("bot.stay_with_learner", {"partner": learner}))


class Turns:
    """The computer players' turns and the table's timers (part of ``Table``)."""

    # Set by Table.__init__ (declared here for the reader and the type checker).
    _game: Game
    _settings: TableSettings
    _chosen_players: frozenset[str]
    _seat: str
    _players: dict[str, Any]
    _scheduler: Scheduler
    _timer: "Handle | None"
    _timer_kind: str
    _chain_paced: bool
    _results_seen: int
    _last_trick_due: bool
    _replay: Any

    # Provided by Table and its deal control.
    # (Only for the type checker: at run time the table's own methods answer.)
    if TYPE_CHECKING:

        def _apply(self, action: str, seat: str, reason: Any, recorded: bool = False) -> str: ...
        def _recorded_reason(self) -> Any: ...
        def _changed(self) -> None: ...
        def show_error(self, text: str, reason: Any = None) -> None: ...

    @property
    def stage(self) -> str:
        """One of :data:`~hasen_widget.table.STAGES`: what the table is doing now."""
        if self._replay is not None:
            return "replay"
        if self._hand_unseen():
            # The hand's last trick lingers like the others before its result is shown.
            return "linger" if self._timer_kind == "linger_end" and self._timer is not None else "hand_over"
        if self._timer is not None and self._timer_kind == "linger":
            return "linger"
        return "play"

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
        assert seat is not None  # asked only on a computer player's turn (_bot_to_move)
        if self._game.undone:  # after undo or restart: the computer replays its recorded move
            self._apply(self._game.undone[0], seat, self._recorded_reason(), recorded=True)
            return
        decision = self._players[seat].decide(seat_view(self._game, seat))
        if seat not in self._chosen_players:
            decision = keeps_learner_in(decision, seat, self._settings.seat)
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
            or not (paced or self._settings.pace > 0)
            or self._settings.linger <= 0
        ):
            return
        handle = self._scheduler.call_later(self._settings.linger, self._last_trick_seen)
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
        self._chain_paced = paced or self._settings.pace > 0
        moved = False
        first = True
        while self._bot_to_move() and not self._settings.step:
            delay, kind = self._settings.pace, "pace"
            if first and gap:
                delay = max(delay, PAGE_REPLY_GAP)
            if self._chain_paced and self._trick_just_ended() and self._settings.linger > 0:
                delay, kind = max(delay, self._settings.linger), "linger"
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
            if self._bot_to_move() and not self._settings.step:
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
