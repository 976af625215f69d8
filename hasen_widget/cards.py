"""The 25 cards of Hasenpfeffer, how people write them, and how trump reorders them.

A card is one of 25 interned objects, so ``Card.parse("JH") is Card.parse("J♥")``
and cards can be compared by identity, used as dict keys and sorted cheaply.

>>> Card.parse("jh"), Card.parse("10♦"), Card.parse("joker")
(Card('J♥'), Card('10♦'), Card('Joker'))
>>> effective_suit(Card.parse("J♦"), Suit.HEARTS)   # the left bower is a heart
<Suit.HEARTS: 'H'>
>>> [str(c) for c in trump_ladder(Suit.HEARTS)][:4]
['Joker', 'J♥', 'J♦', 'A♥']
>>> trump_role("J♦", "hearts"), trump_role("J♦", "spades")
('left_bower', 'plain')

The hot loops of the engine and the players read the same facts from two tables,
indexed by trump (``None`` before trump is named) and then by ``card.index``:

>>> jd = Card.parse("J♦")
>>> EFFECTIVE_SUIT[Suit.HEARTS][jd.index], TRUMP_POWER[Suit.HEARTS][jd.index]
(<Suit.HEARTS: 'H'>, 106)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from .errors import HasenError

__all__ = [
    "Suit",
    "Card",
    "DECK",
    "JOKER",
    "RANKS",
    "CardError",
    "effective_suit",
    "trump_power",
    "trump_role",
    "TRUMP_ROLES",
    "EFFECTIVE_SUIT",
    "TRUMP_POWER",
    "trump_ladder",
    "plain_order",
    "is_trump",
    "is_right_bower",
    "is_left_bower",
    "parse_cards",
    "sort_hand",
    "quote",
]


#: What the card functions take for a card: a Card or its text ("J♥", "JH", "10♦",
#: "Joker"); anything else is refused with CardError. Spelled ``object`` because the
#: functions check it themselves: the compiled build (see hatch_build.py) would refuse
#: a value outside a narrower type with a bare TypeError before that check.
CardLike = object
#: A suit: a Suit, or its name, letter or symbol ("hearts", "H", "♥"); as CardLike.
SuitLike = object


#: Errors quote at most this many characters of what they were given: a 1 MB string
#: gives a short message, not a 1 MB one.
QUOTE_LIMIT = 40
#: Longest text read as one card or suit ("Joker", "spades" and spacing): longer text is
#: refused before it is looked at.
_TOKEN_LIMIT = 16

# Case is folded on ASCII letters only: str.upper() would read "ſ" as "S" and "ı" as "I"
# (Unicode case mapping), and "Jſ" would be the jack of spades.
_ASCII_UPPER = {c: c - 32 for c in range(ord("a"), ord("z") + 1)}
_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}


def ascii_upper(text: str) -> str:
    """``text`` with a–z made A–Z and nothing else changed. ``ascii_upper("jſ") -> "Jſ"``."""
    return text.translate(_ASCII_UPPER)


def ascii_lower(text: str) -> str:
    """``text`` with A–Z made a–z and nothing else changed."""
    return text.translate(_ASCII_LOWER)


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A short quotation of ``value`` for an error message: its repr, cut to about
    ``limit`` characters (text is cut before it is quoted, so a huge input costs little).

    >>> quote("x" * 1000)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'… (1000 characters)"
    >>> quote(10**5000)
    'a whole number of about 5001 digits'
    """
    if isinstance(value, (str, bytes)):
        if len(value) <= limit:
            return repr(value)
        kind = "characters" if isinstance(value, str) else "bytes"
        return f"{value[: limit - 3]!r}… ({len(value)} {kind})"
    if type(value) is int and value.bit_length() > 3 * limit:  # repr of 5,000 digits raises
        return f"a whole number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if value is None or isinstance(value, (bool, int, float)):
        return repr(value)
    if isinstance(value, (list, tuple, dict, set, frozenset)) and len(value) > 8:
        return f"a {type(value).__name__} of {len(value)} items"
    try:
        text = repr(value)
    except Exception:  # a repr that fails must not replace the refusal being raised
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else f"{text[: limit - 1]}… (a {type(value).__name__})"


class CardError(HasenError, ValueError):
    """A card or suit that cannot be read, or a set of cards that breaks the deck.

    >>> Card.parse("1Z")
    Traceback (most recent call last):
    ...
    hasen_widget.cards.CardError: unknown card '1Z': write a rank (9, 10 or T, J, Q, K, A) and a suit (C D H S or ♣ ♦ ♥ ♠), or Joker
    """


