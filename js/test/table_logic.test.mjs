// Node's test runner over the table's pure front-end logic (js/table/logic.js):
// where each seat sits, which control shows in which phase, which trick is drawn,
// what each card in the hand can do, and keyboard focus movement.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  controlsFor,
  explanationsFor,
  fill,
  handCards,
  lastCall,
  moveFocus,
  otherSeats,
  parseCard,
  scoreRows,
  seatPositions,
  trickToShow,
  seatTitle,
  reviewRows,
} from "../table/logic.js";

function view(over = {}) {
  return {
    seat: "S",
    phase: "auction",
    to_move: "S",
    legal: ["pass", "bid 1", "bid 2"],
    hand: ["A♥", "J♦", "9♣"],
    hands: { N: null, E: null, S: ["A♥", "J♦", "9♣"], W: null },
    hand_counts: { N: 6, E: 6, S: 3, W: 6 },
    current_trick: [],
    tricks: [],
    hand_results: [],
    hand_number: 0,
    dealer: "W",
    maker: null,
    sitting_out: [],
    ...over,
  };
}

test("cards are read from their text, the Joker included", () => {
  assert.deepEqual(parseCard("10♥"), { text: "10♥", rank: "10", suit: "♥", joker: false });
  assert.equal(parseCard("Joker").joker, true);
  assert.throws(() => parseCard("11X"));
});

test("the learner sits at the bottom, the next seat clockwise at the left, partner on top", () => {
  assert.deepEqual(seatPositions("S"), { S: "bottom", W: "left", N: "top", E: "right" });
  assert.deepEqual(seatPositions("N"), { N: "bottom", E: "left", S: "top", W: "right" });
});

test("each phase shows its own control, offering exactly the legal actions", () => {
  assert.deepEqual(controlsFor(view()), { panel: "bid", actions: ["pass", "bid 1", "bid 2"] });
  const phases = { trump: "trump", discard: "discard", alone: "alone", defend: "defend", play: "play" };
  for (const [phase, panel] of Object.entries(phases)) {
    assert.equal(controlsFor(view({ phase, legal: ["x"] })).panel, panel);
  }
});

test("while another seat is to move the table waits, and shows no control", () => {
  assert.deepEqual(controlsFor(view({ to_move: "W", legal: [] })), { panel: "wait", actions: [] });
  assert.equal(controlsFor(view({ phase: "over", to_move: null, legal: [] })).panel, "over");
});

test("the trick being played is drawn, else the last finished one of this hand only", () => {
  const t = { leader: "W", plays: [["W", "A♥"], ["N", "J♦"], ["E", "9♥"], ["S", "K♥"]], winner: "N" };
  assert.equal(trickToShow(view({ current_trick: [["W", "A♥"]], tricks: [t] })).finished, false);
  const last = trickToShow(view({ tricks: [t] }));
  assert.equal(last.winner, "N");
  assert.equal(last.finished, true);
  // A new hand starts clean: the last hand's final trick is not drawn.
  const fresh = trickToShow(view({ hand_results: [{ number: 0, trick_log: [t] }] }));
  assert.deepEqual(fresh.plays, []);
  assert.deepEqual(trickToShow(view()).plays, []);
});

test("in play, legal cards carry their action and unplayable ones say why", () => {
  const v = view({ phase: "play", legal: ["play J♦"], current_trick: [["W", "A♥"]] });
  const notes = { unplayable: { "9♣": "you must follow ♥" }, labels: { "J♦": "Jack of diamonds, left bower" } };
  const cards = handCards(v, notes);
  const byCard = Object.fromEntries(cards.map((c) => [c.card, c]));
  assert.equal(byCard["J♦"].action, "play J♦");
  assert.equal(byCard["J♦"].label, "Jack of diamonds, left bower");
  assert.equal(byCard["9♣"].action, null);
  assert.equal(byCard["9♣"].why, "you must follow ♥");
  // Chosen anyway, it is sent: Python refuses it and says why.
  assert.equal(byCard["9♣"].attempt, "play 9♣");
});

test("in the discard phase cards are discarded, and the widow card is marked", () => {
  const v = view({ phase: "discard", legal: ["discard A♥", "discard J♦", "discard 9♣"] });
  const cards = handCards(v, { from_widow: "J♦" });
  assert.equal(cards[0].action, "discard A♥");
  assert.equal(cards.find((c) => c.card === "J♦").fromWidow, true);
});

