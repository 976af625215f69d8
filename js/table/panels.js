// The control for the phase the learner is in: the bidding panel, the trump picker,
// the discard prompt, the alone (or defend-alone) choice. Each offers exactly the
// actions Python listed as legal, labelled in the widget's language; the hinted one
// is marked. The words around them (the widow card joining the hand, what going alone
// means, why cards are greyed) come from Python too.
import { h } from "./dom.js";
import { controlsFor, fill } from "./logic.js";
import { markSent } from "./hand.js";

function actionButtons(actions, notes, send, cls, hint) {
  return actions.map((a) =>
    h(
      "button",
      {
        type: "button",
        class: `hw-btn ${cls}${hint && hint.action === a ? " hw-hinted" : ""}`,
        "data-action": a,
        "data-key": `act-${a}`,
        onclick: (ev) => {
          const group = ev.currentTarget.closest(".hw-panel");
          if (group && group.dataset.sent) return; // already sent: waiting for Python
          markSent(ev.currentTarget, group);
          send({ kind: "act", action: a });
        },
      },
      (notes.actions || {})[a] || a,
    ),
  );
}

function line(text, cls = "hw-rule") {
  return text ? h("p", { class: cls }, text) : null;
}

/** The bidding panel: pass and every bid still allowed. */
export function biddingPanel(actions, notes, labels, send, hint) {
  return h("div", { class: "hw-panel hw-bidding", role: "group", "aria-label": labels.choose_bid },
    h("div", { class: "hw-panel-title" }, labels.choose_bid),
    actionButtons(actions, notes, send, "hw-bid", hint));
}

/** The trump picker: the four suits, by shape and name; the widow card said in words. */
export function trumpPicker(actions, notes, labels, send, hint) {
  return h("div", { class: "hw-panel hw-trump-picker", role: "group", "aria-label": labels.choose_trump },
    h("div", { class: "hw-panel-title" }, labels.choose_trump),
    actionButtons(actions, notes, send, "hw-suit-btn", hint),
    line(notes.widow_text, "hw-rule hw-widow-text"));
}

/** The discard prompt: the cards themselves are chosen in the hand. */
export function discardPrompt(labels, notes) {
  return h("div", { class: "hw-panel hw-discard" },
    h("div", { class: "hw-panel-title" }, labels.choose_discard),
    line(notes.widow_text, "hw-rule hw-widow-text"));
}

/** Going alone (maker) or defending alone (defenders), with what it means. */
export function aloneChoice(actions, notes, labels, send, defend, hint) {
  const title = defend ? labels.defend_q : labels.alone_q;
  return h("div", { class: "hw-panel hw-alone", role: "group", "aria-label": title },
    h("div", { class: "hw-panel-title" }, title),
    actionButtons(actions, notes, send, "hw-alone-btn", hint),
    line(defend ? labels.defend_help : labels.alone_help));
}

/** What the learner may do now, or whom the table waits for. */
export function renderPanel({ view, notes, labels, settings, send, seatName, sideName, hint }) {
  const { panel, actions } = controlsFor(view);
  if (settings.stage === "hand_over") {
    return h("div", { class: "hw-panel hw-wait" }, h("div", { class: "hw-panel-title" }, labels.result));
  }
  switch (panel) {
    case "bid":
      return biddingPanel(actions, notes, labels, send, hint);
    case "trump":
      return trumpPicker(actions, notes, labels, send, hint);
    case "discard":
      return discardPrompt(labels, notes);
    case "alone":
      return aloneChoice(actions, notes, labels, send, false, hint);
    case "defend":
      return aloneChoice(actions, notes, labels, send, true, hint);
    case "play": {
      // Why some cards may not be played, in plain sight (each card also says it on hover).
      const why = [...new Set(Object.values(notes.unplayable || {}))];
      return h("div", { class: "hw-panel hw-your-turn" },
        h("div", { class: "hw-panel-title" }, labels.your_turn),
        why.length ? line(why[0]) : null,
        line(notes.greyed, "hw-rule hw-greyed"));
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
