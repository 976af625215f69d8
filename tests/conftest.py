"""Engine fixtures shared by the rule tests: prepared deals and a way to play them out."""

from __future__ import annotations

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
