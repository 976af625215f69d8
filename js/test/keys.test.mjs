// The presenter's keys (js/table/keys.js): which message each key sends, where the focus
// is and what the table is doing; and that a key the table does not use is left alone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { keyIntent } from "../table/keys.js";

const at = (over = {}) => ({ stage: "play", where: "table", myTurn: false, hinted: null, teacher: true, ...over });

test("a remote's buttons: next move and undo", () => {
  for (const key of ["PageDown", "ArrowRight", "ArrowDown"]) assert.deepEqual(keyIntent({ key }, at()), { kind: "step" });
  for (const key of ["PageUp", "ArrowLeft", "ArrowUp"]) assert.deepEqual(keyIntent({ key }, at()), { kind: "undo" });
});

test("restart, next deal and replay", () => {
  assert.deepEqual(keyIntent({ key: "Home" }, at()), { kind: "restart" });
  assert.deepEqual(keyIntent({ key: "End" }, at()), { kind: "next_deal" });
  assert.deepEqual(keyIntent({ key: "r" }, at()), { kind: "replay", go: "enter" });
});

test("a finished trick or hand: next move goes on", () => {
  for (const stage of ["linger", "hand_over"]) {
    assert.deepEqual(keyIntent({ key: "PageDown" }, at({ stage })), { kind: "next" });
    assert.deepEqual(keyIntent({ key: "Enter" }, at({ stage })), { kind: "next" });
    assert.equal(keyIntent({ key: "Enter" }, at({ stage, where: "control" })), null); // the button's own
  }
  assert.equal(keyIntent({ key: "Enter" }, at()), null);
});

test("the learner's turn: the hint, then on a teacher's table the hinted move", () => {
  assert.deepEqual(keyIntent({ key: "PageDown" }, at({ myTurn: true })), { kind: "hint" });
  assert.deepEqual(keyIntent({ key: "PageDown" }, at({ myTurn: true, hinted: "bid 3" })), { kind: "act", action: "bid 3" });
  assert.deepEqual(keyIntent({ key: "PageDown" }, at({ myTurn: true, hinted: "bid 3", teacher: false })), { kind: "hint" });
});

test("replay: cards with the arrows, tricks with PageUp/PageDown, Esc leaves", () => {
  const r = at({ stage: "replay" });
  assert.deepEqual(keyIntent({ key: "ArrowRight" }, r), { kind: "replay", go: "move_forward" });
  assert.deepEqual(keyIntent({ key: "ArrowLeft" }, r), { kind: "replay", go: "move_back" });
  assert.deepEqual(keyIntent({ key: "PageDown" }, r), { kind: "replay", go: "trick_forward" });
  assert.deepEqual(keyIntent({ key: "PageUp" }, r), { kind: "replay", go: "trick_back" });
  assert.deepEqual(keyIntent({ key: "ArrowRight", shiftKey: true }, r), { kind: "replay", go: "trick_forward" });
  assert.deepEqual(keyIntent({ key: "Home" }, r), { kind: "replay", go: "start" });
  assert.deepEqual(keyIntent({ key: "End" }, r), { kind: "replay", go: "end" });
  assert.deepEqual(keyIntent({ key: "Escape" }, r), { kind: "replay", go: "leave" });
});

test("keys the table leaves alone", () => {
  assert.equal(keyIntent({ key: "ArrowRight" }, at({ where: "hand" })), null); // focus moves along the hand
  assert.equal(keyIntent({ key: "PageDown" }, at({ where: "field" })), null); // a select
  assert.equal(keyIntent({ key: "PageDown", ctrlKey: true }, at()), null); // the browser's tab switch
  assert.equal(keyIntent({ key: "a" }, at()), null);
  assert.equal(keyIntent({ key: "Escape" }, at()), null);
});
