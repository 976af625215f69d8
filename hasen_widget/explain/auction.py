"""What a bid commits a side to, why the auction ended, and what an all-pass did.

>>> [r.code for r in explain_bid("bid 4", "N")]
['bid.number', 'bid.if_made', 'bid.if_failed.minus_bid']
>>> [r.code for r in explain_all_pass("joker_bids_3", dealer="W", joker_holder=None)]
['auction.all_pass.joker_in_widow']
"""

from __future__ import annotations

from ..actions import Action, ActionLike
from ..cards import quote
from ..deal import SEATS, next_seat, side_of
from ..game import Game, HandResult
from ..reasons import Reason
from ..rules import VARIANTS, RuleSet
from ..score_sheet import bid_label

__all__ = ["explain_bid", "explain_auction_end", "explain_all_pass", "bid_label"]


def _seat(seat: object) -> str:
    if type(seat) is not str or seat not in SEATS:
        raise ValueError(f"unknown seat {quote(seat)}: the seats are N, E, S and W")
    return seat


def _rules(rules: object) -> RuleSet:
    if rules is None:
        return RuleSet()
    if not isinstance(rules, RuleSet):
        raise TypeError(f"rules must be a RuleSet (or None for the defaults), not {type(rules).__name__}")
    return rules


def explain_bid(bid: ActionLike, seat: str, rules: "RuleSet | None" = None) -> list[Reason]:
    """What ``bid`` (a pass, ``bid N``, ``little pepper`` or ``big pepper``) by ``seat``
    commits its side to under ``rules``: the promise, the reward, the penalty."""
    rules = _rules(rules)
    a = Action.parse(bid)
    seat = _seat(seat)
    side = side_of(seat)
    if a.kind == "pass":
        return [Reason(f"bid.pass.{rules.auction}", {"seat": seat})]
    if a.kind == "bid":
        out = [Reason("bid.number", {"seat": seat, "side": side, "bid": a.bid})]
    elif a.kind in ("little pepper", "big pepper"):
        code = "bid.little_pepper" if a.kind == "little pepper" else "bid.big_pepper"
        out = [Reason(code, {"seat": seat, "side": side})]
    else:
        raise ValueError(f"{a} is not a bid: explain a pass, bid N, little pepper or big pepper")
    out.append(Reason("bid.if_made", {"side": side}))
    penalty = rules.fail_penalty
    params: dict = {"side": side}
    if penalty == "minus_bid":
        params["bid"] = a.bid_value
    out.append(Reason(f"bid.if_failed.{penalty}", params))
    if a.kind == "big pepper":
        out.append(Reason("bid.doubled", {"side": side}))
    return out


def explain_all_pass(policy: str, dealer: str, joker_holder: "str | None" = None) -> list[Reason]:
    """What the all-pass rule ``policy`` did when all four passed, ``dealer`` dealing.

    For ``"joker_bids_3"`` give the seat holding the Joker, or ``None`` when the Joker
    is the widow (the hand is thrown in).
    """
    if type(policy) is not str or policy not in VARIANTS["all_pass"]:
        raise ValueError(f"all_pass must be one of {', '.join(VARIANTS['all_pass'])}, not {quote(policy)}")
    dealer = _seat(dealer)
    if policy == "stick_dealer":
        return [Reason("auction.all_pass.stick_dealer", {"seat": dealer})]
    if policy == "redeal":
        return [Reason("auction.all_pass.redeal", {"dealer": next_seat(dealer)})]
    if joker_holder is None:
        return [Reason("auction.all_pass.joker_in_widow", {"dealer": next_seat(dealer)})]
    return [Reason("auction.all_pass.joker_bids_3", {"seat": _seat(joker_holder)})]


def explain_auction_end(source: "Game | HandResult", rules: "RuleSet | None" = None) -> list[Reason]:
    """Why the auction ended and what the maker does next.

    ``source`` is a :class:`~hasen_widget.game.Game` whose auction is over (the current
    hand), or a finished :class:`~hasen_widget.game.HandResult` with the ``rules`` it
    was played under.
    """
    if not isinstance(source, (Game, HandResult)):
        raise TypeError(f"explain_auction_end needs a Game or a HandResult, not {type(source).__name__}")
    rules = _rules(rules)
    if isinstance(source, Game):
        rules = source.rules
        if source.maker is None:
            raise ValueError("the auction of this hand is still on")
        maker, forced, dealer = source.maker, source.forced, source.dealer
        label = bid_label(source.high_bid)
        thrown_in = False
    else:
        maker, forced, dealer = source.maker, source.forced, source.dealer
        label, thrown_in = source.bid_label, source.thrown_in
    if thrown_in:
        return explain_all_pass(forced, dealer, None)
    if forced is not None:
        out = explain_all_pass(forced, dealer, maker)
    else:
        out = [Reason(f"auction.end.{rules.auction}", {"seat": maker, "bid": label})]
    duty = "auction.maker.exchange" if rules.widow == "bidder_exchanges" else "auction.maker.no_widow"
    out.append(Reason(duty, {"seat": maker}))
    return out
