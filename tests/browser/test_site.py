"""The course as a static site (JupyterLite, Pyodide) in Chromium, served on 127.0.0.1 only.

The site is built once per run (``python -m hasen_widget site build``, into a temporary
folder; ``HASEN_WIDGET_TEST_SITE`` names one built earlier in the same run, as
``scripts/test.sh`` does for the Pyodide engine tests). Lesson 1 is opened at the
server's root, lessons 2 and 6 under ``/course/`` (a sub-path, as on a project page);
lesson 6 comes after lesson 2 from the same sub-path, so it loads from the browser's
cache (a second visit). Every request of the pages and their workers is recorded at the
browser-context level; any to another host fails the test. Screenshots go to
test-artifacts/.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

# Service workers' requests reach Playwright's context-level events only with this set,
# and it must be set before the browser fixture starts Playwright (collection is earlier).
os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")

import site_course  # noqa: E402  (tests/site_course.py)

from .conftest import _KERNEL_IDLE_JS, _RUN_ALL_JS, kernel_exec  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
LESSON_1 = "01_deck_and_order.ipynb"
LESSON_2 = "02_who_wins_a_trick.ipynb"
LESSON_6 = "06_full_match.ipynb"

# From the notebook's model (JupyterLite draws only the cells in view): each cell's
# source and the text its outputs printed.
_CELLS_JS = """() => window.jupyterapp.shell.currentWidget.content.widgets.map(c => ({
    source: c.model.sharedModel.getSource(),
    text: c.model.type === 'code' ? c.model.outputs.toJSON().map(o =>
        o.output_type === 'stream' ? [].concat(o.text).join('') : '').join('') : ''}))"""
_DIRTY_JS = "() => window.jupyterapp.shell.currentWidget.context.model.dirty"
# Close the lesson as its tab's x does; a dialog ("Save changes?") would keep it open.
_CLOSE_JS = """async () => { const w = window.jupyterapp.shell.currentWidget; w.close();
    for (let i = 0; i < 50 && !w.isDisposed && !document.querySelector('.jp-Dialog'); i++)
        await new Promise((r) => setTimeout(r, 100));
    const dialog = document.querySelector('.jp-Dialog');
    return {closed: w.isDisposed, asked: dialog && dialog.innerText}; }"""
_SCROLL_TO_JS = """async (i) => { const nb = window.jupyterapp.shell.currentWidget.content;
    nb.activeCellIndex = i; await nb.scrollToItem(i, 'start'); }"""


@pytest.fixture(scope="session")
def course_site(tmp_path_factory) -> Path:
    """The built site: the one ``HASEN_WIDGET_TEST_SITE`` names (scripts/test.sh builds
    it with site_course.py), else built now the same way, with the command a teacher
    runs: the lessons and a teacher's folder holding a ``.pytest_cache/``."""
    given = os.environ.get("HASEN_WIDGET_TEST_SITE")
    if given:
        return Path(given)
    out = tmp_path_factory.mktemp("site") / "site"
    run = site_course.build(out)
    assert run.returncode == 0, run.stderr[-3000:]
    assert f"python -m http.server --directory {out} --bind 127.0.0.1" in run.stdout
    return out


@pytest.fixture(scope="module")
def site_server(course_site):
    from site_server import serve_site

    with serve_site(course_site) as server:
        yield server


class RequestLog:
    """Every request the context's pages, workers and service workers make."""

    def __init__(self) -> None:
        self.urls: list[str] = []

    def __call__(self, request) -> None:
        self.urls.append(request.url)

    def foreign(self) -> list[str]:
        return [
            u
            for u in self.urls
            if not u.startswith(("data:", "blob:")) and urlparse(u).hostname != "127.0.0.1"
        ]


@pytest.fixture(scope="module")
def request_log(browser_context):
    log = RequestLog()
    browser_context.on("request", log)
    yield log
    browser_context.remove_listener("request", log)


def open_lesson(context, url: str, path: str, timeout: float = 240) -> tuple:
    """Open ``url`` (a lesson of the site), wait for its kernel, run all cells; returns
    ``(page, seconds to a running kernel, seconds to all cells run)``."""
    page = context.new_page()
    page.set_default_timeout(timeout * 1000)
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_function(_KERNEL_IDLE_JS, arg=path, timeout=timeout * 1000, polling=100)
    ready = time.perf_counter() - start
    page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    errors = page.evaluate(_RUN_ALL_JS, int(timeout * 1000))
    assert not errors, f"{path}: a cell raised: {'; '.join(errors)}"
    page.set_default_timeout(30_000)
    return page, ready, time.perf_counter() - start


