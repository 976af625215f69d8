"""The cards one seat has not seen, dealt at random as what the table shows allows: the
resampling behind ``resample_from_infostate`` (and so OpenSpiel's ISMCTS).

>>> import random
>>> from hasen_widget import Game
>>> g = Game(seed=7)
>>> hands, widow, discard = plausible_deal(g, "S", random.Random(1))
>>> hands["S"] == list(g.deal.hands["S"]), sorted(len(h) for h in hands.values()), discard
(True, [6, 6, 6, 6], None)
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import DECK, EFFECTIVE_SUIT, JOKER, Card, Suit
from ..deal import SEATS
from ..game import Game
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
    trump = None if v["trump"] is None else Suit.parse(v["trump"])
    eff = EFFECTIVE_SUIT[trump]
    played: dict[str, list[Card]] = {s: [] for s in SEATS}
    voids: dict[str, set[Any]] = {}
    for plays in [t["plays"] for t in v["tricks"]] + [v["current_trick"]]:
        led = eff[Card.parse(plays[0][1]).index] if plays else None
        for s, text in plays:
            c = Card.parse(text)
            played[s].append(c)
            if eff[c.index] is not led:
                voids.setdefault(s, set()).add(led)  # did not follow: holds none of the suit led
    maker = v["maker"]
    took = v["rules"]["widow"] == "bidder_exchanges" and maker is not None
    seen = {Card.parse(c) for c in v["hand"]} | {c for cs in played.values() for c in cs}
    if v["discard"] is not None:
        seen.add(Card.parse(v["discard"]))
    room = {s: v["hand_counts"][s] for s in SEATS if s != seat}
    if not took:
        room["widow"] = 1
    elif maker != seat and v["hand_counts"][maker] + len(played[maker]) == 6:
        room["discard"] = 1  # the maker has discarded, unseen
    shown_joker = v["shown"] is not None and maker != seat

    def options(c: Card) -> list[str]:
        if c is JOKER and shown_joker:
            return [h for h in (maker, "discard") if h in room and eff[c.index] not in voids.get(h, ())]
        return [h for h in room if eff[c.index] not in voids.get(h, ())]

    unseen = [c for c in DECK if c not in seen]
    places = {c: options(c) for c in unseen}
    placed = _place(unseen, places, room, rng)
    true = game.deal
    hands: dict[str, list[Card]] = {s: placed[s] + played[s] for s in SEATS if s != seat}
    hands[seat] = list(true.hands[seat])
    discard = placed["discard"][0] if "discard" in placed and placed["discard"] else None
    if not took:
        widow = placed["widow"][0]  # nobody has seen it
    elif maker == seat:
        widow = true.widow  # the maker took it in hand
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


def _place(
    cards: list[Card], places: dict[Card, list[str]], room: dict[str, int], rng: random.Random
) -> dict[str, list[Card]]:
    """Put each card in one of its places, filling every place exactly. The most
    constrained card goes first, to a place chosen in proportion to the room left (close
    to a uniform deal); a dead end is retried, then searched for exhaustively."""
    order = sorted(cards, key=lambda c: (len(places[c]), rng.random()))
    for _ in range(50):
        left = dict(room)
        out: dict[str, list[Card]] = {h: [] for h in room}
        for c in order:
            opts = [h for h in places[c] if left[h] > 0]
            if not opts:
                break
            pick = rng.randrange(sum(left[h] for h in opts))
            for h in opts:
                pick -= left[h]
                if pick < 0:
                    break
            left[h] -= 1
            out[h].append(c)
        else:
            return out
    left = dict(room)
    out = {h: [] for h in room}

    def fill(i: int) -> bool:
        if i == len(order):
            return True
        c = order[i]
        for h in rng.sample(places[c], len(places[c])):
            if left[h] > 0:
                left[h] -= 1
                out[h].append(c)
                if fill(i + 1):
                    return True
                out[h].pop()
                left[h] += 1
        return False

    if not fill(0):
        raise RuntimeError("no deal of the unseen cards fits what the table shows")  # the engine's state
    return out
