"""The class server in Chromium: four students at one table of four play a whole hand by
clicking while the teacher's dashboard shows the result; every WebSocket frame each
student receives is checked for cards that student may not know. Then a SIGKILL of the
server mid-hand: restarted on the same database, the page reconnects to its seat at the
same position and the finished deal's result is kept. Screenshots: the phone page, the
four-player table and the dashboard, light and dark, in en, el and ko.

Each tab stands for a student's own phone: an init script gives it its own
``localStorage`` (the tab's ``sessionStorage``, which a reload keeps), as four browsers would.
"""

from __future__ import annotations

import json
import re
import signal
import time
import urllib.request

import pytest
from classroom_support import ClassProc

from hasen_widget.classroom.deals import parse_deals
from hasen_widget.deal import SEATS, Deal

OWN_STORAGE = (
    "Object.defineProperty(window, 'localStorage', {value: window.sessionStorage, configurable: true});"
)
CARD = re.compile(r"Joker|(?:10|[9JQKA])[♣♦♥♠]")
PHONE = {"width": 390, "height": 844}


class Frames(list):
    """Every frame a page received, and the traits they add up to (parsed once each)."""

    def __init__(self):
        super().__init__()
        self.traits = {}

    def add(self, raw):
        self.append(raw)
        msg = json.loads(raw)
        if msg["type"] == "state":
            self.traits.update(msg["traits"])

    @property
    def view(self):
        return self.traits.get("view", {})


def _student_page(ctx, url, frames, *, dark=False):
    page = ctx.new_page()
    page.set_viewport_size(PHONE)
    page.emulate_media(color_scheme="dark" if dark else "light")
    page.add_init_script(OWN_STORAGE)
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("websocket", lambda ws: ws.on("framereceived", frames.add))
    page.goto(url)
    page.errors = errors  # type: ignore[attr-defined]
    return page


def _traits(frames):
    out = {}
    for raw in frames:
        msg = json.loads(raw)
        if msg["type"] == "state":
            out.update(msg["traits"])
    return out


def _join(page, name, where=""):
    page.wait_for_selector("#hc-name")
    page.fill("#hc-name", name)
    page.check(f'input[name="hc-where"][value="{where}"]')
    page.click(".hc-go")
    page.wait_for_selector(".hw-root .hw-hand")


def _choose(view, bids_made):
    legal = view["legal"]
    if view["phase"] == "auction":
        bids = [a for a in legal if a.startswith("bid ")]
        return bids[0] if bids and not bids_made else "pass"
    if view["phase"] == "alone":
        return "not alone"
    if "pass" in legal and view["phase"] == "defend":
        return "pass"
    return legal[0]


def _click(page, action):
    page.bring_to_front()  # a tab in the background gets animation frames once a second
    kind, _, arg = action.partition(" ")
    key = f"hand-{arg}" if kind in ("play", "discard") else f"act-{action}"
    page.locator(f'[data-key="{key}"]').first.click()


def _gap_under_panel(page):
    """Pixels between the panel's last line and the next part of the table below it."""
    return page.evaluate(
        """() => {
            const slot = document.querySelector('.hw-panel-slot');
            const last = slot.lastElementChild.getBoundingClientRect().bottom;
            const below = [...document.querySelectorAll('.hw-coach, .hw-messages, .hw-score')]
                .map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => r.top);
            return Math.min(...below) - last;
        }"""
    )


def _hidden_cards_in_frames(frames, seat, deal):
    """Cards of other hands (or the widow) in a frame before they were played in view."""
    own = {str(c) for c in deal.hands[seat]}
    played, bad, maker = set(), [], None
    for raw in frames:
        msg = json.loads(raw)
        if msg["type"] != "state":
            continue
        traits = dict(msg["traits"])
        traits.pop("labels", None)  # the chrome names the Joker as a word, not a card
        view = traits.get("view") or {}
        maker = view.get("maker", maker)
        for _, c in view.get("current_trick", []):
            played.add(c)
        for t in view.get("tricks", []):
            played.update(c for _, c in t["plays"])
        for r in view.get("hand_results", []):
            for t in r["trick_log"]:
                played.update(c for _, c in t["plays"])
        allowed = own | played | ({str(deal.widow)} if maker == seat else set())
        text = json.dumps(traits, ensure_ascii=False)
        bad += [c for c in CARD.findall(text) if c not in allowed]
    return bad


