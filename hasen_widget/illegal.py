"""Why the rules refuse an action: :class:`IllegalAction`, and the refusal for each case.

The engine (``Game``) decides *whether* an action is legal, from its one list of legal
actions; this module says *why not*, naming the rule of RULES.md and the cards, seats
and numbers involved, so that ``hasen_widget.explain`` can say it in any language. It is
read only after the engine has refused, so it is not compiled (see ``hatch_build.py``).

>>> from hasen_widget import Game
>>> g = Game(seed=1)
>>> g.apply("bid 3")
>>> refusal = refuse_action(g, g.legal_actions()[1])   # bid 1, below the standing bid
>>> refusal.code, refusal.params["standing"], str(refusal)
('bid_too_low', '3', 'a bid must beat the standing bid of 3')
>>> refuse_seat(g, "W").code
'not_your_turn'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import ACTION_TEXT_LIMIT, Action
from .cards import EFFECTIVE_SUIT, Card, Suit, quote, trump_role
from .deal import SEAT_NAMES, SEATS
from .errors import HasenError
from .reasons import Reason
from .score_sheet import bid_label

if TYPE_CHECKING:  # the engine passes itself in; this module never builds a game
    from .game import Game

__all__ = ["IllegalAction", "refuse_action", "refuse_seat", "unreadable_action"]


class IllegalAction(HasenError, ValueError):
    """An action the rules refuse. ``code`` names the rule, ``params`` the cards, seats
    and numbers the message speaks of (JSON-ready), ``rule`` the RULES.md section.

    >>> from hasen_widget import Game
    >>> try:
    ...     Game(seed=1).apply("play J♦")
    ... except IllegalAction as e:
    ...     e.code
    'wrong_phase'
    """

    def __init__(self, message: str, code: str, rule: str = "", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.rule = rule
        self.params = params

    @property
    def reason(self) -> Reason:
        """This refusal as a :class:`Reason` (code ``"refusal.<code>"``), for
        ``hasen_widget.explain`` to render in any language."""
        return Reason(f"refusal.{self.code}", self.params)


def refusal_text(value: object) -> str:
    """``value`` as text for a refusal's parameters, cut to a few dozen characters.

    >>> refusal_text("play " + "J♦" * 100)[-3:]
    'J♦…'
    """
    if isinstance(value, str):
        return value if len(value) <= ACTION_TEXT_LIMIT else value[: ACTION_TEXT_LIMIT - 1] + "…"
    return quote(value)


def unreadable_action(text: object, problem: Exception) -> IllegalAction:
    """The refusal of ``text`` that is no action at all (``problem``: why it is not)."""
    return IllegalAction(str(problem), "unreadable", "", text=refusal_text(text))


def refuse_seat(game: "Game", seat: object) -> IllegalAction:
    """The refusal of an action given for ``seat`` when it is not that seat's turn."""
    if game.to_move is None:
        return IllegalAction("the match is over", "game_over", "§9")
    if seat not in SEATS:
        return IllegalAction(
            f"there is no seat {quote(seat)}: the seats are N, E, S and W",
            "unknown_seat",
            "§1",
            seat=refusal_text(seat),
        )
    if game.phase == "auction" and any(s == seat for s, _ in game.auction):
        if game.rules.auction == "pass_final" and seat in game.passed:
            return IllegalAction(
                "you passed and cannot bid again in this auction", "already_passed", "§4", seat=seat
            )
        if game.rules.auction == "single_round":
            return IllegalAction(
                "each player has one turn in this auction, and you have had yours",
                "single_round_used",
                "§4",
                seat=seat,
            )
    return IllegalAction(
        f"it is {SEAT_NAMES[game.to_move]}'s turn, not {SEAT_NAMES[str(seat)]}'s",
        "not_your_turn",
        "§1",
        seat=seat,
        to_move=game.to_move,
    )


#: What each phase waits for: the kinds of action it takes.
_WANTS = {
    "auction": ("pass", "bid", "little pepper", "big pepper"),
    "trump": ("trump",),
    "discard": ("discard",),
    "alone": ("alone", "not alone"),
    "defend": ("defend alone", "pass"),
    "play": ("play",),
}
_VERBS = {
    "pass": "pass",
    "bid": "bid",
    "little pepper": "bid Little Pepper",
    "big pepper": "bid Big Pepper",
    "trump": "name trump",
    "discard": "discard",
    "alone": "go alone",
    "not alone": "decline to go alone",
    "defend alone": "defend alone",
    "play": "play a card",
}
_PHASE_TASKS = {
    "auction": "the auction is on",
    "trump": "the maker must name trump",
    "discard": "the maker must discard one card",
    "alone": "the maker must say whether to go alone",
    "defend": "the defenders must say whether to defend alone",
    "play": "a card must be played to the trick",
}


