"""Cards as pictures in a notebook: a hand, the trump ladder, a trick, a whole deal.

Each ``show_*`` function returns a small object that Jupyter draws as playing cards
(``_repr_html_``) and that prints as plain, stable text everywhere else (``repr``), so
a lesson's stored output is the same on every run and nbval can check it.

The pictures follow JupyterLab's light or dark theme through the ``--jp-*`` CSS
variables, tell suits apart by their printed shape (♣ ♦ ♥ ♠), not by colour alone, and
give every card an ``aria-label`` such as "Jack of diamonds, left bower".

>>> show_cards("A♥ J♦ Joker", trump="hearts")
A♥  J♦ (left bower)  Joker (highest trump)
>>> show_trick([("W", "A♥"), ("N", "J♦")], "hearts")
Trick, ♥ trump: W A♥ (led), N J♦ (wins)
"""

from __future__ import annotations

import html
import sys
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .cards import (
    Card,
    CardLike,
    Suit,
    is_trump,
    parse_cards,
    plain_order,
    sort_hand,
    trump_ladder,
    trump_role,
)
from .deal import SEAT_NAMES, SEATS, Deal
from .errors import HasenError, keywords_checked
from .sizes import check_size
from .tricks import trick_winner

__all__ = [
    "show_cards",
    "show_ladder",
    "show_trick",
    "show_deal",
    "side_by_side",
    "card_label",
    "DisplayError",
]


class DisplayError(HasenError, ValueError):
    """Something a ``show_*`` function cannot draw; the message names the argument."""


