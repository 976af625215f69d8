"""The saved game: the versioned JSON document of a match, and the check that refuses
a malformed or tampered one, naming the field.

A document holds the rules, the seed, the prepared deals, the history of actions and a
snapshot of the state, which must be exactly what replaying the history gives. Reading
it is not on any hot path, so this module is not compiled (see ``hatch_build.py``), and
it is imported only when a game is first saved or loaded: ``Game.to_json``,
``Game.to_dict`` and ``Game.from_json`` are the way in. The limits it checks
(``DOCUMENT_LIMIT`` …) and :class:`GameFormatError` are the engine's (``hasen_widget.game``).

>>> from hasen_widget import Game
>>> g = Game(seed=2); g.apply("pass")
>>> doc = game_document(g)
>>> doc["schema"], doc["version"], doc["history"], doc["state"]["phase"]
('hasen-widget/game', 1, ['pass'], 'auction')
>>> load_game(Game, doc).history_seats == g.history_seats
True
>>> load_game(Game, dict(doc, seed=-1))
Traceback (most recent call last):
...
hasen_widget.game.GameFormatError: seed: must be a whole number from 0 to 2**53 - 1, not -1
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .cards import DECK, Card, CardError, quote
from .deal import SEATS, Deal, DealError
from .game import (
    DOCUMENT_DEPTH_LIMIT,
    DOCUMENT_LIMIT,
    MAX_HAND_NUMBER,
    MAX_SEED,
    SCHEMA,
    SCHEMA_VERSION,
    Game,
    GameFormatError,
    hand_number_of,
)
from .illegal import IllegalAction, refusal_text
from .rules import RuleError, RuleSet

__all__ = ["game_document", "game_json", "load_game"]


def game_document(game: "Game") -> dict[str, Any]:
    """The versioned document of ``game`` that :func:`load_game` reads (``Game.to_dict``)."""
    return {
        "schema": SCHEMA,
        "version": SCHEMA_VERSION,
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "deals": {str(k): d.to_text() for k, d in sorted(game.prepared_deals.items())},
        "history": list(game.history),
        "state": _state_of(game),
    }


def _state_of(game: "Game") -> dict[str, Any]:
    g = game
    return {
        "hand_number": g.hand_number,
        "phase": g.phase,
        "dealer": g.dealer,
        "to_move": g.to_move,
        "hands": {s: [str(c) for c in g.hands[s]] for s in SEATS},
        "widow": None if g.widow is None else str(g.widow),
        "discard": None if g.discarded is None else str(g.discarded),
        "maker": g.maker,
        "bid": None if g.high_bid is None else str(g.high_bid),
        "trump": None if g.trump is None else g.trump.value,
        "alone": list(g.alone),
        "current_trick": [[s, str(c)] for s, c in g.current_trick],
        "tricks": [t.to_dict() for t in g.tricks],
        "scores": dict(g.scores),
        "winner": g.winner,
        "hand_results": [r.to_dict() for r in g.hand_results],
    }


def game_json(game: "Game") -> str:
    """``game_document(game)`` as JSON text (``Game.to_json``)."""
    import json  # only saving and loading need it: keeps `import hasen_widget` light

    return json.dumps(game_document(game), ensure_ascii=False, sort_keys=True)


def load_game(cls: "type[Game]", document: object) -> "Game":
    """The match saved in ``document``, replayed as a ``cls`` (``Game.from_json``).

    The document is JSON text (``str``, or UTF-8 ``bytes``) or the object
    :func:`game_document` gives. It must be exactly what :func:`game_json` writes:
    version 1, every field and every rule present, no other field, JSON types as
    written (a boolean is not a number, ``1.0`` is not ``1``), at most
    ``DOCUMENT_LIMIT`` characters nested at most ``DOCUMENT_DEPTH_LIMIT`` deep (both
    checked before parsing), and a state that follows from its history.
    """
    doc = _read_document(document)
    _check_document(doc)
    rules = RuleSet.from_dict(doc["rules"], complete=True)  # checked by _check_document
    state = doc["state"]
    _check_card_set(state)
    deals = {}
    for k, v in doc["deals"].items():
        try:
            deals[int(k)] = Deal.parse(v)
        except DealError as bad_deal:
            raise GameFormatError(f"deals.{k}: {bad_deal}") from None
    game = cls(rules, doc["seed"], deals=deals)
    for i, text in enumerate(doc["history"]):
        try:
            game.apply(text)
        except IllegalAction as e:
            raise GameFormatError(f"history[{i}] {quote(text)} is not legal there: {e}") from None
        if game.history[-1] != text:  # "BID 6" plays as "bid 6", but is not what to_json wrote
            raise GameFormatError(
                f"history[{i}]: {quote(text)} is written {game.history[-1]!r} in a saved game"
            )
    replayed = _state_of(game)
    for key in _STATE_KEYS:
        where = _difference(state[key], replayed[key], key)
        if where is not None:
            raise GameFormatError(f"state.{where} does not follow from the history")
    return game


# --- Save documents ---------------------------------------------------------------
# One table-driven check, no schema library: jsonschema needs rpds-py (compiled Rust) and
# takes some 160 ms to import; the state snapshot is checked by comparing it, type for
# type, with the replay of the history, which no schema could express.

_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DOC_KEYS = ("schema", "version", "rules", "seed", "deals", "history", "state")
_STATE_KEYS = (
    "hand_number", "phase", "dealer", "to_move", "hands", "widow", "discard", "maker", "bid",
    "trump", "alone", "current_trick", "tricks", "scores", "winner", "hand_results",
)  # fmt: skip


def _read_document(document: object) -> Any:
    """The document as JSON data: text is size- and depth-checked, then parsed."""
    if isinstance(document, Mapping):
        return document
    if isinstance(document, (bytes, bytearray)):
        if len(document) > DOCUMENT_LIMIT:
            raise GameFormatError(f"a saved game is at most {DOCUMENT_LIMIT} bytes, not {len(document)}")
        try:
            document = bytes(document).decode("utf-8")
        except UnicodeDecodeError as not_utf8:
            raise GameFormatError(f"a saved game is UTF-8 text: byte {not_utf8.start} is not") from None
    if not isinstance(document, str):
        raise GameFormatError(f"a saved game is JSON text or an object, not {type(document).__name__}")
    if len(document) > DOCUMENT_LIMIT:
        raise GameFormatError(f"a saved game is at most {DOCUMENT_LIMIT} characters, not {len(document)}")
    if _nesting(document) > DOCUMENT_DEPTH_LIMIT:
        raise GameFormatError(f"a saved game nests at most {DOCUMENT_DEPTH_LIMIT} arrays or objects deep")
    import json  # only loading needs it: keeps `import hasen_widget` light

    try:
        return json.loads(document, parse_constant=_refuse_constant)
    except json.JSONDecodeError as not_json:
        raise GameFormatError(f"not a JSON document: {not_json.msg} at character {not_json.pos}") from None
    except (ValueError, RecursionError) as other:  # NaN, a number of 5,000 digits
        raise GameFormatError(f"not a JSON document: {refusal_text(str(other))}") from None


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not a JSON number")


def _nesting(text: str) -> int:
    """How deep arrays and objects nest in JSON ``text`` (brackets in strings not counted).

    Linear, and in C but for one loop over the brackets: escapes are dropped first
    (escaped backslashes, then escaped quotes, as a JSON reader pairs them), so that
    every string left matches ``"[^"]*"`` and no pattern can backtrack.
    """
    if text.count("[") + text.count("{") <= DOCUMENT_DEPTH_LIMIT:
        return 0
    bare = _STRING.sub("", text.replace("\\\\", "").replace('\\"', ""))
    depth = deepest = 0
    for ch in _NOT_BRACKET.sub("", bare):
        if ch == "[" or ch == "{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > DOCUMENT_DEPTH_LIMIT:  # enough: no need to read on
                    break
        else:
            depth -= 1
    return deepest


def _check_document(doc: object) -> None:
    """Refuse, naming the field, anything but the fields and JSON types to_dict writes."""
    if not isinstance(doc, Mapping):
        raise GameFormatError("a saved game is a JSON object")
    # Schema and version first: a document of another kind or version is named as such.
    schema = doc.get("schema")
    if type(schema) is not str or schema != SCHEMA:
        raise GameFormatError(f"schema: must be {SCHEMA!r}, not {quote(schema)}")
    version = doc.get("version")
    if type(version) is not int or version != SCHEMA_VERSION:
        raise GameFormatError(f"version: must be {SCHEMA_VERSION}, not {quote(version)}")
    for key in doc:
        if key not in _DOC_KEYS:
            raise GameFormatError(f"{quote(key)}: unknown field (a saved game has {', '.join(_DOC_KEYS)})")
    for key in _DOC_KEYS:
        if key not in doc:
            raise GameFormatError(f"{key}: missing")
    rules = doc["rules"]
    if not isinstance(rules, Mapping):
        raise GameFormatError(f"rules: must be an object, not {_json_type(rules)}")
    try:
        RuleSet.from_dict(rules, complete=True)
    except RuleError as e:
        if e.field is None:
            raise GameFormatError(f"rules: {e}") from None
        problem = str(e).removeprefix(f"{e.field}: ").removeprefix(f"{e.field} ")
        raise GameFormatError(f"rules.{e.field}: {problem}") from None
    seed = doc["seed"]
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise GameFormatError(f"seed: must be a whole number from 0 to 2**53 - 1, not {quote(seed)}")
    deals = doc["deals"]
    if not isinstance(deals, Mapping):
        raise GameFormatError(f"deals: must be an object, not {_json_type(deals)}")
    for k, v in deals.items():
        if not isinstance(k, str) or hand_number_of(k) is None:
            raise GameFormatError(f"deals: {quote(k)} is not a hand number (0 to {MAX_HAND_NUMBER})")
        if not isinstance(v, str):
            raise GameFormatError(f"deals.{k}: must be a deal text, not {_json_type(v)}")
    history = doc["history"]
    if not isinstance(history, list):
        raise GameFormatError(f"history: must be an array of action texts, not {_json_type(history)}")
    for i, text in enumerate(history):
        if not isinstance(text, str):
            raise GameFormatError(f"history[{i}]: must be an action text, not {_json_type(text)}")
    state = doc["state"]
    if not isinstance(state, Mapping):
        raise GameFormatError(f"state: must be an object, not {_json_type(state)}")
    for key in state:
        if key not in _STATE_KEYS:
            raise GameFormatError(f"state: unknown field {quote(key)}")
    for key in _STATE_KEYS:
        if key not in state:
            raise GameFormatError(f"state.{key}: missing")


def _json_type(value: object) -> str:
    """The JSON type of ``value`` as a reader names it (``"a boolean"``, ``"a number"``)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, (list, tuple)):
        return "an array"
    if isinstance(value, Mapping):
        return "an object"
    return f"a {type(value).__name__}"


