"""Every reason code and catalogue fragment of the ``hasen`` domain, with its parameters.

Reading this file tells a translator what each message is given. The codes:

* ``trick.win.*``: why the winning card won; ``trick.lose.*``: why another card lost;
  ``note.*``: what the Joker and the bowers are (said whenever one is in the trick).
* ``play.*``: why a card may or may not be played.
* ``ladder.*`` and ``role.*``: the order of the cards under a trump.
* ``bid.*``, ``auction.*``: what a bid commits a side to, why the auction ended.
* ``score.*``: the score of a hand, step by step; ``match.*``: the end of the match.
* ``refusal.*``: every refusal of the engine (``IllegalAction.code``).

>>> from hasen_widget.explain.registry import placeholders
>>> sorted(p for p in placeholders("trick.lose.lower_trump") if not p.endswith(("_desc", "_acc")))
['card', 'card_name', 'card_place', 'trump', 'trump_name', 'trump_one', 'winner', 'winner_name', 'winner_place']
>>> REFUSAL_CODES[:3]
('unreadable', 'unknown_seat', 'not_your_turn')
"""

from __future__ import annotations

from .registry import register_message as m
from .registry import register_reason as r

# --- words: cards, suits, seats, sides (fragments, not reasons) -------------------
for _s in "CDHS":
    m(f"suit.{_s}.name")  # plural noun: "hearts"
    m(f"suit.{_s}.one")  # one card of it: "a heart"
    m(f"suit.{_s}.card")  # as in a card's name: "ace of hearts"
for _rank in ("9", "10", "J", "Q", "K", "A"):
    m(f"rank.{_rank}")
m("card.name", rank="text", suit="text")
m("card.joker")  # the Joker's short name, as printed on the card
m("card.joker.name")  # its full name
for _seat in "NESW":
    m(f"seat.{_seat}")  # as a subject in a sentence
    m(f"seat.{_seat}.label")  # bare, for a table
for _side in ("NS", "EW"):
    m(f"side.{_side}")
    m(f"side.{_side}.label")
m("count.tricks", plural=True)  # "{n} tricks"
for _i in range(1, 9):
    m(f"place.{_i}")  # the place on the trump ladder
for _role in ("joker", "right_bower", "left_bower"):
    m(f"role.{_role}")  # "the right bower"
m("desc.joker")
m("desc.right_bower", card="text")
m("desc.left_bower", card="text")
m("desc.card", card="text")
# The accusative forms (Greek: "έπαιξε τον δίδυμο βαλέ J♦"); the same words where no case differs.
m("desc.joker.acc")
m("desc.right_bower.acc", card="text")
m("desc.left_bower.acc", card="text")
m("desc.card.acc", card="text")
m("bid.label.little pepper")
m("bid.label.big pepper")

# --- the trick -------------------------------------------------------------------
r("trick.win.highest_trump", card="card", trump="suit", place="place")
r("trick.win.only_trump", card="card", trump="suit", led_suit="suit")
r("trick.win.highest_led", card="card", led_suit="suit", order="ranking")
r("trick.win.unfollowed", card="card", led_suit="suit")
r(
    "trick.lose.lower_trump",
    card="card",
    winner="card",
    trump="suit",
    card_place="place",
    winner_place="place",
)
r("trick.lose.trumped", card="card", winner="card", trump="suit", led_suit="suit")
r("trick.lose.lower_led", card="card", winner="card", led_suit="suit", order="ranking")
r("trick.lose.off_suit", card="card", winner="card", led_suit="suit", trump="suit")
r("trick.seat_played", seat="seat", card="card", trump="suit")
r("trick.winner_seat", seat="seat", card="card", trump="suit")
r("note.joker", card="card", trump="suit")
r("note.right_bower", card="card", trump="suit")
r("note.left_bower", card="card", trump="suit", printed="suit")
r("note.joker_led", card="card", trump="suit")

# --- may this card be played? ----------------------------------------------------------
r("play.lead", card="card")
r("play.follows", card="card", led_suit="suit")
r("play.void", card="card", led_suit="suit")
r("play.must_follow", card="card", led_suit="suit", follow="cards")
r("play.must_follow.left_bower", card="card", led_suit="suit", trump="suit", follow="cards", trap="card")
r("play.must_follow.joker", card="card", led_suit="suit", trump="suit", follow="cards", trap="card")
r("play.must_follow.not_led_suit", card="card", led_suit="suit", trump="suit", follow="cards")
r("play.must_follow.joker_led", card="card", led_suit="suit", trump="suit", follow="cards", lead="card")
r("play.must_follow.left_bower_led", card="card", led_suit="suit", trump="suit", follow="cards", lead="card")

