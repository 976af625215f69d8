"""The quizzes' questions: dealt from a seed, or written by a teacher.

A dealt question is a pure function of ``(seed, number)``, so a whole class that types
the same seed sees the same questions. A teacher's own questions are written in the
lessons' notation (see :func:`trick_questions` and :func:`follow_questions`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..cards import DECK, JOKER, Card, CardError, Suit, is_left_bower, parse_cards
from ..deal import SEATS, next_seat, side_of
from ..errors import HasenError, refuse_unknown
from ..tricks import legal_plays, trick_winner

__all__ = [
    "QuizError",
    "TrickQuestion",
    "FollowQuestion",
    "trick_question",
    "follow_question",
    "trick_questions",
    "follow_questions",
    "MAX_QUESTIONS",
]

#: A teacher's list of questions holds at most this many (a lesson asks a dozen).
MAX_QUESTIONS = 200


class QuizError(HasenError, ValueError):
    """A quiz argument or answer that cannot be taken; the message says which and why.

    >>> trick_question(1, 1, sizes=(5,))
    Traceback (most recent call last):
    ...
    hasen_widget.quiz.questions.QuizError: sizes: a trick has 2, 3 or 4 cards (players sitting out), not 5
    """


# --- Questions: pure functions of (seed, number) ------------------------------------


@dataclass(frozen=True)
class TrickQuestion:
    """A complete trick to judge: ``cards[0]`` was led by ``seats[0]``.

    >>> q = trick_question(7, 1)
    >>> q.number, len(q.cards) == len(q.seats) == 4
    (1, True)
    """

    number: int
    trump: Suit
    cards: tuple[Card, ...]
    seats: tuple[str, ...]

    @property
    def winner(self) -> int:
        """Index of the winning card (the rules engine's ``trick_winner``)."""
        return trick_winner(self.cards, self.trump)

    def text(self) -> str:
        """One stable line: ``"♥ trump: W A♥ (led), N J♦, E 9♣, S K♠"``."""
        plays = ", ".join(f"{s} {c}" for s, c in zip(self.seats, self.cards, strict=True))
        return f"{self.trump} trump: {plays.replace(',', ' (led),', 1) if len(self.cards) > 1 else plays}"


@dataclass(frozen=True)
class FollowQuestion:
    """A hand, the cards already in the trick (``trick[0]`` led) and trump."""

    number: int
    trump: Suit
    hand: tuple[Card, ...]
    trick: tuple[Card, ...]
    seats: tuple[str, ...]

    @property
    def legal(self) -> tuple[Card, ...]:
        """The cards of the hand that may be played (the rules engine's ``legal_plays``)."""
        return tuple(legal_plays(self.hand, self.trick, self.trump))

    def text(self) -> str:
        """One stable line: ``"♥ trump; trick W Q♥ (led), N 9♣; hand J♦ 9♦ A♠ …"``."""
        plays = [f"{s} {c}" for s, c in zip(self.seats, self.trick, strict=True)]
        plays[0] += " (led)"
        return f"{self.trump} trump; trick {', '.join(plays)}; hand {' '.join(map(str, self.hand))}"


def _rng(kind: str, seed: "int | str", number: int) -> random.Random:
    # A string seed is hashed with SHA-512 by `random`, the same on every machine and
    # every Python run (unlike hash()), so a class shares its questions.
    return random.Random(f"hasen-quiz:{kind}:{seed}:{number}")


def _seats_for(rng: random.Random, n: int) -> tuple[str, ...]:
    """Seats of a trick of ``n`` cards, clockwise from a random leader.

    With 3 cards one player sits out (the partner of a maker who went alone); with 2,
    one player of each side sits out (a lone maker against a lone defender).
    """
    leader = rng.choice(SEATS)
    order = [leader]
    while len(order) < 4:
        order.append(next_seat(order[-1]))
    if n == 4:
        return tuple(order)
    if n == 3:
        out = {rng.choice(order[1:])}
    else:
        other = order[1]  # leader's left-hand opponent: keep leader and one seat of the other side
        keep = rng.choice([s for s in order if side_of(s) == side_of(other)])
        out = {s for s in order if s not in (leader, keep)}
    return tuple(s for s in order if s not in out)


def _trumps(trumps: "Iterable[Suit | str] | None") -> tuple[Suit, ...]:
    if trumps is None:
        return tuple(Suit)
    if isinstance(trumps, (str, Suit)):
        trumps = [trumps]
    try:
        out = tuple(dict.fromkeys(Suit.parse(t) for t in trumps))
    except CardError as e:
        raise QuizError(f"trumps: {e}") from None
    if not out:
        raise QuizError("trumps: name at least one suit (or None for all four)")
    return out


def _sizes(sizes: "Iterable[int] | int") -> tuple[int, ...]:
    if isinstance(sizes, int):
        sizes = (sizes,)
    out = tuple(sizes)
    bad = [n for n in out if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 4]
    if bad or not out:
        shown = bad[0] if bad else "none"
        raise QuizError(f"sizes: a trick has 2, 3 or 4 cards (players sitting out), not {shown}")
    return out


def trick_question(
    seed: "int | str",
    number: int,
    trumps: "Iterable[Suit | str] | None" = None,
    sizes: "Iterable[int] | int" = (4,),
) -> TrickQuestion:
    """Question ``number`` (1, 2, …) of the "which card wins?" quiz with this seed.

    >>> trick_question(7, 3) == trick_question(7, 3)
    True
    """
    trump_choices, size_choices = _trumps(trumps), _sizes(sizes)
    rng = _rng("trick", seed, number)
    trump = rng.choice(trump_choices)
    n = rng.choice(size_choices)
    cards = tuple(rng.sample(DECK, n))
    return TrickQuestion(number, trump, cards, _seats_for(rng, n))


def _has_trap(hand: Sequence[Card], trick: Sequence[Card], trump: Suit) -> bool:
    """The Joker or a left bower in play: a card whose printed suit is not the suit it follows."""
    return any(c is JOKER or is_left_bower(c, trump) for c in (*hand, trick[0]))


def follow_question(
    seed: "int | str",
    number: int,
    trumps: "Iterable[Suit | str] | None" = None,
    hand_size: int = 5,
) -> FollowQuestion:
    """Question ``number`` of the "which cards may you play?" quiz with this seed.

    Questions are chosen so that the rule bites: some card of the hand may not be
    played, and more often than not the Joker or a left bower is involved (the traps
    of RULES.md §7).

    >>> q = follow_question(7, 1)
    >>> 0 < len(q.legal) < len(q.hand)
    True
    """
    trump_choices = _trumps(trumps)
    if not isinstance(hand_size, int) or isinstance(hand_size, bool) or not 2 <= hand_size <= 6:
        raise QuizError(f"hand_size: a hand holds 2 to 6 cards, not {hand_size!r}")
    rng = _rng("follow", seed, number)
    want_trap = rng.random() < 0.6
    for _ in range(500):
        trump = rng.choice(trump_choices)
        k = rng.randint(1, 3)
        cards = rng.sample(DECK, hand_size + k)
        hand, trick = cards[:hand_size], cards[hand_size:]
        legal = legal_plays(hand, trick, trump)
        if len(legal) < len(hand) and (not want_trap or _has_trap(hand, trick, trump)):
            break
    seats = _seats_for(rng, 4)[:k]
    return FollowQuestion(number, trump, tuple(hand), tuple(trick), seats)


# --- A teacher's own questions, in the lessons' notation -------------------------------


def _default_seats(n: int) -> tuple[str, ...]:
    # Clockwise from North: with 3 cards West (the partner of East, who went alone) sits
    # out; with 2, North plays alone against East defending alone.
    return ("N", "E", "S", "W")[:n]


def _suit_of(value: object, where: str) -> Suit:
    try:
        return Suit.parse(value)  # type: ignore[arg-type]
    except (CardError, TypeError, AttributeError):
        shown = repr(value)[:20] if isinstance(value, str) else type(value).__name__
        raise QuizError(
            f"{where}.trump: name a suit (clubs, diamonds, hearts or spades), not {shown}"
        ) from None


def _cards_of(value: object, where: str) -> tuple[Card, ...]:
    if isinstance(value, str):
        items: list[object] = list(value.replace(",", " ").split())
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        raise QuizError(f"{where}: cards as text such as 'A♥ J♦ K♥' or a list, not {type(value).__name__}")
    try:
        cards = tuple(parse_cards(items))  # type: ignore[arg-type]
    except CardError as e:
        raise QuizError(f"{where}: {e}") from None
    dup = next((c for i, c in enumerate(cards) if c in cards[:i]), None)
    if dup is not None:
        raise QuizError(f"{where}: {dup} appears twice")
    return cards


def _split(text: str, where: str, parts: Sequence[str]) -> dict[str, str]:
    """``"hearts: A♥ J♦ K♥"`` or ``"hearts; trick K♦; hand J♦ A♠ 9♣"`` read into fields."""
    head, sep, rest = text.partition(":" if parts == ("trick",) else ";")
    if not sep:
        form = "'hearts: A♥ J♦ K♥'" if parts == ("trick",) else "'hearts; trick K♦; hand J♦ A♠ 9♣'"
        raise QuizError(f"{where}: write the trump first, as in {form}")
    fields = {"trump": head.strip()}
    if parts == ("trick",):
        fields["trick"] = rest
        return fields
    for piece in rest.split(";"):
        name, _, cards = piece.strip().partition(" ")
        if name not in parts or name in fields:
            raise QuizError(f"{where}: {name[:12]!r} is not 'trick' or 'hand' (or is given twice)")
        fields[name] = cards
    return fields


def _fields(item: object, where: str, parts: Sequence[str]) -> dict[str, object]:
    if isinstance(item, str):
        if len(item) > 300:
            raise QuizError(f"{where}: a question is at most 300 characters, not {len(item)}")
        return dict(_split(item, where, parts))
    if isinstance(item, dict):
        try:
            refuse_unknown(f"a quiz question ({where})", item, ("trump", "seats", *parts))
        except HasenError as e:
            raise QuizError(str(e)) from None
        missing = [k for k in ("trump", *parts) if k not in item]
        if missing:
            raise QuizError(f"{where}: missing {', '.join(missing)}")
        return dict(item)
    raise QuizError(f"{where}: a question is a text or a dict, not {type(item).__name__}")


def _seats(value: object, n: int, where: str) -> tuple[str, ...]:
    if value is None:
        return _default_seats(n)
    seats = tuple(value.replace(",", " ").split()) if isinstance(value, str) else tuple(value)  # type: ignore[arg-type]
    if len(seats) == 1 and isinstance(seats[0], str) and len(seats[0]) == n:
        seats = tuple(seats[0])  # "WNES"
    if len(seats) != n or any(s not in SEATS for s in seats) or len(set(seats)) != n:
        raise QuizError(f"{where}.seats: {n} different seats of N, E, S, W, one per card, led first")
    return seats


def _questions(questions: object, what: str) -> list[object]:
    if isinstance(questions, (str, bytes, dict)) or not isinstance(questions, Iterable):
        raise QuizError(f"questions: a list of questions, not a {type(questions).__name__}")
    items = list(questions)
    if not 1 <= len(items) <= MAX_QUESTIONS:
        raise QuizError(f"questions: 1 to {MAX_QUESTIONS} {what}, not {len(items)}")
    return items


def trick_questions(questions: object) -> tuple[TrickQuestion, ...]:
    """A teacher's "which card wins?" questions, in the lessons' notation: each a text
    ``"<trump>: <cards, the led card first>"`` or a dict ``{"trump", "trick"}`` (and
    ``"seats"``, led first; default clockwise from North). A bad one is refused with
    its place and field.

    >>> [q.text() for q in trick_questions(["hearts: A♥ J♦ K♥ 9♣", {"trump": "♠", "trick": "J♣ A♠", "seats": "WN"}])]
    ['♥ trump: N A♥ (led), E J♦, S K♥, W 9♣', '♠ trump: W J♣ (led), N A♠']
    >>> trick_questions(["hearts: A♥ J♦ A♥"])
    Traceback (most recent call last):
    ...
    hasen_widget.quiz.questions.QuizError: questions[0].trick: A♥ appears twice
    """
    out = []
    for i, item in enumerate(_questions(questions, "tricks")):
        where = f"questions[{i}]"
        f = _fields(item, where, ("trick",))
        trump = _suit_of(f["trump"], where)
        cards = _cards_of(f["trick"], f"{where}.trick")
        if not 2 <= len(cards) <= 4:
            raise QuizError(f"{where}.trick: a trick has 2 to 4 cards, not {len(cards)}")
        out.append(TrickQuestion(i + 1, trump, cards, _seats(f.get("seats"), len(cards), where)))
    return tuple(out)


def follow_questions(questions: object) -> tuple[FollowQuestion, ...]:
    """A teacher's "which cards may you play?" questions: each a text
    ``"<trump>; trick <cards led first>; hand <cards>"`` or a dict ``{"trump", "trick",
    "hand"}`` (and ``"seats"`` of the trick). A bad one is refused with its place and field.

    >>> q = follow_questions(["hearts; trick K♦; hand J♦ 9♦ A♠"])[0]
    >>> [str(c) for c in q.legal]  # J♦ is the left bower, a heart: 9♦ must follow
    ['9♦']
    """
    out = []
    for i, item in enumerate(_questions(questions, "hands")):
        where = f"questions[{i}]"
        f = _fields(item, where, ("trick", "hand"))
        trump = _suit_of(f["trump"], where)
        trick = _cards_of(f["trick"], f"{where}.trick")
        hand = _cards_of(f["hand"], f"{where}.hand")
        if not 1 <= len(trick) <= 3:
            raise QuizError(f"{where}.trick: the trick so far has 1 to 3 cards, not {len(trick)}")
        if not 1 <= len(hand) <= 6:
            raise QuizError(f"{where}.hand: a hand holds 1 to 6 cards, not {len(hand)}")
        both = [str(c) for c in hand if c in trick]
        if both:
            raise QuizError(f"{where}: {' '.join(both)} is both in the hand and in the trick")
        out.append(FollowQuestion(i + 1, trump, hand, trick, _seats(f.get("seats"), len(trick), where)))
    return tuple(out)
