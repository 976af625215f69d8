"""The computer players: only legal actions, from the seat's view alone, each with a reason."""

from __future__ import annotations

import random

import pytest

from hasen_widget import Game, RuleSet
from hasen_widget.players import (
    Decision,
    NotYourTurn,
    Player,
    RandomPlayer,
    RuleOfThumbPlayer,
    play_bots,
)
from hasen_widget.reasons import Reason
from hasen_widget.rules import VARIANTS
from hasen_widget.view import seat_view

DEAL = (
    "N: Joker JH JD AH 9C 9S E: KH QH AS KS QS JS S: AC KC QC JC TC 9H "
    "W: AD KD QD TD 9D TS widow: TH dealer: W"
)


def _random_rules(rng: random.Random) -> RuleSet:
    return RuleSet(**{k: rng.choice(v) for k, v in VARIANTS.items()})


@pytest.mark.slow
def test_every_player_only_ever_picks_legal_actions_over_many_random_positions():
    rng = random.Random(2024)
    checked = 0
    for run in range(150):
        rules = _random_rules(rng) if run % 2 else RuleSet()
        game = Game(rules, seed=run)
        players = {s: (RuleOfThumbPlayer() if rng.random() < 0.5 else RandomPlayer(seed=run)) for s in "NESW"}
        for _ in range(rng.randrange(20, 60)):
            seat = game.to_move
            if seat is None:
                break
            view = seat_view(game, seat)
            for player in (RuleOfThumbPlayer(), RandomPlayer(seed=checked)):
                d = player.decide(view)
                assert d.action in view["legal"], (player, d, view["legal"])
                checked += 1
            game.apply(players[seat].choose(view), seat=seat)
    assert checked > 5000


