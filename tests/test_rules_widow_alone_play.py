"""RULES.md §5 (widow, trump, discard), §6 (going alone) and §7 (the play)."""

from __future__ import annotations

import pytest
from conftest import NORTH_TAKES_THREE, make_game, play_first_legal

from hasen_widget import Card, IllegalAction, legal_plays, trick_winner


def to_play(game, *auction_and_after):
    for a in auction_and_after:
        game.apply(a)
    return game


# §5 -----------------------------------------------------------------------
def test_the_high_bidder_picks_up_the_widow_and_holds_seven_cards():
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass")
    assert g.phase == "trump" and g.to_move == "N"
    assert len(g.hands["N"]) == 7 and Card.parse("Joker") in g.hands["N"] and g.widow is None


def test_the_high_bidder_names_one_of_the_four_suits_as_trump():
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass")
    assert [str(a) for a in g.legal_actions()] == ["trump ♣", "trump ♦", "trump ♥", "trump ♠"]
    g.apply("trump hearts")
    assert g.trump.value == "H" and g.phase == "discard"


def test_the_high_bidder_discards_one_card_face_down_out_of_play():
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass", "trump ♥")
    assert sorted(str(a) for a in g.legal_actions()) == sorted(f"discard {c}" for c in g.hands["N"])
    g.apply("discard 9♥")
    assert len(g.hands["N"]) == 6 and str(g.discarded) == "9♥"
    g.apply("not alone")
    play_first_legal(g)
    result = g.hand_results[-1]
    assert str(result.discard) == "9♥"
    assert all(str(c) != "9♥" for t in result.trick_log for _, c in t.plays)
    public = result.to_dict(include_hidden=False)
    assert "discard" not in public and "widow" not in public


def test_discarding_a_card_not_held_is_refused():
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass", "trump ♥")
    with pytest.raises(IllegalAction, match="^you cannot discard A♠: it is not in your hand$") as info:
        g.apply("discard A♠")
    assert info.value.code == "card_not_held" and info.value.rule == "§5"


def test_widow_unused_the_bidder_names_trump_with_six_cards_and_no_discard():
    g = to_play(make_game(widow="unused"), "bid 3", "pass", "pass", "pass")
    assert len(g.hands["N"]) == 6 and str(g.widow) == "Joker"
    g.apply("trump hearts")
    assert g.phase == "alone" and g.discarded is None


# §6 -----------------------------------------------------------------------
def test_going_alone_is_asked_of_the_high_bidder_after_trump_and_discard():
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥")
    assert g.phase == "alone" and g.to_move == "N"
    assert [str(a) for a in g.legal_actions()] == ["alone", "not alone"]


def test_going_alone_the_partner_sits_out_and_plays_no_cards():
    g = to_play(
        make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "alone", "pass", "pass"
    )
    assert g.alone == ["N"] and g.sitting_out == {"S"} and g.phase == "play"
    play_first_legal(g)
    result = g.hand_results[-1]
    assert result.alone == ("N",)
    assert all(len(t.plays) == 3 and all(s != "S" for s, _ in t.plays) for t in result.trick_log)


def test_defending_alone_is_offered_to_the_defenders_in_turn_after_the_maker_goes_alone():
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "alone")
    assert g.phase == "defend" and g.to_move == "E"
    assert [str(a) for a in g.legal_actions()] == ["defend alone", "pass"]
    g.apply("pass")
    assert g.phase == "defend" and g.to_move == "W"


def test_defending_alone_is_not_offered_when_the_maker_plays_with_a_partner():
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone")
    assert g.phase == "play"


def test_one_defender_defends_alone_and_that_defenders_partner_sits_out():
    g = to_play(
        make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "alone", "pass", "defend alone"
    )
    assert g.alone == ["N", "W"] and g.sitting_out == {"S", "E"}
    play_first_legal(g)
    assert all(len(t.plays) == 2 for t in g.hand_results[-1].trick_log)


