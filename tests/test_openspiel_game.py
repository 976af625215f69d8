"""``hasen_widget.openspiel``: Hasenpfeffer as the OpenSpiel game ``python_hasenpfeffer``.

OpenSpiel's own checks run on it (``random_sim_test`` with serialization on three rule
sets, a ``load_game`` round trip), OpenSpiel's ISMCTS and MCTS play it, and on 1,000
random hands the wrapper's legal actions and returns are the engine's, move for move.
"""

from __future__ import annotations

import dataclasses
import doctest
import pickle
import random
import re

import numpy as np
import pyspiel  # a test dependency (pip install open-spiel): missing it fails, never skips
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import hasen_widget.openspiel as hos
import hasen_widget.openspiel.unseen as unseen
from hasen_widget import Card, Game, RuleSet
from hasen_widget.deal import SEATS, Deal, deal_cards
from hasen_widget.rules import RuleError
from hasen_widget.view import hidden_cards

NAME = "python_hasenpfeffer"

#: Three rule sets between them give every variant of every RuleSet field but one value
#: each (the defaults are the first set), and the third plays three hands of a match.
RULE_SETS = [
    {},
    {
        "bidding": "pepper",
        "auction": "reentry",
        "all_pass": "stick_dealer",
        "deal_pattern": "ones",
        "fail_penalty": "minus_6",
        "target_score": 30,
    },
    {
        "auction": "single_round",
        "all_pass": "redeal",
        "min_bid": 3,
        "widow": "unused",
        "going_alone": False,
        "opening_lead": "high_bidder",
        "fail_penalty": "minus_tricks_won",
        "defenders_score": "none",
        "target_score": 12,
        "hands": 3,
    },
]


def _deal_and_play(state, rng, pass_often=False):
    """Random chance outcomes and moves to the end; with ``pass_often`` most auctions are
    all passes (so forced bids and a shown Joker occur)."""
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
            continue
        legal = state.legal_actions()
        if pass_often and 0 in legal and rng.random() < 0.85:
            state.apply_action(0)
        else:
            state.apply_action(rng.choice(legal))
        yield state


def test_every_ruleset_field_is_a_game_parameter():
    params = hos.GAME_TYPE.parameter_specification
    assert set(params) == {f.name for f in dataclasses.fields(RuleSet)} | {"hands"}
    game = pyspiel.load_game(NAME, {**RULE_SETS[1], "going_alone": False})
    assert game.rules == RuleSet(
        bidding="pepper",
        auction="reentry",
        all_pass="stick_dealer",
        deal_pattern="1x6",
        fail_penalty="minus_6",
        target_score=30,
        going_alone=False,
    )
    assert game.num_players() == 4 and game.num_distinct_actions() == len(hos.ACTIONS) == 66
    assert game.max_chance_outcomes() == 25


def test_a_value_the_rules_do_not_have_is_refused_naming_the_field():
    with pytest.raises(RuleError, match="fail_penalty must be one of") as bad:
        pyspiel.load_game(NAME, {"fail_penalty": "minus_7"})
    assert bad.value.field == "fail_penalty"
    with pytest.raises(RuleError, match="hands must be a whole number") as bad:
        pyspiel.load_game(NAME, {"hands": 0})
    assert bad.value.field == "hands"
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter 'fail_penalt'"):  # OpenSpiel's own check
        pyspiel.load_game(NAME, {"fail_penalt": "minus_6"})
    with pytest.raises(RuleError, match="did you mean 'fail_penalty'"):
        hos.HasenpfefferGame({"fail_penalt": "minus_6"})


def test_action_ids_are_fixed():
    ids = {
        "pass": 0,
        "bid 1": 1,
        "bid 6": 6,
        "little pepper": 7,
        "big pepper": 8,
        "trump ♣": 9,
        "trump ♠": 12,
        "discard 9♣": 13,
        "discard Joker": 37,
        "alone": 38,
        "not alone": 39,
        "defend alone": 40,
        "play 9♣": 41,
        "play J♥": 55,
        "play Joker": 65,
    }
    for text, i in ids.items():
        assert hos.action_id(text) == i and str(hos.ACTIONS[i]) == text


