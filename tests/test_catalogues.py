"""The catalogues: every language has every message, uses only the placeholders the
code gives, follows its plural rule (Babel's CLDR data), and every reason code is
rendered in every language."""

from __future__ import annotations

import importlib
import random
import re
import shutil
import string
from collections import defaultdict

import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

import hasen_widget.explain as ex
from hasen_widget import DECK, RuleSet, Suit
from hasen_widget.explain import catalog, registry
from hasen_widget.game import HandResult
from hasen_widget.reasons import Reason

LANGS = ("en", "el", "ko")
# Messages that are only a layout of their placeholders, the same in every language.
#: The modules that register the page-text domains (site, classroom, present): not reasons.
PAGE_TEXT_MODULES = (
    "hasen_widget.site.words",
    "hasen_widget.classroom.words",
    "hasen_widget.table.present_text",
    "hasen_widget.display",  # the pictures domain: the notebook pictures' captions and notes
)
LAYOUT_ONLY = {"ladder.step", "ladder.plain", "desc.card", "card.name", "rank.9", "rank.10"}


def load_all():
    """{domain: {lang: Catalog}} for every .po file present."""
    out: dict[str, dict] = defaultdict(dict)
    for path in catalog.po_files():
        lang = path.parent.parent.name
        with open(path, "rb") as f:
            out[path.stem][lang] = read_po(f, locale=lang, domain=path.stem)
    return out


CATALOGUES = load_all()


def messages(cat):
    return {m.id if isinstance(m.id, str) else m.id[0]: m for m in cat if m.id}


def test_the_three_languages_are_there():
    assert set(LANGS) <= set(catalog.available_languages())
    assert "hasen" in CATALOGUES


@pytest.mark.parametrize("domain", sorted(CATALOGUES))
def test_every_catalogue_has_every_message_another_language_has(domain):
    langs = catalog.available_languages()
    missing_files = [lang for lang in langs if lang not in CATALOGUES[domain]]
    assert not missing_files, f"{domain}.po is missing for {missing_files}"
    ids = {lang: set(messages(cat)) for lang, cat in CATALOGUES[domain].items()}
    every = set().union(*ids.values())
    for lang, have in ids.items():
        assert every - have == set(), f"{lang}/{domain}.po lacks {sorted(every - have)}"


def _registered_domain(domain: str) -> dict:
    # Every reason code (explain.domains), and the page texts their own modules register.
    ex.load_codes()
    for module in PAGE_TEXT_MODULES:
        importlib.import_module(module)
    specs = registry.registered(domain)
    assert specs, f"domain {domain!r}: register its codes in a module explain.domains loads"
    return specs


def _names(text: str) -> set[str]:
    out = set()
    for _, field, spec, conv in string.Formatter().parse(text):
        if field is None:
            continue
        assert re.fullmatch(r"[a-z_]+", field) and not spec and not conv, f"only plain {{name}}: {text!r}"
        out.add(field)
    return out


@pytest.mark.parametrize("domain", sorted(CATALOGUES))
def test_every_message_is_registered_and_uses_only_the_placeholders_the_code_gives(domain):
    specs = _registered_domain(domain)
    for lang, cat in CATALOGUES[domain].items():
        for key, msg in messages(cat).items():
            assert key in specs, f"{lang}/{domain}.po has {key!r}, which no code registers"
            forms = msg.string if isinstance(msg.string, (list, tuple)) else [msg.string]
            assert all(forms), f"{lang}/{domain}.po: {key!r} is not translated"
            allowed = specs[key].placeholders
            for form in forms:
                extra = _names(form) - allowed
                assert not extra, (
                    f"{lang}/{domain}.po: {key!r} uses {sorted(extra)}; the code gives {sorted(allowed)}"
                )
            assert specs[key].plural == isinstance(msg.id, tuple), f"{lang}: {key!r} plural forms"


@pytest.mark.parametrize("domain", sorted(CATALOGUES))
def test_every_registered_message_is_in_the_catalogues(domain):
    specs = _registered_domain(domain)
    have = set(messages(CATALOGUES[domain]["en"]))
    assert set(specs) - have == set()


