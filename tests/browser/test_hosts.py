"""The table in the other places anywidget runs: Jupyter Notebook 7, Voila (offline) and marimo.

Each test starts its host on 127.0.0.1 itself, with every Jupyter directory in a fresh
temporary place (``_lab_env`` of conftest.py), and drives it with the shared Chromium.
In each the learner gets to play a card by clicking (passing in the auction, or taking
the first offer when the rules force a decision), the trick area shows that card, and a
computer player answers. Notebook 7 also checks the keyboard (no notebook shortcut fires
from inside the table), the dark theme, and the notice a click gets once the kernel is gone; Voila fails on any request that leaves
127.0.0.1 (recorded for the whole browser context); marimo checks that a cell reading
the score runs again when a hand ends.
"""

from __future__ import annotations

import json
import re
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlparse

from playwright.sync_api import Error as PlaywrightError

from .conftest import (
    _KERNEL_IDLE_JS,
    _RUN_ALL_JS,
    REPO,
    _die_with_parent,
    _free_port,
    _lab_env,
    _notebook_from_cells,
    _stop,
    kernel_exec,
)

DEAL = (
    "N: 9H TH 9S TS 9D TD E: QS KS AS QD KD AD "
    "S: JH JD AH KH QH 9C W: TC JC QC KC AC JS widow: Joker dealer: W"
)


@contextmanager
def serving(cmd: list[str], base: Path, *, cwd: Path, timeout: float = 90) -> Iterator[str]:
    """Run a host's server (``cmd`` holds ``{port}``) on 127.0.0.1 until its port answers;
    yield its URL; stop it and its kernels after."""
    env = _lab_env(base)
    # Data files of packages installed in the base of a --system-site-packages venv
    # (nbconvert's templates, labextensions) lie under its prefix, not this one's; the
    # base's first, as the venv may hold only symlinks to them, which Voila refuses to serve.
    shared = dict.fromkeys([Path(sys.base_prefix, "share", "jupyter"), Path(sys.prefix, "share", "jupyter")])
    env["JUPYTER_PATH"] = ":".join(str(p) for p in shared if p.is_dir())
    port = _free_port()
    log = base / "server.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [part.format(port=port) for part in cmd],
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=_die_with_parent,
        )
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"{cmd[2]} exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{cmd[2]} did not listen:\n{log.read_text()[-3000:]}") from None
                time.sleep(0.2)
        yield f"http://127.0.0.1:{port}"
    finally:
        _stop(proc)


@contextmanager
def requests_recorded(context) -> Iterator[list[str]]:
    """Every URL the browser context requests (pages, workers, service workers) meanwhile."""
    seen: list[str] = []

    def on_request(request):
        seen.append(request.url)

    context.on("request", on_request)
    try:
        yield seen
    finally:
        context.remove_listener("request", on_request)


def _outside(urls: list[str]) -> list[str]:
    return [u for u in urls if not u.startswith(("data:", "blob:")) and urlparse(u).hostname != "127.0.0.1"]


def _click(locator) -> bool:
    """Click, tolerating a control redrawn away between finding and clicking it."""
    try:
        locator.click(timeout=2_000)
        return True
    except PlaywrightError:
        return False


def _trick(root) -> set[tuple[str, str]]:
    """The (seat, card) pairs in the trick area, read in one go (the table redraws often)."""
    pairs = root.evaluate(
        "e => [...e.querySelectorAll('.hw-trick [data-card][data-seat]')].map(c => [c.dataset.seat, c.dataset.card])"
    )
    return {(seat, card) for seat, card in pairs}


