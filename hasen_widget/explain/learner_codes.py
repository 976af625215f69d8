"""The ``learner`` domain: messages added for the learner's table and quizzes (issue 21),
in ``hasen_widget/locale/<lang>/LC_MESSAGES/learner.po``.

* ``count.ways``: "1 way" / "20 ways" the hidden cards may lie (a search's samples).
* ``trick.lose.off_suit_trump_led``: a card that lost because trump was led and it is
  no trump (``trick.lose.off_suit`` would say "neither hearts, the suit led, nor a trump").
* ``widget.*``: the language menu, the trick count once the bid is made, a Why entry's
  title, the hint when the coach already shows the same suggestion.

>>> from hasen_widget.explain import render
>>> from hasen_widget.reasons import Reason
>>> render(Reason("trick.lose.off_suit_trump_led",
...     {"card": "A♣", "winner": "9♥", "led_suit": "H", "trump": "H"}), "en")
'A♣ could not win: trump (hearts) was led, and it is not a trump.'
"""

from __future__ import annotations

from .registry import declare_facts as _facts
from .registry import register_message as _m
from .registry import register_reason as _r

__all__: list[str] = []

_m("count.ways", domain="learner", plural=True)  # "{n} ways"
_r(
    "trick.lose.off_suit_trump_led",
    domain="learner",
    card="card",
    winner="card",
    led_suit="suit",
    trump="suit",
)
_facts(
    "trick.lose.off_suit_trump_led", "rule", card="played", winner="played", led_suit="played", trump="trump"
)
_m("widget.language", domain="learner")  # the language menu's label
_m("widget.count_made", domain="learner", side="text", n="int", need="int")
_m("widget.trick_title", domain="learner", n="int", seat="seat")
_m("widget.hint_coach", domain="learner", action="text")
