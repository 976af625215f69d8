"""The auction of a hand (RULES.md §4): the bids a seat may make, who calls next, and
how the auction ends: won by the standing bid, or passed out (the all-pass policy).

The :class:`~hasen_widget.game.Game` calls these on itself when a seat bids or passes;
they are the engine's own (compiled with it, see ``hatch_build.py``), not a second
rule book. Why a call is refused is ``hasen_widget.illegal``; its words are
``hasen_widget.explain.auction``.

>>> from hasen_widget import Action, Game, RuleSet
>>> [str(b) for b in bids_above(RuleSet(), Action.parse("bid 4"))]
['bid 5', 'bid 6']
>>> auction_course("single_round", "W", "W", {"N", "E", "S"}, 3, None)
'all passed'
>>> g = Game(seed=7)
>>> for call in ("pass", "bid 3", "pass", "pass"): g.apply(call)
>>> g.phase, g.high_bid is not None and str(g.high_bid), g.maker == g.high_bidder
('trump', 'bid 3', True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import _BIDS, BIG_PEPPER, LITTLE_PEPPER, PASS, Action
from .cards import JOKER
from .deal import _NEXT, SEATS
from .rules import RuleSet

if TYPE_CHECKING:  # only for the annotations: game imports this module
    from .game import Game

__all__ = ["bids_above", "auction_course", "take_call"]

# The ladder of bid ranks: 1-6, or 1-5, Little Pepper (6), Big Pepper (7).
_STANDARD_LADDER = tuple(_BIDS[str(n)] for n in range(1, 7))
_PEPPER_LADDER = (*(_BIDS[str(n)] for n in range(1, 6)), LITTLE_PEPPER, BIG_PEPPER)


def bids_above(rules: RuleSet, high: "Action | None") -> list[Action]:
    """The bids above the standing bid ``high`` and at least ``rules.min_bid``, from the
    ladder of bid ranks: a slice, no loops."""
    low = rules.min_bid if high is None else max(rules.min_bid, (high.bid or 0) + 1)
    ladder = _PEPPER_LADDER if rules.bidding == "pepper" else _STANDARD_LADDER
    return list(ladder[low - 1 :])


def auction_course(
    style: str, seat: str, dealer: str, passed: set[str], passes_in_a_row: int, high_bid: "Action | None"
) -> str:
    """After ``seat``'s call: ``"won"`` (the standing bid takes it), ``"all passed"``, or
    the seat that calls next, under the auction ``style``."""
    if style == "pass_final":
        # Ends when three have passed and one holds the standing bid.
        if len(passed) == 3 and high_bid is not None:
            return "won"
        if len(passed) == 4:
            return "all passed"
        nxt = _NEXT[seat]
        while nxt in passed:  # a pass is final: skip those who passed
            nxt = _NEXT[nxt]
        return nxt
    if style == "reentry":
        # Ends after three consecutive passes behind a bid (four with no bid).
        if high_bid is not None and passes_in_a_row == 3:
            return "won"
        if high_bid is None and passes_in_a_row == 4:
            return "all passed"
        return _NEXT[seat]
    if seat == dealer:  # single_round: one turn each, the dealer last
        return "all passed" if high_bid is None else "won"
    return _NEXT[seat]


def take_call(game: Game, seat: str, action: Action) -> None:
    """``seat``'s bid or pass (already known to be legal) onto ``game``'s auction; then
    the next seat calls, or the auction is won or passed out."""
    game.auction.append((seat, action))
    style = game._style
    passed = game.passed
    if action is PASS:
        passed.add(seat)
        game._consecutive_passes += 1
    else:
        game.high_bid, game.high_bidder = action, seat
        game._consecutive_passes = 0
        if style == "reentry":
            passed.discard(seat)  # a passed player who bids again is back in
    course = auction_course(style, seat, game.dealer, passed, game._consecutive_passes, game.high_bid)
    if course == "won":
        _auction_won(game)
    elif course == "all passed":
        _all_passed(game)
    else:
        game.to_move = course


def _all_passed(game: Game) -> None:
    policy = game.rules.all_pass
    if policy == "redeal":
        return game._throw_in("redeal")
    if policy == "stick_dealer":
        maker = game.dealer
    else:  # joker_bids_3: the Joker's holder shows it and bids 3
        holder = [s for s in SEATS if JOKER in game.hands[s]]
        if not holder:
            return game._throw_in("joker_bids_3")
        maker = holder[0]
    game.forced = policy
    game.high_bid, game.high_bidder = _BIDS["3"], maker
    _auction_won(game)


def _auction_won(game: Game) -> None:
    maker = game.high_bidder
    assert maker is not None and game.widow is not None  # an auction is won by a bid
    game.maker = maker
    if game.rules.widow == "bidder_exchanges":
        game.hands[maker].append(game.widow)
        game.widow = None
    game.phase = "trump"
    game.to_move = maker
