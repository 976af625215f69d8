"""Cards drawn in notebooks (hasen_widget.display): the pictures say what RULES.md says,
the text form is stable for nbval, and screen readers hear each card's name and role."""

from __future__ import annotations

import re

import pytest

from hasen_widget import DECK, trump_ladder
from hasen_widget.display import (
    DisplayError,
    card_aria_label,
    show_cards,
    show_deal,
    show_ladder,
    show_trick,
    side_by_side,
)

PREPARED = "N: AH KH QH TH 9H JD E: AS KS QS JS TS 9S S: AC KC QC JC TC 9C W: AD KD QD TD 9D JH widow: Joker dealer: W"


def aria_labels(html: str) -> list[str]:
    return re.findall(r'role="img" aria-label="([^"]*)"', html)


def test_the_25_cards_are_drawn_each_once_with_a_name():
    row = show_cards(DECK, caption="The 25 cards")
    labels = aria_labels(row._repr_html_())
    assert len(labels) == 25 and len(set(labels)) == 25
    assert "Joker" in labels and "Ten of diamonds" in labels
    assert repr(row).splitlines()[1].split() == [str(c) for c in DECK]


@pytest.mark.parametrize("trump", ["clubs", "diamonds", "hearts", "spades"])
def test_trump_ladder_is_joker_right_bower_left_bower_then_a_k_q_10_9(trump):
    ladder = show_ladder(trump)
    labels = aria_labels(ladder._repr_html_())
    expected = trump_ladder(trump)
    assert len(labels) == 8 + 5 + 6 + 6  # eight trumps; the same-colour suit has lent its jack
    assert labels[0] == "1: Joker, highest trump"
    assert labels[1].endswith("right bower") and labels[2].endswith("left bower")
    lines = repr(ladder).splitlines()
    assert [line.split()[1] for line in lines[1:9]] == [str(c) for c in expected]
    assert "(J lent to trump)" in repr(ladder)


def test_left_bower_is_named_and_framed_as_trump():
    html = show_cards("J♦ 9♦", "hearts")._repr_html_()
    assert 'aria-label="Jack of diamonds, left bower"' in html
    # J♦ carries the trump frame while 9♦, a plain diamond, does not
    cards = re.findall(r'<span class="(hwd-card[^"]*)"', html)
    assert "hwd-trump" in cards[0] and "hwd-trump" not in cards[1]


def test_suits_are_told_apart_by_shape_not_colour_alone():
    html = show_cards("9♥ 9♦ 9♣ 9♠")._repr_html_()
    for symbol in "♥♦♣♠":
        assert f'<span class="hwd-s">{symbol}</span>' in html


def test_colours_follow_the_jupyterlab_theme():
    html = show_cards("A♥")._repr_html_()
    assert "var(--jp-layout-color0" in html and "var(--jp-content-font-color1" in html


def test_trick_marks_the_card_that_wins_as_trick_winner_says():
    # hearts trump: the left bower J♦ beats the led A♥ (RULES.md §2)
    trick = show_trick([("W", "A♥"), ("N", "J♦"), ("E", "K♥"), ("S", "9♣")], "hearts")
    assert repr(trick) == "Trick, ♥ trump: W A♥ (led), N J♦ (wins), E K♥, S 9♣"
    html = trick._repr_html_()
    assert html.count('class="hwd-slot hwd-win"') == 1
    assert 'aria-label="Jack of diamonds, left bower; wins"' in html


def test_a_card_of_another_plain_suit_never_wins():
    assert repr(show_trick("K♣ A♠", "hearts")) == "Trick, ♥ trump: K♣ (led, wins), A♠"


def test_trick_of_two_cards_when_players_sit_out():
    assert "wins" in repr(show_trick([("N", "9♥"), ("S", "10♥")], "spades"))


def test_dimmed_cards_print_in_brackets_and_notes_under_cards():
    row = show_cards("9♣ J♦", "hearts", dim="9♣", notes={"J♦": "must play"})
    assert repr(row) == "[9♣]  J♦ (must play)"
    assert "hwd-dim" in row._repr_html_()


def test_deal_shows_four_hands_the_widow_and_the_dealer():
    text = repr(show_deal(PREPARED))
    assert text.splitlines()[3].startswith("West (dealer):")
    assert "widow:           Joker" in text
    html = show_deal(PREPARED, "hearts")._repr_html_()
    assert len(aria_labels(html)) == 25


def test_deal_accepts_a_game_s_hands_mid_hand():
    pic = show_deal({"N": ["A♥"], "S": ["9♣", "10♣"]})
    assert repr(pic).splitlines()[1] == "East:            "


