"""Every refusal the engine can make (``IllegalAction.code``), triggered through a real
``Game`` and explained in English, Greek and Korean."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from hasen_widget import Game, IllegalAction, RuleSet
from hasen_widget.explain import REFUSAL_CODES, explain_refusal, explain_unplayable, refusal_reason, render
from hasen_widget.explain.catalog import lookup
from hasen_widget.reasons import Reason

LANGS = ("en", "el", "ko")

# North leads Q♥ under hearts; East's only heart is the left bower J♦.
DEAL = (
    "N: Q♥ K♥ A♥ 9♠ 10♠ Q♠ E: J♦ 9♣ 10♣ Q♣ K♣ A♣ S: 9♥ 10♥ J♥ K♠ A♠ J♠ "
    "W: 9♦ 10♦ Q♦ K♦ A♦ J♣ widow: Joker dealer: W"
)


def refused(game: Game, action: str, seat: "str | None" = None) -> IllegalAction:
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(action, seat=seat)
    assert game.to_json() == before  # a refusal changes nothing
    return info.value


def to_play() -> Game:
    g = Game(seed=1, deal=DEAL)
    for a in ("bid 1", "pass", "pass", "pass", "trump hearts", "discard 9♠", "not alone", "play Q♥"):
        g.apply(a)
    assert g.phase == "play" and g.to_move == "E"
    return g


def finished() -> Game:
    g = Game(RuleSet(target_score=1), seed=3)
    rng = random.Random(0)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


def trigger(code: str) -> IllegalAction:
    """Make a real game refuse an action with ``code``."""
    if code == "unreadable":
        return refused(Game(seed=1), "bid 9")
    if code == "unknown_seat":
        return refused(Game(seed=1), "pass", seat="X")
    if code == "not_your_turn":
        g = Game(seed=1)
        other = next(s for s in "NESW" if s != g.to_move)
        return refused(g, "pass", seat=other)
    if code == "already_passed":
        g = Game(seed=1)
        first = g.to_move
        g.apply("pass")
        return refused(g, "bid 2", seat=first)
    if code == "single_round_used":
        g = Game(RuleSet(auction="single_round"), seed=1)
        first = g.to_move
        g.apply("bid 1")
        return refused(g, "bid 2", seat=first)
    if code == "game_over":
        return refused(finished(), "pass")
    if code == "alone_not_allowed":
        return refused(Game(RuleSet(going_alone=False), seed=1), "alone")
    if code == "wrong_phase":
        return refused(Game(seed=1), "play J♦")
    if code == "no_pepper":
        return refused(Game(seed=1), "big pepper")
    if code == "pepper_six":
        return refused(Game(RuleSet(bidding="pepper"), seed=1), "bid 6")
    if code == "below_min_bid":
        return refused(Game(RuleSet(min_bid=3), seed=1), "bid 2")
    if code == "bid_too_low":
        g = Game(seed=1)
        g.apply("bid 3")
        return refused(g, "bid 2")
    if code == "card_not_held":
        return refused(to_play(), "play A♠")
    if code == "must_follow":
        return refused(to_play(), "play 9♣")
    raise AssertionError(f"no trigger for {code}")  # pragma: no cover


def engine_codes() -> set[str]:
    """Every code the engine's source passes to IllegalAction (read it, so a new one is seen)."""
    import hasen_widget.game as game

    # The source, also when the engine runs compiled (then __file__ is the extension module).
    src = Path(game.__file__).with_name("game.py").read_text(encoding="utf-8")
    found = set()
    for m in re.finditer(r"IllegalAction\(", src):
        chunk = src[m.end() : m.end() + 400]
        # The code is the second positional argument: the first plain "word" string after the message.
        strings = re.findall(r'"([a-z_]+)"', chunk)
        if strings:
            found.add(strings[0])
    return found


def test_every_refusal_code_of_the_engine_is_known_here():
    assert engine_codes() <= set(REFUSAL_CODES), "a new refusal: add it to codes.py and the catalogues"


@pytest.mark.parametrize("code", REFUSAL_CODES)
def test_every_refusal_explained_in_every_language(code):
    err = trigger(code)
    assert err.code == code
    texts = {lang: explain_refusal(err, lang) for lang in LANGS}
    for lang, text in texts.items():
        assert text and "{" not in text and "}" not in text, (lang, text)
        assert text[0] == text[0].upper()
    assert len(set(texts.values())) == 3  # really three languages
    # The card or bid the refusal speaks of appears in every language.
    for key in ("card", "bid", "min_bid"):
        cardlike = str(err.params.get(key, "Joker"))
        if cardlike not in ("Joker", "little pepper", "big pepper"):
            assert all(cardlike in t for t in texts.values())


def test_the_left_bower_trap_is_named_in_the_refusal():
    err = trigger("must_follow")
    r = refusal_reason(err)
    assert r.code == "play.must_follow.left_bower"
    assert r.params["trap"] == "J♦"
    assert explain_refusal(err, "en") == (
        "You must follow ♥: you hold J♦, which counts as a heart because hearts are trump. 9♣ may not be played."
    )
    assert "δίδυμος" not in explain_refusal(err, "el")  # the note speaks of the card, not its nickname
    assert "κούπα" in explain_refusal(err, "el")
    assert "하트" in explain_refusal(err, "ko")


def test_turn_and_bid_refusals_name_the_seats_and_bids():
    err = trigger("not_your_turn")
    assert lookup(f"seat.{err.params['to_move']}", "en") in explain_refusal(err, "en")
    err = trigger("bid_too_low")
    text = explain_refusal(err, "en")
    assert "bid 3, so 2 is not enough" in text
    assert explain_refusal(err.reason, "en") == text  # a Reason works as well as the exception
    assert render(err.reason, "en") == text


def test_game_over_with_and_without_a_winner():
    g = finished()
    err = refused(g, "pass")
    assert refusal_reason(err).code == "refusal.game_over.won"
    assert lookup(f"side.{g.winner}", "en") in explain_refusal(err, "en")
    err = refused(g, "pass", seat="N")
    assert refusal_reason(err).code == "refusal.game_over"


def test_a_refusal_code_added_later_still_renders():
    text = explain_refusal(Reason("refusal.brand_new", {}), "el")
    assert "brand_new" in text


def test_refusals_agree_with_explain_unplayable_over_random_games():
    # Every must_follow refusal says the same as explain_unplayable for that card,
    # except that the engine does not report the lead (so the lead traps stay generic).
    rng = random.Random(5)
    checked = 0
    for seed in range(12):
        g = Game(seed=seed)
        while not g.is_over and len(g.hand_results) < 2:
            if g.phase == "play" and g.current_trick:
                hand = list(g.hands[g.to_move])
                trick = [c for _, c in g.current_trick]
                bad = explain_unplayable(hand, trick, g.trump)
                for card, reason in bad.items():
                    err = refused(g, f"play {card}")
                    got = refusal_reason(err)
                    if reason.code in ("play.must_follow.joker_led", "play.must_follow.left_bower_led"):
                        assert got.code.startswith("play.must_follow")
                    else:
                        assert got == reason
                    checked += 1
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 50
