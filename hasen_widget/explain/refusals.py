"""The engine's refusals (``IllegalAction``) in words, in any language.

>>> from hasen_widget import Game, IllegalAction
>>> try:
...     Game(seed=1).apply("bid 9")
... except IllegalAction as e:
...     print(explain_refusal(e, "en"))
“bid 9” is not an action of the game: write, for example, pass, bid 3, trump hearts or play J♦.
"""

from __future__ import annotations

from ..cards import Card, Suit, effective_suit
from ..game import IllegalAction
from ..reasons import Reason
from .registry import registered
from .render import render, role_of

__all__ = ["explain_refusal", "normalize_refusal", "refusal_reason"]


def normalize_refusal(reason: Reason) -> Reason:
    """The reason to render for an engine refusal: ``must_follow`` becomes the matching
    ``play.must_follow.*`` reason, ``game_over`` with a winner ``refusal.game_over.won``,
    and a code added to the engine after this module was written ``refusal.unknown``."""
    code = reason.code.removeprefix("refusal.")
    p = dict(reason.params)
    if code == "must_follow":
        try:
            return _must_follow(p)
        except (KeyError, TypeError, ValueError):  # a CardError too: the params are the engine's
            raise ValueError(
                "refusal.must_follow needs the params card, trump, led_suit and follow the engine gives"
            ) from None
    if code == "game_over":
        return (
            Reason("refusal.game_over.won", {"winner": p["winner"]})
            if p.get("winner")
            else Reason("refusal.game_over")
        )
    if f"refusal.{code}" in registered(reasons_only=True):
        return Reason(f"refusal.{code}", p)
    return Reason("refusal.unknown", {"text": code})


def _must_follow(p: dict) -> Reason:
    card = Card.parse(p["card"])
    t = Suit.parse(p["trump"])
    led = Suit.parse(p["led_suit"])
    follow = [str(Card.parse(c)) for c in p["follow"]]
    base = {"card": str(card), "led_suit": led.value, "follow": follow}
    if card.suit is led and effective_suit(card, t) is not led:
        return Reason("play.must_follow.not_led_suit", {**base, "trump": t.value})
    lead = p.get("lead")  # given by engines that report the led card
    if lead is not None and role_of(lead, t) in ("joker", "left_bower"):
        code = (
            "play.must_follow.joker_led" if role_of(lead, t) == "joker" else "play.must_follow.left_bower_led"
        )
        return Reason(code, {**base, "trump": t.value, "lead": str(Card.parse(lead))})
    if len(follow) == 1 and role_of(follow[0], t) in ("joker", "left_bower"):
        code = "play.must_follow.joker" if role_of(follow[0], t) == "joker" else "play.must_follow.left_bower"
        return Reason(code, {**base, "trump": t.value, "trap": follow[0]})
    return Reason("play.must_follow", base)


def refusal_reason(refusal) -> Reason:
    """The :class:`Reason` for an ``IllegalAction`` (or a ``refusal.*`` Reason), ready to render."""
    if isinstance(refusal, IllegalAction):
        return normalize_refusal(refusal.reason)
    if isinstance(refusal, Reason) and refusal.code.startswith("refusal."):
        return normalize_refusal(refusal)
    raise TypeError(f"give an IllegalAction or its refusal.* Reason, not {type(refusal).__name__}")


def explain_refusal(refusal, lang: "str | None" = None) -> str:
    """An ``IllegalAction`` (or its ``.reason``) as one sentence in ``lang``."""
    return render(refusal_reason(refusal), lang)