_RANK_NAMES = {"9": "Nine", "10": "Ten", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
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
    """The language of the aria-labels: ``lang``, else the one set with
    ``hasen_widget.explain.set_language`` (if explain is in use), else English."""
    if lang is not None:
        if not isinstance(lang, str):
            raise DisplayError(f"lang must be a language code such as 'en', 'el' or 'ko', not {lang!r}")
        return lang
    explain = sys.modules.get("hasen_widget.explain")
    return explain.get_language() if explain is not None else "en"


# The language of the picture being drawn (set by _Shown._repr_html_ around the drawing).
_drawing_lang = "en"


def card_label(card: CardLike, trump: "Suit | str | None" = None, lang: "str | None" = None) -> str:
    """What a screen reader says for a card, with its trump role, in ``lang`` (English
    unless ``lang`` or ``hasen_widget.explain.set_language`` says otherwise).

    >>> card_label("J♦", "hearts"), card_label("9♣"), card_label("Joker", "spades")
    ('Jack of diamonds, left bower', 'Nine of clubs', 'Joker, highest trump')
    """
    c = Card.parse(card)
    lang = _resolve_lang(lang)
    if lang != "en":
        from . import explain  # the catalogues hold card and role names in every language

        try:
            return explain.card_label(c, _suit(trump), lang)
        except (LookupError, ValueError) as e:
            raise DisplayError(f"lang: {e}") from None
    role = _role(c, _suit(trump))
    name = "Joker" if c.is_joker else f"{_RANK_NAMES[c.rank]} of {c.suit.word}"
    return f"{name}, {role}" if role else name


def _suit(trump: "Suit | str | None") -> "Suit | None":
    if trump is None:
        return None
    try:
        return Suit.parse(trump)
    except ValueError as e:
        raise DisplayError(f"trump: {e}") from None


def _role(c: Card, trump: "Suit | None") -> str:
    """The part a card plays under trump that a learner must not miss."""
    role = trump_role(c, trump)
    if role == "joker":
        return "highest trump" if trump is not None else ""
    return role.replace("_", " ") if role in ("right_bower", "left_bower") else ""


def _cards(cards: "Iterable[CardLike] | str", what: str = "cards") -> list[Card]:
    try:
        parsed = parse_cards(cards)
    except (ValueError, TypeError) as e:
        raise DisplayError(f"{what}: {e}") from None
    if len(set(parsed)) != len(parsed):
        raise DisplayError(f"{what}: a card appears twice")
    return parsed


def _card_html(c: Card, trump: "Suit | None", note: str = "", css: str = "", aria: str = "") -> str:
    """One card in its slot: face, optional note under it, and an aria-label."""
    label = aria or card_label(c, trump, _drawing_lang)
    # The notes are English: a label in another language does not repeat them.
    if note and not aria and note not in label and _drawing_lang == "en":
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


def _auto_note(c: Card, trump: "Suit | None") -> str:
    if trump is None:
        return ""
    if c.is_joker:
        return "highest trump"
    return _role(c, trump)


def _text_card(c: Card, note: str) -> str:
    return f"{c} ({note})" if note else str(c)


class _Shown:
    """Base of the drawable objects: HTML for Jupyter, the text form for everything else."""

    def _body_html(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def _text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    lang = "en"

    def _repr_html_(self) -> str:
        global _drawing_lang
        outer, _drawing_lang = _drawing_lang, self.lang
        try:
            return _CSS + self._body_html()
        finally:
            _drawing_lang = outer

    def save(self, path: str, lang: "str | None" = None) -> Any:
        """Save a deal, a trick or a finished hand: ``"deal.svg"`` as a picture for slides,
        ``"deal.html"`` as a printable A4 handout with large cards and the Why lines
        (in ``lang``, default the picture's). Returns the path written."""
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


class CardRow(_Shown):
    """A row of cards (see :func:`show_cards`)."""

    def __init__(
        self,
        cards: list[Card],
        trump: "Suit | None",
        caption: "str | None",
        notes: dict[Card, str],
        dim: set[Card],
        size: str,
    ) -> None:
        self.cards, self.trump, self.caption = cards, trump, caption
        self.notes, self.dim, self.size = notes, dim, size

    def _note(self, c: Card) -> str:
        return self.notes.get(c, _auto_note(c, self.trump))

    def _body_html(self) -> str:
        items = "".join(
            _card_html(c, self.trump, self._note(c), "hwd-dim" if c in self.dim else "") for c in self.cards
        )
        cap = self.caption or ("no cards" if not self.cards else "cards")
        cap_html = f'<div class="hwd-cap">{html.escape(self.caption)}</div>' if self.caption else ""
        return (
            f'<div class="hwd-box" style="font-size:{_SIZES[self.size]}">{cap_html}'
            f'<ul class="hwd-row" role="group" aria-label="{html.escape(cap)}">{items}</ul></div>'
        )

    def _text(self) -> str:
        parts = []
        for c in self.cards:
            t = _text_card(c, self._note(c))
            parts.append(f"[{t}]" if c in self.dim else t)
        line = "  ".join(parts) if parts else "(no cards)"
        return f"{self.caption}\n{line}" if self.caption else line


@keywords_checked
def show_cards(
    cards: "Iterable[CardLike] | str",
    trump: "Suit | str | None" = None,
    caption: "str | None" = None,
    *,
    notes: "Mapping[CardLike, str] | None" = None,
    dim: "Iterable[CardLike] | str | None" = None,
    size: str = "normal",
    lang: "str | None" = None,
) -> CardRow:
    """Cards drawn in a row, in the order given.

    With ``trump``, trumps get a coloured frame and the Joker and bowers a note saying
    what they are. ``notes`` puts your own words under cards; ``dim`` greys out cards
    (shown ``[in brackets]`` in the text form); ``size`` is ``"small"``, ``"normal"``
    or ``"projector"`` (the one set of :mod:`hasen_widget.sizes`). ``lang`` (every ``show_*`` function takes it) is the
    language of the screen-reader labels; by default the one set with
    ``hasen_widget.explain.set_language``. The notes under the cards stay in English.

    >>> show_cards("9♣ A♠ J♦", "hearts", dim="9♣ A♠", caption="Hearts led: only J♦ may be played")
    Hearts led: only J♦ may be played
    [9♣]  [A♠]  J♦ (left bower)
    """
    parsed = _cards(cards)
    t = _suit(trump)
    note_map: dict[Card, str] = {}
    for k, v in (notes or {}).items():
        (c,) = _cards([k], "notes")
        if c not in parsed:
            raise DisplayError(f"notes: {c} is not among the cards shown")
        note_map[c] = str(v)
    dimmed = set(_cards(dim, "dim")) if dim is not None else set()
    if not dimmed <= set(parsed):
        raise DisplayError("dim: every dimmed card must be among the cards shown")
    check_size(size, error=DisplayError)
    if caption is not None and not isinstance(caption, str):
        raise DisplayError(f"caption must be text, not {type(caption).__name__}")
    pic = CardRow(parsed, t, caption, note_map, dimmed, size)
    pic.lang = _resolve_lang(lang)
    return pic


_LADDER_NAMES = ["Joker", "right bower", "left bower", "ace", "king", "queen", "ten", "nine"]


class Ladder(_Shown):
    """The trump ladder and the plain suits under one trump (see :func:`show_ladder`)."""

    def __init__(self, trump: Suit, size: str) -> None:
        self.trump, self.size = trump, size
        self.ladder = trump_ladder(trump)
        self.plains = [(s, plain_order(s, trump)) for s in Suit if s is not trump]

    def _body_html(self) -> str:
        t = self.trump
        items = "".join(
            _card_html(c, t, f"{i}. {_LADDER_NAMES[i - 1]}", aria=f"{i}: {card_label(c, t, _drawing_lang)}")
            for i, c in enumerate(self.ladder, 1)
        )
        rows = []
        for s, cards in self.plains:
            lent = " (its jack is a trump)" if s is t.partner else ""
            row = "".join(_card_html(c, t) for c in cards)
            rows.append(
                f'<div class="hwd-cap">{s.symbol} {s.word}{lent}</div>'
                f'<ul class="hwd-row" role="group" aria-label="{s.word}, high to low{lent}">{row}</ul>'
            )
        return (
            f'<div class="hwd-box" style="font-size:{_SIZES[self.size]}">'
            f'<div class="hwd-cap">{t.symbol} {t.word} are trump: the eight trumps, high to low</div>'
            f'<ul class="hwd-row" role="group" aria-label="trump ladder, {t.word} trump, high to low">'
            f"{items}</ul>"
            f'<div class="hwd-mid" style="text-align:left;margin:.6em 0 .2em">'
            f"The other suits, high to low (they can win only when led and nobody trumps):</div>"
            f"{''.join(rows)}</div>"
        )

    def _text(self) -> str:
        t = self.trump
        lines = [f"{t.symbol} {t.word} are trump, high to low:"]
        for i, c in enumerate(self.ladder, 1):
            lines.append(f"{i}. {str(c):<6}{'highest of all' if c.is_joker else _LADDER_NAMES[i - 1]}")
        for s, cards in self.plains:
            lent = "   (J lent to trump)" if s is t.partner else ""
            lines.append(f"{s.symbol} {s.word}: {' '.join(str(c) for c in cards)}{lent}")
        return "\n".join(lines)


@keywords_checked
def show_ladder(trump: "Suit | str", *, size: str = "normal", lang: "str | None" = None) -> Ladder:
    """The trump ladder for ``trump`` (Joker, right bower, left bower, A, K, Q, 10, 9),
    then the three plain suits, the same-colour suit without its jack.

    >>> print(show_ladder("spades"))
    ♠ spades are trump, high to low:
    1. Joker highest of all
    2. J♠    right bower
    3. J♣    left bower
    4. A♠    ace
    5. K♠    king
    6. Q♠    queen
    7. 10♠   ten
    8. 9♠    nine
    ♣ clubs: A♣ K♣ Q♣ 10♣ 9♣   (J lent to trump)
    ♦ diamonds: A♦ K♦ Q♦ J♦ 10♦ 9♦
    ♥ hearts: A♥ K♥ Q♥ J♥ 10♥ 9♥
    """
    t = _suit(trump)
    if t is None:
        raise DisplayError("trump: name a suit (clubs, diamonds, hearts or spades)")
    check_size(size, error=DisplayError)
    pic = Ladder(t, size)
    pic.lang = _resolve_lang(lang)
    return pic


# Where each seat sits on the picture of the table: North at the top, South at the bottom.
_GRID = {"N": (1, 2), "W": (2, 1), "E": (2, 3), "S": (3, 2)}


class TrickPicture(_Shown):
    """A trick (see :func:`show_trick`)."""

    def __init__(
        self, plays: list[tuple["str | None", Card]], trump: Suit, caption: "str | None", size: str
    ) -> None:
        self.plays, self.trump, self.caption, self.size = plays, trump, caption, size
        self.winner = trick_winner([c for _, c in plays], trump)

    def _note(self, i: int) -> str:
        notes = []
        if i == 0:
            notes.append("led")
        if i == self.winner:
            notes.append("wins")
        return ", ".join(notes)

    def _body_html(self) -> str:
        t = self.trump
        cap = self.caption or f"Trick, {t.symbol} {t.word} trump"
        seated = all(s is not None for s, _ in self.plays)
        if seated:
            cells = []
            for i, (seat, c) in enumerate(self.plays):
                r, col = _GRID[seat]
                css = "hwd-win" if i == self.winner else ""
                card = _card_html(c, t, self._note(i), css)
                cells.append(
                    f'<div style="grid-row:{r};grid-column:{col}">'
                    f'<div class="hwd-seat">{SEAT_NAMES[seat]}</div><ul class="hwd-row">{card}</ul></div>'
                )
            cells.append(
                f'<div class="hwd-mid" style="grid-row:2;grid-column:2">{t.symbol}<br>{t.word} trump</div>'
            )
            body = (
                f'<div class="hwd-table" role="group" aria-label="{html.escape(cap)}">{"".join(cells)}</div>'
            )
        else:
            items = "".join(
                _card_html(c, t, self._note(i), "hwd-win" if i == self.winner else "")
                for i, (_, c) in enumerate(self.plays)
            )
            body = f'<ul class="hwd-row" role="group" aria-label="{html.escape(cap)}">{items}</ul>'
        return (
            f'<div class="hwd-box" style="font-size:{_SIZES[self.size]}">'
            f'<div class="hwd-cap">{html.escape(cap)}</div>{body}</div>'
        )

    def _text(self) -> str:
        t = self.trump
        parts = []
        for i, (seat, c) in enumerate(self.plays):
            note = self._note(i)
            parts.append((f"{seat} " if seat else "") + _text_card(c, note))
        head = self.caption or f"Trick, {t.symbol} trump"
        return f"{head}: {', '.join(parts)}"


@keywords_checked
def show_trick(
    plays: "Sequence[CardLike] | Sequence[tuple[str, CardLike]] | str",
    trump: "Suit | str",
    caption: "str | None" = None,
    *,
    size: str = "normal",
    lang: "str | None" = None,
) -> TrickPicture:
    """A trick of 2 to 4 cards, the led card first, with the winner marked.

    ``plays`` is a list of cards, or of ``(seat, card)`` pairs (as in
    ``Game.current_trick`` and ``Trick.plays``); with seats the cards are laid out
    around the table (North at the top).

    >>> show_trick("K♣ A♠ 9♣", "hearts")
    Trick, ♥ trump: K♣ (led, wins), A♠, 9♣
    """
    t = _suit(trump)
    if t is None:
        raise DisplayError("trump: name a suit (clubs, diamonds, hearts or spades)")
    pairs: list[tuple["str | None", CardLike]] = []
    if isinstance(plays, str):
        pairs = [(None, c) for c in _cards(plays, "plays")]
    else:
        for p in plays:
            if isinstance(p, (tuple, list)):
                if len(p) != 2 or p[0] not in SEATS:
                    raise DisplayError(f"plays: {p!r} is not a (seat, card) pair with a seat N, E, S or W")
                pairs.append((p[0], p[1]))
            else:
                pairs.append((None, p))
    seats = [s for s, _ in pairs]
    if any(s is not None for s in seats) and any(s is None for s in seats):
        raise DisplayError("plays: give a seat for every card or for none")
    if len({s for s in seats if s is not None}) != len([s for s in seats if s is not None]):
        raise DisplayError("plays: a seat plays only once to a trick")
    cards = _cards([c for _, c in pairs], "plays")
    if not 2 <= len(cards) <= 4:
        raise DisplayError(f"plays: a trick has 2 to 4 cards, not {len(cards)}")
    check_size(size, error=DisplayError)
    pic = TrickPicture([(s, c) for s, c in zip(seats, cards, strict=True)], t, caption, size)
    pic.lang = _resolve_lang(lang)
    return pic


class DealPicture(_Shown):
    """Four open hands around the table, and the widow (see :func:`show_deal`)."""

    def __init__(self, hands: dict[str, list[Card]], widow: "Card | None", dealer: "str | None",
                 trump: "Suit | None", caption: "str | None", size: str) -> None:  # fmt: skip
        self.hands, self.widow, self.dealer = hands, widow, dealer
        self.trump, self.caption, self.size = trump, caption, size

    def _seat_title(self, s: str) -> str:
        return SEAT_NAMES[s] + (" (dealer)" if s == self.dealer else "")

    def _body_html(self) -> str:
        t = self.trump
        cells = []
        for s in SEATS:
            r, col = _GRID[s]
            items = "".join(_card_html(c, t, _auto_note(c, t)) for c in self.hands[s])
            title = self._seat_title(s)
            # East and West hold their cards in two rows of three, so the table stays
            # narrow enough for a notebook even at projector size.
            side = " hwd-side" if s in ("E", "W") else ""
            span = f"{col}" if side else "1 / 4"  # North and South across the whole table
            cells.append(
                f'<div style="grid-row:{r};grid-column:{span}"><div class="hwd-seat">{html.escape(title)}</div>'
                f'<ul class="hwd-row{side}" role="group" aria-label="{html.escape(title)}, {len(self.hands[s])} cards">'
                f"{items}</ul></div>"
            )
        mid = f"{t.symbol} {t.word} trump" if t is not None else "trump not named yet"
        if self.widow is not None:
            w = _card_html(self.widow, t, "widow")
            mid = f'<ul class="hwd-row" aria-label="the widow">{w}</ul>{mid}'
        cells.append(f'<div class="hwd-mid" style="grid-row:2;grid-column:2">{mid}</div>')
        cap = f'<div class="hwd-cap">{html.escape(self.caption)}</div>' if self.caption else ""
        return (
            f'<div class="hwd-box" style="font-size:{_SIZES[self.size]}">{cap}'
            f'<div class="hwd-table" role="group" aria-label="{html.escape(self.caption or "the deal")}">'
            f"{''.join(cells)}</div></div>"
        )

    def _text(self) -> str:
        lines = [self.caption] if self.caption else []
        for s in SEATS:
            hand = "  ".join(_text_card(c, _auto_note(c, self.trump)) for c in self.hands[s])
            lines.append(f"{self._seat_title(s) + ':':<16} {hand}")
        if self.widow is not None:
            lines.append(f"{'widow:':<16} {_text_card(self.widow, _auto_note(self.widow, self.trump))}")
        if self.trump is not None:
            lines.append(f"{'trump:':<16} {self.trump.symbol} {self.trump.word}")
        return "\n".join(lines)


@keywords_checked
def show_deal(
    deal: "Deal | str | Mapping[str, Iterable[CardLike]]",
    trump: "Suit | str | None" = None,
    caption: "str | None" = None,
    *,
    widow: "CardLike | None" = None,
    dealer: "str | None" = None,
    sort: bool = True,
    size: str = "small",
    lang: "str | None" = None,
) -> DealPicture:
    """Open hands around the table (North at the top), for teaching: a :class:`Deal`,
    its text form, or a mapping ``{seat: cards}`` such as ``Game.hands`` (seats with
    fewer than six cards, or none, are fine there). Hands are sorted as a player holds
    them unless ``sort=False``. Cards are ``size="small"`` by default so that four
    hands fit the width of a notebook; use ``"projector"`` on a projector.

    >>> print(show_deal("N: AH KH QH TH 9H JD E: AS KS QS JS TS 9S S: AC KC QC JC TC 9C "
    ...                 "W: AD KD QD TD 9D JH widow: Joker dealer: W", trump="hearts"))
    North:           J♦ (left bower)  A♥  K♥  Q♥  10♥  9♥
    East:            A♠  K♠  Q♠  J♠  10♠  9♠
    South:           A♣  K♣  Q♣  J♣  10♣  9♣
    West (dealer):   J♥ (right bower)  A♦  K♦  Q♦  10♦  9♦
    widow:           Joker (highest trump)
    trump:           ♥ hearts
    """
    if isinstance(deal, str):
        try:
            deal = Deal.parse(deal)
        except ValueError as e:
            raise DisplayError(f"deal: {e}") from None
    if isinstance(deal, Deal):
        hands_in: Mapping[str, Iterable[CardLike]] = deal.hands
        widow = deal.widow if widow is None else widow
        dealer = deal.dealer if dealer is None else dealer
    elif isinstance(deal, Mapping):
        hands_in = deal
    else:
        raise DisplayError(
            f"deal: give a Deal, its text, or a mapping of seats to cards, not {type(deal).__name__}"
        )
    if set(hands_in) - set(SEATS):
        raise DisplayError(
            f"deal: unknown seat(s) {sorted(set(hands_in) - set(SEATS))}; seats are N, E, S, W"
        )
    t = _suit(trump)
    hands = {s: _cards(hands_in.get(s, ()), f"deal {s}") for s in SEATS}
    if sort:
        hands = {s: sort_hand(h, t) for s, h in hands.items()}
    w = None if widow is None else _cards([widow], "widow")[0]
    everything = [c for h in hands.values() for c in h] + ([w] if w is not None else [])
    if len(set(everything)) != len(everything):
        raise DisplayError("deal: a card appears twice")
    if dealer is not None and dealer not in SEATS:
        raise DisplayError(f"dealer must be one of N, E, S, W, not {dealer!r}")
    check_size(size, error=DisplayError)
    pic = DealPicture(hands, w, dealer, t, caption, size)
    pic.lang = _resolve_lang(lang)
    return pic


class SideBySide(_Shown):
    """Pictures next to each other (see :func:`side_by_side`)."""

    def __init__(self, items: list[_Shown], captions: "list[str] | None") -> None:
        self.items, self.captions = items, captions
        self.lang = items[0].lang

    def _body_html(self) -> str:
        caps = self.captions or [""] * len(self.items)
        cols = "".join(
            (
                f'<div role="group" aria-label="{html.escape(cap)}"><div class="hwd-cap">{html.escape(cap)}</div>'
                if cap
                else "<div>"
            )
            + f"{item._body_html()}</div>"
            for item, cap in zip(self.items, caps, strict=True)
        )
        return f'<div class="hwd-box" style="display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start">{cols}</div>'

    def _text(self) -> str:
        if not self.captions:
            return "\n".join(item._text() for item in self.items)
        return "\n\n".join(
            f"== {cap} ==\n{item._text()}" for item, cap in zip(self.items, self.captions, strict=True)
        )


@keywords_checked
def side_by_side(*pictures: _Shown, captions: "Sequence[str] | None" = None) -> SideBySide:
    """Two or more pictures next to each other, each under its caption if given, to
    compare (the same deal under two rule sets, say). The text form prints them one
    after another.

    >>> side_by_side(show_cards("A♥"), show_cards("J♦", "hearts"), captions=["no trump", "hearts trump"])
    == no trump ==
    A♥
    <BLANKLINE>
    == hearts trump ==
    J♦ (left bower)
    >>> side_by_side(show_trick("K♣ A♠", "hearts"), show_trick("A♣ 9♥", "hearts"))
    Trick, ♥ trump: K♣ (led, wins), A♠
    Trick, ♥ trump: A♣ (led), 9♥ (wins)
    """
    if not pictures or not all(isinstance(p, _Shown) for p in pictures):
        raise DisplayError("pictures: give one or more results of show_cards, show_trick, show_deal …")
    caps = None if captions is None else [str(c) for c in captions]
    if caps is not None and len(caps) != len(pictures):
        raise DisplayError(f"captions: one per picture ({len(pictures)}), not {len(caps)}")
    return SideBySide(list(pictures), caps)
