"""Which reason codes and catalogue messages exist, and what each one is given.

Every message a catalogue may hold is registered here with the *types* of its
parameters. A type decides which placeholders the renderer offers: a ``card``
parameter ``winner`` gives ``{winner}`` (``J♦``), ``{winner_name}`` (jack of diamonds)
and ``{winner_desc}`` (the left bower J♦). The catalogue test compares every
translation against these sets, so a catalogue cannot use a placeholder the code
does not give.

Other modules (the computer players, domain ``"bots"``) register their own codes:

>>> register_reason("doctest.example", domain="doctest", card="card")
>>> sorted(placeholders("doctest.example"))
['card', 'card_desc', 'card_name']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

__all__ = [
    "MessageSpec",
    "PARAM_TYPES",
    "register_reason",
    "register_message",
    "spec",
    "placeholders",
    "is_plural",
    "registered",
]

#: Parameter types and the placeholder suffixes each gives ("" is the bare name).
PARAM_TYPES: dict[str, tuple[str, ...]] = {
    "card": ("", "_name", "_desc"),  # J♦ / jack of diamonds / the left bower J♦
    "cards": ("", "_or"),  # "Q♥ and 9♥" / "Q♥ or 9♥"
    "ranking": ("",),  # "A♦ > K♦ > Q♦"
    "suit": ("", "_name", "_one"),  # ♥ / hearts / a heart
    "seat": ("",),  # North
    "side": ("",),  # North–South, as written in a sentence ("η ομάδα Βορρά–Νότου")
    "side_label": ("",),  # North–South, as on a scoreboard ("Βορράς–Νότος")
    "int": ("",),
    "decimal": ("",),  # 4.2 in English, 4,2 in Greek (one decimal, CLDR number symbols)
    "tricks": ("", "_tricks"),  # 5 / 5 tricks
    "signed": ("",),  # +5, −4
    "place": ("",),  # the second-highest trump
    "bid": ("",),  # 4, Little Pepper
    "text": ("",),  # shown as given (e.g. what a user typed)
}
# "enum:<prefix>" is also a type: the value v is shown as the message "<prefix>.<v>".


@dataclass(frozen=True)
class MessageSpec:
    """A registered message: its domain, parameter types and whether it is a reason code."""

    key: str
    domain: str
    params: Mapping[str, str]
    is_reason: bool
    plural: bool = False

    @property
    def placeholders(self) -> frozenset[str]:
        out: set[str] = set()
        for name, kind in self.params.items():
            suffixes = ("",) if kind.startswith("enum:") else PARAM_TYPES[kind]
            out.update(name + s for s in suffixes)
        if self.plural:
            out.add("n")
        return frozenset(out)


_REGISTRY: dict[str, MessageSpec] = {}


def _check_types(params: Mapping[str, str]) -> None:
    for name, kind in params.items():
        if not (kind in PARAM_TYPES or (kind.startswith("enum:") and len(kind) > 5)):
            known = ", ".join(PARAM_TYPES)
            raise ValueError(f"parameter {name!r} has unknown type {kind!r}; known: {known}, enum:<prefix>")


def register_reason(code: str, domain: str = "hasen", **params: str) -> None:
    """Declare a reason code and the type of each of its parameters.

    Registering the same code again with the same declaration is harmless; a
    different declaration is refused (two modules disagreeing about a code).
    """
    _add(MessageSpec(code, domain, dict(params), True))


def register_message(key: str, domain: str = "hasen", plural: bool = False, **params: str) -> None:
    """Declare a catalogue fragment that is not a reason (a card name, a suit name…).

    ``plural=True`` marks a message with plural forms, chosen by the number ``{n}``.
    """
    _add(MessageSpec(key, domain, dict(params), False, plural))


def _add(s: MessageSpec) -> None:
    _check_types(s.params)
    old = _REGISTRY.get(s.key)
    if old is not None and old != s:
        raise ValueError(f"message {s.key!r} is already registered differently: {old}")
    _REGISTRY[s.key] = s


def spec(key: str) -> MessageSpec:
    """The registration of ``key``; ``KeyError`` names an unknown code."""
    try:
        return _REGISTRY[key]
    except KeyError:
        raise KeyError(f"unknown reason code or message {key!r}: register it first") from None


def is_plural(key: str) -> bool:
    """True for a registered message with plural forms (``count.tricks``, ``widget.cards_n``)."""
    s = _REGISTRY.get(key)
    return s is not None and s.plural


def placeholders(key: str) -> frozenset[str]:
    """The placeholders a translation of ``key`` may use."""
    return spec(key).placeholders


def registered(domain: "str | None" = None, reasons_only: bool = False) -> dict[str, MessageSpec]:
    """Every registered message (of one domain, or only reason codes)."""
    return {
        k: s
        for k, s in _REGISTRY.items()
        if (domain is None or s.domain == domain) and (s.is_reason or not reasons_only)
    }
