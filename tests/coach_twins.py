"""Helpers for the coach tests: a guided hand played at a :class:`Table`, and its *twin*,
a deal the learner cannot tell apart from it.

The twin swaps two cards of the same suit (under the hand's trump) between two computer
players' hands, both played late; the computer players replay the first hand's actions
(:class:`Script`). Until the first of the two cards is played, the twin's public history
and the learner's own hand are the same as the first deal's, so everything the learner
may know is the same: the coach must say the same, to the byte.

Used by tests/test_coach.py and tests/browser/test_coach.py (which puts ``Script``'s
source into a notebook cell, so it imports nothing).
"""

from __future__ import annotations

import inspect
import json
from dataclasses import dataclass, field
from typing import Any

from hasen_widget import Game
from hasen_widget.cards import JOKER, Card, Suit
from hasen_widget.deal import SEATS, Deal
from hasen_widget.table import ImmediateScheduler, Table
from hasen_widget.view import seat_view

#: Seed 5 deals South a hand in which the coach's first hand has every decision of a
#: maker: a bid, trump, the discard, going alone, then six cards.
GUIDED_SEED = 5


class Script:
    """A computer player that replays ``actions`` in order (then, or when the next one
    is not legal, the first legal action): the computer players' actions, fixed."""

    def __init__(self, actions):
        self.actions = list(actions)

    def decide(self, view):
        from hasen_widget.players.base import Decision

        legal = view["legal"]
        action = self.actions.pop(0) if self.actions else legal[0]
        return Decision(action if action in legal else legal[0], None)


class Quiet:
    """A computer player's actions without its reasons, as :class:`Script` replays them
    (so the first table and the twin's differ in nothing but the deal)."""

    def __init__(self, player):
        self.player = player

    def decide(self, view):
        from hasen_widget.players.base import Decision

        return Decision(self.player.decide(view).action, None)


def script_source() -> str:
    """``Script``'s source, for a notebook cell."""
    return inspect.getsource(Script)


def deviation(kind: str, advised: str, legal: list[str]) -> str:
    """A deliberately different choice: the next higher bid (the learner still wins the
    auction), else the first legal action that is not the suggestion."""
    if kind == "bid" and advised in legal:
        later = [a for a in legal[legal.index(advised) + 1 :] if a != "pass"]
        if later:
            return later[0]
    return next(a for a in legal if a != advised)


@dataclass
class Decision:
    """One of the learner's decisions in a coached hand."""

    index: int  # actions of the hand before it
    phase: str
    view: dict
    coach: dict  # the coach's state before the learner acted
    choice: str
    feedback: dict  # the coach's feedback right after the learner acted
    synced: str  # everything the table would sync before the learner acted, as JSON


@dataclass
class CoachedHand:
    deal: str
    seed: int
    decisions: list[Decision] = field(default_factory=list)
    history: list[tuple[str, str]] = field(default_factory=list)  # (seat, action), the whole hand

    def bot_actions(self) -> dict[str, list[str]]:
        return {s: [a for seat, a in self.history if seat == s] for s in SEATS if s != "S"}


def play_coached(
    deal: str,
    seed: int,
    choose: "Any",
    *,
    players: "dict[str, Any] | None" = None,
    lang: str = "en",
    until: "int | None" = None,
) -> CoachedHand:
    """Play the first hand of ``deal`` at a coached table, the learner (South) taking
    ``choose(decision_number, kind, advised, legal)`` (or a list of actions), until the
    hand ends or ``until`` actions of the hand have been taken."""
    if players is None:
        from hasen_widget.players import RuleOfThumbPlayer

        players = {s: Quiet(RuleOfThumbPlayer()) for s in SEATS if s != "S"}
    t = Table(seed=seed, deal=deal, pace=0, linger=0, coach=True, lang=lang, players=players,
              scheduler=ImmediateScheduler())  # fmt: skip
    out = CoachedHand(deal, seed)
    n = 0
    while not t.game.hand_results and (until is None or len(t.game.history) < until):
        if t.game.to_move != "S":  # pragma: no cover - the table moves the computer players
            raise AssertionError("the table waits for a computer player")
        view = seat_view(t.game, "S")
        state = t.state()
        coach = state["coach"]
        advised = coach["advice"]["action"]
        choice = (
            choose[n]
            if isinstance(choose, list)
            else choose(n, coach["advice"]["kind"], advised, view["legal"])
        )
        index = len(t.game.history)
        t.act(choice)
        after = t.state()["coach"]
        synced = json.dumps(state, sort_keys=True, ensure_ascii=False)
        out.decisions.append(Decision(index, view["phase"], view, coach, choice, after["feedback"], synced))
        n += 1
    out.history = _with_seats(deal, seed, t.game.history)
    return out


def _with_seats(deal: str, seed: int, history: list[str]) -> list[tuple[str, str]]:
    g = Game(seed=seed, deal=deal)
    out = []
    for action in history:
        if g.hand_results:
            break
        out.append((g.to_move, action))
        g.apply(action)
    return out


@dataclass
class Twin:
    deal: str  # the twin deal
    horizon: int  # public histories agree on the actions before this index
    swapped: tuple[str, str, str, str]  # (seat, card, seat, card)


def twin_of(hand: CoachedHand) -> Twin:
    """The twin deal with the latest horizon: two cards of one suit (under the hand's
    trump; not the Joker) swapped between two computer players' hands, both played."""
    first = Deal.parse(hand.deal)
    g = Game(seed=hand.seed, deal=hand.deal)
    trump = None
    played_at: dict[tuple[str, Card], int] = {}
    for i, (seat, action) in enumerate(hand.history):
        g.apply(action)
        if trump is None and g.trump is not None:
            trump = g.trump
        if action.startswith("play "):
            played_at[(seat, Card.parse(action[5:]))] = i
    assert trump is not None, "the hand was not played"
    best: "tuple[int, tuple[str, Card, str, Card]] | None" = None
    bots = [s for s in SEATS if s != "S"]
    for a in bots:
        for b in bots:
            if a >= b:
                continue
            for x in first.hands[a]:
                for y in first.hands[b]:
                    if JOKER in (x, y) or (a, x) not in played_at or (b, y) not in played_at:
                        continue
                    if _suit(x, trump) is not _suit(y, trump):
                        continue
                    horizon = min(played_at[(a, x)], played_at[(b, y)])
                    if best is None or horizon > best[0]:
                        best = (horizon, (a, x, b, y))
    assert best is not None, "no two computer players played cards of one suit"
    horizon, (a, x, b, y) = best
    hands = {s: list(first.hands[s]) for s in SEATS}
    hands[a][hands[a].index(x)] = y
    hands[b][hands[b].index(y)] = x
    text = Deal({s: tuple(c) for s, c in hands.items()}, first.widow, first.dealer).to_text()
    return Twin(text, horizon, (a, str(x), b, str(y)))


def _suit(card: Card, trump: Suit) -> "Suit | None":
    from hasen_widget.cards import EFFECTIVE_SUIT

    return EFFECTIVE_SUIT[trump][card.index]


def scripted(hand: CoachedHand) -> dict[str, Script]:
    return {s: Script(actions) for s, actions in hand.bot_actions().items()}
