"""Quiz questions a teacher writes, in the lessons' notation: asked in order (then again),
graded by the rules, and a bad one refused with its place and the field at fault."""

from __future__ import annotations

import pytest

from hasen_widget import FollowSuitQuiz, TrickQuiz
from hasen_widget.quiz import QuizError


def test_a_teachers_tricks_are_asked_in_order_and_then_again():
    quiz = TrickQuiz(questions=["hearts: A♥ J♦ K♥ 9♣", {"trump": "♠", "trick": ["J♣", "A♠"], "seats": "WN"}])
    first = quiz.current
    assert first.text() == "♥ trump: N A♥ (led), E J♦, S K♥, W 9♣"
    assert not quiz.answer("A♥").correct and quiz.last_answer.expected == ("J♦",)  # the left bower
    second = quiz.next()
    assert second.text() == "♠ trump: W J♣ (led), N A♠" and quiz.answer("J♣").correct  # J♣: left bower
    again = quiz.next()
    assert again.cards == first.cards and again.number == 3
    assert quiz.tally == {"right": 1, "asked": 2}
    quiz.close()


def test_a_teachers_hands_are_graded_by_the_rules():
    quiz = FollowSuitQuiz(
        questions=["hearts; trick K♦; hand J♦ 9♦ A♠", {"trump": "clubs", "trick": "J♠", "hand": "A♣ 9♥"}]
    )
    assert quiz.answer(["9♦"]).correct  # J♦ is a heart here: only 9♦ follows diamonds
    quiz.next()
    assert quiz.answer(["A♣"]).correct  # J♠ is the left bower: a club was led
    quiz.close()


@pytest.mark.parametrize(
    "make, says",
    [
        (lambda: TrickQuiz(questions=["hearts: A♥ J♦ A♥"]), r"^questions\[0\]\.trick: A♥ appears twice"),
        (lambda: TrickQuiz(questions=["A♥ J♦"]), r"^questions\[0\]: write the trump first"),
        (lambda: TrickQuiz(questions=["purple: A♥ J♦"]), r"^questions\[0\]\.trump: name a suit"),
        (
            lambda: TrickQuiz(questions=["hearts: A♥"]),
            r"^questions\[0\]\.trick: a trick has 2 to 4 cards, not 1",
        ),
        (lambda: TrickQuiz(questions=["hearts: A♥ 1Z"]), r"^questions\[0\]\.trick: unknown card '1Z'"),
        (lambda: TrickQuiz(questions=[{"trump": "hearts", "trik": "A♥ J♦"}]), r"did you mean trick\?"),
        (lambda: TrickQuiz(questions="hearts: A♥ J♦"), r"^questions: a list of questions, not a str"),
        (lambda: TrickQuiz(questions=[]), r"^questions: 1 to 200 tricks, not 0"),
        (
            lambda: TrickQuiz(questions=[{"trump": "hearts", "trick": "A♥ J♦", "seats": "NN"}]),
            r"\.seats: 2 different",
        ),
        (
            lambda: FollowSuitQuiz(questions=["hearts; trick K♦; hand K♦ 9♦"]),
            r"^questions\[0\]: K♦ is both in the hand",
        ),
        (
            lambda: FollowSuitQuiz(questions=[{"trump": "hearts", "trick": "K♦"}]),
            r"^questions\[0\]: missing hand",
        ),
        (
            lambda: FollowSuitQuiz(questions=["ok", "hearts; trick K♦; hand"]),
            r"^questions\[0\]: write the trump first",
        ),
    ],
)
def test_a_bad_question_is_refused_with_its_place_and_field(make, says):
    with pytest.raises(QuizError, match=says):
        make()
