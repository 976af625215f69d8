"""Turning a :class:`~hasen_widget.reasons.Reason` into a sentence, in a language.

The only place in the project where reason data becomes text. Each parameter is
shown according to its registered type (see :mod:`.registry`): cards as printed
(``J♦``), by name (``jack of diamonds``) or by role (``the left bower J♦``); suits
as a symbol, a plural or one card; seats, sides, bids and places from the
catalogues.

>>> from hasen_widget.reasons import Reason
>>> render(Reason("note.left_bower", {"card": "J♦", "trump": "H", "printed": "D"}), "en")
'J♦ is the left bower: while hearts are trump it counts as a heart, not a diamond.'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..cards import Card, CardLike, Suit, trump_role
from ..reasons import Reason
from .catalog import get_language, has_message, lookup, lookup_plural, normalize_language
from .domains import load_codes
from .registry import has_third_person, spec, third_person_key

__all__ = [
    "render",
    "render_all",
    "card_text",
    "card_name",
    "card_desc",
    "card_label",
    "suit_name",
    "seat_name",
    "side_name",
    "role_of",
]


def _lang(lang: "str | None") -> str:
    return get_language() if lang is None else normalize_language(lang)


def card_text(card: CardLike, lang: "str | None" = None) -> str:
    """A card as printed: ``J♦``; the Joker by its name in ``lang``."""
    c = Card.parse(card)
    return lookup("card.joker", _lang(lang)) if c.is_joker else str(c)


def card_name(card: CardLike, lang: "str | None" = None) -> str:
    """A card's full name: ``jack of diamonds``, ``βαλές καρό``, ``다이아몬드 잭``."""
    lang = _lang(lang)
    c = Card.parse(card)
    if c.is_joker:
        return lookup("card.joker.name", lang)
    return lookup("card.name", lang).format(
        rank=lookup(f"rank.{c.rank}", lang), suit=lookup(f"suit.{c.suit.value}.card", lang)
    )


def role_of(card: CardLike, trump: "Suit | str | None") -> "str | None":
    """``"joker"``, ``"right_bower"``, ``"left_bower"`` or ``None`` for any other card."""
    role = trump_role(card, trump)
    return role if role in ("joker", "right_bower", "left_bower") else None


def card_desc(
    card: CardLike, trump: "Suit | str | None", lang: "str | None" = None, case: str = "nom"
) -> str:
    """A card named with its role under ``trump``: ``the left bower J♦``, ``the Joker``, ``A♥``.

    ``case="acc"``: the form after a verb or preposition where the language has one
    (Greek: ``τον δίδυμο βαλέ J♦``), from the catalogue's ``desc.*.acc``.
    """
    lang = _lang(lang)
    role = role_of(card, trump)
    key = "desc.card" if role is None else f"desc.{role}"
    if case == "acc" and has_message(f"{key}.acc", lang):
        key = f"{key}.acc"
    if role == "joker":
        return lookup(key, lang)
    return lookup(key, lang).format(card=card_text(card, lang))


def card_label(card: CardLike, trump: "Suit | str | None" = None, lang: "str | None" = None) -> str:
    """A label for screen readers: ``Jack of diamonds, left bower``."""
    lang = _lang(lang)
    name = card_name(card, lang)
    role = role_of(card, trump)
    if role is not None and role != "joker":
        name = f"{name}, {lookup(f'role.{role}', lang)}"
    return _capital(name)


def suit_name(suit: "Suit | str", lang: "str | None" = None, form: str = "name") -> str:
    """A suit's name: ``form="name"`` (hearts), ``"one"`` (a heart) or ``"card"``."""
    return lookup(f"suit.{Suit.parse(suit).value}.{form}", _lang(lang))


def seat_name(seat: str, lang: "str | None" = None, label: bool = True) -> str:
    """``North``; ``label=False`` gives the form used inside a sentence."""
    return lookup(f"seat.{seat}.label" if label else f"seat.{seat}", _lang(lang))


def side_name(side: str, lang: "str | None" = None, label: bool = True) -> str:
    """``North–South``; ``label=False`` gives the form used inside a sentence."""
    return lookup(f"side.{side}.label" if label else f"side.{side}", _lang(lang))


def _list(items: Iterable[str], lang: str, style: str) -> str:
    # Babel on first use: `import hasen_widget.explain` stays free of it (catalog.py).
    from babel.lists import format_list  # CLDR list patterns: "a, b and c", "a, b ή c"

    return format_list(list(items), style=style, locale=lang)


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else (f"\u2212{-v}" if v < 0 else "0")


def _bid_text(v: Any, lang: str) -> str:
    if isinstance(v, str) and v in ("little pepper", "big pepper"):
        return lookup(f"bid.label.{v}", lang)
    return str(v)


