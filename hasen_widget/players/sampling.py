"""Deals of the unseen cards consistent with what one seat knows.

The seat knows its hand, every card played, its own discard if it made trump, that a
player who did not follow suit is void in the suit led, and that a Joker shown to force
a bid is in the maker's hand. It does not know the others' hands, the widow it did not
take, another maker's discard or a sitting-out partner's cards: those lie in an
``"out"`` pile of the right size among the unknowns.

>>> import random
>>> from hasen_widget import Game
>>> from hasen_widget.view import seat_view
>>> g = Game(seed=7)
>>> from .seat_knowledge import SeatKnowledge
>>> deal = sample_deal(SeatKnowledge(seat_view(g, "S")), random.Random(1))
>>> sorted((k, len(v)) for k, v in deal.items())
[('E', 6), ('N', 6), ('W', 6), ('out', 1)]
"""

from __future__ import annotations

import random

from ..cards import JOKER, Card
from ..deal import SEATS
from .seat_knowledge import SeatKnowledge

__all__ = ["Unknowns", "unknowns", "sample_deal", "SamplingError"]

OUT = "out"


class SamplingError(RuntimeError):
    """No deal fits what the seat knows (the view contradicts itself)."""


class Unknowns:
    """The unseen cards, who may hold each of them, and how many each holder has."""

    def __init__(
        self,
        cards: list[Card],
        capacity: dict[str, int],
        allowed: dict[Card, tuple[str, ...]],
        fixed: "dict[str, list[Card]] | None" = None,
    ) -> None:
        self.cards = cards
        self.capacity = capacity
        self.allowed = allowed
        self.fixed = fixed or {}


def unknowns(table: SeatKnowledge) -> Unknowns:
    """Who may hold each card the seat has not seen (``"out"``: out of play)."""
    view = table.view
    # In open-hands (teaching) mode the other hands, widow and discard are visible.
    fixed: dict[str, list[Card]] = {}
    for s, cards_shown in (view.get("hands") or {}).items():
        if s != table.seat and cards_shown is not None and s not in table.sitting_out:
            fixed[s] = [Card.parse(c) for c in cards_shown]
    seen = {c for cs in fixed.values() for c in cs}
    cards = [c for c in table.unseen() if c not in seen]
    counts = view["hand_counts"]
    holders = [s for s in SEATS if s != table.seat and s not in table.sitting_out and s not in fixed]
    capacity = {s: int(counts[s]) for s in holders}
    capacity[OUT] = len(cards) - sum(capacity.values())
    if capacity[OUT] < 0:
        raise SamplingError("the view shows more cards in hands than are unseen")
    maker = table.maker
    allowed: dict[Card, tuple[str, ...]] = {}
    for c in cards:
        if c is JOKER and table.has_joker_shown and maker != table.seat and maker in capacity:
            # Shown to the table to force the bid: the maker holds it (or, if it has
            # shown void in trump, discarded it).
            s = table.eff(c) if table.trump is not None else None
            if s is None or s not in table.voids[maker]:
                allowed[c] = (maker,)
                continue
            allowed[c] = (OUT,)
            continue
        s = table.eff(c) if table.trump is not None else c.suit
        allowed[c] = tuple(h for h in holders if s not in table.voids[h]) + (OUT,)
    return Unknowns(cards, capacity, allowed, fixed)


def sample_deal(
    table: SeatKnowledge, rng: random.Random, known: "Unknowns | None" = None
) -> dict[str, list[Card]]:
    """One deal of the unseen cards: ``{seat: cards, "out": cards}`` for the other seats in
    play and the out-of-play pile, respecting voids and counts."""
    u = known if known is not None else unknowns(table)
    # Most constrained cards first; each goes to a holder with room, chosen in
    # proportion to the room left (close to a uniform deal).
    deal = None
    for _ in range(60):
        deal = _greedy(u, rng)
        if deal is not None:
            break
    else:
        deal = _backtrack(u, rng)
    if deal is None:
        raise SamplingError("no deal of the unseen cards fits the voids and hand sizes shown")
    for s, cs in u.fixed.items():
        deal[s] = list(cs)
    return deal


def _greedy(u: Unknowns, rng: random.Random) -> "dict[str, list[Card]] | None":
    cards = list(u.cards)
    rng.shuffle(cards)
    cards.sort(key=lambda c: len(u.allowed[c]))
    room = dict(u.capacity)
    deal: dict[str, list[Card]] = {h: [] for h in room}
    for c in cards:
        options = [h for h in u.allowed[c] if room[h] > 0]
        if not options:
            return None
        total = sum(room[h] for h in options)
        pick = rng.randrange(total)
        for h in options:
            pick -= room[h]
            if pick < 0:
                break
        room[h] -= 1
        deal[h].append(c)
    return deal


def _backtrack(u: Unknowns, rng: random.Random) -> "dict[str, list[Card]] | None":
    cards = sorted(u.cards, key=lambda c: len(u.allowed[c]))
    room = dict(u.capacity)
    deal: dict[str, list[Card]] = {h: [] for h in room}

    def place(i: int) -> bool:
        if i == len(cards):
            return True
        c = cards[i]
        options = [h for h in u.allowed[c] if room[h] > 0]
        rng.shuffle(options)
        for h in options:
            room[h] -= 1
            deal[h].append(c)
            if place(i + 1):
                return True
            deal[h].pop()
            room[h] += 1
        return False

    return deal if place(0) else None
