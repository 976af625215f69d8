"""Random wrong types given to every public function of the engine, ``explain``, ``view``
and ``analysis`` get a typed error of the package's own, never an exception from deep
inside (hypothesis).

"Of the package's own" is checked on the traceback: the last frame inside hasen_widget
must be a ``raise`` statement there. A ``KeyError`` from a lookup, a ``TypeError`` from
``len()`` or from the compiled build's argument check, an ``OverflowError`` from
``int(inf)`` fail it, whatever their class.
"""

from __future__ import annotations

import linecache
import random
import traceback
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import hasen_widget
from hasen_widget import (
    ActionError,
    CardError,
    Deal,
    DealError,
    Game,
    GameFormatError,
    IllegalAction,
    RuleError,
    RuleSet,
    actions,
    cards,
    deal,
    explain,
    tricks,
)
from hasen_widget.analysis import analyse_hand, hint
from hasen_widget.explain import ScoreMismatch
from hasen_widget.view import hidden_cards, seat_view

# Hypothesis over many random inputs (tens of seconds): left out of a developer's loop.
pytestmark = pytest.mark.slow

PACKAGE = Path(hasen_widget.__file__).resolve().parent

TYPED = (CardError, DealError, RuleError, IllegalAction, GameFormatError, ActionError, ScoreMismatch)

#: Values of every JSON and Python kind a careless caller passes: huge, empty, nested.
wrong = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.sampled_from([-1, 2**64, 0, 2**53]),
        st.builds(lambda: 10**4200),  # a seed of 4,200 digits (repr is refused past 4,300)
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=12),
        st.sampled_from(["ſ", "wıdow", "Jſ", "", "N", "hearts", "play J♦", "bid 3", "ſ: AH"]),
        st.builds(lambda: "x" * 100_000),
        st.binary(max_size=8),
        st.builds(object),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.tuples(inner, inner),
        st.dictionaries(st.text(max_size=6), inner, max_size=4),
        st.frozensets(st.integers(), max_size=3),
    ),
    max_leaves=8,
)


def _game() -> Game:
    return Game(seed=3)


def _played_game() -> Game:
    g = Game(seed=5)
    rng = random.Random(1)
    while not g.hand_results:
        g.apply(rng.choice(g.legal_actions()))
    return g


GAME = _played_game()
DEAL = Deal.parse(
    "N: AH KH QH TH 9H JD E: AS KS QS JS TS 9S S: AC KC QC JC TC 9C W: AD KD QD TD 9D JH widow: Joker dealer: W"
)

#: Every public function, with how many arguments it takes (each call fills them all
#: with wrong values; the good values are left as they would be for one wrong argument).
CALLS = {
    "Card.parse": (cards.Card.parse, 1),
    "Suit.parse": (cards.Suit.parse, 1),
    "parse_cards": (cards.parse_cards, 1),
    "effective_suit": (cards.effective_suit, 2),
    "trump_power": (cards.trump_power, 2),
    "is_trump": (cards.is_trump, 2),
    "is_right_bower": (cards.is_right_bower, 2),
    "is_left_bower": (cards.is_left_bower, 2),
    "trump_ladder": (cards.trump_ladder, 1),
    "plain_order": (cards.plain_order, 2),
    "sort_hand": (cards.sort_hand, 2),
    "Action.parse": (actions.Action.parse, 1),
    "bid": (actions.bid, 1),
    "trump_action": (actions.trump_action, 1),
    "discard": (actions.discard, 1),
    "play": (actions.play, 1),
    "next_seat": (deal.next_seat, 1),
    "partner_of": (deal.partner_of, 1),
    "side_of": (deal.side_of, 1),
    "Deal": (Deal, 3),
    "Deal.parse": (Deal.parse, 1),
    "deal_cards": (deal.deal_cards, 3),
    "RuleSet.from_dict": (RuleSet.from_dict, 1),
    "RuleSet": (lambda a, b: RuleSet(**{"bidding": a, "target_score": b}), 2),
    "Game": (Game, 4),
    "Game.apply": (lambda a, b: _game().apply(a, b), 2),
    "Game.undo": (lambda a, b: _game().undo(a, to=b), 2),
    "Game.replay": (Game.replay, 4),
    "Game.from_json": (Game.from_json, 1),
    "trick_winner": (tricks.trick_winner, 2),
    "legal_plays": (tricks.legal_plays, 3),
    "led_suit": (tricks.led_suit, 2),
    "seat_view": (seat_view, 3),
    "seat_view game": (lambda s: seat_view(GAME, s), 1),
    "hidden_cards": (hidden_cards, 2),
    "hint": (lambda v: hint(v, samples=2, time_limit=0.05), 1),
    "hint options": (lambda a, b, c: hint(seat_view(GAME, GAME.to_move), a, b, c), 3),
    "analyse_hand": (analyse_hand, 2),
    "analyse_hand seat": (lambda s: analyse_hand(GAME.hand_results[0], s), 1),
    "explain_trick": (explain.explain_trick, 3),
    "explain_unplayable": (explain.explain_unplayable, 3),
    "explain_play": (explain.explain_play, 4),
    "explain_card_played": (explain.explain_card_played, 3),
    "ladder": (explain.ladder, 1),
    "ladder_place": (explain.ladder_place, 2),
    "explain_bid": (explain.explain_bid, 3),
    "explain_all_pass": (explain.explain_all_pass, 3),
    "explain_auction_end": (explain.explain_auction_end, 2),
    "explain_hand_score": (explain.explain_hand_score, 2),
    "refusal_reason": (explain.refusal_reason, 1),
    "explain_refusal": (explain.explain_refusal, 2),
    "set_language": (explain.set_language, 1),
}


def assert_our_refusal(error: BaseException) -> None:
    """``error`` is typed, and raised by a ``raise`` statement of the package."""
    assert type(error) in (*TYPED, TypeError, ValueError), f"{type(error).__name__}: {error}"
    ours = [
        f
        for f in traceback.extract_tb(error.__traceback__)
        if "hasen_widget" in f.filename and "tests" not in Path(f.filename).parts
    ]
    assert ours, f"raised outside the package: {type(error).__name__}: {str(error)[:200]}"
    last = ours[-1]
    path = Path(last.filename)
    if not path.is_absolute():  # the compiled build names its sources relative to the project
        path = PACKAGE.parent / path
    line = linecache.getline(str(path), last.lineno).strip()
    assert line.startswith("raise"), (
        f"{type(error).__name__} from {path.name}:{last.lineno} ({line!r}), not a refusal of ours: {str(error)[:200]}"
    )
    assert len(str(error)) < 400, f"a long message: {str(error)[:200]}…"


@pytest.mark.parametrize("name", list(CALLS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_wrong_types_get_a_typed_refusal_of_our_own(name, data):
    function, arity = CALLS[name]
    args = [data.draw(wrong, label=f"arg{i}") for i in range(arity)]
    try:
        function(*args)
    except Exception as e:  # noqa: BLE001 - the point is to inspect whatever comes out
        assert_our_refusal(e)
    finally:
        explain.set_language("en")
