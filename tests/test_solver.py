"""The open-hand solver is exact: it agrees with plain minimax on small positions."""

from __future__ import annotations

import random

import pytest

from hasen_widget import DECK, Game
from hasen_widget.cards import Suit
from hasen_widget.deal import SEATS, next_seat, side_of
from hasen_widget.players import RuleOfThumbPlayer, play_bots
from hasen_widget.solver import Position, SolverError, solve
from hasen_widget.tricks import legal_plays, trick_winner


def _order(leader, out):
    seats, s = [], leader
    for _ in range(4):
        if s not in out:
            seats.append(s)
        s = next_seat(s)
    return seats


def brute_ns(hands, trump, leader, trick, out):
    """NS tricks from here by full minimax, written straight from the rules (no pruning)."""
    order = _order(leader, out)
    if not trick and not hands[leader]:
        return 0
    seat = order[len(trick)]
    cards = [c for _, c in trick]
    results = []
    for card in legal_plays(hands[seat], cards, trump):
        hands[seat] = [c for c in hands[seat] if c is not card]
        new_trick = [*trick, (seat, card)]
        if len(new_trick) == len(order):
            winner = new_trick[trick_winner([c for _, c in new_trick], trump)][0]
            v = (side_of(winner) == "NS") + brute_ns(hands, trump, winner, [], out)
        else:
            v = brute_ns(hands, trump, leader, new_trick, out)
        hands[seat] = [*hands[seat], card]
        results.append((card, v))
    return (max if side_of(seat) == "NS" else min)(v for _, v in results)


def brute_values(hands, trump, leader, trick, out):
    order = _order(leader, out)
    seat = order[len(trick)]
    vals = {}
    for card in legal_plays(hands[seat], [c for _, c in trick], trump):
        h = {s: list(v) for s, v in hands.items()}
        h[seat].remove(card)
        new_trick = [*trick, (seat, card)]
        if len(new_trick) == len(order):
            winner = new_trick[trick_winner([c for _, c in new_trick], trump)][0]
            v = (side_of(winner) == "NS") + brute_ns(h, trump, winner, [], out)
        else:
            v = brute_ns(h, trump, leader, new_trick, out)
        vals[str(card)] = v
    return seat, vals


def _random_position(rng, n_cards, out=frozenset(), partial=0):
    deck = list(DECK)
    rng.shuffle(deck)
    trump = rng.choice(list(Suit))
    leader = rng.choice([s for s in SEATS if s not in out])
    order = _order(leader, out)
    hands = {s: [] for s in SEATS}
    trick = []
    for s in order:
        hands[s] = [deck.pop() for _ in range(n_cards)]
    for s in order[:partial]:
        # play a legal card to the trick so far
        card = legal_plays(hands[s], [c for _, c in trick], trump)[0]
        hands[s].remove(card)
        trick.append((s, card))
    return hands, trump, leader, trick


@pytest.mark.parametrize("n_cards", [1, 2, 3])
def test_the_solver_agrees_with_brute_force_minimax_on_small_positions(n_cards):
    rng = random.Random(n_cards)
    for i in range(120 if n_cards < 3 else 60):
        out = frozenset() if i % 3 else frozenset({rng.choice(SEATS)})
        partial = rng.randrange(0, 4 - len(out))
        hands, trump, leader, trick = _random_position(rng, n_cards, out, partial)
        pos = Position(
            hands={s: tuple(h) for s, h in hands.items()},
            trump=trump,
            leader=leader,
            trick=tuple(trick),
            sitting_out=out,
        )
        seat, ns_vals = brute_values({s: list(h) for s, h in hands.items()}, trump, leader, trick, out)
        sol = solve(pos)
        left = n_cards
        want = {c: (v if side_of(seat) == "NS" else left - v) for c, v in ns_vals.items()}
        assert sol.values == want, (pos, sol.values, want)
        best_ns = max(ns_vals.values()) if side_of(seat) == "NS" else min(ns_vals.values())
        assert sol.tricks == {"NS": best_ns, "EW": left - best_ns}


def test_the_solver_adds_the_tricks_already_taken_and_names_the_best_cards():
    pos = Position.parse(
        "N: Joker AC E: JH KC S: 9H QC W: AH TD", trump="H", leader="N", tricks_won={"NS": 3, "EW": 1}
    )
    sol = solve(pos)
    assert sol.tricks == {"NS": 5, "EW": 1}
    assert sol.values == {"A♣": 4, "Joker": 5}
    assert sol.best == ("Joker",)


def test_a_full_deal_is_solved_and_a_lone_makers_partner_plays_no_cards():
    game = Game(seed=5)
    bots = {s: RuleOfThumbPlayer(alone_tricks=0) for s in "NESW"}  # always go alone
    while game.phase != "play":
        play_bots(game, bots, max_actions=1)
    assert game.sitting_out
    pos = Position.from_game(game)
    sol = solve(pos)
    assert sum(sol.tricks.values()) == 6
    assert set(sol.values) == {a.split(" ", 1)[1] for a in map(str, game.legal_actions())}


def test_a_position_with_wrong_hand_sizes_is_refused_with_a_clear_error():
    with pytest.raises(SolverError, match="should hold"):
        Position.parse("N: Joker AC E: JH S: 9H QC W: AH TD", trump="H", leader="N")
    with pytest.raises(SolverError, match="twice"):
        Position.parse("N: Joker AC E: JH AC S: 9H QC W: AH TD", trump="H", leader="N")
    with pytest.raises(SolverError, match="trump"):
        Position.parse("N: Joker AC E: JH KC S: 9H QC W: AH TD", trump="X", leader="N")
