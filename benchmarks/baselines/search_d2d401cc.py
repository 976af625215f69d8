"""The search player as it was when issue 20 was filed (commit ``d2d401cc``), frozen.

Issue 20 asks ``benchmarks/strength.py`` to show that the expert beats *today's* search
player, meaning the one of that day. Back then ``hasen_widget.players.search.SearchPlayer``
searched only the card play; it bid, named trump, discarded and went (or defended) alone
with the hand-tuned heuristics of ``players/strength.py`` (``hand_tricks`` and friends)
through ``players/rule_of_thumb.py``. Since then the package's bidders all moved to the
fitted hand value (``players/contract.py``) and ``strength.py`` is gone, so today's
``SearchPlayer`` bids like the expert. :class:`IssueTimeSearchPlayer` keeps the old
player as a fixed yardstick: it must not follow the package's players as they improve.

What is copied, and from where (``git show d2d401cc:<path>``):

* ``hasen_widget/players/strength.py`` — :func:`hand_tricks`, :func:`best_discard`,
  :func:`best_trump`, :func:`expected_with_widow` and their weights, verbatim but for
  today's names of the card tables (``_EFF_SUIT``/``_POWER`` are now
  ``cards.EFFECTIVE_SUIT``/``TRUMP_POWER``);
* ``hasen_widget/players/rule_of_thumb.py`` — the auction (``estimate``, ``_bid``),
  ``_trump``, ``_discard``, ``_alone`` and ``_defend``, with ``ALONE_TRICKS = 5.4`` and
  ``BID_MARGIN = 0.35``; the old ``players/table.py`` ``Table`` is now
  ``players/seat_knowledge.py`` ``SeatKnowledge`` (the same facts, renamed);
* ``hasen_widget/players/search.py`` — the defaults: 20 sampled deals per card, no new
  deal started after 0.4 s, at least 4.

The card play is today's ``SearchPlayer.play``/``evaluate`` (inherited), which at these
defaults is the d2d401cc code line for line: the only change since is ``max_samples``
(more deals on close calls), off by default and left off here. The rule-of-thumb card
that the search falls back to (and its tie-break, ``lowest``) is unchanged too. What does
differ is the sampler of the unseen cards (``players/sampling.py``), whose fixes since
are kept on purpose, as bug fixes:

* a Joker shown to force the bid may now be the maker's discard as well as in its
  hand (before: in its hand, unless the maker had shown void in trump);
* cards the view shows count as seen: a sitting-out partner's hand shown in open-hands
  mode, a widow the view shows (before, a shown sitting-out hand's cards could be
  dealt to another seat);
* the widow still on the table, another maker's unseen discard and a sitting-out
  partner's hand are piles of their own, where before they were lumped into one
  ``"out"`` pile sized by subtraction (the same cards, drawn in another order).

These can change which deals are sampled where they apply (a shown Joker, an open
hand, a lone hand's sitting-out partner), never how a card is chosen from them. In an
ordinary hand the piles differ only in name and the same seed draws the same deals.
``benchmarks/baselines/check_fidelity.py`` checks the decisions against the d2d401cc
checkout itself, decision by decision: the non-card ones on 30 seeds under six rule
sets (1698 of 1698 agree), and with ``--cards 20`` the card play of 20 hands with no
time limit (300 of 300 agree; d2d401cc reseeded agrees with itself on 261).

>>> from hasen_widget import Game
>>> from hasen_widget.players import play_bots
>>> g = Game(seed=7)
>>> bots = {s: IssueTimeSearchPlayer(samples=4, seed=1) for s in "NESW"}
>>> log = play_bots(g, bots, until_hand_end=True)
>>> len(g.hand_results)
1
>>> from hasen_widget.cards import parse_cards, Suit
>>> round(hand_tricks(parse_cards("Joker JH JD AH KH AS"), Suit.HEARTS), 1)
6.0
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from hasen_widget.actions import Action
from hasen_widget.cards import DECK, EFFECTIVE_SUIT, JOKER, TRUMP_POWER, Card, Suit
from hasen_widget.players.base import Decision
from hasen_widget.players.search import DEFAULT_SAMPLES, DEFAULT_TIME_LIMIT, SearchPlayer
from hasen_widget.players.seat_knowledge import SeatKnowledge
from hasen_widget.reasons import Reason

__all__ = [
    "IssueTimeSearchPlayer",
    "COMMIT",
    "hand_tricks",
    "best_discard",
    "best_trump",
    "expected_with_widow",
    "PARTNER_TRICKS",
    "ALONE_TRICKS",
    "BID_MARGIN",
]

#: The commit this player is a copy of.
COMMIT = "d2d401cc"

# --- d2d401cc players/strength.py: how many tricks a hand is worth with a given trump ----

# Expected tricks of one trump by its power (Joker, right, left, A, K, Q, 10, 9).
_TRUMP_VALUE = {108: 1.0, 107: 0.95, 106: 0.85, 105: 0.7, 104: 0.55, 103: 0.45, 102: 0.4, 101: 0.35}

#: What a silent partner adds on average (six of the eighteen unseen cards).
PARTNER_TRICKS = 1.0


def hand_tricks(cards: Sequence[Card], trump: Suit) -> float:
    """Expected tricks ``cards`` take with ``trump``: top trumps, trump length,
    side aces (and kings behind them), and voids to trump in."""
    eff, power = EFFECTIVE_SUIT[trump], TRUMP_POWER[trump]
    trumps = sorted((power[c.index] for c in cards if eff[c.index] is trump), reverse=True)
    n = len(trumps)
    total = 0.0
    for i, p in enumerate(trumps):
        v = _TRUMP_VALUE[p]
        # A lone low trump is easily drawn: it counts fully only with company.
        if i == 0 and n == 1 and p < 106:
            v *= 0.6
        total += v
    if n >= 3:
        total += 0.3 * (n - 2)  # long trumps take the last tricks
    by_suit: dict[Suit, list[int]] = {}
    for c in cards:
        s = eff[c.index]
        if s is not trump:
            by_suit.setdefault(s, []).append(power[c.index])  # type: ignore[arg-type]
    for ps in by_suit.values():
        ps.sort(reverse=True)
        if ps[0] == 6:  # an ace
            total += 0.75 if len(ps) <= 3 else 0.5
            if len(ps) >= 2 and ps[1] == 5:
                total += 0.45
        elif ps[0] == 5 and len(ps) >= 2:
            total += 0.25
    if n >= 2:
        voids = sum(1 for s in Suit if s is not trump and s not in by_suit)
        total += 0.2 * min(voids, n - 1)
    return min(total, 6.0)


def best_discard(cards: Sequence[Card], trump: Suit) -> tuple[Card, float]:
    """The card whose loss costs the fewest tricks (ties: the lowest plain card), and the
    strength of what is left."""
    best: "tuple[tuple[float, bool, int], Card, float] | None" = None
    eff, power = EFFECTIVE_SUIT[trump], TRUMP_POWER[trump]
    for c in cards:
        rest = [x for x in cards if x is not c]
        v = hand_tricks(rest, trump)
        key = (-v, eff[c.index] is trump, power[c.index])
        if best is None or key < best[0]:
            best = (key, c, v)
    assert best is not None
    return best[1], best[2]


def best_trump(cards: Sequence[Card], discard: bool) -> tuple[Suit, float]:
    """The suit that makes ``cards`` strongest (after the best discard if ``discard``)."""
    best: "tuple[float, Suit] | None" = None
    for s in Suit:
        v = best_discard(cards, s)[1] if discard else hand_tricks(cards, s)
        if best is None or v > best[0]:
            best = (v, s)
    assert best is not None
    return best[1], best[0]


def expected_with_widow(hand: Sequence[Card], unseen: Iterable[Card], widow: bool) -> tuple[float, Suit]:
    """Expected tricks of ``hand`` if it wins the auction: averaged over the widow it
    would pick up (each unseen card equally likely), then best trump and discard.
    Returns the expectation and the suit that is best without the widow."""
    suit, plain = best_trump(hand, discard=False)
    if not widow:
        return plain, suit
    pool = list(unseen) or [c for c in DECK if c not in hand]
    total = 0.0
    for w in pool:
        total += best_trump([*hand, w], discard=True)[1]
    return total / len(pool), suit


# --- d2d401cc players/rule_of_thumb.py: the non-card decisions ---------------------------

#: Go alone only when the hand alone is worth this many of the six tricks.
ALONE_TRICKS = 5.4
#: Bid a little below the estimate: failing costs the whole bid.
BID_MARGIN = 0.35


def _r(x: float) -> float:
    return round(x, 1)


def _eff(card: Card, trump: Suit) -> "Suit | None":
    return EFFECTIVE_SUIT[trump][card.index]


class IssueTimeSearchPlayer(SearchPlayer):
    """d2d401cc's ``SearchPlayer``: today's card search at that day's defaults, the
    hand-tuned heuristics of that day for the auction, trump, discard and going or
    defending alone. ``alone_tricks`` and ``bid_margin`` as in d2d401cc's
    ``RuleOfThumbPlayer``."""

    name = "search-d2d401cc"
    commit = COMMIT

    def __init__(
        self,
        samples: int = DEFAULT_SAMPLES,
        seed: "int | None" = None,
        time_limit: "float | None" = DEFAULT_TIME_LIMIT,
        min_samples: int = 4,
        alone_tricks: float = ALONE_TRICKS,
        bid_margin: float = BID_MARGIN,
    ) -> None:
        super().__init__(samples=samples, seed=seed, time_limit=time_limit, min_samples=min_samples)
        self.alone_tricks = alone_tricks
        self.bid_margin = bid_margin

    def __repr__(self) -> str:
        return (
            f"IssueTimeSearchPlayer(samples={self.samples}, seed={self.seed!r}, time_limit={self.time_limit})"
        )

    # ------------------------------------------------------------- auction
    def estimate(self, table: SeatKnowledge) -> tuple[float, Suit]:
        """Expected tricks for this seat's side if it names trump: its own hand with the
        widow's expected value, plus what the partner adds (more if the partner bid)."""
        widow = table.view["rules"].get("widow") == "bidder_exchanges"
        own, suit = expected_with_widow(table.hand, table.unseen(), widow)
        partner = PARTNER_TRICKS
        for s, a in table.view.get("auction") or []:
            if s == table.partner:
                partner = PARTNER_TRICKS * (0.7 if a == "pass" else 1.3)
        return own + partner, suit

    def _bid(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        est, suit = self.estimate(table)
        target = int(est - self.bid_margin)
        bids = [Action.parse(a) for a in legal if a != "pass"]
        params: dict[str, Any] = {"estimate": _r(est), "suit": suit.value}
        if table.view.get("high_bidder") == table.partner and bids and bids[0].bid_value > target - 1:  # type: ignore[operator]
            return Decision("pass", Reason("bot.pass_partner_bid", {**params, "partner": table.partner}))
        # Bid the least that beats the standing bid: the score counts tricks taken, not
        # tricks bid, so a higher bid only adds risk.
        for a in bids:
            if a.bid_value <= target and a.kind == "bid":  # type: ignore[operator]
                return Decision(str(a), Reason("bot.bid_strength", {**params, "bid": a.bid_value}))
            break
        if "pass" not in legal:  # pragma: no cover - every auction turn allows a pass
            return Decision(str(bids[0]), Reason("bot.bid_strength", {**params, "bid": bids[0].bid_value}))
        return Decision("pass", Reason("bot.pass_weak", params))

    def _trump(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        discard = table.view["rules"].get("widow") == "bidder_exchanges" and len(table.hand) > 6
        suit, value = best_trump(table.hand, discard)
        counts = {s: sum(1 for c in table.hand if c is JOKER or _eff(c, s) is s) for s in Suit}
        code = "bot.trump_longest" if counts[suit] == max(counts.values()) else "bot.trump_strongest"
        params = {"suit": suit.value, "count": counts[suit], "estimate": _r(value)}
        return Decision(f"trump {suit.symbol}", Reason(code, params))

    def _discard(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        trump = table.trump
        assert trump is not None  # the discard comes after trump is named
        card, _ = best_discard(table.hand, trump)
        suit = table.eff(card)
        others = [c for c in table.hand if c is not card and table.eff(c) is suit]
        if not others and suit is not trump and suit is not None:
            return Decision(
                f"discard {card}",
                Reason("bot.discard_void", {"card": str(card), "suit": suit.value, "trump": trump.value}),
            )
        return Decision(
            f"discard {card}", Reason("bot.discard_weakest", {"card": str(card), "trump": trump.value})
        )

    def _alone(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        assert table.trump is not None
        v = hand_tricks(table.hand, table.trump)
        if v >= self.alone_tricks and "alone" in legal:  # type: ignore[operator]
            return Decision("alone", Reason("bot.go_alone", {"estimate": _r(v)}))
        return Decision("not alone", Reason("bot.not_alone", {"estimate": _r(v)}))

    def _defend(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        assert table.trump is not None
        v = hand_tricks(table.hand, table.trump)
        if v >= 3.0 and "defend alone" in legal:
            return Decision("defend alone", Reason("bot.defend_alone", {"estimate": _r(v)}))
        return Decision("pass", Reason("bot.no_defend_alone", {"estimate": _r(v)}))
