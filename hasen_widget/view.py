"""What one seat may see: the security boundary between the engine and everything else.

``seat_view`` is the only function that turns a :class:`~hasen_widget.game.Game` into
data for a player, a computer player or the browser. Other players' hands, the widow
and the discard are left out, unless the table is deliberately in open-hands
(teaching) mode. Everything it returns is JSON-ready.

>>> from hasen_widget import Game
>>> v = seat_view(Game(seed=7), "S")
>>> len(v["hand"]), v["hands"]["N"], v["widow"], v["hand_counts"]["N"]
(6, None, None, 6)
>>> seat_view(Game(seed=7), "S", open_hands=True)["hands"]["N"] is not None
True
"""

from __future__ import annotations

from typing import Any

from .cards import JOKER, quote, sort_hand
from .deal import SEATS
from .game import Game

__all__ = ["seat_view", "hidden_cards", "VIEW_KEYS"]

#: The keys of every view, in a fixed order (documented for the front end).
VIEW_KEYS = (
    "seat",
    "open_hands",
    "rules",
    "hand_number",
    "phase",
    "dealer",
    "to_move",
    "hand",
    "hands",
    "hand_counts",
    "widow_on_table",
    "widow",
    "discard",
    "auction",
    "passed",
    "high_bid",
    "high_bidder",
    "maker",
    "bid",
    "forced",
    "shown",
    "trump",
    "alone",
    "sitting_out",
    "leader",
    "current_trick",
    "tricks",
    "tricks_won",
    "scores",
    "target",
    "hand_results",
    "legal",
    "is_over",
    "winner",
)


def seat_view(game: Game, seat: str, open_hands: bool = False) -> dict[str, Any]:
    """Everything ``seat`` may know about ``game`` now, as plain data.

    - ``hand``: the seat's own cards, sorted as a player holds them (trump first).
    - ``hands``: every seat's cards, ``None`` for the seats this seat cannot see.
    - ``widow`` / ``discard``: the card, or ``None`` when this seat may not see it
      (the maker sees their own discard; nobody sees the widow but in open hands).
    - ``legal``: the actions this seat may take now (empty when it is not its turn).
    - ``hand_results``: finished hands, without widow and discard unless open.
    """
    # Checked first: a dict or a seat of 1 MB would otherwise fail deep inside.
    if not isinstance(game, Game):
        raise TypeError(f"seat_view needs a Game, not {type(game).__name__}")
    if type(seat) is not str or seat not in SEATS:
        raise ValueError(f"seat_view: seat must be one of N, E, S, W, not {quote(seat)}")
    if type(open_hands) is not bool:
        raise TypeError(f"seat_view: open_hands must be True or False, not {quote(open_hands)}")
    trump = game.trump
    hands: dict[str, Any] = {}
    for s in SEATS:
        hands[s] = [str(c) for c in sort_hand(game.hands[s], trump)] if (open_hands or s == seat) else None
    maker = game.maker
    discard = None
    if game.discarded is not None and (open_hands or seat == maker):
        discard = str(game.discarded)
    # Under joker_bids_3 the holder shows the Joker to the table (RULES.md §4).
    shown = None
    if game.forced == "joker_bids_3" and maker is not None:
        shown = {"seat": maker, "card": str(JOKER)}
    high_bid = game.high_bid
    return {
        "seat": seat,
        "open_hands": bool(open_hands),
        "rules": game.rules.to_dict(),
        "hand_number": game.hand_number,
        "phase": game.phase,
        "dealer": game.dealer,
        "to_move": game.to_move,
        "hand": hands[seat],
        "hands": hands,
        "hand_counts": {s: len(game.hands[s]) for s in SEATS},
        "widow_on_table": game.widow is not None,
        "widow": str(game.widow) if (open_hands and game.widow is not None) else None,
        "discard": discard,
        "auction": [[s, str(a)] for s, a in game.auction],
        "passed": [s for s in SEATS if s in game.passed],
        "high_bid": None if high_bid is None else str(high_bid),
        "high_bidder": game.high_bidder,
        "maker": maker,
        "bid": game.bid,
        "forced": game.forced,
        "shown": shown,
        "trump": None if trump is None else trump.value,
        "alone": list(game.alone),
        "sitting_out": [s for s in SEATS if s in game.sitting_out],
        "leader": game.leader,
        "current_trick": [[s, str(c)] for s, c in game.current_trick],
        "tricks": [t.to_dict() for t in game.tricks],
        "tricks_won": dict(game.tricks_won),
        "scores": dict(game.scores),
        "target": game.rules.target_score,
        "hand_results": [r.to_dict(include_hidden=open_hands) for r in game.hand_results],
        "legal": [str(a) for a in game.legal_actions()] if game.to_move == seat else [],
        "is_over": game.is_over,
        "winner": game.winner,
    }


def hidden_cards(game: Game, seat: str) -> set[str]:
    """The cards ``seat`` must not see now: others' hands, the widow, another's discard.

    Tests use it to prove no view, trait or message leaks one.

    >>> from hasen_widget import Game
    >>> g = Game(seed=7)
    >>> len(hidden_cards(g, "S"))   # three other hands of six, and the widow
    19
    """
    # Checked first: a dict or a seat of 1 MB would otherwise fail deep inside.
    if not isinstance(game, Game):
        raise TypeError(f"hidden_cards needs a Game, not {type(game).__name__}")
    if type(seat) is not str or seat not in SEATS:
        raise ValueError(f"hidden_cards: seat must be one of N, E, S, W, not {quote(seat)}")
    out = {str(c) for s in SEATS if s != seat for c in game.hands[s]}
    if game.widow is not None:
        out.add(str(game.widow))
    if game.discarded is not None and seat != game.maker:
        out.add(str(game.discarded))
    if game.forced == "joker_bids_3":
        out.discard(str(JOKER))  # shown to the table when it forced the bid
    return out