@pytest.mark.parametrize("lang", LANGS)
def test_plural_forms_follow_the_languages_plural_rule(lang):
    rule = get_plural(lang)  # CLDR data, from Babel
    for domain, cats in CATALOGUES.items():
        cat = cats[lang]
        assert cat.num_plurals == rule.num_plurals, f"{lang}/{domain}.po Plural-Forms"
        assert cat.plural_expr == rule.plural_expr
        for key, msg in messages(cat).items():
            if isinstance(msg.id, tuple):
                assert len(msg.string) == rule.num_plurals, f"{lang}: {key!r}"


def test_greek_plurals_of_tricks():
    r = Reason("score.defenders", {"side": "EW", "tricks": 1, "points": 1})
    assert "1 μπάζα:" in ex.render(r, "el")
    assert "2 μπάζες:" in ex.render(Reason("score.defenders", {"side": "EW", "tricks": 2, "points": 2}), "el")
    assert "1 trick:" in ex.render(r, "en")
    assert "1트릭" in ex.render(r, "ko")


# --- every reason code, produced by the explain functions, in every language -------------


def hr(**kw):
    base = dict(number=0, dealer="W", maker="N", bid=4, bid_label="4", tricks={"NS": 5, "EW": 1})
    base.update(kw)
    base.setdefault("points", {"NS": 5, "EW": 1})
    base.setdefault("scores_after", dict(base["points"]))
    return HandResult(**base)


def produced_reasons() -> list[Reason]:
    out: list[Reason] = []
    rng = random.Random(1)
    for trump in Suit:
        for n in (2, 3, 4):
            for _ in range(150):
                e = ex.explain_trick(rng.sample(DECK, n), trump, seats="NESW"[:n])
                out += e.all_reasons()
                out.append(ex.explain_card_played("W", e.cards[0], trump))
        out += ex.ladder(trump).reasons()
    for hand, trick, trump in [
        ("J♦ 9♣ A♠", "Q♥", "H"),
        ("Joker A♣", "9♠", "S"),
        ("J♦ 9♦", "K♦", "H"),
        ("9♥ A♣", "Joker", "H"),
        ("9♥ A♦", "J♦", "H"),
        ("Q♣ 9♣ A♠", "K♣", "H"),
    ]:
        out += ex.explain_unplayable(hand, [trick], trump).values()
    out += [
        ex.explain_play("9♣ A♠", [], "H", "A♠"),
        ex.explain_play("9♣ A♠", ["Q♥"], "H", "A♠"),
        ex.explain_play("9♥ A♠", ["Q♥"], "H", "9♥"),
    ]
    for auction in ("pass_final", "reentry", "single_round"):
        for penalty in ("minus_bid", "minus_tricks_won", "minus_6"):
            rules = RuleSet(auction=auction, fail_penalty=penalty, bidding="pepper")
            for bid in ("pass", "bid 3", "little pepper", "big pepper"):
                out += ex.explain_bid(bid, "S", rules)
        out += ex.explain_auction_end(hr(), RuleSet(auction=auction))
    out += ex.explain_auction_end(hr(), RuleSet(widow="unused"))
    for policy in ("joker_bids_3", "stick_dealer", "redeal"):
        out += ex.explain_all_pass(policy, "W", "E")
    out += ex.explain_all_pass("joker_bids_3", "W", None)
    for penalty, pts in (("minus_bid", -4), ("minus_tricks_won", -3), ("minus_6", -6)):
        out += ex.explain_hand_score(
            hr(tricks={"NS": 3, "EW": 3}, points={"NS": pts, "EW": 3}), RuleSet(fail_penalty=penalty)
        )
    out += ex.explain_hand_score(
        hr(bid=6, bid_label="big pepper", tricks={"NS": 6, "EW": 0}, points={"NS": 24, "EW": 0}, alone=("N",))
    )
    out += ex.explain_hand_score(
        hr(points={"NS": 5, "EW": 2}, alone=("E",), scores_after={"NS": 12, "EW": 2})
    )
    out += ex.explain_hand_score(hr(points={"NS": 5, "EW": 0}), RuleSet(defenders_score="none"))
    out += ex.explain_hand_score(hr(scores_after={"NS": 10, "EW": 10}))
    out += ex.explain_hand_score(HandResult(number=0, dealer="S", thrown_in=True, forced="redeal"))
    refusals = {
        "unreadable": {"text": "bid 9"},
        "unknown_seat": {"seat": "X"},
        "not_your_turn": {"seat": "N", "to_move": "E"},
        "already_passed": {"seat": "N"},
        "single_round_used": {"seat": "N"},
        "game_over": {},
        "alone_not_allowed": {},
        "wrong_phase": {"phase": "auction", "kind": "play"},
        "no_pepper": {"bid": "little pepper"},
        "pepper_six": {},
        "below_min_bid": {"bid": "2", "min_bid": 3},
        "bid_too_low": {"bid": "2", "standing": "3", "high_bidder": "W"},
        "card_not_held": {"seat": "N", "card": "A♠"},
        "brand_new_code": {},
    }
    for code, params in refusals.items():
        out.append(ex.refusal_reason(Reason(f"refusal.{code}", params)))
    out.append(ex.refusal_reason(Reason("refusal.game_over", {"winner": "NS"})))
    return out


