"""Deal control for a teacher (hasen_widget.table.control): restart, redo, replay,
``deals=[...]``, "new match" apart from "next hand", and the question asked before
a click throws away a prepared deal. Plain Python tables on an immediate clock, and
the same through the widget's page messages."""

from __future__ import annotations

import json

import pytest

from hasen_widget import DealError, Game
from hasen_widget.errors import OptionError
from hasen_widget.table import ImmediateScheduler, Table
from hasen_widget.table.control import REPLAY_GO
from hasen_widget.table.replay import Replay
from hasen_widget.widget import HasenWidget

D1 = (
    "N: A♥ K♥ Q♥ 10♥ 9♥ J♦ E: A♠ K♠ Q♠ J♠ 10♠ 9♠ "
    "S: A♣ K♣ Q♣ J♣ 10♣ 9♣ W: A♦ K♦ Q♦ 10♦ 9♦ J♥ widow: Joker dealer: W"
)
D2 = (
    "N: A♠ K♠ Q♥ 10♥ 9♥ J♦ E: A♥ K♥ Q♠ J♠ 10♠ 9♠ "
    "S: A♣ K♣ Q♣ J♣ 10♣ 9♣ W: A♦ K♦ Q♦ 10♦ 9♦ J♥ widow: Joker dealer: N"
)
D3 = (
    "N: 9♣ K♠ Q♥ 10♥ 9♥ J♦ E: A♥ K♥ Q♠ J♠ 10♠ 9♠ "
    "S: A♣ K♣ Q♣ J♣ 10♣ A♠ W: A♦ K♦ Q♦ 10♦ 9♦ J♥ widow: Joker dealer: E"
)


def table(**kw) -> Table:
    kw.setdefault("pace", 0)
    kw.setdefault("linger", 0)
    return Table(seed=3, scheduler=ImmediateScheduler(), **kw)


def hands(game: Game) -> dict[str, list[str]]:
    return {s: [str(c) for c in game.hands[s]] for s in "NESW"}


def play_hand(t: Table) -> None:
    """The learner takes the last legal action each time ("not alone" and passes are
    last, so the hand is a long one with every seat playing) until the hand is scored."""
    for _ in range(80):
        if t.stage == "hand_over":
            return
        legal = t.state()["view"]["legal"]
        t.act("not alone" if "not alone" in legal else legal[-1])
    raise AssertionError("the hand did not end")


# ------------------------------------------------------------------ restart, redo
def test_restart_deals_the_same_cards_from_the_first_bid_with_the_same_dealer():
    t = table(deal=D1)
    dealt, dealer = hands(t.game), t.game.dealer
    play_hand(t)
    recorded = list(t.game.history)
    t.restart()
    assert t.stage == "play" and t.game.hand_number == 0 and t.game.hand_results == []
    assert hands(t.game) == dealt and t.game.dealer == dealer
    assert t.game.trump is None and t.game.tricks == [] and t.game.to_move == t.seat
    # The computer players before the learner replayed what they bid the first time.
    assert t.game.history == recorded[: len(t.game.history)]


def test_restart_mid_hand_goes_back_to_the_deal_of_that_hand_only():
    t = table(deals=[D1, D2])
    play_hand(t)
    t.go_on()  # next hand: the second prepared deal
    second = hands(t.game)
    t.act(t.state()["view"]["legal"][-1])
    t.restart()
    assert t.game.hand_number == 1 and hands(t.game) == second
    assert len(t.game.hand_results) == 1  # the first hand stays scored


def test_redo_brings_back_the_learners_decision_and_the_replies_up_to_the_next_turn():
    t = table(deal=D1)
    play_hand(t)
    recorded = list(t.game.history)
    t.restart()
    at_start = len(t.game.history)
    t.redo()
    assert t.game.history == recorded[: len(t.game.history)] and len(t.game.history) > at_start
    assert t.game.to_move == t.seat or t.stage == "hand_over"
    while t.game.undone:
        t.redo()
    assert t.game.history == recorded and t.stage == "hand_over"
    t.redo()  # nothing left: said, nothing changes
    assert t.state()["error"]["text"] == "There is nothing to redo." and t.game.history == recorded


