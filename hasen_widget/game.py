"""``Game``: a whole Hasenpfeffer match as a state machine, hand after hand, to the target.

One source of truth for legal actions: ``legal_actions()`` lists them, ``apply`` takes
one (or its text), and anything else raises :class:`IllegalAction` naming the rule it
breaks, leaving the game exactly as it was.

>>> g = Game(seed=7)
>>> g.phase, g.to_move in SEATS, len(g.hands[g.to_move])
('auction', True, 6)
>>> g.apply("pass"); g.apply("bid 3")
>>> str(g.auction[-1][1])
'bid 3'
>>> g.apply("bid 2")
Traceback (most recent call last):
...
hasen_widget.game.IllegalAction: a bid must beat the standing bid of 3
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .actions import (
    _BIDS,
    _DISCARDS,
    _PLAYS,
    _TRUMPS,
    ACTION_TEXT_LIMIT,
    ALONE,
    BIG_PEPPER,
    DEFEND_ALONE,
    LITTLE_PEPPER,
    NOT_ALONE,
    PASS,
    Action,
    ActionError,
)
from .cards import _EFF_SUIT, _POWER, DECK, JOKER, Card, CardError, Suit, quote
from .deal import _NEXT, _SIDE, SEAT_NAMES, SEATS, Deal, DealError, deal_cards, next_seat, partner_of, side_of
from .errors import HasenError, refuse_unknown
from .reasons import Reason
from .rules import RuleError, RuleSet

__all__ = [
    "Game",
    "IllegalAction",
    "GameFormatError",
    "HandResult",
    "Trick",
    "PHASES",
    "SCHEMA",
    "SCHEMA_VERSION",
    "MAX_SEED",
    "MAX_HAND_NUMBER",
    "DOCUMENT_LIMIT",
    "DOCUMENT_DEPTH_LIMIT",
]

#: The phases of a hand, in order; ``"over"`` once the match is won.
PHASES = ("auction", "trump", "discard", "alone", "defend", "play", "over")
SCHEMA = "hasen-widget/game"
SCHEMA_VERSION = 1

#: Seeds run from 0 to 2**53 - 1: every such seed is a JSON number that any reader,
#: a browser's included, reads back exactly, so any game that can be made can be saved.
MAX_SEED = 2**53 - 1
#: Prepared deals are for hands 0 to 9999; a match to the highest target (100) takes
#: well under a thousand hands.
MAX_HAND_NUMBER = 9999
#: Largest save document read (characters of text, or bytes): refused before parsing.
#: A match to 10 saves in about 5 KB, one to 100 in about 40 KB (some 1.3 KB a hand), so
#: 2 MB holds some 1,500 hands, thrown-in ones and all.
DOCUMENT_LIMIT = 2_000_000
#: Deepest nesting of arrays and objects in a save document, checked before parsing. A
#: real one nests 6 deep (state.hand_results[i].trick_log[j].plays[k]); JSON nested a
#: thousand deep would exhaust the parser's recursion.
DOCUMENT_DEPTH_LIMIT = 12

_SIDES = ("NS", "EW")
_OTHER_SIDE = {"NS": "EW", "EW": "NS"}
_TRUMP_ACTIONS = tuple(_TRUMPS[s] for s in Suit)
# For each trump, the suit *as played* of each play action (the Joker and left bower are trumps).
_PLAY_SUIT = {t: {_PLAYS[c.index]: _EFF_SUIT[t][c.index] for c in DECK} for t in Suit}
_STANDARD_LADDER = tuple(_BIDS[str(n)] for n in range(1, 7))
_PEPPER_LADDER = (*(_BIDS[str(n)] for n in range(1, 6)), LITTLE_PEPPER, BIG_PEPPER)


class IllegalAction(HasenError, ValueError):
    """An action the rules refuse. ``code`` names the rule, ``params`` the cards, seats
    and numbers the message speaks of (JSON-ready), ``rule`` the RULES.md section.

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


class GameFormatError(HasenError, ValueError):
    """A saved game that cannot be loaded: wrong schema, bad card set, or state that
    does not follow from its history. The message names the field."""


class Trick(NamedTuple):
    """One finished trick: who led, the ``(seat, card)`` plays in order, and the winner.

    Immutable (a named tuple: the engine builds one per trick, so it must be cheap).

    >>> t = Trick("N", (("N", Card.parse("A♥")), ("E", Card.parse("J♦"))), "E")
    >>> t.winner, t.to_dict()["plays"]
    ('E', [['N', 'A♥'], ['E', 'J♦']])
    """

    leader: str
    plays: tuple[tuple[str, Card], ...]
    winner: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "plays": [[s, str(c)] for s, c in self.plays],
            "winner": self.winner,
        }


_new_trick = tuple.__new__  # Trick(...) without the named tuple's Python-level __new__
_trick_new = Trick.__new__


def _checked_trick_new(cls: Any, *args: Any, **kwargs: Any) -> Any:
    # Trick(leadr=...) names leader; the engine itself builds tricks with _new_trick.
    if kwargs:
        refuse_unknown("Trick", {k: v for k, v in kwargs.items() if k not in Trick._fields}, Trick._fields)
    return _trick_new(cls, *args, **kwargs)


setattr(Trick, "__new__", staticmethod(_checked_trick_new))  # noqa: B010 - a class attribute, set once


