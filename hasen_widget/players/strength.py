"""A hand-strength model: how many tricks a hand is worth with a given trump.

Used for bids, trump, discard and going alone, by the rule-of-thumb and the search
player alike (open-hand search overbids: it assumes the cards lie as they do).

>>> from hasen_widget.cards import parse_cards, Suit
>>> round(hand_tricks(parse_cards("Joker JH JD AH KH AS"), Suit.HEARTS), 1)
6.0
>>> round(hand_tricks(parse_cards("9C TD QS 9H TC KD"), Suit.HEARTS), 1)
0.5
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import DECK, EFFECTIVE_SUIT, TRUMP_POWER, Card, Suit

__all__ = ["hand_tricks", "best_trump", "best_discard", "expected_with_widow", "PARTNER_TRICKS"]

# Expected tricks of one trump by its power (Joker, right, left, A, K, Q, 10, 9).
_TRUMP_VALUE = {108: 1.0, 107: 0.95, 106: 0.85, 105: 0.7, 104: 0.55, 103: 0.45, 102: 0.4, 101: 0.35}

#: What a silent partner adds on average (six of the eighteen unseen cards).
PARTNER_TRICKS = 1.0


def hand_tricks(cards: Sequence[Card], trump: Suit) -> float:
    """Expected tricks ``cards`` take with ``trump``: top trumps, trump length,
    side aces (and kings behind them), and voids to trump in."""
    eff, power = EFFECTIVE_SUIT[trump], TRUMP_POWER[trump]
    trumps = sorted((power[c.index] for c in cards if eff[c.index] is trump), reverse=True)
    n = len(trumps)
    total = 0.0
    for i, p in enumerate(trumps):
        v = _TRUMP_VALUE[p]
        # A lone low trump is easily drawn: it counts fully only with company.
        if i == 0 and n == 1 and p < 106:
            v *= 0.6
        total += v
    if n >= 3:
        total += 0.3 * (n - 2)  # long trumps take the last tricks
    by_suit: dict[Suit, list[int]] = {}
    for c in cards:
        s = eff[c.index]
        if s is not trump:
            by_suit.setdefault(s, []).append(power[c.index])
    for ps in by_suit.values():
        ps.sort(reverse=True)
        if ps[0] == 6:  # an ace
            total += 0.75 if len(ps) <= 3 else 0.5
            if len(ps) >= 2 and ps[1] == 5:
                total += 0.45
        elif ps[0] == 5 and len(ps) >= 2:
            total += 0.25
    if n >= 2:
        voids = sum(1 for s in Suit if s is not trump and s not in by_suit)
        total += 0.2 * min(voids, n - 1)
    return min(total, 6.0)


def best_discard(cards: Sequence[Card], trump: Suit) -> tuple[Card, float]:
    """The card whose loss costs the fewest tricks (ties: the lowest plain card), and the
    strength of what is left."""
    best: "tuple[tuple, Card, float] | None" = None
    eff, power = EFFECTIVE_SUIT[trump], TRUMP_POWER[trump]
    for c in cards:
        rest = [x for x in cards if x is not c]
        v = hand_tricks(rest, trump)
        key = (-v, eff[c.index] is trump, power[c.index])
        if best is None or key < best[0]:
            best = (key, c, v)
    assert best is not None
    return best[1], best[2]


def best_trump(cards: Sequence[Card], discard: bool) -> tuple[Suit, float]:
    """The suit that makes ``cards`` strongest (after the best discard if ``discard``)."""
    best: "tuple[float, Suit] | None" = None
    for s in Suit:
        v = best_discard(cards, s)[1] if discard else hand_tricks(cards, s)
        if best is None or v > best[0]:
            best = (v, s)
    assert best is not None
    return best[1], best[0]


def expected_with_widow(hand: Sequence[Card], unseen: Iterable[Card], widow: bool) -> tuple[float, Suit]:
    """Expected tricks of ``hand`` if it wins the auction: averaged over the widow it
    would pick up (each unseen card equally likely), then best trump and discard.
    Returns the expectation and the suit that is best without the widow."""
    suit, plain = best_trump(hand, discard=False)
    if not widow:
        return plain, suit
    pool = list(unseen) or [c for c in DECK if c not in hand]
    total = 0.0
    for w in pool:
        total += best_trump([*hand, w], discard=True)[1]
    return total / len(pool), suit
