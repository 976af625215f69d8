"""RULES.md §2: the 25 cards, how people write them, colours and the order under trump."""

from __future__ import annotations

import pytest

from hasen_widget import (
    DECK,
    JOKER,
    Card,
    CardError,
    Game,
    IllegalAction,
    Suit,
    effective_suit,
    parse_cards,
    sort_hand,
    trump_ladder,
)
from hasen_widget.cards import (
    EFFECTIVE_SUIT,
    TRUMP_POWER,
    TRUMP_ROLES,
    is_left_bower,
    is_right_bower,
    is_trump,
    plain_order,
    trump_power,
    trump_role,
)


@pytest.mark.parametrize("text", ["JH", "J♥", "jh", "j♥", " JH ", "Jh"])
def test_card_parse_accepts_the_forms_people_type_for_the_jack_of_hearts(text):
    assert Card.parse(text) is Card.parse("J♥")


@pytest.mark.parametrize("text", ["10H", "TH", "10♥", "th", "t♥", "10h"])
def test_card_parse_reads_ten_as_10_or_t(text):
    assert str(Card.parse(text)) == "10♥"


@pytest.mark.parametrize("text", ["Joker", "joker", "JOKER", "jOkEr"])
def test_card_parse_reads_joker_in_any_case(text):
    assert Card.parse(text) is JOKER


@pytest.mark.parametrize("text", ["1Z", "", "11H", "JX", "H J", "Jokers"])
def test_card_parse_refuses_unknown_text_naming_the_forms(text):
    with pytest.raises(CardError, match="unknown card") as info:
        Card.parse(text)
    assert "Joker" in str(info.value)


def test_card_parse_refuses_non_text():
    with pytest.raises(CardError, match="must be text"):
        Card.parse(10)


def test_str_of_a_card_is_the_readable_form():
    assert [str(Card.parse(t)) for t in ("JH", "TD", "as", "9c", "joker")] == [
        "J♥",
        "10♦",
        "A♠",
        "9♣",
        "Joker",
    ]


@pytest.mark.parametrize(
    "text, suit",
    [("hearts", Suit.HEARTS), ("H", Suit.HEARTS), ("♥", Suit.HEARTS), ("heart", Suit.HEARTS),
     ("Spades", Suit.SPADES), ("c", Suit.CLUBS), ("♦", Suit.DIAMONDS)],
)  # fmt: skip
def test_suit_parse_accepts_words_letters_and_symbols(text, suit):
    assert Suit.parse(text) is suit


def test_suit_parse_refuses_an_unknown_suit():
    with pytest.raises(CardError, match="unknown suit 'stars'"):
        Suit.parse("stars")


def test_deck_has_25_cards_nine_to_ace_in_four_suits_plus_the_joker():
    assert len(DECK) == 25 and len(set(DECK)) == 25
    assert DECK[-1] is JOKER
    for suit in Suit:
        assert [c.rank for c in DECK if c.suit is suit] == ["9", "10", "J", "Q", "K", "A"]


def test_colours_hearts_and_diamonds_are_red_clubs_and_spades_black():
    assert {s: s.colour for s in Suit} == {
        Suit.HEARTS: "red", Suit.DIAMONDS: "red", Suit.CLUBS: "black", Suit.SPADES: "black"
    }  # fmt: skip
    assert JOKER.colour is None


@pytest.mark.parametrize(
    "trump, ladder",
    [
        ("hearts", "Joker J♥ J♦ A♥ K♥ Q♥ 10♥ 9♥"),
        ("diamonds", "Joker J♦ J♥ A♦ K♦ Q♦ 10♦ 9♦"),
        ("clubs", "Joker J♣ J♠ A♣ K♣ Q♣ 10♣ 9♣"),
        ("spades", "Joker J♠ J♣ A♠ K♠ Q♠ 10♠ 9♠"),
    ],
)
def test_trump_ranks_joker_right_bower_left_bower_then_a_k_q_10_9(trump, ladder):
    assert " ".join(map(str, trump_ladder(trump))) == ladder
    powers = [trump_power(c, trump) for c in trump_ladder(trump)]
    assert powers == sorted(powers, reverse=True)


