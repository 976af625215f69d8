"""Property tests over thousands of random matches under random RuleSets (hypothesis).

Each example plays one whole match (to the target, or until a step cap) with a random
policy that passes often and bids low, so that matches under harsh variants (fail
penalties, defenders_score "none") still end. At every step the invariants of RULES.md
are checked against the engine's state.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hasen_widget import DECK, Game, IllegalAction, RuleSet, Suit, legal_plays, trick_winner
from hasen_widget.actions import (
    ALONE,
    BIG_PEPPER,
    DEFEND_ALONE,
    LITTLE_PEPPER,
    NOT_ALONE,
    PASS,
    bid,
    discard,
    play,
    trump_action,
)
from hasen_widget.deal import next_seat, partner_of, side_of
from hasen_widget.rules import VARIANTS

# Hypothesis over many random inputs (tens of seconds): left out of a developer's loop.
pytestmark = pytest.mark.slow

FULL_DECK = Counter(DECK)

rule_sets = st.builds(
    RuleSet,
    **{name: st.sampled_from(values) for name, values in VARIANTS.items()},
    target_score=st.integers(min_value=1, max_value=15),
)


def choose(game: Game, rng: random.Random):
    """A random policy that keeps matches finite: pass often, bid low, rarely go alone."""
    legal = game.legal_actions()
    if game.phase == "auction":
        if rng.random() < 0.7 or len(legal) == 1:
            return legal[0]  # pass
        return legal[1] if rng.random() < 0.8 else rng.choice(legal[1:])
    if game.phase in ("alone", "defend"):
        return legal[0] if rng.random() < 0.15 else legal[1]
    return rng.choice(legal)


def cards_in_play(game: Game) -> Counter:
    cards = Counter()
    for hand in game.hands.values():
        cards.update(hand)
    for extra in (game.widow, game.discarded):
        if extra is not None:
            cards[extra] += 1
    cards.update(c for _, c in game.current_trick)
    cards.update(c for t in game.tricks for _, c in t.plays)
    return cards


def expected_points(rules: RuleSet, r) -> dict[str, int]:
    """RULES.md §8, written out independently of the engine."""
    maker_side = side_of(r.maker)
    defenders = "EW" if maker_side == "NS" else "NS"
    taken = r.tricks[maker_side]
    if taken >= r.bid:
        result = taken
    else:
        result = {"minus_bid": -r.bid, "minus_tricks_won": -taken, "minus_6": -6}[rules.fail_penalty]
    if r.bid_label == "big pepper":
        result *= 2
    if r.maker in r.alone:
        result *= 2
    defended = r.tricks[defenders] if rules.defenders_score == "tricks" else 0
    if any(side_of(s) == defenders for s in r.alone):
        defended *= 2
    return {maker_side: result, defenders: defended}


def check_hand(rules: RuleSet, r) -> None:
    if r.thrown_in:
        assert r.points == {"NS": 0, "EW": 0} and r.forced in ("redeal", "joker_bids_3")
        return
    assert len(r.trick_log) == 6
    sitting = {partner_of(s) for s in r.alone}
    won = Counter()
    leader = None
    for i, t in enumerate(r.trick_log):
        cards = [c for _, c in t.plays]
        assert len(cards) == 4 - len(sitting) and not sitting & {s for s, _ in t.plays}
        assert t.plays[trick_winner(cards, r.trump)][0] == t.winner  # won as trick_winner says
        if i:
            assert t.leader == leader  # the winner leads to the next trick
        else:
            if rules.opening_lead == "high_bidder":
                assert t.leader == r.maker
            elif len(r.alone) == 2:
                assert t.leader == r.alone[1]
            elif r.alone:
                assert t.leader == next_seat(r.alone[0])
            else:
                assert t.leader == next_seat(r.dealer)
        leader = t.winner
        won[side_of(t.winner)] += 1
    assert r.tricks == {"NS": won["NS"], "EW": won["EW"]}
    assert r.points == expected_points(rules, r)
    assert r.made == (r.tricks[side_of(r.maker)] >= r.bid)
    if rules.bidding == "standard":
        assert r.bid_label not in ("little pepper", "big pepper")
    if r.forced is None:
        assert r.bid >= rules.min_bid
    else:
        assert r.bid == 3


def check_step(game: Game, rules: RuleSet) -> None:
    assert cards_in_play(game) == FULL_DECK  # all 25 cards accounted for
    target = rules.target_score
    reached = [s for s in ("NS", "EW") if game.scores[s] >= target]
    assert game.is_over == bool(reached)
    if game.is_over:
        assert game.to_move is None and game.legal_actions() == []
    if game.phase == "play":
        hand = game.hands[game.to_move]
        expected = legal_plays(hand, [c for _, c in game.current_trick], game.trump)
        assert [a.card for a in game.legal_actions()] == expected
    if game.phase == "auction" and rules.auction == "pass_final":
        assert game.to_move not in game.passed


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets, seed=st.integers(0, 2**32 - 1), policy=st.integers(0, 2**32 - 1))
def test_random_matches_keep_every_rule_of_rules_md(rules, seed, policy):
    rng = random.Random(policy)
    game = Game(rules, seed=seed)
    scores = {"NS": 0, "EW": 0}
    checked = 0
    for _ in range(1500):
        if game.is_over:
            break
        action = choose(game, rng)
        assert action in game.legal_actions()  # every move comes from legal_actions
        game.apply(action)
        check_step(game, rules)
        for r in game.hand_results[checked:]:
            check_hand(rules, r)
            scores = {s: scores[s] + r.points[s] for s in scores}
            assert r.scores_after == scores
            checked += 1
    assert game.scores == scores
    if game.is_over:
        last = game.hand_results[-1]
        reached = [s for s in ("NS", "EW") if game.scores[s] >= rules.target_score]
        # The match ends exactly when a side reaches the target; both at once: the bidders.
        assert all(max(r.scores_after.values()) < rules.target_score for r in game.hand_results[:-1])
        assert game.winner == (side_of(last.maker) if len(reached) == 2 else reached[0])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets, seed=st.integers(0, 2**32 - 1), policy=st.integers(0, 2**32 - 1))
def test_json_round_trips_and_undo_then_redo_at_every_step(rules, seed, policy):
    rng = random.Random(policy)
    game = Game(rules, seed=seed)
    for _ in range(70):
        if game.is_over:
            break
        game.apply(choose(game, rng))
        doc = game.to_json()
        assert Game.from_json(doc).to_json() == doc
        game.undo()
        game.redo()
        assert game.to_json() == doc


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rules=rule_sets)
def test_the_same_seed_gives_the_same_deals(seed, rules):
    a, b = Game(rules, seed=seed), Game(rules, seed=seed)
    assert a.deal == b.deal and a.dealer == b.dealer


# Every action of the game, whatever the phase: each is legal or refused at every step.
EVERY_ACTION = (
    PASS, *(bid(n) for n in range(1, 7)), LITTLE_PEPPER, BIG_PEPPER, *(trump_action(s) for s in Suit),
    *(discard(c) for c in DECK), ALONE, NOT_ALONE, DEFEND_ALONE, *(play(c) for c in DECK),
)  # fmt: skip


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets, seed=st.integers(0, 2**32 - 1), policy=st.integers(0, 2**32 - 1))
def test_why_illegal_agrees_with_apply_on_every_action_and_history_seats_name_the_actor(rules, seed, policy):
    rng = random.Random(policy)
    game = Game(rules, seed=seed)
    actors = []
    for _ in range(120):
        if game.is_over:
            break
        legal = game.legal_actions()
        history = list(game.history)
        for action in EVERY_ACTION:
            refusal = game.why_illegal(action)
            assert (refusal is None) == (action in legal)
            if refusal is not None and rng.random() < 0.1:  # the same refusal, raised
                try:
                    game.apply(action)
                except IllegalAction as raised:
                    assert (raised.code, raised.params, str(raised)) == (
                        refusal.code,
                        refusal.params,
                        str(refusal),
                    )
                else:  # pragma: no cover
                    raise AssertionError(f"{action} was refused by why_illegal but applied")
        for seat in ("N", "E", "S", "W", "north"):
            refusal = game.why_illegal(legal[0], seat=seat)
            assert (refusal is None) == (seat == game.to_move)
        assert game.history == history and game.legal_actions() == legal  # nothing applied
        actors.append(game.to_move)
        game.apply(choose(game, rng))
        assert game.history_seats == actors
