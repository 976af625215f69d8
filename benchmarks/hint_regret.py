"""What following the hint costs (issue 20). Not part of the test suite.

Real games: the expert in every seat, one hand per deal; South is "the learner". At
each of South's card decisions with a real choice, the hint (``hint(view)``, its default
samples and seed) is compared with an oracle: the same search with ten times the samples
and another seed, which scores every legal card by the expected point margin of the hand
for South's side. The regret of a decision is the oracle's value of its best card minus
its value of the hint's card (0 when they agree); summed over a hand's decisions, and
averaged over hands, it is the expected points per hand lost by following the hint
(target: under 0.05). Printed with its standard error over hands.

Run::

    nice -n 10 python benchmarks/hint_regret.py --deals 40   # about 5 min on a busy machine
    nice -n 10 python benchmarks/hint_regret.py --deals 30 --floor   # and the oracle's own noise
    python benchmarks/hint_regret.py --deals 5               # a quick look
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
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--factor", type=int, default=10, help="the oracle's samples, in hint samples")
    parser.add_argument(
        "--floor",
        action="store_true",
        help="also score a second oracle: the regret the oracle's own noise gives",
    )
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}")
    t0 = time.perf_counter()
    floor: "list[float] | None" = [] if args.floor else None
    hands, n, agree = run(args.deals, args.factor, floor)
    m = statistics.fmean(hands)
    se = statistics.stdev(hands) / math.sqrt(len(hands)) if len(hands) > 1 else float("nan")
    print(
        f"hint ({HINT_SAMPLES} samples) vs oracle ({HINT_SAMPLES * args.factor} samples): "
        f"{m:.3f} ± {se:.3f} points per hand lost (target < 0.05); "
        f"{n} card decisions in {len(hands)} hands, the oracle's best card in {agree} ({agree / max(n, 1):.0%})"
    )
    fair_m = statistics.fmean(FAIR)
    fair_se = statistics.stdev(FAIR) / math.sqrt(len(FAIR)) if len(FAIR) > 1 else float("nan")
    print(
        f"the same loss scored by an independent search ({HINT_SAMPLES * args.factor} samples, a third seed) "
        f"where the hint and the oracle differ: {fair_m:.3f} ± {fair_se:.3f} points per hand (target < 0.05; "
        "the figure above also counts the oracle's own noise as loss)"
    )
    if floor:
        fm = statistics.fmean(floor)
        fse = statistics.stdev(floor) / math.sqrt(len(floor)) if len(floor) > 1 else float("nan")
        print(
            f"noise floor: a second oracle ({HINT_SAMPLES * args.factor} samples, another seed) loses "
            f"{fm:.3f} ± {fse:.3f} points per hand by the first oracle's count: the measure cannot go below this"
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
