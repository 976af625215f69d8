"""The quiz widgets: a :class:`~hasen_widget.quiz.session.QuizSession` in a notebook cell.

A thin anywidget layer (a :class:`~hasen_widget.page_widget.PageWidget`; the front end
is ``js/quiz/``) over a session, which deals, grades and words everything: this module
syncs the session's state to traits and hands the page's messages to it. The quizzes
can be answered from Python too, so a notebook is checked without a browser:

>>> q = TrickQuiz(seed=7, questions=["hearts: A♥ J♦ K♥ 9♣"])
>>> q.answer("J♦").correct, q.tally
(True, {'right': 1, 'asked': 1})
>>> q
TrickQuiz(seed=7) | question 1: ♥ trump: N A♥ (led), E J♦, S K♥, W 9♣ — which card wins? | answered J♦: right | tally 1/1
>>> q.next().number, q.answered
(2, False)

Nothing the browser sends is trusted: an answer is a message (``{"kind": "answer",
"question": n, "cards": [...]}``) checked against :data:`~hasen_widget.page_messages.QUIZ_MESSAGES`
and then by the rules, and edits to synced traits from the page are undone. A refusal
is shown in ``error`` (a short text) and changes nothing else.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import traitlets

from ..cards import CardLike, Suit
from ..errors import HasenError, refuse_unknown
from ..explain.catalog import available_languages
from ..explain.session import choose_language, follow
from ..failure import failure_bundle, show_in_place
from ..page_messages import MAX_QUOTE, QUIZ_MESSAGES, MessageError
from ..page_messages import quote_json as quote
from ..page_widget import PageWidget
from . import words
from .questions import QuizError
from .session import Answer, FollowSession, QuizSession, TrickSession

__all__ = ["TrickQuiz", "FollowSuitQuiz", "MAX_ERROR"]

#: The synced ``error`` text is never longer than this (a refusal quotes little).
MAX_ERROR = 300


class _Quiz(PageWidget, bundle="quiz"):
    """What both quizzes share: the session's state as traits, the page's messages, the repr."""

    page_messages = QUIZ_MESSAGES
    #: The session class of this quiz.
    _session_class: type[QuizSession] = QuizSession

    quiz_kind = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    question = traitlets.Int(1).tag(sync=True)
    trump = traitlets.Unicode("").tag(sync=True)
    trump_label = traitlets.Unicode("").tag(sync=True)
    prompt = traitlets.Unicode("").tag(sync=True)
    answered = traitlets.Bool(False).tag(sync=True)
    correct = traitlets.Bool(False).tag(sync=True)
    given = traitlets.List(traitlets.Unicode()).tag(sync=True)
    expected = traitlets.List(traitlets.Unicode()).tag(sync=True)  # empty until answered
    explanation = traitlets.List(traitlets.Dict()).tag(sync=True)
    right = traitlets.Int(0).tag(sync=True)
    asked = traitlets.Int(0).tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    #: The language menu's choices, ``{"code", "name"}`` each (the catalogues' languages).
    languages = traitlets.List(traitlets.Dict()).tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)

    _what = "quiz"
    #: The keywords this quiz takes (an unknown one is refused with the closest).
    _options: tuple[str, ...] = ("seed", "lang")

    def __init__(
        self, lang: "str | None" = None, options: "dict[str, Any] | None" = None, **kwargs: Any
    ) -> None:
        """``options``: the session's keywords; ``kwargs``: ipywidgets' few for its box."""
        try:
            refuse_unknown(type(self).__name__, kwargs, (*self._options, "layout", "tabbable", "tooltip"))
            self._session = self._session_class(lang=lang, **(options or {}))
        except HasenError as e:
            self._fail_or_raise(e, lang)
            return
        super().__init__(quiz_kind=self._session.kind, lang=self._session.lang, **kwargs)
        self._publish()
        self.observe(self._on_lang, names="lang")

        follow(self._follow_session)  # the language menu of any widget switches this one too

    def _fail_or_raise(self, error: HasenError, lang: object) -> None:
        """Inside a notebook kernel, become a quiz that shows ``error`` in its place (see
        :mod:`hasen_widget.failure`); elsewhere raise it."""
        self._failure = error
        self._failure_lang = lang if isinstance(lang, str) and lang in available_languages() else "en"
        if not show_in_place():
            raise error
        super().__init__()

    @property
    def failure(self) -> "HasenError | None":
        """Why this quiz could not be built (``None`` when it was)."""
        return self._failure

    def _built(self) -> QuizSession:
        if self._failure is not None:
            raise self._failure
        return self._session

    # -- public API --

    @property
    def seed(self) -> "int | str":
        """The seed the questions are dealt from (share it, and a class gets the same)."""
        return self._built().seed

    @property
    def current(self) -> Any:
        """The question being asked (a :class:`~hasen_widget.quiz.questions.TrickQuestion`
        or :class:`~hasen_widget.quiz.questions.FollowQuestion`)."""
        return self._built().current

    @property
    def tally(self) -> dict[str, int]:
        """``{"right": r, "asked": n}``: answers right out of questions answered."""
        return self._built().tally

    @property
    def last_answer(self) -> "Answer | None":
        """The answer to the current question, once given."""
        return self._built().last_answer

    def next(self) -> Any:
        """Go on to the next question (an unanswered one is skipped, not counted)."""
        question = self._built().next()
        self.error = ""
        self._publish()
        return question

    def answer(self, cards: "CardLike | Iterable[CardLike]") -> Answer:
        """Answer the current question; returns the :class:`~hasen_widget.quiz.session.Answer`
        and updates the tally."""
        ans = self._built().answer(cards)
        self.error = ""
        self._publish()
        return ans

    # -- syncing --

    def _publish(self) -> None:
        """Push the whole public state to the page in one message."""
        with self.hold_sync():
            for key, value in self._session.state().items():
                setattr(self, key, value)

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict[str, Any]) -> str:
        # Judged before the trait changes, so a bad value never reaches the page: it is
        # refused in ``error`` and the language stays as it was.
        value = proposal["value"]
        try:
            if not isinstance(value, str) or len(value) > 35:  # BCP 47 tags are short
                raise QuizError(f"lang: a language such as 'en', 'el' or 'ko', not {quote(value)}")
            return words.language(value)
        except QuizError as e:
            if not self.trait_has_value("lang"):  # the first value, from __init__: raise
                raise
            self._show_error(str(e))
            return self.lang

    def _follow_session(self, lang: str) -> None:
        self.lang = lang

    def _on_lang(self, change: dict[str, Any]) -> None:
        self._session.set_lang(change["new"])  # an answer given is explained again in it
        self._publish()

    # -- the page's messages (checked by PageWidget first) --

    def _page_next(self, msg: dict[str, Any]) -> None:
        self.next()

    def _page_lang(self, msg: dict[str, Any]) -> None:
        self.error = ""  # a refusal shown before was in the old language
        choose_language(msg["value"])  # this quiz and every other widget of the session

    def _page_answer(self, msg: dict[str, Any]) -> None:
        number, cards, session = msg["question"], msg["cards"], self._session
        if number != session.number:
            self._show_error(words.ui("stale", self.lang, n=number, m=session.number))
        elif session.last_answer is not None:
            self._show_error(words.ui("answered", self.lang, n=session.number))
        else:
            try:
                self.answer(cards)
            except QuizError as e:
                self._show_error(str(e))

    # -- refusals, in the quiz's language --

    def _show_error(self, text: str) -> None:
        """Show a refusal in ``error``, bounded: the page never gets a long text from it."""
        self.error = text if len(text) <= MAX_ERROR else text[: MAX_ERROR - 1] + "…"

    def _message_refused(self, error: MessageError) -> str:
        return words.ui("bad_message", self.lang, why=str(error))

    def _edit_refused(self, names: list[Any]) -> str:
        shown = ", ".join(quote(k) if not isinstance(k, str) else k[:MAX_QUOTE] for k in names[:3])
        if len(names) > 3:
            shown += ", …"
        return words.ui("bad_message", self.lang, why=f"the page may not change {shown or 'anything'}")

    def _handler_failed(self, error: Exception) -> str:
        return f"{type(error).__name__}: {str(error)[:MAX_QUOTE]}"

    # -- notebooks --

    def __repr__(self) -> str:
        """Public state only, stable for nbval: seed, question, the answer once given, tally."""
        if self._failure is not None:
            return f"<{type(self).__name__} not built: {failure_bundle(self._failure)['text/plain']}>"
        return self._session.summary(type(self).__name__)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        if self._failure is not None:
            return failure_bundle(self._failure, self._failure_lang)
        return super()._repr_mimebundle_(**kwargs)


class TrickQuiz(_Quiz):
    """Deals random tricks under a random trump and asks which card wins.

    ``trumps``: the suits trump is drawn from (default all four; ``trump="hearts"`` is
    one suit); ``sizes``: trick sizes to deal, 4 normally, 3 or 2 when players sit out.
    ``questions``: the teacher's own tricks instead, in the lessons' notation
    (``["hearts: A♥ J♦ K♥ 9♣", ...]``, see :func:`~hasen_widget.quiz.questions.trick_questions`),
    asked in order and then again. Answer with ``quiz.answer("J♦")`` or by clicking a card.

    >>> TrickQuiz(questions=["clubs: A♣ J♠ 9♣ K♣"]).current.text()
    '♣ trump: N A♣ (led), E J♠, S 9♣, W K♣'
    >>> TrickQuiz(trump="hearts").current.trump.word
    'hearts'
    """

    _session_class = TrickSession
    _options = ("seed", "lang", "trumps", "trump", "sizes", "questions")

    cards = traitlets.List(traitlets.Dict()).tag(sync=True)

    def __init__(
        self,
        seed: "int | str | None" = None,
        lang: "str | None" = None,
        trumps: "Iterable[Suit | str] | None" = None,
        sizes: "Iterable[int] | int" = (4,),
        *,
        trump: "Suit | str | None" = None,
        questions: "Iterable[Any] | None" = None,
        **kwargs: Any,
    ) -> None:
        options = dict(seed=seed, trumps=trumps, sizes=sizes, trump=trump, questions=questions)
        super().__init__(lang, options, **kwargs)


class FollowSuitQuiz(_Quiz):
    """Shows a hand, the trick so far and trump, and asks which cards may be played.

    ``trumps`` (or ``trump``) and ``hand_size`` as for the dealt questions;
    ``questions``: the teacher's own (``["hearts; trick K♦; hand J♦ 9♦ A♠", ...]``, see
    :func:`~hasen_widget.quiz.questions.follow_questions`). Answer with
    ``quiz.answer(["J♦", "9♦"])`` (every playable card) or by choosing cards in the page
    and pressing Check.

    >>> FollowSuitQuiz(questions=["hearts; trick K♦; hand J♦ 9♦ A♠"]).answer("9♦")
    Answer(question 1: 9♦, right)
    """

    _session_class = FollowSession
    _options = ("seed", "lang", "trumps", "trump", "hand_size", "questions")

    hand = traitlets.List(traitlets.Dict()).tag(sync=True)
    trick = traitlets.List(traitlets.Dict()).tag(sync=True)

    def __init__(
        self,
        seed: "int | str | None" = None,
        lang: "str | None" = None,
        trumps: "Iterable[Suit | str] | None" = None,
        hand_size: int = 5,
        *,
        trump: "Suit | str | None" = None,
        questions: "Iterable[Any] | None" = None,
        **kwargs: Any,
    ) -> None:
        options = dict(seed=seed, trumps=trumps, hand_size=hand_size, trump=trump, questions=questions)
        super().__init__(lang, options, **kwargs)
