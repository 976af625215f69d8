"""Lessons 2 and 8 in a real JupyterLab: run, a quiz question answered by clicking, and the
teacher's prepared deal stepped forward move by move with the table's own buttons."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

# Run the notebook's first cells in order, as a teacher pressing Shift+Enter would.
_RUN_FIRST_CELLS_JS = """async (count) => {
    const app = window.jupyterapp;
    const notebook = app.shell.currentWidget.content;
    notebook.activeCellIndex = 0;
    for (let i = 0; i < count; i++) {
        await app.commands.execute('notebook:run-cell-and-select-next');
    }
}"""


def _luminance(css_colour: str) -> float:
    """0 (black) to 1 (white) for an ``rgb(r, g, b)`` colour."""
    r, g, b = (int(x) for x in re.findall(r"\d+", css_colour)[:3])
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


def _cell_index(name: str, text: str) -> int:
    nb = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    for i, cell in enumerate(nb["cells"]):
        if text in "".join(cell["source"]):
            return i
    raise AssertionError(f"{name}: no cell contains {text!r}")


def test_lesson_2_runs_and_a_quiz_question_is_answered_by_clicking(
    open_notebook, kernel_exec, save_screenshot
):
    page = open_notebook(NOTEBOOKS / "02_who_wins_a_trick.ipynb", name="lesson2")
    outputs = page.locator(".jp-OutputArea-output")
    # The worked examples: cards drawn as pictures, and the explanation under them.
    expect(outputs.get_by_text("The left bower J♦ wins: the highest trump in the trick.")).to_be_visible()
    left_bower = page.locator('[role="img"][aria-label="Jack of diamonds, left bower; wins"]').first
    expect(left_bower).to_be_visible()
    left_bower.scroll_into_view_if_needed()
    save_screenshot(page, "1-worked-example")

    # The drawn cards follow JupyterLab's theme: dark cards in the dark theme.
    def card_background() -> str:
        return left_bower.evaluate("el => getComputedStyle(el).backgroundColor")

    light = card_background()
    page.evaluate(
        "() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})"
    )
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'")
    page.wait_for_function(
        "([el, before]) => getComputedStyle(el).backgroundColor !== before",
        arg=[left_bower.element_handle(), light],
    )
    assert _luminance(light) > 0.8 > 0.2 > _luminance(card_background())
    save_screenshot(page, "1b-worked-example-dark-theme")
    page.evaluate(
        "() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Light'})"
    )
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'true'")

    quiz = page.locator(".hwq").first
    quiz.scroll_into_view_if_needed()
    expect(quiz.locator("button[data-card]")).to_have_count(4)
    save_screenshot(page, "2-quiz-question", locator=quiz)

    winner = kernel_exec(page, "q = quiz.current; print(q.cards[q.winner])").strip()
    quiz.locator(f'button[data-card="{winner}"]').click()
    status = quiz.get_by_role("status")
    expect(status).to_contain_text("Right!")
    expect(status).to_contain_text("wins")
    assert json.loads(kernel_exec(page, "import json; print(json.dumps(quiz.tally))")) == {
        "right": 1,
        "asked": 1,
    }
    save_screenshot(page, "3-quiz-answered", locator=quiz)


def test_lesson_8_teacher_steps_the_prepared_deal_forward(open_notebook, kernel_exec, save_screenshot):
    name = "08_teacher.ipynb"
    page = open_notebook(NOTEBOOKS / name, name="lesson8", run=False)
    widget_cell = _cell_index(name, "table = HasenWidget(")
    page.evaluate(_RUN_FIRST_CELLS_JS, widget_cell + 1)

    table = page.locator(".hw-root").first
    expect(table).to_be_visible()
    table.scroll_into_view_if_needed()
    # Open hands: every seat's cards are face up, and the table is projector-sized.
    expect(table).to_have_class("hw-root hw-size-projector")
    for label in ("Ace of hearts", "Queen of hearts", "Jack of hearts", "Joker"):
        expect(table.locator(f'[aria-label^="{label}"]').first).to_be_attached()
    save_screenshot(page, "1-prepared-deal-open-hands", locator=table)

    # Step mode: nothing moves until the teacher presses "Next move".
    assert kernel_exec(page, "print(table.game.history)").strip() == "[]"
    step = table.locator('.hw-controls button[data-key="step"]')
    expect(step).to_be_enabled()
    step.click()
    expect(table).to_contain_text("North: Bid 1")
    assert kernel_exec(page, "print(len(table.game.history))").strip() == "1"
    step.click()
    expect(table).to_contain_text("East: Bid 2")
    # Now it is South's turn: the bids are buttons, and the step button waits.
    bid = table.locator('button[data-action="bid 3"]')
    expect(bid).to_be_visible()
    expect(step).to_be_disabled()
    save_screenshot(page, "2-south-to-bid", locator=table)

    bid.click()
    expect(step).to_be_enabled()
    step.click()
    expect(table).to_contain_text("West: Bid 4")
    assert kernel_exec(page, "print(table.game.history)").strip() == "['bid 1', 'bid 2', 'bid 3', 'bid 4']"

    # Undo takes the class back to South's decision, computer moves since included.
    table.locator('.hw-controls button[data-key="undo"]').click()
    expect(table.locator('button[data-action="bid 3"]')).to_be_visible()
    assert kernel_exec(page, "print(table.game.history)").strip() == "['bid 1', 'bid 2']"
    save_screenshot(page, "3-after-undo", locator=table)

    # The rest of the lesson runs top to bottom: a second table, not shown, plays the hand
    # out and replays it; the table the class sees stays where the teacher left it.
    page.evaluate(_RUN_FIRST_CELLS_JS, widget_cell + 1)  # the table again, fresh
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-below')")
    replay = page.locator(".jp-OutputArea-output").get_by_text("Trick 6: South led")
    expect(replay).to_be_visible(timeout=90_000)
    replay.scroll_into_view_if_needed()
    assert "made" in kernel_exec(
        page, "r = rehearsal.game.hand_results[0]; print('made' if r.made else 'failed')"
    )
    assert kernel_exec(page, "print(table.game.history)").strip() == "[]"
    save_screenshot(page, "4-replay")
