"""The words of presenting to a class, from the catalogue domain ``present`` (en/el/ko):
deal control, the questions asked before play is thrown away, an error shown in place
of a table, and the words of slides and handouts.

>>> present_label("deal_n_of_m", "el", n=2, m=3)
'Έτοιμη μοιρασιά 2 από 3'
>>> present_labels("ko")["restart"]
'이 판 처음부터'
"""

from __future__ import annotations

from typing import Any

from ..explain import catalog
from ..explain.registry import register_message

__all__ = ["present_label", "present_labels", "UI_KEYS"]

#: The buttons and labels a front end shows (synced in the table's ``labels``; "New match"
#: and "Next hand" are the table's own, ``widget.new_match``/``widget.next_hand`` in hasen.po).
UI_KEYS = (
    "restart", "redo", "replay", "replay_leave", "move_back", "move_forward", "trick_back",
    "trick_forward", "replay_start", "replay_last", "next_deal", "deal_n_of_m", "yes", "no",
    "failure_title",
)  # fmt: skip

# Each message and its parameters (the catalogue test checks every translation's
# placeholders against these). Labels keep {n}/{m} for the front end to fill.
_MESSAGES: dict[str, dict[str, str]] = {
    **{key: {} for key in UI_KEYS},
    "nothing_to_redo": {},
    "no_next_deal": {},
    "nothing_asked": {},
    "replay_on": {},
    "keys_help": {k: "text" for k in ("next", "back", "restart", "deal", "replay", "leave")},
    "ask_next_deal": {"n": "int", "m": "int"},
    "ask_new_match": {},
    "replay_deal": {"hand": "int"},
    "replay_auction": {"hand": "int", "move": "int"},
    "replay_trick": {"hand": "int", "trick": "int", "tricks": "int", "card": "int"},
    "replay_end": {"hand": "int"},
    "handout_title": {},
    "handout_deal": {},
    "handout_hand": {"hand": "int"},
    "handout_widow": {},
    "handout_led": {},
    "handout_wins": {},
}
_MESSAGES["deal_n_of_m"] = {"n": "int", "m": "int"}
for _key, _params in _MESSAGES.items():
    register_message(f"present.{_key}", domain="present", **_params)


def present_label(key: str, lang: str = "en", **params: Any) -> str:
    """The message ``present.<key>`` in ``lang``, its ``{placeholders}`` filled."""
    text = catalog.lookup(f"present.{key}", lang)
    for k, v in params.items():
        text = text.replace("{" + k + "}", str(v))
    return text


#: The keys a presenter's remote (or a keyboard) drives the table with, as printed on them.
KEYS = {
    "next": "PageDown / →",
    "back": "PageUp / ←",
    "restart": "Home",
    "deal": "End",
    "replay": "R",
    "leave": "Esc",
}


def present_labels(lang: str) -> dict[str, str]:
    """Every label of :data:`UI_KEYS` in ``lang`` (placeholders left for the page), and
    ``keys_help``: the keys of the table in one line."""
    out = {key: catalog.lookup(f"present.{key}", lang) for key in UI_KEYS}
    out["keys_help"] = present_label("keys_help", lang, **KEYS)
    return out
