"""Every word a learner reads in a quiz, from the catalogues.

The quiz's own labels are the catalogue messages ``quiz.<key>`` (registered in
:mod:`hasen_widget.explain.codes`, translated in ``locale/<lang>/LC_MESSAGES/hasen.po``);
cards, seats, suits and the reasons come from :mod:`hasen_widget.explain` (``card_text``,
``card_label``, ``seat_name`` and ``render`` are its own functions, named here for the quiz). Nothing
here keeps a text of its own.

>>> ui("tally", "en", right=2, asked=3)
'2 of 3 right'
>>> ui_template("question", "el")
'Ερώτηση {n}'
>>> "check" in label_keys() and quiz_labels("ko")["check"] == ui("check", "ko")
True
"""

from __future__ import annotations

from typing import Any

from ..cards import Suit
from ..explain import registry
from ..explain.render import card_label, card_text, render, seat_name
from ..reasons import Reason
from ..widget_text import label, language_names
from .questions import QuizError

__all__ = [
    "language",
    "label_keys",
    "ui_template",
    "ui",
    "quiz_labels",
    "card_text",
    "card_label",
    "seat_name",
    "suit_word",
    "line",
]

# The form of the suit's name after "Trump:": the plural in English ("Trump: ♥ hearts"),
# the singular in Greek ("Ατού: ♥ κούπα", translation review G13).
_TRUMP_SUIT_FORM = {"el": "one"}


def _explain():
    # Imported on first use: the explanations and their catalogues load with the first quiz.
    from .. import explain

    return explain


def language(lang: "str | None") -> str:
    """``lang`` as the catalogues name it (``"el_GR"`` -> ``"el"``), or the session's
    language for ``None``; an unknown one is a :class:`QuizError` naming ``lang``."""
    if lang is None:
        return _explain().get_language()
    try:
        return _explain().catalog.normalize_language(lang)
    except ValueError as e:
        raise QuizError(f"lang: {e}") from None


def label_keys() -> tuple[str, ...]:
    """The quiz's labels: every registered catalogue message ``quiz.<key>``, in order."""
    _explain()  # registers the messages
    return tuple(k[len("quiz.") :] for k in registry.registered("hasen") if k.startswith("quiz."))


def ui_template(key: str, lang: str) -> str:
    """The label ``quiz.<key>`` in ``lang``, its ``{placeholders}`` left for the page."""
    return _explain().catalog.lookup(f"quiz.{key}", lang)


def ui(key: str, lang: str, **params: Any) -> str:
    """The label ``quiz.<key>`` in ``lang`` with its placeholders filled."""
    return ui_template(key, lang).format(**params)


def quiz_labels(lang: str) -> dict[str, str]:
    """What the page fills and shows: every quiz label, and the language menu's."""
    return {
        **{k: ui_template(k, lang) for k in label_keys()},
        "language": label("language", lang),
        **language_names(),
    }


def suit_word(suit: Suit, lang: str) -> str:
    """The suit's name as said after "Trump:" in ``lang``."""
    return _explain().suit_name(suit, lang, form=_TRUMP_SUIT_FORM.get(lang, "name"))


def line(reason: Reason, lang: str) -> dict[str, Any]:
    """One sentence of an explanation, with the cards it names (for highlighting)."""
    return {"text": render(reason, lang), "cards": list(reason.cards), "code": reason.code}
