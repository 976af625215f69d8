"""RuleSet: one field per variant of RULES.md; a bad value is refused listing the allowed ones."""

from __future__ import annotations

import pytest

from hasen_widget import RuleError, RuleSet
from hasen_widget.rules import VARIANTS


def test_defaults_are_the_first_value_of_every_variant_and_target_10():
    rules = RuleSet()
    for name, allowed in VARIANTS.items():
        assert getattr(rules, name) == allowed[0]
    assert rules.target_score == 10


@pytest.mark.parametrize("name, allowed", list(VARIANTS.items()))
def test_every_variant_value_is_accepted(name, allowed):
    for value in allowed:
        assert getattr(RuleSet(**{name: value}), name) == value


@pytest.mark.parametrize("name", list(VARIANTS))
def test_a_bad_value_is_refused_with_a_message_listing_the_allowed_values(name):
    with pytest.raises(RuleError) as info:
        RuleSet(**{name: "nonsense"})
    message = str(info.value)
    assert message.startswith(f"{name} must be one of")
    for value in VARIANTS[name]:
        assert repr(value) in message


def test_bool_and_int_are_not_confused():
    with pytest.raises(RuleError):
        RuleSet(going_alone=1)
    with pytest.raises(RuleError):
        RuleSet(min_bid=True)


@pytest.mark.parametrize("target", [0, -3, 2.5, "10", True])
def test_target_score_must_be_a_whole_number_of_at_least_1(target):
    with pytest.raises(RuleError, match="target_score"):
        RuleSet(target_score=target)


def test_ruleset_is_frozen_and_round_trips_through_a_dict():
    rules = RuleSet(bidding="pepper", target_score=30)
    with pytest.raises(AttributeError):
        rules.bidding = "standard"
    assert RuleSet.from_dict(rules.to_dict()) == rules
    assert rules.changed() == {"bidding": "pepper", "target_score": 30}


def test_from_dict_refuses_an_unknown_variant_by_name():
    with pytest.raises(RuleError, match="unknown rule variant 'trumps'"):
        RuleSet.from_dict({"trumps": "always"})
