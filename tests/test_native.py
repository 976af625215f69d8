"""The compiled engine: built by the install, identical in play to its Python source, and
never run once its source has changed (hatch_build.py compiles, hasen_widget/_native.py
chooses).

The rest of the suite runs against whichever engine the install built (compiled here);
these tests pin the two together and check the choice itself.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import hasen_widget
from hasen_widget import _native

PACKAGE = Path(hasen_widget.__file__).resolve().parent

# Plays seeded random matches under seeded random RuleSets and records everything a user
# can observe: each saved document, and the code and message of an illegal action tried
# every few steps. Printed as JSON: which engine ran, and the record's length and digest.
PLAY_SCRIPT = r"""
import hashlib, json, pickle, random, sys
import hasen_widget
from hasen_widget import Game, IllegalAction, RuleSet
from hasen_widget._native import COMPILED
from hasen_widget.actions import _DISCARDS, _PLAYS, _BIDS, BIG_PEPPER, ALONE, PASS
from hasen_widget.rules import VARIANTS

rng = random.Random(20261201)
record = hashlib.sha256()
steps = 0
odd = [*_PLAYS, *_DISCARDS, *_BIDS.values(), BIG_PEPPER, ALONE, PASS]
for match in range(int(sys.argv[1])):
    rules = RuleSet(**{k: rng.choice(v) for k, v in VARIANTS.items()}, target_score=rng.randint(1, 12))
    game = Game(rules, seed=match)
    while game.to_move is not None and len(game.history) < 400:
        if steps % 7 == 0:
            try:
                game.apply(rng.choice(odd))
            except IllegalAction as e:
                record.update(f"{e.code}|{e}|{sorted(e.params.items())}".encode())
        else:
            game.apply(rng.choice(game.legal_actions()))
        steps += 1
    record.update(game.to_json().encode())
    record.update(pickle.loads(pickle.dumps(game)).to_json().encode())
    undone = Game.from_json(game.to_json())
    undone.undo(min(5, len(undone.history)))
    record.update(undone.to_json().encode())
print(json.dumps({"compiled": COMPILED, "file": hasen_widget.game.__file__,
                  "steps": steps, "digest": record.hexdigest()}))
"""


# Bad input at every public entry of the compiled modules: each line is the call and the
# error it raises (type and message), which must not depend on the engine.
BAD_INPUT_SCRIPT = r"""
import random
from hasen_widget import Deal, Game, RuleSet
from hasen_widget._native import COMPILED
from hasen_widget.deal import deal_cards, next_seat, partner_of, side_of
from hasen_widget import DECK, Action, Card, Suit
from hasen_widget.actions import bid, discard, play, trump_action
from hasen_widget.cards import (
    effective_suit, is_trump, parse_cards, plain_order, sort_hand, trump_ladder, trump_power,
)

DEAL = "N: AH KH QH TH 9H JD E: AS KS QS JS TS 9S S: AC KC QC JC TC 9C W: AD KD QD TD 9D JH widow: Joker dealer: W"

def g():
    return Game(seed=1)

import json

def doc(change):
    game = Game(seed=1)
    game.apply("pass")
    d = json.loads(game.to_json())
    change(d)
    return json.dumps(d)

