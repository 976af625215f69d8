"""The table's own logic (hasen_widget.table), with no widget: turns, pacing on an
injected clock, a finished trick's linger, the end-of-hand moment, the words it says."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from hasen_widget.players import Decision
from hasen_widget.reasons import Reason
from hasen_widget.table import ManualScheduler, Table, hand_over_view
from hasen_widget.widget import HasenWidget

# South holds every club; West deals, so North leads the first trick.
DEAL = (
    "N: AH KH QH TH 9H JD E: AS KS QS JS TS 9S "
    "S: AC KC QC JC TC 9C W: AD KD QD TD 9D JH widow: Joker dealer: W"
)


class Scripted:
    """Says what it is told when it may, else the first legal action; its reason names
    a card it holds (private until the hand is over)."""

    def __init__(self, actions=()):
        self.actions = list(actions)

    def decide(self, view):
        if self.actions and self.actions[0] in view["legal"]:
            action = self.actions.pop(0)
        else:
            action = view["legal"][0]
        held = view["hand"][0]
        return Decision(action, Reason("bot.test_private", {"card": held}))


def _scripted_table(**kw):
    kw.setdefault("scheduler", ManualScheduler())
    return Table(seed=1, deal=DEAL, players={s: Scripted() for s in "NEW"}, **kw)


def _play_to_hand_end(t: Table, clock: "ManualScheduler | None" = None) -> None:
    while t.stage != "hand_over":
        if t.game.to_move == t.seat:
            legal = t.state()["view"]["legal"]
            t.act("not alone" if "not alone" in legal else legal[0], from_page=clock is not None)
        elif clock is not None:
            clock.advance(10)
        else:  # pragma: no cover - the table answers at once without a clock
            raise AssertionError("a computer player did not move")


def test_the_table_module_imports_no_widget_library():
    # A fresh interpreter: other front ends (a static page, marimo, Pyodide) use the
    # table without ipywidgets.
    code = (
        "import sys, hasen_widget.table as t; t.Table(seed=1, pace=0);"
        "print([m for m in ('ipywidgets', 'anywidget', 'traitlets') if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout + out.stderr


def test_computer_moves_wait_for_the_pace_on_the_injected_clock():
    clock = ManualScheduler()
    t = Table(seed=5, deal=DEAL, pace=0.5, scheduler=clock)
    assert t.game.to_move == "N" and clock.pending == [0.5]
    clock.advance(0.49)
    assert t.game.to_move == "N"
    clock.advance(0.01)
    assert t.game.to_move == "E"
    clock.advance(0.5)
    assert t.game.to_move == "S"
    assert clock.pending == []


def test_without_a_clock_the_computer_players_answer_at_once():
    t = Table(seed=5, deal=DEAL, pace=0.5)  # no running event loop here
    assert t.game.to_move == "S"


def test_a_finished_trick_lingers_then_the_winner_leads():
    clock = ManualScheduler()
    t = Table(seed=5, deal=DEAL, pace=0, linger=2.5, scheduler=clock, players={s: Scripted() for s in "NEW"})
    for a in ("bid 6", "trump ♣", "discard 9♣", "not alone"):
        t.act(a, from_page=True)
        clock.advance(10)
    assert t.game.phase == "play"
    # Play until a computer player wins a trick that the learner finished.
    for _ in range(6):
        if t.game.to_move != "S":
            clock.advance(10)
        legal = t.state()["view"]["legal"]
        t.act(legal[0], from_page=True)
        clock.advance(0.03)  # the reply gap after a click
        state = t.state()
        if state["settings"]["stage"] == "linger":
            break
    else:  # pragma: no cover - the deal makes South lose a trick
        raise AssertionError("no trick lingered")
    finished = len(t.game.tricks)
    clock.advance(1.0)  # a second later the trick is still in view, nobody led
    assert t.stage == "linger" and not t.game.current_trick and len(t.game.tricks) == finished
    clock.advance(1.5)
    assert t.stage == "play" and (t.game.current_trick or t.game.to_move == "S")


def test_the_learner_may_go_on_before_the_linger_ends():
    clock = ManualScheduler()
    t = Table(seed=5, deal=DEAL, pace=0, linger=10, scheduler=clock, players={s: Scripted() for s in "NEW"})
    for a in ("bid 6", "trump ♣", "discard 9♣", "not alone"):
        t.act(a, from_page=True)
        clock.advance(10)
    while t.stage != "linger" and t.game.hand_number == 0:
        if t.game.to_move == "S":
            t.act(t.state()["view"]["legal"][0], from_page=True)
        clock.advance(0.03)
    assert t.stage == "linger"
    before = len(t.game.history)
    t.go_on()
    clock.advance(0.01)
    assert len(t.game.history) > before


def test_the_hand_ends_on_its_result_and_the_next_is_dealt_only_after_next():
    t = _scripted_table(pace=0)
    t.act("bid 4")
    _play_to_hand_end(t)
    s = t.state()
    assert t.stage == "hand_over" and s["settings"]["stage"] == "hand_over"
    assert s["view"]["phase"] == "hand_over" and s["view"]["hand"] == [] and s["view"]["legal"] == []
    assert len(s["view"]["tricks"]) == 6 and s["result"]["headline"]
    assert s["result"]["points"].count("→") == 2
    # Nothing moves at the new hand until the learner goes on.
    history = len(t.game.history)
    t.step()  # step at the end of a hand is "Next hand"
    assert t.stage != "hand_over"
    s2 = t.state()
    assert (
        s2["view"]["phase"] != "hand_over"
        and s2["view"]["current_trick"] == []
        and s2["view"]["tricks"] == []
    )
    assert s2["moves"] == [] or all(m["hand"] == t.game.hand_number for m in s2["moves"])
    assert len(t.game.history) >= history


def test_hand_over_view_shows_none_of_the_new_hands_cards():
    t = _scripted_table(pace=0)
    t.act("bid 4")
    _play_to_hand_end(t)
    from hasen_widget.view import hidden_cards, seat_view

    v = hand_over_view(seat_view(t.game, "S"))
    new_cards = {str(c) for c in t.game.hands["S"]} | hidden_cards(t.game, "S")
    assert not new_cards & {c for c in (v["hand"] or [])}
    assert v["hand"] == [] and all(not h for h in v["hands"].values())
    assert v["tricks_won"] == t.game.hand_results[-1].tricks


def test_trick_count_follows_each_trick_with_what_the_bidding_side_needs():
    t = _scripted_table(pace=0)
    for a in ("bid 4", "trump ♣", "discard 9♣", "not alone"):
        t.act(a)
    seen = []
    while t.game.hand_number == 0:
        count = t.state()["notes"]["count"]
        seen.append((count["NS"], count["EW"]))
        assert count["side"] == "NS" and count["need"] == 4
        # "2 of 4" until the bid is made, then "4 (bid 4 made)", never "5 of 4".
        made = count["NS"] >= 4
        shape = r"North–South \d \(bid 4 made\)" if made else r"North–South \d of 4"
        assert re.match(shape + r" · East–West \d$", count["text"]), count["text"]
        if t.game.to_move == "S":
            t.act(t.state()["view"]["legal"][0])
    final = t.state()["notes"]["count"]
    assert (final["NS"], final["EW"]) == tuple(t.game.hand_results[-1].tricks[s] for s in ("NS", "EW"))
    assert seen == sorted(seen)  # counts only grow during a hand


def test_open_hands_message_refuses_a_string_for_a_boolean():
    w = HasenWidget(seed=4, pace=0, teacher=True)
    saved = w.game.to_json()
    w._on_browser_msg(w, {"kind": "open_hands", "value": "false"}, [])
    assert not w.open_hands and w.view["hands"]["N"] is None
    assert "value" in w.error["text"] and len(w.error["text"]) < 200
    assert w.game.to_json() == saved
    w._on_browser_msg(w, {"kind": "open_hands", "value": True}, [])
    assert w.open_hands


def test_stale_teaching_text_after_undo_and_a_different_replay():
    """After an undo and a different replay of the same hand, the score text and the
    analysis follow the cards actually played (issue: caches keyed without them)."""
    t = _scripted_table(pace=0)
    for a in ("bid 4", "trump ♣", "discard 9♣", "not alone"):
        t.act(a)
    # First play: always the first legal card.
    while t.game.hand_number == 0:
        t.act(t.state()["view"]["legal"][0])
    first = t.state()["result"]
    first_log = t.game.hand_results[-1].trick_log
    # Back to South's first card of the hand, then the last legal card each time.
    while len(t.game.tricks) or t.game.current_trick or t.game.hand_number:
        t.undo()
        if t.game.phase == "play" and not t.game.tricks and len(t.game.current_trick) <= 3:
            if t.game.to_move == "S" and not any(s == "S" for s, _ in t.game.current_trick):
                break
    while t.game.hand_number == 0:
        t.act(t.state()["view"]["legal"][-1])
    second = t.state()["result"]
    second_log = t.game.hand_results[-1].trick_log
    assert [t.plays for t in first_log] != [t.plays for t in second_log]
    assert [r["card"] for r in first["review"]["rows"]] == [
        str(c) for tr in first_log for s, c in tr.plays if s == "S"
    ]
    played = [r["card"] for r in second["review"]["rows"]]
    assert played == [str(c) for tr in second_log for s, c in tr.plays if s == "S"]
    # The score text is that of the second play, as a fresh table would say it.
    from hasen_widget import widget_text as words

    fresh = words.explain_hand(t.game.hand_results[-1], t.game.rules, "en")
    assert second["score_text"] == fresh
    assert second["headline"].endswith(f"(tricks: {t.game.hand_results[-1].tricks['NS']})")


def test_computer_reasons_stay_private_during_the_hand_and_come_in_the_review():
    from hasen_widget.view import public_reason

    t = Table(seed=1, pace=0)  # a deal where South, having passed, still plays
    t.act("pass")
    s = t.state()
    assert t.stage == "play" and t._decisions
    for m, d in zip([m for m in s["moves"] if m["seat"] != "S"], t._decisions, strict=True):
        told = public_reason(d.reason, author=d.seat, seat="S", reveal=False)
        assert (m["why"] == "") == (told is None), (m, told)
    _play_to_hand_end(t)
    private = [d for d in t._decisions if d.reason is not None]
    result = t.state()["result"]
    bots = result["bots"]
    assert private and len(bots) == len([d for d in t._decisions if d.hand == result["hand"]])
    # Each computer decision comes with its reason and the cards it held when it decided.
    assert all(b["seat"] != "S" and b["held"] for b in bots)
    assert sum(1 for b in bots if b["why"]) >= len(private) // 2
    bots = t.state()["result"]["bots"]
    assert bots and all(b["seat"] != "S" for b in bots)
    assert all(b["held"] for b in bots)
    # Each reason is the computer player's own, about a card it held when it decided.
    assert any(b["why"] for b in bots)


def test_discards_are_said_in_words():
    t = Table(
        seed=1,
        deal="N: AS KS QS JS 9D TD E: AH KH QH TH 9S TS S: JD AC KC QC JC TC W: AD KD QD 9H 9C JH widow: Joker dealer: N",
        players={
            "E": Scripted(["bid 1", "trump ♥", "discard 9♠", "not alone"]),
            "W": Scripted(),
            "N": Scripted(),
        },
        pace=0,
    )
    t.act("pass")
    texts = [m["text"] for m in t.state()["moves"]]
    assert "East discards a card." in texts, texts
    assert not any("9♠" in x for x in texts)


def test_the_widow_card_joining_the_hand_is_said_in_words():
    t = _scripted_table(pace=0)
    t.act("bid 4")
    notes = t.state()["notes"]
    assert notes["from_widow"] == "Joker"
    assert notes["widow_text"] == "Joker from the widow joins your hand."
    t.set_lang("el")
    assert "Τζόκερ" in t.state()["notes"]["widow_text"]


def test_the_greyed_card_sentence_names_every_greyed_card():
    t = Table(
        seed=1,
        deal="N: AS KS QS JS 9D TD E: AH KH QH TH 9S TS S: JD AC KC QC JC TC W: AD KD QD 9H 9C JH widow: Joker dealer: N",
        players={
            "E": Scripted(["bid 1", "trump ♥", "discard 9♠", "not alone", "play A♥"]),
            "W": Scripted(),
            "N": Scripted(),
        },
        pace=0,
    )
    t.act("pass")
    notes = t.state()["notes"]
    greyed = set(notes["unplayable"])
    assert len(greyed) >= 2 and all(c in notes["greyed"] for c in greyed), notes["greyed"]


def test_one_line_per_trick_and_the_suit_order_at_most_once():
    from hasen_widget.table.explanations import Explainer

    trick = {"plays": [["N", "A♣"], ["E", "K♣"], ["S", "9♣"], ["W", "Q♣"]], "winner": "N"}
    for lang in ("en", "el", "ko"):
        e = Explainer().trick(0, 0, trick, "H", lang)
        assert "\n" not in e["text"] and e["text"].count("A♣") == 1
        whole = e["text"] + " " + e["details"]
        assert whole.count(">") <= 1, whole
        assert len(e["text"]) < 120, e["text"]
    joker = {"plays": [["N", "Joker"], ["E", "A♥"], ["S", "K♥"], ["W", "9♥"]], "winner": "N"}
    e = Explainer().trick(0, 0, joker, "H", "en")
    assert (e["text"] + e["details"]).count("highest card of all") <= 1


def test_seat_labels_and_the_joker_in_every_language():
    from hasen_widget.widget_text import ui_labels

    assert ui_labels("el")["joker"] == "Τζόκερ" and ui_labels("ko")["joker"] == "조커"
    for lang in ("en", "el", "ko"):
        labels = ui_labels(lang)
        for key in ("next_hand", "go_on", "details", "earlier_hands", "why_empty", "alone_help"):
            assert labels[key] and not labels[key].startswith("widget."), (lang, key)


@pytest.mark.parametrize("bad", [-1, 11, "2", True, None])
def test_linger_is_checked_by_name(bad):
    with pytest.raises(ValueError, match="linger"):
        Table(seed=1, linger=bad)


@pytest.mark.parametrize(
    "name",
    [
        "hasen_widget.table.clock",
        "hasen_widget.table.state",
        "hasen_widget.table.settings",
        "hasen_widget.table.shown",
        "hasen_widget.table.turns",
        "hasen_widget.table.control",
        "hasen_widget.widget_static",
        "hasen_widget.table.notes",
        "hasen_widget.table.speech",
        "hasen_widget.table.explanations",
        "hasen_widget.widget_text",
    ],
)
def test_the_table_modules_examples(name):
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
