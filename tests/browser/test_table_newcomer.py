"""The table as a newcomer lives it (JupyterLab, Chromium): a whole hand and the start of
the next, by clicking. The trick count after each trick, a finished trick still in place
a second after its last card, the hand's result in place and the next hand dealt only
after "Next hand", a clean first view of the new hand, and a layout that does not move:
the learner's hand and the buttons keep their boxes to the pixel from the first trick to
the last while hints, errors and explanations come and go."""

from __future__ import annotations

import json

SETUP = "from hasen_widget import HasenWidget\nw = HasenWidget(seed=1, pace=0)\nw"


def _boxes(page):
    return page.evaluate(
        """() => {
            const r = (e) => { const b = e.getBoundingClientRect(); return [b.x, b.y, b.width, b.height].map(Math.round); };
            const root = document.querySelector('.hw-root');
            return {
                hand: r(root.querySelector('.hw-hand')),
                buttons: [...root.querySelectorAll('.hw-controls button')].map(r),
                panel: r(root.querySelector('.hw-panel-slot')),
            };
        }"""
    )


def _state(page, kernel_exec):
    out = kernel_exec(
        page,
        "import json; g = w.game; print(json.dumps({'won': g.tricks_won, 'tricks': len(g.tricks),"
        " 'hand': g.hand_number, 'history': len(g.history), 'stage': w.settings['stage'],"
        " 'to_move': g.to_move, 'last': g.hand_results[-1].tricks if g.hand_results else None,"
        " 'maker': g.hand_results[-1].maker if g.hand_results else None}))",
    )
    return json.loads(out)


def test_a_newcomer_plays_a_hand_and_starts_the_next(open_notebook, kernel_exec, save_screenshot):
    page = open_notebook([SETUP])
    root = page.locator(".hw-root")
    root.wait_for()
    page.wait_for_selector(".hw-panel.hw-bidding")
    # The bidding hint highlights its button.
    root.locator('button[data-key="hint"]').click()
    page.wait_for_selector(".hw-panel .hw-btn.hw-hinted", timeout=20_000)
    save_screenshot(page, "auction-hint", root)
    root.get_by_role("button", name="Pass", exact=True).click()
    page.wait_for_selector(".hw-hand button.hw-playable", timeout=20_000)
    first = _boxes(page)
    tricks_seen = 0
    errored = hinted = False
    lingered = 0
    while True:
        s = _state(page, kernel_exec)
        if s["stage"] == "hand_over":
            break
        if s["to_move"] == "S" and page.locator(".hw-hand button.hw-playable").count():
            assert _boxes(page) == first, (tricks_seen, _boxes(page), first)
            if not errored and root.locator(".hw-hand button.hw-unplayable").count():
                root.locator(".hw-hand button.hw-unplayable").first.click(force=True)
                page.wait_for_selector(".hw-error:not([hidden])")
                assert _boxes(page) == first
                errored = True
            elif not hinted and tricks_seen == 2:
                root.locator('button[data-key="hint"]').click()
                page.wait_for_selector(".hw-hint", timeout=20_000)
                assert _boxes(page) == first
                hinted = True
            root.locator(".hw-hand button.hw-playable").first.click()
            # The error goes with the next action.
            page.wait_for_function("() => document.querySelector('.hw-error').hidden")
        page.wait_for_timeout(150)
        s = _state(page, kernel_exec)
        done = 6 if s["stage"] == "hand_over" else s["tricks"]
        if done > tricks_seen:
            tricks_seen = done
            # The trick count in view follows each trick (and is said to screen readers).
            page.wait_for_function(
                "([ns, ew]) => { const c = document.querySelector('.hw-count');"
                " return c && c.dataset.ns == ns && c.dataset.ew == ew; }",
                arg=[s["won"]["NS"], s["won"]["EW"]]
                if s["stage"] != "hand_over"
                else [s["last"]["NS"], s["last"]["EW"]],
            )
            if s["stage"] == "linger":
                # A second after its last card the finished trick is still in place.
                page.wait_for_timeout(1000)
                assert page.locator('.hw-trick[data-finished="true"] [data-card]').count() == 4
                assert _state(page, kernel_exec)["stage"] == "linger"
                if lingered == 0:
                    save_screenshot(page, "linger", root)
                lingered += 1
                if lingered % 2:  # go on by a click, or let the linger end by itself
                    root.locator('.hw-trick button[data-key="next"]').click()
    assert lingered >= 2 and errored and hinted
    # The end of the hand: its result in place, and nothing dealt until "Next hand".
    result = root.locator(".hw-result")
    result.wait_for()
    maker = {"N": "North", "E": "East", "S": "South", "W": "West"}[_state(page, kernel_exec)["maker"]]
    assert maker in result.locator(".hw-result-headline").inner_text()
    assert root.locator(".hw-review td").count() >= 6
    assert root.locator(".hw-hand [data-card]").count() == 0
    before = _state(page, kernel_exec)
    page.wait_for_timeout(1200)
    after = _state(page, kernel_exec)
    assert after["history"] == before["history"] and after["stage"] == "hand_over"
    save_screenshot(page, "hand-over", root)
    old = set(
        kernel_exec(
            page, "print(' '.join(str(c) for t in w.game.hand_results[-1].trick_log for _, c in t.plays))"
        ).split()
    )
    root.locator('.hw-result button[data-key="next"]').click()
    page.wait_for_function("() => document.querySelector('.hw-root').dataset.stage !== 'hand_over'")
    page.wait_for_selector(".hw-hand button.hw-card")
    # The new hand starts clean: no card of the old hand on the table.
    on_table = page.evaluate(
        "() => [...document.querySelectorAll('.hw-trick [data-card]')].map(e => e.dataset.card)"
    )
    new_plays = set(kernel_exec(page, "print(' '.join(str(c) for _, c in w.game.current_trick))").split())
    assert set(on_table) <= new_plays, (on_table, new_plays)
    assert page.locator(".hw-root .hw-hand button.hw-card").count() == 6
    assert not (old and page.locator('.hw-trick[data-finished="true"]').count())
    save_screenshot(page, "next-hand", root)
    # Every trick's reason names the suit order at most once (text and details).
    texts = page.evaluate("() => [...document.querySelectorAll('.hw-expl-trick')].map(e => e.textContent)")
    assert texts and all(t.count(">") <= 1 for t in texts), texts
