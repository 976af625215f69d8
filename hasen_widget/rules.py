"""``RuleSet``: the variants of RULES.md, one field each, named as there.

>>> RuleSet()
RuleSet(bidding='standard', auction='pass_final', all_pass='joker_bids_3', min_bid=1, deal_pattern='3-3', widow='bidder_exchanges', going_alone=True, opening_lead='dealer_left', fail_penalty='minus_bid', defenders_score='tricks', target_score=10)
>>> RuleSet(auction="reentry").auction
'reentry'
>>> RuleSet(fail_penalty="minus_7")
Traceback (most recent call last):
...
hasen_widget.rules.RuleError: fail_penalty must be one of 'minus_bid', 'minus_tricks_won', 'minus_6', not 'minus_7'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import quote
from .errors import HasenError, keywords_checked

__all__ = ["RuleSet", "RuleError", "VARIANTS", "MAX_TARGET_SCORE"]

#: Highest target score. Parlett plays to 30; a bound keeps every match short enough
#: for its save document (see ``hasen_widget.game.DOCUMENT_LIMIT``).
MAX_TARGET_SCORE = 100


class RuleError(HasenError, ValueError):
    """A rule set that names a variant value RULES.md does not have. ``field`` names the
    rule (``"fail_penalty"``), or is ``None`` when the error is about the whole set."""

    def __init__(self, message: str, field: "str | None" = None) -> None:
        super().__init__(message)
        self.field = field


#: Allowed values of each variant, the default first (RULES.md order).
VARIANTS: dict[str, tuple[Any, ...]] = {
    "bidding": ("standard", "pepper"),  # §4 Pepper bidding
    "auction": ("pass_final", "reentry", "single_round"),  # §4
    "all_pass": ("joker_bids_3", "stick_dealer", "redeal"),  # §4
    "min_bid": (1, 3),  # §4
    "deal_pattern": ("3-3", "1x6"),  # §3
    "widow": ("bidder_exchanges", "unused"),  # §5
    "going_alone": (True, False),  # §6
    "opening_lead": ("dealer_left", "high_bidder"),  # §7
    "fail_penalty": ("minus_bid", "minus_tricks_won", "minus_6"),  # §8
    "defenders_score": ("tricks", "none"),  # §8
}


@keywords_checked  # RuleSet(biding="pepper") names bidding, not a bare TypeError
@dataclass(frozen=True)
class RuleSet:
    """The rules in force for a match. Every field is a named variant of RULES.md.

    ``target_score`` is a whole number from 1 to ``MAX_TARGET_SCORE`` (10 by default,
    30 in Parlett).

    >>> RuleSet(bidding="pepper", target_score=30).target_score
    30
    """

    bidding: str = "standard"
    auction: str = "pass_final"
    all_pass: str = "joker_bids_3"
    min_bid: int = 1
    deal_pattern: str = "3-3"
    widow: str = "bidder_exchanges"
    going_alone: bool = True
    opening_lead: str = "dealer_left"
    fail_penalty: str = "minus_bid"
    defenders_score: str = "tricks"
    target_score: int = 10

    def __post_init__(self) -> None:
        for name, allowed in VARIANTS.items():
            value = getattr(self, name)
            # bool is an int in Python: keep True out of min_bid and 1 out of going_alone.
            ok = any(value == a and type(value) is type(a) for a in allowed)
            if not ok:
                listed = ", ".join(repr(a) for a in allowed)
                raise RuleError(f"{name} must be one of {listed}, not {quote(value)}", name)
        t = self.target_score
        if type(t) is not int or not 1 <= t <= MAX_TARGET_SCORE:
            raise RuleError(
                f"target_score must be a whole number from 1 to {MAX_TARGET_SCORE}, not {quote(t)}",
                "target_score",
            )

    def to_dict(self) -> dict[str, Any]:
        """The rule set as plain JSON-ready data."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: object, complete: bool = False) -> "RuleSet":
        """Build from ``to_dict`` output; an unknown field is refused by name. A field left
        out takes its default, unless ``complete`` (as a save document must be: there a
        missing field would load a different game).

        >>> RuleSet.from_dict({"bidding": "pepper"}, complete=True)
        Traceback (most recent call last):
        ...
        hasen_widget.rules.RuleError: auction: missing
        """
        if not isinstance(data, Mapping):
            raise RuleError(f"rules must be a mapping of variant names, not {type(data).__name__}")
        known = [f.name for f in dataclasses.fields(cls)]
        for key in data:
            if key not in known:
                raise RuleError(f"unknown rule variant {quote(key)}; known: {', '.join(sorted(known))}", None)
        if complete:
            for name in known:
                if name not in data:
                    raise RuleError(f"{name}: missing", name)
        return cls(**{str(k): v for k, v in data.items()})

    def changed(self) -> dict[str, Any]:
        """Only the fields that differ from the defaults (for short displays).

        >>> RuleSet(bidding="pepper").changed()
        {'bidding': 'pepper'}
        """
        default = RuleSet()
        return {k: v for k, v in self.to_dict().items() if getattr(default, k) != v}

    @property
    def max_bid_rank(self) -> int:
        """Highest bid rank: 6 in standard bidding, 7 (Big Pepper) in pepper bidding."""
        return 7 if self.bidding == "pepper" else 6
