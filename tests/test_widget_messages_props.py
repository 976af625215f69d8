"""Whatever the page sends, the widgets never raise, and a refusal changes nothing.

Property tests at the boundary between the page and Python, written against what the
page can reach: the message handlers the widget registers with ``on_msg``, the
``update`` path (``set_state``), and what the widget sends back (``get_state`` and the
comm's messages). Any JSON is sent, and messages shaped like real ones — a real kind,
real and stray fields, values of the wrong JSON type, legal and illegal actions. After
each one:

- the handler returned (an exception would be lost in the kernel's log);
- a message off its schema (:mod:`hasen_widget.page_messages`) is refused: a visible, short
  error, and the game, the seat and every other synced trait are as they were;
- a well-formed message is either taken or refused the same way (an illegal move,
  nothing to undo …): whenever the error changes, nothing else has.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from conftest import Sent
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hasen_widget.explain.session import choose_language
from hasen_widget.page_messages import QUIZ_MESSAGES, TABLE_MESSAGES, MessageError, check_message
from hasen_widget.quiz import FollowSuitQuiz, QuizError, TrickQuiz
from hasen_widget.table.control import REPLAY_GO
from hasen_widget.widget import HasenWidget

#: A refusal shown in the page is at most this long (a sentence and a short quote).
MAX_SHOWN = 400

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=50)
    | st.sampled_from(["", "x" * 5000, "\ud800", "J♦", "N", "true", "false", "1"])
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=10,
)


def shaped_like(schema: dict, plausible: dict[str, Any]) -> st.SearchStrategy:
    """Objects with a real (or stray) kind and real (or stray) fields; values either
    plausible for the field or any JSON."""
    fields = sorted({n for spec in schema.values() for n in spec.fields} | {"x", "value", "kind"})

    def value(name: str) -> st.SearchStrategy:
        return plausible[name] | json_values if name in plausible else json_values

    return st.builds(
        lambda kind, names, data: {"kind": kind, **{n: data.draw(value(n)) for n in names}},
        st.sampled_from(sorted(schema)) | json_scalars,
        st.lists(st.sampled_from(fields), max_size=3, unique=True),
        st.data(),
    )


def well_formed(schema: dict, plausible: dict[str, Any]) -> st.SearchStrategy:
    """Messages that fit the schema: every required field, a plausible value."""

    def build(kind: str, data) -> dict:
        spec = schema[kind]
        out = {"kind": kind}
        for name in spec.fields:
            if name not in spec.optional or data.draw(st.booleans()):
                out[name] = data.draw(plausible[name])
        return out

    return st.builds(build, st.sampled_from(sorted(schema)), st.data())


def handle(widget, content) -> None:
    """Call every handler the widget registered for the page's custom messages, directly,
    so that an exception reaches the test (ipywidgets' dispatcher would only log it)."""
    callbacks = widget._msg_callbacks.callbacks
    assert callbacks, "the widget registers a handler for the page's messages"
    for callback in callbacks:
        callback(widget, content, [])


def synced(widget) -> dict:
    """Every synced trait as the page has it (JSON), but the front end's code."""
    state = widget.get_state()
    return {
        k: json.dumps(v, sort_keys=True, default=repr) for k, v in state.items() if k not in ("_esm", "_css")
    }


def error_text(value: Any) -> str:
    if isinstance(value, dict):
        return str(value.get("text", ""))
    return str(value or "")


def assert_refused(widget, before: dict, after: dict, sent: Sent, what: Any, restored=()) -> None:
    """A visible short error, and nothing else changed; ``restored``: traits the page
    edited, which the widget may send back unchanged."""
    shown = error_text(widget.get_state()["error"])
    assert shown, ("refused without a visible error", what)
    assert len(shown) <= MAX_SHOWN, (len(shown), shown[:100])
    changed = {k for k in before if k != "error" and before[k] != after[k]}
    assert not changed, ("a refused message changed", sorted(changed), what)
    extra = sent.keys() - {"error", *restored}
    assert not extra, ("a refused message sent", sorted(extra), what)
    for update in sent.updates:  # what is sent back is what the page had before
        for k, v in update.items():
            if k != "error":
                assert json.dumps(v, sort_keys=True, default=repr) == before[k], (k, what)


# --- the table -------------------------------------------------------------------------------


def table_plausible(w: HasenWidget) -> dict[str, st.SearchStrategy]:
    legal = list(w.view.get("legal") or []) or ["pass"]
    return {
        "action": st.sampled_from(legal)
        | st.sampled_from(["play Joker", "bid 9", "trump ♥", "discard 9♣", "alone"]),
        "value": st.booleans(),
        "seat": st.sampled_from(["N", "E", "S", "W"]),
        "go": st.sampled_from(REPLAY_GO),  # the replay's steps (hasen_widget.table.control)
    }


def table_state(w: HasenWidget) -> tuple:
    return (list(w.game.history), w.game.hand_number, w.seat, w.open_hands)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    teacher=st.booleans(),
    step=st.booleans(),
    data=st.data(),
)
def test_any_message_to_the_table_is_taken_or_refused_without_a_change(seed, teacher, step, data):
    w = HasenWidget(seed=seed, pace=0, teacher=teacher, step=step)
    for _ in range(data.draw(st.integers(1, 5))):
        plausible = table_plausible(w)
        content = data.draw(
            json_values | shaped_like(TABLE_MESSAGES, plausible) | well_formed(TABLE_MESSAGES, plausible)
        )
        before, game_before = synced(w), table_state(w)
        sent = Sent(w)
        handle(w, content)  # never raises
        after = synced(w)
        try:
            check_message(TABLE_MESSAGES, content)
        except MessageError:
            assert_refused(w, before, after, sent, content)
            assert table_state(w) == game_before, content
            continue
        if after["error"] != before["error"] and error_text(w.get_state()["error"]):
            # a well-formed message refused by the rules or the table: nothing changed either
            assert_refused(w, before, after, sent, content)
            assert table_state(w) == game_before, content
    w.close()


