"""Words for the table widget: the one seam between the widget and ``hasen_widget.explain``.

Every sentence the widget shows (why a trick was won, why a card may not be played,
how a hand was scored, a refusal, a button's label, a card's spoken name) is made
here from engine facts. The widget never composes text itself, and the browser gets
only the finished words plus the cards they name (for highlighting).

All words come from ``hasen_widget.explain`` and its catalogues (gettext, one file
per language), in the language asked for; the table's chrome is the catalogue group
``widget.*`` (see ``UI_KEYS``).

>>> action_label("bid 3", "en"), action_label("trump ♥", "en")
('Bid 3', '♥ Hearts')
>>> card_label("J♦", "H", "en")
'Jack of diamonds, left bower'
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from .cards import Suit
from .deal import SEAT_NAMES
from .explain import catalog, explain_card_played, explain_hand_score, render, suit_name
from .explain import explain_trick as explain
from .explain.catalog import available_languages
from .explain.render import card_label, card_text, seat_name, side_name
from .reasons import Reason

__all__ = [
    "available_languages",
    "action_label",
    "card_label",
    "seat_name",
    "side_name",
    "ui_labels",
    "render_reason",
    "explain_hand",
    "unplayable_texts",
    "explain_trick_short",
    "label",
    "card_text",
    "bid_text",
    "language_names",
    "language_menu",
    "trick_title",
]

#: The chrome of the table, each a catalogue message ``widget.<key>`` (js/table uses them).
UI_KEYS = (
    "new_hand", "undo", "hint", "step", "open_hands", "your_turn", "waiting", "dealer", "maker", "bid",
    "trump", "score", "target", "hands", "last_trick", "trick", "choose_bid", "choose_trump",
    "choose_discard", "alone_q", "defend_q", "auction", "why", "cards_n", "sitting_out", "from_widow",
    "match_over", "you", "your_hand", "table", "made", "failed", "thrown_in", "analysis", "seat",
    "next_hand", "go_on", "details", "earlier_hands", "latest_moves", "why_empty", "alone_help", "defend_help", "result",
    "review", "review_card", "review_best", "review_cost", "held", "new_match", "tricks_taken", "bots_reasons",
    "language",
)  # fmt: skip

#: Labels with placeholders that Python fills (``label(key, lang, **params)``).
FILLED_KEYS = (
    "count_of", "greyed", "widow_joins", "discards", "you_discard", "result_line", "review_summary",
    "see_result", "nothing_to_undo", "nothing_to_decide", "your_turn_now", "no_computer_move",
    "count_made", "hint_coach",
)  # fmt: skip


def _catalog():
    return catalog


def label(key: str, lang: str = "en", **params: Any) -> str:
    """The catalogue message ``widget.<key>`` in ``lang``, its ``{placeholders}`` filled.

    >>> label("count_of", "en", side="North–South", n=2, need=4)
    'North–South 2 of 4'
    """
    text = _catalog().lookup(f"widget.{key}", lang)
    for k, v in params.items():
        text = text.replace("{" + k + "}", str(v))
    return text


def bid_text(bid_label: "str | None", lang: str = "en") -> str:
    """A bid as said: ``"4"``, or Little/Big Pepper in ``lang``."""
    if bid_label in ("little pepper", "big pepper"):
        return _catalog().lookup(f"bid.label.{bid_label}", lang)
    return str(bid_label)


@lru_cache(maxsize=8)
def _ui_labels(lang: str) -> tuple:
    return tuple(_ui_labels_uncached(lang).items())


def ui_labels(lang: str) -> dict[str, str]:
    """Every label of the widget's chrome in ``lang`` (see ``_ui_labels_uncached``).

    >>> ui_labels("en")["cards_n_1"], ui_labels("el")["seat_N"]
    ('1 card', 'Βορράς')
    """
    return dict(_ui_labels(lang))


def _ui_labels_uncached(lang: str) -> dict[str, str]:
    """Placeholders such as ``{seat}`` are left for the front end to fill; card counts
    come with the language's plural rule; the Joker's name is ``joker``."""
    catalog = _catalog()
    out = {}
    for key in UI_KEYS:
        out[key] = catalog.lookup(f"widget.{key}", lang)
    for n in range(8):  # cards_n_0 … cards_n_7
        out[f"cards_n_{n}"] = catalog.lookup_plural("widget.cards_n", n, lang).replace("{n}", str(n))
    for seat in SEAT_NAMES:
        out[f"seat_{seat}"] = seat_name(seat, lang)
    for side in ("NS", "EW"):
        out[f"side_{side}"] = side_name(side, lang)
    out["joker"] = catalog.lookup("card.joker", lang)
    out.update(language_names())
    return out


@lru_cache(maxsize=4)
def _endonyms(codes: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    # lazy: babel is heavy.
    from babel import Locale

    # Each language by its own name ("Ελληνικά", "한국어"), as a language menu shows it:
    # the CLDR autonyms, from Babel (the catalogues' own library), not a list of ours.
    return tuple((code, Locale.parse(code).get_display_name(code).capitalize()) for code in codes)


def language_menu() -> list[dict[str, str]]:
    """The language menu's choices: every language the catalogues hold
    (``available_languages()``, English first), each by its own name. Sent to the page
    with each widget's state (the table's ``settings``, the quiz's ``languages``), so
    a menu lists what Python has; a language added to ``locale/`` appears in it.

    >>> language_menu()
    [{'code': 'en', 'name': 'English'}, {'code': 'el', 'name': 'Ελληνικά'}, {'code': 'ko', 'name': '한국어'}]
    """
    return [{"code": code, "name": name} for code, name in _endonyms(tuple(available_languages()))]


def language_names() -> dict[str, str]:
    """The language menu's choices as labels ``lang_<code>``, each in its own language.

    >>> language_names()
    {'lang_en': 'English', 'lang_el': 'Ελληνικά', 'lang_ko': '한국어'}
    """
    return {f"lang_{choice['code']}": choice["name"] for choice in language_menu()}


@lru_cache(maxsize=1024)
def action_label(action: str, lang: str = "en") -> str:
    """The text of the button that takes ``action`` (``"bid 3"`` -> ``"Bid 3"``)."""
    kind, _, arg = action.partition(" ")
    if kind in ("play", "discard"):
        return card_label(arg, None, lang)
    if kind == "trump":
        suit = Suit.parse(arg)
        return f"{suit.symbol} {suit_name(suit, lang).capitalize()}"
    if action in ("little pepper", "big pepper"):
        return _catalog().lookup(f"bid.label.{action}", lang)
    if kind == "bid":
        return _catalog().lookup("widget.action.bid", lang).replace("{n}", arg)
    return _catalog().lookup(f"widget.action.{action.replace(' ', '_')}", lang)


def render_reason(reason: "Reason | None", lang: str = "en", fallback: str = "") -> str:
    """``reason`` in words, or ``fallback`` when there is no reason or no text for it."""
    if reason is None:
        return fallback

    try:
        return render(reason, lang) or fallback
    except (KeyError, LookupError, ValueError, TypeError):
        return fallback  # a code no catalogue knows: say what the engine said


def explain_trick_short(
    plays: "list[tuple[str, str]]", trump: str, winner: str, lang: str
) -> tuple[str, str, list[str]]:
    """Why ``winner`` took this trick in one line (the winning card's reason), the
    details (why each other card lost, what the Joker and bowers are: each said once),
    and the cards they name (the winning card first).

    >>> short, details, cards = explain_trick_short(
    ...     [("N", "A♣"), ("E", "K♣"), ("S", "9♣"), ("W", "Q♣")], "H", "N", "en")
    >>> short
    'A♣ wins: the highest of the clubs led, and no trump was played.'
    >>> details.count(">")
    0
    """
    told = explain([c for _, c in plays], trump, seats=[s for s, _ in plays])
    short = render_reason(told.winner_reason, lang)
    details = [render_reason(r, lang) for _, r in told.losers]
    details += [render_reason(r, lang) for r in told.notes]
    # Highlight what the one line names (the winning card, and a card it beat by name).
    win_card = next(c for s, c in plays if s == winner)
    named = [win_card, *told.winner_reason.cards]
    return short, " ".join(t for t in dict.fromkeys(details) if t), list(dict.fromkeys(named))


def explain_played(seat: str, card: str, trump: "str | None", lang: str) -> str:
    """The words a screen reader says when ``seat`` plays ``card``
    ("West played the left bower J♦.")."""
    return render_reason(explain_card_played(seat, card, trump), lang) or (
        f"{seat_name(seat, lang)}: {card_label(card, trump, lang)}"
    )


def explain_hand(result: Any, rules: Any, lang: str) -> str:
    """How a finished hand was scored, step by step. ``result`` is the engine's
    :class:`~hasen_widget.game.HandResult` (the score names no hidden card)."""
    return " ".join(render_reason(r, lang) for r in explain_hand_score(result, rules))


def unplayable_texts(why: "Mapping[str, Reason]", fallback: "Mapping[str, str]", lang: str) -> dict[str, str]:
    """Each unplayable card's reason in words (``why``: card -> Reason from the engine)."""
    return {card: render_reason(r, lang, fallback.get(card, "")) for card, r in why.items()}


def trick_title(number: int, winner: str, lang: str = "en") -> str:
    """The title of a trick's entry in the Why panel, a sentence of its own.

    >>> trick_title(2, "E", "en")
    'Trick 2, won by East.'
    """
    # A typed message (the seat as said in a sentence: "η Ανατολή"), rendered as a reason is.
    return render(Reason("widget.trick_title", {"n": number, "seat": winner}), lang)
