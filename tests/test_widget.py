"""The table widget without a browser: what it syncs, and how it answers every intent.

A learner's intent arrives as a message ``{"kind": ...}``; the engine checks each one.
Refusals show in the widget (the ``error`` trait the page renders) and leave the game
exactly as it was.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from hasen_widget import Game, RuleSet
from hasen_widget.players import Decision, RandomPlayer
from hasen_widget.view import seat_view
from hasen_widget.widget import HasenWidget

DEAL = (
    "N: AH KH QH TH 9H JD E: AS KS QS JS TS 9S "
    "S: AC KC QC JC TC 9C W: AD KD QD TD 9D JH widow: Joker dealer: W"
)


def send(w: HasenWidget, content) -> None:
    """What the page's ``model.send(content)`` does on the Python side."""
    w._on_browser_msg(w, content, [])


def to_play_phase(w: HasenWidget) -> None:
    """Drive the learner's decisions until cards are played, with the learner in the play:
    the highest plain bid in the auction (a partner who wins it may go alone and leave the
    learner sitting out), then the first legal action that is not going alone."""
    while w.view["phase"] != "play":
        legal = w.view["legal"]
        assert legal, f"the learner has nothing to do in {w.view['phase']!r}"
        bids = [a for a in legal if a.startswith("bid ")]
        if w.view["phase"] == "auction" and bids:
            w.act(bids[-1])
        else:
            w.act(next((a for a in legal if a not in ("alone", "defend alone")), legal[0]))


def test_view_is_exactly_what_the_seat_may_see():
    w = HasenWidget(seed=11, pace=0, seat="N")
    assert w.view == seat_view(w.game, "N")
    assert w.view["hands"]["E"] is None and w.view["widow"] is None


def test_act_message_takes_the_learners_action():
    w = HasenWidget(seed=3, pace=0, step=True)
    while w.game.to_move != "S":
        w.step()
    before = len(w.game.history)
    send(w, {"kind": "act", "action": w.view["legal"][-1]})
    assert len(w.game.history) == before + 1
    assert w.error == {}


def test_a_card_not_held_is_refused_visibly_and_changes_nothing():
    w = HasenWidget(seed=5, pace=0, deal=DEAL)
    to_play_phase(w)
    while w.game.to_move != "S":  # pragma: no cover - pace 0 already let the bots move
        w.step()
    saved = w.game.to_json()
    send(w, {"kind": "act", "action": "play A♦"})  # West holds it
    assert w.game.to_json() == saved
    assert "not in your hand" in w.error["text"]


def test_out_of_turn_play_is_refused():
    w = HasenWidget(seed=8, pace=0, step=True, deal=DEAL)  # West dealt: North to bid
    saved = w.game.to_json()
    send(w, {"kind": "act", "action": "bid 6"})
    assert w.game.to_json() == saved
    assert "North" in w.error["text"] and "turn" in w.error["text"]


def test_a_bid_must_beat_the_standing_bid():
    # East bids first after West deals; in step mode we make East bid 4 through the engine's seat.
    w = HasenWidget(seed=1, pace=0, step=True, deal=DEAL, players={"E": _Scripted(["bid 4"])})
    w.step()  # North bids as the rule-of-thumb player, or passes
    while w.game.to_move != "S":
        w.step()
    saved = w.game.to_json()
    standing = w.game.high_bid.bid
    send(w, {"kind": "act", "action": f"bid {standing}"})
    assert w.game.to_json() == saved
    assert "beat the standing bid" in w.error["text"]


class _Scripted:
    """A computer player that says what it is told, then the first legal action."""

    def __init__(self, actions):
        self.actions = list(actions)

    def decide(self, view):
        if self.actions and self.actions[0] in view["legal"]:
            return Decision(self.actions.pop(0), None)
        return Decision(view["legal"][0], None)


