"""Words about the cards in view: spoken labels, why a card may not be played, the widow
card joining the maker's hand, the labels of the legal actions, and the trick count.

Everything here is made from the learner's view (``seat_view``) and, for the reasons a
card may not be played, from the engine's own refusal of that card for the learner.

>>> from hasen_widget import Game
>>> from hasen_widget.view import seat_view
>>> g = Game(seed=7)
>>> trick_count(seat_view(g, "S"), "en")["text"]
'North–South 0 · East–West 0'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import widget_text as words
from ..game import Game
from ..reasons import Reason

__all__ = ["make_notes", "trick_count", "cards_in_view"]


def cards_in_view(view: Mapping[str, Any]) -> list[str]:
    """Every card the view shows, once each, in a stable order."""
    visible: list[str] = []
    for h in view["hands"].values():
        visible.extend(h or [])
    visible.extend(c for _, c in view["current_trick"])
    for t in view["tricks"]:
        visible.extend(c for _, c in t["plays"])
    if view["hand_results"]:
        for t in view["hand_results"][-1]["trick_log"]:
            visible.extend(c for _, c in t["plays"])
    for key in ("widow", "discard"):
        if view.get(key):
            visible.append(view[key])
    return list(dict.fromkeys(visible))


def trick_count(view: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """Tricks taken this hand by each side, and what the bidding side needs:
    ``"North–South 2 of 4 · East–West 1"``."""
    won = view["tricks_won"]
    maker = view.get("maker")
    need = view.get("bid") if maker else None
    making = None if maker is None else ("NS" if maker in "NS" else "EW")
    parts = []
    for side in ("NS", "EW"):
        name = words.side_name(side, lang)
        if side == making and need and won[side] >= need:  # "5 of 3" read as a slip: say it was made
            parts.append(words.label("count_made", lang, side=name, n=won[side], need=need))
        elif side == making and need:
            parts.append(words.label("count_of", lang, side=name, n=won[side], need=need))
        else:
            parts.append(f"{name} {won[side]}")
    return {"NS": won["NS"], "EW": won["EW"], "side": making, "need": need, "text": " · ".join(parts)}


def _unplayable(game: Game, seat: str, view: Mapping[str, Any], lang: str) -> dict[str, str]:
    legal = set(view["legal"])
    why: dict[str, Reason] = {}
    fallback: dict[str, str] = {}
    for c in view["hand"]:
        if f"play {c}" not in legal:
            refusal = game.why_illegal(f"play {c}", seat=seat)  # which rule; nothing changes
            if refusal is None:  # pragma: no cover - the engine said it was not legal
                raise AssertionError(f"play {c} was refused by legal_actions but accepted")
            why[c], fallback[c] = refusal.reason, str(refusal)
    return words.unplayable_texts(why, fallback, lang)


def make_notes(
    game: Game, seat: str, view: Mapping[str, Any], lang: str, live: bool = True
) -> dict[str, Any]:
    """The notes for ``view`` (the learner's, of ``game``). ``live=False`` for a view that
    is not the game's present (the end-of-hand moment): no refusal is asked of the engine."""
    trump = view["trump"]
    labels = {c: words.card_label(c, trump, lang) for c in cards_in_view(view)}
    unplayable: dict[str, str] = {}
    if live and view["phase"] == "play" and game.to_move == seat:
        unplayable = _unplayable(game, seat, view, lang)
    greyed = ""
    if unplayable:
        # Each card as printed in the language (the Joker by its name there).
        greyed = words.label("greyed", lang, cards=", ".join(words.card_text(c, lang) for c in unplayable))
    from_widow = None
    widow_text = ""
    # While the maker names trump and discards, mark (and say) the card the widow brought.
    if (
        live
        and game.maker == seat
        and game.rules.widow == "bidder_exchanges"
        and view["phase"] in ("trump", "discard")
    ):
        w = game.deal.widow
        if w is not None and str(w) in view["hand"]:
            from_widow = str(w)  # the maker picked it up: theirs to know
            widow_text = words.label("widow_joins", lang, card=words.card_text(from_widow, lang))
    actions = {a: words.action_label(a, lang) for a in view["legal"]}
    calls = {a: words.action_label(a, lang) for a in dict.fromkeys(a for _, a in view["auction"])}
    return {
        "labels": labels,
        "unplayable": unplayable,
        "greyed": greyed,
        "from_widow": from_widow,
        "widow_text": widow_text,
        "actions": actions,
        "calls": calls,
        "count": trick_count(view, lang),
    }
