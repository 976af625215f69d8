"""Slides and handouts (hasen_widget.handout): a deal, a trick or a finished hand saved as
SVG parses as XML and names every card; the A4 handout holds the same picture; each in
English, Greek and Korean."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from hasen_widget import DECK, Game
from hasen_widget.display import DisplayError, show_cards, show_deal, show_trick
from hasen_widget.handout import show_hand, to_handout
from hasen_widget.players import RuleOfThumbPlayer, play_bots

DEAL = (
    "N: A♥ K♥ Q♥ 10♥ 9♥ J♦ E: A♠ K♠ Q♠ J♠ 10♠ 9♠ "
    "S: A♣ K♣ Q♣ J♣ 10♣ 9♣ W: A♦ K♦ Q♦ 10♦ 9♦ J♥ widow: Joker dealer: W"
)
SVG = "{http://www.w3.org/2000/svg}"
JOKER = {"en": "Joker", "el": "Τζόκερ", "ko": "조커"}


@pytest.fixture(scope="module")
def game() -> Game:
    g = Game(seed=7, deal=DEAL)
    play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
    return g


def cards_named(path) -> tuple[list[str], str]:
    """The cards the SVG draws (each card's group and its face text), and all its text."""
    root = ET.parse(path).getroot()  # well-formed XML, or this raises
    assert root.tag == f"{SVG}svg"
    groups = [g for g in root.iter(f"{SVG}g") if g.get("class") == "card"]
    for g in groups:  # each card is named for a screen reader and shows its own face
        assert g.find(f"{SVG}title").text and g.get("aria-label")
    text = " ".join(t.text or "" for t in root.iter(f"{SVG}text"))
    return [g.get("data-card") for g in groups], text


@pytest.mark.parametrize("lang", ["en", "el", "ko"])
def test_a_deal_saved_as_svg_names_every_card(tmp_path, lang):
    path = show_deal(DEAL, trump="hearts", lang=lang).save(tmp_path / "deal.svg")
    named, text = cards_named(path)
    assert sorted(named) == sorted(str(c) for c in DECK)  # all 25, each once
    for c in DECK:
        assert (JOKER[lang] if c.is_joker else str(c)) in text


@pytest.mark.parametrize("lang", ["en", "el", "ko"])
def test_a_trick_saved_as_svg_names_its_cards_and_says_why(tmp_path, lang):
    pic = show_trick([("N", "A♥"), ("E", "J♦"), ("S", "9♣"), ("W", "K♠")], "hearts", lang=lang)
    named, text = cards_named(pic.save(tmp_path / "trick.svg"))
    assert named == ["A♥", "J♦", "9♣", "K♠"]
    why = {"en": "Why", "el": "Γιατί", "ko": "이유"}[lang]
    assert why in text and "J♦" in text.split(why, 1)[1]


@pytest.mark.parametrize("lang", ["en", "el", "ko"])
def test_a_finished_hand_saved_as_svg_names_every_card_played(tmp_path, game, lang):
    result = game.hand_results[0]
    named, text = cards_named(show_hand(game, lang=lang).save(tmp_path / "hand.svg"))
    assert named == [str(c) for t in result.trick_log for _, c in t.plays]
    assert len(named) == sum(len(t.plays) for t in result.trick_log) >= 12


@pytest.mark.parametrize("lang", ["en", "el", "ko"])
def test_the_handout_is_an_a4_page_in_the_language_with_the_picture(tmp_path, game, lang):
    path = show_hand(game, lang=lang).save(tmp_path / "hand.html")
    page = path.read_text(encoding="utf-8")
    assert page.startswith("<!doctype html>") and f'<html lang="{lang}">' in page
    assert "@page{size:A4" in page and "<svg" in page
    title = {"en": "a page for the class", "el": "φύλλο για την τάξη", "ko": "수업 자료"}[lang]
    assert title in page


def test_only_deals_tricks_and_hands_are_saved_and_the_file_kind_is_named(tmp_path):
    with pytest.raises(DisplayError, match=r"^path: end it in \.svg .* or \.html"):
        show_deal(DEAL).save(tmp_path / "deal.png")
    with pytest.raises(DisplayError, match="a deal, a trick or a finished hand"):
        to_handout(show_cards("A♥"))


def test_a_game_with_no_finished_hand_is_refused(game):
    with pytest.raises(DisplayError, match="no hand of this game has been played to the end"):
        show_hand(Game(seed=1))
    with pytest.raises(DisplayError, match=r"^number: hand 5 is not a finished hand"):
        show_hand(game, 5)
