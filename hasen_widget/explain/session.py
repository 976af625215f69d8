"""The session's language: one choice for every widget in the kernel.

The language menu of a table or a quiz calls :func:`choose_language`; every live widget
that :func:`follow`-ed the session switches with it (each redraws in its new language),
and a widget made afterwards without ``lang=`` starts in it (:func:`session_language`,
which is the catalogue's default language). A follower is held weakly: a widget that is
gone is not kept alive by the registry.

>>> said = []
>>> class Quiz:
...     def switch(self, lang): said.append(lang)
>>> q = Quiz()
>>> follow(q.switch)
>>> choose_language("el")
'el'
>>> said, session_language()
(['el'], 'el')
>>> _ = choose_language("en"); del q
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections.abc import Callable

from .catalog import get_language, normalize_language, set_language

__all__ = ["session_language", "choose_language", "follow"]

_lock = threading.Lock()
_followers: list[weakref.WeakMethod] = []


def session_language() -> str:
    """The language the session's widgets speak (``"en"`` until one is chosen)."""
    return get_language()


def follow(switch: Callable[[str], None]) -> None:
    """Call ``switch(lang)`` (a bound method) whenever the session's language is chosen."""
    with _lock:
        _followers[:] = [w for w in _followers if w() is not None]
        _followers.append(weakref.WeakMethod(switch))  # type: ignore[arg-type]


def choose_language(lang: str) -> str:
    """Make ``lang`` the session's language and switch every following widget to it.

    An unknown language is refused (``ValueError`` naming those available) and nothing
    changes. Returns the language as normalised (``"el_GR"`` -> ``"el"``)."""
    lang = normalize_language(lang)
    set_language(lang)
    with _lock:
        live = [w() for w in _followers]
        _followers[:] = [w for w, f in zip(_followers, live, strict=True) if f is not None]
    for switch in live:
        if switch is None:
            continue
        try:
            switch(lang)
        except Exception:  # noqa: BLE001 - one closed or broken widget must not stop the others
            logging.getLogger(__name__).exception("hasen-widget: a widget could not switch language")
    return lang
