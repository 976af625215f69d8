"""The open-hand (double-dummy) solver: with every hand visible, how many tricks each side
takes with best play by all, and what every legal card is worth.

Exact alpha-beta over the remaining cards, with

- hands as bitmasks in a per-trump layout (each suit as played in its own byte, trump in
  the top byte, higher bit = higher card), so following suit is one AND and "does this
  card beat the winner?" one comparison;
- equivalent cards pruned: touching cards of one hand (no unplayed card between them)
  are one move;
- move ordering (win cheaply, else throw low; partner winning: throw low);
- a transposition table at trick boundaries keyed on the remaining cards and the leader,
  storing lower and upper bounds, so that the same position reached by a different order
  of tricks is searched once.

>>> from hasen_widget.cards import Suit
>>> pos = Position.parse("N: Joker AC E: JH KC S: 9H QC W: AH TD", trump="H", leader="N")
>>> sol = solve(pos)
>>> sol.tricks, sol.values["Joker"], sol.values["A♣"]
({'NS': 2, 'EW': 0}, 2, 1)
"""

from __future__ import annotations

import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import DECK, EFFECTIVE_SUIT, TRUMP_POWER, Card, CardError, Suit
from .deal import SEATS, next_seat, side_of

__all__ = ["Position", "Solution", "SolverError", "solve", "card_values", "Layout"]

_SEAT_INDEX = {s: i for i, s in enumerate(SEATS)}
_NS = (True, False, True, False)  # seat index -> is North-South
# The byte (suit as played) of each single-bit card.
_BLOCK_OF = {1 << i: 0xFF << (8 * (i >> 3)) for i in range(32)}


class SolverError(ValueError):
    """A position the solver cannot take: hands of the wrong sizes, a card twice, and so on."""


class Layout:
    """Card <-> bit for one trump: suits as played in bytes 0-2, trump in byte 3,
    each byte ordered low card to high card."""

    _cache: dict[Suit, Layout] = {}

    def __new__(cls, trump: Suit) -> Layout:
        trump = Suit.parse(trump)
        got = cls._cache.get(trump)
        if got is not None:
            return got
        self = super().__new__(cls)
        eff, power = EFFECTIVE_SUIT[trump], TRUMP_POWER[trump]
        blocks = {s: i for i, s in enumerate(s for s in Suit if s is not trump)}
        blocks[trump] = 3
        bit_of: list[int] = [0] * len(DECK)
        card_of: dict[int, Card] = {}
        for s, b in blocks.items():
            members = sorted((c for c in DECK if eff[c.index] is s), key=lambda c: power[c.index])
            for r, c in enumerate(members):
                bit = 1 << (8 * b + r)
                bit_of[c.index] = bit
                card_of[bit] = c
        self.trump = trump
        self.bit_of = bit_of
        self.card_of = card_of
        self.block_masks = [0xFF << (8 * b) for b in range(4)]
        self.trump_mask = 0xFF << 24
        cls._cache[trump] = self
        return self

    def mask(self, cards: Sequence[Card]) -> int:
        m = 0
        for c in cards:
            m |= self.bit_of[c.index]
        return m

    def cards(self, mask: int) -> list[Card]:
        out = []
        while mask:
            low = mask & -mask
            out.append(self.card_of[low])
            mask ^= low
        return out

    def block_of(self, bit: int) -> int:
        """The byte mask of the suit (as played) the single-bit ``bit`` belongs to."""
        return 0xFF << (8 * ((bit.bit_length() - 1) >> 3))


