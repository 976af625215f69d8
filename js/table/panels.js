// The control for the phase the learner is in: the bidding panel, the trump picker,
// the discard prompt, the alone (or defend-alone) choice. Each offers exactly the
// actions Python listed as legal, labelled in the widget's language.
import { h } from "./dom.js";
import { controlsFor, fill } from "./logic.js";

function actionButtons(actions, notes, send, cls) {
  return actions.map((a) =>
    h(
      "button",
      { type: "button", class: `hw-btn ${cls}`, "data-action": a, "data-key": `act-${a}`, onclick: () => send({ kind: "act", action: a }) },
      (notes.actions || {})[a] || a,
    ),
  );
}

/** The bidding panel: pass and every bid still allowed. */
export function biddingPanel(actions, notes, labels, send) {
  return h("div", { class: "hw-panel hw-bidding", role: "group", "aria-label": labels.choose_bid },
    h("div", { class: "hw-panel-title" }, labels.choose_bid),
    actionButtons(actions, notes, send, "hw-bid"));
}

/** The trump picker: the four suits, by shape and name. */
export function trumpPicker(actions, notes, labels, send) {
  return h("div", { class: "hw-panel hw-trump-picker", role: "group", "aria-label": labels.choose_trump },
    h("div", { class: "hw-panel-title" }, labels.choose_trump),
    actionButtons(actions, notes, send, "hw-suit-btn"));
}

/** The discard prompt: the cards themselves are chosen in the hand. */
export function discardPrompt(labels) {
  return h("div", { class: "hw-panel hw-discard" }, h("div", { class: "hw-panel-title" }, labels.choose_discard));
}

/** Going alone (maker) or defending alone (defenders). */
export function aloneChoice(actions, notes, labels, send, defend) {
  const title = defend ? labels.defend_q : labels.alone_q;
  return h("div", { class: "hw-panel hw-alone", role: "group", "aria-label": title },
    h("div", { class: "hw-panel-title" }, title),
    actionButtons(actions, notes, send, "hw-alone-btn"));
}

/** What the learner may do now, or whom the table waits for. */
export function renderPanel({ view, notes, labels, settings, send, seatName, sideName }) {
  const { panel, actions } = controlsFor(view);
  switch (panel) {
    case "bid":
      return biddingPanel(actions, notes, labels, send);
    case "trump":
      return trumpPicker(actions, notes, labels, send);
    case "discard":
      return discardPrompt(labels);
    case "alone":
      return aloneChoice(actions, notes, labels, send, false);
    case "defend":
      return aloneChoice(actions, notes, labels, send, true);
    case "play": {
      // Why some cards may not be played, in plain sight (each card also says it on hover).
      const why = [...new Set(Object.values(notes.unplayable || {}))];
      return h("div", { class: "hw-panel hw-your-turn" },
        h("div", { class: "hw-panel-title" }, labels.your_turn),
        why.length ? h("p", { class: "hw-rule" }, why[0]) : null);
    }
    case "over":
      return h("div", { class: "hw-panel hw-over" }, h("div", { class: "hw-panel-title" }, fill(labels.match_over, { side: sideName(view.winner) })));
    default: {
      const who = view.to_move ? fill(labels.waiting, { seat: seatName(view.to_move) }) : "";
      const step = settings.step && settings.waiting
        ? h("button", { type: "button", class: "hw-btn hw-step", "data-key": "step", onclick: () => send({ kind: "step" }) }, labels.step)
        : null;
      return h("div", { class: "hw-panel hw-wait" }, h("div", { class: "hw-panel-title" }, who), step);
    }
  }
}
