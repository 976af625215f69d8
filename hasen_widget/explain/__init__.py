"""``hasen_widget.explain``: why a card wins or loses, why it may not be played, how a
hand was scored, in several languages.

Every function returns :class:`~hasen_widget.reasons.Reason` objects (data: a code and
the cards, seats and numbers it speaks of); :func:`render` turns one into a sentence
in a language. The catalogues are read at the first render, not at import.

>>> e = explain_trick("A♥ J♦ J♥ Joker", "hearts")
>>> print(render(e.reasons[1], "en"))
The left bower J♦ is only the third-highest trump.
>>> explain_unplayable("J♦ 9♣", ["Q♥"], "hearts")[parse_cards("9♣")[0]].code
'play.must_follow.left_bower'

Modules (all re-exported here): :mod:`.tricks` (tricks and following suit),
:mod:`.ladder` (the order of the cards), :mod:`.auction` (bids and the end of the
auction), :mod:`.scoring` (a hand's score), :mod:`.refusals` (the engine's
refusals), :mod:`.render` and :mod:`.catalog` (text and languages),
:mod:`.registry` (codes and their parameters, open to other modules; the kind of
each fact a code carries, public or private, which :func:`hasen_widget.view.public_reason`
reads), :mod:`.fact_kinds` (those kinds for this package's own codes), :mod:`.domains`
(the one list of the modules that register codes; :func:`load_codes` loads them).

``render(reason, lang, actor=seat)`` says a computer player's reason about it, in the
third person; without ``actor`` a reason speaks to the player it is for, as a hint does.
"""

from __future__ import annotations

from ..cards import parse_cards
from ..reasons import Reason
from .auction import bid_label, explain_all_pass, explain_auction_end, explain_bid
from .catalog import available_languages, get_language, set_language
from .codes import REFUSAL_CODES
from .domains import load_codes
from .ladder import Ladder, ladder
from .refusals import explain_refusal, refusal_reason
from .registry import declare_facts, facts, placeholders, register_message, register_reason, registered
from .render import (
    card_desc,
    card_label,
    card_name,
    card_text,
    render,
    render_all,
    seat_name,
    side_name,
    suit_name,
)
from .scoring import ScoreMismatch, explain_hand_score
from .tricks import (
    TrickExplanation,
    explain_card_played,
    explain_play,
    explain_trick,
    explain_unplayable,
    ladder_place,
)

__all__ = [
    "Reason",
    "TrickExplanation",
    "explain_trick",
    "explain_unplayable",
    "explain_play",
    "explain_card_played",
    "ladder",
    "Ladder",
    "ladder_place",
    "explain_bid",
    "explain_auction_end",
    "explain_all_pass",
    "bid_label",
    "explain_hand_score",
    "ScoreMismatch",
    "explain_refusal",
    "refusal_reason",
    "REFUSAL_CODES",
    "render",
    "render_all",
    "card_text",
    "card_name",
    "card_desc",
    "card_label",
    "suit_name",
    "seat_name",
    "side_name",
    "set_language",
    "get_language",
    "available_languages",
    "register_reason",
    "register_message",
    "registered",
    "declare_facts",
    "facts",
    "placeholders",
    "load_codes",
    "parse_cards",
]
