"""A quiz as plain Python: its questions, the answers, the tally and what the page shows.

A session deals question *n* from its seed (or asks a teacher's own questions in
order), grades an answer with the rules and the reasons of :mod:`hasen_widget.explain`,
and keeps the tally. :meth:`QuizSession.state` is everything a front end draws, in the
session's language; the quiz widgets (:mod:`hasen_widget.quiz.widget`) only sync it.

>>> s = TrickSession(seed=7, questions=["hearts: A♥ J♦ K♥ 9♣"])
>>> s.answer("A♥")
Answer(question 1: A♥, wrong, J♦)
>>> s.state()["explanation"][0]["text"]
'Not quite. You chose A♥.'
>>> s.next().number, s.tally
(2, {'right': 0, 'asked': 1})
>>> f = FollowSession(seed=7, questions=["hearts; trick K♦; hand J♦ 9♦ A♠"], lang="ko")
>>> f.answer(["9♦"]).correct, f.state()["prompt"] == f.state()["labels"]["follow_prompt"]
(True, True)
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from ..cards import Card, CardError, CardLike, Suit, parse_cards
from ..page_messages import quote_json as quote
from ..reasons import Reason
from ..widget_text import language_menu
from . import words
from .questions import (
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

__all__ = ["Answer", "QuizSession", "TrickSession", "FollowSession", "MAX_SEED_TEXT"]

#: A seed is a word of at most this many characters, or a whole number of at most 64 bits.
MAX_SEED_TEXT = 100
#: The longest card text ``answer`` takes ("J♦ 9♦ A♠ …", a whole hand and more).
_MAX_ANSWER_TEXT = 200


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


def _explain():
    # The reasons (and their catalogues) load with the first question graded, not at import.
    from .. import explain

    return explain


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
    return replace(questions[(number - 1) % len(questions)], number=number)


def _seed(seed: "int | str | None") -> "int | str":
    if seed is None:
        return secrets.randbelow(10**6)  # shown in the repr, so a teacher can share it
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        raise QuizError(f"seed: a whole number or a word, not {quote(seed)}")
    if isinstance(seed, str) and not 0 < len(seed) <= MAX_SEED_TEXT:
        raise QuizError(f"seed: a word of 1 to {MAX_SEED_TEXT} characters, not {quote(seed)}")
    if isinstance(seed, int) and seed.bit_length() > 64:
        raise QuizError(f"seed: a whole number of at most 64 bits, not {quote(seed)}")
    return seed


class QuizSession:
    """What both quizzes share: the seed, the question asked, its answer, the tally."""

    #: ``"trick"`` or ``"follow"``: which front end draws it.
    kind = ""
    #: The question as the repr asks it.
    _asks = ""

    def __init__(self, seed: "int | str | None" = None, lang: "str | None" = None) -> None:
        self.seed = _seed(seed)
        self._answer: Answer | None = None
        self._right = 0
        self._asked = 0
        self._number = 1
        self._current = self._make(1)
        self.lang = words.language(lang)

    # -- the quiz --

    @property
    def current(self) -> Any:
        """The question being asked (a :class:`TrickQuestion` or :class:`FollowQuestion`)."""
        return self._current

    @property
    def number(self) -> int:
        """The number of the question being asked (1, 2, …)."""
        return self._number

    @property
    def tally(self) -> dict[str, int]:
        """``{"right": r, "asked": n}``: answers right out of questions answered."""
        return {"right": self._right, "asked": self._asked}

    @property
    def last_answer(self) -> "Answer | None":
        """The answer to the current question, once given."""
        return self._answer

    def next(self) -> Any:
        """Go on to the next question (an unanswered one is skipped, not counted)."""
        self._number += 1
        self._current = self._make(self._number)
        self._answer = None
        return self._current

    def answer(self, cards: "CardLike | Iterable[CardLike]") -> Answer:
        """Answer the current question; returns the :class:`Answer` and updates the tally."""
        if self._answer is not None:
            raise QuizError(words.ui("answered", "en", n=self._number))
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
        return ans

    def set_lang(self, lang: str) -> None:
        """Speak ``lang`` from now on; an answer given is explained again in it."""
        self.lang = words.language(lang)
        if self._answer is not None:
            self._answer = self._grade(tuple(Card.parse(c) for c in self._answer.given))

    @staticmethod
    def _parse(cards: "CardLike | Iterable[CardLike]") -> tuple[Card, ...]:
        if isinstance(cards, Card):
            return (cards,)
        return tuple(Card.parse(c) for c in cards)

    # -- what a front end draws --

    def state(self) -> dict[str, Any]:
        """The whole public state, in the session's language (the quiz widget's traits)."""
        lang, ans, trump = self.lang, self._answer, self._current.trump
        return {
            "question": self._number,
            "trump": trump.value,
            "trump_label": words.ui("trump", lang, suit=f"{trump} {words.suit_word(trump, lang)}"),
            "answered": ans is not None,
            "correct": bool(ans and ans.correct),
            "given": list(ans.given) if ans else [],
            "expected": list(ans.expected) if ans else [],
            "explanation": self._explanation_lines(ans, lang) if ans else [],
            "right": self._right,
            "asked": self._asked,
            # The page fills {n}, {right} …; the language menu's label and choices too.
            "labels": words.quiz_labels(lang),
            "languages": language_menu(),  # the language menu's choices
            **self._question_state(lang),
        }

    def _explanation_lines(self, ans: Answer, lang: str) -> list[dict[str, Any]]:
        head = words.ui("right" if ans.correct else "wrong", lang)
        if not ans.correct:
            chosen = " ".join(words.card_text(c, lang) for c in ans.given) or words.ui("nothing", lang)
            head += " " + words.ui("you_chose", lang, cards=chosen)
        lines = [{"text": head, "cards": list(ans.given), "code": "quiz.verdict"}]
        lines.extend(words.line(r, lang) for r in ans.reasons)
        return lines

    def _card(self, card: Card, lang: str, seat: "str | None" = None, led: bool = False) -> dict[str, Any]:
        """A card as the page draws it: its face, its spoken label, and who played it."""
        drawn: dict[str, Any] = {"card": str(card), "face": words.card_text(card, lang), "code": card.code}
        if seat is not None:
            drawn.update(seat=seat, seat_name=words.seat_name(seat, lang))
        drawn["label"] = words.card_label(card, self._current.trump, lang)
        if seat is not None:
            drawn["led"] = led
        return drawn

    def _played(self, cards: Iterable[Card], seats: Iterable[str], lang: str) -> list[dict[str, Any]]:
        """The cards of a trick, the led one first, each with its seat."""
        return [self._card(c, lang, s, i == 0) for i, (s, c) in enumerate(zip(seats, cards, strict=True))]

    def summary(self, name: str) -> str:
        """Public state only, stable for nbval: seed, question, the answer once given, tally."""
        parts = [
            f"{name}(seed={self.seed!r})",
            f"question {self._number}: {self._current.text()} — {self._asks}",
        ]
        if self._answer is not None:
            parts.append(
                f"answered {' '.join(self._answer.given) or 'nothing'}: "
                f"{'right' if self._answer.correct else 'wrong'}"
            )
        parts.append(f"tally {self._right}/{self._asked}")
        return " | ".join(parts)

    def __repr__(self) -> str:
        return self.summary(type(self).__name__)

    # -- what each quiz does its own way --

    def _make(self, number: int) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def _grade(self, given: tuple[Card, ...]) -> Answer:  # pragma: no cover - abstract
        raise NotImplementedError

    def _question_state(self, lang: str) -> dict[str, Any]:  # pragma: no cover - abstract
        raise NotImplementedError


class TrickSession(QuizSession):
    """Which card wins the trick? Dealt under a random trump from ``trumps`` (all four
    by default, ``trump="hearts"`` one suit), of a size from ``sizes`` (4, or 3 and 2
    when players sit out); or a teacher's own ``questions`` (see
    :func:`~hasen_widget.quiz.questions.trick_questions`), asked in order and then again.

    >>> TrickSession(questions=["clubs: A♣ J♠ 9♣ K♣"]).current.text()
    '♣ trump: N A♣ (led), E J♠, S 9♣, W K♣'
    """

    kind = "trick"
    _asks = "which card wins?"

    def __init__(
        self,
        seed: "int | str | None" = None,
        lang: "str | None" = None,
        trumps: "Iterable[Suit | str] | None" = None,
        sizes: "Iterable[int] | int" = (4,),
        *,
        trump: "Suit | str | None" = None,
        questions: "Iterable[Any] | None" = None,
    ) -> None:
        self._trump_choices = _trumps(_one_or_many(trump, trumps))
        self._size_choices = _sizes(sizes)
        self._questions = trick_questions(questions) if questions is not None else ()
        super().__init__(seed=seed, lang=lang)

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
        text = "\n".join(words.render(r, self.lang) for r in reasons)
        return Answer(q.number, (str(given[0]),), (str(winner),), given[0] is winner, reasons, text)

    def _question_state(self, lang: str) -> dict[str, Any]:
        q: TrickQuestion = self._current
        return {"prompt": words.ui("trick_prompt", lang), "cards": self._played(q.cards, q.seats, lang)}


class FollowSession(QuizSession):
    """Which cards may you play? A hand of ``hand_size`` cards, the trick so far and
    trump (from ``trumps``, or ``trump``); or a teacher's own ``questions`` (see
    :func:`~hasen_widget.quiz.questions.follow_questions`). The answer is every playable card.

    >>> FollowSession(seed=3, hand_size=7)
    Traceback (most recent call last):
    ...
    hasen_widget.quiz.questions.QuizError: hand_size: a hand holds 2 to 6 cards, not 7
    """

    kind = "follow"
    _asks = "which cards may you play?"

    def __init__(
        self,
        seed: "int | str | None" = None,
        lang: "str | None" = None,
        trumps: "Iterable[Suit | str] | None" = None,
        hand_size: int = 5,
        *,
        trump: "Suit | str | None" = None,
        questions: "Iterable[Any] | None" = None,
    ) -> None:
        self._trump_choices = _trumps(_one_or_many(trump, trumps))
        self._hand_size = hand_size
        follow_question(0, 1, self._trump_choices, hand_size)  # refuses a bad hand_size now
        self._questions = follow_questions(questions) if questions is not None else ()
        super().__init__(seed=seed, lang=lang)

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
        text = "\n".join(words.render(r, self.lang) for r in reasons)
        return Answer(q.number, chosen, tuple(str(c) for c in legal), correct, tuple(reasons), text)

    def _question_state(self, lang: str) -> dict[str, Any]:
        q: FollowQuestion = self._current
        return {
            "prompt": words.ui("follow_prompt", lang),
            "hand": [self._card(c, lang) for c in q.hand],
            "trick": self._played(q.trick, q.seats, lang),
        }

    def _explanation_lines(self, ans: Answer, lang: str) -> list[dict[str, Any]]:
        lines = super()._explanation_lines(ans, lang)
        may = " ".join(words.card_text(c, lang) for c in ans.expected)
        lines.insert(
            1,
            {
                "text": words.ui("may_play", lang, cards=may),
                "cards": list(ans.expected),
                "code": "quiz.may_play",
            },
        )
        return lines
