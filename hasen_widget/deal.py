"""Seats, and a deal: four hands of six, the widow and the dealer, from a seed or from text.

The text form, for teachers preparing a hand (labels in any case, any spacing or line
breaks, cards in any form ``Card.parse`` reads)::

    N: A♥ K♥ Q♥ 10♥ 9♥ J♦
    E: A♠ K♠ Q♠ J♠ 10♠ 9♠
    S: A♣ K♣ Q♣ J♣ 10♣ 9♣
    W: A♦ K♦ Q♦ 10♦ 9♦ J♥
    widow: Joker
    dealer: W

``N E S W`` may also be written ``North East South West``. Every one of the 25
cards must appear exactly once. Labels are read as ASCII (``ſ:`` is not ``S:``), and
a deal text is at most ``DEAL_TEXT_LIMIT`` (4,096) characters, checked before it is read.

>>> d = Deal.parse("N: AH KH QH TH 9H JD E: AS KS QS JS TS 9S S: AC KC QC JC TC 9C "
...                "W: AD KD QD TD 9D JH widow: Joker dealer: W")
>>> d.dealer, str(d.widow), [str(c) for c in d.hands["S"]][:2]
('W', 'Joker', ['A♣', 'K♣'])
>>> Deal.parse(d.to_text()) == d
True
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass

from .cards import DECK, Card, CardError, ascii_lower, ascii_upper, quote
from .errors import HasenError, refuse_unknown

__all__ = [
    "SEATS",
    "SEAT_NAMES",
    "next_seat",
    "partner_of",
    "side_of",
    "Deal",
    "DealError",
    "deal_cards",
    "DEAL_TEXT_LIMIT",
]

#: Longest deal text read, in characters. The longest spelling of a deal ("North:",
#: "Joker", commas, a line per label) is under 300 characters; 4,096 leaves room for
#: any layout a teacher types, and refuses megabytes before they are split and parsed.
DEAL_TEXT_LIMIT = 4096

#: Seats in clockwise order of play.
SEATS: tuple[str, ...] = ("N", "E", "S", "W")
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
_NEXT = {"N": "E", "E": "S", "S": "W", "W": "N"}
_PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
_SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


def _unknown_seat(seat: object) -> ValueError:
    return ValueError(f"unknown seat {quote(seat)}: the seats are N, E, S and W")


def next_seat(seat: object) -> str:
    """The seat to the left, next in clockwise play. ``next_seat("W") -> "N"``."""
    if type(seat) is not str or seat not in _NEXT:
        raise _unknown_seat(seat)
    return _NEXT[seat]


def partner_of(seat: object) -> str:
    """The seat opposite. ``partner_of("N") -> "S"``."""
    if type(seat) is not str or seat not in _PARTNER:
        raise _unknown_seat(seat)
    return _PARTNER[seat]


def side_of(seat: object) -> str:
    """``"NS"`` or ``"EW"``."""
    if type(seat) is not str or seat not in _SIDE:
        raise _unknown_seat(seat)
    return _SIDE[seat]


class DealError(HasenError, ValueError):
    """A prepared deal that is not a deal of the 25 cards; the message names the problem."""


_ALL_CARDS = frozenset(DECK)


@dataclass(frozen=True, init=False)
class Deal:
    """Four hands of six cards, the widow and the dealer.

    ``Deal(hands, widow, dealer)`` checks what it is given (``Deal.parse`` reads the
    text form): anything but the 25 cards, six to each seat, raises :class:`DealError`
    naming the problem.
    """

    hands: Mapping[str, tuple[Card, ...]]
    widow: Card
    dealer: str

    def __init__(
        self, hands: object = None, widow: object = None, dealer: object = None, **unknown: object
    ) -> None:
        if unknown:
            refuse_unknown("Deal", unknown, ("hands", "widow", "dealer"))
        # Takes object and checks it here, not in the annotations: the compiled build
        # (see hatch_build.py) would refuse a wrong type with a bare TypeError first.
        # Every deal is checked, the engine's own shuffles too; the common case (four
        # hands of six and a widow, 25 different cards) costs one set, no loops.
        try:
            ok = (
                isinstance(hands, Mapping)
                and dealer in SEATS
                and len(hands) == 4
                and all(s in hands for s in SEATS)
                and {*hands["N"], *hands["E"], *hands["S"], *hands["W"], widow} == _ALL_CARDS
                and all(len(hands[s]) == 6 for s in SEATS)
            )
        except TypeError:  # a hand that is not a list of cards, an unhashable widow
            ok = False
        if not ok:
            _explain_bad_deal(hands, widow, dealer)
        # A frozen dataclass: its fields are set once, here.
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "widow", widow)
        object.__setattr__(self, "dealer", dealer)

    def __reduce__(self) -> "tuple[type[Deal], tuple[Mapping[str, tuple[Card, ...]], Card, str]]":
        # Pickle and copy rebuild the deal through its constructor: the compiled class
        # (see hatch_build.py) cannot restore a frozen dataclass attribute by attribute.
        return (Deal, (self.hands, self.widow, self.dealer))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return (
            self.dealer == other.dealer
            and self.widow is other.widow
            and all(tuple(self.hands[s]) == tuple(other.hands[s]) for s in SEATS)
        )

    def __hash__(self) -> int:
        return hash((self.dealer, self.widow, tuple(tuple(self.hands[s]) for s in SEATS)))

    def to_text(self) -> str:
        """The documented text form, one label per line."""
        lines = [f"{s}: {' '.join(str(c) for c in self.hands[s])}" for s in SEATS]
        lines.append(f"widow: {self.widow}")
        lines.append(f"dealer: {self.dealer}")
        return "\n".join(lines)

    @classmethod
    def parse(cls, text: object) -> "Deal":
        """Read the text form (see the module docstring); refuse any deal that is not
        exactly the 25 cards, six to a seat, naming what is wrong."""
        if not isinstance(text, str):
            raise DealError(f"a deal is text such as 'N: A♥ … widow: 9♣ dealer: W', not {quote(text)}")
        if len(text) > DEAL_TEXT_LIMIT:
            raise DealError(f"a deal text is at most {DEAL_TEXT_LIMIT} characters, not {len(text)}")
        parts = _LABEL.split(text)
        if parts[0].strip():
            raise DealError(f"the deal must start with a label such as 'N:', not {quote(parts[0].strip())}")
        fields: dict[str, str] = {}
        for label, body in zip(parts[1::2], parts[2::2], strict=True):
            key = _LABELS[ascii_lower(label)]  # the pattern matched ASCII letters only
            if key in fields:
                raise DealError(f"the label {key!r} appears twice")
            fields[key] = body
        for key in (*SEATS, "widow", "dealer"):
            if key not in fields:
                name = SEAT_NAMES.get(key, key)
                raise DealError(f"the deal has no {name!r} part (write '{key}: …')")
        try:
            hands = {s: tuple(_cards(fields[s])) for s in SEATS}
            widow_cards = _cards(fields["widow"])
        except CardError as e:
            raise DealError(str(e)) from None
        if len(widow_cards) != 1:
            raise DealError(f"the widow is exactly one card, not {len(widow_cards)}")
        dealer = ascii_upper(fields["dealer"].strip())
        dealer = _LABELS.get(ascii_lower(dealer), dealer)
        return cls(hands=hands, widow=widow_cards[0], dealer=dealer)


_LABELS = {
    "n": "N", "e": "E", "s": "S", "w": "W",
    "north": "N", "east": "E", "south": "S", "west": "W",
    "widow": "widow", "dealer": "dealer",
}  # fmt: skip
# re.ASCII: under Unicode rules IGNORECASE matches "ſ" to "s" and "ı" to "i".
_LABEL = re.compile(r"(?i)\b(north|east|south|west|widow|dealer|[nesw])\s*:", re.ASCII)


def _explain_bad_deal(hands: object, widow: object, dealer: object) -> None:
    """Raise DealError naming the first problem of a deal that failed the quick check."""
    if dealer not in SEATS:
        raise DealError(f"dealer must be one of N, E, S, W, not {quote(dealer)}")
    if not isinstance(hands, Mapping):
        raise DealError(f"hands must map each seat (N, E, S, W) to its six cards, not {type(hands).__name__}")
    if set(hands) != set(SEATS):
        missing = [s for s in SEATS if s not in hands]
        raise DealError(f"the deal has no hand for {', '.join(SEAT_NAMES[s] for s in missing)}")
    places: dict[Card, list[str]] = {}  # card -> where it lies, in order
    counts: list[str] = []
    for seat in SEATS:
        hand = hands[seat]
        if not isinstance(hand, (tuple, list)):
            raise DealError(f"{SEAT_NAMES[seat]}'s hand must be a list of six cards, not {quote(hand)}")
        for c in hand:
            if not isinstance(c, Card):
                raise DealError(f"{SEAT_NAMES[seat]} holds {quote(c)}, not a card (Deal.parse reads text)")
            places.setdefault(c, []).append(f"{SEAT_NAMES[seat]}'s hand")
        if len(hand) != 6:
            counts.append(f"{SEAT_NAMES[seat]} has {len(hand)} cards; every seat gets exactly 6")
    if not isinstance(widow, Card):
        raise DealError(f"the widow is {quote(widow)}, not a card (Deal.parse reads text)")
    places.setdefault(widow, []).append("the widow")
    # Every problem at once, so a teacher fixes the deal in one go: each card that
    # appears more than once (with where), every card missing, each wrong count.
    problems = [_twice(c, where) for c, where in places.items() if len(where) > 1]
    missing = [str(c) for c in DECK if c not in places]
    if missing:
        problems.append(f"missing: {', '.join(missing)}")
    problems.extend(counts)
    if problems:
        raise DealError("; ".join(problems))
    raise AssertionError("unexplained bad deal")  # pragma: no cover


def _twice(card: Card, where: list[str]) -> str:
    """``"A♥ appears twice (in North's hand)"``, ``"… (in North's and East's hands)"``."""
    times = {2: "twice", 3: "three times"}.get(len(where), f"{len(where)} times")
    distinct = list(dict.fromkeys(where))
    if len(distinct) == 1:
        place = distinct[0]
    else:
        hands = [w[: -len("'s hand")] + "'s" for w in distinct if w.endswith("'s hand")]
        others = [w for w in distinct if not w.endswith("'s hand")]
        parts = []
        if hands:
            parts.append(" and ".join(hands) + (" hands" if len(hands) > 1 else " hand"))
        parts.extend(others)
        place = " and ".join(parts)
    return f"{card} appears {times} (in {place})"


def _cards(body: str) -> list[Card]:
    return [Card.parse(t) for t in body.replace(",", " ").split()]


# Fisher–Yates from the top card down: swap card i with one of cards 0..i (n = i + 1
# choices, drawn on n.bit_length() random bits).
_SHUFFLE_STEPS = tuple((i, i + 1, (i + 1).bit_length()) for i in range(24, 0, -1))


def deal_cards(rng: object, dealer: object, pattern: object = "3-3") -> Deal:
    """Shuffle and deal as RULES.md §3 says: from the dealer's left, clockwise, in
    packets of three (``"3-3"``) or one at a time (``"1x6"``); the last card is the widow.

    The shuffle is the Fisher–Yates shuffle of :meth:`random.Random.shuffle` written out
    on ``getrandbits`` (the same cards for the same seed, and independent of how a future
    Python implements ``shuffle``).

    >>> deal_cards(random.Random(1), "N") == deal_cards(random.Random(1), "N")
    True
    """
    if not isinstance(rng, random.Random):
        raise TypeError(f"deal_cards needs a random.Random to shuffle with, not {quote(rng)}")
    if type(dealer) is not str or dealer not in _NEXT:
        raise DealError(f"dealer must be one of N, E, S, W, not {quote(dealer)}")
    if pattern != "3-3" and pattern != "1x6":
        raise DealError(f"the deal pattern is '3-3' or '1x6', not {quote(pattern)}")
    deck = list(DECK)
    getrandbits = rng.getrandbits
    for i, n, k in _SHUFFLE_STEPS:
        # Rejection sampling on k bits, exactly as random.Random._randbelow does.
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    nxt = _NEXT
    s1 = nxt[dealer]
    s2 = nxt[s1]
    s3 = nxt[s2]
    if pattern == "3-3":
        # Packets of three: seat k gets deck[3k:3k+3] and deck[12+3k:15+3k].
        hands = {
            s1: (*deck[0:3], *deck[12:15]),
            s2: (*deck[3:6], *deck[15:18]),
            s3: (*deck[6:9], *deck[18:21]),
            dealer: (*deck[9:12], *deck[21:24]),
        }
    else:  # one at a time: seat k gets every fourth card from k
        hands = {
            s1: tuple(deck[0:24:4]),
            s2: tuple(deck[1:24:4]),
            s3: tuple(deck[2:24:4]),
            dealer: tuple(deck[3:24:4]),
        }
    return Deal({s: hands[s] for s in SEATS}, deck[24], dealer)