def test_a_different_move_after_restart_forgets_what_could_be_redone():
    t = table(deal=D1)
    play_hand(t)
    t.restart()
    legal = t.state()["view"]["legal"]
    recorded_next = t.game.undone[0]
    other = next(a for a in legal if a != recorded_next)
    t.act(other)
    assert other in t.game.history and not t.state()["settings"]["can_redo"]


# -------------------------------------------------------------------- replay
def test_a_replay_shows_exactly_the_recorded_trick_positions():
    t = table(deal=D1)
    play_hand(t)
    log = t.game.hand_results[0].trick_log
    t.replay("enter")
    assert t.stage == "replay" and t.state()["replay"]["at_end"]
    t.replay("start")
    seen = []
    while True:
        r = t.replay("trick_forward")
        trick = r["trick"]
        if trick is not None and trick["winner"] is not None:
            seen.append(trick)
        if r["at_end"]:
            break
    # One stop per finished trick, in order, each exactly as the engine recorded it.
    recorded = [{"number": i + 1, "plays": [[s, str(c)] for s, c in x.plays], "winner": x.winner}
                for i, x in enumerate(log)]  # fmt: skip
    assert seen == recorded and len(seen) == 6
    # Back again trick by trick: the same tricks in reverse.
    back = []
    while not t.state()["replay"]["at_start"]:
        r = t.replay("trick_back")
        if r["trick"] is not None and r["trick"]["winner"] is not None:
            back.append(r["trick"])
    assert back == recorded[-2::-1]


def test_replay_steps_card_by_card_and_the_table_shows_that_position():
    t = table(deal=D1)
    play_hand(t)
    history = list(t.game.history)
    r = Replay(t.game, 0)
    t.replay("start")
    for k in range(1, r.last + 1):
        state = t.replay("move_forward")
        assert state["position"] == k
        view = t.state()["view"]
        expected = Game.replay(history[:k], None, 3, {0: D1})
        if expected.hand_number == 0 and expected.phase != "over":
            assert view["current_trick"] == [[s, str(c)] for s, c in expected.current_trick]
            assert len(view["tricks"]) == len(expected.tricks)
        assert view["legal"] == []  # a replay takes no move
    state = t.replay("move_forward")  # at the end it stays
    assert state["position"] == r.last and state["at_end"]
    assert t.replay("move_back")["position"] == r.last - 1


def test_replay_leaves_the_live_game_untouched_and_the_table_goes_on_after():
    t = table(deal=D1)
    t.act(t.state()["view"]["legal"][-1])
    before = list(t.game.history)
    t.replay("enter")
    t.replay("start")
    assert t.state()["settings"]["stage"] == "replay" and t.game.history == before
    t.undo()  # the live table takes no move meanwhile: said, and nothing changes
    assert t.state()["error"]["text"] == "A replay is on: go back to the game first."
    assert t.game.history == before and t.state()["replay"]["at_start"]
    t.replay("leave")
    assert t.stage == "play" and t.state()["replay"] == {} and t.game.history == before


def test_a_replay_of_a_running_hand_shows_only_what_the_seat_saw():
    t = table(deal=D1)
    t.act(t.state()["view"]["legal"][-1])
    t.replay("enter")
    while True:
        view = t.state()["view"]
        assert all(view["hands"][s] is None for s in "NEW") and view["widow"] is None
        if t.state()["replay"]["at_start"]:
            break
        t.replay("move_back")


def test_a_replay_of_a_finished_hand_opens_the_hands():
    t = table(deal=D1)
    play_hand(t)
    t.replay("start")
    view = t.state()["view"]
    dealt = hands(Game(None, 3, deal=D1))
    assert all(sorted(view["hands"][s]) == sorted(dealt[s]) for s in "NESW")


