// Coach mode's pure front-end logic: where the suggested action is marked.
import { test } from "node:test";
import assert from "node:assert/strict";
import { coachTarget } from "../table/coach.js";

test("a card to play or discard is marked in the hand", () => {
  assert.deepEqual(coachTarget("play A♠"), { where: "hand", card: "A♠" });
  assert.deepEqual(coachTarget("discard Joker"), { where: "hand", card: "Joker" });
  assert.deepEqual(coachTarget("play 10♥"), { where: "hand", card: "10♥" });
});

test("a bid, a suit or the alone choice is marked on its button", () => {
  for (const a of ["pass", "bid 3", "big pepper", "trump ♥", "alone", "not alone", "defend alone"]) {
    assert.deepEqual(coachTarget(a), { where: "panel", action: a });
  }
});

test("no suggestion, no mark", () => {
  assert.equal(coachTarget(undefined), null);
  assert.equal(coachTarget(""), null);
});
