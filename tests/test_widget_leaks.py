"""Hidden cards never reach the browser: every synced trait and every message, whole matches.

A recorder stands in for the widget's comm and sees every state update the page would
get. At each one it asks the engine which cards the learner may not see *now*
(``hidden_cards``) and checks that none of them, by its text ("J♦") or its spoken name
("Jack of diamonds"), appears in what concerns the hand in play. What concerns finished
hands (the score history, their explanations and moves) may name only cards played in
that hand or held by the learner in it: a card is printed in every hand, so the same
text in an old trick is no leak.
"""

from __future__ import annotations

import random
import re

import pytest

from hasen_widget import RuleSet
from hasen_widget.display import card_aria_label as card_label
from hasen_widget.players import RandomPlayer
from hasen_widget.view import hidden_cards
from hasen_widget.widget import HasenWidget

RULESETS = [
    RuleSet(),
    # Short targets so that random play finishes whole matches quickly.
    RuleSet(
        bidding="pepper", auction="reentry", all_pass="stick_dealer", fail_penalty="minus_6", target_score=4
    ),
    RuleSet(widow="unused", all_pass="redeal", auction="single_round", opening_lead="high_bidder"),
    RuleSet(deal_pattern="1x6", going_alone=False, defenders_score="none", min_bid=3, target_score=4),
]


def _names(card: str) -> set[str]:
    """The forms a card could be written in: "J♦" and "Jack of diamonds"."""
    return {card, card_label(card).split(",")[0]}


_CARD = r"(?:Joker|(?:10|[9JQKA])[♣♦♥♠])"
# "A♠ > K♠ > Q♠ > 10♠ > 9♠": the order of a suit names every card of it, held or not.
_RANKING = re.compile(rf"{_CARD}(?:\s*>\s*{_CARD})+")


