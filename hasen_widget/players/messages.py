"""The reason codes of the computer players and the after-hand analysis (domain ``bots``),
each with the type of every parameter, for :mod:`hasen_widget.explain` to render.

The texts are in ``hasen_widget/locale/<lang>/LC_MESSAGES/bots.po`` (en, el, ko).
Parameters named ``estimate``/``expected`` are decimal numbers of tricks (``3.4``, shown
as 3,4 in Greek; ``{estimate_tricks}`` gives "4.2 tricks", "1 trick" in the right plural).

Each ``bot.*`` code has two texts: the hint's, spoken to the player ("you"), and a
third-person form (key ``<code>.actor``, ``render(reason, lang, actor=seat)``) for a
computer player's move as the table reads it. The ``move.*`` codes say a move in public
words ("East discards a card"), for :func:`hasen_widget.view.public_move`.

>>> from hasen_widget.explain.registry import spec
>>> spec("bot.win_cheaply").domain
'bots'
"""

from __future__ import annotations

from ..explain.registry import declare_facts as _facts
from ..explain.registry import register_reason as _r
from ..explain.registry import register_third_person as _third

__all__ = ["BOT_CODES", "BOT_FACTS", "MOVE_CODES"]

_PLAY = {"card": "card", "trump": "suit"}

#: code -> parameter types
BOT_CODES: dict[str, dict[str, str]] = {
    # auction
    "bot.bid_strength": {"bid": "bid", "estimate": "decimal_tricks", "suit": "suit"},
    "bot.pass_weak": {"estimate": "decimal_tricks", "suit": "suit"},
    "bot.pass_partner_bid": {"estimate": "decimal_tricks", "suit": "suit", "partner": "seat"},
    # trump, discard, going alone
    "bot.trump_longest": {"suit": "suit", "count": "int", "estimate": "decimal_tricks"},
    "bot.trump_strongest": {"suit": "suit", "count": "int", "estimate": "decimal_tricks"},
    "bot.discard_weakest": {"card": "card", "trump": "suit"},
    "bot.discard_void": {"card": "card", "suit": "suit", "trump": "suit"},
    "bot.go_alone": {"estimate": "decimal_tricks"},
    "bot.not_alone": {"estimate": "decimal_tricks"},
    "bot.defend_alone": {"estimate": "decimal_tricks"},
    "bot.no_defend_alone": {"estimate": "decimal_tricks"},
    # the table's computer partner stays with the learner (table/turns.py, keeps_learner_in)
    "bot.stay_with_learner": {"partner": "seat"},
    # leading
    "bot.only_card": dict(_PLAY),
    "bot.only_follow": {**_PLAY, "led_suit": "suit"},
    "bot.last_card": dict(_PLAY),
    "bot.lead_joker": dict(_PLAY),
    "bot.lead_right_bower": dict(_PLAY),
    "bot.lead_top_trump": dict(_PLAY),
    "bot.lead_boss": dict(_PLAY),
    "bot.lead_trump_low": dict(_PLAY),
    "bot.lead_only_trumps": dict(_PLAY),
    "bot.lead_low": dict(_PLAY),
    # following
    "bot.partner_winning_throw_low": {**_PLAY, "winner": "card", "partner": "seat"},
    "bot.win_cheaply": {**_PLAY, "winner": "card"},
    "bot.trump_to_win": {**_PLAY, "winner": "card"},
    "bot.cannot_win_throw_low": {**_PLAY, "winner": "card"},
    # search
    "bot.search_best": {
        **_PLAY,
        "expected": "decimal_tricks",
        "samples": "samples",
        "instead": "card",
        "instead_expected": "decimal_tricks",
    },
    "bot.search_close": {**_PLAY, "expected": "decimal_tricks", "samples": "samples", "instead": "card"},
    "bot.search_make_bid": {
        **_PLAY,
        "instead": "card",
        "samples": "samples",
        "made": "int",
        "instead_made": "int",
        "bid": "bid",
    },
    "bot.search_set_bid": {
        **_PLAY,
        "instead": "card",
        "samples": "samples",
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

#: A move in public words: what everyone at the table sees (code -> parameter types).
MOVE_CODES: dict[str, dict[str, str]] = {
    "move.pass": {"seat": "seat"},
    "move.bid": {"seat": "seat", "bid": "bid"},
    "move.trump": {"seat": "seat", "trump": "suit"},
    "move.discard": {"seat": "seat"},
    "move.alone": {"seat": "seat"},
    "move.not_alone": {"seat": "seat"},
    "move.defend_alone": {"seat": "seat"},
    "move.no_defend_alone": {"seat": "seat"},
    "move.play": {"seat": "seat", "card": "card", "trump": "suit"},
}

for _code, _params in {**BOT_CODES, **MOVE_CODES}.items():
    _r(_code, domain="bots", **_params)
    if _code.startswith("bot."):
        _third(_code)

# --- what each reason tells (see registry.declare_facts): the kind of the code itself, then
# of each parameter. A computer player's reason is shown to another seat during a hand only
# when every fact in it is public; nearly every choice says something of the hand it came
# from ("the lowest card that beats …" says there is no lower one), so the codes are
# private and wait for the end of the hand; during it the table says the move itself in
# public words (the move.* codes, view.public_move).
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
    # said only when the partner would have gone alone: that tells of its hand
    "bot.stay_with_learner": ("estimate", {"partner": "seat"}),
    # "the only card you may play": it holds no other card of the suit led
    "bot.only_card": ("holding", _CARD),
    "bot.only_follow": ("holding", {**_CARD, "led_suit": "played"}),
    # every seat can count the cards in a hand: the last one is no secret
    "bot.last_card": ("rule", _CARD),
    # "the highest trump left" is public, but whether it is said is not: only when trumps
    # are still out that the player does not hold, and (for the search player) when the
    # search agrees. A code is public only if whether it is given follows from what the
    # table sees and the move made (bot.last_card); else the reason would tell two deals
    # apart that the learner cannot.
    "bot.lead_joker": ("holding", _CARD),
    "bot.lead_right_bower": ("holding", _CARD),
    "bot.lead_top_trump": ("holding", _CARD),
    # "no card still out beats it" counts the hand and the discard
    "bot.lead_boss": ("holding", _CARD),
    "bot.lead_trump_low": ("holding", _CARD),
    "bot.lead_only_trumps": ("holding", _CARD),
    "bot.lead_low": ("holding", _CARD),
    "bot.partner_winning_throw_low": ("holding", {**_CARD, "winner": "played", "partner": "seat"}),
    "bot.win_cheaply": ("holding", {**_CARD, "winner": "played"}),
    "bot.trump_to_win": ("holding", {**_CARD, "winner": "played"}),
    "bot.cannot_win_throw_low": ("holding", {**_CARD, "winner": "played"}),
    # the card not played is still in the hand; the averages are the player's own
    "bot.search_best": ("estimate", _SEARCH),
    "bot.search_close": ("estimate", _SEARCH),
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

_MOVE_KINDS = {"seat": "seat", "bid": "bid", "trump": "trump", "card": "played"}
for _code, _params in MOVE_CODES.items():
    BOT_FACTS[_code] = ("rule", {name: _MOVE_KINDS[name] for name in _params})

for _code, (_kind, _kinds) in BOT_FACTS.items():
    _facts(_code, _kind, **{name: _kinds[name] for name in {**BOT_CODES, **MOVE_CODES}[_code]})
