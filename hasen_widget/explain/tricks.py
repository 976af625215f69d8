"""Why a trick was won, why each other card lost, and why a card may not be played.

>>> e = explain_trick("A♥ J♦ J♥ Joker", "hearts")
>>> e.winner, e.winner_reason.code
(3, 'trick.win.highest_trump')
>>> [r.code for r in e.reasons]
['trick.lose.lower_trump', 'trick.lose.lower_trump', 'trick.lose.lower_trump', 'trick.win.highest_trump']
>>> {str(c): r.code for c, r in explain_unplayable("J♦ 9♣ A♠", ["Q♥"], "hearts").items()}
{'9♣': 'play.must_follow.left_bower', 'A♠': 'play.must_follow.left_bower'}
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import (
    Card,
    CardError,
    CardLike,
    Suit,
    effective_suit,
    parse_cards,
    plain_order,
    quote,
    trump_ladder,
)
from ..deal import SEATS
from ..reasons import Reason
from ..tricks import legal_plays, trick_winner
from .render import render, role_of

__all__ = [
    "TrickExplanation",
    "explain_trick",
    "explain_unplayable",
    "explain_play",
    "ladder_place",
    "special_notes",
    "explain_card_played",
]


def _cards(cards: object) -> list[Card]:
    if isinstance(cards, str):
        return parse_cards(cards)
    if isinstance(cards, (list, tuple)):
        return [Card.parse(c) for c in cards]
    raise CardError(f"cards are a list of cards or a text such as 'A♥ J♦', not {quote(cards)}")


def ladder_place(card: CardLike, trump: "Suit | str") -> int:
    """A trump's place on the ladder: 1 for the Joker, 2 right bower, 3 left bower, 4 ace … 8 nine.

    >>> ladder_place("J♦", "hearts")
    3
    """
    c, t = Card.parse(card), Suit.parse(trump)
    ladder = trump_ladder(t)
    if c not in ladder:
        raise CardError(f"{c} is not a trump when {t.word} are trump")
    return ladder.index(c) + 1


def special_notes(cards: Sequence[Card], trump: Suit, led_first: bool = True) -> list[Reason]:
    """What the Joker and the bowers are, for each one among ``cards`` (once each), and
    that leading the Joker leads trump."""
    out: list[Reason] = []
    for i, c in enumerate(cards):
        role = role_of(c, trump)
        if role == "joker":
            out.append(Reason("note.joker", {"card": str(c), "trump": trump.value}))
            if i == 0 and led_first:
                out.append(Reason("note.joker_led", {"card": str(c), "trump": trump.value}))
        elif role == "right_bower":
            out.append(Reason("note.right_bower", {"card": str(c), "trump": trump.value}))
        elif role == "left_bower":
            out.append(
                Reason("note.left_bower", {"card": str(c), "trump": trump.value, "printed": c.suit.value})
            )
    return out


@dataclass(frozen=True)
class TrickExplanation:
    """A completed trick explained.

    ``winner`` is the index of the winning card (as ``trick_winner`` says);
    ``reasons[i]`` says why card ``i`` won or lost; ``notes`` say what the Joker and
    bowers in the trick are; ``seats`` (if given) who played each card.
    """

    cards: tuple[Card, ...]
    trump: Suit
    winner: int
    reasons: tuple[Reason, ...]
    notes: tuple[Reason, ...] = ()
    seats: "tuple[str, ...] | None" = None

    @property
    def winner_card(self) -> Card:
        return self.cards[self.winner]

    @property
    def winner_reason(self) -> Reason:
        return self.reasons[self.winner]

    @property
    def losers(self) -> tuple[tuple[int, Reason], ...]:
        """``(index, reason)`` for every card that did not win."""
        return tuple((i, r) for i, r in enumerate(self.reasons) if i != self.winner)

    @property
    def seat_reason(self) -> "Reason | None":
        """Who won the trick and with what (``trick.winner_seat``), when ``seats`` were given."""
        if self.seats is None:
            return None
        w = self.winner
        return Reason(
            "trick.winner_seat",
            {"seat": self.seats[w], "card": str(self.cards[w]), "trump": self.trump.value},
        )

    def all_reasons(self) -> list[Reason]:
        """Who won (if seats are known), the winner's reason, each loser's, then the notes:
        the order they are told in."""
        head = [] if self.seats is None else [self.seat_reason]
        return [*head, self.winner_reason, *(r for _, r in self.losers), *self.notes]

    def to_dict(self) -> dict[str, Any]:
        return {
            "cards": [str(c) for c in self.cards],
            "trump": self.trump.value,
            "winner": self.winner,
            "seats": None if self.seats is None else list(self.seats),
            "reasons": [r.to_dict() for r in self.reasons],
            "notes": [r.to_dict() for r in self.notes],
        }

    def render(self, lang: "str | None" = None) -> str:
        """The explanation as lines of text: who won, why, why each other card lost."""
        return "\n".join(render(r, lang) for r in self.all_reasons())


def explain_trick(
    cards: "Iterable[CardLike] | str",
    trump: "Suit | str",
    seats: "Sequence[str] | None" = None,
) -> TrickExplanation:
    """Explain a completed trick of 2, 3 or 4 cards (``cards[0]`` led) under ``trump``.

    ``seats``, if given, are the seats that played the cards, in the same order.

    >>> e = explain_trick(["K♣", "A♠", "9♣"], "hearts")
    >>> e.winner, [r.code for _, r in e.losers]
    (0, ['trick.lose.off_suit', 'trick.lose.lower_led'])
    """
    played = _cards(cards)
    if not 2 <= len(played) <= 4:
        raise CardError(f"a completed trick has 2, 3 or 4 cards, not {len(played)}")
    t = Suit.parse(trump)
    w = trick_winner(played, t)  # also refuses a card played twice
    if seats is not None:
        seats = tuple(seats) if isinstance(seats, (list, tuple, str)) else ()
        if (
            len(seats) != len(played)
            or any(type(s) is not str or s not in SEATS for s in seats)
            or len(set(seats)) != len(seats)
        ):
            raise ValueError(f"seats must be {len(played)} different seats of N, E, S, W, one per card")
    led = effective_suit(played[0], t)
    win = played[w]
    trumps = [c for c in played if effective_suit(c, t) is t]
    order_led = None if led is t else [str(c) for c in plain_order(led, t)]
    reasons: list[Reason] = []
    for i, c in enumerate(played):
        s = effective_suit(c, t)
        if i == w:
            if s is t and len(trumps) > 1:
                r = Reason(
                    "trick.win.highest_trump", {"card": str(c), "trump": t.value, "place": ladder_place(c, t)}
                )
            elif s is t:
                r = Reason("trick.win.only_trump", {"card": str(c), "trump": t.value, "led_suit": led.value})
            elif any(effective_suit(o, t) is led for j, o in enumerate(played) if j != i):
                r = Reason(
                    "trick.win.highest_led", {"card": str(c), "led_suit": led.value, "order": order_led}
                )
            else:
                r = Reason("trick.win.unfollowed", {"card": str(c), "led_suit": led.value})
        elif s is t:
            r = Reason(
                "trick.lose.lower_trump",
                {
                    "card": str(c),
                    "winner": str(win),
                    "trump": t.value,
                    "card_place": ladder_place(c, t),
                    "winner_place": ladder_place(win, t),
                },
            )
        elif s is led and effective_suit(win, t) is t:
            r = Reason(
                "trick.lose.trumped",
                {"card": str(c), "winner": str(win), "trump": t.value, "led_suit": led.value},
            )
        elif s is led:
            r = Reason(
                "trick.lose.lower_led",
                {"card": str(c), "winner": str(win), "led_suit": led.value, "order": order_led},
            )
        else:
            # Trump itself led: "neither hearts, the suit led, nor a trump" would say it twice.
            code = "trick.lose.off_suit_trump_led" if led is t else "trick.lose.off_suit"
            r = Reason(code, {"card": str(c), "winner": str(win), "led_suit": led.value, "trump": t.value})
        reasons.append(r)
    return TrickExplanation(tuple(played), t, w, tuple(reasons), tuple(special_notes(played, t)), seats)


def explain_card_played(seat: str, card: CardLike, trump: "Suit | str") -> Reason:
    """One card played, for announcing it (``"West played the left bower J♦."``).

    >>> explain_card_played("W", "J♦", "hearts").params
    {'seat': 'W', 'card': 'J♦', 'trump': 'H'}
    """
    if type(seat) is not str or seat not in SEATS:
        raise ValueError(f"unknown seat {quote(seat)}: the seats are N, E, S and W")
    return Reason(
        "trick.seat_played", {"seat": seat, "card": str(Card.parse(card)), "trump": Suit.parse(trump).value}
    )


def _unplayable_reason(card: Card, trick: list[Card], follow: list[Card], t: Suit) -> Reason:
    led = effective_suit(trick[0], t)
    base = {"card": str(card), "led_suit": led.value, "follow": [str(c) for c in follow]}
    lead_role = role_of(trick[0], t)
    # The traps, most specific first: the card itself looks like the led suit but is a
    # trump; the lead looked like another suit but led trump; the only card that makes
    # you follow is one whose printed suit hides that it is a trump.
    if card.suit is led and effective_suit(card, t) is not led:
        return Reason("play.must_follow.not_led_suit", {**base, "trump": t.value})
    if lead_role == "joker":
        return Reason("play.must_follow.joker_led", {**base, "trump": t.value, "lead": str(trick[0])})
    if lead_role == "left_bower":
        return Reason("play.must_follow.left_bower_led", {**base, "trump": t.value, "lead": str(trick[0])})
    if len(follow) == 1:
        only = role_of(follow[0], t)
        if only in ("joker", "left_bower"):
            code = "play.must_follow.joker" if only == "joker" else "play.must_follow.left_bower"
            return Reason(code, {**base, "trump": t.value, "trap": str(follow[0])})
    return Reason("play.must_follow", base)


def _distinct(cards: list[Card]) -> None:
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise CardError(f"{c} is given twice: a card is either in the hand or in the trick, once")
        seen.add(c)


def explain_unplayable(
    hand: "Iterable[CardLike] | str", trick: "Sequence[CardLike] | str", trump: "Suit | str"
) -> dict[Card, Reason]:
    """For each card of ``hand`` that may not be played to ``trick``, the rule that forbids it.

    Cards that may be played are absent; an empty trick (a lead) gives ``{}``.
    """
    cards = _cards(hand)
    played = _cards(trick)
    t = Suit.parse(trump)
    _distinct(cards + played)
    if len(played) > 3:
        raise CardError(f"a trick still to be played to holds 0 to 3 cards, not {len(played)}")
    if not played:
        return {}
    legal = legal_plays(cards, played, t)
    if len(legal) == len(cards):
        return {}
    return {c: _unplayable_reason(c, played, legal, t) for c in cards if c not in legal}


def explain_play(
    hand: "Iterable[CardLike] | str", trick: "Sequence[CardLike] | str", trump: "Suit | str", card: CardLike
) -> Reason:
    """Why ``card`` (from ``hand``) may or may not be played to ``trick``.

    >>> explain_play("9♣ A♠", ["Q♥"], "hearts", "A♠").code
    'play.void'
    """
    cards = _cards(hand)
    c = Card.parse(card)
    if c not in cards:
        raise CardError(f"{c} is not in the hand")
    played = _cards(trick)
    t = Suit.parse(trump)
    if not played:
        return Reason("play.lead", {"card": str(c)})
    bad = explain_unplayable(cards, played, t)
    if c in bad:
        return bad[c]
    led = effective_suit(played[0], t)
    code = "play.follows" if effective_suit(c, t) is led else "play.void"
    return Reason(code, {"card": str(c), "led_suit": led.value})
