"""The schema of every message the page may send to a widget, and the one checker.

A message from the page is a JSON object with a ``kind``; each kind has a
:class:`PageMessage` naming its fields, their JSON types, bounds and lengths. Nothing
else is taken: a missing or extra field, a number where a boolean belongs (or the other
way round), a float where a whole number belongs, a text too long — each is refused with
:class:`MessageError`, a short sentence that names the field and quotes at most
40 characters of what was sent, fit to show in the widget.

>>> check_message(TABLE_MESSAGES, {"kind": "open_hands", "value": True})
{'kind': 'open_hands', 'value': True}
>>> check_message(TABLE_MESSAGES, {"kind": "open_hands", "value": "false"})
Traceback (most recent call last):
...
hasen_widget.page_messages.MessageError: value: must be true or false, not 'false'
>>> check_message(QUIZ_MESSAGES, {"kind": "answer", "question": True, "cards": ["J♦"]})
Traceback (most recent call last):
...
hasen_widget.page_messages.MessageError: question: must be a whole number from 1 to 1000000000, not true

Adding a kind is one entry: ``TABLE_MESSAGES["coach"] = PageMessage({"value": flag()})``
(or a new line in the literal below).

The checking itself is done by `fastjsonschema <https://pypi.org/project/fastjsonschema/>`_:
each spec becomes a JSON Schema (draft-04, whose ``integer`` excludes booleans and
floats such as ``1.0``), compiled on first use into a plain Python function. It was
chosen because it is pure Python (so it runs in Pyodide as it does here), well kept and
already in every Jupyter install (nbformat depends on it), imports in about 5 ms, and
checks a message in microseconds; jsonschema (200 ms to import, a Rust dependency) and
pydantic (75 ms, compiled core) do not fit the import budget. Its own error texts are
written for developers and can quote whole inputs, so this module words the refusal
itself from the field and the rule that failed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import HasenError
from .explain.catalog import available_languages

__all__ = [
    "MessageError",
    "Field",
    "PageMessage",
    "flag",
    "short_text",
    "choice",
    "whole",
    "texts",
    "check_message",
    "kinds",
    "quote_json",
    "TABLE_MESSAGES",
    "QUIZ_MESSAGES",
    "MAX_QUOTE",
]

#: A refusal quotes at most this many characters of what the page sent.
MAX_QUOTE = 40
#: Question numbers, counts and the like stay far below this; a bigger number is a forgery.
_MAX_WHOLE = 10**9


class MessageError(HasenError, ValueError):
    """A message from the page that does not fit its schema.

    ``field`` is the field at fault (``"kind"``, ``"action"``, ``"cards[2]"``, or
    ``"message"`` for the whole message); ``str(error)`` is ``"<field>: <why>"``.

    >>> e = MessageError("seat", "must be one of N, E, S, W, not 'X'")
    >>> e.field, str(e)
    ('seat', "seat: must be one of N, E, S, W, not 'X'")
    """

    def __init__(self, field: str, why: str) -> None:
        super().__init__(f"{field}: {why}")
        self.field = field
        self.why = why


def quote_json(value: Any) -> str:
    """``value`` as the page sent it, in JSON words, in at most :data:`MAX_QUOTE` characters.

    Texts are quoted with ``repr`` (so control characters and lone surrogates come out
    escaped, safe to send back) and cut with ``…``. Not :func:`hasen_widget.cards.quote`:
    a refusal shown in the widget speaks JSON (``true``, ``null``), as the page wrote it,
    where the engine's errors quote Python values.

    >>> quote_json(True), quote_json(None), quote_json(1.5), quote_json("x" * 100) == repr("x" * 37) + "…"
    ('true', 'null', '1.5', True)
    >>> quote_json([1, 2]), quote_json({"a": 1})
    ('a list of 2 items', 'an object')
    """
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        shown = repr(value[:MAX_QUOTE])
        if len(value) <= MAX_QUOTE and len(shown) <= MAX_QUOTE:
            return shown
        cut = MAX_QUOTE - 3
        while len(shown := repr(value[:cut])) > MAX_QUOTE - 1:  # escapes take room
            cut -= 1
        return shown + "…"
    if isinstance(value, int) and value.bit_length() > 120:  # repr of a huge int is slow or refused
        return f"a whole number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if isinstance(value, (int, float)):
        shown = repr(value)
        return shown if len(shown) <= MAX_QUOTE else shown[: MAX_QUOTE - 1] + "…"
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value)} item{'' if len(value) == 1 else 's'}"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__[: MAX_QUOTE - 2]}"


@dataclass(frozen=True)
class Field:
    """One field of a message: its JSON Schema and, in words, what it must be."""

    schema: Mapping[str, Any]
    says: str  # "a text of 1 to 40 characters": completes "must be …"


def flag() -> Field:
    """A JSON boolean: ``true`` or ``false`` (not ``1``, not ``"false"``)."""
    return Field({"type": "boolean"}, "true or false")


def short_text(max_len: int, min_len: int = 1) -> Field:
    """A JSON string of ``min_len`` to ``max_len`` characters."""
    return Field(
        {"type": "string", "minLength": min_len, "maxLength": max_len},
        f"a text of {min_len} to {max_len} characters",
    )


def choice(*values: str) -> Field:
    """One of a few JSON strings, e.g. ``choice("N", "E", "S", "W")``."""
    words = ", ".join(values)
    return Field({"type": "string", "enum": list(values)}, f"one of {words}")


def whole(lo: int, hi: int) -> Field:
    """A JSON whole number from ``lo`` to ``hi`` (a boolean or ``1.0`` is refused)."""
    return Field({"type": "integer", "minimum": lo, "maximum": hi}, f"a whole number from {lo} to {hi}")


def texts(max_items: int, max_len: int) -> Field:
    """A JSON list of at most ``max_items`` strings, each of 1 to ``max_len`` characters."""
    return Field(
        {
            "type": "array",
            "maxItems": max_items,
            "items": {"type": "string", "minLength": 1, "maxLength": max_len},
        },
        f"a list of at most {max_items} texts of 1 to {max_len} characters",
    )


@dataclass(frozen=True)
class PageMessage:
    """The fields of one kind of message (besides ``kind``); all required unless
    named in ``optional``. ``teacher``: the kind belongs to a teacher's controls (the
    widget decides what that means; the checker only records it).

    >>> spec = PageMessage({"seat": choice("N", "E", "S", "W")}, teacher=True)
    >>> spec.json_schema("set_seat")["required"]
    ['kind', 'seat']
    """

    fields: Mapping[str, Field] = field(default_factory=dict)
    optional: frozenset[str] = frozenset()
    teacher: bool = False
    _compiled: dict = field(default_factory=dict, compare=False, repr=False)  # kind -> check

    def json_schema(self, kind: str) -> dict[str, Any]:
        """This kind's message as a JSON Schema (draft-04)."""
        props: dict[str, Any] = {"kind": {"type": "string", "enum": [kind]}}
        props.update({name: dict(f.schema) for name, f in self.fields.items()})
        return {
            "$schema": "http://json-schema.org/draft-04/schema#",
            "type": "object",
            "properties": props,
            "required": ["kind", *(n for n in self.fields if n not in self.optional)],
            "additionalProperties": False,
        }

    def validator(self, kind: str) -> Any:
        """The compiled check (made on first use: compiling costs a few ms per kind)."""
        check = self._compiled.get(kind)
        if check is None:  # one spec may serve several kinds: each has its own schema
            # lazy: fastjsonschema loads with the first message checked.
            import fastjsonschema

            check = self._compiled[kind] = fastjsonschema.compile(self.json_schema(kind), use_default=False)
        return check


