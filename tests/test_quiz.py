"""The quiz widgets of the lessons: "which card wins?" and "which cards may you play?".

No browser here: answers come through the Python API and through the same message
path the page uses (ipywidgets' custom messages), so the checks hold for both.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from hasen_widget import explain
from hasen_widget.cards import JOKER, Card, Suit, is_left_bower
from hasen_widget.deal import side_of
from hasen_widget.quiz import (
    FollowSuitQuiz,
    QuizError,
    TrickQuiz,
    follow_question,
    trick_question,
)
from hasen_widget.tricks import legal_plays, trick_winner

# --- helpers ----------------------------------------------------------------------------


def page_sends(quiz, content) -> None:
    """Deliver ``content`` as the page would: a custom message through ipywidgets' dispatcher."""
    quiz._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def page_edits(quiz, state) -> None:
    """Deliver a trait edit as the page would (an ``update`` message)."""
    quiz._handle_msg(
        {"content": {"data": {"method": "update", "state": state, "buffer_paths": []}}, "buffers": []}
    )


def wrong_card(q):
    return next(c for c in q.cards if c is not q.cards[q.winner])


def synced(quiz) -> dict:
    return {k: getattr(quiz, k) for k in quiz.keys if not k.startswith("_")}


# --- the same questions for a whole class -------------------------------------------------


def test_the_same_seed_gives_the_whole_class_the_same_questions():
    a, b = TrickQuiz(seed=41), TrickQuiz(seed=41)
    for _ in range(5):
        assert a.current == b.current
        a.next()
        b.next()
    assert [follow_question("class-3b", n) for n in range(1, 6)] == [
        follow_question("class-3b", n) for n in range(1, 6)
    ]


def test_later_questions_do_not_depend_on_earlier_answers():
    a, b = TrickQuiz(seed=8), TrickQuiz(seed=8)
    q = a.current
    a.answer(q.cards[q.winner])
    b.answer(wrong_card(q))
    assert a.next() == b.next()


def test_different_seeds_give_different_questions():
    assert [trick_question(1, n) for n in range(1, 6)] != [trick_question(2, n) for n in range(1, 6)]


def test_a_quiz_without_a_seed_picks_one_and_shows_it_so_it_can_be_shared():
    q = TrickQuiz()
    again = TrickQuiz(seed=q.seed)
    assert again.current == q.current
    assert f"seed={q.seed!r}" in repr(q)


# --- which card wins? --------------------------------------------------------------------


def test_the_winner_the_quiz_expects_is_the_rules_engines_winner():
    for n in range(1, 301):
        q = trick_question("engine", n, sizes=(2, 3, 4))
        assert q.winner == trick_winner(q.cards, q.trump)


def test_answering_the_winning_card_is_right_and_any_other_card_is_wrong():
    quiz = TrickQuiz(seed=3)
    for _ in range(20):
        q = quiz.current
        winner = q.cards[q.winner]
        ans = quiz.answer(str(winner))
        assert ans.correct and ans.expected == (str(winner),)
        quiz.next()
        q = quiz.current
        ans = quiz.answer(wrong_card(q))
        assert not ans.correct and ans.expected == (str(q.cards[q.winner]),)
        quiz.next()
    assert quiz.tally == {"right": 20, "asked": 40}


def test_a_trick_has_one_card_from_each_player_clockwise_from_the_leader():
    for n in range(1, 101):
        q = trick_question(5, n)
        assert len(set(q.cards)) == 4 == len(set(q.seats))
        order = "NESW" * 2
        start = order.index(q.seats[0])
        assert "".join(q.seats) == order[start : start + 4]


def test_a_trick_of_three_leaves_out_one_player_who_did_not_lead():
    for n in range(1, 101):
        q = trick_question(5, n, sizes=3)
        assert len(q.cards) == 3 == len(set(q.seats))


def test_a_trick_of_two_is_one_player_of_each_side():
    for n in range(1, 101):
        q = trick_question(5, n, sizes=[2])
        assert len(q.cards) == 2
        assert side_of(q.seats[0]) != side_of(q.seats[1])