def test_going_alone_false_skips_the_question_and_refuses_alone():
    g = to_play(make_game(going_alone=False), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥")
    assert g.phase == "play"
    with pytest.raises(IllegalAction, match="going alone is not allowed under these rules") as info:
        g.apply("alone")
    assert info.value.code == "alone_not_allowed"


# §7 -----------------------------------------------------------------------
def test_opening_lead_the_player_to_the_dealers_left():
    g = to_play(make_game(), "pass", "bid 2", "pass", "pass", "trump ♠", "discard A♠", "not alone")
    assert g.maker == "E" and g.to_move == "N" and g.leader == "N"


def test_opening_lead_high_bidder_variant_the_maker_leads():
    g = make_game(opening_lead="high_bidder")
    to_play(g, "pass", "bid 2", "pass", "pass", "trump ♠", "discard A♠", "not alone")
    assert g.to_move == "E"


def test_opening_lead_if_a_player_goes_alone_the_player_to_the_loners_left_leads():
    g = to_play(
        make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "alone", "pass", "pass"
    )
    assert g.to_move == "E"


def test_opening_lead_if_two_players_go_alone_the_defender_leads():
    g = to_play(
        make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "alone", "pass", "defend alone"
    )
    assert g.to_move == "W"


def test_must_follow_suit_as_played_with_the_rule_in_learner_words():
    # Hearts trump, North leads a heart; West holds J♥ (right bower) and must play it.
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone", "play A♥")
    assert [str(a) for a in g.legal_actions()] == [
        "play A♠",
        "play K♠",
        "play Q♠",
        "play J♠",
        "play 10♠",
        "play 9♠",
    ]
    g.apply("play 9♠")
    g.apply("play 9♣")
    assert [str(a) for a in g.legal_actions()] == ["play J♥"]
    with pytest.raises(IllegalAction) as info:
        g.apply("play A♦")
    assert str(info.value) == "you must follow ♥"
    assert info.value.code == "must_follow" and info.value.params["follow"] == ["J♥"]


def test_the_left_bower_follows_trump_not_its_printed_suit_in_learner_words():
    deal = """N: 9♦ A♠ K♠ Q♠ J♠ 10♠  E: J♦ 9♣ A♣ K♣ Q♣ J♣  S: A♥ K♥ Q♥ 10♥ 9♥ J♥
              W: A♦ K♦ Q♦ 10♦ 10♣ 9♠  widow: Joker  dealer: W"""
    g = to_play(make_game(deal), "pass", "pass", "bid 3", "pass", "trump ♥", "discard 9♥", "not alone")
    g.apply("play 9♦")  # North leads a diamond; East's J♦ is a heart, East is void in diamonds
    assert {str(a) for a in g.legal_actions()} == {
        "play J♦",
        "play 9♣",
        "play A♣",
        "play K♣",
        "play Q♣",
        "play J♣",
    }
    g.apply("play 9♣")
    g.apply("play A♥")
    g.apply("play K♦")
    # South won and leads a heart; West and North are void; East must play J♦, the left bower.
    g.apply("play K♥")
    g.apply("play 9♠")
    g.apply("play 10♠")
    assert g.to_move == "E" and [str(a) for a in g.legal_actions()] == ["play J♦"]
    with pytest.raises(IllegalAction) as info:
        g.apply("play A♣")
    assert str(info.value) == "you must follow ♥: J♦ counts as a heart when hearts are trump"
    assert info.value.params["trap"] == "J♦"


def test_a_player_who_cannot_follow_may_play_any_card_and_need_not_trump():
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone", "play A♥")
    assert len(g.legal_actions()) == 6  # East has no heart: any card


def test_the_trick_goes_to_the_highest_trump_and_the_winner_leads_next():
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone")
    for a in ("play A♥", "play A♠", "play A♣", "play J♥"):
        g.apply(a)
    trick = g.tricks[-1]
    assert trick.winner == "W" and g.to_move == "W" and g.leader == "W"
    assert trick.plays[trick_winner([c for _, c in trick.plays], "H")][0] == "W"


def test_a_hand_is_six_tricks_and_every_play_was_legal():
    g = to_play(
        make_game(NORTH_TAKES_THREE), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone"
    )
    play_first_legal(g)
    result = g.hand_results[-1]
    assert len(result.trick_log) == 6 and sum(result.tricks.values()) == 6
    for t in result.trick_log:
        assert t.plays[trick_winner([c for _, c in t.plays], "H")][0] == t.winner


def test_playing_out_of_turn_is_refused_naming_whose_turn_it_is():
    g = make_game()
    with pytest.raises(IllegalAction, match="^it is North's turn, not West's$") as info:
        g.apply("pass", seat="W")
    assert info.value.code == "not_your_turn"


def test_playing_a_card_not_held_is_refused():
    g = to_play(make_game(), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone")
    with pytest.raises(IllegalAction, match="^you cannot play A♠: it is not in your hand$") as info:
        g.apply("play A♠")
    assert info.value.code == "card_not_held"


def test_legal_actions_agree_with_legal_plays():
    g = to_play(
        make_game(NORTH_TAKES_THREE), "bid 3", "pass", "pass", "pass", "trump ♥", "discard 9♥", "not alone"
    )
    while g.phase == "play":
        expected = legal_plays(g.hands[g.to_move], [c for _, c in g.current_trick], g.trump)
        assert [a.card for a in g.legal_actions()] == expected
        g.apply(g.legal_actions()[-1])