@pytest.mark.parametrize(
    "content, says",
    [
        ("play J♦", "object"),
        ({"action": "pass"}, "kind"),
        ({"kind": 3}, "kind"),
        ({"kind": "cheat"}, "unknown kind"),
        ({"kind": "act"}, "action"),
        ({"kind": "act", "action": ["pass"]}, "action"),
        ({"kind": "act", "action": "x" * 500}, "action"),
        ({"kind": "open_hands", "value": "false"}, "value"),
        ({"kind": "next", "extra": 1}, "extra"),
        ({"kind": "act", "action": "fold"}, "not an action"),
        ({"kind": "open_hands", "value": True}, "teacher"),
        ({"kind": "set_seat", "seat": "N"}, "teacher"),
    ],
)
def test_malformed_or_unknown_messages_are_refused_visibly(content, says):
    w = HasenWidget(seed=4, pace=0)
    saved, view = w.game.to_json(), dict(w.view)
    send(w, content)
    assert says in w.error["text"]
    assert w.game.to_json() == saved and w.view == view and not w.open_hands


def test_an_edited_synced_trait_is_refused_and_restored(monkeypatch):
    w = HasenWidget(seed=4, pace=0)
    sent = []
    monkeypatch.setattr(w, "send_state", lambda key=None: sent.append(key))
    view = dict(w.view)
    forged = dict(view, hands={"N": ["A♥"], "E": None, "S": view["hand"], "W": None})
    w.set_state({"view": forged})
    assert w.view == view
    assert ["view"] in sent
    assert "refused" in w.error["text"]


def test_python_errors_in_a_callback_are_shown_in_the_widget():
    class Broken:
        def decide(self, view):
            raise RuntimeError("the bot fell over")

    w = HasenWidget(seed=2, pace=0, step=True, players={s: Broken() for s in "NEW"})
    if w.game.to_move == "S":
        w.act("pass")
    send(w, {"kind": "step"})
    assert "RuntimeError: the bot fell over" in w.error["text"]


def test_undo_goes_back_to_the_learners_previous_decision_past_computer_moves():
    w = HasenWidget(seed=6, pace=0)
    to_play_phase(w)
    view_before = w.view
    history_before = list(w.game.history)
    card = view_before["legal"][0]
    w.act(card)
    assert len(w.game.history) > len(history_before) + 1  # the computer players replied
    send(w, {"kind": "undo"})
    assert w.game.history == history_before
    assert w.view == view_before and w.game.to_move == "S"


def test_undo_with_nothing_of_the_learners_says_so():
    w = HasenWidget(seed=6, pace=0, step=True)
    send(w, {"kind": "undo"})
    assert "no move of yours" in w.error["text"]


def test_new_hand_deals_fresh_cards_under_the_same_rules():
    rules = RuleSet(bidding="pepper")
    w = HasenWidget(seed=6, pace=0, rules=rules)
    first = w.game.deal
    send(w, {"kind": "new_hand"})
    assert w.game.rules == rules and w.game.deal != first and w.game.history[:0] == []
    assert w.view == seat_view(w.game, "S")


def test_step_mode_waits_for_the_teacher_to_advance_each_computer_move():
    w = HasenWidget(seed=9, pace=0, step=True, deal=DEAL)  # West dealt: North bids first
    assert w.game.to_move == "N" and w.game.history == []
    assert w.settings["waiting"] is True
    send(w, {"kind": "step"})
    assert len(w.game.history) == 1 and w.game.to_move == "E"


def test_pace_spaces_computer_moves_on_the_event_loop():
    async def scenario():
        w = HasenWidget(seed=9, pace=0.05, deal=DEAL)
        assert w.game.history == []  # nobody moved yet: the first move waits for the pace
        await asyncio.sleep(0.5)
        assert len(w.game.history) >= 2 and w.game.to_move == "S" or w.game.phase != "auction"
        w.close()

    asyncio.run(scenario())


def test_pace_zero_lets_the_computer_answer_at_once():
    w = HasenWidget(seed=9, pace=0, deal=DEAL)
    assert w.game.to_move == "S"


def test_prepared_deal_is_dealt():
    w = HasenWidget(seed=1, pace=0, deal=DEAL)
    assert sorted(w.view["hand"]) == sorted(["A♣", "K♣", "Q♣", "J♣", "10♣", "9♣"])


def test_pepper_bidding_offers_little_and_big_pepper_buttons():
    passers = {s: _Scripted([]) for s in "NEW"}  # the first legal action: pass
    w = HasenWidget(seed=1, pace=0, rules=RuleSet(bidding="pepper"), deal=DEAL, players=passers)
    assert w.game.to_move == "S"
    assert w.notes["actions"]["little pepper"] and w.notes["actions"]["big pepper"]
    assert "bid 6" not in w.notes["actions"]  # under pepper bidding six is a pepper


