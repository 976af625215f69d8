"""The table widget in a real JupyterLab and Chromium: a learner plays whole hands.

Seat South, West deals a prepared deal, so South's choices are known: bid, take the
widow, name trump, discard, decide on going alone, then six tricks, by mouse and by
keyboard alone. Screenshots of each phase go to test-artifacts/.
"""

from __future__ import annotations

import re

DEAL = (
    "N: 9H TH 9S TS 9D TD E: QS KS AS QD KD AD "
    "S: JH JD AH KH QH 9C W: TC JC QC KC AC JS widow: Joker dealer: W"
)
SETUP = (
    "from hasen_widget import HasenWidget\n"
    "from hasen_widget.view import hidden_cards\n"
    f"w = HasenWidget(seed=5, deal={DEAL!r}, pace=0)\n"
    "w"
)


def _table(page):
    root = page.locator(".hw-root")
    root.wait_for()
    return root


def _wait_phase(page, phase, timeout=10_000):
    page.wait_for_function(
        "(p) => document.querySelector('.hw-root')?.dataset.phase === p", arg=phase, timeout=timeout
    )


def _hidden(page, kernel_exec) -> set[str]:
    out = kernel_exec(page, "print(' '.join(sorted(hidden_cards(w.game, 'S'))))")
    return set(out.split())


def _assert_no_hidden_card(page, kernel_exec):
    """No card of another hand, the widow or the discard is drawn for this hand: every
    card in the DOM outside the finished hand's review is South's or played."""
    hidden = _hidden(page, kernel_exec)
    shown = page.evaluate(
        """() => [...document.querySelectorAll('.hw-root [data-card]')]
            .filter(e => !e.closest('.hw-result'))
            .map(e => e.dataset.card)"""
    )
    # The finished hand (its last trick lingering, or its result): only cards it played are
    # drawn; the engine has already dealt the next hand, whose cards stay hidden.
    over = page.evaluate("() => document.querySelector('.hw-root').dataset.phase === 'hand_over'")
    if over:
        played = kernel_exec(
            page, "print(' '.join(str(c) for t in w.game.hand_results[-1].trick_log for _, c in t.plays))"
        )
        assert set(shown) <= set(played.split()), set(shown) - set(played.split())
        return
    assert shown and not (set(shown) & hidden), set(shown) & hidden
    seats = page.locator(".hw-root .hw-seat").all_inner_texts()
    assert not any(card in text for text in seats for card in hidden)


def test_play_a_whole_hand_by_clicking(open_notebook, kernel_exec, save_screenshot):
    page = open_notebook([SETUP])
    root = _table(page)
    _wait_phase(page, "auction")
    save_screenshot(page, "1-auction", root)
    _assert_no_hidden_card(page, kernel_exec)
    # The auction: exactly the legal bids as buttons.
    root.get_by_role("button", name="Bid 6", exact=True).click()
    _wait_phase(page, "trump")
    # The widow joined South's hand (seven cards, the Joker marked as from the widow).
    assert root.locator(".hw-hand button.hw-card").count() == 7
    assert root.locator(".hw-hand .hw-from-widow").get_attribute("data-card") == "Joker"
    save_screenshot(page, "2-trump", root)
    root.get_by_role("button", name=re.compile("Hearts")).click()
    _wait_phase(page, "discard")
    save_screenshot(page, "3-discard", root)
    root.locator('.hw-hand button[data-card="9♣"]').click()
    _wait_phase(page, "alone")
    save_screenshot(page, "4-alone", root)
    root.get_by_role("button", name="Play with partner").click()
    _wait_phase(page, "play")
    # North leads: wait until the computer players have answered and South is to play,
    # so nothing moves between the two snapshots but the forged message.
    page.wait_for_selector(".hw-hand button.hw-playable", timeout=10_000)
    assert kernel_exec(page, "print(w.game.to_move)").strip() == "S"
    # A forged message: a card West holds. Refused visibly, nothing changes.
    before = kernel_exec(page, "print(w.game.to_json())")
    kernel_exec(page, "w._on_browser_msg(w, {'kind': 'act', 'action': 'play A♣'}, [])")
    alert = root.locator(".hw-error")
    alert.wait_for()
    assert "not in your hand" in alert.inner_text()
    assert kernel_exec(page, "print(w.game.to_json())") == before
    save_screenshot(page, "5-forged-message", root)
    # Six tricks: click the first playable card each time.
    for trick in range(6):
        page.wait_for_selector(".hw-hand button.hw-playable", timeout=10_000)
        root.locator(".hw-hand button.hw-playable").first.click()
        page.wait_for_function(
            "(n) => document.querySelectorAll('.hw-expl-trick').length >= n", arg=trick + 1, timeout=10_000
        )
        _assert_no_hidden_card(page, kernel_exec)
        if trick == 2:
            save_screenshot(page, "6-trick-3-explained", root)
    # The hand is scored and explained in place; every trick has its explanation in the DOM.
    page.wait_for_selector(".hw-result .hw-next")
    page.wait_for_selector(".hw-expl-hand")
    assert root.locator(".hw-expl-trick[data-hand='0']").count() == 6
    assert "bid 6" in root.locator(".hw-expl-hand").inner_text()
    ns = kernel_exec(page, "print(w.game.scores['NS'])").strip()
    assert root.locator(".hw-side[data-side='NS'] b").inner_text() == ns
    save_screenshot(page, "7-scored", root)


