"""The course as a static site: build time, size, a first visit's transfer, and how fast
lesson 6 is playable, a hint comes and a clicked card lands, beside JupyterLab.

Every figure of the site (JupyterLite, Pyodide in a web worker, served on 127.0.0.1 by
``tests/site_server.py``) is printed next to the same figure in a private JupyterLab
(``running_lab`` of tests/browser/conftest.py) from the same run and the same Chromium.

- *playable*: from ``page.goto`` of lesson 6 (its own notebook, run with Run All) until
  the table is drawn and the kernel is idle, so a click is answered at once. A first
  visit has a fresh browser profile (nothing cached); a second visit opens the lesson
  again in the same profile. Median of 3 each.
- *hint*: click on the table's Hint button to the hint shown; *click-to-card*: click on a
  card in the hand to the card standing in the trick area (the stamps are taken inside
  the page, as in benchmarks/widget_latency.py), on lesson 6's own table (the computer
  players' pacing is not part of either: the learner's move is synced before they answer).
- *bounds*: the JupyterLite app alone (page open to the notebook drawn, before any
  kernel), and Python's start alone in a bare page (fresh profile): the site's loader
  restoring the snapshot (what the kernel runs), and beside it a plain Pyodide boot.

Targets on this machine: playable < 8 s first visit, < 4 s second; hint < 250 ms;
click-to-card < 100 ms; first-visit transfer < 30 MB.

Run::

    python benchmarks/site.py                 # ~8 minutes
    python benchmarks/site.py --plays 8       # fewer hint and card samples
    python benchmarks/site.py --site DIR      # a site built already (no build time)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")
REPO = Path(__file__).resolve().parents[1]
# tests/browser first: its conftest is the one imported below; tests/ for site_server.
sys.path[:0] = [str(REPO), str(REPO / "tests" / "browser"), str(REPO / "benchmarks"), str(REPO / "tests")]

from conftest import (  # noqa: E402
    _KERNEL_IDLE_JS,
    _RUN_ALL_JS,
    CHROMIUM,
    CHROMIUM_ARGS,
    _clean_notebook,
    running_lab,
)
from site_server import serve_site  # noqa: E402
from widget_latency import _INSTRUMENT_JS  # noqa: E402

from hasen_widget.site import build_site  # noqa: E402

LESSON_6 = "06_full_match.ipynb"

_TABLE_READY_JS = """([path]) => {
  const app = window.jupyterapp; const w = app && app.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!(document.querySelector('.hw-root[data-phase]') && k && k.status === 'idle' &&
            w.context.path === path);
}"""

# Hint: stamp the click on the Hint button, then the moment a hint stands in the page.
_HINT_JS = """() => new Promise((resolve) => {
  const root = document.querySelector('.hw-root');
  const b = root.querySelector('button[data-key="hint"]');
  const t0 = performance.now();
  const done = () => { if (root.querySelector('.hw-hint')) { obs.disconnect(); resolve(performance.now() - t0); return true; } return false; };
  const obs = new MutationObserver(done);
  obs.observe(root, { childList: true, subtree: true });
  b.click();
  setTimeout(() => { obs.disconnect(); resolve(-1); }, 10000);
})"""

# What the table shows, for a message when a timed click goes unanswered.
_STATE_JS = """() => {
  const root = document.querySelector('.hw-root');
  return { phase: root.dataset.phase, pending: window.__hwPending,
           error: (root.querySelector('.hw-error') || {}).textContent,
           hand: [...root.querySelectorAll('.hw-hand button.hw-card')].map((b) => b.dataset.card + ':' + b.className),
           trick: [...root.querySelectorAll('.hw-trick [data-card]')].map((c) => c.dataset.seat + c.dataset.card) };
}"""

# One learner decision (not timed): the first offered action, or the first playable card.
_DECIDE_JS = """() => {
  const root = document.querySelector('.hw-root');
  const phase = root.dataset.phase;
  // Lesson 6 coaches its first hand: the plain table is what is timed, so the learner
  // turns the coach off; a lingering trick and a finished hand wait for "next".
  const coach = root.querySelector('.hw-coach[data-on="true"] button[data-key="coach"]');
  if (coach) { coach.click(); return 'wait'; }
  const next = root.querySelector('button[data-key="next"]');
  if (next) { next.click(); return 'wait'; }
  if (phase === 'over') { root.querySelector('button[data-key="new_hand"]').click(); return 'new'; }
  const card = root.querySelector('.hw-hand button.hw-card.hw-playable');
  if (phase === 'play' || phase === 'discard') {
    if (!card) return 'wait';
    if (phase === 'play' && root.querySelector('.hw-hint') === null) return 'hint';
    // The hand's last card ends it: the table shows the hand's result, not the trick, so
    // that click is not timed.
    const last = phase === 'play' && root.querySelectorAll('.hw-hand button.hw-card').length === 1;
    card.click();
    return last ? 'last' : phase;
  }
  const button = root.querySelector('.hw-panel button[data-action]');
  if (!button) return 'wait';
  button.click();
  return phase;
}"""


def _browser(pw, profile: Path):
    return pw.chromium.launch_persistent_context(
        str(profile),
        executable_path=CHROMIUM,
        headless=True,
        args=CHROMIUM_ARGS,
        viewport={"width": 1280, "height": 900},
    )


def _playable(ctx, url: str, path: str, kernel: list[float]) -> float:
    """Seconds from page open to a playable table; the part up to an idle kernel is added
    to ``kernel`` (the rest is the lesson's cells, the table's front end included)."""
    page = ctx.new_page()
    t0 = time.perf_counter()
    page.goto(url)
    page.wait_for_function(_KERNEL_IDLE_JS, arg=path, timeout=240_000, polling=50)
    kernel.append(time.perf_counter() - t0)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_function(_TABLE_READY_JS, arg=[path], timeout=240_000, polling=50)
    seconds = time.perf_counter() - t0
    page.close()
    return seconds


def _latencies(ctx, url: str, path: str, plays: int) -> tuple[list[float], list[float]]:
    """(hint ms, click-to-card ms) on lesson 6's table, the learner deciding as it can."""
    page = ctx.new_page()
    page.goto(url)
    page.wait_for_function(_KERNEL_IDLE_JS, arg=path, timeout=240_000, polling=100)
    page.evaluate(_RUN_ALL_JS, 240_000)
    page.locator(".hw-root").wait_for(timeout=60_000)
    page.evaluate("() => { window.__hwSeat = 'S'; }")
    page.evaluate(_INSTRUMENT_JS)
    hints: list[float] = []
    stuck = 0
    while page.evaluate("() => window.__hwLatency.length") < plays:
        before = page.evaluate("() => window.__hwLatency.length")
        what = page.evaluate(_DECIDE_JS)
        if what == "hint":
            ms = page.evaluate(_HINT_JS)
            if ms >= 0:
                hints.append(ms)
            continue
        if what == "play":
            try:
                page.wait_for_function("(n) => window.__hwLatency.length > n", arg=before, timeout=20_000)
            except Exception:
                state = page.evaluate(_STATE_JS)
                raise RuntimeError(f"the learner's card never reached the trick: {state}") from None
        page.wait_for_timeout(150)
        stuck = stuck + 1 if what == "wait" else 0
        if stuck > 300:
            raise RuntimeError("the table stopped offering the learner a move")
    cards = page.evaluate("() => window.__hwLatency")
    page.close()
    return hints, cards


