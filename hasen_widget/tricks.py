"""Two pure rules of the play (RULES.md §7): who wins a trick, and which cards may be played.

>>> trick_winner(["A♥", "J♦", "K♥"], "hearts")   # the left bower J♦ is a heart, above the ace
1
>>> [str(c) for c in legal_plays(["J♦", "9♣", "A♠"], ["Q♥"], "hearts")]
['J♦']

A finished trick is kept as a :class:`Trick`.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .cards import EFFECTIVE_SUIT, TRUMP_POWER, Card, CardError, Suit, parse_cards, quote
from .errors import refuse_unknown

__all__ = ["Trick", "trick_winner", "legal_plays", "led_suit"]


class Trick(NamedTuple):
    """One finished trick: who led, the ``(seat, card)`` plays in order, and the winner.

    Immutable (a named tuple: the engine builds one per trick, so it must be cheap).

    >>> t = Trick("N", (("N", Card.parse("A♥")), ("E", Card.parse("J♦"))), "E")
    >>> t.winner, t.to_dict()["plays"]
    ('E', [['N', 'A♥'], ['E', 'J♦']])
    """

    leader: str
    plays: tuple[tuple[str, Card], ...]
    winner: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "plays": [[s, str(c)] for s, c in self.plays],
            "winner": self.winner,
        }


_new_trick = tuple.__new__  # Trick(...) without the checks below (the engine uses it too)
_trick_new = Trick.__new__


def _checked_trick_new(cls: Any, *args: Any, **kwargs: Any) -> Any:
    # Trick(leadr=...) names leader; the engine itself builds tricks with _new_trick.
    if kwargs:
        refuse_unknown("Trick", {k: v for k, v in kwargs.items() if k not in Trick._fields}, Trick._fields)
    return _trick_new(cls, *args, **kwargs)


setattr(Trick, "__new__", staticmethod(_checked_trick_new))  # noqa: B010 - a class attribute, set once


def _trump(trump: object) -> "Suit | None":
    return None if trump is None else Suit.parse(trump)


def _trick(cards: object, what: str, most: int) -> list[Card]:
    """The cards of a trick (a list or tuple of cards, or one text), each once, at most
    ``most`` of them; anything else is refused with CardError."""
    if isinstance(cards, str):
        parsed = parse_cards(cards)
    elif isinstance(cards, (list, tuple)):
        parsed = [Card.parse(c) for c in cards]
    else:
        raise CardError(f"{what} is a list of cards or a text such as 'A♥ J♦', not {quote(cards)}")
    if len(parsed) > most:
        raise CardError(f"{what} holds at most {most} cards, not {len(parsed)}")
    if len(set(parsed)) != len(parsed):
        raise CardError(f"a card cannot appear twice in {what}")
    return parsed


def led_suit(trick: object, trump: object) -> "Suit | None":
    """The suit of the first card *as played*; leading the Joker leads trump.

    >>> led_suit(["Joker"], "clubs")
    <Suit.CLUBS: 'C'>
    """
    cards = _trick(trick, "a trick", 4)
    t = _trump(trump)
    if not cards:
        return None
    return EFFECTIVE_SUIT[t][cards[0].index]


def trick_winner(cards: object, trump: object) -> int:
    """Index of the card that wins the trick; ``cards[0]`` was led.

    The highest trump wins; with no trump, the highest card of the suit led.
    A card of another plain suit never wins. Works for 1 to 4 cards.

    >>> trick_winner(["K♣", "A♠", "9♣"], "hearts")   # A♠ is off-suit and cannot win
    0
    >>> trick_winner(["A♣", "9♥"], "hearts")
    1
    """
    parsed = _trick(cards, "a trick", 4)
    if not parsed:
        raise CardError("a trick has 1 to 4 cards, not 0")
    t = _trump(trump)
    eff, power = EFFECTIVE_SUIT[t], TRUMP_POWER[t]
    led = eff[parsed[0].index]
    best, best_power = 0, power[parsed[0].index]
    for i in range(1, len(parsed)):
        idx = parsed[i].index
        s = eff[idx]
        # A card counts only if it is trump or follows the led suit; trumps' powers
        # (>100) beat any plain power, so one comparison covers both cases.
        if (s is t or s is led) and power[idx] > best_power:
            best, best_power = i, power[idx]
    return best


def legal_plays(hand: object, trick: object, trump: object) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards already in it).

    Follow the led suit *as played* if you can (the Joker and both bowers are trumps);
    otherwise any card. Leading, any card. A hand holds each card once and none of the
    trick's, and a trick still to be played to holds at most 3 cards: anything else is
    refused with CardError.

    >>> [str(c) for c in legal_plays("J♦ 9♦ A♠", ["K♦"], "hearts")]   # J♦ is a heart now
    ['9♦']
    """
    cards = _trick(hand, "a hand", 6)
    played = _trick(trick, "a trick still to be played to", 3)
    t = _trump(trump)
    for c in cards:
        if c in played:
            raise CardError(f"{c} is in the trick already, so it cannot be in the hand")
    if not played:
        return cards
    eff = EFFECTIVE_SUIT[t]
    led = eff[played[0].index]
    follow = [c for c in cards if eff[c.index] is led]
    return follow or cards