def test_trump_is_drawn_only_from_the_suits_the_teacher_names():
    trumps = {trick_question(9, n, trumps=["hearts", "♠"]).trump for n in range(1, 60)}
    assert trumps == {Suit.HEARTS, Suit.SPADES}


def test_the_explanation_says_who_won_and_why_every_other_card_lost():
    quiz = TrickQuiz(seed=11)
    q = quiz.current
    ans = quiz.answer(q.cards[q.winner])
    e = explain.explain_trick(q.cards, q.trump, seats=q.seats)
    assert ans.reasons[0].code == "trick.winner_seat"
    assert ans.reasons[0].params["seat"] == q.seats[q.winner]
    assert list(ans.reasons) == e.all_reasons()
    assert [r.code for r in ans.reasons].count("trick.winner_seat") == 1
    assert ans.text.splitlines() == [explain.render(r, "en") for r in e.all_reasons()]
    # Synced for the page: the verdict first, then one line per reason with the cards it names.
    lines = quiz.explanation
    assert lines[0]["code"] == "quiz.verdict"
    assert [line["code"] for line in lines[1:]] == [r.code for r in ans.reasons]
    assert lines[2]["cards"] == list(ans.reasons[1].cards)


def test_the_page_is_not_told_the_answer_before_the_learner_answers():
    quiz = TrickQuiz(seed=12)
    state = synced(quiz)
    assert state["expected"] == [] and state["explanation"] == [] and state["answered"] is False
    assert {c["card"] for c in state["cards"]} == {str(c) for c in quiz.current.cards}
    assert "win" not in " ".join(c["label"] for c in state["cards"]).lower()


# --- which cards may you play? --------------------------------------------------------------


def test_the_cards_you_may_play_are_the_rules_engines_legal_plays():
    for n in range(1, 201):
        q = follow_question("legal", n)
        assert list(q.legal) == legal_plays(q.hand, q.trick, q.trump)


def test_every_follow_question_has_a_card_you_may_not_play():
    for n in range(1, 201):
        q = follow_question(4, n, hand_size=6)
        assert 0 < len(q.legal) < len(q.hand) == 6
        assert 1 <= len(q.trick) <= 3 and not set(q.trick) & set(q.hand)


def test_most_follow_questions_set_the_left_bower_or_joker_trap():
    qs = [follow_question(6, n) for n in range(1, 201)]
    traps = sum(any(c is JOKER or is_left_bower(c, q.trump) for c in (*q.hand, q.trick[0])) for q in qs)
    assert traps >= 100


def test_choosing_exactly_the_playable_cards_is_right_and_one_more_or_less_is_wrong():
    quiz = FollowSuitQuiz(seed=21)
    for _ in range(15):
        q = quiz.current
        assert quiz.answer(q.legal).correct
        quiz.next()
        q = quiz.current
        extra = next(c for c in q.hand if c not in q.legal)
        assert not quiz.answer([*q.legal, extra]).correct
        quiz.next()
        q = quiz.current
        assert not quiz.answer(q.legal[1:]).correct
        quiz.next()
    assert quiz.tally == {"right": 15, "asked": 45}


def test_the_follow_explanation_gives_the_rule_for_each_card_you_may_not_play():
    quiz = FollowSuitQuiz(seed=22)
    q = quiz.current
    ans = quiz.answer(q.legal)
    unplayable = explain.explain_unplayable(q.hand, q.trick, q.trump)
    assert list(ans.reasons[: len(unplayable)]) == [unplayable[c] for c in q.hand if c in unplayable]
    assert len(ans.reasons) == len(q.hand)
    assert quiz.explanation[1]["code"] == "quiz.may_play"
    assert quiz.explanation[1]["cards"] == [str(c) for c in q.legal]


# --- languages ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "el", "ko"])
def test_the_explanation_is_in_the_quizs_language(lang):
    quiz = TrickQuiz(seed=13, lang=lang)
    q = quiz.current
    ans = quiz.answer(q.cards[q.winner])
    assert ans.text.splitlines()[1] == explain.render(ans.reasons[1], lang)
    assert quiz.cards[0]["label"] == explain.card_label(q.cards[0], q.trump, lang)