def test_a_replay_step_out_of_the_list_is_refused_by_name():
    t = table(deal=D1)
    with pytest.raises(OptionError, match="^go: must be one of enter, leave"):
        t.replay("sideways")
    assert set(REPLAY_GO) >= {"enter", "leave", "trick_back", "move_forward"}


# -------------------------------------------------------- deals, next deal, new match
def test_prepared_deals_are_played_one_after_another_as_the_next_hands():
    t = table(deals=[D1, D2, D3])
    assert t.state()["settings"]["deals"] == {"index": 0, "count": 3}
    play_hand(t)
    t.go_on()  # "Next hand"
    assert hands(t.game) == hands(Game(None, 1, deal=D2)) and t.state()["settings"]["deals"]["index"] == 1


def test_next_deal_from_an_unfinished_prepared_deal_asks_first_and_no_keeps_it():
    t = table(deals=[D1, D2])
    t.act(t.state()["view"]["legal"][-1])
    before = list(t.game.history)
    t.next_deal(ask=True)  # what the page's button does
    q = t.state()["question"]
    assert q["action"] == "next_deal" and q["text"].startswith("Go to deal 2 of 2?")
    t.answer(False)
    assert t.game.history == before and t.state()["question"] == {}
    t.next_deal(ask=True)
    t.answer(True)
    assert hands(t.game) == hands(Game(None, 1, deal=D2)) and t.state()["settings"]["deals"]["index"] == 1
    assert not t.state()["settings"]["can_next_deal"]


def test_the_teacher_can_switch_the_question_off():
    t = table(deals=[D1, D2], confirm=False)
    t.act(t.state()["view"]["legal"][-1])
    t.next_deal(ask=True)
    assert t.state()["question"] == {} and t.state()["settings"]["deals"]["index"] == 1


def test_new_match_starts_the_prepared_deals_again_with_the_score_at_zero():
    t = table(deals=[D1, D2])
    play_hand(t)
    t.go_on()
    t.act(t.state()["view"]["legal"][-1])
    t.new_match(ask=True)
    assert t.state()["question"]["action"] == "new_match"
    t.answer(True)
    assert t.game.scores == {"NS": 0, "EW": 0} and t.game.hand_results == []
    assert hands(t.game) == hands(Game(None, 1, deal=D1)) and t.state()["settings"]["deals"]["index"] == 0


def test_new_match_and_next_hand_are_named_apart_in_every_language():
    for lang in ("en", "el", "ko"):
        labels = table(lang=lang).state()["labels"]
        assert labels["new_match"] != labels["next_hand"] != labels["next_deal"] != labels["new_match"]


def test_a_bad_row_of_deals_is_refused_naming_the_field_and_the_deal():
    with pytest.raises(OptionError, match=r"^deals: must be a list of prepared deals.*not a dict"):
        table(deals={0: D1})
    with pytest.raises(DealError, match=r"^deals\[1\]: A♥ appears twice \(in North's hand\); missing: K♥"):
        table(deals=[D1, D1.replace("K♥", "A♥")])
    with pytest.raises(OptionError, match="either deal"):
        table(deal=D1, deals=[D2])


# ---------------------------------------------------------- through the page
def test_the_page_messages_drive_restart_replay_and_next_deal():
    w = HasenWidget(seed=3, deals=[D1, D2], pace=0, linger=0)
    dealt = hands(w.game)
    legal = w.view["legal"]
    w._on_browser_msg(w, {"kind": "act", "action": legal[-1]}, [])
    w._on_browser_msg(w, {"kind": "restart"}, [])
    assert hands(w.game) == dealt
    w._on_browser_msg(w, {"kind": "redo"}, [])
    w._on_browser_msg(w, {"kind": "replay", "go": "start"}, [])
    assert w.settings["stage"] == "replay" and w.replay_state["at_start"] and w.view["legal"] == []
    w._on_browser_msg(w, {"kind": "replay", "go": "leave"}, [])
    assert w.replay_state == {}
    w._on_browser_msg(w, {"kind": "next_deal"}, [])
    assert w.question["action"] == "next_deal"
    w._on_browser_msg(w, {"kind": "confirm", "value": True}, [])
    assert w.settings["deals"]["index"] == 1 and w.question == {}
    w._on_browser_msg(w, {"kind": "replay", "go": "upwards"}, [])
    assert w.error["text"].startswith("A message from the page was refused: go:")
    w.close()