@dataclass(frozen=True)
class Position:
    """A position with all hands known.

    ``hands``: the cards of each seat still to be played (sitting-out seats: empty or
    absent); ``leader``: who led (or leads) the current trick; ``trick``: the
    ``(seat, card)`` plays of the current trick so far; ``tricks_won``: tricks per side
    already taken this hand.
    """

    hands: Mapping[str, tuple[Card, ...]]
    trump: Suit
    leader: str
    trick: tuple[tuple[str, Card], ...] = ()
    tricks_won: Mapping[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    sitting_out: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "trump", _suit(self.trump))
        object.__setattr__(self, "sitting_out", frozenset(self.sitting_out))
        hands = {s: tuple(Card.parse(c) for c in self.hands.get(s, ())) for s in SEATS}
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "trick", tuple((s, Card.parse(c)) for s, c in self.trick))
        object.__setattr__(self, "tricks_won", {"NS": 0, "EW": 0, **dict(self.tricks_won)})
        self._check()

    def _check(self) -> None:
        if self.leader not in SEATS or self.leader in self.sitting_out:
            raise SolverError(f"leader must be a seat in play, not {self.leader!r}")
        if len(self.sitting_out) > 2 or any(s not in SEATS for s in self.sitting_out):
            raise SolverError(f"sitting_out must hold at most two seats, not {sorted(self.sitting_out)}")
        seen: set[Card] = set()
        for s in SEATS:
            for c in self.hands[s]:
                if c in seen:
                    raise SolverError(f"{c} appears twice")
                seen.add(c)
        for s in self.sitting_out:
            if self.hands[s]:
                raise SolverError(f"{s} sits out and plays no cards; give it an empty hand")
        order = self.order()
        if len(self.trick) >= len(order):
            raise SolverError("the current trick is already full")
        for (s, c), want in zip(self.trick, order, strict=False):
            if s != want:
                raise SolverError(f"the trick's plays are out of turn: {want} should have played, not {s}")
            if c in seen:
                raise SolverError(f"{c} appears twice")
            seen.add(c)
        n = len(self.hands[order[0]]) + (1 if self.trick else 0)
        for i, s in enumerate(order):
            want = n - (1 if i < len(self.trick) else 0)
            if len(self.hands[s]) != want:
                raise SolverError(f"{s} holds {len(self.hands[s])} cards; it should hold {want} here")
        done = self.tricks_won["NS"] + self.tricks_won["EW"]
        if done + n > 6:
            raise SolverError(f"{done} tricks taken and {n} to play make more than six")

    def order(self) -> list[str]:
        """The seats in play, in order from the leader."""
        out, s = [], self.leader
        for _ in range(4):
            if s not in self.sitting_out:
                out.append(s)
            s = next_seat(s)
        return out

    @property
    def to_move(self) -> str:
        return self.order()[len(self.trick)]

    @classmethod
    def parse(cls, text: str, trump: Any, leader: str, **kw: Any) -> Position:
        """Hands written ``"N: Joker AC E: JH KC S: … W: …"`` (a seat may be left out)."""
        hands: dict[str, tuple[Card, ...]] = {}
        for label, body in re.findall(r"\b([NESW])\s*:\s*([^:]*?)(?=\s*\b[NESW]\s*:|$)", text):
            hands[label] = tuple(Card.parse(t) for t in body.replace(",", " ").split())
        return cls(hands=hands, trump=trump, leader=leader, **kw)

    @classmethod
    def from_game(cls, game: Any) -> Position:
        """The play position of a live ``Game`` (it must be in the play phase)."""
        if game.phase != "play":
            raise SolverError(f"the solver needs a hand in play, not the {game.phase!r} phase")
        return cls(
            hands={s: tuple(game.hands[s]) if s not in game.sitting_out else () for s in SEATS},
            trump=game.trump,
            leader=game.leader,
            trick=tuple(game.current_trick),
            tricks_won=dict(game.tricks_won),
            sitting_out=frozenset(game.sitting_out),
        )

    @classmethod
    def from_view(cls, view: Mapping[str, Any]) -> Position:
        """The position of an open-hands view (``seat_view(game, seat, open_hands=True)``)."""
        if view.get("phase") != "play":
            raise SolverError(f"the solver needs a hand in play, not the {view.get('phase')!r} phase")
        if any(view["hands"][s] is None for s in SEATS):
            raise SolverError("the solver needs every hand: use an open-hands view")
        out = frozenset(view.get("sitting_out") or ())
        return cls(
            hands={s: () if s in out else tuple(view["hands"][s]) for s in SEATS},
            trump=view["trump"],
            leader=view["leader"],
            trick=tuple((s, c) for s, c in view.get("current_trick") or []),
            tricks_won=dict(view["tricks_won"]),
            sitting_out=out,
        )


@dataclass(frozen=True)
class Solution:
    """``tricks``: each side's total for the hand with best play; ``values``: for every
    legal card of the seat to move, the total tricks its side ends with after playing it;
    ``best``: the cards that keep the best result; ``nodes``/``seconds``: effort."""

    to_move: str
    tricks: dict[str, int]
    values: dict[str, int]
    best: tuple[str, ...]
    nodes: int
    seconds: float


def _suit(t: Any) -> Suit:
    try:
        return Suit.parse(t)
    except CardError as e:
        raise SolverError(f"trump: {e}") from None


