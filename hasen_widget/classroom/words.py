"""The words of the class server (domain ``classroom``): the student's page, the teacher's
dashboard and every refusal, in ``hasen_widget/locale/<lang>/LC_MESSAGES/classroom.po``.

Pages get them as one ``labels`` dict (placeholders such as ``{table}`` are filled by the
page); refusals are said in the class's language with :func:`say`.

>>> say("refused.undo_four", "en")
'At a table of four you can take back only your own last move, and only before the next player moves.'
>>> labels("el")["join"]
'Είσοδος'
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..explain import catalog
from ..explain.registry import register_message

__all__ = ["KEYS", "labels", "say"]

#: Every message of the domain, with the type of each placeholder.
KEYS: dict[str, dict[str, str]] = {
    "title": {},
    "join_title": {},
    "your_name": {},
    "join": {},
    "where": {},
    "own_table": {},
    "four_table": {"table": "text"},
    "free": {},
    "taken": {},
    "you_are": {"name": "text"},
    "at_own": {},
    "deal_of": {"n": "int", "total": "text"},
    "reconnecting": {},
    "paused": {},
    "wait_next": {},
    "waiting_seats": {},
    "seat_lost": {},
    "no_more_deals": {},
    "refused.hints_off": {},
    "refused.undo_off": {},
    "refused.undo_four": {},
    "refused.coach_off": {},
    "refused.new_hand": {},
    "refused.teacher_only": {},
    "refused.seat_taken": {},
    "refused.no_table": {},
    "refused.name": {},
    "refused.too_long": {"n": "int"},
    "refused.too_fast": {},
    "refused.malformed": {"why": "text"},
    "refused.not_joined": {},
    "refused.paused": {},
    "refused.origin": {},
    "refused.token": {},
    "dash.title": {},
    "dash.join_at": {},
    "dash.students": {},
    "dash.name": {},
    "dash.table": {},
    "dash.seat": {},
    "dash.deal": {},
    "dash.now": {},
    "dash.online": {},
    "dash.offline": {},
    "dash.phase_auction": {},
    "dash.phase_play": {"n": "int"},
    "dash.phase_other": {},
    "dash.phase_over": {},
    "dash.waiting": {},
    "dash.results": {},
    "dash.contract": {},
    "dash.tricks": {},
    "dash.par": {},
    "dash.points": {},
    "dash.made": {},
    "dash.set": {},
    "dash.thrown_in": {},
    "dash.stats": {},
    "dash.hands": {},
    "dash.make_rate": {},
    "dash.mean_points": {},
    "dash.decisions": {},
    "dash.chose": {},
    "dash.coach_line": {},
    "dash.none_yet": {},
    "dash.controls": {},
    "dash.advance": {},
    "dash.pause": {},
    "dash.resume": {},
    "dash.hints": {},
    "dash.coach": {},
    "dash.undo": {},
    "dash.open_table": {},
    "dash.fill": {},
    "dash.bot_takes": {},
    "dash.project": {},
    "dash.projector": {},
    "dash.stop_project": {},
    "dash.csv": {},
    "dash.empty": {},
    "dash.computer": {},
    "dash.own": {},
    "dash.trick_now": {},
    "dash.hands_open": {},
    "dash.network": {},
}

for _key, _params in KEYS.items():
    register_message(f"classroom.{_key}", "classroom", **_params)


@lru_cache(maxsize=8)
def _labels(lang: str) -> dict[str, str]:
    return {key: catalog.lookup(f"classroom.{key}", lang) for key in KEYS}


def labels(lang: str) -> dict[str, str]:
    """Every word of the pages in ``lang`` (``en``, ``el``, ``ko``), keyed without the domain."""
    return dict(_labels(lang))


def say(key: str, lang: str, **params: Any) -> str:
    """Message ``key`` in ``lang`` with its placeholders filled."""
    text = _labels(lang)[key]
    for k, v in params.items():
        text = text.replace("{" + k + "}", str(v))
    return text
