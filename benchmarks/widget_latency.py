"""Click to card on the table: the table widget's latency in a real JupyterLab and Chromium.

What is timed is what a learner waits for: from the click on a card in their hand to
the trick area showing that card, through the kernel and back (the engine checks the
move, the new view is synced, the page redraws). Both ends are stamped inside the page:
a capture-phase click listener takes ``performance.now()``, a MutationObserver on the
table takes it again when the card stands in the trick area and has left the hand.
Computer players' replies are not part of it: pacing is zero, and the widget syncs the
learner's own move before it lets the computer players answer.

Also timed: from the click on the learner's last card of a hand to the hand's result
shown in place (the end-of-hand moment: the computer players' last cards, the scoring,
the open-hand review of the learner's six cards, the sync and the redraw). The finished
tricks' linger is set to 0 here, so that only the machine's time is measured.

Also printed: the size of the bundled front end (``hasen_widget/static/table.js``,
unminified, and its stylesheet). Targets: median under 50 ms, bundle under 40 KB.

Run::

    python benchmarks/widget_latency.py              # about 60 plays, ~1 minute
    python benchmarks/widget_latency.py --plays 20   # a quick look
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))

# The browser tests' own recipe for a private JupyterLab and Chromium (tests/browser/conftest.py).
from conftest import (  # noqa: E402
    _KERNEL_IDLE_JS,
    _RUN_ALL_JS,
    CHROMIUM,
    CHROMIUM_ARGS,
    _notebook_from_cells,
    running_lab,
)

STATIC = REPO / "hasen_widget" / "static"

_INSTRUMENT_JS = """() => {
  const root = document.querySelector('.hw-root');
  window.__hwLatency = [];
  window.__hwDraw = [];
  window.__hwResult = [];
  window.__hwPending = null;
  root.addEventListener('click', (e) => {
    const b = e.target.closest('.hw-hand button.hw-card.hw-playable');
    if (b && root.dataset.phase === 'play') {
      const last = root.querySelectorAll('.hw-hand button.hw-card').length === 1;
      window.__hwPending = { card: b.dataset.card, t0: performance.now(), last };
    }
  }, true);
  new MutationObserver(() => {
    const p = window.__hwPending;
    if (!p) return;
    if (p.last) {  // the learner's last card of the hand: time it to the result in place
      if (root.querySelector('.hw-result')) {
        window.__hwResult.push(performance.now() - p.t0);
        window.__hwPending = null;
      }
      return;
    }
    const inTrick = root.querySelector(`.hw-trick [data-seat="${window.__hwSeat}"][data-card="${p.card}"]`);
    const inHand = root.querySelector(`.hw-hand [data-card="${p.card}"]`);
    if (inTrick && !inHand) {
      window.__hwLatency.push(performance.now() - p.t0);
      window.__hwDraw.push(Number(root.dataset.drawMs));
      window.__hwPending = null;
    }
  }).observe(root, { childList: true, subtree: true, attributes: true });
  return true;
}"""

# One learner decision, whatever the phase: in play, click the first playable card
# (timed); otherwise click the first offered action (or the first card to discard).
_STEP_JS = """() => {
  const root = document.querySelector('.hw-root');
  const phase = root.dataset.phase;
  if (root.dataset.stage === 'hand_over') {  // the end-of-hand moment: "Next hand"
    const next = root.querySelector('.hw-result button[data-key="next"]');
    if (!next) return 'wait';
    next.click();
    return 'next';
  }
  if (phase === 'over') {  // the match is won: deal a new one and go on measuring
    root.querySelector('button[data-key="new_hand"]').click();
    return 'new';
  }
  if (phase === 'play') {
    const card = root.querySelector('.hw-hand button.hw-card.hw-playable');
    if (!card) return 'wait';
    const last = root.querySelectorAll('.hw-hand button.hw-card').length === 1;
    card.click();
    return last ? 'last' : 'play';
  }
  if (phase === 'discard') {
    const card = root.querySelector('.hw-hand button.hw-card.hw-playable');
    if (!card) return 'wait';
    card.click();
    return 'discard';
  }
  const button = root.querySelector('.hw-panel button[data-action]');
  if (!button) return 'wait';
  button.click();
  return phase;
}"""


def measure(plays: int, seed: int) -> tuple[list[float], list[float], list[float]]:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="hw-latency-") as tmp, running_lab(Path(tmp)) as server:
        base = Path(tmp)
        nb = _notebook_from_cells(
            [f"from hasen_widget import HasenWidget\nw = HasenWidget(seed={seed}, pace=0, linger=0)\nw"]
        )
        (server.root / "latency.ipynb").write_text(json.dumps(nb), encoding="utf-8")
        url = server.url
        with sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                str(base / "profile"),
                executable_path=CHROMIUM,
                headless=True,
                args=CHROMIUM_ARGS,
                viewport={"width": 1280, "height": 900},
            )
            try:
                page = ctx.new_page()
                page.goto(f"{url}/lab/tree/latency.ipynb")
                page.wait_for_function(_KERNEL_IDLE_JS, arg="latency.ipynb", timeout=90_000, polling=100)
                page.evaluate(_RUN_ALL_JS)
                page.locator(".hw-root").wait_for(timeout=30_000)
                page.evaluate("() => { window.__hwSeat = 'S'; }")
                page.evaluate(_INSTRUMENT_JS)
                stuck = 0
                while page.evaluate("() => window.__hwLatency.length") < plays:
                    before = page.evaluate("() => window.__hwLatency.length")
                    what = page.evaluate(_STEP_JS)
                    if what == "play":
                        page.wait_for_function(
                            "(n) => window.__hwLatency.length > n", arg=before, timeout=10_000
                        )
                    elif what == "last":
                        page.wait_for_function("() => !window.__hwPending", timeout=30_000)
                    # Let the kernel answer (and the computer players reply) before the next decision.
                    page.wait_for_timeout(60)
                    stuck = stuck + 1 if what == "wait" else 0
                    if stuck > 200:
                        raise RuntimeError("the table stopped offering the learner a move")
                return page.evaluate("() => [window.__hwLatency, window.__hwDraw, window.__hwResult]")
            finally:
                ctx.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--plays", type=int, default=60, help="timed card plays (default 60)")
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args()

    js = STATIC / "table.js"
    css = STATIC / "table.css"
    if not js.exists():
        sys.exit("hasen_widget/static/table.js is missing: run `node build.mjs` first")
    samples, draws, results = measure(args.plays, args.seed)
    samples.sort()
    median = statistics.median(samples)
    p95 = samples[min(len(samples) - 1, round(0.95 * (len(samples) - 1)))]
    print(
        f"click on a card -> card in the trick area ({len(samples)} plays, pace 0, computer replies excluded)"
    )
    print(f"  median {median:6.1f} ms   (target < 50 ms: {'met' if median < 50 else 'NOT met'})")
    print(f"  p95    {p95:6.1f} ms")
    print(f"  min {samples[0]:.1f} ms, max {samples[-1]:.1f} ms")
    print(f"  of which the page's redraw: median {statistics.median(draws):.1f} ms")
    if results:
        results.sort()
        print(
            f"click on the last card of a hand -> the hand's result in place ({len(results)} hands): "
            f"median {statistics.median(results):.0f} ms, max {results[-1]:.0f} ms"
        )
    load = Path("/proc/loadavg").read_text().split()[:3] if Path("/proc/loadavg").exists() else ["?"]
    print(f"  machine load average during the run: {' '.join(load)} (2 cores)")
    size_js, size_css = js.stat().st_size, css.stat().st_size if css.exists() else 0
    print(
        f"bundle: table.js {size_js / 1024:.1f} KB unminified (target < 40 KB: "
        f"{'met' if size_js < 40 * 1024 else 'NOT met'}), table.css {size_css / 1024:.1f} KB"
    )


if __name__ == "__main__":
    main()
