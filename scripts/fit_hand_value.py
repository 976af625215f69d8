"""Fit the hand-value model (``hasen_widget/players/hand_value.json``) on simulated deals.

Four rounds of simulated deals (``ROUNDS``), each played out one hand a deal.

**First round.** An auction by bidders who count their trumps, top trumps and aces (as a
newcomer is taught) and bid a fraction of that count drawn at random per deal (so that
weak and strong makers both appear), the maker's trump and discard by the same count,
going alone (and defending alone) half the time with a strong hand, and the card play by
the search player (``--samples`` deals solved open-hand per card). No weight is picked by
hand: the count only spreads the auctions; the fit learns what each feature is worth.

**Later rounds** (``ROUNDS``; each on another block of seeds). Every seat is the
package's expert, choosing its bids, trump, discard, going and defending alone with the
model of the round before, and playing its cards by its own search: so the model
describes the tricks the expert itself takes after its own choices, which is what the
coach, the hints and the players read it for. Only the bidding is spread: an optimism
drawn per deal (``OPTIMISM``). A second such round plays with the model the first gave,
so the model and the play that it describes agree once more.

**Last round.** The expert as it plays, with no optimism (``PLAIN``), on the third
round's model, on twice as many deals (``LAST_ROUND_SCALE``): its auction model is cut
into finer bins (``AUCTION_BINS``), so the strongest hands, on which 5 and 6 are bid, are
told apart. The spread rounds show hands of every strength making trump, but in them
a bid means less than the expert's own (an optimist's bid of 3 holds a weaker hand):
fitted there, the chance of a bid of 4 in the expert's auctions came out 82% against 91%
made. Fitted on the expert's own auctions, the shipped numbers mean what the players'
bids mean.

In every round every third deal makes the first seat to speak the maker with a bid of 1
(hands of every strength are seen making trump), and a further fifth as many deals go
(and defend) alone half the time whatever the hand (the value of a weaker hand alone is
measured, not extrapolated). For the maker we record the features of its hand
(``hasen_widget.players.features``) at its last auction turn and after its discard, and
the tricks its side took; for a defender asked to defend alone, its features and the
tricks its side took. Then, in pure Python:

1. a least-squares line from the features to the tricks (the *score* of a hand);
2. the hands sorted by score and cut into bins of equal size; each bin keeps the
   distribution of tricks taken (0-6) in it, which the package interpolates.

The shipped file is the last round's fit (the value of passing also counts the first
round's passes: the expert seldom passes before anyone has bid). Each deal has its own seed, so the same seed
gives the same file, byte for byte, whatever ``--jobs`` (``tests/test_hand_value.py``
runs a small sample and compares it with ``tests/data/hand_value_small.json``).

    nice -n 10 python scripts/fit_hand_value.py --jobs 2          # the shipped file (~50 min here)
    python scripts/fit_hand_value.py --deals 12 --out small.json   # the test's sample
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hasen_widget import Game  # noqa: E402
from hasen_widget.actions import Action  # noqa: E402
from hasen_widget.cards import EFFECTIVE_SUIT, TRUMP_POWER, Card, Suit  # noqa: E402
from hasen_widget.deal import partner_of, side_of  # noqa: E402
from hasen_widget.players.features import FEATURES, AuctionSense, auction_sense, hand_features  # noqa: E402
from hasen_widget.players.hand_model import use_models  # noqa: E402
from hasen_widget.players.levels import LevelPlayer  # noqa: E402
from hasen_widget.players.search import SearchPlayer  # noqa: E402
from hasen_widget.view import seat_view  # noqa: E402

FULL_DEALS = 2000
SEED = 21
#: The fit's deals are Game(seed=SEED_BASE + i); the benchmarks use seeds far from these.
SEED_BASE = 1_000_000
FORMAT = 3
#: Deals more (a fifth of ``--deals`` each, another block of seeds) where the maker goes
#: alone, and a defender defends alone, half the time whatever they hold: the main deals
#: play alone only with strong hands, and the value of a weaker hand alone must be
#: measured, not extrapolated. They feed the alone and defend models only.
EXPLORE_SHARE = 5
EXPLORE_SEED = 50_000
FORCED_EVERY = 3
#: The later rounds' bidders: the expert, with an optimism (tricks added to its hand's
#: value before it bids) drawn per deal from this range.
OPTIMISM = (-0.8, 0.8)
#: The last round's bidders: the expert as it plays (no optimism), so that the model the
#: package ships describes the auctions its own players make (a bid means what the
#: expert means by it), on the model the spread rounds gave.
PLAIN = (0.0, 0.0)
#: The rounds in order, each with its range of optimism: the first with the counting
#: bidders (they bid by count, so the optimism drawn for them goes unread), each later
#: one by the expert with the model of the round before.
SPREADS = {"first": OPTIMISM, "second": OPTIMISM, "third": OPTIMISM, "fourth": PLAIN}
ROUNDS = tuple(SPREADS)
#: The last round plays this many times ``--deals``: its auction model is the one shipped,
#: and bids of 5 and 6 are decided among its strongest hands, which a round of 2,000 deals
#: pooled in one bin (the top 8%, from a score of 5.2 to past 6: the chance of making 6
#: came out 5 points under the rate the expert made it at).
LAST_ROUND_SCALE = 2
#: The most bins along a model's score. The auction model may cut more (``AUCTION_BINS``),
#: so that the hands bid 5 and 6 on are told apart from the merely strong.
MOST_BINS = 12
AUCTION_BINS = 24
CARD_PLAY = "first round: search, --samples deals per card; later rounds: the expert"


def is_forced(deal: int) -> bool:
    """Every third deal the first seat to speak is made the maker with a bid of 1 (the
    others pass): hands of every strength are seen making trump, not only the strongest
    of four (those records feed the auction model only: their auction is not real)."""
    return deal % FORCED_EVERY == FORCED_EVERY - 1


def count(cards: list[Card], trump: Suit) -> int:
    """What the simulation's bidders count, as a newcomer is taught to: trumps, the top
    trumps (Joker and bowers) once more, and side aces. No weights: the fit learns them."""
    f = dict(zip(FEATURES, hand_features(cards, trump, AuctionSense()), strict=True))
    return int(f["trumps"] + f["joker"] + f["right"] + f["left"] + f["side_aces"])


def counted_trump(cards: list[Card]) -> Suit:
    """The suit of the highest count (ties: more trumps, then the suit's order)."""
    return max(
        Suit, key=lambda s: (count(cards, s), sum(1 for c in cards if EFFECTIVE_SUIT[s][c.index] is s))
    )


def counted_discard(cards: list[Card], trump: Suit) -> Card:
    """The lowest card of the shortest side suit (a void to trump in), else the lowest trump."""
    eff, power = EFFECTIVE_SUIT[trump], TRUMP_POWER[trump]
    plain = [c for c in cards if eff[c.index] is not trump]
    pool = plain or list(cards)
    length = {c: sum(1 for x in cards if eff[x.index] is eff[c.index]) for c in pool}
    return min(pool, key=lambda c: (length[c], power[c.index], c.index))


def counted_bid(view: dict, boldness: float) -> str:
    """The simulation's auction: bid the least that beats the standing bid while it is at
    most ``boldness`` times the count of the best suit (a partner's bid is left standing)."""
    hand = [Card.parse(c) for c in view["hand"]]
    target = int(boldness * count(hand, counted_trump(hand)))
    bids = [Action.parse(a) for a in view["legal"] if a != "pass"]
    if "pass" in view["legal"] and view.get("high_bidder") == partner_of(view["seat"]):
        return "pass"
    for a in bids:
        if a.kind == "bid" and (a.bid_value or 0) <= target:
            return str(a)
        break
    return "pass" if "pass" in view["legal"] else str(bids[0])


def simulate(
    deal: int,
    samples: int,
    explore: bool = False,
    package: bool = False,
    spread: "tuple[float, float]" = OPTIMISM,
) -> "dict | None":
    """Play deal ``deal``; the maker's features and its side's tricks (None: thrown in).
    ``explore``: the maker goes alone, and a defender defends alone, half the time
    whatever they hold (for the models of playing alone; see ``EXPLORE``).

    ``package`` (the later rounds): every seat is the package's expert
    (:class:`~hasen_widget.players.levels.LevelPlayer`, no time limit), choosing with
    the models in use (:func:`~hasen_widget.players.hand_model.use_models`: the round
    before's). So the tricks recorded are those the expert takes after its own trump,
    discard, going alone and card play. Only its bidding is spread: an optimism drawn per
    deal from ``spread`` (``OPTIMISM``), so that makers weaker and stronger than the expert's
    appear (``PLAIN``: the expert as it plays)."""
    forced = is_forced(deal) and not explore
    seed = SEED_BASE + deal
    rng = random.Random(seed)
    game = Game(seed=seed)
    boldness = rng.uniform(0.3, 0.9)
    optimism = round(rng.uniform(*spread), 3)
    players: dict = {
        s: (
            LevelPlayer("expert", seed=seed * 4 + i, time_limit=None, optimism=optimism)
            if package
            else SearchPlayer(samples=samples, seed=seed * 4 + i, time_limit=None)
        )
        for i, s in enumerate("NESW")
    }
    last_auction: dict[str, dict] = {}
    alone_flag = False
    kept_view = None
    passes: list[tuple[str, str]] = []
    defends: list[tuple[str, list[float], bool]] = []
    while len(game.hand_results) == 0:
        seat = game.to_move
        view = seat_view(game, seat)
        phase = view["phase"]
        hand = [Card.parse(c) for c in view["hand"]]
        if phase == "auction":
            last_auction[seat] = view
            if forced:
                action = "bid 1" if not view["auction"] else "pass"
            else:
                action = players[seat].choose(view) if package else counted_bid(view, boldness)
                if action == "pass":
                    passes.append((seat, pass_situation(view)))
        elif phase == "trump":
            action = players[seat].choose(view) if package else f"trump {counted_trump(hand).symbol}"
        elif phase == "discard":
            trump = Suit.parse(view["trump"])
            action = players[seat].choose(view) if package else f"discard {counted_discard(hand, trump)}"
        elif phase == "alone":
            kept_view = view
            if package and not explore:
                action = players[seat].choose(view)
                alone_flag = action == "alone"
            else:
                # Strong hands go alone half the time, so both outcomes are seen.
                strong = explore or count(hand, Suit.parse(view["trump"])) >= 7
                alone_flag = strong and rng.random() < 0.5
                action = "alone" if alone_flag else "not alone"
        elif phase == "defend":
            trump = Suit.parse(view["trump"])
            if package and not explore:
                action = players[seat].choose(view)
                alone = action == "defend alone"
            else:
                # Defending alone half the time with a fair defence, for the same reason.
                alone = (explore or count(hand, trump) >= 3) and rng.random() < 0.5
                action = "defend alone" if alone else "pass"
            defends.append((seat, hand_features(hand, trump, auction_sense(view)), alone))
        else:
            if kept_view is None:  # the rules allow no going alone
                kept_view = view
            action = players[seat].choose(view)
        game.apply(action, seat=seat)
    result = game.hand_results[0]
    if result.thrown_in or result.maker is None or kept_view is None:
        return None
    maker = result.maker
    auction_view = last_auction.get(maker)
    if auction_view is None:
        return None
    sense = auction_sense(auction_view)
    hand6 = [Card.parse(c) for c in auction_view["hand"]]
    kept = [Card.parse(c) for c in kept_view["hand"]]
    trump = Suit.parse(kept_view["trump"])
    side = side_of(maker)
    margin = {side: result.points[side] - result.points["EW" if side == "NS" else "NS"]}
    margin["EW" if side == "NS" else "NS"] = -margin[side]
    # A defender who passed before its partner chose to defend alone did not see the
    # hand it was valued for: only the last defender asked, and one who defended alone.
    if any(alone for _, _, alone in defends):
        defends = [d for d in defends if d[2]]
    else:
        defends = defends[-1:]
    return {
        "forced": forced,
        "passes": [[situation, margin[side_of(s)]] for s, situation in passes],
        "auction": {s.value: hand_features(hand6, s, sense) for s in Suit},
        "kept": hand_features(kept, trump, auction_sense({**kept_view, "seat": maker})),
        "alone": alone_flag,
        "defend": [[f, alone] for _, f, alone in defends],
        "tricks": result.tricks[side],
        "margin": margin[side],
    }


def pass_situation(view: dict) -> str:
    """Who holds the standing bid when a seat passes: nobody, its partner or an opponent."""
    high = view.get("high_bidder")
    if high is None:
        return "open"
    return "partner" if side_of(high) == side_of(view["seat"]) else "opponent"


# ------------------------------------------------------------------ the fit (pure Python)
def least_squares(rows: list[list[float]], ys: list[float], ridge: float = 1e-3) -> list[float]:
    """Weights ``[bias, w1, ...]`` minimising the squared error (a small ridge on the
    weights, not the bias, keeps collinear features solvable)."""
    d = len(rows[0]) + 1
    a = [[0.0] * d for _ in range(d)]
    b = [0.0] * d
    for row, y in zip(rows, ys, strict=True):
        x = [1.0, *row]
        for i in range(d):
            xi = x[i]
            b[i] += xi * y
            ai = a[i]
            for j in range(d):
                ai[j] += xi * x[j]
    for i in range(1, d):
        a[i][i] += ridge * len(rows)
    # Gauss-Jordan with partial pivoting.
    for col in range(d):
        piv = max(range(col, d), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        b[col], b[piv] = b[piv], b[col]
        p = a[col][col]
        for r in range(d):
            if r != col and a[r][col] != 0.0:
                f = a[r][col] / p
                ar, ac = a[r], a[col]
                for j in range(col, d):
                    ar[j] -= f * ac[j]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] for i in range(d)]


