"""Coach mode in a real JupyterLab and Chromium: a guided first hand played by clicking.

South is the maker (a bid, trump, the discard, going alone, six cards). At each of the
learner's decisions the coach's suggestion and its reason are in the coach's place and
its card or button is marked *before* the click; after a deliberately different choice
(the bid, the discard, the first card) the feedback line is there at the next decision,
and after the same choice none. A second table deals the twin deal (two hidden cards
swapped between computer players, who replay the first table's actions): until the
first of those cards is played, no suggestion or feedback text on the page differs.
Screenshots in English and Korean, light and dark, in test-artifacts/.
"""

from __future__ import annotations

import json

# tests/ is on sys.path (pytest puts the first folder above a package there): coach_twins.py
from coach_twins import GUIDED_SEED, deviation, play_coached, script_source, twin_of

from hasen_widget import Game

DEVIATE_AT = (0, 2, 4)  # the bid, the discard and the first card


def _policy(n, kind, advised, legal):
    return deviation(kind, advised, legal) if n in DEVIATE_AT else advised


def _cells(first, twin) -> list[str]:
    bots = json.dumps(first.bot_actions(), ensure_ascii=False)
    common = f"seed={GUIDED_SEED}, pace=0, linger=0, coach=True"
    return [
        "from hasen_widget import HasenWidget\n"
        + script_source()
        + f"\nBOTS = {bots}\ndef bots():\n    return {{s: Script(a) for s, a in BOTS.items()}}\n"
        + f"DEAL_A = {first.deal!r}\nDEAL_B = {twin.deal!r}",
        f"wa = HasenWidget(deal=DEAL_A, {common}, players=bots())\nwa",
        f"wb = HasenWidget(deal=DEAL_B, {common}, players=bots())\nwb",
        f"wc = HasenWidget(deal=DEAL_A, {common}, players=bots(), lang='ko')\nwc",
    ]


_COACH_TEXT = """([i, sel]) => {
    const e = document.querySelectorAll('.hw-root')[i].querySelector(sel);
    return e ? e.textContent : '';
}"""
# A box relative to the table's own corner (the notebook may scroll between two looks).
_BOX = """([i, sel]) => {
    const root = document.querySelectorAll('.hw-root')[i];
    const r = root.getBoundingClientRect(), b = root.querySelector(sel).getBoundingClientRect();
    return [b.x - r.x, b.y - r.y, b.width, b.height].map(Math.round);
}"""


def _said(part: dict) -> str:
    return f"{part['text']} {part['why']}" if part.get("why") else part.get("text", "")


def _play(page, i, hand, *, upto=None, shots=None, save=None):
    """Click through ``hand``'s decisions on table ``i``; return what the page said at each
    (the suggestion, the line about the last choice) and the coach box's and hand's boxes."""
    root = page.locator(".hw-root").nth(i)
    said, boxes = [], []
    previous = None
    for n, d in enumerate(hand.decisions):
        if upto is not None and d.index >= upto:
            break
        advice = d.coach["advice"]
        expected = _said(advice)
        # Before the action: the suggestion with its reason, and its card or button marked.
        page.wait_for_function(
            "([i, text]) => { const e = document.querySelectorAll('.hw-root')[i].querySelector('.hw-coach-advice');"
            " return e && e.textContent === text; }",
            arg=[i, expected],
            timeout=20_000,
        )
        pick = root.locator(".hw-coach-pick")
        assert pick.count() == 1, n
        action = advice["action"]
        if action.startswith(("play ", "discard ")):
            assert pick.get_attribute("data-card") == action.split(" ", 1)[1]
        else:
            assert pick.get_attribute("data-action") == action
        # The line about the previous choice: there after a different one, absent after the same.
        feedback = page.evaluate(_COACH_TEXT, [i, ".hw-coach-feedback"])
        assert feedback == (_said(previous.feedback) if previous and previous.feedback else ""), n
        said.append((advice["action"], page.evaluate(_COACH_TEXT, [i, ".hw-coach-advice"]), feedback))
        boxes.append((page.evaluate(_BOX, [i, ".hw-coach"]), d.phase, page.evaluate(_BOX, [i, ".hw-hand"])))
        if shots and n in shots:
            save(page, shots[n], root)
        if d.choice.startswith(("play ", "discard ")):
            root.locator(f'.hw-hand button[data-card="{d.choice.split(" ", 1)[1]}"]').click()
        else:
            root.locator(f'.hw-panel button[data-action="{d.choice}"]').click()
        previous = d
    return said, boxes


