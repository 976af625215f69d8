"""The table in front of a class (issue 18), in a real Chromium, in Voilà and in a
JupyterLab cell in simple interface mode, at 1280×720 and 1920×1080, in en, el and ko.

One notebook holds, per language, three tables: ``A`` projector size, open hands, in the
auction after West's bid (every seat's call showing); ``B`` projector size, open hands,
in play with a finished trick explained and two cards of the next trick down; ``C``
normal size, closed hands, in the auction. Each host runs it once (one kernel) and every
case below only resizes the window and scrolls a table into view, then reads bounding
boxes and computed styles in the page (``_MEASURE_JS``):

- the table's parts and controls lie inside the visible window (Voilà's page, Lab's
  notebook panel), with no scrolling;
- no card or label is clipped: no text overflows its box, nothing lies outside a box that
  clips it, and in a fan every card's corner (rank and suit) is uncovered;
- at 1920×1080 South's cards are at least 120 px wide and the others at least 90 px;
- every text has at least 7:1 contrast with what lies under it (its colour and the
  backgrounds under it composited, opacity included).

At 360 and 390 px wide (Voilà, a phone) every table is checked for clipping. Then, in
JupyterLab, the presenter's keys drive a table of two prepared deals: next move, undo,
restart, replay back and forth, next deal, with no notebook cell changed. Screenshots go
to ``test-artifacts/`` (named ``projector-<host>-<size>-<lang>``).
"""

from __future__ import annotations

import json
import shlex
import sys
import urllib.error

import pytest

from .conftest import _KERNEL_IDLE_JS, _RUN_ALL_JS, ARTIFACTS, REPO, _notebook_from_cells, kernel_exec
from .test_hosts import _outside, play_a_card_and_see_an_answer, requests_recorded, serving

LANGS = ("en", "el", "ko")
WIDE = {"1280x720": (1280, 720), "1920x1080": (1920, 1080)}
NARROW = {"360x800": (360, 800), "390x844": (390, 844)}

# Lesson 8's deal: North opens, East and South bid, West bids 4.
DEAL = """
N: A♥ K♣ Q♣ 9♠ 10♦ 9♦
E: Q♥ 10♥ A♣ 10♣ K♠ Q♠
S: J♥ J♦ 9♥ A♠ A♦ K♦
W: Joker K♥ J♣ 9♣ J♠ 10♠
widow: Q♦
dealer: W
"""
DEAL2 = """
N: 9♥ 10♥ 9♠ 10♠ 9♦ 10♦
E: Q♠ K♠ A♠ Q♦ K♦ A♦
S: J♥ J♦ A♥ K♥ Q♥ 9♣
W: 10♣ J♣ Q♣ K♣ A♣ J♠
widow: Joker
dealer: W
"""

SETUP = f"""
from hasen_widget import HasenWidget
DEAL = {DEAL!r}
DEAL2 = {DEAL2!r}

def table(lang, state, size="projector", open_hands=True):
    t = HasenWidget(deal=DEAL, seed=1, open_hands=open_hands, step=True, teacher=True, size=size, pace=0, lang=lang)
    t.step(); t.step()            # North bids 1, East 2
    t.act("bid 3"); t.step()      # West bids 4
    t.step(); t.step()            # North and East pass: South's turn again
    if state == "play":
        t.act("bid 5"); t.step()                         # West passes
        for d in ("trump ♦", "discard 9♥", "not alone"):
            t.act(d)
        t.step(); t.step(); t.act("play A♠"); t.step()   # trick 1 done
        t.next_hand()                                    # (go on from its linger)
        t.step(); t.step()                               # two cards of trick 2
    return t
"""


def _cells() -> list[str]:
    cells = [SETUP]
    for lang in LANGS:
        cells.append(f'A_{lang} = table("{lang}", "auction")\nA_{lang}')
        cells.append(f'B_{lang} = table("{lang}", "play")\nB_{lang}')
        cells.append(f'C_{lang} = table("{lang}", "auction", size="normal", open_hands=False)\nC_{lang}')
    return cells