@pytest.fixture(scope="module")
def four(tmp_path_factory):
    proc = ClassProc(tmp_path_factory.mktemp("four"), tables=1)
    yield proc
    proc.stop()


def test_four_students_play_a_hand_by_clicking_and_the_dashboard_shows_the_result(
    four, browser_context, save_screenshot
):
    deal = Deal.parse(parse_deals(four.deals_file.read_text())[0])
    teacher = browser_context.new_page()
    teacher.set_viewport_size({"width": 1280, "height": 720})
    teacher.goto(four.teacher_url)
    teacher.wait_for_selector(".hc-head")
    assert teacher.locator(".hc-qr").count() == 1  # its own tab: the QR code for the room
    frames = {s: Frames() for s in SEATS}
    pages = {}
    names = {"N": "Ana", "E": "Bo <i>x</i>", "S": "Chloé", "W": "Dae"}
    for s in SEATS:
        pages[s] = _student_page(browser_context, four.join_url, frames[s])
        _join(pages[s], names[s], f"T1:{s}")
    save_screenshot(pages["S"], "phone-four-table-start")
    bids_made = False
    t0 = time.monotonic()
    for _ in range(120):
        views = {s: frames[s].view for s in SEATS}
        if all(v.get("phase") == "hand_over" for v in views.values()):
            break
        mover = next((s for s, v in views.items() if v.get("legal") and v.get("to_move") == s), None)
        if mover is None:
            teacher.wait_for_timeout(30)  # (Playwright delivers the frames while it waits)
            continue
        action = _choose(views[mover], bids_made)
        bids_made = bids_made or action.startswith("bid ")
        n = len(frames[mover])
        _click(pages[mover], action)
        deadline = time.monotonic() + 10
        while len(frames[mover]) == n and time.monotonic() < deadline:
            pages[mover].wait_for_timeout(20)
        if len(views[mover]["tricks"]) == 3 and mover == "S":
            pages["S"].evaluate("window.scrollTo(0, 0)")  # the shot shows the class's line too
            save_screenshot(pages["S"], "phone-four-table-mid-hand")
            # No tall empty gap under a one-line panel ("Waiting for West") on the phone.
            assert _gap_under_panel(pages["S"]) < 16, _gap_under_panel(pages["S"])
    print("hand played", time.monotonic() - t0)
    views = {s: frames[s].view for s in SEATS}
    assert all(v["phase"] == "hand_over" for v in views.values()), views["S"]["phase"]
    result = views["S"]["hand_results"][0]
    # The dashboard shows the hand's result for the four students of T1, names as text.
    row = teacher.locator('.hc-deal[data-deal="1"] tbody tr')
    row.first.wait_for(timeout=10_000)
    assert row.count() == 4
    text = teacher.locator(".hc-results").inner_text()
    for name in names.values():
        assert name in text
    assert teacher.locator(".hc-results i").count() == 0  # "<i>" stayed text
    assert str(result["points"]["NS"]) in text
    assert teacher.locator(".hc-stats tbody tr").count() == 1
    # The coach's review comes from a worker process a little later.
    teacher.locator(".hc-decisions tbody tr").first.wait_for(timeout=30_000)
    print("review", time.monotonic() - t0)
    save_screenshot(teacher, "dashboard-light-en")
    save_screenshot(teacher, "dashboard-whole-en", teacher.locator("#app"))
    save_screenshot(pages["E"], "phone-four-table-over")
    # The next deal is the teacher's: the page says so and offers no "Next hand".
    assert "teacher" in pages["E"].locator(".hc-banner").inner_text()
    assert pages["E"].locator(".hw-result .hw-next").is_hidden()
    # No frame to any student held a card that student could not know then.
    for s in SEATS:
        assert len(frames[s]) > 20
        assert _hidden_cards_in_frames(frames[s], s, deal) == [], s
        assert pages[s].errors == []
    for p in [teacher, *pages.values()]:
        p.close()


def _act_and_wait(page, frames, action, timeout=10):
    n = len(frames)
    _click(page, action)
    deadline = time.monotonic() + timeout
    while len(frames) == n:
        assert time.monotonic() < deadline, f"no answer to {action!r}"
        page.wait_for_timeout(20)


