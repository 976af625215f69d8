"""Coach mode on its own (hasen_widget.table.coach, through the Table and the widget):
a suggestion before each of the learner's decisions, one line after a different choice,
nothing after the same choice, off after the first hand when asked, and nothing the
learner's seat may not know: two deals the learner cannot tell apart get the same words.
"""

from __future__ import annotations

import re

import pytest
from coach_twins import GUIDED_SEED, deviation, play_coached, scripted, twin_of

from hasen_widget import Game, HasenWidget
from hasen_widget.analysis import hint
from hasen_widget.explain import catalog, render
from hasen_widget.table import ImmediateScheduler, Table
from hasen_widget.table.coach import COACH_NODES, COACH_SAMPLES, COACH_SEED, DECISION_PHASES, Coach, idea_for
from hasen_widget.view import seat_view

DEVIATE_AT = (0, 2, 4)  # the bid, the discard and the first card: a deliberately different choice
#: A deal where, with the policy of the review's test, the open hands and the learner's
#: view judge a card differently (found by trying seeds: it depends on the fitted model).
REVIEW_SEED = 1


def guided_policy(n, kind, advised, legal):
    return deviation(kind, advised, legal) if n in DEVIATE_AT else advised


def first_deal(seed: int) -> str:
    return Game(seed=seed).deal.to_text()


@pytest.fixture(scope="module")
def guided():
    """The guided first hand of lesson 6's kind: the learner is the maker (bid, trump,
    discard, alone, six cards) and differs from the coach three times."""
    return play_coached(first_deal(GUIDED_SEED), GUIDED_SEED, guided_policy)


def table(**kw) -> Table:
    kw.setdefault("seed", GUIDED_SEED)
    return Table(pace=0, linger=0, scheduler=ImmediateScheduler(), **kw)


# --- before the learner acts --------------------------------------------------------------


def test_each_decision_shows_the_suggestion_and_its_reason_before_the_learner_acts(guided):
    kinds = []
    for d in guided.decisions:
        advice = d.coach["advice"]
        assert advice["action"] in d.view["legal"]
        assert advice["kind"] == DECISION_PHASES[d.phase]
        # It is the hint, over the learner's own view: same action, same reason.
        h = hint(d.view, samples=COACH_SAMPLES, seed=COACH_SEED, time_limit=None, node_budget=COACH_NODES)
        assert advice["action"] == h.action
        # The hint's reason; for a search result the idea comes first (issue 20), and after
        # the widow, why the estimate fell when it did.
        assert advice["why"].endswith(render(h.reason, "en")) and advice["why"]
        if h.reason.code.startswith("bot.search_"):
            assert advice["why"].startswith(render(idea_for(d.view, h.action), "en"))
        elif d.phase != "trump":
            assert advice["why"] == render(h.reason, "en")
        assert advice["text"].startswith("Suggested: ") and advice["text"].endswith(".")
        kinds.append(advice["kind"])
    assert {"bid", "trump", "discard", "alone", "card"} <= set(kinds)


def test_the_suggestion_names_the_action_as_the_learner_would_take_it(guided):
    texts = {d.coach["advice"]["action"]: d.coach["advice"]["text"] for d in guided.decisions}
    assert texts["bid 4"] == "Suggested: Bid 4."
    assert texts["trump ♠"] == "Suggested: ♠ Spades."
    assert texts["discard Q♣"] == "Suggested: discard Q♣."
    assert texts["not alone"] == "Suggested: Play with partner."
    assert texts["play A♦"] == "Suggested: play A♦."


# --- after the learner acts ----------------------------------------------------------------


def test_a_different_choice_gets_one_line_on_what_the_suggestion_would_have_kept(guided):
    bid, discard, card = (guided.decisions[i] for i in DEVIATE_AT)
    assert (bid.coach["advice"]["action"], bid.choice) == ("bid 4", "bid 5")
    estimate = hint(bid.view, samples=COACH_SAMPLES, seed=COACH_SEED).reason.params["estimate"]
    assert bid.feedback["text"] == (
        f"You chose Bid 5. Bid 4 would have kept the risk lower: your side can expect about "
        f"{float(estimate):g} tricks, and a bid that fails costs points."
    )
    assert (discard.coach["advice"]["action"], discard.choice) == ("discard Q♣", "discard J♦")
    assert discard.feedback["text"].startswith(
        "You discarded J♦. Discarding Q♣ would have kept a hand worth about"
    )
    assert discard.feedback["why"] == render(
        hint(discard.view, samples=COACH_SAMPLES, seed=0, time_limit=None, node_budget=COACH_NODES).reason,
        "en",
    )
    assert (card.coach["advice"]["action"], card.choice) == ("play K♠", "play 9♦")
    assert re.fullmatch(
        r"You played 9♦\. Over \d+ ways the cards you cannot see may lie, K♠ would have (kept about [\d.]+ tricks? "
        r"for your side from here on, 9♦ about [\d.]+ tricks?|made your side's bid in \d+, 9♦ in \d+)\.",
        card.feedback["text"],
    ), card.feedback["text"]
    for d in (bid, discard, card):
        assert d.feedback["action"] == d.choice and d.feedback["best"] == d.coach["advice"]["action"]
        assert "\n" not in d.feedback["text"]  # one line