def test_switching_the_language_retells_the_explanation():
    quiz = FollowSuitQuiz(seed=14)
    quiz.answer(quiz.current.legal)
    english = [line["text"] for line in quiz.explanation]
    quiz.lang = "ko"
    korean = [line["text"] for line in quiz.explanation]
    assert korean[1:] != english[1:]
    assert korean[-1] == explain.render(quiz.last_answer.reasons[-1], "ko")


def test_an_unknown_language_is_refused_by_name():
    with pytest.raises(QuizError, match="lang"):
        TrickQuiz(seed=1, lang="xx")


# --- refusals change nothing ------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs, field",
    [
        ({"sizes": (5,)}, "sizes"),
        ({"sizes": ()}, "sizes"),
        ({"trumps": ["purple"]}, "trumps"),
        ({"trumps": []}, "trumps"),
        ({"seed": 1.5}, "seed"),
    ],
)
def test_bad_quiz_settings_are_refused_naming_the_setting(kwargs, field):
    with pytest.raises(QuizError, match=field):
        TrickQuiz(**({"seed": 1} | kwargs))


def test_a_bad_hand_size_is_refused():
    with pytest.raises(QuizError, match="hand_size"):
        FollowSuitQuiz(seed=1, hand_size=7)


def test_a_card_not_in_the_trick_is_refused_and_changes_nothing():
    quiz = TrickQuiz(seed=15)
    before = (synced(quiz), quiz.tally)
    absent = next(
        c for c in map(Card.parse, ["9♣", "10♣", "Q♣", "K♣", "A♣", "9♦"]) if c not in quiz.current.cards
    )
    with pytest.raises(QuizError, match="not in this trick"):
        quiz.answer(absent)
    with pytest.raises(QuizError, match="unknown card"):
        quiz.answer("Z9")
    with pytest.raises(QuizError, match="one card"):
        quiz.answer(list(quiz.current.cards[:2]))
    assert (synced(quiz), quiz.tally) == before


def test_a_question_cannot_be_answered_twice():
    quiz = TrickQuiz(seed=16)
    q = quiz.current
    quiz.answer(q.cards[q.winner])
    with pytest.raises(QuizError, match="already answered"):
        quiz.answer(wrong_card(q))
    assert quiz.tally == {"right": 1, "asked": 1}


def test_a_card_not_in_your_hand_is_refused():
    quiz = FollowSuitQuiz(seed=17)
    before = synced(quiz)
    with pytest.raises(QuizError, match="not in your hand"):
        quiz.answer([quiz.current.trick[0]])
    assert synced(quiz) == before


# --- the page is not trusted --------------------------------------------------------------------


def test_an_answer_from_the_page_is_graded_like_one_from_python():
    quiz = TrickQuiz(seed=18)
    q = quiz.current
    page_sends(quiz, {"kind": "answer", "question": 1, "cards": [str(q.cards[q.winner])]})
    assert quiz.answered and quiz.correct and quiz.tally == {"right": 1, "asked": 1}
    page_sends(quiz, {"kind": "next"})
    assert quiz.question == 2 and not quiz.answered


@pytest.mark.parametrize(
    "message, shown",
    [
        ({"kind": "answer", "question": 7, "cards": ["J♦"]}, "question 7"),
        ({"kind": "cheat"}, "unknown kind"),
        ({"question": 1}, "kind: missing"),
        ("answer J♦", 'must be an object with a "kind"'),
        ({"kind": "answer", "question": "1", "cards": ["J♦"]}, "question: must be a whole number"),
        ({"kind": "answer", "question": 1, "cards": "J♦"}, "cards: must be a list"),
        ({"kind": "answer", "question": 1, "cards": ["Z9"]}, "unknown card"),
    ],
)
def test_a_stale_forged_or_malformed_message_shows_an_error_and_changes_nothing(message, shown):
    quiz = TrickQuiz(seed=19)
    before = {k: v for k, v in synced(quiz).items() if k != "error"}
    page_sends(quiz, message)
    assert shown in quiz.error
    assert {k: v for k, v in synced(quiz).items() if k != "error"} == before
    assert quiz.tally == {"right": 0, "asked": 0}