CALLS = {
    "seed 3.5": lambda: Game(seed=3.5),
    "seed '7'": lambda: Game(seed="7"),
    "seed -1": lambda: Game(seed=-1),
    "seed True": lambda: Game(seed=True),
    "rules str": lambda: Game(rules="pepper"),
    "rules dict": lambda: Game(rules={"bidding": "pepper"}),
    "deal 42": lambda: Game(deal=42),
    "deal text": lambda: Game(deal="N: AH"),
    "deals list": lambda: Game(deals=[1]),
    "deals value": lambda: Game(deals={0: 5}),
    "deals key": lambda: Game(deals={"x": DEAL}),
    "apply 42": lambda: g().apply(42),
    "apply None": lambda: g().apply(None),
    "apply bytes": lambda: g().apply(b"pass"),
    "apply words": lambda: g().apply("play"),
    "apply bid 9": lambda: g().apply("bid 9"),
    "apply card": lambda: g().apply("play ZZ"),
    "apply phase": lambda: g().apply("play JD"),
    "apply seat 5": lambda: g().apply("pass", seat=5),
    "apply seat X": lambda: g().apply("pass", seat="X"),
    "apply seat turn": lambda: g().apply("pass", seat="E"),
    "undo 'x'": lambda: g().undo("x"),
    "undo 1.5": lambda: g().undo(1.5),
    "undo -1": lambda: g().undo(-1),
    "undo many": lambda: g().undo(10**6),
    "undo to '3'": lambda: g().undo(to="3"),
    "undo to -1": lambda: g().undo(to=-1),
    "undo to 1.5": lambda: g().undo(to=1.5),
    "redo nothing": lambda: g().redo(),
    "replay int": lambda: Game.replay(["pass", 3], seed=1),
    "replay str": lambda: Game.replay("pass", seed=1),
    "replay seed": lambda: Game.replay([], seed="1"),
    "from_json int": lambda: Game.from_json(42),
    "from_json None": lambda: Game.from_json(None),
    "from_json {}": lambda: Game.from_json("{}"),
    "from_json list": lambda: Game.from_json([1]),
    "from_json bytes": lambda: Game.from_json(b"{"),
    # The seat helpers are the engine's own (a non-text seat is a TypeError when
    # compiled, a KeyError from source); what a user can type is checked alike:
    "next_seat X": lambda: next_seat("X"),
    "partner Q": lambda: partner_of("Q"),
    "side north": lambda: side_of("north"),
    "Deal.parse 42": lambda: Deal.parse(42),
    "Deal.parse short": lambda: Deal.parse("N: AH widow: 9C dealer: N"),
    "Deal str cards": lambda: Deal(hands={s: ("AH",) * 6 for s in "NESW"}, widow="9C", dealer="N"),
    "Deal hands list": lambda: Deal(hands=[], widow=None, dealer="N"),
    "Deal hand int": lambda: Deal(hands={s: 6 for s in "NESW"}, widow=DECK[0], dealer="N"),
    "Deal widow list": lambda: Deal(hands=Deal.parse(DEAL).hands, widow=[], dealer="N"),
    "Deal dealer": lambda: Deal(hands=Deal.parse(DEAL).hands, widow=Deal.parse(DEAL).widow, dealer="Q"),
    "deal_cards dealer": lambda: deal_cards(random.Random(1), "X"),
    "deal_cards pattern": lambda: deal_cards(random.Random(1), "N", "2-2"),
    "deal_cards rng": lambda: deal_cards(None, "N"),
    "Card.parse 7": lambda: Card.parse(7),
    "Card.parse ZZ": lambda: Card.parse("ZZ"),
    "Card()": lambda: Card(),
    "Card made": lambda: Card("A", Suit.HEARTS, 3),
    "Suit.parse 1": lambda: Suit.parse(1),
    "Suit.parse x": lambda: Suit.parse("x"),
    "parse_cards 5": lambda: parse_cards(5),
    "parse_cards [1]": lambda: parse_cards([1]),
    "effective_suit": lambda: effective_suit(None, "H"),
    "trump_power": lambda: trump_power("AH", 3),
    "trump_ladder": lambda: trump_ladder(None),
    "plain_order": lambda: plain_order("H", "H"),
    "is_trump": lambda: is_trump(b"AH", "H"),
    "sort_hand": lambda: sort_hand(3.5),
    "Action()": lambda: Action(),
    "Action.parse 3.5": lambda: Action.parse(3.5),
    "bid 'x'": lambda: bid("x"),
    "bid 9": lambda: bid(9),
    "trump_action 0": lambda: trump_action(0),
    "discard None": lambda: discard(None),
    "play 'Z'": lambda: play("Z"),
    "sorted mixed": lambda: sorted([DECK[0], 1]),
    # Issue 12: crashes, silent acceptance and unbounded echoes, now refused alike.
    "Deal.parse long s": lambda: Deal.parse(DEAL.replace("S:", "ſ:")),
    "Deal.parse dotless i": lambda: Deal.parse(DEAL.replace("widow", "wıdow")),
    "Deal.parse dealer long s": lambda: Deal.parse(DEAL.replace("dealer: W", "dealer: ſ")),
    "Deal.parse huge": lambda: Deal.parse(DEAL + " " * 5000),
    "Game deal long s": lambda: Game(deal=DEAL.replace("S:", "ſ:")),
    "Game deals 1.5": lambda: Game(deals={1.5: DEAL}),
    "Game deals True": lambda: Game(deals={True: DEAL}),
    "Game deals '01'": lambda: Game(deals={"01": DEAL}),
    "seed huge": lambda: Game(seed=10**4000),
    "seed 2**53": lambda: Game(seed=2**53),
    "Card.parse Jſ": lambda: Card.parse("Jſ"),
    "Card.parse Kelvin": lambda: Card.parse("J\u212a"),
    "Suit.parse ſpades": lambda: Suit.parse("ſpades"),
    "Card.parse 1MB": lambda: Card.parse("J" * 10**6),
    "bid inf": lambda: bid(float("inf")),
    "bid nan": lambda: bid(float("nan")),
    "bid 3.9": lambda: bid(3.9),
    "bid True": lambda: bid(True),
    "apply 1MB": lambda: g().apply("play " + "J♦" * 500_000),
    "apply seat 1MB": lambda: g().apply("pass", seat="N" * 10**6),
    "undo None": lambda: g().undo(None),
    "next_seat list": lambda: next_seat(["N"]),
    "side None": lambda: side_of(None),
    "deal_cards dealer list": lambda: deal_cards(random.Random(1), ["N"]),
    "RuleSet target 101": lambda: RuleSet(target_score=101),
    "from_json deep": lambda: Game.from_json("[" * 2048),
    "from_json not utf-8": lambda: Game.from_json(b"{\xff}"),
    "from_json huge": lambda: Game.from_json(" " * 2_000_001),
    "from_json NaN": lambda: Game.from_json(doc(lambda d: d.update(seed=float("nan")))),
    "from_json version 1.0": lambda: Game.from_json(doc(lambda d: d.update(version=1.0))),
    "from_json version true": lambda: Game.from_json(doc(lambda d: d.update(version=True))),
    "from_json rule missing": lambda: Game.from_json(doc(lambda d: d["rules"].pop("opening_lead"))),
    "from_json scores 0.0": lambda: Game.from_json(doc(lambda d: d["state"]["scores"].update(NS=0.0))),
    "from_json scores false": lambda: Game.from_json(doc(lambda d: d["state"]["scores"].update(EW=False))),
    "from_json unknown key": lambda: Game.from_json(doc(lambda d: d.update(note="hi"))),
    "from_json state key": lambda: Game.from_json(doc(lambda d: d["state"].update(note=None))),
    "from_json history case": lambda: Game.from_json(doc(lambda d: d["history"].__setitem__(0, "PASS"))),
    "from_json seed float": lambda: Game.from_json(doc(lambda d: d.update(seed=1.0))),
    "from_json hand card": lambda: Game.from_json(doc(lambda d: d["state"]["hands"].update(N=[1] * 6))),
}
print("compiled" if COMPILED else "python")
for name, call in CALLS.items():
    try:
        call()
        print(name, "-> accepted")
    except Exception as e:
        print(name, "->", type(e).__name__, e)
