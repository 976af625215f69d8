"""Slides and handouts: a deal, a trick or a finished hand as an SVG picture, or as a
printable A4 page with large cards and the Why lines, in English, Greek or Korean.

Every picture of :mod:`hasen_widget.display` has ``.save(path)``: ``.svg`` writes the
picture (for slides: it scales without blur), ``.html`` the A4 handout (open it and
print, or print it to PDF). :func:`show_hand` draws a finished hand, its six tricks,
who took each and why, and how it was scored.

>>> from hasen_widget.display import show_trick
>>> svg = to_svg(show_trick("K♣ A♠ 9♣", "hearts"))
>>> svg.startswith("<svg") and "K♣" in svg and "A♠" in svg and "9♣" in svg
True
>>> "@page{size:A4" in to_handout(show_trick("K♣ A♠ 9♣", "hearts"), lang="el")
True
"""

from __future__ import annotations

import html
import os
import unicodedata
from pathlib import Path

from . import widget_text as words
from .cards import Card, Suit, is_trump
from .deal import SEATS
from .display import DealPicture, DisplayError, TrickPicture, _Shown
from .display import card_aria_label as card_label
from .errors import keywords_checked
from .explain import suit_name
from .game import Game, HandResult
from .sizes import check_size
from .table.present_text import present_label

__all__ = ["to_svg", "to_handout", "save", "show_hand", "HandPicture"]

# The card, in SVG user units (the picture scales to its box; on A4 a deal's card is
# about 28 mm wide, as large as the page allows for six across).
W, H, GAP = 100, 140, 12
_RED, _BLACK, _INK = "#b00020", "#111111", "#111111"
_FONT = "'DejaVu Sans','Noto Sans','Noto Sans CJK KR',sans-serif"


def _esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def _face(c: Card, lang: str) -> str:
    """The card's own text: ``A♥``, ``10♣``; the Joker by its name in ``lang``."""
    return words.card_text(str(c), lang) if c.is_joker else str(c)


def _card(x: float, y: float, c: Card, trump: "Suit | None", lang: str, *, win: bool = False,
          note: str = "") -> str:  # fmt: skip
    """One card: a rounded face with its text, named for a screen reader (``<title>``)."""
    colour = _RED if c.colour == "red" else _BLACK
    edge = 'stroke="#1565c0" stroke-width="7"' if win else 'stroke="#333" stroke-width="2"'
    fill = "#fff8e1" if trump is not None and is_trump(c, trump) else "#ffffff"
    face = _face(c, lang)
    big = 40 if len(face) <= 3 else min(30, int(0.85 * W / max(1.0, _width(face, 1))))
    label = card_label(c, trump, lang) + (f"; {note}" if note else "")
    parts = [
        f'<g class="card" data-card="{_esc(c)}" role="img" aria-label="{_esc(label)}">',
        f"<title>{_esc(label)}</title>",
        f'<rect x="{x}" y="{y}" width="{W}" height="{H}" rx="10" fill="{fill}" {edge}/>',
        f'<text x="{x + W / 2}" y="{y + H / 2 + big / 3}" text-anchor="middle" font-size="{big}" '
        f'font-weight="700" fill="{colour}">{_esc(face)}</text>',
    ]
    if c.is_joker:
        parts.append(
            f'<text x="{x + W / 2}" y="{y + 40}" text-anchor="middle" font-size="30" fill="{colour}">★</text>'
        )
    if note:
        parts.append(
            f'<text x="{x + W / 2}" y="{y + H - 12}" text-anchor="middle" font-size="15" fill="{_INK}">{_esc(note)}</text>'
        )
    parts.append("</g>")
    return "".join(parts)


def _label(x: float, y: float, text: str, size: int = 24, anchor: str = "start", weight: int = 700) -> str:
    return (
        f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" text-anchor="{anchor}" '
        f'fill="{_INK}">{_esc(text)}</text>'
    )


def _width(text: str, size: float) -> float:
    """About how wide ``text`` is at font ``size``: a Korean syllable is a full em, a
    Latin or Greek letter a little over half (SVG has no text measuring of its own)."""
    return sum(size * (1.0 if unicodedata.east_asian_width(ch) in "WF" else 0.58) for ch in text)