def test_the_same_choice_gets_no_feedback(guided):
    followed = [d for i, d in enumerate(guided.decisions) if i not in DEVIATE_AT]
    assert len(followed) >= 5
    for d in followed:
        assert d.choice == d.coach["advice"]["action"]
        assert d.feedback == {}


def test_feedback_stays_until_the_next_decision_and_undo_forgets_it():
    t = table(coach=True, seed=GUIDED_SEED)
    advised = t.state()["coach"]["advice"]["action"]
    t.act("bid 5" if advised == "bid 4" else "pass")
    state = t.state()["coach"]
    assert state["feedback"]["text"]  # shown beside the next suggestion
    assert state["advice"]["action"] in seat_view(t.game, "S")["legal"]
    t.undo()
    state = t.state()["coach"]
    assert state["feedback"] == {} and state["advice"]["action"] == advised


def test_feedback_and_suggestion_in_greek_and_korean(guided):
    t = table(coach=True, deal=guided.deal, seed=GUIDED_SEED)
    t.act("bid 5")
    for lang, script in (("el", "[α-ωΑ-Ω]"), ("ko", "[가-힣]")):
        t.set_lang(lang)
        state = t.state()["coach"]
        for text in (
            state["advice"]["text"],
            state["advice"]["why"],
            state["feedback"]["text"],
            state["note"] or "x",
        ):
            assert "{" not in text and "}" not in text
        assert re.search(script, state["advice"]["text"]) and re.search(script, state["feedback"]["text"])
        assert all(re.search(script, v) for v in state["labels"].values())
    assert state["feedback"]["text"].startswith("‘5 비드’ 쪽을 골랐습니다.")


def test_going_alone_and_defending_alone_get_their_own_lines():
    strong = (
        "N: 9H TH 9S TS 9D TD E: QS KS AS QD KD AD S: JH JD AH KH QH 9C "
        "W: TC JC QC KC AC JS widow: Joker dealer: W"
    )
    t = table(coach=True, deal=strong)
    while t.game.phase != "alone":
        t.act("bid 6" if t.game.phase == "auction" else t.state()["coach"]["advice"]["action"])
    assert t.state()["coach"]["advice"]["action"] == "alone"
    from hasen_widget.players.contract import alone_choice, expected

    alone = round(expected(alone_choice(seat_view(t.game, "S")).by_itself), 1)
    t.act("not alone")
    # The fitted model's number for the hand alone (issue 20), not a hand-tuned count.
    said = f"{alone:g}"
    assert re.match(
        r"You played with your partner\. Going alone would have kept the chance of double points: "
        rf"your hand alone is worth about {re.escape(said)} tricks? of the six\.",
        t.state()["coach"]["feedback"]["text"],
    ), (alone, t.state()["coach"]["feedback"]["text"])
    assert 5 <= alone <= 6
    lone_west = (
        "N: 9C TC 9S TS 9D TD E: QS KS AS QD KD AD S: AC KC QC JC JS KH "
        "W: Joker JH JD AH QH TH widow: 9H dealer: N"
    )
    t = table(coach=True, deal=lone_west, seed=1)
    while t.game.phase != "defend":
        t.act("pass" if t.game.phase == "auction" else t.state()["coach"]["advice"]["action"])
    assert t.state()["coach"]["advice"]["action"] == "pass"
    t.act("defend alone")
    assert re.fullmatch(
        r"You defended alone\. Defending with your partner would have kept their help: against the "
        r"lone maker your hand is worth only about [\d.]+ tricks?\.",
        t.state()["coach"]["feedback"]["text"],
    )


# --- on and off ----------------------------------------------------------------------------