def fields(reason: Reason, lang: str) -> dict[str, str]:
    """Every placeholder value for ``reason`` in ``lang`` (what a translation may use)."""
    load_codes()  # every domain's codes, the players' included: any reason may be said
    s = spec(reason.code)
    p = reason.params
    missing = [k for k in s.params if k not in p]
    if missing:
        raise ValueError(f"reason {reason.code!r} lacks the parameter(s) {', '.join(missing)}")
    trump = p.get("trump")
    out: dict[str, str] = {}
    for name, kind in s.params.items():
        v = p[name]
        if kind == "card":
            out[name] = card_text(v, lang)
            out[name + "_name"] = card_name(v, lang)
            out[name + "_desc"] = card_desc(v, trump, lang)
            out[name + "_desc_acc"] = card_desc(v, trump, lang, case="acc")
        elif kind == "cards":
            texts = [card_text(c, lang) for c in v]
            out[name] = _list(texts, lang, "standard")
            out[name + "_or"] = _list(texts, lang, "or")
        elif kind == "ranking":
            out[name] = " > ".join(card_text(c, lang) for c in v)
        elif kind == "suit":
            su = Suit.parse(v)
            out[name] = su.symbol
            out[name + "_name"] = lookup(f"suit.{su.value}.name", lang)
            out[name + "_one"] = lookup(f"suit.{su.value}.one", lang)
        elif kind == "seat":
            out[name] = lookup(f"seat.{v}", lang)
        elif kind == "side":
            out[name] = lookup(f"side.{v}", lang)
        elif kind == "side_label":
            out[name] = lookup(f"side.{v}.label", lang)
        elif kind == "int":
            out[name] = str(v) if int(v) >= 0 else f"\u2212{-int(v)}"  # a true minus sign
        elif kind == "decimal":
            out[name] = _decimal(v, lang)
        elif kind == "decimal_tricks":
            out[name] = _decimal(_within_a_hand(v), lang)
            out[name + "_tricks"] = _decimal_tricks(_within_a_hand(v), lang)
        elif kind == "samples":
            out[name] = str(v)
            out[name + "_ways"] = lookup_plural("count.ways", int(v), lang).format(n=v)
        elif kind == "tricks":
            out[name] = str(v)
            out[name + "_tricks"] = lookup_plural("count.tricks", int(v), lang).format(n=v)
        elif kind == "signed":
            out[name] = _signed(int(v))
        elif kind == "place":
            out[name] = lookup(f"place.{v}", lang)
        elif kind == "bid":
            out[name] = _bid_text(v, lang)
        elif kind == "text":
            out[name] = str(v)
        else:  # enum:<prefix>
            out[name] = lookup(f"{kind[5:]}.{v}", lang)
    return out


def _within_a_hand(v: Any) -> Any:
    """An estimate of tricks as said: a hand has six tricks, so a model's 6.3 is said "6"
    (and never less than none); the number itself is left as the player computed it.

    >>> _within_a_hand(6.3), _within_a_hand(4.2), _within_a_hand(-0.1)
    (6, 4.2, 0)
    """
    return 6 if v > 6 else (0 if v < 0 else v)


def _decimal(v: Any, lang: str) -> str:
    """One decimal at most, in the language's number symbols: 4.2, 4,2, 4 (not 4.0)."""
    from babel.numbers import format_decimal  # on first use, as above

    return format_decimal(v, format="0.#", locale=lang).replace("-", "\u2212")


def _decimal_tricks(v: Any, lang: str) -> str:
    """A decimal number of tricks with the plural form CLDR gives that number as shown:
    "1 trick", "1.5 tricks", "4,2 μπάζες" (never "1 tricks").

    gettext chooses plural forms by whole numbers only, so the form is the one of a whole
    number in the same CLDR category as the decimal (one, few, other…).
    """
    from babel.core import Locale  # on first use, as above
    from babel.numbers import parse_decimal

    text = _decimal(v, lang)
    # The category of the number as shown (0.95 shown "1" takes the form of 1).
    shown = abs(parse_decimal(text.replace("\u2212", "-"), locale=lang))
    rule = Locale.parse(lang).plural_form
    category = rule(shown)
    n = next((i for i in range(1000) if rule(i) == category), 2)
    return lookup_plural("count.tricks", n, lang).format(n=text)


def _capital(text: str) -> str:
    # Sentences may open with a placeholder ("ο Βορράς …"): capitalise its first letter only.
    return text[:1].upper() + text[1:]


def render(
    reason: "Reason | Mapping[str, Any]", lang: "str | None" = None, actor: "str | None" = None
) -> str:
    """The sentence for ``reason`` in ``lang`` (default: the language set by ``set_language``).

    Without ``actor`` the reason speaks to the player it is for ("you", as in a hint).
    With ``actor`` (a seat) it speaks *about* that player, in the third person, for a
    move the table reads ("East passes: …"); codes that never say "you" (a trick, a
    score) read the same either way.

    >>> r = Reason("bot.only_card", {"card": "Q♣", "trump": "H"})
    >>> render(r, "en")
    'Q♣ is the only card you may play.'
    >>> render(r, "en", actor="W")
    'West plays Q♣, the only card they may play.'

    Engine refusals (``IllegalAction(...).reason``, codes ``refusal.*``) are accepted
    as they come from the engine.
    """
    if not isinstance(reason, Reason):
        reason = Reason.from_dict(reason)
    lang = _lang(lang)
    if actor is not None and actor not in ("N", "E", "S", "W"):
        raise ValueError(f"actor must be a seat N, E, S or W, not {str(actor)[:20]!r}")
    if reason.code.startswith("refusal."):
        from .refusals import normalize_refusal  # here: refusals.py imports this module

        reason = normalize_refusal(reason)
    values = fields(reason, lang)  # first, so an unknown code or missing parameter is named
    key = reason.code
    if actor is not None and has_third_person(reason.code):
        key = third_person_key(reason.code)
        values["actor"] = lookup(f"seat.{actor}", lang)
    return _capital(lookup(key, lang).format(**values))


def render_all(
    reasons: Iterable[Reason], lang: "str | None" = None, sep: str = "\n", actor: "str | None" = None
) -> str:
    """Several reasons, one sentence each, joined by ``sep`` (``actor``: as in :func:`render`)."""
    return sep.join(render(r, lang, actor=actor) for r in reasons)