@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    state=st.dictionaries(
        st.text(max_size=20)
        | st.sampled_from(
            ["view", "error", "moves", "settings", "notes", "_model_name", "layout", "keys", "comm"]
        ),
        json_values,
        max_size=3,
    ),
)
def test_any_state_edit_from_the_page_is_refused_and_changes_nothing(seed, state):
    w = HasenWidget(seed=seed, pace=0, teacher=True)
    before, game_before = synced(w), table_state(w)
    sent = Sent(w)
    w.set_state(state)  # what ipywidgets calls for an "update" from the page: never raises
    after = synced(w)
    if state:
        assert_refused(w, before, after, sent, state, restored=[k for k in state if k in w.keys])
    assert table_state(w) == game_before
    w.close()


@pytest.mark.parametrize(
    "content",
    [
        {"kind": "open_hands", "value": "false"},  # once read with bool(): it opened every hand
        {"kind": "open_hands", "value": 0},
        {"kind": "set_seat", "seat": "n"},
        {"kind": "hint", "please": True},
        {"kind": "act", "action": "x" * 1_000_000},
    ],
)
def test_a_teachers_control_takes_only_its_own_json_type(content):
    w = HasenWidget(seed=4, pace=0, teacher=True)
    before, game_before = synced(w), table_state(w)
    sent = Sent(w)
    handle(w, content)
    assert_refused(w, before, synced(w), sent, content)
    assert table_state(w) == game_before and not w.open_hands
    w.close()


# --- the quizzes -------------------------------------------------------------------------------


def quiz_plausible(q) -> dict[str, st.SearchStrategy]:
    cur = q.current
    cards = [str(c) for c in getattr(cur, "cards", None) or cur.hand]
    return {
        "question": st.sampled_from([q.question, q.question + 1, 1]) | st.integers(-3, 10**10),
        "cards": st.lists(st.sampled_from([*cards, "Z9", "J♦", "joker"]), max_size=5),
        "value": st.sampled_from(["en", "el", "ko"]),  # the language menu
    }


def without_error(q) -> dict:
    # Not the layout: a reference to the quiz's own Layout widget, another per quiz.
    return {k: v for k, v in synced(q).items() if k not in ("error", "layout")}


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(kind=st.sampled_from([TrickQuiz, FollowSuitQuiz]), seed=st.integers(0, 10**6), data=st.data())
def test_any_message_to_a_quiz_is_taken_like_the_python_call_or_refused_without_a_change(kind, seed, data):
    quiz, twin = kind(seed=seed), kind(seed=seed)  # the twin is answered through the Python API
    try:
        _quiz_messages(quiz, twin, data)
    finally:
        choose_language("en")  # the language menu switched the whole session: put it back


def _quiz_messages(quiz, twin, data):
    for _ in range(data.draw(st.integers(1, 6))):
        plausible = quiz_plausible(quiz)
        content = data.draw(
            json_values | shaped_like(QUIZ_MESSAGES, plausible) | well_formed(QUIZ_MESSAGES, plausible)
        )
        before = synced(quiz)
        sent = Sent(quiz)
        handle(quiz, content)  # never raises
        after = synced(quiz)
        try:
            msg = check_message(QUIZ_MESSAGES, content)
        except MessageError:
            assert_refused(quiz, before, after, sent, content)
            continue
        if msg["kind"] == "lang":
            assert quiz.lang == twin.lang == msg["value"]  # the twin follows the session too
        elif msg["kind"] == "next":
            twin.next()
        elif msg["question"] != twin.question or twin.last_answer is not None:
            assert_refused(quiz, before, after, sent, content)
            continue
        else:
            try:
                twin.answer(msg["cards"])
            except QuizError:
                assert_refused(quiz, before, after, sent, content)
                continue
        assert without_error(quiz) == without_error(twin), content
        assert quiz.tally == twin.tally and quiz.error == ""


@settings(max_examples=20, deadline=None)
@given(
    state=st.dictionaries(
        st.text(max_size=20)
        | st.sampled_from(
            ["question", "right", "answered", "lang", "error", "_model_name", "layout", "keys", "comm", "log"]
        ),
        json_values,
        max_size=3,
    )
)
def test_any_state_edit_from_the_page_to_a_quiz_is_refused_and_changes_nothing(state):
    quiz = TrickQuiz(seed=1)
    before = synced(quiz)
    sent = Sent(quiz)
    quiz.set_state(state)
    after = synced(quiz)
    if state:
        assert_refused(quiz, before, after, sent, state, restored=[k for k in state if k in quiz.keys])
