"""``Game``: a whole Hasenpfeffer match as a state machine, hand after hand, to the target.

One source of truth for legal actions: ``legal_actions()`` lists them, ``apply`` takes
one (or its text), and anything else raises :class:`IllegalAction` naming the rule it
breaks, leaving the game exactly as it was; ``why_illegal`` gives that refusal without
raising. ``history`` holds each action taken, ``history_seats`` the seat that took it.

>>> g = Game(seed=7)
>>> g.phase, g.to_move in SEATS, len(g.hands[g.to_move])
('auction', True, 6)
>>> g.apply("pass"); g.apply("bid 3")
>>> str(g.auction[-1][1]), len(g.history_seats) == len(g.history) == 2
('bid 3', True)
>>> g.why_illegal("bid 2").code
'bid_too_low'
>>> g.apply("bid 2")
Traceback (most recent call last):
...
hasen_widget.illegal.IllegalAction: a bid must beat the standing bid of 3

The engine is the state machine alone: the course of the auction is in
``hasen_widget.auction``, why an action is refused in ``hasen_widget.illegal``, the saved
document in ``hasen_widget.save_file``, undo and replay in ``hasen_widget.rewind``, the
points of a hand in ``rules.points_for_hand``.

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
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from . import rewind
from .actions import (
    _DISCARDS,
    _PLAYS,
    _TRUMPS,
    ALONE,
    DEFEND_ALONE,
    NOT_ALONE,
    PASS,
    Action,
    ActionError,
)
from .auction import bids_above, take_call
from .cards import DECK, EFFECTIVE_SUIT, TRUMP_POWER, Card, Suit, quote
from .deal import _NEXT, _SIDE, SEATS, Deal, DealError, deal_cards, next_seat, partner_of, side_of
from .errors import HasenError, refuse_unknown
from .illegal import IllegalAction, refuse_action, refuse_seat, unreadable_action
from .rules import RuleError, RuleSet
from .score_sheet import HandResult, played_hand, thrown_in_hand
from .tricks import Trick

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
# The saved document (read and written by hasen_widget.save_file) and its limits.
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
_TRUMP_ACTIONS = tuple(_TRUMPS[s] for s in Suit)
# For each trump, the suit *as played* of each play action (the Joker and left bower are trumps).
_PLAY_SUIT = {t: {_PLAYS[c.index]: EFFECTIVE_SUIT[t][c.index] for c in DECK} for t in Suit}
_new_trick = tuple.__new__  # Trick(...) without the named tuple's Python-level __new__


class Game:
    """A Hasenpfeffer match under a :class:`RuleSet`, reproducible from ``seed``.

    ``deal`` (text or :class:`Deal`) fixes the first hand for a teacher; later hands
    are shuffled from the seed. ``deals`` may fix several: ``{hand_number: deal}``.
    How the engine reads RULES.md where it leaves a choice open: see the module.

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
        "rules", "seed", "_prepared", "_redo", "_rng", "history", "history_seats", "scores",
        "hand_results", "winner", "hand_number", "dealer",
        # this hand: the deal and the auction
        "deal", "hands", "widow", "discarded", "phase", "auction", "passed", "high_bid",
        "high_bidder", "_consecutive_passes", "_style", "maker", "forced",
        # trump, going alone and the play
        "trump", "_eff", "_power", "alone", "sitting_out", "current_trick", "tricks",
        "tricks_won", "leader", "to_move", "_legal", "_led", "_acts", "_act_suit", "_trick_size",
    )  # fmt: skip

    # ------------------------------------------------------------------ set-up
    # The public entry points (__init__, apply, why_illegal, undo, replay, from_json) take
    # their arguments as ``object`` and check them here: compiled, a narrower annotation
    # would be enforced by mypyc with a bare TypeError before the check could name the field.
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
        self.rules = _checked_rules(rules)
        self.seed = _checked_seed(seed)
        self._prepared = _prepared_deals(deal, deals)
        self._redo: list[str] = []
        self._reset()

    def _reset(self) -> None:
        self._rng = random.Random(self.seed)
        self.history: list[str] = []
        self.history_seats: list[str] = []
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
        return EFFECTIVE_SUIT[self.trump][self.current_trick[0][1].index]

    @property
    def prepared_deals(self) -> dict[int, Deal]:
        """The deals fixed for this match, by hand number (a copy)."""
        return dict(self._prepared)

    def legal_actions(self) -> list[Action]:
        """Every action the player to move may take now (empty when the match is over).

        >>> [str(a) for a in Game(seed=1).legal_actions()]
        ['pass', 'bid 1', 'bid 2', 'bid 3', 'bid 4', 'bid 5', 'bid 6']
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal[:]  # a copy: the cached list must not change under the caller

    def _compute_legal(self) -> list[Action]:
        # The one place that decides what is legal; apply() checks against this list.
        phase = self.phase
        if phase == "play":
            # Follow the suit led *as played* if you can, else any card (§7). The seat's
            # play actions are kept in step with its hand (see _start_play, _apply_play),
            # and the cached list is only read until the next action clears it.
            acts = self._acts[self.to_move]  # type: ignore[index]
            if self.current_trick:
                suit_of, led = self._act_suit, self._led
                follow = [a for a in acts if suit_of[a] is led]
                if follow:
                    return follow
            return acts
        if phase == "auction":
            return [PASS, *bids_above(self.rules, self.high_bid)]  # a passed seat never has the turn
        if phase == "trump":
            return list(_TRUMP_ACTIONS)
        if phase == "discard":
            return [_DISCARDS[c.index] for c in self.hands[self.to_move]]  # type: ignore[index]
        if phase == "alone":
            return [ALONE, NOT_ALONE]
        if phase == "defend":
            return [DEFEND_ALONE, PASS]
        return []

    # -------------------------------------------------------------- actions
    def apply(self, action: object, seat: object = None) -> None:
        """Take ``action`` (an :class:`Action` or its text) for the player to move.

        Give ``seat`` to check that it is that seat's turn. An illegal action raises
        :class:`IllegalAction` (what :meth:`why_illegal` says) and changes nothing.
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        # The usual case first, an interned legal Action (identity test), checked in line.
        if not (isinstance(action, Action) and action in legal and (seat is None or seat == self.to_move)):
            refusal = self.why_illegal(action, seat)
            if refusal is not None:
                raise refusal
            action = Action.parse(action)  # legal text such as "bid 3"
        if self._redo:
            self._redo.clear()
        self._do(action)

    def why_illegal(self, action: object, seat: object = None) -> "IllegalAction | None":
        """The refusal :meth:`apply` would raise for ``action`` (and ``seat``), or None
        if the action is legal; nothing is applied.

        >>> g = Game(seed=1)
        >>> g.why_illegal("pass") is None, g.why_illegal("play J♦").code, g.history
        (True, 'wrong_phase', [])
        """
        if not isinstance(action, Action):
            try:
                action = Action.parse(action)
            except ActionError as e:
                return unreadable_action(action, e)
        if seat is not None and seat != self.to_move:
            return refuse_seat(self, seat)
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return None if action in legal else refuse_action(self, action)

    def _do(self, action: Action) -> None:
        """Apply an action already known to be legal: one method per phase, as
        OpenSpiel's games apply an action by the phase it belongs to."""
        phase = self.phase
        if phase == "play":
            self._apply_play(action)
            return
        seat: str = self.to_move  # type: ignore[assignment]  # None only once the match is over
        self.history.append(action._text)
        self.history_seats.append(seat)
        self._legal = None
        if phase == "auction":
            take_call(self, seat, action)  # the auction (RULES.md §4): see auction.py
        elif phase == "trump":
            self._apply_trump(action)
        elif phase == "discard":
            self._apply_discard(seat, action)
        elif phase == "alone":
            self._apply_alone(seat, action)
        elif phase == "defend":
            self._apply_defend(seat, action)

    # Trump, the widow's discard, going alone (§5, §6) ---------------------
    def _apply_trump(self, action: Action) -> None:
        t: Suit = action.suit  # type: ignore[assignment]  # a trump action names a suit
        self.trump = t
        # The trump tables, looked up once per hand rather than at every card.
        self._eff, self._power = EFFECTIVE_SUIT[t], TRUMP_POWER[t]
        if self.rules.widow == "bidder_exchanges":
            self.phase = "discard"
        else:
            self._after_discard()

    def _apply_discard(self, seat: str, action: Action) -> None:
        card: Card = action.card  # type: ignore[assignment]  # a discard names a card
        _take(self.hands[seat], card)
        self.discarded = card
        self._after_discard()

    def _after_discard(self) -> None:
        if self.rules.going_alone:
            self.phase = "alone"
            self.to_move = self.maker
        else:
            self._start_play()

    def _apply_alone(self, seat: str, action: Action) -> None:
        if action is ALONE:
            self.alone.append(seat)
            self.sitting_out.add(partner_of(seat))
            self.phase = "defend"
            self.to_move = next_seat(seat)
        else:
            self._start_play()

    def _apply_defend(self, seat: str, action: Action) -> None:
        if action is DEFEND_ALONE:
            self.alone.append(seat)
            self.sitting_out.add(partner_of(seat))
            self._start_play()
        elif seat == next_seat(self.maker):  # type: ignore[arg-type]  # the maker is known by now
            self.to_move = partner_of(seat)  # the maker's left passed: now the other defender
        else:
            self._start_play()

    # The play (RULES.md §7) ------------------------------------------------
    def _start_play(self) -> None:
        self.phase = "play"
        self._trick_size = 4 - len(self.sitting_out)
        # Each seat's play actions, kept in step with its hand by _apply_play.
        self._acts = {s: [_PLAYS[c.index] for c in hand] for s, hand in self.hands.items()}
        self._act_suit = _PLAY_SUIT[self.trump]  # type: ignore[index]  # trump is named before play
        leader = _opening_leader(self.rules, self.maker, self.alone, self.dealer)  # type: ignore[arg-type]
        self.leader = self.to_move = leader

    def _apply_play(self, action: Action) -> None:
        # The hot path of every simulation: plain lookups, no helper calls.
        seat: str = self.to_move  # type: ignore[assignment]  # someone is to play
        self.history.append(action._text)
        self.history_seats.append(seat)
        self._legal = None
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
        trick = self.current_trick
        # Set when trump was named (the ignores): typed, so compiled code indexes directly.
        win_seat = _trick_won_by(trick, self.trump, self._eff, self._power, self._led)  # type: ignore[arg-type]
        tricks = self.tricks
        tricks.append(_new_trick(Trick, (self.leader, tuple(trick), win_seat)))
        self.tricks_won[_SIDE[win_seat]] += 1
        self.current_trick = []
        if len(tricks) == 6:
            return self._score_hand()
        self.leader = self.to_move = win_seat

    # Scoring (RULES.md §8) and the end of the match (§9) ------------------
    def _score_hand(self) -> None:
        self.hand_results.append(played_hand(self))  # and its points onto self.scores
        reached = [s for s in _SIDES if self.scores[s] >= self.rules.target_score]
        if reached:
            # Both at once: the bidding side goes out (RULES.md §9, project's choice).
            self.winner = side_of(self.maker) if len(reached) == 2 else reached[0]  # type: ignore[arg-type]
            self.phase = "over"
            self.to_move = None
            return
        self.dealer = next_seat(self.dealer)
        self._start_hand()

    def _throw_in(self, policy: str) -> None:
        self.hand_results.append(thrown_in_hand(self, policy))
        self.dealer = next_seat(self.dealer)
        self._start_hand()

    # ---------------------------------------- undo, replay, save (other modules)
    def undo(self, steps: object = 1, *, to: object = None) -> None:
        """Take back the last ``steps`` actions, or go back to the point where
        ``len(history) == to``. Undone actions can be re-applied with :meth:`redo`.

        >>> g = Game(seed=5); g.apply("pass"); g.undo(); g.history
        []
        """
        rewind.undo(self, steps, to)

    def redo(self) -> None:
        """Re-apply the earliest action still undone (undo, undo, redo, redo restores both)."""
        rewind.redo(self)

    @property
    def undone(self) -> tuple[str, ...]:
        """The actions undone and not yet redone, the next :meth:`redo` first.

        >>> g = Game(seed=5); g.apply("pass"); g.undo(); g.undone
        ('pass',)
        """
        return tuple(self._redo)

    @classmethod
    def replay(cls, history: object, rules: object = None, seed: object = 0, deals: object = None) -> "Game":
        """A new game with ``history`` (action texts, in order) applied; each action is
        checked as it goes. ``rules``, ``seed`` and ``deals`` as for :class:`Game`."""
        return rewind.replayed(cls, history, rules, seed, deals)

    def to_dict(self) -> dict[str, Any]:
        """The versioned document that :meth:`from_json` reads (see :meth:`to_json`)."""
        from . import save_file  # imported at the first save or load: keeps the package import light

        return save_file.game_document(self)

    def to_json(self) -> str:
        """The match as a JSON document (``hasen_widget.save_file``): rules, seed, prepared
        deals, the history of actions, and a snapshot of the state that follows from them.

        >>> g = Game(seed=2); g.apply("pass")
        >>> Game.from_json(g.to_json()).to_json() == g.to_json()
        True
        """
        from . import save_file  # imported at the first save or load: keeps the package import light

        return save_file.game_json(self)

    @classmethod
    def from_json(cls, document: object) -> "Game":
        """Load a saved match (JSON text, UTF-8 bytes, or what :meth:`to_dict` gives);
        refuse a malformed or tampered one, naming the field (see ``save_file.load_game``).

        >>> Game.from_json('{"schema": "hasen-widget/game", "version": 1.0}')
        Traceback (most recent call last):
        ...
        hasen_widget.game.GameFormatError: version: must be 1, not 1.0
        """
        from . import save_file  # imported at the first save or load: keeps the package import light

        return save_file.load_game(cls, document)

    def __repr__(self) -> str:
        # Public facts only: no cards, so a repr is safe anywhere.
        return (
            f"<Game hand {self.hand_number + 1}, {self.phase}, "
            f"NS {self.scores['NS']} – EW {self.scores['EW']}, "
            f"to move: {self.to_move or '-'}>"
        )


