"""The cards one seat has not seen, dealt at random as what the table shows allows: the
resampling behind ``resample_from_infostate`` (and so OpenSpiel's ISMCTS).

It is the search player's sampling (:mod:`hasen_widget.players.sampling`: the same
voids, the same shown Joker, the same piles), with the deal given back as it was dealt:
the cards played returned to their players, the widow and the discard named.

>>> import random
>>> from hasen_widget import Game
>>> g = Game(seed=7)
>>> hands, widow, discard = plausible_deal(g, "S", random.Random(1))
>>> hands["S"] == list(g.deal.hands["S"]), sorted(len(h) for h in hands.values()), discard
(True, [6, 6, 6, 6], None)
"""

from __future__ import annotations

import random

from ..cards import JOKER, Card
from ..deal import SEATS
from ..game import Game
from ..players.sampling import DISCARD, OUT, WIDOW, piles, unknowns
from ..players.seat_knowledge import SeatKnowledge
from ..view import seat_view

__all__ = ["plausible_deal"]


def plausible_deal(
    game: Game, seat: str, rng: random.Random
) -> tuple[dict[str, list[Card]], Card, "Card | None"]:
    """This hand's deal as ``seat`` might believe it, from what its view shows: its own
    cards as dealt; each card it has not seen placed at random where the table allows (a
    seat that did not follow a suit holds none of it; a Joker shown to force the bid is
    the maker's, in hand or discarded); the cards played given back to their players.
    Returns the hands as dealt, the widow, and another maker's discard (else ``None``)."""
    v = seat_view(game, seat)
    table = SeatKnowledge(v)
    known = unknowns(table)
    if known.capacity.get(OUT):  # pragma: no cover - a full view forgets nothing
        raise RuntimeError("the view leaves cards unaccounted for")
    placed = piles(table, rng, known)
    played: dict[str, list[Card]] = {s: [] for s in SEATS}
    for plays in [t["plays"] for t in v["tricks"]] + [v["current_trick"]]:
        for s, text in plays:
            played[s].append(Card.parse(text))
    hands: dict[str, list[Card]] = {s: placed[s] + played[s] for s in SEATS if s != seat}
    hands[seat] = list(game.deal.hands[seat])
    discard = placed[DISCARD][0] if placed.get(DISCARD) else None
    maker = v["maker"]
    if WIDOW in placed:
        widow = placed[WIDOW][0]  # nobody has taken it
    elif maker is None or maker == seat:
        widow = game.deal.widow  # the maker took it in hand (or it is this seat's to see)
    else:  # one of the maker's seven cards was the widow, not a Joker that forced the bid
        seven = hands[maker] + ([] if discard is None else [discard])
        choices = [c for c in seven if not (c is JOKER and v["forced"] == "joker_bids_3")]
        widow = choices[rng.randrange(len(choices))]
        seven.remove(widow)
        hands[maker] = seven
    for s in SEATS:
        if s != seat:
            rng.shuffle(hands[s])
    return hands, widow, discard
