"""Going back in a match: undo, redo, and replaying a history of actions.

A ``Game`` keeps its history of action texts; going back replays the history up to
that point from the seed (the engine is fast, and replaying is the one way that
cannot disagree with playing). The actions taken back wait to be redone, until any
other action is taken. ``Game.undo``, ``Game.redo`` and ``Game.replay`` are the way in;
not compiled (see ``hatch_build.py``): each step is the compiled ``Game.apply``.

>>> from hasen_widget import Game
>>> g = Game(seed=5)
>>> g.apply("pass"); g.apply("bid 2")
>>> undo(g, 2, None); g.history, g.undone
([], ('pass', 'bid 2'))
>>> redo(g); g.history, g.undone
(['pass'], ('bid 2',))
>>> replayed(Game, ["pass", "bid 2"], None, 5, None).history_seats == Game.replay(
...     ["pass", "bid 2"], seed=5).history_seats
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .cards import quote

if TYPE_CHECKING:  # the engine calls in with itself; this module never imports it
    from .game import Game

__all__ = ["undo", "redo", "replayed"]


def undo(game: "Game", steps: object, to: object) -> None:
    """Take back ``steps`` actions, or go back to ``len(history) == to`` (``Game.undo``)."""
    n = len(game.history)
    for name, value in (("steps", steps), ("to", to)):
        if (value is not None or name == "steps") and type(value) is not int:
            raise ValueError(f"undo: {name} must be a whole number, not {quote(value)}")
    target = n - steps if to is None else to  # type: ignore[operator]  # checked above
    if type(target) is not int or not 0 <= target <= n:
        raise ValueError(f"cannot undo to step {quote(target)}: the history has {n} actions")
    undone = game.history[target:]
    keep = game._redo
    game._redo = []  # replaying must not clear the redo list we are about to extend
    kept = game.history[:target]
    game._reset()
    for text in kept:
        game.apply(text)
    # Oldest undone action first: redo() re-applies them in their original order.
    game._redo = undone + keep


def redo(game: "Game") -> None:
    """Re-apply the earliest action still undone (``Game.redo``)."""
    if not game._redo:
        raise ValueError("nothing to redo")
    keep = game._redo
    game._redo = []  # apply() clears the redo list; keep the rest aside
    try:
        game.apply(keep[0])
    finally:
        game._redo = keep
    del keep[0]


def replayed(cls: "type[Game]", history: object, rules: object, seed: object, deals: object) -> "Game":
    """A new ``cls`` with ``history`` (action texts, in order) applied (``Game.replay``)."""
    if isinstance(history, (str, bytes)) or not isinstance(history, Iterable):
        raise ValueError(
            f"history must be a list of action texts such as ['pass', 'bid 3'], not {quote(history)}"
        )
    g = cls(rules, seed, deals=deals)
    for text in history:
        g.apply(text)
    return g
