"""Fixtures shared by the tests: prepared deals and a way to play them out (the rule tests),
and a stand-in for a widget's comm that keeps what the page would receive (the widget and
quiz tests: ``from conftest import Sent``)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hasen_widget import Game, RuleSet

# North holds every trump a heart contract needs; the Joker lies in the widow.
HEARTS_FOR_NORTH = """
N: A♥ K♥ Q♥ 10♥ 9♥ J♦
E: A♠ K♠ Q♠ J♠ 10♠ 9♠
S: A♣ K♣ Q♣ J♣ 10♣ 9♣
W: A♦ K♦ Q♦ 10♦ 9♦ J♥
widow: Joker
dealer: W
"""

# North's three top trumps (hearts) win three tricks and nothing else wins for North–South:
# West holds the other high hearts, East the aces and kings of the plain suits.
NORTH_TAKES_THREE = """
N: Joker J♥ J♦ 9♠ 9♣ 9♦
E: A♠ K♠ A♣ K♣ A♦ K♦
S: J♠ 10♠ J♣ 10♣ 10♦ 10♥
W: Q♠ Q♣ Q♦ A♥ K♥ Q♥
widow: 9♥
dealer: W
"""


def make_game(deal: str = HEARTS_FOR_NORTH, seed: int = 1, **rules) -> Game:
    """A match under ``RuleSet(**rules)`` whose first hand is the prepared ``deal``."""
    return Game(RuleSet(**rules), seed=seed, deal=deal)


def play_first_legal(game: Game) -> None:
    """Play the rest of the hand's tricks, each seat playing its first legal card."""
    hand = len(game.hand_results)
    while game.phase == "play" and len(game.hand_results) == hand:
        game.apply(game.legal_actions()[0])


@pytest.fixture
def hearts_for_north() -> Game:
    return make_game(HEARTS_FOR_NORTH)


class Sent:
    """Stands in for a widget's comm ``send``: keeps every message the page would get."""

    def __init__(self, widget: Any) -> None:
        self.messages: list[Any] = []
        widget.comm.send = self.send

    def send(self, data: Any = None, metadata: Any = None, buffers: Any = None) -> None:
        self.messages.append(data)

    @property
    def updates(self) -> list[dict]:
        """The states of the ``update`` messages, in order."""
        return [m["state"] for m in self.messages if isinstance(m, dict) and m.get("method") == "update"]

    def keys(self) -> set[str]:
        """Every trait an update sent."""
        return {k for u in self.updates for k in u}

    def largest(self) -> int:
        """The length of the largest message, as JSON."""
        return max((len(json.dumps(m, ensure_ascii=False)) for m in self.messages), default=0)
