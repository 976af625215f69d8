"""The learner's table in plain Python (issue 21): the hand's last trick lingers before its
result, the hint is said in the language shown (and does not repeat the coach), the
session's language menu switches every widget, and the words the table builds itself
(the trick count, the Why titles, the review's score line, the Joker in el/ko)."""

from __future__ import annotations

import re

import pytest

from hasen_widget import FollowSuitQuiz, HasenWidget, TrickQuiz
from hasen_widget.explain.session import choose_language, session_language
from hasen_widget.table import ManualScheduler, Table

# South holds the four top hearts and both bowers; the widow is the Joker (South takes it).
DEAL = "N: 9H TH 9S TS 9D TD E: QS KS AS QD KD AD S: JH JD AH KH QH 9C W: TC JC QC KC AC JS widow: Joker dealer: W"
CONTRACT = ("bid 6", "trump ♥", "discard 9♣", "not alone")


@pytest.fixture(autouse=True)
def _session_in_english():
    yield
    choose_language("en")  # a test that chose a language leaves the session as it found it


def _paced_table(**kw) -> tuple[Table, ManualScheduler]:
    clock = ManualScheduler()
    return Table(seed=5, deal=DEAL, pace=0.5, linger=2.0, scheduler=clock, **kw), clock


def _play_until_last_card(t: Table, clock: ManualScheduler) -> None:
    """South's contract, then South's cards (the first legal each time), until the hand is scored."""
    todo = list(CONTRACT)
    while len(t.game.hand_results) == 0:
        if t.game.to_move == "S" and t.stage == "play":
            legal = t.state()["view"]["legal"]
            t.act(todo.pop(0) if todo else legal[0], from_page=True)
        else:
            clock.advance(0.1)


def test_the_last_trick_lingers_like_the_others_before_the_result():
    t, clock = _paced_table()
    _play_until_last_card(t, clock)
    s = t.state()
    # The hand is scored in the engine, but the table still shows its sixth trick.
    assert t.stage == "linger" and s["settings"]["stage"] == "linger"
    assert s["result"] == {} and len(s["view"]["tricks"]) == 6 and s["view"]["phase"] == "hand_over"
    assert s["view"]["hand"] == [] and s["view"]["legal"] == []  # nothing of the next deal
    assert s["coach"] == {} and t.game.hand_number == 1
    clock.advance(1.9)
    assert t.stage == "linger"
    assert t.game.history[-1].startswith("play"), "no computer player moves in the next deal meanwhile"
    clock.advance(0.2)
    assert t.stage == "hand_over" and t.state()["result"]["headline"].startswith("South, bid 6: made")


def test_going_on_from_the_last_trick_shows_the_result_at_once():
    t, clock = _paced_table()
    _play_until_last_card(t, clock)
    t.go_on()
    assert t.stage == "hand_over" and t.state()["result"]["headline"]


def test_from_python_at_pace_0_the_result_comes_at_once():
    t = Table(seed=5, deal=DEAL, pace=0)
    for a in CONTRACT:
        t.act(a)
    while not t.game.hand_results:
        t.act(t.state()["view"]["legal"][0])
    assert t.stage == "hand_over"


def test_the_hint_is_said_in_the_language_the_table_switches_to():
    t = Table(seed=5, deal=DEAL, pace=0)
    en = t.hint()
    t.set_lang("ko")
    ko = t.state()["hint_text"]
    assert en["action"] == ko["action"] and en["text"] == "Bid 3"
    assert (
        ko["text"] == "3 비드"
        and re.search("[가-힣]", ko["why"])
        and not re.search("[A-Za-z]{3,}", ko["why"])
    )


def test_with_the_coach_on_the_hint_points_at_the_coach_instead_of_repeating_it():
    t = Table(seed=5, deal=DEAL, pace=0, coach=True)
    coach = t.state()["coach"]["advice"]
    hint = t.hint()
    assert hint["action"] == coach["action"]
    assert hint["text"] == "Bid 3, as the coach suggests (marked ★ at the table)." and hint["why"] == ""
    assert coach["why"] and coach["why"] not in hint["text"]


def test_the_language_menu_switches_every_widget_of_the_session():
    table, quiz, follow = HasenWidget(seed=5, pace=0), TrickQuiz(seed=1), FollowSuitQuiz(seed=2)
    quiz._on_page_message(quiz, {"kind": "lang", "value": "el"}, [])
    assert session_language() == "el"
    assert table.lang == quiz.lang == follow.lang == "el"
    assert table.labels["hint"] == "Συμβουλή" and quiz.prompt == "Ποιο φύλλο παίρνει την μπάζα;"
    table._on_browser_msg(table, {"kind": "lang", "value": "ko"}, [])
    assert quiz.lang == follow.lang == "ko" and quiz.labels["check"] == "확인"
    assert HasenWidget(seed=6, pace=0).lang == "ko"  # a table made afterwards starts in it
    table._on_browser_msg(table, {"kind": "lang", "value": "xx"}, [])  # refused, nothing changes
    assert table.lang == "ko" and "value" in table.error["text"]
    assert table.labels["lang_el"] == "Ελληνικά" and table.labels["language"] == "언어"