"""


def run_python(code: str, *args: str, pure: bool = False, path: "Path | None" = None) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "HASEN_WIDGET_PURE_PYTHON"}
    if pure:
        env["HASEN_WIDGET_PURE_PYTHON"] = "1"
    if path is not None:
        env["PYTHONPATH"] = str(path)
    out = subprocess.run(
        [sys.executable, "-c", code, *args], env=env, capture_output=True, text=True, check=True, cwd=path
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_install_built_the_compiled_engine_from_these_sources():
    # scripts/setup.sh installs a C compiler and `pip install -e .` compiles the engine;
    # without it the simulations behind the computer players run several times slower.
    if os.environ.get("HASEN_WIDGET_PURE_PYTHON") == "1":
        assert not _native.COMPILED
        return
    assert _native.COMPILED, "the engine is not compiled: run `pip install -e .` with a C compiler"
    assert _native.compiled_is_current()
    assert hasen_widget.game.__file__.endswith(tuple(EXTENSION_SUFFIXES))
    assert hasen_widget.deal.__file__.endswith(tuple(EXTENSION_SUFFIXES))


def test_compiled_and_source_engines_play_the_same_matches_and_refuse_alike():
    compiled = run_python(PLAY_SCRIPT, "60")
    source = run_python(PLAY_SCRIPT, "60", pure=True)
    assert compiled["compiled"] and compiled["file"].endswith(tuple(EXTENSION_SUFFIXES))
    assert not source["compiled"] and source["file"].endswith("game.py")
    assert compiled["steps"] == source["steps"] > 5_000
    assert compiled["digest"] == source["digest"]


def copy_of_the_package(tmp_path: Path) -> Path:
    # The build must be there and current (whether or not this process chose to run it).
    assert _native.compiled_is_current(), "needs the compiled build (see the first test)"
    shutil.copytree(
        PACKAGE, tmp_path / "hasen_widget", ignore=shutil.ignore_patterns("__pycache__", "static")
    )
    return tmp_path


WHICH = (
    "import json, hasen_widget, hasen_widget._native as n; "
    "print(json.dumps({'compiled': n.COMPILED, 'file': hasen_widget.game.__file__, "
    "'edited': hasattr(hasen_widget.game, 'EDITED'), 'deal': hasen_widget.deal.__file__, "
    "'same_deal': hasen_widget.game.Deal is hasen_widget.deal.Deal}))"
)


def test_an_untouched_copy_runs_compiled(tmp_path):
    root = copy_of_the_package(tmp_path)
    seen = run_python(WHICH, path=root)
    assert seen["compiled"] and seen["file"].startswith(str(root)) and seen["same_deal"]


@pytest.mark.parametrize("change", ["edited game.py", "edited deal.py", "edited cards.py", "no manifest"])
def test_a_changed_source_runs_as_python_not_its_stale_build(tmp_path, change):
    root = copy_of_the_package(tmp_path)
    package = root / "hasen_widget"
    if change == "no manifest":  # a build that stopped half way
        (package / _native.MANIFEST).unlink()
    else:
        name = change.split()[1]
        with open(package / name, "a", encoding="utf-8") as f:
            f.write("\nEDITED = True\n")
    seen = run_python(WHICH, path=root)
    assert not seen["compiled"]
    assert seen["file"] == str(package / "game.py") and seen["deal"] == str(package / "deal.py")
    assert seen["edited"] is (change == "edited game.py")
    assert seen["same_deal"]  # game uses the deal module that was loaded, not a second copy


def test_the_build_and_the_import_agree_on_the_compiled_modules():
    # hatch_build.py runs without the package importable, so each names them once.
    import ast

    tree = ast.parse((PACKAGE.parent / "hatch_build.py").read_text(encoding="utf-8"))
    consts = {
        t.id: ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign)
        for t in node.targets
        if isinstance(t, ast.Name) and t.id in ("ENGINE_MODULES", "MANIFEST")
    }
    assert consts["ENGINE_MODULES"] == _native.ENGINE_MODULES
    assert consts["MANIFEST"] == _native.MANIFEST


def test_bad_input_gets_the_same_typed_error_from_either_engine():
    def lines(pure: bool) -> list[str]:
        env = {k: v for k, v in os.environ.items() if k != "HASEN_WIDGET_PURE_PYTHON"}
        if pure:
            env["HASEN_WIDGET_PURE_PYTHON"] = "1"
        out = subprocess.run(
            [sys.executable, "-c", BAD_INPUT_SCRIPT], env=env, capture_output=True, text=True, check=True
        )
        return out.stdout.splitlines()

    compiled, source = lines(False), lines(True)
    assert compiled[0] == "compiled" and source[0] == "python"
    assert compiled[1:] == source[1:]