def _theme(page, name: str, light: bool) -> None:
    page.evaluate("(t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})", name)
    page.wait_for_function(
        "(l) => document.body.dataset.jpThemeLight === String(l)", arg=light, timeout=20_000
    )
    page.wait_for_timeout(300)


def test_a_guided_first_hand_by_clicking(open_notebook, kernel_exec, save_screenshot):
    deal = Game(seed=GUIDED_SEED).deal.to_text()
    first = play_coached(deal, GUIDED_SEED, _policy)  # what the coach will say, from Python
    twin = twin_of(first)
    page = open_notebook(_cells(first, twin))
    page.locator(".hw-root").nth(2).wait_for(timeout=60_000)

    # The first table, light theme, English: every decision of a maker.
    said_a, boxes = _play(
        page, 0, first,
        shots={0: "en-light-1-bid", 3: "en-light-2-alone-after-a-different-discard", 5: "en-light-3-card-after-a-different-card"},
        save=save_screenshot,
    )  # fmt: skip
    assert {d.coach["advice"]["kind"] for d in first.decisions} >= {
        "bid",
        "trump",
        "discard",
        "alone",
        "card",
    }
    assert sum(1 for _, _, fb in said_a if fb) == len(DEVIATE_AT)  # one line after each different choice
    # The coach's place and the hand do not move while its words come and go.
    assert len({tuple(b) for b, _, _ in boxes}) == 1, boxes
    assert len({tuple(h) for _, phase, h in boxes if phase == "play"}) == 1, boxes

    # The hand is over: the coach offers to stay; the learner turns it off for the next hand.
    root = page.locator(".hw-root").nth(0)
    page.wait_for_function("() => document.querySelectorAll('.hw-root')[0].dataset.stage === 'hand_over'")
    assert "Keep it for the next hand" in root.locator(".hw-coach-note").inner_text()
    save_screenshot(page, "en-light-4-hand-over", root)
    root.locator('.hw-coach button[data-key="coach"]').click()
    page.wait_for_selector('.hw-root >> nth=0 >> .hw-coach[data-on="false"]')
    assert kernel_exec(page, "print(wa.coach)").strip() == "False"
    root.locator('button[data-key="next"]').click()
    page.wait_for_function("() => document.querySelectorAll('.hw-root')[0].dataset.stage === 'play'")
    assert root.locator(".hw-coach-advice").count() == 0 and root.locator(".hw-coach-pick").count() == 0

    # The twin deal, dark theme: the same words, to the byte, until the swapped cards show.
    _theme(page, "JupyterLab Dark", False)
    said_b, _ = _play(
        page, 1, first, upto=twin.horizon,
        shots={1: "en-dark-1-trump-after-a-different-bid", 4: "en-dark-2-first-card"}, save=save_screenshot,
    )  # fmt: skip
    assert len(said_b) >= 8
    assert said_b == said_a[: len(said_b)]
    assert kernel_exec(page, "print(wa.game.hands == wb.game.hands)").strip() == "False"  # they do differ

    # Korean, dark and light: the suggestion and the line after a different bid.
    kernel_exec(page, "wc.act('bid 5')")
    ko = page.locator(".hw-root").nth(2)
    page.wait_for_function(
        "() => !!document.querySelectorAll('.hw-root')[2].querySelector('.hw-coach-feedback')"
    )
    assert "‘5 비드’ 쪽을 골랐습니다" in ko.locator(".hw-coach-feedback").inner_text()
    assert ko.locator(".hw-coach-advice").inner_text().startswith("제안:")
    save_screenshot(page, "ko-dark-trump-after-a-different-bid", ko)
    _theme(page, "JupyterLab Light", True)
    save_screenshot(page, "ko-light-trump-after-a-different-bid", ko)
