"""The table's settings are one checked value (``TableSettings``) that the Table and the
widget both read and change; the parts synced to the page are named once, in Python."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import anywidget
import pytest

from hasen_widget import HasenWidget
from hasen_widget.errors import HasenError, OptionError
from hasen_widget.table import STATE_KEYS, ImmediateScheduler, Table, TableSettings
from hasen_widget.table.settings import CHANGEABLE, SETTINGS
from hasen_widget.widget import SYNCED_TRAITS

REPO = Path(__file__).resolve().parent.parent


def table(**kw):
    return Table(seed=7, pace=0, scheduler=ImmediateScheduler(), **kw)


# ------------------------------------------------------------ the value itself
def test_settings_are_frozen_and_a_change_is_a_new_checked_value():
    s = TableSettings()
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.lang = "el"  # type: ignore[misc]
    t = s.replace(lang="el", pace=0)
    assert (s.lang, t.lang, t.pace) == ("en", "el", 0.0)
    assert isinstance(t.pace, float)


@pytest.mark.parametrize(
    "changes, field",
    [
        ({"seat": "X"}, "seat"),
        ({"lang": "fr"}, "lang"),
        ({"size": "huge"}, "size"),
        ({"pace": -1}, "pace"),
        ({"linger": "2"}, "linger"),
        ({"open_hands": 1}, "open_hands"),
        ({"step": "yes"}, "step"),
        ({"coach": None}, "coach"),
        ({"confirm": 0}, "confirm"),
        ({"level": "master"}, "level"),
    ],
)
def test_a_wrong_setting_is_refused_naming_its_field(changes, field):
    with pytest.raises(OptionError) as e:
        TableSettings().replace(**changes)
    assert e.value.field == field and str(e.value).startswith(f"{field}: ")


def test_an_unknown_setting_suggests_the_closest_name():
    with pytest.raises(OptionError, match=r"did you mean four_colour\?"):
        TableSettings().replace(four_color=True)


# ------------------------------------------------------------ on the table
def test_the_table_holds_its_keywords_as_settings():
    t = table(seat="E", lang="ko", size="projector", linger=1, step=True, teacher=True, coach=True)
    s = t.settings
    assert (s.seat, s.lang, s.size, s.linger, s.step, s.teacher, s.coach) == (
        "E", "ko", "projector", 1.0, True, True, True,
    )  # fmt: skip
    assert t.settings.level is None and table(players="club").settings.level == "club"


def test_change_sets_several_settings_and_the_state_shows_them():
    t = table()
    seen = []
    t._on_change = lambda: seen.append(1)
    t.change(lang="el", size="small", pace=0.5)
    shown = t.state()["settings"]
    assert (shown["lang"], shown["size"], shown["pace"]) == ("el", "small", 0.5)
    assert seen, "the front end is told"


def test_a_wrong_change_changes_nothing():
    t = table()
    before = t.settings
    with pytest.raises(OptionError, match="size"):
        t.change(lang="el", size="huge")
    assert t.settings == before and t.state()["settings"]["lang"] == "en"


def test_change_refuses_an_unknown_name_with_the_closest():
    with pytest.raises(OptionError, match=r"^lnger: not an option of Table.change \(did you mean linger\?\)"):
        table().change(lnger=1)


def test_a_setting_chosen_when_made_cannot_change():
    t = table(teacher=False)
    with pytest.raises(OptionError, match="teacher"):
        t.teacher = True
    with pytest.raises(OptionError, match="teacher"):
        t.change(teacher=True)
    assert t.teacher is False


def test_the_older_set_methods_are_the_same_change():
    t = table()
    t.set_lang("ko")
    t.set_step_mode(True)
    t.set_level("expert")
    assert (t.lang, t.step_mode, t.level) == ("ko", True, "expert")
    with pytest.raises(OptionError, match="level"):
        t.set_level(None)  # players of one's own are chosen when the table is made
    assert t.level == "expert"


def test_a_new_level_gives_every_computer_seat_that_level():
    t = table(players="beginner")
    t.level = "expert"
    kinds = {type(t._players[s]).__name__ for s in "NEW"}
    assert kinds == {type(table(players="expert")._players["N"]).__name__}


def test_every_changeable_setting_is_an_attribute_of_table_and_widget():
    names = {"step": "step_mode"}
    for field in CHANGEABLE:
        assert field in SETTINGS
        attr = names.get(field, field)
        assert getattr(Table, attr).field == field
        assert getattr(HasenWidget, attr).field == field


# ------------------------------------------------------------ on the widget
def test_widget_attributes_read_and_change_the_tables_settings():
    w = HasenWidget(seed=7, pace=0, lang="en")
    w.lang = "el"
    w.size = "projector"
    w.confirm = False
    assert (w.table.settings.lang, w.settings["lang"], w.settings["size"]) == ("el", "el", "projector")
    assert w.confirm is False and w.table.confirm is False
    w.change(pace=0.2, linger=0)
    assert (w.pace, w.linger, w.settings["pace"]) == (0.2, 0.0, 0.2)


def test_a_wrong_widget_setting_names_its_field_and_changes_nothing():
    w = HasenWidget(seed=7, pace=0, lang="en")
    with pytest.raises(HasenError, match="^lang: "):
        w.lang = "xx"
    assert w.lang == "en" and w.settings["lang"] == "en"


# ------------------------------------------------------------ what is synced
def test_the_state_has_exactly_the_named_parts():
    assert tuple(table().state()) == STATE_KEYS


def test_the_widget_syncs_exactly_the_named_traits():
    w = HasenWidget(seed=7, pace=0)
    base = anywidget.AnyWidget()  # the traits every anywidget syncs (its model's own)
    own = {n for n in w.trait_names(sync=True) if not n.startswith("_")} - set(base.trait_names(sync=True))
    assert own == set(SYNCED_TRAITS)
    assert len(SYNCED_TRAITS) == len(set(SYNCED_TRAITS)) == len(STATE_KEYS) + 1


def test_the_page_listens_to_exactly_the_synced_traits():
    source = (REPO / "js" / "table" / "index.js").read_text(encoding="utf-8")
    found = re.search(r"const TRAITS = \[([^\]]*)\]", source)
    assert found, "js/table/index.js names its traits in one TRAITS list"
    names = re.findall(r'"([a-z_]+)"', found.group(1))
    assert names == list(SYNCED_TRAITS)
