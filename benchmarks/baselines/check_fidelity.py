"""Does :class:`~benchmarks.baselines.search_d2d401cc.IssueTimeSearchPlayer` decide as
d2d401cc's ``SearchPlayer`` did? Not a test: it needs a checkout of that commit.

For each seed ``s`` and each rule set of :data:`RULE_SETS`, ``Game(seed=s, rules=...)``
is played up to its first card, in the old checkout with its own ``SearchPlayer`` in
every seat (a subprocess with only that checkout on ``PYTHONPATH``; it imports nothing
from this one), and here with the frozen copy on today's engine. Every decision of the
auction, trump, discard, going alone and defending alone is compared: the view's facts
the heuristics read (hand, legal actions, auction so far, high bidder, trump), the
action, and the reason with its parameters. Prints the agreement count; exit status 1
on any difference.

Run from the checkout (``git worktree add /tmp/oldsearch d2d401cc`` makes the old one)::

    PYTHONPATH=$PWD nice -n 10 python benchmarks/baselines/check_fidelity.py --old /tmp/oldsearch --deals 30

>>> phase_decisions.__name__
'phase_decisions'
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

#: Rule sets the deals are played under (as ``RuleSet(**kw)``): the default, and the
#: variants the non-card heuristics read or that reach other phases.
RULE_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"widow": "unused"},
    {"bidding": "pepper"},
    {"auction": "reentry"},
    {"all_pass": "stick_dealer", "min_bid": 3},
    {"going_alone": False},
)


def phase_decisions(seeds: list[int], root: str) -> list[dict[str, Any]]:
    """Each non-card decision of each seed's first hand, under each rule set, made by
    the player this process has: d2d401cc's ``SearchPlayer`` when ``hasen_widget`` comes
    from ``root`` = an old checkout, else the frozen copy."""
    import hasen_widget
    from hasen_widget import Game, RuleSet
    from hasen_widget.view import seat_view

    where = Path(hasen_widget.__file__).resolve()
    if not where.is_relative_to(Path(root).resolve()):
        raise SystemExit(f"hasen_widget comes from {where}, not from {root}")
    if (Path(root) / "hasen_widget" / "players" / "strength.py").exists():
        from hasen_widget.players.search import SearchPlayer as Player  # d2d401cc's own
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
        from benchmarks.baselines.search_d2d401cc import IssueTimeSearchPlayer as Player

    out = []
    for k, kw in enumerate(RULE_SETS):
        rules = RuleSet(**kw)
        for s in seeds:
            g = Game(seed=s, rules=rules)
            bots = {seat: Player(seed=s * 4 + i) for i, seat in enumerate("NESW")}
            step = 0
            # The non-card phases all come before the first card; a thrown-in hand
            # starts another auction, which is compared too (bounded).
            while g.phase not in ("play", "over") and step < 60:
                seat = g.to_move
                view = seat_view(g, seat)
                d = bots[seat].decide(view)
                out.append(
                    {
                        "rules": k,
                        "seed": s,
                        "step": step,
                        "seat": seat,
                        "phase": view["phase"],
                        "facts": {
                            "hand": sorted(view["hand"] or []),
                            "legal": sorted(view["legal"]),
                            "auction": view.get("auction"),
                            "high_bidder": view.get("high_bidder"),
                            "trump": view.get("trump"),
                        },
                        "action": d.action,
                        "reason": d.reason.to_dict() if d.reason is not None else None,
                    }
                )
                g.apply(d.action)
                step += 1
    return out


def main(argv: "list[str] | None" = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--old", default="/work/wt/oldsearch", help="a checkout of d2d401cc")
    p.add_argument("--deals", type=int, default=30, help="seeds 0..N-1, under each rule set")
    p.add_argument("--record", action="store_true", help=argparse.SUPPRESS)  # the old side
    args = p.parse_args(argv)
    seeds = list(range(args.deals))
    if args.record:
        json.dump(phase_decisions(seeds, args.old), sys.stdout)
        return 0
    here = str(Path(__file__).resolve().parents[2])
    # Only the old checkout on the path: the child starts in it, and this script's own
    # folder (and the current one) come off sys.path before it runs, so that nothing of
    # this checkout can be imported there (phase_decisions checks where hasen_widget is).
    env = {**os.environ, "PYTHONPATH": str(Path(args.old).resolve())}
    code = (
        "import runpy, sys; sys.path[:] = [p for p in sys.path if p not in ('', "
        f"{str(Path(__file__).resolve().parent)!r})]; "
        f"sys.argv = ['check_fidelity', '--record', '--old', {args.old!r}, '--deals', '{args.deals}']; "
        f"runpy.run_path({str(Path(__file__).resolve())!r}, run_name='__main__')"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=args.old, env=env, capture_output=True, text=True, check=False
    )
    if run.returncode != 0:
        print(run.stderr, file=sys.stderr)
        return 2
    old = json.loads(run.stdout)
    new = phase_decisions(seeds, here)
    by_phase: dict[str, list[int]] = {}
    diffs = []
    for a, b in zip(old, new, strict=False):
        agree = a == b
        tally = by_phase.setdefault(a["phase"], [0, 0])
        tally[0] += agree
        tally[1] += 1
        if not agree:
            diffs.append((a, b))
    same = sum(t[0] for t in by_phase.values())
    actions = sum(a["action"] == b["action"] for a, b in zip(old, new, strict=False))
    print(f"check_fidelity: {len(seeds)} seeds x {len(RULE_SETS)} rule sets, first hand up to its first card")
    print(
        f"  decisions: d2d401cc {len(old)}, frozen copy {len(new)}; agreeing {same} of {len(old)} "
        f"(the action alone: {actions})"
    )
    for phase, (ok, n) in by_phase.items():
        print(f"    {phase}: {ok}/{n}")
    for a, b in diffs[:10]:
        print(f"  differs: rules {RULE_SETS[a['rules']]} seed {a['seed']} step {a['step']}:")
        print(f"    d2d401cc: {a}")
        print(f"    frozen:   {b}")
    return 0 if not diffs and len(old) == len(new) else 1


if __name__ == "__main__":
    raise SystemExit(main())
