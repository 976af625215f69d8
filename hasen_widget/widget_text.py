"""Words for the table widget: the one seam between the widget and ``hasen_widget.explain``.

Every sentence the widget shows (why a trick was won, why a card may not be played,
how a hand was scored, a refusal, a button's label, a card's spoken name) is made
here from engine facts. The widget never composes text itself, and the browser gets
only the finished words plus the cards they name (for highlighting).

When ``hasen_widget.explain`` offers a message, it is used, in the language asked
for; the English fall-backs below keep the widget usable while a catalogue lacks one.

>>> action_label("bid 3", "en"), action_label("trump ♥", "en")
('Bid 3', '♥ Hearts')
>>> card_label("J♦", "H", "en")
'Jack of diamonds, left bower'
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from .cards import Card, Suit
from .deal import SEAT_NAMES
from .reasons import Reason

__all__ = [
    "LANGS",
    "action_label",
    "card_label",
    "seat_name",
    "side_name",
    "ui_labels",
    "render_reason",
    "explain_trick",
    "explain_hand",
    "explain_unplayable",
]

#: Languages the widget offers (those the explanation catalogues carry).
LANGS = ("en", "el", "ko")

_UI_EN = {
    "new_hand": "New hand",
    "undo": "Undo",
    "hint": "Hint",
    "step": "Next move",
    "open_hands": "Open hands",
    "your_turn": "Your turn",
    "waiting": "Waiting for {seat}",
    "dealer": "Dealer",
    "maker": "Maker",
    "bid": "Bid",
    "trump": "Trump",
    "score": "Score",
    "target": "Game to {n}",
    "hands": "Hands",
    "last_trick": "Last trick",
    "trick": "Trick",
    "choose_bid": "Your bid",
    "choose_trump": "Name trump",
    "choose_discard": "Choose a card to discard",
    "alone_q": "Go alone?",
    "defend_q": "Defend alone?",
    "auction": "Auction",
    "why": "Why",
    "cards_n": "{n} cards",
    "sitting_out": "sitting out",
    "from_widow": "from the widow",
    "match_over": "{side} win the match",
    "you": "you",
    "your_hand": "Your hand",
    "table": "Hasenpfeffer table",
    "widow": "Widow",
    "error": "Not allowed",
    "made": "made",
    "failed": "failed",
    "thrown_in": "thrown in",
    "analysis": "Looking back, all cards open",
}


def _explain():
    """The explanation module, or ``None`` while it is not there yet."""
    try:
        from . import explain
    except ImportError:  # pragma: no cover - only before the module lands
        return None
    return explain


def _message(key: str, lang: str) -> "str | None":
    """The catalogue's text for message ``key`` in ``lang`` (placeholders left as
    ``{name}``), or ``None`` if no catalogue has it in that language."""
    try:
        from .explain import catalog
    except ImportError:  # pragma: no cover - only before the module lands
        return None
    try:
        return catalog.lookup(key, lang) if catalog.has_message(key, lang) else None
    except (KeyError, LookupError, ValueError):
        return None


def _plural(key: str, n: int, lang: str, fallback: str) -> str:
    try:
        from .explain import catalog

        return catalog.lookup_plural(key, n, lang)
    except (ImportError, KeyError, LookupError, ValueError):
        return fallback


def ui_labels(lang: str) -> dict[str, str]:
    """Every label of the widget's chrome (buttons, headings) in ``lang``; placeholders
    such as ``{seat}`` are left for the front end to fill."""
    out = {}
    for key, en in _UI_EN.items():
        text = _message(f"widget.{key}", lang)
        out[key] = text if text else en
    # Card counts take the language's plural rule: cards_n_0 … cards_n_7.
    for n in range(8):
        out[f"cards_n_{n}"] = _plural("widget.cards_n", n, lang, out["cards_n"]).replace("{n}", str(n))
    for seat in SEAT_NAMES:
        out[f"seat_{seat}"] = seat_name(seat, lang)
    for side in ("NS", "EW"):
        out[f"side_{side}"] = side_name(side, lang)
    return out


@lru_cache(maxsize=1024)  # pure, and asked for on every redraw
def seat_name(seat: str, lang: str = "en") -> str:
    """``"W"`` -> ``"West"`` (in ``lang``)."""
    ex = _explain()
    if ex is not None:
        return ex.seat_name(seat, lang)
    return SEAT_NAMES[seat]  # pragma: no cover - only before the module lands


@lru_cache(maxsize=1024)  # pure, and asked for on every redraw
def side_name(side: str, lang: str = "en") -> str:
    """``"NS"`` -> ``"North–South"``."""
    ex = _explain()
    if ex is not None:
        return ex.side_name(side, lang)
    return f"{SEAT_NAMES[side[0]]}–{SEAT_NAMES[side[1]]}"  # pragma: no cover


@lru_cache(maxsize=1024)  # pure, and asked for on every redraw
def card_label(card: str, trump: "str | None", lang: str = "en") -> str:
    """What a screen reader says for ``card`` under ``trump`` (a suit letter or ``None``)."""
    ex = _explain()
    fn = getattr(ex, "card_label", None) if ex is not None else None
    if fn is not None:
        try:
            return fn(card, trump, lang=lang)
        except (TypeError, ValueError, KeyError):
            pass
    from .display import card_label as english

    return english(card, trump)


@lru_cache(maxsize=1024)  # pure, and asked for on every redraw
def action_label(action: str, lang: str = "en") -> str:
    """The text of the button that takes ``action``."""
    kind, _, arg = action.partition(" ")
    if kind in ("play", "discard"):
        return card_label(arg, None, lang)
    ex = _explain()
    if kind == "trump" and ex is not None:
        s = Suit.parse(arg)
        return f"{s.symbol} {ex.suit_name(s, lang).capitalize()}"
    if action in ("little pepper", "big pepper"):
        text = _message(f"bid.label.{action}", lang)
        if text:
            return text
    text = _message(
        "widget.action.bid" if kind == "bid" else f"widget.action.{action.replace(' ', '_')}", lang
    )
    if text:
        return text.replace("{n}", arg)
    if action in ("little pepper", "big pepper"):
        return action.title()
    if action == "not alone":
        return "Play with partner"
    if action == "defend alone":
        return "Defend alone"
    if action == "alone":
        return "Go alone"
    if kind == "bid":
        return f"Bid {arg}"
    if kind == "trump":
        s = Suit.parse(arg)
        return f"{s.symbol} {s.word.title()}"
    if kind in ("play", "discard"):
        return f"{kind.title()} {Card.parse(arg)}"
    return action.capitalize()


def render_reason(reason: "Reason | None", lang: str = "en", fallback: str = "") -> str:
    """``reason`` in words, or ``fallback`` (possibly empty) when no catalogue renders it."""
    if reason is None:
        return fallback
    ex = _explain()
    fn = getattr(ex, "render", None) if ex is not None else None
    if fn is not None:
        try:
            text = fn(reason, lang)
        except (KeyError, LookupError, ValueError, TypeError):
            text = None
        if text:
            return text
    return fallback


def explain_trick(
    plays: "list[tuple[str, str]]", trump: str, winner: str, lang: str
) -> tuple[str, list[str]]:
    """Why ``winner`` took this trick, and the cards the explanation names (the winning
    card first). ``plays`` are ``(seat, card)`` in the order played; ``trump`` a suit letter.
    """
    from .explain import explain_trick as explain

    told = explain([c for _, c in plays], trump, seats=[s for s, _ in plays])
    reasons = told.all_reasons()  # in telling order: the winner, each loser, then notes
    win_card = next(c for s, c in plays if s == winner)
    named = [c for r in reasons for c in r.cards]
    return " ".join(t for t in (render_reason(r, lang) for r in reasons) if t), list(
        dict.fromkeys([win_card, *named])
    )


def explain_played(seat: str, card: str, trump: "str | None", lang: str) -> str:
    """The words a screen reader says when ``seat`` plays ``card``
    ("West played the left bower J♦.")."""
    from .explain import explain_card_played

    return render_reason(explain_card_played(seat, card, trump), lang) or (
        f"{seat_name(seat, lang)}: {card_label(card, trump, lang)}"
    )


def explain_analysis(result: Any, seat: str, lang: str) -> "tuple[str, list[str]] | None":
    """After a hand: for each trick ``seat`` played, whether its card kept the best result
    with all cards open, and if not, which card would have and what it cost. Uses only
    the cards played in the hand. ``None`` when there is nothing to say (a thrown-in hand,
    or the seat sat out)."""
    from .analysis import analyse_hand

    rows = analyse_hand(result, seat)
    if not rows:
        return None
    texts = [render_reason(r["reason"], lang) for r in rows]
    # Highlight the cards that lost tricks and the cards that would have kept them.
    cards = [c for r in rows if not r["kept_best"] for c in (r["card"], *r["best"])]
    return " ".join(t for t in texts if t), list(dict.fromkeys(cards))


def explain_hand(result: Any, rules: Any, lang: str) -> str:
    """How a finished hand was scored, step by step. ``result`` is the engine's
    :class:`~hasen_widget.game.HandResult` (the score names no hidden card)."""
    ex = _explain()
    if ex is not None:
        reasons = ex.explain_hand_score(result, rules)
        return " ".join(render_reason(r, lang) for r in reasons)
    result = result.to_dict(hidden=False)  # pragma: no cover - only before the module lands
    if result.get("thrown_in"):
        return "Everybody passed: the hand is thrown in and dealt again."
    maker_side = "NS" if result["maker"] in ("N", "S") else "EW"
    other = "EW" if maker_side == "NS" else "NS"
    verdict = "made" if result["made"] else "failed"
    pts = result["points"]
    return (
        f"{side_name(maker_side, lang)} bid {result['bid_label']} and took {result['tricks'][maker_side]} "
        f"tricks: {verdict}, {pts[maker_side]:+d}; {side_name(other, lang)} took "
        f"{result['tricks'][other]}: {pts[other]:+d}."
    )


def explain_unplayable(
    why: "Mapping[str, Reason]", fallback: "Mapping[str, str]", lang: str
) -> dict[str, str]:
    """Each unplayable card's reason in words (``why``: card -> Reason from the engine)."""
    return {card: render_reason(r, lang, fallback.get(card, "")) for card, r in why.items()}
