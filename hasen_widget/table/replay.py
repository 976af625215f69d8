"""A replay of one hand: its recorded positions, stepped through back and forth.

A position is the hand after ``k`` of its recorded moves (``0``: the deal, before the
first bid). :class:`Replay` steps by one move (a card in play; a bid, the trump or the
discard before it) or by a trick (to the deal, the start of play and after each
finished trick), and rebuilds the game at any position from the record alone: the
cards shown at a position are exactly those the record put there.

>>> from hasen_widget import Game
>>> from hasen_widget.players import RuleOfThumbPlayer, play_bots
>>> g = Game(seed=1)
>>> _ = play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
>>> r = Replay(g, hand=0)
>>> r.position == r.last, r.finished
(True, True)
>>> r.go("trick_back"); r.trick_on_table()["number"], len(r.trick_on_table()["plays"])
(5, 4)
>>> r.go("start"); r.position, r.trick_on_table()
(0, None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..game import Game

__all__ = ["Replay", "REPLAY_STEPS", "recorded_deals"]

#: How a replay moves (``enter``/``leave`` are the table's: they start and end one).
REPLAY_STEPS = ("start", "end", "move_back", "move_forward", "trick_back", "trick_forward")


def recorded_deals(game: Game) -> dict[int, str]:
    """The prepared deals of ``game`` (hand number → deal text), from its own record."""
    return {int(k): v for k, v in game.to_dict()["deals"].items()}


@dataclass(frozen=True)
class _Fact:
    """What is on the table at one position (for finding trick boundaries)."""

    hand_number: int
    phase: str
    in_trick: int  # cards of the trick being played
    tricks: int  # tricks finished in this hand


class Replay:
    """The recorded positions of hand ``hand`` (0-based hand number) of ``game``.

    The replay works on a copy of the record (rules, seed, prepared deals, the
    history): the game itself is never changed. It starts at the hand's last position.
    """

    def __init__(self, game: Game, hand: int) -> None:
        self._rules, self._seed, self._deals = game.rules, game.seed, recorded_deals(game)
        self.hand = hand
        history = list(game.history)
        g = Game(self._rules, self._seed, deals=self._deals)
        start: "int | None" = None
        facts: list[_Fact] = []
        for i, text in enumerate(history):
            if g.hand_number == hand and start is None:
                start = i
            if start is not None:
                if g.hand_number != hand:
                    break
                facts.append(_fact(g))
            g.apply(text)
        if start is None:  # the hand has no move yet: its one position is the deal
            start = len(history)
        facts.append(_fact(g))
        #: Where the hand starts in the game's history (its deal).
        self.start = start
        self._history = history[: start + len(facts) - 1]
        self._facts = facts
        #: The hand was scored (its last position is the end of the hand).
        self.finished = facts[-1].hand_number != hand or facts[-1].phase == "over"
        self.position = self.last

    @property
    def last(self) -> int:
        """The last position: every recorded move of the hand made."""
        return len(self._facts) - 1

    def trick_marks(self) -> list[int]:
        """The positions a trick step stops at: the deal, the start of play, after each
        finished trick, and the last position."""
        marks = {0, self.last}
        for k, f in enumerate(self._facts):
            if f.hand_number == self.hand and f.phase == "play" and f.in_trick == 0:
                marks.add(k)
        return sorted(marks)

    def go(self, step: str) -> None:
        """Move by ``step`` (one of :data:`REPLAY_STEPS`); at either end it stays."""
        if step == "start":
            self.position = 0
        elif step == "end":
            self.position = self.last
        elif step == "move_back":
            self.position = max(0, self.position - 1)
        elif step == "move_forward":
            self.position = min(self.last, self.position + 1)
        elif step == "trick_back":
            self.position = max([m for m in self.trick_marks() if m < self.position], default=0)
        elif step == "trick_forward":
            self.position = min([m for m in self.trick_marks() if m > self.position], default=self.last)
        else:
            raise ValueError(f"a replay step is one of {', '.join(REPLAY_STEPS)}, not {step!r}")

    def action(self, k: int) -> str:
        """The ``k``-th recorded move of the hand (0-based), as the engine wrote it."""
        return self._history[self.start + k]

    def game_at(self, position: "int | None" = None) -> Game:
        """A new game made from the record up to ``position`` (default: the current one)."""
        k = self.position if position is None else position
        return Game.replay(self._history[: self.start + k], self._rules, self._seed, self._deals)

    def move_at(self, position: "int | None" = None) -> "tuple[str, str] | None":
        """The move that led to ``position``: ``(seat, action text)``; ``None`` at the deal."""
        k = self.position if position is None else position
        if k == 0:
            return None
        before = self.game_at(k - 1)
        return (str(before.to_move), self._history[self.start + k - 1])

    def trick_on_table(self, game: "Game | None" = None) -> "dict[str, Any] | None":
        """The trick in view at the current position: ``{"number", "plays", "winner"}``
        (``number`` counts from 1; ``winner`` once it is complete), ``None`` before play."""
        g = game if game is not None else self.game_at()
        if g.hand_number != self.hand:  # the hand is over: its last trick
            result = next(r for r in g.hand_results if r.number == self.hand)
            if not result.trick_log:
                return None
            t = result.trick_log[-1]
            return {"number": len(result.trick_log), "plays": _plays(t.plays), "winner": t.winner}
        if g.current_trick:
            return {"number": len(g.tricks) + 1, "plays": _plays(g.current_trick), "winner": None}
        move = self.move_at()
        if g.tricks and move is not None and move[1].startswith("play "):  # a trick just finished
            t = g.tricks[-1]
            return {"number": len(g.tricks), "plays": _plays(t.plays), "winner": t.winner}
        return None

    def facts(self) -> dict[str, Any]:
        """Where the replay stands, as numbers (the table words them)."""
        f = self._facts[self.position]
        ended = f.hand_number != self.hand or f.phase == "over"
        return {
            "position": self.position,
            "last": self.last,
            "phase": "hand_over" if ended else f.phase,
            "tricks": None if ended else f.tricks,
            "in_trick": 0 if ended else f.in_trick,
        }


def _fact(g: Game) -> _Fact:
    return _Fact(g.hand_number, g.phase, len(g.current_trick), len(g.tricks))


def _plays(plays: Any) -> list[list[str]]:
    return [[s, str(c)] for s, c in plays]
