"""Hasenpfeffer as an OpenSpiel game, ``python_hasenpfeffer``, played by the package's own engine.

Importing this module registers the game with ``pyspiel.register_game`` (install the
``[openspiel]`` extra: ``pip install 'hasen-widget[openspiel]'``). Every field of
:class:`~hasen_widget.rules.RuleSet` is a game parameter, and ``hands`` (default 1) says
how many hands of the match one OpenSpiel episode is (it ends sooner if the match is won).
``deal_pattern`` is spelled ``"threes"`` or ``"ones"`` here (OpenSpiel reads a value that
starts with a digit as a number, so a game's text could not hold ``"3-3"``); a dict may
give ``"3-3"`` or ``"1x6"`` too.

- Players 0–3 are the seats N, E, S, W; N–S play E–W. Each player's return is its side's
  points minus the other side's over the hands played (a thrown-in hand scores 0–0).
- Chance nodes deal: first the dealer (outcome = seat number, first hand only), then the
  25 cards one by one (outcome = the card's index in ``DECK``), in the order RULES.md §3
  deals them under ``deal_pattern``; the last card is the widow.
- The rules are the engine's: ``Game.legal_actions`` and ``Game.apply`` decide every
  move; a player's information state and observation are read from
  :func:`hasen_widget.view.seat_view`, so they hold nothing that seat may not know;
  ``resample_from_infostate`` deals what a seat has not seen afresh (:mod:`.unseen`), as
  OpenSpiel's ISMCTS needs.

Player actions have fixed ids (:data:`ACTIONS`): 0 pass, 1–6 bid 1–6, 7 Little Pepper,
8 Big Pepper, 9–12 trump ♣ ♦ ♥ ♠, 13–37 discard card *i*, 38 alone, 39 not alone,
40 defend alone, 41–65 play card *i* (cards in ``DECK`` order: 9♣ … A♠, then the Joker).

>>> import pyspiel
>>> import hasen_widget.openspiel as hos
>>> game = pyspiel.load_game("python_hasenpfeffer", {"bidding": "pepper"})
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes())   # the dealer
(True, 4)
>>> for outcome in [3] + list(range(25)):                   # West deals 9♣, 10♣, … in order
...     state.apply_action(outcome)
>>> state.current_player(), [state.action_to_string(a) for a in state.legal_actions()][:3]
(0, ['pass', 'bid 1', 'bid 2'])
>>> hos.action_id("little pepper")
7
"""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

import numpy as np
import pyspiel

from ..actions import (
    _BIDS,
    _DISCARDS,
    _PLAYS,
    _TRUMPS,
    ALONE,
    BIG_PEPPER,
    DEFEND_ALONE,
    LITTLE_PEPPER,
    NOT_ALONE,
    PASS,
    Action,
)
from ..cards import DECK, Card, Suit
from ..deal import _NEXT, SEATS, Deal, side_of
from ..errors import closest
from ..game import Game
from ..rules import RuleError, RuleSet
from ..view import seat_view
from .unseen import plausible_deal

__all__ = [
    "ACTIONS",
    "GAME_TYPE",
    "HasenpfefferGame",
    "HasenpfefferState",
    "HasenpfefferObserver",
    "action_id",
    "deal_outcomes",
    "MAX_HAND_POINTS",
    "DEAL_PATTERN_WORDS",
]

#: Every player action, its index being its OpenSpiel id (stable: new actions go last).
ACTIONS: tuple[Action, ...] = (
    PASS,
    *(_BIDS[str(n)] for n in range(1, 7)),
    LITTLE_PEPPER,
    BIG_PEPPER,
    *(_TRUMPS[s] for s in Suit),
    *_DISCARDS,
    ALONE,
    NOT_ALONE,
    DEFEND_ALONE,
    *_PLAYS,
)
_ID = {a: i for i, a in enumerate(ACTIONS)}  # actions are interned: hashed by identity
#: The largest margin one hand can give: a lone Big Pepper that fails to a lone defender
#: taking all six (−6 × 2 × 2 against 6 × 2), RULES.md §8.
MAX_HAND_POINTS = 36
#: The longest auction (``auction="reentry"``, pepper bidding: 3 passes, then 7 rising
#: bids each followed by up to 2 passes, the last by 3) and the rest of a hand.
_MAX_AUCTION = 3 + 7 + 6 * 2 + 3
_MAX_HAND_MOVES = _MAX_AUCTION + 1 + 1 + 1 + 2 + 24  # trump, discard, alone, defend ×2, plays
_MAX_HANDS = 100