def _wait_for_own_turn(page, frames, timeout=30):
    """The view once the table waits for this page's seat (the computer seats have moved)."""
    deadline = time.monotonic() + timeout
    while True:
        v = frames.view
        if v.get("legal") and v["to_move"] == v["seat"]:
            return v
        assert time.monotonic() < deadline, v.get("phase")
        page.wait_for_timeout(20)


def test_after_a_sigkill_mid_hand_the_page_reconnects_to_its_seat_at_the_same_position(
    tmp_path, browser_context, save_screenshot
):
    proc = ClassProc(tmp_path)
    try:
        frames = Frames()
        page = _student_page(browser_context, proc.join_url, frames)
        _join(page, "Ruth")
        deadline = time.monotonic() + 30
        while frames.view.get("phase") != "hand_over":  # the first deal, to its end
            assert time.monotonic() < deadline, frames.view.get("phase")
            v = frames.view
            if v.get("legal") and v["to_move"] == v["seat"]:
                _act_and_wait(page, frames, _choose(v, False))
            else:
                page.wait_for_timeout(20)
        teacher = browser_context.new_page()
        teacher.goto(proc.teacher_url)
        teacher.click('[data-key="advance"]')
        page.locator(".hc-banner", has_text="Deal 2").wait_for()
        v = _wait_for_own_turn(page, frames)
        _act_and_wait(page, frames, "pass" if "pass" in v["legal"] else v["legal"][0])
        # Killed while the table waits for Ruth: a computer seat thinking then could move
        # before the kill and after this snapshot.
        before = _wait_for_own_turn(page, frames)
        assert before["phase"] != "hand_over" and before["hand_number"] == 0
        proc.kill(signal.SIGKILL)
        page.locator(".hc-banner[data-offline]").wait_for()
        save_screenshot(page, "phone-reconnecting")
        n = len(frames)
        proc.start()  # the same port, the same database
        page.locator(".hc-banner:not([data-offline])").wait_for(timeout=15_000)
        deadline = time.monotonic() + 10
        while not any(json.loads(f)["type"] == "state" for f in frames[n:]):
            assert time.monotonic() < deadline, frames[n:]
            page.wait_for_timeout(20)
        after = _traits(frames[n:])["view"]
        assert after == before  # the same seat, the same hand, the same moves
        assert page.locator(".hc-join").is_hidden()
        csv_text = urllib.request.urlopen(f"{proc.join_url}export.csv?token={proc.token}").read().decode()
        assert csv_text.count("\n1,Ruth,") == 1  # deal 1's result survived the kill
        teacher.reload()
        teacher.locator('.hc-deal[data-deal="1"] tbody tr').first.wait_for()
        teacher.close()
        page.close()
    finally:
        proc.stop()


# With the four-player test's English light pages: every language in light and in dark.
WORDS = {
    "en": ("Join the class", "Ruth", "Deal 1", "Class dashboard"),
    "el": ("Μπείτε στο μάθημα", "Νίκος", "Μοιρασιά 1", "Πίνακας"),
    "ko": ("수업에 참여하기", "민준", "1번째 판", "수업 현황판"),
}


@pytest.mark.parametrize(
    "lang,dark", [("en", True), ("el", True), ("el", False), ("ko", False), ("ko", True)]
)
def test_the_phone_page_and_dashboard_in_each_language_light_and_dark(
    tmp_path, browser_context, save_screenshot, lang, dark
):
    scheme = "dark" if dark else "light"
    title, name, deal, dash_title = WORDS[lang]
    proc = ClassProc(tmp_path, lang=lang, tables=1)
    try:
        frames = Frames()
        page = _student_page(browser_context, proc.join_url, frames, dark=dark)
        page.wait_for_selector("#hc-name")
        assert page.locator(".hc-form h1").inner_text() == title
        save_screenshot(page, f"phone-join-{lang}-{scheme}")
        _join(page, name)
        page.wait_for_timeout(300)
        save_screenshot(page, f"phone-{lang}-{scheme}")
        assert deal in page.locator(".hc-banner").inner_text()
        teacher = browser_context.new_page()
        teacher.set_viewport_size({"width": 1280, "height": 720})
        teacher.emulate_media(color_scheme=scheme)
        teacher.goto(proc.teacher_url)
        teacher.wait_for_selector(".hc-head")
        assert teacher.locator("h1").inner_text().startswith(dash_title)
        teacher.locator(".hc-grid td", has_text=name).first.wait_for()
        save_screenshot(teacher, f"dashboard-{scheme}-{lang}")
        assert page.errors == []
        teacher.close()
        page.close()
    finally:
        proc.stop()