@dataclass
class HandResult:
    """The record of one finished (or thrown-in) hand.

    ``bid`` is the number of tricks promised (6 for either pepper); ``bid_label`` its
    text (``"4"``, ``"little pepper"``, ``"big pepper"``); ``forced`` names the all-pass
    policy that made the bid (``None`` for an ordinary auction).
    """

    number: int
    dealer: str
    maker: "str | None" = None
    bid: "int | None" = None
    bid_label: "str | None" = None
    trump: "Suit | None" = None
    alone: tuple[str, ...] = ()
    tricks: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    points: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    made: "bool | None" = None
    thrown_in: bool = False
    forced: "str | None" = None
    scores_after: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    trick_log: tuple[Trick, ...] = ()
    widow: "Card | None" = None
    discard: "Card | None" = None

    @property
    def maker_side(self) -> "str | None":
        return None if self.maker is None else side_of(self.maker)

    def to_dict(self, include_hidden: bool = True) -> dict[str, Any]:
        """JSON-ready form. ``include_hidden=False`` leaves out the widow and the
        discard, which no player saw (what a seat's view may carry)."""
        d: dict[str, Any] = {
            "number": self.number,
            "dealer": self.dealer,
            "maker": self.maker,
            "bid": self.bid,
            "bid_label": self.bid_label,
            "trump": None if self.trump is None else self.trump.value,
            "alone": list(self.alone),
            "tricks": dict(self.tricks),
            "points": dict(self.points),
            "made": self.made,
            "thrown_in": self.thrown_in,
            "forced": self.forced,
            "scores_after": dict(self.scores_after),
            "trick_log": [t.to_dict() for t in self.trick_log],
        }
        if include_hidden:
            d["widow"] = None if self.widow is None else str(self.widow)
            d["discard"] = None if self.discard is None else str(self.discard)
        return d


def _label(a: Action) -> str:
    return a.kind if a.kind in ("little pepper", "big pepper") else str(a.bid)