@pytest.mark.parametrize("params", RULE_SETS, ids=["default", "pepper-reentry", "three-hands"])
def test_openspiel_random_simulation_with_serialization(params):
    game = pyspiel.load_game(NAME, params)
    pyspiel.random_sim_test(game, num_sims=2 if params.get("hands") else 5, serialize=True, verbose=False)


def test_load_game_round_trip_and_state_serialization():
    game = pyspiel.load_game(NAME, RULE_SETS[1])
    again = pyspiel.load_game(str(game))  # the game's text names every parameter
    assert str(again) == str(game) and again.rules == game.rules
    rng = random.Random(4)
    state = game.new_initial_state()
    for i, _ in enumerate(_deal_and_play(state, rng)):
        if i == 9:
            break
    for g in (game, again):
        copy = g.deserialize_state(state.serialize())
        assert str(copy) == str(state) and copy.history() == state.history()
        assert copy.legal_actions() == state.legal_actions()
        assert [copy.information_state_string(p) for p in range(4)] == [
            state.information_state_string(p) for p in range(4)
        ]
    restored = pickle.loads(pickle.dumps(state))
    assert str(restored) == str(state)
    # Both go on exactly alike, and end with the same returns.
    for s in (state, copy, restored):
        for _ in _deal_and_play(s, random.Random(11)):
            pass
    assert state.returns() == copy.returns() == restored.returns()


def test_wrapper_legal_actions_and_returns_are_the_engines_on_1000_random_hands():
    rng = random.Random(20)
    rule_sets = [{}, RULE_SETS[1], {k: v for k, v in RULE_SETS[2].items() if k != "hands"}]
    games = [pyspiel.load_game(NAME, p) for p in rule_sets]
    plays = thrown_in = 0
    for n in range(1000):
        game = games[n % 3]
        deal = deal_cards(rng, rng.choice(SEATS), game.rules.deal_pattern)
        engine = Game(game.rules, seed=0, deal=deal)  # the engine alone, from the same deal
        state = game.new_initial_state()
        for outcome in hos.deal_outcomes(deal, game.rules):
            state.apply_action(outcome)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal == sorted(hos.action_id(a) for a in engine.legal_actions())
            assert SEATS[state.current_player()] == engine.to_move
            # Every fourth hand mostly passes, so that all-pass rules (forced bids,
            # throw-ins) come up too.
            a = 0 if n % 4 == 3 and 0 in legal and rng.random() < 0.85 else rng.choice(legal)
            state.apply_action(a)
            engine.apply(hos.ACTIONS[a])
            plays += 1
        result = engine.hand_results[0]
        thrown_in += result.thrown_in
        margin = result.points["NS"] - result.points["EW"]
        assert state.returns() == [margin, -margin, margin, -margin]
    assert plays > 25_000 and 0 < thrown_in < 100


def _cards_named(text):
    return set(re.findall(r"Joker|10[♣♦♥♠]|[9JQKA][♣♦♥♠]", text))