def test_joker_and_left_bower_belong_to_the_trump_suit():
    assert effective_suit("J♦", "hearts") is Suit.HEARTS
    assert effective_suit("Joker", "clubs") is Suit.CLUBS
    assert is_trump("J♦", "hearts") and is_left_bower("J♦", "hearts") and is_right_bower("J♥", "hearts")


def test_left_bower_is_not_a_card_of_its_printed_suit_while_that_suit_is_not_trump():
    assert effective_suit("J♦", "hearts") is not Suit.DIAMONDS
    assert Card.parse("J♦") not in plain_order("diamonds", "hearts")


def test_plain_suits_rank_a_k_q_j_10_9_and_the_same_colour_suit_lends_its_jack():
    assert " ".join(map(str, plain_order("spades", "hearts"))) == "A♠ K♠ Q♠ J♠ 10♠ 9♠"
    assert " ".join(map(str, plain_order("diamonds", "hearts"))) == "A♦ K♦ Q♦ 10♦ 9♦"


def test_every_trump_outranks_every_plain_card():
    for trump in Suit:
        low_trump = min(trump_power(c, trump) for c in trump_ladder(trump))
        assert all(trump_power(c, trump) < low_trump for c in DECK if effective_suit(c, trump) is not trump)


def test_parse_cards_reads_a_line_split_on_spaces_or_commas():
    assert parse_cards("A♥ J♦, joker") == [Card.parse("AH"), Card.parse("JD"), JOKER]


def test_sort_hand_puts_trump_first_high_to_low():
    assert [str(c) for c in sort_hand("9♣ J♦ A♥ Joker", "hearts")] == ["Joker", "J♦", "A♥", "9♣"]


def test_cards_keep_their_identity_through_copy_and_pickle():
    import copy
    import pickle

    card = Card.parse("Q♠")
    assert copy.deepcopy(card) is card and pickle.loads(pickle.dumps(card)) is card


@pytest.mark.parametrize("trump", [None, *Suit])
def test_the_public_tables_say_what_effective_suit_and_trump_power_say(trump):
    for c in DECK:
        assert EFFECTIVE_SUIT[trump][c.index] is effective_suit(c, trump)
        assert TRUMP_POWER[trump][c.index] == trump_power(c, trump)


@pytest.mark.parametrize("trump", list(Suit))
def test_trump_role_names_the_joker_both_bowers_the_trumps_and_the_plain_cards(trump):
    for c in DECK:
        role = trump_role(c, trump)
        assert role in TRUMP_ROLES
        assert (role == "joker") == (c is JOKER)
        assert (role == "right_bower") == is_right_bower(c, trump)
        assert (role == "left_bower") == is_left_bower(c, trump)
        assert (role != "plain") == is_trump(c, trump)
    assert [trump_role(c, trump) for c in trump_ladder(trump)][:3] == ["joker", "right_bower", "left_bower"]


def test_trump_role_reads_card_and_suit_texts_and_knows_only_the_joker_before_trump():
    assert trump_role("jd", "♥") == "left_bower" and trump_role("J♦", "D") == "right_bower"
    assert [trump_role(c, None) for c in ("Joker", "J♥", "A♠")] == ["joker", "plain", "plain"]
    with pytest.raises(CardError):
        trump_role("1Z", "hearts")
    with pytest.raises(CardError):
        trump_role("J♥", "stars")


@pytest.mark.parametrize("text", ["Jſ", "jſ", "Kſ", "9ſ", "Aı", "J\u212a"])
def test_card_parse_of_j_long_s_is_refused(text):
    with pytest.raises(CardError, match="unknown card"):
        Card.parse(text)
    with pytest.raises(IllegalAction, match="cannot read action"):
        Game(seed=1).apply(f"play {text}")


def test_suit_parse_folds_ascii_case_only():
    assert Suit.parse("SPADES") is Suit.SPADES
    with pytest.raises(CardError):
        Suit.parse("ſpades")