def refuse_action(game: "Game", action: Action) -> IllegalAction:
    """The refusal of ``action``, which is not among ``game.legal_actions()``, for the
    seat to move."""
    phase, seat, kind = game.phase, game.to_move, action.kind
    if phase == "over":
        return IllegalAction(f"the match is over: {game.winner} won", "game_over", "§9", winner=game.winner)
    if kind not in _WANTS[phase]:
        if kind in ("alone", "defend alone") and not game.rules.going_alone:
            return IllegalAction("going alone is not allowed under these rules", "alone_not_allowed", "§6")
        return IllegalAction(
            f"you cannot {_VERBS[kind]} now: {_PHASE_TASKS[phase]}",
            "wrong_phase",
            "",
            phase=phase,
            kind=kind,
        )
    assert seat is not None  # someone is to move until the match is over
    if phase == "auction":
        return _refuse_bid(game, seat, action)
    card = action.card
    if card is not None and card not in game.hands[seat]:
        what = "play" if kind == "play" else "discard"
        return IllegalAction(
            f"you cannot {what} {card}: it is not in your hand",
            "card_not_held",
            "§7" if kind == "play" else "§5",
            seat=seat,
            card=str(card),
        )
    if kind == "play" and card is not None:
        return _refuse_not_following(game, seat, card)
    raise AssertionError(f"unexplained refusal of {action} in {phase}")  # pragma: no cover


def _refuse_bid(game: "Game", seat: str, action: Action) -> IllegalAction:
    rules = game.rules
    if rules.auction == "pass_final" and seat in game.passed:  # pragma: no cover
        return IllegalAction(
            "you passed and cannot bid again in this auction", "already_passed", "§4", seat=seat
        )
    if action.kind in ("little pepper", "big pepper") and rules.bidding != "pepper":
        return IllegalAction(
            f"{action.kind} is only bid under pepper bidding; bid a number from 1 to 6",
            "no_pepper",
            "§4",
            bid=action.kind,
        )
    if action.kind == "bid" and action.bid == 6 and rules.bidding == "pepper":
        return IllegalAction(
            "under pepper bidding a bid of six is Little Pepper or Big Pepper", "pepper_six", "§4"
        )
    if (action.bid or 0) < rules.min_bid:
        return IllegalAction(
            f"the lowest bid under these rules is {rules.min_bid}",
            "below_min_bid",
            "§4",
            bid=bid_label(action),
            min_bid=rules.min_bid,
        )
    assert game.high_bid is not None  # any bid of min_bid or more beats no bid at all
    standing = bid_label(game.high_bid)
    return IllegalAction(
        f"a bid must beat the standing bid of {standing}",
        "bid_too_low",
        "§4",
        bid=bid_label(action),
        standing=standing,
        high_bidder=game.high_bidder,
    )


def _a_suit(s: Suit) -> str:
    return {"C": "a club", "D": "a diamond", "H": "a heart", "S": "a spade"}[s.value]


def _refuse_not_following(game: "Game", seat: str, card: Card) -> IllegalAction:
    trump = game.trump
    eff = EFFECTIVE_SUIT[trump]
    led = eff[game.current_trick[0][1].index]
    assert trump is not None and led is not None  # the play follows naming trump
    follow = [c for c in game.hands[seat] if eff[c.index] is led]
    # The traps a learner falls into: a card whose printed suit misleads (the left
    # bower of the suit led, or the Joker or left bower that must follow a trump lead).
    note = ""
    trap = None
    counts_as = f"counts as {_a_suit(trump)} when {trump.word} are trump"
    if card.suit is led and trump_role(card, trump) == "left_bower":
        trap = card
        note = f": {card} {counts_as}"
    else:
        for c in follow:
            role = trump_role(c, trump)
            if c.suit is not led and role in ("joker", "left_bower"):
                trap = c
                note = f": the Joker {counts_as}" if role == "joker" else f": {c} {counts_as}"
                break
    return IllegalAction(
        f"you must follow {led}{note}",
        "must_follow",
        "§7",
        seat=seat,
        card=str(card),
        led_suit=led.value,
        trump=trump.value,
        follow=[str(c) for c in follow],
        trap=None if trap is None else str(trap),
    )