def play_a_card_and_see_an_answer(page, *, step: bool = False, timeout: float = 90) -> str:
    """As the learner (South): pass in the auction (or take the first offer when the
    rules force one), play the first playable card by clicking, see it in the trick, and
    see a computer player's card follow (pressing "Next move" in step mode). Returns the
    card South played."""
    root = page.locator(".hw-root").first
    deadline = time.monotonic() + timeout
    played, after = None, set()
    while time.monotonic() < deadline:
        phase = root.get_attribute("data-phase")
        playable = root.locator(".hw-hand button.hw-playable")
        if played and any(who != "S" and (who, c) not in after for who, c in _trick(root)):
            return played
        if phase == "play" and playable.count() and root.locator(".hw-me.hw-to-move").count():
            card, before = playable.first.get_attribute("data-card"), _trick(root)
            if _click(playable.first):
                root.locator(f'.hw-trick [data-seat="S"][data-card="{card}"]').wait_for(timeout=10_000)
                played, after = card, before  # an answer: a computer's card not there before
            continue
        if root.locator(".hw-me.hw-to-move").count() and phase != "play":
            passing = root.get_by_role("button", name="Pass", exact=True)
            if phase == "auction" and passing.count():
                _click(passing)
            elif phase == "discard" and playable.count():
                _click(playable.first)
            elif root.locator(".hw-panel button").count():
                _click(root.locator(".hw-panel button").first)
        elif step:
            nxt = root.locator('.hw-controls button[data-key="step"]')
            if nxt.count() and nxt.is_enabled():
                _click(nxt)
        page.wait_for_timeout(150)
    raise AssertionError(
        f"no card played and answered in {timeout} s (phase {root.get_attribute('data-phase')})"
    )


# --- Jupyter Notebook 7 -------------------------------------------------------------


def _lab_files(kind: str, into: Path) -> Path:
    """One folder with the settings schemas (or themes) of JupyterLab and of Notebook 7.
    (Where both are installed in one prefix, as on a fresh machine, that prefix's folder
    has them all; in a --system-site-packages venv they may lie in two. Copied, not
    linked: the theme handler serves no file whose real path is outside its folder.)"""
    for prefix in dict.fromkeys((sys.base_prefix, sys.prefix)):
        found = Path(prefix, "share", "jupyter", "lab", kind)
        if found.is_dir():
            shutil.copytree(found, into, dirs_exist_ok=True)
    return into


def test_notebook_7_plays_with_mouse_and_keyboard_and_follows_the_theme(
    browser_context, tmp_path, save_screenshot
):
    root_dir = tmp_path / "root"
    root_dir.mkdir()
    nb = _notebook_from_cells(
        [
            f"from hasen_widget import HasenWidget\nw = HasenWidget(seed=5, deal={DEAL!r}, pace=0)\nw",
            "from hasen_widget import TrickQuiz\nq = TrickQuiz(seed=3)\nq",
        ]
    )
    (root_dir / "table.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    cmd = [
        sys.executable,
        "-m",
        "notebook",
        "--no-browser",
        "--allow-root",
        "--ip=127.0.0.1",
        "--port={port}",
        "--ServerApp.port_retries=0",
        f"--ServerApp.root_dir={root_dir}",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--ServerApp.terminals_enabled=False",
        "--JupyterNotebookApp.expose_app_in_browser=True",
        f"--JupyterNotebookApp.schemas_dir={_lab_files('schemas', tmp_path / 'schemas')}",
        f"--JupyterNotebookApp.themes_dir={_lab_files('themes', tmp_path / 'themes')}",
    ]
    with serving(cmd, tmp_path, cwd=root_dir) as url:
        page = browser_context.new_page()
        try:
            page.goto(f"{url}/notebooks/table.ipynb")
            page.wait_for_function(_KERNEL_IDLE_JS, arg="table.ipynb", timeout=90_000, polling=100)
            assert page.evaluate(_RUN_ALL_JS, 90_000) == []
            root = page.locator(".hw-root")
            root.wait_for()
            assert "Notebook" in page.title() or page.locator("#main-panel, .jp-NotebookPanel").count()
            # The mouse: Bid 6, hearts, discard 9♣, with partner, then a card and an answer.
            root.get_by_role("button", name="Bid 6", exact=True).click()
            root.get_by_role("button", name=re.compile("Hearts")).first.click()
            root.locator('.hw-hand button[data-card="9♣"]').click()
            root.get_by_role("button", name="Play with partner").click()
            card = play_a_card_and_see_an_answer(page)
            save_screenshot(page, "1-played", root)
            assert kernel_exec(page, "print(w.game.phase)").strip() == "play"
            assert card not in kernel_exec(page, "print(w.view['hand'])")
            # The keyboard: a card played with arrows and Enter; notebook shortcuts typed
            # inside the table (a: insert above, b: below, d d: delete, m: markdown) do nothing.
            page.locator(".hw-hand button.hw-playable").first.wait_for(timeout=20_000)
            page.locator(".hw-hand button.hw-playable").first.focus()
            cells = page.locator(".jp-Notebook .jp-Cell").count()
            for key in ("a", "b", "d", "d", "m", "Enter"):
                page.keyboard.press(key)
            page.wait_for_timeout(500)
            assert page.locator(".jp-Notebook .jp-Cell").count() == cells
            assert page.locator(".jp-Notebook .jp-CodeCell").count() == cells
            assert int(kernel_exec(page, "print(6 - len(w.view['hand']))")) >= 2  # Enter played a card
            # The theme: JupyterLab Dark reaches the table through the --jp-* variables.
            light = root.evaluate("e => getComputedStyle(e).color")
            page.evaluate(
                "() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})"
            )
            page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=20_000)
            page.wait_for_timeout(500)
            dark = root.evaluate("e => getComputedStyle(e).color")
            assert dark != light, (light, dark)
            save_screenshot(page, "2-dark-theme", root)
            # No live kernel any more: a click gets a visible, polite notice, not silence.
            assert root.locator(".hw-host-notice").is_hidden()
            page.evaluate(
                "() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.shutdown()"
            )
            page.wait_for_timeout(500)
            root.locator('.hw-controls button[data-key="hint"]').click()
            notice = root.locator(".hw-host-notice")
            notice.wait_for(state="visible", timeout=20_000)
            assert "no live kernel" in notice.inner_text()
            save_screenshot(page, "3-no-kernel-notice", root)
            # The quiz degrades the same way: its answer gets the notice, not silence.
            shell = page.locator(".hwq-shell").first
            assert shell.locator(".hw-host-notice").is_hidden()
            shell.locator(".hwq button[data-card]").first.click()
            shell.locator(".hw-host-notice").wait_for(state="visible", timeout=20_000)
            save_screenshot(page, "4-quiz-no-kernel-notice", shell)
        finally:
            page.close()