def test_unplayable_cards_say_why():
    # East makes hearts trump and leads A♥; South's only heart is J♦, the left bower,
    # so every club is unplayable and says why.
    deal = (
        "N: AS KS QS JS 9D TD E: AH KH QH TH 9S TS "
        "S: JD AC KC QC JC TC W: AD KD QD 9H 9C JH widow: Joker dealer: N"
    )
    east = _Scripted(["bid 1", "trump ♥", "discard 9♠", "not alone", "play A♥"])
    w = HasenWidget(seed=1, pace=0, deal=deal, players={"E": east, "W": _Scripted([]), "N": _Scripted([])})
    w.act("pass")
    while w.game.to_move != "S":  # pragma: no cover - pace 0 already moved the others
        w.step()
    assert w.view["phase"] == "play" and w.view["current_trick"] == [["E", "A♥"]]
    assert w.view["legal"] == ["play J♦"]
    unplayable = w.notes["unplayable"]
    assert set(unplayable) == {"A♣", "K♣", "Q♣", "J♣", "10♣"}
    assert all("J♦" in text for text in unplayable.values()), unplayable


def test_each_finished_trick_is_explained_and_the_hand_scored():
    w = HasenWidget(seed=12, pace=0)
    hand = w.game.hand_number
    while w.game.hand_number == hand:
        w.act(w.view["legal"][0])
    tricks = [e for e in w.explanations if e["kind"] == "trick" and e["hand"] == hand]
    if w.game.hand_results[-1].thrown_in:  # pragma: no cover - depends on the seed
        return
    assert [e["trick"] for e in tricks] == [0, 1, 2, 3, 4, 5]
    log = w.game.hand_results[-1].trick_log
    for e, t in zip(tricks, log, strict=True):
        winner_card = dict(t.plays)[t.winner]
        assert str(winner_card) in e["cards"] and e["text"]
    (score,) = [e for e in w.explanations if e["kind"] == "hand"]
    assert score["hand"] == hand and score["text"]


def test_announcement_says_each_card_played():
    w = HasenWidget(seed=12, pace=0)
    to_play_phase(w)
    card = w.view["legal"][0][5:]
    w.act(f"play {card}")
    mine = [m for m in w.moves if m["seat"] == "S"][-1]
    assert mine["text"].startswith("South played") and card in mine["text"]
    assert w.announcement == w.moves[-1]["text"]


def test_after_a_hand_the_learners_cards_are_analysed_with_all_cards_open():
    w = HasenWidget(seed=12, pace=0)
    hand = w.game.hand_number
    while w.game.hand_number == hand:
        w.act(w.view["legal"][0])
    # The table stops on the hand's result; its review is a picture: one row per trick.
    assert w.settings["stage"] == "hand_over"
    review = w.result["review"]
    assert [r["trick"] for r in review["rows"]] == [1, 2, 3, 4, 5, 6]
    assert all(r["card"] for r in review["rows"]) and review["summary"].startswith("Best card in")
    for r in review["rows"]:
        assert (r["best"] is None) == (r["cost"] == 0)
    quiet = HasenWidget(seed=12, pace=0, analysis=False)
    while quiet.game.hand_number == hand:
        quiet.act(quiet.view["legal"][0])
    assert quiet.result["review"] is None


def test_repr_is_deterministic_and_shows_no_cards():
    a, b = HasenWidget(seed=21, pace=0), HasenWidget(seed=21, pace=0)
    assert repr(a) == repr(b)
    assert repr(a).startswith("<HasenWidget South, hand 1")
    for card in a.view["hand"]:
        assert card not in repr(a)


def test_static_html_for_nbconvert_shows_the_table_without_hidden_cards():
    w = HasenWidget(seed=21, pace=0)
    data = w._repr_mimebundle_()
    data = data[0] if isinstance(data, tuple) else data
    page = data["text/html"]
    assert data["text/plain"] == repr(w)
    for card in w.view["hand"]:
        assert card in page
    from hasen_widget.view import hidden_cards

    for card in hidden_cards(w.game, "S"):
        assert card not in page