class Scripted:
    """Bids what it is told when it may, else passes; its reason names a card it holds
    (a private reason: the page may not show it while the hand is played)."""

    def __init__(self, actions):
        self.actions = list(actions)

    def decide(self, view):
        from hasen_widget.players import Decision
        from hasen_widget.reasons import Reason

        action = self.actions.pop(0) if self.actions and self.actions[0] in view["legal"] else "pass"
        return Decision(action, Reason("bot.test_private", {"card": view["hand"][0]}))


def test_a_replay_of_a_running_hand_is_the_same_for_positions_the_learner_cannot_tell_apart():
    # B: North, East and West hold each other's cards; South's hand and the widow are the same.
    twin = D1.replace("A♥", "@").replace("A♠", "A♥").replace("@", "A♠").replace("K♦", "@")
    twin = twin.replace("Q♠", "K♦").replace("@", "Q♠")
    pages = []
    for deal in (D1, twin):
        players = {"N": Scripted(["bid 1"]), "E": Scripted(["bid 2"]), "W": Scripted([])}
        t = table(deal=deal, players=players)
        t.act("bid 3")  # North bid 1, East 2; South 3; then all pass: South names trump next
        assert t.game.to_move == "S" and t.game.phase != "auction"
        shown = [json.dumps(t.state(), sort_keys=True, ensure_ascii=False)]
        t.replay("enter")
        while True:
            shown.append(json.dumps(t.state(), sort_keys=True, ensure_ascii=False))
            if t.state()["replay"]["at_start"]:
                break
            t.replay("move_back")
        pages.append(shown)
    assert hands(Game(None, 3, deal=D1))["N"] != hands(Game(None, 3, deal=twin))["N"]
    assert len(pages[0]) == len(pages[1]) > 4
    for a, b in zip(*pages, strict=True):
        assert a == b


def test_one_set_of_size_names_for_the_table_and_the_pictures():
    from hasen_widget.display import show_deal
    from hasen_widget.sizes import SIZES

    assert SIZES == ("small", "normal", "projector")
    for size in SIZES:
        assert table(size=size).state()["settings"]["size"] == size
        assert show_deal(D1, size=size).size == size
    with pytest.raises(OptionError, match=r"'large' is not a size; the sizes are small, normal, projector"):
        table(size="large")


def test_a_new_match_of_shuffled_deals_asks_nothing():
    w = HasenWidget(seed=3, pace=0, linger=0)
    first = hands(w.game)
    w._on_browser_msg(w, {"kind": "new_match"}, [])
    assert w.question == {} and hands(w.game) != first
    w.close()


def test_a_presenters_next_move_drives_a_whole_hand_on_a_teachers_table():
    # A remote has only "next" and "back": on the learner's turn "next" makes the learner's
    # move too (the table's rule-of-thumb player, from the learner's view); back undoes it.
    t = table(deal=D1, step=True, teacher=True)
    assert t.state()["settings"]["step_self"]
    for _ in range(80):
        if t.stage == "hand_over":
            break
        t.step()
    assert t.stage == "hand_over" and len(t.game.hand_results) == 1
    learner_moves = [m for m in t.game.history]
    assert learner_moves and t.state()["error"] == {}
    t.restart()
    t.step()  # the learner's recorded first move comes back as it was
    assert t.game.history == learner_moves[: len(t.game.history)]
    assert not table(deal=D1, step=True).state()["settings"]["step_self"]  # a learner's table: not
