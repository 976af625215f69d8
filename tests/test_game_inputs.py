"""What the game, the deal and the rules refuse (issue 12): crashes with unrelated
exceptions, silent acceptance of what should be refused, and unbounded echoes and sizes.
(The same for a card, a trick, a view and the analysis: tests/test_cards.py,
test_tricks.py, test_view.py, test_analysis.py.)

Each refusal is typed, names what is wrong, quotes little of the input and leaves the
game as it was.
"""

from __future__ import annotations

import json

import pytest

from hasen_widget import (
    ActionError,
    Card,
    Deal,
    DealError,
    Game,
    GameFormatError,
    IllegalAction,
    RuleError,
    RuleSet,
    Suit,
    legal_plays,
)
from hasen_widget.actions import bid
from hasen_widget.deal import DEAL_TEXT_LIMIT, deal_cards, next_seat, partner_of, side_of
from hasen_widget.explain import explain_refusal
from hasen_widget.game import MAX_SEED

DEAL = (
    "N: AH KH QH TH 9H JD\nE: AS KS QS JS TS 9S\nS: AC KC QC JC TC 9C\n"
    "W: AD KD QD TD 9D JH\nwidow: Joker\ndealer: W"
)
MB = 1_000_000


# --- crashes with unrelated exceptions -------------------------------------------------


@pytest.mark.parametrize(
    "label, spoof",
    [("S:", "ſ:"), ("widow:", "wıdow:"), ("W:", "ẇ:"), ("dealer: W", "dealer: ẇ"), ("E:", "\u212a:")],
)
def test_deal_labels_that_match_only_under_unicode_case_folding_are_refused(label, spoof):
    # "ſ".upper() is "S" and re's IGNORECASE matches "ı" to "i": labels are ASCII.
    text = DEAL.replace(label, spoof)
    for make in (Deal.parse, lambda t: Game(deal=t), lambda t: Game(deals={0: t})):
        with pytest.raises(DealError):
            make(text)
    doc = json.loads(Game(seed=1, deal=DEAL).to_json())
    doc["deals"]["0"] = text
    with pytest.raises(GameFormatError, match=r"^deals\.0: "):
        Game.from_json(json.dumps(doc))


def test_deal_labels_in_any_ascii_case_and_spelled_out_still_read():
    spelled = DEAL.replace("N:", "north :").replace("widow", "WIDOW").replace("dealer: W", "Dealer: west")
    assert Deal.parse(spelled) == Deal.parse(DEAL)


@pytest.mark.parametrize("value", [float("inf"), float("-inf"), float("nan"), 10**400])
def test_a_bid_of_infinity_is_refused(value):
    with pytest.raises(ActionError, match="a bid is a whole number from 1 to 6"):
        bid(value)


def test_bytes_that_are_not_utf8_are_refused_by_the_loader():
    with pytest.raises(GameFormatError, match=r"^a saved game is UTF-8 text: byte 1 is not$"):
        Game.from_json(b"{\xff}")


@pytest.mark.parametrize(
    "call, error, message",
    [
        (lambda: next_seat(["N"]), ValueError, "unknown seat"),
        (lambda: partner_of(None), ValueError, "unknown seat"),
        (lambda: side_of({}), ValueError, "unknown seat"),
        (lambda: deal_cards(None, "N"), TypeError, "deal_cards needs a random.Random"),
        (lambda: deal_cards(__import__("random").Random(1), ["N"]), DealError, "dealer must be"),
        (lambda: Game(seed=1).undo(None), ValueError, "undo: steps must be a whole number"),
        (lambda: Game(deals={0: None}), DealError, "a deal is text"),
        (lambda: RuleSet.from_dict([("bidding", "pepper")]), RuleError, "rules must be a mapping"),
        (lambda: explain_refusal("not a refusal"), TypeError, "give an IllegalAction"),
    ],
)
def test_pythons_own_type_errors_are_replaced_by_sentences_of_our_own(call, error, message):
    with pytest.raises(error, match=message) as e:
        call()
    assert type(e.value) is error or issubclass(type(e.value), error)


# --- silent acceptance -----------------------------------------------------------------


def test_a_bid_of_3_9_or_true_is_refused():
    for value in (3.9, 3.0, True, False, "3.9", " 3 4"):
        with pytest.raises(ActionError, match="a bid is a whole number from 1 to 6"):
            bid(value)
    assert str(bid(3)) == "bid 3" and bid("3") is bid(3)


@pytest.mark.parametrize("key", [1.5, True, -1, "01", "x", 10_000, None])
def test_deals_keyed_by_1_5_are_refused(key):
    with pytest.raises(DealError, match=r"^deals: .* is not a hand number"):
        Game(deals={key: DEAL})


def test_deals_keyed_by_a_hand_number_or_its_digits_are_read():
    assert Game(deals={1: DEAL})._prepared == Game(deals={"1": DEAL})._prepared


# --- unbounded echoes and sizes --------------------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        lambda big: Card.parse(big),
        lambda big: Suit.parse(big),
        lambda big: bid(big),
        lambda big: Game(seed=1).apply(big),
        lambda big: Game(seed=1).apply("pass", seat=big),
        lambda big: Game(seed=big),
        lambda big: Deal.parse(big),
        lambda big: Game.from_json(big),
        lambda big: Game.replay(["pass", big], seed=1),
        lambda big: next_seat(big),
        lambda big: RuleSet(bidding=big),
        lambda big: legal_plays(big, [], "hearts"),
    ],
)
def test_errors_quote_at_most_a_few_dozen_characters_of_a_1_mb_input(call):
    big = "play " + "J♦" * (MB // 2)
    with pytest.raises(ValueError) as e:
        call(big)
    assert len(str(e.value)) < 250, str(e.value)[:300]
    if isinstance(e.value, IllegalAction):
        assert all(len(str(v)) <= 60 for v in e.value.params.values())
        assert len(explain_refusal(e.value, "en")) < 250


def test_a_refused_1_mb_action_changes_nothing():
    g = Game(seed=3)
    g.apply("pass")
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("pass" + " " * MB)
    assert g.to_json() == before


def test_seeds_are_bounded_so_any_game_that_can_be_made_can_be_saved():
    with pytest.raises(ValueError, match=r"from 0 to 2\*\*53 - 1, not a whole number of about 5000 digits"):
        Game(seed=10**4999)
    with pytest.raises(ValueError):
        Game(seed=MAX_SEED + 1)
    g = Game(seed=MAX_SEED)
    assert Game.from_json(g.to_json()).to_json() == g.to_json()


def test_target_scores_are_bounded():
    assert RuleSet(target_score=100).target_score == 100
    for bad in (101, 10**5000, 0, 10.0, True):
        with pytest.raises(RuleError, match="target_score must be a whole number from 1 to 100"):
            RuleSet(target_score=bad)


def test_deal_texts_have_a_size_limit_checked_before_parsing():
    # 20 MB of deal text took 1.6 s and 340 MB: now it is refused unread.
    huge = DEAL + " " * (20 * MB)
    with pytest.raises(DealError, match=rf"^a deal text is at most {DEAL_TEXT_LIMIT} characters, not 2000"):
        Deal.parse(huge)
    with pytest.raises(DealError, match="at most"):
        Game(deal=huge)
    roomy = DEAL.replace("\n", "\n" + " " * 500)  # generous layout still reads
    assert len(roomy) < DEAL_TEXT_LIMIT and Deal.parse(roomy) == Deal.parse(DEAL)
