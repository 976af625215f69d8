// Pure logic of the quiz front end (js/quiz/logic.js): what is shown, what is sent.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  answerMessage,
  fill,
  highlighted,
  isRed,
  moveFocus,
  onCardActivated,
  toggle,
  viewModel,
} from "../quiz/logic.js";

const labels = {
  question: "Question {n}",
  tally: "{right} of {asked} right",
  led: "led",
  selected: "chosen",
  next: "Next question",
  check: "Check",
  trick: "The trick",
  trick_so_far: "The trick so far",
  your_hand: "Your hand",
};

const trickState = (over = {}) => ({
  quiz_kind: "trick",
  question: 3,
  trump: "H",
  trump_label: "Trump: ♥ hearts",
  prompt: "Which card wins the trick?",
  answered: false,
  correct: false,
  given: [],
  expected: [],
  explanation: [],
  right: 1,
  asked: 2,
  labels,
  error: "",
  cards: [
    { card: "A♥", seat: "W", seat_name: "West", label: "Ace of hearts", led: true },
    { card: "J♦", seat: "N", seat_name: "North", label: "Jack of diamonds, left bower", led: false },
    { card: "9♣", seat: "E", seat_name: "East", label: "Nine of clubs", led: false },
    { card: "K♠", seat: "S", seat_name: "South", label: "King of spades", led: false },
  ],
  ...over,
});

const followState = (over = {}) => ({
  ...trickState(),
  quiz_kind: "follow",
  cards: undefined,
  trick: [{ card: "Q♥", seat: "W", seat_name: "West", label: "Queen of hearts", led: true }],
  hand: [
    { card: "J♦", label: "Jack of diamonds, left bower" },
    { card: "9♣", label: "Nine of clubs" },
    { card: "A♠", label: "Ace of spades" },
  ],
  ...over,
});

test("fill puts numbers into a label and leaves unknown placeholders", () => {
  assert.equal(fill("{right} of {asked} right", { right: 2, asked: 3 }), "2 of 3 right");
  assert.equal(fill("Question {n}", {}), "Question {n}");
  assert.equal(fill(undefined), "");
});

test("red suits are hearts and diamonds; the Joker and black suits are not", () => {
  assert.ok(isRed("A♥") && isRed("10♦"));
  assert.ok(!isRed("K♠") && !isRed("9♣") && !isRed("Joker"));
});

test("arrow keys move round the row of cards, Home and End jump, other keys do nothing", () => {
  assert.equal(moveFocus(0, "ArrowRight", 4), 1);
  assert.equal(moveFocus(3, "ArrowRight", 4), 0);
  assert.equal(moveFocus(0, "ArrowLeft", 4), 3);
  assert.equal(moveFocus(2, "Home", 4), 0);
  assert.equal(moveFocus(0, "End", 4), 3);
  assert.equal(moveFocus(1, "a", 4), null);
  assert.equal(moveFocus(0, "ArrowRight", 0), null);
});

test("choosing cards toggles them and keeps the order of the hand", () => {
  const order = ["J♦", "9♣", "A♠"];
  let sel = toggle([], "A♠", order);
  sel = toggle(sel, "J♦", order);
  assert.deepEqual(sel, ["J♦", "A♠"]);
  assert.deepEqual(toggle(sel, "A♠", order), ["J♦"]);
});

test("clicking a card of the trick sends it as the answer to this question", () => {
  const out = onCardActivated(trickState(), [], "J♦");
  assert.deepEqual(out.send, { kind: "answer", question: 3, cards: ["J♦"] });
  assert.deepEqual(answerMessage(4, ["A♠"]), { kind: "answer", question: 4, cards: ["A♠"] });
});

test("once a question is answered, clicking a card sends nothing", () => {
  const out = onCardActivated(trickState({ answered: true }), [], "J♦");
  assert.equal(out.send, null);
});

test("in the follow-suit quiz a click chooses a card and sends nothing until Check", () => {
  const out = onCardActivated(followState(), [], "9♣");
  assert.equal(out.send, null);
  assert.deepEqual(out.selected, ["9♣"]);
});

test("the trick quiz shows the title, tally and each card with its seat and the lead for screen readers", () => {
  const vm = viewModel(trickState());
  assert.equal(vm.title, "Question 3");
  assert.equal(vm.tally, "1 of 2 right");
  assert.equal(vm.trick.length, 4);
  assert.equal(vm.trick[0].aria, "Ace of hearts, West, led");
  assert.equal(vm.trick[1].aria, "Jack of diamonds, left bower, North");
  assert.ok(vm.trick[0].classes.includes("hwq-red"));
  assert.equal(vm.canCheck, false);
  assert.equal(vm.trick[0].pressed, null);
});

test("before an answer no card is marked right: the page is not told the answer", () => {
  const vm = viewModel(trickState());
  for (const c of vm.trick) {
    assert.ok(!c.classes.includes("hwq-right"));
  }
});

test("after a wrong answer the winner is marked right and the chosen card wrong", () => {
  const vm = viewModel(
    trickState({
      answered: true,
      given: ["A♥"],
      expected: ["J♦"],
      explanation: [{ text: "Not quite.", cards: ["A♥"] }, { text: "J♦ is the left bower", cards: ["J♦"] }],
    }),
  );
  const byCard = Object.fromEntries(vm.trick.map((c) => [c.card, c.classes]));
  assert.ok(byCard["J♦"].includes("hwq-right"));
  assert.ok(byCard["A♥"].includes("hwq-given-wrong"));
  assert.ok(!byCard["9♣"].includes("hwq-right"));
  assert.equal(vm.explanation.length, 2);
});

test("the follow-suit quiz shows the trick apart from the hand, chosen cards pressed, and a Check button", () => {
  const vm = viewModel(followState(), ["J♦"]);
  assert.equal(vm.kind, "follow");
  assert.deepEqual(vm.trick.map((c) => c.card), ["Q♥"]);
  assert.deepEqual(vm.hand.map((c) => c.pressed), [true, false, false]);
  assert.equal(vm.hand[0].aria, "Jack of diamonds, left bower, chosen");
  assert.equal(vm.trick[0].pressed, null);
  assert.equal(vm.canCheck, true);
  assert.equal(viewModel(followState({ answered: true })).canCheck, false);
});

test("an explanation line highlights exactly the cards it names", () => {
  const lines = [{ text: "a", cards: ["J♦", "A♥"] }, { text: "b", cards: [] }];
  assert.deepEqual([...highlighted(lines, 0)], ["J♦", "A♥"]);
  assert.equal(highlighted(lines, 1).size, 0);
  assert.equal(highlighted(lines, 5).size, 0);
});

test("an error from Python is shown", () => {
  assert.equal(viewModel(trickState({ error: "That answer was for question 2" })).error, "That answer was for question 2");
});