def _keys_cell() -> str:
    return "K = HasenWidget(deals=[DEAL, DEAL2], seed=1, step=True, teacher=True, size='projector', pace=0, linger=0)\nK"


# Reads the table in window `idx` (document order of .hw-root) after scrolling it into view.
_MEASURE_JS = r"""
([idx, checkFit]) => {
  const root = document.querySelectorAll('.hw-root')[idx];
  const box = (e) => e.getBoundingClientRect();
  // The window the page scrolls in: Lab's notebook panel, or Voilà's page.
  let scroller = null;
  for (let n = root.parentElement; n && n !== document.body; n = n.parentElement) {
    const oy = getComputedStyle(n).overflowY;
    if ((oy === 'auto' || oy === 'scroll') && n.clientHeight > 0) scroller = n;  // the outermost
  }
  const sb = scroller ? box(scroller) : { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
  const win = { top: Math.max(sb.top, 0), left: Math.max(sb.left, 0), bottom: Math.min(sb.bottom, innerHeight), right: Math.min(sb.right, innerWidth) };
  const inside = (r, o, tol = 1) => r.left >= o.left - tol && r.right <= o.right + tol && r.top >= o.top - tol && r.bottom <= o.bottom + tol;
  const name = (e) => (e.className && e.className.baseVal === undefined ? '.' + String(e.className).trim().split(/\s+/).join('.') : e.tagName) + (e.dataset.card ? `[${e.dataset.card}]` : '') + (e.dataset.key ? `[${e.dataset.key}]` : '') + ' "' + (e.textContent || '').trim().slice(0, 30) + '"';
  const shown = (e) => { const r = box(e); const s = getComputedStyle(e); return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !e.closest('.hw-sr,[hidden]'); };
  const out = { rootTop: box(root).top, winTop: win.top, outside: [], clipped: [], covered: [], south: [], others: [], lowContrast: [], fontPx: parseFloat(getComputedStyle(root).fontSize) };
  // A null child once drew the word "null" under every table without a coach.
  out.nullText = [...root.querySelectorAll('.hw-body > *')].length !== root.querySelector('.hw-body').childNodes.length;
  if (checkFit) {
    // Rounded so a scroll offset of a fraction of a pixel does not count.
    const parts = root.querySelectorAll('.hw-status, .hw-count, .hw-table, .hw-seat, .hw-trick, .hw-me, .hw-panel-slot, .hw-score, .hw-explain .hw-h, .hw-expl, .hw-expl-empty, .hw-controls button, .hw-controls select');
    for (const p of parts) if (shown(p) && !inside(box(p), win, 2)) out.outside.push(name(p));
  }
  // Clipping: a text wider than its box (cut or ellipsised), or a part outside a box that clips it.
  const labels = root.querySelectorAll('.hw-card, .hw-rank, .hw-pip, .hw-seat-name, .hw-tags, .hw-call, .hw-trick-caption, .hw-btn, .hw-fact, .hw-count, .hw-panel-title, .hw-score-now > *, .hw-seat-picker');
  for (const e of labels) {
    if (!shown(e)) continue;
    const r = box(e);
    if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible') out.clipped.push('overflows: ' + name(e));
    if (r.left < -0.5 || r.right > innerWidth + 0.5) out.clipped.push('off the window: ' + name(e));
    // Up to the window the page scrolls in (being below its fold is the fit check's matter).
    for (let a = e.parentElement; a && a !== document.body && a !== scroller; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const ar = box(a);
      if (!inside(r, ar, 1)) { out.clipped.push('cut by ' + name(a).slice(0, 40) + ': ' + name(e)); break; }
    }
  }
  // A card's own text stays on the card (the Joker's name in Greek, say).
  for (const c of root.querySelectorAll('.hw-card:not(.hw-back)')) {
    if (!shown(c)) continue;
    for (const t of c.querySelectorAll('.hw-rank, .hw-pip')) if (!inside(box(t), box(c), 1)) out.clipped.push('off its card: ' + name(t));
  }
  // In a fan, the later cards lie over the earlier ones: each corner must stay uncovered.
  for (const fan of root.querySelectorAll('.hw-fan')) {
    const cards = [...fan.querySelectorAll(':scope > .hw-card')].filter(shown);
    cards.forEach((c, i) => {
      const rank = box(c.querySelector('.hw-rank'));
      for (const later of cards.slice(i + 1)) {
        const l = box(later);
        if (l.left < rank.right - 0.5 && l.right > rank.left + 0.5 && l.top < rank.bottom - 0.5 && l.bottom > rank.top + 0.5) { out.covered.push(name(c)); break; }
      }
    });
  }
  for (const c of root.querySelectorAll('.hw-hand .hw-card')) if (shown(c)) out.south.push(box(c).width);
  for (const c of root.querySelectorAll('.hw-seat .hw-card, .hw-trick .hw-card')) if (shown(c)) out.others.push(box(c).width);
  // Contrast: each text's colour, faded by every opacity above it, on the backgrounds under it.
  const rgba = (s) => { const m = s.match(/[\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
  const over = (top, under) => { const a = top[3]; return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat([1]); };
  const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const bgUnder = (e) => {
    const layers = [];
    for (let a = e; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.backgroundImage !== 'none') return null; // a pattern (card backs): no text there
      const c = rgba(s.backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    let bg = [255, 255, 255, 1];
    for (const l of layers.reverse()) bg = over(l, bg);
    return bg;
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const e = t.parentElement;
    if (!t.textContent.trim() || seen.has(e) || !shown(e) || e.closest('select')) continue;
    seen.add(e);
    let opacity = 1;
    for (let a = e; a; a = a.parentElement) opacity *= Number(getComputedStyle(a).opacity);
    const bg = bgUnder(e);
    if (!bg) continue;
    const fg = rgba(getComputedStyle(e).color);
    const text = over([fg[0], fg[1], fg[2], fg[3] * opacity], bg);
    const [hi, lo] = [lum(text), lum(bg)].sort((x, y) => y - x);
    const ratio = (hi + 0.05) / (lo + 0.05);
    if (ratio < 7) out.lowContrast.push(`${ratio.toFixed(2)}: ${name(e)}`);
    out.minContrast = Math.min(out.minContrast ?? 99, ratio);
  }
  return out;
}
"""