_CHANCE, _TERMINAL = int(pyspiel.PlayerId.CHANCE), int(pyspiel.PlayerId.TERMINAL)
_SEAT_NUMBER = {s: i for i, s in enumerate(SEATS)}

_DEFAULTS = RuleSet()
_PARAMS: dict[str, Any] = {f.name: getattr(_DEFAULTS, f.name) for f in fields(RuleSet)}
_PARAMS["hands"] = 1
#: OpenSpiel reads a parameter value that starts with a digit as a number, so a game's
#: text form cannot hold ``"3-3"``: there the deal patterns are spelled as words.
DEAL_PATTERN_WORDS = {"3-3": "threes", "1x6": "ones"}
_PATTERN_OF_WORD = {w: p for p, w in DEAL_PATTERN_WORDS.items()}
_PARAMS["deal_pattern"] = DEAL_PATTERN_WORDS[_DEFAULTS.deal_pattern]

GAME_TYPE = pyspiel.GameType(
    short_name="python_hasenpfeffer",
    long_name="Hasenpfeffer (hasen-widget's engine)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=4,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_PARAMS,
)


def action_id(action: object) -> int:
    """The OpenSpiel id of an engine action or its text. ``action_id("play J♥") -> 55``."""
    return _ID[Action.parse(action)]


class HasenpfefferGame(pyspiel.Game):
    """The game for one rule set. ``params`` holds RuleSet fields and ``hands``; an
    unknown name or a value RULES.md does not have is refused, naming the field."""

    def __init__(self, params: "dict[str, Any] | None" = None) -> None:
        params = dict(params or {})
        for key in params:
            if key not in _PARAMS:  # load_game refuses these first; a direct call lands here
                close = closest(str(key), _PARAMS)
                hint = f" (did you mean {close!r}?)" if close else ""
                raise RuleError(f"python_hasenpfeffer has no parameter {str(key)[:40]!r}{hint}", None)
        hands = params.pop("hands", 1)
        if type(hands) is not int or not 1 <= hands <= _MAX_HANDS:
            raise RuleError(f"hands must be a whole number from 1 to {_MAX_HANDS}, not {hands!r}", "hands")
        pattern = params.get("deal_pattern")
        if isinstance(pattern, str) and pattern in _PATTERN_OF_WORD:
            params["deal_pattern"] = _PATTERN_OF_WORD[pattern]
        self.rules = RuleSet.from_dict(params)
        self.hands = hands
        info = pyspiel.GameInfo(
            num_distinct_actions=len(ACTIONS),
            max_chance_outcomes=len(DECK),
            num_players=4,
            min_utility=-float(MAX_HAND_POINTS * hands),
            max_utility=float(MAX_HAND_POINTS * hands),
            utility_sum=0.0,
            max_game_length=hands * (1 + len(DECK) + _MAX_HAND_MOVES),
        )
        words = {"deal_pattern": DEAL_PATTERN_WORDS[self.rules.deal_pattern], "hands": hands}
        super().__init__(GAME_TYPE, info, {**self.rules.to_dict(), **words})

    def new_initial_state(self) -> "HasenpfefferState":
        return HasenpfefferState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> "HasenpfefferObserver":
        if params:
            raise ValueError(f"python_hasenpfeffer's observer takes no parameters, not {sorted(params)}")
        return HasenpfefferObserver(iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False))