def test_a_class_started_from_a_notebook_cell_in_a_real_kernel_shows_its_link_and_dashboard(
    tmp_path, open_notebook, browser_context, save_screenshot
):
    from classroom_support import free_port

    port = free_port()
    db = tmp_path / "class.sqlite"
    page = open_notebook(
        [
            "from hasen_widget.classroom import Classroom",
            f"room = Classroom(port={port}, db={str(db)!r}, pace=0, review=False)\nroom",
        ]
    )
    join = f"http://127.0.0.1:{port}/"
    out = page.locator(".jp-OutputArea-output .hasen-classroom")
    out.locator(f'a[href="{join}"]').wait_for(timeout=30_000)
    assert out.locator('img[src^="data:image/svg+xml;base64,"]').count() == 1  # the QR code
    dash = page.frame_locator(".hasen-classroom iframe")
    dash.locator(".hc-head").wait_for(timeout=30_000)  # the dashboard, inside the notebook
    assert dash.locator(".hc-qr, .hc-join-link").count() == 0  # the QR code and the link once
    # A student joins from their own browser tab with the link the notebook shows.
    frames = Frames()
    student = _student_page(browser_context, join, frames)
    _join(student, "Ines")
    page.bring_to_front()
    dash.locator(".hc-grid td", has_text="Ines").first.wait_for(timeout=15_000)
    save_screenshot(page, "lab-classroom")
    assert student.errors == []
    student.close()


def test_a_class_started_from_a_notebook_cell_in_voila_shows_its_link_and_dashboard_on_a_projector(
    tmp_path, browser_context, save_screenshot
):
    # The projector's way: the teacher's notebook served by Voilà (the offline template of
    # share/), its class cell run in Voilà's kernel; a student joins by the link it shows.
    import sys

    from classroom_support import free_port

    from .conftest import _notebook_from_cells
    from .test_hosts import serving

    port = free_port()
    root = tmp_path / "nb"
    root.mkdir()
    nb = _notebook_from_cells(
        [
            "from hasen_widget.classroom import Classroom",
            f"room = Classroom(port={port}, db={str(tmp_path / 'class.sqlite')!r}, pace=0, review=False)\nroom",
        ]
    )
    nb["metadata"]["voila"] = {"template": "hasen"}
    (root / "class.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    cmd = [sys.executable, "-m", "voila", str(root / "class.ipynb"), "--no-browser", "--port={port}",
           "--Voila.ip=127.0.0.1"]  # fmt: skip
    join = f"http://127.0.0.1:{port}/"
    with serving(cmd, tmp_path, cwd=root) as url:
        page = browser_context.new_page()
        student = None
        try:
            page.set_viewport_size({"width": 1920, "height": 1080})
            page.goto(url, timeout=120_000)
            out = page.locator(".hasen-classroom")
            link = out.locator(f'a[href="{join}"]')
            link.wait_for(timeout=60_000)
            assert page.locator(".jp-CodeMirrorEditor, .jp-InputArea-editor").count() == 0  # an app
            qr = out.locator('img[src^="data:image/svg+xml;base64,"]')
            assert qr.count() == 1
            dash = page.frame_locator(".hasen-classroom iframe")
            dash.locator(".hc-head").wait_for(timeout=30_000)
            assert dash.locator(".hc-qr, .hc-join-link").count() == 0  # shown once, above
            # The student opens the very link the projector shows.
            frames = Frames()
            student = _student_page(browser_context, link.get_attribute("href"), frames)
            _join(student, "Noor")
            page.bring_to_front()
            dash.locator(".hc-grid td", has_text="Noor").first.wait_for(timeout=15_000)
            assert student.errors == []
            for w, h in ((1920, 1080), (1280, 720)):
                page.set_viewport_size({"width": w, "height": h})
                page.wait_for_timeout(300)
                # From the back of the room: the QR code big, the link whole and on screen.
                box, lbox = qr.bounding_box(), link.bounding_box()
                assert box["width"] >= 200 and box["y"] + box["height"] <= h, (w, box)
                assert lbox["x"] + lbox["width"] <= w and lbox["y"] + lbox["height"] <= h, (w, lbox)
                save_screenshot(page, f"voila-classroom-{w}x{h}")
        finally:
            if student is not None:
                student.close()
            page.close()