# --- the trump ladder -----------------------------------------------------------------
r("ladder.title", trump="suit")
r("ladder.step", place="int", card="card", trump="suit")
for _role in ("joker", "right_bower", "left_bower"):
    r(f"ladder.step.{_role}", place="int", card="card", trump="suit")
r("ladder.plain", suit="suit", order="ranking")
r("ladder.plain_lent", suit="suit", order="ranking", lent="card", trump="suit")

# --- the auction ------------------------------------------------------------------------
r("bid.number", seat="seat", side="side", bid="tricks")
r("bid.little_pepper", seat="seat", side="side")
r("bid.big_pepper", seat="seat", side="side")
r("bid.if_made", side="side")
r("bid.if_failed.minus_bid", side="side", bid="int")
r("bid.if_failed.minus_tricks_won", side="side")
r("bid.if_failed.minus_6", side="side")
r("bid.doubled", side="side")
r("bid.pass.pass_final", seat="seat")
r("bid.pass.reentry", seat="seat")
r("bid.pass.single_round", seat="seat")
r("auction.end.pass_final", seat="seat", bid="bid")
r("auction.end.reentry", seat="seat", bid="bid")
r("auction.end.single_round", seat="seat", bid="bid")
r("auction.all_pass.joker_bids_3", seat="seat")
r("auction.all_pass.joker_in_widow", dealer="seat")
r("auction.all_pass.stick_dealer", seat="seat")
r("auction.all_pass.redeal", dealer="seat")
r("auction.maker.exchange", seat="seat")
r("auction.maker.no_widow", seat="seat")

# --- scoring and the end of the match ---------------------------------------------------
for _fail in ("minus_bid", "minus_tricks_won", "minus_6"):
    r(f"score.failed.{_fail}", side="side", bid="bid", tricks="tricks", points="signed")
r("score.made", side="side", bid="bid", tricks="tricks", points="signed")
r("score.big_pepper", side="side", before="signed", points="signed")
r("score.alone", seat="seat", before="signed", points="signed")
r("score.defenders", side="side", tricks="tricks", points="signed")
r("score.defenders_alone", seat="seat", before="signed", points="signed")
r("score.defenders_none", side="side", tricks="tricks")
r("score.thrown_in")
r("score.standing", ns="side_label", ns_score="int", ew="side_label", ew_score="int")
r("match.won", side="side", score="int", target="int")
r("match.both_reached", side="side", target="int")

# --- refusals of the engine (IllegalAction.code) -----------------------------------------
r("refusal.unreadable", text="text")
r("refusal.unknown_seat", seat="text")
r("refusal.not_your_turn", seat="seat", to_move="seat")
r("refusal.already_passed", seat="seat")
r("refusal.single_round_used", seat="seat")
r("refusal.game_over")
r("refusal.game_over.won", winner="side")
r("refusal.alone_not_allowed")
r("refusal.wrong_phase", kind="enum:kind", phase="enum:phase")
r("refusal.no_pepper", bid="bid")
r("refusal.pepper_six")
r("refusal.below_min_bid", bid="bid", min_bid="int")
r("refusal.bid_too_low", bid="bid", standing="bid", high_bidder="seat")
r("refusal.card_not_held", card="card")
r("refusal.unknown", text="text")  # a code this module does not know yet (engine added one)
for _kind in (
    "pass",
    "bid",
    "little pepper",
    "big pepper",
    "trump",
    "discard",
    "alone",
    "not alone",
    "defend alone",
    "play",
):
    m(f"kind.{_kind}")
for _phase in ("auction", "trump", "discard", "alone", "defend", "play"):
    m(f"phase.{_phase}")

# --- the quiz widgets (hasen_widget.quiz): labels, filled by Python or the page -------------
m("quiz.trick_prompt")
m("quiz.follow_prompt")
m("quiz.question", n="int")
m("quiz.trump", suit="text")
m("quiz.right")
m("quiz.wrong")
m("quiz.you_chose", cards="text")
m("quiz.nothing")
m("quiz.may_play", cards="text")
m("quiz.next")
m("quiz.check")
m("quiz.tally", right="int", asked="int")
m("quiz.your_hand")
m("quiz.trick_so_far")
m("quiz.trick")
m("quiz.led")
m("quiz.selected")
m("quiz.stale", n="int", m="int")
m("quiz.answered", n="int")
m("quiz.bad_message", why="text")

