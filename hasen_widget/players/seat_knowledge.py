"""What a seat knows, read from its view: its cards, trump, the cards played, who is void.

Both the rule-of-thumb player and the search player start from a :class:`SeatKnowledge`; it
uses nothing but the view, so nothing hidden can leak into a decision.

>>> from hasen_widget import Game
>>> from hasen_widget.view import seat_view
>>> g = Game(seed=7)
>>> t = SeatKnowledge(seat_view(g, g.to_move))
>>> len(t.hand), t.trump, t.played
(6, None, frozenset())
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import DECK, EFFECTIVE_SUIT, JOKER, TRUMP_POWER, Card, Suit
from ..deal import SEATS, next_seat, partner_of, side_of

__all__ = ["SeatKnowledge", "winning_play"]


class SeatKnowledge:
    """The facts a seat may use, parsed once from ``view``.

    ``played``: every card seen played this hand; ``voids[seat]``: the suits (as played)
    that seat has shown it lacks by not following; ``trick``: the current trick as
    ``[(seat, Card)]``; ``to_play``: the seats still to play to it, in order.
    """

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.view = view
        self.seat: str = view["seat"]
        self.partner = partner_of(self.seat)
        self.side = side_of(self.seat)
        self.phase: str = view["phase"]
        self.trump: "Suit | None" = None if view.get("trump") is None else Suit.parse(view["trump"])
        self.hand: list[Card] = [Card.parse(c) for c in view["hand"] or []]
        self.maker: "str | None" = view.get("maker")
        self.sitting_out: frozenset[str] = frozenset(view.get("sitting_out") or ())
        self.alone: tuple[str, ...] = tuple(view.get("alone") or ())
        self.discard: "Card | None" = None if view.get("discard") is None else Card.parse(view["discard"])
        self.trick: list[tuple[str, Card]] = [(s, Card.parse(c)) for s, c in view.get("current_trick") or []]
        self.tricks = view.get("tricks") or []
        played: set[Card] = {c for _, c in self.trick}
        voids: dict[str, set[Suit]] = {s: set() for s in SEATS}
        eff = EFFECTIVE_SUIT[self.trump]
        plays_lists = [[(s, Card.parse(c)) for s, c in t["plays"]] for t in self.tricks]
        plays_lists.append(self.trick)
        for plays in plays_lists:
            if not plays:
                continue
            led = eff[plays[0][1].index]
            for s, c in plays:
                played.add(c)
                if eff[c.index] is not led:
                    voids[s].add(led)  # did not follow: holds no card of the suit led
        self.played: frozenset[Card] = frozenset(played)
        self.voids = {s: frozenset(v) for s, v in voids.items()}
        self.leader: "str | None" = view.get("leader")
        self.to_play: list[str] = []
        if self.phase == "play" and self.leader is not None:
            active = [s for s in SEATS if s not in self.sitting_out]
            s = self.leader
            order = []
            while len(order) < len(active):
                if s not in self.sitting_out:
                    order.append(s)
                s = next_seat(s)
            self.to_play = order[len(self.trick) + 1 :]

    # -------------------------------------------------------------- helpers
    @property
    def is_maker_side(self) -> bool:
        return self.maker is not None and side_of(self.maker) == self.side

    def eff(self, card: Card) -> "Suit | None":
        """The card's suit as played under the current trump."""
        return EFFECTIVE_SUIT[self.trump][card.index]

    def power(self, card: Card) -> int:
        return TRUMP_POWER[self.trump][card.index]

    def is_trump(self, card: Card) -> bool:
        return self.trump is not None and EFFECTIVE_SUIT[self.trump][card.index] is self.trump

    def unseen(self) -> list[Card]:
        """Cards this seat has not seen: not in its hand, not played, not its own discard."""
        mine = set(self.hand) | set(self.played)
        if self.discard is not None:
            mine.add(self.discard)
        return [c for c in DECK if c not in mine]

    def boss(self, card: Card) -> bool:
        """True when no unseen card of the same suit (as played) ranks above ``card``."""
        s, p = self.eff(card), self.power(card)
        return not any(self.eff(c) is s and self.power(c) > p for c in self.unseen())

    def top_trump_out(self) -> "Card | None":
        """The highest trump not yet played (it may be in this hand)."""
        if self.trump is None:
            return None
        best = None
        for c in DECK:
            if (
                c not in self.played
                and self.is_trump(c)
                and (best is None or self.power(c) > self.power(best))
            ):
                best = c
        return best

    def trumps_unseen(self) -> int:
        return sum(1 for c in self.unseen() if self.is_trump(c))

    def current_winner(self) -> "tuple[str, Card] | None":
        """``(seat, card)`` winning the current trick so far, or ``None`` when leading."""
        return winning_play(self.trick, self.trump)

    @property
    def has_joker_shown(self) -> bool:
        shown = self.view.get("shown")
        return bool(shown) and shown.get("card") == str(JOKER)


def winning_play(trick: list[tuple[str, Card]], trump: "Suit | None") -> "tuple[str, Card] | None":
    """The ``(seat, card)`` winning ``trick`` so far (highest trump, else highest of the suit led)."""
    if not trick:
        return None
    eff, power = EFFECTIVE_SUIT[trump], TRUMP_POWER[trump]
    led = eff[trick[0][1].index]
    best = trick[0]
    for s, c in trick[1:]:
        e = eff[c.index]
        if (e is trump or e is led) and power[c.index] > power[best[1].index]:
            best = (s, c)
    return best