class _Search:
    """One search over one set of hands (the TT is valid for these hands only)."""

    __slots__ = ("hands", "orders", "tt", "killer", "best_lead", "nodes", "trump_mask", "blocks")

    def __init__(self, hands: list[int], orders: dict[int, tuple[int, ...]]) -> None:
        self.hands = hands
        self.orders = orders
        self.tt: dict[int, tuple[int, int]] = {}
        self.killer: dict[int, int] = {}  # the best lead found at a trick start
        self.best_lead = 0
        self.nodes = 0
        self.trump_mask = 0xFF << 24
        self.blocks = (0xFF, 0xFF << 8, 0xFF << 16, 0xFF << 24)

    # NS tricks in the rest of the hand, starting a fresh trick led by ``leader``.
    def trick_start(self, leader: int, alpha: int, beta: int) -> int:
        hands = self.hands
        n = hands[leader].bit_count()
        if n == 0:
            return 0
        if beta <= 0:
            return 0
        if alpha >= n:
            return n
        rem = hands[0] | hands[1] | hands[2] | hands[3]
        key = rem | (leader << 32)
        hit = self.tt.get(key)
        if hit is not None:
            lo, hi = hit
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            a, b = max(alpha, lo), min(beta, hi)
        else:
            lo, hi = 0, n
            # Sure tricks: the highest trumps left, held in one hand, each win a trick.
            tr = rem & 0xFF000000
            if tr:
                top = 1 << (tr.bit_length() - 1)
                owner = 0
                while not hands[owner] & top:
                    owner += 1
                mine = hands[owner]
                run = 0
                while tr and mine & top:
                    run += 1
                    tr ^= top
                    top = 1 << (tr.bit_length() - 1) if tr else 0
                if _NS[owner]:
                    lo = run
                else:
                    hi = n - run
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
            a, b = max(alpha, lo), min(beta, hi)
        order = self.orders[leader]
        if n == 1:
            v = self._last_trick(order)
            self.tt[key] = (v, v)
            return v
        v = self.play(order, 0, rem, 0, 0, -1, a, b, self.killer.get(key, 0))
        self.killer[key] = self.best_lead
        if v <= a:
            hi = min(hi, v)
        elif v >= b:
            lo = max(lo, v)
        else:
            lo = hi = v
        self.tt[key] = (lo, hi)
        return v

    def _last_trick(self, order: tuple[int, ...]) -> int:
        hands = self.hands
        first = hands[order[0]]
        led = self.blocks[(first.bit_length() - 1) >> 3]
        win_bit, win_seat = first, order[0]
        follow = led | self.trump_mask
        for s in order[1:]:
            c = hands[s]
            if c & follow and c > win_bit:
                win_bit, win_seat = c, s
        return 1 if _NS[win_seat] else 0

    def play(self, order, pos, rem, led, win_bit, win_seat, alpha, beta, hint=0) -> int:
        """Best NS total from here: seat ``order[pos]`` plays to a trick whose led suit
        mask is ``led`` and whose winning card so far is ``win_bit`` held by ``win_seat``.
        ``hint``: a lead that was best here before (tried first)."""
        self.nodes += 1
        hands = self.hands
        seat = order[pos]
        hand = hands[seat]
        maxing = _NS[seat]
        block_of = _BLOCK_OF
        if pos == 0:
            legal = hand
        else:
            legal = hand & led or hand
        # Candidate moves: one card per run of touching cards (the top of the run).
        moves = []
        m = legal
        while m:
            bit = m & -m
            m ^= bit
            above = rem & ~((bit << 1) - 1) & block_of[bit]
            nxt = above & -above
            if nxt and nxt & legal:
                continue
            moves.append(bit)
        if pos == 0:
            # Lead high cards first (they win or draw out the high cards).
            moves.sort(reverse=True)
            if hint and hint in moves and moves[0] != hint:
                moves.remove(hint)
                moves.insert(0, hint)
        else:
            follow = led | 0xFF000000
            if _NS[win_seat] == maxing:
                moves.sort()  # partner winning: throw low
            else:
                # Win as cheaply as possible, else throw low.
                win = [b for b in moves if b & follow and b > win_bit]
                if win:
                    lose = [b for b in moves if not (b & follow and b > win_bit)]
                    win.sort()
                    lose.sort()
                    moves = win + lose
                else:
                    moves.sort()
        best = -1 if maxing else 99
        best_bit = 0
        if pos == 0:
            for bit in moves:
                hands[seat] = hand ^ bit
                v = self.play(order, 1, rem, block_of[bit], bit, seat, alpha, beta)
                hands[seat] = hand
                if maxing:
                    if v > best:
                        best, best_bit = v, bit
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
                elif v < best:
                    best, best_bit = v, bit
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
            self.best_lead = best_bit
            return best
        follow = led | 0xFF000000
        last = pos == len(order) - 1
        for bit in moves:
            hands[seat] = hand ^ bit
            wins = bit & follow and bit > win_bit
            if last:
                w_seat = seat if wins else win_seat
                if _NS[w_seat]:
                    v = 1 + self.trick_start(w_seat, alpha - 1, beta - 1)
                else:
                    v = self.trick_start(w_seat, alpha, beta)
            elif wins:
                v = self.play(order, pos + 1, rem, led, bit, seat, alpha, beta)
            else:
                v = self.play(order, pos + 1, rem, led, win_bit, win_seat, alpha, beta)
            hands[seat] = hand
            if maxing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best