# --- the table widget's labels (hasen_widget.widget); placeholders filled by the widget ------
m("widget.new_hand")
m("widget.undo")
m("widget.hint")
m("widget.step")
m("widget.open_hands")
m("widget.your_turn")
m("widget.waiting", seat="text")
m("widget.dealer")
m("widget.maker")
m("widget.bid")
m("widget.trump")
m("widget.score")
m("widget.target", n="int")
m("widget.hands")
m("widget.last_trick")
m("widget.choose_trump")
m("widget.choose_discard")
m("widget.alone_q")
m("widget.defend_q")
m("widget.auction")
m("widget.why")
m("widget.sitting_out")
m("widget.from_widow")
m("widget.match_over", side="text")
m("widget.plays", seat="text", card="text")
m("widget.wins_trick", seat="text")
m("widget.trick")
m("widget.choose_bid")
m("widget.you")
m("widget.your_hand")
m("widget.table")
m("widget.made")
m("widget.failed")
m("widget.thrown_in")
m("widget.action.pass")
m("widget.action.bid", n="int")
m("widget.action.alone")
m("widget.action.not_alone")
m("widget.action.defend_alone")
m("widget.analysis")
m("widget.seat")
m("widget.cards_n", plural=True)  # "{n} cards": use catalog.lookup_plural
# The table's end-of-hand moment, review and notes (hasen_widget.table).
for _key in (
    "next_hand", "go_on", "details", "earlier_hands", "latest_moves", "why_empty", "alone_help", "defend_help", "result",
    "review", "review_card", "review_best", "review_cost", "held", "new_match", "tricks_taken",
    "bots_reasons", "see_result", "nothing_to_undo", "nothing_to_decide", "your_turn_now", "no_computer_move",
):  # fmt: skip
    m(f"widget.{_key}")
m("widget.count_of", side="text", n="int", need="int")
m("widget.greyed", cards="text")
m("widget.widow_joins", card="text")
m("widget.discards", seat="text")
m("widget.you_discard", card="text")
m("widget.result_line", seat="text", bid="text", outcome="text", n="int")
m("widget.review_summary", kept="int", n="int", lost="int")

#: The refusal codes of the engine this module renders (``IllegalAction.code``).
REFUSAL_CODES = (
    "unreadable",
    "unknown_seat",
    "not_your_turn",
    "already_passed",
    "single_round_used",
    "game_over",
    "alone_not_allowed",
    "wrong_phase",
    "no_pepper",
    "pepper_six",
    "below_min_bid",
    "bid_too_low",
    "card_not_held",
    "must_follow",
)

# --- coach mode (hasen_widget.table.coach): said to the learner only, from their own view ----
# Catalogue fragments with typed parameters (rendered like reasons), not reason codes: no
# player gives them, and they carry only the learner's own cards, choices and estimates.
for _key in ("title", "turn_on", "turn_off", "control", "off", "wait", "hand_over"):
    m(f"coach.{_key}")
_COACH = {
    "coach.suggest": {"action": "text"},
    "coach.do.play": {"card": "card"},
    "coach.do.discard": {"card": "card"},
    "coach.kept.tricks": {
        "chosen": "card", "best": "card", "kept": "decimal_tricks", "got": "decimal_tricks", "samples": "samples",
        "trump": "suit",
    },
    "coach.kept.made": {"chosen": "card", "best": "card", "kept": "int", "got": "int", "samples": "samples", "trump": "suit"},
    "coach.kept.set": {"chosen": "card", "best": "card", "kept": "int", "got": "int", "samples": "samples", "trump": "suit"},
    "coach.kept.close": {"chosen": "card", "best": "card", "samples": "samples", "trump": "suit"},
    "coach.kept.discard": {
        "chosen": "card", "best": "card", "kept": "decimal_tricks", "got": "decimal_tricks", "trump": "suit",
    },
    "coach.kept.trump": {"chosen": "suit", "best": "suit", "kept": "decimal_tricks", "got": "decimal_tricks"},
    "coach.kept.risk": {"chosen": "text", "best": "text", "estimate": "decimal_tricks"},
    "coach.kept.chance": {"chosen": "text", "best": "text", "estimate": "decimal_tricks"},
    "coach.kept.partner": {"estimate": "decimal_tricks"},
    "coach.kept.alone": {"estimate": "decimal_tricks"},
    "coach.kept.no_defend": {"estimate": "decimal_tricks"},
    "coach.kept.defend": {"estimate": "decimal_tricks"},
    "coach.kept.other": {"chosen": "text", "best": "text"},
}  # fmt: skip
for _code, _params in _COACH.items():
    m(_code, **_params)
del _key, _code, _params
