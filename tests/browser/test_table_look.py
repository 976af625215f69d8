"""How the table looks and speaks in JupyterLab: themes, projector size, four colours,
open hands, step mode, unplayable cards explained, screen-reader words, reduced motion.
"""

from __future__ import annotations

import re

SCRIPTED = '''
from hasen_widget import HasenWidget
from hasen_widget.players import Decision

class Scripted:
    """Says what it is told when it may, else the first legal action."""
    def __init__(self, actions):
        self.actions = list(actions)
    def decide(self, view):
        if self.actions and self.actions[0] in view["legal"]:
            return Decision(self.actions.pop(0), None)
        return Decision(view["legal"][0], None)

deal = ("N: AS KS QS JS 9D TD E: AH KH QH TH 9S TS "
        "S: JD AC KC QC JC TC W: AD KD QD 9H 9C JH widow: Joker dealer: N")
east = Scripted(["bid 1", "trump ♥", "discard 9♠", "not alone", "play A♥"])
w = HasenWidget(seed=1, pace=0, deal=deal, players={"E": east, "W": Scripted([]), "N": Scripted([])})
w.act("pass")
w
'''


def test_unplayable_cards_say_why_to_eye_and_screen_reader(open_notebook, save_screenshot):
    page = open_notebook([SCRIPTED])
    root = page.locator(".hw-root")
    root.wait_for()
    page.wait_for_selector(".hw-hand button.hw-playable")
    left_bower = root.locator('.hw-hand button[data-card="J♦"]')
    assert left_bower.get_attribute("aria-label") == "Jack of diamonds, left bower"
    assert left_bower.get_attribute("aria-disabled") is None
    club = root.locator('.hw-hand button[data-card="K♣"]')
    assert club.get_attribute("aria-disabled") == "true"
    why_id = club.get_attribute("aria-describedby")
    why = root.locator(f"#{why_id}").inner_text()
    assert "J♦" in why and why == club.get_attribute("title")  # the same words on hover
    club.hover()
    save_screenshot(page, "unplayable", root)
    # Chosen anyway: Python refuses it, visibly, and nothing is played.
    club.click(force=True)  # aria-disabled, yet a person can still click it
    alert = root.locator(".hw-error")
    alert.wait_for()
    assert "J♦" in alert.inner_text()
    assert root.locator('.hw-trick [data-card="K♣"]').count() == 0
    # The legal card is played and announced to screen readers.
    page.evaluate(
        """() => { window.__spoken = [];
            new MutationObserver(() => window.__spoken.push(document.querySelector('.hw-live').textContent))
              .observe(document.querySelector('.hw-live'), {childList: true, characterData: true, subtree: true}); }"""
    )
    left_bower.click()
    page.wait_for_function("() => window.__spoken.some(t => t.includes('South played') && t.includes('J♦'))")
    assert root.locator(".hw-live").get_attribute("aria-live") == "polite"


def test_dark_theme_projector_four_colours_open_hands(open_notebook, save_screenshot):
    page = open_notebook(
        [
            "from hasen_widget import HasenWidget\n"
            "w = HasenWidget(seed=4, pace=0, step=True, teacher=True, open_hands=True,"
            " size='projector', four_colour=True)\nw"
        ]
    )
    root = page.locator(".hw-root")
    root.wait_for()
    light_bg = root.evaluate("e => getComputedStyle(e).backgroundColor")
    page.evaluate(
        "() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})"
    )
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=20_000)
    page.wait_for_timeout(500)
    dark_bg = root.evaluate("e => getComputedStyle(e).backgroundColor")
    assert dark_bg != light_bg
    r, g, b = map(int, re.findall(r"\d+", dark_bg)[:3])
    assert r + g + b < 200  # a dark background from --jp-layout-color1
    # The projector size fills the window it is given (test_projector.py checks the fit):
    # larger than the normal size's 13px.
    assert float(root.evaluate("e => getComputedStyle(e).fontSize").removesuffix("px")) > 16
    # Open hands: every seat's cards are face up for the teacher.
    assert root.locator(".hw-seat .hw-card:not(.hw-back)").count() >= 15
    # Four colours: clubs and diamonds get their own colour, hearts stay red.
    colours = {
        s: root.locator(f".hw-card.hw-suit-{s}").first.evaluate("e => getComputedStyle(e).color")
        for s in "CDH"
        if root.locator(f".hw-card.hw-suit-{s}").count()
    }
    assert len(set(colours.values())) == len(colours)
    save_screenshot(page, "dark-projector-open", root)
    # The teacher seats the learner elsewhere: East's cards at the bottom, South a computer player.
    root.locator("select.hw-seat-picker").select_option("E")
    page.wait_for_selector('.hw-me[data-seat="E"]')
    save_screenshot(page, "seat-east", root)
    # Step mode: the teacher advances the computer players one move at a time.
    before = page.locator(".hw-moves li").count()
    step = root.locator('button[data-key="step"]').first
    assert step.is_enabled()  # South is a computer player now
    step.click()
    page.wait_for_function("(n) => document.querySelectorAll('.hw-moves li').length > n", arg=before)
    page.evaluate(
        "() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Light'})"
    )


def test_reduced_motion_is_respected(open_notebook):
    page = open_notebook(["from hasen_widget import HasenWidget\nHasenWidget(seed=4, pace=0)"])
    root = page.locator(".hw-root")
    root.wait_for()
    card = root.locator(".hw-hand button.hw-card").first
    assert card.evaluate("e => getComputedStyle(e).transitionDuration") != "0s"
    page.emulate_media(reduced_motion="reduce")
    assert card.evaluate("e => getComputedStyle(e).transitionDuration") == "0s"


def test_computer_moves_are_paced_in_the_kernel(open_notebook, kernel_exec):
    deal = "N: 9H TH 9S TS 9D TD E: QS KS AS QD KD AD S: JH JD AH KH QH 9C W: TC JC QC KC AC JS widow: Joker dealer: W"
    page = open_notebook(
        [f"from hasen_widget import HasenWidget\nw = HasenWidget(seed=5, deal={deal!r}, pace=0.4)\nw"]
    )
    root = page.locator(".hw-root")
    root.wait_for()
    # West dealt: North, then East, bid before South, each after the pace.
    assert kernel_exec(page, "print(len(w.game.history))").strip() in ("0", "1")
    page.wait_for_selector(".hw-root .hw-panel.hw-bidding", timeout=10_000)
    assert kernel_exec(page, "print(len(w.game.history), w.game.to_move)").split() == ["2", "S"]
