// The learner's table and quiz (issue 21): one full stop between spoken sentences, the
// Joker's printed name and the "led" badge in the quiz's language.
import { test } from "node:test";
import assert from "node:assert/strict";
import { sentences } from "../table/logic.js";
import { viewModel } from "../quiz/logic.js";

test("spoken sentences get one full stop each, never two", () => {
  assert.equal(sentences(["South played A♠.", "Tricks: North–South 1 · East–West 0"]), "South played A♠. Tricks: North–South 1 · East–West 0.");
  assert.equal(sentences(["East: Pass", "", null, "West passes."]), "East: Pass. West passes.");
  assert.ok(!sentences(["a.", "b."]).includes(".."));
});

test("a quiz card shows its printed name in the quiz's language, and the led card says led", () => {
  const state = {
    quiz_kind: "trick",
    labels: { led: "άνοιγμα" },
    cards: [{ card: "Joker", face: "Τζόκερ", seat: "N", seat_name: "Βορράς", led: true }, { card: "A♥", face: "A♥", seat: "E", seat_name: "Ανατολή" }],
  };
  const vm = viewModel(state);
  assert.equal(vm.trick[0].face, "Τζόκερ");
  assert.equal(vm.trick[1].face, "A♥");
  assert.equal(vm.ledLabel, "άνοιγμα");
  assert.ok(vm.trick[0].aria.includes("άνοιγμα"));
  assert.equal(viewModel({ quiz_kind: "trick", cards: [{ card: "Joker" }] }).trick[0].face, "Joker"); // an old Python
});
