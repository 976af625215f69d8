"""The Greek and Korean defects of the native review (``translation-review.md``: K5, K6,
K7, G1, G4, G6, G10, G11), each checked on the sentence a learner reads, rendered from
a real situation, not on the catalogue entry alone."""

from __future__ import annotations

import pytest

from hasen_widget import Game, IllegalAction, RuleSet, explain
from hasen_widget.game import HandResult
from hasen_widget.players import RuleOfThumbPlayer, play_bots


def unplayable(hand, trick, trump, lang):
    return explain.render_all(explain.explain_unplayable(hand, trick, trump).values(), lang=lang)


def refusal(actions, action, lang, rules=None):
    game = Game(rules or RuleSet(), seed=0)
    for a in actions:
        game.apply(a)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    return explain.explain_refusal(info.value, lang=lang)


def test_k5_korean_says_the_led_card_itself_is_the_left_bower():
    text = unplayable(["9♥", "A♣"], ["J♦"], "hearts", "ko")
    assert text.startswith(
        "J♦ 카드가 리드되었습니다. 이 카드는 레프트 바우어라서 하트 무늬로 치므로, 트럼프가 리드된 것입니다."
    )
    assert "레프트 바우어는 하트 무늬이므로" not in text  # the old generic statement


def test_k6_korean_pepper_refusal_puts_a_fixed_noun_after_the_bid():
    text = refusal([], "big pepper", "ko")
    assert text.startswith("빅 페퍼 비드는 페퍼 비딩 규칙에서만 할 수 있습니다.")


def test_k7_korean_says_nobody_can_score_not_that_nobody_wants_to():
    thrown = explain.explain_hand_score(HandResult(number=0, dealer="S", thrown_in=True, forced="redeal"))
    assert "이번 판은 아무도 점수를 얻지 못합니다." in explain.render_all(thrown, lang="ko")
    game = Game(RuleSet(defenders_score="none"), seed=3)
    while not game.hand_results or game.hand_results[-1].thrown_in:
        play_bots(game, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
    text = explain.render_all(explain.explain_hand_score(game.hand_results[-1], game.rules), lang="ko")
    assert "이 규칙에서는 수비 팀이 점수를 얻지 못합니다." in text
    assert "얻지 않습니다" not in text


@pytest.mark.parametrize(
    "lead, expected",
    [
        (
            "J♦",
            "Ανοίχτηκε το J♦, ο δίδυμος βαλές, που με ατού κούπα είναι ατού: πρέπει να ακολουθήσετε ♥ με 9♥.",
        ),
        (
            "Joker",
            "Ανοίχτηκε το Τζόκερ, και όποιος ανοίγει με το Τζόκερ ανοίγει ατού: πρέπει να ακολουθήσετε ♥ με 9♥.",
        ),
    ],
)
def test_g1_greek_led_bower_or_joker_is_the_subject_of_a_passive_verb(lead, expected):
    # "Άνοιξε το J♦, ο δίδυμος βαλές" put a nominative beside an accusative object.
    text = unplayable(["9♥", "A♣"], [lead], "hearts", "el")
    assert text.startswith(expected)
    assert "Άνοιξε" not in text


def test_g4_greek_ladder_places_say_highest_so_they_cannot_mean_the_nth_played():
    text = explain.render_all(explain.explain_trick(["A♥", "J♦"], "hearts").all_reasons(), lang="el")
    # The trick's short reason names the loser's place once (the table's economy);
    # the place says "highest", never the bare "the fourth trump" (the fourth played?).
    assert "Το A♥ είναι μόλις το τέταρτο ψηλότερο ατού." in text
    assert "το τέταρτο ατού" not in text


def test_g6_greek_stuck_dealer_is_named_first():
    text = explain.render_all(explain.explain_all_pass("stick_dealer", "N", None), lang="el")
    assert text == "Πήγαν και οι τέσσερις πάσο: ο Βορράς, που μοίρασε, δηλώνει υποχρεωτικά 3."


def test_g10_greek_now_comes_before_a_long_action():
    text = refusal([], "not alone", "el")
    assert text.startswith("Δεν μπορείτε τώρα να ")
    assert " τώρα:" not in text


def test_g11_greek_void_says_even_this_card():
    text = explain.render(explain.explain_play("9♣ A♠", ["Q♥"], "hearts", "A♠"), lang="el")
    assert text.endswith("όποιο φύλλο θέλετε, ακόμη και το A♠.")
