"""Does :class:`~benchmarks.baselines.search_d2d401cc.IssueTimeSearchPlayer` decide as
d2d401cc's ``SearchPlayer`` did? Not a test: it needs a checkout of that commit.

For each seed ``s`` and each rule set of :data:`RULE_SETS`, ``Game(seed=s, rules=...)``
is played up to its first card, in the old checkout with its own ``SearchPlayer`` in
every seat (a subprocess with only that checkout on ``PYTHONPATH``; it imports nothing
from this one), and here with the frozen copy on today's engine. Every decision of the
auction, trump, discard, going alone and defending alone is compared: the view's facts
the heuristics read (hand, legal actions, auction so far, high bidder, trump), the
action, and the reason with its parameters. Prints the agreement count; exit status 1
on any difference. With ``--cards N`` also the card play of N first hands (default
rules, 20 sampled deals, no time limit, each decision seeded alike on both sides),
next to d2d401cc's agreement with itself reseeded.

Run from the checkout (``git worktree add /tmp/oldsearch d2d401cc`` makes the old one)::

    PYTHONPATH=$PWD nice -n 10 python benchmarks/baselines/check_fidelity.py --old /tmp/oldsearch --deals 30 --cards 20

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
    from hasen_widget import Game, RuleSet
    from hasen_widget.view import seat_view

    Player = _player_class(root)
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
                assert seat is not None  # someone is to move until the first card
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


def _player_class(root: str) -> Any:
    """d2d401cc's ``SearchPlayer`` when ``hasen_widget`` comes from ``root`` = an old
    checkout (it has ``players/strength.py``), else the frozen copy; refuses to run on a
    ``hasen_widget`` from anywhere else."""
    import hasen_widget

    where = Path(hasen_widget.__file__).resolve()
    if not where.is_relative_to(Path(root).resolve()):
        raise SystemExit(f"hasen_widget comes from {where}, not from {root}")
    if (Path(root) / "hasen_widget" / "players" / "strength.py").exists():
        from hasen_widget.players.search import SearchPlayer  # d2d401cc's own

        return SearchPlayer
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from benchmarks.baselines.search_d2d401cc import IssueTimeSearchPlayer

    return IssueTimeSearchPlayer


def card_decisions(
    seeds: list[int], root: str, replay: "dict[str, list[str]] | None" = None
) -> dict[str, Any]:
    """The card play of each seed's first hand (default rules), by 20 sampled deals and
    no time limit, each decision by a player seeded for it (``seed * 1000 + step``).

    Without ``replay`` (the old side): plays the hand, and at each choice of two cards
    or more also asks a second, differently seeded player: how often two runs of the
    same player agree. With ``replay`` (the frozen side): follows the old side's actions
    and asks the frozen copy at the same decisions."""
    from hasen_widget import Game
    from hasen_widget.view import seat_view

    Player = _player_class(root)
    actions: dict[str, list[str]] = {}
    cards = []
    for s in seeds:
        g = Game(seed=s)
        taken: list[str] = []
        script = None if replay is None else replay[str(s)]
        step = 0
        while not g.hand_results and step < 80:
            seat = g.to_move
            assert seat is not None  # someone is to move until the first card / hand's end
            view = seat_view(g, seat)
            if view["phase"] == "play" and len(view["legal"]) > 1:
                a = Player(seed=s * 1000 + step, time_limit=None).decide(view).action
                row = {
                    "seed": s,
                    "step": step,
                    "seat": seat,
                    "maker": view.get("maker"),
                    "facts": [sorted(view["hand"]), sorted(view["legal"]), view.get("current_trick")],
                    "choice": a,
                }
                if script is None:
                    row["other"] = Player(seed=s * 1000 + step + 500_000, time_limit=None).decide(view).action
                cards.append(row)
            else:
                a = Player(seed=0).decide(view).action
            if script is not None:
                a = script[step]
            taken.append(a)
            g.apply(a)
            step += 1
        actions[str(s)] = taken
    return {"actions": actions, "cards": cards}


def _run_old(old_root: str, argv: list[str]) -> Any:
    """This script's ``argv`` run in the old checkout (its JSON output), with only that
    checkout on the path: the child starts in it, and this script's own folder (and the
    current one) come off ``sys.path`` before it runs, so nothing of this checkout can be
    imported there (:func:`_player_class` checks where ``hasen_widget`` comes from)."""
    env = {**os.environ, "PYTHONPATH": str(Path(old_root).resolve())}
    me = Path(__file__).resolve()
    code = (
        f"import runpy, sys; sys.path[:] = [p for p in sys.path if p not in ('', {str(me.parent)!r})]; "
        f"sys.argv = {['check_fidelity', *argv]!r}; runpy.run_path({str(me)!r}, run_name='__main__')"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=old_root, env=env, capture_output=True, text=True, check=False
    )
    if run.returncode != 0:
        raise SystemExit(f"the old side failed:\n{run.stderr}")
    return json.loads(run.stdout)


def main(argv: "list[str] | None" = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--old", default="/work/wt/oldsearch", help="a checkout of d2d401cc")
    p.add_argument("--deals", type=int, default=30, help="seeds 0..N-1, under each rule set")
    p.add_argument(
        "--cards",
        type=int,
        default=0,
        help="also the card play of this many first hands (a few seconds each)",
    )
    p.add_argument("--record", choices=("phases", "cards"), help=argparse.SUPPRESS)  # the old side
    args = p.parse_args(argv)
    seeds = list(range(args.deals))
    if args.record == "phases":
        json.dump(phase_decisions(seeds, args.old), sys.stdout)
        return 0
    if args.record == "cards":
        json.dump(card_decisions(list(range(args.cards)), args.old), sys.stdout)
        return 0
    here = str(Path(__file__).resolve().parents[2])
    old = _run_old(args.old, ["--record", "phases", "--old", args.old, "--deals", str(args.deals)])
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
    ok = not diffs and len(old) == len(new)
    if args.cards:
        ok = _compare_cards(args, here) and ok
    return 0 if ok else 1


def _compare_cards(args: argparse.Namespace, here: str) -> bool:
    """The card play: the frozen copy against d2d401cc's player at the same decisions,
    next to d2d401cc against itself differently seeded (what chance alone changes). In
    an ordinary hand both samplers draw the same deals from the same seed, so they should
    agree fully; where the sampler's fixes apply (a shown Joker, a lone hand) they may
    not, and then the agreement should stay near the reseeded one. The view's facts
    must be the same at every decision (the engines deal and play alike)."""
    old = _run_old(args.old, ["--record", "cards", "--old", args.old, "--cards", str(args.cards)])
    new = card_decisions(list(range(args.cards)), here, old["actions"])
    pairs = list(zip(old["cards"], new["cards"], strict=True))
    facts = sum(a["facts"] == b["facts"] for a, b in pairs)
    frozen = sum(a["choice"] == b["choice"] for a, b in pairs)
    itself = sum(a["choice"] == a["other"] for a, _ in pairs)
    mine = [(a, b) for a, b in pairs if a["seat"] == a["maker"]]
    print(f"  card play, {args.cards} first hands, {len(pairs)} choices of two cards or more:")
    print(f"    same view facts: {facts}/{len(pairs)}")
    print(
        f"    frozen copy = d2d401cc: {frozen}/{len(pairs)}; d2d401cc = itself reseeded: {itself}/{len(pairs)}"
    )
    same_maker = sum(a["choice"] == b["choice"] for a, b in mine)
    print(f"    the maker's own choices, frozen copy = d2d401cc: {same_maker}/{len(mine)}")
    return facts == len(pairs)


if __name__ == "__main__":
    raise SystemExit(main())
