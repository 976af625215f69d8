"""Screenshots of every phase of the table in English, Greek and Korean, light and dark,
normal and projector size (test-artifacts/table-phase-*.png), with the checks a reader
of them would make: seat names and tags on one line, the Joker's name translated, no
Korean word broken, the hand's box the same in every language."""

from __future__ import annotations

DEAL = (
    "N: 9H TH 9S TS 9D TD E: QS KS AS QD KD AD "
    "S: JH JD AH KH QH 9C W: TC JC QC KC AC JS widow: Joker dealer: W"
)
SETUP_A = f"from hasen_widget import HasenWidget\nwa = HasenWidget(seed=5, deal={DEAL!r}, pace=0)\nwa"
SETUP_B = "wb = HasenWidget(seed=3, pace=0, linger=10)\nwb"
LANGS = ("en", "el", "ko")
SIZES = ("normal", "projector")
THEMES = ("JupyterLab Light", "JupyterLab Dark")
JOKER = {"en": "Joker", "el": "Τζόκερ", "ko": "조커"}


def _theme(page, theme):
    page.evaluate("(t) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})", theme)
    light = "true" if "Light" in theme else "false"
    page.wait_for_function("(l) => document.body.dataset.jpThemeLight === l", arg=light, timeout=20_000)
    page.wait_for_timeout(300)


def _shoot_all(page, kernel_exec, save_screenshot, name, index, phase):
    root = page.locator(".hw-root").nth(index)
    boxes = {}
    for theme in THEMES:
        _theme(page, theme)
        for lang in LANGS:
            for size in SIZES:
                kernel_exec(page, f"{name}.lang = {lang!r}; {name}.size = {size!r}")
                page.wait_for_function(
                    "([i, l, s]) => { const r = document.querySelectorAll('.hw-root')[i];"
                    " return r && r.getAttribute('lang') === l && r.classList.contains('hw-size-' + s)"
                    " && r.dataset.phase; }",
                    arg=[index, lang, size],
                )
                root.scroll_into_view_if_needed()
                tag = f"{phase}-{lang}-{'dark' if 'Dark' in theme else 'light'}-{size}"
                save_screenshot(page, tag, root)
                # Seat names and their tags are never cut; across the top and in the
                # learner's own seat they stay on one line, in a side seat's narrow
                # column they may take two (a lone hand's "deals, sits out" in Greek does).
                heights = root.evaluate(
                    "r => [...r.querySelectorAll('.hw-seat-name')].map(e => [e.scrollWidth <= e.clientWidth + 1,"
                    " e.getBoundingClientRect().height, !!e.closest('.hw-at-left, .hw-at-right')])"
                )
                line = root.evaluate("r => parseFloat(getComputedStyle(r).fontSize) * 1.6")
                assert all(fits and h <= line * (2 if side else 1) for fits, h, side in heights), (
                    tag,
                    heights,
                )
                # The end-of-hand moment shows its "Next hand" button whole.
                if phase.endswith("hand-over"):
                    inside = root.evaluate(
                        "r => { const b = r.querySelector('.hw-next').getBoundingClientRect();"
                        " const p = r.querySelector('.hw-result').getBoundingClientRect();"
                        " return b.bottom <= p.bottom + 1 && b.top >= p.top; }"
                    )
                    assert inside, tag
                if lang == "ko":
                    assert root.evaluate("r => getComputedStyle(r).wordBreak") == "keep-all"
                jokers = root.evaluate(
                    "r => [...r.querySelectorAll('[data-card=\"Joker\"] .hw-pip')].map(e => e.textContent)"
                )
                assert all(j == JOKER[lang] for j in jokers), (tag, jokers)
                hand = root.evaluate(
                    "r => { const b = r.querySelector('.hw-hand').getBoundingClientRect(); return [b.y - r.getBoundingClientRect().y, b.height]; }"
                )
                boxes.setdefault((theme, size), set()).add(tuple(round(x) for x in hand))
    # The hand sits at the same place whatever the language's words.
    for key, seen in boxes.items():
        assert len(seen) == 1, (phase, key, seen)
    kernel_exec(page, f"{name}.lang = 'en'; {name}.size = 'normal'")


def test_every_phase_in_three_languages_two_themes_two_sizes(open_notebook, kernel_exec, save_screenshot):
    page = open_notebook([SETUP_A, SETUP_B])
    page.locator(".hw-root").nth(1).wait_for()
    shots = []
    for phase, action in (
        ("auction", None),
        ("trump", "bid 6"),
        ("discard", "trump ♥"),
        ("alone", "discard 9♣"),
    ):
        if action:
            kernel_exec(page, f"wa.act({action!r})")
        _shoot_all(page, kernel_exec, save_screenshot, "wa", 0, f"table-phase-{len(shots) + 1}-{phase}")
        shots.append(phase)
    # wb: South passes; play until a computer player's trick lingers, with an error shown.
    kernel_exec(page, "wb.act('pass')")
    for _ in range(40):
        stage = kernel_exec(page, "print(wb.table.stage, wb.game.to_move)").split()
        if stage[0] == "linger":
            break
        if stage[1] == "S":
            kernel_exec(
                page,
                "v = wb.view\nbad = [c for c in v['hand'] if 'play ' + c not in v['legal']]\n"
                "wb.table.act(v['legal'][0], from_page=True)",
            )
        page.wait_for_timeout(300)
    assert kernel_exec(page, "print(wb.table.stage)").strip() == "linger"
    _shoot_all(page, kernel_exec, save_screenshot, "wb", 1, "table-phase-5-linger")
    # A refused card in the middle of the hand: the error has its own place.
    kernel_exec(page, "wb.linger = 0\nwb.next_hand()")
    page.wait_for_timeout(300)
    kernel_exec(
        page,
        "v = wb.view\nbad = [c for c in v['hand'] if 'play ' + c not in v['legal']]\n"
        "try:\n    wb.act('play ' + (bad or ['A♣'])[0])\nexcept Exception:\n    pass",
    )
    _shoot_all(page, kernel_exec, save_screenshot, "wb", 1, "table-phase-6-play-error")
    kernel_exec(
        page,
        "while wb.table.stage != 'hand_over':\n"
        "    wb.act(wb.view['legal'][0]) if wb.game.to_move == 'S' else wb.step()",
    )
    _shoot_all(page, kernel_exec, save_screenshot, "wb", 1, "table-phase-7-hand-over")
    kernel_exec(page, "wb.next_hand()")
    _shoot_all(page, kernel_exec, save_screenshot, "wb", 1, "table-phase-8-next-hand")
    _theme(page, "JupyterLab Light")