class Suit(str, enum.Enum):
    """The four suits, clubs, diamonds, hearts, spades (the order of ``DECK``).

    >>> Suit.parse("hearts"), Suit.parse("H"), Suit.parse("♥")
    (<Suit.HEARTS: 'H'>, <Suit.HEARTS: 'H'>, <Suit.HEARTS: 'H'>)
    >>> Suit.HEARTS.colour, Suit.HEARTS.partner
    ('red', <Suit.DIAMONDS: 'D'>)
    """

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def symbol(self) -> str:
        """The printed symbol, ``"♥"``."""
        return _SYMBOLS[self]

    @property
    def word(self) -> str:
        """The English name, ``"hearts"``."""
        return self.name.lower()

    @property
    def colour(self) -> str:
        """``"red"`` for ♥ ♦, ``"black"`` for ♣ ♠."""
        return "red" if self in (Suit.HEARTS, Suit.DIAMONDS) else "black"

    @property
    def partner(self) -> "Suit":
        """The other suit of the same colour: the home of the left bower."""
        return _PARTNER[self]

    def __str__(self) -> str:  # "♥", as a card player writes it
        return _SYMBOLS[self]

    @classmethod
    def parse(cls, text: SuitLike) -> "Suit":
        """Read a suit from ``"hearts"``, ``"heart"``, ``"H"``, ``"h"`` or ``"♥"``/``"♡"``."""
        if isinstance(text, Suit):
            return text
        if not isinstance(text, str):
            raise CardError(f"a suit must be text such as 'hearts', 'H' or '♥', not {quote(text)}")
        suit = _SUIT_WORDS.get(ascii_lower(text.strip())) if len(text) <= _TOKEN_LIMIT else None
        if suit is None:
            raise CardError(
                f"unknown suit {quote(text)}: write clubs, diamonds, hearts or spades (C D H S, ♣ ♦ ♥ ♠)"
            )
        return suit


_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_PARTNER = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}
_SUIT_WORDS: dict[str, Suit] = {}
for _s in Suit:
    for _w in (_s.value, _s.name, _s.name[:-1], _SYMBOLS[_s]):
        _SUIT_WORDS[_w.lower()] = _s
