"""Hints are legal and reasoned; the after-hand analysis finds the best card of every trick."""

from __future__ import annotations

import random

from hasen_widget import Game
from hasen_widget.analysis import analyse_hand, hint
from hasen_widget.deal import SEATS
from hasen_widget.players import Decision, RandomPlayer, RuleOfThumbPlayer, play_bots
from hasen_widget.reasons import Reason
from hasen_widget.solver import Position, solve
from hasen_widget.view import seat_view


def test_hints_are_legal_and_reasoned_in_every_phase():
    rng = random.Random(4)
    phases = set()
    for run in range(25):
        game = Game(seed=100 + run)
        for _ in range(rng.randrange(0, 30)):
            if game.to_move is None:
                break
            seat = game.to_move
            game.apply(
                RandomPlayer(seed=run).choose(seat_view(game, seat))
                if rng.random() < 0.3
                else RuleOfThumbPlayer().choose(seat_view(game, seat))
            )
        seat = game.to_move
        if seat is None:  # the match ended (a lone maker can score 12 at once)
            continue
        view = seat_view(game, seat)
        d = hint(view, samples=4)
        assert isinstance(d, Decision)
        assert d.action in view["legal"]
        assert isinstance(d.reason, Reason) and d.reason.code.startswith("bot.")
        phases.add(view["phase"])
    assert {"auction", "play"} <= phases


def test_a_hint_in_open_hands_mode_recommends_a_card_that_keeps_the_best_result():
    game = Game(seed=21)
    while game.phase != "play":
        game.apply(RuleOfThumbPlayer().choose(seat_view(game, game.to_move)))
    view = seat_view(game, game.to_move, open_hands=True)
    d = hint(view, samples=2)
    best = solve(Position.from_game(game)).best
    assert d.action.split(" ", 1)[1] in best


def _played_hand(seed, players):
    game = Game(seed=seed)
    play_bots(game, players, until_hand_end=True)
    return game.hand_results[-1]


def test_when_every_card_played_is_the_open_hand_best_the_analysis_finds_no_loss():
    class OpenHandBest(RuleOfThumbPlayer):
        """Cheats on purpose (sees the game) to play the solver's best card."""

        def __init__(self, game):
            super().__init__()
            self.game = game

        def decide(self, view):
            if view["phase"] != "play":
                return super().decide(view)
            best = solve(Position.from_game(self.game)).best
            return Decision(f"play {best[0]}", None)

    game = Game(seed=8)
    play_bots(game, {s: OpenHandBest(game) for s in SEATS}, until_hand_end=True)
    result = game.hand_results[-1]
    for seat in SEATS:
        for row in analyse_hand(result, seat):
            assert row["kept_best"] and row["cost"] == 0
            assert row["reason"].code == "analysis.kept_best"


def test_the_analysis_names_the_better_card_and_how_many_tricks_a_mistake_cost():
    costly = 0
    for seed in range(30):
        result = _played_hand(seed, {s: RandomPlayer(seed=seed) for s in SEATS})
        if result.thrown_in:
            continue
        for seat in SEATS:
            rows = analyse_hand(result, seat)
            for row in rows:
                assert row["cost"] == row["best_tricks"] - row["tricks"] >= 0
                assert row["kept_best"] == (row["cost"] == 0)
                assert row["card"] in row["values"] and set(row["best"]) <= set(row["values"])
                if row["cost"]:
                    costly += 1
                    r = row["reason"]
                    assert r.code == "analysis.lost_tricks"
                    assert r.params["better"] in row["best"] and r.params["cost"] == row["cost"]
            # Each trick's result is the open-hand value of the card actually played:
            # the last row's "tricks" is what the side really took from there on.
    assert costly > 10


def test_the_analysis_uses_only_played_cards_never_the_widow_or_the_discard():
    for seed in range(10):
        result = _played_hand(seed, {s: RuleOfThumbPlayer() for s in SEATS})
        if result.thrown_in:
            continue
        secret = {str(c) for c in (result.widow, result.discard) if c is not None}
        for seat in SEATS:
            if seat == result.maker:
                continue
            for row in analyse_hand(result.to_dict(include_hidden=False), seat):
                mentioned = set(row["values"]) | set(row["reason"].cards) | {row["card"]}
                assert not mentioned & secret


def test_a_thrown_in_hand_or_a_seat_that_sat_out_has_nothing_to_analyse():
    result = _played_hand(3, {s: RuleOfThumbPlayer(alone_tricks=0) for s in SEATS})
    assert result.alone
    from hasen_widget.deal import partner_of

    assert analyse_hand(result, partner_of(result.alone[0])) == []