class Game:
    """A Hasenpfeffer match under a :class:`RuleSet`, reproducible from ``seed``.

    ``deal`` (text or :class:`Deal`) fixes the first hand for a teacher; later hands
    are shuffled from the seed. ``deals`` may fix several: ``{hand_number: deal}``.

    Where RULES.md leaves a choice open, the engine reads it so:

    - ``all_pass="stick_dealer"`` and ``"joker_bids_3"``: the forced bid is exactly 3
      (not "3 or more"), whatever ``min_bid`` and ``bidding`` say; ``forced`` names the policy.
    - ``auction="reentry"``: four passes in a row with no bid is an all-pass;
      ``"single_round"``: the auction ends after the dealer's one turn.
    - ``opening_lead="high_bidder"``: the maker leads even when someone goes alone (the
      loner exceptions of §7 belong to the default ``"dealer_left"``).
    - ``fail_penalty="minus_tricks_won"`` costs the tricks the bidding side won.
    - Big Pepper played alone counts four times (both doublings of §8 apply); a lone
      defender's tricks count double, and nothing under ``defenders_score="none"``.
    - Defending alone is offered only after the maker goes alone, to the defender on
      the maker's left first.

    >>> g = Game(seed=3, deal="N: AH KH QH TH 9H JD E: AS KS QS JS TS 9S "
    ...          "S: AC KC QC JC TC 9C W: AD KD QD TD 9D JH widow: Joker dealer: W")
    >>> g.to_move, [str(c) for c in g.hands["N"]][:3]
    ('N', ['A♥', 'K♥', 'Q♥'])
    """

    # Every attribute is declared, compiled or not: the compiled class (a mypyc native
    # class) has a fixed layout, and from source slots keep attribute reads fast (an
    # instance dict past 30 keys loses CPython's fast attribute path).
    __slots__ = (
        # the match
        "rules", "seed", "_prepared", "_redo", "_rng", "history", "scores", "hand_results",
        "winner", "hand_number", "dealer",
        # this hand: the deal and the auction
        "deal", "hands", "widow", "discarded", "phase", "auction", "passed", "high_bid",
        "high_bidder", "_consecutive_passes", "_style", "maker", "forced",
        # trump, going alone and the play
        "trump", "_eff", "_power", "alone", "sitting_out", "current_trick", "tricks",
        "tricks_won", "leader", "to_move", "_legal", "_led", "_acts", "_act_suit", "_trick_size",
    )  # fmt: skip

    # ------------------------------------------------------------------ set-up
    # The public entry points (__init__, apply, undo, replay, from_json) take their
    # arguments as ``object`` and check them here: compiled, a narrower annotation would
    # be enforced by mypyc with a bare TypeError before the check could name the field.
    def __init__(
        self,
        rules: object = None,
        seed: object = None,
        deal: object = None,
        deals: object = None,
        **unknown: object,
    ) -> None:
        """``rules``: a RuleSet (default ``RuleSet()``); ``seed``: a whole number ≥ 0
        (default: drawn at random); ``deal``: a :class:`Deal` or its text, for the first
        hand; ``deals``: ``{hand_number: Deal or text}``. Any other keyword is refused
        with the closest right name."""
        if unknown:
            refuse_unknown("Game", unknown, ("rules", "seed", "deal", "deals"))
        if rules is None:
            rules = RuleSet()
        if not isinstance(rules, RuleSet):
            raise RuleError(f"rules must be a RuleSet, not {type(rules).__name__}")
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"seed must be a whole number from 0 to 2**53 - 1, not {quote(seed)}")
        prepared: dict[int, Deal] = {}
        if deals is not None and not isinstance(deals, Mapping):
            raise DealError(f"deals must map hand numbers to deals, not {type(deals).__name__}")
        for k, d in (deals or {}).items():
            number = _hand_number(k)
            if number is None:
                raise DealError(
                    f"deals: {quote(k)} is not a hand number (a whole number from 0, the first hand, "
                    f"to {MAX_HAND_NUMBER})"
                )
            prepared[number] = d if isinstance(d, Deal) else Deal.parse(d)
        if deal is not None:
            prepared[0] = deal if isinstance(deal, Deal) else Deal.parse(deal)
        self.rules = rules
        self.seed = seed
        self._prepared = prepared
        self._redo: list[str] = []
        self._reset()

    def _reset(self) -> None:
        self._rng = random.Random(self.seed)
        self.history: list[str] = []
        self.scores: dict[str, int] = {"NS": 0, "EW": 0}
        self.hand_results: list[HandResult] = []
        self.winner: "str | None" = None
        self.hand_number = -1
        first = self._prepared.get(0)
        self.dealer = first.dealer if first is not None else self._rng.choice(SEATS)
        self._start_hand()

    def _start_hand(self) -> None:
        self.hand_number += 1
        prepared = self._prepared.get(self.hand_number)
        if prepared is not None:
            self.dealer = prepared.dealer
            self.deal = prepared
        else:
            self.deal = deal_cards(self._rng, self.dealer, self.rules.deal_pattern)
        self.hands: dict[str, list[Card]] = {s: list(self.deal.hands[s]) for s in SEATS}
        self.widow: "Card | None" = self.deal.widow
        self.discarded: "Card | None" = None
        self.phase = "auction"
        self.auction: list[tuple[str, Action]] = []
        self.passed: set[str] = set()
        self.high_bid: "Action | None" = None
        self.high_bidder: "str | None" = None
        self._consecutive_passes = 0
        self._style = self.rules.auction
        self.maker: "str | None" = None
        self.forced: "str | None" = None
        self.trump: "Suit | None" = None
        # The trump's tables, set when trump is named.
        self._eff: "tuple[Suit | None, ...] | None" = None
        self._power: "tuple[int, ...] | None" = None
        self.alone: list[str] = []
        self.sitting_out: set[str] = set()
        self.current_trick: list[tuple[str, Card]] = []
        self.tricks: list[Trick] = []
        self.tricks_won = {"NS": 0, "EW": 0}
        self.leader: "str | None" = None
        self.to_move: "str | None" = next_seat(self.dealer)
        # Typed for mypyc, which compiles this module (see hatch_build.py); the
        # "type: ignore" comments below mark reads of an Optional that the phase rules
        # out (a seat is to move, trump is named), checked at run time when compiled.
        self._legal: "list[Action] | None" = None
        self._led: "Suit | None" = None
        self._acts: dict[str, list[Action]] = {}
        self._act_suit: "dict[Action, Suit | None]" = {}
        self._trick_size = 4

    # ------------------------------------------------------------ read-outs
    @property
    def is_over(self) -> bool:
        """True once a side has reached the target score."""
        return self.phase == "over"

    @property
    def bid(self) -> "int | None":
        """Tricks the maker's side must take (6 for either pepper), once the auction is over."""
        return None if self.maker is None or self.high_bid is None else self.high_bid.bid_value

    @property
    def led_suit(self) -> "Suit | None":
        if not self.current_trick:
            return None
        return _EFF_SUIT[self.trump][self.current_trick[0][1].index]

    def legal_actions(self) -> list[Action]:
        """Every action the player to move may take now (empty when the match is over).

        >>> [str(a) for a in Game(seed=1).legal_actions()]
        ['pass', 'bid 1', 'bid 2', 'bid 3', 'bid 4', 'bid 5', 'bid 6']
        """
        legal: "list[Action] | None" = self._legal
        if legal is None:
            if self.phase == "play":  # _compute_legal's play branch, inlined: the hot path
                acts = self._acts[self.to_move]  # type: ignore[index]
                legal = acts
                if self.current_trick:
                    suit_of, led = self._act_suit, self._led
                    legal = [a for a in acts if suit_of[a] is led] or acts
            else:
                legal = self._compute_legal()
            self._legal = legal
        return legal[:]  # a copy: the cached list must not change under the caller

    def _compute_legal(self) -> list[Action]:
        # The one place that decides what is legal; apply() checks against this list.
        phase = self.phase
        if phase == "play":
            # Follow the suit led *as played* if you can, else any card (§7). The seat's
            # play actions are kept in step with its hand (see _start_play, _play), and
            # the cached list is only read until the next action clears it.
            acts = self._acts[self.to_move]  # type: ignore[index]
            if self.current_trick:
                suit_of, led = self._act_suit, self._led
                follow = [a for a in acts if suit_of[a] is led]
                if follow:
                    return follow
            return acts
        if phase == "auction":
            return [PASS, *self._auction_bids()]  # pass_final never gives a passed seat the turn
        if phase == "trump":
            return list(_TRUMP_ACTIONS)
        if phase == "discard":
            return [_DISCARDS[c.index] for c in self.hands[self.to_move]]  # type: ignore[index]
        if phase == "alone":
            return [ALONE, NOT_ALONE]
        if phase == "defend":
            return [DEFEND_ALONE, PASS]
        return []

    def _auction_bids(self) -> list[Action]:
        # Bids above the standing bid and at least min_bid, from the ladder of bid ranks
        # (1–6, or 1–5, Little Pepper (6), Big Pepper (7)): a slice, no loops.
        high = self.high_bid
        low = self.rules.min_bid if high is None else max(self.rules.min_bid, (high.bid or 0) + 1)
        ladder = _PEPPER_LADDER if self.rules.bidding == "pepper" else _STANDARD_LADDER
        return list(ladder[low - 1 :])

    # -------------------------------------------------------------- actions
    def apply(self, action: object, seat: object = None) -> None:
        """Take ``action`` (an :class:`Action` or its text) for the player to move.

        Give ``seat`` to check that it is that seat's turn. An illegal action raises
        :class:`IllegalAction` and changes nothing.
        """
        if not isinstance(action, Action):
            try:
                action = Action.parse(action)
            except ActionError as e:
                raise IllegalAction(str(e), "unreadable", "", text=_short_text(action)) from None
        if seat is not None and seat != self.to_move:
            self._refuse_turn(seat)
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if action not in legal:  # identity test: actions are interned
            raise self._why_illegal(action)
        if self._redo:
            self._redo.clear()
        self._do(action)

    def _do(self, action: Action) -> None:
        """Apply an action already known to be legal."""
        if self.phase == "play":
            self._play(action)
            return
        self.history.append(action._text)
        self._legal = None
        phase = self.phase
        seat: str = self.to_move  # type: ignore[assignment]  # None only once the match is over
        if phase == "auction":
            self._bid(seat, action)
        elif phase == "trump":
            t: Suit = action.suit  # type: ignore[assignment]  # a trump action names a suit
            self.trump = t
            # The trump tables, looked up once per hand rather than at every card.
            self._eff, self._power = _EFF_SUIT[t], _POWER[t]
            self._after_trump()
        elif phase == "discard":
            card: Card = action.card  # type: ignore[assignment]  # a discard names a card
            _take(self.hands[seat], card)
            self.discarded = card
            self._after_discard()
        elif phase == "alone":
            if action is ALONE:
                self.alone.append(seat)
                self.sitting_out.add(partner_of(seat))
                self.phase = "defend"
                self.to_move = next_seat(seat)
            else:
                self._start_play()
        elif phase == "defend":
            if action is DEFEND_ALONE:
                self.alone.append(seat)
                self.sitting_out.add(partner_of(seat))
                self._start_play()
            elif seat == next_seat(self.maker):  # type: ignore[arg-type]  # the maker is known by now
                self.to_move = partner_of(seat)
            else:
                self._start_play()

    # The auction (RULES.md §4) --------------------------------------------
    def _bid(self, seat: str, action: Action) -> None:
        self.auction.append((seat, action))
        style = self._style
        passed = self.passed
        if action is PASS:
            passed.add(seat)
            self._consecutive_passes += 1
        else:
            self.high_bid, self.high_bidder = action, seat
            self._consecutive_passes = 0
            if style == "reentry":
                passed.discard(seat)  # a passed player who bids again is back in
        if style == "pass_final":
            # Ends when three have passed and one holds the standing bid (§4).
            n_passed = len(passed)
            if n_passed == 3 and self.high_bid is not None:
                return self._auction_won()
            if n_passed == 4:
                return self._all_passed()
            nxt = _NEXT[seat]
            while nxt in passed:  # a pass is final: skip those who passed
                nxt = _NEXT[nxt]
            self.to_move = nxt
        elif style == "reentry":
            # Ends after three consecutive passes behind a bid (four with no bid).
            if self.high_bid is not None:
                if self._consecutive_passes == 3:
                    return self._auction_won()
            elif self._consecutive_passes == 4:
                return self._all_passed()
            self.to_move = _NEXT[seat]
        else:  # single_round: one turn each, the dealer last
            if seat == self.dealer:
                if self.high_bid is None:
                    return self._all_passed()
                return self._auction_won()
            self.to_move = _NEXT[seat]

    def _all_passed(self) -> None:
        policy = self.rules.all_pass
        if policy == "redeal":
            return self._throw_in("redeal")
        if policy == "stick_dealer":
            maker = self.dealer
        else:  # joker_bids_3: the Joker's holder shows it and bids 3
            holder = [s for s in SEATS if JOKER in self.hands[s]]
            if not holder:
                return self._throw_in("joker_bids_3")
            maker = holder[0]
        self.forced = policy
        self.high_bid, self.high_bidder = _BIDS["3"], maker
        self._auction_won()

    def _auction_won(self) -> None:
        maker = self.high_bidder
        assert maker is not None and self.widow is not None  # an auction is won by a bid
        self.maker = maker
        if self.rules.widow == "bidder_exchanges":
            self.hands[maker].append(self.widow)
            self.widow = None
        self.phase = "trump"
        self.to_move = self.maker

    def _after_trump(self) -> None:
        if self.rules.widow == "bidder_exchanges":
            self.phase = "discard"
        else:
            self._after_discard()

    def _after_discard(self) -> None:
        if self.rules.going_alone:
            self.phase = "alone"
            self.to_move = self.maker
        else:
            self._start_play()

    # The play (RULES.md §7) ------------------------------------------------
    def _start_play(self) -> None:
        self.phase = "play"
        self._trick_size = 4 - len(self.sitting_out)
        # Each seat's play actions, kept in step with its hand by _play.
        self._acts = {s: [_PLAYS[c.index] for c in hand] for s, hand in self.hands.items()}
        self._act_suit = _PLAY_SUIT[self.trump]  # type: ignore[index]  # trump is named before play
        if self.rules.opening_lead == "high_bidder":
            leader = self.maker
        elif len(self.alone) == 2:
            leader = self.alone[1]  # two loners: the defender leads (seed)
        elif self.alone:
            leader = next_seat(self.alone[0])  # the player to the loner's left
        else:
            leader = next_seat(self.dealer)
        self.leader = self.to_move = leader

    def _play(self, action: Action) -> None:
        # The hot path of every simulation: plain lookups, no helper calls.
        self.history.append(action._text)
        self._legal = None
        seat: str = self.to_move  # type: ignore[assignment]  # someone is to play
        card: Card = action.card  # type: ignore[assignment]  # a play names a card
        _take(self.hands[seat], card)
        self._acts[seat].remove(action)
        trick = self.current_trick
        if not trick:
            self._led = self._act_suit[action]  # leading the Joker leads trump
        trick.append((seat, card))
        if len(trick) < self._trick_size:
            nxt = _NEXT[seat]
            while nxt in self.sitting_out:  # two loners: two seats side by side sit out
                nxt = _NEXT[nxt]
            self.to_move = nxt
            return
        self._end_trick()

    def _end_trick(self) -> None:
        # The trick is full: highest trump, else highest card of the suit led.
        trick = self.current_trick
        t = self.trump
        # Set when trump was named (the ignores): typed locals let compiled code index directly.
        eff: tuple[Suit | None, ...] = self._eff  # type: ignore[assignment]
        power: tuple[int, ...] = self._power  # type: ignore[assignment]
        led = self._led
        win_seat = trick[0][0]
        win_power = -1
        for s, c in trick:  # the led card always counts, so it sets the first bar
            i = c.index
            e = eff[i]
            if (e is t or e is led) and power[i] > win_power:
                win_seat, win_power = s, power[i]
        tricks = self.tricks
        tricks.append(_new_trick(Trick, (self.leader, tuple(trick), win_seat)))
        self.tricks_won[_SIDE[win_seat]] += 1
        self.current_trick = []
        if len(tricks) == 6:
            return self._score_hand()
        self.leader = self.to_move = win_seat

    # Scoring (RULES.md §8) and the end of the match (§9) ------------------
    def _score_hand(self) -> None:
        rules = self.rules
        maker, high_bid = self.maker, self.high_bid
        assert maker is not None and high_bid is not None  # a hand is only played after a bid
        maker_side = side_of(maker)
        defenders = _OTHER_SIDE[maker_side]
        bid = high_bid.bid_value  # tricks promised: both peppers promise all six
        assert bid is not None
        taken = self.tricks_won[maker_side]
        made = taken >= bid
        if made:
            result = taken
        elif rules.fail_penalty == "minus_bid":
            result = -bid
        elif rules.fail_penalty == "minus_tricks_won":
            result = -taken
        else:
            result = -6
        if self.high_bid is BIG_PEPPER:
            result *= 2
        if self.maker in self.alone:
            result *= 2
        defended = 0
        if rules.defenders_score == "tricks":
            defended = self.tricks_won[defenders]
            if any(side_of(s) == defenders for s in self.alone):
                defended *= 2
        points = {maker_side: result, defenders: defended}
        self.scores[maker_side] += result
        self.scores[defenders] += defended
        self.hand_results.append(
            HandResult(
                number=self.hand_number,
                dealer=self.dealer,
                maker=self.maker,
                bid=bid,
                bid_label=_label(high_bid),
                trump=self.trump,
                alone=tuple(self.alone),
                tricks=dict(self.tricks_won),
                points={"NS": points["NS"], "EW": points["EW"]},
                made=made,
                forced=self.forced,
                scores_after=dict(self.scores),
                trick_log=tuple(self.tricks),
                widow=self.deal.widow,
                discard=self.discarded,
            )
        )
        target = rules.target_score
        reached = [s for s in _SIDES if self.scores[s] >= target]
        if reached:
            # Both at once: the bidding side goes out (RULES.md §9, project's choice).
            self.winner = maker_side if len(reached) == 2 else reached[0]
            self.phase = "over"
            self.to_move = None
            return
        self.dealer = next_seat(self.dealer)
        self._start_hand()

    def _throw_in(self, policy: str) -> None:
        self.hand_results.append(
            HandResult(
                number=self.hand_number,
                dealer=self.dealer,
                thrown_in=True,
                forced=policy,
                scores_after=dict(self.scores),
                widow=self.deal.widow,
            )
        )
        self.dealer = next_seat(self.dealer)
        self._start_hand()

    # ------------------------------------------------------------- refusals
    def _refuse_turn(self, seat: object) -> None:
        if self.to_move is None:
            raise IllegalAction("the match is over", "game_over", "§9")
        if seat not in SEATS:
            raise IllegalAction(
                f"there is no seat {quote(seat)}: the seats are N, E, S and W",
                "unknown_seat",
                "§1",
                seat=_short_text(seat),
            )
        if self.phase == "auction" and any(s == seat for s, _ in self.auction):
            if self.rules.auction == "pass_final" and seat in self.passed:
                raise IllegalAction(
                    "you passed and cannot bid again in this auction", "already_passed", "§4", seat=seat
                )
            if self.rules.auction == "single_round":
                raise IllegalAction(
                    "each player has one turn in this auction, and you have had yours",
                    "single_round_used",
                    "§4",
                    seat=seat,
                )
        raise IllegalAction(
            f"it is {SEAT_NAMES[self.to_move]}'s turn, not {SEAT_NAMES[str(seat)]}'s",
            "not_your_turn",
            "§1",
            seat=seat,
            to_move=self.to_move,
        )

    def _why_illegal(self, action: Action) -> IllegalAction:
        phase, seat, kind = self.phase, self.to_move, action.kind
        if phase == "over":
            return IllegalAction(
                f"the match is over: {self.winner} won", "game_over", "§9", winner=self.winner
            )
        wants = {
            "auction": ("pass", "bid", "little pepper", "big pepper"),
            "trump": ("trump",),
            "discard": ("discard",),
            "alone": ("alone", "not alone"),
            "defend": ("defend alone", "pass"),
            "play": ("play",),
        }[phase]
        if kind not in wants:
            if kind in ("alone", "defend alone") and not self.rules.going_alone:
                return IllegalAction(
                    "going alone is not allowed under these rules", "alone_not_allowed", "§6"
                )
            return IllegalAction(
                f"you cannot {_VERBS[kind]} now: {_PHASE_TASKS[phase]}",
                "wrong_phase",
                "",
                phase=phase,
                kind=kind,
            )
        assert seat is not None  # someone is to move until the match is over
        if phase == "auction":
            return self._why_bid_illegal(seat, action)
        card = action.card
        if card is not None and card not in self.hands[seat]:
            what = "play" if kind == "play" else "discard"
            return IllegalAction(
                f"you cannot {what} {card}: it is not in your hand",
                "card_not_held",
                "§7" if kind == "play" else "§5",
                seat=seat,
                card=str(card),
            )
        if kind == "play" and card is not None:
            return self._why_not_following(seat, card)
        raise AssertionError(f"unexplained refusal of {action} in {phase}")  # pragma: no cover

    def _why_bid_illegal(self, seat: str, action: Action) -> IllegalAction:
        rules = self.rules
        if self.rules.auction == "pass_final" and seat in self.passed:  # pragma: no cover
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
                "under pepper bidding a bid of six is Little Pepper or Big Pepper",
                "pepper_six",
                "§4",
            )
        if (action.bid or 0) < rules.min_bid:
            return IllegalAction(
                f"the lowest bid under these rules is {rules.min_bid}",
                "below_min_bid",
                "§4",
                bid=_label(action),
                min_bid=rules.min_bid,
            )
        assert self.high_bid is not None  # any bid of min_bid or more beats no bid at all
        standing = _label(self.high_bid)
        return IllegalAction(
            f"a bid must beat the standing bid of {standing}",
            "bid_too_low",
            "§4",
            bid=_label(action),
            standing=standing,
            high_bidder=self.high_bidder,
        )

    def _why_not_following(self, seat: str, card: Card) -> IllegalAction:
        trump = self.trump
        eff = _EFF_SUIT[trump]
        led = eff[self.current_trick[0][1].index]
        assert trump is not None and led is not None  # the play follows naming trump
        follow = [c for c in self.hands[seat] if eff[c.index] is led]
        # The traps a learner falls into: a card whose printed suit misleads.
        note = ""
        trap = None
        if card.suit is led and eff[card.index] is not led:
            trap = card
            note = f": {card} counts as {_a_suit(trump)} when {trump.word} are trump"
        else:
            for c in follow:
                if c.suit is not led:
                    trap = c
                    if c is JOKER:
                        note = f": the Joker counts as {_a_suit(trump)} when {trump.word} are trump"
                    else:
                        note = f": {c} counts as {_a_suit(trump)} when {trump.word} are trump"
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

    # ------------------------------------------------------- undo, history
    def undo(self, steps: object = 1, *, to: object = None) -> None:
        """Take back the last ``steps`` actions, or go back to the point where
        ``len(history) == to``. Undone actions can be re-applied with :meth:`redo`.

        >>> g = Game(seed=5); g.apply("pass"); g.undo(); g.history
        []
        """
        n = len(self.history)
        for name, value in (("steps", steps), ("to", to)):
            if (value is not None or name == "steps") and type(value) is not int:
                raise ValueError(f"undo: {name} must be a whole number, not {quote(value)}")
        target = n - steps if to is None else to  # type: ignore[operator]  # checked above
        if type(target) is not int or not 0 <= target <= n:
            raise ValueError(f"cannot undo to step {quote(target)}: the history has {n} actions")
        undone = self.history[target:]
        keep = self._redo
        self._redo = []  # replaying must not clear the redo list we are about to extend
        self._replay(self.history[:target])
        # Oldest undone action first: redo() re-applies them in their original order.
        self._redo = undone + keep

    def redo(self) -> None:
        """Re-apply the earliest action still undone (undo, undo, redo, redo restores both)."""
        if not self._redo:
            raise ValueError("nothing to redo")
        keep = self._redo
        self._redo = []  # apply() clears the redo list; keep the rest aside
        try:
            self.apply(keep[0])
        finally:
            self._redo = keep
        del keep[0]

    @property
    def undone(self) -> tuple[str, ...]:
        """The actions undone and not yet redone, the next :meth:`redo` first.

        >>> g = Game(seed=5); g.apply("pass"); g.undo(); g.undone
        ('pass',)
        """
        return tuple(self._redo)

    def _replay(self, history: Iterable[str]) -> None:
        self._reset()
        for text in history:
            self.apply(text)

    @classmethod
    def replay(
        cls,
        history: object,
        rules: object = None,
        seed: object = 0,
        deals: object = None,
    ) -> "Game":
        """A new game with ``history`` (action texts, in order) applied; each action is
        checked as it goes. ``rules``, ``seed`` and ``deals`` as for :class:`Game`."""
        if isinstance(history, (str, bytes)) or not isinstance(history, Iterable):
            raise ValueError(
                f"history must be a list of action texts such as ['pass', 'bid 3'], not {quote(history)}"
            )
        g = cls(rules, seed, deals=deals)
        for text in history:
            g.apply(text)
        return g

    # ------------------------------------------------------------ save/load
    def to_dict(self) -> dict[str, Any]:
        """The versioned document that :meth:`from_json` reads (see :meth:`to_json`)."""
        return {
            "schema": SCHEMA,
            "version": SCHEMA_VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "deals": {str(k): d.to_text() for k, d in sorted(self._prepared.items())},
            "history": list(self.history),
            "state": self._state_dict(),
        }

    def _state_dict(self) -> dict[str, Any]:
        return {
            "hand_number": self.hand_number,
            "phase": self.phase,
            "dealer": self.dealer,
            "to_move": self.to_move,
            "hands": {s: [str(c) for c in self.hands[s]] for s in SEATS},
            "widow": None if self.widow is None else str(self.widow),
            "discard": None if self.discarded is None else str(self.discarded),
            "maker": self.maker,
            "bid": None if self.high_bid is None else str(self.high_bid),
            "trump": None if self.trump is None else self.trump.value,
            "alone": list(self.alone),
            "current_trick": [[s, str(c)] for s, c in self.current_trick],
            "tricks": [t.to_dict() for t in self.tricks],
            "scores": dict(self.scores),
            "winner": self.winner,
            "hand_results": [r.to_dict() for r in self.hand_results],
        }

    def to_json(self) -> str:
        """The match as a JSON document: schema, version, rules, seed, prepared deals,
        the history of actions, and a snapshot of the state that must follow from them.

        >>> g = Game(seed=2); g.apply("pass")
        >>> Game.from_json(g.to_json()).to_json() == g.to_json()
        True
        """
        import json  # only saving and loading need it: keeps `import hasen_widget` light

        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, document: object) -> "Game":
        """Load a saved match; refuse a malformed or tampered one, naming the field.

        The document is JSON text (``str``, or UTF-8 ``bytes``) or the object
        :meth:`to_dict` gives. It must be exactly what :meth:`to_json` writes: version
        1, every field and every rule present, no other field, JSON types as written
        (a boolean is not a number, ``1.0`` is not ``1``), at most ``DOCUMENT_LIMIT``
        characters nested at most ``DOCUMENT_DEPTH_LIMIT`` deep (both checked before
        parsing), and a state that follows from its history.

        >>> Game.from_json('{"schema": "hasen-widget/game", "version": 1.0}')
        Traceback (most recent call last):
        ...
        hasen_widget.game.GameFormatError: version: must be 1, not 1.0
        """
        doc = _read_document(document)
        _check_document(doc)
        rules = RuleSet.from_dict(doc["rules"], complete=True)  # checked by _check_document
        state = doc["state"]
        _check_card_set(state)
        deals = {}
        for k, v in doc["deals"].items():
            try:
                deals[int(k)] = Deal.parse(v)
            except DealError as bad_deal:
                raise GameFormatError(f"deals.{k}: {bad_deal}") from None
        game = cls(rules, doc["seed"], deals=deals)
        for i, text in enumerate(doc["history"]):
            try:
                game.apply(text)
            except IllegalAction as e:
                raise GameFormatError(f"history[{i}] {quote(text)} is not legal there: {e}") from None
            if game.history[-1] != text:  # "BID 6" plays as "bid 6", but is not what to_json wrote
                raise GameFormatError(
                    f"history[{i}]: {quote(text)} is written {game.history[-1]!r} in a saved game"
                )
        replayed = game._state_dict()
        for key in _STATE_KEYS:
            where = _difference(state[key], replayed[key], key)
            if where is not None:
                raise GameFormatError(f"state.{where} does not follow from the history")
        return game

    def __repr__(self) -> str:
        # Public facts only: no cards, so a repr is safe anywhere.
        return (
            f"<Game hand {self.hand_number + 1}, {self.phase}, "
            f"NS {self.scores['NS']} – EW {self.scores['EW']}, "
            f"to move: {self.to_move or '-'}>"
        )