_SUIT_WORDS.update({"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES})

#: Plain-suit ranks, low to high. "10" is written "10" but read from "T" too.
RANKS: tuple[str, ...] = ("9", "10", "J", "Q", "K", "A")
_RANK_WORDS = {"9": "9", "10": "10", "T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"}


_BUILD_TOKEN = object()  # the token that lets Card._make and Action._make build the fixed objects


class Card:
    """One of the 25 cards. Never built directly: use ``Card.parse`` or ``DECK``.

    ``rank`` is ``"9" … "A"`` (``None`` for the Joker); ``suit`` a :class:`Suit`
    (``None`` for the Joker); ``index`` its place in ``DECK`` (0–24).

    >>> c = Card.parse("TD")
    >>> c.rank, c.suit, str(c), c.code
    ('10', <Suit.DIAMONDS: 'D'>, '10♦', 'TD')
    """

    __slots__ = ("rank", "suit", "index", "_text", "code")

    rank: "str | None"
    suit: "Suit | None"
    index: int
    code: str
    _text: str

    def __init__(
        self, rank: "str | None" = None, suit: "Suit | None" = None, index: int = -1, _token: object = None
    ) -> None:
        # Only _make (with the module's token) builds cards: there is one object per card,
        # and the engine compares cards by identity. A constructor, not object.__new__,
        # because the compiled build (see hatch_build.py) makes this a native class.
        if _token is not _BUILD_TOKEN:
            raise TypeError("cards are fixed: use Card.parse('J♥') or DECK")
        card = self
        card.rank = rank
        card.suit = suit
        card.index = index
        if suit is None:
            card._text = "Joker"
            card.code = "Joker"
        else:
            card._text = f"{rank}{suit.symbol}"
            card.code = f"{'T' if rank == '10' else rank}{suit.value}"

    @classmethod
    def _make(cls, rank: "str | None", suit: "Suit | None", index: int) -> "Card":
        return cls(rank, suit, index, _BUILD_TOKEN)

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def colour(self) -> "str | None":
        """``"red"``/``"black"``; the Joker has no colour (``None``)."""
        return None if self.suit is None else self.suit.colour

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text!r})"

    def __reduce__(self):  # pickle/copy keep the interned identity
        return (Card.parse, (self.code,))

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo) -> "Card":
        return self

    def __hash__(self) -> int:
        # Explicit: the compiled class would otherwise be unhashable beside __lt__.
        return self.index

    def __lt__(self, other: "Card") -> bool:  # deck order, for stable printing
        return self.index < other.index

    @staticmethod
    def parse(text: CardLike) -> "Card":
        """Read a card as people type it.

        Accepts ``"JH"``, ``"J♥"``, ``"jh"``, ``"10H"``, ``"TH"``, ``"10♥"``, ``"H10"``-free forms
        only (rank first), and ``"Joker"`` in any case.

        >>> Card.parse("th") is Card.parse("10♥")
        True
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise CardError(f"a card must be text such as 'J♥' or 'JH', not {quote(text)}")
        card = _BY_TEXT.get(ascii_upper(text.strip())) if len(text) <= _TOKEN_LIMIT else None
        if card is not None:
            return card
        raise CardError(
            f"unknown card {quote(text)}: write a rank (9, 10 or T, J, Q, K, A) and a suit "
            "(C D H S or ♣ ♦ ♥ ♠), or Joker"
        )


_deck: list[Card] = []
for _s in Suit:
    for _r in RANKS:
        _deck.append(Card._make(_r, _s, len(_deck)))
JOKER: Card = Card._make(None, None, 24)
_deck.append(JOKER)

#: The 25 cards in a fixed order: ♣ 9–A, ♦ 9–A, ♥ 9–A, ♠ 9–A, then the Joker.
DECK: tuple[Card, ...] = tuple(_deck)

_BY_TEXT: dict[str, Card] = {"JOKER": JOKER, "JKR": JOKER, "🃏": JOKER}
for _c in DECK[:24]:
    for _rw, _rr in _RANK_WORDS.items():
        if _rr != _c.rank:
            continue
        for _sw, _ss in _SUIT_WORDS.items():
            if _ss is _c.suit and len(_sw) == 1:
                _BY_TEXT[(_rw + _sw).upper()] = _c


def parse_cards(cards: "Iterable[CardLike] | str") -> list[Card]:
    """Read several cards: a list of cards/strings, or one string split on spaces or commas.

    >>> parse_cards("A♥ J♦, joker")
    [Card('A♥'), Card('J♦'), Card('Joker')]
    """
    if isinstance(cards, str):
        cards = [t for t in cards.replace(",", " ").split() if t]
    elif not isinstance(cards, Iterable):
        raise CardError(f"cards must be text such as 'A♥ J♦' or a list of cards, not {quote(cards)}")
    return [Card.parse(c) for c in cards]


# --- Trump order ---------------------------------------------------------------
# Tables indexed [trump][card.index] so the engine's hot loops do two lookups, no branching.
# trump None (before trump is named) treats every card as its printed suit and the
# Joker as its own "suit" None.

_PLAIN_POWER = {"9": 1, "10": 2, "J": 3, "Q": 4, "K": 5, "A": 6}
# Trump powers sit above every plain power, so one comparison decides any pair.
_TRUMP_RANK_POWER = {"9": 101, "10": 102, "Q": 103, "K": 104, "A": 105}
_LEFT, _RIGHT, _JOKER = 106, 107, 108

#: ``EFFECTIVE_SUIT[trump][card.index]``: the card's suit as played (the Joker and the left
#: bower are trumps; with trump ``None`` the printed suit, the Joker's ``None``). Read only.
EFFECTIVE_SUIT: dict["Suit | None", tuple["Suit | None", ...]] = {}
#: ``TRUMP_POWER[trump][card.index]``: the number :func:`trump_power` gives. Read only.
TRUMP_POWER: dict["Suit | None", tuple[int, ...]] = {}
for _t in (None, *Suit):
    suits: list["Suit | None"] = []
    powers: list[int] = []
    for _c in DECK:
        if _c.suit is None:
            suits.append(_t)
            powers.append(_JOKER)
        elif _t is None:
            suits.append(_c.suit)
            powers.append(_PLAIN_POWER[_c.rank])  # type: ignore[index]
        elif _c.rank == "J" and _c.suit is _t:
            suits.append(_t)
            powers.append(_RIGHT)
        elif _c.rank == "J" and _c.suit is _PARTNER[_t]:
            suits.append(_t)
            powers.append(_LEFT)
        elif _c.suit is _t:
            suits.append(_t)
            powers.append(_TRUMP_RANK_POWER[_c.rank])  # type: ignore[index]
        else:
            suits.append(_c.suit)
            powers.append(_PLAIN_POWER[_c.rank])  # type: ignore[index]
    EFFECTIVE_SUIT[_t] = tuple(suits)
    TRUMP_POWER[_t] = tuple(powers)


def effective_suit(card: CardLike, trump: "SuitLike | None") -> "Suit | None":
    """The suit a card belongs to *as played*: the Joker and left bower are trumps.

    >>> effective_suit("J♦", "hearts"), effective_suit("J♦", "spades")
    (<Suit.HEARTS: 'H'>, <Suit.DIAMONDS: 'D'>)
    """
    card = Card.parse(card)
    t = None if trump is None else Suit.parse(trump)
    return EFFECTIVE_SUIT[t][card.index]


def trump_power(card: CardLike, trump: "SuitLike | None") -> int:
    """A number that orders cards: every trump outranks every plain card.

    Plain cards are 1 (9) … 6 (A); trumps 101 (9) … 105 (A), 106 left bower,
    107 right bower, 108 Joker. Only compare plain cards of the same suit.

    >>> trump_power("Joker", "C") > trump_power("JC", "C") > trump_power("JS", "C") > trump_power("AC", "C")
    True
    """
    card = Card.parse(card)
    t = None if trump is None else Suit.parse(trump)
    return TRUMP_POWER[t][card.index]


#: What :func:`trump_role` answers, the highest part first.
TRUMP_ROLES = ("joker", "right_bower", "left_bower", "trump", "plain")


def trump_role(card: CardLike, trump: "SuitLike | None") -> str:
    """The part a card plays under ``trump``: ``"joker"``, ``"right_bower"`` (the jack
    of trump), ``"left_bower"`` (the other jack of trump's colour), ``"trump"`` (any
    other card of the trump suit) or ``"plain"``. Before trump is named (``None``) the
    Joker is still the Joker and every other card is plain.

    >>> [trump_role(c, "hearts") for c in ("Joker", "J♥", "J♦", "9♥", "J♠")]
    ['joker', 'right_bower', 'left_bower', 'trump', 'plain']
    >>> trump_role("J♥", None)
    'plain'
    """
    c = Card.parse(card)
    if c.suit is None:
        return "joker"
    if trump is None:
        return "plain"
    t = Suit.parse(trump)
    if c.rank == "J" and c.suit is t:
        return "right_bower"
    if c.rank == "J" and c.suit is _PARTNER[t]:
        return "left_bower"
    return "trump" if c.suit is t else "plain"


def is_trump(card: CardLike, trump: SuitLike) -> bool:
    """True for the Joker, both bowers and the cards of the trump suit."""
    t = Suit.parse(trump)
    return EFFECTIVE_SUIT[t][Card.parse(card).index] is t


def is_right_bower(card: CardLike, trump: SuitLike) -> bool:
    """The jack of trump. ``is_right_bower("J♥", "hearts") -> True``."""
    c, t = Card.parse(card), Suit.parse(trump)
    return c.rank == "J" and c.suit is t


def is_left_bower(card: CardLike, trump: SuitLike) -> bool:
    """The other jack of trump's colour. ``is_left_bower("J♦", "hearts") -> True``."""
    c, t = Card.parse(card), Suit.parse(trump)
    return c.rank == "J" and c.suit is _PARTNER[t]