def _printed_by_lesson(lesson: str) -> list[str]:
    """The text each cell of ``notebooks/<lesson>`` printed when it was executed (stored)."""
    nb = json.loads((REPO / "notebooks" / lesson).read_text(encoding="utf-8"))
    out = []
    for cell in nb["cells"]:
        texts = [o for o in cell.get("outputs", []) if o.get("output_type") == "stream"]
        out.append("".join("".join(o["text"]) for o in texts) if cell["cell_type"] == "code" else "")
    return out


def lesson_url(server, lesson: str, sub_path: bool) -> str:
    return server.url(("course/" if sub_path else "") + f"lab/index.html?path={lesson}")


def _no_foreign_requests(log: RequestLog) -> None:
    assert log.urls, "the request log saw nothing: it is not listening"
    assert not log.foreign(), f"requests left 127.0.0.1: {log.foreign()[:5]}"


# What a kernel's random generator gives first, by lesson: every kernel starts from the
# same snapshot of Python's memory, and must still deal its own cards.
_FIRST_RANDOM: dict[str, str] = {}
_RANDOM = "import random; print(random.random())"


def test_lesson_1_draws_the_cards_in_the_browser(browser_context, site_server, request_log, save_screenshot):
    said: list[str] = []
    browser_context.on("console", lambda m: said.append(m.text))
    page, ready, done = open_lesson(browser_context, lesson_url(site_server, LESSON_1, False), LESSON_1)
    print(f"lesson 1, first visit: kernel {ready:.1f} s, all cells {done:.1f} s")
    cells = page.evaluate(_CELLS_JS)
    # The site's copy says where it runs, in one line after the title.
    assert "runs in your browser" in cells[1]["source"]
    # The 25 cards of the first output, drawn as cards (not text).
    deck = next(i for i, c in enumerate(cells) if "show_cards(DECK" in c["source"])
    page.evaluate(_SCROLL_TO_JS, deck)
    drawn = page.locator(".jp-Cell").filter(has_text="The 25 cards").locator(".hwd-card")
    drawn.first.wait_for()
    assert drawn.count() == 25
    # What Python printed (explanations in English and Greek, Babel's trimmed locale data
    # at work) is what nbval checks the lesson prints under CPython.
    assert _printed_by_lesson(LESSON_1) == [c["text"] for c in cells[:1] + cells[2:]]
    assert any("Ατού μπαστούνι" in c["text"] for c in cells)  # lesson 1 prints a Greek ladder
    save_screenshot(page, "lesson1-cards")
    # The kernel's worker starts Python from the site's snapshot (the log sees worker
    # requests too), not from the wheels, which stay in the site for a plain start.
    assert any(u.endswith("static/pyodide/hasen-snapshot-memory.zst") for u in request_log.urls)
    assert any(u.endswith("static/pyodide/pyodide.asm.wasm.zst") for u in request_log.urls)
    assert not any(u.endswith((".whl", "/pyodide.asm.wasm")) for u in request_log.urls)
    assert any("restored from the site's snapshot" in t for t in said), said[-20:]
    assert not any("without the site's snapshot" in t for t in said)
    _FIRST_RANDOM[LESSON_1] = kernel_exec(page, _RANDOM)
    # Opened and run, the lesson is not "modified": closing it asks nothing.
    assert page.evaluate(_DIRTY_JS) is False
    closed = page.evaluate(_CLOSE_JS)
    assert closed == {"closed": True, "asked": None}, closed
    _no_foreign_requests(request_log)
    page.close()