def _hand_number(key: object) -> "int | None":
    """A prepared deal's hand number from ``key`` (an int, or its digits as a save
    document writes them), or None if ``key`` is none (``1.5``, ``True``, ``"01"``)."""
    if type(key) is int:
        number: int = key
    elif isinstance(key, str) and 0 < len(key) <= 4 and key.isascii() and key.isdigit():
        number = int(key)
        if str(number) != key:  # "01" is not how a hand number is written
            return None
    else:
        return None
    return number if 0 <= number <= MAX_HAND_NUMBER else None


def _short_text(value: object) -> str:
    """``value`` as text for a refusal's parameters, cut to a few dozen characters."""
    if isinstance(value, str):
        return value if len(value) <= ACTION_TEXT_LIMIT else value[: ACTION_TEXT_LIMIT - 1] + "…"
    return quote(value)


# --- Save documents ---------------------------------------------------------------
# One table-driven check, no schema library: jsonschema needs rpds-py (compiled Rust) and
# takes some 160 ms to import; the state snapshot is checked by comparing it, type for
# type, with the replay of the history, which no schema could express.

_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DOC_KEYS = ("schema", "version", "rules", "seed", "deals", "history", "state")
_STATE_KEYS = (
    "hand_number", "phase", "dealer", "to_move", "hands", "widow", "discard", "maker", "bid",
    "trump", "alone", "current_trick", "tricks", "scores", "winner", "hand_results",
)  # fmt: skip


