// Pure logic of the quiz front end: no DOM, no model. index.js draws what these
// functions decide; js/test/quiz.test.mjs checks them under Node's test runner.
//
// The page holds no rules: which card wins and which cards may be played are decided
// in Python. The page only knows what it has been told (the question, and once
// answered, the expected cards and the explanation) and what the learner has chosen.

/** Fill `{name}` placeholders: fill("{right} of {asked}", {right: 1, asked: 2}) -> "1 of 2". */
export function fill(template, params = {}) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (whole, key) =>
    Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole,
  );
}

/** "♥" -> red. Suits are also told apart by their printed shape, never by colour alone. */
export function isRed(card) {
  return /[♥♦]$/.test(card);
}

export { moveFocus } from "../common/focus.js";

/** Choose or un-choose a card; keeps the order of `order` (the hand) for a stable answer. */
export function toggle(selected, card, order) {
  const set = new Set(selected);
  if (set.has(card)) set.delete(card);
  else set.add(card);
  return order.filter((c) => set.has(c));
}

/** The message an answer sends to Python, which checks everything in it. */
export function answerMessage(question, cards) {
  return { kind: "answer", question, cards: [...cards] };
}

/** The message asking Python for the next question. */
export function nextMessage() {
  return { kind: "next" };
}

/**
 * Everything the view shows, from the synced state and the learner's current choice.
 *
 * state: {quiz_kind, question, trump, trump_label, prompt, answered, correct, given,
 *         expected, explanation, right, asked, labels, error, cards | hand + trick}
 * selected: cards chosen so far (follow-suit quiz), before answering.
 */
export function viewModel(state, selected = []) {
  const labels = state.labels || {};
  const kind = state.quiz_kind === "follow" ? "follow" : "trick";
  const answered = Boolean(state.answered);
  const given = new Set(state.given || []);
  const expected = new Set(state.expected || []);
  const chosen = new Set(selected);

  const decorate = (c, interactive) => {
    const classes = ["hwq-card"];
    if (isRed(c.card)) classes.push("hwq-red");
    if (c.card === "Joker") classes.push("hwq-joker");
    let status = "";
    if (interactive && !answered && chosen.has(c.card)) {
      classes.push("hwq-chosen");
      status = labels.selected || "chosen";
    }
    if (answered && interactive) {
      if (expected.has(c.card)) classes.push("hwq-right");
      if (given.has(c.card)) classes.push(expected.has(c.card) ? "hwq-given-right" : "hwq-given-wrong");
    }
    const parts = [c.label || c.card];
    if (c.seat_name) parts.push(c.seat_name);
    if (c.led) parts.push(labels.led || "led");
    if (status) parts.push(status);
    return {
      card: c.card,
      face: c.face || c.card, // as printed in the quiz's language (the Joker by its name)
      seat: c.seat || "",
      seatName: c.seat_name || "",
      led: Boolean(c.led),
      classes,
      aria: parts.join(", "),
      pressed: kind === "follow" && interactive ? chosen.has(c.card) || (answered && given.has(c.card)) : null,
    };
  };

  const vm = {
    kind,
    title: fill(labels.question || "Question {n}", { n: state.question }),
    prompt: state.prompt || "",
    trumpLabel: state.trump_label || "",
    tally: fill(labels.tally || "{right} of {asked} right", { right: state.right ?? 0, asked: state.asked ?? 0 }),
    answered,
    correct: answered && Boolean(state.correct),
    error: state.error || "",
    explanation: (state.explanation || []).map((line) => ({ text: line.text, cards: line.cards || [] })),
    nextLabel: labels.next || "Next question",
    ledLabel: labels.led || "led",
    checkLabel: labels.check || "Check",
  };
  if (kind === "trick") {
    vm.heading = labels.trick || "The trick";
    vm.trick = (state.cards || []).map((c) => decorate(c, true));
    vm.hand = [];
    vm.interactive = vm.trick;
    vm.canCheck = false;
  } else {
    vm.heading = labels.trick_so_far || "The trick so far";
    vm.handHeading = labels.your_hand || "Your hand";
    vm.trick = (state.trick || []).map((c) => decorate(c, false));
    vm.hand = (state.hand || []).map((c) => decorate(c, true));
    vm.interactive = vm.hand;
    vm.canCheck = !answered;
  }
  return vm;
}

/** What a click (or Enter) on a card does: an answer to send, a new selection, or nothing. */
export function onCardActivated(state, selected, card) {
  if (state.answered) return { send: null, selected };
  if (state.quiz_kind === "follow") {
    const order = (state.hand || []).map((c) => c.card);
    return { send: null, selected: toggle(selected, card, order) };
  }
  return { send: answerMessage(state.question, [card]), selected };
}

/** The cards an explanation line names: they are highlighted while the line is pointed at. */
export function highlighted(explanation, lineIndex) {
  const line = explanation[lineIndex];
  return new Set(line ? line.cards : []);
}
