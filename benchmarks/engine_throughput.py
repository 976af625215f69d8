"""Random complete hands per second: our engine against OpenSpiel's Euchre, in one run.

Both engines are driven from Python by the same kind of driver: at every decision a
uniformly random choice among the legal actions. A "complete hand" is, for us: the
deal, the auction, the widow, naming trump, the discard, the alone question, six
tricks and the score (thrown-in hands are not counted); for OpenSpiel's ``euchre``:
the deal (chance outcomes sampled by their probabilities, as ``chance_outcomes()``
gives them), the bidding, the dealer's pick-up and discard, the alone question and
the tricks, to a terminal state.

The two drivers run in alternating short rounds so that a busy machine slows both
alike; each rate is the median over the rounds. OpenSpiel is also timed with a
shortcut driver that draws chance outcomes uniformly (its deal is uniform), which is
faster; both ratios are printed.

Our engine is timed as installed (compiled with mypyc by ``pip install``, see
``hatch_build.py``) and, in the same rounds, from its Python source in a child process
with ``HASEN_WIDGET_PURE_PYTHON=1``: the rate a user without a C compiler gets.

Also printed: peak traced memory while playing hands, and the import time of
``hasen_widget`` (the engine only: the package root imports nothing from Jupyter).

Run::

    python benchmarks/engine_throughput.py            # about 20 s
    python benchmarks/engine_throughput.py --seconds 1 --rounds 3   # quick look
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
import tracemalloc

from hasen_widget import Game, RuleSet
from hasen_widget._native import COMPILED

# Random bidding makes matches drift away from the target (failed bids cost more than
# random play earns), so a match is cut after this many hands and a new one started.
HANDS_PER_MATCH = 32


def ours_hands(seconds: float, rng: random.Random, seed: int) -> tuple[int, float]:
    """Play random hands for about ``seconds``; return (complete hands, elapsed)."""
    rules = RuleSet()
    choice = rng.choice
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = Game(rules, seed=seed)
        seed += 1
        apply, legal = game.apply, game.legal_actions
        results = game.hand_results
        while game.to_move is not None and len(results) < HANDS_PER_MATCH:
            apply(choice(legal()))
        hands += sum(1 for r in results if not r.thrown_in)
    return hands, time.perf_counter() - start


def pure_python_rate(seconds: float, seed: int) -> float:
    """Our rate with the engine loaded from its .py sources, measured in a child process."""
    env = {**os.environ, "HASEN_WIDGET_PURE_PYTHON": "1"}
    out = subprocess.run(
        [sys.executable, __file__, "--ours-only", "--seconds", str(seconds), "--seed", str(seed)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return float(out.stdout.split()[-1])


def openspiel_hands(seconds: float, rng: random.Random, weighted: bool) -> tuple[int, float]:
    """Random complete OpenSpiel euchre hands for about ``seconds``."""
    import pyspiel

    game = pyspiel.load_game("euchre")
    choice, choices = rng.choice, rng.choices
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(20):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    if weighted:
                        actions, probs = zip(*outcomes, strict=True)
                        state.apply_action(choices(actions, weights=probs)[0])
                    else:
                        state.apply_action(choice(outcomes)[0])
                else:
                    state.apply_action(choice(state.legal_actions()))
            hands += 1
    return hands, time.perf_counter() - start


def peak_memory(hands: int = 300) -> tuple[int, int]:
    """Peak traced memory (bytes) while playing ``hands`` random hands, and the hands played."""
    rng = random.Random(1)
    tracemalloc.start()
    played = 0
    seed = 10_000
    while played < hands:
        game = Game(seed=seed)
        seed += 1
        while game.to_move is not None and len(game.hand_results) < HANDS_PER_MATCH:
            game.apply(rng.choice(game.legal_actions()))
        played += len(game.hand_results)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak, played


def import_time(repeats: int = 9) -> tuple[float, float, list[str]]:
    """Fastest cumulative import time of ``hasen_widget`` (ms, from ``-X importtime``),
    fastest wall time of a fresh ``python -c 'import hasen_widget'`` minus the fastest bare
    interpreter (ms), and any Jupyter-side modules the import pulled in. The minimum of
    several runs is the least disturbed by other work on the machine."""
    code = (
        "import sys, hasen_widget\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "('ipywidgets', 'anywidget', 'IPython', 'traitlets', 'comm', 'jupyter_core', 'ipykernel')]\n"
        "print(','.join(bad))"
    )
    cumulative, walls, bare = [], [], []
    jupyter: list[str] = []
    for _ in range(repeats):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        bare.append(time.perf_counter() - t)
        t = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", code], check=True, capture_output=True, text=True
        )
        walls.append(time.perf_counter() - t)
        jupyter = [m for m in out.stdout.strip().split(",") if m]
        for line in out.stderr.splitlines():
            # "import time: self [us] | cumulative | imported package"
            parts = [p.strip() for p in line.split("|")]
            if len(parts) == 3 and parts[2] == "hasen_widget":
                cumulative.append(int(parts[1]) / 1000)
    wall = (min(walls) - min(bare)) * 1000
    return min(cumulative), wall, jupyter


def main(argv: "list[str] | None" = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.5, help="length of one round of each driver")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds")
    parser.add_argument("--ours-only", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.ours_only:  # one round of our engine, for pure_python_rate()
        n, dt = ours_hands(args.seconds, random.Random(args.seed), args.seed)
        print(f"{'compiled' if COMPILED else 'python'} {n / dt}")
        return

    rng = random.Random(2026)
    ours, pure, os_weighted, os_uniform = [], [], [], []
    seed = 0
    for _ in range(args.rounds):
        n, dt = ours_hands(args.seconds, rng, seed)
        ours.append(n / dt)
        if COMPILED:
            pure.append(pure_python_rate(args.seconds, seed))
        seed += 100_000
        n, dt = openspiel_hands(args.seconds, rng, weighted=True)
        os_weighted.append(n / dt)
        n, dt = openspiel_hands(args.seconds, rng, weighted=False)
        os_uniform.append(n / dt)
    r_ours, r_w, r_u = (statistics.median(x) for x in (ours, os_weighted, os_uniform))
    print(f"rounds: {args.rounds} x {args.seconds:g} s per driver, alternating; median rates")
    engine = "compiled (mypyc)" if COMPILED else "pure Python: no compiled build"
    print(f"hasen_widget engine as installed: {engine}")
    print(f"hasen_widget random complete hands/s:                 {r_ours:9.0f}")
    if pure:
        print(f"hasen_widget from its Python source (child process):  {statistics.median(pure):9.0f}")
    print(f"OpenSpiel euchre hands/s (chance sampled by weights): {r_w:9.0f}")
    print(f"OpenSpiel euchre hands/s (chance drawn uniformly):    {r_u:9.0f}")
    print(f"ratio ours / OpenSpiel (sampled):  {r_ours / r_w:5.2f}x   (target >= 2x)")
    print(f"ratio ours / OpenSpiel (uniform):  {r_ours / r_u:5.2f}x")
    if pure:
        print(f"ratio Python source / OpenSpiel (sampled): {statistics.median(pure) / r_w:5.2f}x")

    peak, played = peak_memory()
    print(
        f"peak traced memory over {played} hands (matches of <= {HANDS_PER_MATCH} hands): {peak / 1024:.0f} KiB"
    )

    cumulative, wall, jupyter = import_time()
    print(
        f"import hasen_widget (best of 9): {cumulative:.1f} ms (-X importtime cumulative), "
        f"{wall:.1f} ms wall over a bare interpreter   (target < 50 ms)"
    )
    print(f"Jupyter modules imported by the package root: {jupyter or 'none'}")


if __name__ == "__main__":
    main()