def _read_document(document: object) -> Any:
    """The document as JSON data: text is size- and depth-checked, then parsed."""
    if isinstance(document, Mapping):
        return document
    if isinstance(document, (bytes, bytearray)):
        if len(document) > DOCUMENT_LIMIT:
            raise GameFormatError(f"a saved game is at most {DOCUMENT_LIMIT} bytes, not {len(document)}")
        try:
            document = bytes(document).decode("utf-8")
        except UnicodeDecodeError as not_utf8:
            raise GameFormatError(f"a saved game is UTF-8 text: byte {not_utf8.start} is not") from None
    if not isinstance(document, str):
        raise GameFormatError(f"a saved game is JSON text or an object, not {type(document).__name__}")
    if len(document) > DOCUMENT_LIMIT:
        raise GameFormatError(f"a saved game is at most {DOCUMENT_LIMIT} characters, not {len(document)}")
    if _nesting(document) > DOCUMENT_DEPTH_LIMIT:
        raise GameFormatError(f"a saved game nests at most {DOCUMENT_DEPTH_LIMIT} arrays or objects deep")
    import json  # only loading needs it: keeps `import hasen_widget` light

    try:
        return json.loads(document, parse_constant=_refuse_constant)
    except json.JSONDecodeError as not_json:
        raise GameFormatError(f"not a JSON document: {not_json.msg} at character {not_json.pos}") from None
    except (ValueError, RecursionError) as other:  # NaN, a number of 5,000 digits
        raise GameFormatError(f"not a JSON document: {_short_text(str(other))}") from None


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not a JSON number")


