"""hasen-widget: learn and teach the card game Hasenpfeffer in Jupyter.

The rules engine is importable without the widget (no Jupyter imports happen until
``HasenWidget`` or a quiz is first touched):

>>> from hasen_widget import Card, trick_winner
>>> trick_winner(["A♥", "J♦"], "hearts")
1
"""

from __future__ import annotations

import importlib

# First: decides whether the engine modules load compiled or from source (see _native).
from . import _native  # noqa: F401  # isort: skip
from .actions import Action, ActionError
from .cards import DECK, JOKER, Card, CardError, Suit, effective_suit, parse_cards, sort_hand, trump_ladder
from .deal import SEATS, Deal, DealError
from .game import Game, GameFormatError, HandResult, IllegalAction, Trick
from .rules import RuleError, RuleSet
from .tricks import legal_plays, trick_winner

__version__ = "0.1.0"

__all__ = [
    "Action",
    "ActionError",
    "Card",
    "CardError",
    "DECK",
    "JOKER",
    "Suit",
    "effective_suit",
    "parse_cards",
    "sort_hand",
    "trump_ladder",
    "SEATS",
    "Deal",
    "DealError",
    "Game",
    "GameFormatError",
    "HandResult",
    "IllegalAction",
    "Trick",
    "RuleError",
    "RuleSet",
    "legal_plays",
    "trick_winner",
    "__version__",
]

# Widget-side names load lazily so that `import hasen_widget` stays fast and needs
# no Jupyter packages for engine-only users (PEP 562).
_LAZY = {
    "HasenWidget": ("hasen_widget.widget", "HasenWidget"),
    "TrickQuiz": ("hasen_widget.quiz", "TrickQuiz"),
    "FollowSuitQuiz": ("hasen_widget.quiz", "FollowSuitQuiz"),
}


def __getattr__(name: str):
    if name in _LAZY:
        module, attr = _LAZY[name]
        value = getattr(importlib.import_module(module), attr)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'hasen_widget' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*__all__, *_LAZY])