def _python_alone(pw, base: Path, server, module: str) -> float:
    """Python's start in a bare page of the site's origin, nothing cached: ``module`` is
    the site's loader (the snapshot restored, what the kernel's worker runs) or Pyodide's
    own ``pyodide.mjs`` (a plain boot, nothing imported)."""
    ctx = _browser(pw, base / f"profile-{module}")
    try:
        page = ctx.new_page()
        page.goto(server.url("course/static/pyodide/package.json"))  # a page of the origin that stays put
        return page.evaluate(
            """async (u) => { const t0 = performance.now(); const m = await import(u);
               await m.loadPyodide({ indexURL: new URL('.', u).href }); return (performance.now() - t0) / 1000; }""",
            server.url(f"course/static/pyodide/{module}"),
        )
    finally:
        ctx.close()


def _app_alone(ctx, url: str) -> float:
    """Page open to the notebook drawn (the JupyterLab app alone, before a kernel runs)."""
    page = ctx.new_page()
    t0 = time.perf_counter()
    page.goto(url)
    page.wait_for_function(
        "() => document.querySelector('.jp-Notebook .jp-Cell')", timeout=120_000, polling=50
    )
    seconds = time.perf_counter() - t0
    page.close()
    return seconds


def _median(xs):
    return statistics.median(xs) if xs else float("nan")


def _say(*parts) -> None:
    print(*parts, flush=True)


def measure_site(pw, base: Path, site_dir: Path, plays: int) -> dict:
    with serve_site(site_dir) as server:
        url6 = server.url(f"course/lab/index.html?path={LESSON_6}")
        pyodide = _python_alone(pw, base, server, "pyodide.mjs")
        restore = _python_alone(pw, base, server, "hasen-pyodide.mjs")
        _say(
            f"site: Pyodide's plain start alone {pyodide:.1f} s; the snapshot restored alone {restore:.1f} s"
        )
        first, second, transfer = [], [], []
        kernel: dict[str, list[float]] = {"first": [], "second": []}
        for i in range(3):
            ctx = _browser(pw, base / f"profile-site-{i}")
            try:
                sent = server.bytes_sent
                first.append(_playable(ctx, url6, LESSON_6, kernel["first"]))
                transfer.append((server.bytes_sent - sent) / 1e6)
                second.append(_playable(ctx, url6, LESSON_6, kernel["second"]))
                _say(
                    f"site: playable {first[-1]:.1f} s first, {second[-1]:.1f} s second; {transfer[-1]:.1f} MB"
                )
                if i == 0:
                    app = _app_alone(ctx, url6)
                    hints, cards = _latencies(ctx, url6, LESSON_6, plays)
                    _say(f"site: hint {_median(hints):.0f} ms, card {_median(cards):.0f} ms")
            finally:
                ctx.close()
    return {
        "first": first,
        "second": second,
        "transfer": transfer,
        "hints": hints,
        "cards": cards,
        "pyodide_alone": pyodide,
        "restore_alone": restore,
        "app_alone": app,
        "kernel": kernel,
    }


