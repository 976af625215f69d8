"""The language menus list what the catalogues hold: every widget's state carries the
languages of ``locale/`` (``available_languages()``), each by its own name, and the
page draws its menu from that list (js/common/language.js), not from one of its own."""

from __future__ import annotations

import shutil

from hasen_widget import HasenWidget, TrickQuiz
from hasen_widget.explain import catalog
from hasen_widget.site.front import start_page
from hasen_widget.table import ImmediateScheduler, Table
from hasen_widget.widget_text import language_menu

OWN_NAMES = {"en": "English", "el": "Ελληνικά", "ko": "한국어"}


def test_each_catalogue_language_is_offered_by_its_own_name_english_first():
    menu = language_menu()
    assert [c["code"] for c in menu] == catalog.available_languages()
    assert menu[0]["code"] == "en"
    assert {c["code"]: c["name"] for c in menu} == OWN_NAMES


def test_the_table_and_the_quiz_send_the_list_with_their_state():
    table = Table(seed=7, pace=0, scheduler=ImmediateScheduler(), lang="ko")
    assert table.state()["settings"]["languages"] == language_menu()
    widget = HasenWidget(seed=7, pace=0, lang="el")
    assert widget.settings["languages"] == language_menu()
    quiz = TrickQuiz(seed=3, lang="ko")
    assert quiz.languages == language_menu()
    assert "languages" in quiz.keys  # a synced trait: the page gets it
    # The names do not change with the language in use (each is its own language's).
    quiz.lang = "el"
    assert quiz.languages == language_menu()


def test_a_language_added_to_the_catalogues_appears_in_every_menu(tmp_path, monkeypatch):
    shutil.copytree(catalog.LOCALE_DIR, tmp_path / "locale")
    new = tmp_path / "locale" / "de" / "LC_MESSAGES"
    new.mkdir(parents=True)
    text = (tmp_path / "locale" / "en" / "LC_MESSAGES" / "hasen.po").read_text(encoding="utf-8")
    (new / "hasen.po").write_text(text.replace("Language: en", "Language: de"), encoding="utf-8")
    monkeypatch.setattr(catalog, "LOCALE_DIR", tmp_path / "locale")
    catalog.reload()
    try:
        assert {"code": "de", "name": "Deutsch"} in language_menu()
        table = Table(seed=7, pace=0, scheduler=ImmediateScheduler())
        assert [c["code"] for c in table.state()["settings"]["languages"]] == ["en", "de", "el", "ko"]
        assert TrickQuiz(seed=3).languages == language_menu()
        assert '<option value="de">Deutsch</option>' in start_page([("Lesson 1", "lessons/01.ipynb")], [])
    finally:
        monkeypatch.undo()
        catalog.reload()
    assert "de" not in [c["code"] for c in language_menu()]


def test_the_start_page_menu_is_the_same_list():
    page = start_page([("Lesson 1", "lessons/01.ipynb")], [])
    for choice in language_menu():
        assert f'<option value="{choice["code"]}">{choice["name"]}</option>' in page
