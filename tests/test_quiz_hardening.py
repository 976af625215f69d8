"""The quiz refuses what the page may not send, visibly, short, and changing nothing.

One test per problem found when the quiz was probed as an attacker would (issue 12):
``true`` taken as question 1, a ``set_state`` of an unknown or read-only trait raising
``TraitError`` out of the handler, a 20 MB text put into a synced trait, and the
Greek trump label's suit form (translation review G13).
"""

from __future__ import annotations

import json

import pytest
from conftest import Sent

from hasen_widget import explain
from hasen_widget.quiz import MAX_ERROR, FollowSuitQuiz, QuizError, TrickQuiz


def page_sends(quiz, content) -> None:
    """Deliver ``content`` as the page would: a custom message through ipywidgets."""
    quiz._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def synced(quiz) -> dict:
    return {k: getattr(quiz, k) for k in quiz.keys}


def without_error(quiz) -> dict:
    return {k: v for k, v in synced(quiz).items() if k != "error"}


def winner(quiz) -> str:
    q = quiz.current
    return str(q.cards[q.winner])


def test_true_is_not_accepted_as_question_number_1():
    quiz = TrickQuiz(seed=3)
    before = without_error(quiz)
    page_sends(quiz, {"kind": "answer", "question": True, "cards": [winner(quiz)]})
    assert "question: must be a whole number" in quiz.error and "not true" in quiz.error
    assert without_error(quiz) == before and quiz.tally == {"right": 0, "asked": 0}
    page_sends(quiz, {"kind": "answer", "question": 1, "cards": [winner(quiz)]})
    assert quiz.answered and quiz.correct  # the same answer with the number 1 is taken


def test_a_float_is_not_a_question_number_either():
    quiz = TrickQuiz(seed=3)
    page_sends(quiz, {"kind": "answer", "question": 1.0, "cards": [winner(quiz)]})
    assert "not 1.0" in quiz.error and not quiz.answered


def test_a_message_with_a_field_too_many_is_refused_by_name():
    quiz = FollowSuitQuiz(seed=4)
    page_sends(quiz, {"kind": "next", "question": 2})
    assert "question: not a field of the 'next' message" in quiz.error
    assert quiz.question == 1


@pytest.mark.parametrize(
    "state",
    [
        {"no_such_trait": 1},
        {"keys": ["right"]},  # an attribute of every widget, not a trait
        {"comm": None},
        {"_model_name": "Evil"},  # a trait the page's class depends on
        {"right": 99, "no_such_trait": 1},
        {"": 0},
    ],
)
def test_set_state_of_an_unknown_or_read_only_trait_is_refused_visibly_and_changes_nothing(state):
    quiz = TrickQuiz(seed=5)
    before = without_error(quiz)
    quiz.set_state(state)  # the method ipywidgets calls for an "update" from the page: must not raise
    assert "may not change" in quiz.error
    assert without_error(quiz) == before
    quiz.error = ""
    quiz._handle_msg({"content": {"data": {"method": "update", "state": state}}, "buffers": []})
    assert "may not change" in quiz.error and without_error(quiz) == before


def test_a_trait_the_page_edited_is_sent_back_as_python_has_it():
    quiz = TrickQuiz(seed=5)
    sent = Sent(quiz)
    quiz.set_state({"right": 99, "bogus": 1})
    restored = [m["state"] for m in sent.messages if m.get("method") == "update" and "right" in m["state"]]
    assert restored == [{"right": 0}]
    assert not any("bogus" in m.get("state", {}) for m in sent.messages)


def test_a_20_mb_string_never_reaches_a_synced_trait():
    huge = "J♦" * 10_000_000  # 20 million characters
    quiz = TrickQuiz(seed=6)
    sent = Sent(quiz)
    forged = [
        {"kind": huge},
        {"kind": "answer", "question": 1, "cards": [huge]},
        {"kind": "answer", "question": 1, "cards": [winner(quiz)], huge: 1},
        {"kind": "answer", "question": 10**9, "cards": [winner(quiz)]},
        {"kind": "answer", "question": 1, "cards": ["x"] * 1_000_000},
    ]
    for message in forged:
        page_sends(quiz, message)
        assert 0 < len(quiz.error) <= MAX_ERROR
    quiz.set_state({huge: 1})
    assert 0 < len(quiz.error) <= MAX_ERROR
    quiz.lang = huge  # from Python: refused before the trait changes
    assert quiz.lang == "en" and 0 < len(quiz.error) <= MAX_ERROR
    state = {k: v for k, v in quiz.get_state().items() if not k.startswith("_")}  # not the code
    assert all(len(json.dumps(v, ensure_ascii=False)) < 20_000 for v in state.values())
    assert sent.largest() < 20_000
    assert not quiz.answered


def test_a_bad_language_set_from_python_is_refused_before_it_reaches_the_page():
    quiz = TrickQuiz(seed=7, lang="el")
    sent = Sent(quiz)
    quiz.lang = "xx"
    assert quiz.lang == "el" and "lang" in quiz.error
    assert not any("lang" in m.get("state", {}) for m in sent.messages)
    quiz.lang = "KO"  # a known language in another spelling is taken, normalised
    assert quiz.lang == "ko"


def test_an_exception_in_the_handler_is_shown_not_raised(monkeypatch):
    quiz = TrickQuiz(seed=8)

    def broken():
        raise RuntimeError("x" * 10_000)

    monkeypatch.setattr(quiz, "next", broken)
    quiz._on_page_message(quiz, {"kind": "next"}, [])  # the registered handler itself: no raise
    assert quiz.error.startswith("RuntimeError: xxx") and len(quiz.error) <= MAX_ERROR


@pytest.mark.parametrize("seed", ["x" * 101, "", 2**70, -(2**70)])
def test_a_seed_too_long_to_share_is_refused_by_name(seed):
    with pytest.raises(QuizError, match=r"^seed: ") as e:
        TrickQuiz(seed=seed)
    assert len(str(e.value)) < 120


def test_a_long_answer_text_from_python_is_refused_with_a_short_error():
    quiz = FollowSuitQuiz(seed=9)
    with pytest.raises(QuizError) as e:
        quiz.answer("J♦ " * 100_000)
    assert len(str(e.value)) < 120 and not quiz.answered


def test_the_greek_trump_label_uses_the_singular_suit_name():
    quiz = TrickQuiz(seed=10, lang="el", trumps=["hearts"])
    assert quiz.trump_label == "Ατού: ♥ κούπα"
    assert quiz.trump_label == f"Ατού: ♥ {explain.suit_name('hearts', 'el', form='one')}"
    english = TrickQuiz(seed=10, lang="en", trumps=["hearts"])
    assert english.trump_label == "Trump: ♥ hearts"
