"""The quiz widgets in a real JupyterLab: answered by clicking and by keyboard alone."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def _winner(kernel_exec, page, name: str) -> str:
    return kernel_exec(page, f"q = {name}.current; print(q.cards[q.winner])").strip()


def _tally(kernel_exec, page, name: str) -> dict:
    return json.loads(kernel_exec(page, f"import json; print(json.dumps({name}.tally))"))


def test_a_learner_answers_quiz_questions_by_click_and_by_keyboard(
    open_notebook, kernel_exec, save_screenshot
):
    page = open_notebook(
        [
            "from hasen_widget import TrickQuiz, FollowSuitQuiz",
            "trick_quiz = TrickQuiz(seed=5)\ntrick_quiz",
            "follow_quiz = FollowSuitQuiz(seed=5)\nfollow_quiz",
        ],
        name="quiz",
    )
    trick = page.locator(".hwq").nth(0)
    follow = page.locator(".hwq").nth(1)
    expect(trick.get_by_text("Which card wins the trick?")).to_be_visible()
    expect(trick.locator("button[data-card]")).to_have_count(4)
    save_screenshot(page, "1-trick-question", locator=trick)

    # Click the winning card: the verdict and every reason appear, Python counts it.
    winner = _winner(kernel_exec, page, "trick_quiz")
    trick.locator(f'button[data-card="{winner}"]').click()
    status = trick.get_by_role("status")
    expect(status).to_contain_text("Right!")
    reasons = int(kernel_exec(page, "print(len(trick_quiz.last_answer.reasons))"))
    assert reasons >= 1 + 4  # who won, then why each card won or lost (then notes on the Joker and bowers)
    expect(status.locator("li")).to_have_count(reasons)
    expect(trick.locator(f'button[data-card="{winner}"]')).to_contain_class("hwq-right hwq-given-right")
    assert _tally(kernel_exec, page, "trick_quiz") == {"right": 1, "asked": 1}
    save_screenshot(page, "2-trick-answered", locator=trick)

    # Keyboard alone: focus sits on "Next question"; Enter, then arrows and Enter to answer.
    expect(trick.get_by_role("button", name="Next question")).to_be_focused()
    cells_before = page.locator(".jp-Notebook .jp-Cell").count()
    page.keyboard.press("Enter")
    expect(trick.locator(".hwq-title")).to_have_text("Question 2")
    expect(trick.locator("button[data-card]").first).to_be_focused()
    page.keyboard.press("a")  # a notebook shortcut (insert cell above) must not fire inside the widget
    winner = _winner(kernel_exec, page, "trick_quiz")
    cards = trick.locator("button[data-card]").evaluate_all("bs => bs.map(b => b.dataset.card)")
    wrong = next(i for i, c in enumerate(cards) if c != winner)
    for _ in range(wrong):
        page.keyboard.press("ArrowRight")
    expect(trick.locator(f'button[data-card="{cards[wrong]}"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(status).to_contain_text("Not quite.")
    expect(trick.locator(f'button[data-card="{winner}"]')).to_contain_class("hwq-right")
    expect(trick.locator(".hwq-tally")).to_have_text("1 of 2 right")
    assert page.locator(".jp-Notebook .jp-Cell").count() == cells_before
    assert _tally(kernel_exec, page, "trick_quiz") == {"right": 1, "asked": 2}
    save_screenshot(page, "3-trick-wrong", locator=trick)

    # The follow-suit quiz: choose every playable card, then Check.
    legal = kernel_exec(page, "print(' '.join(map(str, follow_quiz.current.legal)))").split()
    follow.scroll_into_view_if_needed()
    for card in legal:
        follow.locator(f'.hwq-hand button[data-card="{card}"]').click()
        expect(follow.locator(f'.hwq-hand button[data-card="{card}"]')).to_have_attribute(
            "aria-pressed", "true"
        )
    save_screenshot(page, "4-follow-chosen", locator=follow)
    follow.get_by_role("button", name="Check").click()
    expect(follow.get_by_role("status")).to_contain_text("Right!")
    expect(follow.get_by_role("status")).to_contain_text("You may play")
    assert _tally(kernel_exec, page, "follow_quiz") == {"right": 1, "asked": 1}
    save_screenshot(page, "5-follow-answered", locator=follow)

    # The same widget in JupyterLab's dark theme: colours come from --jp-* variables.
    page.evaluate(
        "() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})"
    )
    expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "false")
    card_colour = trick.locator("button[data-card]").first.evaluate(
        "b => getComputedStyle(b).backgroundColor"
    )
    assert card_colour != "rgb(255, 255, 255)"  # the card face follows the theme, not a fixed white
    save_screenshot(page, "6-dark-theme", locator=trick)
