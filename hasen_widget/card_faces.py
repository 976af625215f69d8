"""One card in a picture, and what every picture of :mod:`hasen_widget.display` shares.

A card's face (rank and suit symbol, or the Joker's star), the note under it (what the
Joker and the bowers are), the name a screen reader says (``aria-label``), and the
stylesheet, the words (the ``pictures`` catalogue domain, registered here) and the
base class of the ``show_*`` pictures. The underscored helpers are the pictures' own
parts, not part of the package's interface.

>>> card_aria_label("J♦", "hearts"), card_aria_label("Joker", "spades", "el")
('Jack of diamonds, left bower', 'Τζόκερ (μπαλαντέρ), το ψηλότερο ατού')
>>> "hwd-trump" in _card_html(Card.parse("J♦"), Suit.HEARTS, "en", "left bower")
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

from .cards import Card, CardLike, Suit, is_trump, parse_cards
from .errors import HasenError
from .explain.catalog import get_language, lookup, normalize_language
from .explain.registry import register_message
from .explain.render import card_label, role_of

__all__ = ["card_aria_label", "DisplayError", "WORDS", "TEXT_LANG"]


class DisplayError(HasenError, ValueError):
    """Something a ``show_*`` function cannot draw; the message names the argument."""


#: The words of the pictures (the ``pictures`` catalogue domain), each with its placeholders.
#: The text form is always in English (lessons store it, and nbval compares it); the
#: picture itself (HTML, aria-labels) speaks the picture's language.
WORDS: dict[str, tuple[str, ...]] = {
    "picture.note.joker": (),
    "picture.note.widow": (),
    "picture.note.dealer": (),
    "picture.cards": (),
    "picture.no_cards": (),
    "picture.ladder.top": (),
    "picture.ladder.title": ("symbol", "suit"),
    "picture.ladder.group": ("suit",),
    "picture.ladder.text": ("symbol", "suit"),
    "picture.plain.intro": (),
    "picture.plain.group": ("suit",),
    "picture.plain.lent": (),
    "picture.plain.lent_text": (),
    "picture.trick.caption": ("symbol", "suit"),
    "picture.trick.text": ("symbol",),
    "picture.trump": ("suit",),
    "picture.trump_word": (),
    "picture.no_trump": (),
    "picture.widow": (),
    "picture.deal": (),
}
for _key, _params in WORDS.items():
    register_message(_key, domain="pictures", **dict.fromkeys(_params, "text"))

#: The language of every text form.
TEXT_LANG = "en"


def _say(key: str, lang: str, **params: str) -> str:
    """Message ``key`` of the pictures (or of another domain: ``role.*``, ``rank.*``) in ``lang``.

    >>> _say("picture.trick.text", "en", symbol="♥"), _say("picture.trump", "el", suit="κούπες")
    ('Trick, ♥ trump', 'ατού κούπες')
    """
    text = lookup(key, lang)
    return text.format(**params) if params else text


def _suit_word(suit: Suit, lang: str) -> str:
    return lookup(f"suit.{suit.value}.name", lang)


def _seat_word(seat: str, lang: str) -> str:
    return lookup(f"seat.{seat}.label", lang)


_SIZES = {"small": "0.8em", "normal": "1em", "projector": "1.8em"}  # the names of hasen_widget.sizes

# One stylesheet, scoped by the hwd- prefix. Colours come from JupyterLab's theme
# variables (with fallbacks for nbconvert HTML and other front ends), so the cards
# are readable in light and dark themes alike.
_CSS = """<style>
.hwd-box{font-family:var(--jp-content-font-family,system-ui,sans-serif);color:var(--jp-content-font-color1,#1a1a1a);margin:.3em 0}
.hwd-cap{font-weight:600;margin:0 0 .35em 0}
.hwd-row{display:flex;flex-wrap:wrap;gap:.45em;align-items:flex-start;list-style:none;margin:0;padding:0}
.hwd-slot{display:flex;flex-direction:column;align-items:center;width:3.6em}
.hwd-card{box-sizing:border-box;width:3.4em;height:4.7em;border:1px solid var(--jp-border-color1,#8a8a8a);border-radius:.45em;background:var(--jp-layout-color0,#fff);box-shadow:0 1px 2px rgba(0,0,0,.3);display:flex;flex-direction:column;align-items:center;justify-content:center;line-height:1.05;color:var(--jp-content-font-color1,#1a1a1a)}
.hwd-card .hwd-r{font-weight:700;font-size:1.25em}
.hwd-card .hwd-s{font-size:1.7em}
.hwd-red{color:var(--jp-error-color1,#c62828)}
.hwd-trump{border:2px solid var(--jp-brand-color1,#1976d2)}
.hwd-joker .hwd-r{font-size:.8em;letter-spacing:.02em}
.hwd-dim{opacity:.4}
.hwd-dim .hwd-card{border-style:dashed}
.hwd-win .hwd-card{outline:3px solid var(--jp-brand-color1,#1976d2);outline-offset:2px}
.hwd-note{font-size:.68em;text-align:center;margin-top:.3em;color:var(--jp-content-font-color2,#555);line-height:1.15}
.hwd-win .hwd-note{font-weight:700;color:var(--jp-content-font-color1,#1a1a1a)}
.hwd-ladder td,.hwd-ladder th{padding:.15em .6em;text-align:left;vertical-align:middle}
.hwd-table{display:inline-grid;grid-template-columns:auto auto auto;gap:.6em 1.2em;align-items:center;justify-items:center}
.hwd-table .hwd-row{flex-wrap:nowrap}
.hwd-table .hwd-row.hwd-side{flex-wrap:wrap;width:11.7em}
.hwd-seat{font-size:.8em;font-weight:600;margin-bottom:.2em;text-align:center}
.hwd-mid{font-size:.8em;text-align:center;color:var(--jp-content-font-color2,#555)}
</style>"""


def _resolve_lang(lang: "str | None") -> str:
    """The picture's language: ``lang`` as the catalogues name it (``"EL"`` -> ``"el"``),
    else the session's (``hasen_widget.explain.set_language``, English unless set).

    >>> _resolve_lang("el_GR"), _resolve_lang(None)
    ('el', 'en')
    """
    if lang is None:
        return get_language()
    if not isinstance(lang, str):
        raise DisplayError(f"lang must be a language code such as 'en', 'el' or 'ko', not {lang!r}")
    try:
        return normalize_language(lang)
    except ValueError as e:
        raise DisplayError(f"lang: {e}") from None


def card_aria_label(card: CardLike, trump: "Suit | str | None" = None, lang: "str | None" = None) -> str:
    """What a screen reader says for a card in a picture, with its trump role, in ``lang``
    (English unless ``lang`` or ``hasen_widget.explain.set_language`` says otherwise):
    :func:`hasen_widget.explain.card_label`, and the Joker under a trump says it is the
    highest trump.

    >>> card_aria_label("J♦", "hearts"), card_aria_label("9♣"), card_aria_label("Joker", "spades")
    ('Jack of diamonds, left bower', 'Nine of clubs', 'Joker, highest trump')
    >>> card_aria_label("Joker", "spades", "ko")
    '조커, 가장 높은 트럼프'
    """
    c = Card.parse(card)
    lang = _resolve_lang(lang)
    t = _suit(trump)
    try:
        label = card_label(c, t, lang)
        return f"{label}, {_say('picture.note.joker', lang)}" if c.is_joker and t is not None else label
    except (LookupError, ValueError) as e:
        raise DisplayError(f"lang: {e}") from None


def _suit(trump: "Suit | str | None") -> "Suit | None":
    if trump is None:
        return None
    try:
        return Suit.parse(trump)
    except ValueError as e:
        raise DisplayError(f"trump: {e}") from None


def _cards(cards: "Iterable[CardLike] | str", what: str = "cards") -> list[Card]:
    try:
        parsed = parse_cards(cards)
    except (ValueError, TypeError) as e:
        raise DisplayError(f"{what}: {e}") from None
    if len(set(parsed)) != len(parsed):
        raise DisplayError(f"{what}: a card appears twice")
    return parsed


def _card_html(
    c: Card, trump: "Suit | None", lang: str, note: str = "", css: str = "", aria: str = ""
) -> str:
    """One card in its slot: face, optional note under it, and an aria-label in ``lang``."""
    label = aria or card_aria_label(c, trump, lang)
    if note and not aria and note not in label:  # the label already names a bower's role
        label = f"{label}; {note}"
    classes = ["hwd-card"]
    if c.is_joker:
        classes.append("hwd-joker")
        face = '<span class="hwd-r">JOKER</span><span class="hwd-s">★</span>'
    else:
        if c.colour == "red":
            classes.append("hwd-red")
        face = f'<span class="hwd-r">{c.rank}</span><span class="hwd-s">{c.suit.symbol}</span>'
    if trump is not None and is_trump(c, trump):
        classes.append("hwd-trump")
    note_html = f'<span class="hwd-note" aria-hidden="true">{html.escape(note)}</span>' if note else ""
    slot = "hwd-slot" + (f" {css}" if css else "")
    return (
        f'<li class="{slot}"><span class="{" ".join(classes)}" role="img" '
        f'aria-label="{html.escape(label)}">{face}</span>{note_html}</li>'
    )


def _auto_note(c: Card, trump: "Suit | None", lang: str) -> str:
    """The note under a card that a learner must not miss: what the Joker and the bowers are.

    >>> _auto_note(Card.parse("J♦"), Suit.HEARTS, "en"), _auto_note(Card.parse("J♦"), None, "en")
    ('left bower', '')
    """
    if trump is None:
        return ""
    role = role_of(c, trump)
    if role is None:
        return ""
    return _say("picture.note.joker" if role == "joker" else f"role.{role}", lang)


def _text_card(c: Card, note: str) -> str:
    return f"{c} ({note})" if note else str(c)


class _Shown:
    """Base of the drawable objects: HTML for Jupyter, the text form for everything else."""

    def _body_html(self, lang: str) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def _text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    lang = "en"

    def _repr_html_(self) -> str:
        return _CSS + self._body_html(self.lang)

    def save(self, path: str, lang: "str | None" = None) -> Any:
        """Save a deal, a trick or a finished hand: ``"deal.svg"`` as a picture for slides,
        ``"deal.html"`` as a printable A4 handout with large cards and the Why lines
        (in ``lang``, default the picture's). Returns the path written."""
        # cycle, upward: the handout draws with this module.
        from .handout import save

        return save(self, path, lang)

    def __repr__(self) -> str:
        return self._text()

    def __str__(self) -> str:
        return self._text()

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self._text() == other._text()

    def __hash__(self) -> int:
        return hash(self._text())