PRODUCED = produced_reasons()


def test_every_reason_code_is_produced_by_the_explain_functions():
    codes = {r.code for r in PRODUCED}
    # The explain functions' codes live in two domains: hasen, and learner (issue 21's additions).
    registered = set(registry.registered("hasen", reasons_only=True))
    registered |= set(registry.registered("learner", reasons_only=True))
    assert registered - codes == set(), "codes nothing produces (dead, or untested)"
    assert codes <= registered


@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_code_rendered_in_every_language(lang):
    by_code: dict[str, Reason] = {}
    for r in PRODUCED:
        by_code.setdefault(r.code, r)
    for r in PRODUCED[:: max(1, len(PRODUCED) // 3000)] + list(by_code.values()):
        text = ex.render(r, lang)
        assert text and "{" not in text and "}" not in text, (r, text)
    for code, r in by_code.items():
        text = ex.render(r, lang)
        if code in LAYOUT_ONLY:
            continue
        if lang == "el":
            assert re.search("[α-ωΑ-Ω]", text), (code, text)
        elif lang == "ko":
            assert re.search("[가-힣]", text), (code, text)
        else:
            assert text != ex.render(r, "el") != ex.render(r, "ko")


def test_card_names_suit_names_seats_and_sides_come_from_the_catalogues():
    assert ex.card_name("J♦", "en") == "jack of diamonds"
    assert ex.card_name("J♦", "el") == "βαλές καρό"
    assert ex.card_name("J♦", "ko") == "다이아몬드 잭"
    assert ex.card_label("J♦", "hearts", "en") == "Jack of diamonds, left bower"
    assert ex.card_label("Joker", "hearts", "ko") == "조커"
    assert ex.card_text("Joker", "el") == "Τζόκερ"
    assert ex.suit_name("hearts", "el") == "κούπες" and ex.suit_name("H", "el", "one") == "κούπα"
    assert ex.seat_name("W", "ko") == "서" and ex.seat_name("W", "el", label=False) == "η Δύση"
    assert ex.side_name("NS", "en") == "North–South" and ex.side_name("EW", "ko") == "동서"


def test_card_vocabulary_of_each_language():
    def all_text(lang):
        return " ".join(
            m.string for m in messages(CATALOGUES["hasen"][lang]).values() if isinstance(m.string, str)
        )

    el, ko = all_text("el"), all_text("ko")
    for word in ("ατού", "μπάζα", "βαλές", "Τζόκερ", "πάσο", "αγορά", "σκαρτάρ", "μπαλαντέρ"):
        assert word in el, word
    for word in ("트럼프", "조커", "트릭", "바우어", "패스", "비드", "무늬"):
        assert word in ko, word


def _stem(term: str) -> str:
    """The part of a glossary term that every inflected form in the texts shares:
    the first word, less a Greek verb's -ω or a Korean verb's last two syllables."""
    word = term.split(" (")[0].split(" / ")[0].split()[0].strip()
    if word.endswith(("ω", "ώ")):
        word = word[:-1]
    elif word.endswith("다") and len(word) > 2:
        word = word[:-2]  # Korean verbs fuse the last syllable of the stem (버리다: 버립니다, 버릴)
    return word.lower()


def test_the_glossary_lists_the_terms_the_catalogues_use():
    from pathlib import Path

    glossary = Path(__file__).resolve().parent.parent / "docs" / "glossary.md"
    rows = [line for line in glossary.read_text(encoding="utf-8").splitlines() if line.startswith("| ")][1:]
    assert len(rows) >= 20
    texts = {
        lang: " ".join(
            m.string.lower()
            for m in messages(CATALOGUES["hasen"][lang]).values()
            if isinstance(m.string, str)
        )
        for lang in ("el", "ko")
    }
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        for lang, cell in (("el", cells[1]), ("ko", cells[2])):
            assert _stem(cell) in texts[lang], f"glossary term {cell!r} is not used in {lang}/hasen.po"


# --- choosing the language ----------------------------------------------------------------


def test_one_default_setting_and_a_language_per_call():
    r = Reason("note.joker_led", {"card": "Joker", "trump": "S"})
    assert ex.get_language() == "en"
    try:
        ex.set_language("el_GR")
        assert ex.get_language() == "el"
        assert ex.render(r).startswith("Όποιος ανοίγει")
        assert ex.render(r, lang="ko").startswith("조커를")
    finally:
        ex.set_language("en")
    assert ex.render(r).startswith("Leading the Joker")
    with pytest.raises(ValueError, match="available: el, en, ko"):
        ex.set_language("xx")
    with pytest.raises(ValueError, match="available"):
        ex.render(r, lang="tlh")


def test_adding_a_language_is_adding_one_catalogue_file(tmp_path, monkeypatch):
    shutil.copytree(catalog.LOCALE_DIR, tmp_path / "locale")
    new = tmp_path / "locale" / "de" / "LC_MESSAGES"
    new.mkdir(parents=True)
    text = (tmp_path / "locale" / "en" / "LC_MESSAGES" / "hasen.po").read_text(encoding="utf-8")
    text = text.replace("Language: en", "Language: de").replace('msgstr "jack"', 'msgstr "Bube"')
    (new / "hasen.po").write_text(text, encoding="utf-8")
    monkeypatch.setattr(catalog, "LOCALE_DIR", tmp_path / "locale")
    catalog.reload()
    try:
        assert "de" in catalog.available_languages()
        assert ex.card_name("J♣", "de") == "Bube of clubs"
    finally:
        monkeypatch.undo()
        catalog.reload()


def test_a_reason_missing_a_parameter_is_refused_by_name():
    with pytest.raises(ValueError, match="lacks the parameter"):
        ex.render(Reason("trick.win.unfollowed", {"card": "A♥"}), "en")
    with pytest.raises(KeyError, match="unknown reason code"):
        ex.render(Reason("no.such.code", {}), "en")


def test_other_modules_register_their_codes():
    ex.register_reason("test.catalogue.example", domain="testdomain", card="card", n="tricks")
    assert ex.placeholders("test.catalogue.example") == {
        "card",
        "card_name",
        "card_desc",
        "card_desc_acc",
        "n",
        "n_tricks",
    }
    ex.register_reason(
        "test.catalogue.example", domain="testdomain", card="card", n="tricks"
    )  # same again: fine
    with pytest.raises(ValueError, match="registered differently"):
        ex.register_reason("test.catalogue.example", domain="testdomain", card="seat")
    with pytest.raises(ValueError, match="unknown type"):
        ex.register_reason("test.catalogue.bad", domain="testdomain", card="colour")


def test_decimal_numbers_follow_each_languages_number_symbols():
    ex.register_reason("test.catalogue.decimal", domain="testdomain", estimate="decimal")
    from hasen_widget.explain.render import fields

    r = Reason("test.catalogue.decimal", {"estimate": 4.2})
    assert fields(r, "en") == {"estimate": "4.2"}
    assert fields(r, "el") == {"estimate": "4,2"}
    assert fields(Reason("test.catalogue.decimal", {"estimate": -1.5}), "en") == {"estimate": "\u22121.5"}


def test_quiz_labels_are_in_every_language():
    for key in ("quiz.trick_prompt", "quiz.tally", "quiz.check"):
        texts = {lang: catalog.lookup(key, lang) for lang in LANGS}
        assert len(set(texts.values())) == 3
    assert catalog.lookup("quiz.tally", "ko").format(right=3, asked=5) == "5문제 중 3문제 정답"


def test_widget_labels_and_their_plurals():
    assert catalog.lookup("widget.new_hand", "el") == "Νέα μοιρασιά"
    assert catalog.lookup_plural("widget.cards_n", 1, "en").format(n=1) == "1 card"
    assert catalog.lookup_plural("widget.cards_n", 5, "el").format(n=5) == "5 φύλλα"
    assert catalog.lookup("widget.cards_n", "en") == "{n} cards"  # without a number: the general form


def test_the_docs_list_every_reason_code():
    from pathlib import Path

    doc = (Path(__file__).resolve().parent.parent / "docs" / "explanations.md").read_text(encoding="utf-8")
    missing = [c for c in registry.registered("hasen", reasons_only=True) if f"`{c}`" not in doc]
    assert not missing, f"docs/explanations.md does not list {missing}"


# --- grammar that placeholders must not break --------------------------------------------


def _has_final_consonant(syllable: str) -> bool:
    return (ord(syllable) - 0xAC00) % 28 != 0


def _placeholder_kind(key: str, name: str) -> str:
    params = registry.spec(key).params
    if name in params:
        return params[name]
    for base, kind in params.items():
        if name.startswith(base + "_"):
            return f"{kind}{name[len(base) :]}"
    return "?"


def test_korean_particles_agree_with_the_words_the_placeholders_stand_for():
    # Seats end in 쪽, sides in 팀, trick counts in 트릭 (final consonant: 이/은/을); card descriptions end in
    # 카드 or 조커 (no final consonant: 가/는/를). Bare cards and suits take no particle.
    ko = messages(CATALOGUES["hasen"]["ko"])
    # The table's domains (the bots' reasons take particles too); the site's and the
    # classroom's own texts are checked by their tests.
    every = {k: m for d in ("hasen", "bots", "learner") for k, m in messages(CATALOGUES[d]["ko"]).items()}
    for seat in "NESW":
        assert _has_final_consonant(ko[f"seat.{seat}"].string[-1])
    for side in ("NS", "EW"):
        assert _has_final_consonant(ko[f"side.{side}"].string[-1])
    for key in ("desc.joker", "desc.right_bower", "desc.left_bower", "desc.card"):
        assert not _has_final_consonant(ko[key].string[-1])
    assert all(_has_final_consonant(form[-1]) for form in ko["count.tricks"].string)  # "5트릭"
    consonant, vowel = set("이은을과"), set("가는를와")
    for key, msg in every.items():  # every domain: the bots' reasons take particles too
        if not isinstance(msg.string, str) or key not in registry.registered():
            continue
        for m in re.finditer(r"\{(\w+)\}([가-힣])([가-힣]?)", msg.string):
            name, after, next_ = m.groups()
            if after not in consonant | vowel:
                continue  # not a particle (차례, 카드, 인, 일, …)
            if after == "이" and next_ in tuple("므고며면라니지"):
                continue  # the copula 이다 ("트럼프이고", "하트이므로") is right after any word
            kind = _placeholder_kind(key, name)
            if kind in ("seat", "side", "tricks_tricks", "decimal_tricks_tricks"):
                assert after in consonant, (key, msg.string)
            elif kind == "card_desc" or (kind == "card" and name in ("trap", "lead", "card")):
                # A bare card is only given a particle where it is always the Joker.
                assert after in vowel, (key, msg.string)
                if kind == "card":
                    assert key in ("note.joker", "play.must_follow.joker", "play.must_follow.joker_led"), key
            elif kind == "bid" and key == "refusal.no_pepper":
                assert after in vowel  # only ever 리틀 페퍼 / 빅 페퍼 here
                assert all(
                    not _has_final_consonant(ko[f"bid.label.{b}"].string[-1])
                    for b in ("little pepper", "big pepper")
                )
            else:
                raise AssertionError(
                    f"{key}: a particle after {{{name}}} ({kind}) may not agree: {msg.string}"
                )


def test_greek_articles_come_with_the_placeholders_that_carry_them():
    # Seats, sides and card descriptions include their article ("ο Βορράς", "η ομάδα …",
    # "ο δίδυμος βαλές J♦"), so no message may put another article before them.
    el = messages(CATALOGUES["hasen"]["el"])
    for key, msg in el.items():
        if not isinstance(msg.string, str) or key not in registry.registered("hasen"):
            continue
        for m in re.finditer(
            r"(?:^|\s)(ο|η|το|τον|την|του|της)\s+\{(\w+)\}", msg.string, flags=re.IGNORECASE
        ):
            kind = _placeholder_kind(key, m.group(2))
            assert kind not in ("seat", "side", "card_desc"), (key, msg.string)


def test_no_message_is_in_two_domains():
    # Lookups search every domain, so a key must belong to exactly one.
    owner: dict[str, str] = {}
    for domain, cats in CATALOGUES.items():
        for key in messages(cats["en"]):
            assert key not in owner, f"{key!r} is in both {owner[key]}.po and {domain}.po"
            owner[key] = domain


# --- no English and no raw card codes in Greek and Korean (issue 21) --------------------------

#: What a learner types or reads as a name, the same in every language: the game's name,
#: and the moves the engine's refusal quotes as they are typed ("pass, bid 3, trump hearts").
ENGLISH_ALLOWED = {
    "refusal.unreadable": {"pass", "bid", "trump", "hearts", "play"},
}
#: The game's name: the Greek catalogue keeps it in Latin letters, the Korean one writes 하젠페퍼.
NAME_ALLOWED = {"el": {"Hasenpfeffer", "CSV"}, "ko": {"CSV"}}  # and a file format's name
# A card code as the engine reads it ("JH", "TD", "10C") or the Joker's English name.
RAW_CARD = re.compile(r"\b(?:[9TJQKA]|10)[CDHS]\b|Joker", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["el", "ko"])
def test_no_greek_or_korean_text_holds_an_english_word_or_a_raw_card_code(lang):
    for domain, cats in CATALOGUES.items():
        for key, msg in messages(cats[lang]).items():
            for form in msg.string if isinstance(msg.string, (list, tuple)) else [msg.string]:
                words = re.sub(r"\{[a-z_]+\}", " ", form)  # placeholders are filled in the language
                assert not RAW_CARD.search(words), (lang, domain, key, form)
                english = (
                    set(re.findall(r"[A-Za-z]{2,}", words))
                    - ENGLISH_ALLOWED.get(key, set())
                    - NAME_ALLOWED[lang]
                )
                assert not english, (lang, domain, key, sorted(english))


@pytest.mark.parametrize("lang", ["el", "ko"])
def test_no_reason_rendered_in_greek_or_korean_names_the_joker_in_english(lang):
    # Every code, with the Joker wherever a card goes: its name in the language, never "Joker".
    import hasen_widget.players  # noqa: F401 - the bots' codes too

    cards = {"card": "Joker", "cards": ["Joker", "J♦"], "ranking": ["Joker", "J♥"]}
    checked = 0
    codes = {k: v for d in CATALOGUES for k, v in registry.registered(d, reasons_only=True).items()}
    for code, spec in codes.items():
        params = {}
        for name, kind in spec.params.items():
            params[name] = cards.get(kind, _SAMPLE_VALUE.get(kind.split(":")[0]))
        if any(v is None for v in params.values()) or code.startswith("refusal."):
            continue
        try:
            text = ex.render(Reason(code, params), lang)
        except (KeyError, ValueError, TypeError):
            continue  # an enum this sample cannot fill
        assert "Joker" not in text, (code, text)
        checked += 1
    assert checked > 60


_SAMPLE_VALUE = {
    "suit": "H", "seat": "N", "side": "NS", "side_label": "EW", "int": 2, "decimal": 2.5,
    "decimal_tricks": 2.5, "tricks": 2, "samples": 20, "signed": -2, "place": 2, "bid": 3, "text": "x",
    "enum": None,
}  # fmt: skip
