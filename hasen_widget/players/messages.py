"""The reason codes of the computer players and the after-hand analysis (domain ``bots``),
each with the type of every parameter, for :mod:`hasen_widget.explain` to render.

The texts are in ``hasen_widget/locale/<lang>/LC_MESSAGES/bots.po`` (en, el, ko).
Parameters named ``estimate``/``expected`` are decimal numbers of tricks (``3.4``, shown as 3,4 in Greek).

>>> from hasen_widget.explain.registry import spec
>>> spec("bot.win_cheaply").domain
'bots'
"""

from __future__ import annotations

from ..explain.registry import register_reason as _r

__all__ = ["BOT_CODES"]

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