def test_the_coach_is_off_after_the_first_hand_when_asked():
    t = table(coach=True)
    while t.stage != "hand_over":
        t.act(t.state()["coach"]["advice"]["action"])
    state = t.state()["coach"]
    assert state["on"] and state["note"] == catalog.lookup("coach.hand_over", "en") and state["advice"] == {}
    t.set_coach(False)  # the learner, or the lesson, asks
    t.go_on()  # "Next hand"
    decisions = 0
    while t.game.hand_number == 1 and t.stage != "hand_over":
        state = t.state()["coach"]
        assert state["on"] is False and state["advice"] == {} and state["feedback"] == {}
        assert state["note"] == catalog.lookup("coach.off", "en")
        legal = seat_view(t.game, "S")["legal"]
        t.act(legal[-1])  # a choice the coach would often not make: no feedback either
        assert t.state()["coach"]["feedback"] == {}
        decisions += 1
    assert decisions >= 2
    t.set_coach(True)  # and on again
    if t.stage != "hand_over":
        assert t.state()["coach"]["advice"]


def test_the_widget_turns_the_coach_off_by_its_control_and_from_python():
    w = HasenWidget(seed=GUIDED_SEED, pace=0, coach=True)
    assert w.coach is True and w.coach_state["on"] and w.coach_state["advice"]["action"] in w.view["legal"]
    w._on_browser_msg(w, {"kind": "coach", "value": False}, [])  # the on/off button
    assert w.coach is False and w.coach_state["advice"] == {} and w.coach_state["on"] is False
    w._on_browser_msg(w, {"kind": "coach", "value": "true"}, [])  # a forged value: refused
    assert w.coach is False and "value: must be true or false" in w.error["text"]
    w.coach = True  # from Python (a teacher's notebook)
    assert w.coach_state["on"] and w.coach_state["advice"]
    with pytest.raises(TypeError):
        w.coach = "yes"
    assert w.coach is True
    w.close()


def test_a_table_without_a_coach_shows_no_coach_place_and_a_teacher_can_turn_it_on():
    assert table().state()["coach"] == {} and table(teacher=True).state()["coach"] == {}
    w = HasenWidget(seed=3, pace=0)
    assert w.coach is False and w.coach_state == {}
    w.coach = True  # a teacher turns it on from Python: the coach's place appears
    assert w.coach_state["on"] and w.coach_state["advice"]["action"] in w.view["legal"]
    w.coach = False  # off again: the place stays, with its control to turn it back on
    assert w.coach_state["on"] is False and w.coach_state["labels"]["turn_on"] == "Turn the coach on"
    w.close()
    with pytest.raises(TypeError):
        Table(coach="on")


def test_in_coach_mode_the_hint_button_gives_the_coachs_suggestion():
    t = table(coach=True)
    assert t.hint()["action"] == t.state()["coach"]["advice"]["action"]


# --- only what the learner's seat may know --------------------------------------------------


def test_the_coach_reads_the_learners_own_view_even_when_the_hands_are_open(guided):
    open_table = table(coach=True, deal=guided.deal, open_hands=True, teacher=True)
    closed = table(coach=True, deal=guided.deal)
    for _ in range(3):
        a, b = open_table.state()["coach"], closed.state()["coach"]
        assert a == b
        open_table.act(a["advice"]["action"])
        closed.act(a["advice"]["action"])


@pytest.mark.parametrize("seed", [GUIDED_SEED, 7])
def test_two_deals_the_learner_cannot_tell_apart_get_the_same_suggestions_and_feedback(seed):
    """Noninterference: the twin swaps two cards of one suit between two computer players'
    hands; the computer players replay the first hand's actions. Until the first of the
    two cards is played the learner sees the same, so the coach must say the same (and
    the table sync the same bytes)."""
    deal = first_deal(seed)
    first = play_coached(deal, seed, guided_policy)
    twin = twin_of(first)
    assert twin.deal != deal
    second = play_coached(
        twin.deal, seed, [d.choice for d in first.decisions], players=scripted(first), until=twin.horizon
    )
    a_seat, a_card, b_seat, b_card = twin.swapped
    compared = 0
    for d1, d2 in zip(first.decisions, second.decisions, strict=False):
        if d1.index >= twin.horizon:
            break
        assert d1.view == d2.view  # the learner cannot tell the two deals apart …
        assert d1.coach == d2.coach  # … and the coach says the same before the decision
        assert d1.feedback == d2.feedback  # and after it
        assert d1.synced == d2.synced  # nor does anything else the table would sync
        compared += 1
    assert compared >= 4
    assert any(d.feedback for d in first.decisions[:compared])  # the feedback was compared too
    # The two deals do differ where the learner cannot see: the swapped cards.
    assert a_card in deal.split(f"{a_seat}:")[1].split(":")[0]
    assert a_card in twin.deal.split(f"{b_seat}:")[1].split("\n")[0]


