"""The kind of every fact the ``hasen`` domain's reason codes carry (see
:func:`.registry.declare_facts`): what :func:`hasen_widget.view.public_reason` reads to
decide whether another seat's reason may be shown during a hand.

Most of these codes speak of the table: the cards of a trick once played, the bids
made, the score, the rules. The ``play.*`` codes speak of a hand (which cards it holds
of the suit led) and the ``refusal.*`` codes of what a player tried: those are
private to the player they are about.

>>> from hasen_widget.explain.registry import facts
>>> facts("trick.lose.trumped").private_facts({"card": "A♣", "winner": "9♥", "trump": "H", "led_suit": "C"})
()
>>> facts("play.void").kind
'holding'
"""

from __future__ import annotations

from . import codes as _codes  # noqa: F401 - the codes must be registered first
from .registry import declare_facts as _declare_exactly
from .registry import registered, spec


def _declare(code: str, kind: str, /, **kinds: str) -> None:
    # One table of kinds serves a family of codes: give each code the kinds of its own
    # parameters (a parameter missing from the table is still refused, by name).
    _declare_exactly(code, kind, **{name: kinds.get(name, "?") for name in spec(code).params})


__all__: list[str] = []

# A trick's cards are on the table; its suit order and ladder places are rules.
for _code in (
    "trick.win.highest_trump",
    "trick.win.only_trump",
    "trick.win.highest_led",
    "trick.win.unfollowed",
):
    _declare(_code, "rule", card="played", trump="trump", place="rule", led_suit="played", order="rule")
for _code in ("trick.lose.lower_trump", "trick.lose.trumped", "trick.lose.lower_led", "trick.lose.off_suit"):
    _declare(
        _code,
        "rule",
        card="played",
        winner="played",
        trump="trump",
        card_place="rule",
        winner_place="rule",
        led_suit="played",
        order="rule",
    )
for _code in ("trick.seat_played", "trick.winner_seat"):
    _declare(_code, "rule", seat="seat", card="played", trump="trump")
for _code in ("note.joker", "note.right_bower", "note.left_bower", "note.joker_led"):
    _declare(_code, "rule", card="played", trump="trump", printed="rule")

# Why a card may (not) be played: the cards of one hand, and what it lacks.
_declare("play.lead", "rule", card="hand")
_declare("play.follows", "rule", card="hand", led_suit="played")
_declare("play.void", "holding", card="hand", led_suit="played")
for _code in (
    "play.must_follow",
    "play.must_follow.left_bower",
    "play.must_follow.joker",
    "play.must_follow.not_led_suit",
    "play.must_follow.joker_led",
    "play.must_follow.left_bower_led",
):
    _declare(
        _code,
        "holding",
        card="hand",
        led_suit="played",
        trump="trump",
        follow="hand",
        trap="hand",
        lead="played",
    )

# The order of the cards: rules, the same for every deal.
_declare("ladder.title", "rule", trump="rule")
for _code in ("ladder.step", "ladder.step.joker", "ladder.step.right_bower", "ladder.step.left_bower"):
    _declare(_code, "rule", place="rule", card="rule", trump="rule")
_declare("ladder.plain", "rule", suit="rule", order="rule")
_declare("ladder.plain_lent", "rule", suit="rule", order="rule", lent="rule", trump="rule")

# The auction and the score: said aloud at the table.
_TABLE = {
    "seat": "seat",
    "side": "seat",
    "dealer": "seat",
    "bid": "bid",
    "before": "score",
    "points": "score",
}
_TABLE.update(
    tricks="score", ns="seat", ew="seat", ns_score="score", ew_score="score", score="score", target="rule"
)
for _code, _spec in registered("hasen", reasons_only=True).items():
    if _code.split(".")[0] in ("bid", "auction", "score", "match"):
        _declare(_code, "rule", **_TABLE)

# A refusal answers what one player tried: only that player sees it.
for _code, _spec in registered("hasen", reasons_only=True).items():
    if _code.startswith("refusal."):
        _declare(_code, "attempt", **dict.fromkeys(_spec.params, "attempt"))

del _code, _spec