def _deal_order(dealer: str, pattern: str) -> tuple[str, ...]:
    """The seat each of the first 24 cards goes to, as RULES.md §3 deals them: from the
    dealer's left, in packets of three (``"3-3"``) or one at a time (``"1x6"``)."""
    s1 = _NEXT[dealer]
    order = (s1, _NEXT[s1], _NEXT[_NEXT[s1]], dealer)
    if pattern == "3-3":
        return tuple(order[(i % 12) // 3] for i in range(24))
    return tuple(order[i % 4] for i in range(24))


class _Match:
    """The engine game and what chance has dealt, copied by replaying the engine's own
    moves (a clone or a pickle of a state stays small and rebuilds an equal ``Game``)."""

    def __init__(self, rules: RuleSet, hands: int) -> None:
        self.rules, self.hands = rules, hands
        self.dealer: "str | None" = None  # of the hand being dealt
        self.dealing: list[Card] = []  # cards dealt so far to the hand being dealt
        self.deals: list[Deal] = []  # the deals of hands dealt in full
        self.moves: list[Action] = []  # every player action, all hands
        self.starts: list[int] = []  # where each dealt hand's moves begin in ``moves``
        self.game: "Game | None" = None
        self.player: int = _CHANCE  # who acts now: a seat's number, chance or terminal
        self.strings: dict[Any, str] = {}  # strings read from the views at this point

    def copy(self) -> "_Match":
        m = _Match(self.rules, self.hands)
        m.dealer, m.dealing, m.deals = self.dealer, list(self.dealing), list(self.deals)
        m.moves, m.starts = list(self.moves), list(self.starts)
        m.game = None if self.game is None else m._replay()
        m.player = self.player
        return m

    __deepcopy__ = lambda self, memo: self.copy()  # noqa: E731 - PyState.clone deep-copies attributes

    def __reduce__(self) -> Any:
        texts = [str(a) for a in self.moves]  # pickled as the engine's canonical texts
        return (_rebuild, (self.rules.to_dict(), self.hands, self.dealer, self.dealing, self.deals, texts))

    def _replay(self) -> Game:
        game = Game(self.rules, seed=0, deals=dict(enumerate(self.deals)))
        for a in self.moves:
            game.apply(a)
        return game

    # --- where the episode stands
    def update(self) -> None:
        """Set ``player`` after a change (read at every step of a search: kept, not derived)."""
        self.strings = {}
        g = self.game
        if g is not None and (g.is_over or len(g.hand_results) >= self.hands):
            self.player = _TERMINAL
        elif len(self.deals) == (0 if g is None else len(g.hand_results)):
            self.player = _CHANCE
        else:
            self.player = _SEAT_NUMBER[g.to_move]  # type: ignore[union-attr,index]

    def is_terminal(self) -> bool:
        return self.player == _TERMINAL

    def is_dealing(self) -> bool:
        return self.player == _CHANCE

    def deal_one(self, outcome: int) -> None:
        if self.dealer is None:
            self.dealer = SEATS[outcome]
            self.strings = {}
            return
        self.dealing.append(DECK[outcome])
        self.strings = {}
        if len(self.dealing) < len(DECK):
            return
        order = _deal_order(self.dealer, self.rules.deal_pattern)
        hands = {s: tuple(c for c, t in zip(self.dealing, order, strict=False) if t == s) for s in SEATS}
        self.deals.append(Deal(hands, self.dealing[24], self.dealer))
        self.starts.append(len(self.moves))
        self.dealing = []
        self.game = self._replay()  # the engine takes the new deal as a prepared one
        self.update()

    def after_move(self) -> None:
        g = self.game
        assert g is not None
        self.update()
        if self.player == _CHANCE:
            self.dealer = g.dealer  # the next hand's dealer, as the engine rotated it


def _rebuild(rules: dict[str, Any], hands: int, dealer: Any, dealing: Any, deals: Any, moves: Any) -> _Match:
    m = _Match(RuleSet.from_dict(rules), hands)
    m.dealer, m.dealing, m.deals = dealer, list(dealing), list(deals)
    if deals:
        m.game = Game(m.rules, seed=0, deals=dict(enumerate(m.deals)))
        m.starts = [0]
        for text in moves:  # each checked by the engine as it is replayed
            a = Action.parse(text)
            m.game.apply(a)
            m.moves.append(a)
            if len(m.game.hand_results) == len(m.starts) < len(m.deals):
                m.starts.append(len(m.moves))
        m.update()
    return m


class HasenpfefferState(pyspiel.State):
    """A point of an episode: dealing (chance), a seat to move, or the end."""

    def __init__(self, game: HasenpfefferGame) -> None:
        super().__init__(game)
        self._m = _Match(game.rules, game.hands)

    # --- OpenSpiel's sequential-game interface
    def current_player(self) -> int:
        return self._m.player

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(_ID[a] for a in self._m.game.legal_actions())  # type: ignore[union-attr]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        m = self._m
        if m.dealer is None:
            return [(i, 0.25) for i in range(4)]
        left = [c.index for c in DECK if c not in m.dealing]
        p = 1.0 / len(left)
        return [(i, p) for i in left]

    def _apply_action(self, action: int) -> None:
        m = self._m
        if m.is_dealing():
            m.deal_one(action)
            return
        a = ACTIONS[action]
        m.game.apply(a)  # type: ignore[union-attr]  # the engine refuses an illegal one
        m.moves.append(a)
        m.after_move()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            m = self._m
            if m.dealer is None:
                return f"dealer {SEATS[action]}"
            n = len(m.dealing)
            to = "the widow" if n == 24 else _deal_order(m.dealer, m.rules.deal_pattern)[n]
            return f"deal {DECK[action]} to {to}"
        return str(ACTIONS[action])

    def is_terminal(self) -> bool:
        return self._m.is_terminal()

    def returns(self) -> list[float]:
        m = self._m
        if not m.is_terminal():
            return [0.0] * 4
        results = m.game.hand_results[: m.hands]  # type: ignore[union-attr]
        ns = sum(r.points["NS"] - r.points["EW"] for r in results)
        return [float(ns if side_of(s) == "NS" else -ns) for s in SEATS]

    def __str__(self) -> str:
        m = self._m
        lines = [f"rules {m.rules.changed()} hands {m.hands}"]
        for k, d in enumerate(m.deals):
            lines.append(f"hand {k}: " + d.to_text().replace("\n", "; "))
        if m.dealer is not None and m.is_dealing():
            lines.append(f"dealing (dealer {m.dealer}): {' '.join(str(c) for c in m.dealing)}")
        lines.append("moves: " + ", ".join(str(a) for a in m.moves))
        return "\n".join(lines)

    @property
    def game(self) -> "Game | None":
        """The engine's game (``None`` before the first deal is complete), for a driver
        that lets the package's players move: they read ``seat_view(state.game, seat)``."""
        return self._m.game

    # --- for ISMCTS
    def resample_from_infostate(self, player_id: int, probability_sampler: Any = None) -> "HasenpfefferState":
        """A state ``player_id`` cannot tell from this one: the cards it has not seen are
        dealt at random, consistent with what it knows (voids shown, hand sizes, a Joker
        shown to force a bid), and the same moves replayed by the engine. Earlier hands
        of the episode are kept as they were: they cannot change what is to come.
        ``probability_sampler`` (OpenSpiel's, optional) seeds the draw."""
        seed = None if probability_sampler is None else int(probability_sampler() * 2**53)
        state = self.get_game().new_initial_state()
        for outcome in _resampled_history(self._m, SEATS[player_id], random.Random(seed)):
            state.apply_action(outcome)
        return state


def deal_outcomes(deal: Deal, rules: "RuleSet | None" = None) -> list[int]:
    """The chance outcomes that deal ``deal`` as the first hand: the dealer, then the 25
    cards in the order ``rules.deal_pattern`` deals them (each seat's in its order).

    >>> from hasen_widget.deal import deal_cards
    >>> d = deal_cards(random.Random(5), "S")
    >>> outcomes = deal_outcomes(d)
    >>> outcomes[0], len(outcomes)
    (2, 26)
    """
    pattern = (rules or _DEFAULTS).deal_pattern
    hands = {s: list(deal.hands[s]) for s in SEATS}
    return [SEATS.index(deal.dealer), *_deal_outcomes(hands, deal.widow, deal.dealer, pattern)]


def _deal_outcomes(hands: dict[str, list[Card]], widow: Card, dealer: str, pattern: str) -> list[int]:
    """The 25 chance outcomes that deal ``hands`` (each seat's cards in the order given)
    and ``widow``."""
    rest = {s: iter(cs) for s, cs in hands.items()}
    return [next(rest[s]).index for s in _deal_order(dealer, pattern)] + [widow.index]


def _resampled_history(m: _Match, seat: str, rng: random.Random) -> list[int]:
    """The OpenSpiel history (chance outcomes and action ids) of a state ``seat`` cannot
    tell from ``m``'s, with the current hand's unseen cards dealt afresh."""
    first = m.deals[0].dealer if m.deals else m.dealer
    if first is None:
        return []
    history = [SEATS.index(first)]
    pattern = m.rules.deal_pattern
    dealing = m.is_dealing()
    current = len(m.deals) if dealing else len(m.deals) - 1
    for k in range(current):  # earlier hands, as they were
        d = m.deals[k]
        history += _deal_outcomes({s: list(d.hands[s]) for s in SEATS}, d.widow, d.dealer, pattern)
        history += [_ID[a] for a in m.moves[m.starts[k] : m.starts[k + 1]]]
    if dealing:  # part of a deal: the cards gone to others are any that seat has not seen
        order = _deal_order(m.dealer, pattern) + ("widow",)  # type: ignore[arg-type]
        mine = {c for c, s in zip(m.dealing, order, strict=False) if s == seat}
        pool = [c for c in DECK if c not in mine]
        rng.shuffle(pool)
        others = iter(pool)
        return history + [
            (c if s == seat else next(others)).index for c, s in zip(m.dealing, order, strict=False)
        ]
    hands, widow, discard = plausible_deal(m.game, seat, rng)  # type: ignore[arg-type]
    history += _deal_outcomes(hands, widow, m.deals[current].dealer, pattern)
    # Another maker's discard is one of the cards drawn, so its move names that card.
    return history + [
        _ID[_DISCARDS[discard.index] if a.kind == "discard" and discard is not None else a]
        for a in m.moves[m.starts[current] :]
    ]


# --- What a player knows: strings and tensors, read from seat_view ------------------------

_PHASES = ("deal", "auction", "trump", "discard", "alone", "defend", "play", "over")
_BID_TEXTS = tuple(str(a) for a in ACTIONS[:9])  # pass, bid 1–6, little pepper, big pepper
_SUITS = tuple(s.value for s in Suit)


class HasenpfefferObserver:
    """OpenSpiel's observer (``set_from``/``string_from``, a flat ``tensor`` and its named
    ``dict`` pieces) for one kind of observation:

    - ``perfect_recall``: the information state, the whole hand in order (the auction,
      every trick) and, in the string, the earlier hands of the episode; otherwise what
      lies on the table now (the auction, the trick, the tricks won, the cards played);
    - ``private_info``: the seat's own cards (``SINGLE_PLAYER``, the default), none
      (``NONE``, public information only) or every hand (``ALL_PLAYERS``, open hands).

    The tensors describe the current hand; earlier hands enter them only as the score.
    """

    def __init__(self, iig_obs_type: Any) -> None:
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        private = iig_obs_type.private_info
        self.private = private != pyspiel.PrivateInfoType.NONE
        self.open = private == pyspiel.PrivateInfoType.ALL_PLAYERS
        pieces: list[tuple[str, tuple[int, ...]]] = [
            ("player", (4,)),
            ("dealer", (4,)),
            ("phase", (len(_PHASES),)),
            ("to_move", (4,)),
            ("scores", (2,)),
            ("high_bid", (9,)),
            ("high_bidder", (4,)),
            ("passed", (4,)),
            ("maker", (4,)),
            ("trump", (4,)),
            ("alone", (4,)),
            ("trick", (4, len(DECK))),
            ("tricks_won", (2,)),
        ]
        if self.private:
            pieces += [("hand", (len(DECK),)), ("discard", (len(DECK),))]
        if self.open:
            pieces += [("hands", (4, len(DECK))), ("widow", (len(DECK),))]
        if self.perfect_recall:
            pieces += [("auction", (_MAX_AUCTION, len(_BID_TEXTS))), ("plays", (24, len(DECK)))]
            if self.private:
                pieces.append(("dealt", (len(DECK),)))
        else:
            pieces.append(("played", (len(DECK),)))
        self.tensor = np.zeros(sum(int(np.prod(shape)) for _, shape in pieces), np.float32)
        self.dict: dict[str, np.ndarray] = {}
        at = 0
        for name, shape in pieces:
            size = int(np.prod(shape))
            self.dict[name] = self.tensor[at : at + size].reshape(shape)
            at += size

    # --- the tensor
    def set_from(self, state: HasenpfefferState, player: int) -> None:
        self.tensor.fill(0)
        d = self.dict
        m = state._m
        seat = SEATS[player]
        d["player"][player] = 1
        if m.is_terminal():
            d["phase"][-1] = 1
            self._scores(m.game.scores, m.rules.target_score)  # type: ignore[union-attr]
            return
        if m.is_dealing():
            d["phase"][0] = 1
            if m.dealer is not None:
                d["dealer"][SEATS.index(m.dealer)] = 1
                if self.private:
                    order = _deal_order(m.dealer, m.rules.deal_pattern)
                    for c, s in zip(m.dealing, order, strict=False):
                        if s == seat or self.open:
                            (d["hand"] if s == seat else d["hands"][SEATS.index(s)])[c.index] = 1
            if m.game is not None:
                self._scores(m.game.scores, m.rules.target_score)
            return
        game = m.game
        assert game is not None
        v = seat_view(game, seat, open_hands=self.open)
        d["dealer"][SEATS.index(v["dealer"])] = 1
        d["phase"][_PHASES.index(v["phase"])] = 1
        if v["to_move"] is not None:
            d["to_move"][SEATS.index(v["to_move"])] = 1
        self._scores(v["scores"], v["target"])
        if v["high_bid"] is not None:
            d["high_bid"][_BID_TEXTS.index(v["high_bid"])] = 1
            d["high_bidder"][SEATS.index(v["high_bidder"])] = 1
        for s in v["passed"]:
            d["passed"][SEATS.index(s)] = 1
        if v["maker"] is not None:
            d["maker"][SEATS.index(v["maker"])] = 1
        if v["trump"] is not None:
            d["trump"][_SUITS.index(v["trump"])] = 1
        for s in v["alone"]:
            d["alone"][SEATS.index(s)] = 1
        for s, c in v["current_trick"]:
            d["trick"][SEATS.index(s), Card.parse(c).index] = 1
        d["tricks_won"][:] = (v["tricks_won"]["NS"] / 6, v["tricks_won"]["EW"] / 6)
        if self.private:
            for c in v["hand"]:
                d["hand"][Card.parse(c).index] = 1
            if v["discard"] is not None:
                d["discard"][Card.parse(v["discard"]).index] = 1
        if self.open:
            for i, s in enumerate(SEATS):
                for c in v["hands"][s]:
                    d["hands"][i, Card.parse(c).index] = 1
            if game.hand_number < len(m.deals):
                d["widow"][m.deals[game.hand_number].widow.index] = 1
        plays = [c for t in v["tricks"] for _, c in t["plays"]]
        if self.perfect_recall:
            for i, (_, a) in enumerate(v["auction"]):
                d["auction"][i, _BID_TEXTS.index(a)] = 1
            for i, c in enumerate(plays + [c for _, c in v["current_trick"]]):
                d["plays"][i, Card.parse(c).index] = 1
            if self.private:
                for c in game.deal.hands[seat]:  # the seat's own cards as dealt
                    d["dealt"][c.index] = 1
        else:
            for c in plays:
                d["played"][Card.parse(c).index] = 1

    def _scores(self, scores: dict[str, int], target: int) -> None:
        self.dict["scores"][:] = (scores["NS"] / target, scores["EW"] / target)

    # --- the string
    def string_from(self, state: HasenpfefferState, player: int) -> str:
        m = state._m
        key = (self.perfect_recall, self.private, self.open, player)
        text = m.strings.get(key)
        if text is None:  # a search asks the same state more than once
            text = m.strings[key] = self._string(m, SEATS[player])
        return text

    def _string(self, m: _Match, seat: str) -> str:
        parts = [f"seat {seat}"]
        if self.perfect_recall:
            parts += self._earlier_hands(m, seat)
        if m.is_terminal():
            last = m.game.hand_results[-1]  # type: ignore[union-attr]
            return " | ".join([*parts, f"over: NS {last.scores_after['NS']} EW {last.scores_after['EW']}"])
        if m.is_dealing():
            if m.dealer is not None:
                order = _deal_order(m.dealer, m.rules.deal_pattern)
                n = len(m.game.hand_results) if m.game is not None else 0
                parts.append(f"hand {n} dealer {m.dealer}: dealing")
                if self.private:
                    got = [str(c) for c, s in zip(m.dealing, order, strict=False) if s == seat]
                    parts.append("dealt " + " ".join(got))
                    if self.open:
                        parts.append("deal " + " ".join(str(c) for c in m.dealing))
            return " | ".join(parts)
        game = m.game
        assert game is not None
        v = seat_view(game, seat, open_hands=self.open)
        parts.append(
            f"hand {v['hand_number']} dealer {v['dealer']} scores NS {v['scores']['NS']} EW {v['scores']['EW']}"
        )
        if self.private and self.perfect_recall:
            parts.append("dealt " + " ".join(str(c) for c in game.deal.hands[seat]))
        if v["auction"]:
            parts.append("auction " + " ".join(f"{s}:{a}" for s, a in v["auction"]))
        if v["shown"]:
            parts.append(f"{v['shown']['seat']} shows the Joker")
        if v["maker"] is not None:
            trump = "?" if v["trump"] is None else Suit.parse(v["trump"]).symbol
            parts.append(f"maker {v['maker']} {v['high_bid']} trump {trump}")
        if self.private and v["discard"] is not None:
            parts.append(f"discard {v['discard']}")
        if v["alone"]:
            parts.append("alone " + " ".join(v["alone"]))
        if self.perfect_recall:
            for t in v["tricks"]:
                parts.append("trick " + " ".join(f"{s}:{c}" for s, c in t["plays"]) + f" to {t['winner']}")
        else:
            parts.append(f"tricks NS {v['tricks_won']['NS']} EW {v['tricks_won']['EW']}")
        if v["current_trick"]:
            parts.append("now " + " ".join(f"{s}:{c}" for s, c in v["current_trick"]))
        if self.open:
            parts.append("hands " + " ".join(f"{s}:{','.join(v['hands'][s])}" for s in SEATS))
            if v["widow"] is not None:
                parts.append(f"widow {v['widow']}")
        elif self.private:
            parts.append("hand " + " ".join(v["hand"]))
        parts.append(f"{v['phase']}, to move {v['to_move'] or '-'}")
        return " | ".join(parts)

    def _earlier_hands(self, m: _Match, seat: str) -> list[str]:
        """Each finished hand as ``seat`` saw it: its cards as dealt, then every move, an
        other's discard hidden."""
        if m.game is None:
            return []
        out = []
        for k, result in enumerate(m.game.hand_results[: m.hands]):
            moves = m.moves[m.starts[k] : m.starts[k + 1] if k + 1 < len(m.starts) else len(m.moves)]
            said = [
                "discard ?" if a.kind == "discard" and not (self.open or result.maker == seat) else str(a)
                for a in moves
            ]
            dealt = " ".join(str(c) for c in m.deals[k].hands[seat]) if self.private else ""
            out.append(
                f"hand {k}: {dealt} / {', '.join(said)} / NS {result.points['NS']} EW {result.points['EW']}"
            )
        return out


pyspiel.register_game(GAME_TYPE, HasenpfefferGame)
