"""Cards as pictures in a notebook: a hand, the trump ladder, a trick, a whole deal.

Each ``show_*`` function returns a small object that Jupyter draws as playing cards
(``_repr_html_``) and that prints as plain, stable text everywhere else (``repr``), so
a lesson's stored output is the same on every run and nbval can check it.

The pictures follow JupyterLab's light or dark theme through the ``--jp-*`` CSS
variables, tell suits apart by their printed shape (♣ ♦ ♥ ♠), not by colour alone, and
give every card an ``aria-label`` such as "Jack of diamonds, left bower". How one card
is drawn, and what every picture shares (the words, the stylesheet), is
:mod:`hasen_widget.card_faces`.

>>> show_cards("A♥ J♦ Joker", trump="hearts")
A♥  J♦ (left bower)  Joker (highest trump)
>>> show_trick([("W", "A♥"), ("N", "J♦")], "hearts")
Trick, ♥ trump: W A♥ (led), N J♦ (wins)
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence

from .card_faces import (
    _SIZES,
    TEXT_LANG,
    DisplayError,
    _auto_note,
    _card_html,
    _cards,
    _resolve_lang,
    _say,
    _seat_word,
    _Shown,
    _suit,
    _suit_word,
    _text_card,
    card_aria_label,
)
from .cards import Card, CardLike, Suit, plain_order, sort_hand, trump_ladder
from .deal import SEATS, Deal
from .errors import keywords_checked
from .explain.catalog import lookup_plural
from .sizes import check_size
from .tricks import trick_winner

__all__ = [
    "show_cards",
    "show_ladder",
    "show_trick",
    "show_deal",
    "side_by_side",
    "card_aria_label",
    "DisplayError",
]


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

    def _note(self, c: Card, lang: str) -> str:
        return self.notes.get(c, _auto_note(c, self.trump, lang))

    def _body_html(self, lang: str) -> str:
        items = "".join(
            _card_html(c, self.trump, lang, self._note(c, lang), "hwd-dim" if c in self.dim else "")
            for c in self.cards
        )
        cap = self.caption or _say("picture.no_cards" if not self.cards else "picture.cards", lang)
        cap_html = f'<div class="hwd-cap">{html.escape(self.caption)}</div>' if self.caption else ""
        return (
            f'<div class="hwd-box" style="font-size:{_SIZES[self.size]}">{cap_html}'
            f'<ul class="hwd-row" role="group" aria-label="{html.escape(cap)}">{items}</ul></div>'
        )

    def _text(self) -> str:
        parts = []
        for c in self.cards:
            t = _text_card(c, self._note(c, TEXT_LANG))
            parts.append(f"[{t}]" if c in self.dim else t)
        line = "  ".join(parts) if parts else f"({_say('picture.no_cards', TEXT_LANG)})"
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
    language of the picture's words and screen-reader labels; by default the one set with
    ``hasen_widget.explain.set_language``. The text form (``repr``) is always English.

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


#: What each step of the trump ladder is called: catalogue messages.
_LADDER_NAMES = (
    "card.joker", "role.right_bower", "role.left_bower", "rank.A", "rank.K", "rank.Q", "rank.10", "rank.9",
)  # fmt: skip


class LadderPicture(_Shown):
    """The trump ladder and the plain suits under one trump (see :func:`show_ladder`)."""

    def __init__(self, trump: Suit, size: str) -> None:
        self.trump, self.size = trump, size
        self.ladder = trump_ladder(trump)
        self.plains = [(s, plain_order(s, trump)) for s in Suit if s is not trump]

    def _body_html(self, lang: str) -> str:
        t, esc = self.trump, html.escape
        items = "".join(
            _card_html(c, t, lang, f"{i}. {_say(_LADDER_NAMES[i - 1], lang)}",
                       aria=f"{i}: {card_aria_label(c, t, lang)}")
            for i, c in enumerate(self.ladder, 1)
        )  # fmt: skip
        rows = []
        for s, cards in self.plains:
            lent = f" ({_say('picture.plain.lent', lang)})" if s is t.partner else ""
            row = "".join(_card_html(c, t, lang) for c in cards)
            word = _suit_word(s, lang)
            group = _say("picture.plain.group", lang, suit=word)
            rows.append(
                f'<div class="hwd-cap">{s.symbol} {esc(word)}{esc(lent)}</div>'
                f'<ul class="hwd-row" role="group" aria-label="{esc(group)}{esc(lent)}">{row}</ul>'
            )
        word = _suit_word(t, lang)
        return (
            f'<div class="hwd-box" style="font-size:{_SIZES[self.size]}">'
            f'<div class="hwd-cap">{esc(_say("picture.ladder.title", lang, symbol=t.symbol, suit=word))}</div>'
            f'<ul class="hwd-row" role="group" aria-label="{esc(_say("picture.ladder.group", lang, suit=word))}">'
            f"{items}</ul>"
            f'<div class="hwd-mid" style="text-align:left;margin:.6em 0 .2em">'
            f"{esc(_say('picture.plain.intro', lang))}</div>"
            f"{''.join(rows)}</div>"
        )

    def _text(self) -> str:
        t, lang = self.trump, TEXT_LANG
        lines = [_say("picture.ladder.text", lang, symbol=t.symbol, suit=_suit_word(t, lang))]
        for i, c in enumerate(self.ladder, 1):
            name = _say("picture.ladder.top" if c.is_joker else _LADDER_NAMES[i - 1], lang)
            lines.append(f"{i}. {str(c):<6}{name}")
        for s, cards in self.plains:
            lent = f"   ({_say('picture.plain.lent_text', lang)})" if s is t.partner else ""
            lines.append(f"{s.symbol} {_suit_word(s, lang)}: {' '.join(str(c) for c in cards)}{lent}")
        return "\n".join(lines)


@keywords_checked
def show_ladder(trump: "Suit | str", *, size: str = "normal", lang: "str | None" = None) -> LadderPicture:
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
    pic = LadderPicture(t, size)
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

    def _note(self, i: int, lang: str) -> str:
        notes = []
        if i == 0:
            notes.append(_say("present.handout_led", lang))
        if i == self.winner:
            notes.append(_say("present.handout_wins", lang))
        return ", ".join(notes)

    def _body_html(self, lang: str) -> str:
        t = self.trump
        cap = self.caption or _say("picture.trick.caption", lang, symbol=t.symbol, suit=_suit_word(t, lang))
        seated = all(s is not None for s, _ in self.plays)
        if seated:
            cells = []
            for i, (seat, c) in enumerate(self.plays):
                r, col = _GRID[seat]
                css = "hwd-win" if i == self.winner else ""
                card = _card_html(c, t, lang, self._note(i, lang), css)
                cells.append(
                    f'<div style="grid-row:{r};grid-column:{col}">'
                    f'<div class="hwd-seat">{html.escape(_seat_word(seat, lang))}</div>'
                    f'<ul class="hwd-row">{card}</ul></div>'
                )
            trump = html.escape(_say("picture.trump", lang, suit=_suit_word(t, lang)))
            cells.append(f'<div class="hwd-mid" style="grid-row:2;grid-column:2">{t.symbol}<br>{trump}</div>')
            body = (
                f'<div class="hwd-table" role="group" aria-label="{html.escape(cap)}">{"".join(cells)}</div>'
            )
        else:
            items = "".join(
                _card_html(c, t, lang, self._note(i, lang), "hwd-win" if i == self.winner else "")
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
            note = self._note(i, TEXT_LANG)
            parts.append((f"{seat} " if seat else "") + _text_card(c, note))
        head = self.caption or _say("picture.trick.text", TEXT_LANG, symbol=t.symbol)
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

    def _seat_title(self, s: str, lang: str) -> str:
        dealer = f" ({_say('picture.note.dealer', lang)})" if s == self.dealer else ""
        return _seat_word(s, lang) + dealer

    def _body_html(self, lang: str) -> str:
        t = self.trump
        cells = []
        for s in SEATS:
            r, col = _GRID[s]
            items = "".join(_card_html(c, t, lang, _auto_note(c, t, lang)) for c in self.hands[s])
            title = self._seat_title(s, lang)
            held = lookup_plural("widget.cards_n", len(self.hands[s]), lang).replace(
                "{n}", str(len(self.hands[s]))
            )
            # East and West hold their cards in two rows of three, so the table stays
            # narrow enough for a notebook even at projector size.
            side = " hwd-side" if s in ("E", "W") else ""
            span = f"{col}" if side else "1 / 4"  # North and South across the whole table
            cells.append(
                f'<div style="grid-row:{r};grid-column:{span}"><div class="hwd-seat">{html.escape(title)}</div>'
                f'<ul class="hwd-row{side}" role="group" aria-label="{html.escape(f"{title}, {held}")}">'
                f"{items}</ul></div>"
            )
        if t is not None:
            mid = f"{t.symbol} {html.escape(_say('picture.trump', lang, suit=_suit_word(t, lang)))}"
        else:
            mid = html.escape(_say("picture.no_trump", lang))
        if self.widow is not None:
            w = _card_html(self.widow, t, lang, _say("picture.note.widow", lang))
            mid = f'<ul class="hwd-row" aria-label="{html.escape(_say("picture.widow", lang))}">{w}</ul>{mid}'
        cells.append(f'<div class="hwd-mid" style="grid-row:2;grid-column:2">{mid}</div>')
        cap = f'<div class="hwd-cap">{html.escape(self.caption)}</div>' if self.caption else ""
        return (
            f'<div class="hwd-box" style="font-size:{_SIZES[self.size]}">{cap}'
            f'<div class="hwd-table" role="group" aria-label="{html.escape(self.caption or _say("picture.deal", lang))}">'
            f"{''.join(cells)}</div></div>"
        )

    def _text(self) -> str:
        lang = TEXT_LANG
        lines = [self.caption] if self.caption else []
        for s in SEATS:
            hand = "  ".join(_text_card(c, _auto_note(c, self.trump, lang)) for c in self.hands[s])
            lines.append(f"{self._seat_title(s, lang) + ':':<16} {hand}")
        if self.widow is not None:
            widow = _say("picture.note.widow", lang) + ":"
            lines.append(f"{widow:<16} {_text_card(self.widow, _auto_note(self.widow, self.trump, lang))}")
        if self.trump is not None:
            trump = _say("picture.trump_word", lang) + ":"
            lines.append(f"{trump:<16} {self.trump.symbol} {_suit_word(self.trump, lang)}")
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

    def _body_html(self, lang: str) -> str:
        caps = self.captions or [""] * len(self.items)
        cols = "".join(
            (
                f'<div role="group" aria-label="{html.escape(cap)}"><div class="hwd-cap">{html.escape(cap)}</div>'
                if cap
                else "<div>"
            )
            + f"{item._body_html(lang)}</div>"
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
