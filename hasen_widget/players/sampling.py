"""Deals of the unseen cards consistent with what one seat knows: the search player's
sampled deals, and (through :mod:`hasen_widget.openspiel.unseen`) OpenSpiel's resampling.

The seat knows its hand, every card played, its own discard if it made trump, that a
player who did not follow suit is void in the suit led, and that a Joker shown to force
a bid is the maker's (in hand, or laid away as its discard). It does not know the others'
hands, the widow it did not take, another maker's discard or a sitting-out partner's
cards: each is a pile of the right size among the unknowns (:func:`piles`), and the
search player sees those it will not meet in the play as one ``"out"`` pile.

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

__all__ = ["Unknowns", "unknowns", "piles", "sample_deal", "SamplingError", "WIDOW", "DISCARD", "OUT"]

#: The piles that are not a seat's hand: the widow on the table, another maker's discard,
#: and the cards the seat no longer remembers (a level that forgets played tricks).
WIDOW, DISCARD, OUT = "widow", "discard", "out"


class SamplingError(RuntimeError):
    """No deal fits what the seat knows (the view contradicts itself)."""


class Unknowns:
    """The unseen cards, the piles each may lie in, and how many each pile holds."""

    def __init__(
        self,
        cards: list[Card],
        capacity: dict[str, int],
        allowed: dict[Card, tuple[str, ...]],
        fixed: "dict[str, list[Card]] | None" = None,
        in_play: "frozenset[str]" = frozenset(),
    ) -> None:
        self.cards = cards
        self.capacity = capacity
        self.allowed = allowed
        self.fixed = fixed or {}
        self.in_play = in_play


def unknowns(table: SeatKnowledge) -> Unknowns:
    """Where each card the seat has not seen may lie: another seat's hand (a sitting-out
    partner's too), the widow, another maker's discard, or ``"out"`` (forgotten)."""
    view = table.view
    # In open-hands (teaching) mode the other hands, widow and discard are visible.
    fixed: dict[str, list[Card]] = {}
    for s, cards_shown in (view.get("hands") or {}).items():
        if s != table.seat and cards_shown is not None:
            fixed[s] = [Card.parse(c) for c in cards_shown]
    if view.get("widow"):
        fixed[WIDOW] = [Card.parse(view["widow"])]
    seen = {c for cs in fixed.values() for c in cs}
    cards = [c for c in table.unseen() if c not in seen]
    counts = view["hand_counts"]
    holders = [s for s in SEATS if s != table.seat and s not in fixed]
    capacity = {s: int(counts[s]) for s in holders}
    if view.get("widow_on_table") and WIDOW not in fixed:
        capacity[WIDOW] = 1
    maker = table.maker
    exchanged = view["rules"].get("widow") == "bidder_exchanges" and maker is not None
    if exchanged and maker != table.seat and table.discard is None:
        # The maker has laid a card away, unseen, once its hand is back to six.
        by_maker = sum(1 for t in table.tricks for s, _ in t["plays"] if s == maker)
        by_maker += sum(1 for s, _ in table.trick if s == maker)
        if int(counts[maker]) + by_maker == 6:
            capacity[DISCARD] = 1
    capacity[OUT] = len(cards) - sum(capacity.values())
    if capacity[OUT] < 0:
        raise SamplingError("the view shows more cards in hands than are unseen")
    in_play = frozenset(s for s in holders if s not in table.sitting_out)
    allowed: dict[Card, tuple[str, ...]] = {}
    for c in cards:
        s = table.eff(c) if table.trump is not None else c.suit
        # A hand that did not follow a suit holds none of it; a pile off the table
        # (widow, discard, a sitting-out hand, what is forgotten) may hold anything.
        places = [h for h in capacity if h not in in_play or s not in table.voids[h]]
        if c is JOKER and table.has_joker_shown and maker != table.seat:
            # Shown to the table to force the bid: the maker holds it, or has laid it
            # away. Never the widow, another hand or a sitting-out partner.
            places = [h for h in places if h in (maker, DISCARD, OUT)]
        allowed[c] = tuple(h for h in places if capacity[h] > 0)
    return Unknowns(cards, capacity, allowed, fixed, in_play)


def piles(table: SeatKnowledge, rng: random.Random, known: "Unknowns | None" = None) -> dict[str, list[Card]]:
    """One deal of the unseen cards: ``{pile: cards}`` for each seat not seen (its hand
    now), ``"widow"``, ``"discard"`` and ``"out"`` where the view has them; shown hands
    as shown. Voids and sizes are respected."""
    u = known if known is not None else unknowns(table)
    # Most constrained cards first; each goes to a pile with room, chosen in
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


def sample_deal(
    table: SeatKnowledge, rng: random.Random, known: "Unknowns | None" = None
) -> dict[str, list[Card]]:
    """One deal as the search player needs it: ``{seat: cards}`` for the other seats in
    play and ``"out"``: every unseen card it will not meet in the play."""
    u = known if known is not None else unknowns(table)
    deal = piles(table, rng, u)
    playing = u.in_play | {s for s in u.fixed if s in SEATS and s not in table.sitting_out}
    out = [c for pile, cs in deal.items() if pile not in playing for c in cs]
    return {**{s: cs for s, cs in deal.items() if s in playing}, OUT: out}


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