def fit_model(rows: list[list[float]], ys: list[int], per_bin: int = 150, most: int = MOST_BINS) -> dict:
    """A score line and the distribution of tricks in bins of equal size along it."""
    w = least_squares(rows, [float(y) for y in ys])
    w = [round(x, 5) for x in w]
    scores = [w[0] + sum(a * b for a, b in zip(w[1:], row, strict=True)) for row in rows]
    order = sorted(range(len(rows)), key=lambda i: (scores[i], i))
    n = len(order)
    bins = max(2, min(most, n // per_bin))
    overall = [0.0] * 7
    for y in ys:
        overall[y] += 1.0 / n
    centres, dists = [], []
    for b in range(bins):
        idx = order[b * n // bins : (b + 1) * n // bins]
        counts = [0.0] * 7
        for i in idx:
            counts[ys[i]] += 1
        prior = 2.0  # pseudo-counts, spread as the overall distribution
        dist = [(counts[k] + prior * overall[k]) / (len(idx) + prior) for k in range(7)]
        centres.append(round(sum(scores[i] for i in idx) / len(idx), 4))
        dists.append([round(p, 4) for p in dist])
    return {"bias": w[0], "weights": w[1:], "centres": centres, "dists": dists, "samples": n}


def fit_or_flat(rows: list[list[float]], ys: list[int], per_bin: int, most: int = MOST_BINS) -> dict:
    """``fit_model``, or with too few hands to fit (a small run), one distribution for
    every hand: what they took (evenly spread when there are none)."""
    if len(rows) >= 8:
        return fit_model(rows, ys, per_bin=per_bin, most=most)
    counts = [1.0 + sum(1 for y in ys if y == k) for k in range(7)]
    dist = [round(c / sum(counts), 4) for c in counts]
    return {
        "bias": 0.0,
        "weights": [0.0] * len(FEATURES),
        "centres": [0.0, 1.0],
        "dists": [dist, dist],
        "samples": len(rows),
    }


def _kept(record: dict) -> list[float]:
    """The kept hand's features. A forced maker's auction is not real (the others passed
    whatever they held), so it counts as what the maker knew when it bid: nothing yet."""
    if not record.get("forced"):
        return record["kept"]
    sense = len(FEATURES) - FEATURES.index("partner_bid")
    return record["kept"][:-sense] + record["auction"]["C"][-sense:]


def _score(model: dict, row: list[float]) -> float:
    return model["bias"] + sum(a * b for a, b in zip(model["weights"], row, strict=True))


def fit(
    records: list[dict],
    seed: int,
    deals: int,
    samples: int,
    explored: "list[dict] | None" = None,
    earlier: "list[dict] | None" = None,
) -> dict:
    """The models of ``records`` (and ``explored``); the value of passing also from the
    ``earlier`` round's deals (the expert seldom passes before anyone has bid, the
    counting bidders often: together they measure every situation)."""
    explored = explored or []
    ys = [r["tricks"] for r in records]
    real = [r for r in records if not r.get("forced")]
    # With the partner: the explored deals too (their half not alone is not chosen by
    # the hand, where the expert of the later rounds goes alone with its best hands).
    together_rows = [r for r in records + explored if not r["alone"]]
    kept = fit_or_flat([_kept(r) for r in together_rows], [r["tricks"] for r in together_rows], per_bin=150)
    # Alone against both defenders: where one defended alone the maker met one hand, not
    # two (and took more); that is the defenders' choice to weigh, not the maker's.
    alone_rows = [r for r in records + explored if r["alone"] and not any(a for _, a in r.get("defend", []))]
    alone = (
        fit_model([_kept(r) for r in alone_rows], [r["tricks"] for r in alone_rows], per_bin=80)
        if len(alone_rows) >= 8
        else kept
    )
    # A defender's side's tricks, defending with its partner and alone (against a lone maker).
    defence = [(f, alone, 6 - r["tricks"]) for r in records + explored for f, alone in r.get("defend", [])]
    together = [(f, y) for f, alone, y in defence if not alone]
    lone = [(f, y) for f, alone, y in defence if alone]
    defend = fit_or_flat([f for f, _ in together], [y for _, y in together], per_bin=60)
    defend_alone = fit_or_flat([f for f, _ in lone], [y for _, y in lone], per_bin=60)
    # The auction model: first on the suit the simulation's bidders named (their count),
    # then once more on the suit that model itself prefers (the suit the package will name).
    counted = [FEATURES.index(k) for k in ("trumps", "joker", "right", "left", "side_aces")]

    def counted_row(record: dict) -> list[float]:
        by_suit = record["auction"]
        return by_suit[max(by_suit, key=lambda s: (sum(by_suit[s][i] for i in counted), s))]

    first = fit_or_flat([counted_row(r) for r in records], ys, per_bin=150)
    rows = [
        r["auction"][max(r["auction"], key=lambda s: (_score(first, r["auction"][s]), s))] for r in records
    ]
    auction = fit_or_flat(rows, ys, per_bin=150, most=AUCTION_BINS)
    passed: dict[str, list[int]] = {"open": [], "partner": [], "opponent": []}
    for r in real + [r for r in earlier or [] if not r.get("forced")]:
        for situation, m in r["passes"]:
            passed[situation].append(m)
    return {
        "format": FORMAT,
        "seed": seed,
        "deals": deals,
        "explored_deals": explored_deals(deals),
        "card_samples": samples,
        "features": list(FEATURES),
        "models": {
            "auction": auction,
            "kept": kept,
            "alone": alone,
            "defend": defend,
            "defend_alone": defend_alone,
        },
        # What a seat's side scored on average (its point margin) after the seat passed,
        # by who held the standing bid: the value of passing, against which a bid is weighed.
        "pass_margin": {k: round(sum(v) / len(v), 4) if v else 0.0 for k, v in sorted(passed.items())},
    }


def _play(task: "tuple[int, int, bool, bool, tuple[float, float]]") -> "dict | None":
    deal, samples, explore, package, spread = task
    return simulate(deal, samples, explore=explore, package=package, spread=spread)


def play_round(
    seed: int,
    deals: int,
    samples: int,
    jobs: int,
    package: bool,
    label: str,
    sink=None,
    models: "Path | None" = None,
) -> tuple[list[dict], list[dict]]:
    """One round of deals: the main block and the explored one (a fifth as many), the
    records in deal order whatever ``jobs`` (each deal has its own seed). ``label``: the
    round's name in ``SPREADS``, which gives its range of optimism. ``models``: the file
    the expert plays with (the round before's), which the caller is using too."""
    spread = SPREADS[label]
    tasks = [(seed * 100_000 + k, samples, False, package, spread) for k in range(deals)]
    tasks += [
        (seed * 100_000 + EXPLORE_SEED + k, samples, True, package, spread)
        for k in range(explored_deals(deals))
    ]
    t0 = time.perf_counter()
    records: list[dict] = []
    explored: list[dict] = []
    pool = multiprocessing.Pool(jobs, initializer=use_models, initargs=(models,)) if jobs > 1 else None
    with pool or contextlib.nullcontext():
        results = pool.imap(_play, tasks, chunksize=4) if pool else map(_play, tasks)
        for n, got in enumerate(results):
            explore = n >= deals
            k = n - deals if explore else n
            rec = {"deal": k, "round": label, **({"explore": True} if explore else {"forced": is_forced(k)})}
            rec.update({"skip": True} if got is None else got)
            if not rec.get("skip"):
                (explored if explore else records).append(rec)
            if sink is not None:
                sink.write(json.dumps(rec) + "\n")
                sink.flush()
            if (n + 1) % 200 == 0:
                print(
                    f"{label}: {n + 1} deals, {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True
                )
    return records, explored


def round_deals(label: str, deals: int) -> int:
    """The main deals of round ``label`` when ``--deals`` is ``deals``."""
    return deals * LAST_ROUND_SCALE if label == ROUNDS[-1] else deals


def explored_deals(deals: int) -> int:
    """The explored deals a round of ``deals`` main deals plays besides them."""
    return deals // EXPLORE_SHARE


def _read_rounds(path: Path, deals: int) -> dict[str, tuple[list[dict], list[dict]]]:
    """The complete rounds a run's ``--records`` kept: its main and explored records."""
    found: dict[str, tuple[list[dict], list[dict]]] = {}
    counts: dict[str, int] = {}
    with path.open(encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            counts[r["round"]] = counts.get(r["round"], 0) + 1
            if not r.get("skip"):
                found.setdefault(r["round"], ([], []))[1 if r.get("explore") else 0].append(r)

    def whole(label: str) -> int:
        main = round_deals(label, deals)
        return main + explored_deals(main)

    return {k: v for k, v in found.items() if counts[k] == whole(k)}


def main(argv: "list[str] | None" = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=FULL_DEALS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument(
        "--samples", type=int, default=4, help="deals solved per card in the first round's play-out"
    )
    parser.add_argument(
        "--jobs", type=int, default=1, help="processes (the file is the same whatever the number)"
    )
    parser.add_argument("--out", type=Path, default=ROOT / "hasen_widget" / "players" / "hand_value.json")
    parser.add_argument(
        "--records", type=Path, help="also keep the simulated records of every round (JSON lines)"
    )
    parser.add_argument(
        "--reuse",
        type=Path,
        help="records an earlier run kept with --records (same code and seed): its whole rounds are read, not played",
    )
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    reused = _read_rounds(args.reuse, args.deals) if args.reuse else {}
    sink = args.records.open("w", encoding="utf-8") if args.records else None
    first: "list[dict]" = []
    data: dict = {}
    models: "Path | None" = None
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for k, label in enumerate(ROUNDS):
                deals = round_deals(label, args.deals)
                # The first round: the counting bidders and a light search. Each later
                # round: the expert, with the model of the round before (its own play,
                # once more), on another block of seeds.
                if label in reused:
                    records, explored = reused[label]
                    if sink is not None:
                        for r in records + explored:
                            sink.write(json.dumps(r) + "\n")
                else:
                    records, explored = play_round(
                        args.seed + k, deals, args.samples, args.jobs, k > 0, label, sink, models
                    )
                if k == 0:
                    first = records
                data = fit(records, args.seed, deals, args.samples, explored, first if k else None)
                models = Path(tmp) / f"{label}_round.json"
                models.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
                use_models(models)
    finally:
        use_models(None)
        if sink is not None:
            sink.close()
    data["card_play"] = CARD_PLAY
    data["rounds"] = len(ROUNDS)
    args.out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(
        f"{len(records)} hands from the last round's {data['deals']} deals in {time.perf_counter() - t0:.0f} s -> {args.out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
