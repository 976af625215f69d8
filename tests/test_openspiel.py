"""Differential test against OpenSpiel's Euchre, an implementation nobody here wrote.

OpenSpiel's ``euchre`` plays the same bowers and the same follow-suit rule on the 24
cards without the Joker. We drive many random OpenSpiel hands (bidding, the dealer's
pick-up and discard, going alone and, with ``allow_lone_defender``, defending alone, so
tricks of 4, 3 and 2 cards occur) and at every play compare our ``legal_plays`` with
OpenSpiel's legal card actions, and at every finished trick our ``trick_winner`` with
OpenSpiel's winning card.

OpenSpiel's encoding (read from ``state.action_to_string`` in the play phase): a card
action ``a`` in 0–23 is rank ``"9TJQKA"[a // 4]`` of suit ``"CDHS"[a % 4]``;
``trump_suit()`` is an index into ``"CDHS"``; ``card_holder()[a]`` is the player holding
card ``a`` (``None`` once played or out of play); players 0–3 sit N, E, S, W.
"""

from __future__ import annotations

import random

import pyspiel  # a test dependency (pip install open-spiel): missing it fails, never skips

from hasen_widget import Card, Suit, legal_plays, trick_winner

OS_CARD = [Card.parse("9TJQKA"[a // 4] + "CDHS"[a % 4]) for a in range(24)]
OS_SUIT = [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
HANDS = 1000


def test_openspiel_card_encoding_is_what_we_read():
    game = pyspiel.load_game("euchre")
    rng = random.Random(0)
    state = game.new_initial_state()
    while str(state.current_phase()) != "Phase.PLAY":
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(state.legal_actions()[0])
    for a in state.legal_actions():
        text = state.action_to_string(a)  # e.g. "DJ": suit letter, then rank
        assert OS_CARD[a] is Card.parse(text[1] + text[0])


def test_legal_plays_and_trick_winner_agree_with_openspiel_euchre():
    game = pyspiel.load_game("euchre", {"allow_lone_defender": True})
    rng = random.Random(20260101)
    plays = tricks = 0
    sizes = set()
    for _ in range(HANDS):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            legal = state.legal_actions()
            if str(state.current_phase()) == "Phase.PLAY":
                trump = OS_SUIT[state.trump_suit()]
                player = state.current_player()
                hand = [OS_CARD[a] for a, h in enumerate(state.card_holder()) if h == player]
                trick = [OS_CARD[a] for a in state.current_trick().cards() if a >= 0]
                ours = sorted(c.index for c in legal_plays(hand, trick, trump))
                theirs = sorted(OS_CARD[a].index for a in legal)
                assert ours == theirs, (hand, trick, trump)
                plays += 1
            state.apply_action(rng.choice(legal))
        if state.trump_suit() < 0:
            continue  # no trick was played (cannot happen with stick-the-dealer, kept safe)
        trump = OS_SUIT[state.trump_suit()]
        for t in state.tricks():
            cards = [OS_CARD[a] for a in t.cards() if a >= 0]
            sizes.add(len(cards))
            assert cards[trick_winner(cards, trump)] is OS_CARD[t.winning_card()], (cards, trump)
            tricks += 1
    assert plays > 12_000 and tricks > 4_500  # Euchre hands are five tricks
    assert sizes == {2, 3, 4}  # lone makers and lone defenders both occurred
