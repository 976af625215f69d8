"""What the table says about a move: the line in the move list, the screen reader's
announcement, and a computer player's reason when the learner may hear it.

The one decision on a computer player's reason is ``hasen_widget.view.public_reason``
(the boundary): during the hand only what it lets through is said, in the third person
("East passes: …"); the full reason is kept for the end-of-hand review.

>>> move_text("E", "pass", None, "S", False, "en")
'East: Pass'
>>> move_text("E", "discard 9♠", None, "S", False, "en")
'East discards a card.'
>>> move_text("S", "discard 9♠", None, "S", False, "en")
'You discard 9♠.'
"""

from __future__ import annotations

from .. import widget_text as words
from ..explain import render
from ..reasons import Reason
from ..view import public_reason

__all__ = ["render_third_person", "move_text", "reason_text"]


def render_third_person(reason: "Reason | None", lang: str, actor: str) -> str:
    """``reason`` said of ``actor`` ("East has …"), not to the learner ("you have …")."""
    if reason is None:
        return ""

    try:
        return render(reason, lang, actor=actor) or ""
    except (KeyError, LookupError, ValueError, TypeError):
        return ""  # a code no catalogue knows: say nothing rather than something wrong


def reason_text(reason: "Reason | None", *, author: str, seat: str, reveal: bool, lang: str) -> str:
    """The words of ``author``'s reason the learner in ``seat`` may read now ("" if none)."""
    if author == seat:
        return words.render_reason(reason, lang, "")
    told = public_reason(reason, author=author, seat=seat, reveal=reveal)
    return render_third_person(told, lang, author)


def move_text(seat: str, action: str, trump: "str | None", learner: str, open_hands: bool, lang: str) -> str:
    """One move in words: a card played, a call, a discard (whose card is the maker's secret)."""
    kind, _, arg = action.partition(" ")
    if kind == "play":
        return words.explain_played(seat, arg, trump, lang)
    if kind == "discard":
        if seat == learner:
            return words.label("you_discard", lang, card=words.card_text(arg, lang))
        if open_hands:
            return f"{words.seat_name(seat, lang)}: {words.action_label(action, lang)}"
        return words.label("discards", lang, seat=words.seat_name(seat, lang))
    return f"{words.seat_name(seat, lang)}: {words.action_label(action, lang)}"
