"""RULES.md §1 (players and seats) and §3 (the deal), and prepared deals given as text."""

from __future__ import annotations

import random

import pytest
from conftest import HEARTS_FOR_NORTH, make_game, play_first_legal

from hasen_widget import DECK, Deal, DealError, Game, RuleSet
from hasen_widget.deal import SEATS, deal_cards, next_seat, partner_of, side_of


def test_play_goes_clockwise_north_east_south_west():
    assert [next_seat(s) for s in SEATS] == ["E", "S", "W", "N"]


def test_partners_sit_opposite_north_south_against_east_west():
    assert partner_of("N") == "S" and partner_of("E") == "W"
    assert side_of("S") == "NS" and side_of("W") == "EW"


def test_the_first_dealer_is_chosen_at_random_reproducibly_from_the_seed():
    dealers = {Game(seed=s).dealer for s in range(40)}
    assert dealers == set(SEATS)
    assert all(Game(seed=s).dealer == Game(seed=s).dealer for s in range(10))


def test_the_deal_passes_clockwise_after_each_hand(hearts_for_north):
    g = hearts_for_north
    assert g.dealer == "W"
    for a in ("bid 3", "pass", "pass", "pass", "trump hearts", "discard 9♥", "not alone"):
        g.apply(a)
    play_first_legal(g)
    assert g.hand_results[-1].dealer == "W" and g.dealer == "N" and g.to_move == "E"


def test_six_cards_to_each_player_and_one_widow():
    deal = deal_cards(random.Random(3), "S")
    assert all(len(deal.hands[s]) == 6 for s in SEATS)
    assert sorted([*sum((list(h) for h in deal.hands.values()), []), deal.widow]) == sorted(DECK)


def _shuffled(seed):
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    return deck


def test_deal_3_3_three_at_a_time_clockwise_from_the_dealers_left():
    deck = _shuffled(11)
    deal = deal_cards(random.Random(11), "S", "3-3")
    # West is left of the dealer South: the first packet of three and the fifth.
    assert deal.hands["W"] == (*deck[0:3], *deck[12:15])
    assert deal.hands["N"] == (*deck[3:6], *deck[15:18])
    assert deal.hands["S"] == (*deck[9:12], *deck[21:24])
    assert deal.widow is deck[24]


def test_deal_1x6_one_card_at_a_time():
    deck = _shuffled(12)
    deal = deal_cards(random.Random(12), "N", "1x6")
    assert deal.hands["E"] == tuple(deck[0:24:4])
    assert deal.hands["N"] == tuple(deck[3:24:4])


def test_the_game_deals_with_the_deal_pattern_of_its_rules():
    one = Game(RuleSet(deal_pattern="1x6"), seed=5)
    three = Game(seed=5)
    assert one.dealer == three.dealer
    assert one.hands != three.hands


def test_a_prepared_deal_fixes_the_first_hand():
    g = make_game(HEARTS_FOR_NORTH)
    assert [str(c) for c in g.hands["N"]] == ["A♥", "K♥", "Q♥", "10♥", "9♥", "J♦"]
    assert str(g.widow) == "Joker" and g.dealer == "W" and g.to_move == "N"


def test_deal_text_accepts_long_labels_and_any_card_form_and_round_trips():
    text = (
        "north: ah kh qh th 9h jd\nEast: AS KS QS JS TS 9S\nsouth: AC KC QC JC TC 9C\n"
        "WEST: AD KD QD TD 9D JH\nwidow: joker\ndealer: west"
    )
    deal = Deal.parse(text)
    assert deal == Deal.parse(HEARTS_FOR_NORTH)
    assert Deal.parse(deal.to_text()) == deal


def test_a_deal_with_a_card_twice_is_refused_naming_the_card():
    text = HEARTS_FOR_NORTH.replace("widow: Joker", "widow: A♥")
    with pytest.raises(DealError, match="A♥ appears twice"):
        Deal.parse(text)


def test_a_deal_with_a_seat_of_five_cards_is_refused_naming_the_seat():
    text = HEARTS_FOR_NORTH.replace("N: A♥ K♥ Q♥ 10♥ 9♥ J♦", "N: A♥ K♥ Q♥ 10♥ 9♥")
    with pytest.raises(DealError, match="North has 5 cards; every seat gets exactly 6"):
        Deal.parse(text)


def test_a_deal_with_a_missing_card_is_refused():
    # Five cards for North and the Joker nowhere: the seat of five is named first.
    text = HEARTS_FOR_NORTH.replace(" J♦\n", "\n").replace("widow: Joker", "widow: J♦")
    with pytest.raises(DealError, match="North has 5 cards"):
        Deal.parse(text)
    with pytest.raises(DealError, match="no 'widow' part"):
        Deal.parse(HEARTS_FOR_NORTH.replace("widow: Joker", ""))


def test_a_deal_with_an_unreadable_card_or_bad_dealer_is_refused():
    with pytest.raises(DealError, match="unknown card 'XY'"):
        Deal.parse(HEARTS_FOR_NORTH.replace("J♦", "XY"))
    with pytest.raises(DealError, match="dealer must be one of N, E, S, W"):
        Deal.parse(HEARTS_FOR_NORTH.replace("dealer: W", "dealer: Q"))
    with pytest.raises(DealError, match="widow is exactly one card"):
        Deal.parse(HEARTS_FOR_NORTH.replace("widow: Joker", "widow: Joker 9♥"))


def test_the_same_seed_gives_the_same_match():
    def match(seed):
        rng = random.Random(99)
        g = Game(seed=seed)
        while not g.is_over and len(g.hand_results) < 6:
            g.apply(rng.choice(g.legal_actions()))
        return g.to_json()

    assert match(2024) == match(2024)
    assert match(2024) != match(2025)


def test_the_same_seed_gives_the_same_first_deal_on_any_machine():
    # Pinned: the shuffle is Fisher–Yates on Mersenne Twister bits, no platform state.
    assert Game(seed=7).deal.to_text() == (
        "N: J♦ 10♦ Joker 9♦ Q♠ A♦\nE: J♥ 10♠ K♦ Q♣ A♥ J♣\nS: 9♠ 10♥ A♠ 10♣ J♠ 9♥\n"
        "W: Q♦ A♣ K♠ Q♥ K♥ 9♣\nwidow: K♣\ndealer: S"
    )