def test_the_suggestion_is_the_same_for_the_same_view_and_cached_by_it():
    g = Game(seed=11)
    while g.to_move != "S":
        from hasen_widget.players import RuleOfThumbPlayer

        g.apply(RuleOfThumbPlayer().decide(seat_view(g, g.to_move)).action)
    view = seat_view(g, "S")
    one, two = Coach(True), Coach(True)
    assert one.advise(view) == two.advise(view) == one.advise(dict(view))
    assert Coach(True).advise({**view, "legal": []}) is None


def test_the_coach_modules_example():
    import doctest

    import hasen_widget.table.coach as module

    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


# --- the coach and the review explain each other (issue 20) --------------------------------


def test_the_review_says_where_the_open_hands_and_the_coachs_view_disagree():
    from hasen_widget.actions import Action
    from hasen_widget.players.seat_knowledge import SeatKnowledge as Known
    from hasen_widget.table.coach import coach_search

    t = table(coach=True, seed=REVIEW_SEED)
    seen = {}  # trick number -> the learner's view at its card
    while t.stage != "hand_over":
        v = t.state()["view"]
        if v["legal"]:
            if v["phase"] == "play":
                seen[len(v["tricks"]) + 1] = seat_view(t.game, "S")
            t.act(v["legal"][-1] if v["phase"] == "play" else v["legal"][0])
    result = t.game.hand_results[-1]
    from hasen_widget.analysis import analyse_hand

    rows = analyse_hand(result, "S", compare_view=True)
    notes = [r for r in rows if r["view_note"] is not None]
    assert notes, (
        f"seed {REVIEW_SEED} with this policy has a card the open hands and the view judge differently"
    )
    for r in notes:
        note = r["view_note"]
        view = seen[r["trick"]]
        cards = [Action.parse(a).card for a in view["legal"]]
        # The very layouts the coach weighed at that card, from the learner's real view.
        ev = coach_search().evaluate(Known(view), cards)
        goal = {str(c): n for c, n in ev.goal.items()}
        other = note.params.get("safer") or note.params.get("better")
        if note.code.startswith("analysis.view_safer"):
            assert r["kept_best"] and (note.params["kept"], note.params["got"]) == (
                goal[other],
                goal[r["card"]],
            )
        else:
            assert not r["kept_best"] and (note.params["kept"], note.params["got"]) == (
                goal[r["card"]],
                goal[other],
            )
        said = render(note, "en")
        assert said.startswith("With the cards as they lay,") and "From what you could see," in said
    # and the table's end-of-hand review shows them, in the learner's language
    review = t.state()["result"]["review"]
    assert review["notes"] == [render(r["view_note"], "en") for r in notes]


class _Club:
    """The club level at one seat, its reasons left out (the learner's table shows moves)."""

    def __init__(self, seed):
        from hasen_widget.players.levels import LevelPlayer

        self.player = LevelPlayer("club", seed=seed)

    def decide(self, view):
        from hasen_widget.players.base import Decision

        return Decision(self.player.decide(view).action, None)


def test_when_the_estimate_drops_after_the_widow_the_coach_says_why():
    from hasen_widget.players import hand_value

    seed = 107  # South wins the auction; the widow card adds less than an average one (a seed found by trying: it depends on the fitted model)
    players = {s: _Club(seed * 4 + i) for i, s in enumerate("NEW")}
    t = table(coach=True, seed=seed, players=players)
    before = None
    while t.game.phase == "auction":
        if t.game.to_move == "S":
            before = round(hand_value(seat_view(t.game, "S")).expected, 1)
        t.act(t.state()["coach"]["advice"]["action"])
    assert t.game.phase == "trump" and t.game.maker == "S"
    after = round(hand_value(seat_view(t.game, "S")).expected, 1)
    assert after < before
    why = t.state()["coach"]["advice"]["why"]
    assert why.startswith(f"Your estimate went down from {before} tricks to {after} tricks.")
    assert "the card that came adds less than that" in why
