"""Computer players for Hasenpfeffer, all behind one interface.

A player is given only what its seat may see (``seat_view(game, seat)``) and returns an
action text from ``view["legal"]``; ``decide`` adds the :class:`~hasen_widget.reasons.Reason`.

>>> from hasen_widget import Game
>>> g = Game(seed=7)
>>> log = play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
>>> len(g.hand_results), all(d.reason is not None for _, d in log)
(1, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..deal import SEATS
from ..view import seat_view
from . import advice_messages as _advice_messages  # noqa: F401 - the codes of the levels' players
from . import messages as _messages  # noqa: F401 - registers the reason codes of the players
from .base import BasePlayer, Decision, NotYourTurn, Player
from .random_player import RandomPlayer
from .rule_of_thumb import RuleOfThumbPlayer

__all__ = [
    "Player",
    "BasePlayer",
    "Decision",
    "NotYourTurn",
    "RandomPlayer",
    "RuleOfThumbPlayer",
    "SearchPlayer",
    "play_bots",
    "hint",
    "hand_value",
    "HandValue",
    "LevelPlayer",
    "LEVELS",
    "level_players",
    "strongest_player",
]


def play_bots(
    game: Any,
    players: Mapping[str, Player],
    until_seat: "str | None" = None,
    until_hand_end: bool = False,
    max_actions: int = 10_000,
) -> list[tuple[str, Decision]]:
    """Let the computer players in ``players`` (seat -> player) act until it is the turn
    of a seat without a player (or ``until_seat``), the match is over, or, with
    ``until_hand_end``, the current hand has been scored. Each player sees only its
    ``seat_view``. Returns the ``(seat, decision)`` pairs taken, in order.
    """
    for s in players:
        if s not in SEATS:
            raise ValueError(f"players must be keyed by seat N, E, S or W, not {s!r}")
    log: list[tuple[str, Decision]] = []
    start_hand = len(game.hand_results)
    while len(log) < max_actions:
        seat = game.to_move
        if seat is None or seat == until_seat or seat not in players:
            break
        if until_hand_end and len(game.hand_results) > start_hand:
            break
        decision = players[seat].decide(seat_view(game, seat))
        game.apply(decision.action, seat=seat)
        log.append((seat, decision))
    return log


def __getattr__(name: str):
    # The search player and hints pull in the solver; load them on first use.
    if name == "SearchPlayer":
        from .search import SearchPlayer

        return SearchPlayer
    if name in ("hand_value", "HandValue"):
        from . import hand_model as _hv

        return getattr(_hv, name)
    if name in ("LevelPlayer", "LEVELS", "level_players", "strongest_player"):
        from . import levels as _levels

        return getattr(_levels, name)
    if name == "hint":
        # upward (analysis layer): resolved on first use, pyproject's ignore_imports.
        from ..analysis import hint

        return hint
    raise AttributeError(f"module 'hasen_widget.players' has no attribute {name!r}")
