"""What following the hint costs (issue 20). Not part of the test suite.

Real games: the expert in every seat, one hand per deal; South is "the learner" and
follows the hint. At each of South's card decisions with a real choice, the hint
(``hint(view)``, its default samples and seed) is compared with an oracle: the same
search with ten times the samples and another seed, which scores every legal card by the
expected point margin of the hand for South's side and picks the best.

The points lost by following the hint rather than the oracle are ``V(oracle's card) -
V(hint's card)``, ``V`` the card's true expected margin. They are estimated without
bias by a third search (as large, a third seed) that scores both cards afresh (0 where
the two agree): the oracle's own figures cannot score them, since the card it picks is
the one its noise favours, so by its own count any other card looks worse than it is.
Summed over a hand's decisions and averaged over hands: the expected points per hand
lost by following the hint (target: under 0.05), with its standard error over hands.

Also printed, to show the size of that bias: the oracle's own count (its best card's
figure minus its figure for the hint's card), and what the same count charges a second
oracle, as large as the first (another seed): a player as good as the oracle "loses"
that much by the oracle's count, so that count cannot go below it.

Run::

    nice -n 10 python benchmarks/hint_regret.py --deals 100   # about 8 min on a busy machine
    python benchmarks/hint_regret.py --deals 5                # a quick look
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import time

from hasen_widget import Game
from hasen_widget.actions import Action
from hasen_widget.analysis import HINT_SAMPLES, hint
from hasen_widget.players.levels import LevelPlayer
from hasen_widget.players.search import SearchPlayer
from hasen_widget.players.seat_knowledge import SeatKnowledge
from hasen_widget.view import seat_view

SEED_BASE = 70_000_000


#: Seconds each hint took (the coach's suggestion is the same search), filled by ``run``.
HINT_TIMES: list[float] = []
EXPERT_TIMES: list[float] = []


#: Per hand, the loss scored by a third, independent search (see ``main``), filled by ``run``.
FAIR: list[float] = []


def run(deals: int, factor: int, floor: "list[float] | None" = None) -> tuple[list[float], int, int]:
    per_hand, decisions, agree = [], 0, 0
    for i in range(deals):
        seed = SEED_BASE + i
        game = Game(seed=seed)
        players = {s: LevelPlayer("expert", seed=seed * 4 + k) for k, s in enumerate("NESW")}
        regret = floor_regret = fair = 0.0
        while not game.hand_results:
            seat = game.to_move
            view = seat_view(game, seat)
            t0 = time.perf_counter()
            action = players[seat].choose(view)
            if view["phase"] == "play" and len(view["legal"]) > 1:
                EXPERT_TIMES.append(time.perf_counter() - t0)
            if seat == "S" and view["phase"] == "play" and len(view["legal"]) > 1:
                t0 = time.perf_counter()
                advised = hint(view, time_limit=None).action
                HINT_TIMES.append(time.perf_counter() - t0)
                cards = [Action.parse(a).card for a in view["legal"]]
                oracle = SearchPlayer(samples=HINT_SAMPLES * factor, seed=seed + 1, time_limit=None)
                ev = oracle.evaluate(SeatKnowledge(view), cards)
                best = max(ev.points.values())
                mine = Action.parse(advised).card
                regret += best - ev.points[mine]
                pick = max(cards, key=lambda c: (ev.points[c], ev.tricks[c]))
                if pick != mine:
                    # Scored afresh: the oracle's own figures favour its own pick (its
                    # noise counts as the hint's loss); a third search of the same size,
                    # another seed, scores both cards without that bias.
                    judge = SearchPlayer(samples=HINT_SAMPLES * factor, seed=seed + 3, time_limit=None)
                    fresh = judge.evaluate(SeatKnowledge(view), [pick, mine])
                    fair += fresh.points[pick] - fresh.points[mine]
                if floor is not None:
                    # What bounds the figure: a second oracle, as strong, scored by the first.
                    twin = SearchPlayer(samples=HINT_SAMPLES * factor, seed=seed + 2, time_limit=None)
                    other = twin.evaluate(SeatKnowledge(view), cards)
                    pick = max(cards, key=lambda c: (other.points[c], other.tricks[c]))
                    floor_regret += best - ev.points[pick]
                decisions += 1
                agree += ev.points[Action.parse(advised).card] == best
                action = advised  # the learner follows the hint
            game.apply(action, seat=seat)
        if not game.hand_results[0].thrown_in:
            per_hand.append(regret)
            FAIR.append(fair)
            if floor is not None:
                floor.append(floor_regret)
    return per_hand, decisions, agree


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--factor", type=int, default=10, help="the oracle's samples, in hint samples")
    parser.add_argument(
        "--no-floor", action="store_true", help="leave out the second oracle (the oracle's own noise)"
    )
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}")
    t0 = time.perf_counter()
    floor: "list[float] | None" = None if args.no_floor else []
    hands, n, agree = run(args.deals, args.factor, floor)
    oracle = HINT_SAMPLES * args.factor

    def mean_se(xs: list[float]) -> tuple[float, float]:
        se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
        return statistics.fmean(xs), se

    fair_m, fair_se = mean_se(FAIR)
    verdict = "met" if fair_m < 0.05 else "not met"
    print(
        f"points per hand lost by following the hint ({HINT_SAMPLES} samples) rather than the oracle "
        f"({oracle} samples), scored by an independent search ({oracle} samples, a third seed): "
        f"{fair_m:.3f} ± {fair_se:.3f} (target < 0.05: {verdict}; one-sided 95% bound {fair_m + 1.645 * fair_se:.3f}); "
        f"{n} card decisions in {len(hands)} hands, the hint played the oracle's card in {agree} ({agree / max(n, 1):.0%})"
    )
    m, se = mean_se(hands)
    print(f"the oracle's own count of the same loss (biased up by the oracle's noise): {m:.3f} ± {se:.3f}")
    if floor:
        fm, fse = mean_se(floor)
        print(
            f"  by that count a second oracle ({oracle} samples, another seed), as good as the first, loses "
            f"{fm:.3f} ± {fse:.3f} points per hand: the count's floor, whatever the hint"
        )
    for label, times, target in (
        ("the hint (the coach's card suggestion is the same search)", HINT_TIMES, "under 1 s"),
        ("the expert's card decisions", EXPERT_TIMES, "median under 250 ms"),
    ):
        ts = sorted(times)
        if ts:
            print(
                f"{label}: median {statistics.median(ts) * 1000:.0f} ms, 95th {ts[int(0.95 * (len(ts) - 1))] * 1000:.0f} ms,"
                f" max {ts[-1] * 1000:.0f} ms over {len(ts)} (target: {target})"
            )
    print(f"{time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