def _nesting(text: str) -> int:
    """How deep arrays and objects nest in JSON ``text`` (brackets in strings not counted).

    Linear, and in C but for one loop over the brackets: escapes are dropped first
    (escaped backslashes, then escaped quotes, as a JSON reader pairs them), so that
    every string left matches ``"[^"]*"`` and no pattern can backtrack.
    """
    if text.count("[") + text.count("{") <= DOCUMENT_DEPTH_LIMIT:
        return 0
    bare = _STRING.sub("", text.replace("\\\\", "").replace('\\"', ""))
    depth = deepest = 0
    for ch in _NOT_BRACKET.sub("", bare):
        if ch == "[" or ch == "{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > DOCUMENT_DEPTH_LIMIT:  # enough: no need to read on
                    break
        else:
            depth -= 1
    return deepest


def _check_document(doc: object) -> None:
    """Refuse, naming the field, anything but the fields and JSON types to_dict writes."""
    if not isinstance(doc, Mapping):
        raise GameFormatError("a saved game is a JSON object")
    # Schema and version first: a document of another kind or version is named as such.
    schema = doc.get("schema")
    if type(schema) is not str or schema != SCHEMA:
        raise GameFormatError(f"schema: must be {SCHEMA!r}, not {quote(schema)}")
    version = doc.get("version")
    if type(version) is not int or version != SCHEMA_VERSION:
        raise GameFormatError(f"version: must be {SCHEMA_VERSION}, not {quote(version)}")
    for key in doc:
        if key not in _DOC_KEYS:
            raise GameFormatError(f"{quote(key)}: unknown field (a saved game has {', '.join(_DOC_KEYS)})")
    for key in _DOC_KEYS:
        if key not in doc:
            raise GameFormatError(f"{key}: missing")
    rules = doc["rules"]
    if not isinstance(rules, Mapping):
        raise GameFormatError(f"rules: must be an object, not {_json_type(rules)}")
    try:
        RuleSet.from_dict(rules, complete=True)
    except RuleError as e:
        if e.field is None:
            raise GameFormatError(f"rules: {e}") from None
        problem = str(e).removeprefix(f"{e.field}: ").removeprefix(f"{e.field} ")
        raise GameFormatError(f"rules.{e.field}: {problem}") from None
    seed = doc["seed"]
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise GameFormatError(f"seed: must be a whole number from 0 to 2**53 - 1, not {quote(seed)}")
    deals = doc["deals"]
    if not isinstance(deals, Mapping):
        raise GameFormatError(f"deals: must be an object, not {_json_type(deals)}")
    for k, v in deals.items():
        if not isinstance(k, str) or _hand_number(k) is None:
            raise GameFormatError(f"deals: {quote(k)} is not a hand number (0 to {MAX_HAND_NUMBER})")
        if not isinstance(v, str):
            raise GameFormatError(f"deals.{k}: must be a deal text, not {_json_type(v)}")
    history = doc["history"]
    if not isinstance(history, list):
        raise GameFormatError(f"history: must be an array of action texts, not {_json_type(history)}")
    for i, text in enumerate(history):
        if not isinstance(text, str):
            raise GameFormatError(f"history[{i}]: must be an action text, not {_json_type(text)}")
    state = doc["state"]
    if not isinstance(state, Mapping):
        raise GameFormatError(f"state: must be an object, not {_json_type(state)}")
    for key in state:
        if key not in _STATE_KEYS:
            raise GameFormatError(f"state: unknown field {quote(key)}")
    for key in _STATE_KEYS:
        if key not in state:
            raise GameFormatError(f"state.{key}: missing")


