"""Actions a player takes, each with the readable form players write.

Actions are interned: ``Action.parse("bid 3") is bid(3)``, so the engine compares them
by identity and stores them in history as their text.

>>> str(Action.parse("Play j♦")), str(bid(4)), str(PASS)
('play J♦', 'bid 4', 'pass')
>>> Action.parse("trump hearts") is trump_action("♥")
True
"""

from __future__ import annotations

from typing import Union

from .cards import _BUILD_TOKEN, DECK, Card, CardError, CardLike, Suit, SuitLike, ascii_lower, quote
from .errors import HasenError

__all__ = [
    "Action",
    "ActionError",
    "PASS",
    "LITTLE_PEPPER",
    "BIG_PEPPER",
    "ALONE",
    "NOT_ALONE",
    "DEFEND_ALONE",
    "bid",
    "trump_action",
    "discard",
    "play",
    "ActionLike",
]


class ActionError(HasenError, ValueError):
    """Text that is not an action at all (as opposed to a legal-looking but refused one)."""


#: Longest text read as an action ("defend alone", "discard Joker" and spacing); longer
#: text is refused unread.
ACTION_TEXT_LIMIT = 40


class Action:
    """One decision: ``kind`` is ``pass``, ``bid``, ``little pepper``, ``big pepper``,
    ``trump``, ``discard``, ``alone``, ``not alone``, ``defend alone`` or ``play``.

    ``bid`` holds the bid's rank for bids (1–6; Little Pepper 6, Big Pepper 7),
    ``suit`` the suit for ``trump``, ``card`` the card for ``discard``/``play``.

    >>> a = Action.parse("big pepper"); a.kind, a.bid
    ('big pepper', 7)
    """

    __slots__ = ("kind", "bid", "suit", "card", "_text")

    kind: str
    bid: "int | None"
    suit: "Suit | None"
    card: "Card | None"
    _text: str

    def __init__(
        self,
        kind: str = "",
        text: str = "",
        bid: "int | None" = None,
        suit: "Suit | None" = None,
        card: "Card | None" = None,
        _token: object = None,
    ) -> None:
        # Only _make builds actions (interned, compared by identity); see Card.__init__.
        if _token is not _BUILD_TOKEN:
            raise TypeError("actions are fixed: use Action.parse('bid 3') or the helpers")
        self.kind, self.bid, self.suit, self.card, self._text = kind, bid, suit, card, text

    @classmethod
    def _make(
        cls,
        kind: str,
        text: str,
        bid: "int | None" = None,
        suit: "Suit | None" = None,
        card: "Card | None" = None,
    ) -> "Action":
        return cls(kind, text, bid, suit, card, _BUILD_TOKEN)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action({self._text!r})"

    def __reduce__(self):
        return (Action.parse, (self._text,))

    @property
    def bid_value(self) -> "int | None":
        """Tricks the bid promises: 1–6 (both peppers promise all six)."""
        return None if self.bid is None else min(self.bid, 6)

    @staticmethod
    def parse(text: object) -> "Action":
        """Read an action from its text: ``"pass"``, ``"bid 3"``, ``"3"``, ``"little pepper"``,
        ``"trump ♥"``/``"trump hearts"``, ``"discard 9♣"``, ``"alone"``, ``"not alone"``,
        ``"defend alone"``, ``"play J♦"``.
        """
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise ActionError(f"an action must be text such as 'bid 3' or 'play J♦', not {quote(text)}")
        if len(text) > ACTION_TEXT_LIMIT:
            raise ActionError(
                f"cannot read action {quote(text)}: an action is at most {ACTION_TEXT_LIMIT} characters"
            )
        words = ascii_lower(text.strip()).split()
        key = " ".join(words)
        if key in _FIXED:
            return _FIXED[key]
        if len(words) == 1 and words[0].isascii() and words[0].isdigit():
            words = ["bid", words[0]]
        if len(words) == 2:
            verb, arg = words
            try:
                if verb == "bid" and arg in _BIDS:
                    return _BIDS[arg]
                if verb == "trump":
                    return _TRUMPS[Suit.parse(arg)]
                if verb == "discard":
                    return _DISCARDS[Card.parse(arg).index]
                if verb == "play":
                    return _PLAYS[Card.parse(arg).index]
            except CardError as e:
                raise ActionError(f"cannot read action {quote(text)}: {e}") from None
        raise ActionError(
            f"cannot read action {quote(text)}: write pass, bid N, little pepper, big pepper, "
            "trump SUIT, discard CARD, alone, not alone, defend alone or play CARD"
        )


ActionLike = Union[Action, str]

PASS = Action._make("pass", "pass")
LITTLE_PEPPER = Action._make("little pepper", "little pepper", bid=6)
BIG_PEPPER = Action._make("big pepper", "big pepper", bid=7)
ALONE = Action._make("alone", "alone")
NOT_ALONE = Action._make("not alone", "not alone")
DEFEND_ALONE = Action._make("defend alone", "defend alone")
_FIXED = {a._text: a for a in (PASS, LITTLE_PEPPER, BIG_PEPPER, ALONE, NOT_ALONE, DEFEND_ALONE)}
_BIDS = {str(n): Action._make("bid", f"bid {n}", bid=n) for n in range(1, 7)}
_TRUMPS = {s: Action._make("trump", f"trump {s.symbol}", suit=s) for s in Suit}
_DISCARDS = tuple(Action._make("discard", f"discard {c}", card=c) for c in DECK)
_PLAYS = tuple(Action._make("play", f"play {c}", card=c) for c in DECK)


def bid(n: object) -> Action:
    """The action ``bid n``: ``n`` a whole number from 1 to 6, or its digit as text.

    A boolean or a float is refused, not rounded (``bid(3.9)`` is not ``bid 3``).

    >>> bid(3) is bid("3")
    True
    """
    found = None
    if type(n) is int:
        found = _BIDS.get(str(n)) if 1 <= n <= 6 else None
    elif isinstance(n, str) and len(n) <= 8:
        found = _BIDS.get(n.strip())
    if found is None:
        raise ActionError(f"a bid is a whole number from 1 to 6, not {quote(n)}")
    return found


def trump_action(suit: SuitLike) -> Action:
    """The action ``trump ♥``."""
    return _TRUMPS[Suit.parse(suit)]


def discard(card: CardLike) -> Action:
    """The action ``discard 9♣``."""
    return _DISCARDS[Card.parse(card).index]


def play(card: CardLike) -> Action:
    """The action ``play J♦``."""
    return _PLAYS[Card.parse(card).index]