def test_lesson_2_a_quiz_answered_by_click_is_explained(
    browser_context, site_server, request_log, save_screenshot
):
    page, ready, done = open_lesson(browser_context, lesson_url(site_server, LESSON_2, True), LESSON_2)
    print(f"lesson 2 under {site_server.url('course/')}: kernel {ready:.1f} s, all cells {done:.1f} s")
    quiz = page.locator(".hwq").first
    quiz.wait_for()
    winner = kernel_exec(page, "q = quiz.current; print(q.cards[q.winner])").strip()
    quiz.locator(f'button[data-card="{winner}"]').click()
    status = quiz.get_by_role("status")
    status.locator("li").first.wait_for()
    assert "Right" in status.inner_text(), status.inner_text()
    assert kernel_exec(page, "print(quiz.tally['right'])").strip() == "1"
    # Lesson 1's kernel (the test above) started from the same snapshot: its generator was
    # seeded afresh all the same.
    assert kernel_exec(page, _RANDOM) != _FIRST_RANDOM[LESSON_1]
    quiz.scroll_into_view_if_needed()
    save_screenshot(page, "lesson2-quiz-answered", quiz)
    _no_foreign_requests(request_log)
    page.close()


# Cards the computer players have played in this hand, from the learner's own view.
_COMPUTER_PLAYS = (
    "v = table.view; print(sum(s != 'S' for t in v['tricks'] for s, _ in t['plays'])"
    " + sum(s != 'S' for s, _ in v['current_trick']))"
)


def test_lesson_6_the_learner_plays_and_the_computer_answers(
    browser_context, site_server, request_log, save_screenshot
):
    page, ready, done = open_lesson(browser_context, lesson_url(site_server, LESSON_6, True), LESSON_6)
    print(f"lesson 6, second visit of the sub-path (cache): kernel {ready:.1f} s, all cells {done:.1f} s")
    root = page.locator(".hw-root")
    root.wait_for()
    root.scroll_into_view_if_needed()
    # The auction: computer players bid until South (the learner) is offered buttons.
    bid = root.locator(".hw-bidding button[data-action]")
    bid.first.wait_for(timeout=30_000)
    save_screenshot(page, "lesson6-auction", root)
    root.locator('.hw-bidding button[data-action="pass"]').click()
    # Play until South may play a card, deciding like a learner: pass, or for the
    # contract's decisions the first choice offered.
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        phase = root.get_attribute("data-phase")
        playable = root.locator(".hw-hand button.hw-card.hw-playable")
        if phase == "play" and playable.count():
            break
        if phase == "over":
            pytest.fail("the match ended before the learner played a card")
        offered = root.locator(".hw-panel button[data-action]")
        # The table may move on between a look and a click (a computer player's bid ends
        # the auction and the buttons go): a click that finds nothing is tried again on
        # the next look, from the state as it is then.
        try:
            if phase in ("auction", "trump", "alone", "defend") and offered.count():
                choice = root.locator('.hw-panel button[data-action="pass"]')
                (choice if choice.count() else offered.first).click(timeout=3_000)
            elif phase == "discard" and playable.count():
                playable.first.click(timeout=3_000)
        except PlaywrightTimeout:
            pass
        page.wait_for_timeout(200)
    else:
        pytest.fail("the table never offered the learner a card to play")
    root.locator('button[data-key="hint"]').click()
    root.locator(".hw-hint").wait_for()
    card = playable.first.get_attribute("data-card")
    before = int(kernel_exec(page, _COMPUTER_PLAYS))
    playable.first.click()
    root.locator(f'.hw-trick [data-seat="S"][data-card="{card}"]').wait_for(timeout=10_000)
    # The computer players answer, paced by the event loop (loop.call_later, 0.8 s a move).
    # The learner's card may win the trick, so that the learner leads again: play on
    # until a computer player has played a card.
    deadline = time.monotonic() + 40
    while int(kernel_exec(page, _COMPUTER_PLAYS)) <= before:
        assert time.monotonic() < deadline, "no computer player answered the learner's card"
        if root.locator(".hw-hand button.hw-card.hw-playable").count():
            try:
                root.locator(".hw-hand button.hw-card.hw-playable").first.click(timeout=3_000)
            except PlaywrightTimeout:
                pass  # the table moved on between the look and the click
        page.wait_for_timeout(300)
    page.wait_for_timeout(500)
    save_screenshot(page, "lesson6-played", root)
    _no_foreign_requests(request_log)
    page.close()