def check_message(schema: Mapping[str, PageMessage], content: object) -> dict[str, Any]:
    """The message ``content`` checked against ``schema`` (kind → spec): a new dict
    with exactly its fields, or :class:`MessageError` naming the field at fault.

    >>> check_message(TABLE_MESSAGES, {"kind": "act", "action": "bid 3"})
    {'kind': 'act', 'action': 'bid 3'}
    >>> check_message(TABLE_MESSAGES, {"kind": "undo", "extra": 1})
    Traceback (most recent call last):
    ...
    hasen_widget.page_messages.MessageError: extra: not a field of the 'undo' message
    >>> check_message(TABLE_MESSAGES, ["act"])
    Traceback (most recent call last):
    ...
    hasen_widget.page_messages.MessageError: message: must be an object with a "kind", not a list of 1 item
    """
    if not isinstance(content, dict):
        raise MessageError("message", f'must be an object with a "kind", not {quote_json(content)}')
    if "kind" not in content:
        raise MessageError("kind", "missing")
    kind = content["kind"]
    if not isinstance(kind, str):
        raise MessageError("kind", f"must be a text, not {quote_json(kind)}")
    spec = schema.get(kind)
    if spec is None:
        raise MessageError("kind", f"unknown kind {quote_json(kind)}")
    # lazy: fastjsonschema loads with the first message checked.
    import fastjsonschema

    try:
        spec.validator(kind)(content)
    except fastjsonschema.JsonSchemaValueException as e:
        raise _refusal(kind, spec, content, e) from None
    return {k: _copy(v) for k, v in content.items()}


