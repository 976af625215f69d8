"""The message schemas: every kind the page sends, the JSON types, bounds and lengths.

The checker is what both widgets put between the page and Python, so these tests speak
of messages as the page sends them (decoded JSON) and of refusals as the learner reads
them: short, naming the field, quoting little.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hasen_widget.page_messages import (
    MAX_QUOTE,
    QUIZ_MESSAGES,
    TABLE_MESSAGES,
    MessageError,
    PageMessage,
    check_message,
    flag,
    kinds,
    quote_json,
    whole,
)
from hasen_widget.widget import MESSAGE_KINDS

# What the front ends send (js/table/*.js and js/quiz/logic.js), as Python receives it.
PAGE_SENDS = [
    (TABLE_MESSAGES, {"kind": "act", "action": "play J♦"}),
    (TABLE_MESSAGES, {"kind": "act", "action": "little pepper"}),
    (TABLE_MESSAGES, {"kind": "undo"}),
    (TABLE_MESSAGES, {"kind": "new_hand"}),
    (TABLE_MESSAGES, {"kind": "hint"}),
    (TABLE_MESSAGES, {"kind": "step"}),
    (TABLE_MESSAGES, {"kind": "next"}),
    (TABLE_MESSAGES, {"kind": "open_hands", "value": False}),
    (TABLE_MESSAGES, {"kind": "set_seat", "seat": "W"}),
    (QUIZ_MESSAGES, {"kind": "answer", "question": 3, "cards": ["J♦", "Joker"]}),
    (QUIZ_MESSAGES, {"kind": "answer", "question": 1, "cards": []}),  # "nothing may be played"
    (QUIZ_MESSAGES, {"kind": "next"}),
]


@pytest.mark.parametrize("schema, message", PAGE_SENDS)
def test_every_message_the_front_ends_send_is_accepted_as_it_is(schema, message):
    assert check_message(schema, message) == message


def test_every_kind_the_table_routes_has_a_schema():
    assert set(MESSAGE_KINDS) <= set(TABLE_MESSAGES)
    assert kinds(TABLE_MESSAGES, teacher=True) == ("open_hands", "set_seat")


@pytest.mark.parametrize(
    "schema, message, says",
    [
        # A boolean is a boolean: the text "false" once opened every hand.
        (
            TABLE_MESSAGES,
            {"kind": "open_hands", "value": "false"},
            "value: must be true or false, not 'false'",
        ),
        (TABLE_MESSAGES, {"kind": "open_hands", "value": 0}, "value: must be true or false, not 0"),
        (TABLE_MESSAGES, {"kind": "open_hands"}, "value: missing"),
        # A number is not a boolean, and 1.0 is not a whole number.
        (
            QUIZ_MESSAGES,
            {"kind": "answer", "question": True, "cards": []},
            "question: must be a whole number",
        ),
        (QUIZ_MESSAGES, {"kind": "answer", "question": 1.0, "cards": []}, "not 1.0"),
        (QUIZ_MESSAGES, {"kind": "answer", "question": 0, "cards": []}, "from 1 to"),
        (QUIZ_MESSAGES, {"kind": "answer", "question": 1, "cards": [7]}, "cards[0]: must be a text"),
        (QUIZ_MESSAGES, {"kind": "answer", "question": 1, "cards": ["J♦"] * 26}, "at most 25"),
        (TABLE_MESSAGES, {"kind": "act", "action": "x" * 41}, "action: must be a text of 1 to 40"),
        (TABLE_MESSAGES, {"kind": "act", "action": ""}, "action: must be a text of 1 to 40"),
        (TABLE_MESSAGES, {"kind": "set_seat", "seat": "n"}, "seat: must be one of N, E, S, W, not 'n'"),
        (TABLE_MESSAGES, {"kind": "undo", "to": 0}, "to: not a field of the 'undo' message"),
        (TABLE_MESSAGES, {"kind": "cheat"}, "kind: unknown kind 'cheat'"),
        (TABLE_MESSAGES, {"kind": None}, "kind: must be a text, not null"),
        (TABLE_MESSAGES, {"action": "bid 3"}, "kind: missing"),
        (TABLE_MESSAGES, "undo", 'message: must be an object with a "kind"'),
    ],
)
def test_a_message_off_its_schema_is_refused_naming_the_field(schema, message, says):
    with pytest.raises(MessageError) as e:
        check_message(schema, message)
    assert says in str(e.value)
    assert str(e.value).startswith(e.value.field + ": ")


def test_a_refusal_quotes_at_most_40_characters_of_what_was_sent():
    long = "♦" * 1_000_000
    for message in (
        {"kind": long},
        {"kind": "act", "action": long},
        {"kind": "set_seat", "seat": long},
        {"kind": "undo", long: 1},
        {"kind": "answer", "question": 10**5000, "cards": []},
    ):
        schema = QUIZ_MESSAGES if message["kind"] == "answer" else TABLE_MESSAGES
        with pytest.raises(MessageError) as e:
            check_message(schema, message)
        assert len(str(e.value)) < 120
        assert str(e.value).count("♦") < MAX_QUOTE


def test_control_characters_and_lone_surrogates_come_back_escaped():
    with pytest.raises(MessageError) as e:
        check_message(TABLE_MESSAGES, {"kind": "set_seat", "seat": "\ud800\x1b[2J"})
    assert "\\ud800" in str(e.value) and "\x1b" not in str(e.value)
    str(e.value).encode("utf-8")  # sendable as JSON in UTF-8


def test_the_checked_message_is_a_copy():
    sent = {"kind": "answer", "question": 1, "cards": ["J♦"]}
    got = check_message(QUIZ_MESSAGES, sent)
    got["cards"].append("A♠")
    assert sent["cards"] == ["J♦"]


def test_a_new_kind_is_one_entry():
    schema = {
        **TABLE_MESSAGES,
        "coach": PageMessage({"value": flag(), "level": whole(0, 3)}, optional={"level"}),
    }
    assert check_message(schema, {"kind": "coach", "value": True}) == {"kind": "coach", "value": True}
    with pytest.raises(MessageError, match="^level: must be a whole number from 0 to 3, not 4$"):
        check_message(schema, {"kind": "coach", "value": True, "level": 4})


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=60),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
)


def near_messages(schema):
    """Objects shaped like messages: a real kind, real and stray field names, any values."""
    names = sorted({n for spec in schema.values() for n in spec.fields} | {"x", "kind"})
    return st.builds(
        lambda kind, fields: {"kind": kind, **fields},
        st.sampled_from(sorted(schema)) | st.text(max_size=8),
        st.dictionaries(st.sampled_from(names), json_values, max_size=3),
    )


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_any_json_is_either_a_message_of_its_schema_or_a_short_refusal(data):
    schema = data.draw(st.sampled_from([TABLE_MESSAGES, QUIZ_MESSAGES]))
    content = data.draw(json_values | near_messages(schema))
    try:
        got = check_message(schema, content)
    except MessageError as e:
        assert len(str(e)) <= 160, str(e)
        assert e.field and str(e).startswith(e.field + ": ")
        return
    spec = schema[content["kind"]]
    assert got == content
    assert set(got) - {"kind"} <= set(spec.fields)
    for name, value in got.items():
        assert not isinstance(value, float)  # no field takes a float
        if name != "kind" and spec.fields[name].schema["type"] == "boolean":
            assert isinstance(value, bool)
        if name != "kind" and spec.fields[name].schema["type"] == "integer":
            assert isinstance(value, int) and not isinstance(value, bool)


def test_quote_json_speaks_json():
    assert [quote_json(v) for v in (True, False, None, 3, [1], {})] == [
        "true",
        "false",
        "null",
        "3",
        "a list of 1 item",
        "an object",
    ]


def test_one_spec_may_serve_several_kinds():
    empty = PageMessage()
    schema = {"undo": empty, "step": empty}
    assert check_message(schema, {"kind": "undo"}) == {"kind": "undo"}
    assert check_message(schema, {"kind": "step"}) == {"kind": "step"}
