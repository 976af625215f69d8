"""Two pure rules of the play (RULES.md §7): who wins a trick, and which cards may be played.

>>> trick_winner(["A♥", "J♦", "K♥"], "hearts")   # the left bower J♦ is a heart, above the ace
1
>>> [str(c) for c in legal_plays(["J♦", "9♣", "A♠"], ["Q♥"], "hearts")]
['J♦']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import _EFF_SUIT, _POWER, Card, CardError, CardLike, Suit

__all__ = ["trick_winner", "legal_plays", "led_suit"]


def _trump(trump: "Suit | str | None") -> "Suit | None":
    return None if trump is None else Suit.parse(trump)


def led_suit(trick: Sequence[CardLike], trump: "Suit | str | None") -> "Suit | None":
    """The suit of the first card *as played*; leading the Joker leads trump.

    >>> led_suit(["Joker"], "clubs")
    <Suit.CLUBS: 'C'>
    """
    if not trick:
        return None
    return _EFF_SUIT[_trump(trump)][Card.parse(trick[0]).index]


def trick_winner(cards: Sequence[CardLike], trump: "Suit | str | None") -> int:
    """Index of the card that wins the trick; ``cards[0]`` was led.

    The highest trump wins; with no trump, the highest card of the suit led.
    A card of another plain suit never wins. Works for 2, 3 or 4 cards.

    >>> trick_winner(["K♣", "A♠", "9♣"], "hearts")   # A♠ is off-suit and cannot win
    0
    >>> trick_winner(["A♣", "9♥"], "hearts")
    1
    """
    if not 1 <= len(cards) <= 4:
        raise CardError(f"a trick has 1 to 4 cards, not {len(cards)}")
    t = _trump(trump)
    eff, power = _EFF_SUIT[t], _POWER[t]
    parsed = [Card.parse(c) for c in cards]
    if len({c.index for c in parsed}) != len(parsed):
        raise CardError("a card cannot appear twice in one trick")
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


def legal_plays(
    hand: Iterable[CardLike], trick: Sequence[CardLike], trump: "Suit | str | None"
) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards already in it).

    Follow the led suit *as played* if you can (the Joker and both bowers are trumps);
    otherwise any card. Leading, any card.

    >>> [str(c) for c in legal_plays("J♦ 9♦ A♠", ["K♦"], "hearts")]   # J♦ is a heart now
    ['9♦']
    """
    if isinstance(hand, str):
        from .cards import parse_cards

        cards = parse_cards(hand)
    else:
        cards = [Card.parse(c) for c in hand]
    if not trick:
        return cards
    t = _trump(trump)
    eff = _EFF_SUIT[t]
    led = eff[Card.parse(trick[0]).index]
    follow = [c for c in cards if eff[c.index] is led]
    return follow or cards