def _json_type(value: object) -> str:
    """The JSON type of ``value`` as a reader names it (``"a boolean"``, ``"a number"``)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, (list, tuple)):
        return "an array"
    if isinstance(value, Mapping):
        return "an object"
    return f"a {type(value).__name__}"


def _difference(given: object, expected: object, path: str) -> "str | None":
    """The path of the first place where ``given`` differs from ``expected`` in value or
    JSON type (``False`` is not ``0``, ``0.0`` is not ``0``), or None if they are equal.
    Walks ``expected``'s shape, so a deep ``given`` costs no more than a shallow one."""
    if isinstance(expected, dict):
        if not isinstance(given, Mapping) or len(given) != len(expected):
            return path
        for k, v in expected.items():
            if k not in given:
                return path
            where = _difference(given[k], v, f"{path}.{k}")
            if where is not None:
                return where
        return None
    if isinstance(expected, list):
        if type(given) is not list or len(given) != len(expected):
            return path
        for i, v in enumerate(expected):
            where = _difference(given[i], v, f"{path}[{i}]")
            if where is not None:
                return where
        return None
    if type(given) is not type(expected) or given != expected:
        return path
    return None


def _check_card_set(state: Mapping[str, Any]) -> None:
    """Every card of the deck once across hands, widow, discard and the tricks of this
    hand; each place read with its JSON type, and named when it is wrong."""
    texts: list[tuple[str, object]] = []  # (field, card text)
    hands = state["hands"]
    if not isinstance(hands, Mapping) or any(s not in hands for s in SEATS):
        raise GameFormatError("state.hands: must map N, E, S and W to their cards")
    for s in SEATS:
        hand = hands[s]
        if type(hand) is not list:
            raise GameFormatError(f"state.hands.{s}: must be an array of cards, not {_json_type(hand)}")
        texts.extend((f"state.hands.{s}", c) for c in hand)
    for key in ("widow", "discard"):
        if state[key] is not None:
            texts.append((f"state.{key}", state[key]))
    trick = state["current_trick"]
    if type(trick) is not list:
        raise GameFormatError(f"state.current_trick: must be an array, not {_json_type(trick)}")
    texts.extend(_plays(trick, "state.current_trick"))
    tricks = state["tricks"]
    if type(tricks) is not list:
        raise GameFormatError(f"state.tricks: must be an array, not {_json_type(tricks)}")
    for i, t in enumerate(tricks):
        plays = t.get("plays") if isinstance(t, Mapping) else None
        if type(plays) is not list:
            raise GameFormatError(f"state.tricks[{i}].plays: must be an array of [seat, card]")
        texts.extend(_plays(plays, f"state.tricks[{i}].plays"))
    if len(texts) != len(DECK):  # the count first: 26 cards is named as such
        raise GameFormatError(f"state holds {len(texts)} cards; a deal has exactly 25")
    seen: set[Card] = set()
    for where, text in texts:
        if not isinstance(text, str):
            raise GameFormatError(f"{where}: a card is a text such as 'J♥', not {_json_type(text)}")
        try:
            c = Card.parse(text)
        except CardError as e:
            raise GameFormatError(f"{where}: {e}") from None
        if c in seen:
            raise GameFormatError(f"state holds {c} twice")
        seen.add(c)


def _plays(plays: list[Any], where: str) -> list[tuple[str, object]]:
    """The card texts of ``[[seat, card], …]``, each with the field it came from."""
    out: list[tuple[str, object]] = []
    for i, p in enumerate(plays):
        if type(p) is not list or len(p) != 2:
            raise GameFormatError(f"{where}[{i}]: must be [seat, card], not {_json_type(p)}")
        out.append((f"{where}[{i}]", p[1]))
    return out


def _take(hand: list[Card], card: Card) -> None:
    """Remove ``card`` from ``hand``, found by identity (cards are interned).

    Not ``hand.remove(card)``: ``Card`` defines ``__lt__`` in Python, which routes every
    ``==`` between two different cards through a slow generic comparison.
    """
    for i in range(len(hand)):
        if hand[i] is card:
            del hand[i]
            return
    raise ValueError(f"{card} is not in the hand")  # pragma: no cover - apply checked it


def _a_suit(s: Suit) -> str:
    return {"C": "a club", "D": "a diamond", "H": "a heart", "S": "a spade"}[s.value]


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