def _trick_won_by(
    trick: list[tuple[str, Card]],
    t: "Suit | None",
    eff: "tuple[Suit | None, ...]",
    power: tuple[int, ...],
    led: "Suit | None",
) -> str:
    """The seat whose card takes the full ``trick``: the highest trump, else the highest
    card of the suit led (``eff``, ``power``: trump ``t``'s tables)."""
    win_seat = trick[0][0]
    win_power = -1
    for s, c in trick:  # the led card always counts, so it sets the first bar
        i = c.index
        e = eff[i]
        if (e is t or e is led) and power[i] > win_power:
            win_seat, win_power = s, power[i]
    return win_seat


def _opening_leader(rules: RuleSet, maker: str, alone: list[str], dealer: str) -> str:
    """Who leads to the first trick (RULES.md §7)."""
    if rules.opening_lead == "high_bidder":
        return maker
    if len(alone) == 2:
        return alone[1]  # two loners: the defender leads (seed)
    if alone:
        return next_seat(alone[0])  # the player to the loner's left
    return next_seat(dealer)


def _checked_rules(rules: object) -> RuleSet:
    if rules is None:
        return RuleSet()
    if not isinstance(rules, RuleSet):
        raise RuleError(f"rules must be a RuleSet, not {type(rules).__name__}")
    return rules


def _checked_seed(seed: object) -> int:
    if seed is None:
        return random.SystemRandom().randrange(2**32)
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed must be a whole number from 0 to 2**53 - 1, not {quote(seed)}")
    return seed


class GameFormatError(HasenError, ValueError):
    """A saved game that cannot be loaded: wrong schema, bad card set, or state that
    does not follow from its history. The message names the field."""


def hand_number_of(key: object) -> "int | None":
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


def _prepared_deals(deal: object, deals: object) -> dict[int, Deal]:
    """The deals fixed by ``Game(deal=..., deals=...)``, by hand number, each checked."""
    prepared: dict[int, Deal] = {}
    if deals is not None and not isinstance(deals, Mapping):
        raise DealError(f"deals must map hand numbers to deals, not {type(deals).__name__}")
    for k, d in (deals or {}).items():
        number = hand_number_of(k)
        if number is None:
            raise DealError(
                f"deals: {quote(k)} is not a hand number (a whole number from 0, the first hand, "
                f"to {MAX_HAND_NUMBER})"
            )
        prepared[number] = d if isinstance(d, Deal) else Deal.parse(d)
    if deal is not None:
        prepared[0] = deal if isinstance(deal, Deal) else Deal.parse(deal)
    return prepared


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