def _table_indexes(page) -> dict[str, int]:
    """Which .hw-root is which table: by its language and size and open hands, in order."""
    roots = page.evaluate(
        "() => [...document.querySelectorAll('.hw-root')].map(r => [r.getAttribute('lang'), r.className])"
    )
    found: dict[str, int] = {}
    counts: dict[str, int] = {}
    for i, (lang, cls) in enumerate(roots):
        kind = "C" if "hw-size-normal" in cls else None
        if kind is None:
            n = counts.get(lang, 0)
            counts[lang] = n + 1
            kind = "AB"[n] if n < 2 else "K"
        found[f"{kind}_{lang}"] = i
    return found


def _measure(page, idx: int, *, fit: bool) -> dict:
    """Scroll table ``idx`` to the top of the window and measure it (again if JupyterLab
    scrolled the notebook meanwhile, as it does when an output arrives)."""
    for _ in range(4):
        page.evaluate("(i) => document.querySelectorAll('.hw-root')[i].scrollIntoView({block: 'start'})", idx)
        # A resize or scroll reaches the layout in the next frame or two: wait for two frames.
        page.evaluate("() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)))")
        m = page.evaluate(_MEASURE_JS, [idx, fit])
        if abs(m["rootTop"] - m["winTop"]) < 3:
            return m
    return m


def _record(where: str, m: dict) -> None:
    """The figures behind a case, kept in test-artifacts/projector-figures.jsonl for a reader."""
    ARTIFACTS.mkdir(exist_ok=True)
    row = {
        "case": where,
        "font_px": m["fontPx"],
        "south_min_px": min(m["south"], default=None),
        "others_min_px": min(m["others"], default=None),
        "min_contrast": round(m.get("minContrast", 0), 2),
    }
    with open(ARTIFACTS / "projector-figures.jsonl", "a", encoding="utf-8") as out:
        out.write(json.dumps(row) + "\n")


def _shot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"projector-{name}.png"))


