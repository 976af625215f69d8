"""The computer players' level in a real JupyterLab and Chromium: the table made with
``players="casual"`` shows one select with the four levels in the table's language; the
learner picks "Expert" and every computer seat then plays at that level (read back from
the kernel). Screenshots at 1280 px and at a phone's 390 px, in English and Korean."""

from __future__ import annotations

CELLS = [
    "from hasen_widget import HasenWidget\nw = HasenWidget(seed=3, pace=0, players='casual')\nw",
    "k = HasenWidget(seed=3, pace=0, players='club', lang='ko')\nk",
]


def test_the_level_is_chosen_with_one_control(open_notebook, kernel_exec, save_screenshot):
    page = open_notebook(CELLS)
    root = page.locator(".hw-root").nth(0)
    select = root.locator('select[data-key="level"]')
    select.wait_for()
    assert select.input_value() == "casual"
    options = select.locator("option")
    assert [options.nth(i).text_content() for i in range(options.count())] == [
        "Beginner",
        "Casual",
        "Club player",
        "Expert",
    ]
    # Labelled for a screen reader by its <label>.
    assert page.get_by_label("Computer players").first.input_value() == "casual"
    save_screenshot(page, "level-en-1280", root)
    select.select_option("expert")
    page.wait_for_function(
        "() => document.querySelectorAll('.hw-root')[0].querySelector('select[data-key=level]').value === 'expert'"
    )
    out = kernel_exec(page, "print(w.level, sorted({p.level for s, p in w.table._players.items()}))")
    assert out.strip() == "expert ['expert']"
    ko = page.locator(".hw-root").nth(1).locator('select[data-key="level"]')
    assert ko.input_value() == "club"
    assert ko.locator("option").nth(2).text_content() == "동호회 수준"
    page.set_viewport_size({"width": 390, "height": 844})
    ko.scroll_into_view_if_needed()
    save_screenshot(page, "level-ko-390", page.locator(".hw-root").nth(1))