def test_without_its_snapshot_the_site_starts_python_from_the_wheels(
    browser_context, course_site, request_log
):
    # A snapshot that cannot be had (a host that lost the file, a proxy that refuses
    # it): the loader says why and starts Pyodide the usual way, from the wheels, and
    # the lesson runs all the same. (Routing also turns off the browser's cache.) Its own
    # server, so its own origin: the service worker of the tests above keeps the
    # snapshot in the browser for theirs, and would answer from that copy.
    from site_server import serve_site

    said: list[str] = []
    browser_context.on("console", lambda m: said.append(m.text))
    browser_context.route("**/hasen-snapshot-memory.zst", lambda route: route.abort())
    try:
        with serve_site(course_site) as server:
            url = server.url(f"lab/index.html?path={LESSON_1}")
            page, ready, done = open_lesson(browser_context, url, LESSON_1)
            print(f"lesson 1 without the snapshot: kernel {ready:.1f} s, all cells {done:.1f} s")
            assert any("without the site's snapshot" in t for t in said), said[-20:]
            assert not any("restored from the site's snapshot" in t for t in said)
            assert any("hasen_widget-" in u and u.endswith("-py3-none-any.whl") for u in request_log.urls)
            cells = page.evaluate(_CELLS_JS)
            assert _printed_by_lesson(LESSON_1) == [c["text"] for c in cells[:1] + cells[2:]]
            _no_foreign_requests(request_log)
            page.close()
    finally:
        browser_context.unroute("**/hasen-snapshot-memory.zst")


# --- the front door, a phone, offline ----------------------------------------------------

LESSON_3 = "03_following_suit.ipynb"
LESSONS = [p.name for p in sorted((REPO / "notebooks").glob("0*.ipynb"))]
_STATE_JS = "() => document.getElementById('hasen-offline').dataset.state"
_READY_JS = _STATE_JS + " === 'ready'"
_NOTEBOOK_BOX_JS = """() => { const w = window.jupyterapp.shell.currentWidget;
    const r = w.node.getBoundingClientRect(); return {left: r.left, width: r.width}; }"""
_FILLS_THE_WIDTH_JS = (
    f"() => {{ const b = ({_NOTEBOOK_BOX_JS})(); return b.left <= 1 && b.width >= innerWidth - 2; }}"
)
_WORKERS_JS = """async () => (await navigator.serviceWorker.getRegistrations()).map(r =>
    [r.scope, r.active && r.active.state, !!navigator.serviceWorker.controller])"""
_OPENED_JS = """(path) => { const app = window.jupyterapp; const w = app && app.shell.currentWidget;
    return !!(w && w.context && w.context.path === path && w.content && w.content.widgets.length); }"""


def test_the_site_opens_on_its_start_page(browser_context, site_server, course_site, save_screenshot):
    from hasen_widget.site import words

    page = browser_context.new_page()
    page.set_viewport_size({"width": 1366, "height": 800})
    page.goto(site_server.url(""))
    # Every lesson under its title, then the teacher's notebooks, each a link into the lab.
    titles = page.locator("ol.lessons a").all_inner_texts()
    assert titles[0] == "Lesson 1 · The game, the deck and the order of the cards"
    assert len(titles) == len(LESSONS) and all(
        t.startswith(f"Lesson {i} · ") for i, t in enumerate(titles, 1)
    )
    assert page.locator("ol.more a").all_inner_texts() == [site_course.CLASS_TITLE]
    assert page.locator("a.start").get_attribute("href") == f"lab/index.html?path={LESSON_1}"
    said = page.inner_text("main")
    assert words.text("site.run.keys", "en") in said and words.text("site.run.touch", "en") in said
    # Nothing a learner cannot use: no marimo folder, no README, nothing hidden (the
    # teacher's folder held a .pytest_cache/).
    listing = page.evaluate(
        "async () => (await (await fetch('api/contents/all.json')).json()).content.map(f => f.name)"
    )
    assert sorted(listing) == sorted([*LESSONS, "class"])
    assert not [p for p in (course_site / "files").rglob("*") if p.name.startswith(".")]
    # After this first visit the browser has kept the whole course, and says so.
    page.wait_for_function(_READY_JS, timeout=180_000, polling=500)
    save_screenshot(page, "start-page-1366-en")
    for lang in ("el", "ko"):
        page.select_option("#hasen-lang", lang)
        assert page.inner_text("h1") == words.text("site.page.title", lang)
        assert page.inner_text("#hasen-offline") == words.text("site.offline.ready", lang)
        save_screenshot(page, f"start-page-1366-{lang}")
    page.select_option("#hasen-lang", "en")
    page.close()