def _wait_for_tables(page, count: int) -> None:
    page.wait_for_function(
        "(n) => [...document.querySelectorAll('.hw-root')].filter(r => r.dataset.phase).length >= n",
        arg=count,
        timeout=120_000,
    )


@pytest.fixture(scope="module")
def voila_page(browser_context, tmp_path_factory):
    base = tmp_path_factory.mktemp("voila-projector")
    root = base / "nb"
    root.mkdir()
    nb = _notebook_from_cells(_cells())
    nb["metadata"]["voila"] = {"template": "hasen"}
    (root / "projector.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    cmd = [
        sys.executable,
        "-m",
        "voila",
        str(root / "projector.ipynb"),
        "--no-browser",
        "--port={port}",
        "--Voila.ip=127.0.0.1",
    ]
    with serving(cmd, base, cwd=root) as url:
        page = browser_context.new_page()
        try:
            page.set_viewport_size({"width": 1920, "height": 1080})
            page.goto(url, timeout=120_000)
            _wait_for_tables(page, 9)
            yield page
        finally:
            page.close()


@pytest.fixture(scope="module")
def lab_page(browser_context, lab_server):
    nb = _notebook_from_cells([*_cells(), _keys_cell()])
    fname = "projector.ipynb"
    (lab_server.root / fname).write_text(json.dumps(nb), encoding="utf-8")
    page = browser_context.new_page()
    try:
        page.set_viewport_size({"width": 1920, "height": 1080})
        page.goto(f"{lab_server.url}/lab/tree/{fname}?reset", timeout=90_000)
        page.wait_for_function(_KERNEL_IDLE_JS, arg=fname, timeout=90_000, polling=100)
        # Simple interface mode, the file browser closed: what a teacher shows a room.
        page.evaluate(
            "() => { const s = window.jupyterapp.shell; s.mode = 'single-document'; s.collapseLeft(); }"
        )
        assert page.evaluate(_RUN_ALL_JS, 120_000) == []
        _wait_for_tables(page, 10)
        yield page
    finally:
        page.close()
        try:
            for session in lab_server.api("/api/sessions") or []:
                lab_server.api(f"/api/sessions/{session['id']}", method="DELETE")
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass  # the server shuts every kernel down when it stops


def _assert_table(m: dict, where: str, *, fit: bool, big: bool) -> None:
    assert not m["nullText"], (where, "a stray text under the table")
    if fit:
        assert not m["outside"], (where, "outside the window", m["outside"], m["fontPx"])
    assert not m["clipped"], (where, m["clipped"])
    assert not m["covered"], (where, "corner covered", m["covered"])
    if fit:
        assert not m["lowContrast"], (where, "contrast below 7:1", m["lowContrast"])
    if big:
        assert m["south"] and min(m["south"]) >= 120, (where, m["south"])
        assert m["others"] and min(m["others"]) >= 90, (where, m["others"])


@pytest.mark.parametrize("host", ["voila", "lab"])
@pytest.mark.parametrize("size", list(WIDE))
@pytest.mark.parametrize("lang", LANGS)
def test_the_projector_table_fits_one_screen_and_reads_from_the_back(request, host, size, lang):
    page = request.getfixturevalue(f"{host}_page")
    w, h = WIDE[size]
    page.set_viewport_size({"width": w, "height": h})
    tables = _table_indexes(page)
    for kind in ("A", "B", "C"):
        m = _measure(page, tables[f"{kind}_{lang}"], fit=kind != "C")
        if kind == "B":
            _shot(page, f"{host}-{size}-{lang}")
        _record(f"{host} {size} {kind}_{lang}", m)
        _assert_table(
            m, f"{host} {size} {kind}_{lang}", fit=kind != "C", big=kind != "C" and size == "1920x1080"
        )


@pytest.mark.parametrize("size", list(NARROW))
def test_no_card_or_label_is_cut_on_a_phone(voila_page, size):
    w, h = NARROW[size]
    voila_page.set_viewport_size({"width": w, "height": h})
    tables = _table_indexes(voila_page)
    for key, idx in tables.items():
        m = _measure(voila_page, idx, fit=False)
        if key == "A_el" or (key == "B_ko" and w == 390):
            _shot(voila_page, f"voila-{size}-{key}")
        _assert_table(m, f"{size} {key}", fit=False, big=False)
    voila_page.set_viewport_size({"width": 1920, "height": 1080})