def test_a_second_answer_from_the_page_is_refused_with_a_visible_error():
    quiz = TrickQuiz(seed=20)
    q = quiz.current
    page_sends(quiz, {"kind": "answer", "question": 1, "cards": [str(q.cards[q.winner])]})
    page_sends(quiz, {"kind": "answer", "question": 1, "cards": [str(wrong_card(q))]})
    assert "already answered" in quiz.error
    assert quiz.correct and quiz.tally == {"right": 1, "asked": 1}


def test_the_page_cannot_edit_the_tally_or_the_answer():
    quiz = TrickQuiz(seed=23)
    page_edits(quiz, {"right": 99, "asked": 99, "expected": ["J♦"], "answered": True})
    assert (quiz.right, quiz.asked, quiz.expected, quiz.answered) == (0, 0, [], False)
    assert quiz.tally == {"right": 0, "asked": 0}
    assert "may not change" in quiz.error


# --- notebooks ------------------------------------------------------------------------------------


def test_the_repr_is_stable_public_state_for_nbval():
    a, b = TrickQuiz(seed=24), TrickQuiz(seed=24)
    assert repr(a) == repr(b)
    assert repr(a).startswith("TrickQuiz(seed=24) | question 1: ")
    assert "answered" not in repr(a) and repr(a).endswith("tally 0/0")
    q = a.current
    a.answer(q.cards[q.winner])
    assert repr(a).endswith(f"answered {q.cards[q.winner]}: right | tally 1/1")
    f = FollowSuitQuiz(seed=24)
    assert repr(f) == repr(FollowSuitQuiz(seed=24))
    assert "which cards may you play?" in repr(f)


def test_the_quizzes_are_exported_lazily_from_the_package_root():
    import hasen_widget
    import hasen_widget.quiz as quiz

    assert hasen_widget.TrickQuiz is quiz.TrickQuiz
    assert hasen_widget.FollowSuitQuiz is quiz.FollowSuitQuiz
    code = "import sys, hasen_widget; print('hasen_widget.quiz' in sys.modules, 'anywidget' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


@pytest.mark.parametrize("lang", ["en", "el", "ko"])
def test_every_quiz_label_comes_from_the_catalogue_with_the_same_placeholders(lang):
    import string

    from hasen_widget.explain import catalog, registry
    from hasen_widget.quiz.words import label_keys

    def fields(text):
        return {f[1] for f in string.Formatter().parse(text) if f[1]}

    keys = label_keys()
    assert {"trick_prompt", "follow_prompt", "check", "next", "tally", "bad_message"} <= set(keys)
    for key in keys:
        assert catalog.has_message(f"quiz.{key}", lang), f"quiz.{key} missing in {lang}"
        said = fields(catalog.lookup(f"quiz.{key}", lang))
        assert said == fields(catalog.lookup(f"quiz.{key}", "en")) == registry.placeholders(f"quiz.{key}"), (
            key
        )
    quiz = FollowSuitQuiz(seed=2, lang=lang)
    assert quiz.prompt == catalog.lookup("quiz.follow_prompt", lang)
    assert quiz.labels["check"] == catalog.lookup("quiz.check", lang)
    assert {k: quiz.labels[k] for k in keys} == {k: catalog.lookup(f"quiz.{k}", lang) for k in keys}


def test_the_question_line_marks_the_card_that_was_led():
    q = follow_question(2026, 1)
    assert len(q.trick) == 3
    assert q.text().startswith(f"{q.trump} trump; trick {q.seats[0]} {q.trick[0]} (led), {q.seats[1]} ")
    t = trick_question(2026, 1)
    assert t.text().startswith(
        f"{t.trump} trump: {t.seats[0]} {t.cards[0]} (led), {t.seats[1]} {t.cards[1]}, "
    )