def _copy(value: Any) -> Any:
    # The fields are flat: a list holds texts only (checked), so one level of copying
    # keeps the caller's message and ours apart.
    return list(value) if isinstance(value, list) else value


def _refusal(kind: str, spec: PageMessage, content: dict, e: Any) -> MessageError:
    """Word the library's finding ourselves: short, naming the field, quoting little."""
    if e.rule == "additionalProperties":
        extra = next(k for k in content if k != "kind" and k not in spec.fields)
        name = extra if isinstance(extra, str) else quote_json(extra)
        return MessageError(_short(name), f"not a field of the {kind!r} message")
    if e.rule == "required":
        missing = next(n for n in ("kind", *spec.fields) if n not in content)
        return MessageError(missing, "missing")
    path = str(e.name)
    path = path[len("data.") :] if path.startswith("data.") else path
    top = path.split("[", 1)[0]
    f = spec.fields.get(top)
    if f is None:  # pragma: no cover - every property of the schema is a field
        return MessageError(_short(path), f"not {quote_json(e.value)}")
    if path != top and f.schema.get("type") == "array":  # one item of a list is at fault
        item = f.schema["items"]
        return MessageError(
            _short(path), f"must be a text of 1 to {item['maxLength']} characters, not {quote_json(e.value)}"
        )
    return MessageError(top, f"must be {f.says}, not {quote_json(e.value)}")


def _short(name: str) -> str:
    shown = name if len(name) <= MAX_QUOTE else name[: MAX_QUOTE - 1] + "…"
    return shown.encode("utf-8", "backslashreplace").decode("utf-8")


_SEATS = ("N", "E", "S", "W")
#: How the page moves a replay (hasen_widget.table.control.REPLAY_GO, kept equal by a test).
REPLAY_GO = ("enter", "leave", "start", "end", "move_back", "move_forward", "trick_back", "trick_forward")
#: Longest action text the table takes ("play Joker", "trump ♥", "little pepper" …).
MAX_ACTION = 40

#: Every message the table (:class:`~hasen_widget.widget.HasenWidget`) may receive.
TABLE_MESSAGES: dict[str, PageMessage] = {
    "act": PageMessage({"action": short_text(MAX_ACTION)}),
    "undo": PageMessage(),
    "new_hand": PageMessage(),  # the old name of new_match (a page from before it)
    "new_match": PageMessage(),  # a new match (asks first when play would be lost)
    "next_deal": PageMessage(),  # the next prepared deal of deals=[...]
    "confirm": PageMessage({"value": flag()}),  # the answer to the question asked
    "restart": PageMessage(),  # the hand on the table from its first bid
    "redo": PageMessage(),
    "replay": PageMessage({"go": choice(*REPLAY_GO)}),
    "step": PageMessage(),
    "hint": PageMessage(),
    "next": PageMessage(),  # go on after a finished trick or hand
    "coach": PageMessage({"value": flag()}),  # coach mode on or off (the learner's own choice)
    # the computer players' level (hasen_widget.players.level_names.LEVELS)
    "level": PageMessage({"value": choice("beginner", "casual", "club", "expert")}),
    "lang": PageMessage({"value": choice(*available_languages())}),  # the language menu: every widget follows
    "open_hands": PageMessage({"value": flag()}, teacher=True),
    "set_seat": PageMessage({"seat": choice(*_SEATS)}, teacher=True),
}

#: The longest card text a quiz answer may carry ("Joker", "10♣", "jd" …).
MAX_CARD_TEXT = 12
#: The deck has 25 cards: no answer names more.
MAX_CARDS = 25

#: Every message a quiz (:mod:`hasen_widget.quiz`) may receive.
QUIZ_MESSAGES: dict[str, PageMessage] = {
    "answer": PageMessage(
        {"question": whole(1, _MAX_WHOLE), "cards": texts(MAX_CARDS, MAX_CARD_TEXT)},
    ),
    "next": PageMessage(),
    "lang": PageMessage({"value": choice(*available_languages())}),  # the language menu: every widget follows
}


def kinds(schema: Mapping[str, PageMessage], *, teacher: "bool | None" = None) -> tuple[str, ...]:
    """The kinds of ``schema``, or only the teacher's (``teacher=True``) or the others.

    >>> kinds(TABLE_MESSAGES, teacher=True)
    ('open_hands', 'set_seat')
    """
    return tuple(k for k, s in schema.items() if teacher is None or s.teacher == teacher)
