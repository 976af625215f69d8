"""RULES.md §7: who wins a trick and which cards may be played (the pure functions)."""

from __future__ import annotations

import pytest

from hasen_widget import (
    Card,
    CardError,
    legal_plays,
    trick_winner,
)
from hasen_widget.tricks import led_suit


def test_the_joker_beats_the_right_bower():
    assert trick_winner(["J♥", "Joker"], "hearts") == 1


def test_the_right_bower_beats_the_left_bower_and_the_left_beats_the_ace():
    assert trick_winner(["J♦", "J♥", "A♥"], "hearts") == 1
    assert trick_winner(["A♥", "J♦"], "hearts") == 1


def test_the_highest_trump_wins_even_when_another_suit_was_led():
    assert trick_winner(["A♣", "9♥", "K♣", "Q♣"], "hearts") == 1


def test_without_trump_the_highest_card_of_the_suit_led_wins():
    assert trick_winner(["10♣", "A♣", "K♣", "9♣"], "spades") == 1


def test_a_card_of_another_plain_suit_never_wins():
    assert trick_winner(["9♣", "A♠", "A♦"], "hearts") == 0


def test_leading_the_joker_leads_trump():
    assert led_suit(["Joker"], "clubs").value == "C"
    assert trick_winner(["Joker", "J♣", "A♣"], "clubs") == 0


def test_the_left_bower_led_leads_trump_not_its_printed_suit():
    # J♦ led with hearts trump: A♦ does not follow and cannot win, 9♥ is a lower trump.
    assert trick_winner(["J♦", "A♦", "9♥"], "hearts") == 0


@pytest.mark.parametrize("cards, winner", [(["K♠", "A♠"], 1), (["K♠", "A♠", "9♦"], 2), (["Q♠", "J♠"], 0)])
def test_trick_winner_works_for_two_three_and_four_cards(cards, winner):
    # diamonds trump; J♠ is a plain spade below Q♠ when diamonds are trump.
    assert trick_winner(cards, "diamonds") == winner


def test_trick_winner_accepts_cards_or_strings():
    assert trick_winner([Card.parse("A♥"), "J♦"], "H") == 1


def test_trick_winner_refuses_a_card_twice_or_a_bad_size():
    with pytest.raises(CardError, match="twice"):
        trick_winner(["A♥", "A♥"], "hearts")
    with pytest.raises(CardError, match="1 to 4"):
        trick_winner([], "hearts")


def test_follow_suit_if_able():
    assert [str(c) for c in legal_plays("K♠ 9♣ A♦", ["Q♠"], "hearts")] == ["K♠"]


def test_follow_the_suit_as_played_the_left_bower_is_a_trump():
    # Diamonds led, hearts trump: J♦ is a heart, so 9♦ is the only diamond.
    assert [str(c) for c in legal_plays("J♦ 9♦ A♠", ["K♦"], "hearts")] == ["9♦"]
    # Hearts led: the left bower J♦ must follow.
    assert [str(c) for c in legal_plays("J♦ 9♣ A♠", ["Q♥"], "hearts")] == ["J♦"]


def test_the_joker_must_follow_when_trump_is_led():
    assert [str(c) for c in legal_plays("Joker A♠ K♣", ["9♥"], "hearts")] == ["Joker"]


def test_a_player_who_cannot_follow_may_play_any_card_trumping_is_not_compulsory():
    assert {str(c) for c in legal_plays("9♥ A♠ K♣", ["Q♦"], "hearts")} == {"9♥", "A♠", "K♣"}


def test_leading_any_card_may_be_played():
    assert len(legal_plays("Joker J♦ 9♣", [], "hearts")) == 3


@pytest.mark.parametrize("trick", [{"A♥": 1}, {"cards": ["A♥"]}, 7, None, {"A♥"}])
def test_a_dict_given_as_a_trick_is_refused(trick):
    with pytest.raises(CardError, match="a list of cards or a text"):
        trick_winner(trick, "hearts")
    with pytest.raises(CardError, match="a list of cards or a text"):
        legal_plays(["9♣"], trick, "hearts")
    with pytest.raises(CardError, match="a list of cards or a text"):
        led_suit(trick, "hearts")


def test_legal_plays_refuses_a_hand_that_repeats_a_card():
    with pytest.raises(CardError, match="a card cannot appear twice in a hand"):
        legal_plays(["9♣", "9♣"], ["Q♥"], "hearts")


def test_legal_plays_refuses_a_hand_that_holds_a_card_of_the_trick():
    with pytest.raises(CardError, match="Q♥ is in the trick already"):
        legal_plays(["Q♥", "9♣"], ["Q♥"], "hearts")


def test_legal_plays_refuses_a_trick_of_nine_cards():
    nine = ["9♥", "10♥", "Q♥", "K♥", "A♥", "9♠", "10♠", "Q♠", "K♠"]
    with pytest.raises(CardError, match="holds at most 3 cards, not 9"):
        legal_plays(["9♣"], nine, "hearts")
    with pytest.raises(CardError, match="holds at most 4 cards, not 9"):
        trick_winner(nine, "hearts")
