"""The table's words as a learner reads them, in each language: the fixes of the native
review (translation-review.md K8, K10, G5) on the rendered sentences, the short trick
reasons, and the third-person reasons of the computer players."""

from __future__ import annotations

from hasen_widget.explain import explain_card_played, explain_trick, render
from hasen_widget.table import Table


def test_k8_korean_winner_keeps_the_cards_role():
    e = explain_trick(["A♥", "J♦"], "H", seats=["S", "W"])
    assert render(e.seat_reason, "ko") == "서쪽이 레프트 바우어 J♦ 카드로 트릭을 가져갑니다."
    joker = explain_trick(["A♥", "Joker"], "H", seats=["S", "W"])
    assert render(joker.seat_reason, "ko") == "서쪽이 조커로 트릭을 가져갑니다."


def test_k10_korean_off_suit_card_does_not_take_the_trick():
    e = explain_trick(["K♣", "A♠", "9♣"], "H")
    text = render(e.reasons[1], "ko")
    assert "가져가지 못합니다" in text and "이기지 못합니다" not in text


def test_g5_greek_card_played_in_the_accusative():
    assert render(explain_card_played("W", "J♦", "H"), "el") == "Η Δύση έπαιξε τον δίδυμο βαλέ J♦."
    assert render(explain_card_played("N", "J♥", "H"), "el") == "Ο Βορράς έπαιξε τον βαλέ ατού J♥."
    assert render(explain_card_played("E", "Joker", "H"), "el") == "Η Ανατολή έπαιξε το Τζόκερ."
    assert render(explain_card_played("S", "A♥", "H"), "el") == "Ο Νότος έπαιξε το A♥."
    won = explain_trick(["A♥", "J♦"], "H", seats=["S", "W"]).seat_reason
    assert render(won, "el") == "Η Δύση παίρνει την μπάζα με τον δίδυμο βαλέ J♦."


def test_a_trick_of_four_plain_cards_in_one_short_line_in_every_language():
    from hasen_widget.widget_text import explain_trick_short

    plays = [("N", "A♣"), ("E", "K♣"), ("S", "9♣"), ("W", "Q♣")]
    for lang in ("en", "el", "ko"):
        short, details, cards = explain_trick_short(plays, "H", "N", lang)
        assert "A♣" in short and ">" not in short + details and cards == ["A♣"]
        assert all(c in details for c in ("K♣", "9♣", "Q♣"))


def test_the_joker_is_not_said_to_be_highest_once_per_losing_card():
    from hasen_widget.widget_text import explain_trick_short

    plays = [("N", "Joker"), ("E", "A♥"), ("S", "J♥"), ("W", "J♦")]
    short, details, _ = explain_trick_short(plays, "H", "N", "en")
    assert (short + details).count("Joker") <= 4 and "highest card of all" not in details


def test_an_error_is_said_again_in_the_language_the_table_switches_to():
    t = Table(seed=4, pace=0)
    try:
        t.act("play A♣" if "A♣" not in t.state()["view"]["hand"] else "bid 99")
    except Exception:
        pass
    en = t.state()["error"]["text"]
    t.set_lang("el")
    el = t.state()["error"]["text"]
    assert en and el and en != el


def test_computer_reasons_in_the_review_speak_in_the_third_person():
    t = Table(seed=3, pace=0)
    while t.stage != "hand_over":
        legal = t.state()["view"]["legal"]
        t.act("pass" if "pass" in legal else legal[0])
    texts = [b["why"] for b in t.state()["result"]["bots"] if b["why"]]
    assert texts
    assert not any(x.lower().startswith(("you ", "your ")) for x in texts), texts[:3]
