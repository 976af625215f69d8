"""Every refusal: an IllegalAction (a ValueError) with a code, the rule, learner words, and no change."""

from __future__ import annotations

import pytest
from conftest import HEARTS_FOR_NORTH, make_game

from hasen_widget import IllegalAction

PLAY = ("bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone")

# (rules, actions before, the refused action, seat, code, message)
CASES = [
    ({}, (), "fly away", None, "unreadable", "cannot read action 'fly away'"),
    ({}, (), "pass", "X", "unknown_seat", "there is no seat 'X': the seats are N, E, S and W"),
    ({}, (), "pass", "W", "not_your_turn", "it is North's turn, not West's"),
    ({}, ("pass", "bid 2"), "bid 3", "N", "already_passed", "you passed and cannot bid again in this auction"),
    ({"auction": "single_round"}, ("pass",), "bid 3", "N", "single_round_used",
     "each player has one turn in this auction, and you have had yours"),
    ({}, ("bid 3",), "bid 2", None, "bid_too_low", "a bid must beat the standing bid of 3"),
    ({"min_bid": 3}, (), "bid 1", None, "below_min_bid", "the lowest bid under these rules is 3"),
    ({}, (), "little pepper", None, "no_pepper", "little pepper is only bid under pepper bidding; bid a number from 1 to 6"),
    ({"bidding": "pepper"}, (), "bid 6", None, "pepper_six", "under pepper bidding a bid of six is Little Pepper or Big Pepper"),
    ({}, (), "play J♦", None, "wrong_phase", "you cannot play a card now: the auction is on"),
    ({}, ("bid 3", "pass", "pass", "pass"), "discard 9♥", None, "wrong_phase",
     "you cannot discard now: the maker must name trump"),
    ({"going_alone": False}, PLAY[:-1], "alone", None, "alone_not_allowed", "going alone is not allowed under these rules"),
    ({}, ("bid 3", "pass", "pass", "pass", "trump ♥"), "discard A♠", None, "card_not_held",
     "you cannot discard A♠: it is not in your hand"),
    ({}, PLAY, "play A♠", None, "card_not_held", "you cannot play A♠: it is not in your hand"),
    ({}, (*PLAY, "play A♥", "play 9♠", "play 9♣"), "play A♦", None, "must_follow", "you must follow ♥"),
    ({"target_score": 1}, (), None, None, "game_over", "the match is over"),
]  # fmt: skip


def _finish_quickly(game):
    for a in ("bid 1", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone"):
        game.apply(a)
    while not game.is_over:
        game.apply(game.legal_actions()[0])


@pytest.mark.parametrize("rules, before, action, seat, code, message", CASES, ids=[c[4] for c in CASES])
def test_refusal_names_the_rule_in_learner_words_and_changes_nothing(
    rules, before, action, seat, code, message
):
    g = make_game(HEARTS_FOR_NORTH, **rules)
    for a in before:
        g.apply(a)
    if code == "game_over":
        _finish_quickly(g)
        action = "pass"
    snapshot = g.to_json()
    history = list(g.history)
    with pytest.raises(IllegalAction) as info:
        g.apply(action, seat=seat)
    error = info.value
    assert isinstance(error, ValueError)
    assert error.code == code
    assert str(error).startswith(message)
    assert error.reason.code == f"refusal.{code}"
    assert g.to_json() == snapshot and g.history == history


@pytest.mark.parametrize("rules, before, action, seat, code, message", CASES, ids=[c[4] for c in CASES])
def test_why_illegal_gives_the_refusal_apply_raises_without_raising_or_changing_anything(
    rules, before, action, seat, code, message
):
    g = make_game(HEARTS_FOR_NORTH, **rules)
    for a in before:
        g.apply(a)
    if code == "game_over":
        _finish_quickly(g)
        action = "pass"
    snapshot = g.to_json()
    refusal = g.why_illegal(action, seat=seat)
    assert isinstance(refusal, IllegalAction)
    assert refusal.code == code and refusal.reason.code == f"refusal.{code}"
    assert str(refusal).startswith(message)
    assert g.to_json() == snapshot  # nothing applied
    with pytest.raises(IllegalAction) as info:
        g.apply(action, seat=seat)
    raised = info.value
    assert (raised.code, raised.rule, raised.params, str(raised)) == (
        refusal.code,
        refusal.rule,
        refusal.params,
        str(refusal),
    )


def test_why_illegal_is_none_for_every_legal_action_and_the_seat_to_move():
    g = make_game(HEARTS_FOR_NORTH)
    while not g.hand_results:
        for a in g.legal_actions():
            assert g.why_illegal(a) is None and g.why_illegal(str(a), seat=g.to_move) is None
        before = list(g.history)
        g.apply(g.legal_actions()[0])
        assert len(g.history) == len(before) + 1


def test_every_action_in_legal_actions_is_accepted_by_apply_as_object_and_as_text():
    g = make_game()
    while len(g.hand_results) == 0:
        for a in g.legal_actions():
            for form in (a, str(a)):
                probe = make_game()
                for h in g.history:
                    probe.apply(h)
                probe.apply(form)
                assert probe.history[-1] == str(a)
        g.apply(g.legal_actions()[-1])


def test_apply_accepts_the_string_form_of_every_action():
    g = make_game()
    for text in ("bid 3", "PASS", " pass ", "pass", "trump hearts", "discard 9♥", "not alone", "play a♥"):
        g.apply(text)
    assert g.history[-1] == "play A♥" and g.history[0] == "bid 3"


def test_a_refusal_params_speak_of_cards_seats_and_suits_as_plain_values():
    g = make_game()
    for a in (*PLAY, "play A♥", "play 9♠", "play 9♣"):
        g.apply(a)
    with pytest.raises(IllegalAction) as info:
        g.apply("play A♦")
    assert info.value.params == {
        "seat": "W", "card": "A♦", "led_suit": "H", "trump": "H", "follow": ["J♥"], "trap": None,
    }  # fmt: skip
    assert info.value.rule == "§7"