def test_rule_of_thumb_gives_a_reason_for_every_bid_trump_discard_and_play():
    for seed in range(40):
        game = Game(seed=seed)
        log = play_bots(game, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
        assert log
        for _, d in log:
            assert isinstance(d.reason, Reason) and d.reason.code.startswith("bot.")
            # A reason that names a card names a real card text.
            for card in d.reason.cards:
                assert isinstance(card, str) and card


def test_players_meet_the_player_protocol_and_refuse_a_view_without_a_choice():
    game = Game(seed=3)
    idle = next(s for s in "NESW" if s != game.to_move)
    for p in (RandomPlayer(seed=1), RuleOfThumbPlayer()):
        assert isinstance(p, Player)
        with pytest.raises(NotYourTurn):
            p.decide(seat_view(game, idle))


def test_play_bots_stops_at_the_seat_without_a_player_and_changes_nothing_else():
    game = Game(seed=11)
    human = "S"
    log = play_bots(game, {s: RuleOfThumbPlayer() for s in "NEW"})
    assert game.to_move == human
    assert all(seat != human for seat, _ in log)
    assert all(isinstance(d, Decision) for _, d in log)


def _game_to_play(deal: str = DEAL) -> Game:
    """North bids 1 and the others pass; North names hearts and leads (dealer W)."""
    g = Game(seed=1, deal=deal)
    for a in ("bid 1", "pass", "pass", "pass", "trump ♥"):
        g.apply(a)
    return g


def test_the_maker_leads_the_top_trump_to_pull_trumps():
    g = _game_to_play()
    g.apply("discard 9♣")
    g.apply("not alone")
    d = RuleOfThumbPlayer().decide(seat_view(g, "N"))
    assert (d.action, d.reason.code) == ("play Joker", "bot.lead_joker")
    g.apply(d.action)
    for seat in "ESW":
        g.apply(RuleOfThumbPlayer().choose(seat_view(g, seat)))
    # North won with the Joker; now the right bower is the top trump left.
    assert g.to_move == "N"
    d = RuleOfThumbPlayer().decide(seat_view(g, "N"))
    assert (d.action, d.reason.code) == ("play J♥", "bot.lead_right_bower")


def test_partner_is_winning_the_trick_throw_your_lowest_card():
    deal = (
        "N: Joker JH JD AH AC 9S E: KH QH AS KS QS 9C S: KC QC JC TC 9H TD "
        "W: AD KD QD 9D JS TS widow: TH dealer: W"
    )
    g = _game_to_play(deal)
    g.apply("discard 9♠")
    g.apply("not alone")
    g.apply("play A♣")
    g.apply("play 9♣")
    d = RuleOfThumbPlayer().decide(seat_view(g, "S"))
    assert (d.action, d.reason.code) == ("play 10♣", "bot.partner_winning_throw_low")
    assert d.reason.params["winner"] == "A♣"


def test_a_follower_who_cannot_win_throws_its_lowest_card():
    g = _game_to_play()
    g.apply("discard 9♣")
    g.apply("not alone")
    g.apply("play AH")  # trumps led: E follows, S must follow with 9♥
    g.apply("play KH")
    g.apply("play 9H")
    d = RuleOfThumbPlayer().decide(seat_view(g, "W"))  # W has no trump: any card
    assert d.reason.code == "bot.cannot_win_throw_low"
    assert d.action == "play 9♦"


def test_a_follower_who_can_win_wins_as_cheaply_as_it_can():
    g = _game_to_play()
    g.apply("discard 9♣")
    g.apply("not alone")
    g.apply("play 9S")
    d = RuleOfThumbPlayer().decide(seat_view(g, "E"))
    assert (d.action, d.reason.code) == ("play J♠", "bot.win_cheaply")


def test_bids_follow_hand_strength_weak_hands_pass_strong_hands_bid():
    strong = Game(seed=1, deal=DEAL)  # N to bid first with Joker, both bowers and A♥
    d = RuleOfThumbPlayer().decide(seat_view(strong, "N"))
    assert d.reason.code == "bot.bid_strength" and d.action == "bid 1"
    assert float(d.reason.params["estimate"]) >= 4
    # Bidding 1 risks one point and wins the widow and the choice of trump, so a hand
    # worth a few tricks opens; a weak one passes once the standing bid is above it.
    weak = (
        "N: AC KC Joker JC JH 9H E: 9S TS 9D TD QH TC S: KH AS KS QS JS 9C "
        "W: AD KD QD AH JD QC widow: TH dealer: W"
    )
    g = Game(seed=1, deal=weak)
    g.apply("bid 3")
    d = RuleOfThumbPlayer().decide(seat_view(g, "E"))
    assert (d.action, d.reason.code) == ("pass", "bot.pass_weak")
    assert float(d.reason.params["estimate"]) < 4


def test_the_maker_names_its_strongest_suit_and_discards_its_weakest_card():
    g = _game_to_play()
    g.undo()  # back to the trump choice; N holds the widow 10♥ too
    d = RuleOfThumbPlayer().decide(seat_view(g, "N"))
    assert d.action == "trump ♥" and d.reason.code == "bot.trump_longest"
    g.apply(d.action)
    d = RuleOfThumbPlayer().decide(seat_view(g, "N"))
    assert d.action in ("discard 9♣", "discard 9♠")
    assert d.reason.code == "bot.discard_void"


def test_going_alone_when_it_is_worth_more_points_than_playing_with_the_partner():
    # Joker, both bowers, A♥, 10♥ and a low spade on a bid of 1: about five tricks alone,
    # counted double, beat five and a half with the partner. By expected score, not by
    # a hand-picked threshold.
    g = _game_to_play()
    g.apply("discard 9♣")
    d = RuleOfThumbPlayer().decide(seat_view(g, "N"))
    assert (d.action, d.reason.code) == ("alone", "bot.go_alone")
    assert float(d.reason.params["estimate"]) >= 4.5
    # Four low trumps on a bid of 4: alone, a failed bid would cost twice 4.
    weak = (
        "N: 9H TH QH 9C 9S TD E: JH AH AS KS QS JS S: AC KC QC JC TC Joker "
        "W: AD KD QD JD 9D TS widow: KH dealer: W"
    )
    g = Game(seed=1, deal=weak)
    for a in ("bid 4", "pass", "pass", "pass", "trump ♥", "discard 9♣"):
        g.apply(a)
    d = RuleOfThumbPlayer().decide(seat_view(g, "N"))
    assert (d.action, d.reason.code) == ("not alone", "bot.not_alone")
    assert float(d.reason.params["estimate"]) < 4


def test_every_reason_code_of_the_players_has_a_sentence_in_english_greek_and_korean():
    import string
    from pathlib import Path

    from babel.messages.pofile import read_po

    import hasen_widget
    from hasen_widget.explain.registry import has_third_person, placeholders, third_person_key
    from hasen_widget.players.messages import BOT_CODES

    root = Path(hasen_widget.__file__).parent / "locale"
    for lang in ("en", "el", "ko"):
        with open(root / lang / "LC_MESSAGES" / "bots.po", "rb") as f:
            catalog = read_po(f, locale=lang, domain="bots")
        for code in BOT_CODES:
            # The hint's form ("you") and the third-person form of a computer's move.
            for key in (code, third_person_key(code)) if has_third_person(code) else (code,):
                msg = catalog.get(key)
                assert msg is not None and msg.string, f"{lang}: no sentence for {key}"
                used = {name for _, name, _, _ in string.Formatter().parse(msg.string) if name}
                assert used <= placeholders(key), (lang, key, used - placeholders(key))
                if key != code:
                    assert "actor" in used, (lang, key)


def test_the_reasons_given_in_play_render_as_sentences_in_every_language():
    from hasen_widget.explain import render

    for seed in range(6):
        game = Game(seed=seed)
        log = play_bots(game, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
        for _, d in log:
            for lang in ("en", "el", "ko"):
                text = render(d.reason, lang)
                assert text and "{" not in text
