"""Quiz widgets for the lessons: "which card wins?" and "which cards may you play?".

Each quiz deals its questions from a seed, so a whole class that types the same seed
sees the same questions in the same order (question *n* depends only on the seed and
*n*, never on earlier answers). Every answer is told right or wrong with the reasons
from :mod:`hasen_widget.explain`, and a tally is kept.

The quizzes are anywidgets (the front end is ``js/quiz/``), and can be answered from
Python too, so a notebook is checked without a browser:

>>> q = TrickQuiz(seed=7)
>>> q.current.cards                      # doctest: +SKIP
(Card('A♥'), Card('J♦'), Card('9♣'), Card('K♠'))
>>> q.answer("J♦").correct               # doctest: +SKIP
True
>>> q.next()                             # doctest: +SKIP

Nothing the browser sends is trusted: an answer is a message (``{"kind": "answer",
"question": n, "cards": [...]}``) checked against :data:`~hasen_widget.page_messages.QUIZ_MESSAGES`
and then by the rules, and edits to synced traits from the page are undone. A refusal
is shown in ``error`` (a short text) and changes nothing else.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from .cards import Card, CardError, CardLike, Suit, parse_cards
from .deal import SEAT_NAMES
from .errors import HasenError, refuse_unknown
from .failure import failure_bundle, show_in_place
from .page_messages import MAX_QUOTE, QUIZ_MESSAGES, MessageError, check_message
from .page_messages import quote_json as quote
from .quiz_questions import (  # the questions live there; re-exported from their old home
    FollowQuestion,
    QuizError,
    TrickQuestion,
    _sizes,
    _trumps,
    follow_question,
    follow_questions,
    trick_question,
    trick_questions,
)
from .reasons import Reason

__all__ = [
    "QuizError",
    "TrickQuestion",
    "FollowQuestion",
    "Answer",
    "trick_question",
    "follow_question",
    "TrickQuiz",
    "FollowSuitQuiz",
]

_STATIC = Path(__file__).resolve().parent / "static"
_log = logging.getLogger(__name__)
#: The synced ``error`` text is never longer than this (a refusal quotes little).
MAX_ERROR = 300
#: A seed is a word of at most this many characters, or a whole number of at most 64 bits.
MAX_SEED_TEXT = 100
#: The longest card text ``answer`` takes ("J♦ 9♦ A♠ …", a whole hand and more).
_MAX_ANSWER_TEXT = 200


# --- Text: explanations come from hasen_widget.explain -----------------------------------

_UI_EN = {
    "trick_prompt": "Which card wins the trick?",
    "follow_prompt": "Which cards may you play? Choose them all, then check.",
    "question": "Question {n}",
    "trump": "Trump: {suit}",
    "right": "Right!",
    "wrong": "Not quite.",
    "you_chose": "You chose {cards}.",
    "nothing": "nothing",
    "may_play": "You may play: {cards}.",
    "next": "Next question",
    "check": "Check",
    "tally": "{right} of {asked} right",
    "your_hand": "Your hand",
    "trick_so_far": "The trick so far",
    "trick": "The trick",
    "led": "led",
    "selected": "chosen",
    "stale": "That answer was for question {n}; this is question {m}.",
    "answered": "Question {n} is already answered: go on to the next one.",
    "bad_message": "The quiz could not read that message ({why}).",
}


def _explain():
    """The explanation module (helper B's seam: explain_trick, explain_play, render, card_label)."""
    from . import explain

    return explain


def _catalog():
    from .explain import catalog

    return catalog


def _lang(lang: "str | None") -> str:
    if lang is None:
        return _explain().get_language()
    try:
        return _catalog().normalize_language(lang)
    except ValueError as e:
        raise QuizError(f"lang: {e}") from None


def _ui_template(key: str, lang: str) -> str:
    """A label of the quiz in ``lang``, placeholders unfilled: the catalogue's
    ``quiz.<key>`` when it has one, else English."""
    cat = _catalog()
    try:
        if cat.has_message(f"quiz.{key}", lang):
            return cat.lookup(f"quiz.{key}", lang)
    except (AttributeError, LookupError):
        pass
    return _UI_EN[key]


def _ui(key: str, lang: str, **params: Any) -> str:
    return _ui_template(key, lang).format(**params)


def _card_text(card: "Card | str", lang: str) -> str:
    """A card as printed in ``lang``: the Joker by its name there ("Τζόκερ", "조커")."""
    return _explain().card_text(card, lang)


def _menu_labels(lang: str) -> dict[str, str]:
    from .widget_text import label, language_names

    return {"language": label("language", lang), **language_names()}


def _card_label(card: Card, trump: Suit, lang: str) -> str:
    return _explain().card_label(card, trump, lang)


def _seat_name(seat: str, lang: str) -> str:
    ex = _explain()
    try:
        return ex.seat_name(seat, lang)
    except (AttributeError, LookupError):
        return SEAT_NAMES[seat]


def _line(reason: Reason, lang: str) -> dict[str, Any]:
    """One sentence of an explanation, with the cards it names (for highlighting)."""
    return {"text": _explain().render(reason, lang), "cards": list(reason.cards), "code": reason.code}


# --- Answers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """What a learner answered and what the rules say.

    ``given`` and ``expected`` are card texts; ``reasons`` the explanation as data;
    ``text`` the explanation in the quiz's language.
    """

    question: int
    given: tuple[str, ...]
    expected: tuple[str, ...]
    correct: bool
    reasons: tuple[Reason, ...]
    text: str

    def __repr__(self) -> str:
        verdict = "right" if self.correct else f"wrong, {' '.join(self.expected) or 'nothing'}"
        return f"Answer(question {self.question}: {' '.join(self.given) or 'nothing'}, {verdict})"


# --- The widgets -------------------------------------------------------------------------


_NOT_BUILT = """export default { render({ el }) {
  el.textContent = "hasen-widget: the quiz front end is not built. Run `npm ci && node build.mjs` " +
    "in the project folder (pip install does this for you).";
} };
"""


def _front_end(name: str, fallback: str) -> "Path | str":
    """A bundled file under ``static/`` (built from js/quiz/ by build.mjs), or ``fallback``."""
    path = _STATIC / name
    return path if path.exists() else fallback


class _Quiz(anywidget.AnyWidget):
    """What both quizzes share: the seed, the tally, messages from the page, the repr."""

    _esm = _front_end("quiz.js", _NOT_BUILT)
    _css = _front_end("quiz.css", "")
    _kind = ""

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
    error = traitlets.Unicode("").tag(sync=True)

    #: The keywords this quiz takes (an unknown one is refused with the closest).
    _options: tuple[str, ...] = ("seed", "lang")
    _failure: "HasenError | None" = None

    def _check_options(self, kwargs: dict[str, Any]) -> None:
        refuse_unknown(type(self).__name__, kwargs, (*self._options, "layout", "tabbable", "tooltip"))

    def _fail_or_raise(self, error: HasenError, lang: object) -> None:
        """Inside a notebook kernel, become a quiz that shows ``error`` in its place (see
        :mod:`hasen_widget.failure`); elsewhere raise it."""
        self._failure = error
        self._failure_lang = lang if isinstance(lang, str) and lang in ("en", "el", "ko") else "en"
        if not show_in_place():
            raise error
        super().__init__()

    @property
    def failure(self) -> "HasenError | None":
        """Why this quiz could not be built (``None`` when it was)."""
        return self._failure

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        if self._failure is not None:
            return failure_bundle(self._failure, self._failure_lang)
        return super()._repr_mimebundle_(**kwargs)

    def __init__(self, seed: "int | str | None" = None, lang: "str | None" = None, **kwargs: Any) -> None:
        if seed is None:
            seed = secrets.randbelow(10**6)  # shown in the repr, so a teacher can share it
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise QuizError(f"seed: a whole number or a word, not {quote(seed)}")
        if isinstance(seed, str) and not 0 < len(seed) <= MAX_SEED_TEXT:
            raise QuizError(f"seed: a word of 1 to {MAX_SEED_TEXT} characters, not {quote(seed)}")
        if isinstance(seed, int) and seed.bit_length() > 64:
            raise QuizError(f"seed: a whole number of at most 64 bits, not {quote(seed)}")
        self.seed = seed
        self._answer: Answer | None = None
        self._right = 0
        self._asked = 0
        self._number = 1
        self._current = self._make(1)
        super().__init__(quiz_kind=self._kind, lang=_lang(lang), **kwargs)
        self._publish()
        self.observe(self._on_lang, names="lang")
        self.on_msg(self._on_page_message)
        from .explain.session import follow

        follow(self._follow_session)  # the language menu of any widget switches this one too

    # -- public API --

    @property
    def current(self):
        """The question being asked (a :class:`TrickQuestion` or :class:`FollowQuestion`)."""
        self._built()
        return self._current

    def _built(self) -> None:
        if self._failure is not None:
            raise self._failure

    @property
    def tally(self) -> dict[str, int]:
        """``{"right": r, "asked": n}``: answers right out of questions answered."""
        return {"right": self._right, "asked": self._asked}

    @property
    def last_answer(self) -> "Answer | None":
        """The answer to the current question, once given."""
        return self._answer

    def next(self):
        """Go on to the next question (an unanswered one is skipped, not counted)."""
        self._built()
        self._number += 1
        self._current = self._make(self._number)
        self._answer = None
        self.error = ""
        self._publish()
        return self._current

    def answer(self, cards: "CardLike | Iterable[CardLike]") -> Answer:
        """Answer the current question; returns the :class:`Answer` and updates the tally."""
        self._built()
        if self._answer is not None:
            raise QuizError(_UI_EN["answered"].format(n=self._number))
        if isinstance(cards, str) and len(cards) > _MAX_ANSWER_TEXT:
            raise QuizError(f"an answer names a few cards, not {len(cards)} characters of text")
        try:
            given = tuple(parse_cards(cards)) if isinstance(cards, str) else self._parse(cards)
        except CardError as e:
            raise QuizError(str(e)) from None
        ans = self._grade(given)
        self._answer = ans
        self._asked += 1
        self._right += int(ans.correct)
        self.error = ""
        self._publish()
        return ans

    # -- subclass hooks --

    def _make(self, number: int):  # pragma: no cover - abstract
        raise NotImplementedError

    def _grade(self, given: tuple[Card, ...]) -> Answer:  # pragma: no cover - abstract
        raise NotImplementedError

    def _question_state(self, lang: str) -> dict[str, Any]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _describe(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    @staticmethod
    def _parse(cards: "CardLike | Iterable[CardLike]") -> tuple[Card, ...]:
        if isinstance(cards, Card):
            return (cards,)
        return tuple(Card.parse(c) for c in cards)

    # -- syncing --

    def _publish(self) -> None:
        """Push the whole public state to the page in one message."""
        lang = self.lang
        ans = self._answer
        state: dict[str, Any] = {
            "question": self._number,
            "trump": self._current.trump.value,
            "trump_label": _ui(
                "trump", lang, suit=f"{self._current.trump} {_suit_word(self._current.trump, lang)}"
            ),
            "answered": ans is not None,
            "correct": bool(ans and ans.correct),
            "given": list(ans.given) if ans else [],
            "expected": list(ans.expected) if ans else [],
            "explanation": self._explanation_lines(ans, lang) if ans else [],
            "right": self._right,
            "asked": self._asked,
            # The page fills {n}, {right} …; the language menu's label and choices too.
            "labels": {**{k: _ui_template(k, lang) for k in _UI_EN}, **_menu_labels(lang)},
            **self._question_state(lang),
        }
        with self.hold_sync():
            for key, value in state.items():
                setattr(self, key, value)

    def _explanation_lines(self, ans: Answer, lang: str) -> list[dict[str, Any]]:
        head = _ui("right" if ans.correct else "wrong", lang)
        if not ans.correct:
            chosen = " ".join(_card_text(c, lang) for c in ans.given) or _ui("nothing", lang)
            head += " " + _ui("you_chose", lang, cards=chosen)
        lines = [{"text": head, "cards": list(ans.given), "code": "quiz.verdict"}]
        lines.extend(_line(r, lang) for r in ans.reasons)
        return lines

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict[str, Any]) -> str:
        # Judged before the trait changes, so a bad value never reaches the page: it is
        # refused in ``error`` and the language stays as it was.
        value = proposal["value"]
        try:
            if not isinstance(value, str) or len(value) > 35:  # BCP 47 tags are short
                raise QuizError(f"lang: a language such as 'en', 'el' or 'ko', not {quote(value)}")
            return _lang(value)
        except QuizError as e:
            if not self.trait_has_value("lang"):  # the first value, from __init__: raise
                raise
            self._refuse(str(e))
            return self.lang

    def _follow_session(self, lang: str) -> None:
        self.lang = lang

    def _on_lang(self, change: dict[str, Any]) -> None:
        if self._answer is not None:  # re-render the explanation in the new language
            self._answer = self._grade(tuple(Card.parse(c) for c in self._answer.given))
        self._publish()

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """The page tried to change synced traits: refuse it, put ours back, change nothing.

        Nothing the page may set lives in a trait (answers come as messages), so every
        name is refused: known traits are sent back as they are, unknown names (or
        read-only ones such as ``keys``) only named in the error, never looked up.
        """
        names = list(sync_data) if isinstance(sync_data, dict) else []
        ours = [k for k in names if isinstance(k, str) and k in self.keys]
        shown = ", ".join(quote(k) if not isinstance(k, str) else k[:MAX_QUOTE] for k in names[:3])
        if len(names) > 3:
            shown += ", …"
        self._refuse(_ui("bad_message", self.lang, why=f"the page may not change {shown or 'anything'}"))
        if ours:
            self.send_state(ours)

    def _on_page_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Route ``{"kind": ...}`` messages from the page; anything odd becomes a visible error."""
        try:
            self._route(content)
        except Exception as e:  # noqa: BLE001 - shown in the widget, never raised into the kernel
            _log.exception("hasen-widget quiz: error while handling a message from the page")
            self._refuse(f"{type(e).__name__}: {str(e)[:MAX_QUOTE]}")

    def _route(self, content: Any) -> None:
        lang = self.lang
        try:
            msg = check_message(QUIZ_MESSAGES, content)
        except MessageError as e:
            self._refuse(_ui("bad_message", lang, why=str(e)))
            return
        if msg["kind"] == "next":
            self.next()
            return
        if msg["kind"] == "lang":
            from .explain.session import choose_language

            self.error = ""  # a refusal shown before was in the old language
            choose_language(msg["value"])  # this quiz and every other widget of the session
            return
        number, cards = msg["question"], msg["cards"]
        if number != self._number:
            self._refuse(_ui("stale", lang, n=number, m=self._number))
            return
        if self._answer is not None:
            self._refuse(_ui("answered", lang, n=self._number))
            return
        try:
            self.answer(cards)
        except QuizError as e:
            self._refuse(str(e))

    def _refuse(self, text: str) -> None:
        """Show a refusal in ``error``, bounded: the page never gets a long text from it."""
        self.error = text if len(text) <= MAX_ERROR else text[: MAX_ERROR - 1] + "…"

    def __repr__(self) -> str:
        """Public state only, stable for nbval: seed, question, the answer once given, tally."""
        if self._failure is not None:
            return f"<{type(self).__name__} not built: {failure_bundle(self._failure)['text/plain']}>"
        parts = [f"{type(self).__name__}(seed={self.seed!r})", f"question {self._number}: {self._describe()}"]
        if self._answer is not None:
            parts.append(
                f"answered {' '.join(self._answer.given) or 'nothing'}: "
                f"{'right' if self._answer.correct else 'wrong'}"
            )
        parts.append(f"tally {self._right}/{self._asked}")
        return " | ".join(parts)


# The form of the suit's name after "Trump:": the plural in English ("Trump: ♥ hearts"),
# the singular in Greek ("Ατού: ♥ κούπα", translation review G13).
_TRUMP_SUIT_FORM = {"el": "one"}


def _one_or_many(trump: object, trumps: Any) -> Any:
    """``trump="hearts"`` is ``trumps=["hearts"]``; both at once is refused."""
    if trump is None:
        return trumps
    if trumps is not None:
        raise QuizError("trump: give trump (one suit) or trumps (several), not both")
    if not isinstance(trump, (str, Suit)):
        raise QuizError(f"trump: one suit such as 'hearts', not a {type(trump).__name__}")
    try:
        return [Suit.parse(trump)]
    except CardError as e:
        raise QuizError(f"trump: {e}") from None


def _nth(questions: tuple[Any, ...], number: int) -> Any:
    """Question ``number`` (1, 2, …) of a teacher's list, asked in order and then again."""
    from dataclasses import replace

    return replace(questions[(number - 1) % len(questions)], number=number)


def _suit_word(suit: Suit, lang: str) -> str:
    try:
        return _explain().suit_name(suit, lang, form=_TRUMP_SUIT_FORM.get(lang, "name"))
    except (AttributeError, LookupError):
        return suit.word


class TrickQuiz(_Quiz):
    """Deals random tricks under a random trump and asks which card wins.

    ``trumps``: the suits trump is drawn from (default all four; ``trump="hearts"`` is
    one suit); ``sizes``: trick sizes to deal, 4 normally, 3 or 2 when players sit out.
    ``questions``: the teacher's own tricks instead, in the lessons' notation
    (``["hearts: A♥ J♦ K♥ 9♣", ...]``, see :func:`~hasen_widget.quiz_questions.trick_questions`),
    asked in order and then again. Answer with ``quiz.answer("J♦")`` or by clicking a card.

    >>> TrickQuiz(questions=["clubs: A♣ J♠ 9♣ K♣"]).current.text()
    '♣ trump: N A♣ (led), E J♠, S 9♣, W K♣'
    >>> TrickQuiz(trump="hearts").current.trump.word
    'hearts'
    """

    _kind = "trick"
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
        try:
            self._check_options(kwargs)
            self._trump_choices = _trumps(_one_or_many(trump, trumps))
            self._size_choices = _sizes(sizes)
            self._questions = trick_questions(questions) if questions is not None else ()
            super().__init__(seed=seed, lang=lang, **kwargs)
        except HasenError as e:
            self._fail_or_raise(e, lang)

    def _make(self, number: int) -> TrickQuestion:
        if self._questions:
            return _nth(self._questions, number)
        return trick_question(self.seed, number, self._trump_choices, self._size_choices)

    def _grade(self, given: tuple[Card, ...]) -> Answer:
        q: TrickQuestion = self._current
        if len(given) != 1:
            raise QuizError(f"answer with one card of the trick, not {len(given)}")
        if given[0] not in q.cards:
            raise QuizError(f"{given[0]} is not in this trick ({' '.join(map(str, q.cards))})")
        ex = _explain().explain_trick(q.cards, q.trump, seats=q.seats)
        winner = q.cards[ex.winner]
        reasons = tuple(ex.all_reasons())  # with seats given it opens with who took the trick
        if not reasons or reasons[0].code != "trick.winner_seat":
            seat = {"seat": q.seats[ex.winner], "card": str(winner), "trump": q.trump.value}
            reasons = (Reason("trick.winner_seat", seat), *reasons)
        text = "\n".join(_explain().render(r, self.lang) for r in reasons)
        return Answer(q.number, (str(given[0]),), (str(winner),), given[0] is winner, reasons, text)

    def _question_state(self, lang: str) -> dict[str, Any]:
        q: TrickQuestion = self._current
        return {
            "prompt": _ui("trick_prompt", lang),
            "cards": [
                {
                    "card": str(c),
                    "face": _card_text(c, lang),
                    "code": c.code,
                    "seat": s,
                    "seat_name": _seat_name(s, lang),
                    "label": _card_label(c, q.trump, lang),
                    "led": i == 0,
                }
                for i, (s, c) in enumerate(zip(q.seats, q.cards, strict=True))
            ],
        }

    def _describe(self) -> str:
        return self._current.text() + " — which card wins?"


class FollowSuitQuiz(_Quiz):
    """Shows a hand, the trick so far and trump, and asks which cards may be played.

    ``trumps`` (or ``trump``) and ``hand_size`` as for the dealt questions;
    ``questions``: the teacher's own (``["hearts; trick K♦; hand J♦ 9♦ A♠", ...]``, see
    :func:`~hasen_widget.quiz_questions.follow_questions`). Answer with
    ``quiz.answer(["J♦", "9♦"])`` (every playable card) or by choosing cards in the page
    and pressing Check.
    """

    _kind = "follow"
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
        try:
            self._check_options(kwargs)
            self._trump_choices = _trumps(_one_or_many(trump, trumps))
            self._hand_size = hand_size
            follow_question(0, 1, self._trump_choices, hand_size)  # refuses a bad hand_size now
            self._questions = follow_questions(questions) if questions is not None else ()
            super().__init__(seed=seed, lang=lang, **kwargs)
        except HasenError as e:
            self._fail_or_raise(e, lang)

    def _make(self, number: int) -> FollowQuestion:
        if self._questions:
            return _nth(self._questions, number)
        return follow_question(self.seed, number, self._trump_choices, self._hand_size)

    def _grade(self, given: tuple[Card, ...]) -> Answer:
        q: FollowQuestion = self._current
        stray = [str(c) for c in given if c not in q.hand]
        if stray:
            raise QuizError(f"{' '.join(stray)} not in your hand ({' '.join(map(str, q.hand))})")
        if len(set(given)) != len(given):
            raise QuizError("a card is named twice in the answer")
        legal = q.legal
        ex = _explain()
        # Why each card may or may not be played: forbidden cards first, they are the lesson.
        unplayable = ex.explain_unplayable(q.hand, q.trick, q.trump)
        reasons = [unplayable[c] for c in q.hand if c in unplayable]
        reasons += [ex.explain_play(q.hand, q.trick, q.trump, c) for c in q.hand if c not in unplayable]
        correct = set(given) == set(legal)
        chosen = tuple(str(c) for c in q.hand if c in given)  # in hand order, stable
        text = "\n".join(ex.render(r, self.lang) for r in reasons)
        return Answer(q.number, chosen, tuple(str(c) for c in legal), correct, tuple(reasons), text)

    def _question_state(self, lang: str) -> dict[str, Any]:
        q: FollowQuestion = self._current
        return {
            "prompt": _ui("follow_prompt", lang),
            "hand": [
                {
                    "card": str(c),
                    "face": _card_text(c, lang),
                    "code": c.code,
                    "label": _card_label(c, q.trump, lang),
                }
                for c in q.hand
            ],
            "trick": [
                {
                    "card": str(c),
                    "face": _card_text(c, lang),
                    "code": c.code,
                    "seat": s,
                    "seat_name": _seat_name(s, lang),
                    "label": _card_label(c, q.trump, lang),
                    "led": i == 0,
                }
                for i, (s, c) in enumerate(zip(q.seats, q.trick, strict=True))
            ],
        }

    def _explanation_lines(self, ans: Answer, lang: str) -> list[dict[str, Any]]:
        lines = super()._explanation_lines(ans, lang)
        may = " ".join(_card_text(c, lang) for c in ans.expected)
        lines.insert(
            1,
            {"text": _ui("may_play", lang, cards=may), "cards": list(ans.expected), "code": "quiz.may_play"},
        )
        return lines

    def _describe(self) -> str:
        return self._current.text() + " — which cards may you play?"
