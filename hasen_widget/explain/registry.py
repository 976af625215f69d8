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
['card', 'card_desc', 'card_desc_acc', 'card_name']

**What a reason may tell whom.** Every reason code also declares the *kind* of each
fact it carries (:func:`declare_facts`): the kind of what the code says by itself and
the kind of each parameter. A kind is public (``played``, ``bid``, ``trump``, ``seat``,
``rule``, ``score``: what everyone at the table knows) or private (``hand``,
``holding``, ``estimate``, ``hidden``, ``attempt``: what only the player who gives the
reason knows). The code's own kind covers what its choice tells: a code is public only
if *whether a player gives it* follows from what the table sees and the move made
(``bot.last_card``), never when it depends on the cards held (``bot.lead_joker`` is
said only while trumps are out that the player does not hold).
:func:`hasen_widget.view.public_reason`, the one boundary, shows another seat's reason
during a hand only when every fact in it is public. A code without a
declaration, or a parameter the declaration does not name, counts as private, so a
new code cannot leak by being forgotten:

>>> declare_facts("doctest.example", "rule", card="played")
>>> facts("doctest.example").private_facts({"card": "A♥"})
()
>>> facts("doctest.example").private_facts({"card": "A♥", "instead": "K♥"})
('instead',)
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
    "Facts",
    "PUBLIC_KINDS",
    "PRIVATE_KINDS",
    "FACT_KINDS",
    "declare_facts",
    "facts",
    "third_person_key",
    "register_third_person",
    "has_third_person",
]

#: Parameter types and the placeholder suffixes each gives ("" is the bare name).
PARAM_TYPES: dict[str, tuple[str, ...]] = {
    "card": (
        "",
        "_name",
        "_desc",
        "_desc_acc",
    ),  # J♦ / jack of diamonds / the left bower J♦ (/ its accusative)
    "cards": ("", "_or"),  # "Q♥ and 9♥" / "Q♥ or 9♥"
    "ranking": ("",),  # "A♦ > K♦ > Q♦"
    "suit": ("", "_name", "_one"),  # ♥ / hearts / a heart
    "seat": ("",),  # North
    "side": ("",),  # North–South, as written in a sentence ("η ομάδα Βορρά–Νότου")
    "side_label": ("",),  # North–South, as on a scoreboard ("Βορράς–Νότος")
    "int": ("",),
    "decimal": ("",),  # 4.2 in English, 4,2 in Greek (one decimal, CLDR number symbols)
    "tricks": ("", "_tricks"),  # 5 / 5 tricks
    "samples": ("", "_ways"),  # 20 / 20 ways (the deals a search tried; "1 way", never "1 ways")
    "decimal_tricks": ("", "_tricks"),  # 4.2 / 4.2 tricks, 1 trick (the plural form of the decimal)
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


# --- what kind of fact each reason carries -------------------------------------------------

#: Facts everyone at the table knows (kind -> what it covers).
PUBLIC_KINDS: dict[str, str] = {
    "played": "a card played to a trick, or the suit led",
    "bid": "a bid made in the auction",
    "trump": "the trump named",
    "seat": "a seat or a side",
    "rule": "what the rules say, the same for every deal (the ladder, a suit's order, a general idea)",
    "score": "tricks taken and points scored",
}
#: Facts only the player who gives the reason knows (kind -> what it covers).
PRIVATE_KINDS: dict[str, str] = {
    "hand": "a card a player holds, or held and did not play",
    "holding": "what a hand holds or lacks: how many trumps, a void, its longest suit, its only card",
    "estimate": "a player's own judgement: tricks expected, deals sampled, how often a bid is made",
    "hidden": "a card nobody may see: the widow, the maker's discard",
    "attempt": "what a player tried and the table refused (only that player is told)",
}
FACT_KINDS: frozenset[str] = frozenset(PUBLIC_KINDS) | frozenset(PRIVATE_KINDS)


@dataclass(frozen=True)
class Facts:
    """The declaration of a reason code: the ``kind`` of what the code itself says, its
    being chosen included (``bot.only_follow`` says "no other card of the suit led", a
    ``holding``), and the kind of each of its parameters."""

    code: str
    kind: str
    params: Mapping[str, str]

    def private_facts(self, params: Mapping[str, object]) -> tuple[str, ...]:
        """The names of the private facts of a reason with ``params``: ``"code"`` when the
        code itself is private, then each parameter that is private or undeclared."""
        out = ["code"] if self.kind not in PUBLIC_KINDS else []
        out += [name for name in params if self.params.get(name) not in PUBLIC_KINDS]
        return tuple(out)


_FACTS: dict[str, Facts] = {}


def declare_facts(code: str, kind: str, /, **params: str) -> None:
    """Declare the kind of what reason ``code`` says by itself (``kind``) and of each of
    its parameters (every registered parameter needs one). Kinds: :data:`PUBLIC_KINDS`
    and :data:`PRIVATE_KINDS`. Declaring the same again is harmless; a different
    declaration is refused.
    """
    s = spec(code)
    if not s.is_reason:
        raise ValueError(f"{code!r} is a catalogue fragment, not a reason code: it carries no facts")
    for name, k in {"code": kind, **params}.items():
        if k not in FACT_KINDS:
            raise ValueError(
                f"fact {name!r} of {code!r} has unknown kind {k!r}; known: {', '.join(sorted(FACT_KINDS))}"
            )
    missing = sorted(set(s.params) - set(params))
    extra = sorted(set(params) - set(s.params))
    if missing or extra:
        raise ValueError(
            f"facts of {code!r}: undeclared parameter(s) {missing}, unknown parameter(s) {extra}"
        )
    f = Facts(code, kind, dict(params))
    old = _FACTS.get(code)
    if old is not None and old != f:
        raise ValueError(f"the facts of {code!r} are already declared differently: {old}")
    _FACTS[code] = f


def facts(code: str) -> "Facts | None":
    """The fact declaration of reason ``code``, or ``None`` when it has none (then every
    fact of it counts as private). Only the codes loaded so far are known: this module
    loads nothing (``hasen_widget.explain.domains`` lists what registers codes)."""
    return _FACTS.get(code)


# --- third-person forms: a computer player's reason said about it, not to it ----------------


def third_person_key(code: str) -> str:
    """The catalogue key of the third-person form of ``code``: ``bot.pass_weak.actor``."""
    return f"{code}.actor"


def register_third_person(code: str) -> None:
    """Give reason ``code`` a third-person form, rendered with ``render(..., actor=seat)``:
    a message with the code's parameters and ``actor`` (the seat that acts)."""
    s = spec(code)
    if "actor" in s.params:
        raise ValueError(f"{code!r} already has a parameter named 'actor'")
    _add(MessageSpec(third_person_key(code), s.domain, {**s.params, "actor": "seat"}, False))


def has_third_person(code: str) -> bool:
    """True when ``code`` has a registered third-person form."""
    return third_person_key(code) in _REGISTRY