def test_repr_is_the_same_every_time():
    a = show_deal(PREPARED, "hearts")
    b = show_deal(PREPARED, "hearts")
    assert repr(a) == repr(b) and a._repr_html_() == b._repr_html_() and a == b
    assert "0x" not in repr(a)


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: show_cards("A♥ A♥"), "appears twice"),
        (lambda: show_cards("A♥ Z9"), "unknown card"),
        (lambda: show_cards("A♥", "purple"), "trump"),
        (lambda: show_cards("A♥", dim="K♥"), "dim"),
        (lambda: show_cards("A♥", notes={"K♥": "x"}), "notes"),
        (lambda: show_cards("A♥", size="huge"), "size"),
        (lambda: show_ladder(None), "trump"),
        (lambda: show_trick("A♥", "hearts"), "2 to 4"),
        (lambda: show_trick([("X", "A♥"), ("N", "K♥")], "hearts"), "seat"),
        (lambda: show_trick([("N", "A♥"), "K♥"], "hearts"), "every card or for none"),
        (lambda: show_trick([("N", "A♥"), ("N", "K♥")], "hearts"), "only once"),
        (lambda: show_deal("N: AH"), "deal"),
        (lambda: show_deal({"N": ["A♥"], "S": ["A♥"]}), "twice"),
        (lambda: show_deal({"Q": ["A♥"]}), "unknown seat"),
    ],
)
def test_bad_input_is_refused_with_the_argument_named(call, words):
    with pytest.raises(DisplayError, match=words):
        call()


def test_card_label_names_rank_suit_and_role():
    assert card_aria_label("J♥", "hearts") == "Jack of hearts, right bower"
    assert card_aria_label("J♣", "hearts") == "Jack of clubs"
    assert card_aria_label("Joker") == "Joker"


def test_side_by_side_compares_pictures_under_their_captions():
    pic = side_by_side(show_cards("A♥"), show_trick("K♣ A♠", "hearts"), captions=["one", "two"])
    assert repr(pic) == "== one ==\nA♥\n\n== two ==\nTrick, ♥ trump: K♣ (led, wins), A♠"
    assert 'aria-label="two"' in pic._repr_html_()
    with pytest.raises(DisplayError, match="captions"):
        side_by_side(show_cards("A♥"), captions=[])
    with pytest.raises(DisplayError, match="pictures"):
        side_by_side("A♥", captions=["x"])


def test_screen_reader_labels_follow_the_explanation_language():
    from hasen_widget import explain

    greek = aria_labels(show_cards("J♦", "hearts", lang="el")._repr_html_())
    assert greek == [explain.card_label("J♦", "hearts", "el")]
    explain.set_language("ko")
    try:
        korean = show_cards("J♦", "hearts")
    finally:
        explain.set_language("en")
    assert aria_labels(korean._repr_html_()) == [explain.card_label("J♦", "hearts", "ko")]
    assert repr(korean) == "J♦ (left bower)"  # the text form stays the same for nbval
    with pytest.raises(DisplayError, match="lang"):
        show_cards("J♦", lang=3)


def test_class_names_do_not_collide_with_the_table_and_quiz_widgets():
    # The pictures share the page with HasenWidget and the quizzes: a shared class name
    # would restyle their cards.
    from pathlib import Path

    html = show_deal(PREPARED, "hearts")._repr_html_() + show_ladder("hearts")._repr_html_()
    ours = set(re.findall(r"\.(hwd?[a-z]*-[a-z0-9-]+)", html)) | {
        c for cls in re.findall(r'class="([^"]+)"', html) for c in cls.split()
    }
    assert all(name.startswith("hwd-") for name in ours), sorted(ours)
    js = Path(__file__).resolve().parents[1] / "js"
    theirs = set()
    for css in js.glob("*/style.css"):
        theirs |= set(re.findall(r"\.(hw[a-z]*-[a-z0-9-]+)", css.read_text()))
    assert not ours & theirs


def test_a_picture_speaks_its_language_and_its_text_form_stays_english():
    from hasen_widget.explain import catalog

    trick = show_trick([("W", "A♥"), ("N", "J♦")], "hearts", lang="EL")  # any spelling of Greek
    html = trick._repr_html_()
    for key in ("picture.trick.caption", "present.handout_led", "present.handout_wins"):
        word = catalog.lookup(key, "el").split("{")[0].strip(" ,")
        assert word and word in html, key
    assert "Trick" not in html and "led" not in html
    assert repr(trick) == "Trick, ♥ trump: W A♥ (led), N J♦ (wins)"
    ladder = show_ladder("spades", lang="ko")._repr_html_()
    assert catalog.lookup("picture.plain.intro", "ko") in ladder and "high to low" not in ladder
    with pytest.raises(DisplayError, match="lang"):
        show_deal(PREPARED, lang="xx")  # refused where it is given, not when drawn
