"""The words a presenting teacher's table makes in Python: one minus sign everywhere
("−6 → −6", never "−6 → -6"), and the present.po labels in every language."""

from __future__ import annotations

import pytest

from hasen_widget import RuleSet
from hasen_widget.game import HandResult
from hasen_widget.table.present_text import UI_KEYS, present_labels
from hasen_widget.table.review import hand_result


@pytest.mark.parametrize("lang", ["en", "el", "ko"])
def test_a_score_below_zero_has_the_same_minus_sign_as_the_points(lang):
    result = HandResult(
        number=0, dealer="N", maker="E", bid=4, bid_label="4", made=False,
        tricks={"NS": 3, "EW": 3}, points={"NS": 3, "EW": -4}, scores_after={"NS": 3, "EW": -4},
    )  # fmt: skip
    shown = hand_result(result, RuleSet(), "S", lang, "", None, [], None)
    text = str(shown)
    assert "−4 → −4" in text and "-4" not in text


@pytest.mark.parametrize("lang", ["en", "el", "ko"])
def test_every_present_label_is_translated_and_says_something_of_its_own(lang):
    labels = present_labels(lang)
    assert set(labels) == {*UI_KEYS, "keys_help"} and all(labels.values())
    # The keys' line names each key as printed on it, and what it does in the language.
    assert "PageDown" in labels["keys_help"] and "Esc" in labels["keys_help"]
    if lang != "en":
        english = present_labels("en")
        same = [k for k in UI_KEYS if labels[k] == english[k]]
        assert not same, same
        # No English words inside a Greek or Korean label.
        assert not any(w.isascii() and w.isalpha() for k in UI_KEYS for w in labels[k].split()), labels
