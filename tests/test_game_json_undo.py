"""Saving and loading a match (versioned JSON that refuses tampering), history, undo and redo."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from conftest import HEARTS_FOR_NORTH, make_game

from hasen_widget import Game, GameFormatError, RuleSet


def played(seed=4, steps=45, **rules):
    rng = random.Random(seed)
    g = Game(RuleSet(**rules), seed=seed)
    for _ in range(steps):
        g.apply(rng.choice(g.legal_actions()))
    return g


def test_json_round_trips_exactly():
    g = played(bidding="pepper", auction="reentry")
    doc = g.to_json()
    again = Game.from_json(doc)
    assert again.to_json() == doc and again.hands == g.hands and again.scores == g.scores


def test_json_round_trips_a_prepared_deal_and_a_finished_match():
    g = make_game(HEARTS_FOR_NORTH, target_score=1)
    for a in ("bid 1", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone"):
        g.apply(a)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    assert Game.from_json(g.to_json()).to_json() == g.to_json()


def test_json_is_versioned():
    doc = json.loads(played().to_json())
    assert doc["schema"] == "hasen-widget/game" and doc["version"] == 1


def _tampered(change):
    doc = json.loads(played().to_json())
    change(doc)
    return json.dumps(doc)


def test_json_refuses_an_unknown_version():
    with pytest.raises(GameFormatError, match="version: must be 1, not 99"):
        Game.from_json(_tampered(lambda d: d.update(version=99)))


def test_json_refuses_a_card_twice():
    def twice(d):
        hands = d["state"]["hands"]
        hands["N"][0] = hands["E"][0]

    with pytest.raises(GameFormatError, match="twice"):
        Game.from_json(_tampered(twice))


def test_json_refuses_26_cards():
    def extra(d):
        d["state"]["hands"]["N"].append(
            "Joker" if "Joker" not in sum(d["state"]["hands"].values(), []) else "9♣"
        )

    with pytest.raises(GameFormatError, match="26 cards; a deal has exactly 25"):
        Game.from_json(_tampered(extra))


def test_json_refuses_a_score_that_does_not_follow_from_the_history():
    def cheat(d):
        d["state"]["scores"]["NS"] += 5

    with pytest.raises(GameFormatError, match=r"state.scores.NS does not follow from the history"):
        Game.from_json(_tampered(cheat))


def test_json_refuses_a_history_with_an_illegal_action():
    def bad(d):
        d["history"][0] = "play J♦"

    with pytest.raises(GameFormatError, match=r"history\[0\] 'play J♦' is not legal there"):
        Game.from_json(_tampered(bad))


@pytest.mark.parametrize(
    "document, message",
    [
        ("{not json", "not a JSON document"),
        ("[]", "a saved game is a JSON object"),
        ('{"schema": "chess", "version": 1}', "schema: must be 'hasen-widget/game'"),
    ],
)
def test_json_refuses_a_malformed_document(document, message):
    with pytest.raises(GameFormatError, match=message):
        Game.from_json(document)


def test_json_refuses_unknown_rules_naming_the_field():
    with pytest.raises(GameFormatError, match="rules.fail_penalty: .*minus_7"):
        Game.from_json(_tampered(lambda d: d["rules"].update(fail_penalty="minus_7")))


def test_history_replays_a_match():
    g = played()
    again = Game.replay(g.history, g.rules, g.seed)
    assert again.to_json() == g.to_json()


def test_undo_takes_back_the_last_action_and_redo_reapplies_it():
    g = played(steps=20)
    before = g.to_json()
    last = g.history[-1]
    g.undo()
    assert len(g.history) == 19
    g.redo()
    assert g.history[-1] == last and g.to_json() == before


def test_undo_back_to_any_earlier_decision_then_redo_all_the_way():
    g = played(steps=60)
    snapshots = {}
    replay = Game(g.rules, g.seed)
    for i, a in enumerate(g.history):
        snapshots[i] = replay.to_json()
        replay.apply(a)
    end = g.to_json()
    g.undo(to=7)
    assert g.to_json() == snapshots[7]
    while len(g.history) < 60:
        g.redo()
    assert g.to_json() == end


def test_a_new_action_after_undo_clears_redo():
    g = played(steps=5)
    g.undo(2)
    g.apply(g.legal_actions()[0])
    with pytest.raises(ValueError, match="nothing to redo"):
        g.redo()


def test_undo_beyond_the_start_is_refused():
    g = played(steps=3)
    with pytest.raises(ValueError, match="cannot undo to step -1"):
        g.undo(4)
    assert len(g.history) == 3


@pytest.mark.parametrize("how", ["pickle", "deepcopy"])
def test_a_copied_game_is_the_same_game_and_plays_on_alike(how):
    # Simulations copy positions (and a teacher may pickle a match to a file); the
    # compiled engine must copy as the Python one does (see test_native.py).
    import copy
    import pickle

    rng = random.Random(4)
    game = Game(seed=11)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
    twin = pickle.loads(pickle.dumps(game)) if how == "pickle" else copy.deepcopy(game)
    assert twin.to_json() == game.to_json() and twin.deal == game.deal
    for _ in range(80):
        action = rng.choice(game.legal_actions())
        game.apply(action)
        twin.apply(action)
    assert twin.to_json() == game.to_json()
    assert twin.hands is not game.hands  # a copy, not a view of the original


# A save written by the engine before history_seats existed (the document's format is
# unchanged: the seats follow from the history, as the whole state does).
OLD_SAVE = Path(__file__).parent / "data" / "saved_match_v1.json"


def test_a_save_written_before_the_seats_were_recorded_loads_and_saves_back_the_same():
    text = OLD_SAVE.read_text(encoding="utf-8")
    g = Game.from_json(text)
    assert g.to_json() == text
    assert len(g.history) == 106 and g.hand_number == 3 and g.scores == {"NS": -22, "EW": 4}
    replayed = Game(g.rules, g.seed, deals=g.prepared_deals)
    for text in g.history:
        seat = replayed.to_move
        replayed.apply(text)
        assert replayed.history_seats[-1] == seat
    assert g.history_seats == replayed.history_seats


def test_history_seats_name_who_took_each_action_through_undo_redo_and_loading():
    rng = random.Random(11)
    g = Game(RuleSet(), seed=11)
    actors = []
    for _ in range(60):
        actors.append(g.to_move)
        g.apply(rng.choice(g.legal_actions()))
        assert g.history_seats == actors and len(g.history_seats) == len(g.history)
    g.undo(7)
    assert g.history_seats == actors[:-7]
    g.redo()
    assert g.history_seats == actors[:-6]
    assert Game.from_json(g.to_json()).history_seats == actors[:-6]
    assert Game.replay(g.history, g.rules, g.seed).history_seats == actors[:-6]