def test_the_trick_count_says_a_bid_made_not_five_of_three():
    t = Table(seed=5, deal=DEAL, pace=0)
    for a in CONTRACT:
        t.act(a)
    seen = set()
    while not t.game.hand_results:
        seen.add(t.state()["notes"]["count"]["text"])
        t.act(t.state()["view"]["legal"][0])
    # While the hand is played: "n of 6" below the bid, never a count above what it needs.
    for text in seen:
        m = re.search(r"North–South (\d) of (\d)", text)
        assert m is None or int(m[1]) < int(m[2]), text
    v = dict(t.state()["view"], tricks_won={"NS": 5, "EW": 1}, maker="E", bid=3)
    from hasen_widget.table.notes import trick_count

    assert (
        trick_count(dict(v, tricks_won={"NS": 1, "EW": 5}), "en")["text"]
        == "North–South 1 · East–West 5 (bid 3 made)"
    )
    assert (
        trick_count(dict(v, tricks_won={"NS": 4, "EW": 2}), "en")["text"]
        == "North–South 4 · East–West 2 of 3"
    )


def test_a_why_title_is_a_sentence_of_its_own():
    t = Table(seed=5, deal=DEAL, pace=0)
    for a in CONTRACT:
        t.act(a)
    t.act(t.state()["view"]["legal"][0])
    for lang, title in (
        ("en", "Trick 1, won by South."),
        ("el", "Μπάζα 1: την πήρε ο Νότος."),
        ("ko", "1번째 트릭: 남쪽이 가져갔습니다."),
    ):
        t.set_lang(lang)
        e = next(x for x in t.state()["explanations"] if x["kind"] == "trick")
        assert e["title"] == title and e["text"][:1] != " "


def test_the_review_score_line_uses_one_minus_sign():
    from hasen_widget.table.review import _signed, _total

    line = f"East–West {_signed(-4)} → {_total(-4)}"
    assert line == "East–West −4 → −4" and "-" not in line


@pytest.mark.parametrize("lang", ["el", "ko"])
def test_the_joker_is_named_in_the_language_in_every_text_the_table_builds(lang):
    # West holds the Joker: the moves name it when it is played, and after the hand the
    # review's actions and the cards West held name it too; South's greyed note names cards.
    deal = "N: 9H TH 9S TS 9D TD E: QS KS AS QD KD AD S: JH JD AH KH QH 9C W: TC JC QC KC AC Joker widow: JS dealer: W"
    t = Table(seed=5, deal=deal, pace=0, lang=lang, open_hands=False)
    for a in CONTRACT:
        t.act(a)
    texts = []
    while not t.game.hand_results:
        s = t.state()
        texts += [s["notes"]["greyed"], *(m["text"] for m in s["moves"]), *(m["why"] for m in s["moves"])]
        texts += [e["text"] + e["title"] + e["details"] for e in s["explanations"]]
        t.act(s["view"]["legal"][-1])
    r = t.state()["result"]
    texts += [r["headline"], r["points"], r["review"]["summary"] if r["review"] else ""]
    texts += [b["action"] + b["why"] + " ".join(b["held"]) for b in r["bots"]]
    joined = " ".join(texts)
    assert "Joker" not in joined
    name = "Τζόκερ" if lang == "el" else "조커"
    west = [b for b in r["bots"] if b["seat"] == "W"]
    assert any(name in b["held"] for b in west) and any(b["action"] == name for b in west), west


def test_a_quiz_names_the_joker_in_its_language():
    q = FollowSuitQuiz(seed=0, lang="el")
    n = 0
    while not any(c["card"] == "Joker" for c in q.hand) and n < 200:
        q.next()
        n += 1
    assert any(c["card"] == "Joker" and c["face"] == "Τζόκερ" for c in q.hand)
    q.answer([])  # wrong: "Διαλέξατε: τίποτα", "Μπορείτε να παίξετε: …"
    lines = " ".join(x["text"] for x in q.explanation)
    assert "Joker" not in lines and "Μπορείτε να παίξετε" in lines


def test_while_the_last_trick_lingers_nothing_of_the_next_deal_is_hinted_and_step_goes_on():
    t, clock = _paced_table()
    _play_until_last_card(t, clock)
    assert t.stage == "linger" and t.hint() == {}
    assert t.state()["error"]["text"] == "There is nothing for you to decide now."
    t.step()
    assert t.stage == "hand_over"