def test_play_a_hand_by_keyboard_alone(open_notebook, kernel_exec, save_screenshot):
    page = open_notebook([SETUP])
    root = _table(page)
    _wait_phase(page, "auction")
    # Tab into the widget from the page, then only keys.
    first = root.locator(".hw-panel button").first
    first.focus()
    for _ in range(2):  # Pass, Bid 3 ..: move to "Bid 6" with Tab
        page.keyboard.press("Tab")
    label = page.evaluate("() => document.activeElement.textContent")
    while label != "Bid 6":
        page.keyboard.press("Tab")
        label = page.evaluate("() => document.activeElement.textContent")
    page.keyboard.press("Enter")
    _wait_phase(page, "trump")
    _press_until(page, lambda: page.evaluate("() => document.activeElement.dataset.action") == "trump ♥")
    page.keyboard.press("Enter")
    _wait_phase(page, "discard")
    # Tab to the hand, arrows to 9♣, Enter.
    _press_until(page, lambda: page.evaluate("() => !!document.activeElement.closest('.hw-hand')"))
    for _ in range(8):
        if page.evaluate("() => document.activeElement.dataset.card") == "9♣":
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    _wait_phase(page, "alone")
    _press_until(page, lambda: page.evaluate("() => document.activeElement.dataset.action") == "not alone")
    page.keyboard.press("Enter")
    _wait_phase(page, "play")
    for trick in range(6):
        page.wait_for_selector(".hw-hand button.hw-playable", timeout=10_000)
        _press_until(page, lambda: page.evaluate("() => !!document.activeElement.closest('.hw-hand')"))
        for _ in range(8):
            if page.evaluate("() => document.activeElement.classList.contains('hw-playable')"):
                break
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        page.wait_for_function(
            "(n) => document.querySelectorAll('.hw-expl-trick').length >= n", arg=trick + 1, timeout=10_000
        )
    page.wait_for_selector(".hw-expl-hand")
    # Notebook shortcuts typed inside the table do nothing to the notebook.
    root.locator(".hw-controls button").first.focus()
    before = page.locator(".jp-Notebook .jp-Cell").count()
    for key in ("a", "b", "d", "d", "m"):
        page.keyboard.press(key)
    page.wait_for_timeout(300)
    assert page.locator(".jp-Notebook .jp-Cell").count() == before
    assert page.evaluate("() => window.jupyterapp.shell.currentWidget.content.mode") == "command"
    assert kernel_exec(page, "print(len(w.game.hand_results))").strip() == "1"
    save_screenshot(page, "keyboard-scored", root)


def _press_until(page, done, key="Tab", limit=60):
    for _ in range(limit):
        if done():
            return
        page.keyboard.press(key)
    raise AssertionError("focus never reached the control")


# A language the catalogues gain (German here, a copy of the English files) is in the
# table's menu at once, by its own name: the page lists what Python sends, not its own list.
GERMAN_ADDED = (
    "import shutil, tempfile\n"
    "from pathlib import Path\n"
    "from hasen_widget.explain import catalog\n"
    "root = Path(tempfile.mkdtemp()) / 'locale'\n"
    "shutil.copytree(catalog.LOCALE_DIR, root)\n"
    "shutil.copytree(root / 'en', root / 'de')\n"
    "for po in (root / 'de' / 'LC_MESSAGES').glob('*.po'):\n"
    "    po.write_text(po.read_text(encoding='utf-8').replace('Language: en', 'Language: de'), encoding='utf-8')\n"
    "catalog.LOCALE_DIR = root\n"
    "catalog.reload()\n"
    "from hasen_widget import HasenWidget\n"
    f"w = HasenWidget(seed=5, deal={DEAL!r}, pace=0)\n"
    "w"
)


def test_the_language_menu_lists_the_languages_python_has(open_notebook, kernel_exec, save_screenshot):
    page = open_notebook([GERMAN_ADDED])
    root = _table(page)
    menu = root.locator("select.hw-lang")
    menu.wait_for()
    options = menu.evaluate("s => [...s.options].map(o => [o.value, o.textContent, o.lang])")
    assert options == [
        ["en", "English", "en"],
        ["de", "Deutsch", "de"],
        ["el", "Ελληνικά", "el"],
        ["ko", "한국어", "ko"],
    ]
    assert menu.input_value() == "en"
    menu.select_option("de")
    page.wait_for_function("() => document.querySelector('.hw-root')?.getAttribute('lang') === 'de'")
    assert kernel_exec(page, "print(w.lang)").strip() == "de"
    save_screenshot(page, "language-menu-de", root)
    menu.select_option("el")
    page.wait_for_function("() => document.querySelector('.hw-root')?.getAttribute('lang') === 'el'")
    assert re.search("[α-ωΑ-Ω]", root.inner_text())