_CELLS_JS = """() => window.jupyterapp.shell.currentWidget.content.widgets.map(
    (c) => [c.model.type, c.model.sharedModel.getSource()])"""


def test_the_presenters_keys_drive_a_whole_hand_and_change_no_cell(lab_page):
    page = lab_page
    page.set_viewport_size({"width": 1280, "height": 720})
    idx = _table_indexes(page)["K_en"]
    root = page.locator(".hw-root").nth(idx)
    cells = page.evaluate(_CELLS_JS)

    def py(expr: str) -> str:
        return kernel_exec(page, f"print({expr})").strip()

    # Without the focus the keys are the notebook's: the table does not move.
    page.locator(".jp-Notebook .jp-Cell").first.locator(".jp-InputPrompt").click()
    page.keyboard.press("PageDown")
    page.keyboard.press("End")
    page.wait_for_timeout(300)
    assert py("K.game.history") == "[]"
    root.scroll_into_view_if_needed()
    root.evaluate("r => r.focus()")

    def press(key: str) -> None:
        """Press a key on the table and wait until Python's answer is drawn."""
        draws = root.get_attribute("data-draws")
        page.keyboard.press(key)
        page.wait_for_function(
            "([r, n]) => r.dataset.draws !== n", arg=[root.element_handle(), draws], timeout=20_000
        )
        assert root.evaluate("r => r.contains(document.activeElement)"), f"{key} took the focus off the table"

    first_south = py("sorted(map(str, K.game.hands['S']))")
    press("PageDown")
    press("PageDown")
    assert py("K.game.history") == "['bid 1', 'bid 2']"  # North and East, one key each
    press("PageDown")  # South's turn: the hint first…
    hinted = py("K.hint_text['action']")
    press("PageDown")  # …then the hinted move
    assert py("K.game.history[2]") == hinted
    press("PageUp")  # undo: back to South's decision
    assert py("len(K.game.history)") == "2"
    for _ in range(150):  # the whole hand, with one key
        if py("K.settings['stage']") == "hand_over":
            break
        press("PageDown")
    assert py("len(K.game.hand_results)") == "1"
    # Replay with the keys: into the finished hand, a trick back, a card back, out again.
    press("r")
    assert py("K.settings['stage']") == "replay"
    last = int(py("K.replay_state['position']"))
    press("PageUp")
    trick_pos = int(py("K.replay_state['position']"))
    assert trick_pos < last and py("K.replay_state['trick']['number']") in ("5", "6")
    press("ArrowLeft")
    assert int(py("K.replay_state['position']")) == trick_pos - 1
    press("Escape")
    assert py("K.settings['stage']") == "hand_over"
    # Restart: the same deal from its first bid.
    press("Home")
    assert py("K.game.history") == "[]"
    assert py("sorted(map(str, K.game.hands['S']))") == first_south
    # Next deal: the prepared deal on the table is started and unfinished, so the teacher is asked first.
    press("PageDown")
    press("End")
    question = root.locator(".hw-question")
    question.wait_for()
    question.locator('button[data-key="confirm-yes"]').focus()
    press("Enter")
    assert py("K.settings['deals']['index']") == "1"
    assert py("sorted(map(str, K.game.hands['S']))") == str(sorted(["J♥", "J♦", "A♥", "K♥", "Q♥", "9♣"]))
    # No key reached the notebook: the same cells, in the same order, with the same text.
    assert page.evaluate(_CELLS_JS) == cells


