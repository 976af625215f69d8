"""The search player's sampled deals: consistent with what the seat knows, and nothing more."""

from __future__ import annotations

import random

import pytest

from hasen_widget import JOKER, Game, RuleSet
from hasen_widget.actions import Action
from hasen_widget.cards import EFFECTIVE_SUIT
from hasen_widget.deal import SEATS, Deal
from hasen_widget.players import RandomPlayer, RuleOfThumbPlayer
from hasen_widget.players.sampling import sample_deal
from hasen_widget.players.search import SearchPlayer
from hasen_widget.players.seat_knowledge import SeatKnowledge
from hasen_widget.rules import VARIANTS
from hasen_widget.view import hidden_cards, seat_view


def _positions(n_games: int, seed: int):
    """(game, seat to move) at many random moments of the play, under random rules."""
    rng = random.Random(seed)
    for run in range(n_games):
        rules = RuleSet(**{k: rng.choice(v) for k, v in VARIANTS.items()}) if run % 2 else RuleSet()
        game = Game(rules, seed=run)
        players = {s: RuleOfThumbPlayer(alone_tricks=rng.choice([0, 5.4])) for s in SEATS}
        stop = rng.randrange(0, 24)
        played = 0
        while game.to_move is not None and not game.hand_results:
            if game.phase == "play":
                if played == stop:
                    break
                played += 1
            seat = game.to_move
            mover = players[seat] if rng.random() < 0.7 else RandomPlayer(seed=run)
            game.apply(mover.choose(seat_view(game, seat)), seat=seat)
        if game.phase == "play" and not game.hand_results:
            yield game, game.to_move


def test_sampled_deals_never_hold_a_card_the_seat_knows_is_elsewhere_and_respect_voids():
    rng = random.Random(5)
    checked = 0
    for game, seat in _positions(100, 1):
        view = seat_view(game, seat)
        table = SeatKnowledge(view)
        mine = set(table.hand) | set(table.played)
        if table.discard is not None:
            mine.add(table.discard)
        for _ in range(5):
            deal = sample_deal(table, rng)
            for holder, cards in deal.items():
                assert not mine & set(cards), "a sampled hand holds a card the seat has seen"
                if holder in SEATS:
                    assert len(cards) == view["hand_counts"][holder]
                    eff = EFFECTIVE_SUIT[table.trump]
                    # A player who did not follow suit is void in the suit led.
                    assert all(eff[c.index] not in table.voids[holder] for c in cards)
            checked += 1
    assert checked > 200


def test_sampled_deals_hold_exactly_the_cards_the_seat_cannot_know_including_widow_and_discard():
    rng = random.Random(6)
    seen_out_discard = 0
    for game, seat in _positions(100, 2):
        view = seat_view(game, seat)
        table = SeatKnowledge(view)
        deal = sample_deal(table, rng)
        sampled = {c for cards in deal.values() for c in cards}
        expected = {c for c in hidden_cards(game, seat)}
        if view["shown"] and JOKER in game.hands[game.maker]:
            expected.add(str(JOKER))  # shown to the table, yet still to be played
        assert {str(c) for c in sampled} == expected
        # The unknowns out of play: another maker's discard, the widow left on the
        # table, a sitting-out partner's hand: a pile of the right size.
        out_size = sum(len(game.hands[s]) for s in game.sitting_out if s != seat)
        out_size += game.widow is not None
        out_size += game.discarded is not None and seat != game.maker
        assert len(deal["out"]) == out_size
        if game.discarded is not None and seat != game.maker:
            assert str(game.discarded) in {str(c) for c in sampled}
            seen_out_discard += 1
    assert seen_out_discard > 15


def test_a_joker_shown_to_force_a_bid_is_sampled_with_its_maker_in_hand_or_laid_away():
    # Shown to force the bid, the Joker is the maker's: in its hand, or (it exchanged
    # with the widow) its unseen discard. Never another hand, never the widow.
    rules = RuleSet(all_pass="joker_bids_3")
    rng = random.Random(3)
    found = 0
    where = {"hand": 0, "out": 0}
    for seed in range(400):
        game = Game(rules, seed=seed)
        for _ in range(4):
            if game.phase == "auction":
                game.apply("pass")
        if game.forced != "joker_bids_3" or game.phase == "auction":
            continue
        maker = game.maker
        while game.phase != "play":
            game.apply(RuleOfThumbPlayer().choose(seat_view(game, game.to_move)))
        seat = next(s for s in SEATS if s != maker and s not in game.sitting_out)
        if JOKER not in game.hands[maker]:
            continue
        for _ in range(40):
            deal = sample_deal(SeatKnowledge(seat_view(game, seat)), rng)
            assert JOKER in deal[maker] or JOKER in deal["out"]
            where["hand" if JOKER in deal[maker] else "out"] += 1
        found += 1
        if found >= 5:
            break
    assert found >= 1
    # Six cards in hand against one laid away: mostly in hand.
    assert where["hand"] > 4 * where["out"] > 0


