"""The reason codes of the computer players and the after-hand analysis (domain ``bots``),
each with the type of every parameter, for :mod:`hasen_widget.explain` to render.

The texts are in ``hasen_widget/locale/<lang>/LC_MESSAGES/bots.po`` (en, el, ko).
Parameters named ``estimate``/``expected`` are decimal numbers of tricks (``3.4``, shown as 3,4 in Greek).

>>> from hasen_widget.explain.registry import spec
>>> spec("bot.win_cheaply").domain
'bots'
"""

from __future__ import annotations

from ..explain.registry import declare_facts as _facts
from ..explain.registry import register_reason as _r

__all__ = ["BOT_CODES", "BOT_FACTS"]

_PLAY = {"card": "card", "trump": "suit"}

#: code -> parameter types
BOT_CODES: dict[str, dict[str, str]] = {
    # auction
    "bot.bid_strength": {"bid": "bid", "estimate": "decimal", "suit": "suit"},
    "bot.pass_weak": {"estimate": "decimal", "suit": "suit"},
    "bot.pass_partner_bid": {"estimate": "decimal", "suit": "suit", "partner": "seat"},
    # trump, discard, going alone
    "bot.trump_longest": {"suit": "suit", "count": "int", "estimate": "decimal"},
    "bot.trump_strongest": {"suit": "suit", "count": "int", "estimate": "decimal"},
    "bot.discard_weakest": {"card": "card", "trump": "suit"},
    "bot.discard_void": {"card": "card", "suit": "suit", "trump": "suit"},
    "bot.go_alone": {"estimate": "decimal"},
    "bot.not_alone": {"estimate": "decimal"},
    "bot.defend_alone": {"estimate": "decimal"},
    "bot.no_defend_alone": {"estimate": "decimal"},
    # leading
    "bot.only_card": dict(_PLAY),
    "bot.lead_joker": dict(_PLAY),
    "bot.lead_right_bower": dict(_PLAY),
    "bot.lead_top_trump": dict(_PLAY),
    "bot.lead_boss": dict(_PLAY),
    "bot.lead_trump_low": dict(_PLAY),
    "bot.lead_low": dict(_PLAY),
    # following
    "bot.partner_winning_throw_low": {**_PLAY, "winner": "card", "partner": "seat"},
    "bot.win_cheaply": {**_PLAY, "winner": "card"},
    "bot.trump_to_win": {**_PLAY, "winner": "card"},
    "bot.cannot_win_throw_low": {**_PLAY, "winner": "card"},
    # search
    "bot.search_best": {
        **_PLAY,
        "expected": "decimal",
        "samples": "int",
        "instead": "card",
        "instead_expected": "decimal",
    },
    "bot.search_make_bid": {
        **_PLAY,
        "instead": "card",
        "samples": "int",
        "made": "int",
        "instead_made": "int",
        "bid": "bid",
    },
    "bot.search_set_bid": {
        **_PLAY,
        "instead": "card",
        "samples": "int",
        "made": "int",
        "instead_made": "int",
        "bid": "bid",
    },
    # after the hand
    "analysis.kept_best": {**_PLAY, "trick": "int", "tricks": "tricks", "side": "side"},
    "analysis.lost_tricks": {
        **_PLAY,
        "trick": "int",
        "better": "card",
        "cards": "cards",
        "cost": "tricks",
        "tricks": "tricks",
        "best_tricks": "tricks",
        "side": "side",
    },
}

for _code, _params in BOT_CODES.items():
    _r(_code, domain="bots", **_params)

# --- what each reason tells (see registry.declare_facts): the kind of the code itself, then
# of each parameter. A computer player's reason is shown to another seat during a hand only
# when every fact in it is public; nearly every choice says something of the hand it came
# from ("the lowest card that beats …" says there is no lower one), so most codes are
# private and wait for the end of the hand.
_CARD = {"card": "played", "trump": "trump"}
_EST = {"estimate": "estimate"}
_SEARCH = {**_CARD, "instead": "hand", "samples": "estimate", "expected": "estimate"}
_SEARCH.update(instead_expected="estimate", made="estimate", instead_made="estimate", bid="bid")

#: code -> (kind of what the code says, {parameter: kind})
BOT_FACTS: dict[str, tuple[str, dict[str, str]]] = {
    "bot.bid_strength": ("estimate", {**_EST, "bid": "bid", "suit": "holding"}),
    "bot.pass_weak": ("estimate", {**_EST, "suit": "holding"}),
    "bot.pass_partner_bid": ("estimate", {**_EST, "suit": "holding", "partner": "seat"}),
    "bot.trump_longest": ("holding", {**_EST, "suit": "trump", "count": "holding"}),
    "bot.trump_strongest": ("holding", {**_EST, "suit": "trump", "count": "holding"}),
    "bot.discard_weakest": ("estimate", {"card": "hidden", "trump": "trump"}),
    "bot.discard_void": ("holding", {"card": "hidden", "suit": "holding", "trump": "trump"}),
    "bot.go_alone": ("estimate", _EST),
    "bot.not_alone": ("estimate", _EST),
    "bot.defend_alone": ("estimate", _EST),
    "bot.no_defend_alone": ("estimate", _EST),
    # "the only card you may play": it holds no other card of the suit led
    "bot.only_card": ("holding", _CARD),
    # the highest trump left, led by the side that named trump: all public
    "bot.lead_joker": ("rule", _CARD),
    "bot.lead_right_bower": ("rule", _CARD),
    "bot.lead_top_trump": ("rule", _CARD),
    # "no card still out beats it" counts the hand and the discard
    "bot.lead_boss": ("holding", _CARD),
    "bot.lead_trump_low": ("holding", _CARD),
    "bot.lead_low": ("holding", _CARD),
    "bot.partner_winning_throw_low": ("holding", {**_CARD, "winner": "played", "partner": "seat"}),
    "bot.win_cheaply": ("holding", {**_CARD, "winner": "played"}),
    "bot.trump_to_win": ("holding", {**_CARD, "winner": "played"}),
    "bot.cannot_win_throw_low": ("holding", {**_CARD, "winner": "played"}),
    # the card not played is still in the hand; the averages are the player's own
    "bot.search_best": ("estimate", _SEARCH),
    "bot.search_make_bid": ("estimate", _SEARCH),
    "bot.search_set_bid": ("estimate", _SEARCH),
    # open-hand analysis of a finished hand: it reads every hand
    "analysis.kept_best": ("hand", {**_CARD, "trick": "score", "tricks": "hand", "side": "seat"}),
    "analysis.lost_tricks": (
        "hand",
        {**_CARD, "trick": "score", "better": "hand", "cards": "hand", "cost": "hand", "tricks": "hand"},
    ),
}
BOT_FACTS["analysis.lost_tricks"][1].update(best_tricks="hand", side="seat")

for _code, (_kind, _kinds) in BOT_FACTS.items():
    _facts(_code, _kind, **{name: _kinds[name] for name in BOT_CODES[_code]})
