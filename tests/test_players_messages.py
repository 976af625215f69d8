"""The computer players' texts as a learner reads them: third person for a computer's
move, second person for a hint, numbers with their plural form, and each defect of the
native review (../shared/translation-review.md) fixed, checked on the rendered sentence."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

import hasen_widget.players  # noqa: F401 - registers the bots domain
from hasen_widget import Game, RuleSet
from hasen_widget.explain import catalog, registry, render
from hasen_widget.explain.render import role_of
from hasen_widget.players import RuleOfThumbPlayer, play_bots
from hasen_widget.players.messages import BOT_CODES, MOVE_CODES
from hasen_widget.players.search import _bid_as_made
from hasen_widget.reasons import Reason
from hasen_widget.view import public_move, seat_view

LANGS = ("en", "el", "ko")

# One sample reason per code, with every registered parameter.
SAMPLE_VALUES = {
    "card": "Q♠",
    "winner": "K♠",
    "instead": "A♠",
    "better": "A♠",
    "cards": ["A♠", "K♠"],
    "trump": "H",
    "suit": "C",
    "led_suit": "S",
    "partner": "N",
    "bid": 4,
    "estimate": 4.2,
    "expected": 4.2,
    "instead_expected": 4.0,
    "samples": 20,
    "made": 15,
    "instead_made": 9,
    "count": 4,
    "trick": 3,
    "tricks": 4,
    "best_tricks": 5,
    "cost": 1,
    "side": "NS",
    "seat": "E",
}


def sample(code: str, **over) -> Reason:
    params = {name: SAMPLE_VALUES[name] for name in registry.spec(code).params}
    params.update(over)
    return Reason(code, params)


def po(lang: str) -> dict[str, str]:
    with open(catalog.LOCALE_DIR / lang / "LC_MESSAGES" / "bots.po", "rb") as f:
        return {m.id: m.string for m in read_po(f, locale=lang, domain="bots") if m.id}


# --- third person for the computer players (issue 11, item 5) ------------------------------


def test_every_bot_code_that_says_you_has_a_third_person_form():
    en = po("en")
    for code in registry.registered("bots", reasons_only=True):
        if re.search(r"\byou(r)?\b", en[code], re.IGNORECASE):
            assert registry.has_third_person(code), code
    assert all(registry.has_third_person(c) for c in BOT_CODES if c.startswith("bot."))


@pytest.mark.parametrize("lang", LANGS)
def test_computer_players_reasons_speak_of_the_player_not_to_the_learner(lang):
    second_person = {
        "en": r"\byou(r)?\b",
        "el": r"\bσας\b|ε(ί)?τε\b|\b(Ανοίξτε|Ορίστε|Σκαρτάρετε|παίξτε|ρίξτε|πάρτε|δηλώστε|αμυνθείτε)\b",
        "ko": r"세요|우리 팀|내 손패",
    }[lang]
    for code in BOT_CODES:
        if not code.startswith("bot."):
            continue
        for seat in "NESW":
            text = render(sample(code), lang, actor=seat)
            assert not re.search(second_person, text, re.IGNORECASE), (code, text)
            assert render(sample(code), lang, actor=seat).startswith(
                render(Reason("move.pass", {"seat": seat}), lang).split()[0]
            ), (code, text)  # it opens with the seat


def test_third_person_examples_read_as_the_table_would_say_them():
    r = Reason("bot.pass_weak", {"estimate": 3.6, "suit": "H"})
    assert render(r, "en", actor="E").startswith("East passes: not enough strength for a bid")
    assert render(r, "en").startswith("Even with hearts as trump your side")  # the hint, unchanged
    r = Reason("bot.only_follow", {"card": "Q♣", "trump": "H", "led_suit": "C"})
    assert render(r, "en", actor="W") == "West plays Q♣: they hold no other clubs."
    assert render(r, "el", actor="W").startswith("Η Δύση παίζει το Q♣")
    assert render(r, "ko", actor="W").startswith("서쪽은 Q♣ 카드를 냅니다.")


def test_third_person_forms_are_short():
    for code in BOT_CODES:
        if code.startswith("bot."):
            for lang in LANGS:
                text = render(sample(code), lang, actor="E")
                assert len(text) <= 190, (code, lang, len(text), text)
                assert len(text) <= len(render(sample(code), lang)) + 40, (code, lang)


def test_codes_without_you_read_the_same_with_an_actor_and_a_bad_actor_is_refused():
    r = Reason("trick.win.unfollowed", {"card": "A♣", "led_suit": "C"})
    assert render(r, "en", actor="E") == render(r, "en")
    with pytest.raises(ValueError, match="actor must be a seat"):
        render(r, "en", actor="East")


@pytest.mark.parametrize("lang", LANGS)
def test_a_move_in_public_words(lang):
    texts = {
        a: render(public_move("E", a, trump="H", phase=ph), lang)
        for a, ph in [
            ("pass", None),
            ("bid 3", None),
            ("big pepper", None),
            ("trump ♣", None),
            ("discard K♦", None),
            ("alone", None),
            ("not alone", None),
            ("defend alone", None),
            ("play J♦", None),
        ]
    }
    assert render(public_move("W", "pass", phase="defend"), lang) != render(public_move("W", "pass"), lang)
    assert "K♦" not in texts["discard K♦"]  # the discard is the maker's secret
    assert "J♦" in texts["play J♦"]
    assert len(set(texts.values())) == len(texts)
    assert "3" in texts["bid 3"]
    assert catalog.lookup("bid.label.big pepper", lang) in texts["big pepper"]
    if lang == "en":
        assert texts["discard K♦"] == "East discards a card."
        assert texts["play J♦"] == "East plays the left bower J♦."
        assert texts["trump ♣"] == "East names clubs trump."
    with pytest.raises(ValueError, match="under its trump"):
        public_move("E", "play J♦")
    assert set(MOVE_CODES) == {public_move("E", a, trump="H").code for a in texts} | {"move.no_defend_alone"}


# --- decimals and their plural form (G12; issue 13: never "about 1 tricks") -----------------


# Every code whose sentence says a decimal number of tricks ("about 4.2 tricks").
DECIMAL_CODES = [
    c
    for c, params in BOT_CODES.items()
    if any(kind == "decimal_tricks" and f"{{{name}_tricks}}" in po("en")[c] for name, kind in params.items())
]


@pytest.mark.parametrize("code", DECIMAL_CODES)
def test_decimal_estimates_take_their_plural_form(code):
    for value in (1, 1.0, 0.96, 1.04):
        over = {name: value for name, kind in BOT_CODES[code].items() if kind == "decimal_tricks"}
        r = sample(code, **over)
        for actor in (None, "E"):
            en = render(r, "en", actor=actor)
            assert "1 trick" in en and "1 tricks" not in en, en
            el = render(r, "el", actor=actor)
            assert "1 μπάζα" in el and "1 μπάζες" not in el, el
            assert "1트릭" in render(r, "ko", actor=actor)
    over = {name: 1.5 for name, kind in BOT_CODES[code].items() if kind == "decimal_tricks"}
    assert "1.5 tricks" in render(sample(code, **over), "en")
    assert "1,5 μπάζες" in render(sample(code, **over), "el")


def test_about_1_trick_from_a_real_decision():
    # bot.no_defend_alone gave "about 1 tricks" / "περίπου 1 μπάζες" in real play.
    r = Reason("bot.no_defend_alone", {"estimate": 1.0})
    assert "about 1 trick," in render(r, "en")
    assert "περίπου 1 μπάζα," in render(r, "el")


# --- the translation review, defect by defect ------------------------------------------------


def test_K1_korean_search_make_bid_puts_the_bid_before_the_word_bid():
    text = render(sample("bot.search_make_bid", bid=4), "ko")
    assert "그중 15번 우리 팀이 4 비드를 달성하고" in text
    assert "비드 4을" not in text
    assert "빅 페퍼 비드를" in render(sample("bot.search_make_bid", bid="big pepper"), "ko")


def test_K2_korean_search_set_bid():
    text = render(sample("bot.search_set_bid", bid=2), "ko")
    assert "그중 15번 상대의 2 비드를 막고" in text and "비드 2을" not in text


def test_K3_korean_defend_alone_gives_the_advice():
    text = render(Reason("bot.defend_alone", {"estimate": 3.2}), "ko")
    assert "혼자 수비하세요. 가져간 트릭이 두 배로 계산됩니다." in text


def test_K4_korean_trump_to_win():
    text = render(Reason("bot.trump_to_win", {"card": "10♣", "winner": "A♠", "trump": "C"}), "ko")
    # Second review K7: "리드된 무늬가 없으니" read as "there is no led suit".
    assert text.startswith("리드된 무늬의 카드가 없으니 트럼프인 10♣ 카드를 내서 A♠ 카드를 이기세요.")
    assert "A♠ 카드를 이길 수 있는 트럼프 중 가장 낮은 카드입니다." in text


def test_K9_korean_after_hand_analysis():
    kept = render(sample("analysis.kept_best"), "ko")
    assert "Q♠ 카드는 최선의 수였습니다." in kept
    lost = render(sample("analysis.lost_tricks"), "ko")
    assert "Q♠ 카드를 낸 뒤에는 4트릭에 그칩니다." in lost


@pytest.mark.parametrize(
    "code", ["bot.bid_strength", "bot.pass_weak", "bot.trump_longest", "bot.trump_strongest"]
)
def test_G2_greek_trump_is_named_by_one_card_of_the_suit(code):
    for suit, one, plural in (
        ("H", "κούπα", "κούπες"),
        ("C", "σπαθί", "σπαθιά"),
        ("S", "μπαστούνι", "μπαστούνια"),
    ):
        for actor in (None, "W"):
            text = render(sample(code, suit=suit), "el", actor=actor)
            assert f"ατού {one}" in text and f"ατού {plural}" not in text, text


def test_G3_greek_bid_strength_says_will_take_not_must_take():
    text = render(sample("bot.bid_strength"), "el")
    # Second review G7: "θα πάρει" turned "can expect" into a certainty.
    assert text.startswith("Με ατού σπαθί η ομάδα σας μπορεί να περιμένει περίπου 4,2 μπάζες: δηλώστε 4")
    assert "πρέπει να πάρει" not in text and "θα πάρει" not in text


def test_G7_greek_go_alone():
    text = render(Reason("bot.go_alone", {"estimate": 5.6}), "el")
    assert "περίπου 5,6 από τις έξι μπάζες, οπότε οι έξι είναι σχεδόν σίγουρες" in text


def test_G8_greek_search_make_bid_says_the_bid_is_made():
    text = render(sample("bot.search_make_bid"), "el")
    # Second review G13: no apposition "η δήλωση της ομάδας σας, 4,".
    assert "η δήλωση 4 της ομάδας σας βγαίνει σε 15 από αυτές" in text
    assert "το να βγει η δήλωση μετράει" in text and "πιάνει" not in text


def test_G9_greek_search_set_bid_puts_the_players_in_not_the_bid():
    text = render(sample("bot.search_set_bid"), "el")
    assert "οι αντίπαλοι μπαίνουν μέσα στη δήλωση 4 σε 15 από αυτές" in text
    assert "το να τους βάλετε μέσα" in text and "μπαίνει μέσα η δήλωση" not in text


# --- the side notes: a bower is never "a low trump"; the bid as it was made -----------------


def test_lead_trump_low_never_calls_a_bower_a_low_trump():
    # The review's real example: J♦ led under hearts (seed 13, West).
    g = Game(seed=13)
    found = [
        (s, d.reason)
        for s, d in play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
        if d.reason.code == "bot.lead_trump_low"
    ]
    bowers = [(s, r) for s, r in found if role_of(r.params["card"], r.params["trump"])]
    assert bowers, found
    seat, r = bowers[0]
    for actor in (None, seat):
        en = render(r, "en", actor=actor)
        assert "the left bower J♦" in en and "a low trump" not in en, en
        el = render(r, "el", actor=actor)
        assert "χαμηλό ατού" not in el and "J♦" in el
        ko = render(r, "ko", actor=actor)
        assert "낮은 트럼프인" not in ko and "레프트 바우어 J♦" in ko


def test_search_reasons_give_the_bid_as_it_was_made():
    g = Game(rules=RuleSet(bidding="pepper"), seed=7)
    g.apply("big pepper")
    play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, until_seat=None, max_actions=1)
    while g.phase != "play":
        play_bots(g, {s: RuleOfThumbPlayer() for s in "NESW"}, max_actions=1)
    view = seat_view(g, g.to_move)
    assert view["bid"] == 6 and _bid_as_made(view) == "big pepper"
    r = sample("bot.search_make_bid", bid=_bid_as_made(view))
    assert "bid of Big Pepper" in render(r, "en") and "of 6" not in render(r, "en")
    assert "Μεγάλο Πιπέρι" in render(r, "el")
    assert _bid_as_made({"high_bid": "bid 4", "bid": 4}) == 4


# --- grammar the placeholders must not break (the hasen domain's checks, for bots) ---------


def _has_final_consonant(syllable: str) -> bool:
    return (ord(syllable) - 0xAC00) % 28 != 0


def test_korean_particles_agree_in_the_bots_catalogue():
    ko = po("ko")
    consonant, vowel = set("이은을과"), set("가는를와")
    for key, text in ko.items():
        for m in re.finditer(r"\{(\w+)\}([가-힣])([가-힣]?)", text):
            name, after, next_ = m.groups()
            if after not in consonant | vowel or (after == "이" and next_ in tuple("므고며면라니지")):
                continue
            if name in ("actor", "seat", "side") or name.endswith("_tricks"):
                assert after in consonant, (key, text)  # 쪽, 팀, 트릭
            elif name.endswith("_desc"):
                assert after in vowel, (key, text)  # 카드, 조커
            else:
                raise AssertionError(f"{key}: a particle after {{{name}}} may not agree: {text}")
    for seat in "NESW":
        assert _has_final_consonant(catalog.lookup(f"seat.{seat}", "ko")[-1])


def test_greek_articles_are_not_doubled_in_the_bots_catalogue():
    # Seats and card descriptions carry their own article ("η Δύση", "ο δίδυμος βαλές J♦").
    for key, text in po("el").items():
        for m in re.finditer(r"(?:^|\s)(ο|η|το|τον|την|του|της)\s+\{(\w+)\}", text, flags=re.IGNORECASE):
            name = m.group(2)
            assert name not in ("actor", "seat", "partner", "side") and not name.endswith("_desc"), (
                key,
                text,
            )
