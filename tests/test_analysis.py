"""Hints are legal and reasoned; the after-hand analysis finds the best card of every trick."""

from __future__ import annotations

import json
import random

import pytest

from hasen_widget import (
    Game,
)
from hasen_widget.analysis import analyse_hand, hint
from hasen_widget.deal import SEATS
from hasen_widget.explain import explain_hand_score
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
        assert isinstance(d.reason, Reason) and d.reason.code.startswith(
            ("bot.", "advice.")
        )  # advice.*: bids, trump, discard, alone by expected score
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


# --- hints that teach (issue 13): the reason names the rule or the idea -------------------

DEAL = (
    "N: Joker JH JD AH 9C 9S E: KH QH AS KS QS JS S: AC KC QC JC TC 9H "
    "W: AD KD QD TD 9D TS widow: TH dealer: W"
)


def _to_play(deal: str) -> Game:
    """North bids 1, the others pass; North names hearts, discards, plays with partner."""
    g = Game(seed=1, deal=deal)
    for a in ("bid 1", "pass", "pass", "pass", "trump ♥"):
        g.apply(a)
    return g


def test_a_hint_to_lead_trump_says_why_in_the_lessons_words():
    from hasen_widget.explain import render

    g = _to_play(DEAL)
    g.apply("discard 9♣")
    g.apply("not alone")
    d = hint(seat_view(g, "N"), samples=6)
    assert d.action == "play Joker" and d.reason.code == "bot.lead_joker"
    assert render(d.reason, "en").startswith("Lead trump to draw the opponents' trumps")
    assert "τραβήξετε τα ατού των αντιπάλων" in render(d.reason, "el")
    assert "상대의 트럼프를 끌어내세요" in render(d.reason, "ko")


def test_a_hint_when_the_partner_is_winning_says_play_low():
    from hasen_widget.explain import render

    deal = (
        "N: Joker JH JD AH AC 9S E: KH QH AS KS QS 9C S: KC QC JC TC 9H TD "
        "W: AD KD QD 9D JS TS widow: TH dealer: W"
    )
    g = _to_play(deal)
    for a in ("discard 9♠", "not alone", "play A♣", "play 9♣"):
        g.apply(a)
    d = hint(seat_view(g, "S"), samples=6)
    assert d.reason.code == "bot.partner_winning_throw_low", d.reason
    assert "is winning the trick with A♣: play low, 10♣" in render(d.reason, "en")


def test_a_hint_speaks_to_the_learner_and_the_same_reason_about_a_computer_player():
    from hasen_widget.explain import render

    g = _to_play(DEAL)
    g.apply("discard 9♣")
    g.apply("not alone")
    r = hint(seat_view(g, "N"), samples=4).reason
    assert not render(r, "en").startswith("North")  # the hint is said to the learner
    assert render(r, "en", actor="N").startswith("North leads the Joker")


def test_hint_refuses_a_malformed_view_by_name():
    import pytest

    g = Game(seed=7)
    view = seat_view(g, g.to_move)
    with pytest.raises(TypeError, match="needs a seat view"):
        hint(g)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"view\['legal'\]"):
        hint({k: v for k, v in view.items() if k != "legal"})
    with pytest.raises(ValueError, match="nothing to do now"):
        hint({**view, "legal": []})
    with pytest.raises(ValueError, match=r"view\['seat'\]"):
        hint({**view, "seat": "X" * 500})


def test_analyse_hand_refuses_what_is_not_a_finished_hand_by_name():
    import pytest

    result = _played_hand(7, {s: RuleOfThumbPlayer() for s in SEATS})
    assert analyse_hand(result.to_dict(include_hidden=False), "S") == analyse_hand(result, "S")
    with pytest.raises(TypeError, match="needs a HandResult"):
        analyse_hand(Game(seed=7), "S")
    with pytest.raises(ValueError, match="has trick_log, trump and alone"):
        analyse_hand({"trump": "H", "alone": []}, "S")
    with pytest.raises(ValueError, match="not a hand result"):
        analyse_hand({"trump": "H", "alone": [], "trick_log": [{"plays": []}]}, "S")
    with pytest.raises(ValueError, match="seat must be one of"):
        analyse_hand(result, "South" * 100)


@pytest.mark.parametrize("not_a_result", [{}, None, "hand", Game(seed=1), {"trick_log": 5}])
def test_a_non_game_given_to_the_analysis_is_refused(not_a_result):
    with pytest.raises((TypeError, ValueError), match="analyse_hand|hand result"):
        analyse_hand(not_a_result, "S")
    with pytest.raises(TypeError, match="explain_hand_score needs"):
        explain_hand_score(object())


def _one_played_hand():
    g = Game(seed=5)
    while not g.hand_results:
        g.apply(g.legal_actions()[0])
    return g.hand_results[0].to_dict()


def test_a_hand_result_no_game_could_have_played_is_refused_by_the_analysis():
    good = _one_played_hand()
    seat = good["trick_log"][0]["leader"]
    assert len(analyse_hand(good, seat)) > 0
    swapped = json.loads(json.dumps(good))
    first = swapped["trick_log"][0]["plays"]
    first[0][1], first[1][1] = first[1][1], first[0][1]  # cards played by the wrong seats
    twice = json.loads(json.dumps(good))
    twice["trick_log"][1]["plays"][0][1] = twice["trick_log"][0]["plays"][0][1]
    winner = json.loads(json.dumps(good))
    winner["trick_log"][0]["winner"] = next(s for s in "NESW" if s != winner["trick_log"][0]["winner"])
    for bad in (swapped, twice, winner):
        try:
            analyse_hand(bad, seat)
        except ValueError as e:
            assert "analyse_hand" in str(e) or "card" in str(e)
        else:  # swapping two cards may give a legal trick; then it must still be analysed
            assert bad is swapped


def _a_seat_view():
    g = Game(seed=7)
    return seat_view(g, g.to_move)


@pytest.mark.parametrize(
    "change",
    [
        lambda v: v.pop("legal"),
        lambda v: v.update(hand="A♥ K♥"),
        lambda v: v.update(hand_counts=None),
        lambda v: v.update(rules={"bidding": "pepper"}),
        lambda v: v.update(phase="bidding"),
        lambda v: v.update(tricks=[{"cards": []}]),
        lambda v: v.update(auction=[["N"]]),
        lambda v: v.update(seat="ſ"),
    ],
)
def test_a_malformed_view_given_to_hint_is_refused(change):
    view = _a_seat_view()
    assert hint(view, samples=2).action in view["legal"]
    change(view)
    with pytest.raises(ValueError, match=r"^hint: "):
        hint(view, samples=2)


def test_hint_refuses_options_of_the_wrong_type():
    for options in ({"samples": True}, {"samples": 2.5}, {"seed": "1"}, {"time_limit": float("inf")}):
        with pytest.raises((TypeError, ValueError), match=r"^hint: "):
            hint(_a_seat_view(), **options)
    with pytest.raises(TypeError, match=r"^hint needs a seat view"):
        hint([1, 2, 3])