def _prepare(position: Position) -> tuple[Layout, list[int], dict[int, tuple[int, ...]]]:
    layout = Layout(position.trump)
    hands = [layout.mask(position.hands[s]) for s in SEATS]
    orders: dict[int, tuple[int, ...]] = {}
    for lead in SEATS:
        if lead in position.sitting_out:
            continue
        out, s = [], lead
        for _ in range(4):
            if s not in position.sitting_out:
                out.append(_SEAT_INDEX[s])
            s = next_seat(s)
        orders[_SEAT_INDEX[lead]] = tuple(out)
    return layout, hands, orders


def card_values(position: Position) -> tuple[dict[Card, int], int, _Search]:
    """NS tricks *from now on* after each legal card of the seat to move (exact), the
    number of nodes searched, and the search (for its TT). Internal fast path."""
    layout, hands, orders = _prepare(position)
    search = _Search(hands, orders)
    order = orders[_SEAT_INDEX[position.leader]]
    pos = len(position.trick)
    seat = order[pos]
    rem = hands[0] | hands[1] | hands[2] | hands[3]
    led = 0
    win_bit, win_seat = 0, -1
    for i, (s, c) in enumerate(position.trick):
        bit = layout.bit_of[c.index]
        rem |= bit
        if i == 0:
            led = layout.block_of(bit)
            win_bit, win_seat = bit, _SEAT_INDEX[s]
        elif bit & (led | layout.trump_mask) and bit > win_bit:
            win_bit, win_seat = bit, _SEAT_INDEX[s]
    hand = hands[seat]
    legal = hand if pos == 0 else (hand & led or hand)
    total = hand.bit_count()
    values: dict[Card, int] = {}
    last = pos == len(order) - 1
    # Equivalent (touching) cards share a value: solve one per run.
    done: dict[int, int] = {}
    for bit in sorted(_bits(legal), reverse=True):
        above = rem & ~((bit << 1) - 1) & layout.block_of(bit)
        nxt = above & -above
        if nxt and nxt & legal and nxt in done:
            done[bit] = done[nxt]
            values[layout.card_of[bit]] = done[bit]
            continue
        hands[seat] = hand ^ bit
        if pos == 0:
            v = search.play(order, 1, rem, layout.block_of(bit), bit, seat, -1, total + 1)
        else:
            w_bit, w_seat = win_bit, win_seat
            if bit & (led | layout.trump_mask) and bit > win_bit:
                w_bit, w_seat = bit, seat
            if last:
                gain = 1 if _NS[w_seat] else 0
                v = gain + search.trick_start(w_seat, -1, total + 1)
            else:
                v = search.play(order, pos + 1, rem, led, w_bit, w_seat, -1, total + 1)
        hands[seat] = hand
        done[bit] = v
        values[layout.card_of[bit]] = v
    return values, search.nodes, search


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def solve(position: Position) -> Solution:
    """Solve ``position`` exactly: each side's tricks for the hand with best play, and the
    value of every legal card for the seat to move (its side's total tricks)."""
    t0 = time.perf_counter()
    values, nodes, _ = card_values(position)
    mover = position.to_move
    side = side_of(mover)
    done = position.tricks_won
    ns_values = {c: done["NS"] + v for c, v in values.items()}
    # Tricks still to be decided, this one included.
    total_left = len(position.hands[position.leader]) + (1 if position.trick else 0)
    played = done["NS"] + done["EW"]
    if side == "NS":
        side_values = ns_values
        best_v = max(side_values.values())
        ns_total = best_v
    else:
        side_values = {c: played + total_left - v for c, v in ns_values.items()}
        best_v = max(side_values.values())
        ns_total = played + total_left - best_v
    tricks = {"NS": ns_total, "EW": played + total_left - ns_total}
    ordered = sorted(side_values, key=lambda c: DECK.index(c))
    return Solution(
        to_move=mover,
        tricks=tricks,
        values={str(c): side_values[c] for c in ordered},
        best=tuple(str(c) for c in ordered if side_values[c] == best_v),
        nodes=nodes,
        seconds=time.perf_counter() - t0,
    )