def test_open_hands_shows_every_hand_for_a_teacher():
    w = HasenWidget(seed=21, pace=0, teacher=True)
    send(w, {"kind": "open_hands", "value": True})
    assert all(w.view["hands"][s] is not None for s in "NESW")
    send(w, {"kind": "open_hands", "value": False})
    assert w.view["hands"]["N"] is None


def test_seat_selection():
    w = HasenWidget(seed=21, pace=0, teacher=True)
    send(w, {"kind": "set_seat", "seat": "E"})
    assert w.view["seat"] == "E" and w.view["hands"]["S"] is None
    send(w, {"kind": "set_seat", "seat": "X"})
    assert "seat" in w.error["text"] and w.seat == "E"


def test_hint_suggests_a_legal_action_with_words():
    w = HasenWidget(seed=21, pace=0)
    send(w, {"kind": "hint"})
    assert w.hint_text["action"] in w.view["legal"] and w.hint_text["text"]
    to_play_phase(w)
    send(w, {"kind": "hint"})
    assert w.hint_text["action"] in w.view["legal"] and w.hint_text["why"]
    w.act(w.hint_text["action"])
    assert w.hint_text == {}  # a hint is for one decision


@pytest.mark.parametrize(
    "kwargs, field",
    [
        ({"seat": "X"}, "seat"),
        ({"lang": "fr"}, "lang"),
        ({"size": "huge"}, "size"),
        ({"pace": -1}, "pace"),
        ({"pace": True}, "pace"),
    ],
)
def test_bad_settings_are_refused_by_name(kwargs, field):
    with pytest.raises(ValueError, match=field):
        HasenWidget(seed=1, **kwargs)


def test_seeded_tables_play_the_same_match():
    def run():
        w = HasenWidget(seed=33, pace=0, players={s: RandomPlayer(seed=1) for s in "NEW"})
        for _ in range(40):
            if w.game.is_over:
                break
            if w.settings["stage"] == "hand_over":
                w.next_hand()
            w.act(w.view["legal"][-1])
        return w.game.history

    assert run() == run()


def test_game_is_the_engines():
    assert isinstance(HasenWidget(seed=1, pace=0).game, Game)


def test_the_table_speaks_the_language_set_on_it():
    w = HasenWidget(seed=12, pace=0, lang="ko")
    hangul = re.compile("[\uac00-\ud7a3]")
    assert hangul.search(w.labels["new_hand"]) and hangul.search(w.labels["seat_N"])
    to_play_phase(w)
    hand = w.game.hand_number
    while w.game.hand_number == hand and not w.explanations:
        w.act(w.view["legal"][0])
    assert all(hangul.search(e["text"]) for e in w.explanations)
    w.lang = "el"
    assert re.search("[\u0370-\u03ff]", w.explanations[0]["text"])
    assert "Βορράς" in w.static_html() or "Βορρά" in w.static_html()


def test_every_label_the_front_end_uses_is_in_every_catalogue():
    from pathlib import Path

    from hasen_widget.explain import catalog
    from hasen_widget.widget_text import UI_KEYS, ui_labels
    from hasen_widget.widget_text import available_languages as languages

    source = "".join(p.read_text() for p in (Path(__file__).parents[1] / "js" / "table").glob("*.js"))
    used = set(re.findall(r"labels\.(\w+)", source))
    from hasen_widget.table.present_text import UI_KEYS as PRESENT_KEYS

    # "joker" is the card's own name (card.joker), given with the labels; the deal
    # control's words (restart, replay…) come from present.po.
    assert used - {"joker"} <= set(UI_KEYS) | set(PRESENT_KEYS), used - set(UI_KEYS) - set(PRESENT_KEYS)
    assert all(ui_labels(lang)["joker"] for lang in languages())
    for lang in languages():
        missing = {k for k in UI_KEYS if not catalog.has_message(f"widget.{k}", lang)}
        assert not missing, (lang, missing)
    for action in ("pass", "bid", "alone", "not_alone", "defend_alone"):
        assert all(catalog.has_message(f"widget.action.{action}", lang) for lang in languages()), action
