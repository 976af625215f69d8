"""How strong and how fast the computer players are (issue 6). Not part of the test suite.

Prints, each over the same deals played twice with the partnerships swapped (one hand
per deal: ``Game(seed=s)`` played until its first hand is scored):

1. rule-of-thumb vs random: margin in points per hand (target: at least +1.5);
2. search vs rule-of-thumb: margin and standard error (target: positive, at least 3 SE);
3. the search player's time per decision at its default strength, median and 95th
   percentile, over all its decisions and over card plays with a real choice (target:
   median under 250 ms), measured during (2);
4. the open-hand solver's time on a full six-card deal (all cards' values), median and
   95th percentile (target: median under 50 ms).

The load average is printed too: other work on the machine slows the timings.

Run::

    python benchmarks/players.py                       # 2,000 deals each; about 20-40 min on 2 cores
    python benchmarks/players.py --deals 200 --workers 2   # a quick look
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import statistics
import time

from hasen_widget import Game
from hasen_widget.players import RandomPlayer, RuleOfThumbPlayer, play_bots
from hasen_widget.players.search import DEFAULT_SAMPLES, DEFAULT_TIME_LIMIT, SearchPlayer
from hasen_widget.solver import Position, solve
from hasen_widget.tournament import summarize, tournament

_TIMES: list[tuple[float, str, int]] = []


class _Timed:
    """Wraps a player and records the time of each decision (phase, number of choices)."""

    def __init__(self, player):
        self.player = player

    def decide(self, view):
        t0 = time.perf_counter()
        d = self.player.decide(view)
        _TIMES.append((time.perf_counter() - t0, view["phase"], len(view["legal"])))
        return d

    def choose(self, view):
        return self.decide(view).action


def _search(seed):
    return _Timed(SearchPlayer(seed=seed))


def _rule(seed):
    return RuleOfThumbPlayer()


def _random(seed):
    return RandomPlayer(seed)


_PAIRS = {"rule-random": (_rule, _random), "search-rule": (_search, _rule)}


def _chunk(job):
    pair, seeds = job
    _TIMES.clear()
    a, b = _PAIRS[pair]
    r = tournament(a, b, seeds=seeds)
    return r.outcomes, list(_TIMES)


def run_pair(pair: str, deals: int, workers: int, seed: int):
    seeds = [seed * 1_000_003 + i for i in range(deals)]
    size = max(1, min(25, deals // (workers * 4) or 1))
    jobs = [(pair, seeds[i : i + size]) for i in range(0, len(seeds), size)]
    outcomes, times = [], []
    t0 = time.perf_counter()
    with mp.get_context("fork").Pool(workers) as pool:
        for k, (o, t) in enumerate(pool.imap_unordered(_chunk, jobs), 1):
            outcomes.extend(o)
            times.extend(t)
            if k % max(1, len(jobs) // 10) == 0:
                print(f"  {pair}: {k}/{len(jobs)} chunks, {time.perf_counter() - t0:.0f} s", flush=True)
    return summarize(outcomes, time.perf_counter() - t0), times


def _pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p * (len(xs) - 1))))]


def solver_times(n: int):
    """Solve the opening position of ``n`` deals (after a rule-of-thumb auction), six cards each."""
    out = []
    seed = 0
    bots = {s: RuleOfThumbPlayer() for s in "NESW"}
    while len(out) < n:
        g = Game(seed=seed)
        seed += 1
        while g.phase != "play" and not g.hand_results:
            play_bots(g, bots, max_actions=1)
        if g.phase != "play" or g.sitting_out:
            continue
        pos = Position.from_game(g)
        t0 = time.perf_counter()
        solve(pos)
        out.append(time.perf_counter() - t0)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=2000, help="deals per match-up (each played twice)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--solver-deals", type=int, default=300)
    args = ap.parse_args()
    print(f"load average at start: {os.getloadavg()}")
    print(f"cores: {os.cpu_count()}, workers: {args.workers}")

    st = solver_times(args.solver_deals)
    print(
        f"\nOpen-hand solver, full six-card deal (values of all six leads), {len(st)} deals: "
        f"median {statistics.median(st) * 1000:.1f} ms, p95 {_pct(st, 0.95) * 1000:.1f} ms, "
        f"max {max(st) * 1000:.1f} ms  (target: median < 50 ms)"
    )

    r, _ = run_pair("rule-random", args.deals, args.workers, args.seed)
    print("\n" + r.summary("rule-of-thumb", "random") + "  (target: ≥ +1.5)")

    r, times = run_pair("search-rule", args.deals, args.workers, args.seed + 1)
    print("\n" + r.summary("search", "rule-of-thumb") + "  (target: > 0 by ≥ 3 SE)")
    all_t = [t for t, _, _ in times]
    play_t = [t for t, phase, n in times if phase == "play" and n > 1]
    print(
        f"\nSearchPlayer at default strength (samples={DEFAULT_SAMPLES}, time_limit={DEFAULT_TIME_LIMIT} s), "
        f"{args.workers} workers in parallel:"
    )
    print(
        f"  all {len(all_t)} decisions: median {statistics.median(all_t) * 1000:.1f} ms, "
        f"p95 {_pct(all_t, 0.95) * 1000:.1f} ms  (target: median < 250 ms)"
    )
    print(
        f"  {len(play_t)} card plays with a choice: median {statistics.median(play_t) * 1000:.1f} ms, "
        f"p95 {_pct(play_t, 0.95) * 1000:.1f} ms, max {max(play_t) * 1000:.1f} ms"
    )
    print(f"\nload average at end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