def _tap(cdp, locator) -> None:
    """A finger's tap on ``locator`` (Chromium's touch input, as a phone sends it)."""
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_on_a_phone_a_lesson_takes_the_whole_width_and_runs_by_touch(
    browser_context, site_server, save_screenshot
):
    from hasen_widget.site import words

    page = browser_context.new_page()
    cdp = browser_context.new_cdp_session(page)
    # A phone's screen (Playwright's viewport, which its screenshots keep) with touch input
    # (Chromium's touch emulation: the context is shared, and set up without it).
    page.set_viewport_size({"width": 390, "height": 844})
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    page.goto(site_server.url(""))
    assert page.evaluate("() => matchMedia('(pointer: coarse)').matches && innerWidth === 390")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390  # nothing off the side
    save_screenshot(page, "start-page-390")
    _tap(cdp, page.locator("a.start"))
    page.wait_for_function(_OPENED_JS, arg=LESSON_1, timeout=120_000, polling=200)
    # The file list closes, and one document at a time fills the screen.
    try:
        page.wait_for_function(_FILLS_THE_WIDTH_JS, timeout=30_000, polling=200)
    except PlaywrightTimeout:
        pytest.fail(f"the lesson does not take the phone's width: {page.evaluate(_NOTEBOOK_BOX_JS)}")
    assert page.evaluate("() => window.jupyterapp.shell.mode") == "single-document"
    # The note at the top says how to run a cell by touch; doing so runs it.
    cells = page.evaluate(_CELLS_JS)
    assert words.text("site.run.touch", "en") in cells[1]["source"]
    page.wait_for_function(_KERNEL_IDLE_JS, arg=LESSON_1, timeout=120_000, polling=200)
    code = page.locator(".jp-CodeCell").first
    _tap(cdp, code.locator(".jp-InputPrompt"))
    _tap(cdp, page.locator('.jp-NotebookPanel-toolbar [data-command="notebook:run-cell-and-select-next"]'))
    code.locator(".jp-InputPrompt", has_text="[1]").wait_for(timeout=60_000)
    save_screenshot(page, "lesson1-390")
    page.close()


def test_after_one_visit_the_course_works_offline(browser_context, site_server, save_screenshot):
    # The visits above (lesson 1, the start page) were the one visit. Offline, lesson 3,
    # never opened, opens, its kernel starts and its cells run; a reload does it again;
    # and the server answers nothing the whole time.
    page = browser_context.new_page()
    page.goto(site_server.url(""))
    page.wait_for_function(_READY_JS, timeout=180_000, polling=500)
    page.close()
    served = len(site_server.paths)
    browser_context.set_offline(True)
    site_server.down = True  # and the network is down on the server's side too
    said: list[str] = []
    try:
        page = browser_context.new_page()
        page.on("console", lambda m: said.append(m.text))
        page.on("pageerror", lambda e: said.append(f"page error: {e}"))
        page.set_default_timeout(120_000)
        page.goto(site_server.url(f"lab/index.html?path={LESSON_3}"))
        try:
            page.wait_for_function(_KERNEL_IDLE_JS, arg=LESSON_3, timeout=120_000, polling=200)
        except PlaywrightTimeout:
            workers = page.evaluate(_WORKERS_JS)
            pytest.fail(
                f"offline, lesson 3's kernel never started; service workers {workers}; page said {said[-15:]}"
            )
        assert kernel_exec(page, "import hasen_widget; print(hasen_widget.Game.__name__)").strip() == "Game"
        page.reload()
        page.wait_for_function(_KERNEL_IDLE_JS, arg=LESSON_3, timeout=120_000, polling=200)
        errors = page.evaluate(_RUN_ALL_JS, 120_000)
        assert not errors, errors
        # Every other lesson is there too.
        got = page.evaluate(
            "async (names) => Promise.all(names.map(async n => (await fetch('../files/' + n)).status))",
            LESSONS,
        )
        assert got == [200] * len(LESSONS)
        save_screenshot(page, "lesson3-offline")
        # Only the browser's own check for a new service worker went out (Chromium's
        # offline switch does not cover it); it found no network, and the installed
        # worker went on serving.
        asked = set(site_server.paths[served:])
        assert asked <= {"/service-worker.js?enableCache=false"}, f"asked for {asked} while offline"
        page.close()
    finally:
        browser_context.set_offline(False)
        site_server.down = False
