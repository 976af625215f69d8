"""The reason codes of expected-score bidding, the levels' players and the coach's and the
review's words about one another (domain ``advice``, texts in
``hasen_widget/locale/<lang>/LC_MESSAGES/advice.po``).

Parameters: ``times`` is a chance said as "about N times in 10"; ``estimate`` a decimal
number of tricks; ``need`` the tricks a bid promises; ``kept``/``got``/``samples`` counts
of sampled layouts.

>>> from hasen_widget.explain.registry import spec
>>> spec("advice.bid").domain
'advice'
"""

from __future__ import annotations

from ..explain.registry import declare_facts as _facts
from ..explain.registry import register_reason as _r
from ..explain.registry import register_third_person as _third

__all__ = ["ADVICE_CODES", "REVIEW_CODES", "IDEA_CODES"]

_BID = {"suit": "suit", "estimate": "decimal_tricks", "times": "int", "need": "tricks", "bid": "bid"}

#: A computer player's (or the hint's) decision: code -> parameter types.
ADVICE_CODES: dict[str, dict[str, str]] = {
    "advice.bid": dict(_BID),
    "advice.pass": dict(_BID),
    "advice.pass_partner": {**_BID, "partner": "seat"},
    "advice.trump": {"suit": "suit", "estimate": "decimal_tricks", "times": "int", "bid": "bid"},
    "advice.discard": {"card": "card", "trump": "suit", "times": "int", "bid": "bid"},
    "advice.alone": {"times": "int", "alone_times": "int", "bid": "bid"},
    "advice.not_alone": {"times": "int", "alone_times": "int", "bid": "bid"},
}

_VIEW = {"card": "card", "kept": "int", "got": "int", "samples": "int", "trump": "suit"}

#: Said to the learner only (the coach, the end-of-hand review).
REVIEW_CODES: dict[str, dict[str, str]] = {
    "coach.widow_drop": {"before": "decimal_tricks", "after": "decimal_tricks", "suit": "suit"},
    # The review's word on a card as the seat saw it then (hasen_widget.analysis): a card
    # that kept as much with every hand open while another was safer for what the seat
    # knew, or a card sound for what it knew though another kept more with all hands open.
    **{f"analysis.view_safer_{goal}": {**_VIEW, "safer": "card"} for goal in ("make", "set")},
    **{f"analysis.view_sound_{goal}": {**_VIEW, "better": "card"} for goal in ("make", "set")},
}

#: The idea behind a card, named by the coach before the search's numbers (no parameters).
IDEA_CODES = tuple(
    f"advice.idea.{k}"
    for k in ("lead_trump", "lead_plain", "partner_winning", "overtake", "duck", "trump_in", "win")
)
REVIEW_CODES.update({code: {} for code in IDEA_CODES})

from ..explain.registry import register_message as _m  # noqa: E402

# The widget's control for the computer players' level.
for _key in ("control", "beginner", "casual", "club", "expert"):
    _m(f"advice.level.{_key}", domain="advice")

for _code, _params in {**ADVICE_CODES, **REVIEW_CODES}.items():
    _r(_code, domain="advice", **_params)
for _code in ADVICE_CODES:
    _third(_code)

# What each says (see registry.declare_facts): a player's own judgement of its hand, private
# during the hand; the review's lines read every hand, so they wait for its end.
_EST = {"estimate": "estimate", "times": "estimate", "need": "estimate", "bid": "bid", "suit": "holding"}
_facts("advice.bid", "estimate", **_EST)
_facts("advice.pass", "estimate", **_EST)
_facts("advice.pass_partner", "estimate", **_EST, partner="seat")
_facts("advice.trump", "estimate", suit="trump", estimate="estimate", times="estimate", bid="bid")
_facts("advice.discard", "estimate", card="hidden", trump="trump", times="estimate", bid="bid")
for _code in ("advice.alone", "advice.not_alone"):
    _facts(_code, "estimate", times="estimate", alone_times="estimate", bid="bid")
_facts("coach.widow_drop", "estimate", before="estimate", after="estimate", suit="holding")
for _code in IDEA_CODES:
    _facts(_code, "holding")  # which idea fits says what the hand chose to do
_REVIEW = {"card": "played", "trump": "trump", "kept": "hand", "got": "hand", "samples": "estimate"}
for _code in ("analysis.view_safer_make", "analysis.view_safer_set"):
    _facts(_code, "hand", **_REVIEW, safer="hand")
for _code in ("analysis.view_sound_make", "analysis.view_sound_set"):
    _facts(_code, "hand", **_REVIEW, better="hand")
