"""``RuleOfThumbPlayer``: sound, simple play, every decision with the reason a teacher would give.

>>> from hasen_widget import Game
>>> from hasen_widget.view import seat_view
>>> g = Game(seed=7)
>>> d = RuleOfThumbPlayer().decide(seat_view(g, g.to_move))
>>> d.action in seat_view(g, g.to_move)["legal"], d.reason.code.startswith("bot.")
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..actions import Action
from ..cards import EFFECTIVE_SUIT, JOKER, Card, Suit, trump_role
from ..deal import side_of
from ..reasons import Reason
from .base import BasePlayer, Decision
from .contract import alone_choice, bid_choice, defend_choice, discard_choice, expected, trump_choice
from .seat_knowledge import SeatKnowledge

__all__ = ["RuleOfThumbPlayer"]


def _r(x: float) -> float:
    return round(x, 1)


class RuleOfThumbPlayer(BasePlayer):
    """Follows suit, wins cheaply, throws its lowest card when the partner is winning,
    leads the top trump to pull trumps when its side made trump; bids, names trump,
    discards and goes (or defends) alone by expected score from the fitted hand value
    (:mod:`.contract`), and says why in the words of the rule of thumb.

    Settings, all off by default: ``optimism`` (tricks the bidder adds to its hand: a
    beginner's overbidding), ``alone_tricks`` (go or defend alone when the hand alone
    is expected to take this many tricks, instead of by expected score: ``0`` always).
    """

    name = "rule-of-thumb"

    def __init__(self, alone_tricks: "float | None" = None, optimism: float = 0.0) -> None:
        self.alone_tricks = alone_tricks
        self.optimism = float(optimism)

    def __repr__(self) -> str:
        return f"RuleOfThumbPlayer(alone_tricks={self.alone_tricks}, optimism={self.optimism})"

    def decide(self, view: Mapping[str, Any]) -> Decision:
        legal = self._legal(view)
        table = SeatKnowledge(view)
        phase = table.phase
        if phase == "auction":
            return self._bid(table, legal)
        if phase == "trump":
            return self._trump(table, legal)
        if phase == "discard":
            return self._discard(table, legal)
        if phase == "alone":
            return self._alone(table, legal)
        if phase == "defend":
            return self._defend(table, legal)
        return self.play(table, legal)

    # ------------------------------------------------------------- auction
    def _bid(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        advice = bid_choice(table.view, self.optimism)
        params = {"estimate": _r(advice.estimate), "suit": advice.value.trump.value}
        action = advice.choice.action
        if action != "pass":
            bid = Action.parse(action).bid_value
            return Decision(action, Reason("bot.bid_strength", {**params, "bid": bid}))
        if table.view.get("high_bidder") == table.partner:
            return Decision("pass", Reason("bot.pass_partner_bid", {**params, "partner": table.partner}))
        return Decision("pass", Reason("bot.pass_weak", params))

    def _trump(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        suit, dist = trump_choice(table.view)
        counts = {s: sum(1 for c in table.hand if c is JOKER or _eff(c, s) is s) for s in Suit}
        code = "bot.trump_longest" if counts[suit] == max(counts.values()) else "bot.trump_strongest"
        params = {"suit": suit.value, "count": counts[suit], "estimate": _r(expected(dist))}
        return Decision(f"trump {suit.symbol}", Reason(code, params))

    def _discard(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        card, _ = discard_choice(table.view)
        suit = table.eff(card)
        others = [c for c in table.hand if c is not card and table.eff(c) is suit]
        trump = table.trump.value  # type: ignore[union-attr]
        if not others and suit is not table.trump:
            return Decision(
                f"discard {card}",
                Reason("bot.discard_void", {"card": str(card), "suit": suit.value, "trump": trump}),  # type: ignore[union-attr]
            )
        return Decision(f"discard {card}", Reason("bot.discard_weakest", {"card": str(card), "trump": trump}))

    def _alone(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        advice = alone_choice(table.view, self.alone_tricks)
        params = {"estimate": _r(expected(advice.by_itself))}
        if advice.alone:
            return Decision("alone", Reason("bot.go_alone", params))
        return Decision("not alone", Reason("bot.not_alone", params))

    def _defend(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        advice = defend_choice(table.view, self.alone_tricks)
        params = {"estimate": _r(expected(advice.by_itself))}
        if advice.alone:
            return Decision("defend alone", Reason("bot.defend_alone", params))
        return Decision("pass", Reason("bot.no_defend_alone", params))

    # ---------------------------------------------------------------- play
    def play(self, table: SeatKnowledge, legal: list[str]) -> Decision:
        """The card to play, by the classic rules of thumb."""
        cards = [Action.parse(a).card for a in legal]
        if len(cards) == 1:
            card = cards[0]
            if len(table.hand) == 1:  # everyone sees it is the last card
                return _play(card, "bot.last_card", {}, table)
            if table.trick:  # the rule of following suit leaves one card
                led = table.eff(table.trick[0][1])
                if led is not None and table.eff(card) is led:
                    return _play(card, "bot.only_follow", {"led_suit": led.value}, table)
            return _play(card, "bot.only_card", {}, table)
        if not table.trick:
            return self._lead(table, cards)
        win_seat, win_card = table.current_winner()
        if side_of(win_seat) == table.side:
            low = self.lowest(table, cards)
            return _play(
                low, "bot.partner_winning_throw_low", {"winner": str(win_card), "partner": win_seat}, table
            )
        beaters = [c for c in cards if _beats(table, c, win_card)]
        if beaters:
            cheap = min(beaters, key=table.power)
            code = (
                "bot.trump_to_win"
                if table.is_trump(cheap) and not table.is_trump(win_card)
                else "bot.win_cheaply"
            )
            return _play(cheap, code, {"winner": str(win_card)}, table)
        low = self.lowest(table, cards)
        return _play(low, "bot.cannot_win_throw_low", {"winner": str(win_card)}, table)

    def _lead(self, table: SeatKnowledge, cards: list[Card]) -> Decision:
        trumps = [c for c in cards if table.is_trump(c)]
        top = table.top_trump_out()
        # The side that named trump draws the opponents' trumps with its top trump.
        if table.is_maker_side and top in cards and table.trumps_unseen() > 0:
            role = trump_role(top, table.trump)
            if role == "joker":
                return _play(top, "bot.lead_joker", {}, table)
            if role == "right_bower":
                return _play(top, "bot.lead_right_bower", {}, table)
            return _play(top, "bot.lead_top_trump", {}, table)
        plain_bosses = [c for c in cards if not table.is_trump(c) and table.boss(c)]
        if plain_bosses:
            c = max(plain_bosses, key=table.power)
            return _play(c, "bot.lead_boss", {}, table)
        if table.is_maker_side and len(trumps) >= 2 and table.trumps_unseen() > 0:
            low = min(trumps, key=table.power)
            return _play(low, "bot.lead_trump_low", {}, table)
        plain = [c for c in cards if not table.is_trump(c)]
        if plain:
            c = self.lowest(table, plain)
            return _play(c, "bot.lead_low", {}, table)
        # Only trumps left (and not the side that named them, or no trump out to draw).
        return _play(max(trumps, key=table.power), "bot.lead_only_trumps", {}, table)

    @staticmethod
    def lowest(table: SeatKnowledge, cards: list[Card]) -> Card:
        """The least useful card: a plain card before a trump, the lowest rank, and from
        the shortest suit (to make a void)."""

        def key(c: Card) -> tuple[int, int, int]:
            s = table.eff(c)
            length = sum(1 for x in table.hand if table.eff(x) is s)
            return (table.is_trump(c), table.power(c), length)

        return min(cards, key=key)


def _eff(card: Card, trump: Suit) -> "Suit | None":
    return EFFECTIVE_SUIT[trump][card.index]


def _beats(table: SeatKnowledge, card: Card, winner: Card) -> bool:
    s = table.eff(card)
    led = table.eff(table.trick[0][1])
    if s is not table.trump and s is not led:
        return False
    return table.power(card) > table.power(winner)


def _play(card: Card, code: str, params: dict[str, Any], table: "SeatKnowledge | None" = None) -> Decision:
    extra = {} if table is None or table.trump is None else {"trump": table.trump.value}
    return Decision(f"play {card}", Reason(code, {"card": str(card), **params, **extra}))