# --- Voila --------------------------------------------------------------------------


# The teacher's notebook as an app, offline: tests/browser/test_projector.py's lesson 8
# test (one Voila server for the app's checks and the projector's).


# --- marimo -------------------------------------------------------------------------


def test_marimo_runs_the_shipped_notebook_and_its_score_cell_follows_the_table(
    browser_context, tmp_path, save_screenshot
):
    play = REPO / "notebooks" / "marimo" / "play.py"
    cmd = [
        sys.executable,
        "-m",
        "marimo",
        "run",
        str(play),
        "--headless",
        "--host",
        "127.0.0.1",
        "--port",
        "{port}",
        "--no-token",
        "--",
        "--pace",
        "0",
    ]
    with serving(cmd, tmp_path, cwd=tmp_path) as url, requests_recorded(browser_context) as seen:
        page = browser_context.new_page()
        try:
            page.set_default_timeout(90_000)
            page.goto(url)
            root = page.locator(".hw-root")
            root.wait_for()
            page.set_default_timeout(30_000)
            score = page.get_by_text(re.compile(r"Score after .*North–South")).first
            assert score.inner_text().startswith("Score after 0 hands")
            page.get_by_text("Which card wins the trick?").first.wait_for()  # the quiz is there too
            save_screenshot(page, "1-table")
            play_a_card_and_see_an_answer(page)
            save_screenshot(page, "2-played", root)
            # Play on until the hand ends: the score cell must run again by itself.
            deadline = time.monotonic() + 120
            while not score.inner_text().startswith("Score after 1 hand"):
                assert time.monotonic() < deadline, score.inner_text()
                playable = root.locator(".hw-hand button.hw-playable")
                if root.get_attribute("data-phase") == "play" and playable.count():
                    _click(playable.first)
                page.wait_for_timeout(200)
            shown = root.locator(".hw-side[data-side='NS'] b").inner_text()
            assert f"North–South {shown}," in score.inner_text()
            save_screenshot(page, "3-score-cell-updated")
        finally:
            page.close()
    assert not _outside(seen), _outside(seen)