def _difference(given: object, expected: object, path: str) -> "str | None":
    """The path of the first place where ``given`` differs from ``expected`` in value or
    JSON type (``False`` is not ``0``, ``0.0`` is not ``0``), or None if they are equal.
    Walks ``expected``'s shape, so a deep ``given`` costs no more than a shallow one."""
    if isinstance(expected, dict):
        if not isinstance(given, Mapping) or len(given) != len(expected):
            return path
        for k, v in expected.items():
            if k not in given:
                return path
            where = _difference(given[k], v, f"{path}.{k}")
            if where is not None:
                return where
        return None
    if isinstance(expected, list):
        if type(given) is not list or len(given) != len(expected):
            return path
        for i, v in enumerate(expected):
            where = _difference(given[i], v, f"{path}[{i}]")
            if where is not None:
                return where
        return None
    if type(given) is not type(expected) or given != expected:
        return path
    return None


def _check_card_set(state: Mapping[str, Any]) -> None:
    """Every card of the deck once across hands, widow, discard and the tricks of this
    hand; each place read with its JSON type, and named when it is wrong."""
    texts: list[tuple[str, object]] = []  # (field, card text)
    hands = state["hands"]
    if not isinstance(hands, Mapping) or any(s not in hands for s in SEATS):
        raise GameFormatError("state.hands: must map N, E, S and W to their cards")
    for s in SEATS:
        hand = hands[s]
        if type(hand) is not list:
            raise GameFormatError(f"state.hands.{s}: must be an array of cards, not {_json_type(hand)}")
        texts.extend((f"state.hands.{s}", c) for c in hand)
    for key in ("widow", "discard"):
        if state[key] is not None:
            texts.append((f"state.{key}", state[key]))
    trick = state["current_trick"]
    if type(trick) is not list:
        raise GameFormatError(f"state.current_trick: must be an array, not {_json_type(trick)}")
    texts.extend(_plays(trick, "state.current_trick"))
    tricks = state["tricks"]
    if type(tricks) is not list:
        raise GameFormatError(f"state.tricks: must be an array, not {_json_type(tricks)}")
    for i, t in enumerate(tricks):
        plays = t.get("plays") if isinstance(t, Mapping) else None
        if type(plays) is not list:
            raise GameFormatError(f"state.tricks[{i}].plays: must be an array of [seat, card]")
        texts.extend(_plays(plays, f"state.tricks[{i}].plays"))
    if len(texts) != len(DECK):  # the count first: 26 cards is named as such
        raise GameFormatError(f"state holds {len(texts)} cards; a deal has exactly 25")
    seen: set[Card] = set()
    for where, text in texts:
        if not isinstance(text, str):
            raise GameFormatError(f"{where}: a card is a text such as 'J♥', not {_json_type(text)}")
        try:
            c = Card.parse(text)
        except CardError as e:
            raise GameFormatError(f"{where}: {e}") from None
        if c in seen:
            raise GameFormatError(f"state holds {c} twice")
        seen.add(c)


def _plays(plays: list[Any], where: str) -> list[tuple[str, object]]:
    """The card texts of ``[[seat, card], …]``, each with the field it came from."""
    out: list[tuple[str, object]] = []
    for i, p in enumerate(plays):
        if type(p) is not list or len(p) != 2:
            raise GameFormatError(f"{where}[{i}]: must be [seat, card], not {_json_type(p)}")
        out.append((f"{where}[{i}]", p[1]))
    return out
