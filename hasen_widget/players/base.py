"""The one player interface: a player sees only a seat's view and answers with an action text.

A view is what :func:`hasen_widget.view.seat_view` returns for the seat to move; a
player never gets the :class:`~hasen_widget.game.Game` itself, so it cannot peek.

>>> from hasen_widget import Game
>>> from hasen_widget.view import seat_view
>>> g = Game(seed=7)
>>> class Passer(BasePlayer):
...     def decide(self, view):
...         return Decision("pass", None)
>>> Passer().choose(seat_view(g, g.to_move))
'pass'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from ..reasons import Reason

__all__ = ["Decision", "Player", "BasePlayer", "NotYourTurn"]


class NotYourTurn(ValueError):
    """A player was asked to act on a view that offers it no legal action."""


@dataclass(frozen=True)
class Decision:
    """An action text from ``view["legal"]`` and the :class:`Reason` for it (``None`` for
    players that have no reasons, such as the random player)."""

    action: str
    reason: "Reason | None" = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form for the widget: ``{"action": ..., "reason": {...} | None}``."""
        return {"action": self.action, "reason": None if self.reason is None else self.reason.to_dict()}


@runtime_checkable
class Player(Protocol):
    """Anything with ``choose(view) -> action text`` and ``decide(view) -> Decision``."""

    def choose(self, view: Mapping[str, Any]) -> str: ...

    def decide(self, view: Mapping[str, Any]) -> Decision: ...


class BasePlayer:
    """Implements ``choose`` from ``decide`` and checks the view offers a choice."""

    name = "player"

    def choose(self, view: Mapping[str, Any]) -> str:
        return self.decide(view).action

    def decide(self, view: Mapping[str, Any]) -> Decision:  # pragma: no cover - abstract
        raise NotImplementedError

    @staticmethod
    def _legal(view: Mapping[str, Any]) -> list[str]:
        legal = list(view.get("legal") or [])
        if not legal:
            raise NotYourTurn(f"seat {view.get('seat')!r} has nothing to do now: view['legal'] is empty")
        return legal

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"