def _values(value):
    """Every string in a JSON-ready value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _values(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _values(v)


def _find(value, secret: set[str]) -> set[str]:
    """The secret cards ``value`` names: as a card value ("J♦", "Joker"), or inside a
    sentence by text or spoken name. Rule texts speak of "the Joker" in general ("the
    Joker is the highest card of all"), so in sentences the Joker counts only as data."""
    found = set()
    strings = list(_values(value))
    exact = set(strings)
    text = _RANKING.sub("<ranking>", " ".join(strings))
    for c in secret:
        if c in exact:
            found.add(c)
        elif c != "Joker" and any(n in text for n in _names(c)):
            found.add(c)
    return found


class Recorder:
    """Checks each state message at the moment it is sent."""

    def __init__(self, w: HasenWidget) -> None:
        self.w = w
        self.messages = 0
        self.seen_in_hand: dict[int, set[str]] = {}  # cards the learner held or saw played, per hand
        self.leaks: list[AssertionError] = []
        self.forged: "str | None" = None  # a card the page itself named (echoing it reveals nothing)

    def note_hand(self) -> None:
        g, seat = self.w.game, self.w.seat
        held = {str(c) for c in g.hands[seat]}
        played = {str(c) for t in g.tricks for _, c in t.plays} | {str(c) for _, c in g.current_trick}
        if g.maker == seat and g.discarded is not None:
            held.add(str(g.discarded))
        self.seen_in_hand.setdefault(g.hand_number, set()).update(held | played)

    def send(self, data=None, metadata=None, buffers=None) -> None:
        # Record, do not raise: the widget shows exceptions from its handlers in the cell,
        # which would swallow an assertion raised here.
        try:
            self.check(data)
        except AssertionError as e:
            self.leaks.append(e)

    def check(self, data) -> None:
        if isinstance(data, dict) and data.get("method") == "custom":  # model.send from Python
            found = _find(data.get("content"), hidden_cards(self.w.game, self.w.seat))
            assert not found, ("custom message", data, found)
            return
        if not isinstance(data, dict) or data.get("method") != "update":
            return
        self.messages += 1
        state = data["state"]
        g, seat = self.w.game, self.w.seat
        self.note_hand()
        secret = hidden_cards(g, seat)
        hand = g.hand_number
        for key, value in state.items():
            if key.startswith("_"):  # _esm, _css, _model_name …: the front end's code and class names
                continue
            if key == "view" and value["phase"] == "hand_over":
                # The end-of-hand moment: the finished hand's view, none of the new hand's cards.
                assert not value["hand"] and all(not h for h in value["hands"].values()), value["hands"]
                self._check_past(
                    value["hand_number"], {k: v for k, v in value.items() if k != "hand_results"}
                )
                for r in value["hand_results"]:
                    assert r.get("widow") is None and r.get("discard") is None, r
                    self._check_past(r["number"], r)
            elif key == "result":
                # The review may tell a finished hand's private reasoning (the rule's
                # "when the hand is over"), never anything of the hand in play.
                if value:
                    assert value["hand"] < hand or g.is_over, (key, value["hand"], hand)
            elif key == "view":
                current = {k: v for k, v in value.items() if k != "hand_results"}
                assert not _find(current, secret), (key, _find(current, secret))
                for r in value["hand_results"]:
                    assert r.get("widow") is None and r.get("discard") is None, r
                    self._check_past(r["number"], r)
            elif key == "notes":
                # Labels name only cards the view shows (this hand, and the last hand's tricks).
                assert not _find({k: v for k, v in value.items() if k != "labels"}, secret)
                shown = self._cards_in_view()
                assert set(value["labels"]) <= shown, set(value["labels"]) - shown
            elif key in ("explanations", "moves"):
                for entry in value:
                    if entry["hand"] == hand:
                        assert not _find(entry, secret), (key, entry, _find(entry, secret))
                    else:
                        self._check_past(entry["hand"], entry)
            elif key in ("announcement",):
                last = self.w.moves[-1] if self.w.moves else None
                if last is not None and last["hand"] != hand:
                    self._check_past(last["hand"], value)
                else:
                    assert not _find(value, secret), (key, value)
            elif key == "error":
                assert not value.get("text", "").startswith("Something went wrong"), value
                found = _find(value, secret - {self.forged})
                assert not found, (key, value, found)
            elif key == "labels":  # the chrome; "joker" is the Joker's printed name
                assert not _find({k: v for k, v in value.items() if k != "joker"}, secret)
            else:  # hint_text, settings
                assert not _find(value, secret), (key, value, _find(value, secret))

    def _cards_in_view(self) -> set[str]:
        v = self.w.view
        out = {c for h in v["hands"].values() if h for c in h}
        out |= {c for _, c in v["current_trick"]}
        out |= {c for t in v["tricks"] for _, c in t["plays"]}
        if v["hand_results"]:
            out |= {c for t in v["hand_results"][-1]["trick_log"] for _, c in t["plays"]}
        out |= {v[k] for k in ("widow", "discard") if v[k]}
        return out

    def _check_past(self, number: int, value) -> None:
        """A finished hand may be spoken of only through cards the learner saw in it."""
        allowed = self.seen_in_hand.get(number, set())
        result = next((r for r in self.w.game.hand_results if r.number == number), None)
        if result is not None:
            allowed = allowed | {str(c) for t in result.trick_log for _, c in t.plays}
        never_seen = {c for c in _all_cards() if c not in allowed}
        found = _find(value, never_seen)
        assert not found, (number, value, found)


def _all_cards() -> list[str]:
    from hasen_widget import DECK

    return [str(c) for c in DECK]


def _play_match(seed: int, rules: RuleSet, seat: str, max_actions: int = 400) -> Recorder:
    # Step mode first, so that nothing moves before the recorder is in place; the whole
    # state as the page first gets it is checked, then the computer players are let go.
    w = HasenWidget(
        seed=seed,
        pace=0,
        step=True,
        rules=rules,
        seat=seat,
        players={s: RandomPlayer(seed=seed) for s in "NESW"},
    )
    rec = Recorder(w)
    w.comm.send = rec.send  # every state update the page would receive passes the recorder
    rec.send({"method": "update", "state": w.get_state()})
    w.step_mode = False
    rng = random.Random(seed)
    actions = 0
    while not w.game.is_over and actions < max_actions:
        rec.note_hand()
        if w.settings["stage"] == "hand_over":  # the end-of-hand moment: go on
            w._on_browser_msg(w, {"kind": "next"}, [])
            continue
        choice = rng.random()
        if choice < 0.03:
            w._on_browser_msg(w, {"kind": "undo"}, [])
        elif choice < 0.06:
            w._on_browser_msg(w, {"kind": "hint"}, [])
        elif choice < 0.09:  # a forged card: one the learner may not see
            hidden = sorted(hidden_cards(w.game, seat))
            if hidden:
                rec.forged = card = rng.choice(hidden)
                w._on_browser_msg(w, {"kind": "act", "action": f"play {card}"}, [])
        else:
            w._on_browser_msg(w, {"kind": "act", "action": rng.choice(w.view["legal"])}, [])
        actions += 1
    w.close()
    return rec


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULESETS, ids=["default", "pepper", "widow_unused", "1x6_no_alone"])
def test_no_hidden_card_in_any_synced_trait_or_message_over_whole_matches(rules):
    total = finished = 0
    for seed in range(3):
        rec = _play_match(seed, rules, seat="NESW"[seed % 4])
        total += rec.messages
        finished += rec.w.game.is_over
        assert not rec.leaks, rec.leaks[:3]
    assert total > 50  # the recorder really saw the traffic
    assert finished >= 2  # whole matches, to the target


def test_recorder_catches_a_leak():
    """The check can fail: an open-hands table does send the other hands."""
    w = HasenWidget(seed=3, pace=0)
    rec = Recorder(w)
    w.comm.send = rec.send
    w.open_hands = True
    assert rec.leaks