def test_a_seat_information_holds_no_card_it_may_not_see_and_resampling_keeps_it():
    """At every point of many hands (forced bids, shown Jokers, loners), for each seat:
    no card hidden from it is named in its strings, and a resampled state (other hands
    dealt anew) gives it the same strings and tensors: it cannot tell the two apart."""
    rng = random.Random(3)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    differed = checked = 0
    for params, pass_often in (({}, True), ({"bidding": "pepper", "hands": 2}, False)):
        game = pyspiel.load_game(NAME, params)
        for _ in range(5):
            for state in _deal_and_play(game.new_initial_state(), rng, pass_often):
                if state.is_terminal() or state.is_chance_node():
                    continue
                for p, seat in enumerate(SEATS):
                    hidden = hidden_cards(state.game, seat)
                    info, obs = state.information_state_string(p), state.observation_string(p)
                    # This hand's part (earlier hands of the episode name the same deck's cards).
                    now = info[info.index(f"| hand {state.game.hand_number} dealer") :]
                    assert not (_cards_named(now) | _cards_named(obs)) & hidden, (seat, info)
                    other = state.resample_from_infostate(p, sampler)
                    assert other.information_state_string(p) == info
                    assert other.observation_string(p) == obs
                    assert np.array_equal(
                        other.information_state_tensor(p), state.information_state_tensor(p)
                    )
                    assert np.array_equal(other.observation_tensor(p), state.observation_tensor(p))
                    if p == state.current_player():
                        assert other.legal_actions() == state.legal_actions()
                    differed += str(other) != str(state)
                    checked += 1
    assert checked > 600 and differed > checked * 0.9  # the others' cards do change


def test_resampling_places_a_shown_joker_with_its_maker():
    """All pass under joker_bids_3: West shows the Joker and must bid 3, then may discard
    it unseen. Every resampled deal gives the Joker to West, in hand or as the discard;
    once West shows it has no trump, only as the discard."""
    deal = Deal.parse(
        "N: AH KH QH TH 9H JD E: AS KS QS JS TS 9S S: AC KC QC JC TC 9C W: AD KD QD TD 9D Joker "
        "widow: JH dealer: W"
    )
    game = Game(RuleSet(going_alone=False), seed=0, deal=deal)
    for a in ["pass"] * 4 + ["trump ♥", "discard Joker"]:
        game.apply(a)
    rng = random.Random(0)
    joker = Card.parse("Joker")
    where = set()
    for _ in range(60):
        hands, widow, discard = unseen.plausible_deal(game, "N", rng)
        assert joker in hands["W"] and widow is not joker  # West held it before the widow
        where.add("discard" if discard is joker else "hand")
    assert where == {"discard", "hand"}
    # N leads A♥, West takes it with J♥, ... and on the third trick West shows no trump.
    for a in ["A♥", "A♠", "A♣", "J♥", "A♦", "K♥", "K♠", "K♣", "Q♥", "Q♠", "Q♣", "9♦"]:
        game.apply(f"play {a}")
    for seat in "NES":
        for _ in range(20):
            hands, widow, discard = unseen.plausible_deal(game, seat, rng)
            assert discard is joker and joker in hands["W"] and widow is not joker


def test_ismcts_plays_a_whole_hand_through_the_wrapper():
    game = pyspiel.load_game(NAME)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 12, random_state=np.random.RandomState(1))
    deal = deal_cards(random.Random(8), "E")
    state = game.new_initial_state()
    for outcome in hos.deal_outcomes(deal):
        state.apply_action(outcome)
    engine = Game(game.rules, seed=0, deal=deal)
    moves = 0
    while not state.is_terminal():
        a = bot.step(state)
        assert a in state.legal_actions()
        state.apply_action(a)
        engine.apply(hos.ACTIONS[a])
        moves += 1
    result = engine.hand_results[0]
    # All six tricks were played (tricks of 4, or of 3 or 2 when someone went alone).
    assert result.thrown_in or (sum(result.tricks.values()) == 6 and len(result.trick_log) == 6)
    assert moves >= 4 + 12  # at least an auction and six tricks of two
    margin = result.points["NS"] - result.points["EW"]
    assert state.returns() == [margin, -margin, margin, -margin]


def test_mcts_plays_a_whole_hand():
    game = pyspiel.load_game(NAME, {"going_alone": False})
    bot = mcts.MCTSBot(game, 2.0, 8, mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)))
    state = game.new_initial_state()
    for _ in _deal_and_play(state, random.Random(2)):
        pass
    state = game.new_initial_state()
    rng = random.Random(2)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(bot.step(state))
    assert sum(state.returns()) == 0 and state.returns()[0] == state.returns()[2]


def test_docstring_examples():
    for module in (hos, unseen):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.attempted > 0 and result.failed == 0
