"""What a hand model may read of a seat's hand and of the auction: numbers a player could
count at the table (trumps, top trumps, side aces, voids, who bid what).

Pure Python (it runs in the browser's Pyodide too). ``scripts/fit_hand_value.py`` fits
the weights of these features on simulated deals; :mod:`.hand_model` applies them.

>>> from hasen_widget.cards import parse_cards, Suit
>>> f = hand_features(parse_cards("Joker JH JD AH KH AS"), Suit.HEARTS, AuctionSense())
>>> f[FEATURES.index("trumps")], f[FEATURES.index("joker")], f[FEATURES.index("side_aces")]
(5.0, 1.0, 1.0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action
from ..cards import EFFECTIVE_SUIT, TRUMP_POWER, Card, Suit
from ..deal import SEATS, next_seat, partner_of, side_of

__all__ = ["FEATURES", "AuctionSense", "auction_sense", "hand_features"]

#: The names of the features, in the order of the fitted weights.
FEATURES = (
    "trumps",
    "long_trumps",  # trumps past the third: they take the last tricks
    "joker",
    "right",
    "left",
    "ace_trump",
    "king_trump",
    "side_aces",
    "side_kings_guarded",
    "side_kings",  # a king without its ace: it wins once the ace is gone
    "voids",
    "singletons",
    "partner_bid",
    "partner_passed",
    "opponent_bid",
    "opponents_passed",
    "seats_after",
)


@dataclass(frozen=True)
class AuctionSense:
    """What the auction so far says, from one seat: the partner's highest bid (0: none),
    whether the partner passed, the opponents' highest bid, how many opponents passed,
    and how many seats still speak after this one in the first round."""

    partner_bid: int = 0
    partner_passed: bool = False
    opponent_bid: int = 0
    opponents_passed: int = 0
    seats_after: int = 3


def auction_sense(view: Mapping[str, Any]) -> AuctionSense:
    """Read :class:`AuctionSense` from a seat's view (the public auction only)."""
    seat = view["seat"]
    partner = partner_of(seat)
    pbid = obid = opass = 0
    ppass = False
    for s, a in view.get("auction") or []:
        act = Action.parse(a)
        value = 0 if act.kind == "pass" else (act.bid_value or 0)
        if s == partner:
            if act.kind == "pass":
                ppass = True
            pbid = max(pbid, value)
        elif side_of(s) != side_of(seat):
            if act.kind == "pass":
                opass += 1
            obid = max(obid, value)
    dealer = view.get("dealer")
    after = 3
    if dealer in SEATS:
        order = []
        s = next_seat(dealer)
        for _ in range(4):
            order.append(s)
            s = next_seat(s)
        after = 3 - order.index(seat)
    return AuctionSense(pbid, ppass, obid, min(opass, 2), after)


def hand_features(cards: Sequence[Card], trump: Suit, sense: AuctionSense) -> list[float]:
    """The feature vector (see :data:`FEATURES`) of ``cards`` with ``trump``."""
    eff, power = EFFECTIVE_SUIT[trump], TRUMP_POWER[trump]
    trumps = {power[c.index] for c in cards if eff[c.index] is trump}
    side: dict[Suit, list[int]] = {}
    for c in cards:
        s = eff[c.index]
        if s is not trump and s is not None:
            side.setdefault(s, []).append(power[c.index])
    aces = guarded = kings = singles = 0
    for ps in side.values():
        ps.sort(reverse=True)
        if ps[0] == 6:
            aces += 1
            if len(ps) >= 2 and ps[1] == 5:
                guarded += 1
        elif ps[0] == 5 and len(ps) >= 2:
            kings += 1
        if len(ps) == 1:
            singles += 1
    voids = sum(1 for s in Suit if s is not trump and s not in side)
    return [
        float(len(trumps)),
        float(max(0, len(trumps) - 3)),
        float(108 in trumps),
        float(107 in trumps),
        float(106 in trumps),
        float(105 in trumps),
        float(104 in trumps),
        float(aces),
        float(guarded),
        float(kings),
        float(min(voids, max(len(trumps) - 1, 0))),
        float(singles),
        float(sense.partner_bid),
        float(sense.partner_passed),
        float(sense.opponent_bid),
        float(sense.opponents_passed),
        float(sense.seats_after),
    ]
