"""How true the hand value is (issue 20). Not part of the test suite.

Deals the fit never saw (``Game(seed=s)`` for seeds far from the fit's), the expert in
every seat, one hand per deal. For the side that wins the auction it prints:

1. the bias and RMSE of the estimate behind the maker's last bid (``hand_value`` of its
   view at that turn) against the tricks its side then took (targets: bias within
   ±0.15 trick, RMSE at most 1.2), each with its standard error;
2. for each bid made, how often it was made against the chance the model gave it
   (target: within 5 points), with the standard error of the observed rate;
3. the same with the search player in every seat (it bids from the same model);
4. the expert's time per decision (median, 95th percentile; target: median under 250 ms)
   and the coach's first suggestion for a fresh view (target: under 1 s).

Run::

    nice -n 10 python benchmarks/hand_value.py --deals 200   # about 5-10 min on a busy machine
    python benchmarks/hand_value.py --deals 20               # a quick look
    nice -n 10 python benchmarks/hand_value.py --deals 3000 --skip-search --jobs 2  # bid 6's rate
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import time

from hasen_widget import Game
from hasen_widget.deal import side_of
from hasen_widget.players import SearchPlayer, hand_value
from hasen_widget.players.levels import LevelPlayer
from hasen_widget.view import seat_view

#: Far from the fit's seeds (scripts/fit_hand_value.py: 1,000,000 + seed * 100,000 + i).
SEED_BASE = 50_000_000


def _mean_se(xs: list[float]) -> tuple[float, float]:
    m = statistics.fmean(xs)
    se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return m, se


def play(deals: range, family: str) -> dict:
    """The hands of ``deals`` (indices from ``SEED_BASE``), ``family`` in every seat."""
    errors, by_bid, times, card_times = [], {}, [], []
    for i in deals:
        seed = SEED_BASE + i
        game = Game(seed=seed)
        if family == "expert":
            players = {s: LevelPlayer("expert", seed=seed * 4 + k) for k, s in enumerate("NESW")}
        else:
            players = {s: SearchPlayer(seed=seed * 4 + k) for k, s in enumerate("NESW")}
        last: dict[str, tuple[float, dict]] = {}
        while not game.hand_results:
            seat = game.to_move
            view = seat_view(game, seat)
            t0 = time.perf_counter()
            d = players[seat].decide(view)
            if view["phase"] == "play" and len(view["legal"]) > 1:
                card_times.append(time.perf_counter() - t0)
            times.append(time.perf_counter() - t0)
            if view["phase"] == "auction" and d.action != "pass":
                hv = hand_value(view)
                last[seat] = (hv.expected, {b: hv.chance(b) for b in range(1, 7)})
            game.apply(d.action, seat=seat)
        r = game.hand_results[0]
        if r.thrown_in or r.maker not in last or r.forced:
            continue
        est, chances = last[r.maker]
        took = r.tricks[side_of(r.maker)]
        errors.append(est - took)
        by_bid.setdefault(r.bid, []).append((chances[r.bid], took >= r.bid))
    return {
        "errors": errors,
        "by_bid": by_bid,
        "times": times,
        "card_times": card_times,
    }


def play_parallel(deals: int, family: str, jobs: int) -> dict:
    """:func:`play` of the first ``deals`` deals split into ``jobs`` processes, merged in
    deal order: the figures one process gives (each deal's players are seeded by the
    deal); only the times share the cores."""
    if jobs <= 1:
        return play(range(deals), family)
    from multiprocessing import Pool

    step = math.ceil(deals / jobs)
    with Pool(jobs) as pool:
        parts = pool.starmap(play, [(range(k, min(deals, k + step)), family) for k in range(0, deals, step)])
    out: dict = {"errors": [], "by_bid": {}, "times": [], "card_times": []}
    for part in parts:
        for key in ("errors", "times", "card_times"):
            out[key] += part[key]
        for bid, rows in part["by_bid"].items():
            out["by_bid"].setdefault(bid, []).extend(rows)
    return out


def report(name: str, out: dict) -> None:
    e = out["errors"]
    if not e:
        print(f"{name}: no contracts")
        return
    bias, se = _mean_se(e)
    rmse = math.sqrt(statistics.fmean(x * x for x in e))
    # The RMSE's standard error by the delta method on the mean square.
    sq = [x * x for x in e]
    rmse_se = (statistics.stdev(sq) / math.sqrt(len(sq))) / (2 * rmse) if len(sq) > 1 else float("nan")
    print(f"{name}: {len(e)} contracts")
    print(
        f"  hand_value bias {bias:+.3f} ± {se:.3f} trick (target ±0.15), RMSE {rmse:.3f} ± {rmse_se:.3f} (target ≤ 1.2)"
    )
    for bid in sorted(out["by_bid"]):
        rows = out["by_bid"][bid]
        n = len(rows)
        predicted = statistics.fmean(p for p, _ in rows)
        observed = sum(1 for _, m in rows if m) / n
        # The rate's standard error if the model is right (the predicted rate's binomial
        # spread): defined even when every contract was made (an observed 100%).
        se_rate = math.sqrt(max(predicted * (1 - predicted), 1e-9) / n)
        flag = (
            "ok"
            if abs(predicted - observed) <= 0.05
            else ("within 2 SE" if abs(predicted - observed) <= 2 * se_rate else "off")
        )
        print(
            f"  bid {bid}: {n:4d} made {observed:6.1%} ± {se_rate:.1%}, predicted {predicted:6.1%}"
            f" ({(predicted - observed) * 100:+.1f} points, {flag})"
        )
    for label, key in (("every decision", "times"), ("cards with a choice", "card_times")):
        t = sorted(out[key])
        if t:
            print(
                f"  time per decision, {label}: median {statistics.median(t) * 1000:.0f} ms, "
                f"95th {t[int(0.95 * (len(t) - 1))] * 1000:.0f} ms over {len(t)} (target: median < 250 ms)"
            )


def coach_first(n: int) -> list[float]:
    from hasen_widget.table.coach import Coach

    out = []
    for i in range(n):
        game = Game(seed=SEED_BASE + 10_000 + i)
        # Play to the first card of the learner's (South's) choice, with the club level.
        players = {s: LevelPlayer("club", seed=i * 4 + k) for k, s in enumerate("NESW")}
        while game.to_move is not None:
            view = seat_view(game, game.to_move)
            if game.to_move == "S" and game.phase == "play" and len(view["legal"]) > 1:
                break
            game.apply(players[game.to_move].choose(view))
        if game.to_move != "S":
            continue
        t0 = time.perf_counter()
        Coach(on=True).advise(seat_view(game, "S"))
        out.append(time.perf_counter() - t0)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--coach", type=int, default=20, help="coach suggestions timed")
    parser.add_argument("--skip-search", action="store_true", help="leave out today's search player")
    parser.add_argument(
        "--jobs", type=int, default=1, help="processes to play the deals in (times then share the cores)"
    )
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}")
    t0 = time.perf_counter()
    report("expert in every seat", play_parallel(args.deals, "expert", args.jobs))
    if not args.skip_search:
        report("today's search player in every seat", play_parallel(args.deals, "search", args.jobs))
    c = sorted(coach_first(args.coach))
    if c:
        print(
            f"coach's first card suggestion: median {statistics.median(c) * 1000:.0f} ms, max {c[-1] * 1000:.0f} ms over {len(c)} (target < 1 s)"
        )
    print(f"{time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