def trump_ladder(trump: SuitLike) -> list[Card]:
    """The eight trumps, high to low: Joker, right bower, left bower, A, K, Q, 10, 9.

    >>> " ".join(str(c) for c in trump_ladder("spades"))
    'Joker J♠ J♣ A♠ K♠ Q♠ 10♠ 9♠'
    """
    t = Suit.parse(trump)
    cards = [c for c in DECK if EFFECTIVE_SUIT[t][c.index] is t]
    return sorted(cards, key=lambda c: -TRUMP_POWER[t][c.index])


def plain_order(suit: SuitLike, trump: "SuitLike | None" = None) -> list[Card]:
    """A plain suit's cards high to low, without the jack it lent to trump.

    >>> " ".join(str(c) for c in plain_order("diamonds", "hearts"))
    'A♦ K♦ Q♦ 10♦ 9♦'
    """
    s = Suit.parse(suit)
    t = None if trump is None else Suit.parse(trump)
    if s is t:
        raise CardError(f"{s.word} is trump: use trump_ladder for its order")
    cards = [c for c in DECK if EFFECTIVE_SUIT[t][c.index] is s]
    return sorted(cards, key=lambda c: -TRUMP_POWER[t][c.index])


_SUIT_ORDER_FOR_SORT = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}


def sort_hand(cards: "Iterable[CardLike] | str", trump: "SuitLike | None" = None) -> list[Card]:
    """Sort a hand as a player holds it: trump first (high to low), then the other
    suits alternating colours (♠ ♥ ♣ ♦), each high to low.

    >>> [str(c) for c in sort_hand("9♣ J♦ A♥ Joker", "hearts")]
    ['Joker', 'J♦', 'A♥', '9♣']
    """
    t = None if trump is None else Suit.parse(trump)
    eff, power = EFFECTIVE_SUIT[t], TRUMP_POWER[t]

    def key(c: Card) -> tuple[int, int]:
        s = eff[c.index]
        if s is None:  # the Joker before trump is named: show it first
            return (-2, 0)
        return (-1 if s is t else _SUIT_ORDER_FOR_SORT[s], -power[c.index])

    return sorted(parse_cards(cards), key=key)