def _readme_projector_command() -> list[str]:
    """The command of the README's projector recipe, word for word."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## Teaching from a projector", 1)[1].split("\n## ", 1)[0]
    block = section.split("```bash", 1)[1].split("```", 1)[0]
    (line,) = [ln.strip() for ln in block.splitlines() if ln.strip().startswith("voila ")]
    return shlex.split(line)


def test_lesson_8_in_voila_is_an_offline_app_at_its_first_bid_plays_through_and_replays_by_trick(
    browser_context, tmp_path, save_screenshot
):
    # Exactly the README's command, in the checkout (its voila.json names the offline
    # template). One Voila server for the app's checks (tests/browser/test_hosts.py's
    # Voila test, folded in here) and the projector's.
    words = _readme_projector_command()
    assert words[:2] == ["voila", "notebooks/08_teacher.ipynb"], words
    cmd = [sys.executable, "-m", *words, "--no-browser", "--port={port}", "--Voila.ip=127.0.0.1"]
    with serving(cmd, tmp_path, cwd=REPO) as url, requests_recorded(browser_context) as seen:
        page = browser_context.new_page()
        try:
            page.set_viewport_size({"width": 1920, "height": 1080})
            page.goto(url, timeout=120_000)
            _wait_for_tables(page, 1)
            root = page.locator(".hw-root").first
            # No code cells: an app, not a notebook; the lesson's words stay.
            assert page.get_by_text("from hasen_widget import").count() == 0
            assert page.locator(".jp-CodeMirrorEditor, .jp-InputArea-editor").count() == 0
            assert page.get_by_text("The teacher's notebook").count()
            assert "hw-size-projector" in root.get_attribute("class")
            save_screenshot(page, "1-table", root)
            # A fresh prepared deal at its first bid: North to speak, no call made, no result.
            assert root.get_attribute("data-phase") == "auction"
            assert root.locator(".hw-call").count() == 0 and root.locator(".hw-result").count() == 0
            assert root.locator('.hw-seat[data-seat="N"].hw-to-move').count() == 1
            m = _measure(page, 0, fit=True)
            _shot(page, "voila-lesson8-first-bid")
            _assert_table(m, "lesson 8", fit=True, big=True)
            # The learner plays a card by clicking it, and a computer player answers.
            play_a_card_and_see_an_answer(page, step=True)
            save_screenshot(page, "2-played", root)
            save_screenshot(page, "3-page")
            root.evaluate("r => r.focus()")

            def press(key: str) -> None:
                draws = root.get_attribute("data-draws")
                page.keyboard.press(key)
                page.wait_for_function(
                    "([r, n]) => r.dataset.draws !== n", arg=[root.element_handle(), draws], timeout=20_000
                )

            # The remote alone steps through the rest of the hand.
            for _ in range(150):
                if root.get_attribute("data-stage") == "hand_over":
                    break
                press("PageDown")
            assert root.get_attribute("data-stage") == "hand_over"
            _shot(page, "voila-lesson8-hand-over")
            # The end-of-hand box's cards are projector-sized too (they were 31 px).
            minis = root.evaluate(
                "r => [...r.querySelectorAll('.hw-result .hw-mini')].map(c => c.getBoundingClientRect().width)"
            )
            assert minis and min(minis) >= 55, minis
            # Then the replay, trick by trick from the deal: each trick whole, its winner marked.
            press("r")
            press("Home")
            tricks = []
            for _ in range(12):
                press("PageDown")
                cards = root.evaluate(
                    "r => [...r.querySelectorAll('.hw-trick [data-card]')].map(c => c.dataset.card)"
                )
                # (three cards when a side went alone, two when a defender also did)
                if len(cards) >= 2 and root.locator(".hw-trick .hw-winner").count() == 1:
                    if not tricks or tricks[-1] != cards:
                        tricks.append(cards)
                if len(tricks) == 3:
                    _shot(page, "voila-lesson8-replay-trick-3")
                if root.locator('button[data-key="replay-trick_forward"][disabled]').count():
                    break
            assert len(tricks) == 6, tricks
            assert len({c for t in tricks for c in t}) == sum(map(len, tricks)) >= 12
            assert len({len(t) for t in tricks}) == 1  # the same seats play every trick
            assert root.locator('button[data-key="replay-move_forward"][disabled]').count() == 1  # at the end
            press("Escape")
            assert root.get_attribute("data-stage") == "hand_over"
        finally:
            page.close()
    assert seen and not _outside(seen), _outside(seen)