def _wrap(text: str, width: float, size: float) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and _width(trial, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines or [""]


def _lines(x: float, y: float, text: str, width: float, size: int = 20) -> tuple[str, float]:
    """``text`` wrapped to ``width`` user units as SVG lines from ``y``; returns the new y."""
    out = []
    for line in _wrap(text, width, size):
        out.append(_label(x, y, line, size, weight=400))
        y += size * 1.35
    return "".join(out), y


def _svg(width: float, height: float, body: str, title: str, lang: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'width="{width:.0f}" height="{height:.0f}" role="img" aria-label="{_esc(title)}" lang="{_esc(lang)}" '
        f'font-family="{_FONT}"><title>{_esc(title)}</title>'
        f'<rect width="100%" height="100%" fill="#ffffff"/>{body}</svg>'
    )


def _trump_words(trump: "Suit | None", lang: str) -> str:
    if trump is None:
        return ""

    return f"{words.label('trump', lang)}: {trump.symbol} {suit_name(trump, lang)}"


# --------------------------------------------------------------------- pictures
def _deal_svg(pic: DealPicture, lang: str) -> str:
    t, step = pic.trump, W + GAP
    width = 6 * step + GAP
    body, y = [], 40.0
    title = pic.caption or present_label("handout_deal", lang)
    body.append(_label(GAP, y, title, 30))
    y += 24

    def seat_title(s: str) -> str:
        name = words.seat_name(s, lang)
        return f"{name} ({words.label('dealer', lang)})" if s == pic.dealer else name

    def row(seat: str, x0: float, y0: float, cards: list[Card], per_row: int) -> float:
        body.append(_label(x0, y0 + 26, seat_title(seat)))
        y0 += 38
        for i, c in enumerate(cards):
            body.append(_card(x0 + (i % per_row) * step, y0 + (i // per_row) * (H + GAP), c, t, lang))
        rows = max(1, -(-len(cards) // per_row))
        return y0 + rows * (H + GAP)

    y = row("N", GAP, y, pic.hands["N"], 6)
    y_w = row("W", GAP, y, pic.hands["W"], 3)
    y_e = row("E", GAP + 3 * step, y, pic.hands["E"], 3)
    y = row("S", GAP, max(y_w, y_e), pic.hands["S"], 6)
    facts = [_trump_words(t, lang)] if t is not None else []
    if pic.widow is not None:
        body.append(_label(GAP, y + 26, present_label("handout_widow", lang)))
        body.append(_card(GAP, y + 38, pic.widow, t, lang))
        text, _ = _lines(GAP + step + GAP, y + 80, "  ·  ".join(facts), width - step - 3 * GAP, 26)
        body.append(text)
        y += 38 + H + GAP
    elif facts:
        text, y = _lines(GAP, y + 30, "  ·  ".join(facts), width - 2 * GAP, 26)
        body.append(text)
    return _svg(width, y + GAP, "".join(body), title, lang)


_SPOT = {"N": (1, 0), "W": (0, 1), "E": (2, 1), "S": (1, 2)}


def _trick_why(plays: list[tuple["str | None", Card]], trump: Suit, winner: int, lang: str) -> str:
    seated = [(s or SEATS[i], str(c)) for i, (s, c) in enumerate(plays)]
    short, _details, _cards = words.explain_trick_short(seated, trump.value, seated[winner][0], lang)
    return short


def _trick_svg(pic: TrickPicture, lang: str) -> str:
    t, winner = pic.trump, pic.winner
    step_x, step_y = W + 3 * GAP, H + 50
    width = 3 * step_x + GAP
    title = pic.caption or f"{words.label('trick', lang)} · {_trump_words(t, lang)}"
    body = [_label(GAP, 40, title, 28)]
    y0 = 64.0
    seated = all(s is not None for s, _ in pic.plays)
    led, wins = present_label("handout_led", lang), present_label("handout_wins", lang)
    for i, (seat, c) in enumerate(pic.plays):
        col, r = _SPOT[seat] if seated and seat is not None else (i % 3, i // 3)
        x, y = GAP + col * step_x, y0 + r * step_y
        if seat is not None:
            body.append(_label(x, y + 24, words.seat_name(seat, lang), 22))
        note = ", ".join(n for n, on in ((led, i == 0), (wins, i == winner)) if on)
        body.append(_card(x, y + 32, c, t, lang, win=i == winner, note=note))
    y = y0 + 3 * step_y + 20
    why = f"{words.label('why', lang)}: {_trick_why(pic.plays, t, winner, lang)}"
    text, y = _lines(GAP, y, why, width - 2 * GAP, 24)
    body.append(text)
    return _svg(width, y + GAP, "".join(body), title, lang)


class HandPicture(_Shown):
    """A finished hand: its contract, its tricks in order (who led, who took each and
    why) and how it was scored (see :func:`show_hand`)."""

    def __init__(self, result: HandResult, why: list[str], score: str, size: str) -> None:
        self.result, self.why, self.score, self.size = result, why, score, size

    def _lines(self) -> list[str]:
        r, lang = self.result, self.lang
        out = []
        for i, trick in enumerate(r.trick_log):
            plays = ", ".join(f"{s} {c}" for s, c in trick.plays)
            out.append(
                f"{words.label('trick', lang)} {i + 1}: {plays} → {words.seat_name(trick.winner, lang)}"
            )
        return out

    def _text(self) -> str:
        return "\n".join([self.title(), *self._lines(), self.score])

    def title(self) -> str:
        r, lang = self.result, self.lang
        head = present_label("handout_hand", lang, hand=r.number + 1)
        if r.maker is not None and r.trump is not None:
            bid = words.bid_text(r.bid_label, lang)
            head += f" · {words.label('maker', lang)}: {words.seat_name(r.maker, lang)}, {bid}"
            head += f" · {_trump_words(r.trump, lang)}"
        return head

    def _body_html(self, lang: str) -> str:
        return to_svg(self)


def _hand_svg(pic: HandPicture, lang: str) -> str:
    r, t = pic.result, pic.result.trump
    step = W + GAP
    width = 8 * step + GAP
    title = pic.title()
    text, y = _lines(GAP, 40, title, width - 2 * GAP, 28)
    body = [text]
    for i, trick in enumerate(r.trick_log):
        y0 = y + 10
        body.append(_label(GAP, y0 + 22, f"{words.label('trick', lang)} {i + 1}", 22))
        for j, (seat, c) in enumerate(trick.plays):
            x = GAP + j * step
            body.append(_label(x, y0 + 50, words.seat_name(seat, lang), 18, weight=400))
            body.append(_card(x, y0 + 58, c, t, lang, win=seat == trick.winner))
        why = pic.why[i] if i < len(pic.why) else ""
        lines, _ = _lines(GAP + 4 * step + GAP, y0 + 84, why, 4 * step - 2 * GAP, 23)
        body.append(lines)
        y = y0 + 58 + H + GAP
    text, y = _lines(GAP, y + 30, f"{words.label('score', lang)}: {pic.score}", width - 2 * GAP, 24)
    body.append(text)
    return _svg(width, y + GAP, "".join(body), title, lang)


@keywords_checked
def show_hand(
    game: Game, number: "int | None" = None, *, size: str = "normal", lang: str = "en"
) -> HandPicture:
    """The finished hand ``number`` (0-based; default the last one scored) of ``game``,
    with who took each trick and why, and the score, in ``lang``.

    >>> from hasen_widget.players import RuleOfThumbPlayer, play_bots
    >>> g = Game(seed=7)
    >>> _ = play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
    >>> show_hand(g).title().startswith("Hand 1")
    True
    """
    if not isinstance(game, Game):
        raise DisplayError(f"game: a Game with a finished hand, not {type(game).__name__}")
    results = [r for r in game.hand_results if not r.thrown_in]
    if not results:
        raise DisplayError("game: no hand of this game has been played to the end yet")
    if number is None:
        result = results[-1]
    else:
        found = [r for r in results if r.number == number]
        if not found:
            done = ", ".join(str(r.number) for r in results)
            raise DisplayError(
                f"number: hand {number!r} is not a finished hand of this game (finished: {done})"
            )
        result = found[0]
    check_size(size, error=DisplayError)
    if lang not in words.available_languages():
        raise DisplayError(f"lang: one of {', '.join(words.available_languages())}, not {str(lang)[:20]!r}")
    trump = result.trump.value if result.trump is not None else ""
    why = []
    for trick in result.trick_log:
        plays = [(s, str(c)) for s, c in trick.plays]
        why.append(words.explain_trick_short(plays, trump, trick.winner, lang)[0])
    pic = HandPicture(result, why, words.explain_hand(result, game.rules, lang), size)
    pic.lang = lang
    return pic


# ---------------------------------------------------------------------- output
def to_svg(picture: _Shown, lang: "str | None" = None) -> str:
    """``picture`` (a deal, a trick or a finished hand) as an SVG document."""
    lang = lang or picture.lang
    if isinstance(picture, DealPicture):
        return _deal_svg(picture, lang)
    if isinstance(picture, TrickPicture):
        return _trick_svg(picture, lang)
    if isinstance(picture, HandPicture):
        return _hand_svg(picture, lang)
    raise DisplayError(
        f"picture: a deal, a trick or a finished hand can be saved, not {type(picture).__name__}"
    )


def to_handout(picture: _Shown, lang: "str | None" = None) -> str:
    """``picture`` as a printable A4 page (HTML): the picture across the page, large,
    and under it the Why lines, all in ``lang``."""
    lang = lang or picture.lang
    svg = to_svg(picture, lang)  # its Why lines are in the picture, as text a PDF keeps
    title = present_label("handout_title", lang)
    tall = "250mm" if isinstance(picture, HandPicture) else "215mm"
    return (
        f'<!doctype html><html lang="{_esc(lang)}"><head><meta charset="utf-8">'
        f"<title>{_esc(title)}</title><style>"
        "@page{size:A4;margin:14mm}"
        f"body{{font-family:{_FONT};color:#000;background:#fff;font-size:14pt;line-height:1.4;margin:0}}"
        "h1{font-size:20pt;margin:0 0 4mm}h2{font-size:16pt;margin:5mm 0 2mm}"
        f"figure{{margin:0}}figure svg{{display:block;width:100%;height:auto;max-height:{tall}}}"
        f"</style></head><body><h1>{_esc(title)}</h1><figure>{svg}</figure></body></html>"
    )


def save(picture: _Shown, path: "str | os.PathLike[str]", lang: "str | None" = None) -> Path:
    """Write ``picture`` to ``path``: ``.svg`` the picture, ``.html`` the A4 handout."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix == ".svg":
        text = to_svg(picture, lang)
    elif suffix in (".html", ".htm"):
        text = to_handout(picture, lang)
    else:
        raise DisplayError(
            f"path: end it in .svg (a picture) or .html (an A4 handout), not {suffix or 'nothing'!r}"
        )
    target.write_text(text, encoding="utf-8")
    return target
