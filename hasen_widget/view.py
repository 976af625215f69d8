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

from .actions import Action
from .cards import JOKER, Suit, quote, sort_hand
from .deal import SEATS
from .game import Game
from .reasons import Reason

__all__ = ["seat_view", "hidden_cards", "VIEW_KEYS", "public_reason", "private_facts", "public_move"]

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


# --- reasons: what a seat may be told of another's thinking --------------------------------


def public_reason(reason: "Reason | None", *, author: str, seat: str, reveal: bool) -> "Reason | None":
    """The part of ``reason`` (given by the player at ``author``) that ``seat`` may be told.

    The whole reason when ``reveal`` is true (the hand is over, or the table is in
    open-hands mode) or when ``seat`` gave it; otherwise the reason only if every fact
    it carries is public (a card played, a bid made, the trump named, a rule), else
    ``None``. A code counts as public only when *whether it is given* follows from what
    the table sees and the move made, so that two deals the learner cannot tell apart
    give the same text; a computer player's move is then said with :func:`public_move`. What is public is read from the code's declaration
    (:func:`hasen_widget.explain.registry.declare_facts`): a code without one, or a
    parameter it does not declare, is private, so nothing leaks by omission.

    >>> import hasen_widget.players  # the players register their codes (this module loads none)
    >>> from hasen_widget.reasons import Reason
    >>> est = Reason("bot.not_alone", {"estimate": 4.2})
    >>> public_reason(est, author="E", seat="S", reveal=False) is None
    True
    >>> public_reason(est, author="E", seat="S", reveal=True) == est
    True
    >>> last = Reason("bot.last_card", {"card": "K♠", "trump": "H"})  # anyone can count to one
    >>> public_reason(last, author="E", seat="S", reveal=False) == last
    True
    """
    for name, value in (("author", author), ("seat", seat)):
        if value not in SEATS:
            raise ValueError(f"{name} must be one of N, E, S, W, not {str(value)[:20]!r}")
    if type(reveal) is not bool:
        raise TypeError(f"reveal must be True or False, not {type(reveal).__name__}")
    if reason is None:
        return None
    if not isinstance(reason, Reason):
        raise TypeError(f"reason must be a Reason or None, not {type(reason).__name__}")
    if reveal or author == seat:
        return reason
    return reason if not private_facts(reason) else None


def private_facts(reason: "Reason") -> tuple[str, ...]:
    """The facts of ``reason`` another seat may not be told during the hand: ``"code"``
    when the code itself tells something private (or declares nothing), then the names
    of its private or undeclared parameters.

    >>> import hasen_widget.players  # the players register their codes (this module loads none)
    >>> from hasen_widget.reasons import Reason
    >>> private_facts(Reason("bot.search_best", {"card": "Q♠", "instead": "A♠", "trump": "S",
    ...     "expected": 4.2, "instead_expected": 4.0, "samples": 20}))
    ('code', 'instead', 'expected', 'instead_expected', 'samples')
    >>> private_facts(Reason("no.such.code", {}))
    ('code',)
    """
    # Here, not at the top: `import hasen_widget.view` (a player's seat_view) need not load
    # the explanations' package (about 50 ms); the registry itself loads no module.
    from .explain.registry import facts

    declared = facts(reason.code)
    if declared is None:
        return ("code", *reason.params)
    return declared.private_facts(reason.params)


def public_move(
    seat: str, action: str, *, trump: "str | None" = None, phase: "str | None" = None
) -> "Reason":
    """A move said in words every seat may read: ``move.*`` reasons, third person.

    The maker's discard is said without its card; a play names its card (under
    ``trump``, so a bower is named as one). ``phase="defend"`` reads a pass as declining
    to defend alone. Render with :func:`hasen_widget.explain.render`.

    >>> from hasen_widget.explain import render
    >>> render(public_move("E", "discard K♦"), "en")
    'East discards a card.'
    >>> render(public_move("W", "play J♦", trump="H"), "en")
    'West plays the left bower J♦.'
    >>> render(public_move("N", "big pepper"), "en")
    'North bids Big Pepper.'
    """
    if seat not in SEATS:
        raise ValueError(f"seat must be one of N, E, S, W, not {str(seat)[:20]!r}")
    if not isinstance(action, str):
        raise TypeError(f"action must be an action text such as 'bid 3', not {type(action).__name__}")
    a = Action.parse(action)
    kind = a.kind
    if kind == "pass":
        return Reason("move.no_defend_alone" if phase == "defend" else "move.pass", {"seat": seat})
    if kind in ("little pepper", "big pepper"):
        return Reason("move.bid", {"seat": seat, "bid": kind})
    if kind == "bid":
        return Reason("move.bid", {"seat": seat, "bid": a.bid})
    if kind == "trump" and a.suit is not None:
        return Reason("move.trump", {"seat": seat, "trump": a.suit.value})
    if kind == "discard":
        return Reason("move.discard", {"seat": seat})  # which card is the maker's secret
    if kind == "play" and a.card is not None:
        if trump is None:
            raise ValueError("a play is said under its trump: give trump='H' (or ♥, hearts)")
        return Reason("move.play", {"seat": seat, "card": str(a.card), "trump": Suit.parse(trump).value})
    return Reason(f"move.{kind.replace(' ', '_')}", {"seat": seat})
