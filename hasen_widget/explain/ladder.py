"""The order of the cards under a trump, as data and as text.

>>> lad = ladder("spades")
>>> [(str(c), role) for c, role in lad.trumps[:3]]
[('Joker', 'joker'), ('J♠', 'right_bower'), ('J♣', 'left_bower')]
>>> [str(c) for c in lad.plain["C"]]
['A♣', 'K♣', 'Q♣', '10♣', '9♣']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card, Suit, plain_order, trump_ladder
from ..reasons import Reason
from .render import render, role_of

__all__ = ["Ladder", "ladder"]


@dataclass(frozen=True)
class Ladder:
    """``trumps``: the eight trumps high to low, each with its role (``"joker"``,
    ``"right_bower"``, ``"left_bower"`` or ``None``); ``plain``: each other suit's
    cards high to low, keyed by suit letter; ``lent``: the jack the trump's
    same-colour suit lent to trump."""

    trump: Suit
    trumps: tuple[tuple[Card, "str | None"], ...]
    plain: dict[str, tuple[Card, ...]]
    lent: Card

    def reasons(self) -> list[Reason]:
        """The ladder as reasons: a title, one step per trump, one line per plain suit."""
        t = self.trump.value
        out = [Reason("ladder.title", {"trump": t})]
        for i, (c, role) in enumerate(self.trumps, 1):
            code = "ladder.step" if role is None else f"ladder.step.{role}"
            out.append(Reason(code, {"place": i, "card": str(c), "trump": t}))
        for s, cards in self.plain.items():
            order = [str(c) for c in cards]
            if s == self.trump.partner.value:
                out.append(
                    Reason(
                        "ladder.plain_lent", {"suit": s, "order": order, "lent": str(self.lent), "trump": t}
                    )
                )
            else:
                out.append(Reason("ladder.plain", {"suit": s, "order": order}))
        return out

    def text(self, lang: "str | None" = None) -> str:
        """The ladder as lines of text in ``lang``."""
        return "\n".join(render(r, lang) for r in self.reasons())

    def to_dict(self) -> dict[str, Any]:
        return {
            "trump": self.trump.value,
            "trumps": [[str(c), role] for c, role in self.trumps],
            "plain": {s: [str(c) for c in cards] for s, cards in self.plain.items()},
            "lent": str(self.lent),
        }


def ladder(trump: "Suit | str") -> Ladder:
    """The trump ladder and the plain-suit orders for ``trump``."""
    t = Suit.parse(trump)
    trumps = tuple((c, role_of(c, t)) for c in trump_ladder(t))
    plain = {s.value: tuple(plain_order(s, t)) for s in Suit if s is not t}
    lent = next(c for c, role in trumps if role == "left_bower")
    return Ladder(t, trumps, plain, lent)