def test_a_shown_joker_the_maker_laid_away_is_still_among_the_possible_deals():
    # The bug this guards against: the sampler put a shown Joker in the maker's hand
    # only, so when the maker had discarded it no sampled deal was the true one.
    deal = Deal.parse(
        "N: AH KH QH TH 9H JD E: AS KS QS JS TS 9S S: AC KC QC JC TC 9C W: AD KD QD TD 9D Joker "
        "widow: JH dealer: W"
    )
    game = Game(RuleSet(going_alone=False), seed=0, deal=deal)
    for a in ["pass"] * 4 + ["trump ♥", "discard Joker"]:
        game.apply(a)
    rng = random.Random(0)
    for seat in "NES":
        table = SeatKnowledge(seat_view(game, seat))
        seen = set()
        for _ in range(80):
            d = sample_deal(table, rng)
            assert JOKER in d["W"] or JOKER in d["out"]
            assert len(d["out"]) == 1 and all(len(d[s]) == 6 for s in "NESW" if s != seat)
            seen.add("W" if JOKER in d["W"] else "out")
        assert seen == {"W", "out"}
    # West follows the first heart with J♥, then shows no trump: the Joker is the discard.
    for a in ["A♥", "A♠", "A♣", "J♥", "A♦", "K♥", "K♠", "K♣", "Q♥", "Q♠", "Q♣", "9♦"]:
        game.apply(f"play {a}")
    for seat in "NES":
        table = SeatKnowledge(seat_view(game, seat))
        for _ in range(20):
            assert sample_deal(table, rng)["out"] == [JOKER]


def test_the_search_player_only_ever_plays_legal_cards():
    checked = 0
    for game, seat in _positions(120, 3):
        view = seat_view(game, seat)
        d = SearchPlayer(samples=2, seed=checked, time_limit=None).decide(view)
        assert d.action in view["legal"] and d.reason is not None
        checked += 1
    assert checked > 60


def test_the_search_player_scores_a_hand_exactly_as_the_engine_does():
    # It chooses by the points of the hand, so its table of points per trick count
    # must agree with RULES.md §8 as the engine applies it, under every scoring variant.
    from hasen_widget.deal import side_of
    from hasen_widget.players.search import _margin_table

    rng = random.Random(9)
    checked = 0
    for seed in range(60):
        rules = RuleSet(**{k: rng.choice(v) for k, v in VARIANTS.items()})
        game = Game(rules, seed=seed)
        bots = {s: RuleOfThumbPlayer(alone_tricks=rng.choice([0, 5.4])) for s in SEATS}
        while game.phase != "play" and not game.hand_results:
            game.apply(bots[game.to_move].choose(seat_view(game, game.to_move)))
        if game.phase != "play":
            continue
        views = {s: seat_view(game, s) for s in SEATS}
        while not game.hand_results:
            game.apply(bots[game.to_move].choose(seat_view(game, game.to_move)))
        result = game.hand_results[-1]
        for seat, view in views.items():
            side = side_of(seat)
            other = "EW" if side == "NS" else "NS"
            margin, reached = _margin_table(view, side)[result.tricks[side]]
            assert margin == result.points[side] - result.points[other]
            assert reached == (result.made if side == result.maker_side else not result.made)
        checked += 1
    assert checked > 30


def test_a_close_card_takes_more_deals_a_clear_one_does_not_and_the_same_seed_gives_the_same_hint():
    from hasen_widget.players.search import settled

    extended = stopped = 0
    for game, seat in _positions(60, 4):
        view = seat_view(game, seat)
        if len(view["legal"]) < 2:
            continue
        table = SeatKnowledge(view)
        cards = [Action.parse(a).card for a in view["legal"]]
        player = SearchPlayer(samples=10, max_samples=40, seed=1, time_limit=None)
        ev = player.evaluate(table, cards)
        assert 10 <= ev.samples <= 40 and (ev.samples - 10) % 10 == 0
        again = SearchPlayer(samples=10, max_samples=40, seed=1, time_limit=None).evaluate(table, cards)
        assert again == ev  # reproducible: the stopping rule reads only the deals solved
        plain = SearchPlayer(samples=10, seed=1, time_limit=None).evaluate(table, cards)
        assert plain.samples == 10
        if ev.samples > 10:
            extended += 1
        else:
            stopped += 1
        if extended >= 3 and stopped >= 3:
            break
    assert extended >= 1 and stopped >= 1
    # The rule itself: a lead of two points on every deal is settled; a coin flip is not.
    a, b = cards[0], cards[1]
    assert settled({a: [2.0] * 10, b: [0.0] * 10})
    assert not settled({a: [2.0, 0.0] * 5, b: [0.0, 2.0] * 4 + [0.0, 0.0]})


def test_a_node_budget_bounds_the_search_the_same_on_any_machine():
    # The coach's bound: past the budget no new deal is started, so a hard first trick
    # takes fewer deals, and the same view still gives the same figures (no clock read).
    from hasen_widget.table.coach import COACH_NODES

    bounded = 0
    for game, seat in _positions(40, 9):
        view = seat_view(game, seat)
        if len(view["legal"]) < 2 or game.tricks:
            continue
        table = SeatKnowledge(view)
        cards = [Action.parse(a).card for a in view["legal"]]
        free = SearchPlayer(samples=20, max_samples=80, seed=0, time_limit=None).evaluate(table, cards)
        capped = SearchPlayer(samples=20, max_samples=80, seed=0, time_limit=None, node_budget=COACH_NODES)
        ev = capped.evaluate(table, cards)
        again = SearchPlayer(samples=20, max_samples=80, seed=0, time_limit=None, node_budget=COACH_NODES)
        assert again.evaluate(table, cards) == ev
        assert capped.min_samples <= ev.samples <= free.samples
        bounded += ev.samples < free.samples
        if bounded >= 2:
            break
    assert bounded >= 1
    with pytest.raises(ValueError, match="node_budget"):
        SearchPlayer(node_budget=0)