test("in the auction no card can be played", () => {
  assert.ok(handCards(view(), {}).every((c) => c.action === null && c.attempt === null));
});

test("other seats show card backs by count, or cards in open hands", () => {
  const seats = otherSeats(view());
  assert.deepEqual(seats.map((s) => [s.seat, s.position, s.count, s.cards]), [
    ["N", "top", 6, null],
    ["E", "right", 6, null],
    ["W", "left", 6, null],
  ]);
  const open = otherSeats(view({ hands: { N: ["9♥"], E: ["9♠"], S: [], W: ["9♦"] } }));
  assert.deepEqual(open[0].cards, ["9♥"]);
});

test("arrows move along the hand and wrap; Home and End jump", () => {
  assert.equal(moveFocus(0, "ArrowRight", 3), 1);
  assert.equal(moveFocus(2, "ArrowRight", 3), 0);
  assert.equal(moveFocus(0, "ArrowLeft", 3), 2);
  assert.equal(moveFocus(1, "End", 3), 2);
  assert.equal(moveFocus(1, "Home", 3), 0);
  assert.equal(moveFocus(1, "x", 3), null);
  assert.equal(moveFocus(0, "ArrowRight", 0), null);
});

test("labels fill their placeholders and keep unknown ones", () => {
  assert.equal(fill("Waiting for {seat}", { seat: "West" }), "Waiting for West");
  assert.equal(fill("{n} cards {x}", { n: 3 }), "3 cards {x}");
});

test("the score history has a row per hand", () => {
  const r = { number: 0, maker: "N", bid_label: "4", trump: "H", points: { NS: 5, EW: 1 }, scores_after: { NS: 5, EW: 1 }, made: true, thrown_in: false };
  assert.deepEqual(scoreRows(view({ hand_results: [r] }))[0].trump, "♥");
});

test("the explanation of the trick shown gives the cards to highlight", () => {
  const t = { leader: "W", plays: [["W", "A♥"], ["N", "J♦"]], winner: "N" };
  const v = view({ tricks: [t] });
  const shown = trickToShow(v);
  const ex = [{ kind: "trick", hand: 0, trick: 0, cards: ["J♦", "A♥"] }];
  assert.deepEqual(explanationsFor(ex, shown, v).highlight, ["J♦", "A♥"]);
  assert.equal(explanationsFor(ex, shown, v).current.length, 1);
});

test("each seat's latest call shows while the auction is on, and only then", () => {
  const v = view({ auction: [["W", "pass"], ["N", "bid 2"], ["E", "bid 3"], ["N", "bid 4"]] });
  assert.equal(lastCall(v, "N"), "bid 4");
  assert.equal(lastCall(v, "S"), null);
  assert.equal(lastCall({ ...v, phase: "play" }, "N"), null);
  assert.equal(otherSeats(v).find((s) => s.seat === "W").call, "pass");
});

test("a seat's tags stay in one pair of brackets", () => {
  assert.equal(seatTitle("South", ["you", "dealer"]), "South (you, dealer)");
  assert.equal(seatTitle("West", [null, false]), "West");
});

test("this hand's explanations come first, newest first; earlier hands apart", () => {
  const v = view({ hand_number: 1 });
  const ex = [
    { kind: "trick", hand: 0, trick: 5 },
    { kind: "hand", hand: 0 },
    { kind: "trick", hand: 1, trick: 0 },
    { kind: "trick", hand: 1, trick: 1 },
  ];
  const g = explanationsFor(ex, trickToShow(v), v);
  assert.deepEqual(g.current.map((e) => e.trick), [1, 0]);
  assert.deepEqual(g.previous.map((e) => e.kind), ["hand", "trick"]);
});

test("the review's rows mark where another card kept a better result", () => {
  const rows = reviewRows({ rows: [{ trick: 1, card: "A♣", best: null, cost: 0 }, { trick: 2, card: "9♣", best: "J♦", cost: 1 }] });
  assert.deepEqual(rows.map((r) => r.kept), [true, false]);
  assert.equal(rows[1].best, "J♦");
});