def measure_lab(pw, base: Path, plays: int) -> dict:
    (base / "lab").mkdir()
    with running_lab(base / "lab") as server:
        nb = _clean_notebook(json.loads((REPO / "notebooks" / LESSON_6).read_text(encoding="utf-8")))
        first, second = [], []
        kernel: dict[str, list[float]] = {"first": [], "second": []}
        for i in range(3):
            # A copy per round: a first visit starts its own kernel (a reload in Lab keeps it).
            name = f"06_full_match-{i}.ipynb"
            (server.root / name).write_text(json.dumps(nb), encoding="utf-8")
            url6 = f"{server.url}/lab/tree/{name}?reset"
            ctx = _browser(pw, base / f"profile-lab-{i}")
            try:
                first.append(_playable(ctx, url6, name, kernel["first"]))
                second.append(_playable(ctx, url6, name, kernel["second"]))
                _say(f"lab: playable {first[-1]:.1f} s first, {second[-1]:.1f} s second")
                if i == 0:
                    app = _app_alone(ctx, url6)
                    hints, cards = _latencies(ctx, url6, name, plays)
                    _say(f"lab: hint {_median(hints):.0f} ms, card {_median(cards):.0f} ms")
            finally:
                ctx.close()
    return {
        "first": first,
        "second": second,
        "hints": hints,
        "cards": cards,
        "app_alone": app,
        "kernel": kernel,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--plays", type=int, default=12, help="cards played (and hints asked) per environment")
    ap.add_argument("--site", type=Path, help="measure this site, built already")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="hw-site-bench-") as tmp:
        base = Path(tmp)
        build_s = None
        site_dir = args.site
        if site_dir is None:
            t0 = time.perf_counter()
            site_dir = build_site(base / "site").out
            build_s = time.perf_counter() - t0
            _say(f"built in {build_s:.1f} s")
        size = sum(p.stat().st_size for p in site_dir.rglob("*") if p.is_file()) / 1e6
        with sync_playwright() as pw:
            lab = measure_lab(pw, base, args.plays)
            s = measure_site(pw, base, site_dir, args.plays)

    def row(name, site_v, lab_v, target, bound=""):
        print(f"{name:34} {site_v:>12} {lab_v:>12}   {target:14} {bound}")

    built = "not built here (--site)" if build_s is None else f"{build_s:.1f} s (download cache warm)"
    print(
        f"\nsite build: {built}; site size {size:.1f} MB; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    print(f"{'':34} {'site':>12} {'JupyterLab':>12}   target")
    row("first-visit transfer (median)", f"{_median(s['transfer']):.1f} MB", "-", "< 30 MB")
    row(
        "lesson 6 playable, first visit",
        f"{_median(s['first']):.1f} s",
        f"{_median(lab['first']):.1f} s",
        "< 8 s",
        f"bounds: app alone {s['app_alone']:.1f} s (Lab {lab['app_alone']:.1f} s); snapshot restored alone "
        f"{s['restore_alone']:.1f} s (a plain Pyodide start {s['pyodide_alone']:.1f} s)",
    )
    row(
        "lesson 6 playable, second visit",
        f"{_median(s['second']):.1f} s",
        f"{_median(lab['second']):.1f} s",
        "< 4 s",
        f"bound: app alone + snapshot restored alone = {s['app_alone'] + s['restore_alone']:.1f} s, "
        "before any cell runs",
    )
    for visit in ("first", "second"):
        site_k, lab_k = _median(s["kernel"][visit]), _median(lab["kernel"][visit])
        row(
            f"  of which to an idle kernel, {visit}",
            f"{site_k:.1f} s",
            f"{lab_k:.1f} s",
            "",
            f"then the lesson's cells: site {_median(s[visit]) - site_k:.1f} s, Lab {_median(lab[visit]) - lab_k:.1f} s",
        )
    row(
        "hint (median)",
        f"{_median(s['hints']):.0f} ms",
        f"{_median(lab['hints']):.0f} ms",
        "< 250 ms",
        f"n={len(s['hints'])}/{len(lab['hints'])}",
    )
    row(
        "click to card (median)",
        f"{_median(s['cards']):.0f} ms",
        f"{_median(lab['cards']):.0f} ms",
        "< 100 ms",
        f"n={len(s['cards'])}/{len(lab['cards'])}",
    )
    print(
        "runs (s): site first",
        [round(x, 1) for x in s["first"]],
        "second",
        [round(x, 1) for x in s["second"]],
        "| lab first",
        [round(x, 1) for x in lab["first"]],
        "second",
        [round(x, 1) for x in lab["second"]],
    )


if __name__ == "__main__":
    main()
