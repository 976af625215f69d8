"""The lessons' quizzes: "which card wins?" and "which cards may you play?".

Each quiz deals its questions from a seed, so a whole class that types the same seed
sees the same questions in the same order (question *n* depends only on the seed and
*n*, never on earlier answers). Every answer is told right or wrong with the reasons
from :mod:`hasen_widget.explain`, and a tally is kept.

The package is laid out as the table is (:mod:`hasen_widget.table` and
:mod:`hasen_widget.widget`): plain Python first, the widget last.

- :mod:`~hasen_widget.quiz.questions`: the questions, dealt from a seed or written by a teacher;
- :mod:`~hasen_widget.quiz.words`: every word the learner reads, from the catalogues;
- :mod:`~hasen_widget.quiz.session`: a quiz without a widget (grading, tally, what the page shows);
- :mod:`~hasen_widget.quiz.widget`: :class:`TrickQuiz` and :class:`FollowSuitQuiz`, the anywidgets.

The widgets load on first use, so the questions and sessions need no Jupyter packages:

>>> from hasen_widget.quiz import trick_question
>>> trick_question(7, 1) == trick_question(7, 1)
True
>>> from hasen_widget.quiz import TrickQuiz
>>> TrickQuiz(seed=7).current == trick_question(7, 1)
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .questions import (
    MAX_QUESTIONS,
    FollowQuestion,
    QuizError,
    TrickQuestion,
    follow_question,
    follow_questions,
    trick_question,
    trick_questions,
)
from .session import MAX_SEED_TEXT, Answer, FollowSession, QuizSession, TrickSession

if TYPE_CHECKING:
    from .widget import MAX_ERROR, FollowSuitQuiz, TrickQuiz

__all__ = [
    "QuizError",
    "TrickQuestion",
    "FollowQuestion",
    "Answer",
    "trick_question",
    "follow_question",
    "trick_questions",
    "follow_questions",
    "MAX_QUESTIONS",
    "MAX_SEED_TEXT",
    "MAX_ERROR",
    "QuizSession",
    "TrickSession",
    "FollowSession",
    "TrickQuiz",
    "FollowSuitQuiz",
]

# The widgets import anywidget: loaded on first use (PEP 562), like the package root's.
_WIDGET_NAMES = ("TrickQuiz", "FollowSuitQuiz", "MAX_ERROR")


def __getattr__(name: str) -> Any:
    if name in _WIDGET_NAMES:
        # lazy: anywidget is heavy.
        from . import widget

        value = getattr(widget, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'hasen_widget.quiz' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
